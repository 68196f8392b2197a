import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { checkDecl } from "../model/check-value.js";
import type { VersionIndex } from "../model/index.js";
import type { ConversionRule, ConversionStep, JsonValue } from "../model/types.js";
import { matchesConstruct } from "../model/constructs.js";
import type { ExactJson } from "../json.js";
import type { BehaviourPrograms } from "./compile.js";
import { RuleEngine, RuleError, sameJson, type TypeChecker } from "./interpret.js";

type Json = ExactJson;

/** The compiler's own type checker: values are checked with the model's checker, exactly as the bindings parse them. */
export function modelHost(versions: ReadonlyMap<string, VersionIndex>): TypeChecker {
  return {
    canonical(type, value) {
      const [version, name] = type.split(".") as [string, string];
      const ix = versions.get(version);
      if (!ix?.decls.has(name)) throw new Error(`no type ${type}`);
      const problem = checkDecl(ix, name, value);
      if (problem) throw new Error(problem);
      return JSON.parse(JSON.stringify(value)) as Json;
    },
  };
}

/** The converter input kind of an example (and its vector `type`): "method", or the source type the input belongs to. */
export function inputType(
  versions: ReadonlyMap<string, VersionIndex>,
  rule: ConversionRule,
  input: JsonValue,
): string | null {
  for (const s of rule.source) {
    if (matchesConstruct(versions, s.text, input) !== null) continue;
    return s.text.includes(".method:") ? "method" : s.text.split(":")[0]!;
  }
  return null;
}

/** What converting one input gives: the outputs and the rule that gave them, or the rule's error. */
export type Outcome = { outputs: Json[]; rule: string } | { error: RuleError };

/** Converts one input with the engine: of a source type, or (`type` "method") a method call `{ method, params }`. */
export function runEngine(engine: RuleEngine, type: string, input: JsonValue): Outcome {
  try {
    const outputs =
      type === "method"
        ? engine.convertMethod(input as { method: string; params?: unknown })
        : engine.convert(type, input);
    return { outputs, rule: engine.lastRule ?? "" };
  } catch (e) {
    if (e instanceof RuleError) return { error: e };
    throw e;
  }
}

function describe(o: Outcome): string {
  return "error" in o
    ? `fails under rule '${o.error.rule}' with "${o.error.detail}"`
    : `gives ${JSON.stringify(o.outputs)} (rule '${o.rule}')`;
}

function agrees(step: ConversionStep, o: Outcome): boolean {
  if (step.error !== null) return "error" in o && o.error.detail === step.error;
  return !("error" in o) && sameJson(o.outputs, step.output as Json[]);
}

/**
 * Runs every worked example of every rule through the compiled rules, on the
 * IR evaluator (the generated converters' semantics, with no code emitted):
 * the before steps, then the input. An example
 * whose result differs, or that another rule handles, is a located error.
 */
export function evaluateExamples(
  rules: readonly ConversionRule[],
  programs: BehaviourPrograms,
  versions: ReadonlyMap<string, VersionIndex>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const host = modelHost(versions);
  for (const rule of rules) {
    const program = programs.converters.find((c) => c.direction === rule.direction);
    if (!program?.rules.some((r) => r.id === rule.id)) continue;
    rule.examples.forEach((ex, n) => {
      const type = inputType(versions, rule, ex.input);
      if (type === null) return; // reported by the conversion-examples rule
      let engine: RuleEngine;
      try {
        engine = new RuleEngine(program, host, ex.options);
      } catch (e) {
        out.push(
          diag("conversion-example-mismatch", ex.loc, `example ${n + 1} of rule '${rule.id}': ${(e as Error).message}`),
        );
        return;
      }
      for (const [i, step] of ex.before.entries()) {
        const o = runEngine(engine, type, step.input);
        if (!agrees(step, o)) {
          out.push(
            diag(
              "conversion-example-mismatch",
              ex.loc,
              `example ${n + 1} of rule '${rule.id}': before[${i}] ${describe(o)}, but the example says ${step.error !== null ? `it fails with "${step.error}"` : `it gives ${JSON.stringify(step.output)}`}`,
            ),
          );
          return;
        }
      }
      const o = runEngine(engine, type, ex.input);
      const which = "error" in o ? o.error.rule : o.rule;
      if (!agrees(ex, o) || which !== rule.id) {
        const want = ex.error !== null ? `fails with "${ex.error}"` : `gives ${JSON.stringify(ex.output)}`;
        out.push(
          diag(
            "conversion-example-mismatch",
            ex.loc,
            `example ${n + 1} of rule '${rule.id}' ${describe(o)}, but the example says this rule ${want}`,
          ),
        );
      }
    });
  }
  return out;
}
