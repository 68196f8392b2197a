import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { commandExists } from "../../conformance/langs.js";
import { verdicts } from "../../fuzz/fuzz.js";
import { generateInputs } from "../../fuzz/generate.js";
import { indexModel } from "../../model/index.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { rustTestEnv } from "../../testing/rust-env.js";
import { declaredRange, lockedVersions, RUST_DEPENDENCIES, rustJudgedWith } from "./conformance.js";

/**
 * The generated crate at both ends of the dependency range its Cargo.toml declares: the lowest
 * versions of serde and serde_json it admits (pinned with `cargo update
 * --precise`; stable cargo has no `-Z minimal-versions`, so the crates the two pull in resolve
 * as cargo resolves them), and the newest (`cargo update`). On each end: the crate's tests, the
 * conformance vectors of the stable surface, and a seeded fuzz sample read with the harness's
 * cross-check of its two reading passes on; the two ends must give the same verdicts and bytes.
 * Each end is a copy of out/rust with its own Cargo.lock. The lowest end is built in a target folder of
 * its own that stays between runs (node_modules/.cache/acp-codegen/rust-range-ends). The newest end is
 * built as every other test file builds out/rust (rust-env.ts: the suite's target folder and flags, so
 * clippy with warnings denied): its lock is the one out/rust's own builds resolve (the newest versions),
 * and a copy of a crate with its timestamps kept is the same build to cargo, so its library, tests and
 * harness are those of rust.test.ts and the conformance runs, built once in the whole run.
 */
const out = join(PACKAGE_ROOT, "out");
const ROOT = join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", "rust-range-ends");
const TARGET = join(ROOT, "target");
// The harness cross-checks its two reading passes unless ACP_NO_CROSS_CHECK is set at all.
const { ACP_NO_CROSS_CHECK: _off, ...rest } = process.env;
/** The environment cargo builds an end in (see above). */
const envOf = (end: End): NodeJS.ProcessEnv =>
  end === "lowest" ? { ...rest, CARGO_TARGET_DIR: TARGET, RUSTFLAGS: "" } : { ...rest, ...rustTestEnv() };
/** What `envOf` sets for cargo (the rest is the test process's own). */
const CARGO_VARS = ["CARGO_TARGET_DIR", "RUSTFLAGS", "RUSTC_WORKSPACE_WRAPPER"] as const;
/**
 * The fuzz sample: a fixed seed, so both ends read the same inputs; half of them from the hostile corpus, its costly
 * entries (the 10 MB string, the 100,000 keys, the 10,000-deep nests) once each (`heavyOnce`, the default): the
 * debug harness reads each input both ways, and with repeats those few took three quarters of the ends' reading time.
 */
const SEED = 3535;
const COUNT = 600;

type End = "lowest" | "newest";

function cargo(end: End, cwd: string, args: string[]): { status: number; output: string } {
  const r = spawnSync("cargo", args, { cwd, env: envOf(end), encoding: "utf8", maxBuffer: 1 << 28 });
  return { status: r.status ?? -1, output: `${r.stdout}${r.stderr}` };
}

/** The lowest version a caret range admits (`^1.0.190` -> `1.0.190`). */
const lowest = (range: string): string => range.replace(/^\^/, "");

/**
 * A copy of the crate (timestamps kept, so that cargo rebuilds only what changed) in an output
 * folder of its own, locked at one end of the range; the versions it locked.
 */
