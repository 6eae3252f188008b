import type { ServerBuild } from "@remix-run/node";
import { createServer } from "vite";

/**
 * The app's Remix build compiled on demand by Vite, as `npm run dev` serves it, for tests that go
 * through the real Express app (server/app.ts) without a production build.
 */
export interface ViteBuild {
  build: () => Promise<ServerBuild>;
  close(): Promise<void>;
}

export async function startViteBuild(): Promise<ViteBuild> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  return {
    build: () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
