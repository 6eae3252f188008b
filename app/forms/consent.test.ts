import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { leadsEn, leadsRu } from "~/i18n/locales/leads";
import { CONSENT_VERSION, consentPosted } from "./consent";

/*
 * What a stored consent means (issue 28, item 8; docs/decisions/031-consent-records.md): a lead or
 * a pre-order records CONSENT_VERSION, which must name one wording of the box in both languages.
 */

/** The digest of the words CONSENT_VERSION stands for. */
const WORDS_OF_VERSION: Record<string, string> = { "pd-2026-11-28": "a91bf844fbc750f8" };

describe("the consent box's text and version", () => {
  it("names the words people agreed to: change them, and the version changes with them", () => {
    const words = `${leadsRu.consent.label}\n${leadsEn.consent.label}`;
    const digest = createHash("sha256").update(words).digest("hex").slice(0, 16);
    // A failure here means the consent's wording changed: give it a new CONSENT_VERSION and record
    // the new digest under it, so the records of the old wording keep meaning the old words.
    expect(WORDS_OF_VERSION[CONSENT_VERSION]).toBe(digest);
  });

  it("counts only a ticked box as consent", () => {
    const form = (value?: string) => {
      const data = new FormData();
      if (value !== undefined) data.set("consent", value);
      return data;
    };
    expect(consentPosted(form("on"))).toBe(true);
    for (const value of [undefined, "", "off", "no", "false"])
      expect(consentPosted(form(value)), value).toBe(false);
  });
});
