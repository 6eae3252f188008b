#!/usr/bin/env node
/**
 * The README's test command (`npm test`): every check the project has, phase by phase, stopping at
 * the first step that fails, then a table of each phase's seconds (issue 31, item 6: where CI's time
 * goes). `.ci/run` calls this through `npm test`; docs/benchmarks.md keeps the measured table.
 *
 * A step is one phase, or phases that run side by side: the typecheck and lint each use one core,
 * and the Studio's phase mostly waits on its install, so the three share the first minutes of a
 * two-core machine. Their output is held and printed whole as each ends, so it reads in one piece.
 *
 * TEST_PHASES=unit,e2e runs only the named phases (a developer's shortcut; CI runs them all).
 */
import { spawn } from "node:child_process";

/** In order; each is an npm script or a shell command, and a nested list runs side by side. */
const STEPS = [
  [
    ["typecheck", "npm run typecheck"],
    ["lint", "npm run lint"],
    ["studio", "npm run test:studio"],
  ],
  ["unit", "npm run test:unit"],
  ["build", "npm run build"],
  ["e2e", "npx playwright test"],
];

const only = process.env.TEST_PHASES?.split(",").map((name) => name.trim());
const wanted = ([name]) => !only || only.includes(name);
const chosen = STEPS.map((step) =>
  Array.isArray(step[0]) ? step.filter(wanted) : wanted(step) ? [step] : [],
).filter((group) => group.length > 0);

/** Runs a phase; in a group its output is kept and printed when it ends. */
function run(name, command, quiet) {
  const at = Date.now();
  if (!quiet) console.log(`\n── phase ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    const chunks = [];
    if (quiet) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    child.on("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = (Date.now() - at) / 1000;
      if (quiet) {
        console.log(`\n── phase ${name}: ${command} (${seconds.toFixed(0)} s, side by side)`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve([name, seconds, status]);
    });
  });
}

const times = [];
let failed = false;
const started = Date.now();
for (const group of chosen) {
  const quiet = group.length > 1;
  const at = Date.now();
  const results = await Promise.all(group.map(([name, command]) => run(name, command, quiet)));
  times.push(...results);
  if (quiet) times.push([`(${results.map(([name]) => name).join(" ∥ ")})`, (Date.now() - at) / 1000, 0]);
  if (results.some(([, , code]) => code !== 0)) {
    failed = true;
    break;
  }
}
const total = (Date.now() - started) / 1000;
console.log(`\n${"phase".padEnd(30)} seconds`);
for (const [name, seconds, code] of times) {
  console.log(`${name.padEnd(30)} ${seconds.toFixed(0).padStart(7)}${code === 0 ? "" : "  failed"}`);
}
console.log(`${"total".padEnd(30)} ${total.toFixed(0).padStart(7)}`);
process.exit(failed ? 1 : 0);
