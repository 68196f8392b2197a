/**
 * The schema oracle: the published JSON Schema's verdict under draft 2020-12 (ajv), with
 * - every format an annotation (never checked), except the integer formats, which are ranges
 *   judged on the number's exact value: an integer literal of the input text beyond 2^53 is
 *   judged by its digits (as upstream's crate reads it), any other number as parsed;
 * - upstream's `x-deserialize-default-on-null`: a subschema carrying it also accepts null;
 * - every other keyword that 2020-12 does not define an annotation (ajv's strict mode off).
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { PUBLISHED_RELEASE, publishedSchema, VERSIONS } from "./published.js";

/** The range of an integer format such as int32, uint16 or uint64; undefined for any other format. */
export function integerFormatRange(format: string): { min: bigint; max: bigint } | undefined {
  const m = /^(u?)int(8|16|32|64|128)$/.exec(format);
  if (!m) return undefined;
  const bits = BigInt(m[2]!);
  return m[1] ? { min: 0n, max: 2n ** bits - 1n } : { min: -(2n ** (bits - 1n)), max: 2n ** (bits - 1n) - 1n };
}

/** Every value of a `format` keyword in a schema document (a property named "format" is not one). */
function formatsIn(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const x of node) formatsIn(x, into);
  } else if (node !== null && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "format" && typeof v === "string") into.add(v);
      else if (k === "properties" && v !== null && typeof v === "object") {
        for (const sub of Object.values(v)) formatsIn(sub, into);
      } else if (k !== "enum" && k !== "const" && k !== "default" && k !== "examples") formatsIn(v, into);
    }
  }
  return into;
}

const DEFAULT_ON_NULL = "x-deserialize-default-on-null";

/** A copy of the document where each subschema carrying `x-deserialize-default-on-null: true` also accepts null. */
function withDefaultOnNull(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withDefaultOnNull);
  if (node === null || typeof node !== "object") return node;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    // Literal values (enum, const, default, examples) are data, not subschemas.
    copy[k] = k === "enum" || k === "const" || k === "default" || k === "examples" ? v : withDefaultOnNull(v);
  }
  if (copy[DEFAULT_ON_NULL] !== true) return copy;
  delete copy[DEFAULT_ON_NULL];
  return { anyOf: [{ type: "null" }, copy] };
}

/** The integer literals of the text being judged that a double does not hold exactly, by the double they parse to. */
let wideLiterals = new Map<number, bigint[]>();

/**
 * The integer literals (no fraction, no exponent) of a JSON text whose value is beyond 2^53, keyed
 * by the double JSON.parse turns them into, so that an integer format judges the digits written.
 */
export function integerLiteralsBeyondDoubles(text: string): Map<number, bigint[]> {
  const found = new Map<number, bigint[]>();
  const number = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // a string: skip to its closing quote
      i++;
      while (i < text.length && text.charCodeAt(i) !== 0x22) i += text.charCodeAt(i) === 0x5c ? 2 : 1;
      i++;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      number.lastIndex = i;
      const m = number.exec(text);
      if (!m) {
        i++;
        continue;
      }
      i += m[0].length;
      if (m[1] !== undefined || m[2] !== undefined || m[0].replace("-", "").length < 16) continue;
      const exact = BigInt(m[0]);
      const parsed = Number(m[0]);
      if (Number.isSafeInteger(parsed) && BigInt(parsed) === exact) continue;
      found.set(parsed, [...(found.get(parsed) ?? []), exact]);
    } else i++;
  }
  return found;
}

export interface SchemaVerdict {
  ok: boolean;
  /** accepted: the input text itself (the schema writes nothing back) */
  out?: string;
  error?: string;
  crashed?: boolean;
}

/** Judges JSON texts as `{"$ref": "#/$defs/X"}` against one schema document (each X compiled once, on first use). */
export class DocumentJudge {
  private readonly ajv: Ajv2020;
  private readonly byDef = new Map<string, ValidateFunction>();
  private readonly id: string;

  constructor(private readonly doc: { readonly $defs: Record<string, unknown> }) {
    this.id = `acp-oracle:document-${++documents}`;
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, unicodeRegExp: true });
    for (const format of formatsIn(doc)) {
      const range = integerFormatRange(format);
      if (!range) {
        this.ajv.addFormat(format, true);
        continue;
      }
      const { min, max } = range;
      this.ajv.addFormat(format, {
        type: "number",
        validate: (n: number) => {
          if (!Number.isInteger(n)) return false;
          const exact = Number.isSafeInteger(n) ? undefined : wideLiterals.get(n);
          return (exact ?? [BigInt(n)]).every((b) => b >= min && b <= max);
        },
      });
    }
    this.ajv.addSchema({ ...(withDefaultOnNull(doc) as object), $id: this.id });
  }

  has(def: string): boolean {
    return Object.hasOwn(this.doc.$defs, def);
  }

  judge(def: string, text: string): SchemaVerdict {
    let validate = this.byDef.get(def);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${this.id}#/$defs/${encodeURIComponent(def)}` });
      this.byDef.set(def, validate);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      return { ok: false, error: `not JSON: ${(e as Error).message}` };
    }
    wideLiterals = integerLiteralsBeyondDoubles(text);
    try {
      if (validate(value)) return { ok: true, out: text };
    } catch (e) {
      return { ok: false, crashed: true, error: `ajv threw: ${(e as Error).message}` };
    } finally {
      wideLiterals = new Map();
    }
    const first = validate.errors?.[0];
    return {
      ok: false,
      error: first ? `at ${first.instancePath || "/"}: ${first.message ?? first.keyword}` : "rejected",
    };
  }
}

let documents = 0;
const published = new Map<string, DocumentJudge>();

/** The schema oracle's verdict on one input: `vN.X` against the published document of vN (of `release`, by default the one the spec follows). */
export function schemaJudge(
  input: { readonly id: string; readonly type: string; readonly text: string },
  release: string = PUBLISHED_RELEASE,
): SchemaVerdict & {
  id: string;
  unsupported?: boolean;
} {
  const dot = input.type.indexOf(".");
  const version = input.type.slice(0, dot);
  const def = input.type.slice(dot + 1);
  if (dot < 0 || !(VERSIONS as readonly string[]).includes(version))
    return { id: input.id, ok: false, unsupported: true };
  let judge = published.get(`${release}/${version}`);
  if (!judge) {
    judge = new DocumentJudge(publishedSchema(version, release));
    published.set(`${release}/${version}`, judge);
  }
  if (!judge.has(def)) return { id: input.id, ok: false, unsupported: true };
  return { id: input.id, ...judge.judge(def, input.text) };
}
