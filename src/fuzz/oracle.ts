import { readFileSync } from "node:fs";
import type { DecodeOutcome, DecodeTask, Lang } from "../conformance/langs.js";
import { jsonDiff } from "../conformance/json-equal.js";
import { differNotes, type DifferNote } from "../compare/departures.js";
import { featureOf, typesReachingFeatures } from "../model/features.js";
import type { VersionIndex } from "../model/index.js";
import type { Decl, Doc, Field, SpecModel, TypeExpr, UntaggedMember, Variant } from "../model/types.js";
import { writeJson } from "../json.js";
import { PUBLISHED_RELEASE } from "../testing/oracles/published.js";
import { sharedPath } from "../testing/shared.js";
import { errorPath, judge, readValue, runnerAt, verdictOf, type Bindings, type Finding, type Verdict } from "./fuzz.js";
import { generateInputs, textOf } from "./generate.js";
import { schemaInputs, type SchemaDoc, type SchemaInput } from "./schema-gen.js";

/**
 * The oracle differential: inputs generated from the published schema (and,
 * for a share, from our model) go through our bindings in both modes and
 * through implementations written elsewhere. Each mode has its own oracle:
 * strict mode answers to the published schema (draft 2020-12, plus upstream's
 * default-on-null rule), lenient mode to upstream's crate. A disagreement with
 * a mode's oracle is either one of the deliberate differences listed in
 * `DELIBERATE` (each with its reason, counted) or an unexplained finding. The
 * SDK's zod validators, and the crate against strict mode, are compared too,
 * for the report. The zod validators come from an older release than the schema
 * (the newest npm SDK, 2.4.0, is crate 1.15.1; the spec follows crate 1.20.0):
 * where zod differs from today's schema and agrees with its own release's, the
 * report says "older release" rather than hiding the difference.
 */

/** An oracle's verdict on one input (the shape `src/testing/oracles` gives). */
export interface OracleVerdict {
  readonly id: string;
  readonly ok: boolean;
  readonly out?: string;
  readonly error?: string;
  readonly crashed?: boolean;
  readonly unsupported?: boolean;
}

/** An implementation written elsewhere that judges JSON text as a named type. */
export interface Oracle {
  readonly name: string;
  types(): ReadonlySet<string>;
  judge(inputs: readonly { readonly id: string; readonly type: string; readonly text: string }[]): OracleVerdict[];
}

/** The published schemas the spec follows (`../shared/upstream-wire/crate-1.20.0/vN/schema.unstable.json`). */
export function publishedSchemas(): { readonly [version: string]: SchemaDoc } {
  const out: { [version: string]: SchemaDoc } = {};
  for (const v of ["v1", "v2"])
    out[v] = JSON.parse(
      readFileSync(sharedPath("upstream-wire", PUBLISHED_RELEASE, v, "schema.unstable.json"), "utf8"),
    ) as SchemaDoc;
  return out;
}

/** The unstable features of the spec that upstream has: each one touches something the published unstable schema holds. */
export function upstreamFeatures(ix: VersionIndex, doc: SchemaDoc): string[] {
  const defs = doc.$defs as { readonly [name: string]: unknown };
  const text = new Map<string, string>();
  const textOf = (name: string): string => {
    if (!text.has(name)) text.set(name, JSON.stringify(defs[name] ?? null));
    return text.get(name)!;
  };
  const methods = JSON.stringify(defs);
  const found = new Map<string, boolean>();
  const mark = (doc: Doc, present: boolean): void => {
    const f = featureOf(doc);
    if (f) found.set(f, (found.get(f) ?? false) || present);
  };
  for (const d of ix.version.decls) {
    mark(d.doc, d.name in defs);
    if (d.kind === "object" || d.kind === "union")
      for (const f of d.fields) mark(f.doc, textOf(d.name).includes(JSON.stringify(f.name)));
    if (d.kind === "union")
      for (const x of d.variants) mark(x.doc, textOf(d.name).includes(`"const":${JSON.stringify(x.tag)}`));
  }
  for (const m of ix.version.methods) mark(m.doc, methods.includes(`"x-method":${JSON.stringify(m.name)}`));
  return [...found]
    .filter(([, present]) => present)
    .map(([f]) => f)
    .sort();
}

