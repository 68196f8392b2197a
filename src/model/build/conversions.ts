/**
 * `conversions.ts`: the conversion rules (with their programs and examples) and
 * the converters' declarations (state, options, unlisted unions).
 */
import type { VariableDeclaration } from "../../load/tree.js";
import type { Loc } from "../../diagnostics/diagnostic.js";
import type { LoadedFile } from "../../load/load.js";
import type {
  ConstructRef,
  ConversionExample,
  ConversionRule,
  ConversionStep,
  ConverterDecl,
  JsonValue,
  RuleProgramSource,
} from "../types.js";
import type { Reader } from "./reader.js";
import { readData, toJson, type DataNode } from "./literal.js";

export const CONVERSIONS_FILE = "conversions.ts";

export function readConversions(rd: Reader, f: LoadedFile): { rules: ConversionRule[]; converters: ConverterDecl[] } {
  const rules: ConversionRule[] = [];
  const converters: ConverterDecl[] = [];
  let found = false;
  for (const stmt of rd.enter(f)) {
    if (stmt.type === "ImportDeclaration") continue;
    if (stmt.type !== "VariableDeclaration") {
      rd.report(
        "misplaced-declaration",
        rd.loc(stmt),
        `${CONVERSIONS_FILE} holds only 'conversions' and 'converters'; this statement is not read`,
      );
      continue;
    }
    for (const v of (stmt as VariableDeclaration).declarations) {
      const name = rd.nameOf(v.id);
      if (name === "converters") {
        const init = v.init;
        const data = init ? readData(rd, init) : null;
        converters.push(...converterDecls(rd, data, rd.loc(v)));
        continue;
      }
      if (name !== "conversions") {
        rd.report(
          "misplaced-declaration",
          rd.loc(v),
          `'${name}' is not read; ${CONVERSIONS_FILE} holds one 'conversions' array and one 'converters' object`,
        );
        continue;
      }
      found = true;
      const init = v.init;
      const data = init ? readData(rd, init) : null;
      if (data?.kind !== "array") {
        rd.report("conversion-invalid", rd.loc(v), "conversions must be an array literal of ConversionRule objects");
        continue;
      }
      for (const item of data.items) {
        const r = readRule(rd, item);
        if (r) rules.push(r);
      }
    }
  }
  if (!found)
    rd.report(
      "conversion-invalid",
      { file: f.rel, line: 1, col: 1 },
      `${CONVERSIONS_FILE} declares no 'conversions' array`,
    );
  return { rules, converters };
}

function converterDecls(rd: Reader, data: DataNode | null, at: Loc): ConverterDecl[] {
  if (data?.kind !== "object") {
    rd.report(
      "conversion-invalid",
      data?.loc ?? at,
      'converters must be an object literal: { "v1->v2": { state, options }, ... }',
    );
    return [];
  }
  const out: ConverterDecl[] = [];
  for (const [direction, d] of data.entries) {
    if (direction !== "v1->v2" && direction !== "v2->v1") {
      rd.report("conversion-invalid", d.loc, `'${direction}' is not a direction; write "v1->v2" or "v2->v1"`);
      continue;
    }
    if (d.kind !== "object") {
      rd.report("conversion-invalid", d.loc, `converters["${direction}"] must be an object: { state, options }`);
      continue;
    }
    const list = <K extends string>(
      key: string,
      kinds: readonly K[],
    ): { name: string; kind: K; doc: string; loc: Loc }[] => {
      const node = d.entries.get(key);
      if (!node) return [];
      if (node.kind !== "object") {
        rd.report("conversion-invalid", node.loc, `converters["${direction}"].${key} must be an object`);
        return [];
      }
      const items: { name: string; kind: K; doc: string; loc: Loc }[] = [];
      for (const [name, x] of node.entries) {
        const kind = x.kind === "object" ? x.entries.get("kind") : undefined;
        const doc = x.kind === "object" ? x.entries.get("doc") : undefined;
        if (kind?.kind !== "string" || !kinds.includes(kind.value as K) || doc?.kind !== "string") {
          rd.report(
            "conversion-invalid",
            x.loc,
            `${key} '${name}' needs a kind (${kinds.join(" or ")}) and a doc string`,
          );
          continue;
        }
        items.push({ name, kind: kind.value as K, doc: doc.value, loc: x.loc });
      }
      return items;
    };
    for (const k of d.entries.keys()) {
      if (k !== "state" && k !== "options" && k !== "unlisted") {
        rd.report(
          "conversion-invalid",
          d.entries.get(k)!.loc,
          `converters["${direction}"] has no '${k}'; it holds state, options and unlisted`,
        );
      }
    }
    out.push({
      direction,
      state: list("state", ["value", "set"] as const),
      options: list("options", ["flag", "id-source"] as const),
      unlisted: unlisted(rd, direction, d.entries.get("unlisted")),
      loc: d.loc,
    });
  }
  return out;
}

