#!/usr/bin/env node
/**
 * The README's test command (`npm test`): every check the project has, then a table of each
 * phase's seconds (issue 31, item 6: where CI's time goes). `.ci/run` calls this through
 * `npm test`; docs/benchmarks.md keeps the measured tables.
 *
 * How the phases share a two-core machine:
 * - The Studio's checks (its install, typecheck and build, `npm run test:studio:build`) run
 *   in the background from the start, at the lowest CPU priority (nice 19): they use the cycles the
 *   other phases leave idle, which the e2e tests do about a tenth of the time, rather than taking a
 *   core from the unit tests. Their output is held and printed whole at the end.
 * - The typecheck and lint use one core each, so they run side by side.
 * - Then the unit tests, the build and the e2e tests, one after the other.
 * - TypeGen (`npm run test:studio:types`) regenerates the query types and fails on a
 *   difference; it waits for the typecheck, which reads the file it rewrites.
 * A phase that fails stops the phases after it (the background one is still awaited and shown).
 *
 * TEST_PHASES=unit,e2e runs only the named phases (a developer's shortcut; CI runs them all).
 */
import { spawn } from "node:child_process";

// At the lowest CPU priority: the Studio's checks take the cycles the phases on the critical path
// leave idle (a test waiting on a page, a timer or the disk) instead of a share of both cores.
const NICE = "nice -n 19";
const STUDIO = `${NICE} npm run test:studio:build`;
const TYPEGEN = `${NICE} npm run test:studio:types`;

const only = process.env.TEST_PHASES?.split(",").map((name) => name.trim());
const wanted = (name) => !only || only.includes(name);

/** Runs a phase; a held one's output is printed when it ends. Answers [name, seconds, code]. */
function run(name, command, { held = false } = {}) {
  const at = Date.now();
  if (!held) console.log(`\n── phase ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: held ? ["ignore", "pipe", "pipe"] : "inherit" });
    const chunks = [];
    if (held) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    child.on("close", (code, signal) => {
      const seconds = (Date.now() - at) / 1000;
      if (held) {
        console.log(`\n── phase ${name}: ${command} (${seconds.toFixed(0)} s, alongside)`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve([name, seconds, code ?? (signal ? 1 : 0)]);
    });
  });
}

const skipped = (name) => Promise.resolve([name, 0, "skipped"]);
const started = Date.now();
const times = [];

// The typecheck's end releases TypeGen; the Studio's checks start now and run beside everything.
let typecheckDone;
const typecheckEnded = new Promise((resolve) => (typecheckDone = resolve));
const studio = (async () => {
  const results = [];
  if (wanted("studio")) {
    results.push(await run("studio", STUDIO, { held: true }));
    await typecheckEnded;
    if (results[0][2] === 0) results.push(await run("typegen", TYPEGEN, { held: true }));
  }
  return results;
})();

let failed = false;
const front = await Promise.all([
  (wanted("typecheck") ? run("typecheck", "npm run typecheck", { held: true }) : skipped("typecheck")).then(
    (result) => {
      typecheckDone();
      return result;
    },
  ),
  wanted("lint") ? run("lint", "npm run lint", { held: true }) : skipped("lint"),
]);
times.push(...front.filter(([, , code]) => code !== "skipped"));
failed = front.some(([, , code]) => code !== 0 && code !== "skipped");

for (const [name, command] of [
  ["unit", "npm run test:unit"],
  ["build", "npm run build"],
  ["e2e", "npx playwright test"],
]) {
  if (failed || !wanted(name)) continue;
  const result = await run(name, command);
  times.push(result);
  failed = result[2] !== 0;
}

const background = await studio;
times.push(...background);
failed ||= background.some(([, , code]) => code !== 0);

const total = (Date.now() - started) / 1000;
console.log(`\n${"phase".padEnd(12)} seconds`);
for (const [name, seconds, code] of times) {
  console.log(`${name.padEnd(12)} ${seconds.toFixed(0).padStart(7)}${code === 0 ? "" : "  failed"}`);
}
console.log(
  `${"total".padEnd(12)} ${total.toFixed(0).padStart(7)}  (studio and typegen ran alongside the others)`,
);
process.exit(failed ? 1 : 0);
