import { bundledLanguages } from "../targets/registry.js";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile as compileMdx } from "@mdx-js/mdx";
import { beforeAll, describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { runnerFor } from "../conformance/runner.js";
import { snakeCase } from "../naming.js";
import {
  PYTHON_KEYWORDS,
  PYTHON_MODULE_NAMES,
  PYTHON_RESERVED_ATTRS,
  PYTHON_RUNTIME_NAMES,
} from "../languages/python/names.js";
import {
  RUST_KEYWORDS,
  RUST_MODULE_NAMES,
  RUST_NON_RAW,
  RUST_RUNTIME_NAMES,
  RUST_STRUCT_MEMBERS,
} from "../languages/rust/names.js";
import { TS_MODULE_NAMES, TS_RESERVED_TYPE_NAMES, TS_RUNTIME_NAMES } from "../languages/typescript/names.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { runTsc } from "./generated.js";
import { ensurePythonEnv } from "./python-env.js";
import { cargoWarnings, fixtureClippyEnv, fixtureConfig, fixtureRustEnv } from "./rust-env.js";

/**
 * Spec text that tries to end a comment or a string, or to open a template,
 * a tag or an attribute, in every output. Every output must still compile (or
 * type-check) in its own toolchain, and its examples must round-trip.
 */
const HOSTILE =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the hostile text must hold a literal ${...}
  "*/ \"\"\" ''' ` ${x} {{y}} {{{z}}} --> <!-- </ResponseField> <script> #[cfg(x)] \\ \u2028 \u2029 // # ; end";
// Inside a JSDoc block the spec author cannot write "*/" itself; JSON's "\/" escape puts it in the value.
const HOSTILE_IN_JSON = JSON.stringify(HOSTILE).replace(/\*\//g, "*\\/");
const HOSTILE_DOC = HOSTILE.replace(/\*\//g, "* /");

function hostileSpec(): string {
  const dir = mkdtempSync(join(tmpdir(), "acp-hostile-"));
  cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(dir, "vocabulary.ts"));
  mkdirSync(join(dir, "v1"));
  writeFileSync(
    join(dir, "v1", "a.ts"),
    `import type { OpenEnum, OpenUnion, Patch } from "../vocabulary.js";

/**
 * ${HOSTILE_DOC}
 * @example { "with\\"quote": ${HOSTILE_IN_JSON}, "weird-name": "x", "kind": "end*\\/\\"\\"\\"{{x}}" }
 */
export interface Hostile {
  /** ${HOSTILE_DOC} */
  "with\\"quote": string;
  /** ${HOSTILE_DOC} */
  "weird-name"?: Patch<string>;
  kind?: Kinds;
}

/** ${HOSTILE_DOC} */
export type Kinds = OpenEnum<"end*/\\"\\"\\"{{x}}" | "plain">;

/**
 * ${HOSTILE_DOC}
 * @example { "type": "tag*\\/x", "with\\"quote": ${HOSTILE_IN_JSON} }
 */
export type Choice = OpenUnion<
  "type",
  {
    /** ${HOSTILE_DOC} */
    "tag*/x": Hostile;
  }
>;
`,
  );
  return dir;
}

let out: string;

beforeAll(async () => {
  const r = await compile({ spec: hostileSpec(), cache: false, missingDocs: "allow", ...fixtureConfig("hostile") });
  expect(r.diagnostics.map((d) => d.message)).toEqual([]);
  out = mkdtempSync(join(tmpdir(), "acp-hostile-out-"));
  for (const f of r.files) {
    mkdirSync(join(out, f.path, ".."), { recursive: true });
    writeFileSync(join(out, f.path), f.content);
  }
  const mdx = await compile({ spec: hostileSpec(), cache: false, docsFormat: "mdx", targets: ["docs"] });
  for (const f of mdx.files) writeFileSync(join(out, f.path), f.content);
}, 120_000);

describe("injection-safe rendering", () => {
  it("TypeScript: tsc --strict accepts it, and the example round-trips", async () => {
    const ts = join(out, "typescript");
    writeFileSync(
      join(ts, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          types: [],
        },
        include: ["**/*.ts"],
      }),
    );
    const r = runTsc(["-p", "tsconfig.json"], ts);
    expect(r.output).toBe("");
    const { importGenerated } = await import("./generated.js");
    const v1 = await importGenerated<{
      codecs: Record<string, { parse(x: unknown): unknown; serialize(x: unknown): unknown }>;
    }>(ts, "v1.js");
    const example = { 'with"quote': HOSTILE, "weird-name": "x", kind: 'end*/"""{{x}}' };
    expect(v1.codecs["v1.Hostile"]!.serialize(v1.codecs["v1.Hostile"]!.parse(example))).toEqual(example);
  }, 120_000);

  it.skipIf(!commandExists("cargo"))(
    "Rust: the crate builds and its example tests pass",
    () => {
      // The fixtures' target folder, under a crate name of its own (not the bundled spec's crate's folder).
      // What a plain `cargo test` builds and runs, but the library's own unit tests: it has none, and building them
      // compiles the library a second time (cfg(test)). The examples as the programs they are, and the doc tests.
      const env = { ...process.env, ...fixtureRustEnv() };
      const cargo = (args: string[]) => spawnSync("cargo", args, { cwd: join(out, "rust"), env, encoding: "utf8" });
      const src = join(out, "rust", "src");
      const units = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
        (f) => f.endsWith(".rs") && /#\[(cfg\(test\)|test)\]/.test(readFileSync(join(src, f), "utf8")),
      );
      expect(units, "the library holds unit tests: run them too").toEqual([]);
      const r = cargo(["test", "--quiet", "--test", "*"]);
      expect(r.status, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toMatch(/test result: ok\. 2 passed/);
      for (const more of [cargo(["build", "--quiet", "--examples"]), cargo(["test", "--quiet", "--doc"])])
        expect(more.status, more.stdout + more.stderr).toBe(0);
    },
    600_000,
  );

  it("Python: mypy --strict and pytest pass", () => {
    const python = ensurePythonEnv();
    const cwd = join(out, "python");
    const mypy = spawnSync(python, ["-m", "mypy", "--strict", "acp_schema", "tests"], { cwd, encoding: "utf8" });
    expect(mypy.stdout).toMatch(/^Success/);
    const pytest = spawnSync(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider"], { cwd, encoding: "utf8" });
    expect(pytest.stdout).toMatch(/2 passed/);
  }, 300_000);

  it("docs: the MDX compiles, and no spec text became a tag, a comment or an expression", async () => {
    // Each version's docs are several pages: every one compiles, and all of them together are checked.
    const pages = (ext: string): string[] =>
      readdirSync(join(out, "docs", "v1"))
        .filter((f) => f.endsWith(ext))
        .sort()
        .map((f) => readFileSync(join(out, "docs", "v1", f), "utf8"));
    for (const page of pages(".mdx")) await expect(compileMdx(page)).resolves.toBeDefined();
    const mdx = pages(".mdx").join("\n");
    const md = pages(".md").join("\n");
    for (const full of [md, mdx]) {
      // Fenced example blocks hold the JSON as literal text; outside them, nothing may stay raw.
      const page = full.replace(/```json\n[\s\S]*?\n```/g, "");
      expect(page).not.toContain("</ResponseField> <script>");
      expect(page).not.toMatch(/<!-- <\/ResponseField>/);
      expect(page).toContain("&lt;/ResponseField&gt;");
    }
  });

  it("JSON Schema and tables are valid JSON holding the text unchanged", () => {
    const schema = JSON.parse(readFileSync(join(out, "jsonschema", "v1.json"), "utf8")) as {
      $defs: { Hostile: { description: string } };
    };
    expect(schema.$defs.Hostile.description).toBe(HOSTILE_DOC);
  });
});

/**
 * Every name a target language, pydantic or the generated code reserves, taken
 * by the spec: as field names, union tags, enum values and method names, and
 * (the capitalised ones) as type names. The word lists are the compiler's own
 * facts and, as oracles, what the languages and runtimes say of themselves:
 * Python's keyword and builtins modules and `dir(BaseModel)`, JavaScript's
 * `Object.prototype` and globals, and the names the runtime sources import,
 * define or export. Each name is refused with a located diagnostic or generated
 * so that the bindings compile, pass clippy and mypy, and an example of it
 * round-trips to the same bytes in all three languages.
 */
const JS_RESERVED =
  "break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await as async get set of declare namespace module type readonly keyof infer is asserts unique abstract any unknown never object string number boolean bigint symbol undefined";

function pythonFacts(): { keywords: string[]; builtins: string[]; baseModel: string[] } {
  const script =
    "import builtins, json, keyword\nfrom pydantic import BaseModel\nprint(json.dumps({'keywords': keyword.kwlist + keyword.softkwlist, 'builtins': dir(builtins), 'baseModel': [n for n in dir(BaseModel) if not n.startswith('_')]}))";
  const r = spawnSync(ensurePythonEnv(), ["-c", script], { encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { keywords: string[]; builtins: string[]; baseModel: string[] };
}

/** Capitalised names a runtime source imports, defines or exports (each language's runtime folder). */
function runtimeNames(): string[] {
  const out: string[] = [];
  for (const lang of bundledLanguages) {
    if (!lang.runtime) continue;
    for (const file of readdirSync(lang.runtime, { recursive: true, encoding: "utf8" })) {
      const path = join(lang.runtime, file);
      if (!statSync(path).isFile()) continue;
      const text = readFileSync(path, "utf8");
      const patterns = [
        /^from \S+ import \(?([^)]*?)\)?$/gms,
        /^(?:class|def) ([A-Za-z_][A-Za-z0-9_]*)/gm,
        /^([A-Za-z_][A-Za-z0-9_]*) *[:=]/gm,
        /^export (?:declare )?(?:abstract )?(?:function|const|let|class|interface|type|enum) ([A-Za-z_$][A-Za-z0-9_$]*)/gm,
        /^pub (?:struct|enum|fn|type|trait|const|use) ([A-Za-z_][A-Za-z0-9_]*)/gm,
        /^(?:func|type|var|const) (?:\([^)]*\) )?([A-Za-z_][A-Za-z0-9_]*)/gm,
        /^use [^;{]*\{([^}]*)\}/gm,
      ];
      for (const p of patterns) for (const m of text.matchAll(p)) out.push(...m[1]!.split(/[\s,]+/).filter(Boolean));
    }
  }
  return out.filter((n) => /^[A-Z][A-Za-z0-9_]*$/.test(n));
}

interface NamesSpec {
  readonly dir: string;
  /** Field names, tags, values and method names, in spec order. */
  readonly words: readonly string[];
  /** Type names, one declaration per line from `typesLine` on in v1/types.ts. */
  readonly types: readonly string[];
}

const TYPES_LINE = 2;

function namesSpec(words: readonly string[], types: readonly string[]): NamesSpec {
  const dir = mkdtempSync(join(tmpdir(), "acp-names-"));
  cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(dir, "vocabulary.ts"));
  mkdirSync(join(dir, "v1"));
  const key = (w: string): string => JSON.stringify(w);
  const example = `{ ${words.map((w) => `${key(w)}: "v"`).join(", ")} }`;
  writeFileSync(
    join(dir, "v1", "words.ts"),
    `import type { JsonRpc, Notification, Opaque, OpenEnum, Request, Union } from "../vocabulary.js";

/** @example ${example} */
export interface Words {
${words.map((w) => `  ${key(w)}?: string;`).join("\n")}
}

/**
 * @closed
 * @example { "extra": "e", "self": "s", "__proto__": "p" }
 */
export interface ClosedWords {
  extra: string;
  self: string;
  __proto__?: string;
}

export interface Payload {
  y: string;
}

/** Lenient fields name the cases of the emitted lenient functions. */
export interface Lenient {
  /** @lenient items */
  __proto__?: string[];
  /** @lenient */
  constructor?: string;
}

export type Choice = Union<"kind", {
${words.map((w) => `  ${key(w)}: Payload;`).join("\n")}
}>;

export type Values = OpenEnum<${words.map(key).join(" | ")}>;

/** Recursion through a nullable, an optional field and a list. */
export interface Node {
  name: string;
  next?: Node | null;
  child?: Node;
  kids?: Node[];
}

/** A required link on a cycle that an optional one elsewhere breaks. */
export type Tree = Union<"kind", { leaf: Leaf; branch: Branch }> & { parent?: Tree | null; extra?: string };

export interface Leaf {
  value: string;
}

export interface Branch {
  left: Tree;
  right?: Tree | null;
}

export interface Pair {
  first: PairBack;
}

export interface PairBack {
  back?: Pair | null;
}

export type Id = Opaque<string>;

export interface Failure {
  code: number;
  message: string;
}

export interface Methods extends JsonRpc<Id, Failure> {
${words.map((w, i) => `  ${key(w)}: ${i % 2 ? `Notification<Payload, "agent_to_client">` : `Request<Payload, Payload, "client_to_agent">`};`).join("\n")}
}
`,
  );
  writeFileSync(
    join(dir, "v1", "types.ts"),
    `// Every type name a target reserves or uses.\n${types.map((t) => `export interface ${t} { x?: string }`).join("\n")}\n`,
  );
  return { dir, words, types };
}