/** `unlisted: { "v1.Event": "fails", "v1.*": "fails" }`: unions of the direction's source version, and their default outcome. */
function unlisted(rd: Reader, direction: string, node: DataNode | undefined): ConverterDecl["unlisted"] {
  if (!node) return [];
  const where = `converters["${direction}"].unlisted`;
  if (node.kind !== "object") {
    rd.report(
      "conversion-invalid",
      node.loc,
      `${where} must be an object: { "${direction.split("->")[0]}.Union": "fails" }`,
    );
    return [];
  }
  const from = direction.split("->")[0]!;
  const out: { union: string; outcome: "fails"; loc: Loc }[] = [];
  for (const [union, x] of node.entries) {
    if (!union.startsWith(`${from}.`) || union.includes(":")) {
      rd.report(
        "conversion-invalid",
        x.loc,
        `${where} names unions of ${from}, the version it converts from ("${from}.Union", or "${from}.*" for all), not '${union}'`,
      );
    } else if (x.kind !== "string" || x.value !== "fails") {
      rd.report(
        "conversion-invalid",
        x.loc,
        `${where}["${union}"] must be "fails" (the only default outcome: a variant no rule lists raises the no-rule error)`,
      );
    } else out.push({ union, outcome: "fails", loc: x.loc });
  }
  return out;
}

function readRule(rd: Reader, item: DataNode): ConversionRule | null {
  if (item.kind !== "object") {
    rd.report("conversion-invalid", item.loc, "each conversion rule is an object literal");
    return null;
  }
  const e = item.entries;
  const str = (key: string, required: boolean): string | null => {
    const v = e.get(key);
    if (v?.kind === "string") return v.value;
    if (v || required) rd.report("conversion-invalid", v?.loc ?? item.loc, `rule field '${key}' must be a string`);
    return null;
  };
  const refs = (key: string): ConstructRef[] | null => {
    const v = e.get(key);
    if (!v) return [];
    if (v.kind === "string") return [{ text: v.value, loc: v.loc }];
    if (v.kind === "array" && v.items.every((x) => x.kind === "string")) {
      return v.items.map((x) => ({ text: (x as { value: string }).value, loc: x.loc }));
    }
    rd.report("conversion-invalid", v.loc, `rule field '${key}' must be a construct string or an array of them`);
    return null;
  };
  const id = str("id", true);
  const direction = str("direction", true);
  const outcome = str("outcome", true);
  const reason = str("reason", true);
  const when = str("when", false);
  const stateful = e.get("stateful");
  const source = refs("source");
  const target = refs("target");
  if (stateful?.kind !== "boolean")
    rd.report("conversion-invalid", stateful?.loc ?? item.loc, "rule field 'stateful' must be true or false");
  if (direction !== null && direction !== "v1->v2" && direction !== "v2->v1") {
    rd.report("conversion-invalid", e.get("direction")!.loc, "direction must be 'v1->v2' or 'v2->v1'");
    return null;
  }
  if (outcome !== null && !["lossless", "fan-out", "synthesized", "fails"].includes(outcome)) {
    rd.report("conversion-invalid", e.get("outcome")!.loc, "outcome must be lossless, fan-out, synthesized or fails");
    return null;
  }
  const program = ruleProgram(rd, e);
  // A rule without usable examples is still checked for everything else.
  const examples = readExamples(rd, e.get("examples"), item.loc, id ?? "?") ?? [];
  if (!id || !direction || !outcome || !reason || stateful?.kind !== "boolean" || !source || !target) return null;
  return {
    examples,
    id,
    program,
    direction,
    source,
    target,
    when,
    outcome: outcome as ConversionRule["outcome"],
    stateful: stateful.value,
    reason,
    loc: item.loc,
  };
}

