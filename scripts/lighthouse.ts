/**
 * Lighthouse on the production build (issue 5's and issue 7's targets): mobile form factor with
 * Lighthouse's default simulated throttling (a mid-range phone on slow 4G), in Debian's Chromium.
 * Starts the build on a loopback port with a fresh embedded database, audits each page `runs`
 * times and prints the median of each figure as a Markdown table for docs/benchmarks.md.
 * Needs `npm run build` first.
 *
 *   npx tsx scripts/lighthouse.ts [runs=3] [path ...]
 *
 * A path may be a token for a page whose address is made by a search (issue 5): `@results` is the
 * saved result set of UUWW → LTFM three days ahead with 3 passengers (`/search/{requestId}/`),
 * `@flight` the first offer of it (`/flight/{cardId}/`); `@en-results` and `@en-flight` the same in
 * English. The search runs once, before the measured visits.
 *
 * Main-thread time (issue 28, item 12): after the table, every page gets its median Total Blocking
 * Time, each run's TBT with the run's `benchmarkIndex` (Lighthouse's measure of how fast the machine
 * was at that moment: TBT scales with it, so a figure without it cannot be compared), the median
 * JavaScript boot-up time, the five scripts that cost the main thread most and the main thread's
 * time by kind of work (both from the run with the median TBT), and the load average around the
 * run. `--tbt` measures issue 28's four pages (`@results @flight / /el/`, Russian):
 *
 *   npm run build && npx tsx scripts/lighthouse.ts 3 --tbt
 *
 * `--floor` also measures, beside each page and in the same run, a copy of the page's HTML with its
 * scripts taken out (the server's HTML and CSS, no JavaScript: what the page costs the browser
 * before any hydration) and prints each run's difference. On this machine that floor is itself far
 * from zero and moves with the machine, so the difference, the main-thread time our JavaScript
 * adds, is the figure that says whether a change hydrates less:
 *
 *   npm run build && npx tsx scripts/lighthouse.ts 3 --tbt --floor
 *
 * `--unhydrated` measures, the same way, a copy whose modules are all fetched and evaluated but
 * whose entry is never imported: nothing is hydrated (decision 048). With `--floor` it splits what
 * the scripts add into evaluating the code and starting the app on the page:
 *
 *   npm run build && npx tsx scripts/lighthouse.ts 3 --floor --unhydrated /contacts/
 *
 * `LIGHTHOUSE_PORT` moves the server off 3191 (several worktrees on one machine);
 * `LIGHTHOUSE_SAVE=<dir>` keeps each run's report and trace (open the trace in Chrome's
 * Performance panel to see which components hydrate).
 */
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { addDays, earliestDeparture } from "../app/charter";

const rawArgs = process.argv.slice(2);
const tbtSet = rawArgs.includes("--tbt");
const floorSet = rawArgs.includes("--floor");
const unhydratedSet = rawArgs.includes("--unhydrated");
const args = rawArgs.filter((arg) => arg !== "--tbt" && arg !== "--floor" && arg !== "--unhydrated");
const runs = /^\d+$/.test(args[0] ?? "") ? Number(args.shift()) : 3;
const DEFAULT_PATHS = [
  "/",
  "/en/",
  "/fleet/",
  "/en/fleet/",
  "/about/",
  "/en/howitworks/",
  "/arenda-biznes-dzheta/",
  "@results",
  "@en-results",
  "@flight",
  "@en-flight",
  "/el/",
  "/en/el/",
];
// Issue 28, item 12: the four pages whose TBT is the target, in Russian.
const TBT_PATHS = ["@results", "@flight", "/", "/el/"];
const paths = args.length > 0 ? args : tbtSet ? TBT_PATHS : DEFAULT_PATHS;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3191);
const saveDir = process.env.LIGHTHOUSE_SAVE;
if (saveDir) mkdirSync(saveDir, { recursive: true });
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ["build/express/index.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: base,
    LOG_LEVEL: "warn",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "lighthouse-")),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

/**
 * `--floor`: the page's HTML without its scripts (the inline ones, the module entry and its
 * preloads; the JSON data blocks stay, they do not run), served from a second port that passes
 * every other address (styles, pictures, fonts) on to the real server.
 */
const floorPort = port + 1;
const floorBase = `http://127.0.0.1:${floorPort}`;
const floorPages = new Map<string, string>();
const withoutScripts = (html: string) =>
  html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
