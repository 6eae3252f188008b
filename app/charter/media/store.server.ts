import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";

/**
 * Where uploaded files live (issue 27, item 5; docs/decisions/038): a folder under DATA_DIR by
 * default, or an S3-compatible bucket when one is configured (s3-store.server.ts). Photos use it
 * now; operators' documents (the certificate's scan) can use it the same way. Keys are chosen by
 * the caller and, for photos, named by their content's hash, so a key is written once and never
 * changes: that is what lets the public route cache an image for a year.
 */
export interface MediaStore {
  readonly kind: "disk" | "s3";
  /** Stores `bytes` under `key`; writing a key that holds the same bytes again is harmless. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<StoredObject | null>;
}

export interface StoredObject {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  /** Known for files on disk; what the bucket says otherwise (null when it says nothing). */
  size: number | null;
}

/**
 * A key a store accepts: lower-case letters, digits and single `/`, `-`, `_` or `.` between them,
 * so no key climbs out of its folder (`..`), starts at the root or needs escaping in a URL.
 */
const KEY = /^[a-z0-9]+(?:[/_.-][a-z0-9]+)*$/;
export const MAX_KEY_LENGTH = 200;

export function isMediaKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

function checkKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** Files under `root` (DATA_DIR/media by default), one per key, written whole or not at all. */
export function diskStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, ...key.split("/"));
  return {
    kind: "disk",
    async put(key, bytes) {
      checkKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its place and renamed into it: a reader never sees half a file, and a
      // crash leaves a stray temporary file, never a broken image under its key.
      const temporary = `${file}.${randomBytes(6).toString("hex")}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
        return { body: new Uint8Array(bytes), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

/** The folder of the disk store: DATA_DIR/media. */
export function mediaFolder(dataDir: string): string {
  return path.resolve(dataDir, "media");
}
