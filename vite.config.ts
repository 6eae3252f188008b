import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * In the browser build, `react-i18next` is this site's own small translator (app/i18n/client-i18n.tsx):
 * the components import `useTranslation` from "react-i18next" everywhere, the server renders with
 * the real one, and the browser does not download i18next (issue 7 §1, home JavaScript).
 */
const clientTranslator: Plugin = {
  name: "client-translator",
  enforce: "pre",
  resolveId(source, _importer, options) {
    if (source === "react-i18next" && !options?.ssr) {
      return new URL("./app/i18n/client-i18n.tsx", import.meta.url).pathname;
    }
    return null;
  },
};

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // Hashed assets are served with a year-long immutable cache (server/app.ts); keep them small.
    assetsInlineLimit: 0,
    rollupOptions: {
      // Chunks under 4 KB are merged into their neighbours: each request costs a round trip on a
      // phone (issue 7 §1). Rollup merges a small chunk into any chunk it can without changing
      // which side effects run, not only into one loaded by the same pages, and at 20 KB it put
      // 60 KB of the console's modules into chunks every visitor page loaded (issue 28, item 12;
      // decision 048). At 4 KB a visitor page loads none of them, with 3 to 5 more scripts.
      output: { experimentalMinChunkSize: 4_000 },
    },
  },
  plugins: [clientTranslator, remix({ ...remixConfig })],
});
