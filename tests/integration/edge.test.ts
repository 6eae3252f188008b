import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorSchema } from "~/charter/contract/schemas";
import { seedCharter } from "~/charter/seed/seed.server";
import { createDatabase, type Database } from "~/db/client.server";
import { wireServices, type Services } from "~/services.server";
import { CONTENT_PAGE_CACHE_CONTROL, HTML_DEFAULT_CACHE_CONTROL } from "~/utils/cache-control";
import { parseEnv } from "~/utils/env.server";
import { silentLogger } from "~/utils/logger.server";
import { createApp } from "../../server/app";
import { DEFAULT_MAX_BODY, guardServer, RESOURCES, WEBHOOK_MAX_BODY } from "../../server/edge";
import { createMemoryLogger, type LogEntry } from "../support/memory-logger";
import { listenOnLoopback } from "../support/listen";
import { searchCards } from "../support/offers";
import { startViteBuild, type ViteBuild } from "../support/vite-build";

/**
 * Issue 15, items 3, 4 and 7, through the whole site: the Remix build compiled by Vite behind the
 * Express app of server/app.ts, on PGlite with the seeded marketplace. Requests go over node:http
 * and node:net, which send what fetch will not (TRACE, a chunked oversize body, a raw path, a
 * second request on the same connection). Every answer is recorded: none may be a 500, and the
 * log may hold no stack trace, no URIError and no "[object Object]".
 */
const SITE_URL = "https://charterline.ru";
const SLOW = { timeout: 120_000 };

let vite: ViteBuild;
let database: Database;
let services: Services;
let origin: string;
let port: number;
let close: () => Promise<void>;
let entries: LogEntry[];
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const statuses: { method: string; path: string; status: number }[] = [];

beforeAll(async () => {
  vite = await startViteBuild();
  database = await createDatabase({});
  await seedCharter(database.db, silentLogger);
  const memory = createMemoryLogger();
  entries = memory.entries;
  services = wireServices(
    parseEnv({ NODE_ENV: "test", SITE_URL, SANITY_WEBHOOK_SECRET: "whsec-edge-test" }),
    memory.logger,
    database,
  );
  let server;
  ({ origin, close, server } = await listenOnLoopback(createApp({ services, build: vite.build })));
  // As server/index.ts does with its server.
  guardServer(server);
  port = Number(new URL(origin).port);
  // The first page compiles the app's modules.
  await send("GET", "/en/");
}, 180_000);

afterAll(async () => {
  agent.destroy();
  await close();
  await database.close();
  await vite.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  reusedSocket: boolean;
}

function send(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; chunks?: (string | Buffer)[] } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, agent, headers: options.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        statuses.push({ method, path: path.slice(0, 80), status: res.statusCode! });
        resolve({ status: res.statusCode!, headers: res.headers, body, reusedSocket: req.reusedSocket });
      });
    });
    req.on("error", reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end(options.body);
  });
}

/** Writes `lines` on a connection of its own and reads until the server closes it. */
function rawExchange(head: string, body = ""): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(head + body));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" ? resolve(answer) : reject(error),
    );
  });
}

function statusOf(rawAnswer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(rawAnswer)?.[1]);
}

function expectErrorShape(answer: Answer, code: string) {
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { error: { code: string; message: string } };
  expect(body).toMatchObject({ error: { code, message: expect.any(String) } });
  return body;
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "Content-Type": "application/json" };

