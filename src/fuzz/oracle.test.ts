import { beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../conformance/langs.js";
import { runnerFor } from "../conformance/runner.js";
import { indexModel } from "../model/index.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { crateOracle, installOracles, schemaOracle, zodOracle } from "../testing/oracles/index.js";
import { ZOD_RELEASE } from "../testing/oracles/published.js";
import { useRustTestEnv } from "../testing/rust-env.js";
import { join } from "node:path";
import { DELIBERATE, describeOracleReport, runOracles, type OracleReport } from "./oracle.js";

/**
 * The oracle differential at a fixed seed: at least 5,000 inputs generated from
 * the published schema (and a share from our model), covering every published
 * type the spec has, through our three languages in both modes. Strict mode
 * answers to the published schema, lenient mode to upstream's crate; every
 * difference must be a deliberate one (a class of `DELIBERATE`, or a `@differs`
 * note of the spec), and the three languages must agree with each other.
 */
const OUT = join(PACKAGE_ROOT, "out");
const LANGS: Lang[] = ["ts", "rust", "python"];
const SEED = 20261124;

let report: OracleReport;
/** The published types the spec declares too (what the inputs must cover), from the schema oracle and the model. */
let judged: Set<string>;

beforeAll(async () => {
  useRustTestEnv();
  installOracles();
  for (const l of LANGS) {
    const why = runnerFor(l, OUT).unavailable();
    if (why) throw new Error(`${l}: ${why}`);
  }
  const { model, diagnostics } = await compile({ targets: [] });
  if (!model) throw new Error(diagnostics.map((d) => d.message).join("\n"));
  const versions = indexModel(model);
  judged = new Set(
    [...schemaOracle().types()].filter((t) => versions.get(t.split(".")[0]!)?.decls.has(t.split(".")[1]!)),
  );
  report = runOracles({
    model,
    versions,
    seed: SEED,
    count: 5200,
    langs: LANGS,
    out: OUT,
    schema: schemaOracle(),
    crate: crateOracle(),
    zod: zodOracle(),
    zodRelease: schemaOracle(ZOD_RELEASE),
  });
  console.log(describeOracleReport(report));
}, 1_800_000);

describe("upstream's implementations judge our bindings", () => {
  it("runs at least 5,000 inputs over every published type the spec has", () => {
    expect(report.count).toBeGreaterThanOrEqual(5000);
    expect(judged.size).toBeGreaterThan(100);
    expect(report.types).toBe(judged.size);
  });

  it("strict mode gives the published schema's verdict, but for deliberate differences", () => {
    expect(report.strict.unexplained.map((f) => `${f.input.type} ${f.input.text.slice(0, 200)}: ${f.detail}`)).toEqual(
      [],
    );
    expect(report.strict.crossLanguage.map((f) => f.detail)).toEqual([]);
  });

  it("lenient mode gives upstream's crate's verdict, and the crate reads our output as it read the input, but for deliberate differences", () => {
    expect(
      report.lenient.unexplained.map((f) => `${f.mode} ${f.input.type} ${f.input.text.slice(0, 200)}: ${f.detail}`),
    ).toEqual([]);
    expect(report.lenient.crossLanguage.map((f) => f.detail)).toEqual([]);
  });

  it("every deliberate class it counts is one the judge declares, in the mode it declares it for", () => {
    for (const [mode, m] of [
      ["strict", report.strict],
      ["lenient", report.lenient],
    ] as const) {
      for (const cls of Object.keys(m.classes)) {
        if (cls.startsWith("differs:")) continue;
        const d = DELIBERATE.find((x) => x.name === cls);
        expect(d, cls).toBeDefined();
        expect(d!.modes, cls).toContain(mode);
      }
    }
  });

  it("reports zod's differences that come from its older release (SDK 2.4.0 = crate 1.15.1) as such", () => {
    const older = Object.entries(report.others).filter(([k]) => k.startsWith("older release: "));
    expect(older.length).toBeGreaterThan(0);
  });

  it("agrees with the oracles on most inputs (a judge that explains everything explains nothing)", () => {
    expect(report.strict.agree / report.count).toBeGreaterThan(0.9);
    expect(report.lenient.agree / report.count).toBeGreaterThan(0.9);
  });
});
