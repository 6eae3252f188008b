import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/utils/language";
import { Modal } from "~/ui/modal";
import { useFocusTrap } from "~/utils/use-focus-trap";
import { BookingFlow } from "./booking-flow";
import { bookingOpener, closeBooking, useBookingDialog } from "./booking-store";

/**
 * The booking dialog of spec §2, opened in place by the flight page's Order buttons. The native
 * modal <dialog> of app/ui/modal.tsx keeps the rest of the page inert, closes on Escape, on its
 * close button and on the backdrop, and locks page scroll while open; focus is trapped inside. The
 * flow stays mounted while closed, so reopening finds the step the visitor left; on close focus
 * returns to the Order button that opened it.
 */
export function BookingDialog({
  cardId,
  aircraft,
  language,
}: {
  cardId: string;
  /** The aircraft's type, which names the dialog. */
  aircraft: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const open = useBookingDialog(cardId);
  const body = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const close = useCallback(() => closeBooking(), []);
  // The native modal keeps the page inert, but Tab past the last control would leave for the
  // browser's own interface; the trap wraps it to the dialog's first control (close) and back.
  const dialog = useRef<HTMLElement | null>(null);
  useEffect(() => {
    dialog.current = body.current?.closest("dialog") ?? null;
  }, []);
  useFocusTrap(dialog, open, close);

  // The Modal (a child) opens or closes the <dialog> in its own effect, which runs before this one.
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      // The step's first control rather than the close button: the visitor came to fill the form.
      const root = body.current;
      const target =
        root?.querySelector<HTMLElement>("[aria-invalid='true']") ??
        root?.querySelector<HTMLElement>("[data-autofocus]");
      target?.focus();
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const opener = bookingOpener();
    if (opener?.isConnected) opener.focus();
  }, [open]);

  return (
    <Modal
      open={open}
      onClose={close}
      title={t("booking.dialog.title", { aircraft })}
      className="booking-modal"
    >
      <div ref={body} className="booking-modal__body">
        <BookingFlow cardId={cardId} language={language} headingLevel={3} onClose={close} />
      </div>
    </Modal>
  );
}
