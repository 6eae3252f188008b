import type { Resources } from "./ru";

/**
 * English interface copy. Plural keys carry the two English forms of CLDR (spec §9): one, other.
 * The few/many keys of Russian have no English counterpart, so they are optional in the type.
 */
type PluralTolerant<T> = {
  [K in keyof T as K extends `${string}_${"few" | "many"}` ? never : K]: T[K] extends object
    ? PluralTolerant<T[K]>
    : string;
};

export const en: PluralTolerant<Resources> = {
  meta: {
    homeTitle: "Private jet charter — business jets with no broker mark-up",
    homeDescription:
      "Instant prices for a private flight on a business jet: airline prices with no broker mark-up, discounted empty legs, ordering without an account.",
    notFoundTitle: "Page not found",
    errorTitle: "Error",
  },
  nav: {
    skipToContent: "Skip to content",
    label: "Main menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    main: "Home",
    fleet: "Fleet",
    partners: "Partners",
    about: "About us",
    contacts: "Contacts",
    howItWorks: "How it works",
  },
  header: {
    homeLink: "{{brand}} — home page",
    contactsLabel: "Contact us",
  },
  language: {
    switchLabel: "Перейти на русский",
    switchText: "RU",
  },
  contacts: {
    call: "Call {{phone}}",
    email: "Write to {{email}}",
    messenger: "Message us on {{name}}",
    phoneHeading: "Phone",
    emailHeading: "E-mail",
    addressHeading: "Address",
    hoursHeading: "Hours",
    messengersHeading: "Messengers",
  },
  footer: {
    navHeading: "Sections",
    contactsHeading: "Contacts",
    documentsHeading: "Documents",
    copyright: "© {{year}} {{brand}}",
  },
  cookieNotice: {
    label: "Cookies and personal data notice",
    documentsIntro: "Documents:",
    accept: "Got it",
  },
  home: {
    callUs: "Call us",
    writeUs: "or write to",
  },
  notFound: {
    code: "Error 404",
    title: "No such page",
    message: "Check the address or go back to the main page.",
    home: "To the main page",
  },
  error: {
    code: "Error {{status}}",
    title: "Something went wrong",
    message:
      "We have been notified. Reload the page or go back — what you typed stays if your browser kept it.",
    chunkTitle: "Part of the page failed to load",
    chunkMessage:
      "The connection dropped or the site has just been updated. Reload the page to get the fresh version.",
    reload: "Reload the page",
    back: "Go back",
    home: "To the main page",
  },
  modal: {
    close: "Close",
  },
  units: {
    passengers_one: "{{count}} passenger",
    passengers_other: "{{count}} passengers",
    aircraft_one: "{{count}} aircraft",
    aircraft_other: "{{count}} aircraft",
  },
};
