import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonDiff } from "../conformance/json-equal.js";
import type { DecodeTask, Lang } from "../conformance/langs.js";
import { runnerFor } from "../conformance/runner.js";
import { generateToTemp } from "../testing/generated.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { fixtureConfig, fixtureRustEnv } from "../testing/rust-env.js";

/**
 * Unstable features, in every language: by default only the stable surface is
 * known (an unstable variant of a closed union is rejected, of an open union
 * kept as unknown; an unstable field is an unknown field), and switching the
 * feature on makes them known and checked. Fixture: fixtures/typed, feature `beta`.
 */

const SPEC = join(import.meta.dirname, "fixtures", "typed");
const LANGS: Lang[] = ["ts", "rust", "python"];
let out: string;

beforeAll(async () => {
  process.env.ACP_CODEGEN_PYTHON = ensurePythonEnv();
  Object.assign(process.env, fixtureRustEnv());
  ({ dir: out } = await generateToTemp({
    spec: SPEC,
    targets: ["typescript", "rust", "python"],
    config: fixtureConfig("unstable"),
  }));
}, 120_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

/** [label, type, json, features, want: "reject" | the serialized value] */
const CASES: readonly (readonly [string, string, unknown, string[], "reject" | unknown])[] = [
  ["closed union, feature off: the variant is unknown", "v1.Event", { kind: "beta", text: "a" }, [], "reject"],
  [
    "closed union, feature on: the variant is known",
    "v1.Event",
    { kind: "beta", text: "a" },
    ["beta"],
    { kind: "beta", text: "a" },
  ],
  [
    "open union, feature off: kept as an unknown variant",
    "v2.Event",
    { kind: "beta", id: 7 },
    [],
    { kind: "beta", id: 7 },
  ],
  ["open union, feature on: the payload is checked", "v2.Event", { kind: "beta", id: 7 }, ["beta"], "reject"],
  [
    "open object, feature off: the field is an unknown field",
    "v2.Board",
    { columns: [], title: 5 },
    [],
    { columns: [], title: 5 },
  ],
  ["open object, feature on: the field is checked", "v2.Board", { columns: [], title: 5 }, ["beta"], "reject"],
  [
    "open object, feature on: a valid value",
    "v2.Board",
    { columns: ["a"], title: "T" },
    ["beta"],
    { columns: ["a"], title: "T" },
  ],
  [
    "a feature the spec does not know changes nothing",
    "v2.Event",
    { kind: "beta", id: 7 },
    ["gamma"],
    { kind: "beta", id: 7 },
  ],
];

describe("unstable features: the stable surface by default, each feature switched on explicitly", () => {
  it.each(LANGS)(
    "%s agrees with the table",
    (lang) => {
      const tasks: DecodeTask[] = CASES.map(([label, type, json, unstable]) => ({ id: label, type, json, unstable }));
      const results = runnerFor(lang, out).decode(tasks);
      const problems: string[] = [];
      CASES.forEach(([label, , , features, want], i) => {
        const r = results[i]!;
        if (features.includes("gamma") && lang === "rust") {
          // A cargo feature the crate does not declare cannot be switched on: the runner says so.
          if (!r.unsupported) problems.push(`${label}: expected unsupported, got ${JSON.stringify(r)}`);
          return;
        }
        if (r.crashed) problems.push(`${label}: crashed: ${r.error}`);
        else if (want === "reject") {
          if (r.ok) problems.push(`${label}: accepted ${JSON.stringify(r.value)}`);
        } else if (!r.ok) problems.push(`${label}: rejected: ${r.error}`);
        else {
          const d = jsonDiff(r.value, want);
          if (d) problems.push(`${label}: ${d}`);
        }
      });
      expect(problems).toEqual([]);
    },
    600_000,
  );
});

describe("a package's default unstable features (from the config)", () => {
  it("TypeScript and Python parse with them when the caller names none; Rust switches them on as default cargo features", async () => {
    const { dir } = await generateToTemp({
      spec: SPEC,
      targets: ["typescript", "rust", "python"],
      config: { unstable: ["beta"] },
    });
    try {
      const tasks: DecodeTask[] = [{ id: "beta", type: "v1.Event", json: { kind: "beta", text: "a" } }];
      // The harnesses name the vector's features explicitly; the defaults apply where the caller names none.
      const m = await import("../testing/generated.js").then((g) =>
        g.importGenerated<{ v1: { Event: { safeParse(j: unknown): { ok: boolean } } } }>(
          join(dir, "typescript"),
          "index.js",
        ),
      );
      expect(m.v1.Event.safeParse(tasks[0]!.json).ok).toBe(true);
      const py = spawnSync(
        ensurePythonEnv(),
        ["-c", "import acp_schema as a; a.parse(a.v1.Event, {'kind': 'beta', 'text': 'a'}); print('ok')"],
        { cwd: join(dir, "python"), encoding: "utf8" },
      );
      expect(py.stdout.trim(), py.stderr).toBe("ok");
      expect(readFileSync(join(dir, "rust", "Cargo.toml"), "utf8")).toContain(
        'default = ["exact_numbers", "behaviour", "unstable_beta"]',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