/** `--unhydrated`: the page's HTML without the import of the entry, so no hydration starts. */
const UNHYDRATED = "/__unhydrated";
const withoutHydration = (html: string) => html.replace(/import\("\/assets\/entry\.client-[^"]*"\);?/, "");
const floorServer = createServer((req, res) => {
  const page = floorPages.get(req.url ?? "");
  if (page !== undefined) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(page);
    return;
  }
  fetch(`${base}${req.url}`).then(
    async (answer) => {
      const type = answer.headers.get("content-type");
      res.writeHead(answer.status, type ? { "content-type": type } : {});
      res.end(Buffer.from(await answer.arrayBuffer()));
    },
    () => {
      res.writeHead(502);
      res.end();
    },
  );
});
if (floorSet || unhydratedSet)
  await new Promise<void>((resolve) => floorServer.listen(floorPort, "127.0.0.1", resolve));

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  totalKb: number;
  bootupMs: number;
  benchmarkIndex: number;
  /** The five scripts with the most main-thread time: [url, total ms, scripting, parse+compile]. */
  scripts: [string, number, number, number][];
  /** Main-thread time by kind of work (Lighthouse's groups), ms. */
  work: [string, number][];
  load: number;
}

type NumericKey = { [K in keyof Figures]: Figures[K] extends number ? K : never }[keyof Figures];

// A run where Lighthouse could not compute a metric (it reports NaN) is left out of that median.
const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
};

