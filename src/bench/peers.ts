import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { indexModel } from "../model/index.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { buildStream, SESSION_UPDATE_MIX, streamMakeUp, type StreamMix } from "./stream.js";
import { alternate, judgeOutput, lastJson, median, rowMarkdown, run, type Check, type Row } from "./figures.js";
import { goMeasures, goSideBySide } from "./peers-go.js";

export { median, rowMarkdown } from "./figures.js";

/**
 * The side-by-side bench of the generated code against upstream's published
 * packages (issue 29): the same stream of v1 notifications through our
 * TypeScript, Rust, Python and Go bindings and through `@agentclientprotocol/sdk`
 * (zod), the crate `agent-client-protocol-schema`, the Python SDK
 * `agent-client-protocol` and, for Go (upstream publishes no Go package),
 * quicktype's plain structs with `encoding/json` (src/bench/peers-go.ts). Every side must accept every message and ours must
 * write back the value read before anything is timed. Each figure is the median
 * of several fresh processes, alternating ours and theirs; ratio = ours / theirs.
 *
 * The peers are pinned and installed into node_modules/.cache/acp-codegen/bench-peers
 * the first time: npm packages by `npm ci` from src/bench/peers/npm, the Python
 * SDK by pip into a virtualenv of its own, the crate by cargo (its source copied
 * out of cargo's registry, so that a rebuild after touching it is a real rebuild).
 * Each Rust consumer starts from the Cargo.lock kept in src/bench/peers/rust/<side>/,
 * so that serde, serde_json and the rest are the same versions from run to run.
 */

const CACHE = join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", "bench-peers");
const ASSETS = join(PACKAGE_ROOT, "src", "bench", "peers");
const OUT = join(PACKAGE_ROOT, "out");

/** The pins not recorded in src/bench/peers/npm/package.json. */
export const CRATE_VERSION = "1.15.1";
export const PYTHON_SDK = { name: "agent-client-protocol", version: "0.12.1" } as const;
const CRATE = "agent-client-protocol-schema";

export interface SideBySideOptions {
  readonly quick: boolean;
  /** Time the cold builds (minutes). */
  readonly builds: boolean;
  /** Runs per runtime figure, and per build figure. */
  readonly runs: number;
  readonly buildRuns: number;
  readonly machine: string;
  /** How the bench was started, for the report (`npm run bench -- --peers-only`). */
  readonly command: string;
  /**
   * Only this language's rows (`--only <language>`): the other peers are neither installed nor built nor
   * timed, and the rows come back alone, one table line each, for `withLanguageRows`.
   */
  readonly only?: BenchLanguage;
  readonly log?: (line: string) => void;
}

const log0 = (line: string): void => void process.stdout.write(`${line}\n`);

/** The languages of the side-by-side rows, as `--only` names them. */
export const BENCH_LANGUAGES = ["typescript", "rust", "python", "go"] as const;
export type BenchLanguage = (typeof BENCH_LANGUAGES)[number];

/** How a language's rows start in the report's table (`| Rust parse ...`). */
export const ROW_LABEL: Readonly<Record<BenchLanguage, string>> = {
  typescript: "TypeScript",
  rust: "Rust",
  python: "Python",
  go: "Go",
};

// ---- the peers ------------------------------------------------------------

interface NpmPins {
  readonly dependencies: Record<string, string>;
}

const npmDir = join(CACHE, "npm");
const npmPins = (): NpmPins => JSON.parse(readFileSync(join(ASSETS, "npm", "package.json"), "utf8")) as NpmPins;

function ensureNpm(log: (l: string) => void): void {
  const lock = readFileSync(join(ASSETS, "npm", "package-lock.json"), "utf8");
  const installed = join(npmDir, "package-lock.json");
  if (
    existsSync(installed) &&
    readFileSync(installed, "utf8") === lock &&
    existsSync(join(npmDir, "node_modules", "esbuild"))
  )
    return;
  log("bench peers: npm ci (@agentclientprotocol/sdk, zod, esbuild)");
  rmSync(npmDir, { recursive: true, force: true });
  mkdirSync(npmDir, { recursive: true });
  copyFileSync(join(ASSETS, "npm", "package.json"), join(npmDir, "package.json"));
  writeFileSync(installed, lock);
  run("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: npmDir,
    what: "npm ci for the bench peers (is the npm registry reachable?)",
  });
}

const venv = join(CACHE, "py-venv");
const venvPython = join(venv, "bin", "python");

function ensurePython(log: (l: string) => void): void {
  const pin = `${PYTHON_SDK.name}==${PYTHON_SDK.version}`;
  const stamp = join(venv, "acp-bench-pin.txt");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === pin) return;
  log(`bench peers: a virtualenv with ${pin}`);
  rmSync(venv, { recursive: true, force: true });
  run("python3", ["-m", "venv", venv], { what: "creating the bench's Python virtualenv" });
  run(venvPython, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", pin], {
    what: `pip install ${pin} (is PyPI reachable?)`,
  });
  writeFileSync(stamp, pin);
}