function prepare(end: End): { out: string; locked: Map<string, string>; declared: Map<string, string> } {
  const endOut = join(ROOT, end);
  const crate = join(endOut, "rust");
  for (const dir of ["src", "tests", "examples"]) rmSync(join(crate, dir), { recursive: true, force: true });
  mkdirSync(crate, { recursive: true });
  cpSync(join(out, "rust"), crate, {
    recursive: true,
    preserveTimestamps: true,
    filter: (src) => !src.endsWith("Cargo.lock"),
  });
  // The TypeScript bindings beside it, for the fuzzer's inputs (it reads only Rust here).
  if (!existsSync(join(endOut, "typescript"))) symlinkSync(join(out, "typescript"), join(endOut, "typescript"));
  const toml = readFileSync(join(crate, "Cargo.toml"), "utf8");
  const declared = new Map<string, string>(RUST_DEPENDENCIES.map((name) => [name, declaredRange(toml, name)!]));
  rmSync(join(crate, "Cargo.lock"), { force: true });
  const gen = cargo(end, crate, ["generate-lockfile"]);
  expect(gen.status, gen.output).toBe(0);
  if (end === "lowest") {
    // serde_json first: its newest may ask for a serde above the lowest.
    for (const name of ["serde_json", "serde"]) {
      const r = cargo(end, crate, ["update", "--quiet", "-p", name, "--precise", lowest(declared.get(name)!)]);
      expect(r.status, `${name}: ${r.output}`).toBe(0);
    }
    // Lock file format 3, which the cargo of the crate's rust-version reads (4 needs cargo 1.78); the
    // same content for crates from the registry, and cargo keeps a lock in the format it finds.
    const lock = join(crate, "Cargo.lock");
    writeFileSync(lock, readFileSync(lock, "utf8").replace(/^version = 4$/m, "version = 3"));
  }
  const locked = lockedVersions(readFileSync(join(crate, "Cargo.lock"), "utf8"), [
    ...RUST_DEPENDENCIES,
    "serde_derive",
  ]);
  return { out: endOut, locked, declared };
}

/** The vectors of the stable surface (one harness build; the unstable ones each need a build of their own). */
function stableVectors(): string {
  const files = readdirSync(join(out, "vectors")).filter((f) => f.endsWith(".json"));
  const vectors = files.flatMap((f) => {
    const data = JSON.parse(readFileSync(join(out, "vectors", f), "utf8")) as
      | { vectors: { unstable?: string[] }[] }
      | { unstable?: string[] }[];
    return (Array.isArray(data) ? data : data.vectors).filter((v) => !v.unstable?.length);
  });
  const path = join(ROOT, "stable-vectors.json");
  writeFileSync(path, JSON.stringify({ vectors }));
  return path;
}

