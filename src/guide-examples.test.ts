import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diff, generate } from "./index.js";
import { goConsumerModule } from "./testing/go-consumer.js";
import { initProject } from "./cli/init.js";
import { loadConfigFile } from "./config-file.js";
import { PACKAGE_ROOT } from "./pipeline.js";
import { runTsc, tempFolders } from "./testing/generated.js";
import { GUIDES, guideBlocks, RUNNABLE, type GuideBlock } from "./testing/guide-examples.js";
import { ensurePythonEnv } from "./testing/python-env.js";
import { copyCrate, rustTestEnv } from "./testing/rust-env.js";
import { suiteEnv } from "./testing/suite-env.js";

/**
 * Every code block of the guides (README.md, CONTRIBUTING.md) in a language a test can compile or
 * run is marked `<!-- example: NAME -->`, and each marked block is compiled or run here (or by the
 * test file `ELSEWHERE` names), as written: the API and binding examples by the compilers and
 * interpreters of their languages against the package and `out/`, the shell and CI lines against the
 * CLI in a project started with `init`. What an example assumes but does not show (a variable it
 * reads, a type its spec fragment refers to) is declared around it, never changed in it.
 */

const temp = tempFolders(afterAll);
const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const OUT = join(PACKAGE_ROOT, "out");
const ALL = GUIDES.flatMap((g) => guideBlocks(g));

/** Examples another test file runs: that file must take them from the guide by name. */
const ELSEWHERE: { readonly [name: string]: { readonly file: string; readonly names: readonly string[] } } = {
  api: { file: "src/api-readme.test.ts", names: ['guideExample("api")'] },
  "config-file": { file: "src/api-readme.test.ts", names: ['guideExample("config-file")'] },
  // The replay of an upstream release needs the crate's sources (cargo fetch); the import test replays the same step on the same fixture.
  "import-replay": { file: "src/import/crate.test.ts", names: ["spec-before-crate-1.20.0", "runImport("] },
  // The bridge runs between upstream's SDK peers over stdio there.
  "bridge-run": { file: "src/languages/typescript/bridge-interop.test.ts", names: ['guideExample("bridge-run")'] },
  // The Python agent and client run through the bridge there, each as written.
  "python-agent": { file: "src/languages/typescript/bridge-interop.test.ts", names: ['guideExample("python-agent")'] },
  "python-client": {
    file: "src/languages/typescript/bridge-interop.test.ts",
    names: ['guideExample("python-client")'],
  },
  "bridge-run-python": {
    file: "src/languages/typescript/bridge-interop.test.ts",
    names: ['guideExample("bridge-run-python")'],
  },
};

function example(name: string): GuideBlock {
  const found = ALL.filter((b) => b.name === name);
  expect(found.length, `examples named '${name}'`).toBe(1);
  return found[0]!;
}

/** The blocks of a runnable language that carry no marker, as `guide:line`. */
function unmarked(blocks: readonly GuideBlock[]): string[] {
  return blocks.filter((b) => RUNNABLE.has(b.lang) && b.name === null).map((b) => `${b.guide}:${b.line} (${b.lang})`);
}

/** A folder whose `acp-codegen` and `npx acp-codegen` run this package's CLI, for running shell lines as written. */
function shims(): string {
  const dir = temp("acp-guide-bin-");
  writeFileSync(
    join(dir, "acp-codegen"),
    `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} "$@"\n`,
  );
  writeFileSync(
    join(dir, "npx"),
    `#!/bin/sh\nif [ "$1" = acp-codegen ]; then shift; exec acp-codegen "$@"; fi\necho "npx $1: not an acp-codegen line" >&2; exit 127\n`,
  );
  chmodSync(join(dir, "acp-codegen"), 0o755);
  chmodSync(join(dir, "npx"), 0o755);
  return dir;
}

