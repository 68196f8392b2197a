/**
 * Oracles: programs written elsewhere that judge a JSON input as a named protocol type.
 *
 * - `crate`: upstream's Rust crate `agent-client-protocol-schema` at the release the spec follows
 *   (1.20.0; ./crate: Cargo.toml + Cargo.lock pin it; main.rs is ours), run as one child process per batch.
 * - `zod`: the zod validators of the npm package `@agentclientprotocol/sdk` (./zod: package.json +
 *   package-lock.json pin it and zod; judge.mjs is ours), one child process per batch. It stays at
 *   2.4.0, the newest npm release, which matches crate 1.15.1: an older release than the spec's,
 *   judged against its own schemas (`ZOD_RELEASE`), and where it differs from today's only because
 *   it is older, the fuzzer says so ("older release").
 * - `schema`: the published JSON Schema under draft 2020-12 (ajv, in process); `schemaOracle(release)`
 *   judges against an older release's schemas.
 *
 * They are test dependencies only: `installOracles()` installs and builds them into
 * node_modules/.cache/acp-codegen/oracles (the tests that use them call it), and nothing generated depends on them.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { schemaJudge } from "./schema.js";
import { publishedDefs, VERSIONS, ZOD_RELEASE } from "./published.js";
import { applySuiteEnv } from "../suite-env.js";

export interface OracleInput {
  readonly id: string;
  /** a qualified type name, "v1.ToolKind" */
  readonly type: string;
  /** JSON text */
  readonly text: string;
}
export interface OracleVerdict {
  readonly id: string;
  readonly ok: boolean;
  /** accepted: the value as the oracle writes it back, compact JSON text */
  readonly out?: string;
  /** rejected: the oracle's error message */
  readonly error?: string;
  /** the oracle panicked/threw something other than a validation error on this input */
  readonly crashed?: boolean;
  /** the oracle has no such type (not judged) */
  readonly unsupported?: boolean;
}
export interface Oracle {
  readonly name: "crate" | "zod" | "schema";
  /** null when it can run, else why not */
  unavailable(): string | null;
  /** the qualified type names it can judge ("v1.X", "v2.Y") */
  types(): ReadonlySet<string>;
  /** judges a whole batch (one child process per call for crate and zod; thousands of inputs per call must be fast) */
  judge(inputs: readonly OracleInput[]): OracleVerdict[];
}

/** Where the pinned sources of the oracles live in the repository (also when running from dist/). */
const SOURCES = join(PACKAGE_ROOT, "src", "testing", "oracles");
/** Where they are installed and built. */
export const ORACLE_CACHE = join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", "oracles");
const CRATE_DIR = join(ORACLE_CACHE, "crate");
const ZOD_DIR = join(ORACLE_CACHE, "zod");
const CRATE_BIN_NAME = "acp-codegen-crate-oracle";
const CRATE_BIN = join(
  CRATE_DIR,
  "target",
  "debug",
  process.platform === "win32" ? `${CRATE_BIN_NAME}.exe` : CRATE_BIN_NAME,
);
/** The crate oracle's table of types: which $defs it reads, and why it cannot read the others. */
const CRATE_TYPES = join(CRATE_DIR, "types.json");
const MAX_BUFFER = 1 << 30;

// ---------------------------------------------------------------------------------------------
// Installing

function sha256(...parts: string[]): string {
  const h = createHash("sha256");
  for (const p of parts) h.update(p).update("\0");
  return h.digest("hex");
}

function readIf(path: string): string | null {
  return existsSync(path) ? readFileSync(path, "utf8") : null;
}

/** Copies a file only when its content differs (cargo and npm see an unchanged mtime otherwise). */
function copyIfChanged(from: string, to: string): void {
  if (readIf(to) === readFileSync(from, "utf8")) return;
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

function writeIfChanged(path: string, text: string): void {
  if (readIf(path) === text) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** An environment for cargo without the test suite's build settings (clippy wrapper, -D warnings, shared target). */
function cargoEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of [
    "RUSTFLAGS",
    "RUSTC_WORKSPACE_WRAPPER",
    "RUSTC_WRAPPER",
    "CARGO_BUILD_TARGET_DIR",
    "CARGO_ENCODED_RUSTFLAGS",
  ])
    delete env[k];
  env.CARGO_TARGET_DIR = join(CRATE_DIR, "target");
  env.CARGO_TERM_COLOR = "never";
  return env;
}