/**
 * The declarations of a version from which no item of an unstable feature can be reached: none of them, their
 * fields, variants or enum values carries a feature, nor does any declaration they refer to (fields, variants'
 * payloads, untagged members, alias targets, at any depth). A binding reads a value as one of these alike whatever
 * features it switches on, so their inputs ask for none. It matters to the Rust harness, which builds the crate once
 * per set of features it is asked for: the inputs of these types then join the default build's, instead of each
 * version asking for a build with upstream's features of its own (two more builds of the whole crate).
 */
export function featureFreeTypes(ix: VersionIndex): Set<string> {
  const reaches = typesReachingFeatures(ix);
  return new Set(ix.version.decls.map((d) => d.name).filter((name) => !reaches.has(name)));
}

/** A step of a JSON path: a key or an index. */
type Step = string | number;

/** `$.a["b c"][3]` as steps. */
export function pathSteps(path: string): Step[] {
  const out: Step[] = [];
  const re = /\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/gy;
  re.lastIndex = path.startsWith("$") ? 1 : 0;
  for (let m = re.exec(path); m; m = re.exec(path))
    out.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3]!) as string)));
  return out;
}

/** An ajv `instancePath` (`/a/b~1c/3`) as steps. */
export function pointerSteps(pointer: string): Step[] {
  if (!pointer || pointer === "/") return [];
  return pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The spec's constructs that a JSON path passes through, read off the model and
 * the value: `Type`, `Type.field`, `Type:tag`. Stops where the model cannot
 * follow (an unknown key, an untagged member it cannot tell).
 */
export function constructsAlong(ix: VersionIndex, type: string, value: unknown, steps: readonly Step[]): string[] {
  const out: string[] = [];
  const decl = (name: string): Decl | undefined => ix.decls.get(name);
  let cur: unknown = value;
  let at: { decl: Decl } | { expr: TypeExpr } | null = decl(type) ? { decl: decl(type)! } : null;
  let i = 0;
  for (let guard = 0; at && guard < 400; guard++) {
    if ("expr" in at) {
      const e: TypeExpr = at.expr;
      if (e.kind === "ref") at = decl(e.name) ? { decl: decl(e.name)! } : null;
      else if (e.kind === "nullable") at = { expr: e.inner };
      else if (i >= steps.length) break;
      else if (e.kind === "array" && typeof steps[i] === "number" && Array.isArray(cur)) {
        cur = cur[steps[i] as number];
        i++;
        at = { expr: e.items };
      } else if (e.kind === "map" && isObj(cur)) {
        cur = cur[String(steps[i])];
        i++;
        at = { expr: e.values };
      } else break;
      continue;
    }
    const d: Decl = at.decl;
    out.push(d.name);
    if (d.kind === "alias") {
      at = { expr: d.target };
      continue;
    }
    if (!isObj(cur)) break;
    if (i >= steps.length) {
      // The path ends here: a union's variant (and its payload type) is still where the difference is.
      if (d.kind === "union") {
        const here = cur;
        const variant: Variant | undefined = d.variants.find((x) => x.tag === here[d.tagField]);
        if (variant) out.push(`${d.name}:${variant.tag}`, ...(variant.payload ? [variant.payload] : []));
      }
      break;
    }
    const key = String(steps[i]);
    if (d.kind === "object" || d.kind === "union") {
      const shared: Field | undefined = d.fields.find((f) => f.name === key);
      let field: Field | undefined = shared;
      if (!field && d.kind === "union") {
        const here = cur as Record<string, unknown>;
        const variant: Variant | undefined = d.variants.find((x) => x.tag === here[d.tagField]);
        if (variant) {
          out.push(`${d.name}:${variant.tag}`);
          if (key === d.tagField) break;
          at = variant.payload && decl(variant.payload) ? { decl: decl(variant.payload)! } : null;
          continue;
        }
      }
      if (!field) {
        if (d.kind === "object") {
          // Inherited or unknown: a field of the object is all the model knows.
          field = d.fields.find((f) => f.name === key);
        }
        if (!field) break;
      }
      out.push(`${d.name}.${field.name}`);
      cur = cur[key];
      i++;
      at = { expr: field.type };
      continue;
    }
    if (d.kind === "untagged") {
      // The member whose object shape holds the next key, if exactly one does.
      const holders: UntaggedMember[] = d.members.filter(
        (m) =>
          m.type.kind === "ref" &&
          (() => {
            const md = decl((m.type as { name: string }).name);
            return md?.kind === "object" && md.fields.some((f) => f.name === key);
          })(),
      );
      if (holders.length !== 1) break;
      at = { expr: holders[0]!.type };
      continue;
    }
    break;
  }
  return out;
}

/** The `@differs` note that explains a difference along these constructs, or null. */
export function noteAlong(notes: readonly DifferNote[], constructs: readonly string[]): DifferNote | null {
  for (const c of [...constructs].reverse()) {
    const n = notes.find((x) => x.where === c);
    if (n) return n;
  }
  // A note elsewhere that names the type in backticks (an untagged union's note naming its members).
  for (const c of [...constructs].reverse()) {
    if (/[.:]/.test(c)) continue;
    const n = notes.find((x) => x.text.includes(`\`${c}\``));
    if (n) return n;
  }
  return null;
}

/** Integer tokens of JSON text (outside strings), as written. */
export function integerTokens(text: string): string[] {
  const out: string[] = [];
  const re = /"(?:[^"\\]|\\.)*"|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) if (m[1] !== undefined) out.push(m[1]);
  return out;
}