const crateSrc = join(CACHE, `crate-${CRATE_VERSION}`);

/** The crate's source, fetched by cargo from crates.io and copied out of cargo's registry. */
function ensureCrate(log: (l: string) => void): void {
  if (existsSync(join(crateSrc, "Cargo.toml"))) return;
  log(`bench peers: cargo fetch ${CRATE} =${CRATE_VERSION}`);
  const fetchDir = join(CACHE, "crate-fetch");
  mkdirSync(join(fetchDir, "src"), { recursive: true });
  writeFileSync(
    join(fetchDir, "Cargo.toml"),
    `[package]\nname = "acp-bench-fetch"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\n${CRATE} = { version = "=${CRATE_VERSION}", default-features = false }\n\n[workspace]\n`,
  );
  writeFileSync(join(fetchDir, "src", "lib.rs"), "");
  run("cargo", ["fetch"], { cwd: fetchDir, what: `cargo fetch of ${CRATE} (is crates.io reachable?)` });
  const meta = lastJson<{ packages: { name: string; version: string; manifest_path: string }[] }>(
    run("cargo", ["metadata", "--format-version", "1"], { cwd: fetchDir, what: "cargo metadata" }),
  );
  const pkg = meta.packages.find((p) => p.name === CRATE && p.version === CRATE_VERSION);
  if (!pkg) throw new Error(`cargo did not fetch ${CRATE} ${CRATE_VERSION}`);
  cpSync(join(pkg.manifest_path, ".."), crateSrc, { recursive: true });
}

// ---- the Rust consumers ----------------------------------------------------

interface RustSide {
  readonly name: "ours" | "theirs" | "theirs-default";
  /** The crate whose source a rebuild touches, and the rlib's file stem. */
  readonly touch: string;
  readonly rlib: string;
  readonly dependency: string;
  readonly parse: string;
  readonly write: string;
}

function rustSides(): RustSide[] {
  const upstream = (defaults: boolean): string =>
    `acp = { package = "${CRATE}", version = "=${CRATE_VERSION}", path = ${JSON.stringify(crateSrc)}${defaults ? "" : ", default-features = false"} }`;
  const theirs = {
    touch: join(crateSrc, "src", "lib.rs"),
    rlib: "agent_client_protocol_schema",
    parse: "serde_json::from_str::<Message>(line).map_err(|e| e.to_string())",
    write: 'serde_json::to_string(value).expect("serializes")',
  };
  return [
    {
      name: "ours",
      touch: join(OUT, "rust", "src", "lib.rs"),
      rlib: "acp_schema",
      // The types and their readers, as upstream's crate has them: without the converters,
      // reducers and registry of the default feature `behaviour`; free-form numbers exact.
      dependency: `acp = { package = "acp-schema", path = ${JSON.stringify(join(OUT, "rust"))}, default-features = false, features = ["exact_numbers"] }`,
      parse: "acp::runtime::from_str::<Message>(line).map_err(|e| e.to_string())",
      write: 'acp::runtime::to_canonical_string(value).expect("serializes")',
    },
    { name: "theirs", dependency: upstream(false), ...theirs },
    { name: "theirs-default", dependency: upstream(true), ...theirs },
  ];
}

const rustDir = (side: RustSide): string => join(CACHE, "rust", side.name);
const rustBin = (side: RustSide): string => join(rustDir(side), "target", "release", `acp-bench-${side.name}`);
/** Cargo runs without the test suite's flags (clippy as the wrapper, warnings denied): a consumer's plain build. */
const cargoEnv = {
  RUSTFLAGS: undefined,
  RUSTC_WORKSPACE_WRAPPER: undefined,
  CARGO_TARGET_DIR: undefined,
  CARGO_BUILD_JOBS: undefined,
};

function writeRustConsumer(side: RustSide, mix: StreamMix): void {
  const dir = rustDir(side);
  mkdirSync(join(dir, "src"), { recursive: true });
  const toml = `[package]\nname = "acp-bench-${side.name}"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\n${side.dependency}\nserde_json = "1"\n\n[workspace]\n`;
  const put = (file: string, text: string): void => {
    if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
  };
  put(join(dir, "Cargo.toml"), toml);
  put(join(dir, "src", "main.rs"), readFileSync(join(ASSETS, "rust", "src", "main.rs"), "utf8"));
  put(
    join(dir, "src", "side.rs"),
    `//! Written by src/bench/peers.ts: how this side parses and writes one message.\n\npub type Message = acp::v1::${mix.envelope};\n\npub fn parse(line: &str) -> Result<Message, String> {\n    ${side.parse}\n}\n\npub fn write(value: &Message) -> String {\n    ${side.write}\n}\n`,
  );
  const lock = join(ASSETS, "rust", side.name, "Cargo.lock");
  if (!existsSync(join(dir, "Cargo.lock")) && existsSync(lock)) copyFileSync(lock, join(dir, "Cargo.lock"));
}

