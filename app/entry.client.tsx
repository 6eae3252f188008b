import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createTranslator, TranslatorProvider } from "~/i18n/client-i18n";
import { languageFromPath } from "~/utils/language";
import { I18N_RESOURCES_ELEMENT_ID } from "~/i18n/resources-script";
import { rememberResourcesVersion } from "~/i18n/resources-version";

// The page names its language's translations (root.tsx); the browser fetches them once per
// version and keeps them (app/routes/locales.$file.ts), then hydrates. The translator is this
// site's own small one (app/i18n/client-i18n.tsx), not i18next.
const language = languageFromPath(window.location.pathname);
const element = document.getElementById(I18N_RESOURCES_ELEMENT_ID);
const address = element?.textContent
  ? (JSON.parse(element.textContent) as string)
  : `/locales/${language}.json`;

async function translations(attempts = 2): Promise<Record<string, unknown>> {
  try {
    const response = await fetch(address, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`${address} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  } catch (error) {
    if (attempts <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return translations(attempts - 1);
  }
}

translations().then(
  (resources) => {
    rememberResourcesVersion(resources, address);
    const translator = createTranslator(language, resources);
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
  },
  // Without its texts the page cannot hydrate; it stays the server's page, whose links and forms
  // work without JavaScript.
  // eslint-disable-next-line no-console -- the browser has no logger; this tells a developer why
  (error: unknown) => console.warn("translations unavailable; the page stays without scripts", error),
);
