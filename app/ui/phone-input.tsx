import type { ChangeEvent, InputHTMLAttributes } from "react";
import { PHONE_MAX_LENGTH, formatPhoneTyping } from "~/utils/phone";

/**
 * A visitor's phone number (API.md "Conventions"), as every form here asks for it: named `phone`,
 * the phone keyboard, the browser's saved number offered, required, at most 24 characters. The
 * form gives the rest (FormField's control props, its class, value and handlers).
 *
 * With JavaScript the number is laid out as it is typed or pasted (libphonenumber-js `AsYouType`,
 * region RU: `8 (916) 123-45-67`, `+7 (916) 123-45-67`, `+44 20 7946 0958`), the caret kept after
 * the same digits. Deleting is left alone: re-adding a bracket or hyphen the visitor has just
 * deleted would make Backspace seem broken. Without JavaScript it is a plain field and the server
 * checks the number by the same rule (app/utils/phone.ts).
 */
export function PhoneInput({
  onChange,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "inputMode" | "autoComplete">) {
  const format = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const native = event.nativeEvent as Partial<InputEvent>;
    const deleting = native.inputType?.startsWith("delete") ?? false;
    if (!deleting && !native.isComposing) {
      const next = formatPhoneTyping(input.value, input.selectionStart ?? input.value.length);
      if (next.value !== input.value) {
        // Written to the field before React sees the change: the controlled value then equals the
        // field's, so React leaves the caret where it is put here.
        input.value = next.value;
        input.setSelectionRange(next.caret, next.caret);
      }
    }
    onChange?.(event);
  };
  return (
    <input
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required
      maxLength={PHONE_MAX_LENGTH}
      {...props}
      onChange={format}
    />
  );
}
