import { describe, expect, it } from "vitest";
import {
  buildRedirectTable,
  findLoop,
  fromProblem,
  pointsToItself,
  redirectKey,
  redirectLocation,
  targetKey,
  toProblem,
  type RedirectRule,
} from "./redirect-rules";

const rule = (from: string, to: string, permanent = true): RedirectRule => ({ from, to, permanent });

describe("the address a redirect starts from (issue 17, item 2)", () => {
  it.each(["/arenda-samoleta/", "/en/private-jet-hire/", "/old/section/page-2/", "/2019/"])(
    "%s is accepted",
    (path) => expect(fromProblem(path)).toBeNull(),
  );

  it.each([
    ["arenda-samoleta/", /начинается с «\/»/],
    ["/arenda-samoleta", /заканчивается на «\/»: \/arenda-samoleta\//],
    ["/Arenda-Samoleta/", /строчные буквы: \/arenda-samoleta\//],
    ["/аренда/", /латинские буквы/],
    ["/arenda_samoleta/", /латинские буквы/],
    ["/arenda-samoleta/?utm=1", /без «\?» и «#»/],
    ["/arenda//samoleta/", /Два «\/» подряд/],
    ["/", /Главную/],
    ["/en/", /Главную/],
    ["/en", /Главную/],
  ])("%s is refused", (path, message) => expect(fromProblem(path)).toMatch(message));

  it.each([
    "/api/cards/",
    "/api",
    "/ops/",
    "/en/ops/orders/",
    "/assets/entry.js",
    "/healthz",
    "/metrics",
    "/sitemap.xml",
    "/robots.txt",
    "/webhooks/sanity/",
    "/locales/ru.json",
    "/cookie-notice/",
    "/language/",
    "/csp-report",
  ])("%s belongs to the site and is refused", (path) => {
    expect(fromProblem(path)).toMatch(/принадлежит самому сайту/);
    expect(redirectKey(path)).toBeNull();
  });

  it("keys a request path with or without its trailing slash, and nothing that cannot match", () => {
    expect(redirectKey("/arenda-samoleta")).toBe("/arenda-samoleta/");
    expect(redirectKey("/arenda-samoleta/")).toBe("/arenda-samoleta/");
    expect(redirectKey("/en/old-page")).toBe("/en/old-page/");
    for (const path of ["/", "/en/", "/favicon.svg", "/Fleet/", "/__manifest", "/@vite/client", "/a//b/"]) {
      expect(redirectKey(path), path).toBeNull();
    }
  });
});

describe("the address a redirect leads to", () => {
  it.each([
    "/arenda-chastnogo-samoleta/",
    "/",
    "/#partners",
    "/en/fleet/",
    "/docs/terms.pdf",
    "https://example.com/page?ref=charterline",
  ])("%s is accepted", (to) => expect(toProblem(to)).toBeNull());

  it.each([
    ["/arenda-chastnogo-samoleta", /заканчивается на «\/»: \/arenda-chastnogo-samoleta\//],
    ["/fleet/?sort=year", /без «\?…»/],
    ["/#не-якорь", /Якорь/],
    ["//evil.example/", /пишите полностью/],
    ["http://example.com/", /защищённые/],
    ["javascript:alert(1)", /https:\/\//],
    ["arenda/", /https:\/\//],
    ["https://exa mple.com/", /https:\/\//],
    ["https://user:secret@example.com/", /https:\/\//],
  ])("%s is refused", (to, message) => expect(toProblem(to)).toMatch(message));

  it("continues a chain only through site paths", () => {
    expect(targetKey("/b/#faq")).toBe("/b/");
    expect(targetKey("/b")).toBe("/b/");
    expect(targetKey("https://example.com/b/")).toBeNull();
    expect(targetKey("/docs/terms.pdf")).toBeNull();
    expect(targetKey("/")).toBeNull();
    expect(pointsToItself("/a/", "/a/#top")).toBe(true);
    expect(pointsToItself("/a/", "/b/")).toBe(false);
  });
});

describe("loops (refused in the Studio)", () => {
  it("finds the way back to this redirect through the others", () => {
    expect(findLoop("/a/", "/b/", [rule("/b/", "/c/"), rule("/c/", "/a/")])).toEqual([
      "/a/",
      "/b/",
      "/c/",
      "/a/",
    ]);
    expect(findLoop("/a/", "/a/", [])).toEqual(["/a/", "/a/"]);
    expect(findLoop("/a", "/b", [rule("/b", "/a")])).toEqual(["/a/", "/b/", "/a/"]);
  });

  it("accepts chains, and a loop among the others that this one only runs into", () => {
    expect(findLoop("/a/", "/b/", [rule("/b/", "/c/"), rule("/c/", "/d/")])).toBeNull();
    expect(findLoop("/a/", "/b/", [rule("/b/", "/c/"), rule("/c/", "/b/")])).toBeNull();
    expect(findLoop("/a/", "https://example.com/a/", [rule("/b/", "/a/")])).toBeNull();
  });

  it("ignores the document's own stored version among the others", () => {
    expect(findLoop("/a/", "/b/", [rule("/a/", "/c/"), rule("/b/", "/d/")])).toBeNull();
  });
});

describe("the server's redirect table", () => {
  it("collapses a chain into one hop, temporary if any hop is", () => {
    const { table, dropped } = buildRedirectTable([
      rule("/a/", "/b/"),
      rule("/b/", "/c/", false),
      rule("/c/", "/d/"),
      rule("/x/", "/c/"),
    ]);
    expect(dropped).toEqual([]);
    expect(table.get("/a/")).toEqual({ to: "/d/", permanent: false });
    expect(table.get("/x/")).toEqual({ to: "/d/", permanent: true });
    expect(table.get("/c/")).toEqual({ to: "/d/", permanent: true });
  });

  it("keeps the fragment a browser would keep along the chain", () => {
    const { table } = buildRedirectTable([
      rule("/a/", "/b/#faq"),
      rule("/b/", "/c/"),
      rule("/m/", "/n/#one"),
    ]);
    expect(table.get("/a/")?.to).toBe("/c/#faq");
    const withOwn = buildRedirectTable([rule("/a/", "/b/#faq"), rule("/b/", "/c/#top")]);
    expect(withOwn.table.get("/a/")?.to).toBe("/c/#top");
  });

  it("drops the members of a loop and keeps what only leads into one", () => {
    const { table, dropped } = buildRedirectTable([
      rule("/lead/", "/a/"),
      rule("/a/", "/b/"),
      rule("/b/", "/a/"),
      rule("/self/", "/self/"),
    ]);
    expect([...table.keys()]).toEqual(["/lead/"]);
    expect(table.get("/lead/")).toEqual({ to: "/a/", permanent: true });
    expect(dropped.map((entry) => [entry.from, entry.reason, entry.detail])).toEqual([
      ["/a/", "loop", "/a/ → /b/ → /a/"],
      ["/b/", "loop", "/a/ → /b/ → /a/"],
      ["/self/", "loop", "/self/ → /self/"],
    ]);
  });

  it("drops what the Studio would refuse, tolerating only a missing trailing slash", () => {
    const { table, dropped } = buildRedirectTable([
      rule("/arenda-samoleta", "/arenda-chastnogo-samoleta/"),
      rule("/api/cards/", "/"),
      rule("/", "/fleet/"),
      rule("/Old/", "/fleet/"),
      rule("/to-nowhere/", "http://example.com/"),
      rule("/arenda-samoleta/", "/fleet/"),
    ]);
    expect([...table]).toEqual([
      ["/arenda-samoleta/", { to: "/arenda-chastnogo-samoleta/", permanent: true }],
    ]);
    expect(dropped.map((entry) => [entry.from, entry.reason])).toEqual([
      ["/api/cards/", "invalid-from"],
      ["/", "invalid-from"],
      ["/Old/", "invalid-from"],
      ["/to-nowhere/", "invalid-to"],
      ["/arenda-samoleta/", "duplicate"],
    ]);
  });
});

describe("the Location header", () => {
  it.each([
    ["/b/", "", "/b/"],
    ["/b/", "?utm_source=ya&utm_medium=cpc", "/b/?utm_source=ya&utm_medium=cpc"],
    ["/b/#faq", "?x=1", "/b/?x=1#faq"],
    ["https://example.com/p?ref=cl", "?x=1", "https://example.com/p?ref=cl&x=1"],
    ["https://example.com/p?", "?x=1", "https://example.com/p?x=1"],
  ])("%s with %s → %s", (to, search, location) => expect(redirectLocation(to, search)).toBe(location));
});
