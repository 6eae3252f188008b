/**
 * The part of Sanity's validation `Rule` the schemas use, written out here because this package
 * must not import `sanity`: the app's tests read these schemas without the Studio installed, and
 * tests/support/schema-validator.ts implements this same interface to check the embedded dataset.
 * Each method returns a new rule, as Sanity's do; `warning()` turns the whole chain into a hint
 * that does not block publishing, so a field with both a hard rule and a hint returns an array.
 */
export interface Rule {
  required(): Rule;
  min(limit: number): Rule;
  max(limit: number): Rule;
  length(exact: number): Rule;
  integer(): Rule;
  precision(places: number): Rule;
  regex(pattern: RegExp, options?: { name?: string; invert?: boolean }): Rule;
  email(): Rule;
  uri(options: { scheme: string[]; allowRelative?: boolean }): Rule;
  unique(): Rule;
  custom(validator: CustomValidator): Rule;
  warning(message?: string): Rule;
  error(message?: string): Rule;
}

/** What a custom validator sees besides the value (a subset of Sanity's `ValidationContext`). */
export interface ValidationContext {
  document?: { [field: string]: unknown };
  parent?: unknown;
}

/** `true` when the value passes, else the message the editor reads. */
export type CustomValidator = (value: unknown, context: ValidationContext) => true | string;

/**
 * Lengths search engines show in a result (a title cut near 60 characters, a snippet near 160). A
 * description under 70 characters is one search engines tend to replace with text from the page
 * (issue 17, item 5 sets 70–160).
 */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MIN = 70;
export const SEO_DESCRIPTION_MAX = 160;

/** A path of this site in its canonical form: "/" or segments each closed by a slash ("/fleet/"). */
const SITE_PATH = /^\/(?:[^\s/?#\\]+\/)*$/;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:" && !/\s/.test(value);
  } catch {
    return false;
  }
}

/**
 * A link an editor types: a site path with the trailing slash every canonical URL has
 * (ARCHITECTURE.md, "Routing and language"), optionally with an anchor ("/#partners", spec §2 menu),
 * or an external https URL.
 */
export function isSiteHref(value: string): boolean {
  if (!value.startsWith("/")) return isHttpsUrl(value);
  const hash = value.indexOf("#");
  if (hash === -1) return SITE_PATH.test(value);
  return SITE_PATH.test(value.slice(0, hash)) && /^[\w-]+$/.test(value.slice(hash + 1));
}

/** A canonical override (docs/decisions/007-content-model.md, `seo`): a site path or an https URL. */
export function isCanonical(value: string): boolean {
  return SITE_PATH.test(value) || isHttpsUrl(value);
}

/** Checks an optional string with `check`; empty values are left to `required()`. */
export function stringCheck(check: (value: string) => boolean, message: string): CustomValidator {
  return (value) => (typeof value !== "string" || value === "" || check(value) ? true : message);
}

/**
 * Length limits for a `{ ru, en }` value, per language: a rule on the object itself cannot count
 * characters (Sanity has no `max` for objects). SEO lengths use it at warning level: an over-long
 * title is cut by the search engine, not broken.
 */
export function localeLength({ min, max }: { min?: number; max: number }): CustomValidator {
  return (value) => {
    if (typeof value !== "object" || value === null) return true;
    const problems: string[] = [];
    for (const language of ["ru", "en"] as const) {
      const text = (value as Partial<Record<string, unknown>>)[language];
      if (typeof text !== "string" || text === "") continue;
      if (text.length > max || (min !== undefined && text.length < min)) {
        problems.push(`${language} — ${text.length}`);
      }
    }
    const range = min === undefined ? `не больше ${max}` : `от ${min} до ${max}`;
    return problems.length === 0 ? true : `Нужно ${range} символов, сейчас ${problems.join(", ")}`;
  };
}

/** Array items whose `key` value repeats (e.g. two tiles of the same kind). */
export function uniqueBy(key: string, message: string): CustomValidator {
  return (value) => {
    if (!Array.isArray(value)) return true;
    const seen = new Set<unknown>();
    for (const item of value) {
      const id =
        typeof item === "object" && item !== null ? (item as Record<string, unknown>)[key] : undefined;
      if (id === undefined) continue;
      if (seen.has(id)) return `${message}: ${String(id)}`;
      seen.add(id);
    }
    return true;
  };
}
