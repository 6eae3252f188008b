import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "schemas/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