function sh(line: string, cwd: string, env: Record<string, string> = {}): { status: number; output: string } {
  const r = spawnSync("bash", ["-euo", "pipefail", "-c", line], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ACP_CODEGEN_NO_PLUGINS: "", PATH: `${shims()}:${process.env.PATH}`, ...env },
  });
  return { status: r.status ?? -1, output: `${r.stdout}${r.stderr}` };
}

function git(cwd: string, ...args: string[]): void {
  const r = spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
}

/** A project started with `init --minimal` in a git repository whose `origin/main` is its first commit; the package is installed in it. */
function project(opts: { generated?: boolean } = {}): string {
  const dir = temp("acp-guide-");
  expect(initProject({ cwd: dir, from: "minimal" }).existing).toEqual([]);
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(PACKAGE_ROOT, join(dir, "node_modules", "acp-codegen"), "dir");
  writeFileSync(join(dir, ".gitignore"), "node_modules/\n");
  if (opts.generated) expect(sh("acp-codegen generate", dir).status).toBe(0);
  git(dir, "init", "-q");
  git(dir, "add", ".");
  git(dir, "commit", "-qm", "base");
  git(dir, "update-ref", "refs/remotes/origin/main", "HEAD");
  return dir;
}

/** The config file of a project with `text` put first inside `defineConfig({ ... })`. */
function addToConfig(dir: string, text: string): void {
  const file = join(dir, "acp-codegen.config.ts");
  const config = readFileSync(file, "utf8");
  expect(config).toContain("defineConfig({\n");
  writeFileSync(file, config.replace("defineConfig({\n", `defineConfig({\n${text.trimEnd()}\n`));
}

