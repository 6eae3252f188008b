import { Transform, type TransformCallback } from "node:stream";

const CLOSING_TAGS = Buffer.from("</body></html>");

/**
 * The pipe between React's streaming renderer and the response (app/entry.server.tsx). It mends
 * two faults of React 18's stream so the browser gets one valid HTML document:
 *
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
 * Nothing else is held: the shell streams as it comes, less at most the closing tags' length when
 * a chunk ends in what could be their start.
 */
export function createDocumentStream(): Transform {
  /** Bytes held back because they may begin the closing tags (they end a chunk). */
  let carry: Buffer = Buffer.alloc(0);
  let closed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const clean = chunk.indexOf(0) === -1 ? chunk : Buffer.from(chunk.filter((byte) => byte !== 0));
      if (closed) {
        callback(null, clean);
        return;
      }
      const bytes = carry.length > 0 ? Buffer.concat([carry, clean]) : clean;
      const at = bytes.indexOf(CLOSING_TAGS);
      if (at !== -1) {
        closed = true;
        carry = Buffer.alloc(0);
        const rest = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + CLOSING_TAGS.length)]);
        callback(null, rest.length > 0 ? rest : undefined);
        return;
      }
      const keep = heldTail(bytes);
      carry = Buffer.from(bytes.subarray(bytes.length - keep));
      const out = bytes.subarray(0, bytes.length - keep);
      callback(null, out.length > 0 ? out : undefined);
    },
    flush(callback: TransformCallback) {
      // A document without the closing tags (an aborted render) passes through as it came.
      callback(null, closed ? Buffer.concat([carry, CLOSING_TAGS]) : carry);
    },
  });
}

/** How many of the last bytes could be the start of the closing tags split across two chunks. */
function heldTail(bytes: Buffer): number {
  for (let length = Math.min(CLOSING_TAGS.length - 1, bytes.length); length > 0; length -= 1) {
    if (bytes.subarray(bytes.length - length).equals(CLOSING_TAGS.subarray(0, length))) return length;
  }
  return 0;
}