function describeFailure(what: string, r: SpawnSyncReturns<string>): Error {
  const why = r.error ? String(r.error) : `exit ${r.status ?? r.signal}`;
  const tail = `${r.stderr ?? ""}\n${r.stdout ?? ""}`.trim().split("\n").slice(-40).join("\n");
  return new Error(`${what} failed (${why})${tail ? `:\n${tail}` : ""}`);
}

function runChecked(what: string, cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): string {
  const r = spawnSync(cmd, args, { ...opts, encoding: "utf8", maxBuffer: MAX_BUFFER });
  if (r.status !== 0) throw describeFailure(what, r);
  return r.stdout;
}

/** A lock folder, so that two test processes installing at once take turns. */
function withLock<T>(name: string, fn: () => T): T {
  mkdirSync(ORACLE_CACHE, { recursive: true });
  const lock = join(ORACLE_CACHE, `${name}.lock`);
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than 30 minutes belongs to a process that died.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 30 * 60_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        /* it went away meanwhile */
      }
      if (Date.now() > deadline) throw new Error(`waited 30 minutes for the lock ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The Rust source that maps each qualified name to a `judge::<path>` call, one name per line. */
function dispatchSource(paths: ReadonlyMap<string, string>): { text: string; lineOf: Map<number, string> } {
  const lines = [
    "// Written by installOracles() (src/testing/oracles/index.ts) from the published schemas' $defs: do not edit.",
    "const TYPES: &[&str] = &[",
  ];
  for (const n of paths.keys()) lines.push(`    ${JSON.stringify(n)},`);
  lines.push("];", "", "fn dispatch(ty: &str, text: &str) -> Option<Outcome> {", "    Some(match ty {");
  const lineOf = new Map<number, string>();
  for (const [n, path] of paths) {
    lineOf.set(lines.length + 1, n);
    lines.push(`        ${JSON.stringify(n)} => judge::<${path}>(text),`);
  }
  lines.push("        _ => return None,", "    })", "}", "");
  return { text: lines.join("\n"), lineOf };
}

interface CargoMessage {
  reason?: string;
  message?: {
    level?: string;
    message?: string;
    code?: { code?: string } | null;
    rendered?: string;
    spans?: { file_name?: string; line_start?: number; is_primary?: boolean }[];
  };
}

interface CrateTypes {
  /** qualified name -> the Rust path the oracle reads it as */
  readonly supported: Record<string, string>;
  /** qualified name -> the compiler's reason for leaving it out */
  readonly unsupported: Record<string, string>;
}

/** rustc's codes for a name that does not resolve. */
const NOT_FOUND = new Set(["E0412", "E0425", "E0433", "E0573"]);

/**
 * Which of the published $defs the crate can read standalone. Every `vN.X` starts in the dispatch
 * table as `acp::vN::X`. A name the compiler cannot find there is tried once at the crate's root
 * (where upstream keeps the types shared by every version, such as the protocol version); any other
 * name the compiler rejects (generic, no Deserialize/Serialize, private) is taken out with the
 * compiler's message as the reason, until the table compiles. Resolution errors hide type errors,
 * so this takes a few passes. Each pass is a `cargo build`, not a `cargo check`: the dependencies (upstream's crate
 * among them) are compiled once, in the first pass, as the program needs them (a check would compile them once for
 * their metadata and the build again with code: about half the oracle's install on a fresh clone), a failing pass
 * stops at the program's own type errors, and the pass that finds none has built the program.
 */
function settleDispatch(log: (line: string) => void): CrateTypes {
  const paths = new Map<string, string>();
  for (const v of VERSIONS) for (const d of publishedDefs(v)) paths.set(`${v}.${d}`, `acp::${v}::${d}`);
  const unsupported: Record<string, string> = {};
  const notInModule = new Map<string, string>();
  for (let pass = 1; ; pass++) {
    const { text, lineOf } = dispatchSource(paths);
    writeIfChanged(join(CRATE_DIR, "dispatch.rs"), text);
    log(`crate oracle: cargo build of ${paths.size} types (pass ${pass})`);
    const r = spawnSync("cargo", ["build", "--locked", "--message-format=json"], {
      cwd: CRATE_DIR,
      env: cargoEnv(),
      encoding: "utf8",
      maxBuffer: MAX_BUFFER,
    });
    if (r.error) throw describeFailure("cargo build of the crate oracle", r);
    const rejected = new Map<string, { code: string; reason: string }>();
    const unplaced: string[] = [];
    for (const line of r.stdout.split("\n")) {
      if (!line.startsWith("{")) continue;
      const m = JSON.parse(line) as CargoMessage;
      if (m.reason !== "compiler-message" || m.message?.level !== "error") continue;
      const spans = (m.message.spans ?? []).filter(
        (s) => s.file_name?.endsWith("dispatch.rs") && s.line_start !== undefined,
      );
      const name = spans.map((s) => lineOf.get(s.line_start!)).find((n) => n !== undefined);
      const code = m.message.code?.code ?? "error";
      if (name === undefined) {
        if (!/^aborting due to|^could not compile/.test(m.message.message ?? ""))
          unplaced.push(m.message.rendered ?? `${code}: ${m.message.message}`);
      } else if (!rejected.has(name)) rejected.set(name, { code, reason: `${code}: ${m.message.message ?? ""}` });
    }
    if (unplaced.length > 0)
      throw new Error(
        `the crate oracle does not compile, for a reason outside its dispatch table:\n${unplaced.join("\n")}`,
      );
    if (rejected.size === 0) {
      if (r.status !== 0) throw describeFailure("cargo build of the crate oracle", r);
      const sorted = (o: Record<string, string>) =>
        Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
      return { supported: sorted(Object.fromEntries(paths)), unsupported: sorted(unsupported) };
    }
    if (pass >= 8) throw new Error(`the crate oracle's dispatch table did not settle after ${pass} passes`);
    for (const [n, { code, reason }] of rejected) {
      const path = paths.get(n)!;
      const type = n.slice(n.indexOf(".") + 1);
      if (NOT_FOUND.has(code) && path !== `acp::${type}`) {
        paths.set(n, `acp::${type}`);
        notInModule.set(n, reason);
      } else {
        unsupported[n] = notInModule.has(n) ? `${notInModule.get(n)}; at the crate root: ${reason}` : reason;
        paths.delete(n);
      }
    }
  }
}

