import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../pipeline.js";
import { alternate, judgeOutput, lastJson, median, run, type Check, type Row } from "./figures.js";
import { ensureQuicktype, QUICKTYPE, QUICKTYPE_VERSION } from "./quicktype.js";

/**
 * The Go rows of the side-by-side bench (issue 29, item 5): the same stream
 * through our generated module (`out/go`, the v1 envelope's codec) and through
 * plain Go structs that a general-purpose tool generates from upstream's
 * published v1 JSON Schema (quicktype, pinned, `--lang go`), read and written
 * by `encoding/json`. Upstream publishes no Go package, so this is what a Go
 * implementer has today.
 *
 * Both consumers live in one module in the bench's cache (`go/`): the shared
 * driver (src/bench/peers/go/driver), `ours/` (our module through a `replace`
 * to out/go) and `theirs/` (quicktype's file as package `theirs/schema`).
 */

const ASSETS = join(PACKAGE_ROOT, "src", "bench", "peers", "go");
const OUT_GO = join(PACKAGE_ROOT, "out", "go");
/** Upstream's published v1 schema, the release the spec follows. */
const UPSTREAM_V1 = join(PACKAGE_ROOT, "..", "shared", "upstream-wire", "sdk-2.4.0", "v1", "schema.json");

export interface GoBenchOptions {
  readonly cache: string;
  /** The envelope type of the stream (`SessionNotification`). */
  readonly envelope: string;
  readonly streamFile: string;
  readonly lines: readonly string[];
  readonly runs: number;
  readonly buildRuns: number;
  readonly count: number;
  readonly log: (line: string) => void;
}

export interface GoBench {
  readonly checks: readonly Check[];
  readonly rows: readonly Row[];
  readonly skipped: readonly string[];
  /** The versions line of the report. */
  readonly versions: string;
}

/** The Go consumers' module, and the commands that build and run them. */
interface GoModule {
  readonly dir: string;
  readonly bin: (side: "ours" | "theirs") => string;
  readonly env: Record<string, string | undefined>;
}

/** Go runs as a consumer's plain build: no flags from the environment, no network. */
const goEnv = (cache: string): Record<string, string | undefined> => ({
  GOFLAGS: "-buildvcs=false",
  GOPROXY: "off",
  GOWORK: "off",
  GOTOOLCHAIN: "local",
  GOCACHE: join(cache, "go-cache"),
});

/** The module path out/go declares. */
function oursModule(): string {
  const m = /^module\s+(\S+)/m.exec(readFileSync(join(OUT_GO, "go.mod"), "utf8"));
  if (!m) throw new Error(`no module line in ${join(OUT_GO, "go.mod")}`);
  return m[1]!;
}

