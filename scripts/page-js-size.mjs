#!/usr/bin/env node
/**
 * The JavaScript a page makes the browser download, gzipped: every `/assets/*.js` its served HTML
 * names (entry, modulepreloads), read from this checkout's build/client and compressed at gzip's
 * default level. Start the built site first (`npm run build && npm start`).
 *
 *   node scripts/page-js-size.mjs http://localhost:3000 / /partners/ /en/
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const [origin, ...paths] = process.argv.slice(2);
if (!origin || paths.length === 0) {
  console.error("usage: node scripts/page-js-size.mjs <origin> <path> [path…]");
  process.exit(2);
}
for (const path of paths) {
  const html = await (await fetch(new URL(path, origin))).text();
  const scripts = [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  const bytes = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(`build/client${src}`)).length, 0);
  console.log(
    `${path.padEnd(24)} ${String(scripts.length).padStart(3)} scripts ${(bytes / 1024).toFixed(1)} KB gzip`,
  );
}
