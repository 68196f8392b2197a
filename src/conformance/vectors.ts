import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { readJson } from "../json.js";

export type VectorKind = "decode" | "apply" | "convert" | "method";

export interface Vector {
  readonly id: string;
  readonly kind: VectorKind;
  /** The unstable features the bindings must have switched on for this vector (FORMAT.md); none: the stable surface. */
  readonly unstable: readonly string[];
  /** Where it came from: `file#index`. */
  readonly origin: string;
  readonly raw: Record<string, unknown>;
}

export interface DecodeVector extends Vector {
  readonly kind: "decode";
  readonly type: string;
  /** The input as a JSON value; absent when `text` gives it. */
  readonly json?: unknown;
  /** The input as exact JSON text (this project's extension: what a JSON value cannot hold, such as a repeated member name). */
  readonly text?: string;
  readonly expect: "accept" | "reject";
  readonly canonical?: unknown;
  /** `strict` (the default): the ordinary entry points; `lenient`: the opt-in lenient ones. */
  readonly mode?: "strict" | "lenient";
  /** `output` (the default): the verdict and the serialized output; `verdict`: accept or reject only. */
  readonly compare?: "output" | "verdict";
}

export interface ApplyVector extends Vector {
  readonly kind: "apply";
  readonly version: string;
  readonly updates: readonly unknown[];
  /**
   * `messages`: the messages, in first-seen order. `entities` (optional): entity
   * collections by name, each compared whole (a keyed one as the list of its entities in
   * first-seen order, a single one as its value or null); collections it does not name
   * are not judged.
   */
  readonly expect:
    | { readonly messages: unknown; readonly entities?: { readonly [name: string]: unknown } }
    | { readonly error: true };
}

export interface ConvertVector extends Vector {
  readonly kind: "convert";
  readonly from: string;
  readonly to: string;
  readonly type: string;
  readonly inputs: readonly unknown[];
  readonly expect: readonly ({ readonly outputs: readonly unknown[] } | { readonly error: true })[];
}

/**
 * Typed dispatch (this project's extension of the format): the message group `type` reads `params` (a request or
 * notification group) or `result` (a response group) as method `method`'s.
 */
export interface MethodVector extends Vector {
  readonly kind: "method";
  readonly type: string;
  readonly method: string;
  readonly params?: unknown;
  readonly result?: unknown;
  /** `accept`: read, and written back as `canonical` (else as given); or which of the two dispatch errors. */
  readonly expect: "accept" | "unknown-method" | "invalid-payload";
  readonly canonical?: unknown;
}

export class VectorFormatError extends Error {}

function filesUnder(path: string): string[] {
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(path);
  } catch {
    throw new VectorFormatError(`cannot read vectors at '${path}'`);
  }
  if (!st.isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((n) => {
      const full = join(path, n);
      if (statSync(full).isDirectory()) return filesUnder(full);
      return n.endsWith(".json") ? [full] : [];
    });
}

