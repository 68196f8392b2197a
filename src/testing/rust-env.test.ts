import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { copyCrate, rustTestEnv } from "./rust-env.js";

/**
 * The suite builds the crate in out/rust once per feature set, in one target folder with one set of flags
 * (rust-env.ts). Two tests build a copy of it instead (the guide's Rust example, range-ends.test.ts's newest end)
 * and count on cargo taking the copy for the same build: this holds them to it.
 */

const crate = join(PACKAGE_ROOT, "out", "rust");

describe.skipIf(!commandExists("cargo"))("the suite's Rust build of out/rust", () => {
  it("is the build of a copy of the crate too (copyCrate): cargo finds the copy's library fresh", () => {
    const env = { ...process.env, ...rustTestEnv() };
    const build = (cwd: string) =>
      spawnSync("cargo", ["build", "-v", "--lib"], { cwd, env, encoding: "utf8", maxBuffer: 1 << 28 });
    // A cache hit when any test built the harness before (the same library), else the build they all share.
    const first = build(crate);
    expect(first.status, first.stderr.slice(-4000)).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), "acp-rust-copy-"));
    try {
      const copy = copyCrate(crate, join(dir, "rust"));
      const again = build(copy);
      expect(again.status, again.stderr.slice(-4000)).toBe(0);
      const name = /^name = "([^"]+)"/m.exec(readFileSync(join(crate, "Cargo.toml"), "utf8"))![1]!;
      expect(again.stderr).toMatch(new RegExp(`^\\s+Fresh ${name} v`, "m"));
      expect(again.stderr).not.toMatch(/^\s+(Compiling|Dirty) /m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 1_800_000);
});
