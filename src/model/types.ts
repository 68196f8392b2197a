import type { Loc } from "../diagnostics/diagnostic.js";

/**
 * The intermediate model: pure, readonly data built from the spec. Every node
 * carries the `file:line:col` it came from. Targets render only this.
 */

export type Version = string;

/** A JSON value; an integer beyond ±(2^53 − 1) is an exact `bigint` (a vector file may hold one). */
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | { [key: string]: JsonValue };

/** The declared range of an integer: its JSON Schema `format`. */
export type IntFormat = "int32" | "int64" | "uint16" | "uint32" | "uint64";

/** The vocabulary alias of each integer format (`Integer` is int64 too). */
export const INT_ALIASES: { readonly [alias: string]: IntFormat } = {
  Integer: "int64",
  Int32: "int32",
  Int64: "int64",
  UInt16: "uint16",
  UInt32: "uint32",
  UInt64: "uint64",
};

/**
 * The values every binding accepts for an integer format. The 64-bit formats
 * stop at 2^53 - 1 in magnitude, the integers a JSON number holds exactly in
 * every language (TypeScript numbers are doubles).
 */
export function intRange(format: IntFormat): { readonly min: number; readonly max: number } {
  const safe = Number.MAX_SAFE_INTEGER;
  switch (format) {
    case "int32":
      return { min: -2147483648, max: 2147483647 };
    case "int64":
      return { min: -safe, max: safe };
    case "uint16":
      return { min: 0, max: 65535 };
    case "uint32":
      return { min: 0, max: 4294967295 };
    case "uint64":
      return { min: 0, max: safe };
  }
}

/** The type of a field, alias, list item or map value, as the spec writes it. */
export type TypeExpr = (
  | { readonly kind: "string" }
  /** Only `null`: a member of an untagged union. */
  | { readonly kind: "null" }
  | { readonly kind: "number" }
  | { readonly kind: "integer"; readonly format: IntFormat }
  | { readonly kind: "boolean" }
  | { readonly kind: "json" }
  | { readonly kind: "json-object" }
  | { readonly kind: "literal"; readonly value: string }
  | { readonly kind: "ref"; readonly name: string }
  | { readonly kind: "array"; readonly items: TypeExpr }
  /** A JSON object with arbitrary keys, every value of one type (`Record<string, T>`). */
  | { readonly kind: "map"; readonly values: TypeExpr }
  | { readonly kind: "nullable"; readonly inner: TypeExpr }
) & { readonly loc: Loc };

/** An `@example` of a type, as JSON, where the spec writes it. */
export interface Example {
  readonly value: JsonValue;
  readonly loc: Loc;
}

/** A declaration's doc comment: its prose and the tags acp-codegen reads (`@unstable`, `@example`, ...). */
export interface Doc {
  /** Prose, in Markdown. Empty when the spec gives none. */
  readonly text: string;
  readonly examples: readonly Example[];
  /** Set when the construct belongs to an unstable feature: its name, and why it is unstable (may be empty). */
  readonly unstable?: { readonly feature: string; readonly reason: string };
  /** The RFD the construct comes from, by file stem (`message-id`). */
  readonly rfd?: string;
  /** Where the published wire format departs from the RFD draft. */
  readonly departure?: string;
  /** Where this spec deliberately differs from the published schema, and why (`@differs`). */
  readonly differs?: string;
  /**
   * Where upstream parses a field leniently (`@lenient`): `value`, a bad value
   * reads as absent (an empty list for a required list); `items`, bad items of
   * a list or map are skipped. The bindings do so only in their opt-in lenient
   * mode, and never for a patch field.
   */
  readonly lenient?: Lenient;
  /**
   * Upstream reads `null` in this field as the field's default, an empty list
   * or map (`@defaultOnNull`, published as `x-deserialize-default-on-null`).
   * A wire rule: every binding does so in strict mode and writes the default back.
   */
  readonly defaultOnNull?: boolean;
  /**
   * The name of a type's `$defs` entry in the JSON Schema, when it differs
   * from the type's name (`@schemaName`): the published name of a type that
   * the bindings cannot use, such as `Error`.
   */
  readonly schemaName?: string;
  /**
   * The value upstream reads an unknown value of this closed enum as (`@catchAll other`,
   * serde's `#[serde(other)]`, which the published schema does not show). Strict mode
   * keeps rejecting an unknown value; the opt-in lenient mode reads it as this value
   * and reports it.
   */
  readonly catchAll?: string;
  /**
   * A number field's published bounds (`@minimum 0`, `@maximum 1`): strict mode rejects a
   * value outside them. Lenient mode reads as upstream's crate, which does not check them,
   * unless the tag says `always` (the crate's type enforces the bound too, `NonZeroU32`).
   */
  readonly bounds?: Bounds;
  /**
   * A list's published least number of items (`@minItems 1`) or a string's least length in
   * Unicode code points (`@minLength 1`), on a field or an untagged union's member: strict
   * mode rejects fewer. Lenient mode reads as upstream's crate (a plain list or string, no
   * check) unless the tag says `always`.
   */
  readonly minItems?: MinCount;
  readonly minLength?: MinCount;
}