/** Reads vectors files (arrays, or `{ "vectors": [...] }`); a malformed vector is an error naming its file and index. */
export function loadVectors(paths: readonly string[]): Vector[] {
  const out: Vector[] = [];
  const ids = new Map<string, string>();
  for (const file of paths.flatMap(filesUnder)) {
    let data: unknown;
    try {
      data = readJson(readFileSync(file, "utf8"));
    } catch (e) {
      throw new VectorFormatError(`${file}: not valid JSON: ${(e as Error).message}`);
    }
    const list = Array.isArray(data) ? data : (data as { vectors?: unknown })?.vectors;
    if (!Array.isArray(list))
      throw new VectorFormatError(`${file}: expected an array of vectors or { "vectors": [...] }`);
    list.forEach((v, i) => {
      const origin = `${file}#${i}`;
      if (typeof v !== "object" || v === null || Array.isArray(v))
        throw new VectorFormatError(`${origin}: a vector must be an object`);
      const raw = v as Record<string, unknown>;
      if (typeof raw.id !== "string" || !raw.id)
        throw new VectorFormatError(`${origin}: "id" must be a non-empty string`);
      if (raw.kind !== "decode" && raw.kind !== "apply" && raw.kind !== "convert" && raw.kind !== "method") {
        throw new VectorFormatError(`${origin} (${raw.id}): "kind" must be decode, apply, convert or method`);
      }
      const prev = ids.get(raw.id);
      if (prev) throw new VectorFormatError(`${origin}: id '${raw.id}' is already used at ${prev}`);
      ids.set(raw.id, origin);
      if (raw.kind === "decode") {
        if (typeof raw.type !== "string")
          throw new VectorFormatError(`${origin} (${raw.id}): a decode vector needs "type"`);
        if ("text" in raw && typeof raw.text !== "string")
          throw new VectorFormatError(
            `${origin} (${raw.id}): "text" must be a string (the exact JSON text of the input)`,
          );
        if ("text" in raw && "json" in raw)
          throw new VectorFormatError(
            `${origin} (${raw.id}): a decode vector gives its input once, as "json" or as "text"`,
          );
        if (!("json" in raw) && !("text" in raw))
          throw new VectorFormatError(`${origin} (${raw.id}): a decode vector needs "json" (or "text")`);
        if ("text" in raw && raw.expect === "accept" && raw.compare !== "verdict" && !("canonical" in raw)) {
          throw new VectorFormatError(
            `${origin} (${raw.id}): an accepted "text" vector names its output in "canonical" (or compares the verdict only)`,
          );
        }
        if (raw.expect !== "accept" && raw.expect !== "reject")
          throw new VectorFormatError(`${origin} (${raw.id}): "expect" must be accept or reject`);
        if (raw.mode !== undefined && raw.mode !== "strict" && raw.mode !== "lenient")
          throw new VectorFormatError(`${origin} (${raw.id}): "mode" must be strict or lenient`);
        if (raw.compare !== undefined && raw.compare !== "output" && raw.compare !== "verdict")
          throw new VectorFormatError(`${origin} (${raw.id}): "compare" must be output or verdict`);
      }
      const bad = (what: string): never => {
        throw new VectorFormatError(`${origin} (${raw.id}): ${what}`);
      };
      const isObj = (x: unknown): x is Record<string, unknown> =>
        typeof x === "object" && x !== null && !Array.isArray(x);
      if (raw.kind === "apply") {
        if (typeof raw.version !== "string") bad('an apply vector needs "version"');
        if (!Array.isArray(raw.updates)) bad('an apply vector needs "updates", an array');
        if (!isObj(raw.expect) || (!("messages" in raw.expect) && raw.expect.error !== true))
          bad('"expect" must be { "messages": [...] } or { "error": true }');
        if (isObj(raw.expect) && "entities" in raw.expect && !isObj(raw.expect.entities))
          bad('"expect.entities" must be an object: entity collections by name');
      }
      if (raw.kind === "convert") {
        if (typeof raw.from !== "string" || typeof raw.to !== "string" || typeof raw.type !== "string")
          bad('a convert vector needs "from", "to" and "type"');
        if (!Array.isArray(raw.inputs) || !Array.isArray(raw.expect) || raw.expect.length !== raw.inputs.length)
          bad('"inputs" and "expect" must be arrays of the same length');
        for (const e of raw.expect as unknown[])
          if (!isObj(e) || (!Array.isArray(e.outputs) && e.error !== true))
            bad('each expect entry is { "outputs": [...] } or { "error": true }');
      }
      if (raw.kind === "method") {
        if (typeof raw.type !== "string" || typeof raw.method !== "string")
          bad('a method vector needs "type" (a message group) and "method"');
        if ("params" in raw === "result" in raw)
          bad(
            'a method vector gives one payload: "params" (a request or notification group) or "result" (a response group)',
          );
        if (raw.expect !== "accept" && raw.expect !== "unknown-method" && raw.expect !== "invalid-payload")
          bad('"expect" must be accept, unknown-method or invalid-payload');
        if ("canonical" in raw && raw.expect !== "accept")
          bad('only an accepted method vector names its output in "canonical"');
      }
      const unstable = raw.unstable ?? [];
      if (!Array.isArray(unstable) || unstable.some((f) => typeof f !== "string"))
        bad('"unstable" must be an array of feature names');
      out.push({
        ...raw,
        id: raw.id,
        kind: raw.kind,
        origin,
        raw,
        unstable: [...new Set(unstable as string[])].sort(),
      } as Vector);
    });
  }
  return out;
}
