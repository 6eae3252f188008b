import { aboutPage } from "./documents/about-page";
import { contactsPage } from "./documents/contacts-page";
import { fleetAircraft } from "./documents/fleet-aircraft";
import { fleetPage } from "./documents/fleet-page";
import { homePage } from "./documents/home-page";
import { howItWorksPage } from "./documents/how-it-works-page";
import { landingPage } from "./documents/landing-page";
import { notFoundPage } from "./documents/not-found-page";
import { partner } from "./documents/partner";
import { partnersPage } from "./documents/partners-page";
import { redirect } from "./documents/redirect";
import { registrationMarkDocument } from "./documents/registration-mark-document";
import { restrictionsPage } from "./documents/restrictions-page";
import { routePage } from "./documents/route-page";
import { siteSettings } from "./documents/site-settings";
import { faqItem } from "./objects/faq-item";
import { linkItem } from "./objects/link-item";
import { localeBlockContent } from "./objects/locale-block-content";
import { localeFile, localeString, localeText } from "./objects/localized";
import { localizedImage } from "./objects/localized-image";
import { routeItem } from "./objects/route-item";
import { seo } from "./objects/seo";

/**
 * Every schema type, in the order the Studio registers them: the shared objects first, then the
 * singletons in desk order, then the collections (docs/decisions/007-content-model.md).
 */
export const schemaTypes = [
  localeString,
  localeText,
  localeFile,
  localeBlockContent,
  localizedImage,
  linkItem,
  seo,
  routeItem,
  faqItem,
  siteSettings,
  homePage,
  aboutPage,
  contactsPage,
  restrictionsPage,
  partnersPage,
  howItWorksPage,
  fleetPage,
  notFoundPage,
  landingPage,
  routePage,
  fleetAircraft,
  partner,
  registrationMarkDocument,
  redirect,
];

export { LANGUAGES, type LanguageId } from "./objects/localized";
export { SITE_SETTINGS_ID, MESSENGER_KINDS, LEGAL_DOCUMENT_KINDS } from "./documents/site-settings";
export { SINGLETONS } from "./singletons";
export type { Rule, CustomValidator, ValidationContext } from "./rule";
