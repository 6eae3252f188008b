import { SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_MIN, SEO_TITLE_MAX } from "./rule";

/**
 * What the Studio's search-snippet preview shows beside every SEO field group (issue 17, item 5):
 * the length counters and the title and description cut the way a search engine cuts them. The
 * limits are the ones the schema's warnings use (rule.ts), so the counter turns to a warning exactly
 * when the field does. No React here: the app's vitest runs search-snippet.test.ts.
 */

export interface LengthLimits {
  min?: number;
  max: number;
}

export const TITLE_LIMITS: LengthLimits = { max: SEO_TITLE_MAX };
export const DESCRIPTION_LIMITS: LengthLimits = { min: SEO_DESCRIPTION_MIN, max: SEO_DESCRIPTION_MAX };

/** Sanity UI's tones: "positive" within the limits, "caution" outside them (a warning, not an error). */
export type LengthTone = "default" | "positive" | "caution";

export interface LengthCount {
  length: number;
  /** "42 / 60", the length against the upper limit. */
  label: string;
  tone: LengthTone;
  /** Why the counter is not green, in the editor's words; null when it is. */
  hint: string | null;
}

/** "1 символ", "3 символа", "12 символов". */
export function characters(count: number): string {
  const tens = count % 100;
  const units = count % 10;
  const word =
    tens >= 11 && tens <= 14
      ? "символов"
      : units === 1
        ? "символ"
        : units >= 2 && units <= 4
          ? "символа"
          : "символов";
  return `${count} ${word}`;
}

/**
 * Counts a field as the schema's length warnings do (`string.length`, the raw value), and says how it
 * stands against the limits.
 */
export function countLength(text: string | null | undefined, limits: LengthLimits): LengthCount {
  const length = typeof text === "string" ? text.length : 0;
  const label = `${length} / ${limits.max}`;
  if (length === 0) return { length, label, tone: "default", hint: "Не заполнено" };
  if (length > limits.max) {
    return {
      length,
      label,
      tone: "caution",
      hint: `Длиннее на ${characters(length - limits.max)}: поисковик обрежет конец`,
    };
  }
  if (limits.min !== undefined && length < limits.min) {
    return {
      length,
      label,
      tone: "caution",
      hint: `Короче минимума ${limits.min} на ${characters(limits.min - length)}: поисковик может взять текст со страницы`,
    };
  }
  return { length, label, tone: "positive", hint: null };
}

// Punctuation and spaces a search engine drops before its ellipsis.
const TRAILING = /[\s.,;:!?\-–—«(]+$/u;

/**
 * The text as a result page shows it: whitespace collapsed, and when longer than `max`, cut at the
 * last word boundary that keeps most of it, with "…" (Google and Yandex cut a title near 60
 * characters and a description near 160; they measure pixels, this approximates with characters).
 */
export function snippetText(text: string | null | undefined, max: number): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  // The cut already ends a word when the next character is a space or punctuation.
  if (/[\s.,;:!?)»]/u.test(clean.charAt(max - 1))) return `${cut.replace(TRAILING, "")}…`;
  const space = cut.lastIndexOf(" ");
  // A word boundary far back would lose too much; then the cut falls inside the word, as engines do.
  const kept = space >= Math.floor(max * 0.6) ? cut.slice(0, space) : cut;
  return `${kept.replace(TRAILING, "")}…`;
}

/** The address line of a result: "charterline.ru › routes › moskva-sochi". */
export function snippetAddress(url: string): string {
  const { host, pathname } = new URL(url);
  const segments = pathname.split("/").filter((segment) => segment !== "");
  return [host, ...segments.map((segment) => decodeURIComponent(segment))].join(" › ");
}
