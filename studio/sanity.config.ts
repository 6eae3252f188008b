import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { visionTool } from "@sanity/vision";
import { schemaTypes } from "../schemas";
import { dataset, projectId } from "./env";
import { documentActions } from "./actions";
import { structure, withoutSingletonTemplates } from "./structure";

export default defineConfig({
  name: "default",
  title: "JetCharter — редакция сайта",
  projectId,
  dataset,
  plugins: [
    structureTool({ title: "Содержимое", structure }),
    // The app's default SANITY_API_VERSION, so a query tried here answers as it will on the site.
    visionTool({ defaultApiVersion: "2025-02-19" }),
  ],
  schema: { types: schemaTypes },
  document: {
    newDocumentOptions: (templates) => withoutSingletonTemplates(templates),
    actions: documentActions,
  },
});