function installCrate(log: (line: string) => void): void {
  const src = join(SOURCES, "crate");
  const files = ["Cargo.toml", "Cargo.lock", "src/main.rs"];
  const stamp = sha256(
    ...files.map((f) => readFileSync(join(src, f), "utf8")),
    ...VERSIONS.map((v) => [...publishedDefs(v)].join(",")),
  );
  const stampFile = join(CRATE_DIR, ".acp-codegen-stamp");
  if (readIf(stampFile) === stamp && existsSync(CRATE_BIN) && existsSync(CRATE_TYPES)) {
    log("crate oracle: up to date");
    return;
  }
  for (const f of files) copyIfChanged(join(src, f), join(CRATE_DIR, f));
  log("crate oracle: cargo fetch --locked (crates.io)");
  runChecked("cargo fetch --locked for the crate oracle (is crates.io reachable?)", "cargo", ["fetch", "--locked"], {
    cwd: CRATE_DIR,
    env: cargoEnv(),
  });
  const types = settleDispatch(log);
  // The last pass built the program; this finds it fresh, and fails loudly if it is not.
  log(
    `crate oracle: cargo build --locked (${Object.keys(types.supported).length} types, ${Object.keys(types.unsupported).length} left out)`,
  );
  runChecked("cargo build of the crate oracle", "cargo", ["build", "--locked"], { cwd: CRATE_DIR, env: cargoEnv() });
  writeFileSync(CRATE_TYPES, `${JSON.stringify(types, null, 2)}\n`);
  writeFileSync(stampFile, stamp);
}

function installZod(log: (line: string) => void): void {
  const src = join(SOURCES, "zod");
  const files = ["package.json", "package-lock.json"];
  const stamp = sha256(...files.map((f) => readFileSync(join(src, f), "utf8")));
  const stampFile = join(ZOD_DIR, ".acp-codegen-stamp");
  if (
    readIf(stampFile) === stamp &&
    existsSync(join(ZOD_DIR, "node_modules", "@agentclientprotocol", "sdk", "package.json"))
  ) {
    log("zod oracle: up to date");
    return;
  }
  for (const f of files) copyIfChanged(join(src, f), join(ZOD_DIR, f));
  log("zod oracle: npm ci --ignore-scripts (registry.npmjs.org)");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  runChecked(
    "npm ci for the zod oracle (is the npm registry reachable?)",
    npm,
    ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
    {
      cwd: ZOD_DIR,
    },
  );
  writeFileSync(stampFile, stamp);
}

