import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentService } from "../app/content/content.server";
import { PREVIEW_COOKIE, signPreviewToken } from "../app/content/preview.server";
import { parseEnv } from "../app/utils/env.server";
import { isPreviewResponse, previewMiddleware } from "./preview";

/*
 * Draft preview at the edge (issue 17, item 1): a valid cookie marks the response, and whatever
 * answers it ends up `private, no-store` and `noindex`, one value each, even when the handler
 * appends its own as @remix-run/express does with a route's headers.
 */
const SECRET = "edge-preview-secret-for-tests";
const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(options: { previewOn?: boolean } = {}) {
  const app = express();
  app.use(
    previewMiddleware({
      env: parseEnv({ SANITY_PREVIEW_SECRET: SECRET, SITE_URL: "https://charterline.ru" }),
      previewContent: options.previewOn === false ? null : ({} as ContentService),
    }),
  );
  app.get("/page/", (_req, res) => {
    res.append("Cache-Control", PUBLIC).append("Vary", "Cookie").type("html");
    res.end(`<p>${isPreviewResponse(res) ? "draft" : "published"}</p>`);
  });
  app.get("/streamed/", (_req, res) => {
    res.append("Cache-Control", PUBLIC).type("html");
    res.write("<p>");
    res.end("streamed</p>");
  });
  app.get("/api/thing", (_req, res) => {
    res
      .append("Cache-Control", "no-store")
      .status(401)
      .json({ error: { code: "unauthorized" } });
  });
  app.get("/ops/", (_req, res) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.append("Cache-Control", "no-store").type("html").end("<p>console</p>");
  });
  server = app.listen(0);
  await new Promise((resolve) => server!.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, cookie?: string) =>
    fetch(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

const valid = () => `${PREVIEW_COOKIE}=${signPreviewToken(SECRET, new Date())}`;

describe("draft preview at the server's edge", () => {
  it("makes a preview answer private and unindexed, one value each, over the route's public policy", async () => {
    const get = await start();
    for (const path of ["/page/", "/streamed/"]) {
      const response = await get(path, valid());
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    }
    expect(await (await get("/page/", valid())).text()).toBe("<p>draft</p>");
  });

  it("keeps an answer's own no-store and stronger robots words", async () => {
    const get = await start();
    const api = await get("/api/thing", valid());
    expect(api.headers.get("Cache-Control")).toBe("no-store");
    expect(api.headers.get("X-Robots-Tag")).toBe("noindex");
    expect((await get("/ops/", valid())).headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("leaves visitors, forged or expired cookies and a server without preview alone", async () => {
    const get = await start();
    const expired = signPreviewToken(SECRET, new Date(Date.now() - 5 * 3600_000));
    for (const cookie of [
      undefined,
      `${PREVIEW_COOKIE}=1.${"A".repeat(43)}`,
      `${PREVIEW_COOKIE}=${expired}`,
    ]) {
      const response = await get("/page/", cookie);
      expect(response.headers.get("Cache-Control")).toBe(PUBLIC);
      expect(response.headers.get("X-Robots-Tag")).toBeNull();
      expect(await response.text()).toBe("<p>published</p>");
    }
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const off = await start({ previewOn: false });
    const response = await off("/page/", valid());
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(await response.text()).toBe("<p>published</p>");
  });
});