/** The least count of items (a list) or code points (a string) a value must have. */
export interface MinCount {
  readonly min: number;
  /** Lenient mode checks it too. */
  readonly always: boolean;
}

/** The least and greatest values a number may take. */
export interface Bounds {
  readonly minimum?: number;
  readonly maximum?: number;
  /** Lenient mode checks the bounds too. */
  readonly always: boolean;
}

export interface Lenient {
  readonly value: boolean;
  readonly items: boolean;
}

/** A field of an object (or every variant of a union): its wire name, type, whether it is optional, its doc. */
export interface Field {
  /** The wire name, exactly as it appears in JSON. */
  readonly name: string;
  readonly type: TypeExpr;
  /** The key may be absent. */
  readonly optional: boolean;
  /** A three-state patch field: absent = unchanged, null = clear, value = replace. Implies optional and nullable. */
  readonly patch: boolean;
  readonly doc: Doc;
  readonly loc: Loc;
}

interface DeclBase {
  readonly name: string;
  readonly version: Version;
  readonly doc: Doc;
  readonly loc: Loc;
}

/** An object type (an interface of the spec). */
export interface ObjectDecl extends DeclBase {
  readonly kind: "object";
  /** Own fields first, then inherited ones, in declaration order. */
  readonly fields: readonly Field[];
  /** Unknown fields are kept (and re-serialized) rather than rejected. */
  readonly open: boolean;
}

/** One variant of a tagged union: its tag, and its payload object type. */
export interface Variant {
  /** The tag value on the wire. */
  readonly tag: string;
  /** The payload object type, or null for a variant with no fields. */
  readonly payload: string | null;
  readonly doc: Doc;
  readonly loc: Loc;
}

/** A tagged union: variants told apart by the value of one tag field. */
export interface UnionDecl extends DeclBase {
  readonly kind: "union";
  /** The wire name of the tag field. */
  readonly tagField: string;
  readonly variants: readonly Variant[];
  /** Unknown tags are kept with their payload. */
  readonly open: boolean;
  /** Fields every variant carries beside its tag and payload (`Union<...> & { ... }`). */
  readonly fields: readonly Field[];
}

/** One member of an untagged union: a type, and the name its variant takes in the bindings. */
export interface UntaggedMember {
  /** A name for the member: the type's name for a reference, else one derived from the type (`Null`, `String`, `StringList`). */
  readonly name: string;
  readonly type: TypeExpr;
  /** The doc comment right before the member in the union (`/** ... *\/ | Member`); empty text when none. */
  readonly doc: Doc;
  readonly loc: Loc;
}

/** An untagged union: members told apart by their JSON shape. */
export interface UntaggedDecl extends DeclBase {
  readonly kind: "untagged";
  /** Members tried in order; the first that matches wins. */
  readonly members: readonly UntaggedMember[];
}

/** One value of a string enum. */
export interface EnumValue {
  readonly value: string;
  /**
   * The doc comment right before the literal in the union (`/** ... *\/ | "read"`),
   * also inside `OpenEnum<...>`; empty text when none. Its `@example` and
   * `@unstable` tags are read like any doc's, but nothing acts on them for a
   * value (a value cannot be unstable on its own).
   */
  readonly doc: Doc;
  readonly loc: Loc;
}

/** A string enum (a union of string literals; open: other strings are kept). */
export interface EnumDecl extends DeclBase {
  readonly kind: "enum";
  readonly values: readonly EnumValue[];
  readonly open: boolean;
}

/** A type whose value is any JSON, passed through as it is. */
export interface OpaqueDecl extends DeclBase {
  readonly kind: "opaque";
}

/** A type alias: another name for a type expression. */
export interface AliasDecl extends DeclBase {
  readonly kind: "alias";
  readonly target: TypeExpr;
}

