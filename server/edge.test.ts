import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest, Agent } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { Services } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { resources } from "../remix.config.js";
import { createMemoryLogger } from "../tests/support/memory-logger";
import { listenOnLoopback } from "../tests/support/listen";
import {
  bodyLimitAt,
  bodyLimits,
  OPS_DOCUMENT_MAX_BODY,
  DEFAULT_MAX_BODY,
  edgeGuards,
  edgePage,
  malformedPath,
  MAX_PATH_LENGTH,
  OPS_MAX_BODY,
  remixWouldRefuse,
  resourceAt,
  RESOURCES,
  WEBHOOK_MAX_BODY,
} from "./edge";

/*
 * Issue 15, items 3 and 4: the edge's rules one by one, over a small Express app with only the
 * edge in it (the whole site's answers are in tests/integration/edge.test.ts).
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describe("the table of resource routes (issue 15 item 4: every resource answers a wrong method 405)", () => {
  const declared = resources.filter((resource) => resource.path !== "api/*");

  it("has a row for every resource route of remix.config.js, with no row left over", () => {
    const expressRoutes = expressRoutePaths();
    const paths = declared.map((resource) => `/${resource.path}`);
    expect(RESOURCES.map((row) => row.path).sort()).toEqual([...paths, ...expressRoutes].sort());
  });

  it("has every /api/ route file declared in remix.config.js (so a new file cannot slip past it)", () => {
    const files = readdirSync(new URL("../app/routes", import.meta.url)).filter(
      (file) => file.startsWith("api.") || file.startsWith("webhooks."),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(resources.map((resource) => resource.file)).toContain(`routes/${file}`);
  });

  it("lets POST (PUT, DELETE) through exactly where the route module has an action", async () => {
    const modules = import.meta.glob<Record<string, unknown>>("../app/routes/*.ts");
    for (const resource of declared) {
      const module = await modules[`../app/${resource.file}`]!();
      const row = resourceAt(`/${resource.path.replace(/:[a-z_]+/g, "x")}`);
      expect(row?.path, resource.path).toBe(`/${resource.path}`);
      const writes = row?.methods.some(
        (method) => method === "POST" || method === "PUT" || method === "DELETE",
      );
      expect(writes, resource.path).toBe(typeof module.action === "function");
      if (row?.methods.includes("GET")) expect(typeof module.loader, resource.path).toBe("function");
    }
  });

  it("matches parameters as one segment and a trailing slash", () => {
    expect(resourceAt("/api/cards/abc")?.path).toBe("/api/cards/:card_id");
    expect(resourceAt("/api/cards/el")?.path).toBe("/api/cards/el");
    expect(resourceAt("/cookie-notice/")?.path).toBe("/cookie-notice");
    expect(resourceAt("/api/cards/a/b")).toBeUndefined();
    expect(resourceAt("/api/openapiXjson")).toBeUndefined();
    expect(resourceAt("/en/")).toBeUndefined();
  });

  it("gives the webhook 256 KB (API.md) and everything else the form-sized default", () => {
    expect(bodyLimitAt("/webhooks/sanity")).toBe(WEBHOOK_MAX_BODY);
    expect(WEBHOOK_MAX_BODY).toBe(256 * 1024);
    expect(bodyLimitAt("/api/search-email")).toBe(DEFAULT_MAX_BODY);
    expect(bodyLimitAt("/en/partners/")).toBe(DEFAULT_MAX_BODY);
    expect(bodyLimitAt("/en/ops/orders/abc/")).toBe(OPS_MAX_BODY);
    expect(bodyLimitAt("/ops/orders.data")).toBe(OPS_MAX_BODY);
    // A document's scan, up to 10 MB (issue 27, item 2), on that page alone.
    expect(bodyLimitAt("/en/ops/supply/operators/ladoga-jet/documents/")).toBe(OPS_DOCUMENT_MAX_BODY);
    expect(bodyLimitAt("/ops/supply/operators/ladoga-jet/documents.data")).toBe(OPS_DOCUMENT_MAX_BODY);
    expect(bodyLimitAt("/ops/supply/operators/ladoga-jet/")).toBe(OPS_MAX_BODY);
  });
});

/** The paths server/app.ts serves itself with app.get/app.post, read from its source. */
function expressRoutePaths(): string[] {
  const source = readFileSync(new URL("./app.ts", import.meta.url), "utf8");
  const constants: Record<string, string> = { CSP_REPORT_PATH: "/csp-report" };
  return [...source.matchAll(/app\.(?:get|post|put|patch|delete)\(\s*("([^"]+)"|([A-Z_]+))/g)].map(
    (match) => match[2] ?? constants[match[3]!]!,
  );
}

describe("malformed paths (issue 15 item 4)", () => {
  it.each([
    ["/%ff/", "bad percent-encoding"],
    ["/%E0%A4%A/", "bad percent-encoding"],
    ["/en/%C0%AF/", "bad percent-encoding"],
    ["/a%00b/", "control character"],
    ["/a%0Ab/", "control character"],
    [`/${"a".repeat(MAX_PATH_LENGTH)}/`, "too long"],
  ])("refuses %s (%s)", (path, reason) => {
    expect(malformedPath(path)).toBe(reason);
  });

  it.each([
    "/",
    "/en/search/UUEE/LFPG/2026-12-01T12:00/2/",
    "/%D0%BC%D0%BE%D1%81%D0%BA%D0%B2%D0%B0/",
    "/%25ff/",
  ])("passes %s", (path) => {
    expect(malformedPath(path)).toBeNull();
  });
});

describe("Remix's own origin check, mirrored (it threw, and the post answered 500)", () => {
  it.each([
    [{ origin: "https://evil.example", host: "charterline.ru" }, true],
    [{ origin: "https://charterline.ru", host: "charterline.ru" }, false],
    [
      { origin: "https://charterline.ru", host: "10.0.0.5:3000", "x-forwarded-host": "charterline.ru" },
      false,
    ],
    [{ origin: "https://charterline.ru", host: "charterline.ru", "x-forwarded-host": "evil.example" }, true],
    [{ origin: "not a url", host: "charterline.ru" }, true],
    // An opaque origin is no page of this site (issue 30, item 3): Remix would throw on it.
    [{ origin: "null", host: "charterline.ru" }, true],
    [{ host: "charterline.ru" }, false],
    [{ origin: "https://charterline.ru" }, true],
  ])("%j → %s", (headers, refused) => {
    expect(remixWouldRefuse(headers)).toBe(refused);
  });
});

describe("the short pages of the edge", () => {
  it("speak the visitor's language and link home", () => {
    expect(edgePage(403, "ru")).toContain('<html lang="ru">');
    expect(edgePage(403, "ru")).toContain("Форма отправлена с другого сайта");
    expect(edgePage(403, "ru")).toContain('href="/"');
    expect(edgePage(413, "en")).toContain("Too much data");
    expect(edgePage(413, "en")).toContain('href="/en/"');
    expect(edgePage(400, "en")).not.toContain("<script");
  });
});

// ---------------------------------------------------------------------------------------------
// The middleware over HTTP

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  reusedSocket: boolean;
}

