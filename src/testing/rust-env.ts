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

/** Puts `rustTestEnv()` into this test process's environment (the conformance runner starts cargo from it). */
export function useRustTestEnv(): void {
  Object.assign(process.env, rustTestEnv());
}
