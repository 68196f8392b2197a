import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export type VectorKind = "decode" | "apply" | "convert";

export interface Vector {
  readonly id: string;
  readonly kind: VectorKind;
  /** Where it came from: `file#index`. */
  readonly origin: string;
  readonly raw: Record<string, unknown>;
}

export interface DecodeVector extends Vector {
  readonly kind: "decode";
  readonly type: string;
  readonly json: unknown;
  readonly expect: "accept" | "reject";
  readonly canonical?: unknown;
}

export class VectorFormatError extends Error {}

function filesUnder(path: string): string[] {
  let st;
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
      data = JSON.parse(readFileSync(file, "utf8"));
    } catch (e) {
      throw new VectorFormatError(`${file}: not valid JSON: ${(e as Error).message}`);
    }
    const list = Array.isArray(data) ? data : (data as { vectors?: unknown })?.vectors;
    if (!Array.isArray(list)) throw new VectorFormatError(`${file}: expected an array of vectors or { "vectors": [...] }`);
    list.forEach((v, i) => {
      const origin = `${file}#${i}`;
      if (typeof v !== "object" || v === null || Array.isArray(v)) throw new VectorFormatError(`${origin}: a vector must be an object`);
      const raw = v as Record<string, unknown>;
      if (typeof raw.id !== "string" || !raw.id) throw new VectorFormatError(`${origin}: "id" must be a non-empty string`);
      if (raw.kind !== "decode" && raw.kind !== "apply" && raw.kind !== "convert") {
        throw new VectorFormatError(`${origin} (${raw.id}): "kind" must be decode, apply or convert`);
      }
      const prev = ids.get(raw.id);
      if (prev) throw new VectorFormatError(`${origin}: id '${raw.id}' is already used at ${prev}`);
      ids.set(raw.id, origin);
      if (raw.kind === "decode") {
        if (typeof raw.type !== "string") throw new VectorFormatError(`${origin} (${raw.id}): a decode vector needs "type"`);
        if (!("json" in raw)) throw new VectorFormatError(`${origin} (${raw.id}): a decode vector needs "json"`);
        if (raw.expect !== "accept" && raw.expect !== "reject") throw new VectorFormatError(`${origin} (${raw.id}): "expect" must be accept or reject`);
      }
      out.push({ id: raw.id, kind: raw.kind, origin, raw, ...(raw.kind === "decode" && { type: raw.type, json: raw.json, expect: raw.expect, ...("canonical" in raw && { canonical: raw.canonical }) }) } as Vector);
    });
  }
  return out;
}