async function edgeApp() {
  const { logger, entries } = createMemoryLogger();
  const services = {
    env: parseEnv({ SITE_URL: "https://charterline.ru" }),
    logger,
  } as unknown as Services;
  const app = express();
  app.use(...edgeGuards(services));
  app.use(bodyLimits(services));
  // Reads the body the way Remix does (a stream), and says how much arrived.
  app.post("*", (req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => res.json({ read: bytes }));
  });
  // Never reads it.
  app.get("*", (_req, res) => res.json({ read: null }));
  const { origin, close } = await listenOnLoopback(app);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  closers.push(close, async () => agent.destroy());

  function send(
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: Buffer | string; chunks?: (Buffer | string)[] } = {},
  ) {
    return new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { method, agent, headers: options.headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body, reusedSocket: req.reusedSocket }),
        );
      });
      req.on("error", reject);
      for (const chunk of options.chunks ?? []) req.write(chunk);
      req.end(options.body);
    });
  }
  return { send, entries };
}

describe("methods (issue 15 item 4)", () => {
  it("answers TRACE 405 with Allow: a page as a page, the API in its error shape", async () => {
    const { send } = await edgeApp();
    const page = await send("TRACE", "/en/about/");
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD, POST");
    expect(page.body).toContain('<html lang="en">');
    const api = await send("TRACE", "/api/cards");
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe("GET, HEAD");
    expect(JSON.parse(api.body)).toEqual({
      error: { code: "method_not_allowed", message: expect.any(String) },
    });
  });

  it("answers a method it does not know 501 on a page, and 405 on a resource", async () => {
    const { send } = await edgeApp();
    expect((await send("PROPFIND", "/")).status).toBe(501);
    const api = await send("PROPFIND", "/api/pre-orders");
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe("POST");
  });

  it("answers a resource's wrong method 405 with its own Allow, and OPTIONS 204 with it", async () => {
    const { send } = await edgeApp();
    const get = await send("GET", "/webhooks/sanity");
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
    expect(JSON.parse(get.body).error.code).toBe("method_not_allowed");
    const del = await send("DELETE", "/cookie-notice");
    expect(del.status).toBe(405);
    expect(del.headers.allow).toBe("GET, HEAD, POST");
    const options = await send("OPTIONS", "/api/cards/abc");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect((await send("GET", "/api/cards/abc")).status).toBe(200);
  });
});

