import { jsonDiff } from "../conformance/json-equal.js";
import { copy, declValue, define, Rng } from "../fuzz/generate.js";
import { checkDecl } from "../model/check-value.js";
import type { VersionIndex } from "../model/index.js";
import type { Decl, TypeExpr } from "../model/types.js";
import { readJson } from "../json.js";

/**
 * The input stream of the side-by-side bench: notifications of one spec type
 * (an object with a tagged-union field), built deterministically from the
 * spec's own `@example`s and the fuzzer's generator of valid values.
 *
 * A message is a copy of the envelope type's first example with its union
 * field replaced by a value of one variant, the variant drawn by weight:
 * - most of the time a spec example of that variant (or of its payload, the
 *   tag added), in which every field whose type has examples of its own may
 *   be swapped for one of those (so a list of tool call contents gets the
 *   diff examples as well as the text ones), and every prose string (a string
 *   with a space in it) gets a run of words appended, so that text chunks
 *   vary in length as a model's output does;
 * - otherwise (`fuzzShare`) the fuzzer's valid value of the variant.
 * Keys are written in the order a sender writes them (the examples' order, a
 * union's tag first), not in canonical order: a tag late in the object costs
 * serde's internally tagged enums a buffered copy, which no real stream asks of it.
 */

export interface StreamMix {
  /** The envelope type (`SessionNotification`) and its union field (`update`). */
  readonly envelope: string;
  readonly field: string;
  /** Variant tag -> weight (the weights need not add up to 1). */
  readonly variants: Readonly<Record<string, number>>;
}

export interface StreamOptions {
  readonly count: number;
  readonly seed: number;
  /** The share of messages taken from the fuzzer rather than from examples (default 0.1). */
  readonly fuzzShare?: number;
}

/** The mix of issue 29: 70% agent text chunks, then tool calls, tool call updates, plans and user chunks. */
export const SESSION_UPDATE_MIX: StreamMix = {
  envelope: "SessionNotification",
  field: "update",
  variants: { agent_message_chunk: 0.7, tool_call: 0.1, tool_call_update: 0.1, plan: 0.05, user_message_chunk: 0.05 },
};

const WORDS = (
  "the a of to and in is it that for on with as this be are by not or from at which an have we was will can " +
  "parser config loader test file function value error type field module build cache request response session " +
  "update change read write call return check line path name list token server client output input result"
).split(" ");

