import { RemixBrowser } from "@remix-run/react";
import { createInstance } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { languageFromPath } from "~/i18n/config";
import { I18N_RESOURCES_ELEMENT_ID } from "~/i18n/resources-script";
import { i18nOptions } from "~/i18n/resources";

// The server rendered this page's translations into the document (root.tsx), so the browser
// starts with exactly the language of the page and downloads no other.
const language = languageFromPath(window.location.pathname);
const element = document.getElementById(I18N_RESOURCES_ELEMENT_ID);
const translation = element?.textContent ? (JSON.parse(element.textContent) as object) : {};
const i18n = createInstance();
void i18n.use(initReactI18next).init({
  ...i18nOptions,
  lng: language,
  resources: { [language]: { translation } },
  initImmediate: false,
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemixBrowser />
      </I18nextProvider>
    </StrictMode>,
  );
});