const MAX_SAFE = 2n ** 53n - 1n;
/** An integer (however spelled: `9007199254740993`, `9007199254740993.0`, `1e16`) beyond 2^53 - 1 in magnitude. */
const isWide = (tok: string): boolean =>
  /^-?\d+$/.test(tok)
    ? BigInt(tok) > MAX_SAFE || BigInt(tok) < -MAX_SAFE
    : Number.isInteger(Number(tok)) && Math.abs(Number(tok)) > Number.MAX_SAFE_INTEGER;
/** A number token no double holds (`1e400`) or an integer of more than 4300 digits: refused by the canonical writer's rules. */
const isBeyondDouble = (tok: string): boolean =>
  !Number.isFinite(Number(tok)) || tok.replace(/^-/, "").split(/[.eE]/)[0]!.length > 4300;
const isIntegralSpelledAsDouble = (tok: string): boolean =>
  (/[.eE]/.test(tok) || tok === "-0") && Number.isInteger(Number(tok)) && Number.isFinite(Number(tok));

/** A deliberate difference from an oracle: why, and an example for the README. */
export interface DeliberateClass {
  readonly name: string;
  readonly modes: readonly ("strict" | "lenient")[];
  readonly reason: string;
}

export const DELIBERATE: readonly DeliberateClass[] = [
  {
    name: "number-limits",
    modes: ["strict", "lenient"],
    reason:
      "a number no IEEE double holds (`1e400`) or an integer of more than 4300 digits: refused wherever it stands (RFC 8259 lets an implementation limit numbers; JSON.parse reads `Infinity`, serde_json refuses the first)",
  },
  {
    name: "inexact-number",
    modes: ["strict", "lenient"],
    reason:
      "an integer token in a number field that no double writes back with the same digits (`-9223372036854775809`): refused, never rounded (the canonical writer's rule); the schema and the crate read a rounded double",
  },
  {
    name: "wide-integer",
    modes: ["strict", "lenient"],
    reason:
      "an integer beyond 2^53 - 1 in a 64-bit field: every binding holds what a TypeScript number holds exactly (the documented exception of the 64-bit formats)",
  },
  {
    name: "integral-double",
    modes: ["lenient"],
    reason:
      "an integer field written `1.0` or `1e2`: JSON Schema and the bindings read a number of integral value; serde's integer types refuse a fraction or exponent",
  },
  {
    name: "differs",
    modes: ["strict", "lenient"],
    reason:
      "the spec deliberately declares this construct differently from the published schema; its `@differs` note says how (counted per note)",
  },
  {
    name: "struct-as-array",
    modes: ["lenient"],
    reason:
      "an object type written as a JSON array of its fields in declaration order (`[]` for one whose fields are all optional): serde's derive reads a struct from a sequence; no peer sends one, and the schema refuses it",
  },
  {
    name: "float-rounding",
    modes: ["lenient"],
    reason:
      "a decimal number the crate reads one double away from the correctly rounded one (serde_json without its `float_roundtrip` feature); the bindings read the correctly rounded double, as JSON.parse and Python do",
  },
  {
    name: "lenient-in-untagged",
    modes: ["lenient"],
    reason:
      "a lenient field inside a member of an untagged union (`SessionConfigSelectOptions`' options): the crate tries each member with its leniency, the bindings' lenient mode picks the member by its strict reading first; a known gap of lenient mode, listed until it is closed",
  },
  {
    name: "non-string-tag",
    modes: ["lenient"],
    reason:
      "an open union's tag that is not a string (`\"outcome\": 1`): the crate's catch-all variant takes any value, the published schema and the bindings want a string",
  },
  {
    name: "patch-field-strict",
    modes: ["lenient"],
    reason:
      "a bad item or value inside a patch field: lenient mode never drops anything there, because a drop would change what the patch sets (the crate skips the item, and the update then replaces the content with fewer items)",
  },
  {
    name: "duplicate-key",
    modes: ["lenient"],
    reason:
      "a key written twice where serde refuses a duplicate field and the bindings keep the last: lenient mode now refuses a repeated field too (the duplicate rule), so this class should stay empty",
  },
];

