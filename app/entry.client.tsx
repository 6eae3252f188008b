import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createTranslator, TranslatorProvider } from "~/i18n/client-i18n";
import { languageFromPath } from "~/i18n/config";
import { I18N_RESOURCES_ELEMENT_ID } from "~/i18n/resources-script";

// The server rendered this page's translations into the document (root.tsx), so the browser
// starts with exactly the language of the page and downloads no other. The translator is this
// site's own small one (app/i18n/client-i18n.tsx), not i18next.
const language = languageFromPath(window.location.pathname);
const element = document.getElementById(I18N_RESOURCES_ELEMENT_ID);
const translation = element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : {};
const translator = createTranslator(language, translation);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <TranslatorProvider translator={translator}>
        <RemixBrowser />
      </TranslatorProvider>
    </StrictMode>,
  );
});