/** One declaration of a version: a type the bindings declare, told apart by `kind`. */
export type Decl = ObjectDecl | UnionDecl | UntaggedDecl | EnumDecl | OpaqueDecl | AliasDecl;

/** A method of the protocol: its name, params and result types, and who calls it. */
export interface Method {
  readonly name: string;
  readonly kind: "request" | "notification";
  readonly params: string;
  readonly result: string | null;
  readonly direction: "client_to_agent" | "agent_to_client" | "both";
  readonly doc: Doc;
  readonly loc: Loc;
}

/** The JSON-RPC envelope a version declares (`Methods extends JsonRpc<Id, Error>`). */
export interface Envelope {
  /** The type of a request id. */
  readonly id: string;
  /** The type of a response's `error` member. */
  readonly error: string;
  /**
   * `@extensionMethods PREFIX` on `Methods`: a method whose name starts with it is an extension, outside the table,
   * whose params and result are any JSON; each side's message groups read it as one (the protocol-level group does not).
   */
  readonly extensionPrefix?: string;
  readonly loc: Loc;
}

export interface ReducerVariant {
  readonly tag: string;
  readonly action: "append" | "upsert" | "patch" | "replace" | "remove" | "clear-last" | "ignore";
  /** The message role, for message actions. */
  readonly role: string | null;
  /** A message's list field; for an entity append, the dotted path inside the entity. */
  readonly field: string | null;
  /** The entity collection, for entity actions. */
  readonly entity: string | null;
  /** The dotted payload path of the value (entity append, upsert and replace); null: the payload. */
  readonly value: string | null;
  /** Why the action departs from upstream's published `x-state` for the variant (`differs`), or null. */
  readonly differs: string | null;
  /** Fields an entity upsert fixes with the update that creates the entity (`[]`: none). */
  readonly fixed: readonly string[];
  readonly loc: Loc;
}

/** A state collection besides messages: entities keyed by `key`, or (key null) one value replaced whole. */
export interface ReducerEntity {
  readonly name: string;
  readonly key: string | null;
  /** Upstream's name for it (`x-state` target) when it differs from `name`. */
  readonly published: string | null;
  /** The fields an entity created by an append starts with, besides its key (keyed entities; empty when none). */
  readonly initial: readonly { readonly field: string; readonly value: JsonValue; readonly loc: Loc }[];
  readonly loc: Loc;
}

/** Upstream's name (`x-state` target) for the messages of a role. */
export interface ReducerRole {
  readonly role: string;
  readonly published: string;
  readonly loc: Loc;
}

/** A version's reducer: the update union it reads, the entities it keeps, what each variant does. */
export interface Reducer {
  readonly union: string;
  readonly entity: string;
  readonly key: string;
  readonly keying: "required" | "optional-heuristic";
  readonly entities: readonly ReducerEntity[];
  /** Empty when the spec names no role. */
  readonly roles: readonly ReducerRole[];
  readonly variants: readonly ReducerVariant[];
  readonly loc: Loc;
}

/** One version of the protocol: its declarations, methods, envelope and reducer. */
export interface VersionModel {
  readonly name: Version;
  /** Sorted by name. */
  readonly decls: readonly Decl[];
  /** Sorted by method name. */
  readonly methods: readonly Method[];
  /** Null when `Methods` declares no envelope: then no message unions are derived. */
  readonly envelope: Envelope | null;
  readonly reducer: Reducer | null;
}

/** `v1.SessionUpdate`, `v1.SessionUpdate:agent_message_chunk`, `v2.SessionUpdate:*`, `v2.method:session/resume`. */
export interface ConstructRef {
  readonly text: string;
  readonly loc: Loc;
}

/** One input of a worked example and what converting it gives: the outputs, or the error. */
export interface ConversionStep {
  readonly input: JsonValue;
  /** Null when the step fails. */
  readonly output: readonly JsonValue[] | null;
  readonly error: string | null;
}

/** A worked example of a conversion rule: the converter's options, the steps before, then the input. */
export interface ConversionExample extends ConversionStep {
  readonly options: { readonly [key: string]: JsonValue };
  /** Steps through the same converter before `input`. */
  readonly before: readonly ConversionStep[];
  readonly loc: Loc;
}

/**
 * The executable part of a rule, as written (see RuleExpr, RuleCond, RuleEmit
 * and RuleEffect in vocabulary.ts). `locs` maps a JSON pointer into this
 * object (`/guard/all/0`) to where that part is written.
 */
