import { readFile, stat } from "node:fs/promises";
import { evaluate, parse } from "groq-js";
import type { ContentSource } from "./source.server";

/**
 * The embedded content source: GROQ evaluated by groq-js over an NDJSON file in the format
 * `sanity dataset export` writes (one document per line), so an editor's Sanity project can start
 * from it with `sanity dataset import` (ARCHITECTURE.md, "Content layer").
 */
export function createDatasetSource(options: { file: string }): ContentSource {
  const { file } = options;
  let loaded: { stamp: string; documents: unknown[] } | undefined;
  let reading: { stamp: string; promise: Promise<unknown[]> } | undefined;

  async function documents(): Promise<unknown[]> {
    let stamp: string;
    try {
      const info = await stat(file);
      // mtime and size together: an edit within the file system's mtime granularity still shows.
      stamp = `${info.mtimeMs}:${info.size}`;
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      throw new Error(
        missing
          ? `Content dataset not found at ${file} (CONTENT_DATASET_FILE names it)`
          : `Content dataset at ${file} cannot be read`,
        { cause: error },
      );
    }
    if (loaded?.stamp === stamp) return loaded.documents;
    let current = reading;
    // Concurrent queries after an edit share one read of the file.
    if (current?.stamp !== stamp) {
      const started = { stamp, promise: readDataset(file) };
      current = reading = started;
      // A corrupt file is not remembered: the next query reads it again, so a fix shows at once.
      // The rejection itself reaches the caller through `current.promise` below.
      started.promise
        .then(
          (documents) => {
            if (reading === started) loaded = { stamp, documents };
          },
          () => undefined,
        )
        .finally(() => {
          if (reading === started) reading = undefined;
        });
    }
    return current.promise;
  }

  return {
    kind: "dataset",
    async fetch(query, params = {}) {
      const dataset = await documents();
      // Parameters go to the parser too: like the Content Lake, groq-js folds them into the tree
      // at parse time (so `field[$name]` with a string is an attribute access, not a filter).
      const tree = parse(query, { params });
      const value = await evaluate(tree, { dataset, params });
      return value.get();
    },
  };
}

/** Published documents only: drafts and release versions are what the "published" perspective hides. */
function isPublished(document: { _id: string }): boolean {
  return !document._id.startsWith("drafts.") && !document._id.startsWith("versions.");
}

async function readDataset(file: string): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new Error(`Content dataset at ${file} cannot be read`, { cause: error });
  }
  const documents: unknown[] = [];
  const lines = text.split("\n");
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "") continue;
    let document: unknown;
    try {
      document = JSON.parse(line);
    } catch (error) {
      throw new Error(`Content dataset ${file} is corrupt: line ${index + 1} is not valid JSON`, {
        cause: error,
      });
    }
    if (!isDocument(document)) {
      throw new Error(
        `Content dataset ${file} is corrupt: line ${index + 1} is not a document with _id and _type`,
      );
    }
    if (isPublished(document)) documents.push(document);
  }
  return documents;
}

function isDocument(value: unknown): value is { _id: string; _type: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { _id?: unknown })._id === "string" &&
    typeof (value as { _type?: unknown })._type === "string"
  );
}