/** Each `- run:` line of a CI example, without its YAML comment. */
function runLines(code: string): string[] {
  return [...code.matchAll(/^\s*- run: (.*)$/gm)].map((m) => m[1]!.replace(/\s+#[^"']*$/, "").trim());
}

/** The commands of a synopsis block: `acp-codegen <command> [flags...]`, each with the flags it names. */
function synopsis(code: string): { command: string; flags: string[] }[] {
  return code
    .split("\n")
    .filter((l) => l.startsWith("acp-codegen "))
    .map((l) => {
      const [, command] = /^acp-codegen (\S+)/.exec(l)!;
      return {
        command: command!,
        flags: [...new Set([...l.slice(`acp-codegen ${command}`.length).matchAll(/--[a-z][a-z-]*/g)].map((m) => m[0]))],
      };
    });
}

function checkSynopsis(code: string): void {
  const lines = synopsis(code);
  expect(lines.length).toBeGreaterThan(0);
  const dir = temp("acp-guide-synopsis-");
  for (const { command, flags } of lines) {
    const help = sh(command.startsWith("--") ? `acp-codegen ${command}` : `acp-codegen ${command} --help`, dir);
    expect(help.status, `acp-codegen ${command}: ${help.output}`).toBe(0);
    for (const f of flags)
      expect(help.output, `acp-codegen ${command} --help lists ${f}`).toMatch(new RegExp(`${f}(?![a-z-])`));
  }
}

describe("the guides' code blocks", () => {
  it("every block in a language a test can run is marked, and every name is unique", () => {
    expect(unmarked(ALL)).toEqual([]);
    const names = ALL.flatMap((b) => (b.name === null ? [] : [b.name]));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("an unmarked block of a runnable language is caught (the rule above can fail)", () => {
    const text =
      "Intro.\n\n<!-- example: one -->\n```ts\nconst a = 1;\n```\n\n```python\nprint(1)\n```\n\n```\nplain output\n```\n";
    expect(unmarked(guideBlocks("X.md", text))).toEqual(["X.md:8 (python)"]);
  });

  it("every marked block is checked here or in the test file that runs it", () => {
    const here = readFileSync(new URL(import.meta.url), "utf8");
    for (const b of ALL) {
      if (b.name === null) continue;
      const other = ELSEWHERE[b.name];
      if (other) {
        const test = readFileSync(join(PACKAGE_ROOT, other.file), "utf8");
        for (const n of other.names) expect(test, `${other.file} runs the example '${b.name}'`).toContain(n);
      } else
        expect(here, `a check of the example '${b.name}' (${b.guide}:${b.line})`).toContain(`example("${b.name}")`);
    }
  });
});

describe("set-up and CLI examples, against the CLI", () => {
  it('example("setup"): each command is a script of the package, or `npm ci`, which runs none', () => {
    const scripts = (
      JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    const commands = example("setup")
      .code.split("\n")
      .map((l) => l.replace(/#.*$/, "").trim())
      .filter(Boolean)
      .flatMap((l) => l.split("&&").map((c) => c.trim()));
    expect(commands.length).toBeGreaterThan(1);
    for (const c of commands) {
      // npm ci installs and runs no script of the package (pack.test.ts: the package has no install-time script).
      if (c === "npm ci") continue;
      const script = c === "npm test" ? "test" : /^npm run (\S+)$/.exec(c)?.[1];
      expect(script, `a command the set-up names: ${c}`).toBeDefined();
      expect(scripts[script!], `the script behind '${c}'`).toBeDefined();
    }
  });

  it('example("own-project"): init --from acp, then generate, as written', () => {
    const dir = temp("acp-guide-own-");
    writeFileSync(join(dir, "package.json"), '{ "name": "my-project", "private": true }\n');
    const name = (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { name: string }).name;
    for (const line of example("own-project").code.split("\n").filter(Boolean)) {
      const install = /^npm install --save-dev (\S+)/.exec(line);
      if (install) {
        expect(install[1]).toBe(name);
        continue;
      }
      const r = sh(line, dir);
      expect(r.status, `${line}\n${r.output}`).toBe(0);
    }
    expect(existsSync(join(dir, "acp-codegen.config.ts"))).toBe(true);
    for (const target of ["typescript", "rust", "python", "go", "jsonschema", "docs"])
      expect(existsSync(join(dir, "out", target)), target).toBe(true);
  }, 300_000);

  it('example("template-override"): the override replaces the shipped template', () => {
    const dir = project();
    addToConfig(dir, '  templates: "overrides",');
    const code = example("template-override").code;
    const r = sh(code, dir);
    expect(r.status, r.output).toBe(0);
    const header = /echo '([^']+)'/.exec(code)![1]!;
    const g = sh("acp-codegen generate --target rust", dir);
    expect(g.status, g.output).toBe(0);
    expect(readFileSync(join(dir, "out", "rust", "src", "lib.rs"), "utf8").split("\n")[0]).toBe(header);
  }, 120_000);

  it('example("commands") and example("diff-synopsis"): every flag of the synopsis is one of the command\'s', () => {
    checkSynopsis(example("commands").code);
    checkSynopsis(example("diff-synopsis").code);
  }, 120_000);

  it('example("ci-github") and example("ci-diff-markdown"): the CI lines pass on an up-to-date project', () => {
    for (const name of ["ci-github", "ci-diff-markdown"]) {
      const dir = project({ generated: true });
      const summary = join(dir, "..", `${name}-summary.md`);
      writeFileSync(summary, "");
      const lines = runLines(example(name).code);
      expect(lines.length, name).toBeGreaterThan(0);
      for (const line of lines) {
        const r = sh(line, dir, { GITHUB_STEP_SUMMARY: summary });
        expect(r.status, `${name}: ${line}\n${r.output}`).toBe(0);
      }
      if (example(name).code.includes("GITHUB_STEP_SUMMARY")) expect(readFileSync(summary, "utf8")).toMatch(/^## /m);
    }
  }, 300_000);

  it('example("diff-accept"): the acceptance reads without a diagnostic, and one that matches no change is reported unused', async () => {
    const dir = project();
    const code = example("diff-accept").code;
    addToConfig(dir, code.trimEnd().replace(/;$/, ""));
    const r = await loadConfigFile(join(dir, "acp-codegen.config.ts"), dir, { cache: false });
    expect(r.diagnostics).toEqual([]);
    const where = /where: "([^"]+)"/.exec(code)![1]!;
    const d = await diff({ cwd: dir, base: "origin/main" });
    expect(d.error).toBeNull();
    expect(d.unused.map((u) => u.where)).toEqual([where]);
  }, 120_000);
});

describe('spec examples compile as a spec: example("spec-vocabulary"), example("enum-docs")', () => {
  /** What a fragment refers to but does not declare, declared beside it. */
  const ASSUMED: { readonly [name: string]: string } = {
    "spec-vocabulary":
      "/** A block of content. */\nexport interface ContentBlock {\n  /** The text. */\n  text: string;\n}\n",
  };

  for (const name of ["spec-vocabulary", "enum-docs"]) {
    it(`example("${name}"): added to a spec, it compiles with no error, every declaration reaches the JSON Schema and every doc comment the docs`, async () => {
      const dir = project();
      const code = example(name).code;
      writeFileSync(join(dir, "spec", "v1", "guide-example.ts"), code);
      if (ASSUMED[name]) writeFileSync(join(dir, "spec", "v1", "guide-assumed.ts"), ASSUMED[name]);
      const g = await generate({ cwd: dir, targets: ["jsonschema", "docs"], cache: false });
      expect(g.diagnostics.filter((x) => x.severity === "error").map((x) => x.text)).toEqual([]);
      expect(g.ok).toBe(true);
      const schema = readFileSync(
        join(
          dir,
          "out",
          "jsonschema",
          readdirSync(join(dir, "out", "jsonschema")).find((f) => f.startsWith("v1") && !f.includes("unstable"))!,
        ),
        "utf8",
      );
      const defs = Object.keys((JSON.parse(schema) as { $defs: object }).$defs);
      for (const [, decl] of code.matchAll(/^export (?:type|interface) (\w+)/gm)) expect(defs, decl).toContain(decl);
      const docs = readdirSync(join(dir, "out", "docs"), { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile() && f.name.endsWith(".md"))
        .map((f) => readFileSync(join(f.parentPath, f.name), "utf8"))
        .join("\n");
      const comments = [...code.matchAll(/\/\*\* ([^@*]+?)(?: @example[^*]*)? \*\//g)].map((m) => m[1]!.trim());
      expect(comments.length).toBeGreaterThan(0);
      for (const doc of comments) expect(docs, doc).toContain(doc);
    }, 120_000);
  }
});

describe("TypeScript examples compile under tsc --strict", () => {
  /** What an example reads but does not show. */
  const PRELUDE: { readonly [name: string]: string } = {
    "ts-bindings": "declare const json: unknown;\n",
    "ts-behaviour":
      "declare const json: unknown;\ndeclare const update: v2.SessionUpdate;\ndeclare const params: any;\n",
    "ts-lenient":
      'import { v2 } from "./out/typescript/index.js";\ndeclare const json: unknown;\ndeclare const text: string;\n',
    rule: 'import type { ConversionRule } from "acp-codegen/vocabulary";\nconst rule: ConversionRule = ',
    plugin: "",
    "ts-peer":
      "declare const update: v1.SessionUpdate;\ndeclare const request: v1.RequestPermissionRequest;\n" +
      "declare const process: { stdin: Parameters<typeof peer.ndJsonNode>[0]; stdout: Parameters<typeof peer.ndJsonNode>[1] };\n",
    "ts-client":
      "declare const seen: v2.SessionUpdate[];\n" +
      "declare const child: { stdout: Parameters<typeof peer.ndJsonNode>[0]; stdin: Parameters<typeof peer.ndJsonNode>[1] };\n",
  };

  /**
   * A line whose comment starts with a type (`state.toolCalls(); // v2.ToolCallUpdate[]: ...`) says what the
   * expression gives: the check requires exactly that type.
   */
  function typeClaims(code: string): string {
    return code.replace(
      /^(\s*)([^/\n][^\n]*?);(\s*)\/\/ ((?:v\d+\.)?[A-Z]\w*(?:\[\])?)(?::[^\n]*)?$/gm,
      (_m, indent: string, expr: string, _s, type: string) =>
        `${indent}{ const claimed = ${expr}; const same: Same<typeof claimed, ${type}> = true; void same; }`,
    );
  }

  function files(): { [file: string]: string } {
    const out: { [file: string]: string } = {};
    for (const name of Object.keys(PRELUDE)) {
      let code = example(name).code;
      if (name === "rule") code = `${code.trimEnd().replace(/\[ \.\.\. \]/g, "[]")};\nvoid rule;\n`;
      const prelude = PRELUDE[name]!;
      // Imports first, then what the example assumes, then the example.
      const imports = code.split("\n").filter((l) => l.startsWith("import "));
      const rest = code.split("\n").filter((l) => !l.startsWith("import "));
      const body = name === "rule" ? `${prelude}${rest.join("\n")}` : `${prelude}${rest.join("\n")}`;
      out[`${name}.ts`] =
        `${imports.join("\n")}\n${typeClaims(body)}\ntype Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;\nexport {};\n`;
    }
    return out;
  }

  function compile(sources: { [file: string]: string }): { status: number; output: string } {
    const dir = temp("acp-guide-tsc-");
    symlinkSync(OUT, join(dir, "out"), "dir");
    for (const [f, text] of Object.entries(sources)) writeFileSync(join(dir, f), text);
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          skipLibCheck: true,
          types: [],
          paths: {
            "acp-codegen/vocabulary": [join(PACKAGE_ROOT, "dist", "vocabulary.d.ts")],
            "acp-codegen/plugin": [join(PACKAGE_ROOT, "dist", "plugin", "index.d.ts")],
          },
        },
        files: Object.keys(sources),
      }),
    );
    return runTsc(["-p", join(dir, "tsconfig.json")], dir);
  }

  /** Where a wrong copy of an example goes: `ts-behaviour.wrong.ts` beside `ts-behaviour.ts`. */
  const wrongName = (file: string): string => file.replace(/\.ts$/, ".wrong.ts");
  let both: { status: number; output: string } | undefined;
  /**
   * One tsc run for the two tests below (each run loads out/typescript's declarations, most of its CPU): the examples
   * as written, and beside them wrong copies of two of them (`wrongName`): a type claim that is not the type, and a
   * misspelt name. Each file is a module of its own, so the copies' errors are theirs alone.
   */
  function compileBoth(): { status: number; output: string } {
    if (both) return both;
    const sources = files();
    const wrong = {
      "ts-behaviour.ts": sources["ts-behaviour.ts"]!.replace(
        /Same<typeof claimed, (v2\.\w+)\[\]>/,
        "Same<typeof claimed, $1>",
      ),
      "ts-lenient.ts": sources["ts-lenient.ts"]!.replace("v2.parseLenient(", "v2.parseLenent("),
    };
    for (const [file, text] of Object.entries(wrong)) expect(text, file).not.toBe(sources[file]);
    both = compile({ ...sources, ...Object.fromEntries(Object.entries(wrong).map(([f, t]) => [wrongName(f), t])) });
    return both;
  }

  /** tsc's diagnostics, one per error: a line that starts a diagnostic, and the indented lines that continue it. */
  const diagnostics = (output: string): string[] =>
    output
      .split(/\n(?=\S)/)
      .map((d) => d.trimEnd())
      .filter(Boolean);

  it('example("ts-bindings"), example("ts-behaviour"), example("ts-lenient"), example("rule"), example("plugin"), example("ts-peer") and example("ts-client") compile, the types their comments claim included', () => {
    const sources = files();
    // The claims are there to be checked.
    expect(sources["ts-behaviour.ts"]).toMatch(/Same<typeof claimed, v2\.\w+\[\]>/);
    // Every diagnostic is a wrong copy's: the examples as written have none.
    const wrongCopies = new Set(Object.keys(sources).map(wrongName));
    const r = compileBoth();
    expect(diagnostics(r.output).filter((d) => !wrongCopies.has(d.split("(")[0]!))).toEqual([]);
  }, 120_000);

  it("a wrong type claim, or a misspelt name, fails to compile (the check can fail)", () => {
    const r = compileBoth();
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/^ts-behaviour\.wrong\.ts\(\d+,\d+\): error TS2322/m);
    expect(r.output).toMatch(/^ts-lenient\.wrong\.ts\(\d+,\d+\): error TS\d+: .*parseLenent/m);
  }, 120_000);

  it('example("api"): a misspelt option outside the @ts-expect-error line fails to compile', () => {
    const api = example("api").code;
    const option = /\{ cwd: "protocol", (\w+):/.exec(api)![1]!;
    const misspelt = api.replace(`{ cwd: "protocol", ${option}:`, `{ cwd: "protocol", ${option}x:`);
    const dir = temp("acp-guide-api-");
    writeFileSync(join(dir, "api.ts"), `${misspelt}\nexport {};\n`);
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          skipLibCheck: true,
          types: [],
          paths: { "acp-codegen": [join(PACKAGE_ROOT, "dist", "index.d.ts")] },
        },
        files: ["api.ts"],
      }),
    );
    const r = runTsc(["-p", join(dir, "tsconfig.json")], dir);
    expect(r.status).not.toBe(0);
    expect(r.output).toContain(`${option}x`);
  }, 120_000);

  it('example("plugin"): the plugin loads, and generate writes its file', () => {
    const dir = project();
    writeFileSync(join(dir, "acp-kotlin.js"), example("plugin").code);
    mkdirSync(join(dir, "templates"));
    addToConfig(dir, '  plugins: ["./acp-kotlin.js"],');
    const r = sh("acp-codegen generate --target kotlin", dir);
    expect(r.status, r.output).toBe(0);
    const pkg = /default: "([^"]+)"/.exec(example("plugin").code)![1]!;
    expect(readFileSync(join(dir, "out", "kotlin", "Package.kt"), "utf8")).toBe(`package ${pkg}\n`);
  }, 120_000);
});

