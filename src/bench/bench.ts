import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, freemem, platform, release, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../pipeline.js";
import { writeSyntheticSpec } from "./synth.js";

/**
 * `npm run bench`: reports figures, never fails on a slow machine. Each figure
 * is the median of several cold processes (a new node process per run), with
 * min, max and peak RSS. Writes bench/REPORT.md.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
/** quicktype is not a dependency: the bench installs the pinned version into a cache folder the first time. */
const QUICKTYPE_VERSION = "26.0.0";
const QUICKTYPE_DIR = join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", `quicktype-${QUICKTYPE_VERSION}`);
const QUICKTYPE = join(QUICKTYPE_DIR, "node_modules", ".bin", "quicktype");

function ensureQuicktype(): void {
  if (existsSync(QUICKTYPE)) return;
  mkdirSync(QUICKTYPE_DIR, { recursive: true });
  const r = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--prefix", QUICKTYPE_DIR, `quicktype@${QUICKTYPE_VERSION}`], { stdio: "inherit" });
  if (r.status !== 0) throw new Error("could not install quicktype for the comparison");
}

interface Sample {
  readonly wallMs: number;
  readonly rssMb: number;
  readonly timings?: Record<string, number>;
}

interface Figure {
  readonly label: string;
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly rssMb: number;
  readonly timings?: Record<string, number>;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/** One cold process, timed from outside; peak RSS from /usr/bin/time when present, else from the child's report. */
function runOnce(cmd: string, args: readonly string[], env: Record<string, string> = {}): Sample {
  const timeBin = "/usr/bin/time";
  const useTime = spawnSync(timeBin, ["-f", "%M", "true"]).status === 0;
  const t0 = performance.now();
  const r = useTime
    ? spawnSync(timeBin, ["-f", "ACP_BENCH_RSS_KB=%M", cmd, ...args], { encoding: "utf8", env: { ...process.env, ...env }, maxBuffer: 1 << 28 })
    : spawnSync(cmd, args, { encoding: "utf8", env: { ...process.env, ...env }, maxBuffer: 1 << 28 });
  const wallMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}): ${r.stderr.slice(-2000)}`);
  const rss = /ACP_BENCH_RSS_KB=(\d+)/.exec(r.stderr);
  const timingsLine = /ACP_TIMINGS_JSON=(\{.*\})/.exec(r.stderr);
  const timings = timingsLine ? (JSON.parse(timingsLine[1]!) as { stages: Record<string, number>; maxRssKb: number }) : undefined;
  const rssKb = rss ? Number(rss[1]) : (timings?.maxRssKb ?? 0);
  return { wallMs, rssMb: rssKb / 1024, ...(timings && { timings: timings.stages }) };
}

function measure(label: string, cmd: string, args: readonly string[], runs = RUNS, env: Record<string, string> = {}): Figure {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(runOnce(cmd, args, env));
  const walls = samples.map((s) => s.wallMs);
  const withTimings = samples.filter((s) => s.timings);
  const timings = withTimings.length
    ? Object.fromEntries(Object.keys(withTimings[0]!.timings!).map((k) => [k, median(withTimings.map((s) => s.timings![k] ?? 0))]))
    : undefined;
  const fig = { label, median: median(walls), min: Math.min(...walls), max: Math.max(...walls), rssMb: Math.max(...samples.map((s) => s.rssMb)), ...(timings && { timings }) };
  process.stdout.write(`${label}: median ${(fig.median / 1000).toFixed(2)}s (min ${(fig.min / 1000).toFixed(2)}, max ${(fig.max / 1000).toFixed(2)}), peak RSS ${fig.rssMb.toFixed(0)} MB\n`);
  return fig;
}

function generateArgs(spec: string, out: string): string[] {
  return [BIN, "generate", "--spec", spec, "--out", out];
}

/** A schema quicktype can start from: every $defs type as a property of one root object. */
function quicktypeInput(schemaPath: string, dir: string): string {
  const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as { $defs: Record<string, unknown> };
  const root = {
    $schema: "http://json-schema.org/draft-07/schema#",
    type: "object",
    properties: Object.fromEntries(Object.keys(schema.$defs).map((n) => [n, { $ref: `#/definitions/${n}` }])),
    definitions: JSON.parse(JSON.stringify(schema.$defs).replace(/#\/\$defs\//g, "#/definitions/")) as unknown,
  };
  const path = join(dir, "quicktype-input.json");
  writeFileSync(path, JSON.stringify(root));
  return path;
}

function machineLine(): string {
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  return `${platform()} ${release()}, ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM (${(freemem() / 2 ** 30).toFixed(0)} GiB free), Node ${process.version}`;
}

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

