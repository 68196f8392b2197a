import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandExists } from "../../conformance/langs.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { describeHarnessBehaviour } from "../../testing/cases.js";
import { examplesOf } from "../../model/examples.js";
import { indexModel } from "../../model/index.js";
import { describeFault, readCrateGates } from "../../testing/rust-cfg.js";
import { fixtureClippyEnv, rustTestEnv, useRustTestEnv } from "../../testing/rust-env.js";
import { declaredRange, lockedVersions, RUST_DEPENDENCIES } from "./conformance.js";

/**
 * The crate in out/ (the `check` test holds it to what generation gives), built the way
 * every test file builds it, so that each feature set compiles once in the whole run.
 */
useRustTestEnv();
const env = { ...process.env, ...rustTestEnv() };
const out = join(PACKAGE_ROOT, "out");
const crate = join(out, "rust");

function cargo(args: string[], cargoEnv: NodeJS.ProcessEnv = env): { status: number; output: string } {
  const r = spawnSync("cargo", args, { cwd: crate, env: cargoEnv, encoding: "utf8" });
  return { status: r.status ?? -1, output: `${r.stdout}${r.stderr}` };
}

/** The crate's integration tests (the examples hold no test: they are built as programs, as the conformance runner builds its harness). */
const TESTED = ["--test", "*"];

/** Every `.rs` file under the crate's `src/`, its module folders included, as paths from the crate. */
function crateSources(): string[] {
  return readdirSync(join(crate, "src"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".rs"))
    .map((f) => `src/${f.split("\\").join("/")}`)
    .sort();
}

/** A one-file crate whose only fault is a clippy lint, in a temporary folder. */
function generatedProbe(): string {
  const dir = mkdtempSync(join(tmpdir(), "acp-clippy-probe-"));
  mkdirSync(join(dir, "src"));
  writeFileSync(join(dir, "Cargo.toml"), '[package]\nname = "acp-clippy-probe"\nversion = "0.1.0"\nedition = "2021"\n');
  writeFileSync(join(dir, "src", "lib.rs"), "pub fn f(x: i32) -> i32 {\n    return x + 1;\n}\n");
  return dir;
}

