import { cpSync } from "node:fs";
import { join } from "node:path";
import { commandExists } from "../conformance/langs.js";
import { PACKAGE_ROOT } from "../pipeline.js";

/**
 * How the tests build the generated crate in out/rust, so that every test file
 * builds each feature set once and reuses it: one target folder, and one set of
 * compiler flags. Clippy runs as the workspace's compiler wrapper with warnings
 * denied, so a `cargo test` or a harness build is also the clippy check of that
 * feature set (one build instead of a `cargo clippy` and a `cargo test`).
 */
export function rustTestEnv(): Record<string, string> {
  return {
    CARGO_TARGET_DIR: join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", "rust-target"),
    RUSTFLAGS: "-D warnings",
    ...(commandExists("clippy-driver") && { RUSTC_WORKSPACE_WRAPPER: "clippy-driver" }),
  };
}

/**
 * How the tests build a crate generated from any other spec (a fixture): all of them in one target folder
 * (`rust-target-fixtures`), so that serde, serde_json and their proc macros compile once for every fixture, not once
 * per test file. Each fixture crate has a name of its own (`fixtureCrate`, through the config's crate name): cargo
 * names a crate's compiled library after its name, version and place in its workspace, which are otherwise the same
 * for every generated crate, and judges it fresh by file times, so two crates of one name built at once in one
 * folder could link one's tests against the other's library. Two test files building at once take turns on the
 * folder's lock; the conformance runner builds its harness binary in a folder of its build's own (see
 * src/languages/rust/conformance.ts). The flags are fixed here, not taken from the worker's environment (a file that
 * calls `useRustTestEnv` leaves its flags there for the next file when files share a worker, `--no-isolate`): the
 * dependencies' builds are keyed by them. No flags and no wrapper, as these tests have always built their crates
 * (a fixture's crate may leave items unused that the bundled spec's uses, which `-D warnings` would refuse); a test
 * that wants the suite's flags (`rustTestEnv`) gets builds of the dependencies of their own beside these (cargo keys
 * a build's file names by its RUSTFLAGS).
 */
export function fixtureRustEnv(): Record<string, string> {
  return {
    CARGO_TARGET_DIR: join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", "rust-target-fixtures"),
    RUSTFLAGS: "",
    RUSTC_WORKSPACE_WRAPPER: "",
  };
}

/**
 * `fixtureRustEnv()` with clippy as the compiler wrapper, for a test that holds a fixture's crate to clippy's lints.
 * The wrapper runs on the workspace's own crate only, and cargo keys the dependencies' builds by neither it nor the
 * lints, so they stay the fixtures' shared builds; warnings are not denied (`-D warnings` is in RUSTFLAGS, which
 * key every build, the dependencies' too): such a test fails on any line of cargo's output that starts with
 * `warning` or `error` (`cargoWarnings`), which cargo prints again when it finds a crate fresh.
 */
export function fixtureClippyEnv(): Record<string, string> {
  return { ...fixtureRustEnv(), ...(commandExists("clippy-driver") && { RUSTC_WORKSPACE_WRAPPER: "clippy-driver" }) };
}

/** The lines of cargo's output (stdout and stderr) that start a warning or an error of the compiler or of clippy. */
export function cargoWarnings(output: string): string[] {
  return output.split("\n").filter((l) => /^(warning|error)/.test(l));
}

/** The crate name (the config's `languages.rust.crate`) of a test file's fixture crate: `acp-fixture-<name>`. */
export function fixtureCrate(name: string): string {
  return `acp-fixture-${name}`;
}

/** The config that gives a fixture's crate its own name. */
export function fixtureConfig(name: string): { languages: { rust: { crate: string } } } {
  return { languages: { rust: { crate: fixtureCrate(name) } } };
}

/** The line a hand-written Rust test puts first to name a fixture crate `acp_schema`, as the bundled spec's crate. */
export function fixtureAlias(name: string): string {
  return `use ${fixtureCrate(name).replaceAll("-", "_")} as acp_schema;
`;
}

/** Puts `rustTestEnv()` into this test process's environment (the conformance runner starts cargo from it). */
export function useRustTestEnv(): void {
  Object.assign(process.env, rustTestEnv());
}

/**
 * Copies a crate (without a `target` folder in it) to `to`, keeping file times, and returns `to`. Built in the same
 * target folder with the same flags, a copy of out/rust is the same build to cargo as out/rust itself (it keys a
 * workspace's own crate by its place in the workspace, not by its folder, and judges it fresh by file times): a
 * test that needs to add a file beside the crate (an example program) or another Cargo.lock pays only for what
 * it adds. rust-env.test.ts holds cargo to it.
 */
export function copyCrate(from: string, to: string): string {
  const own = join(from, "target");
  cpSync(from, to, { recursive: true, preserveTimestamps: true, filter: (src) => src !== own });
  return to;
}