/** A build, timed from outside. */
function cargoBuild(side: RustSide, release: boolean): number {
  const t0 = performance.now();
  run("cargo", ["build", "--quiet", ...(release ? ["--release"] : [])], {
    cwd: rustDir(side),
    env: cargoEnv,
    what: `cargo build of the ${side.name} consumer`,
  });
  return performance.now() - t0;
}

function rlibSize(side: RustSide): number {
  const deps = join(rustDir(side), "target", "debug", "deps");
  const f = readdirSync(deps).find((n) => n.startsWith(`lib${side.rlib}-`) && n.endsWith(".rlib"));
  if (!f) throw new Error(`no ${side.rlib} rlib in ${deps}`);
  return statSync(join(deps, f)).size;
}

function touch(file: string): void {
  const now = new Date();
  utimesSync(file, now, now);
}

// ---- the figures -----------------------------------------------------------

// ---- the bench ---------------------------------------------------------------

/** The stream, from the model, written into the cache. */
async function benchStream(
  mix: StreamMix,
  count: number,
  log: (line: string) => void,
): Promise<{ lines: string[]; makeUp: ReturnType<typeof streamMakeUp>; streamFile: string }> {
  const { model } = await compile({ targets: [] });
  if (!model) throw new Error("the spec has errors: no model to build the bench stream from");
  const ix = indexModel(model).get("v1");
  if (!ix) throw new Error("the spec has no v1");
  const lines = buildStream(ix, mix, { count, seed: 29 });
  const union = ix.decls.get(mix.envelope);
  const tagField = (() => {
    const f = union?.kind === "object" ? union.fields.find((x) => x.name === mix.field) : undefined;
    const u = f?.type.kind === "ref" ? ix.decls.get(f.type.name) : undefined;
    return u?.kind === "union" ? u.tagField : "type";
  })();
  const makeUp = streamMakeUp(lines, mix, tagField);
  mkdirSync(CACHE, { recursive: true });
  const streamFile = join(CACHE, `stream-${count}.jsonl`);
  const text = `${lines.join("\n")}\n`;
  if (!existsSync(streamFile) || readFileSync(streamFile, "utf8") !== text) writeFileSync(streamFile, text);
  log(`bench stream: ${count} messages, ${(makeUp.bytes / 1e6).toFixed(1)} MB (${streamFile})`);
  return { lines, makeUp, streamFile };
}

/**
 * Only the Go rows (`npm run bench -- --only go`), spliced into
 * the side-by-side section of a report in place of its Go rows: for measuring
 * the Go bindings without installing the other languages' peers.
 */
export async function runGoOnly(opts: SideBySideOptions, report: string): Promise<string> {
  const log = opts.log ?? log0;
  const count = opts.quick ? 5000 : 50000;
  const { lines, streamFile } = await benchStream(SESSION_UPDATE_MIX, count, log);
  const go = goSideBySide({
    cache: CACHE,
    envelope: SESSION_UPDATE_MIX.envelope,
    streamFile,
    lines,
    runs: opts.quick ? 1 : opts.runs,
    buildRuns: opts.quick ? 1 : opts.buildRuns,
    count,
    log,
  });
  const failed = go.checks.filter((c) => c.problems.length);
  for (const c of failed) log(`\n!!! BENCH CHECK FAILED: ${c.side}\n${c.problems.map((p) => `    ${p}`).join("\n")}\n`);
  if (failed.length) process.exitCode = 1;
  log(`\nside by side (Go):\n${go.rows.map(rowMarkdown).join("\n")}`);
  const note = `The Go rows were measured alone (\`${opts.command}\`) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${opts.quick ? "a smoke run" : `median of ${opts.runs} runs (builds: ${opts.buildRuns})`}; ${go.versions}. ${failed.length ? `**The Go check FAILED:** ${failed.map((c) => `${c.side}: ${c.problems.join("; ")}`).join(" / ")}` : "Checked before timing: both Go sides accepted every message, and ours wrote back every message as the JSON value it read."}`;
  return spliceGoRows(report, go.rows.map(rowMarkdown), note, goMeasures(SESSION_UPDATE_MIX.envelope));
}

/**
 * A report's side-by-side section with its Go rows (`| Go...`) replaced by
 * new ones, put after the table's other rows, and the note of the last Go-only
 * run (a paragraph starting "The Go rows were measured alone", and the
 * paragraph of what the Go rows measure) replaced by a new one before the
 * table; what the rows measure goes with it unless the section's list of what
 * each row measures says it (a section of a full run).
 */
