import { ChevronIcon } from "~/shell/icons";
import type { ScrollDirection } from "./use-scroll-ends";

/**
 * The previous/next button of a horizontal strip (see useScrollEnds): a chevron named by `label`,
 * styled by the caller's `className`. At the end it would move towards it is marked
 * `aria-disabled` and does nothing; not `disabled`, because a button that turns disabled under the
 * keyboard drops focus to the start of the page.
 */
export function ScrollButton({
  direction,
  label,
  disabled,
  onClick,
  className,
  controls,
}: {
  direction: ScrollDirection;
  label: string;
  disabled: boolean;
  onClick: () => void;
  className: string;
  /** The id of the strip it scrolls. */
  controls: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
    >
      <ChevronIcon direction={direction} size={20} />
    </button>
  );
}
