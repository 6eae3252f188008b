import type { ServerBuild } from "@remix-run/node";
import { createServer, type ViteDevServer } from "vite";

/**
 * The app's Remix build compiled on demand by Vite, as `npm run dev` serves it, for tests that go
 * through the real Express app (server/app.ts) without a production build.
 *
 * One Vite server per test worker, shared by the files that run in it (`--no-isolate`, decision
 * 025): compiling the app's modules is most of what a first request costs, and every file asked for
 * the same build. The app keeps no state in its modules that a file could leave behind: a test
 * passes its own services, database and page cache to `createApp`, which hands them to the build
 * through the load context. `close` is the file's way of saying it is done; the server itself lives
 * as long as the worker.
 */
export interface ViteBuild {
  build: () => Promise<ServerBuild>;
  close(): Promise<void>;
}

let shared: Promise<ViteDevServer> | undefined;

export async function startViteBuild(): Promise<ViteBuild> {
  shared ??= createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const vite = await shared;
  return {
    build: () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
    close: async () => {},
  };
}
