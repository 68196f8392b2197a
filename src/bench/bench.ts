import { benchUsage, checkBenchArgs } from "./options.js";
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, freemem, loadavg, platform, release, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../pipeline.js";
import { stageTimes, topSelfTime, type SelfTime, type StageTime } from "./profile.js";
import { writeSyntheticSpec } from "./synth.js";
import {
  BENCH_LANGUAGES,
  ROW_LABEL,
  runGoOnly,
  runSideBySide,
  withLanguageRows,
  keepHandBlocks,
  withSection,
  type BenchLanguage,
} from "./peers.js";
import { rustTestEnv } from "../testing/rust-env.js";
import { ensureQuicktype, QUICKTYPE, QUICKTYPE_VERSION } from "./quicktype.js";
import { coldFiguresOf, cpuLine, judgeCold, type GuardVerdict } from "./guard.js";

/**
 * `npm run bench`: reports figures, never fails on a slow machine. Each figure
 * is the median of several cold processes (a new node process per run), with
 * min, max and peak RSS. Writes bench/REPORT.md.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
interface Sample {
  readonly wallMs: number;
  readonly rssMb: number;
  /** user + sys of the process (all its threads), from /usr/bin/time; NaN without it. */
  readonly cpuMs: number;
  readonly timings?: Record<string, number>;
}

interface Figure {
  readonly label: string;
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly rssMb: number;
  /** The median CPU time (user + sys), NaN when /usr/bin/time is missing. */
  readonly cpuMs: number;
  readonly timings?: Record<string, number>;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/**
 * The environment of a timed process: the bench's own, without NODE_EXTRA_CA_CERTS. A machine that sets it (for a
 * proxy's certificate) makes every node process read and parse that bundle at start, before any of its code runs:
 * 50-150 ms and 82% of `node -e 0`'s instructions on the 2-core machine. Nothing timed here uses the network, and
 * both sides of every ratio (quicktype too) run the same way.
 */
function timedEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete base.NODE_EXTRA_CA_CERTS;
  return base;
}