export function spliceGoRows(report: string, rows: readonly string[], note: string, measures: string): string {
  const start = report.indexOf("<!-- side-by-side:start -->");
  const end = report.indexOf("<!-- side-by-side:end -->");
  if (start < 0 || end < start) throw new Error("the report has no side-by-side section to put the Go rows in");
  const paragraphs = report
    .slice(start, end)
    .split("\n\n")
    .filter((p) => !p.startsWith("The Go rows were measured alone") && !p.startsWith("- Go: "));
  const at = paragraphs.findIndex((p) => p.startsWith("| what |"));
  if (at < 0) throw new Error("the side-by-side section has no table");
  const table = paragraphs[at]!.split("\n").filter((l) => !l.startsWith("| Go"));
  const listed = paragraphs.some((p) => p.split("\n").some((l) => l.startsWith("- Go: ")));
  paragraphs.splice(at, 1, ...(listed ? [note] : [note, measures]), [...table, ...rows].join("\n"));
  return (
    report.slice(0, start) +
    paragraphs.join("\n\n") +
    (report.slice(start, end).endsWith("\n") ? "" : "\n") +
    report.slice(end)
  );
}

export async function runSideBySide(opts: SideBySideOptions): Promise<string> {
  const log = opts.log ?? log0;
  const started = performance.now();
  const mix = SESSION_UPDATE_MIX;
  const count = opts.quick ? 5000 : 50000;
  const runs = opts.quick ? 1 : opts.runs;
  const buildRuns = opts.quick ? 1 : opts.buildRuns;
  const wants = (lang: BenchLanguage): boolean => opts.only === undefined || opts.only === lang;
  if (wants("typescript")) ensureNpm(log);
  if (wants("python")) ensurePython(log);
  if (wants("rust")) ensureCrate(log);

  const { lines, makeUp, streamFile } = await benchStream(mix, count, log);

  const env = { ACP_BENCH_ENVELOPE: mix.envelope };
  const sdk = join(npmDir, "node_modules", "@agentclientprotocol", "sdk");
  const oursTs = join(OUT, "typescript", "lib", "v1.js");
  const zodGen = join(sdk, "dist", "v1", "schema", "zod.gen.js");
  const tsRun = join(ASSETS, "ts", "run.mjs");
  const pyRun = join(ASSETS, "py", "run.py");
  // Bytecode goes to the cache (never into out/), and both sides start from compiled bytecode after the first run.
  // PYTHONDONTWRITEBYTECODE is unset: with it every import would compile every module from source.
  const pyEnv = {
    ...env,
    PYTHONPATH: join(OUT, "python"),
    PYTHONPYCACHEPREFIX: join(CACHE, "pycache"),
    PYTHONDONTWRITEBYTECODE: undefined,
  };
  const sides = wants("rust") ? rustSides() : [];
  for (const side of sides) writeRustConsumer(side, mix);
  if (sides.length) log("bench: building the Rust consumers (release, not timed)");
  for (const side of sides.slice(0, 2)) cargoBuild(side, true);

  // Check before timing: every side accepts every message; ours writes back the value read.
  const checkDir = join(CACHE, "check");
  mkdirSync(checkDir, { recursive: true });
  const checks: Check[] = [];
  const outFile = (name: string): string => join(checkDir, `${name}.jsonl`);
  if (wants("typescript")) {
    run("node", [tsRun, "ours", "check", oursTs, streamFile, outFile("ts-ours")], {
      env,
      what: "the TypeScript check (ours)",
    });
    checks.push(judgeOutput("TypeScript, ours", lines, outFile("ts-ours"), true));
    run("node", [tsRun, "theirs", "check", zodGen, streamFile, outFile("ts-theirs")], {
      env,
      what: "the TypeScript check (zod)",
    });
    checks.push(judgeOutput("TypeScript, zod", lines, outFile("ts-theirs"), false));
  }
  if (wants("python")) {
    run(venvPython, [pyRun, "ours", "check", streamFile, outFile("py-ours")], {
      env: pyEnv,
      what: "the Python check (ours)",
    });
    checks.push(judgeOutput("Python, ours", lines, outFile("py-ours"), true));
    run(venvPython, [pyRun, "theirs", "check", streamFile, outFile("py-theirs")], {
      env: pyEnv,
      what: "the Python check (Python SDK)",
    });
    checks.push(judgeOutput("Python, Python SDK", lines, outFile("py-theirs"), false));
  }
  for (const side of sides.slice(0, 2)) {
    run(rustBin(side), ["check", streamFile, outFile(`rs-${side.name}`)], { what: `the Rust check (${side.name})` });
    checks.push(
      judgeOutput(
        `Rust, ${side.name === "ours" ? "ours" : "crate"}`,
        lines,
        outFile(`rs-${side.name}`),
        side.name === "ours",
      ),
    );
  }
  const failed: Check[] = checks.filter((c) => c.problems.length);
  for (const c of failed) log(`\n!!! BENCH CHECK FAILED: ${c.side}\n${c.problems.map((p) => `    ${p}`).join("\n")}\n`);
  const failedLang = (lang: string): boolean => failed.some((c) => c.side.startsWith(lang));

  const rows: Row[] = [];
  const skipped: string[] = [];
  const perMessage = (xs: readonly number[]): number => median(xs);

  // Rust: builds (opt-in), rlib, parse.
  if (!wants("rust")) {
    // Another language's rows alone.
  } else if (opts.builds) {
    const [ours, theirs, theirsDefault] = sides as [RustSide, RustSide, RustSide];
    const debug: Record<string, number[]> = { ours: [], theirs: [], "theirs-default": [] };
    const release: Record<string, number[]> = { ours: [], theirs: [], "theirs-default": [] };
    const rebuild: Record<string, number[]> = { ours: [], theirs: [], "theirs-default": [] };
    const rlib: Record<string, number> = {};
    for (let i = 0; i < buildRuns; i++) {
      for (const side of [ours, theirs, theirsDefault]) {
        log(`bench: cold builds, ${side.name} (${i + 1}/${buildRuns})`);
        rmSync(join(rustDir(side), "target"), { recursive: true, force: true });
        debug[side.name]!.push(cargoBuild(side, false));
        rlib[side.name] = rlibSize(side);
        release[side.name]!.push(cargoBuild(side, true));
        touch(side.touch);
        rebuild[side.name]!.push(cargoBuild(side, true));
      }
    }
    const m = (x: Record<string, number[]>, k: string): number => median(x[k]!);
    rows.push(
      {
        what: "Rust consumer, cold debug build",
        ours: m(debug, "ours"),
        theirs: m(debug, "theirs"),
        unit: "s",
        theirsNote: "no default features",
      },
      {
        what: "Rust consumer, cold debug build",
        ours: m(debug, "ours"),
        theirs: m(debug, "theirs-default"),
        unit: "s",
        theirsNote: "default features",
      },
      {
        what: "Rust consumer, cold release build",
        ours: m(release, "ours"),
        theirs: m(release, "theirs"),
        unit: "s",
        theirsNote: "no default features",
        target: 1.2,
      },
      {
        what: "Rust consumer, cold release build",
        ours: m(release, "ours"),
        theirs: m(release, "theirs-default"),
        unit: "s",
        theirsNote: "default features",
      },
      {
        what: "Rust, release rebuild after touching the crate",
        ours: m(rebuild, "ours"),
        theirs: m(rebuild, "theirs"),
        unit: "s",
        theirsNote: "no default features",
        target: 1.5, // issue 39
      },
      {
        what: "Rust, release rebuild after touching the crate",
        ours: m(rebuild, "ours"),
        theirs: m(rebuild, "theirs-default"),
        unit: "s",
        theirsNote: "default features",
      },
      {
        what: "Rust rlib, debug",
        ours: rlib.ours!,
        theirs: rlib.theirs!,
        unit: "MB",
        theirsNote: "no default features",
        target: 1.5, // issue 39
      },
      {
        what: "Rust rlib, debug",
        ours: rlib.ours!,
        theirs: rlib["theirs-default"]!,
        unit: "MB",
        theirsNote: "default features",
      },
    );
  } else {
    skipped.push("the Rust builds and the rlib size (`npm run bench -- --builds`)");
  }
  if (!wants("rust")) {
    // Another language's rows alone.
  } else if (failedLang("Rust")) skipped.push("the Rust parse rows: the check failed");
  else {
    log("bench: Rust parse");
    const [ours, theirs] = sides as [RustSide, RustSide];
    const t = alternate(
      runs,
      () =>
        lastJson<{ parseMs: number; roundMs: number }>(
          run(rustBin(ours), ["time", streamFile], { what: "the Rust bench (ours)" }),
        ),
      () =>
        lastJson<{ parseMs: number; roundMs: number }>(
          run(rustBin(theirs), ["time", streamFile], { what: "the Rust bench (crate)" }),
        ),
    );
    rows.push(
      {
        what: `Rust parse (${count.toLocaleString("en")} messages)`,
        ours: perMessage(t.ours.map((x) => x.parseMs)),
        theirs: perMessage(t.theirs.map((x) => x.parseMs)),
        unit: "ms",
        target: 1,
      },
      {
        what: "Rust parse + serialize",
        ours: perMessage(t.ours.map((x) => x.roundMs)),
        theirs: perMessage(t.theirs.map((x) => x.roundMs)),
        unit: "ms",
        target: 1, // issue 39
      },
    );
  }

  // Python.
  if (wants("python")) {
    log("bench: Python import");
    // One untimed import per side first: its bytecode is compiled then, as an installed package's is at install time.
    run(venvPython, [pyRun, "ours", "import"], { env: pyEnv, what: "the Python import (ours)" });
    run(venvPython, [pyRun, "theirs", "import"], { env: pyEnv, what: "the Python import (Python SDK)" });
    const imp = alternate(
      runs,
      () =>
        lastJson<{ importMs: number }>(
          run(venvPython, [pyRun, "ours", "import"], { env: pyEnv, what: "the Python import (ours)" }),
        ).importMs,
      () =>
        lastJson<{ importMs: number }>(
          run(venvPython, [pyRun, "theirs", "import"], { env: pyEnv, what: "the Python import (Python SDK)" }),
        ).importMs,
    );
    rows.push({
      what: "Python `import` of the package",
      ours: median(imp.ours),
      theirs: median(imp.theirs),
      unit: "ms",
      target: 1,
    });
    if (failedLang("Python")) skipped.push("the Python parse rows: the check failed");
    else {
      log("bench: Python parse");
      const t = alternate(
        runs,
        () =>
          lastJson<{ parseMs: number; roundMs: number }>(
            run(venvPython, [pyRun, "ours", "time", streamFile], { env: pyEnv, what: "the Python bench (ours)" }),
          ),
        () =>
          lastJson<{ parseMs: number; roundMs: number }>(
            run(venvPython, [pyRun, "theirs", "time", streamFile], {
              env: pyEnv,
              what: "the Python bench (Python SDK)",
            }),
          ),
      );
      rows.push(
        {
          what: "Python parse",
          ours: median(t.ours.map((x) => x.parseMs)),
          theirs: median(t.theirs.map((x) => x.parseMs)),
          unit: "ms",
          target: 1,
        },
        {
          what: "Python parse + serialize",
          ours: median(t.ours.map((x) => x.roundMs)),
          theirs: median(t.theirs.map((x) => x.roundMs)),
          unit: "ms",
          target: 1, // issue 39
        },
      );
    }
  }

  // TypeScript.
  if (!wants("typescript")) {
    // Another language's rows alone.
  } else if (failedLang("TypeScript")) skipped.push("the TypeScript parse rows: the check failed");
  else {
    log("bench: TypeScript parse");
    const t = alternate(
      runs,
      () =>
        lastJson<{ parseMs: number; roundMs: number }>(
          run("node", [tsRun, "ours", "time", oursTs, streamFile], { env, what: "the TypeScript bench (ours)" }),
        ),
      () =>
        lastJson<{ parseMs: number; roundMs: number }>(
          run("node", [tsRun, "theirs", "time", zodGen, streamFile], { env, what: "the TypeScript bench (zod)" }),
        ),
    );
    rows.push(
      {
        what: "TypeScript parse (`JSON.parse` + codec vs zod)",
        ours: median(t.ours.map((x) => x.parseMs)),
        theirs: median(t.theirs.map((x) => x.parseMs)),
        unit: "ms",
        target: 1,
      },
      {
        what: "TypeScript parse + serialize (`toJson` vs `JSON.stringify`)",
        ours: median(t.ours.map((x) => x.roundMs)),
        theirs: median(t.theirs.map((x) => x.roundMs)),
        unit: "ms",
        target: 1,
      },
    );
  }
  if (wants("typescript")) {
    log("bench: TypeScript load and bundle");
    const load = alternate(
      runs,
      () =>
        lastJson<{ loadMs: number }>(
          run("node", [tsRun, "ours", "load", oursTs], { env, what: "the TypeScript load (ours)" }),
        ).loadMs,
      () =>
        lastJson<{ loadMs: number }>(
          run("node", [tsRun, "theirs", "load", zodGen], { env, what: "the TypeScript load (zod)" }),
        ).loadMs,
    );
    rows.push({
      what: "TypeScript load time (v1 module, `import()`)",
      ours: median(load.ours),
      theirs: median(load.theirs),
      unit: "ms",
    });
    const bundle = (name: string, entry: string): number => {
      const dir = join(CACHE, "bundle");
      mkdirSync(dir, { recursive: true });
      const entryFile = join(dir, `${name}-entry.mjs`);
      writeFileSync(entryFile, `export * from ${JSON.stringify(entry)};\n`);
      const outfile = join(dir, `${name}.min.js`);
      run(
        join(npmDir, "node_modules", ".bin", "esbuild"),
        [
          entryFile,
          "--bundle",
          "--minify",
          "--format=esm",
          "--platform=neutral",
          `--outfile=${outfile}`,
          "--log-level=error",
        ],
        {
          what: `esbuild of ${name}`,
        },
      );
      return statSync(outfile).size;
    };
    rows.push({
      what: "TypeScript bundle, v1 (minified, esbuild)",
      ours: bundle("ours", oursTs),
      theirs: bundle("theirs", zodGen),
      unit: "kB",
    });
  }

  // Go.
  const go = !wants("go")
    ? { checks: [], rows: [], skipped: [], versions: "" }
    : goSideBySide({ cache: CACHE, envelope: mix.envelope, streamFile, lines, runs, buildRuns, count, log });
  for (const c of go.checks.filter((x) => x.problems.length))
    log(`\n!!! BENCH CHECK FAILED: ${c.side}\n${c.problems.map((p) => `    ${p}`).join("\n")}\n`);
  failed.push(...go.checks.filter((c) => c.problems.length));
  rows.push(...go.rows);
  skipped.push(...go.skipped);

  if (opts.only) {
    log(`\nside by side (${ROW_LABEL[opts.only]} only):\n${rows.map(rowMarkdown).join("\n")}`);
    if (failed.length) process.exitCode = 1;
    return rows.map(rowMarkdown).join("\n");
  }

  const seconds = (performance.now() - started) / 1000;
  const versions = go.versions ? `${peerVersions()}; ${go.versions}` : peerVersions();
  const mixText = Object.entries(makeUp.counts)
    .sort((a, b) => b[1] - a[1])
    .map(([tag, n]) => `${tag} ${n.toLocaleString("en")} (${((100 * n) / count).toFixed(1)}%)`)
    .join(", ");
  const section = `## Side by side with upstream's packages (issue 29)

Generated by \`${opts.command}\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, in ${(seconds / 60).toFixed(1)} min. ${opts.quick ? "**A smoke run (`--quick`): a small stream, one run per figure.** " : ""}Each figure is the median of ${runs} fresh process${runs === 1 ? "" : "es"} per side (builds: ${opts.builds ? `${buildRuns} run${buildRuns === 1 ? "" : "s"}` : "not run"}), alternating ours and theirs. Ratio = ours / theirs, so lower is better; ✓ marks a target of the issue met.

Machine: ${opts.machine}

Versions: ${versions}

The stream: ${count.toLocaleString("en")} v1 \`${mix.envelope}\` messages (${(makeUp.bytes / 1e6).toFixed(1)} MB of JSON lines): ${mixText}. Built by \`src/bench/stream.ts\` from the spec's own examples (fields swapped for other examples of their types, prose lengthened) and, for 10% of them, the fuzzer's valid values; seed 29, the same stream every run. ${
    failed.length
      ? `**The check FAILED; the rows of that language are not timed:** ${failed.map((c) => `${c.side}: ${c.problems.join("; ")}`).join(" / ")}`
      : "Checked before timing: every side accepted every message, and each of our four bindings wrote back every message as the JSON value it read."
  }

| what | ours | theirs | ratio | target |
| --- | --- | --- | --- | --- |
${rows.map(rowMarkdown).join("\n")}
${skipped.length ? `\nNot measured in this run: ${skipped.join("; ")}.\n` : ""}
What each row measures:
- Rust builds: \`cargo build\` (debug) and \`cargo build --release\` of a one-file consumer (\`src/bench/peers/rust/src/main.rs\`) depending on the crate, from an empty target folder, dependencies included; the rebuild is \`cargo build --release\` after touching the crate's \`lib.rs\` (upstream's source is copied out of cargo's registry and used as a path dependency, so a touch rebuilds it). Ours: \`out/rust\` with \`default-features = false, features = ["exact_numbers"]\` (the types and their readers, without the converters, reducers and registry of the feature \`behaviour\`); theirs: ${CRATE} ${CRATE_VERSION}, with \`default-features = false\` and with its default features (\`schemars\`). The rlib is the crate's \`.rlib\` in the debug build.
- Parse rows: in one process, the stream read into memory, one untimed pass, then a timed pass of parse only and one of parse + serialize. Rust: \`acp_schema::runtime::from_str\` and \`to_canonical_string\` against \`serde_json::from_str\` and \`serde_json::to_string\` (release builds). Python: \`acp_schema.parse_json\` and \`acp_schema.to_json\` against pydantic's \`model_validate_json\` and \`model_dump_json(by_alias=True, exclude_none=True)\`. TypeScript: \`JSON.parse\` + the codec's \`parse\`, and \`toJson\`, against \`JSON.parse\` + the zod schema's \`parse\`, and \`JSON.stringify\`.
- Python import: \`import acp_schema\` + \`from acp_schema import v1\` against \`import acp\` + \`import acp.schema\`, timed inside a fresh interpreter, bytecode already compiled. Both sides run in the bench's own virtualenv, with the same pydantic.
${goMeasures(mix.envelope)}
- TypeScript load: \`import()\` of our \`out/typescript/lib/v1.js\` against upstream's v1 zod validators (\`dist/v1/schema/zod.gen.js\`, with zod), timed inside a fresh \`node\`. Bundle: the same two modules bundled and minified by esbuild (\`--platform=neutral\`), every export kept.
`;
  log(`\nside by side:\n${rows.map(rowMarkdown).join("\n")}`);
  if (failed.length) process.exitCode = 1;
  return section;
}

