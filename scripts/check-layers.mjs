#!/usr/bin/env node
/**
 * The import rules of ARCHITECTURE.md, checked in `npm run lint` (issue 31, item 2): the rules of
 * .dependency-cruiser.cjs (floors, pages apart, the charter engine's front door, the console
 * without tables, no tests from app code, no module circles), then no circles between the folders
 * under app/, which dependency-cruiser checks per module only. Prints each violation and exits 1
 * when there is any.
 *
 *   node scripts/check-layers.mjs                # the project
 *   node scripts/check-layers.mjs --cwd <dir>    # another tree with the same layout (the test's fixture)
 *
 * .layers-known.json lists the violations that were there when the rules came in and are still
 * being worked off (issue 31): they are reported, not failed. Any other violation fails, and so
 * does a listed one that no longer occurs, so the list only ever shrinks.
 */
import { readFileSync } from "node:fs";
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = process.argv.indexOf("--cwd");
const cwd = at === -1 ? root : path.resolve(process.argv[at + 1]);
const config = path.join(root, ".dependency-cruiser.cjs");
const cruiser = path.join(root, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");
const dirs = ["app", "server", "scripts"].filter((dir) => at === -1 || dir === "app");

const { stdout } = await promisify(execFile)(
  process.execPath,
  [cruiser, ...dirs, "--config", config, "--output-type", "json", "--no-progress"],
  { cwd, maxBuffer: 256 * 1024 * 1024 },
).catch((error) => {
  // dependency-cruiser exits non-zero when it finds errors; its JSON is still on stdout.
  if (error.stdout) return { stdout: error.stdout };
  throw error;
});
const result = JSON.parse(stdout);

const problems = [];
for (const violation of result.summary.violations) {
  const where = violation.cycle
    ? violation.cycle.map((step) => (typeof step === "string" ? step : step.name)).join(" → ")
    : `${violation.from} → ${violation.to}`;
  problems.push(`${violation.rule.name}: ${where}`);
}

// Circles between folders: app/<folder> is one node; a module at app/'s top is the "app" node.
const isTest = (file) => /\.test\.tsx?$|\.bench\.ts$/.test(file) || file.startsWith("tests/");
const folderOf = (file) => {
  const parts = file.split("/");
  if (parts[0] !== "app") return null;
  return parts.length > 2 ? `app/${parts[1]}` : "app";
};
const edges = new Map();
const examples = new Map();
for (const module of result.modules) {
  const from = folderOf(module.source);
  if (!from || isTest(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!to || to === from || dependency.couldNotResolve) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    const key = `${from}>${to}`;
    if (!examples.has(key)) examples.set(key, `${module.source} → ${dependency.resolved}`);
  }
}
// Tarjan's strongly connected components: any component of two or more folders is a circle.
let index = 0;
const stack = [];
const state = new Map();
const components = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of edges.get(node) ?? []) {
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const node of edges.keys()) if (!state.has(node)) visit(node);
for (const component of components) {
  const inside = new Set(component);
  const arrows = component.flatMap((from) =>
    [...(edges.get(from) ?? [])].filter((to) => inside.has(to)).map((to) => examples.get(`${from}>${to}`)),
  );
  problems.push(`folder-circle: ${component.join(", ")}\n    ${arrows.join("\n    ")}`);
}

const known = at === -1 ? JSON.parse(readFileSync(path.join(root, ".layers-known.json"), "utf8")).known : [];
const fresh = problems.filter((problem) => !known.includes(problem));
const gone = known.filter((problem) => !problems.includes(problem));
const modules = result.modules.filter((module) => module.source.startsWith("app/")).length;
if (fresh.length > 0 || gone.length > 0) {
  if (fresh.length > 0) {
    console.error(`Import rules (ARCHITECTURE.md "Layers"): ${fresh.length} violation(s)\n`);
    for (const problem of fresh) console.error(`  ${problem}`);
  }
  if (gone.length > 0) {
    console.error(`\nNo longer violated: take these out of .layers-known.json\n`);
    for (const problem of gone) console.error(`  ${problem}`);
  }
  process.exit(1);
}
console.log(
  `Import rules hold: ${modules} modules under app/, 0 new violations` +
    (known.length > 0
      ? ` (${known.length} known, listed in .layers-known.json)`
      : ", 0 circles between folders") +
    ".",
);
