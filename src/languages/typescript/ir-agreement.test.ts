/**
 * The core's IR evaluator (`behaviour/interpret.ts`) and the TypeScript
 * converters emitted from the same IR, run in process on the same inputs:
 * every worked example of every rule (options and before steps included) and
 * every conversion vector of out/vectors. They must give the same outputs,
 * the same rule, or the same error. The evaluator is the reference the
 * compiler checks the examples with; this holds it to the generated code.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { behaviourOf } from "../../behaviour/once.js";
import { inputType, modelHost, runEngine, type Outcome } from "../../behaviour/evaluate.js";
import { RuleEngine, RuleError } from "../../behaviour/interpret.js";
import { converterStatements } from "../../behaviour/statements.js";
import type { ConverterProgram } from "../../behaviour/ir.js";
import { indexModel, type VersionIndex } from "../../model/index.js";
import type { JsonValue, SpecModel } from "../../model/types.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import * as primitives from "./runtime/behaviour.js";
import { ConversionError, type BehaviourHost, type ConverterBase, type Json } from "./runtime/behaviour.js";
import { converterClassName, typescriptConverter } from "./behaviour-emit.js";
import { stripTypes } from "./emit.js";

type ConverterClass = new (host: BehaviourHost, options: object) => ConverterBase;

const compiled = new WeakMap<ConverterProgram, ConverterClass>();

/** A converter's class as the TypeScript bindings emit it, compiled and loaded in process (once per program). */
function converterClass(program: ConverterProgram): ConverterClass {
  const hit = compiled.get(program);
  if (hit) return hit;
  const name = converterClassName(program.from, program.to);
  const js = stripTypes(`${name}.ts`, typescriptConverter(converterStatements(program)));
  const names = Object.keys(primitives);
  // The code is the compiler's own output: every spec string in it is quoted.
  const make = new Function(...names, `"use strict";\n${js}\nreturn ${name};`) as (
    ...args: unknown[]
  ) => ConverterClass;
  const cls = make(...names.map((n) => (primitives as Record<string, unknown>)[n]));
  compiled.set(program, cls);
  return cls;
}

/** One input through the emitted converter, as `runEngine` reports it. */
function runEmitted(engine: ConverterBase, type: string, input: JsonValue): Outcome {
  try {
    const outputs =
      type === "method" ? (engine.convertMethod(input as never) as unknown as Json[]) : engine.convert(type, input);
    return { outputs: outputs as never, rule: engine.lastRule ?? "" };
  } catch (e) {
    if (e instanceof ConversionError) return { error: new RuleError(e.rule, e.detail) };
    throw e;
  }
}

const shown = (o: Outcome): unknown => ("error" in o ? { error: o.error.rule, detail: o.error.detail } : o);

/** Both engines over one sequence of inputs (a fresh converter each, with the options): each step's outcome, side by side. */
function both(
  program: ConverterProgram,
  versions: ReadonlyMap<string, VersionIndex>,
  options: object,
  type: string,
  inputs: readonly JsonValue[],
): { ir: unknown[]; ts: unknown[] } {
  const host = modelHost(versions);
  const make = <T>(f: () => T): T | { construct: string } => {
    try {
      return f();
    } catch (e) {
      return { construct: (e as Error).message };
    }
  };
  const ir = make(() => new RuleEngine(program, host, options as { [k: string]: unknown }));
  const Emitted = converterClass(program);
  const ts = make(() => new Emitted(host as BehaviourHost, options));
  if ("construct" in ir || "construct" in ts) return { ir: [ir], ts: [ts] };
  return {
    ir: inputs.map((x) => shown(runEngine(ir, type, x))),
    ts: inputs.map((x) => shown(runEmitted(ts, type, x))),
  };
}

let model: SpecModel;
let versions: ReadonlyMap<string, VersionIndex>;
let programs: readonly ConverterProgram[];

beforeAll(async () => {
  model = (await compile({ targets: [] })).model!;
  versions = indexModel(model);
  programs = behaviourOf(model, versions).programs.converters;
}, 600_000);

const program = (direction: string): ConverterProgram => {
  const p = programs.find((c) => c.direction === direction);
  if (!p) throw new Error(`no converter ${direction}`);
  return p;
};

describe("the IR evaluator agrees with the emitted TypeScript converters", () => {
  it("on every worked example of every rule", () => {
    let runs = 0;
    const differ: string[] = [];
    for (const rule of model.conversions) {
      rule.examples.forEach((ex, n) => {
        const type = inputType(versions, rule, ex.input);
        if (type === null) return;
        const got = both(program(rule.direction), versions, ex.options, type, [
          ...ex.before.map((b) => b.input),
          ex.input,
        ]);
        runs++;
        if (JSON.stringify(got.ir) !== JSON.stringify(got.ts))
          differ.push(`${rule.id} #${n + 1}: IR ${JSON.stringify(got.ir)}, TypeScript ${JSON.stringify(got.ts)}`);
      });
    }
    expect(runs).toBeGreaterThan(0);
    expect(differ).toEqual([]);
  });

  it("on every conversion vector", () => {
    const dir = join(PACKAGE_ROOT, "out", "vectors");
    const vectors = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => {
        const data = JSON.parse(readFileSync(join(dir, f), "utf8")) as unknown[] | { vectors?: unknown[] };
        return Array.isArray(data) ? data : (data.vectors ?? []);
      });
    const convert = vectors.filter(
      (v): v is { id: string; from: string; to: string; type: string; inputs: JsonValue[] } =>
        (v as { kind?: string }).kind === "convert",
    );
    expect(convert.length).toBeGreaterThan(0);
    const differ: string[] = [];
    for (const v of convert) {
      const got = both(program(`${v.from}->${v.to}`), versions, {}, v.type, v.inputs);
      if (JSON.stringify(got.ir) !== JSON.stringify(got.ts))
        differ.push(`${v.id}: IR ${JSON.stringify(got.ir)}, TypeScript ${JSON.stringify(got.ts)}`);
    }
    expect(differ).toEqual([]);
  });

  it("tells apart outcomes that differ (the comparison can fail)", () => {
    const rule = model.conversions.find((r) => r.examples.length > 0 && r.examples[0]!.error === null)!;
    const ex = rule.examples[0]!;
    const type = inputType(versions, rule, ex.input)!;
    const engine = new RuleEngine(program(rule.direction), modelHost(versions), ex.options as { [k: string]: unknown });
    for (const b of ex.before) runEngine(engine, type, b.input);
    const o = runEngine(engine, type, ex.input);
    expect("outputs" in o && o.rule).toBe(rule.id);
    expect(JSON.stringify(shown(o))).not.toBe(JSON.stringify(shown({ error: new RuleError(rule.id, "x") })));
  });
});
