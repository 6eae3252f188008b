import type { ZodType, ZodTypeDef } from "zod";
import type { Logger } from "~/utils/logger.server";
import type { ContentCache, ContentCacheStats } from "./cache.server";
import { fleetImagesSchema, type FleetImages } from "./fleet-images";
import {
  CONTENT_HEALTH_QUERY,
  FLEET_IMAGES_QUERY,
  SITE_SETTINGS_QUERY,
  type ContentLanguage,
} from "./queries";
import { siteSettingsSchema, type SiteSettings } from "./site-settings";
import type { ContentSource } from "./source.server";

/**
 * Why content could not be served: the source did not answer ("unavailable"), the document does
 * not exist ("not-found"), or it failed its zod schema ("invalid"). Route code catches this one type
 * and renders its fallback (ARCHITECTURE.md, "Content layer": a contained error, never a blank page).
 */
export type ContentErrorCode = "unavailable" | "not-found" | "invalid";

export class ContentError extends Error {
  override readonly name = "ContentError";
  readonly code: ContentErrorCode;
  /** The document or query the error is about, e.g. "siteSettings". */
  readonly document: string;

  constructor(code: ContentErrorCode, document: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.document = document;
  }
}

/**
 * By name as well as by class: the server bundle and the Remix build each carry their own copy of
 * this module, so an error thrown by one copy is not an `instanceof` the other's class.
 */
export function isContentError(error: unknown): error is ContentError {
  return (
    error instanceof ContentError ||
    (error instanceof Error && error.name === "ContentError" && "code" in error && "document" in error)
  );
}

/** One cached content read; see ContentService.load. */
export interface ContentRequest<Out> {
  /** The cache key; must name every parameter, e.g. `aboutPage:en` or `landingPage:ru:aviabroker`. */
  key: string;
  /** The document type or id the query reads, named in errors and logs. */
  document: string;
  query: string;
  params: Record<string, unknown>;
  schema: ZodType<Out, ZodTypeDef, unknown>;
}

export interface ContentHealth {
  ok: boolean;
  source: ContentSource["kind"];
  error?: string;
  cache: ContentCacheStats;
}

export interface ContentService {
  readonly source: ContentSource;
  /** Rejects with ContentError only when nothing was ever loaded for the language. */
  getSiteSettings(lang: ContentLanguage): Promise<SiteSettings>;
  /** An aircraft's pictures from its fleet document; null when the fleet has no such document. */
  getFleetImages(tailNumber: string): Promise<FleetImages | null>;
  /**
   * A page's content: its query run with `params`, parsed by `schema`, cached under `key` and purged
   * by the webhook. Each capability declares its own request (app/home, app/company, app/fleet,
   * app/landing), so a new page needs no change here. Rejects with ContentError "not-found" when
   * the query answers null, unless a last-known-good value exists.
   */
  load<Out>(request: ContentRequest<Out>): Promise<Out>;
  /** Like `load`, for documents that may rightly not exist (a landing page by slug): null then. */
  loadOptional<Out>(request: ContentRequest<Out>): Promise<Out | null>;
  /** Called on a verified Sanity webhook: the next request reloads, keeping last-known-good. */
  purge(): void;
  /** For /healthz: asks the source directly, past the cache. */
  health(): Promise<ContentHealth>;
}

// A health probe answers a load balancer, which waits a few seconds at most.
const HEALTH_TIMEOUT_MS = 3_000;

export function createContentService(options: {
  source: ContentSource;
  cache: ContentCache;
  logger: Logger;
}): ContentService {
  const { source, cache } = options;
  const logger = options.logger.child({ component: "content", source: source.kind });

  async function query<Out>(
    document: string,
    groq: string,
    params: Record<string, unknown>,
    schema: ZodType<Out, ZodTypeDef, unknown>,
  ): Promise<Out> {
    const result = await optionalQuery(document, groq, params, schema);
    if (result === null) {
      logger.error("content document missing", { document, params });
      throw new ContentError("not-found", document, `Content document ${document} does not exist`);
    }
    return result;
  }

  /** Like `query`, for documents that may rightly not exist: absent is null, not an error. */
  async function optionalQuery<Out>(
    document: string,
    groq: string,
    params: Record<string, unknown>,
    schema: ZodType<Out, ZodTypeDef, unknown>,
  ): Promise<Out | null> {
    let raw: unknown;
    try {
      raw = await source.fetch(groq, params);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ContentError("unavailable", document, `Content source failed for ${document}: ${reason}`, {
        cause: error,
      });
    }
    if (raw === null || raw === undefined) return null;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`,
      );
      logger.error("content document is malformed", { document, params, issues });
      throw new ContentError(
        "invalid",
        document,
        `Content document ${document} is malformed: ${issues.join("; ")}`,
        {
          cause: parsed.error,
        },
      );
    }
    return parsed.data;
  }

  return {
    source,

    getSiteSettings(lang) {
      return cache.get(`siteSettings:${lang}`, () =>
        query("siteSettings", SITE_SETTINGS_QUERY, { lang }, siteSettingsSchema),
      );
    },

    getFleetImages(tailNumber) {
      return cache.get(`fleetImages:${tailNumber}`, () =>
        optionalQuery("fleetAircraft", FLEET_IMAGES_QUERY, { tailNumber }, fleetImagesSchema),
      );
    },

    load(request) {
      return cache.get(request.key, () =>
        query(request.document, request.query, request.params, request.schema),
      );
    },

    loadOptional(request) {
      return cache.get(request.key, () =>
        optionalQuery(request.document, request.query, request.params, request.schema),
      );
    },

    purge() {
      cache.purge();
      // Debug only: the webhook route logs the purge with the document that caused it.
      logger.debug("content cache purged");
    },

    async health() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${HEALTH_TIMEOUT_MS} ms`)),
          HEALTH_TIMEOUT_MS,
        );
      });
      try {
        const count = await Promise.race([source.fetch(CONTENT_HEALTH_QUERY), timeout]);
        if (count !== 1) {
          return {
            ok: false,
            source: source.kind,
            error: "siteSettings document missing",
            cache: cache.stats(),
          };
        }
        return { ok: true, source: source.kind, cache: cache.stats() };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, source: source.kind, error: message, cache: cache.stats() };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
