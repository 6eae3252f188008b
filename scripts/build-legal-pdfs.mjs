#!/usr/bin/env node
// Prints the shipped default legal documents (content/legal/*.html) to PDF with
// headless Chromium. No dependencies beyond Node.
//
//   node scripts/build-legal-pdfs.mjs
//
// Output: public/docs/{terms,privacy,offer,politics}.pdf (Russian) and
//         public/docs/en/{terms,privacy,offer,politics}.pdf (English).
// Set CHROMIUM=/path/to/chromium to use another binary.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const srcDir = join(root, "content", "legal");
const outDir = join(root, "public", "docs");

const DOCS = [
  "terms",
  "privacy",
  "offer",
  "politics",
  "compensation-ra-027xx-028xx",
  "compensation-ra-67xxx-73532",
  "compensation-ew",
];
const LOCALES = [
  { lang: "ru", dir: outDir },
  { lang: "en", dir: join(outDir, "en") },
];

const chromium = process.env.CHROMIUM || "/usr/bin/chromium";

function chromiumMajorVersion() {
  const res = spawnSync(chromium, ["--version"], { encoding: "utf8" });
  if (res.error) {
    throw new Error(`Cannot run ${chromium}: ${res.error.message}`);
  }
  const match = /(\d+)\.\d+\.\d+/.exec(res.stdout || "");
  return match ? Number(match[1]) : 0;
}

// Chromium 112+ (new headless) uses --no-pdf-header-footer; older builds only
// understand --print-to-pdf-no-header.
const major = chromiumMajorVersion();
const noHeaderFlag = major >= 112 ? "--no-pdf-header-footer" : "--print-to-pdf-no-header";

function printToPdf(htmlPath, pdfPath) {
  const profile = mkdtempSync(join(tmpdir(), "legal-pdf-"));
  try {
    const args = [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-extensions",
      "--no-first-run",
      "--no-default-browser-check",
      "--hide-scrollbars",
      `--user-data-dir=${profile}`,
      noHeaderFlag,
      `--print-to-pdf=${pdfPath}`,
      pathToFileURL(htmlPath).href,
    ];
    if (major >= 121) args.splice(args.length - 2, 0, "--generate-pdf-document-outline");
    rmSync(pdfPath, { force: true });
    const res = spawnSync(chromium, args, {
      encoding: "utf8",
      timeout: 120_000,
    });
    if (res.error) throw res.error;
    if (!existsSync(pdfPath) || statSync(pdfPath).size === 0) {
      throw new Error(`Chromium did not write ${pdfPath} (exit ${res.status}):\n${res.stderr}`);
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

let failed = false;
for (const { lang, dir } of LOCALES) {
  mkdirSync(dir, { recursive: true });
  for (const doc of DOCS) {
    const html = join(srcDir, `${doc}.${lang}.html`);
    const pdf = join(dir, `${doc}.pdf`);
    try {
      if (!existsSync(html)) throw new Error(`missing source ${html}`);
      printToPdf(html, pdf);
      const kb = (statSync(pdf).size / 1024).toFixed(1);
      console.log(`${lang}  ${pdf.slice(root.length + 1)}  ${kb} KB`);
    } catch (err) {
      failed = true;
      console.error(`${lang}  ${doc}: ${err.message}`);
    }
  }
}
process.exit(failed ? 1 : 0);
