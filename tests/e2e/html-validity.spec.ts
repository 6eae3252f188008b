import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * Valid HTML on every page type, both languages (issue 16, item 5): each page's document as the
 * server sends it, whole (a crawler's answer and a person's are the same bytes once streamed), is
 * checked by the W3C Nu checker from the `vnu-jar` package, offline. One run of the checker reads
 * every page; an error on any of them fails the test with its page, line and message. The Nu
 * checker's info notes (the trailing slash React writes on void elements) are not errors.
 */
const vnu = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");

function localDay(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** The results and flight pages of a fresh search, in the language of `prefix`. */
async function searchPages(request: APIRequestContext, prefix: string): Promise<string[]> {
  const answer = await request.get(`${prefix}/search/UUWW/LTFM/${localDay(6)}T12:00/3/`, { maxRedirects: 0 });
  const results = answer.headers()["location"];
  expect(results, "a search redirects to its saved result set").toBeTruthy();
  const html = await (await request.get(results!)).text();
  const flight = /href="(\/(?:en\/)?flight\/[^"?]+\/)"/.exec(html)?.[1];
  expect(flight, "the results page links a flight").toBeTruthy();
  return [new URL(results!, "http://localhost").pathname, flight!, `${flight!}order/`];
}

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("every page type is valid HTML to the W3C Nu checker, in both languages", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = [
    "/",
    "/en/",
    "/fleet/",
    "/en/fleet/",
    "/arenda-biznes-dzheta/",
    "/en/contacts/",
    "/en/howitworks/",
    "/el/",
    "/en/el/",
    "/about/",
    "/en/about/",
    "/contacts/",
    "/howitworks/",
    "/en/partners/",
    "/restrictions/",
    "/en/restrictions/",
    "/no-such-page/",
    "/en/no-such-page/",
    "/search/",
    "/ops/login/",
    // Empty-leg watches (issue 29, item 2): the form prefilled, and a link that names no watch.
    "/watches/new/?from=UUWW&to=city:RU:Sochi&days_ahead=14&pax=2",
    "/en/watches/stop/?token=unknown",
    ...(await searchPages(request, "")),
    ...(await searchPages(request, "/en")),
  ];
  const folder = mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const answer = await request.get(page, {
        headers: { "Accept-Language": page.startsWith("/en/") ? "en" : "ru" },
      });
      expect(answer.headers()["content-type"], page).toContain("text/html");
      const html = await answer.text();
      // The document ends with its own end: nothing streamed after it (React 18's chunks were).
      expect(html.trimEnd().endsWith("</html>"), `${page} ends with </html>`).toBe(true);
      const file = path.join(folder, `page-${index}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, page);
    }
    const { stderr } = await promisify(execFile)("java", ["-jar", vnu, "--format", "json", ...files.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; code?: number }) => {
      // vnu exits 1 when it found errors; its report is still on stderr.
      if (typeof error.stderr === "string" && error.stderr.startsWith("{")) return { stderr: error.stderr };
      throw error;
    });
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    const errors = messages
      .filter((message) => message.type !== "info")
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}:${message.lastLine ?? "?"}: ${message.message} ` +
          `(${(message.extract ?? "").slice(0, 80)})`,
      );
    expect(errors, "Nu checker errors").toEqual([]);
    // The checker did read every page (a missing Java would not pass silently).
    expect(files.size).toBe(pages.length);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
