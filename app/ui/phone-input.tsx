import type { InputHTMLAttributes } from "react";

/**
 * A visitor's phone number (spec §5), as every form here asks for it: named `phone`, the phone
 * keyboard, the browser's saved number offered, required. The form gives the rest (FormField's
 * control props, its class, value and handlers).
 */
export function PhoneInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "inputMode" | "autoComplete">,
) {
  return <input name="phone" type="tel" inputMode="tel" autoComplete="tel" required {...props} />;
}