/** One Lighthouse run of `url`; `failing` (the real page's runs only) collects the audits that cost points. */
async function measure(
  url: string,
  pagePath: string,
  tag: string,
  failing?: Map<string, Set<string>>,
): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // A browser of the page's language: Chromium's default en-US would be sent from `/` to
    // /en/, and the redirect measured instead of the Russian home page.
    extraHeaders: {
      "Accept-Language": new URL(url).pathname.startsWith("/en/") ? "en-US,en;q=0.9" : "ru-RU,ru;q=0.9",
    },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
  const { categories, audits } = result.lhr;
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const score = audits[ref.id]?.score;
      if (failing && ref.weight > 0 && score !== null && score !== undefined && score < 1) {
        const ids = failing.get(pagePath) ?? new Set<string>();
        ids.add(`${id}: ${ref.id}`);
        failing.set(pagePath, ids);
      }
    }
  }
  const summary = (
    audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const size = (type: string) =>
    (summary?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  const figures: Figures = {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    scriptKb: size("script"),
    totalKb: size("total"),
    bootupMs: audits["bootup-time"]?.numericValue ?? NaN,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    scripts: ((audits["bootup-time"]?.details as { items?: Record<string, number | string>[] })?.items ?? [])
      .slice(0, 5)
      .map((item) => [
        String(item.url)
          .replace(base, "")
          .replace(floorBase, "")
          .replace(UNHYDRATED, "")
          .replace(/\?.*$/, ""),
        Number(item.total),
        Number(item.scripting),
        Number(item.scriptParseCompile),
      ]),
    work: (
      (audits["mainthread-work-breakdown"]?.details as { items?: Record<string, number | string>[] })
        ?.items ?? []
    ).map((item) => [String(item.group), Number(item.duration)]),
    load: os.loadavg()[0]!,
  };
  if (saveDir) {
    const name = `${pagePath.replace(/[^a-z0-9@-]+/gi, "_")}-${tag}`;
    writeFileSync(path.join(saveDir, `${name}.report.json`), JSON.stringify(result.lhr));
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(path.join(saveDir, `${name}.trace.json`), JSON.stringify(trace));
  }
  return figures;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  for (let i = 0; ; i += 1) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break;
    if (i > 600) throw new Error("the server did not start in 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const resolved = new Map<string, string>();
  for (const language of ["", "/en"]) {
    const date = `${addDays(earliestDeparture(new Date()).slice(0, 10), 2)}T12:00`;
    const answer = await fetch(`${base}${language}/search/UUWW/LTFM/${date}/3/`, { redirect: "manual" });
    const results = answer.headers.get("Location");
    if (!results) throw new Error(`the search answered ${answer.status} without a redirect`);
    const html = await (await fetch(new URL(results, base))).text();
    const flight = /href="(\/(?:en\/)?flight\/[^"?]+\/)/.exec(html)?.[1];
    if (!flight) throw new Error("the results page has no flight link");
    const prefix = language ? "@en-" : "@";
    resolved.set(`${prefix}results`, new URL(results, base).pathname);
    resolved.set(`${prefix}flight`, flight);
  }
  const pathOf = (token: string) => resolved.get(token) ?? token;

  // One unmeasured visit per page warms the content cache and the server's first render.
  for (const pagePath of paths) await fetch(`${base}${pathOf(pagePath)}`);

  const rows: string[] = [];
  // `--floor`: per page, TBT with scripts, without, and what the scripts add (median of each run's
  // difference: a run and its floor are measured one after the other, at the same machine speed).
  const floorRows: string[] = [];
  const floorLine = (pagePath: string, samples: Figures[], floors: Figures[]) => {
    const added = samples.map((sample, run) => sample.tbtMs - (floors[run]?.tbtMs ?? Number.NaN));
    floorRows.push(
      `| ${pagePath} | ${Math.round(median(samples.map((s) => s.tbtMs)))} ms | ${Math.round(median(floors.map((s) => s.tbtMs)))} ms | ${Math.round(median(added))} ms |`,
    );
    return `- without scripts, same runs (TBT @ benchmarkIndex): ${floors
      .map((sample) => `${Math.round(sample.tbtMs)} ms @ ${Math.round(sample.benchmarkIndex)}`)
      .join("; ")}; added by scripts per run: ${added.map((ms) => `${Math.round(ms)} ms`).join(", ")}`;
  };
  const details: string[] = [];
  // Audits that cost points outside performance, so a score under 100 comes with its reason.
  const failing = new Map<string, Set<string>>();
  for (const pagePath of paths) {
    const samples: Figures[] = [];
    const floors: Figures[] = [];
    const unhydrated: Figures[] = [];
    if (floorSet || unhydratedSet) {
      const html = await (await fetch(`${base}${pathOf(pagePath)}`)).text();
      floorPages.set(pathOf(pagePath), withoutScripts(html));
      floorPages.set(`${UNHYDRATED}${pathOf(pagePath)}`, withoutHydration(html));
    }
    for (let run = 0; run < runs; run += 1) {
      samples.push(await measure(`${base}${pathOf(pagePath)}`, pagePath, `${run + 1}`, failing));
      if (floorSet)
        floors.push(await measure(`${floorBase}${pathOf(pagePath)}`, pagePath, `${run + 1}-floor`));
      if (unhydratedSet)
        unhydrated.push(
          await measure(`${floorBase}${UNHYDRATED}${pathOf(pagePath)}`, pagePath, `${run + 1}-unhydrated`),
        );
    }
    const m = (key: NumericKey) => median(samples.map((sample) => sample[key]));
    const row = [
      resolved.has(pagePath) ? `${pagePath} (${pathOf(pagePath)})` : pagePath,
      m("performance"),
      m("accessibility"),
      m("bestPractices"),
      m("seo"),
      `${(m("lcpMs") / 1000).toFixed(2)} s`,
      m("cls").toFixed(3),
      `${Math.round(m("tbtMs"))} ms`,
      `${m("scriptKb").toFixed(0)} KB`,
      `${m("totalKb").toFixed(0)} KB`,
    ];
    rows.push(`| ${row.join(" | ")} |`);
    // The run whose TBT is the median one gives the breakdowns (they are not additive across runs).
    const byTbt = [...samples]
      .filter((sample) => Number.isFinite(sample.tbtMs))
      .sort((a, b) => a.tbtMs - b.tbtMs);
    const middle = byTbt[Math.floor(byTbt.length / 2)] ?? samples[0]!;
    details.push(
      [
        `### ${resolved.has(pagePath) ? `${pagePath} (${pathOf(pagePath)})` : pagePath}: TBT ${Math.round(m("tbtMs"))} ms (median), boot-up ${Math.round(m("bootupMs"))} ms`,
        `- runs (TBT @ benchmarkIndex, load average): ${samples
          .map(
            (sample) =>
              `${Math.round(sample.tbtMs)} ms @ ${Math.round(sample.benchmarkIndex)} (load ${sample.load.toFixed(1)})`,
          )
          .join("; ")}`,
        `- scripts, median run (total / scripting / parse+compile, ms): ${middle.scripts
          .map(
            ([url, total, scripting, parse]) =>
              `${url} ${Math.round(total)} / ${Math.round(scripting)} / ${Math.round(parse)}`,
          )
          .join("; ")}`,
        `- main thread, median run (ms): ${middle.work.map(([group, ms]) => `${group} ${Math.round(ms)}`).join(", ")}`,
        ...(floorSet ? [floorLine(pagePath, samples, floors)] : []),
        ...(unhydratedSet
          ? [
              `- modules evaluated, nothing hydrated, same runs (TBT @ benchmarkIndex): ${unhydrated
                .map((sample) => `${Math.round(sample.tbtMs)} ms @ ${Math.round(sample.benchmarkIndex)}`)
                .join("; ")}; median ${Math.round(median(unhydrated.map((sample) => sample.tbtMs)))} ms`,
            ]
          : []),
      ].join("\n"),
    );
    console.error(`measured ${pagePath} (${runs} runs)`);
  }
  console.log(`Lighthouse ${runs} runs per page, mobile, simulated throttling; medians.\n`);
  console.log("| Page | Perf | A11y | Best pr. | SEO | LCP | CLS | TBT | JS (transfer) | Total (transfer) |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log(
    `\n## Main thread (load average now ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(", ")})\n`,
  );
  console.log(details.join("\n\n"));
  if (floorSet) {
    console.log("\n## What the scripts add (TBT with scripts − the same HTML without them, per run)\n");
    console.log("| Page | TBT | TBT without scripts | added by scripts |");
    console.log("|---|---|---|---|");
    for (const row of floorRows) console.log(row);
  }
  if (failing.size > 0) {
    console.log("\nAudits that failed in at least one run:");
    for (const [page, ids] of failing) console.log(`- ${page}: ${[...ids].join(", ")}`);
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  if (floorSet || unhydratedSet) floorServer.close();
}