function peerVersions(): string {
  const pins = npmPins().dependencies;
  const cmd = (c: string, a: string[]): string => {
    const r = spawnSync(c, a, { encoding: "utf8" });
    return r.status === 0 ? r.stdout.trim() : "unknown";
  };
  const py = cmd(venvPython, [
    "-c",
    "import sys, pydantic, pydantic_core; print(sys.version.split()[0], pydantic.VERSION, pydantic_core.__version__)",
  ]).split(" ");
  const sdkSchema = (() => {
    const r = spawnSync(
      venvPython,
      ["-c", "import acp.schema, inspect; print(inspect.getsource(acp.schema).splitlines()[1])"],
      { encoding: "utf8" },
    );
    return /refs\/tags\/(\S+)/.exec(r.stdout)?.[1] ?? "unknown";
  })();
  return [
    `${CRATE} ${CRATE_VERSION} (${cmd("rustc", ["--version"])})`,
    `@agentclientprotocol/sdk ${pins["@agentclientprotocol/sdk"]} with zod ${pins.zod} (Node ${process.version}), esbuild ${pins.esbuild}`,
    `${PYTHON_SDK.name} ${PYTHON_SDK.version} (its models generated from upstream's \`${sdkSchema}\`; Python ${py[0]}, pydantic ${py[1]}, pydantic-core ${py[2]})`,
  ].join("; ");
}

