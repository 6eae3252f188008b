/**
 * The layers of ARCHITECTURE.md ("Layers: who may import whom"), checked on every `npm run lint`
 * by scripts/check-layers.mjs (issue 31, item 2; docs/decisions/024-layers-and-front-door.md).
 * Folders under app/ sit on five floors and imports only go down or stay inside a folder:
 *
 *   1. routes: app/routes/ and the files at app/'s top (root.tsx, the entries, services.server.ts,
 *      the composition root that wires every service);
 *   2. pages: the page capabilities below (one never imports another);
 *   3. frame: shell, ui, errors, seo, i18n, analytics, styles, and the widgets several pages share:
 *      offers, forms, search-form;
 *   4. domain: charter (through its front door), content, limits;
 *   5. base: db, utils.
 *
 * Type-only imports count like any other: a type that two floors share lives on the lower one.
 * Tests beside their code may import what they test and tests/support; application code never
 * imports tests/. The folder graph must have no circles (checked by the script, which collapses
 * this cruise's modules to folders).
 */
const PAGES = [
  "home",
  "search",
  "flight",
  "booking",
  "empty-legs",
  "fleet",
  "landing",
  "company",
  "route-pages",
  "ops",
  // Empty-leg watches' own pages (issue 29, item 2); their form is in forms/.
  "watches",
];
/**
 * Besides the shell, ui, errors, seo and i18n of ARCHITECTURE.md, the frame holds what several
 * pages show alike: offers (cards, airports, the search address, results' filters), forms (the
 * field kit, lead forms embedded in pages) and the search form itself.
 */
const FRAME = [
  "shell",
  "ui",
  "errors",
  "seo",
  "i18n",
  "analytics",
  "styles",
  "offers",
  "forms",
  "search-form",
];
const DOMAIN = ["charter", "content", "limits"];
const BASE = ["db", "utils"];

const under = (folders) => `^app/(${folders.join("|")})/`;
/** Test files are not application code: they may reach into what they test. */
const TESTS = "(\\.test\\.tsx?$|\\.bench\\.ts$|^tests/)";

/**
 * The charter engine's front door (issue 31, item 1): the only modules of app/charter that code
 * outside it may import. Everything else in app/charter is private.
 */
const CHARTER_DOOR = [
  "app/charter/index\\.server\\.ts",
  "app/charter/index\\.ts",
  "app/charter/contract/index\\.ts",
  "app/charter/http\\.server\\.ts",
  "app/charter/scripts\\.server\\.ts",
];

module.exports = {
  forbidden: [
    {
      name: "frame-imports-page",
      comment: "The frame knows no page (ARCHITECTURE.md, floor 3): what both need moves down.",
      severity: "error",
      from: { path: under(FRAME), pathNot: TESTS },
      to: { path: [under(PAGES), "^app/routes/", "^app/[^/]+\\.tsx?$"] },
    },
    {
      name: "page-imports-page",
      comment: "One page capability never imports another (floor 2): what two share moves down.",
      severity: "error",
      from: { path: `^app/(${PAGES.join("|")})/`, pathNot: TESTS },
      to: { path: under(PAGES), pathNot: "^app/$1/" },
    },
    {
      name: "page-imports-up",
      comment: "A page capability does not reach up to the routes or the app's top files.",
      severity: "error",
      from: { path: under(PAGES), pathNot: TESTS },
      to: { path: ["^app/routes/", "^app/[^/]+\\.tsx?$"] },
    },
    {
      name: "domain-imports-up",
      comment: "The domain (floor 4) knows neither pages nor frame nor routes.",
      severity: "error",
      from: { path: under(DOMAIN), pathNot: TESTS },
      to: { path: [under([...PAGES, ...FRAME]), "^app/routes/", "^app/[^/]+\\.tsx?$"] },
    },
    {
      name: "base-imports-up",
      comment: "The base (floor 5) imports nothing of the app above it.",
      severity: "error",
      from: { path: under(BASE), pathNot: TESTS },
      to: { path: [under([...PAGES, ...FRAME, ...DOMAIN]), "^app/routes/", "^app/[^/]+\\.tsx?$"] },
    },
    {
      name: "charter-private",
      comment: "Outside app/charter, only its front door is imported (issue 31, item 1).",
      severity: "error",
      from: { pathNot: ["^app/charter/", TESTS] },
      to: { path: "^app/charter/", pathNot: `^(${CHARTER_DOOR.join("|")})$` },
    },
    {
      name: "console-through-charter",
      comment: "The console reads and writes through charter services, never through tables.",
      severity: "error",
      from: { path: "^app/ops/", pathNot: TESTS },
      to: { path: "^app/db/" },
    },
    {
      name: "browser-imports-server",
      comment:
        "A component (the browser loads every .tsx outside the routes' loaders) never imports server " +
        "code for its values (decision 024); Remix's build would refuse it later and less clearly.",
      severity: "error",
      from: {
        path: "^app/.+\\.tsx$",
        pathNot: [TESTS, "^app/routes/", "\\.server\\.tsx$", "^app/(root|entry\\.server)\\.tsx$"],
      },
      to: { path: ["\\.server\\.tsx?$", "\\.server/"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "app-imports-tests",
      comment: "Application code never imports tests/.",
      severity: "error",
      from: { path: "^(app|server|scripts)/", pathNot: TESTS },
      to: { path: "^tests/" },
    },
    {
      name: "no-module-circles",
      comment: "No module imports itself through others.",
      severity: "error",
      from: { pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: "unknown-folder",
      comment: "Every folder under app/ has a floor: add a new one to .dependency-cruiser.cjs.",
      severity: "error",
      from: {
        path: "^app/[^/]+/",
        pathNot: [under([...PAGES, ...FRAME, ...DOMAIN, ...BASE]), "^app/routes/", TESTS],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
  },
};
