/**
 * The route table and the future flags (ARCHITECTURE.md, "Routing and language"). vite.config.ts
 * imports this file, so there is one place that says which screens exist.
 *
 * Every screen of spec §2 is declared once in `screens` and mounted twice: at the site root in
 * Russian and under /en/ in English. Route ids carry the language (`ru/home`, `en/home`), which is
 * how a module tells the two mounts apart when it needs to.
 */

/** @typedef {{ id: string; path: string; file: string }} Screen */

export const LANGUAGE_PREFIXES = /** @type {const} */ ({ ru: "", en: "en" });

/**
 * Screens of spec §2. A later issue adds its screen here (search, flight, el, fleet, ...); nothing
 * is stubbed ahead of the issue that builds it.
 * @type {Screen[]}
 */
export const screens = [
  { id: "home", path: "", file: "routes/home.tsx" },
  { id: "fleet", path: "fleet", file: "routes/fleet.tsx" },
  // Editors and SEO (issue 17): one page per aircraft of the fleet (slug from its tail number) and
  // one per route, each a CMS document or derived from one, in both languages.
  { id: "aircraft", path: "fleet/:slug", file: "routes/aircraft.tsx" },
  { id: "route-page", path: "routes/:slug", file: "routes/route-page.tsx" },
  // The visitor's search path (issue 5, spec §2 "Search and flight screen"): the form's no-script
  // address, the search address, the saved result set it settles on, one opened card, empty legs.
  { id: "search", path: "search", file: "routes/search.tsx" },
  { id: "search-query", path: "search/:from/:to/:date/:pax", file: "routes/search.query.tsx" },
  { id: "search-request", path: "search/:requestId", file: "routes/search.request.tsx" },
  // Multi-leg trips (issue 29, item 1; decision 045): one segment per leg, one route per leg count,
  // as the router would rank `search/multi/*` below `search/:from/:to/:date/:pax`.
  { id: "search-multi-form", path: "search/multi", file: "routes/search.multi-form.tsx" },
  ...[1, 2, 3, 4, 5].map((count) => ({
    id: `search-multi-${count}`,
    path: ["search/multi", ...Array.from({ length: count }, (_, index) => `:leg${index + 1}`)].join("/"),
    file: "routes/search.multi.tsx",
  })),
  { id: "flight", path: "flight/:cardId", file: "routes/flight.tsx" },
  // Ordering one card (issue 6, spec §2 "Booking dialog"): the dialog's steps as pages without
  // JavaScript, and the action the dialog posts to with it.
  { id: "order", path: "flight/:cardId/order", file: "routes/order.tsx" },
  { id: "empty-legs", path: "el", file: "routes/el.tsx" },
  // Empty-leg watches (issue 29, item 2): subscribe, confirm the e-mail's link, see and delete
  // one's watches, unsubscribe. One person's links: noindex, no-store, out of the sitemap.
  { id: "watches-new", path: "watches/new", file: "routes/watches.new.tsx" },
  { id: "watches-confirm", path: "watches/confirm", file: "routes/watches.confirm.tsx" },
  { id: "watches-stop", path: "watches/stop", file: "routes/watches.stop.tsx" },
  { id: "watches", path: "watches", file: "routes/watches.tsx" },
  { id: "contacts", path: "contacts", file: "routes/contacts.tsx" },
  { id: "restrictions", path: "restrictions", file: "routes/restrictions.tsx" },
  { id: "about", path: "about", file: "routes/about.tsx" },
  { id: "partners", path: "partners", file: "routes/partners.tsx" },
  { id: "howitworks", path: "howitworks", file: "routes/howitworks.tsx" },
  // spec §2 lists 404/ as a route of its own; it renders the same page as an unknown path.
  { id: "not-found-page", path: "404", file: "routes/not-found.tsx" },
];

/**
 * Resource routes mounted once, outside the language prefixes: they answer machines, not people.
 * @type {Screen[]}
 */
