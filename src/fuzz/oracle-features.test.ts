import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { DecodeTask } from "../conformance/langs.js";
import { gateTable } from "../languages/rust/gates.js";
import { harnessBuilds } from "../languages/rust/conformance.js";
import { indexModel, type VersionIndex } from "../model/index.js";
import type { SpecModel } from "../model/types.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import type { LanguagePlugin } from "../plugin/index.js";
import { schemaOracle } from "../testing/oracles/index.js";
import { featureFreeTypes, runOracles } from "./oracle.js";

/**
 * Which unstable features the oracle differential asks for: none for a type that reaches no feature (the same
 * reading whatever is switched on), upstream's for the others. Fast: no binding and no oracle process runs; a
 * language that only records its tasks stands in for the three.
 */
let model: SpecModel;
let versions: ReadonlyMap<string, VersionIndex>;

beforeAll(async () => {
  const r = await compile({ targets: [] });
  if (!r.model) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  model = r.model;
  versions = indexModel(model);
}, 120_000);

describe("the oracle differential's unstable features", () => {
  it("takes a type as free of features exactly where the Rust gate table, written apart, finds no gate", () => {
    const table = gateTable([...versions.values()]);
    for (const [v, ix] of versions) {
      const free = featureFreeTypes(ix);
      const gated = new Set(Object.keys(table.versions[v]?.types ?? {}));
      const decls = ix.version.decls.map((d) => d.name);
      // Both kinds occur, so the check below compares something.
      expect(free.size, v).toBeGreaterThan(0);
      expect(gated.size, v).toBeGreaterThan(0);
      expect(
        decls.filter((n) => free.has(n) === gated.has(n)),
        v,
      ).toEqual([]);
    }
  });

  it("asks the Rust harness for two builds at most: the defaults and every feature, the ones conformance makes", () => {
    let tasks: readonly DecodeTask[] = [];
    const recorder = {
      name: "recorder",
      conformance: () => ({
        kinds: ["decode"],
        unavailable: () => null,
        run: (t: readonly DecodeTask[]) => record(t),
        decode: (t: readonly DecodeTask[]) => record(t),
      }),
    } as unknown as LanguagePlugin;
    const record = (t: readonly DecodeTask[]) => {
      tasks = t;
      return t.map((x) => ({ id: x.id, ok: false, error: "not judged" }));
    };
    const none = {
      name: "crate",
      types: () => new Set<string>(),
      judge: (inputs: readonly { id: string }[]) => inputs.map((i) => ({ id: i.id, ok: false, unsupported: true })),
    };
    const out = join(PACKAGE_ROOT, "out");
    runOracles({
      model,
      versions,
      seed: 20261124,
      count: 600,
      langs: ["recorder"],
      out: { out, plugins: [recorder], pluginOut: out },
      schema: schemaOracle(),
      crate: none,
    });
    expect(tasks.length).toBeGreaterThan(1000);
    // Some inputs ask for features and some for none.
    expect(tasks.some((t) => (t.unstable ?? []).length > 0)).toBe(true);
    expect(tasks.some((t) => (t.unstable ?? []).length === 0)).toBe(true);
    const rust = join(out, "rust");
    const toml = readFileSync(join(rust, "Cargo.toml"), "utf8");
    const declared = [...toml.matchAll(/^unstable_([a-z0-9_]+) = \[\]$/gm)].map((m) => m[1]!);
    const defaults = new Set(
      [...(/^default = \[(.*)\]$/m.exec(toml)?.[1] ?? "").matchAll(/"unstable_([a-z0-9_]+)"/g)].map((m) => m[1]!),
    );
    const table = JSON.parse(readFileSync(join(rust, "examples", "acp-conformance.gates.json"), "utf8"));
    const builds = [...harnessBuilds(tasks, declared, defaults, table).keys()];
    expect(builds.filter((k) => k !== "" && k !== [...declared].sort().join(","))).toEqual([]);
  }, 300_000);
});
