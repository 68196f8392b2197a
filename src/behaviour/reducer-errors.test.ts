import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runnerFor } from "../conformance/runner.js";
import type { SpecModel } from "../model/types.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { withArticle } from "../languages/typescript/runtime/behaviour.js";
import { useRustTestEnv } from "../testing/rust-env.js";

/**
 * The reducer's error for an update that would change a message's role reads as English (the role
 * with its article: "an agent message") and is the same text in every language. The roles and their
 * updates come from the model of the bundled spec and its examples in `out/vectors`.
 */

const OUT = join(PACKAGE_ROOT, "out");
const LANGS = ["typescript", "python", "go", "rust"] as const;
let model: SpecModel;

beforeAll(async () => {
  // The Rust harness built as every other test file builds it from out/rust (rust-env.ts), so it is built once.
  useRustTestEnv();
  const r = await compile({ spec: join(PACKAGE_ROOT, "spec"), targets: [], missingDocs: "allow" });
  model = r.model!;
});

describe("the indefinite article of a noun", () => {
  it("is 'an' before a vowel sound and 'a' before a consonant sound, by the spelling", () => {
    const cases: [string, string][] = [
      ["agent", "an agent"],
      ["assistant", "an assistant"],
      ["editor", "an editor"],
      ["item", "an item"],
      ["owner", "an owner"],
      ["update", "an update"],
      ["unknown", "an unknown"],
      ["user", "a user"],
      ["unit", "a unit"],
      ["usage", "a usage"],
      ["thought", "a thought"],
      ["session", "a session"],
      ["Agent", "an Agent"],
      ["", "a "],
    ];
    for (const [noun, said] of cases) expect(withArticle(noun), noun).toBe(said);
  });
});

describe("a role change the reducer refuses", () => {
  /** For each version with roles: an update of each role (from the spec's examples), keyed by one id. */
  function conflicts(): { version: string; first: unknown; second: unknown; roles: [string, string]; id: string }[] {
    const vectors = (
      JSON.parse(readFileSync(join(OUT, "vectors", "examples.json"), "utf8")) as {
        vectors: { type?: string; json?: Record<string, unknown>; expect?: unknown; unstable?: unknown }[];
      }
    ).vectors;
    const out: { version: string; first: unknown; second: unknown; roles: [string, string]; id: string }[] = [];
    for (const v of model.versions) {
      const r = v.reducer;
      if (!r) continue;
      const union = v.decls.find((d) => d.name === r.union.split(".")[1]);
      if (union?.kind !== "union") continue;
      // One update per role: a stable message variant whose example carries the key.
      const byRole = new Map<string, Record<string, unknown>>();
      for (const rv of r.variants) {
        if (rv.role === null || rv.entity !== null || rv.action === "clear-last" || byRole.has(rv.role)) continue;
        const ex = vectors.find(
          (x) =>
            x.type === r.union &&
            x.expect === "accept" &&
            x.unstable === undefined &&
            x.json?.[union.tagField] === rv.tag &&
            typeof x.json?.[r.key] === "string",
        );
        if (ex) byRole.set(rv.role, ex.json!);
      }
      const roles = [...byRole.keys()];
      for (let i = 0; i + 1 < roles.length; i++) {
        const [a, b] = [roles[i]!, roles[i + 1]!];
        out.push({
          version: v.name,
          first: { ...byRole.get(a), [r.key]: "m1" },
          second: { ...byRole.get(b), [r.key]: "m1" },
          roles: [a, b],
          id: "m1",
        });
      }
    }
    return out;
  }

  it("is worded with each role's article, the same in every language", () => {
    const cases = conflicts();
    expect(cases.length).toBeGreaterThan(1);
    const said: { [lang: string]: (string | undefined)[] } = {};
    for (const lang of LANGS) {
      const runner = runnerFor(lang, OUT);
      expect(runner.unavailable(), lang).toBeNull();
      said[lang] = runner
        .run(
          cases.map((c, i) => ({
            kind: "apply" as const,
            id: String(i),
            version: c.version,
            updates: [c.first, c.second],
          })),
        )
        .map((o) => o.error);
    }
    cases.forEach((c, i) => {
      const expected = `message ${c.id} is ${withArticle(c.roles[0])} message; an update cannot make it ${withArticle(c.roles[1])} message`;
      for (const lang of LANGS) expect(said[lang]![i], `${lang}: ${c.roles.join(" then ")}`).toContain(expected);
    });
  }, 1_800_000);
});
