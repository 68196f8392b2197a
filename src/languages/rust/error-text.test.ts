import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runnerFor } from "../../conformance/runner.js";
import type { DecodeTask } from "../../conformance/langs.js";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { useRustTestEnv } from "../../testing/rust-env.js";

/**
 * Rust's strict reader words a missing required field as the other bindings do: the same path (the
 * field) and the same text, for every derived vector that drops a required field, in both modes.
 */

const OUT = join(PACKAGE_ROOT, "out");

// The harness built as every other test file builds it from out/rust (rust-env.ts): a cache hit when one of them ran.
beforeAll(useRustTestEnv);

describe("Rust: a missing required field", () => {
  it("is reported with the path and the text TypeScript gives, for every derived vector that drops one", () => {
    const vectors = (
      JSON.parse(readFileSync(join(OUT, "vectors", "derived.json"), "utf8")) as {
        vectors: { id: string; kind?: string; type: string; json: unknown; expect: unknown; unstable?: string[] }[];
      }
    ).vectors;
    const tasks: DecodeTask[] = vectors
      .filter((v) => (v.kind ?? "decode") === "decode" && v.expect === "reject" && /-missing-/.test(v.id))
      .flatMap((v) =>
        (["strict", "lenient"] as const).map((mode) => ({
          id: `${v.id}#${mode}`,
          type: v.type,
          json: v.json,
          mode,
          ...(v.unstable ? { unstable: v.unstable } : {}),
        })),
      );
    expect(tasks.length).toBeGreaterThan(100);
    const said = (lang: string): Map<string, string | undefined> => {
      const runner = runnerFor(lang, OUT);
      expect(runner.unavailable(), lang).toBeNull();
      return new Map(runner.decode(tasks).map((o) => [o.id, o.error]));
    };
    const ts = said("typescript");
    const rust = said("rust");
    let missing = 0;
    for (const t of tasks) {
      const want = ts.get(t.id);
      if (!want?.endsWith(": required field is missing")) continue;
      missing++;
      expect(rust.get(t.id), t.id).toBe(want);
    }
    expect(missing).toBeGreaterThan(100);
  }, 1_800_000);
});
