import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "~/content/site-settings";
import { organizationJsonLd } from "./organization";

const settings = siteSettingsSchema.parse({
  brandName: "Charterline",
  tagline: "Чартер частных самолётов по ценам авиакомпаний",
  phone: "+7 495 120-45-45",
  email: "sales@charterline.ru",
  address: "Москва, Киевское шоссе, 22-й км, БЦ «Румянцево»",
  workingHours: "Круглосуточно",
  messengers: [
    { kind: "telegram", url: "https://t.me/charterline" },
    { kind: "viber", url: "viber://chat?number=%2B74951204545" },
    { kind: "whatsapp", url: "https://wa.me/74951204545" },
  ],
  legalDocuments: [],
  cookieNotice: "Сайт использует файлы cookie.",
  footerNote: null,
});

describe("Organization JSON-LD (issue 3, item 5: on every page)", () => {
  it("describes the company from the site settings, on SITE_URL", () => {
    expect(organizationJsonLd(settings, "https://charterline.ru")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://charterline.ru/#organization",
      name: "Charterline",
      description: "Чартер частных самолётов по ценам авиакомпаний",
      url: "https://charterline.ru/",
      logo: "https://charterline.ru/favicon.svg",
      telephone: "+74951204545",
      email: "sales@charterline.ru",
      address: { "@type": "PostalAddress", streetAddress: "Москва, Киевское шоссе, 22-й км, БЦ «Румянцево»" },
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: "+74951204545",
        email: "sales@charterline.ru",
        availableLanguage: ["ru", "en"],
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: [
            "https://schema.org/Monday",
            "https://schema.org/Tuesday",
            "https://schema.org/Wednesday",
            "https://schema.org/Thursday",
            "https://schema.org/Friday",
            "https://schema.org/Saturday",
            "https://schema.org/Sunday",
          ],
          opens: "00:00",
          closes: "23:59",
        },
      },
      // The viber: link opens an app; it is not a profile page.
      sameAs: ["https://t.me/charterline", "https://wa.me/74951204545"],
    });
  });

  it("omits sameAs when no messenger has a web address", () => {
    const withoutWeb = { ...settings, messengers: [{ kind: "viber" as const, url: "viber://chat" }] };
    expect(organizationJsonLd(withoutWeb, "http://localhost:3000")).not.toHaveProperty("sameAs");
    expect(organizationJsonLd(withoutWeb, "http://localhost:3000").url).toBe("http://localhost:3000/");
  });
});
