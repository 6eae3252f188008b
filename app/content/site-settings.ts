import { z } from "zod";
import { isValidEmail } from "~/utils/email";
import { isValidPhone, phoneE164 } from "~/utils/phone";

/**
 * The shape of SITE_SETTINGS_QUERY's result, checked at the content boundary (ARCHITECTURE.md,
 * "Content layer": a malformed document is a contained error, never a broken page). Shared by
 * server and browser code, so it imports nothing server-only.
 *
 * The kind lists mirror schemas/documents/site-settings.ts; a test keeps them in step rather than an
 * import, so the browser bundle does not carry the Studio's schema definitions.
 */
export const MESSENGER_KINDS = ["telegram", "whatsapp", "viber"] as const;
export const LEGAL_DOCUMENT_KINDS = ["terms", "privacy", "offer", "personalData"] as const;

export type MessengerKind = (typeof MESSENGER_KINDS)[number];
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/**
 * A `tel:` URI for a displayed phone number: the number in E.164 (RFC 3966 §5.1.4 global numbers),
 * so "+7 495 120-45-45" and "8 (495) 120-45-45" both give "tel:+74951204545", which dials from
 * abroad too. Text that is not a valid number keeps its digits and a leading "+".
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${phoneE164(trimmed) ?? `${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`}`;
}

// Links from the CMS end up in href attributes: allow only the schemes the Studio allows for the
// field, so a pasted `javascript:` URL can never reach a page.
function hasScheme(value: string, schemes: readonly string[]): boolean {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const MESSENGER_SCHEMES = ["https:", "tg:", "viber:"] as const;

/** A path on this site ("/docs/terms.pdf", not protocol-relative "//host") or an https URL. */
export function isDocumentHref(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  return hasScheme(value, ["https:"]);
}

const text = z.string().trim().min(1);
// The Studio unsets a cleared field, but a value written through the API may be "": treat it as
// absent rather than failing the whole document over an optional line.
const optionalText = z
  .string()
  .trim()
  .nullable()
  .transform((value) => value || null);

export const messengerLinkSchema = z.object({
  kind: z.enum(MESSENGER_KINDS),
  url: z
    .string()
    .trim()
    .refine((url) => hasScheme(url, MESSENGER_SCHEMES), "must be an https, tg or viber link"),
});

export const legalDocumentSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  title: text,
  href: z.string().trim().refine(isDocumentHref, "must be a site path or an https URL"),
});

export const siteSettingsSchema = z
  .object({
    brandName: text.max(40),
    tagline: text,
    // The site's phone and e-mail rules (API.md "Conventions"): any spelling, any top-level domain.
    phone: z.string().trim().refine(isValidPhone, "must be a phone number (app/utils/phone.ts)"),
    email: z.string().trim().refine(isValidEmail, "must be an e-mail address"),
    address: text,
    workingHours: optionalText,
    messengers: z.array(messengerLinkSchema),
    legalDocuments: z.array(legalDocumentSchema),
    // The Studio caps the notice at 400 characters: it sits in a banner over every page.
    cookieNotice: text.max(400),
    footerNote: optionalText,
  })
  .transform((settings) => ({ ...settings, phoneHref: telHref(settings.phone) }));

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type MessengerLink = z.infer<typeof messengerLinkSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