/**
 * Installs and builds the pinned oracles into the cache folder; idempotent and fast when already done. Each oracle
 * under a lock of its own, so that a test that needs only upstream's npm SDK (`installSdk`) does not wait for the
 * crate's build in another worker. The tests that use them call these themselves (npm test no longer installs them
 * before vitest starts): the first one installs, the others find them up to date.
 */
export function installOracles(log: (line: string) => void = () => {}): void {
  installSdk(log);
  withLock("crate", () => installCrate(log));
}

/** Installs only the zod oracle, that is upstream's npm SDK (its package is also the peers' counterpart in tests). */
export function installSdk(log: (line: string) => void = () => {}): void {
  withLock("zod", () => installZod(log));
}

// ---------------------------------------------------------------------------------------------
// Judging through a child process

interface ChildAnswer {
  id?: unknown;
  ok?: unknown;
  out?: unknown;
  error?: unknown;
  crashed?: unknown;
  unsupported?: unknown;
}

function toVerdict(input: OracleInput, a: ChildAnswer): OracleVerdict {
  if (a.id !== input.id)
    throw new Error(`an oracle answered id ${JSON.stringify(a.id)} where ${JSON.stringify(input.id)} was due`);
  if (a.ok === true && typeof a.out === "string") return { id: input.id, ok: true, out: a.out };
  if (a.unsupported === true) return { id: input.id, ok: false, unsupported: true };
  const error = typeof a.error === "string" ? a.error : "no message";
  if (a.crashed === true) return { id: input.id, ok: false, crashed: true, error };
  return { id: input.id, ok: false, error };
}

/**
 * Judges a batch in one child process (stdin: JSON lines, stdout: one JSON line per input, in order).
 * When the process dies part way, the input it was on is reported as crashed, and the rest go to a
 * new process.
 */
function judgeInChild(
  what: string,
  cmd: string,
  args: string[],
  inputs: readonly OracleInput[],
  env?: NodeJS.ProcessEnv,
): OracleVerdict[] {
  const verdicts: OracleVerdict[] = [];
  let rest = inputs;
  let deathsInARow = 0;
  while (rest.length > 0) {
    const stdin = `${rest.map((i) => JSON.stringify({ id: i.id, type: i.type, text: i.text })).join("\n")}\n`;
    const r = spawnSync(cmd, args, {
      input: stdin,
      encoding: "utf8",
      maxBuffer: MAX_BUFFER,
      env,
      stdio: ["pipe", "pipe", "pipe"],
    });
    if (r.error) throw describeFailure(`the ${what} oracle`, r);
    // Whole lines only: a line the process did not finish before it died is not an answer.
    const lines = r.stdout.split("\n");
    lines.pop();
    const answered = Math.min(lines.length, rest.length);
    for (let k = 0; k < answered; k++) verdicts.push(toVerdict(rest[k]!, JSON.parse(lines[k]!) as ChildAnswer));
    if (answered === rest.length) {
      if (r.status !== 0) throw describeFailure(`the ${what} oracle`, r);
      break;
    }
    if (r.status === 0)
      throw new Error(`the ${what} oracle answered ${answered} of ${rest.length} inputs and exited normally`);
    const died = rest[answered]!;
    const stderr = (r.stderr ?? "").trim().split("\n").slice(-5).join("\n");
    deathsInARow = answered === 0 ? deathsInARow + 1 : 1;
    // One input that kills the process is a crash; a process that dies on every input is broken.
    if (deathsInARow > 5) throw describeFailure(`the ${what} oracle died at once ${deathsInARow} times in a row`, r);
    verdicts.push({
      id: died.id,
      ok: false,
      crashed: true,
      error: `the process died (${r.signal ?? `exit ${r.status}`})${stderr ? `: ${stderr}` : ""}`,
    });
    rest = rest.slice(answered + 1);
  }
  return verdicts;
}

/** Verdicts are matched to inputs by id, so a batch's ids must differ. */
function assertUniqueIds(inputs: readonly OracleInput[]): void {
  const seen = new Set<string>();
  for (const i of inputs) {
    if (seen.has(i.id)) throw new Error(`an oracle batch holds the id ${JSON.stringify(i.id)} twice`);
    seen.add(i.id);
  }
}

/** Splits a batch into the inputs an oracle can judge and those it reports as unsupported, keeping the order. */
function judgeSupported(
  inputs: readonly OracleInput[],
  supported: ReadonlySet<string>,
  judge: (some: readonly OracleInput[]) => OracleVerdict[],
): OracleVerdict[] {
  assertUniqueIds(inputs);
  const known = inputs.filter((i) => supported.has(i.type) || i.type.startsWith("!"));
  const judged = new Map(judge(known).map((v) => [v.id, v] as const));
  return inputs.map((i) => judged.get(i.id) ?? { id: i.id, ok: false, unsupported: true });
}

