import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useScrollLock } from "~/utils/use-scroll-lock";

/**
 * A modal dialog on the native <dialog> element: `showModal()` makes the rest of the page inert,
 * keeps focus inside, closes on Escape and returns focus to the element that opened it (HTML
 * standard, "dialog"), so no focus trap of our own is needed. A click on the backdrop closes it too,
 * and page scroll is locked while it is open (spec §2: overlays lock page scroll).
 *
 * Used by the comic of "How it works" and the cabin layout of the fleet page (spec §2). The opener
 * should be a link to the same picture, so that without JavaScript the visitor still gets it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useScrollLock(open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // The click handler only closes on a backdrop click; the keyboard equivalent is Escape, which
    // the native dialog handles itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={["modal", className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click whose target is the dialog itself landed on the backdrop, outside the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t("modal.close")}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
