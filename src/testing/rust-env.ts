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

/*
 * A crate generated from any other spec (a fixture) builds in a target folder of its test file's own
 * (`rust-target-<name>`), never in this one nor in another file's: cargo names a crate's compiled library
 * after its name, version and place in its workspace, which are the same for every generated crate, and
 * judges it fresh by file times, so two test files building at once in one folder could link one crate's
 * tests against the other's library. Within a file the builds take turns, each after generating its crate.
 */

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
