import fc from "fast-check";
import { expect } from "vitest";
import { ErrorSchema } from "~/charter/contract/schemas";

/*
 * What the property-based tests send (issue 7 §4: bad input never yields a 500): the API's
 * (tests/integration/api-fuzz.test.ts) and the pages' form actions (form-fuzz.test.ts) draw from
 * the same strings, bodies and headers, so a nasty input found for one is tried on the other.
 */

/** Cases per property; FUZZ_RUNS=5000 for a long hunt, FUZZ_RUNS=30 for a quick pass. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 300);

/** Strings a client might send: text, Unicode, control characters, huge numbers, look-alikes. */
export const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "",
    " ",
    "UUWW",
    "2026-12-01T12:00",
    "9999-99-99T99:99",
    "1e999",
    "-1",
    "NaN",
    "null",
    "%00",
    "\0",
    "a\0b",
    "💺",
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

/** A value far beyond any field's limit (a name is 200 characters, a message 2,000). */
export const huge = fc
  .tuple(fc.constantFrom("x", "9", "я", "💺", "\0", "%", "&="), fc.integer({ min: 3_000, max: 100_000 }))
  .map(([unit, times]) => unit.repeat(times));

/** Name–value pairs of a query string: known names, random names, nasty values. */
export function queryPairs(names: readonly string[]): fc.Arbitrary<[string, string][]> {
  return fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string()), nasty), { maxLength: 8 });
}

/** Raw text under a content type that may or may not describe it. */
export const rawBodies = fc
  .tuple(
    fc.string(),
    fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "",
      "application/json; charset=latin1",
    ),
  )
  .map(([text, type]) => ({ text, type }));

/** An optional header value, any printable ASCII. */
export const headerValues = fc.option(fc.string({ unit: "grapheme-ascii", maxLength: 300 }), {
  nil: undefined,
});

/** A header value a client could put on the wire (RFC 9110 field values: no CR, LF or NUL). */
export function wireSafe(value: string): string {
  return value.replace(/[\r\n\0]/g, "");
}

/** Spreads requests over many addresses, so that the rate limits answer 429 only some of the time. */
export function addressOf(n: number): string {
  return `10.1.${Math.floor(n / 200) % 256}.${n % 200}`;
}

/** API.md "Conventions": below 500, and every 4xx in the error shape `{ error: { code, message } }`. */
export async function expectContractAnswer(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    const body: unknown = await response.json();
    expect(ErrorSchema.safeParse(body).success, `${label} ${JSON.stringify(body)}`).toBe(true);
  }
}
