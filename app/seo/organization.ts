import type { SiteSettings } from "~/content/site-settings";
import { LANGUAGES } from "~/utils/language";
import { absoluteUrl, type JsonLd } from "./seo";

// Every day of the week, for a support line that never closes (spec §9: "support 24/7").
const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map(
  (day) => `https://schema.org/${day}`,
);

/**
 * The schema.org Organization of every page (issue 3, item 5), from the site settings an editor
 * keeps in the Studio, in the page's language (the settings query already picks the address and
 * tagline). One `@id` for both languages: it is one company. Only web profiles go into `sameAs`;
 * `tg:` and `viber:` links open an app, they are not pages about the company.
 */
export function organizationJsonLd(settings: SiteSettings, siteUrl: string): JsonLd {
  const telephone = settings.phoneHref.replace(/^tel:/, "");
  const sameAs = settings.messengers
    .map((messenger) => messenger.url)
    .filter((url) => url.startsWith("https:"));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(siteUrl, "/")}#organization`,
    name: settings.brandName,
    description: settings.tagline,
    url: absoluteUrl(siteUrl, "/"),
    // The site's mark, a square vector that scales to any size a search engine asks for.
    logo: new URL("/favicon.svg", `${siteUrl}/`).toString(),
    telephone,
    email: settings.email,
    address: { "@type": "PostalAddress", streetAddress: settings.address },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone,
      email: settings.email,
      availableLanguage: [...LANGUAGES],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: WEEK,
        opens: "00:00",
        closes: "23:59",
      },
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
