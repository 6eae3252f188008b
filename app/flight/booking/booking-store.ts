import { useEffect, useSyncExternalStore } from "react";

/*
 * Which booking dialog is open. The flight page has two Order buttons (the price line and the
 * sticky line, spec §2) and one dialog, mounted once with the sticky line: a button asks this
 * store to open it, so the visitor finds the same step whichever button they use, and the button
 * that opened it gets focus back on close. A button whose card has no dialog on the page (or
 * before hydration) is left to follow its link to the order page.
 */

interface State {
  openCardId: string | null;
  opener: HTMLElement | null;
}

let state: State = { openCardId: null, opener: null };
const listeners = new Set<() => void>();
const mounted = new Map<string, number>();

function emit(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the card's dialog; false when the page has none, so the caller follows its link. */
export function openBooking(cardId: string, opener: HTMLElement | null): boolean {
  if (!mounted.get(cardId)) return false;
  emit({ openCardId: cardId, opener });
  return true;
}

export function closeBooking() {
  if (state.openCardId !== null) emit({ openCardId: null, opener: state.opener });
}

/** The element that opened the dialog last: focus goes back to it when the dialog closes. */
export function bookingOpener(): HTMLElement | null {
  return state.opener;
}

/** For the dialog of one card: registers it with the store and tells whether it is open. */
export function useBookingDialog(cardId: string): boolean {
  useEffect(() => {
    mounted.set(cardId, (mounted.get(cardId) ?? 0) + 1);
    return () => {
      const count = (mounted.get(cardId) ?? 1) - 1;
      if (count > 0) mounted.set(cardId, count);
      else mounted.delete(cardId);
      if (state.openCardId === cardId) emit({ openCardId: null, opener: null });
    };
  }, [cardId]);
  return useSyncExternalStore(
    subscribe,
    () => state.openCardId === cardId,
    () => false,
  );
}
