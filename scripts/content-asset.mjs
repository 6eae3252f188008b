#!/usr/bin/env node
/**
 * Prints the `sanity.imageAsset` document of an SVG in public/media/ as one NDJSON line, for the
 * embedded dataset (docs/decisions/007-content-model.md, "Pictures in the embedded dataset").
 *
 *   node scripts/content-asset.mjs public/media/challenger-850.svg [more.svg ...]
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, relative, resolve } from "node:path";

const publicDir = resolve(import.meta.dirname, "..", "public");

export function imageAssetDocument(file) {
  const bytes = readFileSync(file);
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  const viewBox = /viewBox\s*=\s*"([\d.\s-]+)"/.exec(bytes.toString("utf8"));
  if (!viewBox) throw new Error(`${file}: an SVG needs a viewBox to give its dimensions`);
  const [, , width, height] = viewBox[1].trim().split(/\s+/).map(Number);
  const w = Math.round(width);
  const h = Math.round(height);
  const url = `/${relative(publicDir, resolve(file)).split("\\").join("/")}`;
  if (!url.startsWith("/media/")) throw new Error(`${file}: pictures of the dataset live in public/media/`);
  return {
    _id: `image-${sha1}-${w}x${h}-svg`,
    _type: "sanity.imageAsset",
    assetId: sha1,
    extension: "svg",
    mimeType: "image/svg+xml",
    originalFilename: basename(file),
    path: `images/local/production/${sha1}-${w}x${h}.svg`,
    sha1hash: sha1,
    size: bytes.length,
    url,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: { _type: "sanity.imageDimensions", width: w, height: h, aspectRatio: w / h },
      hasAlpha: true,
      isOpaque: false,
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const file of process.argv.slice(2)) console.log(JSON.stringify(imageAssetDocument(file)));
}