export interface OracleFinding {
  /** `strict` vs the schema, `lenient` vs the crate, `lenient-output`: both accept but the crate reads our output differently from the input. */
  readonly mode: "strict" | "lenient" | "lenient-output";
  readonly input: SchemaInput;
  readonly ours: Verdict;
  readonly oracle: OracleVerdict;
  readonly detail: string;
}

export interface ModeReport {
  /** Inputs where our verdict equals the oracle's. */
  readonly agree: number;
  /** Deliberate differences by class (`differs` per note: `differs:<construct>`). */
  readonly classes: Readonly<Record<string, number>>;
  /** One example input per class. */
  readonly examples: Readonly<Record<string, string>>;
  readonly unexplained: readonly OracleFinding[];
  /** The three languages disagree with each other (verdict, bytes, path or a crash). */
  readonly crossLanguage: readonly Finding[];
}

export interface OracleReport {
  readonly seed: number;
  readonly count: number;
  readonly types: number;
  readonly byMutation: Readonly<Record<string, number>>;
  readonly strict: ModeReport;
  readonly lenient: ModeReport;
  /**
   * For the record: zod's verdict against the published schema's (`zod accepts, the schema rejects` and the other
   * way round, prefixed `older release: ` where zod's own release's schema gives zod's verdict), and the crate's
   * against strict mode.
   */
  readonly others: Readonly<Record<string, number>>;
  readonly unsupported: Readonly<Record<string, number>>;
  readonly seconds: number;
}

export interface OracleRunOptions {
  readonly model: SpecModel;
  readonly versions: ReadonlyMap<string, VersionIndex>;
  readonly seed: number;
  readonly count: number;
  readonly langs: readonly Lang[];
  /** Where the languages' bindings are (plugin languages beside the bundled ones included). */
  readonly out: Bindings;
  readonly schema: Oracle;
  readonly crate: Oracle;
  readonly zod?: Oracle;
  /** The schema of zod's own (older) release, to tell "older release" from other differences of zod's. */
  readonly zodRelease?: Oracle;
  /** The share of inputs generated from our model instead of the published schema (default 0.2). */
  readonly modelShare?: number;
  /** Judge the JSON paths of rejects across languages (default true). */
  readonly paths?: boolean;
}

