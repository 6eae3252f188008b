import { useEffect, type RefObject } from "react";

// What Tab reaches: not hidden inputs, not elements taken out of the tab order (tabindex="-1",
// such as the forms' honeypot), not anything inside an aria-hidden or hidden subtree.
const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]",
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(", ");

function reachable(element: HTMLElement): boolean {
  return !element.closest('[aria-hidden="true"], [hidden], [inert]');
}

/**
 * Keeps keyboard focus inside a modal container while it is open, closes it on Escape, and
 * gives focus back to the element that opened it (WAI-ARIA Authoring Practices, dialog pattern).
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
) {
  useEffect(() => {
    if (!active) return;
    const element = container.current;
    if (!element) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const focusables = () => Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(reachable);
    (focusables()[0] ?? element).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, [container, active, onEscape]);
}
