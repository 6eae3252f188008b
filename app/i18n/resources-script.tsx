import { useTranslation } from "react-i18next";

export const I18N_RESOURCES_ELEMENT_ID = "i18n-resources";

/**
 * Writes the current language's translations into the document as a JSON data block, which
 * entry.client.tsx reads before hydration. A data block is never executed, so the CSP's script
 * rules do not apply to it; `<` is escaped so no text can close the element early.
 */
export function I18nResourcesScript() {
  const { i18n } = useTranslation();
  const bundle = i18n.getResourceBundle(i18n.language, "translation") as object | undefined;
  const json = JSON.stringify(bundle ?? {}).replace(/</g, "\\u003c");
  return (
    <script
      id={I18N_RESOURCES_ELEMENT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
