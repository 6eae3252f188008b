import { defineQuery } from "groq";
import { z } from "zod";
import type { ContentRequest } from "./content.server";

/**
 * The editors' redirects (issue 17, item 2) as the server reads them: every published `redirect`
 * document, the most recently edited first, so that when two start from the same address (the
 * Studio refuses it, an API write may not) the latest intent wins. Only the fields the table needs.
 */
export const REDIRECTS_QUERY =
  defineQuery(`*[_type == "redirect" && !(_id in path("drafts.**")) && defined(from) && defined(to)] | order(_updatedAt desc){
  _id,
  from,
  to,
  permanent
}`);

/**
 * Loose on purpose: one redirect with a malformed path must not switch off all the others, so the
 * paths are checked one by one when the table is built (schemas/redirect-rules.ts), not here.
 * An unset `permanent` is the field's initial value, permanent.
 */
export const redirectsSchema = z.array(
  z.object({
    _id: z.string(),
    from: z.string(),
    to: z.string(),
    permanent: z
      .boolean()
      .nullish()
      .transform((value) => value ?? true),
  }),
);

export type RedirectDocument = z.infer<typeof redirectsSchema>[number];

/** Cached under one key and purged by the CMS webhook, so a new redirect works without a deploy. */
export const REDIRECTS_REQUEST: ContentRequest<RedirectDocument[]> = {
  key: "redirects",
  document: "redirect",
  query: REDIRECTS_QUERY,
  params: {},
  schema: redirectsSchema,
};
