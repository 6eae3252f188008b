/**
 * Runs the Sanity CLI with telemetry off (TOOLCHAIN.md), the same way on every OS: an `env VAR=1`
 * prefix in package.json would not work in Windows shells, where some editors run the Studio.
 * @sanity/cli 6 (under sanity 5.31) only honours DO_NOT_TRACK; SANITY_TELEMETRY_DISABLED is the
 * variable older CLIs read, kept so the intent stays visible whichever CLI runs.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const cli = fileURLToPath(new URL("../node_modules/sanity/bin/sanity", import.meta.url));
const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, SANITY_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
});

// npm stops a script by signalling this process only; pass the signal on so `sanity dev` stops too.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("error", (error) => {
  console.error(error);
  process.exitCode = 1;
});
child.on("exit", (code) => {
  process.exitCode = code ?? 1;
});
