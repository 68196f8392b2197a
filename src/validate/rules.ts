/** The validation rules of a spec, in the order they run (each in the module of what it checks), and `validate`. */

import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { indexModel, type VersionIndex } from "../model/index.js";
import type { SpecModel } from "../model/types.js";
import type { LanguagePlugin } from "../plugin/index.js";
import { behaviour, converterNames, reducers } from "./behaviour-rules.js";
import { bridge, conversionCoverage, conversionExamples, conversions } from "./conversion-rules.js";
import { examples, handVectors } from "./example-rules.js";
import { boundMarks, catchAllMarks, countMarks, lenientMarks } from "./mark-rules.js";
import { naming } from "./naming-rules.js";
import type { Rule } from "./rule.js";
import { memoStep, memoTarget, retaining } from "../render/retained.js";
import { patchFields, recursion, schemaNames, unionPayloads, unknownTypes, unstableRefs } from "./type-rules.js";

export type { RuleContext, Rule } from "./rule.js";

/** The static list of rules, run in this order. */
export const rules: readonly Rule[] = [
  unknownTypes,
  patchFields,
  lenientMarks,
  schemaNames,
  catchAllMarks,
  boundMarks,
  countMarks,
  unionPayloads,
  recursion,
  naming,
  examples,
  conversions,
  conversionExamples,
  conversionCoverage,
  bridge,
  unstableRefs,
  converterNames,
  behaviour,
  reducers,
  handVectors,
];

/**
 * Runs every rule over the model, with the naming of `languages` (the languages the run generates: their
 * plugins say which names they reserve); `versions` is its index, when the caller has built it already.
 */
export function validate(
  model: SpecModel,
  languages: readonly LanguagePlugin[],
  versions: ReadonlyMap<string, VersionIndex> = indexModel(model),
): Diagnostic[] {
  // Watch mode keeps each rule's diagnostics for the next run, by what the rule read (and what the rules before it found).
  return memoTarget(`validate\0${languages.map((p) => p.name).join(" ")}`, model, () => {
    const out: Diagnostic[] = [];
    for (const r of rules)
      out.push(
        ...memoStep(`${r.name}\0${retaining() ? JSON.stringify(out) : ""}`, () =>
          r.run({ model, versions, prior: out, languages }),
        ),
      );
    return out;
  }).slice();
}