export function runOracles(opts: OracleRunOptions): OracleReport {
  const t0 = performance.now();
  const docs = publishedSchemas();
  const features = new Map([...opts.versions].map(([v, ix]) => [v, upstreamFeatures(ix, docs[v]!)]));
  const featureFree = new Map([...opts.versions].map(([v, ix]) => [v, featureFreeTypes(ix)]));
  const notes = new Map([...opts.versions].map(([v, ix]) => [v, differNotes(ix.version)]));
  const judged = new Set(
    [...opts.schema.types()].filter((t) => {
      const [v, n] = t.split(".") as [string, string];
      return opts.versions.get(v)?.decls.has(n) ?? false;
    }),
  );
  const types = [...judged].sort();
  const schemaAccepts = (type: string, value: unknown): boolean =>
    opts.schema.judge([{ id: "g", type, text: writeJson(value) }])[0]?.ok ?? false;
  const modelShare = opts.modelShare ?? 0.2;
  const fromModel = Math.floor(opts.count * modelShare);
  const inputs: SchemaInput[] = [
    ...schemaInputs({ seed: opts.seed, count: opts.count - fromModel, types, docs, accepts: memo(schemaAccepts) }),
    ...generateInputs([...opts.versions.values()], opts.seed + 1, fromModel * 3, { hostile: 0 })
      .filter((x) => judged.has(x.type) && x.bytes === undefined)
      .slice(0, fromModel)
      .map((x) => {
        const text = textOf(x) ?? writeJson(x.json);
        return { type: x.type, json: x.json, text, mutation: `model:${x.mutation}` };
      }),
  ];

  // Our three languages, both modes, one batch per language. Upstream's features for its version, but none for a
  // type that reaches no feature (the same reading either way; see featureFreeTypes).
  const unstableOf = (type: string): string[] => {
    const [v, name] = type.split(".") as [string, string];
    return featureFree.get(v)?.has(name) ? [] : (features.get(v) ?? []);
  };
  const task = (x: SchemaInput, i: number, mode: "strict" | "lenient"): DecodeTask => ({
    id: `${mode}-${i}`,
    type: x.type,
    json: null,
    text: x.text,
    unstable: unstableOf(x.type),
    ...(mode === "lenient" && { mode }),
  });
  const tasks = [...inputs.map((x, i) => task(x, i, "strict")), ...inputs.map((x, i) => task(x, i, "lenient"))];
  const per = new Map<string, Map<string, DecodeOutcome>>();
  for (const l of opts.langs) {
    const r = runnerAt(l, opts.out);
    const why = r.unavailable();
    if (why) throw new Error(`${l}: ${why}`);
    per.set(l, new Map(r.decode(tasks).map((o) => [o.id, o])));
  }
  const ours = (mode: string, i: number): Record<string, Verdict> =>
    Object.fromEntries(opts.langs.map((l) => [l, verdictOf(per.get(l)!.get(`${mode}-${i}`))]));

  const oracleInputs = inputs.map((x, i) => ({ id: String(i), type: x.type, text: x.text }));
  const schemaV = opts.schema.judge(oracleInputs);
  const crateV = opts.crate.judge(oracleInputs);
  const zodV = opts.zod ? opts.zod.judge(oracleInputs) : [];
  const zodReleaseV = opts.zod && opts.zodRelease ? opts.zodRelease.judge(oracleInputs) : [];

  const unsupported: Record<string, number> = {};
  const others: Record<string, number> = {};
  const bump = (o: Record<string, number>, k: string): void => {
    o[k] = (o[k] ?? 0) + 1;
  };

  const mode = (
    name: "strict" | "lenient",
    oracle: readonly OracleVerdict[],
  ): ModeReport & { lenientOutputs: { i: number; compact: string }[] } => {
    let agree = 0;
    const classes: Record<string, number> = {};
    const examples: Record<string, string> = {};
    const unexplained: OracleFinding[] = [];
    const crossLanguage: Finding[] = [];
    const lenientOutputs: { i: number; compact: string }[] = [];
    inputs.forEach((x, i) => {
      const v = ours(name, i);
      const cross = judge({ type: x.type, json: x.json, mutation: x.mutation, text: x.text }, v, {
        paths: opts.paths ?? true,
        roundTrip: name === "strict",
      });
      if (cross) {
        crossLanguage.push(cross);
        return;
      }
      const o = oracle[i]!;
      if (o.unsupported) {
        bump(unsupported, `${name}:${x.type}`);
        return;
      }
      const mine = v[opts.langs[0]!]!;
      if (mine.ok === o.ok && !o.crashed) {
        agree++;
        if (name === "lenient" && mine.ok) lenientOutputs.push({ i, compact: mine.compact! });
        return;
      }
      const cls = classify(
        name,
        x,
        mine,
        o,
        opts.versions.get(x.type.split(".")[0]!)!,
        notes.get(x.type.split(".")[0]!)!,
        schemaV[i],
      );
      if (cls) {
        bump(classes, cls);
        examples[cls] ??= `${x.type} ${x.text.length > 160 ? `${x.text.slice(0, 160)}...` : x.text}`;
      } else {
        unexplained.push({
          mode: name,
          input: x,
          ours: mine,
          oracle: o,
          detail: `ours ${mine.ok ? "accept" : `reject (${mine.error?.slice(0, 200)})`}; ${name === "strict" ? "the schema" : "the crate"} ${o.ok ? "accepts" : `rejects (${o.error?.slice(0, 200)})`}`,
        });
      }
    });
    return { agree, classes, examples, unexplained, crossLanguage, lenientOutputs };
  };
  const strict = mode("strict", schemaV);
  const lenient = mode("lenient", crateV);

  // Lenient outputs, read back by the crate: the same value the crate made of the input, or a finding.
  const again = opts.crate.judge(
    lenient.lenientOutputs.map(({ i, compact }) => ({ id: String(i), type: inputs[i]!.type, text: compact })),
  );
  const outputFindings: OracleFinding[] = [];
  const outputClasses: Record<string, number> = {};
  const outputExamples: Record<string, string> = {};
  lenient.lenientOutputs.forEach(({ i, compact }, k) => {
    const back = again[k]!;
    const first = crateV[i]!;
    const diff = back.ok && first.ok ? jsonDiff(readValue(first.out!), readValue(back.out!)) : "$";
    const cls =
      diff === null || !back.ok
        ? null
        : classifyOutput(inputs[i]!.text, readValue(first.out!), readValue(back.out!), diff);
    if (cls) {
      outputClasses[cls] = (outputClasses[cls] ?? 0) + 1;
      outputExamples[cls] ??= `${inputs[i]!.type} ${inputs[i]!.text.slice(0, 160)}`;
    } else if (diff !== null) {
      outputFindings.push({
        mode: "lenient-output",
        input: inputs[i]!,
        ours: { ok: true, compact },
        oracle: back,
        detail: `the crate reads our lenient output differently from the input at ${diff}: input -> ${first.out?.slice(0, 200)}; our output -> ${back.ok ? back.out?.slice(0, 200) : back.error}`,
      });
    }
  });

  inputs.forEach((_x, i) => {
    const s = schemaV[i]!;
    const z = zodV[i];
    if (z && !z.unsupported && !s.unsupported && z.ok !== s.ok) {
      // zod agrees with its own release's schema: the difference is the release, not zod.
      const zr = zodReleaseV[i];
      const older = zr !== undefined && !zr.unsupported && zr.ok === z.ok ? "older release: " : "";
      bump(others, `${older}${z.ok ? "zod accepts, the schema rejects" : "zod rejects, the schema accepts"}`);
    }
    const c = crateV[i]!;
    if (!c.unsupported && !s.unsupported && c.ok !== s.ok)
      bump(others, c.ok ? "the crate accepts, the schema rejects" : "the crate rejects, the schema accepts");
  });

  const byMutation: Record<string, number> = {};
  for (const x of inputs) bump(byMutation, x.mutation);
  const { lenientOutputs: _s, ...strictReport } = strict;
  const { lenientOutputs: _l, ...lenientReport } = lenient;
  return {
    seed: opts.seed,
    count: inputs.length,
    types: new Set(inputs.map((x) => x.type)).size,
    byMutation,
    strict: strictReport,
    lenient: {
      ...lenientReport,
      classes: mergeCounts(lenientReport.classes, outputClasses),
      examples: { ...outputExamples, ...lenientReport.examples },
      unexplained: [...lenientReport.unexplained, ...outputFindings],
    },
    others,
    unsupported,
    seconds: (performance.now() - t0) / 1000,
  };
}

