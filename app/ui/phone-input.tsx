import { useEffect, useRef, type ChangeEvent, type InputHTMLAttributes } from "react";
import { PHONE_MAX_LENGTH } from "~/utils/phone-limits";
import { preloadPhoneRule, usePhoneRule } from "~/utils/phone-rule";

/** The field's value as the browser sets it, which React then reports as a change. */
const setNativeValue = (input: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);

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
 *
 * The rule is not part of the page: the field asks for it (app/utils/phone-rule.ts) when it is
 * focused, pressed or typed into, and is a plain field until it has come; then what was typed
 * meanwhile is laid out at once.
 */
export function PhoneInput({
  onChange,
  onFocus,
  onPointerDown,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "inputMode" | "autoComplete">) {
  const rule = usePhoneRule();
  const field = useRef<HTMLInputElement>(null);
  // Typed into before the rule came, and whether the last edit deleted (then it is left alone).
  const typedEarly = useRef(false);
  const deleted = useRef(false);

  const format = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const native = event.nativeEvent as Partial<InputEvent>;
    const deleting = native.inputType?.startsWith("delete") ?? false;
    deleted.current = deleting;
    if (!rule) {
      typedEarly.current = true;
      preloadPhoneRule();
    } else if (!deleting && !native.isComposing) {
      const next = rule.formatPhoneTyping(input.value, input.selectionStart ?? input.value.length);
      if (next.value !== input.value) {
        // Written to the field before React sees the change: the controlled value then equals the
        // field's, so React leaves the caret where it is put here.
        input.value = next.value;
        input.setSelectionRange(next.caret, next.caret);
      }
    }
    onChange?.(event);
  };

  // The rule has come after the visitor typed: the text laid out as if it had just been typed,
  // through an input event, so the form's onChange hears of it as of any edit. A value the form
  // started with (the server's echo) is left as it is.
  useEffect(() => {
    const input = field.current;
    if (!rule || !input || !typedEarly.current) return;
    typedEarly.current = false;
    if (input.value === "" || deleted.current) return;
    const next = rule.formatPhoneTyping(input.value, input.selectionStart ?? input.value.length);
    if (next.value === input.value) return;
    const focused = input.ownerDocument.activeElement === input;
    setNativeValue(input, next.value);
    if (focused) input.setSelectionRange(next.caret, next.caret);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, [rule]);

  return (
    <input
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required
      maxLength={PHONE_MAX_LENGTH}
      {...props}
      ref={field}
      onChange={format}
      onFocus={(event) => {
        preloadPhoneRule();
        onFocus?.(event);
      }}
      onPointerDown={(event) => {
        preloadPhoneRule();
        onPointerDown?.(event);
      }}
    />
  );
}
