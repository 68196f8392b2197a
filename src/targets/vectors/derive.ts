import { inputType } from "../../behaviour/evaluate.js";
import { featuresUsed } from "../../model/features.js";
import { acceptsValue, isPlainObject } from "../../model/check-value.js";
import type { VersionIndex } from "../../model/index.js";
import type { Decl, JsonValue, ObjectDecl, SpecModel, TypeExpr } from "../../model/types.js";
import { setOwn } from "../../model/own.js";
import { nullDefault } from "../../model/leniency.js";

export type JsonObject = { [key: string]: JsonValue };

export interface DecodeVectorOut {
  id: string;
  kind: "decode";
  type: string;
  json: JsonValue;
  expect: "accept" | "reject";
  /** The written form, where it differs from `json` (null read as a default). */
  canonical?: JsonValue;
  unstable?: string[];
  "x-derived-from"?: string;
}

function isNullable(t: TypeExpr, patch: boolean): boolean {
  return patch || t.kind === "nullable" || t.kind === "json";
}

/** The object declaration whose fields a value of `d` carries (a union's variant payload), if any. */
function fieldsOf(ix: VersionIndex, d: Decl, value: JsonObject): { obj: ObjectDecl | null; tag: string | null } {
  if (d.kind === "object") return { obj: d, tag: null };
  if (d.kind === "union") {
    const v = d.variants.find((x) => x.tag === value[d.tagField]);
    const p = v?.payload ? ix.decls.get(v.payload) : undefined;
    return { obj: p?.kind === "object" ? p : null, tag: d.tagField };
  }
  return { obj: null, tag: null };
}

function withKey(o: JsonObject, key: string, value: JsonValue | undefined): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(o)) if (k !== key) setOwn(out, k, v);
  if (value !== undefined) setOwn(out, key, value);
  return out;
}

/**
 * Mechanical mutations of an example: a missing required field, a null where
 * null is not allowed, a foreign tag, a closed enum's foreign value, and a known
 * tag with a bad payload. The model checker decides each one's expectation, so a
 * mutation that stays valid (an unknown tag of an open union) is an accept vector.
 */
export function derive(
  ix: VersionIndex,
  type: string,
  value: JsonValue,
  label: string,
  unstable: readonly string[] = [],
): DecodeVectorOut[] {
  const name = type.split(".")[1]!;
  const d = ix.decls.get(name);
  if (!d || !isPlainObject(value)) return [];
  const v = value as JsonObject;
  const { obj, tag } = fieldsOf(ix, d, v);
  const candidates: { what: string; json: JsonValue; canonical?: JsonValue }[] = [];
  if (tag) {
    candidates.push({ what: "missing-tag", json: withKey(v, tag, undefined) });
    candidates.push({ what: "foreign-tag", json: withKey(v, tag, "zz_not_a_known_tag") });
  }
  for (const f of obj?.fields ?? []) {
    if (!f.optional && f.name in v) candidates.push({ what: `missing-${f.name}`, json: withKey(v, f.name, undefined) });
    // Where null reads as the field's default (`@defaultOnNull`), it is written back as that default.
    const onNull = nullDefault(f, ix);
    const written = onNull && { canonical: withKey(v, f.name, onNull === "list" ? [] : {}) };
    if (!isNullable(f.type, f.patch))
      candidates.push({ what: `null-${f.name}`, json: withKey(v, f.name, null), ...written });
    const target = f.type.kind === "ref" ? ix.decls.get(f.type.name) : undefined;
    if (target?.kind === "enum" && !target.open && f.name in v)
      candidates.push({ what: `foreign-enum-${f.name}`, json: withKey(v, f.name, "zz_not_a_value") });
    if (f.type.kind === "string" && !f.optional && f.name in v)
      candidates.push({ what: `bad-payload-${f.name}`, json: withKey(v, f.name, 12345) });
  }
  const ref: TypeExpr = { kind: "ref", name, loc: d.loc };
  // Each mutation is judged with the features its example needs switched on, and those of a field
  // it sets (a null in an unstable field is about that field only with its feature on), and says so.
  return candidates.map((c) => {
    const features = [...new Set([...unstable, ...featuresUsed(ix, ref, c.json)])].sort();
    return {
      id: `derived-${label}-${c.what}`,
      kind: "decode",
      type,
      json: c.json,
      expect: acceptsValue(ix, ref, c.json, new Set(features)) ? "accept" : "reject",
      ...(c.canonical !== undefined && { canonical: c.canonical }),
      ...(features.length && { unstable: features }),
      "x-derived-from": label,
    };
  });
}

/** Convert vectors from the rules' worked examples. Examples that need converter options are left out: the vector format has no options. */
export function conversionVectors(model: SpecModel, versions: ReadonlyMap<string, VersionIndex>): JsonObject[] {
  const out: JsonObject[] = [];
  for (const r of model.conversions) {
    r.examples.forEach((e, i) => {
      if (Object.keys(e.options).length) return;
      const type = inputType(versions, r, e.input);
      if (!type) return;
      const [from, to] = r.direction.split("->") as [string, string];
      const steps = [...e.before, e];
      const unstable = new Set<string>();
      const outType = type === "method" ? "method" : targetType(r);
      for (const s of steps) {
        for (const f of stepFeatures(versions.get(from)!, type, s.input)) unstable.add(f);
        for (const o of s.output ?? []) for (const f of stepFeatures(versions.get(to)!, outType, o)) unstable.add(f);
      }
      out.push({
        id: `rule-${r.id}-${i + 1}`,
        kind: "convert",
        from,
        to,
        type,
        inputs: steps.map((s) => s.input),
        expect: steps.map((s): JsonValue => (s.output ? { outputs: [...s.output] } : { error: true })),
        ...(unstable.size && { unstable: [...unstable].sort() }),
        "x-rule": r.id,
      });
    });
  }
  return out;
}

/**
 * The one type every target of a rule names (`v1.StateUpdate` for
 * `v1.StateUpdate:*`), or null when they name several or none. An example's
 * output is a value of that type, even an unknown variant that no union names.
 */
function targetType(rule: SpecModel["conversions"][number]): string | null {
  const types = new Set(rule.target.map((t) => (t.text.includes(".method:") ? "method" : t.text.split(":")[0]!)));
  return types.size === 1 && !types.has("method") ? [...types][0]! : null;
}

/**
 * The features a converter input or output uses: a method message by its
 * params type, a value of a known type by that type, and an output of unknown
 * type by whichever union it is a variant of (the first that names its tag).
 */
function stepFeatures(ix: VersionIndex, type: string | null, value: JsonValue): string[] {
  if (type === "method") {
    if (!isPlainObject(value)) return [];
    const m = ix.version.methods.find((x) => x.name === value.method);
    return m ? featuresUsed(ix, { kind: "ref", name: m.params, loc: m.loc }, value.params as JsonValue) : [];
  }
  if (type !== null) {
    const name = type.split(".")[1]!;
    const d = ix.decls.get(name);
    return d ? featuresUsed(ix, { kind: "ref", name, loc: d.loc }, value) : [];
  }
  const all = new Set<string>();
  for (const d of ix.version.decls) {
    if (d.kind !== "union" || !isPlainObject(value) || !d.variants.some((v) => v.tag === value[d.tagField])) continue;
    for (const f of featuresUsed(ix, { kind: "ref", name: d.name, loc: d.loc }, value)) all.add(f);
  }
  return [...all];
}
