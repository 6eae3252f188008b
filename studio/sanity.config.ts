import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { visionTool } from "@sanity/vision";
import { schemaTypes } from "../schemas";
import { dataset, projectId } from "./env";
import { documentActions } from "./actions";
import { BrandIcon } from "./components/brand-icon";
import { SiteFormInput } from "./components/seo-input";
import { structure, withoutSingletonTemplates } from "./structure";

export default defineConfig({
  name: "default",
  // The site's brand (siteSettings.brandName) and its mark, as on the site's tab (issue 17, item 5).
  title: "Charterline — редакция сайта",
  icon: BrandIcon,
  projectId,
  dataset,
  plugins: [
    structureTool({ title: "Содержимое", structure }),
    // The app's default SANITY_API_VERSION, so a query tried here answers as it will on the site.
    visionTool({ defaultApiVersion: "2025-02-19" }),
  ],
  schema: { types: schemaTypes },
  // The search-snippet preview beside every SEO field group; the schemas stay free of React.
  form: { components: { input: SiteFormInput } },
  document: {
    newDocumentOptions: (templates) => withoutSingletonTemplates(templates),
    actions: documentActions,
  },
});