/** The examples of a type among the generated vectors (of the stable surface), or those whose JSON names `tag`. */
function examplesOf(type: string, tag?: string): unknown[] {
  const vectors = (
    JSON.parse(readFileSync(join(OUT, "vectors", "examples.json"), "utf8")) as {
      vectors: { type?: string; json?: unknown; expect?: unknown; unstable?: unknown }[];
    }
  ).vectors;
  const found = vectors.filter(
    (v) =>
      v.type === type &&
      v.expect === "accept" &&
      v.unstable === undefined &&
      (tag === undefined || Object.values(v.json as object).includes(tag)),
  );
  expect(found.length, `examples of ${type}${tag ? ` (${tag})` : ""}`).toBeGreaterThan(0);
  return found.map((v) => v.json);
}

const snake = (s: string): string => s.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

describe('Python examples run against out/python: example("python-usage"), example("python-lenient")', () => {
  for (const name of ["python-usage", "python-lenient"]) {
    it(`example("${name}") runs`, () => {
      const code = example(name).code;
      const type = /parse\w*\((v\d+\.\w+), data\)/.exec(code)?.[1];
      expect(type, "the type the example reads").toBeDefined();
      // The variant the example looks for, when it looks for one.
      const cls = new RegExp(`isinstance\\(\\w+, ${type!.replace(".", "\\.")}(\\w+)\\)`).exec(code)?.[1];
      const inputs = examplesOf(type!, cls === undefined ? undefined : snake(cls));
      const imports = /^from acp_schema import/m.test(code)
        ? ""
        : "from acp_schema import v2, parse_lenient, parse_lenient_json\n";
      // The example runs on the spec's examples of what it reads, in turn, until one goes through: a
      // converter may refuse a message v1 cannot express (ConversionError, as documented), nothing else.
      const script = [
        "import json",
        "from acp_schema import ConversionError",
        `inputs = json.loads(${JSON.stringify(JSON.stringify(inputs))})`,
        `code = compile(${JSON.stringify(`${imports}${code}`)}, "example", "exec")`,
        "for data in inputs:",
        "    try:",
        '        exec(code, {"data": data, "body": json.dumps(data), "text": json.dumps(data)})',
        "    except ConversionError as e:",
        "        last = e",
        "        continue",
        '    print("ran")',
        "    break",
        "else:",
        "    raise last",
        "",
      ].join("\n");
      const dir = temp("acp-guide-py-");
      writeFileSync(join(dir, "example.py"), script);
      const r = spawnSync(ensurePythonEnv(), [join(dir, "example.py")], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, PYTHONPATH: join(OUT, "python") },
      });
      expect(`${r.stdout}${r.stderr}`).toContain("ran");
      expect(r.status, r.stderr).toBe(0);
    }, 300_000);
  }
});

