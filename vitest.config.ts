import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const shared = {
  setupFiles: ["./tests/setup/vitest-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Two projects (issue 31, item 6: CI under 20 minutes). `npm run test:unit` runs the Node project
 * with `--no-isolate`: its files share nothing at module level but caches keyed by their own inputs,
 * and importing the app afresh for each of 150 files cost more than most files' tests, so reusing
 * one module graph per worker halves the phase. (Vitest 3 reads `isolate` only from the command line
 * or the root, not per project, hence the flag.) The React components' tests (`*.test.tsx`) run in
 * jsdom, whose globals must not outlive their file: they keep isolation. Every new PGlite database
 * starts from one migrated template (tests/setup/pglite-template.ts).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    environment: "node",
    // Vitest runs one worker fewer than the machine has cores, which on CI's two cores is a single
    // worker while the main process mostly waits: one per core took the Node project from 247 to
    // 167 s there (issue 31, item 6; docs/benchmarks.md).
    maxWorkers: availableParallelism(),
    globalSetup: ["./tests/setup/pglite-template.ts"],
    projects: [
      {
        resolve: { alias },
        test: {
          ...shared,
          name: "node",
          include: [
            "app/**/*.test.ts",
            "server/**/*.test.ts",
            "schemas/**/*.test.ts",
            "tests/integration/**/*.test.ts",
          ],
          environment: "node",
          pool: "threads",
        },
      },
      {
        resolve: { alias },
        test: {
          ...shared,
          name: "components",
          include: ["app/**/*.test.tsx"],
          environment: "node",
        },
      },
    ],
  },
});
