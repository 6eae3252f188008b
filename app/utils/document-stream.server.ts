import { Transform, type TransformCallback } from "node:stream";

const CLOSING_TAGS = Buffer.from("</body></html>");
/** Where Remix's `<Scripts>` begins: its module preloads, then its two scripts. */
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const SCRIPT = Buffer.from("<script");
const MODULE_TYPE = Buffer.from(' type="module"');
const SCRIPT_END = Buffer.from("</script>");

/**
 * Starts the page's scripts once the browser has painted it (issue 16, item 4). It runs inline, in
 * a nonce'd classic script right after the scripts it starts, and removes itself so hydration
 * finds exactly the nodes React rendered. A frame callback runs just before the next paint; a task
 * queued from it runs just after. A hidden tab paints nothing, so there it starts at once.
 */
const BOOT_LOADER =
  "(function(){var s=document.currentScript;s&&s.remove();function go(){" +
  'document.querySelectorAll("template[data-boot]").forEach(function(t){' +
  "t.replaceWith(document.importNode(t.content,true))})}" +
  'if(document.visibilityState==="hidden"||typeof requestAnimationFrame!=="function")setTimeout(go,0);' +
  "else requestAnimationFrame(function(){setTimeout(go,0)})})()";

/**
 * The pipe between React's streaming renderer and the response (app/entry.server.tsx). It gives the
 * browser one valid HTML document that paints before any script is fetched:
 *
 * - **Scripts after the first paint** (issue 16, item 4). A server-rendered page paints from its
 *   HTML and CSS alone; its ~110 KB of scripts only hydrate what is already on screen. Remix's
 *   `<Scripts>` announces them in the HTML, so a phone on a slow link fetches them alongside the
 *   stylesheets, and the first paint waits for the shared bandwidth (and, in Lighthouse's model,
 *   for every request made before it). Here the module preloads and the module script that imports
 *   the entry are written inside `<template data-boot>` elements, which the browser parses but
 *   neither fetches nor runs; a small loader puts them back in their places once the page has
 *   painted, so the same nodes stand where React rendered them when hydration begins. Remix's
 *   classic script (`window.__remixContext`, which the streamed data needs while parsing) stays
 *   where it is. Without JavaScript nothing changes: the page never ran scripts.
 * - **The document closes last** (issue 16, item 5). React ends the shell with `</body></html>`
 *   and then streams what was still pending (Remix's loader data, resolved Suspense boundaries) as
 *   `<script>` and `<div hidden>` chunks, which land after `</html>`: the W3C Nu checker's "stray
 *   start tag" on every page. The browser's parser moves them into the body anyway, so holding the
 *   closing tags back and writing them once React has finished changes nothing the page does and
 *   makes the markup valid. React 19 does the same by itself.
 * - **No NUL bytes.** React 18.3.1 encodes HTML into a reused 2048-byte buffer and, when a
 *   multi-byte character (any Cyrillic letter is two bytes) does not fit at its end, still flushes
 *   the whole buffer: the unwritten bytes reach the browser as NUL characters inside Russian text
 *   (facebook/react#31134; fixed upstream by #26228, which no 18.x release carries). A NUL byte is
 *   never valid in an HTML document and React escapes it in text and JSON, so dropping every 0x00
 *   byte restores exactly what React meant to write.
 *
 * The markers cannot come from page content: React escapes `<` in text and attributes, and the
 * JSON this site writes into scripts escapes it too. Nothing else is held back: the shell streams
 * as it comes, less a marker's length when a chunk ends in what could be one's start, and the few
 * kilobytes of `<Scripts>` until its module script is complete.
 */