/** The executable part of a rule, kept as data with the location of every part. */
function ruleProgram(_rd: Reader, e: Map<string, DataNode>): RuleProgramSource {
  const locs: { [pointer: string]: Loc } = {};
  const walk = (d: DataNode, pointer: string): void => {
    locs[pointer] = d.loc;
    if (d.kind === "array") d.items.forEach((x, i) => walk(x, `${pointer}/${i}`));
    if (d.kind === "object")
      for (const [k, x] of d.entries) walk(x, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
  };
  const guard = e.get("guard");
  const emit = e.get("emit");
  const effects = e.get("effects");
  const fail = e.get("fail");
  if (guard) walk(guard, "/guard");
  if (emit) walk(emit, "/emit");
  if (effects) walk(effects, "/effects");
  if (fail) walk(fail, "/fail");
  const emits = !emit ? [] : emit.kind === "array" ? emit.items.map(toJson) : [toJson(emit)];
  // A single emit is stored as a list of one; its locations move under /emit/0.
  if (emit && emit.kind !== "array") {
    for (const k of Object.keys(locs)) if (k.startsWith("/emit")) locs[`/emit/0${k.slice(5)}`] = locs[k]!;
  }
  return {
    guard: guard ? toJson(guard) : null,
    emit: emits,
    fail: fail ? (fail.kind === "string" ? fail.value : (toJson(fail) as unknown as string)) : null,
    effects: effects ? (effects.kind === "array" ? effects.items.map(toJson) : [toJson(effects)]) : [],
    locs,
  };
}

function readExamples(rd: Reader, node: DataNode | undefined, at: Loc, id: string): ConversionExample[] | null {
  if (node?.kind !== "array" || node.items.length === 0) {
    rd.report(
      "conversion-invalid",
      node?.loc ?? at,
      `rule '${id}' needs examples: an array of { input, output } or { input, error }`,
    );
    return null;
  }
  const out: ConversionExample[] = [];
  const step = (ex: DataNode, what: string): ConversionStep | null => {
    if (ex.kind !== "object" || !ex.entries.has("input")) {
      rd.report("conversion-invalid", ex.loc, `${what} of rule '${id}' needs an input`);
      return null;
    }
    const output = ex.entries.get("output");
    const error = ex.entries.get("error");
    if ((output === undefined) === (error === undefined)) {
      rd.report(
        "conversion-invalid",
        ex.loc,
        `${what} of rule '${id}' has either an output or an error, not ${output ? "both" : "neither"}`,
      );
      return null;
    }
    if ((output && output.kind !== "array") || (error && error.kind !== "string")) {
      rd.report(
        "conversion-invalid",
        ex.loc,
        `in rule '${id}', an output is an array of messages and an error is a string`,
      );
      return null;
    }
    return {
      input: toJson(ex.entries.get("input")!),
      output: output ? (toJson(output) as JsonValue[]) : null,
      error: error ? (error as { value: string }).value : null,
    };
  };
  for (const ex of node.items) {
    const main = step(ex, "an example");
    if (!main || ex.kind !== "object") continue;
    const before = ex.entries.get("before");
    const options = ex.entries.get("options");
    if ((before && before.kind !== "array") || (options && options.kind !== "object")) {
      rd.report("conversion-invalid", ex.loc, `in rule '${id}', before is an array of steps and options an object`);
      continue;
    }
    const steps = before?.kind === "array" ? before.items.map((b) => step(b, "a before step")) : [];
    if (steps.some((x) => x === null)) continue;
    out.push({
      ...main,
      options: options ? (toJson(options) as { [key: string]: JsonValue }) : {},
      before: steps as ConversionStep[],
      loc: ex.loc,
    });
  }
  return out;
}
