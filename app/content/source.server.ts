/**
 * One interface, two sources (ARCHITECTURE.md, "Content layer"): the Sanity Content Lake through
 * @sanity/client in production, or the same GROQ evaluated by groq-js over the embedded NDJSON
 * dataset. The site's source answers published documents only, so a draft never reaches a visitor;
 * draft preview (issue 17, item 1) reads through a second source in the "drafts" perspective, for
 * browsers that carry the signed preview cookie only.
 */
export interface ContentSource {
  readonly kind: "dataset" | "sanity";
  /** Absent: "published". */
  readonly perspective?: ContentPerspective;
  /** Runs a GROQ query and resolves with its result; rejects when the source cannot answer. */
  fetch(query: string, params?: Record<string, unknown>): Promise<unknown>;
}

/**
 * The Content Lake's perspectives this site uses (https://www.sanity.io/docs/perspectives):
 * published documents only, or each document's draft where it has one.
 */
export type ContentPerspective = "published" | "drafts";
