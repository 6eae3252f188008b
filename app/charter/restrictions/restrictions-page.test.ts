import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createRuleBook } from "./rule-book";
import { RULES } from "./rules-data";

// The Restrictions page (spec §2, information pages) lists about thirty countries open for direct
// business-jet flights from Russia. The rules and the page must not contradict each other
// (issue 14, item 2): read the embedded dataset as the content layer does, straight from the file.
const RestrictionsPage = z.object({
  _type: z.literal("restrictionsPage"),
  countries: z.array(z.object({ code: z.string().regex(/^[A-Z]{2}$/) })),
});

function pageCountries(): string[] {
  const file = path.resolve(__dirname, "../../../content/production.ndjson");
  const documents = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { _type?: string; _id?: string });
  const pages = documents.filter(
    (doc) => doc._type === "restrictionsPage" && !doc._id?.startsWith("drafts."),
  );
  expect(pages).toHaveLength(1);
  return RestrictionsPage.parse(pages[0]).countries.map((country) => country.code);
}

describe("the Restrictions page and the rules", () => {
  const listed = pageCountries();
  const book = createRuleBook(RULES, new Date());
  const closed = book.closedCountries();

  it("lists about thirty countries", () => {
    expect(listed.length).toBeGreaterThanOrEqual(25);
  });

  it("lists no country that a rule closes", () => {
    expect(listed.filter((country) => closed.includes(country))).toEqual([]);
  });

  it("lists countries a flight from Moscow can reach under the rules", () => {
    for (const country of listed) {
      const moscow = { icao: "UUWW", country: "RU" };
      const somewhere = { icao: "ZZZZ", country };
      expect(book.routeRestriction(moscow, somewhere), country).toBeNull();
    }
  });
});