describe.skipIf(!commandExists("cargo"))("Rust crate: judged by its own toolchain", async () => {
  it("is already formatted the way rustfmt formats it", () => {
    if (!commandExists("rustfmt"))
      return expect.soft(true, "rustfmt is not installed: format check not run").toBe(true);
    const files = [...crateSources(), "tests/examples.rs", "examples/acp-conformance.rs"];
    const r = spawnSync("rustfmt", ["--edition", "2021", "--check", ...files], { cwd: crate, encoding: "utf8" });
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it("passes cargo test with every feature, with one round-trip test per spec example", async () => {
    // The integration tests and the doc tests; not the library's own test harness, which would compile the
    // library a second time (cfg(test)) to run no test (the next test holds the library to having none).
    const r = cargo(["test", "--quiet", "--all-features", ...TESTED]);
    expect(r.status, r.output).toBe(0);
    const { model } = await compile({ targets: [] });
    const examples = [...indexModel(model!).values()].flatMap(examplesOf);
    expect(r.output).toContain(`test result: ok. ${examples.length} passed; 0 failed`);
    // Without features, the examples that use an unstable feature are compiled out.
    const stable = cargo(["test", "--quiet", ...TESTED]);
    expect(stable.status, stable.output).toBe(0);
    expect(stable.output).toContain(
      `test result: ok. ${examples.filter((e) => e.unstable.length === 0).length} passed; 0 failed`,
    );
    for (const flags of [["--all-features"], []]) {
      const doc = cargo(["test", "--quiet", "--doc", ...flags]);
      expect(doc.status, `doc tests ${flags.join(" ")}: ${doc.output}`).toBe(0);
    }
  }, 1_800_000);

  it("passes clippy with warnings denied with every feature set (default, none, all, and one between), and cargo test with default, none and all", () => {
    // Clippy is the compiler wrapper (rustTestEnv): a `cargo test` is the clippy check and the test run of its
    // feature set, a `cargo check` the clippy check alone (no code generated, nothing linked).
    expect(env.RUSTC_WORKSPACE_WRAPPER, "clippy-driver is not installed").toBe("clippy-driver");
    const features = [
      ...readFileSync(join(crate, "Cargo.toml"), "utf8").matchAll(/^(unstable_[a-z0-9_]+) = \[\]$/gm),
    ].map((m) => m[1]!);
    expect(features.length, "the crate declares its unstable features").toBeGreaterThan(0);
    // Every target but the library's own test harness, which would compile the library a second time
    // (cfg(test)) to run no test: the library holds none, and clippy lints it as the tests' dependency.
    const sources = crateSources().map((f) => readFileSync(join(crate, f), "utf8"));
    expect(sources.filter((text) => /#\[(cfg\(test\)|test)\]/.test(text))).toEqual([]);
    // The three sets whose tests run: the defaults and every feature are the builds the test above and the
    // conformance harness make in the same target folder with the same flags (cache hits for the library).
    // The builds no other test makes (no default features; the sets below) go to another target folder: in the
    // suite's, each would hold cargo's lock on it for a minute or more, while the other test files' harness builds
    // (cache hits, most of them) wait for it. That folder is the fixtures' (rust-env.ts), with their flags, so that
    // the dependencies these builds share with the fixture crates (serde, its derive, syn and the rest) compile once
    // in the run, not once more in a folder of their own. Clippy stays the wrapper; warnings are not denied by the
    // flags there (they key the dependencies' builds), so each build's output is held to having no warning below.
    const alone = { ...env, ...fixtureClippyEnv() };
    expect(alone.RUSTC_WORKSPACE_WRAPPER, "clippy-driver is the wrapper of the builds apart").toBe("clippy-driver");
    for (const flags of [[], ["--no-default-features"], ["--all-features"]]) {
      const t = cargo(["test", "--quiet", ...TESTED, ...flags], flags[0] === "--no-default-features" ? alone : env);
      expect(t.status, `${flags.join(" ")}: ${t.output}`).toBe(0);
      expect(t.output, flags.join(" ")).not.toMatch(/^(warning|error)/m);
      // The harness example, built as the conformance runner builds it (the same build, shared in the target
      // folder); without default features it is left out (it needs the feature `behaviour`).
      if (flags[0] === "--no-default-features") continue;
      const b = cargo(["build", "--quiet", "--examples", ...flags]);
      expect(b.status, `${flags.join(" ")}: ${b.output}`).toBe(0);
      expect(b.output, flags.join(" ")).not.toMatch(/^(warning|error)/m);
    }
    // Each unstable feature alone beside the defaults: that no code under one feature names an item only another
    // feature switches on is read from the crate's text (src/testing/rust-cfg.ts, rust-cfg.test.ts), not compiled
    // once per feature. Compiled here: each feature alone in a cfg that reading does not follow (none, today), and
    // one set between none and all (every second feature), for lints that only fire when some features are on and
    // others off.
    const report = readCrateGates(crate);
    expect(report.faults.map(describeFault)).toEqual([]);
    const sets = [...report.unread.map((f) => [f]), features.filter((_, i) => i % 2 === 0)];
    for (const set of sets) {
      const c = cargo(["check", "--quiet", ...TESTED, "--examples", "--features", set.join(",")], alone);
      expect(c.status, `--features ${set.join(",")}: ${c.output}`).toBe(0);
      expect(c.output, set.join(",")).not.toMatch(/^(warning|error)/m);
    }
  }, 1_800_000);

  it.skipIf(!commandExists("ar") || !commandExists("nm"))(
    "compiles the code that parses once, not once per type: the registry's types add their readers and little else",
    () => {
      // The library with its default features, as the tests above built it (a cache hit): with the feature
      // `behaviour`, the registry parses every type by name, so every type's readers are compiled into it. What each
      // type adds besides is `registry::parse_as` (one line) and its `Slot`'s methods; the two passes, the
      // cross-check and the lenient mode take the type as a `&mut dyn Reader` and are compiled once. Counted from
      // the library's own symbols: a function of the parsing modules compiled once per type shows as many times.
      const built = spawnSync("cargo", ["build", "--quiet", "--lib", "--message-format=json"], {
        cwd: crate,
        env,
        encoding: "utf8",
        maxBuffer: 1 << 26,
      });
      expect(built.status, built.stderr).toBe(0);
      const lib = /^name = "([^"]+)"/m.exec(readFileSync(join(crate, "Cargo.toml"), "utf8"))![1]!.replaceAll("-", "_");
      const rlib = built.stdout
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { reason: string; target?: { name: string }; filenames?: string[] })
        .filter((m) => m.reason === "compiler-artifact" && m.target?.name === lib)
        .flatMap((m) => m.filenames ?? [])
        .find((f) => f.endsWith(".rlib"));
      expect(rlib, `cargo names no .rlib of ${lib}`).toBeDefined();
      const dir = mkdtempSync(join(tmpdir(), "acp-rlib-"));
      expect(spawnSync("ar", ["x", rlib!], { cwd: dir }).status).toBe(0);
      const objects = readdirSync(dir).filter((f) => f.endsWith(".o"));
      const nm = spawnSync("nm", ["-C", "--defined-only", ...objects], {
        cwd: dir,
        encoding: "utf8",
        maxBuffer: 1 << 28,
      });
      expect(nm.status, nm.stderr).toBe(0);
      // Each function's instances: its name without generic arguments (legacy or v0 demangling alike).
      const instances = new Map<string, number>();
      for (const line of nm.stdout.split("\n")) {
        const m = /^[0-9a-f]* [Tt] (.+)$/.exec(line);
        if (!m) continue;
        let name = m[1]!.replace(/::h[0-9a-f]{16}$/, "");
        for (let before = ""; before !== name; ) [before, name] = [name, name.replace(/(::)?<[^<>]*>/g, "")];
        instances.set(name, (instances.get(name) ?? 0) + 1);
      }
      const perType = instances.get(`${lib}::registry::parse_as`) ?? 0;
      expect(perType, "the registry parses types by name").toBeGreaterThan(10);
      const leaves = new Set([`${lib}::registry::parse_as`, `${lib}::runtime::parse::stream_text`]);
      const compiledPerType = [...instances]
        .filter(
          ([name, n]) => /::(runtime::parse|lenient|registry)::/.test(name) && !leaves.has(name) && n >= perType / 2,
        )
        .map(([name, n]) => `${name}: ${n} instances`);
      expect(compiledPerType).toEqual([]);
    },
    300_000,
  );

  it("fails those checks on a clippy lint (the wrapper is in force for a cargo test and a cargo check, in both target folders)", () => {
    const probe = generatedProbe();
    for (const command of ["test", "check"]) {
      const r = spawnSync("cargo", [command, "--quiet", "--all-targets"], { cwd: probe, env, encoding: "utf8" });
      expect(r.status, command).not.toBe(0);
      expect(`${r.stdout}${r.stderr}`, command).toContain("clippy::needless_return");
    }
    // The builds apart (the fixtures' folder and flags: clippy as the wrapper, warnings not denied) print the lint as
    // a line the checks above refuse, a cargo check's and a cargo test's, also when cargo finds the build fresh.
    const apart = { ...process.env, ...fixtureClippyEnv() };
    for (const command of ["check", "test", "check"]) {
      const r = spawnSync("cargo", [command, "--quiet", "--all-targets"], { cwd: probe, env: apart, encoding: "utf8" });
      expect(r.stdout + r.stderr, command).toMatch(/^warning/m);
      expect(r.stdout + r.stderr, command).toContain("clippy::needless_return");
    }
  }, 300_000);

  await describeHarnessBehaviour("rust", () => out);
});

describe("Rust runner: what it judges with", () => {
  it("reads each dependency's declared range from Cargo.toml and its version from a Cargo.lock", () => {
    const toml = readFileSync(join(crate, "Cargo.toml"), "utf8");
    for (const name of RUST_DEPENDENCIES) {
      const req = new RegExp(`^${name} = (?:"([^"]+)"|\\{ version = "([^"]+)")`, "m").exec(toml);
      expect(req, `${name} is a dependency`).not.toBeNull();
      expect(declaredRange(toml, name)).toBe(`^${req![1] ?? req![2]}`);
    }
    expect(declaredRange('x = { version = ">=1.2, <2", features = ["a"] }\n', "x")).toBe(">=1.2, <2");
    expect(declaredRange('serde_json = "1"\n', "serde")).toBeUndefined();
    const lock = [
      "version = 4",
      "",
      "[[package]]",
      'name = "serde"',
      'version = "1.0.228"',
      "",
      "[[package]]",
      'name = "serde_json"',
      'version = "1.0.145"',
      'source = "registry"',
      "",
    ].join("\n");
    expect([...lockedVersions(lock, ["serde", "serde_json", "memchr"])]).toEqual([
      ["serde", "1.0.228"],
      ["serde_json", "1.0.145"],
    ]);
  });
});

describe("Rust output", () => {
  it("names the crate from the config, in Cargo.toml and in the harness", async () => {
    const r = await compile({ targets: ["rust"], languages: { rust: { crate: "my-acp" } } });
    const files = new Map(r.files.map((f) => [f.path, f.content]));
    expect(files.get("rust/Cargo.toml")).toContain('name = "my-acp"');
    expect(files.get("rust/examples/acp-conformance.rs")).toContain(
      "use my_acp::behaviour::{Converter, MethodMessage};",
    );
  });

  it("spells patch fields, ids, keywords and _meta as a Rust SDK expects", () => {
    const v2 = readFileSync(join(crate, "src", "v2.rs"), "utf8");
    const v1 = readFileSync(join(crate, "src", "v1.rs"), "utf8");
    expect(v2).toContain("pub content: MaybeUndefined<Vec<ContentBlock>>,");
    expect(v2).toMatch(/#\[serde\(transparent\)\]\npub struct MessageId\(pub String\);/);
    expect(v1).toContain("pub r#type: McpServerHttpType,");
    expect(v2).toMatch(/\n\s+pub meta: MaybeUndefined<Meta>,/);
    // The struct's writer leaves `_meta` out while it is absent, under its wire name.
    expect(v2).toContain('w.optional("_meta", &self.meta);');
    // The struct's reader reads `_meta` as free-form JSON (every key stays a key), absent as undefined.
    expect(v2).toMatch(/"_meta" => crate::runtime::free_field\(&mut map, &mut f\d+, "_meta"\),/);
    expect(v2).toMatch(/meta: f\d+\.unwrap_or_default\(\),/);
    expect(v2).toContain("pub fn new(message_id: MessageId, content: ContentBlock) -> Self {");
    expect(v2).toContain(
      "pub fn with_content(mut self, value: impl Into<MaybeUndefined<Vec<ContentBlock>>>) -> Self {",
    );
  });
});
