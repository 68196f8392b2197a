import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DecodeOutcome, DecodeTask } from "../../conformance/langs.js";
import { runnerFor } from "../../conformance/runner.js";
import { examplesOf } from "../../model/examples.js";
import { indexModel } from "../../model/index.js";
import { compile } from "../../pipeline.js";
import { messageGroups } from "../../plugin/index.js";
import { specFeatures } from "../../model/features.js";
import { generateInputs, textOf } from "../../fuzz/generate.js";
import type { SpecModel } from "../../model/types.js";
import { describeHarnessBehaviour } from "../../testing/cases.js";
import { generateToTemp } from "../../testing/generated.js";
import { goComment, goString } from "./view.js";
import { GO_NO_ENCODING_JSON_TAG, goExported, Scope } from "./names.js";

const hasGo = spawnSync("go", ["version"], { encoding: "utf8" }).status === 0;

type Task = DecodeTask & { verdictOnly?: boolean };

/** Whether text is JSON (else each reader words its own syntax error). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Feature sets, each once: a spec without unstable features has one set where a test names several (the example's,
 * none, all), and the same tasks judged again under it would give the same outcomes twice.
 */
function distinctSets(sets: readonly (readonly string[])[]): (readonly string[])[] {
  return sets.filter((set, i) => sets.findIndex((other) => other.join("\n") === set.join("\n")) === i);
}

/**
 * A model's examples, and hostile variants of each (whitespace, a key nested
 * too deep, lone surrogates, wide and infinite numbers, duplicate keys, invalid
 * UTF-8, a byte-order mark, cut-off text, each top-level field left out or given
 * a value of every JSON kind), each with the example's features, with none, and
 * (with `lenient`) through the lenient entry point too. Text that is not JSON is
 * judged by its verdict only: each reader words its own syntax errors.
 */
function hostileTasks(model: SpecModel, opts: { lenient?: boolean; features?: readonly string[] } = {}): Task[] {
  const tasks: Task[] = [];
  const deep = (n: number): string => "[".repeat(n) + "]".repeat(n);
  const kinds = [
    "null",
    "1.5",
    '"s"',
    "[]",
    "{}",
    "true",
    "-0",
    "1e2",
    "9007199254740993",
    "1e400",
    '"\\ud800"',
    "[1,{}]",
    '"other"',
  ];
  let n = 0;
  for (const ix of indexModel(model).values()) {
    for (const e of examplesOf(ix)) {
      const unstables = distinctSets([e.unstable, ...(opts.features ? [[], opts.features] : [])]);
      const modes = opts.lenient ? [undefined, "lenient" as const] : [undefined];
      const add = (extra: Partial<DecodeTask>, verdictOnly = false): void => {
        for (const unstable of unstables)
          for (const mode of modes)
            tasks.push({
              id: `${e.label}#${n++}`,
              type: e.type,
              json: null,
              unstable,
              ...(mode && { mode }),
              ...extra,
              ...(verdictOnly && { verdictOnly }),
            });
      };
      const text = JSON.stringify(e.value);
      add({ json: e.value });
      add({ text: JSON.stringify(e.value, null, 1) });
      add({ text: text.slice(0, -1) }, true);
      add({ bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]).toString("base64") }, true);
      if (e.value === null || typeof e.value !== "object" || Array.isArray(e.value)) continue;
      const obj = e.value as Record<string, unknown>;
      const rest = text.slice(1);
      const withKey = (member: string): string => `{${member}${rest === "}" ? "}" : `,${rest}`}`;
      for (const member of [
        `"zz":${deep(130)}`,
        `"zz":${deep(127)}`,
        '"zz":"\\ud800"',
        '"\\udc00x":1',
        '"zz":123456789012345678901234567890',
        '"zz":1e400',
        '"zz":1,"zz":[2]',
        '"zz":1.0e-7',
      ])
        add({ text: withKey(member) });
      add(
        { bytes: Buffer.concat([Buffer.from(withKey('"zz":"a')), Buffer.from([0xff, 0x22])]).toString("base64") },
        true,
      );
      for (const k of Object.keys(obj)) {
        add({ json: Object.fromEntries(Object.entries(obj).filter(([x]) => x !== k)) });
        for (const w of kinds) add({ text: JSON.stringify({ ...obj, [k]: "\u0000MARK" }).replace('"\\u0000MARK"', w) });
      }
    }
  }
  return tasks;
}

