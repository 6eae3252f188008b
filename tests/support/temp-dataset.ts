import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A throw-away NDJSON dataset in the `sanity dataset export` format, for tests that need documents
 * the embedded dataset does not hold (a missing translation, a draft, a malformed edit).
 */
export interface TempDataset {
  file: string;
  /** Replaces the file's documents and moves its mtime forward, as an editor's save would. */
  write(documents: readonly object[]): Promise<void>;
  /** Writes raw text, e.g. a corrupt line. */
  writeText(text: string): Promise<void>;
  remove(): Promise<void>;
}

export async function createTempDataset(documents: readonly object[] = []): Promise<TempDataset> {
  const dir = await mkdtemp(join(tmpdir(), "content-dataset-"));
  const file = join(dir, "production.ndjson");
  let generation = 0;
  const writeText = async (text: string) => {
    await writeFile(file, text, "utf8");
    // Each write gets a later mtime than the last, whatever the file system's granularity.
    generation += 1;
    const time = new Date(Date.now() + generation * 2_000);
    await utimes(file, time, time);
  };
  await writeText(toNdjson(documents));
  return {
    file,
    write: (docs) => writeText(toNdjson(docs)),
    writeText,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export function toNdjson(documents: readonly object[]): string {
  return documents.map((document) => JSON.stringify(document)).join("\n") + (documents.length ? "\n" : "");
}
