import { defineCliConfig } from "sanity/cli";
import { dataset, projectId } from "./env";

export default defineCliConfig({
  api: { projectId, dataset },
  // The extracted schema is committed: TypeGen reads it, and the app's tests can too, without this
  // package installed. Required fields become non-optional in the generated types; the app's zod
  // schemas still check every document at the boundary (ARCHITECTURE.md, "Content layer").
  schemaExtraction: { path: "./schema.json", enforceRequiredFields: true },
  // Sanity 5 reads TypeGen's settings here; a separate sanity-typegen.json is deprecated.
  typegen: {
    path: "../app/**/*.{ts,tsx}",
    schema: "./schema.json",
    generates: "../app/content/sanity.types.ts",
    overloadClientMethods: true,
  },
});