/**
 * A report with one language's rows (a `--only` run: table lines starting `| <label> `) put in
 * place of that language's rows of the side-by-side section. A new row replaces the old row of
 * the same figure (its first cell, and the note in brackets that ends its third, as in "(no
 * default features)"); an old row the run did not measure stays (a run without `--builds` keeps
 * the build rows); a new row with no old one goes after the language's last row. The note saying
 * when the rows were measured goes after the "Generated by" line, in place of the last such note
 * for that language. A report without the section, or without a table, is returned unchanged.
 */
export function withLanguageRows(report: string, label: string, rows: string, note: string): string {
  const start = report.indexOf("<!-- side-by-side:start -->");
  const end = report.indexOf("<!-- side-by-side:end -->");
  if (start < 0 || end < start) return report;
  const section = report.slice(start, end).split("\n");
  // A row is the language's when its label starts with the language's name: "Rust parse", also "Rust, release rebuild".
  const ofLanguage = (row: string): boolean => row.startsWith(`| ${label} `) || row.startsWith(`| ${label}, `);
  const noteStart = `The ${label} rows are from a later run:`;
  const key = (row: string): string => {
    const cells = row.split("|").map((c) => c.trim());
    return `${cells[1]}\0${/\(([^()]*)\)$/.exec(cells[3] ?? "")?.[1] ?? ""}`;
  };
  const fresh = new Map(
    rows
      .split("\n")
      .filter(ofLanguage)
      .map((r) => [key(r), r]),
  );
  const last = section.reduce((at, l, i) => (ofLanguage(l) ? i : at), -1);
  // With no row of the language yet, the new rows go at the end of the table.
  const tail = last >= 0 ? last : section.reduce((at, l, i) => (l.startsWith("| ") ? i : at), -1);
  if (tail < 0) return report;
  const kept = section.flatMap((l, i) => {
    if (l.startsWith(noteStart)) return [];
    const here = ofLanguage(l) ? [fresh.get(key(l)) ?? l] : [l];
    if (ofLanguage(l)) fresh.delete(key(l));
    return i === tail ? [...here, ...fresh.values()] : here;
  });
  const generated = kept.findIndex((l) => l.startsWith("Generated by "));
  if (generated >= 0) kept.splice(generated + 1, 0, "", `${noteStart} ${note}`);
  return report.slice(0, start) + kept.join("\n").replace(/\n{3,}/g, "\n\n") + report.slice(end);
}