interface Variant {
  readonly tag: string;
  readonly weight: number;
  readonly payload: Decl | undefined;
  readonly examples: readonly Record<string, unknown>[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The examples of a declaration as wire values; a union's examples are its variants' (tagged) examples too. */
function examplesOf(ix: VersionIndex, d: Decl): unknown[] {
  const own = d.doc.examples.map((e) => e.value as unknown);
  if (d.kind !== "union") return own;
  const out = [...own];
  for (const v of d.variants) {
    for (const e of v.doc.examples) out.push(e.value);
    const p = v.payload ? ix.decls.get(v.payload) : undefined;
    for (const e of p?.doc.examples ?? []) {
      if (!isObject(e.value)) continue;
      const tagged: Record<string, unknown> = {};
      define(tagged, d.tagField, v.tag);
      for (const [k, x] of Object.entries(e.value)) define(tagged, k, x);
      out.push(tagged);
    }
  }
  return out;
}

/** The declaration a field's type names (through lists and nullables), if any. */
function refOf(t: TypeExpr): { name: string; list: boolean } | null {
  if (t.kind === "ref") return { name: t.name, list: false };
  if (t.kind === "nullable") return refOf(t.inner);
  if (t.kind === "array" && t.items.kind === "ref") return { name: t.items.name, list: true };
  return null;
}

/** The object fields of a value's declaration (a union's shared fields plus its variant's payload fields). */
function fieldsOf(
  ix: VersionIndex,
  d: Decl | undefined,
  value: Record<string, unknown>,
): readonly { name: string; type: TypeExpr }[] {
  if (!d) return [];
  if (d.kind === "object") return d.fields;
  if (d.kind === "alias" && d.target.kind === "ref") return fieldsOf(ix, ix.decls.get(d.target.name), value);
  if (d.kind !== "union") return [];
  const v = d.variants.find((x) => x.tag === value[d.tagField]);
  const p = v?.payload ? ix.decls.get(v.payload) : undefined;
  return [...d.fields, ...(p?.kind === "object" ? p.fields : [])];
}

/** Swaps fields for other examples of their types (one level down, then recursively into the swapped value). */
function recombine(
  ix: VersionIndex,
  d: Decl | undefined,
  value: Record<string, unknown>,
  rng: Rng,
  depth: number,
): void {
  if (depth > 3) return;
  for (const f of fieldsOf(ix, d, value)) {
    if (!Object.hasOwn(value, f.name)) continue;
    const ref = refOf(f.type);
    const fd = ref ? ix.decls.get(ref.name) : undefined;
    if (!ref || !fd) continue;
    // A single value keeps its kind (a text block stays a text block); a list may mix kinds.
    const current = value[f.name];
    const sameKind = (x: Record<string, unknown>): boolean =>
      ref.list || fd.kind !== "union" || !isObject(current) || x[fd.tagField] === current[fd.tagField];
    const pool = examplesOf(ix, fd).filter(isObject).filter(sameKind);
    if (!pool.length || !rng.chance(0.6)) continue;
    const pick = (): Record<string, unknown> => {
      const x = copy(rng.pick(pool));
      recombine(ix, fd, x, rng, depth + 1);
      return x;
    };
    define(value, f.name, ref.list ? Array.from({ length: 1 + rng.int(3) }, pick) : pick());
  }
}

/** Appends words to every string with a space in it (prose, never a tag, an enum value or an id). */
function lengthen(v: unknown, rng: Rng): unknown {
  if (typeof v === "string") {
    if (!v.includes(" ")) return v;
    const n = rng.chance(0.1) ? 40 + rng.int(160) : rng.int(24);
    let s = v;
    for (let i = 0; i < n; i++) s += ` ${rng.pick(WORDS)}`;
    return s;
  }
  if (Array.isArray(v)) return v.map((x) => lengthen(x, rng));
  if (isObject(v)) {
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) define(o, k, lengthen(x, rng));
    return o;
  }
  return v;
}

function variantsOf(
  ix: VersionIndex,
  mix: StreamMix,
): { envelope: Record<string, unknown>; union: Decl & { kind: "union" }; variants: Variant[] } {
  const env = ix.decls.get(mix.envelope);
  if (env?.kind !== "object")
    throw new Error(`bench stream: ${ix.version.name}.${mix.envelope} is not an object type of the spec`);
  const field = env.fields.find((f) => f.name === mix.field);
  const union = field && field.type.kind === "ref" ? ix.decls.get(field.type.name) : undefined;
  if (union?.kind !== "union")
    throw new Error(`bench stream: ${ix.version.name}.${mix.envelope}.${mix.field} is not a tagged union`);
  const example = env.doc.examples.map((e) => e.value as unknown).find(isObject);
  if (!example) throw new Error(`bench stream: ${ix.version.name}.${mix.envelope} has no example to start from`);
  const variants = Object.entries(mix.variants).map(([tag, weight]) => {
    const v = union.variants.find((x) => x.tag === tag);
    if (!v) throw new Error(`bench stream: ${ix.version.name}.${union.name} has no variant ${JSON.stringify(tag)}`);
    const examples = examplesOf(ix, union).filter(
      (e): e is Record<string, unknown> => isObject(e) && e[union.tagField] === tag,
    );
    return { tag, weight, payload: v.payload ? ix.decls.get(v.payload) : undefined, examples };
  });
  return { envelope: example, union, variants };
}

/** The stream: one compact JSON text per message. The same model, mix and options give the same lines. */
export function buildStream(ix: VersionIndex, mix: StreamMix, opts: StreamOptions): string[] {
  const { envelope, union, variants } = variantsOf(ix, mix);
  const rng = new Rng(opts.seed);
  const total = variants.reduce((t, v) => t + v.weight, 0);
  const fuzzShare = opts.fuzzShare ?? 0.1;
  const lines: string[] = [];
  const stable = new Set<string>();
  let redrawn = 0;
  for (let i = 0; i < opts.count; i++) {
    const message = draw();
    // Only values the model accepts on its stable surface: a peer without unstable features must accept them too.
    const problem = checkDecl(ix, mix.envelope, message, stable);
    if (problem !== null) {
      if (++redrawn > opts.count)
        throw new Error(
          `bench stream: most drawn messages are not valid ${ix.version.name}.${mix.envelope}s: ${problem}`,
        );
      i--;
      continue;
    }
    // In the order a sender writes them: the spec's example order, a union's tag first.
    lines.push(JSON.stringify(message));
  }
  return lines;

  function draw(): Record<string, unknown> {
    let r = rng.next() * total;
    const v = variants.find((x) => (r -= x.weight) < 0) ?? variants[variants.length - 1]!;
    let update: Record<string, unknown>;
    if (!v.examples.length || rng.chance(fuzzShare)) {
      update = {};
      define(update, union.tagField, v.tag);
      const fields = declValue(ix, union, rng);
      // declValue draws its own variant; only the shared fields are kept, then the payload's.
      for (const f of union.fields)
        if (isObject(fields) && Object.hasOwn(fields, f.name)) define(update, f.name, fields[f.name]);
      const payload = v.payload ? declValue(ix, v.payload, rng) : {};
      if (isObject(payload)) for (const [k, x] of Object.entries(payload)) define(update, k, x);
    } else {
      update = copy(rng.pick(v.examples));
      recombine(ix, union, update, rng, 0);
      update = lengthen(update, rng) as Record<string, unknown>;
    }
    const message = copy(envelope);
    define(message, mix.field, update);
    return message;
  }
}

/** What the stream holds: messages per variant tag, and its size in bytes. */
export function streamMakeUp(
  lines: readonly string[],
  mix: StreamMix,
  tagField: string,
): { counts: Record<string, number>; bytes: number } {
  const counts: Record<string, number> = {};
  let bytes = 0;
  for (const line of lines) {
    bytes += Buffer.byteLength(line) + 1;
    const m = JSON.parse(line) as Record<string, Record<string, unknown>>;
    const tag = String(m[mix.field]?.[tagField]);
    counts[tag] = (counts[tag] ?? 0) + 1;
  }
  return { counts, bytes };
}

/**
 * Checks a side's output against the stream: one line per input line, each the
 * same JSON value as its input (key order aside). Returns the problems found,
 * at most `limit` of them, each naming the line and the first difference.
 */
export function checkOutput(input: readonly string[], output: readonly string[], limit = 5): string[] {
  const problems: string[] = [];
  if (output.length !== input.length) problems.push(`${output.length} lines written for ${input.length} read`);
  const n = Math.min(input.length, output.length);
  for (let i = 0; i < n && problems.length < limit; i++) {
    let got: unknown;
    try {
      got = readJson(output[i]!);
    } catch (e) {
      problems.push(`line ${i + 1}: not JSON (${(e as Error).message.slice(0, 200)}): ${output[i]!.slice(0, 200)}`);
      continue;
    }
    const diff = jsonDiff(readJson(input[i]!), got);
    if (diff) problems.push(`line ${i + 1}: differs at ${diff}`);
  }
  return problems;
}
