import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { MAVEN_JIT, mavenOpts, readExact } from "./conformance.mjs";
import kotlinPlugin from "./index.mjs";
import { describeFinding, fuzz, runnerAt, type Bindings } from "../../src/fuzz/fuzz.js";
import { DEFAULT_HOSTILE_SHARE } from "../../src/fuzz/generate.js";
import { indexModel } from "../../src/model/index.js";
import { compile } from "../../src/pipeline.js";
import type { LanguagePlugin } from "../../src/plugin/index.js";
import { judgedLanguages } from "../../src/targets/registry.js";
import { ensurePythonEnv } from "../../src/testing/python-env.js";
import { useRustTestEnv } from "../../src/testing/rust-env.js";
import { SUITE_CACHE } from "../../src/testing/suite-env.js";

/**
 * The Kotlin plugin, loaded as a third party's: a config file names it in
 * `plugins`, and the CLI built in dist/ generates and judges through it.
 */
const HERE = fileURLToPath(new URL(".", import.meta.url));
const REPO = resolve(HERE, "../..");
const CLI = join(REPO, "dist/cli/bin.js");

/**
 * A project whose config loads the plugin from its folder and generates `kotlin` and the vectors: in a temporary
 * folder, or in `at` (kept between runs).
 */
function project(extra: Record<string, unknown> = {}, at?: string): { dir: string; out: string; config: string } {
  const dir = at ?? mkdtempSync(join(tmpdir(), "acp-kotlin-"));
  mkdirSync(dir, { recursive: true });
  const out = join(dir, "out");
  const config = join(dir, "acp-codegen.config.json");
  writeFileSync(
    config,
    JSON.stringify({
      spec: join(REPO, "spec"),
      out,
      plugins: [join(HERE, "index.mjs")],
      targets: ["kotlin", "vectors"],
      ...extra,
    }),
  );
  return { dir, out, config };
}

function cli(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8", maxBuffer: 1 << 28 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Every file under a folder, by relative path, with its text. */
function tree(root: string, rel = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) for (const [k, v] of tree(root, p)) out.set(k, v);
    else out.set(p, readFileSync(join(root, p), "utf8"));
  }
  return out;
}

