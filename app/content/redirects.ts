import { defineQuery } from "groq";
import { z } from "zod";
import type { Logger } from "~/utils/logger.server";
import { buildRedirectTable, type RedirectTarget } from "../../schemas/redirect-rules";
import type { ContentRequest, ContentService } from "./content.server";

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

// The content cache hands back the same array until a purge or its TTL reloads it: the table is
// built once per content load, whoever asks first, and its warnings are logged once per load.
const tables = new WeakMap<RedirectDocument[], Map<string, RedirectTarget>>();

/**
 * The redirects as the server answers them (server/redirects.ts) and the sitemap leaves them out
 * (app/seo/sitemap.server.ts): "from" key → target, chains collapsed, invalid ones, duplicates and
 * loops dropped with a warning. Empty when the redirects cannot be read (the content cache already
 * logged why): the pages themselves are then served, so nothing is redirected and all are listed.
 */
export async function loadRedirectTable(services: {
  content: ContentService;
  logger: Logger;
}): Promise<ReadonlyMap<string, RedirectTarget>> {
  let documents: RedirectDocument[];
  try {
    documents = await services.content.load(REDIRECTS_REQUEST);
  } catch {
    return new Map();
  }
  const known = tables.get(documents);
  if (known) return known;
  const { table, dropped } = buildRedirectTable(documents);
  const logger = dropped.length > 0 ? services.logger.child({ component: "redirects" }) : null;
  for (const entry of dropped) {
    // The Studio refuses all of these; seeing one means a write bypassed it.
    logger?.warn("redirect ignored", {
      from: entry.from,
      to: entry.to,
      reason: entry.reason,
      detail: entry.detail,
    });
  }
  tables.set(documents, table);
  return table;
}
