import { searchFormEn } from "./search-form";
import { searchEn } from "./search";
import { multiLegEn } from "./multi-leg";
import { flightEn } from "./flight";
import { emptyLegsEn } from "./empty-legs";
import { offersEn } from "./offers";
import { leadsEn } from "./leads";
import { bookingEn } from "./booking";
import { previewEn } from "./preview";
import { routePageEn } from "./route-page";
import { aircraftPageEn } from "./aircraft-page";
import { watchesEn } from "./watches";
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
  searchForm: searchFormEn,
  search: searchEn,
  // Multi-leg trips (issue 29, item 1).
  multiLeg: multiLegEn,
  flight: flightEn,
  emptyLegs: emptyLegsEn,
  offers: offersEn,
  leads: leadsEn,
  booking: bookingEn,
  preview: previewEn,
  routePage: routePageEn,
  aircraftPage: aircraftPageEn,
  // Empty-leg watches (issue 29, item 2).
  watches: watchesEn,
  meta: {
    notFoundTitle: "Page not found",
    errorTitle: "Error",
    unavailableTitle: "Temporarily unavailable",
    rateLimitedTitle: "Too many searches",
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
    // WCAG 2.5.3: the name starts with the visible "RU".
    switchLabel: "RU, перейти на русский",
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
    short: "Cookies and personal data.",
    more: "More",
    documentsIntro: "Documents:",
    accept: "Got it",
  },
  home: {
    opensInNewTab: "(opens in a new tab)",
    slider: {
      label: "Gallery",
      roleDescription: "carousel",
      slideRoleDescription: "slide",
      slideLabel: "{{number}} of {{count}}",
      pause: "Pause the slideshow",
      play: "Play the slideshow",
      previous: "Previous slide",
      next: "Next slide",
      choose: "Choose a slide",
      goTo: "Slide {{number}}",
    },
    partners: {
      list: "Partners",
      previous: "Previous partners",
      next: "Next partners",
      fleet: "Fleet",
      base: "Home base",
      website: "{{name}} website",
    },
  },
  landing: {
    breadcrumbs: "Breadcrumbs",
    routesFallbackHeading: "Popular routes",
    internationalRoutes: "International routes",
    domesticRoutes: "Routes within Russia",
    routeFrom: "From Moscow Vnukovo",
    priceFrom: "from {{price}}",
    viewOffers: "view offers",
    viewOffersLabel: "view offers: Moscow to {{destination}}",
    previous: "Back: {{heading}}",
    next: "Forward: {{heading}}",
    benefitsFallbackHeading: "Why fly with us",
    emptyLegsHeading: "Upcoming empty legs",
    emptyLegsNote: "Price in euros for the whole aircraft; departure time is local.",
    departure: "Departure",
    aircraft: "Aircraft",
    seats: "Seats",
    price: "Price",
    faqFallbackHeading: "Frequently asked questions",
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
    // A 503 (issue 7, "database down"; the CMS with nothing cached): a pause, not a fault of the visitor.
    unavailableTitle: "The service is temporarily unavailable",
    unavailableMessage:
      "We are on it. Please try reloading the page in a minute, or call us if it is urgent.",
    reload: "Reload the page",
    back: "Go back",
    home: "To the main page",
    // A 429 past a read limit (issue 15, item 2): said calmly, a person rarely sees it.
    rateLimitedTitle: "Too many searches from this address",
    rateLimitedMessage_one:
      "More searches came from your address in the last minute than a person usually makes. Nothing is wrong: please try again in {{count}} second.",
    rateLimitedMessage_other:
      "More searches came from your address in the last minute than a person usually makes. Nothing is wrong: please try again in {{count}} seconds.",
  },
  fleet: {
    sort: {
      label: "Sort:",
      name: "by name",
      year: "by year built",
      seats: "by seats",
    },
    sorted: {
      name: "Aircraft sorted by name",
      year: "Aircraft sorted by year built, newest first",
      seats: "Aircraft sorted by seats, largest cabin first",
    },
    empty: "The fleet list is unavailable right now. Call us and we will find an aircraft for your flight.",
    card: {
      tail: "Registration {{number}}",
      seats: "Seats",
      yearOfCreation: "Year built",
      yearOfOverhaul: "Overhaul",
      yearOfRenewal: "Cabin refurbishment",
      specsHeading: "Specifications",
      cabinLayout: "Cabin layout",
      cabinLayoutTitle: "Cabin layout of {{name}}",
    },
    specs: {
      flying_range: "Range",
      cruising_speed: "Cruising speed",
      cabin_height: "Cabin height",
      interior_width: "Cabin width",
      cabin_length: "Cabin length",
      wing_span: "Wingspan",
      fuselage_height: "Aircraft height",
      fuselage_length: "Aircraft length",
    },
    gallery: {
      label: "Photos of {{name}}",
      photo: "{{name}}, photo {{index}}",
      previous: "Scroll photos back",
      next: "Scroll photos forward",
    },
  },
  company: {
    breadcrumbs: "Breadcrumb",
    pages: {
      about: "About us",
      contacts: "Contacts",
      restrictions: "Flight restrictions",
      partners: "For partners",
      howItWorks: "How it works",
    },
    about: {
      factsLabel: "The company in figures",
      certificateNumber: "No. {{number}}",
      openScan: "Open the scan: {{title}}",
    },
    contacts: {
      reachHeading: "Get in touch",
      directionsHeading: "Getting here",
      requisitesHeading: "Company details",
    },
    restrictions: {
      countries_one: "{{count}} country",
      countries_other: "{{count}} countries",
      contactAction: "Write to a manager",
    },
    partners: {
      fleet: "Fleet",
      base: "Home base",
      website: "Website",
      websiteOf: "{{name}} website",
    },
    howItWorks: {
      steps: "Ordering steps",
      openComic: "Open the full comic",
    },
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