/** quicktype's input: upstream's v1 schema with the envelope as the root ($defs as definitions, which quicktype reads). */
function quicktypeInput(envelope: string, file: string): void {
  const schema = JSON.parse(readFileSync(UPSTREAM_V1, "utf8")) as { $defs: Record<string, unknown> };
  if (!(envelope in schema.$defs)) throw new Error(`upstream's v1 schema has no ${envelope}`);
  const root = {
    $schema: "http://json-schema.org/draft-07/schema#",
    $ref: `#/definitions/${envelope}`,
    definitions: JSON.parse(JSON.stringify(schema.$defs).replace(/#\/\$defs\//g, "#/definitions/")) as unknown,
  };
  writeFileSync(file, JSON.stringify(root));
}

const put = (file: string, text: string): void => {
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
};

/** Writes the module of the two consumers (quicktype's structs regenerated from the pinned schema). */
function writeGoModule(cache: string, envelope: string): GoModule {
  const dir = join(cache, "go");
  const module = oursModule();
  mkdirSync(join(dir, "driver"), { recursive: true });
  mkdirSync(join(dir, "ours"), { recursive: true });
  mkdirSync(join(dir, "theirs", "schema"), { recursive: true });
  put(
    join(dir, "go.mod"),
    `module acpbench\n\ngo 1.22\n\nrequire ${module} v0.0.0\n\nreplace ${module} => ${OUT_GO}\n`,
  );
  put(join(dir, "driver", "driver.go"), readFileSync(join(ASSETS, "driver", "driver.go"), "utf8"));
  put(
    join(dir, "ours", "main.go"),
    `// Command ours reads each message with the generated v1 codec and writes it back (written by src/bench/peers-go.ts).
package main

import (
\t"acpbench/driver"

\t"${module}/acpjson"
\tv1 "${module}/v1"
)

func main() {
\tdriver.Main(driver.Side[v1.${envelope}]{
\t\tParse: func(line []byte) (v1.${envelope}, error) { return acpjson.Parse(v1.${envelope}Codec, line) },
\t\tWrite: func(x v1.${envelope}) ([]byte, error) { return acpjson.Marshal(v1.${envelope}Codec, x) },
\t})
}
`,
  );
  put(
    join(dir, "theirs", "main.go"),
    `// Command theirs reads each message into quicktype's plain structs with encoding/json and writes it back (written by src/bench/peers-go.ts).
package main

import (
\t"encoding/json"

\t"acpbench/driver"
\t"acpbench/theirs/schema"
)

func main() {
\tdriver.Main(driver.Side[*schema.${envelope}]{
\t\tParse: func(line []byte) (*schema.${envelope}, error) {
\t\t\tvar x schema.${envelope}
\t\t\terr := json.Unmarshal(line, &x)
\t\t\treturn &x, err
\t\t},
\t\tWrite: func(x *schema.${envelope}) ([]byte, error) { return json.Marshal(x) },
\t})
}
`,
  );
  ensureQuicktype();
  const input = join(dir, "quicktype-input.json");
  quicktypeInput(envelope, input);
  const generated = join(dir, "theirs", "schema", "schema.generated");
  run(
    QUICKTYPE,
    ["--src-lang", "schema", "--lang", "go", "--top-level", envelope, "--package", "schema", "-o", generated, input],
    { what: "quicktype (Go structs from upstream's v1 schema)" },
  );
  put(join(dir, "theirs", "schema", "schema.go"), readFileSync(generated, "utf8"));
  rmSync(generated);
  const env = goEnv(cache);
  return { dir, env, bin: (side) => join(dir, "bin", `acp-bench-${side}`) };
}

/**
 * The build tag of the generated package that leaves out encoding/json's methods of every type (the Go counterpart
 * of the crate's `default-features = false`, which the Rust rows' consumer uses): the timed build of ours names it,
 * since the consumer reads and writes with the codecs only. The generated README documents it.
 */
const LEAN_TAG = "acp_noencodingjson";

function goBuild(
  m: GoModule,
  side: "ours" | "theirs",
  env: Record<string, string | undefined> = m.env,
  out = m.bin(side),
  tags: readonly string[] = side === "ours" ? ["-tags", LEAN_TAG] : [],
): number {
  const t0 = performance.now();
  run("go", ["build", ...tags, "-o", out, `./${side}`], { cwd: m.dir, env, what: `go build of the ${side} consumer` });
  return performance.now() - t0;
}

/**
 * A cold build of one consumer: a fresh build cache holding only the standard
 * library (Go compiles it into the cache on first use; a Go developer has it
 * there), so the time is compiling the bindings and the consumer, and linking.
 */
function coldBuild(m: GoModule, side: "ours" | "theirs", cache: string, tags?: readonly string[]): number {
  const primed = join(cache, "go-cache-std");
  if (!existsSync(join(primed, "README"))) {
    rmSync(primed, { recursive: true, force: true });
    run("go", ["build", "std"], {
      cwd: m.dir,
      env: { ...m.env, GOCACHE: primed },
      what: "go build std (the primed build cache)",
    });
  }
  const work = mkdtempSync(join(tmpdir(), "acp-go-cold-"));
  try {
    cpSync(primed, join(work, "cache"), { recursive: true });
    return goBuild(m, side, { ...m.env, GOCACHE: join(work, "cache") }, join(work, "bin"), tags);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The Go rows: checks first, then the builds and the parse times. */
export function goSideBySide(opts: GoBenchOptions): GoBench {
  const { log } = opts;
  const version =
    spawnSync("go", ["version"], { encoding: "utf8" })
      .stdout?.trim()
      .replace(/^go version /, "") ?? "unknown";
  const versions = `Go: ${version}, \`encoding/json\` on structs generated by quicktype ${QUICKTYPE_VERSION} (\`--lang go\`) from upstream's v1 \`schema.json\` (sdk-2.4.0)`;
  if (spawnSync("go", ["version"]).status !== 0)
    return { checks: [], rows: [], skipped: ["the Go rows: no `go` on the PATH"], versions };
  log("bench: the Go consumers (quicktype's structs, go build)");
  const m = writeGoModule(opts.cache, opts.envelope);
  goBuild(m, "ours");
  goBuild(m, "theirs");

  const checkDir = join(opts.cache, "check");
  mkdirSync(checkDir, { recursive: true });
  const checks: Check[] = [];
  for (const side of ["ours", "theirs"] as const) {
    const out = join(checkDir, `go-${side}.jsonl`);
    run(m.bin(side), ["check", opts.streamFile, out], { what: `the Go check (${side})` });
    checks.push(judgeOutput(`Go, ${side === "ours" ? "ours" : "encoding/json"}`, opts.lines, out, side === "ours"));
  }
  const rows: Row[] = [];
  const skipped: string[] = [];
  const theirsNote = "quicktype structs";
  log("bench: Go cold builds");
  const builds = alternate(
    opts.buildRuns,
    () => coldBuild(m, "ours", opts.cache),
    () => coldBuild(m, "theirs", opts.cache),
  );
  // The same consumer built without the tag: every type keeps its encoding/json methods (the package's default).
  const full = alternate(
    opts.buildRuns,
    () => coldBuild(m, "ours", opts.cache, []),
    () => coldBuild(m, "theirs", opts.cache),
  );
  rows.push(
    {
      what: `Go consumer, cold build (standard library cached; ours with \`-tags ${LEAN_TAG}\`)`,
      ours: median(builds.ours),
      theirs: median(builds.theirs),
      unit: "s",
      theirsNote,
      target: 3, // issue 39
    },
    {
      what: "Go consumer, cold build (standard library cached; ours with encoding/json's methods)",
      ours: median(full.ours),
      theirs: median(full.theirs),
      unit: "s",
      theirsNote,
    },
  );
  if (checks.some((c) => c.problems.length)) skipped.push("the Go parse rows: the check failed");
  else {
    log("bench: Go parse");
    const t = alternate(
      opts.runs,
      () =>
        lastJson<{ parseMs: number; roundMs: number }>(
          run(m.bin("ours"), ["time", opts.streamFile], { what: "the Go bench (ours)" }),
        ),
      () =>
        lastJson<{ parseMs: number; roundMs: number }>(
          run(m.bin("theirs"), ["time", opts.streamFile], { what: "the Go bench (encoding/json)" }),
        ),
    );
    rows.push(
      {
        what: `Go parse (${opts.count.toLocaleString("en")} messages)`,
        ours: median(t.ours.map((x) => x.parseMs)),
        theirs: median(t.theirs.map((x) => x.parseMs)),
        unit: "ms",
        theirsNote: "`encoding/json`",
      },
      {
        what: "Go parse + serialize",
        ours: median(t.ours.map((x) => x.roundMs)),
        theirs: median(t.theirs.map((x) => x.roundMs)),
        unit: "ms",
        theirsNote: "`encoding/json`",
      },
    );
  }
  return { checks, rows, skipped, versions };
}

/** What the Go rows measure, for the report. */
export function goMeasures(envelope: string): string {
  return `- Go: two consumers in one module (\`src/bench/peers/go/driver\`), built with \`go build\`. Ours: \`out/go\`'s \`acpjson.Parse\` and \`acpjson.Marshal\` with \`v1.${envelope}Codec\`. Theirs: upstream publishes no Go package, so a Go implementer generates plain structs from the published schema with a general-purpose tool: quicktype ${QUICKTYPE_VERSION} (\`--lang go\`) over upstream's v1 \`schema.json\` (sdk-2.4.0), read and written by \`encoding/json\` (\`json.Unmarshal\`, \`json.Marshal\`); its file is regenerated each run. Its structs check nothing that \`encoding/json\` does not (a union is one struct of every variant's fields; enums are strings; unknown fields are dropped), so it accepts more and writes back less than ours. The cold build is \`go build\` of one consumer with a fresh build cache that holds only the standard library (compiled once beforehand, as on a Go developer's machine): it compiles the bindings (ours: \`acpjson\` and \`v1\`) and the consumer, and links. Ours is built twice: with \`-tags ${LEAN_TAG}\`, which leaves out the \`MarshalJSON\`/\`UnmarshalJSON\` methods of every type that a program reading and writing through the codecs does not call (the Go counterpart of the Rust consumer's \`default-features = false\`; the target's row), and as a plain \`go build\`, with them.`;
}
