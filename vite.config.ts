import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // Hashed assets are served with a year-long immutable cache (server/app.ts); keep them small.
    assetsInlineLimit: 0,
    rollupOptions: {
      // Chunks under 20 KB are merged into their neighbours: home went from 24 scripts to 10
      // with the same bytes, and each request costs a round trip on a phone (issue 7 §1).
      output: { experimentalMinChunkSize: 20_000 },
    },
  },
  plugins: [remix({ ...remixConfig })],
});
