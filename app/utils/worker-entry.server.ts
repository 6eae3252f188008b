/**
 * Where a worker thread's code is (issue 26, item 11): beside the server bundle in the production
 * build (scripts/build-server.mjs emits `build/express/<name>.js` next to index.js), or the
 * TypeScript source under `npm run dev`, Vitest and the scripts, loaded after registering tsx's
 * loader in the worker (a development dependency, found from the project's root, where all of them
 * run; `--import tsx` in a worker's execArgv comes too late for its entry).
 *
 * `caller` is the importing module's `import.meta.url`; `source` the worker's file name beside it
 * in the source tree, `bundled` its name beside the bundle.
 */
export function workerEntry(
  caller: string,
  source: string,
  bundled: string,
): { entry: URL | string; eval: boolean } {
  if (/\.[cm]?js$/.test(new URL(caller).pathname))
    return { entry: new URL(`./${bundled}`, caller), eval: false };
  const href = JSON.stringify(new URL(`./${source}`, caller).href);
  return {
    entry: `import("tsx/esm/api").then(({ register }) => { register(); return import(${href}); });`,
    eval: true,
  };
}
