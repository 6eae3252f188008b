import { createClient } from "@sanity/client";
import type { ContentPerspective, ContentSource } from "./source.server";

export interface SanityClientSourceOptions {
  projectId: string;
  dataset: string;
  /** A dated API version, e.g. "2025-02-19" (https://www.sanity.io/docs/api-versioning). */
  apiVersion: string;
  /** A read token; needed only for a private dataset. */
  token?: string;
  /** Sanity's API CDN: right for published reads; drafts are always read from the live API. */
  useCdn: boolean;
  /**
   * "published" (the default) for the site; "drafts" for draft preview (issue 17, item 1), which
   * needs a token whose role may read drafts.
   */
  perspective?: ContentPerspective;
  /** Another API host, e.g. a local test server; requests then carry the project in a header. */
  apiHost?: string;
  /** Per-request timeout; the default keeps a page from waiting long on an unreachable CMS. */
  timeoutMs?: number;
}

/**
 * The production content source: the Sanity Content Lake through @sanity/client (ARCHITECTURE.md,
 * "Content layer"). The perspective is always explicit, so drafts never reach a visitor whatever
 * the API version's default is. The preview source asks for "drafts" from the live API, never the
 * CDN, whose copy may be older than the draft an editor saved a second ago.
 */
export function createSanityClientSource(options: SanityClientSourceOptions): ContentSource {
  const perspective = options.perspective ?? "published";
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    token: options.token,
    useCdn: perspective === "drafts" ? false : options.useCdn,
    perspective,
    // The cache in front serves the last-known-good value while the CMS is slow or down, so a
    // short timeout and one retry beat the client's defaults (five minutes, five retries).
    timeout: options.timeoutMs ?? 8_000,
    maxRetries: 1,
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
  });
  return {
    kind: "sanity",
    perspective,
    fetch: (query, params = {}) => client.fetch<unknown>(query, params),
  };
}