function mergeCounts(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = { ...a };
  for (const [k, n] of Object.entries(b)) out[k] = (out[k] ?? 0) + n;
  return out;
}

/** The value at a path `jsonDiff` names (`$.a.b[2]`, its keys written bare), or undefined. */
function valueAtDiff(v: unknown, diff: string): unknown {
  const path = diff.split(" ")[0]!;
  const re = /\.([^.[]+)|\[(\d+)\]/gy;
  re.lastIndex = 1;
  let cur = v;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    if (m[1] !== undefined) cur = isObj(cur) && Object.hasOwn(cur, m[1]) ? cur[m[1]] : undefined;
    else cur = Array.isArray(cur) ? cur[Number(m[2])] : undefined;
  }
  return cur;
}

/**
 * Why the crate reads our lenient output differently from the input, when it is a
 * deliberate class: the input held something the crate reads its own way (a struct
 * written as an array, an integer beyond 2^53 - 1 or written `1.0` that made the
 * crate drop the field around it), or the crate's number reader rounded a decimal
 * to a neighbouring double.
 */
export function classifyOutput(inputText: string, fromInput: unknown, fromOurs: unknown, diff: string): string | null {
  const input = readValue(inputText);
  const a = valueAtDiff(fromInput, diff);
  const b = valueAtDiff(fromOurs, diff);
  if (isObj(a) && Array.isArray(valueAtDiff(input, diff))) return "struct-as-array";
  if ((typeof a === "number" || typeof a === "bigint") && (typeof b === "number" || typeof b === "bigint")) {
    const x = Number(a);
    const y = Number(b);
    if (x !== y && Math.abs(x - y) <= Math.abs(x) * 2 ** -51) return "float-rounding";
  }
  // An item the crate kept and our lenient mode dropped, whose lists the crate read through an untagged member.
  if (
    /\(length \d+ vs \d+\)$/.test(diff) &&
    Array.isArray(a) &&
    Array.isArray(b) &&
    a.length > b.length &&
    JSON.stringify(a).includes("[")
  ) {
    const kept = a.filter((x) => !b.some((y) => jsonDiff(x, y) === null));
    if (kept.some((x) => isObj(x) && Object.values(x).some(Array.isArray))) return "lenient-in-untagged";
  }
  // A lenient list one side dropped whole and the other kept, because its items hold an untagged union of lists
  // that the crate reads with the members' leniency and lenient mode reads strictly.
  const kept = a === undefined ? b : b === undefined ? a : undefined;
  if (
    Array.isArray(kept) &&
    kept.some(
      (x) =>
        isObj(x) &&
        Object.values(x).some(
          (y) => Array.isArray(y) && y.some((z) => isObj(z) && Object.values(z).some(Array.isArray)),
        ),
    )
  )
    return "lenient-in-untagged";
  const tokens = integerTokens(inputText);
  if (tokens.some(isWide) && (a === undefined || b === undefined)) return "wide-integer";
  if (tokens.some(isIntegralSpelledAsDouble) && (a === undefined || b === undefined)) return "integral-double";
  return null;
}