describe.skipIf(!commandExists("cargo"))(
  "Rust crate at both ends of its dependency range (skipped: cargo is not installed)",
  () => {
    const results = new Map<End, Awaited<ReturnType<typeof verdicts>>>();

    for (const end of ["lowest", "newest"] as const) {
      it(`${end}: locks the ${end} versions, passes cargo test, the stable vectors and a fuzz sample with both reading passes cross-checked`, async () => {
        mkdirSync(ROOT, { recursive: true });
        const { out: endOut, locked, declared } = prepare(end);
        if (end === "lowest") {
          for (const name of RUST_DEPENDENCIES) expect(locked.get(name), name).toBe(lowest(declared.get(name)!));
          // serde pins its derive to its own version.
          expect(locked.get("serde_derive")).toBe(locked.get("serde"));
        }
        // What the runner reports it judged with: this lock's versions and the declared ranges.
        const judged = rustJudgedWith(join(endOut, "rust"));
        expect(judged.packages).toEqual(
          RUST_DEPENDENCIES.map((name) => ({ name, version: locked.get(name), range: declared.get(name) })),
        );
        expect(judged.toolchain).toMatch(/^cargo \S+.*; rustc \S+/);

        // The integration tests (every spec example round-trips): the library itself is compiled once, as
        // their dependency (it holds no unit test). The harness example is built by the conformance run below,
        // as a program (built here as a test too, it would be compiled twice).
        const test = cargo(end, join(endOut, "rust"), ["test", "--quiet", "--test", "*"]);
        expect(test.status, test.output).toBe(0);
        expect(test.output).toMatch(/test result: ok\. [1-9][0-9]* passed; 0 failed/);

        const cli = spawnSync(
          process.execPath,
          [
            join(PACKAGE_ROOT, "dist", "cli", "bin.js"),
            "conformance",
            "--vectors",
            stableVectors(),
            "--lang",
            "rust",
            "--out",
            endOut,
          ],
          {
            env: envOf(end),
            encoding: "utf8",
            maxBuffer: 1 << 28,
          },
        );
        expect(cli.status, `${cli.stdout.slice(-4000)}${cli.stderr.slice(-2000)}`).toBe(0);

        const { model } = await compile({ targets: [] });
        const inputs = generateInputs([...indexModel(model!).values()], SEED, COUNT, { hostile: 0.5 });
        const saved = { ...process.env };
        const endEnv = envOf(end);
        for (const k of CARGO_VARS) {
          if (endEnv[k] === undefined) delete process.env[k];
          else process.env[k] = endEnv[k];
        }
        delete process.env.ACP_NO_CROSS_CHECK;
        try {
          const r = verdicts(inputs, ["rust"], endOut);
          // The harness reads every text both ways and reports a disagreement as an error.
          const disagreements = r.filter((v) =>
            /streaming (reader accepts|and explaining readers read different)/.test(v.rust?.error ?? ""),
          );
          expect(disagreements).toEqual([]);
          expect(r.filter((v) => v.rust?.crashed)).toEqual([]);
          results.set(end, r);
        } finally {
          for (const k of CARGO_VARS) if (saved[k] === undefined) delete process.env[k];
          Object.assign(process.env, saved);
        }
      }, 3_600_000);
    }

    it("compiles with the toolchain of its rust-version at the lowest end (where that toolchain is installed or rustup can install it)", () => {
      const crate = join(ROOT, "lowest", "rust");
      expect(existsSync(join(crate, "Cargo.lock")), "the lowest end was prepared").toBe(true);
      const msrv = /^rust-version = "([^"]+)"$/m.exec(readFileSync(join(crate, "Cargo.toml"), "utf8"))?.[1];
      expect(msrv, "Cargo.toml declares a rust-version").toBeDefined();
      const has = (): boolean => spawnSync("cargo", [`+${msrv}`, "--version"], { encoding: "utf8" }).status === 0;
      if (!has() && commandExists("rustup"))
        spawnSync("rustup", ["toolchain", "install", msrv!, "--profile", "minimal"], {
          encoding: "utf8",
          timeout: 600_000,
        });
      if (!has())
        return expect
          .soft(
            true,
            `the Rust ${msrv} toolchain is not installed and rustup could not install it: rust-version not checked`,
          )
          .toBe(true);
      // The library, its integration tests and its examples: not `--all-targets`, whose library test target would
      // check the library a second time (cfg(test)) to find no test (rust.test.ts holds it to having none).
      const targets = ["--lib", "--test", "*", "--examples"];
      const check = spawnSync("cargo", [`+${msrv}`, "check", "--quiet", ...targets, "--locked"], {
        cwd: crate,
        env: { ...envOf("lowest"), CARGO_TARGET_DIR: join(ROOT, `target-${msrv}`) },
        encoding: "utf8",
        maxBuffer: 1 << 28,
      });
      expect(check.status, `${check.stdout}${check.stderr}`.slice(-6000)).toBe(0);
    }, 3_600_000);

    it("gives the same verdict and the same bytes at both ends", () => {
      const [low, high] = [results.get("lowest"), results.get("newest")];
      expect(low && high, "both ends ran").toBeTruthy();
      // Compared as values, not as JSON texts: a verdict may hold a hostile input's 10 MB string, which writing
      // out twice per input costs more than comparing it (and a key set to undefined on one side only differs too).
      const differ = low!
        .map((v, i) => ({ i, low: v.rust, high: high![i]!.rust }))
        .filter((d) => !isDeepStrictEqual(d.low, d.high));
      expect(differ).toEqual([]);
      expect(low!.length).toBe(COUNT);
    });
  },
);
