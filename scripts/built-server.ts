import { spawn, type ChildProcess } from "node:child_process";

/**
 * The production build (`npm run build`) started the way `npm start` runs it, on a loopback port,
 * for the benchmark scripts. `env` adds to or overrides the defaults (a DATA_DIR, PAGE_CACHE,
 * LOG_LEVEL…); the server's log is dropped, its errors are shown.
 */
export function startBuiltServer(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["build/express/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function untilAnswering(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await fetch(url).catch(() => null))?.ok) {
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
