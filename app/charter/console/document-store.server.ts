import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where the scans of operators' documents (PDF) are kept (issue 27, item 2): behind this small
 * interface, so a bucket can take the place of the disk without the services changing. The
 * default keeps each file under DATA_DIR/operator-documents/<key>, beside the embedded database.
 */
export interface DocumentStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
}

/** A key is the document's id and `.pdf`: letters, digits, hyphens; never a path. */
const KEY = /^[a-z0-9-]{1,80}\.pdf$/;

export function diskDocumentStore(dataDir: string): DocumentStore {
  const folder = path.resolve(dataDir, "operator-documents");
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a document key: ${key}`);
    return path.join(folder, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(folder, { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
