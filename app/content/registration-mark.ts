import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentService } from "~/content/content.server";
import type { ContentLanguage } from "~/content/queries";

/**
 * The registration-mark lookup of spec §3: the carrier documents of the aircraft a flight is sold
 * on, found by its tail number (API.md: a card's `aircraft`) among the marks of a
 * `registrationMarkDocument` (docs/decisions/007-content-model.md). It gives the passengers'
 * compensation notice (a PDF, uploaded or a path under /docs/) and the external legal text on
 * flights; `title` is the editors' name of the group and is not shown on the site.
 *
 * The document's fields are not localised (the schema has one `compensations` and one `flights`),
 * but the site ships each notice in English under /docs/en/ with the same file name
 * (docs/fleet-sources.md, "Registration-mark documents"): an English page links there when the
 * Russian notice is a site path, and falls back to the Russian file when it is an upload.
 */
export const REGISTRATION_MARK_QUERY =
  defineQuery(`*[_type == "registrationMarkDocument" && $tail in marks && defined(flights)][0]{
  title,
  "compensations": coalesce(compensations.file.asset->url, compensations.path),
  flights
}`);

const DOCS_PATH = /^\/docs\/([\w.-]+\.pdf)$/;

const registrationMarkSchema = z.object({
  title: z.string().trim().min(1),
  compensations: z
    .string()
    .trim()
    .regex(/^(?:https:\/\/\S+|\/docs\/[\w./-]+\.pdf)$/, "must be an https URL or a PDF under /docs/"),
  flights: z.string().trim().url().startsWith("https://"),
});

export type RegistrationMarkDocuments = z.infer<typeof registrationMarkSchema>;

/** The compensation notice in the page's language: /docs/en/<file> for an English page (see above). */
export function localizedDocumentPath(path: string, language: ContentLanguage): string {
  const match = DOCS_PATH.exec(path);
  return language === "en" && match ? `/docs/en/${match[1]}` : path;
}

/**
 * The carrier documents of the aircraft with this registration mark, or null when none of the
 * groups lists it (a partner's aircraft). Cached per mark like every content query, and purged by
 * the CMS webhook with the rest; the marks are the charter fleet's, so the keys are few.
 */
export async function loadRegistrationMarkDocuments(
  content: ContentService,
  tail: string,
  language: ContentLanguage,
): Promise<RegistrationMarkDocuments | null> {
  const mark = tail.trim().toUpperCase();
  const found = await content.loadOptional({
    key: `registrationMark:${mark}`,
    document: "registrationMarkDocument",
    query: REGISTRATION_MARK_QUERY,
    params: { tail: mark },
    schema: registrationMarkSchema,
  });
  return found ? { ...found, compensations: localizedDocumentPath(found.compensations, language) } : null;
}