/** One cold process, timed from outside; peak RSS and CPU time from /usr/bin/time when present, else RSS from the child's report. */
function runOnce(cmd: string, args: readonly string[], env: Record<string, string> = {}): Sample {
  const timeBin = "/usr/bin/time";
  const useTime = spawnSync(timeBin, ["-f", "%M", "true"]).status === 0;
  const t0 = performance.now();
  const r = useTime
    ? spawnSync(timeBin, ["-f", "ACP_BENCH_RSS_KB=%M ACP_BENCH_CPU=%U %S", cmd, ...args], {
        encoding: "utf8",
        env: timedEnv(env),
        maxBuffer: 1 << 28,
      })
    : spawnSync(cmd, args, { encoding: "utf8", env: timedEnv(env), maxBuffer: 1 << 28 });
  const wallMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}): ${r.stderr.slice(-2000)}`);
  const rss = /ACP_BENCH_RSS_KB=(\d+)/.exec(r.stderr);
  const timingsLine = /ACP_TIMINGS_JSON=(\{.*\})/.exec(r.stderr);
  const timings = timingsLine
    ? (JSON.parse(timingsLine[1]!) as { stages: Record<string, number>; maxRssKb: number })
    : undefined;
  const rssKb = rss ? Number(rss[1]) : (timings?.maxRssKb ?? 0);
  const cpu = /ACP_BENCH_CPU=([\d.]+) ([\d.]+)/.exec(r.stderr);
  const cpuMs = cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : Number.NaN;
  return { wallMs, rssMb: rssKb / 1024, cpuMs, ...(timings && { timings: timings.stages }) };
}

function measure(
  label: string,
  cmd: string,
  args: readonly string[],
  runs = RUNS,
  env: Record<string, string> = {},
): Figure {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(runOnce(cmd, args, env));
  const walls = samples.map((s) => s.wallMs);
  const withTimings = samples.filter((s) => s.timings);
  const timings = withTimings.length
    ? Object.fromEntries(
        Object.keys(withTimings[0]!.timings!).map((k) => [k, median(withTimings.map((s) => s.timings![k] ?? 0))]),
      )
    : undefined;
  const fig = {
    label,
    median: median(walls),
    min: Math.min(...walls),
    max: Math.max(...walls),
    rssMb: Math.max(...samples.map((s) => s.rssMb)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
    ...(timings && { timings }),
  };
  process.stdout.write(
    `${label}: median ${(fig.median / 1000).toFixed(2)}s (min ${(fig.min / 1000).toFixed(2)}, max ${(fig.max / 1000).toFixed(2)}), CPU ${(fig.cpuMs / 1000).toFixed(2)}s, peak RSS ${fig.rssMb.toFixed(0)} MB\n`,
  );
  return fig;
}

function generateArgs(spec: string, out: string, bin = BIN): string[] {
  return [bin, "generate", "--spec", spec, "--out", out];
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
const row = (label: string, f: Figure): string =>
  `| ${label} | ${s(f.median)} | ${s(f.min)} | ${s(f.max)} | ${f.rssMb.toFixed(0)} MB |`;

/**
 * What a `watch` sample edits: `doc`, one field's doc text; `field`, a field added to an interface on even samples
 * and gone again on odd ones (with the first field's doc edited, so that the text is new there too).
 */
type WatchEdit = "doc" | "field";

/**
 * `generate --watch` on a copy of the spec: each sample edits the spec (see
 * WatchEdit; a text no earlier sample used, so that no sample is served from the
 * cache of an earlier one) and times from the write to the run's summary line
 * (`acp-codegen generate: ... in 0.09s`), i.e. until out/ is written.
 */
/** Each watch row's words in the report. */
const WATCH_ROW: Readonly<Record<WatchEdit, string>> = {
  doc: "a field's doc edited",
  field: "a field added or removed",
};

async function measureWatch(
  spec: string,
  out: string,
  runs: number,
  bin = BIN,
  edit: WatchEdit = "doc",
): Promise<Figure> {
  // The edited file: the spec's first file that declares an interface field with a doc comment.
  const file = readdirSync(join(spec, "v2"))
    .map((n) => join(spec, "v2", n))
    .find((f) => /\/\*\* [^*@]+\*\/\n {2}[a-zA-Z_]+\??:/.test(readFileSync(f, "utf8")))!;
  const original = readFileSync(file, "utf8");
  const child = spawn("node", [bin, "generate", "--spec", spec, "--out", out, "--watch"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let buffer = "";
  let lastLine = "";
  const waitFor = (re: RegExp): Promise<void> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        if (re.test(buffer)) {
          lastLine = buffer;
          buffer = "";
          child.stdout.off("data", onData);
          resolve();
        }
      };
      const onData = (d: Buffer): void => {
        buffer += d.toString();
        check();
      };
      child.stdout.on("data", onData);
      child.once("exit", (code) => reject(new Error(`watch exited with ${code}`)));
      check();
    });
  const samples: number[] = [];
  try {
    await waitFor(/watching/);
    // The first regeneration warms the process up (modules, JIT); it is not a sample.
    for (let i = 0; i <= runs; i++) {
      const edited =
        edit === "field" && i % 2 === 0
          ? original.replace(
              /^(export interface \w+ \{\n)/m,
              (head: string) => `${head}  /** A field the bench adds (edit ${i}). */\n  addedByBench${i}?: string;\n`,
            )
          : original.replace(
              /\/\*\* ([^*@]+) \*\/\n( {2}[a-zA-Z_]+\??:)/,
              (_m, doc: string, field: string) => `/** ${doc} (edit ${i}) */\n${field}`,
            );
      if (edited === original) throw new Error(`the watched file has nothing to edit (${edit})`);
      const t0 = performance.now();
      writeFileSync(file, edited);
      await waitFor(/acp-codegen generate: .* in [\d.]+s\n|nothing was written/);
      if (/nothing was written/.test(lastLine)) throw new Error("the watched edit broke the spec");
      if (i > 0) samples.push(performance.now() - t0);
    }
  } finally {
    child.kill();
    writeFileSync(file, original);
  }
  const fig = {
    label: `watch (${edit})`,
    median: median(samples),
    min: Math.min(...samples),
    max: Math.max(...samples),
    rssMb: 0,
    cpuMs: Number.NaN,
  };
  process.stdout.write(`watch, ${WATCH_ROW[edit]}: median ${(fig.median / 1000).toFixed(3)}s\n`);
  return fig;
}

/**
 * One cold run under `--cpu-prof`: the five functions with the most self time,
 * and the time of each stage. Sampled time, stage by stage, moves less with
 * other processes on the machine than one wall-clock figure does.
 */
function coldProfile(work: string, spec: string, name: string): { top: SelfTime[]; stages: StageTime[] } {
  const dir = join(work, `prof-${name}`);
  const r = spawnSync(
    "node",
    ["--cpu-prof", "--cpu-prof-dir", dir, ...generateArgs(spec, join(work, `out-prof-${name}`))],
    {
      encoding: "utf8",
      // Unbundled: the stages are found by the module each sample's function is in, which the bundle's chunks merge.
      env: { ...process.env, ACP_CODEGEN_NO_CACHE: "1", ACP_CODEGEN_NO_BUNDLE: "1" },
    },
  );
  rmSync(join(work, `out-prof-${name}`), { recursive: true, force: true });
  if (r.status !== 0) throw new Error(`the profiled run failed: ${r.stderr.slice(-2000)}`);
  const file = join(dir, readdirSync(dir).find((n) => n.endsWith(".cpuprofile"))!);
  return { top: topSelfTime(file, PACKAGE_ROOT, 5), stages: stageTimes(file) };
}

/** A profile's stages as one table. */
function stageTable(stages: readonly StageTime[]): string {
  return `| stage | sampled time | share |\n| --- | --- | --- |\n${stages.map((x) => `| ${x.stage} | ${x.ms.toFixed(0)} ms | ${(x.share * 100).toFixed(1)}% |`).join("\n")}`;
}

/** Self-time entries as one table. */
function selfTable(top: readonly SelfTime[]): string {
  return `| function | self time | share |\n| --- | --- | --- |\n${top.map((p) => `| \`${p.where}\` | ${p.ms.toFixed(0)} ms | ${(p.share * 100).toFixed(1)}% |`).join("\n")}`;
}

const loadLine = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(", ");

/** A test command of the package, timed once from outside, with the load average before and after it. */
interface SuiteTime {
  readonly ms: number;
  readonly loadBefore: string;
  readonly loadAfter: string;
}

function timeScript(what: string, args: readonly string[]): SuiteTime {
  const loadBefore = loadLine();
  const t0 = performance.now();
  const r = spawnSync("npm", [...args, "--silent"], { cwd: PACKAGE_ROOT, encoding: "utf8", maxBuffer: 1 << 28 });
  const ms = performance.now() - t0;
  process.stdout.write(`${what}: ${(ms / 1000).toFixed(0)}s, exit ${r.status}\n`);
  if (r.status !== 0) throw new Error(`${what} failed:\n${(r.stdout + r.stderr).slice(-3000)}`);
  return { ms, loadBefore, loadAfter: loadLine() };
}

/** `npm run test:quick`, then `npm test`, each once (only with --npm-test: the suite takes many minutes). */
function measureTestSuites(): { quick: SuiteTime; full: SuiteTime & { cargoWarm: boolean } } {
  // The Rust tests build the crate once per feature set; from an empty target folder (a fresh clone) they also build every dependency.
  const target = rustTestEnv().CARGO_TARGET_DIR!;
  const cargoWarm = existsSync(target) && readdirSync(target).length > 0;
  const quick = timeScript("npm run test:quick", ["run", "test:quick"]);
  return { quick, full: { ...timeScript("npm test", ["test"]), cargoWarm } };
}

/** How long `npm test` may take (issue 39: on a fresh clone of the 2-core machine), and `npm run test:quick`. */
const NPM_TEST_TARGET_MS = 12 * 60_000;
const TEST_QUICK_TARGET_MS = 90_000;
/** The suite rows of a run without `--npm-test`: the figures on fresh clones are the hand-written "Test suite" block's. */
const NOT_IN_THIS_RUN =
  'not measured in this run (`npm run bench -- --npm-test` times it here); on fresh clones, by hand: see "Test suite" below';

/**
 * The side-by-side section (src/bench/peers.ts), written into bench/REPORT.md in place of the last one.
 * `--builds` adds the cold Rust builds (minutes; `--build-runs N`, default 3); `--quick` runs a
 * 5,000-message stream once per figure, as a smoke check. `--only <language>` (typescript, rust,
 * python or go) measures that language's rows alone and puts them in place of its rows of the report,
 * with a note of when they were measured; the other rows stay as the last run wrote them.
 */
async function sideBySide(only: BenchLanguage | undefined): Promise<void> {
  const arg = (name: string): string | undefined => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const options = {
    quick: process.argv.includes("--quick"),
    builds: process.argv.includes("--builds"),
    runs: RUNS,
    buildRuns: Number(arg("--build-runs") ?? 3),
    machine: machineLine(),
    command: ["npm run bench", ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : [])].join(" "),
    ...(only && { only }),
  };
  const file = join(PACKAGE_ROOT, "bench", "REPORT.md");
  if (only === "go") {
    // Go's rows come with their own note of what they measure (spliceGoRows).
    writeFileSync(file, await runGoOnly(options, readFileSync(file, "utf8")));
    process.stdout.write(`\nwrote the Go rows of bench/REPORT.md\n`);
    return;
  }
  const section = await runSideBySide(options);
  const old = existsSync(file) ? readFileSync(file, "utf8") : "# acp-codegen benchmark\n";
  if (only) {
    const when = new Date().toISOString().slice(0, 16).replace("T", " ");
    const smoke = options.quick ? " **A smoke run (`--quick`): a small stream, one run per figure.**" : "";
    writeFileSync(
      file,
      withLanguageRows(
        old,
        ROW_LABEL[only],
        section,
        `\`${options.command}\` on ${when} UTC (machine: ${machineLine()}).${smoke}`,
      ),
    );
    process.stdout.write(`\nwrote the ${ROW_LABEL[only]} rows of bench/REPORT.md\n`);
    return;
  }
  writeFileSync(file, withSection(old, section));
  process.stdout.write(`\nwrote the side-by-side section of bench/REPORT.md\n`);
}

