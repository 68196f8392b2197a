import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { checkDecl } from "../model/check-value.js";
import type { VersionIndex } from "../model/index.js";
import type { ConversionRule, ConversionStep, JsonValue } from "../model/types.js";
import { matchesConstruct } from "../model/constructs.js";
import * as primitives from "../languages/typescript/runtime/behaviour.js";
import { ConversionError, jsonEqual, type BehaviourHost, type ConverterBase, type Json } from "../languages/typescript/runtime/behaviour.js";
import { stripTypes } from "../languages/typescript/emit.js";
import type { BehaviourPrograms } from "./compile.js";
import { converterClassName, typescriptConverter } from "../languages/typescript/behaviour-emit.js";
import { converterPlan } from "./plan.js";
import type { ConverterProgram } from "./ir.js";

type ConverterClass = new (host: BehaviourHost, options: object) => ConverterBase;

/**
 * A converter's class, as the TypeScript bindings emit it, run in process:
 * the compiler checks the worked examples with the very code it generates.
 */
export function converterClass(program: ConverterProgram): ConverterClass {
  const name = converterClassName(program.from, program.to);
  const js = stripTypes(`${name}.ts`, typescriptConverter(converterPlan(program)));
  const names = Object.keys(primitives);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the code is the compiler's own output, every spec string quoted
  const make = new Function(...names, `"use strict";\n${js}\nreturn ${name};`) as (...args: unknown[]) => ConverterClass;
  return make(...names.map((n) => (primitives as Record<string, unknown>)[n]));
}

/** The compiler's own host: values are checked with the model's checker, exactly as the bindings parse them. */
export function modelHost(versions: ReadonlyMap<string, VersionIndex>): BehaviourHost {
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
export function inputType(versions: ReadonlyMap<string, VersionIndex>, rule: ConversionRule, input: JsonValue): string | null {
  for (const s of rule.source) {
    if (matchesConstruct(versions, s.text, input) !== null) continue;
    return s.text.includes(".method:") ? "method" : s.text.split(":")[0]!;
  }
  return null;
}

type Outcome = { outputs: Json[]; rule: string } | { error: ConversionError };

function run(engine: ConverterBase, type: string, input: JsonValue): Outcome {
  try {
    if (type === "method") {
      const m = input as { method: string; params: Json };
      const outputs = engine.convertMethod(m) as unknown as Json[];
      return { outputs, rule: engine.lastRule ?? "" };
    }
    const outputs = engine.convert(type, input);
    return { outputs, rule: engine.lastRule ?? "" };
  } catch (e) {
    if (e instanceof ConversionError) return { error: e };
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
  return !("error" in o) && jsonEqual(o.outputs, step.output as Json[]);
}

/**
 * Runs every worked example of every rule through the compiled rules, as the
 * generated converters will: the before steps, then the input. An example
 * whose result differs, or that another rule handles, is a located error.
 */
export function evaluateExamples(
  rules: readonly ConversionRule[],
  programs: BehaviourPrograms,
  versions: ReadonlyMap<string, VersionIndex>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const host = modelHost(versions);
  const classes = new Map<string, ConverterClass>();
  for (const rule of rules) {
    const program = programs.converters.find((c) => c.direction === rule.direction);
    if (!program || !program.rules.some((r) => r.id === rule.id)) continue;
    let Converter = classes.get(program.direction);
    if (Converter === undefined) {
      Converter = converterClass(program);
      classes.set(program.direction, Converter);
    }
    const Rules = Converter;
    rule.examples.forEach((ex, n) => {
      const type = inputType(versions, rule, ex.input);
      if (type === null) return; // reported by the conversion-examples rule
      let engine: ConverterBase;
      try {
        engine = new Rules(host, ex.options);
      } catch (e) {
        out.push(
          diag("conversion-example-mismatch", ex.loc, `example ${n + 1} of rule '${rule.id}': ${(e as Error).message}`),
        );
        return;
      }
      for (const [i, step] of ex.before.entries()) {
        const o = run(engine, type, step.input);
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
      const o = run(engine, type, ex.input);
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