function memo(f: (type: string, value: unknown) => boolean): (type: string, value: unknown) => boolean {
  const seen = new Map<string, boolean>();
  return (type, value) => {
    const k = `${type} ${writeJson(value)}`;
    if (!seen.has(k)) seen.set(k, f(type, value));
    return seen.get(k)!;
  };
}

/** The deliberate class of a disagreement between our verdict and a mode's oracle, or null (unexplained). */
export function classify(
  mode: "strict" | "lenient",
  x: SchemaInput,
  ours: Verdict,
  oracle: OracleVerdict,
  ix: VersionIndex,
  notes: readonly DifferNote[],
  schema?: OracleVerdict,
): string | null {
  if (oracle.crashed) return null;
  const tokens = integerTokens(x.text);
  if (!ours.ok && oracle.ok && tokens.some(isBeyondDouble)) return "number-limits";
  if (!ours.ok && oracle.ok && /is not a number a double holds exactly/.test(ours.error ?? "")) return "inexact-number";
  if (
    !ours.ok &&
    oracle.ok &&
    tokens.some(isWide) &&
    /2\^53|range|too (large|big)|beyond|exceed|out of range|outside/i.test(ours.error ?? "")
  )
    return "wide-integer";
  if (
    mode === "lenient" &&
    ours.ok &&
    !oracle.ok &&
    tokens.some(isIntegralSpelledAsDouble) &&
    /invalid type: floating point|expected (i|u)\d+|did not match any variant/i.test(oracle.error ?? "")
  )
    return "integral-double";
  if (mode === "lenient" && !ours.ok && oracle.ok && /the tag must be a string/.test(ours.error ?? ""))
    return "non-string-tag";
  if (mode === "lenient" && ours.ok && !oracle.ok && /duplicate field/.test(oracle.error ?? "")) return "duplicate-key";
  if (mode === "lenient" && !ours.ok && oracle.ok && /matches no member of/.test(ours.error ?? ""))
    return "lenient-in-untagged";
  if (
    mode === "lenient" &&
    !ours.ok &&
    oracle.ok &&
    /object, got an array/.test(ours.error ?? "") &&
    schema !== undefined &&
    !schema.ok
  )
    return "struct-as-array";
  let value: unknown;
  try {
    value = readValue(x.text);
  } catch {
    return null;
  }
  const name = x.type.split(".")[1]!;
  // Where the difference is: our error's path when we reject, else the oracle's (the schema oracle names the instance path).
  // The crate's errors name a line and column, not a path: the schema's path stands in when it rejects too.
  const where = !ours.ok
    ? errorPath(ours.error)
    : (oraclePath(oracle) ?? (schema && !schema.ok ? oraclePath(schema) : null));
  const steps = where === null ? [] : pathSteps(where);
  const along = constructsAlong(ix, name, value, steps);
  // Lenient mode never drops anything inside a patch field (a drop would change what the patch sets).
  if (mode === "lenient" && !ours.ok && oracle.ok && along.some((c) => isPatchField(ix, c)))
    return "patch-field-strict";
  const note = noteAlong(notes, along) ?? unknownVariantNote(ix, notes, along, schema ?? oracle);
  return note ? `differs:${ix.version.name}.${note.where}` : null;
}

