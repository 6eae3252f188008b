import { fleetAircraft } from "./documents/fleet-aircraft";
import { siteSettings } from "./documents/site-settings";
import { localeFile, localeString, localeText } from "./objects/localized";

/** Every schema type, in the order the Studio registers them. */
export const schemaTypes = [localeString, localeText, localeFile, siteSettings, fleetAircraft];

export { LANGUAGES, type LanguageId } from "./objects/localized";
export { SITE_SETTINGS_ID, MESSENGER_KINDS, LEGAL_DOCUMENT_KINDS } from "./documents/site-settings";
