import { useTranslation } from "react-i18next";

/**
 * The honeypot of the public forms (issue 6 "Abuse"): a text field no person sees or reaches by
 * keyboard, which form-filling bots tend to fill. An action that finds it filled answers as if it
 * had succeeded and stores nothing, so the bot learns nothing.
 */
export const HONEYPOT_FIELD = "website";

export function Honeypot() {
  const { t } = useTranslation();
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t("leads.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
