import { useTranslation } from "react-i18next";
import { resourcesPath } from "./resources-version";

export const I18N_RESOURCES_ELEMENT_ID = "i18n-resources";

/**
 * Names the address of the page language's translations (`/locales/{lang}.json?v={version}`) in
 * a JSON data block, which entry.client.tsx reads and fetches before hydration (issue 16, item 4).
 *
 * The translations used to be written into every page: 48 KB of the Russian home page's 110 KB,
 * downloaded again with each document. As a versioned file they are fetched once, after the first
 * paint, and kept by the browser for a year (STYLE.md practice 8: resources served by a cached
 * route). The version is a hash of the translations themselves, computed alike by the server (from
 * i18next's bundle) and the browser (from the fetched bundle), so both render the same markup.
 */
export function I18nResourcesScript() {
  const { i18n } = useTranslation();
  // The store's own object (i18next and the browser's instance both hand it out, not a copy), so
  // its version is hashed once per process (resources-version.ts).
  const bundle = (i18n.getResourceBundle(i18n.language, "translation") ?? {}) as object;
  const json = JSON.stringify(resourcesPath(i18n.language, bundle)).replace(/</g, "\\u003c");
  return (
    <script
      id={I18N_RESOURCES_ELEMENT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