describe("names the targets reserve", () => {
  let spec: NamesSpec;
  let refused: string[];
  let namesOut: string;
  // The fixtures' flags and target folder, with clippy as the wrapper: the dependencies are the fixtures' builds.
  const rustEnv = fixtureClippyEnv();

  beforeAll(async () => {
    const py = pythonFacts();
    const jsProto = Object.getOwnPropertyNames(Object.prototype);
    const jsGlobals = Object.getOwnPropertyNames(globalThis).filter((n) => /^[A-Z][A-Za-z0-9]*$/.test(n));
    const facts = [
      RUST_KEYWORDS,
      RUST_NON_RAW,
      RUST_STRUCT_MEMBERS,
      RUST_MODULE_NAMES,
      PYTHON_KEYWORDS,
      PYTHON_RESERVED_ATTRS,
      PYTHON_MODULE_NAMES,
      TS_RESERVED_TYPE_NAMES,
      TS_MODULE_NAMES,
      TS_RUNTIME_NAMES,
      RUST_RUNTIME_NAMES,
      PYTHON_RUNTIME_NAMES,
    ].flatMap((s) => [...s]);
    const all = [
      ...facts,
      ...py.keywords,
      ...py.builtins,
      ...py.baseModel,
      ...jsProto,
      ...jsGlobals,
      ...JS_RESERVED.split(" "),
      ...runtimeNames(),
      "D",
      "S",
      "T",
    ];
    // Field names, tags and values: one per Rust/Python spelling (two that spell alike are a collision, refused elsewhere).
    const words = new Map<string, string>();
    for (const w of all) {
      const snake = snakeCase(w);
      if (/[A-Za-z]/.test(w) && !/^[0-9$]/.test(w) && !/^[0-9]/.test(snake) && !words.has(snake)) words.set(snake, w);
    }
    const types = [...new Set(all.filter((n) => /^[A-Z][A-Za-z0-9_]*$/.test(n)))].filter(
      (n) =>
        ![
          "Words",
          "ClosedWords",
          "Payload",
          "Choice",
          "Values",
          "Lenient",
          "Node",
          "Tree",
          "Leaf",
          "Branch",
          "Pair",
          "PairBack",
          "Id",
          "Failure",
          "Methods",
        ].includes(n),
    );
    spec = namesSpec([...words.values()], types);
    // Only type names may be refused, each where it is declared.
    const first = await compile({ spec: spec.dir, cache: false, missingDocs: "allow" });
    const unexpected = first.diagnostics.filter(
      (d) =>
        d.loc.file !== "v1/types.ts" ||
        !["ACP008", "ACP012"].includes(d.code) ||
        d.loc.col !== "export interface ".length + 1,
    );
    expect(unexpected.map((d) => `${d.code} ${d.loc.file}:${d.loc.line}:${d.loc.col} ${d.message}`)).toEqual([]);
    refused = first.diagnostics.map((d) => types[d.loc.line - TYPES_LINE]!);
    spec = namesSpec(
      spec.words,
      types.filter((t) => !refused.includes(t)),
    );
    const r = await compile({ spec: spec.dir, cache: false, missingDocs: "allow", ...fixtureConfig("names") });
    expect(r.diagnostics.map((d) => d.message)).toEqual([]);
    namesOut = mkdtempSync(join(tmpdir(), "acp-names-out-"));
    for (const f of r.files) {
      mkdirSync(join(namesOut, f.path, ".."), { recursive: true });
      writeFileSync(join(namesOut, f.path), f.content);
    }
  }, 120_000);

  it("the lists hold what they should: every word, and the type names each language refuses", () => {
    expect(spec.words).toEqual(
      expect.arrayContaining(["self", "extra", "__proto__", "constructor", "type", "model_dump", "crate", "super"]),
    );
    expect(spec.types).toContain("Any");
    // Refused: what Rust, Python or TypeScript would shadow, never what all three can declare.
    expect(refused).toEqual(expect.arrayContaining(["Self", "None", "True", "Field", "Option", "Box", "MethodParams"]));
    expect(refused).not.toContain("Any");
  });

  it("JSON Schema, the lenient functions and vectors hold every name as a key", () => {
    const schema = JSON.parse(readFileSync(join(namesOut, "jsonschema", "v1.json"), "utf8")) as {
      $defs: Record<string, { properties?: object }>;
      "x-acp-methods"?: object;
    };
    expect(Object.keys(schema.$defs["Words"]!.properties!)).toEqual(spec.words);
    expect(Object.keys(schema["x-acp-methods"]!).sort()).toEqual([...spec.words].sort());
    // Each lenient function matches a field by its wire name, as a string literal of the language.
    for (const [file, arm] of [
      [join("typescript", "lenient.ts"), (k: string) => `case "${k}":`],
      [join("python", "acp_schema", "_leniency.py"), (k: string) => `case "${k}":`],
      [join("rust", "src", "leniency.rs"), (k: string) => `Some("${k}") => {`],
      [join("go", "v1", "lenient", "lenient.go"), (k: string) => `case "${k}":`],
    ] as const) {
      const text = readFileSync(join(namesOut, file), "utf8");
      for (const k of ["__proto__", "constructor"]) expect(text, file).toContain(arm(k));
    }
    const vectors = readFileSync(join(namesOut, "vectors", "derived.json"), "utf8");
    expect(vectors).toContain('"__proto__"');
  });

  it("TypeScript: tsc --strict accepts it", () => {
    const ts = join(namesOut, "typescript");
    writeFileSync(
      join(ts, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          types: [],
        },
        include: ["**/*.ts"],
      }),
    );
    expect(runTsc(["-p", "tsconfig.json"], ts).output).toBe("");
  }, 120_000);

  it.skipIf(!commandExists("cargo"))(
    "Rust: clippy warns of nothing and the example tests pass",
    () => {
      // What a plain `cargo test` builds and runs, but the library's own unit tests (it has none, and building them
      // compiles the whole library a second time): the integration tests, the examples as the programs they are
      // (the conformance harness among them, the build its run below reuses) and the doc tests.
      const cargo = (args: string[]) =>
        spawnSync("cargo", args, {
          cwd: join(namesOut, "rust"),
          env: { ...process.env, ...rustEnv },
          encoding: "utf8",
        });
      const tests = cargo(["test", "--quiet", "--test", "*"]);
      expect(tests.status, tests.stdout + tests.stderr).toBe(0);
      expect(tests.stdout).toMatch(/test result: ok\. [1-9][0-9]* passed/);
      for (const r of [tests, cargo(["build", "--quiet", "--examples"]), cargo(["test", "--quiet", "--doc"])]) {
        expect(r.status, r.stdout + r.stderr).toBe(0);
        expect(cargoWarnings(r.stdout + r.stderr)).toEqual([]);
      }
    },
    600_000,
  );

  it("Python: mypy --strict and pytest pass", () => {
    const python = ensurePythonEnv();
    const cwd = join(namesOut, "python");
    const mypy = spawnSync(python, ["-m", "mypy", "--strict", "acp_schema", "tests"], { cwd, encoding: "utf8" });
    expect(mypy.stdout).toMatch(/^Success/);
    const pytest = spawnSync(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "-W", "error"], {
      cwd,
      encoding: "utf8",
    });
    expect(pytest.stdout + pytest.stderr).toMatch(/ passed/);
    expect(pytest.status, pytest.stdout).toBe(0);
  }, 300_000);

  it.skipIf(!commandExists("cargo"))(
    "every name round-trips to the same bytes in TypeScript, Rust and Python",
    () => {
      const text = (keys: readonly string[], value: (k: string) => string): string =>
        `{${keys.map((k) => `${JSON.stringify(k)}:${value(k)}`).join(",")}}`;
      const cases: { type: string; text: string }[] = [
        { type: "v1.Words", text: text(spec.words, (w) => JSON.stringify(`v-${w}`)) },
        { type: "v1.ClosedWords", text: '{"extra":"e","self":"s","__proto__":"p"}' },
        ...spec.words.map((w) => ({ type: "v1.Choice", text: `{"kind":${JSON.stringify(w)},"y":"1"}` })),
        ...spec.words.map((w) => ({ type: "v1.Values", text: JSON.stringify(w) })),
        {
          type: "v1.Node",
          text: '{"name":"a","next":{"name":"b","next":null},"child":{"name":"c","kids":[{"name":"d"}]}}',
        },
        {
          type: "v1.Tree",
          text: '{"kind":"branch","parent":{"kind":"leaf","value":"p"},"extra":"e","left":{"kind":"leaf","value":"x"},"right":{"kind":"branch","left":{"kind":"leaf","value":"y"},"right":null}}',
        },
        { type: "v1.Pair", text: '{"first":{"back":{"first":{}}}}' },
        { type: "v1.Lenient", text: '{"__proto__":["a"],"constructor":"c"}' },
        ...spec.words.map((w, i) =>
          i % 2
            ? {
                type: "v1.AgentNotificationMessage",
                text: `{"jsonrpc":"2.0","method":${JSON.stringify(w)},"params":{"y":"1"}}`,
              }
            : {
                type: "v1.ClientRequestMessage",
                text: `{"jsonrpc":"2.0","id":"1","method":${JSON.stringify(w)},"params":{"y":"1"}}`,
              },
        ),
        ...spec.types.filter((t) => !refused.includes(t)).map((t) => ({ type: `v1.${t}`, text: '{"x":"1"}' })),
      ];
      // JSON.parse keeps "__proto__" as an own key, and the key order of the text.
      const tasks = cases.map((c, i) => ({ id: String(i), type: c.type, json: JSON.parse(c.text) as unknown }));
      const saved = { ...process.env };
      Object.assign(process.env, rustEnv);
      try {
        for (const lang of ["ts", "rust", "python"] as const) {
          const outcomes = runnerFor(lang, namesOut).decode(tasks);
          const wrong = outcomes
            .filter((o, i) => o.compact !== cases[i]!.text)
            .map(
              (o) =>
                `${lang} ${cases[Number(o.id)]!.type}: ${o.compact ?? o.error}, expected ${cases[Number(o.id)]!.text}`,
            );
          expect(wrong).toEqual([]);
        }
      } finally {
        for (const k of Object.keys(rustEnv)) delete process.env[k];
        Object.assign(process.env, saved);
      }
    },
    600_000,
  );
});