describe("methods (issue 15 item 4)", SLOW, () => {
  it("answers TRACE 405 with Allow on pages and the API, never 500", async () => {
    const page = await send("TRACE", "/");
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD, POST");
    expect(page.body).toContain('<html lang="ru">');
    const api = await send("TRACE", "/api/cards");
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe("GET, HEAD");
    expect(ErrorSchema.safeParse(expectErrorShape(api, "method_not_allowed")).success).toBe(true);
  });

  it("leaves TRACK and unknown tokens to Node, which answers 400 before the app; CONNECT gets 405", async () => {
    const track = await rawExchange(`TRACK / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    expect(statusOf(track)).toBe(400);
    const foo = await rawExchange(`FOO / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    expect(statusOf(foo)).toBe(400);
    // Node emits CONNECT on the server, not to Express; without guardServer it closed unanswered.
    const tunnel = await rawExchange(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`);
    expect(statusOf(tunnel)).toBe(405);
    expect(tunnel).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/);
  });

  it("answers a method Node parses but the site does not know 501 on a page, 405 on the API", async () => {
    const page = await send("PROPFIND", "/en/about/");
    expect(page.status).toBe(501);
    expect(page.body).toContain('<html lang="en">');
    const api = await send("PROPFIND", "/api/airports-names");
    expect(api.status).toBe(405);
    expectErrorShape(api, "method_not_allowed");
  });

  it("answers a page's PUT or DELETE 405 itself (Remix logged it as [object Object])", async () => {
    const put = await send("PUT", "/en/about/", { headers: FORM, body: "a=1" });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, POST");
    expect(put.headers["cache-control"]).toBe("no-store");
  });

  it("answers a wrong method on every resource route 405 with its Allow, in API.md's error shape", async () => {
    for (const resource of RESOURCES) {
      const path = resource.path.replace(/:[a-z_]+/g, "x");
      const wrong = resource.methods.includes("GET") ? "DELETE" : "GET";
      const answer = await send(wrong, path);
      expect(answer.status, `${wrong} ${path}`).toBe(405);
      expect(answer.headers.allow, path).toBe(resource.methods.join(", "));
      expect(ErrorSchema.safeParse(JSON.parse(answer.body)).success, path).toBe(true);
      expect(JSON.parse(answer.body).error.code).toBe("method_not_allowed");
    }
  });

  it("answers OPTIONS with the methods and no body", async () => {
    const options = await send("OPTIONS", "/api/pre-orders");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("POST, OPTIONS");
  });
});

describe("malformed URLs (issue 15 item 4)", SLOW, () => {
  it.each([
    ["/%ff/", "ru"],
    ["/%E0%A4%A/", "ru"],
    ["/en/%ff/", "en"],
    ["/search/a%00b/", "ru"],
    [`/en/${"x".repeat(3000)}/`, "en"],
  ])("answers %s 400 in its language, with one warning and no trace", async (path, language) => {
    const before = entries.length;
    const answer = await send("GET", path);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(`<html lang="${language}">`);
    const logged = entries
      .slice(before)
      .filter((entry) => entry.level !== "debug" && entry.msg !== "request");
    expect(logged).toEqual([expect.objectContaining({ level: "warn", msg: "malformed url refused" })]);
  });

  it("answers a malformed API address in the error shape", async () => {
    const answer = await send("GET", "/api/cards/%ff");
    expect(answer.status).toBe(400);
    expectErrorShape(answer, "validation_error");
  });
});

describe("origins (issue 15 item 4)", SLOW, () => {
  const foreign = { ...FORM, Origin: "https://evil.example" };

  it("refuses a page's form posted from another site with a 403 page in the visitor's language", async () => {
    const ru = await send("POST", "/", { headers: foreign, body: "intent=callback" });
    expect(ru.status).toBe(403);
    expect(ru.body).toContain("Форма отправлена с другого сайта");
    const en = await send("POST", "/en/partners/", { headers: foreign, body: "name=x" });
    expect(en.status).toBe(403);
    expect(en.body).toContain("Form sent from another site");
    // A single-fetch action (the same form with JavaScript) is refused the same way.
    expect((await send("POST", "/en/partners.data", { headers: foreign, body: "name=x" })).status).toBe(403);
    // A browser that sends no Origin still says where the post came from.
    const crossSite = await send("POST", "/en/partners/", {
      headers: { ...FORM, "Sec-Fetch-Site": "cross-site" },
      body: "name=x",
    });
    expect(crossSite.status).toBe(403);
  });

  it("refuses the Origin of this site's address when the request reached another Host (Remix threw: 500)", async () => {
    const answer = await send("POST", "/en/partners/", {
      headers: { ...FORM, Origin: SITE_URL },
      body: "name=x",
    });
    expect(answer.status).toBe(403);
  });

  it("refuses consent set by another site on /cookie-notice, and takes this site's", async () => {
    const refused = await send("POST", "/cookie-notice", { headers: foreign, body: "redirectTo=/en/about/" });
    expect(refused.status).toBe(403);
    expect(refused.headers["set-cookie"]).toBeUndefined();
    const own = await send("POST", "/cookie-notice", {
      headers: { ...FORM, Origin: origin },
      body: "redirectTo=/en/about/",
    });
    expect(own.status).toBe(303);
    expect(own.headers.location).toBe("/en/about/");
    expect(String(own.headers["set-cookie"])).toMatch(/cookie_notice=accepted/);
  });

  it("answers an API post from another site 403 `forbidden`, and one from a server as before", async () => {
    const refused = await send("POST", "/api/search-email", {
      headers: { ...JSON_TYPE, Origin: "https://evil.example" },
      body: "{}",
    });
    expect(refused.status).toBe(403);
    expectErrorShape(refused, "forbidden");
    const server = await send("POST", "/api/search-email", { headers: JSON_TYPE, body: "{}" });
    expect(server.status).toBe(400);
    expectErrorShape(server, "validation_error");
  });
});

describe("bodies (issue 15 item 3)", SLOW, () => {
  const oversize = Buffer.alloc(DEFAULT_MAX_BODY + 1024, "a");

  it("refuses a declared oversize JSON body 413, and the connection carries the next request", async () => {
    const refused = await send("POST", "/api/search-email", { headers: JSON_TYPE, body: oversize });
    expect(refused.status).toBe(413);
    expectErrorShape(refused, "payload_too_large");
    const next = await send("GET", "/robots.txt");
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
  });

  it("counts a chunked body and refuses it past the limit; the connection stays usable", async () => {
    const chunks = Array.from({ length: 12 }, () => Buffer.alloc(4096, "b"));
    const refused = await send("POST", "/api/partner-email", { headers: JSON_TYPE, chunks });
    expect(refused.status).toBe(413);
    expectErrorShape(refused, "payload_too_large");
    expect(await send("GET", "/robots.txt")).toMatchObject({ status: 200, reusedSocket: true });
  });

  it("refuses an oversize page form with a page in the visitor's language", async () => {
    const refused = await send("POST", "/en/partners/", {
      headers: { ...FORM, Origin: origin },
      body: oversize,
    });
    expect(refused.status).toBe(413);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain("Too much data");
    expect(await send("GET", "/robots.txt")).toMatchObject({ status: 200, reusedSocket: true });
  });

  it("still hands a body within its limit to the route, declared or chunked", async () => {
    const chunked = await send("POST", "/cookie-notice", {
      headers: { ...FORM, Origin: origin },
      chunks: ["redirectTo=", "%2Fen%2Ffleet%2F"],
    });
    expect(chunked.status).toBe(303);
    expect(chunked.headers.location).toBe("/en/fleet/");
  });

  it("gives the webhook 256 KB: a larger body is refused, a smaller one reaches the signature check", async () => {
    const within = await send("POST", "/webhooks/sanity", { headers: JSON_TYPE, body: oversize });
    expect(within.status).toBe(401);
    const over = await send("POST", "/webhooks/sanity", {
      headers: JSON_TYPE,
      body: Buffer.alloc(WEBHOOK_MAX_BODY + 1, "c"),
    });
    expect(over.status).toBe(413);
    expectErrorShape(over, "payload_too_large");
  });

  it("refuses a huge declared body at once and closes the connection rather than read it", async () => {
    const head =
      `POST /api/pre-orders HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: 50000000\r\n\r\n`;
    // Only the first bytes are sent: the answer must not wait for the other 50 MB.
    const answer = await rawExchange(head, "{".padEnd(1000, " "));
    expect(statusOf(answer)).toBe(413);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('"payload_too_large"');
  });

  it("answers an oversize `Expect: 100-continue` 413 without inviting the body, and a small one with 100", async () => {
    const head = (length: number, connection = "keep-alive") =>
      `POST /api/search-email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${length}\r\nExpect: 100-continue\r\nConnection: ${connection}\r\n\r\n`;
    const refused = await rawExchange(head(DEFAULT_MAX_BODY + 1));
    expect(refused).not.toContain("100 Continue");
    expect(statusOf(refused)).toBe(413);
    expect(refused).toMatch(/\r\nConnection: close\r\n/i);
    const invited = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.write(head(2, "close")));
      let answer = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => {
        answer += chunk;
        if (answer === "HTTP/1.1 100 Continue\r\n\r\n") socket.write("{}");
      });
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
    });
    expect(invited).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 400 /);
  });

  it("does not hang the connection on a body nobody reads (a GET's, a post to a page without an action)", async () => {
    const get = await send("GET", "/robots.txt", {
      headers: { "Content-Length": "20000" },
      body: Buffer.alloc(20_000, "d"),
    });
    expect(get.status).toBe(200);
    expect(await send("GET", "/robots.txt")).toMatchObject({ status: 200, reusedSocket: true });
    const small = await send("POST", "/en/about/", {
      headers: { ...FORM, Origin: origin },
      body: "a=".padEnd(20_000, "e"),
    });
    expect(small.status).toBe(405);
    expect(await send("GET", "/robots.txt")).toMatchObject({ status: 200, reusedSocket: true });
    // Before the limits, Remix began streaming this body to a route that never read it, paused
    // the socket when its buffer filled, and the next request on the connection never got an answer.
    const large = await send("POST", "/en/about/", {
      headers: { ...FORM, Origin: origin },
      body: "a=".padEnd(600_000, "e"),
    });
    expect(large.status).toBe(413);
    expect(await send("GET", "/robots.txt")).toMatchObject({ status: 200, reusedSocket: true });
  });
});

describe("caching headers (issue 15 item 7)", SLOW, () => {
  it("sends the airport list with an ETag and a CDN's Cache-Control, and 304 to a matching If-None-Match", async () => {
    const list = await send("GET", "/api/airports-names");
    expect(list.status).toBe(200);
    expect(list.headers["cache-control"]).toBe(
      "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400",
    );
    const etag = String(list.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(JSON.parse(list.body).length).toBeGreaterThan(1000);
    const again = await send("GET", "/api/airports-names");
    expect(again.headers.etag).toBe(etag);
    const revalidated = await send("GET", "/api/airports-names", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(etag);
    const stale = await send("GET", "/api/airports-names", { headers: { "If-None-Match": 'W/"other"' } });
    expect(stale.status).toBe(200);
    const lookup = await send("GET", "/api/airports-names?q=vnukovo");
    expect(lookup.headers["cache-control"]).toBe("public, max-age=300");
    expect(lookup.headers.etag).not.toBe(etag);
  });

  it("gives every page an explicit Cache-Control: content pages their public one, the rest private", async () => {
    const cards = await searchCards(services.charter);
    const { id } = await services.charter.search({
      departure_airport: "UUWW",
      arrival_airport: "ULLI",
      departure_date_there: cards[0]!.departure_date_local,
      pax_there: 2,
    } as Parameters<Services["charter"]["search"]>[0]);
    const pages: [string, number, string][] = [
      ["/en/about/", 200, CONTENT_PAGE_CACHE_CONTROL],
      [`/en/search/${id}/`, 200, HTML_DEFAULT_CACHE_CONTROL],
      [`/flight/${cards[0]!.id}/`, 200, HTML_DEFAULT_CACHE_CONTROL],
      ["/el/", 200, HTML_DEFAULT_CACHE_CONTROL],
      ["/en/flight/no-such-card/", 404, HTML_DEFAULT_CACHE_CONTROL],
      ["/search/no-such-set/", 404, HTML_DEFAULT_CACHE_CONTROL],
      // The console's own `no-store` (server/app.ts), once: not doubled by the default.
      ["/en/ops/login/", 200, "no-store"],
    ];
    for (const [path, status, cacheControl] of pages) {
      const page = await send("GET", path);
      expect(page.status, path).toBe(status);
      expect(page.headers["content-type"], path).toMatch(/^text\/html/);
      expect(page.headers["cache-control"], path).toBe(cacheControl);
    }
  });
});

describe("after all of it", () => {
  it("answered nothing with a 500 and logged no trace", () => {
    expect(statuses.length).toBeGreaterThan(40);
    expect(statuses.filter((answer) => answer.status >= 500 && answer.status !== 501)).toEqual([]);
    const log = JSON.stringify(entries);
    expect(log).not.toContain("URIError");
    expect(log).not.toContain("[object Object]");
    expect(log).not.toMatch(/"stack"/);
    expect(entries.filter((entry) => entry.level === "error")).toEqual([]);
  });
});
