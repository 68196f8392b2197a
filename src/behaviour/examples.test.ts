import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonDiff } from "../conformance/json-equal.js";
import type { Lang } from "../conformance/langs.js";
import { runnerFor } from "../conformance/runner.js";
import { inputType } from "./evaluate.js";
import { indexModel } from "../model/index.js";
import type { ConversionExample, ConversionRule, SpecModel } from "../model/types.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { specFeatures } from "../model/features.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { useRustTestEnv } from "../testing/rust-env.js";

/**
 * Every worked example of every rule, run through each language's generated
 * converter, options included (the vector format cannot carry options, so
 * these examples are not vectors). The compiler already ran them through its
 * own evaluation of the rules; this holds every language to the same.
 */

const OUT = join(PACKAGE_ROOT, "out");
const LANGS: Lang[] = ["ts", "rust", "python", "go"];

let model: SpecModel;
const cases: { name: string; rule: ConversionRule; ex: ConversionExample }[] = [];

beforeAll(async () => {
  process.env.ACP_CODEGEN_PYTHON = ensurePythonEnv();
  useRustTestEnv();
  model = (await compile({ targets: [] })).model!;
  for (const rule of model.conversions)
    rule.examples.forEach((ex, i) => cases.push({ name: `${rule.id} #${i + 1}`, rule, ex }));
}, 600_000);

describe("rule examples with converter options, in every language", () => {
  it.each(LANGS)(
    "%s: every example (options included) gives what it says",
    (lang) => {
      const tasks = cases.map(({ name, rule, ex }) => ({
        kind: "convert" as const,
        id: name,
        from: rule.direction.split("->")[0]!,
        type: inputType(indexModel(model), rule, ex.input)!,
        inputs: [...ex.before.map((b) => b.input), ex.input],
        options: ex.options as Record<string, boolean>,
        // Examples may use unstable features: all are switched on.
        unstable: specFeatures(model),
      }));
      expect(
        cases.some((c) => Object.keys(c.ex.options).length > 0),
        "the spec has examples with options",
      ).toBe(true);
      const results = runnerFor(lang, OUT).run(tasks);
      const problems: string[] = [];
      results.forEach((r, i) => {
        const { name, rule, ex } = cases[i]!;
        const steps = [...ex.before, ex];
        steps.forEach((step, j) => {
          const got = r.results?.[j];
          if (!got) return void problems.push(`${name}: no result for step ${j}`);
          if (step.error !== null) {
            if (!("error" in got)) problems.push(`${name}: step ${j} should fail, got ${JSON.stringify(got)}`);
            else if (j === steps.length - 1 && !got.error.startsWith(`${rule.id}: ${step.error}`))
              problems.push(`${name}: ${got.error} is not "${rule.id}: ${step.error}"`);
          } else if (!("outputs" in got)) problems.push(`${name}: step ${j} failed: ${got.error}`);
          else {
            const d = jsonDiff(got.outputs, step.output);
            if (d) problems.push(`${name}: step ${j}: ${d}`);
          }
        });
      });
      expect(problems).toEqual([]);
    },
    600_000,
  );
});
