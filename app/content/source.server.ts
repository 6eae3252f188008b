/**
 * One interface, two sources (ARCHITECTURE.md, "Content layer"): the Sanity Content Lake through
 * @sanity/client in production, or the same GROQ evaluated by groq-js over the embedded NDJSON
 * dataset. Both answer published documents only, so a draft never reaches a visitor.
 */
export interface ContentSource {
  readonly kind: "dataset" | "sanity";
  /** Runs a GROQ query and resolves with its result; rejects when the source cannot answer. */
  fetch(query: string, params?: Record<string, unknown>): Promise<unknown>;
}