describe("Kotlin plugin: its sources", () => {
  const sources = readdirSync(HERE).filter((f) => f.endsWith(".mjs"));

  it("import node's modules and one another only, and name acp-codegen only as acp-codegen/plugin", () => {
    for (const f of sources) {
      const text = readFileSync(join(HERE, f), "utf8");
      for (const m of text.matchAll(/^\s*import\s[^;]*?from\s+"([^"]+)"/gm)) expect(m[1]!, f).toMatch(/^(node:|\.\/)/);
      for (const m of text.matchAll(/import\("([^"]+)"\)/g)) expect(m[1], f).toBe("acp-codegen/plugin");
    }
  });

  it("are all in the package npm packs, with every file they read at run time", () => {
    const r = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: HERE, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const packed = new Set((JSON.parse(r.stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path));
    const needed = [
      ...sources,
      ...["runtime", "harness"].flatMap((d) => readdirSync(join(HERE, d)).map((f) => `${d}/${f}`)),
      "package.json",
      "LICENSE",
      "README.md",
    ];
    for (const f of sources) {
      const text = readFileSync(join(HERE, f), "utf8");
      for (const m of text.matchAll(/^\s*import\s[^;]*?from\s+"\.\/([^"]+)"/gm)) needed.push(m[1]!);
    }
    expect(needed.filter((f) => !packed.has(f))).toEqual([]);
    // npm's start alone can take more than vitest's default 5 s on a busy two-core machine.
  }, 60_000);

  it("run Maven with the client compiler (small inlining) and the serial collector, the user's MAVEN_OPTS after them (so they win)", () => {
    const jit = "-XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=15";
    expect(MAVEN_JIT.join(" ")).toBe(jit);
    expect(mavenOpts(undefined)).toBe(`${jit} -XX:+UseSerialGC`);
    expect(mavenOpts("  ")).toBe(`${jit} -XX:+UseSerialGC`);
    expect(mavenOpts("-Xmx2g -XX:TieredStopAtLevel=4 -XX:C1MaxInlineSize=35")).toBe(
      `${jit} -XX:+UseSerialGC -Xmx2g -XX:TieredStopAtLevel=4 -XX:C1MaxInlineSize=35`,
    );
    // A collector of the user's replaces the serial one: the JVM refuses to start with two.
    expect(mavenOpts("-XX:+UseG1GC -Xmx2g")).toBe(`${jit} -XX:+UseG1GC -Xmx2g`);
    const java = spawnSync("java", [...mavenOpts("-XX:+UseParallelGC").split(" "), "-version"], { encoding: "utf8" });
    if (java.error === undefined) expect(java.status, java.stderr).toBe(0);
  });

  it("run the harness in a JVM with the client compiler and the serial collector, before the harness's own options", async () => {
    // A library the runner finds built (its marker newer than the sources), and a `java` first on PATH that writes
    // down its arguments: what the runner starts the harness with, without Maven or a JDK.
    const { kotlinConformance, HARNESS_JVM } = await import("./conformance.mjs");
    const { dir, root, bin } = standInLibrary("acp-kotlin-jvm-");
    mkdirSync(join(root, "target", "classes"), { recursive: true });
    writeFileSync(join(root, "target", "classpath.txt"), "dep.jar");
    const later = new Date(Date.now() + 60_000);
    writeFileSync(join(root, "target", "acp-codegen-built"), "");
    utimesSync(join(root, "target", "acp-codegen-built"), later, later);
    const log = join(dir, "args");
    writeFileSync(join(bin, "java"), `#!/bin/sh\nprintf '%s\\n' "$@" > '${log}'\n`, { mode: 0o755 });
    withCommands(bin, () => {
      const out = kotlinConformance(root, () => {}).run([{ id: "a", type: "v.T", json: 1 }] as never);
      expect(out.map((o) => o.id)).toEqual(["a"]);
    });
    const args = readFileSync(log, "utf8").trim().split("\n");
    expect(HARNESS_JVM).toEqual(["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]);
    expect(args.slice(0, HARNESS_JVM.length)).toEqual([...HARNESS_JVM]);
    expect(args.slice(args.indexOf("-cp"))).toEqual([
      "-cp",
      `${join(root, "target", "classes")}:dep.jar`,
      "p.conformance.MainKt",
    ]);
    // The JVM starts with them, where one is installed.
    const java = spawnSync("java", [...HARNESS_JVM, "-version"], { encoding: "utf8" });
    if (java.error === undefined) expect(java.status, java.stderr).toBe(0);
  });

  it("build a stale library with Maven's compile phase (no jar, no test phases), and start no JVM for no tasks", async () => {
    // A library with no good build yet, and stand-ins first on PATH: an `mvn` that writes down its arguments and
    // leaves what a build leaves (target/classes, the classpath file), and a `java` that writes down that it ran.
    const { kotlinConformance, MAVEN_GOALS } = await import("./conformance.mjs");
    const { dir, root, bin } = standInLibrary("acp-kotlin-mvn-");
    const mvnLog = join(dir, "mvn-args");
    const optsLog = join(dir, "mvn-opts");
    const javaLog = join(dir, "java-ran");
    writeFileSync(
      join(bin, "mvn"),
      `#!/bin/sh\nprintf '%s\\n' "$@" > '${mvnLog}'\nprintf '%s' "$MAVEN_OPTS" > '${optsLog}'\nmkdir -p target/classes\nprintf 'dep.jar' > target/classpath.txt\n`,
      { mode: 0o755 },
    );
    writeFileSync(join(bin, "java"), `#!/bin/sh\ntouch '${javaLog}'\n`, { mode: 0o755 });
    try {
      withCommands(bin, () => {
        const runner = kotlinConformance(root, () => {});
        expect(runner.run([])).toEqual([]);
        const args = readFileSync(mvnLog, "utf8").trim().split("\n");
        expect(args.slice(args.length - MAVEN_GOALS.length)).toEqual([...MAVEN_GOALS]);
        expect(args).toContain("compile");
        expect(args).not.toContain("package");
        expect(args).toContain("-Dkotlin.compiler.daemon=false");
        // Maven's JVM gets the runner's options (the compiler runs in it), the user's after them.
        expect(readFileSync(optsLog, "utf8")).toBe(mavenOpts(process.env.MAVEN_OPTS));
        expect(existsSync(javaLog)).toBe(false);
        // The build is marked good: a second call runs no Maven, and with a task the harness's JVM starts.
        rmSync(mvnLog);
        runner.run([{ id: "a", type: "v.T", json: 1 }] as never);
        expect(existsSync(mvnLog)).toBe(false);
        expect(existsSync(javaLog)).toBe(true);
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("type-check against the plugin API (tsc --checkJs)", () => {
    const r = spawnSync(
      process.execPath,
      [join(REPO, "node_modules/typescript/bin/tsc"), "-p", join(HERE, "tsconfig.json")],
      { encoding: "utf8" },
    );
    expect(`${r.stdout}${r.stderr}`).toBe("");
    expect(r.status).toBe(0);
  }, 300_000);
});

describe("Kotlin plugin: generated through a config's plugins", () => {
  const p = project();
  let files: Map<string, string>;
  beforeAll(() => {
    const r = cli(["generate", "--config", p.config], p.dir);
    expect(r.status, r.stderr).toBe(0);
    files = tree(join(p.out, "kotlin"));
  }, 300_000);

  it("writes a Maven library: pom, README, LICENSE, runtime, one Types.kt per version, the harness", () => {
    const spec = JSON.parse(readFileSync(join(p.out, "vectors", "examples.json"), "utf8")) as
      | { type: string }[]
      | { vectors: { type: string }[] };
    const versions = [...new Set((Array.isArray(spec) ? spec : spec.vectors).map((v) => v.type.split(".")[0]!))];
    expect(versions.length).toBeGreaterThan(0);
    for (const v of versions) expect(files.has(`src/main/kotlin/com/example/acp/${v}/Types.kt`), v).toBe(true);
    for (const f of [
      "pom.xml",
      "README.md",
      "LICENSE",
      "src/main/kotlin/com/example/acp/conformance/Main.kt",
      "src/main/kotlin/com/example/acp/Registry.kt",
      "src/main/kotlin/com/example/acp/Behaviour.kt",
    ])
      expect(files.has(f), f).toBe(true);
    const pom = files.get("pom.xml")!;
    expect(pom).toContain("<artifactId>kotlin-maven-plugin</artifactId>");
    expect(pom).toContain("<arg>-Werror</arg>");
    expect(pom).toMatch(/<kotlin.version>2\.4\.21<\/kotlin.version>/);
    expect(pom).toMatch(/<serialization.version>1\.12\.0<\/serialization.version>/);
  });

  it("starts every Kotlin file with the provenance header, and documents every class, property and constant of the spec's types", () => {
    for (const [path, text] of files) {
      if (!path.endsWith(".kt")) continue;
      expect(text.startsWith("// Generated by acp-codegen"), path).toBe(true);
      // The runtime and the harness are the plugin's hand-written sources: the spec's types are what this checks.
      if (/\/(runtime|conformance)\//.test(path)) continue;
      const lines = text.split("\n");
      lines.forEach((line, i) => {
        if (
          !/^\s*(?:data class|sealed interface|enum class|object|class|data object|val|fun|interface)\b/.test(
            line.replace(/^\s*(?:override|private|open|const|@Serializable\(.*\))\s*/, ""),
          )
        )
          return;
        if (/^\s*(override|private)\b/.test(line) || /^\s+val \w+ = /.test(line) || /^\s{8,}val /.test(line)) return;
        let j = i - 1;
        while (j >= 0 && /^\s*@/.test(lines[j]!)) j--;
        expect(lines[j]!.trim().endsWith("*/"), `${path}:${i + 1}: ${line}`).toBe(true);
      });
    }
  });

  it("names no spec type in the plugin's own sources (the spec's names come from the model)", () => {
    // The declarations' names, from the registry the plugin generated: `"v2.Name" to <package>.v2.Name.Codec`.
    const registry = [...files].find(([path]) => path.endsWith("/Registry.kt"))![1];
    const names = [...registry.matchAll(/"\w+\.(\w+)" to [\w.]+\.(\w+)\.Codec,/g)]
      .filter((m) => m[1] === m[2])
      .map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(20);
    const sources = [
      ...readdirSync(HERE).filter((f) => f.endsWith(".mjs")),
      ...["runtime", "harness"].flatMap((d) => readdirSync(join(HERE, d)).map((f) => `${d}/${f}`)),
    ];
    const hits = sources.flatMap((f) => {
      const text = readFileSync(join(HERE, f), "utf8");
      return names
        .filter((n) => new RegExp(`(?<![A-Za-z0-9_])${n}(?![A-Za-z0-9_])`).test(text))
        .map((n) => `${f}: ${n}`);
    });
    expect(hits).toEqual([]);
  });

  it("is deterministic: a second run writes the same bytes", () => {
    const q = project();
    expect(cli(["generate", "--config", q.config], q.dir).status).toBe(0);
    expect(tree(join(q.out, "kotlin"))).toEqual(files);
  }, 300_000);

  it("refuses a package option that is no Kotlin package, naming it", () => {
    const q = project({ kotlin: { package: "Com.Bad-Name" } });
    const r = cli(["generate", "--config", q.config], q.dir);
    expect(r.status).toBe(1);
    expect(`${r.stdout}${r.stderr}`).toContain("'Com.Bad-Name' is not a Kotlin package name");
  });
});

const missing = ["java", "mvn"].filter(
  (c) => spawnSync(c, [c === "java" ? "-version" : "-v"], { encoding: "utf8" }).status !== 0,
);
if (missing.length) console.warn(`Kotlin plugin: the build tests are skipped: ${missing.join(" and ")} not installed`);

describe.skipIf(missing.length > 0)(
  "Kotlin plugin: built by Maven (warnings as errors) and judged by its harness",
  () => {
    // In the suite's cache, not a temporary folder: generate leaves a file it would write the same untouched, so on
    // a later run the runner finds its last good build newer than every source and the pom, and skips Maven (minutes
    // of CPU) unless the plugin's output changed. A fresh clone builds once, as before.
    const p = project({}, join(SUITE_CACHE, "kotlin-maven"));
    const root = join(p.out, "kotlin");
    /** The harness's results for tasks, one Maven build for the whole file. */
    let run: (tasks: readonly object[]) => Record<string, unknown>[];
    beforeAll(async () => {
      expect(cli(["generate", "--config", p.config], p.dir).status).toBe(0);
      const { kotlinConformance } = await import("./conformance.mjs");
      const runner = kotlinConformance(root, () => {});
      expect(runner.unavailable()).toBeNull();
      run = (tasks) => runner.run(tasks as never) as unknown as Record<string, unknown>[];
      // The one Maven build of this file (minutes on a busy two-core machine, more with an empty ~/.m2). It runs under
      // `nice`, so another worker's builds and any outside load come first: a loaded machine once took it past 20
      // minutes, so the hook gets the suite's own hook budget.
      expect(run([])).toEqual([]);
    }, 1_800_000);

    it("reads every spec example and writes it back: the same value, and the same bytes when read again", () => {
      const file = readExact(readFileSync(join(p.out, "vectors", "examples.json"), "utf8")) as
        | { vectors?: unknown[] }
        | unknown[];
      const vectors = (Array.isArray(file) ? file : file.vectors!) as {
        id: string;
        kind: string;
        type: string;
        json: unknown;
        expect: string;
        canonical?: unknown;
        unstable?: string[];
      }[];
      const accepted = vectors.filter((v) => v.kind === "decode" && v.expect === "accept");
      expect(accepted.length).toBeGreaterThan(100);
      const first = run(accepted.map((v) => ({ id: v.id, type: v.type, json: v.json, unstable: v.unstable })));
      const again = run(
        accepted.map((v, i) => ({ id: v.id, type: v.type, json: null, text: first[i]!.compact, unstable: v.unstable })),
      );
      const bad: string[] = [];
      accepted.forEach((v, i) => {
        const o = first[i]!;
        if (!o.ok) bad.push(`${v.id}: rejected: ${String(o.error)}`);
        else if (!sameJson(o.value, v.canonical ?? v.json)) bad.push(`${v.id}: wrote ${String(o.compact)}`);
        else if (again[i]!.compact !== o.compact)
          bad.push(`${v.id}: read again, wrote ${String(again[i]!.compact)}, not ${String(o.compact)}`);
      });
      expect(bad).toEqual([]);
    }, 300_000);

    it("passes every conformance vector through `conformance --lang kotlin`: every kind, none unsupported", () => {
      const dir = join(p.out, "vectors");
      // The kinds the generated vectors hold (decode, method, apply, convert): each must be run and pass.
      const kinds = new Set(
        readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .flatMap((f) => {
            const data = readExact(readFileSync(join(dir, f), "utf8")) as { vectors?: unknown[] } | unknown[];
            return (Array.isArray(data) ? data : (data.vectors ?? [])) as { kind?: string }[];
          })
          .map((v) => v.kind ?? "decode"),
      );
      expect([...kinds].sort()).toEqual(["apply", "convert", "decode", "method"]);
      const r = cli(["conformance", "--config", p.config, "--vectors", dir, "--lang", "kotlin", "--json"], p.dir);
      const report = readExact(r.stdout) as {
        passed: number;
        failed: number;
        results: { id: string; ok: boolean; detail: string }[];
        unsupported?: unknown[];
      };
      expect(report.results.filter((x) => !x.ok)).toEqual([]);
      expect(report.unsupported ?? []).toEqual([]);
      expect(report.failed).toBe(0);
      expect(report.passed).toBe(report.results.length);
      expect(r.status).toBe(0);
    }, 1_200_000);

    it("agrees with every bundled language under the differential fuzzer: one verdict, one byte stream, one error path", async () => {
      process.env.ACP_CODEGEN_PYTHON = ensurePythonEnv();
      useRustTestEnv();
      const plugin = kotlinPlugin as unknown as LanguagePlugin;
      // The bundled languages' bindings in the repository's out/, the plugin's in this file's project (built above).
      const at: Bindings = { out: join(REPO, "out"), plugins: [plugin], pluginOut: p.out };
      const bundled = judgedLanguages()
        .map((l) => l.name)
        .filter((l) => runnerAt(l, at).unavailable() === null);
      expect(bundled.length).toBeGreaterThan(0);
      const versions = [...indexModel((await compile({ spec: join(REPO, "spec"), targets: [] })).model!).values()];
      const seed = 20261128;
      const count = 400;
      const report = fuzz({
        versions,
        seed,
        count,
        langs: [...bundled, plugin.name],
        out: at,
        shrinkLimit: 3,
        hostile: DEFAULT_HOSTILE_SHARE,
        paths: true,
      });
      expect(Object.keys(report.judgedWith)).toContain(plugin.name);
      expect(report.count).toBe(count);
      // Both verdicts occur, so the inputs reach past the first check of each type.
      expect(report.accepted).toBeGreaterThan(count / 10);
      expect(report.rejected).toBeGreaterThan(count / 10);
      expect(report.findings.map((f) => describeFinding(f, seed))).toEqual([]);
    }, 1_200_000);

    it("gives errors in the one form: the type, the JSON path, the problem", () => {
      const file = readExact(readFileSync(join(p.out, "vectors", "examples.json"), "utf8")) as
        | { vectors?: unknown[] }
        | unknown[];
      const objects = (
        (Array.isArray(file) ? file : file.vectors!) as {
          id: string;
          type: string;
          json: unknown;
          expect: string;
          unstable?: string[];
        }[]
      ).filter((v) => v.expect === "accept" && v.json !== null && typeof v.json === "object" && !Array.isArray(v.json));
      // Each object example with its first member set to a number: refused, in the one form, at that member or the object.
      const tasks = objects.slice(0, 50).map((v) => {
        const key = Object.keys(v.json as object)[0];
        return {
          id: v.id,
          type: v.type,
          json: key === undefined ? 5 : { ...(v.json as object), [key]: 5 },
          unstable: v.unstable,
        };
      });
      const results = run(tasks);
      expect(results.length).toBeGreaterThan(0);
      results.forEach((o, i) => {
        const t = tasks[i]!;
        if (o.ok) return; // a member that takes any JSON
        const key = typeof t.json === "object" ? Object.keys(t.json)[0]! : null;
        const at = key === null ? "\\$" : `\\$(?:\\.${key.replace(/[$]/g, "\\$&")}|\\[${JSON.stringify(key)}\\])?`;
        expect(o.error).toMatch(new RegExp(`^${t.type.replace(".", "\\.")}: at ${at}: .*number 5`));
      });
    }, 300_000);
  },
);

/** JSON values equal, key order ignored (bigints compared exactly). */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (a && b && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return (
      ka.length === kb.length &&
      ka.every((k, i) => k === kb[i] && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return typeof a === "bigint" || typeof b === "bigint" ? String(a) === String(b) : a === b;
}

/**
 * For the runner's tests: in a new temporary folder (`dir`), a Kotlin library (`root`) with a harness source and a
 * pom, and an empty folder (`bin`) for stand-in commands.
 */
function standInLibrary(prefix: string): { dir: string; root: string; bin: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const root = join(dir, "lib");
  mkdirSync(join(root, "src", "main", "kotlin", "p", "conformance"), { recursive: true });
  writeFileSync(join(root, "src", "main", "kotlin", "p", "conformance", "Main.kt"), "");
  writeFileSync(join(root, "pom.xml"), "<project/>");
  const bin = join(dir, "bin");
  mkdirSync(bin);
  return { dir, root, bin };
}

/** Runs `run` with the commands of `bin` first on PATH, and puts PATH back. */
function withCommands(bin: string, run: () => void): void {
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path ?? ""}`;
  try {
    run();
  } finally {
    process.env.PATH = path;
  }
}
