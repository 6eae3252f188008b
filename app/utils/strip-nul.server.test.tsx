import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createStripNulStream } from "./strip-nul.server";

/** Renders through the same pipe as app/entry.server.tsx and answers the document's bytes. */
function render(element: React.ReactElement, strip: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve(Buffer.concat(chunks)));
        if (strip) pipe(createStripNulStream()).pipe(sink);
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
    const output = input.pipe(createStripNulStream());
    input.end(Buffer.from("<p>Внуково → Стамбул</p>"));
    expect(await text(output)).toBe("<p>Внуково → Стамбул</p>");
  });
});