function isPatchField(ix: VersionIndex, construct: string): boolean {
  const [decl, field] = construct.split(".");
  if (field === undefined) return false;
  const d = ix.decls.get(decl!);
  return (d?.kind === "object" || d?.kind === "union") && d.fields.some((f) => f.name === field && f.patch);
}

/**
 * A difference at an open union's unknown variant about a field that the known
 * variants' payloads declare: the note of such a payload (a shape the spec
 * declares on purpose, which an unknown variant cannot be held to either).
 */
function unknownVariantNote(
  ix: VersionIndex,
  notes: readonly DifferNote[],
  along: readonly string[],
  verdict: OracleVerdict,
): DifferNote | null {
  const last = along[along.length - 1];
  const d = last === undefined ? undefined : ix.decls.get(last);
  if (d?.kind !== "union" || !d.open) return null;
  const m =
    /required property '([^']+)'/.exec(verdict.error ?? "") ??
    /at \/(?:[^\s:]*\/)?([^/\s:]+):/.exec(verdict.error ?? "");
  if (!m) return null;
  for (const v of d.variants) {
    const p = v.payload ? ix.decls.get(v.payload) : undefined;
    if (p?.kind === "object" && p.fields.some((f) => f.name === m[1])) {
      const n = notes.find((x) => x.where === p.name);
      if (n) return n;
    }
  }
  return null;
}

/** The JSON path an oracle's error names, when it names one in the contract's form (`at $.x: ...`) or as a JSON pointer (`/x/0`). */
function oraclePath(o: OracleVerdict): string | null {
  const p = errorPath(`x: ${o.error ?? ""}`) ?? errorPath(o.error);
  if (p) return p;
  const m = /(?:^|\s)(\/[^\s:]*)/.exec(o.error ?? "");
  if (!m) return null;
  return `$${pointerSteps(m[1]!)
    .map((s) =>
      typeof s === "number" ? `[${s}]` : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`,
    )
    .join("")}`;
}

/** A report as text: per mode the agreement, the deliberate classes with counts, then every unexplained finding. */
export function describeOracleReport(r: OracleReport): string {
  const lines = [`seed ${r.seed}: ${r.count} inputs over ${r.types} published types in ${r.seconds.toFixed(1)} s`];
  lines.push(
    `mutations: ${Object.entries(r.byMutation)
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")}`,
  );
  for (const [name, m] of [
    ["strict (vs the published schema)", r.strict],
    ["lenient (vs upstream's crate)", r.lenient],
  ] as const) {
    lines.push(
      `${name}: ${m.agree} agree; deliberate: ${
        Object.entries(m.classes)
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ${n}`)
          .join(", ") || "none"
      }; unexplained ${m.unexplained.length}; languages disagree ${m.crossLanguage.length}`,
    );
  }
  if (Object.keys(r.others).length)
    lines.push(
      `for the record: ${Object.entries(r.others)
        .map(([k, n]) => `${k}: ${n}`)
        .join("; ")}`,
    );
  // Unexplained findings grouped by mode, type and the kind of problem (numbers and quoted values elided), one example each.
  const groups = new Map<string, { n: number; f: OracleFinding }>();
  for (const f of [...r.strict.unexplained, ...r.lenient.unexplained]) {
    const key = `${f.mode} ${f.input.type} ${f.detail.replace(/"(?:[^"\\]|\\.)*"|-?\d[\d.e+-]*/g, "_").slice(0, 120)}`;
    const g = groups.get(key);
    if (g) g.n++;
    else groups.set(key, { n: 1, f });
  }
  for (const { n, f } of [...groups.values()].sort((a, b) => b.n - a.n).slice(0, 60)) {
    lines.push(`\n${n} x ${f.mode} ${f.input.type} (${f.input.mutation}) ${f.input.text.slice(0, 300)}\n  ${f.detail}`);
  }
  for (const f of [...r.strict.crossLanguage, ...r.lenient.crossLanguage].slice(0, 20))
    lines.push(
      `\nlanguages disagree (${f.kind}) ${f.input.type} ${String(f.input.text ?? "").slice(0, 300)}\n  ${f.detail}`,
    );
  return lines.join("\n");
}