export const resources = [
  { id: "webhooks/sanity", path: "webhooks/sanity", file: "routes/webhooks.sanity.ts" },
  { id: "cookie-notice", path: "cookie-notice", file: "routes/cookie-notice.ts" },
  { id: "language", path: "language", file: "routes/language.ts" },
  // The charter API of ../shared/API.md (issue 4).
  { id: "api/airports-names", path: "api/airports-names", file: "routes/api.airports-names.ts" },
  { id: "api/cards", path: "api/cards", file: "routes/api.cards.ts" },
  { id: "api/cards/el", path: "api/cards/el", file: "routes/api.cards.el.ts" },
  { id: "api/prices/calendar", path: "api/prices/calendar", file: "routes/api.prices.calendar.ts" },
  { id: "api/cards/card", path: "api/cards/:card_id", file: "routes/api.cards.$card_id.ts" },
  {
    id: "api/requests/request",
    path: "api/requests/:request_id",
    file: "routes/api.requests.$request_id.ts",
  },
  { id: "api/images/aircraft", path: "api/images/:aircraft_id", file: "routes/api.images.$aircraft_id.ts" },
  { id: "api/openapi", path: "api/openapi.json", file: "routes/api.openapi.ts" },
  // The writes of API.md (issue 6).
  { id: "api/partner-email", path: "api/partner-email", file: "routes/api.partner-email.ts" },
  { id: "api/search-email", path: "api/search-email", file: "routes/api.search-email.ts" },
  {
    id: "api/auth/send_login_sms",
    path: "api/auth/send_login_sms",
    file: "routes/api.auth.send_login_sms.ts",
  },
  { id: "api/auth/confirm_sms", path: "api/auth/confirm_sms", file: "routes/api.auth.confirm_sms.ts" },
  { id: "api/pre-orders", path: "api/pre-orders", file: "routes/api.pre-orders.ts" },
  // Empty-leg watches (issue 29, item 2): subscribe, and the Telegram bot's webhook.
  { id: "api/watches", path: "api/watches", file: "routes/api.watches.ts" },
  { id: "api/telegram/webhook", path: "api/telegram/webhook", file: "routes/api.telegram.webhook.ts" },
  // The operator API (issue 27, item 4): airlines' systems keep their availability and empty legs.
  {
    id: "api/operator/availability",
    path: "api/operator/v1/aircraft/:tail/availability",
    file: "routes/api.operator.v1.aircraft.$tail.availability.ts",
  },
  {
    id: "api/operator/empty-legs",
    path: "api/operator/v1/empty-legs",
    file: "routes/api.operator.v1.empty-legs.ts",
  },
  {
    id: "api/operator/empty-leg",
    path: "api/operator/v1/empty-legs/:id",
    file: "routes/api.operator.v1.empty-legs.$id.ts",
  },
  // Development and e2e only: 404 unless OUTBOX_INSPECT_TOKEN is set.
  { id: "api/outbox", path: "api/outbox", file: "routes/api.outbox.ts" },
  { id: "sitemap", path: "sitemap.xml", file: "routes/sitemap.xml.ts" },
  { id: "robots", path: "robots.txt", file: "routes/robots.txt.ts" },
  // The page language's translations, fetched by the browser before hydration (issue 16, item 4).
  { id: "locales", path: "locales/:file", file: "routes/locales.$file.ts" },
  // Draft preview for editors (issue 17, item 1): sets or clears the signed preview cookie.
  { id: "api/preview", path: "api/preview", file: "routes/api.preview.ts" },
  { id: "api/preview/exit", path: "api/preview/exit", file: "routes/api.preview.exit.ts" },
  // Aircraft photos uploaded in the console (issue 27, item 5; docs/decisions/038).
  {
    id: "uploads/photo",
    path: "uploads/photos/:shard/:file",
    file: "routes/uploads.photos.$shard.$file.ts",
  },
  { id: "api/not-found", path: "api/*", file: "routes/api.not-found.ts" },
];

/**
 * The operations console (issue 18), inside one layout that draws its frame, mounted at /ops/ in
 * Russian and /en/ops/ in English. Paths are relative to the layout; "" is its index.
 * @type {Screen[]}
 */
