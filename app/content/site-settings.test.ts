import { describe, expect, expectTypeOf, it } from "vitest";
import {
  LEGAL_DOCUMENT_KINDS as SCHEMA_LEGAL_KINDS,
  MESSENGER_KINDS as SCHEMA_MESSENGER_KINDS,
} from "../../schemas";
import type { SITE_SETTINGS_QUERY_RESULT } from "./sanity.types";
import {
  LEGAL_DOCUMENT_KINDS,
  MESSENGER_KINDS,
  siteSettingsSchema,
  telHref,
  type SiteSettings,
} from "./site-settings";

const valid = {
  brandName: "Charterline",
  tagline: "Private jet charter",
  phone: "+7 495 120-45-45",
  email: "sales@charterline.ru",
  address: "Moscow",
  workingHours: null,
  messengers: [{ kind: "telegram", url: "https://t.me/charterline" }],
  legalDocuments: [{ kind: "personalData", title: "Personal data", href: "/docs/politics.pdf" }],
  cookieNotice: "This site uses cookies.",
  footerNote: null,
};

describe("site settings schema", () => {
  it("lists the same messenger and legal document kinds as the Sanity schema", () => {
    expect(MESSENGER_KINDS).toEqual(SCHEMA_MESSENGER_KINDS.map((kind) => kind.value));
    expect(LEGAL_DOCUMENT_KINDS).toEqual(SCHEMA_LEGAL_KINDS.map((kind) => kind.value));
  });

  it("agrees with the type Sanity TypeGen generates for the query", () => {
    // Checked by `tsc`: every value zod lets through is a result TypeGen allows, field for field
    // (zod is stricter: a legal document's href is never null), plus the derived tel: link.
    type Generated = NonNullable<SITE_SETTINGS_QUERY_RESULT>;
    type Parsed = Omit<SiteSettings, "phoneHref">;
    expectTypeOf<Parsed>().toExtend<Generated>();
    expectTypeOf<keyof Parsed>().toEqualTypeOf<keyof Generated>();
    expectTypeOf<SiteSettings["phoneHref"]>().toEqualTypeOf<string>();
  });

  it("derives the tel: link from the displayed phone", () => {
    expect(telHref("+7 495 120-45-45")).toBe("tel:+74951204545");
    expect(telHref(" 8 (495) 120-45-45 ")).toBe("tel:+74951204545");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(siteSettingsSchema.parse(valid).phoneHref).toBe("tel:+74951204545");
  });

  it("takes the phone and e-mail by the site's rules (API.md Conventions)", () => {
    const parsed = siteSettingsSchema.parse({
      ...valid,
      phone: "+7 (495) 120-45-45",
      email: "sales@charterline.travel",
    });
    expect(parsed.phone).toBe("+7 (495) 120-45-45");
    expect(parsed.phoneHref).toBe("tel:+74951204545");
    expect(parsed.email).toBe("sales@charterline.travel");
  });

  it("accepts https, tg and viber messenger links and uploaded or local documents", () => {
    const parsed = siteSettingsSchema.parse({
      ...valid,
      messengers: [
        { kind: "telegram", url: "tg://resolve?domain=charterline" },
        { kind: "viber", url: "viber://chat?number=%2B74951204545" },
      ],
      legalDocuments: [
        { kind: "terms", title: "Terms", href: "https://cdn.sanity.io/files/p/production/abc.pdf" },
        { kind: "offer", title: "Offer", href: "/docs/offer.pdf" },
      ],
    });
    expect(parsed.messengers).toHaveLength(2);
    expect(parsed.legalDocuments).toHaveLength(2);
  });

  it.each([
    ["a script link", { messengers: [{ kind: "telegram", url: "javascript:alert(1)" }] }],
    ["an unknown messenger", { messengers: [{ kind: "icq", url: "https://icq.com/x" }] }],
    [
      "a protocol-relative document",
      { legalDocuments: [{ kind: "terms", title: "T", href: "//evil.example/x.pdf" }] },
    ],
    [
      "a plain-http document",
      { legalDocuments: [{ kind: "terms", title: "T", href: "http://example.com/x.pdf" }] },
    ],
    ["a phone that is not one", { phone: "call us" }],
    ["a phone too short to be one", { phone: "12345" }],
    ["an empty tagline", { tagline: "  " }],
    ["a missing cookie notice", { cookieNotice: null }],
    ["a bad e-mail", { email: "sales-at-charterline" }],
  ])("refuses %s", (_name, change) => {
    expect(siteSettingsSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