/** Replaces (or appends) the side-by-side section of a report. */
export function withSection(report: string, section: string): string {
  const start = "<!-- side-by-side:start -->";
  const end = "<!-- side-by-side:end -->";
  const block = `${start}\n${section.trimEnd()}\n${end}\n`;
  const i = report.indexOf(start);
  const j = report.indexOf(end);
  if (i >= 0 && j > i) return report.slice(0, i) + block + report.slice(j + end.length).replace(/^\n/, "");
  return `${report.trimEnd()}\n\n${block}`;
}

/**
 * The parts of the report written by hand, each between `<!-- <name>:start -->` and `<!-- <name>:end -->`, in the
 * order they come in: `tool-notes`, what the tool's figures mean and how they moved, session by session (measured side
 * by side with `--versus`, which writes nothing); `test-suite`, the test suite's figures (fresh clones, file by file).
 * A run of the bench measures neither, so it keeps them from the last report.
 */
export const HAND_BLOCKS = ["tool-notes", "test-suite"] as const;

/**
 * The last report's hand-written blocks (HAND_BLOCKS) that the new report lacks, put back before its side-by-side
 * section (or at its end), in HAND_BLOCKS' order: a full run of the bench rewrites everything else.
 */
export function keepHandBlocks(old: string, report: string): string {
  let kept = "";
  for (const name of HAND_BLOCKS) {
    const m = new RegExp(`<!-- ${name}:start -->\\n[\\s\\S]*?<!-- ${name}:end -->\\n?`).exec(old);
    if (!m || report.includes(`<!-- ${name}:start -->`)) continue;
    kept += `${m[0].endsWith("\n") ? m[0] : `${m[0]}\n`}\n`;
  }
  if (!kept) return report;
  const at = report.indexOf("<!-- side-by-side:start -->");
  return at >= 0 ? `${report.slice(0, at)}${kept}${report.slice(at)}` : `${report.trimEnd()}\n\n${kept.trimEnd()}\n`;
}
