import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * Issue 31, item 2: the import rules of ARCHITECTURE.md are checked in `npm run lint` by
 * scripts/check-layers.mjs. Run on tests/fixtures/layers, a tree that breaks each rule once, the
 * check fails and names every broken rule with the import that breaks it; run on the project, it
 * passes (the same check `npm run lint` makes).
 */
const root = path.resolve(__dirname, "../..");
const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, ["scripts/check-layers.mjs", ...args], { cwd: root }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stderr }),
  );

describe("the layer check (issue 31, item 2)", () => {
  it("fails on a tree that breaks each rule, naming the rule and the import", async () => {
    const { code, out } = await run("--cwd", "tests/fixtures/layers");
    expect(code).toBe(1);
    expect(out).toContain("page-imports-page: app/flight/flight.ts → app/search/results.ts");
    expect(out).toContain("frame-imports-page: app/shell/header.ts → app/search/results.ts");
    expect(out).toContain("charter-private: app/ui/card.ts → app/charter/engine/planner.ts");
    expect(out).toContain("app-imports-tests: app/ui/card.ts → tests/support/helper.ts");
    expect(out).toContain("base-imports-up: app/utils/up.ts → app/shell/header.ts");
    expect(out).toContain("console-through-charter: app/ops/orders.ts → app/db/schema.ts");
    expect(out).toContain("browser-imports-server: app/search/offer-list.tsx → app/charter/index.server.ts");
    expect(out).toMatch(/folder-circle: app\/db, app\/utils/);
    expect(out).toMatch(/no-module-circles: app\/(db\/schema|utils\/format)\.ts/);
  }, 60_000);

  it("passes on the project", async () => {
    const { code, out } = await run();
    expect(out).toMatch(/Import rules hold: \d+ modules under app\/, 0 new violations/);
    expect(code).toBe(0);
  }, 60_000);
});
