import type { DocumentActionComponent, SanityDefinedAction, TemplateItem } from "sanity";
import type { StructureResolver } from "sanity/structure";
import { SITE_SETTINGS_ID } from "../schemas";

/** Document types that exist exactly once, each under a fixed id the app's queries rely on. */
const SINGLETONS = [{ type: "siteSettings", id: SITE_SETTINGS_ID, title: "Настройки сайта" }] as const;

const singletonTypes = new Set<string>(SINGLETONS.map((singleton) => singleton.type));

/** Actions that would create a second copy of a singleton or leave the site without it. */
const actionsHiddenOnSingletons: ReadonlySet<string> = new Set<SanityDefinedAction>([
  "delete",
  "duplicate",
  "unpublish",
  "unpublishVersion",
]);

/**
 * Singletons first, opened straight onto their one document; then every other document type, so a
 * type added to ../schemas shows up without touching this file.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Содержимое")
    .items([
      ...SINGLETONS.map((singleton) =>
        S.listItem()
          .id(singleton.id)
          .title(singleton.title)
          .schemaType(singleton.type)
          .child(S.document().schemaType(singleton.type).documentId(singleton.id).title(singleton.title)),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypes.has(item.getId() ?? "")),
    ]);

/** Keeps singletons out of every "create new" menu: their one document is opened from the list. */
export function withoutSingletonTemplates(templates: TemplateItem[]): TemplateItem[] {
  return templates.filter((template) => !singletonTypes.has(template.templateId));
}

export function singletonSafeActions(
  actions: DocumentActionComponent[],
  schemaType: string,
): DocumentActionComponent[] {
  if (!singletonTypes.has(schemaType)) return actions;
  return actions.filter((action) => !action.action || !actionsHiddenOnSingletons.has(action.action));
}