function main(): void {
  const work = mkdtempSync(join(tmpdir(), "acp-bench-"));
  const vocabulary = readFileSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), "utf8");
  // Cold: a new process and no model cache (the spec is parsed every run). Warm: a new process, the spec unchanged since the last run.
  const env = { ACP_CODEGEN_TIMINGS_JSON: "1", ACP_CODEGEN_NO_CACHE: "1" };
  const warmEnv = { ACP_CODEGEN_TIMINGS_JSON: "1", ACP_CODEGEN_CACHE_DIR: join(work, "cache") };
  try {
    const bundled = measure("bundled spec, all targets", "node", generateArgs(join(PACKAGE_ROOT, "spec"), join(work, "out-bundled")), RUNS, env);
    runOnce("node", generateArgs(join(PACKAGE_ROOT, "spec"), join(work, "out-warm")), warmEnv);
    const warm = measure("bundled spec, all targets, unchanged spec (model cache)", "node", generateArgs(join(PACKAGE_ROOT, "spec"), join(work, "out-warm")), RUNS, warmEnv);
    const synthetic: Figure[] = [];
    for (const n of [100, 1000, 10000]) {
      const spec = join(work, `synth-${n}`);
      writeSyntheticSpec(spec, n, vocabulary);
      synthetic.push(measure(`${n} types, all targets`, "node", generateArgs(spec, join(work, `out-${n}`)), RUNS, env));
    }
    // quicktype, from our JSON Schema of the bundled spec (v2), for the three languages.
    ensureQuicktype();
    mkdirSync(join(work, "qt"), { recursive: true });
    const input = quicktypeInput(join(work, "out-bundled", "jsonschema", "v2.json"), join(work, "qt"));
    const qt = (["typescript", "rust", "python"] as const).map((lang) =>
      measure(`quicktype ${lang} (bundled v2 schema)`, QUICKTYPE, ["--src-lang", "schema", "--lang", lang, "--top-level", "Root", "-o", join(work, "qt", `out-${lang}`), input]),
    );
    const three = [...generateArgs(join(PACKAGE_ROOT, "spec"), join(work, "out-3")), "--target", "typescript,rust,python"];
    const ours3 = measure("acp-codegen typescript+rust+python (bundled spec)", "node", three, RUNS, env);
    const ours3warm = measure("acp-codegen typescript+rust+python (bundled spec, model cache)", "node", three, RUNS, warmEnv);
    const qtTotal = qt.reduce((t, f) => t + f.median, 0);
    const growth = synthetic.slice(1).map((f, i) => f.median / synthetic[i]!.median);
    const stages = bundled.timings ?? {};
    const report = `# acp-codegen benchmark

Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Each figure is the median of ${RUNS} cold processes (a new \`node\` process per run), with min and max; peak RSS is the largest of the runs.

Machine: ${machineLine()}

## Bundled spec

| what | median | min | max | peak RSS |
| --- | --- | --- | --- | --- |
| all targets (7), cold: new process, spec parsed | ${s(bundled.median)} | ${s(bundled.min)} | ${s(bundled.max)} | ${bundled.rssMb.toFixed(0)} MB |
| all targets (7), new process, spec unchanged (model cache hit) | ${s(warm.median)} | ${s(warm.min)} | ${s(warm.max)} | ${warm.rssMb.toFixed(0)} MB |
| TypeScript + Rust + Python only, cold | ${s(ours3.median)} | ${s(ours3.min)} | ${s(ours3.max)} | ${ours3.rssMb.toFixed(0)} MB |
| TypeScript + Rust + Python only, model cache hit | ${s(ours3warm.median)} | ${s(ours3warm.min)} | ${s(ours3warm.max)} | ${ours3warm.rssMb.toFixed(0)} MB |

Stages (median, in-process, \`--timings\`): ${Object.entries(stages).map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(", ")}. The rest of the wall time is starting node and loading modules (ts-morph, which loads the TypeScript compiler, is about 0.7 s of it).

## Synthetic specs (all targets)

| types | median | min | max | peak RSS | growth vs. 10x fewer |
| --- | --- | --- | --- | --- | --- |
${synthetic.map((f, i) => `| ${f.label.split(" ")[0]} | ${s(f.median)} | ${s(f.min)} | ${s(f.max)} | ${f.rssMb.toFixed(0)} MB | ${i === 0 ? "" : `${growth[i - 1]!.toFixed(1)}x`} |`).join("\n")}

## Against quicktype (same spec, from our JSON Schema)

| tool | TypeScript | Rust | Python | total |
| --- | --- | --- | --- | --- |
| quicktype ${readFileSync(join(PACKAGE_ROOT, "node_modules", "quicktype", "package.json"), "utf8").match(/"version": "([^"]+)"/)?.[1] ?? ""} | ${qt.map((f) => s(f.median)).join(" | ")} | ${s(qtTotal)} |
| acp-codegen (one run, three languages), cold | | | | ${s(ours3.median)} |
| acp-codegen (one run, three languages), model cache hit | | | | ${s(ours3warm.median)} |

Cold, acp-codegen is ${(qtTotal / ours3.median).toFixed(1)}x faster than quicktype for the three languages; with an unchanged spec, ${(qtTotal / ours3warm.median).toFixed(1)}x. Its output also carries patch fields, open unions, converters and round-trip tests.

## Targets

| target | goal | measured |
| --- | --- | --- |
| bundled spec, all targets, cold | ≤ 1.0 s | ${s(bundled.median)} cold; ${s(warm.median)} with the model cache |
| 10,000 types, all targets | ≤ 10 s, ≤ 600 MB | ${s(synthetic[2]!.median)}, ${synthetic[2]!.rssMb.toFixed(0)} MB |
| growth per 10x | ≤ 11x | ${growth.map((g) => `${g.toFixed(1)}x`).join(", ")} |
| vs. quicktype, three languages | ≥ 5x faster | ${(qtTotal / ours3.median).toFixed(1)}x cold; ${(qtTotal / ours3warm.median).toFixed(1)}x with the model cache |
`;
    mkdirSync(join(PACKAGE_ROOT, "bench"), { recursive: true });
    writeFileSync(join(PACKAGE_ROOT, "bench", "REPORT.md"), report);
    process.stdout.write(`\nwrote bench/REPORT.md\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
