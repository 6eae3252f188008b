import type { DocumentActionComponent, SanityDefinedAction, TemplateItem } from "sanity";
import type { StructureResolver } from "sanity/structure";
import { SINGLETONS } from "../schemas";

const singletonTypes = new Set<string>(SINGLETONS.map((singleton) => singleton.type));

/**
 * The collections, in the order editors reach for them, each a list of documents with the ordering
 * that reads best there (issue 3: landing pages, fleet and documents grouped in the desk).
 */
const COLLECTIONS = [
  { type: "landingPage", title: "Посадочные страницы", orderBy: "slug.current" },
  { type: "routePage", title: "Страницы маршрутов", orderBy: "from" },
  { type: "fleetAircraft", title: "Парк", orderBy: "type" },
  { type: "partner", title: "Партнёры", orderBy: "order" },
  { type: "registrationMarkDocument", title: "Документы по бортам", orderBy: "title" },
  { type: "redirect", title: "Переадресации", orderBy: "from" },
] as const;

const listedTypes = new Set<string>([...singletonTypes, ...COLLECTIONS.map((collection) => collection.type)]);

/** Actions that would create a second copy of a singleton or leave the site without it. */
const actionsHiddenOnSingletons: ReadonlySet<string> = new Set<SanityDefinedAction>([
  "delete",
  "duplicate",
  "unpublish",
  "unpublishVersion",
]);

/**
 * Singletons first, each opened straight onto its one document (`_id` = type name); then the
 * collections; then any other document type, so a type added to ../schemas shows up without
 * touching this file.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Содержимое")
    .items([
      ...SINGLETONS.map((singleton) =>
        S.listItem()
          .id(singleton.type)
          .title(singleton.title)
          .schemaType(singleton.type)
          .child(S.document().schemaType(singleton.type).documentId(singleton.type).title(singleton.title)),
      ),
      S.divider(),
      ...COLLECTIONS.map((collection) =>
        S.listItem()
          .id(collection.type)
          .title(collection.title)
          .schemaType(collection.type)
          .child(
            S.documentTypeList(collection.type)
              .title(collection.title)
              .defaultOrdering([{ field: collection.orderBy, direction: "asc" }]),
          ),
      ),
      ...S.documentTypeListItems().filter((item) => !listedTypes.has(item.getId() ?? "")),
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