export function createDocumentStream(): Transform {
  let phase: "before-scripts" | "in-scripts" | "before-end" | "closed" = "before-scripts";
  let pending: Buffer = Buffer.alloc(0);

  /** Writes out what can be written; with `final`, everything. */
  function drain(final: boolean): Buffer[] {
    const out: Buffer[] = [];
    for (;;) {
      if (phase === "before-scripts") {
        const scripts = pending.indexOf(PRELOAD);
        const end = pending.indexOf(CLOSING_TAGS);
        if (end !== -1 && (scripts === -1 || end < scripts)) {
          phase = "before-end";
          continue;
        }
        if (scripts === -1) {
          const keep = final ? 0 : heldTail(pending, [PRELOAD, CLOSING_TAGS]);
          out.push(pending.subarray(0, pending.length - keep));
          pending = Buffer.from(pending.subarray(pending.length - keep));
          return out;
        }
        out.push(pending.subarray(0, scripts));
        pending = Buffer.from(pending.subarray(scripts));
        phase = "in-scripts";
        continue;
      }
      if (phase === "in-scripts") {
        const moduleType = pending.indexOf(MODULE_TYPE);
        const moduleEnd = moduleType === -1 ? -1 : pending.indexOf(SCRIPT_END, moduleType);
        if (moduleEnd === -1) {
          if (final) {
            out.push(pending);
            pending = Buffer.alloc(0);
          }
          return out;
        }
        const blockEnd = moduleEnd + SCRIPT_END.length;
        out.push(deferScripts(pending.subarray(0, blockEnd)));
        pending = Buffer.from(pending.subarray(blockEnd));
        phase = "before-end";
        continue;
      }
      if (phase === "before-end") {
        const end = pending.indexOf(CLOSING_TAGS);
        if (end === -1) {
          const keep = final ? 0 : heldTail(pending, [CLOSING_TAGS]);
          out.push(pending.subarray(0, pending.length - keep));
          pending = Buffer.from(pending.subarray(pending.length - keep));
          return out;
        }
        out.push(pending.subarray(0, end));
        pending = Buffer.from(pending.subarray(end + CLOSING_TAGS.length));
        phase = "closed";
        continue;
      }
      out.push(pending);
      pending = Buffer.alloc(0);
      return out;
    }
  }

  const push = (stream: Transform, parts: Buffer[]) => {
    for (const part of parts) if (part.length > 0) stream.push(part);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const clean = chunk.indexOf(0) === -1 ? chunk : Buffer.from(chunk.filter((byte) => byte !== 0));
      if (phase === "closed") {
        callback(null, clean);
        return;
      }
      pending = pending.length > 0 ? Buffer.concat([pending, clean]) : clean;
      push(this, drain(false));
      callback();
    },
    flush(callback: TransformCallback) {
      const wasClosed = phase === "closed";
      push(this, drain(true));
      // A document without the closing tags (an aborted render) passes through as it came.
      callback(null, wasClosed || phase === "closed" ? CLOSING_TAGS : undefined);
    },
  });
}

/**
 * Remix's `<Scripts>` block (module preloads, the classic context script, the module script) with
 * the preloads and the module script held in `<template data-boot>` and the loader after them.
 */
function deferScripts(block: Buffer): Buffer {
  const classic = block.indexOf(SCRIPT);
  const module = block.lastIndexOf(SCRIPT);
  if (classic === -1 || module === classic) return block;
  const preloads = block.subarray(0, classic);
  const context = block.subarray(classic, module);
  const moduleScript = block.subarray(module);
  const nonce = /nonce="([^"]*)"/.exec(moduleScript.toString("latin1"))?.[1];
  return Buffer.concat([
    Buffer.from("<template data-boot>"),
    preloads,
    Buffer.from("</template>"),
    context,
    Buffer.from("<template data-boot>"),
    moduleScript,
    Buffer.from(
      `</template><script${nonce === undefined ? "" : ` nonce="${nonce}"`}>${BOOT_LOADER}</script>`,
    ),
  ]);
}

/** How many of the last bytes could be the start of one of `markers` split across two chunks. */
function heldTail(bytes: Buffer, markers: readonly Buffer[]): number {
  let held = 0;
  for (const marker of markers) {
    for (let length = Math.min(marker.length - 1, bytes.length); length > held; length -= 1) {
      if (bytes.subarray(bytes.length - length).equals(marker.subarray(0, length))) {
        held = length;
        break;
      }
    }
  }
  return held;
}
