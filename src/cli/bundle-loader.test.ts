import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";

const temp = tempFolders(afterAll);
const DIST = join(PACKAGE_ROOT, "dist");
const BUNDLE = join(DIST, "bundle");
const LOADER = pathToFileURL(join(DIST, "cli", "bundle-loader.js")).href;
const FLAGS = pathToFileURL(join(DIST, "cli", "v8-flags.js")).href;

/** Runs an ES module's text in a fresh node; its stdout, parsed as JSON. */
function probe(script: string, env: Record<string, string> = {}): unknown {
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as unknown;
}

/** What became of the code cache of each chunk the CLI's entries load, as bin.js loads them (its V8 flags first). */
const entryScript = `await import(${JSON.stringify(FLAGS)});
for (const e of ["main", "plugin", "index"]) await import(${JSON.stringify(pathToFileURL(BUNDLE).href)} + "/" + e + ".js");
const { codeCacheOutcomes } = await import(${JSON.stringify(LOADER)});
console.log(JSON.stringify(codeCacheOutcomes()));`;

describe("the bundle's code cache", () => {
  it("is made by the build for every chunk, and accepted by the Node that built it", () => {
    const chunks = readdirSync(BUNDLE).filter((f) => f.endsWith(".cjs"));
    expect(chunks).toContain("main.cjs");
    for (const c of chunks) expect(readdirSync(BUNDLE), c).toContain(`${c}.v8`);
    const outcomes = probe(entryScript) as Record<string, string>;
    expect(Object.keys(outcomes)).toContain(join(BUNDLE, "main.cjs"));
    for (const [file, outcome] of Object.entries(outcomes)) expect(outcome, file).toBe("accepted");
  });

  it("is accepted on the render worker's thread too (the build made it on the main thread)", () => {
    const worker = `const l = await import(${JSON.stringify(LOADER)});
await import(${JSON.stringify(pathToFileURL(join(BUNDLE, "render-worker.js")).href)});
const { readdirSync } = await import("node:fs");
const pipeline = readdirSync(${JSON.stringify(BUNDLE)}).find((f) => /^chunk-pipeline-.*\\.cjs$/.test(f));
l.loadChunk(${JSON.stringify(BUNDLE)} + "/" + pipeline);
(await import("node:worker_threads")).parentPort.postMessage(l.codeCacheOutcomes());`;
    const outcomes = probe(`await import(${JSON.stringify(FLAGS)});
const { Worker } = await import("node:worker_threads");
const w = new Worker(${JSON.stringify(worker)}, { eval: true });
w.once("message", (m) => { console.log(JSON.stringify(m)); w.terminate(); });`) as Record<string, string>;
    expect(Object.keys(outcomes)).toContain(join(BUNDLE, "render-worker.cjs"));
    expect(Object.keys(outcomes).some((f) => /chunk-pipeline-/.test(f))).toBe(true);
    for (const [file, outcome] of Object.entries(outcomes)) expect(outcome, file).toBe("accepted");
  });

  it("is rejected under other V8 flags, and the CLI still runs and writes the same bytes", () => {
    const other = { ACP_CODEGEN_V8_DEFAULTS: "1" };
    const outcomes = probe(entryScript, other) as Record<string, string>;
    expect(Object.keys(outcomes).length).toBeGreaterThan(1);
    for (const [file, outcome] of Object.entries(outcomes)) expect(outcome, file).toBe("rejected");
    // check regenerates every target and compares it with out/, byte for byte.
    const r = spawnSync(process.execPath, [join(DIST, "cli", "bin.js"), "check"], {
      cwd: PACKAGE_ROOT,
      encoding: "utf8",
      env: { ...process.env, ...other, ACP_CODEGEN_NO_CACHE: "1" },
    });
    expect(r.status, r.stderr).toBe(0);
  });

  it("loads the entries' shared chunks once: the library and acp-codegen/plugin give the CLI's toolkit", () => {
    const same = probe(`const plugin = await import(${JSON.stringify(pathToFileURL(join(BUNDLE, "plugin.js")).href)});
const index = await import(${JSON.stringify(pathToFileURL(join(BUNDLE, "index.js")).href)});
const { loadChunk } = await import(${JSON.stringify(LOADER)});
const again = loadChunk(${JSON.stringify(join(BUNDLE, "plugin.cjs"))});
console.log(JSON.stringify([typeof plugin.defineLanguage, plugin.defineLanguage === index.defineLanguage, again.defineLanguage === plugin.defineLanguage]));`);
    expect(same).toEqual(["function", true, true]);
  });
});

describe("the bundle's loader", () => {
  it("runs chunks as Node's CommonJS loader would, with import(), their URL, and a cache only for their own text", () => {
    const dir = temp("acp-bundle-loader-");
    // a requires b, which requires a back (a cycle, as chunks may have); a imports a package dynamically.
    writeFileSync(
      join(dir, "a.cjs"),
      `exports.early = 1;\nconst b = require("./b.cjs");\nexports.fromB = b.sawA;\nexports.url = __acpChunkUrl;\nexports.dir = __dirname;\nexports.path = () => __acpImport("node:path").then((p) => p.sep);\nexports.runs = (globalThis.__runs = (globalThis.__runs ?? 0) + 1);\n`,
    );
    writeFileSync(join(dir, "b.cjs"), `const a = require("./a.cjs");\nexports.sawA = a.early;\n`);
    const script = (write: boolean): string => `const l = await import(${JSON.stringify(LOADER)});
const a = l.loadChunk(${JSON.stringify(join(dir, "a.cjs"))});
l.loadChunk(${JSON.stringify(join(dir, "a.cjs"))});
${write ? `l.writeCodeCaches(${JSON.stringify(dir)});` : ""}
console.log(JSON.stringify({ fromB: a.fromB, url: a.url, dir: a.dir, sep: await a.path(), runs: a.runs, outcomes: l.codeCacheOutcomes() }));`;
    const want = (outcome: string): unknown => ({
      fromB: 1,
      url: pathToFileURL(join(dir, "a.cjs")).href,
      dir,
      sep,
      runs: 1,
      outcomes: { [join(dir, "a.cjs")]: outcome, [join(dir, "b.cjs")]: outcome },
    });
    expect(probe(script(true))).toEqual(want("absent"));
    expect(readdirSync(dir).sort()).toEqual(["a.cjs", "a.cjs.v8", "b.cjs", "b.cjs.v8"]);
    expect(probe(script(false))).toEqual(want("accepted"));
    expect(probe(script(false), { ACP_CODEGEN_NO_CODE_CACHE: "1" })).toEqual(want("off"));
    // Each file given the other's cache: V8 rejects both (made for another text), and both run as before.
    const a = readFileSync(join(dir, "a.cjs.v8"));
    renameSync(join(dir, "b.cjs.v8"), join(dir, "a.cjs.v8"));
    writeFileSync(join(dir, "b.cjs.v8"), a);
    expect(probe(script(false))).toEqual(want("rejected"));
  });
});