export const opsScreens = [
  { id: "dashboard", path: "", file: "routes/ops._index.tsx" },
  { id: "login", path: "login", file: "routes/ops.login.tsx" },
  { id: "login-link", path: "login/:token", file: "routes/ops.login.$token.tsx" },
  { id: "logout", path: "logout", file: "routes/ops.logout.ts" },
  { id: "orders", path: "orders", file: "routes/ops.orders.tsx" },
  { id: "order", path: "orders/:dealId", file: "routes/ops.orders.$dealId.tsx" },
  { id: "supply", path: "supply", file: "routes/ops.supply.tsx" },
  { id: "supply-aircraft", path: "supply/aircraft/:tail", file: "routes/ops.supply.aircraft.$tail.tsx" },
  // An aircraft's photos (issue 27, item 5): supervisors and the aircraft's own operator.
  {
    id: "supply-aircraft-photos",
    path: "supply/aircraft/:tail/photos",
    file: "routes/ops.supply.aircraft.$tail.photos.tsx",
  },
  { id: "supply-blocks", path: "supply/blocks", file: "routes/ops.supply.blocks.tsx" },
  { id: "supply-empty-legs", path: "supply/empty-legs", file: "routes/ops.supply.empty-legs.tsx" },
  { id: "supply-peak-days", path: "supply/peak-days", file: "routes/ops.supply.peak-days.tsx" },
  // The machine door (issue 27, item 4): an operator's API keys, an aircraft's calendar feed.
  {
    id: "supply-operator-keys",
    path: "supply/operators/:operatorId/keys",
    file: "routes/ops.supply.operators.$operatorId.keys.tsx",
  },
  {
    id: "supply-aircraft-feed",
    path: "supply/aircraft/:tail/feed",
    file: "routes/ops.supply.aircraft.$tail.feed.tsx",
  },
  // Issue 27, item 1: an operator's page, and an operator's member's home (docs/decisions/034).
  {
    id: "supply-operator",
    path: "supply/operators/:operatorId",
    file: "routes/ops.supply.operators.$operatorId.tsx",
  },
  { id: "operator-home", path: "operator", file: "routes/ops.operator._index.tsx" },
  // An operator's documents and their scans (issue 27, item 2).
  {
    id: "supply-operator-documents",
    path: "supply/operators/:operatorId/documents",
    file: "routes/ops.supply.operators.$operatorId.documents.tsx",
  },
  {
    id: "supply-operator-document-file",
    path: "supply/operators/:operatorId/documents/:documentId",
    file: "routes/ops.supply.operators.$operatorId.documents.$documentId.ts",
  },
  { id: "staff", path: "staff", file: "routes/ops.staff.tsx" },
  { id: "audit", path: "audit", file: "routes/ops.audit.tsx" },
  // Empty-leg watches seen from inside (issue 29, item 2): supervisors only.
  { id: "watches", path: "watches", file: "routes/ops.watches.tsx" },
  // Issue 27, item 3: an operator's queue of orders on its aircraft, and its answer to one.
  { id: "operator-orders", path: "operator/orders", file: "routes/ops.operator.orders.tsx" },
  { id: "operator-order", path: "operator/orders/:dealId", file: "routes/ops.operator.orders.$dealId.tsx" },
  { id: "not-found", path: "*", file: "routes/ops.not-found.tsx" },
];

/**
 * @typedef {(path: string | undefined, file: string, optionsOrChildren?: { id?: string; index?: boolean } | (() => void), children?: () => void) => void} DefineRoute
 */

/** @param {DefineRoute} route */
function mountScreens(route) {
  for (const [language, prefix] of Object.entries(LANGUAGE_PREFIXES)) {
    route([prefix, "ops"].filter(Boolean).join("/"), "routes/ops.tsx", { id: `${language}/ops` }, () => {
      for (const screen of opsScreens) {
        const id = `${language}/ops/${screen.id}`;
        if (screen.path === "") route(undefined, screen.file, { id, index: true });
        else route(screen.path, screen.file, { id });
      }
    });
    for (const screen of screens) {
      const path = [prefix, screen.path].filter(Boolean).join("/");
      const id = `${language}/${screen.id}`;
      if (path === "") route(undefined, screen.file, { id, index: true });
      else route(path, screen.file, { id });
    }
    // spec §2: the Russian landing pages are CMS documents served by one slug route at the root
    // only (ARCHITECTURE.md, "Routing and language"), so editors add one without a deploy. It is
    // mounted before the splat; an unknown slug answers 404 from its loader, and /en/<slug>/ falls
    // through to the English splat below.
    if (language === "ru") route(":slug", "routes/landing.tsx", { id: "ru/landing" });
    // Anything else under this language answers 404 with the not-found page (spec §2, last row).
    route(prefix ? `${prefix}/*` : "*", "routes/not-found.tsx", { id: `${language}/not-found` });
  }
  for (const resource of resources) route(resource.path, resource.file, { id: resource.id });
}

/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  routes: (defineRoutes) => defineRoutes(mountScreens),
};
