import { readFile, stat } from "node:fs/promises";
import { evaluate, parse } from "groq-js";
import type { ContentPerspective, ContentSource } from "./source.server";

/**
 * The embedded content source: GROQ evaluated by groq-js over an NDJSON file in the format
 * `sanity dataset export` writes (one document per line), so an editor's Sanity project can start
 * from it with `sanity dataset import` (ARCHITECTURE.md, "Content layer"). The perspective is the
 * Content Lake's: "published" (the default) hides drafts, "drafts" (draft preview, issue 17 item 1)
 * shows each draft in place of its published document.
 */
export function createDatasetSource(options: {
  file: string;
  perspective?: ContentPerspective;
}): ContentSource {
  const { file } = options;
  const perspective = options.perspective ?? "published";
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
      const started = { stamp, promise: readDataset(file).then((all) => applyPerspective(all, perspective)) };
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
    perspective,
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

const DRAFT_PREFIX = "drafts.";

/** Published documents only: drafts and release versions are what the "published" perspective hides. */
function isPublished(document: { _id: string }): boolean {
  return !document._id.startsWith(DRAFT_PREFIX) && !document._id.startsWith("versions.");
}

/**
 * The documents a perspective sees, as the Content Lake answers it
 * (https://www.sanity.io/docs/perspectives): "published" drops drafts and release versions;
 * "drafts" puts each `drafts.X` where `X` stands, under the id `X` (references to `X` then reach
 * the draft) with `_originalId` naming the draft, and a draft of a never-published document appears
 * too. Release versions are not part of either.
 */
export function applyPerspective(
  documents: readonly { _id: string }[],
  perspective: ContentPerspective,
): { _id: string }[] {
  if (perspective === "published") return documents.filter(isPublished);
  const published = new Set(documents.filter(isPublished).map((document) => document._id));
  const drafts = new Map<string, { _id: string }>();
  for (const document of documents) {
    if (!document._id.startsWith(DRAFT_PREFIX)) continue;
    const id = document._id.slice(DRAFT_PREFIX.length);
    drafts.set(id, { ...document, _id: id, _originalId: document._id } as { _id: string });
  }
  const seen: { _id: string }[] = [];
  for (const document of documents) {
    if (isPublished(document)) {
      seen.push(drafts.get(document._id) ?? document);
    } else if (document._id.startsWith(DRAFT_PREFIX)) {
      // A draft of a published document stands in its place (above); a new one stands here.
      const id = document._id.slice(DRAFT_PREFIX.length);
      if (!published.has(id)) seen.push(drafts.get(id)!);
    }
  }
  return seen;
}

async function readDataset(file: string): Promise<{ _id: string }[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new Error(`Content dataset at ${file} cannot be read`, { cause: error });
  }
  const documents: { _id: string }[] = [];
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
    documents.push(document);
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
