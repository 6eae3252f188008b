#!/usr/bin/env node
/**
 * Session tool for issue 3: folds content/drafts/*.ndjson into content/production.ndjson, a draft
 * document replacing the one with the same _id. Deleted once the drafts are merged for good.
 */
import { readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const target = join(root, "content", "production.ndjson");
const draftsDir = join(root, "content", "drafts");

const read = (file) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        return JSON.parse(line);
      } catch (error) {
        throw new Error(`${file}:${index + 1}: ${error.message}`);
      }
    });

const documents = new Map(read(target).map((document) => [document._id, document]));
for (const name of readdirSync(draftsDir)
  .filter((file) => file.endsWith(".ndjson"))
  .sort()) {
  for (const document of read(join(draftsDir, name))) documents.set(document._id, document);
}
const lines = [...documents.values()]
  .sort((a, b) => a._id.localeCompare(b._id))
  .map((d) => JSON.stringify(d));
writeFileSync(`${target}.tmp`, `${lines.join("\n")}\n`);
renameSync(`${target}.tmp`, target);
console.log(`content/production.ndjson: ${lines.length} documents`);