export interface RuleProgramSource {
  readonly guard: JsonValue | null;
  readonly emit: readonly JsonValue[];
  readonly fail: string | null;
  readonly effects: readonly JsonValue[];
  readonly locs: { readonly [pointer: string]: Loc };
}

/** A conversion rule as the spec declares it: what it converts, to what, how, and its worked examples. */
export interface ConversionRule {
  readonly id: string;
  readonly program: RuleProgramSource;
  readonly direction: "v1->v2" | "v2->v1";
  readonly source: readonly ConstructRef[];
  readonly target: readonly ConstructRef[];
  readonly when: string | null;
  readonly outcome: "lossless" | "fan-out" | "synthesized" | "fails";
  readonly stateful: boolean;
  readonly reason: string;
  readonly examples: readonly ConversionExample[];
  readonly loc: Loc;
}

export interface ConverterStateDecl {
  readonly name: string;
  readonly kind: "value" | "set";
  readonly doc: string;
  readonly loc: Loc;
}

export interface ConverterOptionDecl {
  readonly name: string;
  readonly kind: "flag" | "id-source";
  readonly doc: string;
  readonly loc: Loc;
}

/** What one direction's converter keeps and takes (`converters` in conversions.ts). */
export interface ConverterDecl {
  readonly direction: "v1->v2" | "v2->v1";
  readonly state: readonly ConverterStateDecl[];
  readonly options: readonly ConverterOptionDecl[];
  /** Unions (`v1.Event`, or `v1.*` for all) whose variants no rule lists fail with the engine's no-rule error, instead of ACP016. */
  readonly unlisted: readonly { readonly union: string; readonly outcome: "fails"; readonly loc: Loc }[];
  readonly loc: Loc;
}

export interface HandVector {
  readonly value: JsonValue;
  readonly loc: Loc;
}

/** A file of hand-written conformance vectors (spec/vectors/NAME.json). */
export interface VectorFile {
  readonly name: string;
  readonly vectors: readonly JsonValue[];
  readonly locs: readonly Loc[];
}

/**
 * The upstream release a spec follows (`export const upstream` in `upstream.ts`,
 * written by `acp-codegen import`): the npm package and crate versions when
 * known, a free-text source otherwise, and the SHA-256 of each published schema.
 */
export interface UpstreamRelease {
  readonly sdk: string | null;
  readonly crate: string | null;
  readonly source: string | null;
  /** By path relative to the release's schema folder (`v1/schema.json`), `sha256:<hex>`. */
  readonly schemas: readonly { readonly path: string; readonly digest: string; readonly loc: Loc }[];
  readonly loc: Loc;
}

/** How a turn runs in each version, for a bridge between versions (`export const bridge` in `bridge.ts`). */
export interface BridgeDecl {
  readonly turn: {
    /** The request that starts a turn, in every version. */
    readonly request: string;
    /** The params field that names the session, in the request and in the update notification. */
    readonly session: string;
    /** The version whose answer accepts the request; its turn ends with an update. */
    readonly accepts: string;
    /** The fields of that answer a bridge makes up, as fresh ids. */
    readonly mint: readonly string[];
    /** The variant (tag) of the accepting version's reducer union that reports the turn's state. */
    readonly update: string;
    /** The variant's fields that say the turn is running, and that it ended. */
    readonly running: { readonly [field: string]: JsonValue };
    readonly ended: { readonly [field: string]: JsonValue };
    /** The fields the ending update and the other versions' answer share. */
    readonly carried: readonly string[];
    /** The accepting version's notification that withdraws a session's turn. */
    readonly cancel: string;
    readonly loc: Loc;
  };
  readonly loc: Loc;
}

/** The whole spec: its versions, conversion rules, converters and vector files. */
export interface SpecModel {
  /** Sorted by version name. */
  readonly versions: readonly VersionModel[];
  /** The upstream release the spec follows, when it says (`upstream.ts`). */
  readonly upstream?: UpstreamRelease;
  /** How turns run in each version, for a bridge, when the spec says (`bridge.ts`). */
  readonly bridge?: BridgeDecl;
  /** `sha256:<hex>` of the spec's files (each relative path and text, in path order), set by the pipeline. */
  readonly digest?: string;
  readonly conversions: readonly ConversionRule[];
  readonly converters: readonly ConverterDecl[];
  readonly vectorFiles: readonly VectorFile[];
}
