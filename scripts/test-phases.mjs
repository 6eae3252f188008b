#!/usr/bin/env node
/**
 * The README's test command (`npm test`): every check the project has, phase by phase, stopping at
 * the first that fails, then a table of each phase's seconds (issue 31, item 6: where CI's time
 * goes). `.ci/run` calls this through `npm test`; docs/benchmarks.md keeps the measured table.
 *
 * TEST_PHASES=unit,e2e runs only the named phases (a developer's shortcut; CI runs them all).
 */
import { spawn } from "node:child_process";

/** In order; each is an npm script or a shell command. */
const PHASES = [
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["unit", "npm run test:unit"],
  ["build", "npm run build"],
  ["e2e", "npx playwright test"],
  ["studio", "npm run test:studio"],
];

const only = process.env.TEST_PHASES?.split(",").map((name) => name.trim());
const chosen = only ? PHASES.filter(([name]) => only.includes(name)) : PHASES;

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const times = [];
let failed = null;
const started = Date.now();
for (const [name, command] of chosen) {
  const at = Date.now();
  console.log(`\n── phase ${name}: ${command}`);
  const code = await run(command);
  times.push([name, (Date.now() - at) / 1000, code]);
  if (code !== 0) {
    failed = name;
    break;
  }
}
const total = (Date.now() - started) / 1000;
console.log("\nphase        seconds");
for (const [name, seconds, code] of times) {
  console.log(`${name.padEnd(12)} ${seconds.toFixed(0).padStart(7)}${code === 0 ? "" : "  failed"}`);
}
console.log(`${"total".padEnd(12)} ${total.toFixed(0).padStart(7)}`);
process.exit(failed ? 1 : 0);