describe("Rust and Go examples compile against out/", () => {
  it('example("rust-usage") and example("rust-lenient") compile against the crate (an example of a copy of it, built as every test builds out/rust)', () => {
    // A copy of the crate with its timestamps kept, built in the suite's target folder with the suite's flags
    // (rust-env.ts), is the same build of the library to cargo as the conformance harness's: only the example
    // program below is compiled here. Built as a crate of its own, with the crate as a path dependency, the
    // library would be compiled again (cargo tells a path dependency apart by its folder).
    const crate = copyCrate(join(OUT, "rust"), join(temp("acp-guide-rust-"), "rust"));
    const cargo = readFileSync(join(crate, "Cargo.toml"), "utf8");
    const lib = /^name = "([^"]+)"/m.exec(cargo)![1]!.replace(/-/g, "_");
    const split = (code: string): { uses: string[]; body: string } => ({
      uses: code.split("\n").filter((l) => l.startsWith("use ")),
      body: code
        .split("\n")
        .filter((l) => !l.startsWith("use "))
        .join("\n"),
    });
    const usage = split(example("rust-usage").code);
    const lenient = split(example("rust-lenient").code);
    const program = "guide-examples";
    writeFileSync(
      join(crate, "examples", `${program}.rs`),
      [
        // Compiled as written: a warning (the suite denies them) or a clippy lint is not this test's business.
        "#![allow(warnings, clippy::all)]",
        ...new Set([...usage.uses, ...lenient.uses]),
        // The lenient example names `v2::` as the usage example imports it.
        ...([...usage.uses, ...lenient.uses].some((u) => /\bv2\b/.test(u)) ? [] : [`use ${lib}::v2;`]),
        "type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;",
        `fn usage(text: &str, block: v2::ContentBlock, meta: v2::Meta) -> Result<()> {\n${usage.body}\nOk(())\n}`,
        `fn lenient(json: serde_json::Value, text: &str) -> Result<()> {\n${lenient.body}\nOk(())\n}`,
        "fn main() {}",
        "",
      ].join("\n"),
    );
    const r = spawnSync("cargo", ["build", "--quiet", "--example", program], {
      cwd: crate,
      encoding: "utf8",
      env: { ...process.env, ...suiteEnv(), ...rustTestEnv() },
    });
    expect(r.stderr).not.toMatch(/^error/m);
    expect(r.status, r.stderr).toBe(0);
  }, 900_000);

  it('example("go-usage") and example("go-behaviour") compile against the module (go vet)', () => {
    const dir = temp("acp-guide-go-");
    const mod = /^module (\S+)/m.exec(readFileSync(join(OUT, "go", "go.mod"), "utf8"))![1]!;
    const goLine = /^go (\S+)/m.exec(readFileSync(join(OUT, "go", "go.mod"), "utf8"))![1]!;
    const work = goConsumerModule(dir, "guideexamples", goLine, join(OUT, "go"));
    const packages: { [name: string]: string } = {
      acpjson: `${mod}/acpjson`,
      v2: `${mod}/v2`,
      lenient: `${mod}/v2/lenient`,
      convert: `${mod}/convert`,
      reducer: `${mod}/reducer`,
    };
    const body = (code: string): { imports: Set<string>; body: string } => {
      const block = /^import \(([\s\S]*?)\)\n/m.exec(code);
      const rest = block ? code.replace(block[0], "") : code;
      const imports = new Set(block ? [...block[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) : []);
      for (const [name, path] of Object.entries(packages))
        if (new RegExp(`\\b${name}\\.`).test(rest)) imports.add(path);
      // Every variable the example declares is used, as a program that goes on would use it.
      const declared = new Set(
        [...rest.matchAll(/^\s*([\w, ]+?) :?= /gm)]
          .flatMap((m) => m[1]!.split(",").map((x) => x.trim()))
          .filter((x) => /^[A-Za-z]\w*$/.test(x)),
      );
      return { imports, body: `${rest}\n${[...declared].map((v) => `_ = ${v}`).join("\n")}` };
    };
    const usage = body(example("go-usage").code);
    const behaviour = body(example("go-behaviour").code);
    const imports = [...new Set([...usage.imports, ...behaviour.imports])].sort();
    writeFileSync(
      join(dir, "main.go"),
      [
        "package main",
        "",
        `import (\n${imports.map((i) => `\t${JSON.stringify(i)}`).join("\n")}\n)`,
        "",
        `func usage(data []byte) error {\n${usage.body}\nreturn nil\n}`,
        "",
        `func behaviour(update *acpjson.Value, typedUpdate v2.SessionUpdate) error {\n${behaviour.body}\nreturn nil\n}`,
        "",
        "func main() {}",
        "",
      ].join("\n"),
    );
    const r = spawnSync("go", ["vet", "."], {
      cwd: dir,
      encoding: "utf8",
      // The suite's GOFLAGS kept (-trimpath) and the module in a workspace: the generated packages are then the build
      // the other Go tests make.
      env: { ...process.env, ...suiteEnv(), GOPROXY: "off", ...work },
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  }, 900_000);
});

describe("what the guides say of the generated packages", () => {
  it("the crate's dependencies, and the lowest versions it asks for, are those of its Cargo.toml (in the README and the crate's own README)", () => {
    const cargo = readFileSync(join(OUT, "rust", "Cargo.toml"), "utf8");
    const section = cargo.split("\n[dependencies]\n")[1]!.split(/\n\[/)[0]!;
    const deps = new Map(
      [...section.matchAll(/^([\w-]+) = (?:"([^"]+)"|\{ version = "([^"]+)")/gm)].map((m) => [m[1]!, m[2] ?? m[3]!]),
    );
    expect(deps.size).toBeGreaterThan(0);
    const readme = readFileSync(join(PACKAGE_ROOT, "README.md"), "utf8").replace(/\s+/g, " ");
    const only = /The crate depends only on ((?:`[\w-]+`(?:, | and )?)+)/.exec(readme);
    expect(only, "the README names the crate's dependencies").not.toBeNull();
    expect([...only![1]!.matchAll(/`([\w-]+)`/g)].map((m) => m[1]).sort()).toEqual([...deps.keys()].sort());
    const asks = /`Cargo\.toml` asks for ((?:`[\w-]+` [\d.]+(?:, | and )?)+)/.exec(readme);
    expect(asks, "the README gives the lowest versions").not.toBeNull();
    expect(new Map([...asks![1]!.matchAll(/`([\w-]+)` ([\d.]*\d)/g)].map((m) => [m[1]!, m[2]!]))).toEqual(deps);
    const crateReadme = readFileSync(join(OUT, "rust", "README.md"), "utf8").replace(/\s+/g, " ");
    for (const [name, version] of deps) expect(crateReadme, name).toContain(`\`${name}\` ${version}`);
  });
});