/** Where the Go harness and the TypeScript harness of one output folder disagree (at most 10). */
function disagreements(out: string, tasks: readonly Task[]): string[] {
  const ts = runnerFor("ts", out).decode(tasks);
  const goOut = runnerFor("go", out).decode(tasks);
  const show = (o: DecodeOutcome): string => (o.ok ? `ok ${o.compact}` : `error ${o.error}`);
  return tasks
    .flatMap((t, i) => {
      const a = ts[i]!;
      const b = goOut[i]!;
      const same = t.verdictOnly ? a.ok === b.ok : show(a) === show(b);
      return same
        ? []
        : [
            `${t.id} ${t.mode ?? ""} [${(t.unstable ?? []).join(",")}]: ts ${show(a).slice(0, 300)} | go ${show(b).slice(0, 300)}`,
          ];
    })
    .slice(0, 10);
}

describe("Go naming and comments", () => {
  it("spells wire names as exported identifiers, initialisms in capitals", () => {
    expect(goExported("sessionId")).toBe("SessionID");
    expect(goExported("_meta")).toBe("Meta");
    expect(goExported("mimeType")).toBe("MimeType");
    expect(goExported("url")).toBe("URL");
    expect(goExported("9lives")).toBeNull();
    expect(goExported("")).toBeNull();
  });

  it("hands out distinct names in claim order", () => {
    const s = new Scope(["Extra"]);
    expect(s.claim("Extra", "Field")).toBe("ExtraField");
    expect(s.claim("Extra", "Field")).toBe("ExtraField2");
    expect(s.claim("Name")).toBe("Name");
    expect(s.claim("Name")).toBe("NameValue");
  });

  it("writes code blocks as gofmt does: a blank comment line around, a tab after //", () => {
    expect(goComment("Text.\n```json\n{}\n```\nMore.", "")).toBe("// Text.\n//\n//\t{}\n//\n// More.\n");
    expect(goComment("a\n\n\nb", "\t")).toBe("\t// a\n\t//\n\t// b\n");
  });

  it("quotes strings as Go reads them", () => {
    expect(goString('a"b\\c\n\u2028')).toBe('"a\\"b\\\\c\\n\\u2028"');
  });
});