/** An unpaired UTF-16 surrogate (with the u flag, a well-formed pair is one code point, not a surrogate). */
const LONE_SURROGATE = /\p{Cs}/u;

export function crateOracle(): Oracle {
  let types: ReadonlySet<string> | undefined;
  const unavailable = (): string | null =>
    existsSync(CRATE_BIN) && existsSync(CRATE_TYPES)
      ? null
      : `the crate oracle is not built (${CRATE_BIN}): run installOracles()`;
  const oracle: Oracle = {
    name: "crate",
    unavailable,
    types() {
      types ??= new Set(Object.keys(crateTypeTable().supported));
      return types;
    },
    judge(inputs) {
      const why = unavailable();
      if (why) throw new Error(why);
      return judgeSupported(inputs, oracle.types(), (some) => {
        // A Rust string is UTF-8: a text holding a lone surrogate has no UTF-8 form, so the crate
        // (reading text or bytes) cannot take it in; its verdict on such input is a rejection.
        const lone = new Map<string, OracleVerdict>();
        for (const i of some) {
          if (LONE_SURROGATE.test(i.id))
            throw new Error(`an oracle input's id holds a lone surrogate: ${JSON.stringify(i.id)}`);
          if (LONE_SURROGATE.test(i.text))
            lone.set(i.id, {
              id: i.id,
              ok: false,
              error: "the text holds a lone surrogate: it has no UTF-8 form for serde_json to read",
            });
        }
        const judged = judgeInChild("crate", CRATE_BIN, [], lone.size ? some.filter((i) => !lone.has(i.id)) : some);
        if (lone.size === 0) return judged;
        const byId = new Map(judged.map((v) => [v.id, v] as const));
        return some.map((i) => lone.get(i.id) ?? byId.get(i.id)!);
      });
    },
  };
  return oracle;
}

/** The crate oracle's table: the types it reads, and for the others the compiler's reason. */
export function crateTypeTable(): CrateTypes {
  const text = readIf(CRATE_TYPES);
  if (text === null) throw new Error(`the crate oracle is not built (${CRATE_TYPES}): run installOracles()`);
  return JSON.parse(text) as CrateTypes;
}

const ZOD_SCRIPT = join(SOURCES, "zod", "judge.mjs");

export function zodOracle(): Oracle {
  let types: ReadonlySet<string> | undefined;
  const unavailable = (): string | null =>
    existsSync(join(ZOD_DIR, "node_modules", "@agentclientprotocol", "sdk", "package.json"))
      ? null
      : `the zod oracle is not installed (${ZOD_DIR}): run installOracles()`;
  const oracle: Oracle = {
    name: "zod",
    unavailable,
    types() {
      if (!types) {
        const why = unavailable();
        if (why) throw new Error(why);
        const listed = runChecked(
          "listing the zod oracle's types",
          process.execPath,
          [ZOD_SCRIPT, ZOD_DIR, "--types"],
          { cwd: ZOD_DIR },
        );
        const exported = new Set(listed.split("\n").filter((l) => l.length > 0));
        // The types of the SDK's own release that it exports a validator for.
        types = new Set(
          VERSIONS.flatMap((v) => [...publishedDefs(v, ZOD_RELEASE)].map((d) => `${v}.${d}`)).filter((n) =>
            exported.has(n),
          ),
        );
      }
      return types;
    },
    judge(inputs) {
      const why = unavailable();
      if (why) throw new Error(why);
      return judgeSupported(inputs, oracle.types(), (some) =>
        judgeInChild("zod", process.execPath, [ZOD_SCRIPT, ZOD_DIR], some),
      );
    },
  };
  return oracle;
}

/** The published JSON Schema of a release (by default the one the spec follows) as an oracle. */
export function schemaOracle(release?: string): Oracle {
  let types: ReadonlySet<string> | undefined;
  return {
    name: "schema",
    unavailable: () => null,
    types() {
      types ??= new Set(VERSIONS.flatMap((v) => [...publishedDefs(v, release)].map((d) => `${v}.${d}`)));
      return types;
    },
    judge(inputs) {
      assertUniqueIds(inputs);
      return inputs.map((i) => schemaJudge(i, release));
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  applySuiteEnv();
  const started = Date.now();
  installOracles((line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`oracles ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${ORACLE_CACHE}\n`);
}
