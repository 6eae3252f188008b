import { spawn } from "node:child_process";
import { mkdtempSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

// issue 2, "Server and configuration": the environment validated at start, the embedded database
// created and migrated on start, and a graceful shutdown that lets in-flight requests finish.
// These start their own server process, so one viewport is enough.

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/express/index.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test("a malformed variable stops the start and is named", async () => {
  const server = startServer({
    PORT: "not-a-port",
    SITE_URL: "nope",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "e2e-env-")),
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/Invalid environment configuration/);
  expect(server.output()).toMatch(/PORT/);
  expect(server.output()).toMatch(/SITE_URL/);
});

test("the server migrates its embedded database on start and shuts down gracefully", async ({ request }) => {
  // A first start runs initdb in WebAssembly and every migration: seconds on an idle machine, but
  // this one shares two cores with the browsers of the other tests. A ceiling, not a speed check.
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-lifecycle-"));
  const port = 3199;
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
  const base = `http://localhost:${port}`;
  try {
    await expect
      .poll(async () => (await request.get(`${base}/healthz`).catch(() => null))?.status(), {
        timeout: 120_000,
        message: "the new server answers /healthz",
      })
      .toBe(200);
  } catch (error) {
    server.child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\nserver output:\n${server.output().slice(-2000)}`);
  }
  expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);

  // A request in flight when SIGTERM arrives still gets its answer.
  const inFlight = request.get(`${base}/en/`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  server.child.kill("SIGTERM");
  expect((await inFlight).status()).toBe(200);
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('"msg":"shutting down"');
  expect(server.output()).toContain('"msg":"stopped"');
});
