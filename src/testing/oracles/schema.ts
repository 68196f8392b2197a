/**
 * The schema oracle: the published JSON Schema's verdict under draft 2020-12 (ajv), with
 * - every format an annotation (never checked), except the integer formats, which are ranges
 *   judged on the number as parsed (a JavaScript number);
 * - upstream's `x-deserialize-default-on-null`: a subschema carrying it also accepts null;
 * - every other keyword that 2020-12 does not define an annotation (ajv's strict mode off).
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { publishedSchema, VERSIONS } from "./published.js";

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

interface Compiled {
  readonly ajv: Ajv2020;
  readonly byType: Map<string, ValidateFunction>;
}

const compiled = new Map<string, Compiled>();

function forVersion(version: string): Compiled {
  let c = compiled.get(version);
  if (c) return c;
  const doc = publishedSchema(version);
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, unicodeRegExp: true });
  for (const format of formatsIn(doc)) {
    const range = integerFormatRange(format);
    if (!range) {
      ajv.addFormat(format, true);
      continue;
    }
    const min = Number(range.min);
    const max = Number(range.max);
    ajv.addFormat(format, { type: "number", validate: (n: number) => Number.isInteger(n) && n >= min && n <= max });
  }
  ajv.addSchema({ ...(withDefaultOnNull(doc) as object), $id: `acp-oracle:${version}` });
  c = { ajv, byType: new Map() };
  compiled.set(version, c);
  return c;
}

/** The validator of `vN.X`: `{"$ref": "#/$defs/X"}` against the whole published document of vN. */
function validatorOf(qualified: string): ValidateFunction | undefined {
  const dot = qualified.indexOf(".");
  const version = qualified.slice(0, dot);
  const def = qualified.slice(dot + 1);
  if (!(VERSIONS as readonly string[]).includes(version)) return undefined;
  if (!Object.hasOwn(publishedSchema(version).$defs, def)) return undefined;
  const c = forVersion(version);
  let v = c.byType.get(def);
  if (!v) {
    v = c.ajv.compile({ $ref: `acp-oracle:${version}#/$defs/${encodeURIComponent(def)}` });
    c.byType.set(def, v);
  }
  return v;
}

export function schemaJudge(input: { readonly id: string; readonly type: string; readonly text: string }): {
  id: string;
  ok: boolean;
  out?: string;
  error?: string;
  crashed?: boolean;
  unsupported?: boolean;
} {
  const validate = validatorOf(input.type);
  if (!validate) return { id: input.id, ok: false, unsupported: true };
  let value: unknown;
  try {
    value = JSON.parse(input.text);
  } catch (e) {
    return { id: input.id, ok: false, error: `not JSON: ${(e as Error).message}` };
  }
  try {
    if (validate(value)) return { id: input.id, ok: true, out: input.text };
  } catch (e) {
    return { id: input.id, ok: false, crashed: true, error: `ajv threw: ${(e as Error).message}` };
  }
  const first = validate.errors?.[0];
  return { id: input.id, ok: false, error: first ? `at ${first.instancePath || "/"}: ${first.message ?? first.keyword}` : "rejected" };
}
