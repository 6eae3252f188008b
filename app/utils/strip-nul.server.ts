import { Transform, type TransformCallback } from "node:stream";

/**
 * React 18.3.1's streaming renderer encodes HTML into a reused 2048-byte buffer and, when a
 * multi-byte character (any Cyrillic letter is two bytes) does not fit at the end, still flushes
 * the whole buffer: the unwritten bytes reach the browser as NUL characters inside Russian text
 * (facebook/react#31134; fixed upstream by #26228, which no 18.x release carries). A NUL byte is
 * never valid in an HTML document and React escapes it in text and JSON, so dropping every 0x00
 * byte restores exactly what React meant to write.
 */
export function createStripNulStream(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (chunk.indexOf(0) === -1) {
        callback(null, chunk);
        return;
      }
      callback(
        null,
        chunk.filter((byte) => byte !== 0),
      );
    },
  });
}