/** The language of `--only <language>`, if given; an unknown one is an error that lists the known. */
function onlyLanguage(): BenchLanguage | undefined {
  const i = process.argv.indexOf("--only");
  if (i < 0) return undefined;
  const name = process.argv[i + 1];
  if (!(BENCH_LANGUAGES as readonly string[]).includes(name ?? ""))
    throw new Error(
      `--only takes one of ${BENCH_LANGUAGES.join(", ")}, got ${name === undefined ? "nothing" : `'${name}'`}`,
    );
  return name as BenchLanguage;
}

function keepSideBySide(old: string, report: string): string {
  const m = /<!-- side-by-side:start -->\n([\s\S]*?)<!-- side-by-side:end -->/.exec(old);
  return m ? withSection(report, m[1]!) : report;
}

/**
 * `--versus <folder>`: the tool's four rows of issue 39 for this build and for another
 * build of acp-codegen (a checkout with its own dist/, say the commit before a change),
 * side by side in one run: the processes alternate, so that both sides see the same load.
 * The same spec for both (this package's, and a synthetic one). Prints a Markdown table;
 * writes nothing.
 */
async function versus(other: string): Promise<void> {
  const theirBin = join(other, "dist", "cli", "bin.js");
  if (!existsSync(theirBin)) throw new Error(`--versus: no ${theirBin} (build that checkout first)`);
  const work = mkdtempSync(join(tmpdir(), "acp-bench-versus-"));
  const env = { ACP_CODEGEN_NO_CACHE: "1" };
  const spec = join(PACKAGE_ROOT, "spec");
  const loadAtStart = loadLine();
  const sides = [
    { name: "before", bin: theirBin },
    { name: "after", bin: BIN },
  ] as const;
  try {
    const synth = join(work, "synth-10000");
    writeSyntheticSpec(synth, 10000, readFileSync(join(spec, "vocabulary.ts"), "utf8"));
    const rows: { what: string; args: (bin: string, out: string) => string[] }[] = [
      { what: "whole spec, all targets, cold", args: (bin, out) => generateArgs(spec, out, bin) },
      {
        what: "TypeScript + Rust + Python, cold",
        args: (bin, out) => [...generateArgs(spec, out, bin), "--target", "typescript,rust,python"],
      },
      { what: "10,000 synthetic types, all targets, cold", args: (bin, out) => generateArgs(synth, out, bin) },
    ];
    const lines: string[] = [];
    const figures: Record<string, { wall: number; cpu: number; rss: number }[]> = {};
    for (const r of rows) {
      const samples = sides.map(() => [] as Sample[]);
      for (let i = 0; i < RUNS; i++)
        sides.forEach((side, k) => samples[k]!.push(runOnce("node", r.args(side.bin, join(work, `out-${k}`)), env)));
      figures[r.what] = samples.map((xs) => ({
        wall: median(xs.map((x) => x.wallMs)),
        cpu: median(xs.map((x) => x.cpuMs)),
        rss: Math.max(...xs.map((x) => x.rssMb)),
      }));
      process.stdout.write(`${r.what}: ${JSON.stringify(figures[r.what])}\n`);
    }
    // quicktype, once for both sides: the ratio's denominator.
    ensureQuicktype();
    mkdirSync(join(work, "qt"), { recursive: true });
    const upstream = join(PACKAGE_ROOT, "..", "shared", "upstream-wire", "v2", "schema.unstable.json");
    const input = quicktypeInput(upstream, join(work, "qt"));
    const qtTotal = (["typescript", "rust", "python"] as const)
      .map(
        (lang) =>
          measure(`quicktype ${lang}`, QUICKTYPE, [
            "--src-lang",
            "schema",
            "--lang",
            lang,
            "--top-level",
            "Root",
            "-o",
            join(work, "qt", `out-${lang}`),
            input,
          ]).median,
      )
      .reduce((a, b) => a + b, 0);
    const watch: Record<WatchEdit, Figure[]> = { doc: [], field: [] };
    for (const edit of ["doc", "field"] as const)
      for (const side of sides) {
        const watchSpec = join(work, `spec-watch-${edit}-${side.name}`);
        cpSync(spec, watchSpec, { recursive: true });
        watch[edit].push(
          await measureWatch(watchSpec, join(work, `out-watch-${edit}-${side.name}`), RUNS, side.bin, edit),
        );
      }
    const cell = (f: { wall: number; cpu: number }): string => `${s(f.wall)} (CPU ${s(f.cpu)})`;
    lines.push(
      `Side by side (\`npm run bench -- --versus ${other}\`, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC): median of ${RUNS} runs a side, the sides alternating; wall time, and CPU time (user + sys) in brackets. Load average at the start ${loadAtStart}, at the end ${loadLine()}. Machine: ${machineLine()}.`,
      "",
      "| row | before | after | after / before (wall, CPU) |",
      "| --- | --- | --- | --- |",
      ...rows.map((r) => {
        const b = figures[r.what]![0]!;
        const a = figures[r.what]![1]!;
        return `| ${r.what} | ${cell(b)} | ${cell(a)} | ${(a.wall / b.wall).toFixed(2)}, ${(a.cpu / b.cpu).toFixed(2)} |`;
      }),
      `| quicktype, TypeScript + Rust + Python (upstream v2 unstable schema) over ours | ${(qtTotal / figures[rows[1]!.what]![0]!.wall).toFixed(1)}x | ${(qtTotal / figures[rows[1]!.what]![1]!.wall).toFixed(1)}x | (quicktype ${s(qtTotal)}) |`,
      ...(["doc", "field"] as const).map(
        (edit) =>
          `| \`watch\`, ${WATCH_ROW[edit]} | ${watch[edit][0]!.median.toFixed(0)} ms | ${watch[edit][1]!.median.toFixed(0)} ms | ${(watch[edit][1]!.median / watch[edit][0]!.median).toFixed(2)} |`,
      ),
      `| peak RSS, 10,000 types | ${figures[rows[2]!.what]![0]!.rss.toFixed(0)} MB | ${figures[rows[2]!.what]![1]!.rss.toFixed(0)} MB | |`,
    );
    process.stdout.write(`\n${lines.join("\n")}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const checked = checkBenchArgs(process.argv.slice(2));
  if (checked === "help") {
    process.stdout.write(benchUsage());
    return;
  }
  if (checked !== null) {
    process.stderr.write(`npm run bench: ${checked.message}\n`);
    process.exitCode = 2;
    return;
  }
  const versusAt = process.argv.indexOf("--versus");
  if (versusAt >= 0) return versus(process.argv[versusAt + 1] ?? "");
  // `--peers-only`: only the side-by-side section (`--only <language>`: only that language's rows); `--no-peers`: only the tool's own figures.
  const only = onlyLanguage();
  if (process.argv.includes("--peers-only") || only) return sideBySide(only);
  const withNpmTest = process.argv.includes("--npm-test");
  const work = mkdtempSync(join(tmpdir(), "acp-bench-"));
  const vocabulary = readFileSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), "utf8");
  // Cold: a new process and no spec cache (the spec is parsed and everything rendered every run).
  // Cache hit: a new process, the spec, config and compiler unchanged since the last run.
  const env = { ACP_CODEGEN_TIMINGS_JSON: "1", ACP_CODEGEN_NO_CACHE: "1" };
  const noCodeCache = { ...env, ACP_CODEGEN_NO_CODE_CACHE: "1" };
  const warmEnv = { ACP_CODEGEN_TIMINGS_JSON: "1", ACP_CODEGEN_CACHE_DIR: join(work, "cache", "models") };
  const spec = join(PACKAGE_ROOT, "spec");
  const loadAtStart = loadLine();
  try {
    const bundled = measure(
      "whole spec, all targets, cold",
      "node",
      generateArgs(spec, join(work, "out-bundled")),
      RUNS,
      env,
    );
    const bundledNoCodeCache = measure(
      "whole spec, all targets, cold, no V8 code cache",
      "node",
      generateArgs(spec, join(work, "out-bundled-ncc")),
      RUNS,
      noCodeCache,
    );
    runOnce("node", generateArgs(spec, join(work, "out-warm")), warmEnv);
    const warm = measure(
      "whole spec, all targets, cache hit",
      "node",
      generateArgs(spec, join(work, "out-warm")),
      RUNS,
      warmEnv,
    );
    const check = measure(
      "check, whole spec, cache hit",
      "node",
      [BIN, "check", "--spec", spec, "--out", join(work, "out-warm")],
      RUNS,
      warmEnv,
    );
    const three = [...generateArgs(spec, join(work, "out-3")), "--target", "typescript,rust,python"];
    const ours3 = measure("typescript+rust+python, cold", "node", three, RUNS, env);
    // quicktype, from upstream's published v2 unstable schema, for the same three languages.
    ensureQuicktype();
    mkdirSync(join(work, "qt"), { recursive: true });
    const upstream = join(PACKAGE_ROOT, "..", "shared", "upstream-wire", "v2", "schema.unstable.json");
    const input = quicktypeInput(upstream, join(work, "qt"));
    const qt = (["typescript", "rust", "python"] as const).map((lang) =>
      measure(`quicktype ${lang} (upstream v2 unstable schema)`, QUICKTYPE, [
        "--src-lang",
        "schema",
        "--lang",
        lang,
        "--top-level",
        "Root",
        "-o",
        join(work, "qt", `out-${lang}`),
        input,
      ]),
    );
    const qtTotal = qt.reduce((t, f) => t + f.median, 0);
    const watchSpec = join(work, "spec-watch");
    cpSync(spec, watchSpec, { recursive: true });
    const watch = await measureWatch(watchSpec, join(work, "out-watch"), RUNS);
    const watchFieldSpec = join(work, "spec-watch-field");
    cpSync(spec, watchFieldSpec, { recursive: true });
    const watchField = await measureWatch(watchFieldSpec, join(work, "out-watch-field"), RUNS, BIN, "field");
    const synthetic: Figure[] = [];
    let k10Profile: ReturnType<typeof coldProfile> | null = null;
    // `--max-types N` leaves out the larger synthetic specs (the 100,000-type run takes minutes).
    const maxTypes = Number(process.argv[process.argv.indexOf("--max-types") + 1] ?? Infinity);
    for (const n of [100, 1000, 10000, 100000].filter((x) => !process.argv.includes("--max-types") || x <= maxTypes)) {
      const dir = join(work, `synth-${n}`);
      writeSyntheticSpec(dir, n, vocabulary);
      // Every size runs on node's default heap: output streams to disk one target at a time.
      try {
        synthetic.push(
          measure(
            `${n} types, all targets, cold`,
            "node",
            generateArgs(dir, join(work, `out-${n}`)),
            n >= 100000 ? 1 : RUNS,
            env,
          ),
        );
      } catch (e) {
        process.stdout.write(`${n} types failed: ${(e as Error).message.slice(0, 300)}\n`);
        synthetic.push({
          label: `${n} types (failed)`,
          median: Number.NaN,
          min: Number.NaN,
          max: Number.NaN,
          rssMb: Number.NaN,
          cpuMs: Number.NaN,
        });
      }
      rmSync(join(work, `out-${n}`), { recursive: true, force: true });
      if (n === 10000) k10Profile = coldProfile(work, dir, "10k");
    }
    const growth = synthetic.slice(1).map((f, i) => f.median / synthetic[i]!.median);
    const { top: profile, stages: profileStages } = coldProfile(work, spec, "spec");
    const loadAtEnd = loadLine();
    const busy = [loadAtStart, loadAtEnd].some((l) => Number(l.split(",")[0]) > cpus().length / 2);
    const suites = withNpmTest ? measureTestSuites() : null;
    const stages = bundled.timings ?? {};
    // `--max-types` below 10,000 leaves this row unmeasured.
    const k10 = synthetic[2] ?? null;
    const k100 = synthetic[3] ?? null;
    const verdict = (ok: boolean): string => (ok ? "met" : "missed");
    // The tool's cold time against the last report's (issue 39): a ratio, read before the report is replaced.
    const reportFile = join(PACKAGE_ROOT, "bench", "REPORT.md");
    const guard: GuardVerdict | null = judgeCold(
      existsSync(reportFile) ? coldFiguresOf(readFileSync(reportFile, "utf8")) : null,
      { wallMs: bundled.median, cpuMs: Number.isFinite(bundled.cpuMs) ? bundled.cpuMs : null },
    );
    const report = `# acp-codegen benchmark

Generated by \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}\` on ${new Date().toISOString().slice(0, 10)}. Each figure is the median of ${RUNS} runs (a new \`node\` process per run; the 100,000-type spec runs once), with min and max; peak RSS is the largest of the runs. Cold means \`--no-cache\`: the spec is parsed, checked, rendered and formatted in full. The V8 code cache of the large CommonJS files the CLI loads stays on unless the row says otherwise; it is not a cache of the spec.

Machine: ${machineLine()}

Load average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${loadAtEnd}.${busy ? " Other processes were using the CPU while the bench ran: the wall-clock figures are inflated by it; the sampled stage shares below much less so." : ""}

## Targets

| figure | target | measured | |
| --- | --- | --- | --- |
| whole spec (v1 + v2, stable + unstable), all targets, cold | ≤ 0.5 s | ${s(bundled.median)} | ${verdict(bundled.median <= 500)} |
| the same, cache hit | ≤ 0.3 s | ${s(warm.median)} | ${verdict(warm.median <= 300)} |
| TypeScript + Rust + Python vs. quicktype (upstream v2 unstable schema) | ≥ 8x faster (issue 39) | ${(qtTotal / ours3.median).toFixed(1)}x (${s(ours3.median)} vs. ${s(qtTotal)}) | ${verdict(qtTotal / ours3.median >= 8)} |
| synthetic 10,000 types, all targets | ≤ 4 s, ≤ 400 MB | ${k10 ? `${s(k10.median)}, ${k10.rssMb.toFixed(0)} MB` : "not measured in this run (`--max-types`)"} | ${k10 ? verdict(k10.median <= 4000 && k10.rssMb <= 400) : ""} |
| synthetic 100,000 types, all targets | completes; growth per 10x ≤ 11x | ${k100 ? `${s(k100.median)}, ${k100.rssMb.toFixed(0)} MB; growth ${growth.map((g) => `${g.toFixed(1)}x`).join(", ")}` : `not measured in this run (\`--max-types\`); growth up to 10,000 types ${growth.map((g) => `${g.toFixed(1)}x`).join(", ")}`} | ${k100 ? verdict(growth.every((g) => g <= 11)) : ""} |
| \`watch\`, until out/ is written: ${WATCH_ROW.doc} | ≤ 100 ms | ${(watch.median).toFixed(0)} ms | ${verdict(watch.median <= 100)} |
| \`watch\`, until out/ is written: ${WATCH_ROW.field} | ≤ 100 ms | ${(watchField.median).toFixed(0)} ms | ${verdict(watchField.median <= 100)} |
| \`check\`, whole spec, cache hit | ≤ 0.3 s | ${s(check.median)} | ${verdict(check.median <= 300)} |
| \`npm test\` wall time | ≤ 12 min | ${suites ? `${(suites.full.ms / 60000).toFixed(1)} min (${suites.full.cargoWarm ? "cargo's target folder kept from an earlier run" : "cargo's target folder empty, as on a fresh clone"}; load ${suites.full.loadBefore} before, ${suites.full.loadAfter} after)` : NOT_IN_THIS_RUN} | ${suites ? verdict(suites.full.ms <= NPM_TEST_TARGET_MS) : ""} |
| \`npm run test:quick\` wall time | ≤ 90 s | ${suites ? `${s(suites.quick.ms)} (load ${suites.quick.loadBefore} before, ${suites.quick.loadAfter} after)` : NOT_IN_THIS_RUN} | ${suites ? verdict(suites.quick.ms <= TEST_QUICK_TARGET_MS) : ""} |

## Whole spec

| what | median | min | max | peak RSS |
| --- | --- | --- | --- | --- |
${row("all targets (7), cold", bundled)}
${row("all targets (7), cold, V8 code cache off", bundledNoCodeCache)}
${row("all targets (7), cache hit", warm)}
${row("`check`, cache hit", check)}
${row("TypeScript + Rust + Python only, cold", ours3)}
| \`watch\`, ${WATCH_ROW.doc} | ${(watch.median).toFixed(0)} ms | ${(watch.min).toFixed(0)} ms | ${(watch.max).toFixed(0)} ms | |
| \`watch\`, ${WATCH_ROW.field} | ${(watchField.median).toFixed(0)} ms | ${(watchField.min).toFixed(0)} ms | ${(watchField.max).toFixed(0)} ms | |
${Number.isFinite(bundled.cpuMs) ? `\n${cpuLine(bundled.cpuMs, ours3.cpuMs)}\n` : ""}
${guard ? `${guard.text}\n\n` : ""}Stages of the cold run (median, in-process, \`--timings\`): ${Object.entries(stages)
      .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
      .join(", ")}. The rest of the wall time is starting node and loading modules.

Stages of a cold run by CPU profile (one run, \`node --cpu-prof\`, the modules of dist/ unbundled (\`ACP_CODEGEN_NO_BUNDLE=1\`) so that each sample names its module; a sample counts for the innermost stage on its stack, so parsing, which the model stage drives, is load; prettier, which the TypeScript target runs on its emitted modules in promise jobs, is a row of its own):

${stageTable(profileStages)}

Top five self-time entries of that run:

${selfTable(profile)}

## Synthetic specs (all targets, cold)

| types | median | min | max | peak RSS | growth vs. 10x fewer |
| --- | --- | --- | --- | --- | --- |
${synthetic.map((f, i) => `| ${f.label.split(" ")[0]}${f.label.includes("failed") ? " (failed on the default heap)" : ""} | ${s(f.median)} | ${s(f.min)} | ${s(f.max)} | ${f.rssMb.toFixed(0)} MB | ${i === 0 ? "" : `${growth[i - 1]!.toFixed(1)}x`} |`).join("\n")}

${k10Profile ? `Stages of a 10,000-type run by CPU profile (one run, \`node --cpu-prof\`, unbundled):\n\n${stageTable(k10Profile.stages)}\n\nTop five self-time entries of that run:\n\n${selfTable(k10Profile.top)}\n\n` : ""}## Against quicktype (upstream's \`v2/schema.unstable.json\`)

| tool | TypeScript | Rust | Python | total |
| --- | --- | --- | --- | --- |
| quicktype ${QUICKTYPE_VERSION} | ${qt.map((f) => s(f.median)).join(" | ")} | ${s(qtTotal)} |
| acp-codegen, whole spec (v1 and v2), one run for the three languages, cold | | | | ${s(ours3.median)} |

acp-codegen emits more in that time: both protocol versions, patch fields, open unions, converters, reducers and round-trip tests.
${suites ? `\n\`npm test\` took ${(suites.full.ms / 1000).toFixed(0)} s; \`npm run test:quick\` ${(suites.quick.ms / 1000).toFixed(0)} s.\n` : ""}`;
    mkdirSync(join(PACKAGE_ROOT, "bench"), { recursive: true });
    const previous = reportFile;
    // The side-by-side section of the last run stays until it is measured again.
    const before = existsSync(previous) ? readFileSync(previous, "utf8") : "";
    writeFileSync(
      previous,
      keepHandBlocks(before, before && process.argv.includes("--no-peers") ? keepSideBySide(before, report) : report),
    );
    process.stdout.write(`\nwrote bench/REPORT.md\n`);
    if (guard) process.stdout.write(`${guard.text}\n`);
    if (guard?.regressed) process.exitCode = 1;
    if (!process.argv.includes("--no-peers")) await sideBySide(undefined);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