describe("malformed URLs (issue 15 item 4)", () => {
  it("answers 400 in the path's language with one warning line", async () => {
    const { send, entries } = await edgeApp();
    const page = await send("GET", "/en/%ff/");
    expect(page.status).toBe(400);
    expect(page.body).toContain("Malformed address");
    const api = await send("GET", "/api/cards/%E0%A4%A");
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).error.code).toBe("validation_error");
    expect(entries.filter((entry) => entry.level !== "debug")).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "malformed url refused",
        reason: "bad percent-encoding",
      }),
      expect.objectContaining({
        level: "warn",
        msg: "malformed url refused",
        reason: "bad percent-encoding",
      }),
    ]);
  });
});

describe("origins (issue 15 item 4)", () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };

  it("refuses a post from another site: 403 page for forms, `forbidden` for the API", async () => {
    const { send } = await edgeApp();
    const page = await send("POST", "/cookie-notice", {
      headers: { ...form, Origin: "https://evil.example" },
      body: "redirectTo=/",
    });
    expect(page.status).toBe(403);
    expect(page.body).toContain('<html lang="ru">');
    const crossSite = await send("POST", "/en/partners/", {
      headers: { ...form, "Sec-Fetch-Site": "cross-site" },
      body: "a=1",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toContain("Form sent from another site");
    const api = await send("POST", "/api/search-email", {
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: "{}",
    });
    expect(api.status).toBe(403);
    expect(JSON.parse(api.body).error.code).toBe("forbidden");
  });

  it("lets this site's posts, clients without an Origin and the webhook through", async () => {
    const { send } = await edgeApp();
    const sameSite: Record<string, string>[] = [
      { Origin: "https://charterline.ru" },
      { "Sec-Fetch-Site": "same-origin" },
      {},
    ];
    for (const headers of sameSite) {
      expect((await send("POST", "/api/search-email", { headers, body: "{}" })).status).toBe(200);
    }
    // The Origin says this site, but Host names another: Remix would throw; the edge refuses first.
    const page = await send("POST", "/en/partners/", {
      headers: { Origin: "https://charterline.ru" },
      body: "a",
    });
    expect(page.status).toBe(403);
    const webhook = await send("POST", "/webhooks/sanity", {
      headers: { Origin: "https://evil.example" },
      body: "{}",
    });
    expect(webhook.status).toBe(200);
  });
});

describe("body limits (issue 15 item 3)", () => {
  const big = Buffer.alloc(DEFAULT_MAX_BODY + 1, "a");

  it("hands a body within its limit on whole, declared or chunked", async () => {
    const { send } = await edgeApp();
    const declared = await send("POST", "/api/search-email", { body: Buffer.alloc(DEFAULT_MAX_BODY, "a") });
    expect(JSON.parse(declared.body)).toEqual({ read: DEFAULT_MAX_BODY });
    const chunked = await send("POST", "/api/search-email", {
      chunks: ["abc", "defg", Buffer.alloc(5000, "z")],
    });
    expect(JSON.parse(chunked.body)).toEqual({ read: 5007 });
  });

  it("refuses a declared length over the limit at once, and the connection carries the next request", async () => {
    const { send } = await edgeApp();
    const refused = await send("POST", "/api/search-email", { body: big });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({
      error: { code: "payload_too_large", message: expect.any(String) },
    });
    const next = await send("GET", "/api/cards");
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
  });

  it("counts a chunked body as it arrives and refuses it past the limit; the connection stays usable", async () => {
    const { send } = await edgeApp();
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(DEFAULT_MAX_BODY / 4, "b"));
    const refused = await send("POST", "/en/partners/", { chunks });
    expect(refused.status).toBe(413);
    expect(refused.body).toContain("Too much data");
    const next = await send("POST", "/api/search-email", { body: "{}" });
    expect(next).toMatchObject({ status: 200, reusedSocket: true, body: '{"read":2}' });
  });

  it("gives the webhook its larger limit", async () => {
    const { send } = await edgeApp();
    expect(JSON.parse((await send("POST", "/webhooks/sanity", { body: big })).body)).toEqual({
      read: big.length,
    });
    expect(
      (await send("POST", "/webhooks/sanity", { body: Buffer.alloc(WEBHOOK_MAX_BODY + 1) })).status,
    ).toBe(413);
  });

  it("drops the body of a request the route never reads, so the next one on the connection is answered", async () => {
    const { send } = await edgeApp();
    // Node's client frames a GET's body only when told its length.
    const get = await send("GET", "/api/cards", {
      headers: { "Content-Length": "10000" },
      body: Buffer.alloc(10_000, "c"),
    });
    expect(get.status).toBe(200);
    const next = await send("GET", "/api/cards");
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
  });

  it("drains a refused body behind a refused method too", async () => {
    const { send } = await edgeApp();
    const refused = await send("PUT", "/en/about/", { body: Buffer.alloc(100_000, "d") });
    expect(refused.status).toBe(405);
    expect((await send("GET", "/api/cards")).reusedSocket).toBe(true);
  });
});
