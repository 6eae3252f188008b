import { expect, test } from "./fixtures";

// issue 2, "Server and configuration": an enforced CSP with a fresh nonce per response and no
// unsafe-inline scripts, HSTS, nosniff, a referrer policy, frame-ancestors, no X-Powered-By.
test("every response carries the security headers and a fresh CSP nonce", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const csp = first.headers()["content-security-policy"];
  expect(csp).toBeDefined();
  expect(first.headers()["content-security-policy-report-only"]).toBeUndefined();
  const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(csp!)?.[1];
  expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  expect(/script-src[^;]*'nonce-([^']+)'/.exec(second.headers()["content-security-policy"]!)?.[1]).not.toBe(
    nonce,
  );
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");

  // Every script the page carries is either an external file or bears this response's nonce. JSON
  // and JSON-LD blocks are data the browser never runs, so CSP does not apply to them.
  const html = await first.text();
  const inlineScripts = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g),
  ];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);

  // issue 7 §2: the second answer comes from the full-page cache, and carries its own nonce too.
  expect(second.headers()["x-page-cache"]).toBe("HIT");
  const secondNonce = /script-src[^;]*'nonce-([^']+)'/.exec(
    second.headers()["content-security-policy"]!,
  )?.[1];
  const secondHtml = await second.text();
  expect(secondHtml).not.toContain(nonce);
  const secondNonces = new Set([...secondHtml.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  expect([...secondNonces]).toEqual([secondNonce]);
  // issue 7 §5: violations in visitors' browsers are reported to the server.
  expect(csp).toContain("report-uri /csp-report");
  expect(first.headers()["reporting-endpoints"]).toBe('csp="/csp-report"');

  const headers = first.headers();
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("an injected inline script without the nonce is blocked", async ({ page, pageErrors }) => {
  await page.goto("/en/");
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; violated: string | null }>((resolve) => {
        let violated: string | null = null;
        document.addEventListener("securitypolicyviolation", (event) => {
          violated = event.violatedDirective;
        });
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.appendChild(script);
        setTimeout(() => resolve({ ran: "__injected" in window, violated }), 200);
      }),
  );
  expect(outcome).toEqual({ ran: false, violated: "script-src-elem" });
  // The fixture turns CSP violations into errors; this one was provoked on purpose.
  pageErrors.length = 0;
});

test("hashed assets are cached for a year; pages are compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const page = await request.get("/en/", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
});
