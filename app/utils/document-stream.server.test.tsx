import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Suspense } from "react";
import { createDocumentStream } from "./document-stream.server";

/** Renders through the same pipe as app/entry.server.tsx and answers the document's bytes. */
function render(
  element: React.ReactElement,
  strip: boolean,
  ready: "onAllReady" | "onShellReady" = "onAllReady",
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      [ready]() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve(Buffer.concat(chunks)));
        if (strip) pipe(createDocumentStream()).pipe(sink);
        else pipe(sink);
      },
      onError: reject,
    });
  });
}

describe("NUL bytes from React's streaming renderer (facebook/react#31134)", () => {
  // Many short Cyrillic text nodes: some two-byte letter lands on a 2048-byte boundary.
  const page = (
    <ul>
      {Array.from({ length: 400 }, (_, index) => (
        <li key={index}>{`Цена и заказ ${"ж".repeat(index % 7)}`}</li>
      ))}
    </ul>
  );

  it("drops them so Russian text arrives intact", async () => {
    const bytes = await render(page, true);
    expect(bytes.includes(0)).toBe(false);
    const html = bytes.toString("utf8");
    expect(html).not.toContain("\uFFFD");
    expect(html.match(/<li>Цена и заказ/g)).toHaveLength(400);
  });

  it("keeps a clean stream byte for byte", async () => {
    const input = new PassThrough();
    const output = input.pipe(createDocumentStream());
    input.end(Buffer.from("<p>Внуково → Стамбул</p>"));
    expect(await text(output)).toBe("<p>Внуково → Стамбул</p>");
  });
});

/** A part of the page that suspends until `promise` settles (React 18's thrown-promise protocol). */
function Later({ promise, value }: { promise: Promise<void>; value: { text?: string } }) {
  if (value.text === undefined) throw promise;
  return <p id="later">{value.text}</p>;
}

/** A whole document whose body has a part that streams in after the shell, as Remix's data does. */
function documentWithStreamedPart() {
  const value: { text?: string } = {};
  const promise = new Promise<void>((resolve) =>
    setTimeout(() => {
      value.text = "Данные рейса";
      resolve();
    }, 20),
  );
  return (
    <html lang="ru">
      <head>
        <title>Charterline</title>
      </head>
      <body>
        <main>Шапка</main>
        <Suspense fallback={<p>…</p>}>
          <Later promise={promise} value={value} />
        </Suspense>
      </body>
    </html>
  );
}

describe("the document closes last (issue 16, item 5: no markup after </html>)", () => {
  it("moves React's streamed chunks before </body></html>", async () => {
    const raw = (await render(documentWithStreamedPart(), false, "onShellReady")).toString("utf8");
    // What React 18 does by itself: the resolved part comes after the document's end.
    expect(raw.indexOf("</html>")).toBeLessThan(raw.indexOf("Данные рейса"));

    const html = (await render(documentWithStreamedPart(), true, "onShellReady")).toString("utf8");
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.indexOf("Данные рейса")).toBeLessThan(html.indexOf("</body>"));
    // Nothing is lost: the same bytes, with the closing tags moved to the end.
    expect(html.length).toBe(raw.length);
  });

  it("finds the closing tags split across any two chunks", async () => {
    const source = "<html><body><p>Ок</p></body></html><script>late()</script>";
    for (let cut = 1; cut < Buffer.byteLength(source); cut += 1) {
      const bytes = Buffer.from(source);
      const input = new PassThrough();
      const output = input.pipe(createDocumentStream());
      input.write(bytes.subarray(0, cut));
      input.end(bytes.subarray(cut));
      expect(await text(output)).toBe("<html><body><p>Ок</p><script>late()</script></body></html>");
    }
  });

  it("passes a document that never closed (an aborted render) through unchanged", async () => {
    const input = new PassThrough();
    const output = input.pipe(createDocumentStream());
    input.write(Buffer.from("<html><body><p>Начало</p></bo"));
    input.end();
    expect(await text(output)).toBe("<html><body><p>Начало</p></bo");
  });
});

describe("scripts start after the first paint (issue 16, item 4)", () => {
  // The shape of Remix's <Scripts> block: module preloads, the classic context script (which the
  // streamed data needs while the page parses), then the module script that imports the entry.
  const scripts =
    '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
    '<link rel="modulepreload" href="/assets/root-2.js"/>' +
    '<script nonce="n0nce">window.__remixContext = {"state":{}};</script>' +
    '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-2.js";\n' +
    'import("/assets/entry.client-1.js");</script>';
  const page = `<html><head><title>Ок</title></head><body><main>Рейсы</main>${scripts}<!--$--><script nonce="n0nce">window.__remixContext.streamController.enqueue("[]");</script><!--/$--></body></html>`;

  async function through(parts: Buffer[]): Promise<string> {
    const input = new PassThrough();
    const output = input.pipe(createDocumentStream());
    for (const part of parts) input.write(part);
    input.end();
    return text(output);
  }

  it("holds the preloads and the module script in inert templates, keeps the context script live", async () => {
    const html = await through([Buffer.from(page)]);
    const templates = [...html.matchAll(/<template data-boot>(.*?)<\/template>/gs)].map((match) => match[1]);
    expect(templates).toEqual([
      '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
      '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>',
    ]);
    // Outside the templates: the page, the context script in its place, the loader with the
    // page's nonce, and the streamed data, all before the document's end.
    const live = html.replace(/<template data-boot>.*?<\/template>/gs, "");
    expect(live).not.toContain("modulepreload");
    expect(live).not.toContain('type="module"');
    expect(live).toContain('<script nonce="n0nce">window.__remixContext = {"state":{}};</script>');
    expect(live).toMatch(/<script nonce="n0nce">\(function\(\)\{.*requestAnimationFrame.*\}\)\(\)<\/script>/);
    expect(html.endsWith("</body></html>")).toBe(true);
    // Once the loader puts the templates' content back, the nodes stand in Remix's order.
    const restored = html
      .replace(/<template data-boot>(.*?)<\/template>/gs, "$1")
      .replace(/<script nonce="n0nce">\(function\(\)\{.*?\}\)\(\)<\/script>/s, "");
    expect(restored).toBe(page);
  });

  it("finds the block split across any two chunks", async () => {
    const bytes = Buffer.from(page);
    const whole = await through([bytes]);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
  });

  it("leaves a page without Remix's scripts as it is", async () => {
    const plain = "<html><body><p>Ошибка</p></body></html>";
    expect(await through([Buffer.from(plain)])).toBe(plain);
  });
});