describe.skipIf(!hasGo)("Go module from fixture specs: names that meet, and types that hold themselves", () => {
  // names: a type named as the registry function or as another type's codec, fields named as the
  // struct's own members, a shared field `kind`; recursive: types that hold themselves in place.
  const fixtures = [
    join(import.meta.dirname, "fixtures", "names"),
    join(import.meta.dirname, "..", "typescript", "fixtures", "recursive"),
  ];
  it.each(fixtures)(
    "%s: gofmt, go vet and go test pass",
    async (spec) => {
      const { dir } = await generateToTemp({ spec, targets: ["go"] });
      try {
        const root = join(dir, "go");
        const fmt = spawnSync("gofmt", ["-l", "."], { cwd: root, encoding: "utf8" });
        expect(fmt.stdout).toBe("");
        for (const args of [
          ["vet", "./..."],
          ["vet", "-tags", GO_NO_ENCODING_JSON_TAG, "./..."],
          // go vet just ran every analyzer go test would (its defaults are a superset), on the same files, the
          // tests' among them: go test's own vet pass would repeat part of it.
          ["test", "-count=1", "-vet=off", "./..."],
        ]) {
          const r = spawnSync("go", args, { cwd: root, encoding: "utf8" });
          expect(r.status, `go ${args.join(" ")}: ${r.stdout}${r.stderr}`).toBe(0);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    600_000,
  );
});

describe.skipIf(!hasGo)("the Go conformance runner's harness builds", () => {
  it("builds a module's harness once per process, and again when a file of the module changes", async () => {
    const spec = join(import.meta.dirname, "..", "typescript", "fixtures", "recursive");
    const { dir } = await generateToTemp({ spec, targets: ["go"] });
    try {
      const model = (await compile({ spec, targets: [] })).model!;
      // Any type of the fixture, read from an empty object: what it answers, the same each time.
      const v = model.versions[0]!;
      const task: DecodeTask = { id: "x", type: `${v.name}.${v.decls[0]!.name}`, json: {} };
      const builds = (): { builds: number; outcome: DecodeOutcome } => {
        const seen: string[] = [];
        const [outcome] = runnerFor("go", dir, (m) => seen.push(m)).decode([task]);
        return { builds: seen.filter((m) => m === "go build").length, outcome: outcome! };
      };
      const first = builds();
      expect(first.outcome.crashed, first.outcome.error).toBeUndefined();
      const second = builds();
      expect(second.builds).toBe(0);
      expect(second.outcome).toEqual(first.outcome);
      // A change of the module's files is another build: the harness's own output, marked.
      const harness = join(dir, "go", "cmd", "acp-conformance", "main.go");
      const text = readFileSync(harness, "utf8");
      const marked = text.replace(/^func main\(\) \{$/m, 'func main() {\n\tos.Stderr.WriteString("")');
      expect(marked).not.toBe(text);
      writeFileSync(harness, marked);
      expect(builds().builds).toBe(1);
      expect(builds().builds).toBe(0);
      writeFileSync(harness, text);
      expect(builds().builds).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});

describe.skipIf(!hasGo)(
  "Go module from the behaviour fixtures: the TypeScript bindings' verdicts, bytes and messages",
  () => {
    const root = join(import.meta.dirname, "..", "..", "behaviour", "fixtures");
    const specs = [...readdirSync(root).map((d) => join(root, d)), join(import.meta.dirname, "fixtures", "names")];
    it.each(specs)(
      "%s: strict and lenient, with the example's features, none, and all",
      async (spec) => {
        const { dir } = await generateToTemp({ spec, targets: ["typescript", "go"] });
        try {
          const model = (await compile({ spec, targets: [] })).model!;
          // The fixtures hold few examples: the fuzzer's inputs from the model (valid values, mutations, the hostile corpus) too.
          const features = specFeatures(model);
          const fuzzed = generateInputs([...indexModel(model).values()], 20261126, 600).flatMap((x, i) =>
            distinctSets([[], features]).flatMap((unstable) =>
              [undefined, "lenient" as const].map((mode): Task => {
                const text = textOf(x);
                const input = x.bytes !== undefined ? { bytes: x.bytes } : text !== undefined ? { text } : {};
                return {
                  id: `fuzz-${i}-${unstable.length}-${mode ?? "strict"}`,
                  type: x.type,
                  json: x.json ?? null,
                  unstable,
                  ...(mode && { mode }),
                  ...input,
                  verdictOnly: x.bytes !== undefined || (text !== undefined && !isJson(text)),
                };
              }),
            ),
          );
          const tasks = [...hostileTasks(model, { lenient: true, features }), ...fuzzed];
          expect(disagreements(dir, tasks)).toEqual([]);
          expect(tasks.length).toBeGreaterThan(0);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
      600_000,
    );
  },
);

describe.skipIf(!hasGo)("Go module: judged by its own toolchain and against the TypeScript bindings", async () => {
  let out: string;
  let goRoot: string;

  beforeAll(async () => {
    ({ dir: out } = await generateToTemp({ targets: ["go", "typescript"] }));
    goRoot = join(out, "go");
  }, 600_000);

  afterAll(() => {
    if (out) rmSync(out, { recursive: true, force: true });
  });

  const go = (args: string[]): { status: number; output: string } => {
    const r = spawnSync("go", args, { cwd: goRoot, encoding: "utf8" });
    return { status: r.status ?? -1, output: `${r.stdout}${r.stderr}` };
  };

  it("is formatted as gofmt formats it, and go vet finds nothing, with and without the encoding/json tag", () => {
    const fmt = spawnSync("gofmt", ["-l", "."], { cwd: goRoot, encoding: "utf8" });
    expect(fmt.stdout).toBe("");
    expect(fmt.status).toBe(0);
    for (const args of [
      ["vet", "./..."],
      ["vet", "-tags", GO_NO_ENCODING_JSON_TAG, "./..."],
    ]) {
      const vet = go(args);
      expect(vet.output, `go ${args.join(" ")}`).toBe("");
      expect(vet.status).toBe(0);
    }
  }, 600_000);

  it("builds encoding/json's methods unless the tag leaves them out, and the typed peers only where imported", async () => {
    const files = (tags: string[]): string[] => {
      const r = go(["list", ...tags, "-f", "{{.ImportPath}} {{range .GoFiles}}{{.}} {{end}}", "./..."]);
      expect(r.status, r.output).toBe(0);
      return r.output.trim().split("\n");
    };
    const plain = files([]);
    const tagged = files(["-tags", GO_NO_ENCODING_JSON_TAG]);
    // The version packages, from the model.
    const versions = (await compile({ targets: [] })).model!.versions.map((v) => v.name);
    expect(versions.length).toBeGreaterThan(0);
    for (const v of versions) {
      const pkg = (lines: string[]): string[] => lines.find((l) => l.split(" ")[0]!.endsWith(`/${v}`))!.split(" ");
      expect(pkg(plain)).toContain("json.go");
      expect(pkg(tagged)).not.toContain("json.go");
      const methods = readFileSync(join(goRoot, v, "json.go"), "utf8");
      expect(methods).toMatch(new RegExp(`^//go:build !${GO_NO_ENCODING_JSON_TAG}$`, "m"));
      // No encoding/json method is left in the version's own file; json.go has them in pairs.
      const own = readFileSync(join(goRoot, v, `${v}.go`), "utf8");
      expect(own).not.toMatch(/^func \([^)]*\) (Marshal|Unmarshal)JSON\(/m);
      const count = (method: string): number =>
        methods.match(new RegExp(`^func \\([^)]*\\) ${method}\\(`, "gm"))?.length ?? 0;
      expect(count("MarshalJSON")).toBeGreaterThan(0);
      expect(count("UnmarshalJSON")).toBe(count("MarshalJSON"));
      // The version package imports neither its peer package nor jsonrpc.
      expect(own).not.toContain('/jsonrpc"');
      expect(pkg(plain)).not.toContain("peer.go");
    }
  }, 600_000);

  it("compiles no reader or writer per type: the version's functions are its message groups' and its union markers", async () => {
    const model = (await compile({ targets: [] })).model!;
    expect(model.versions.length).toBeGreaterThan(0);
    for (const version of model.versions) {
      const own = readFileSync(join(goRoot, version.name, `${version.name}.go`), "utf8");
      const funcs = [...own.matchAll(/^func (?:\([^)]*\) )?(\w+)\(/gm)].map((m) => m[1]!);
      // A union's marker method has an empty body; every other function is one of a message group's six
      // (a request or notification group: its reader, writer, SupportsMethod, FromMethod, and its envelope's reader
      // and writer; a response group: SupportsMethod, FromMethod, the envelope's reader, writer, Typed, and Write),
      // or the init that links the table.
      const markers = [...own.matchAll(/^func \(\w+\) (is\w+)\(\) \{\}$/gm)].length;
      expect(funcs.length - markers).toBeLessThanOrEqual(6 * messageGroups(version).length + 1);
      const names = new Set(funcs);
      for (const d of version.decls) {
        expect(names.has(`read${d.name}`), `read${d.name}`).toBe(false);
        expect(names.has(`write${d.name}`), `write${d.name}`).toBe(false);
      }
      // Every type is an entry of the table the generic reader and writer follow.
      const table = own.slice(own.indexOf("var types = [...]acpjson.Type{"));
      for (const d of version.decls) expect(table).toContain(`Name: ${goString(`${version.name}.${d.name}`)}`);
    }
  }, 600_000);

  it("passes go test, with one round-trip test per spec example", () => {
    // -vet=off: the test above ran go vet's whole default set of analyzers (a superset of go test's) on these files,
    // the tests' among them, with and without the tag; go test's own vet pass would repeat part of it.
    const r = go(["test", "-count=1", "-vet=off", "-v", "./..."]);
    expect(r.status, r.output.slice(-4000)).toBe(0);
    const declared = ["v1", "v2"]
      .map((v) => {
        try {
          return (readFileSync(join(goRoot, v, "examples_test.go"), "utf8").match(/^func TestExample/gm) ?? []).length;
        } catch {
          return 0;
        }
      })
      .reduce((a, b) => a + b, 0);
    expect((r.output.match(/^--- PASS: TestExample/gm) ?? []).length).toBe(declared);
    expect(declared).toBeGreaterThan(40);
  }, 900_000);

  await describeHarnessBehaviour("go", () => out);

  it("writes every number as ECMAScript does (RFC 8785), in free-form JSON", async () => {
    const model = (await compile({ targets: [] })).model!;
    const free = model.versions.flatMap((v) =>
      v.decls
        .filter((d) => d.kind === "alias" && d.target.kind === "json-object" && !d.doc.unstable)
        .map((d) => `${v.name}.${d.name}`),
    )[0]!;
    let s = 20261126;
    const next = (): number => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 2 ** 32);
    const values = [
      0,
      -0,
      1,
      -1,
      0.1,
      2.5e-5,
      1e-7,
      1e-6,
      123e-20,
      1e21,
      1e20,
      123456789012345680000,
      5e-324,
      1.7976931348623157e308,
      4.35,
      2 ** 53,
      2 ** 60,
      -2.5e300,
    ];
    while (values.length < 400) {
      const v = Number((next() * 10 * 10 ** (Math.floor(next() * 40) - 20)).toPrecision(1 + Math.floor(next() * 17)));
      values.push(next() < 0.2 ? -v : v);
    }
    const results = runnerFor("go", out).decode(values.map((x, i) => ({ id: `n${i}`, type: free, json: { n: x } })));
    const wrong = results.flatMap((r, i) =>
      r.compact === `{"n":${String(values[i])}}` ? [] : [`${String(values[i])} -> ${r.compact ?? r.error}`],
    );
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 600_000);

  /**
   * The spec's examples, and hostile variants of each: the Go harness must give
   * the TypeScript harness's verdict, bytes, and error message.
   */
  it("agrees with the TypeScript bindings on the examples and hostile variants of them", async () => {
    const model = (await compile({ targets: [] })).model!;
    const tasks = hostileTasks(model);
    expect(disagreements(out, tasks)).toEqual([]);
    expect(tasks.length).toBeGreaterThan(1000);
  }, 900_000);
});
