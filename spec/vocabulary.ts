/**
 * The acp-codegen spec vocabulary.
 *
 * A spec is a set of ordinary TypeScript declarations. The compiler reads them
 * with ts-morph and never runs them; these marker types exist so that the spec
 * type-checks in an editor and so that the compiler can recognise intent.
 * README.md ("Spec vocabulary") documents every marker with an example.
 *
 * Besides these types, JSDoc tags carry meaning (README.md lists them all). One
 * is a wire rule: `@defaultOnNull` on a list or map field (upstream's
 * `x-deserialize-default-on-null`) says that `null` there reads as the field's
 * default, `[]` or `{}`, in every binding's strict mode, and is written back as
 * that default. The field keeps its type (a required list stays required; an
 * optional one reads `null` as present and empty). It takes no argument, and
 * marks neither a patch field nor a field whose type may itself be `null`.
 */

/** A whole JSON number that must be an integer: a signed 64-bit one (the same as `Int64`). */
export type Integer = number;

/**
 * Integers with a declared range, by their JSON Schema format. Every binding
 * accepts exactly the range; the 64-bit ones stop at 2^53 - 1 in magnitude,
 * the integers that a JSON number holds exactly in every language.
 */
export type Int32 = number;
export type Int64 = number;
export type UInt16 = number;
export type UInt32 = number;
export type UInt64 = number;

/** Any JSON value, kept exactly as received. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Any JSON object, kept exactly as received (used for `_meta`). */
export type JsonObject = { [key: string]: unknown };

/**
 * An opaque string: a transparent newtype in Rust, a branded string in
 * TypeScript. The brand is the name of the alias: `export type MessageId = Opaque<string>`.
 */
export type Opaque<T extends string> = T & { readonly __opaque?: never };

/**
 * A three-state patch field. Use it on an optional property only:
 * `content?: Patch<ContentBlock[]>`. Absent leaves the stored value unchanged,
 * `null` clears it, and a value replaces it.
 */
export type Patch<T> = T | null;

/** The payload of a variant that carries no fields besides its tag. */
export type Unit = { readonly __unit?: never };

/**
 * A closed tagged union, internally tagged on `Tag`. Each property of
 * `Variants` is one variant: its name is the tag value on the wire, its type
 * the payload object whose fields sit beside the tag. An unknown tag is an error.
 */
export type Union<Tag extends string, Variants extends { [tag: string]: object }> = {
  [K in keyof Variants & string]: { [P in Tag]: K } & Variants[K];
}[keyof Variants & string];

/**
 * An open tagged union: like `Union`, but a tag the receiver does not know is
 * kept with its whole payload so that it can be stored and forwarded. A known
 * tag with a payload that does not match is still an error.
 */
export type OpenUnion<Tag extends string, Variants extends { [tag: string]: object }> =
  | Union<Tag, Variants>
  | ({ [P in Tag]: string } & { [key: string]: unknown });

/**
 * An open string enum: the listed values plus any other string, which is kept.
 * A plain string-literal union (`"a" | "b"`) is a closed enum.
 */
export type OpenEnum<Values extends string> = Values | (string & {});

/** Who sends a method: one side, or either (`$/cancel_request`, MCP messages tunnelled over ACP). */
export type Direction = "client_to_agent" | "agent_to_client" | "both";

/** A JSON-RPC request: `params` in, `result` back. Declared in a version's `Methods` interface. */
export type Request<Params extends object, Result extends object | Json, D extends Direction> = {
  readonly params: Params;
  readonly result: Result;
  readonly direction: D;
};

/** A JSON-RPC notification: `params` in, nothing back. */
export type Notification<Params extends object, D extends Direction> = {
  readonly params: Params;
  readonly direction: D;
};

/**
 * The JSON-RPC envelope of a version's messages: `export interface Methods extends
 * JsonRpc<IdType, ErrorType>`. With it the compiler derives, per side, the request,
 * notification and response unions keyed by `method`, and their envelopes.
 */
export interface JsonRpc<Id, Error extends object> {
  readonly __jsonrpc?: [Id, Error];
}

/** A qualified construct: `"v1.SessionUpdate"`, a variant `"v1.SessionUpdate:agent_message_chunk"`, or a method `"v2.method:session/resume"`. */
export type Construct = `v1.${string}` | `v2.${string}`;

/** One input through a converter, and what it gives: outputs, or an error (the exact message the rule raises). */
export interface ConversionStep {
  readonly input: Json;
  readonly output?: readonly Json[];
  readonly error?: string;
}

/**
 * A worked example of a rule: the `before` steps go through the same converter
 * first (for stateful rules), then `input` gives `output` or fails with `error`.
 * Method inputs are `{ "method", "params" }`. The compiler runs every example
 * through the rules, and each becomes a convert vector unless it needs options.
 */
export interface ConversionExample extends ConversionStep {
  /** Converter options, by the names the direction declares in `converters`. */
  readonly options?: { readonly [key: string]: Json };
  readonly before?: readonly ConversionStep[];
}

/**
 * A value a rule computes. Paths are dot-separated field names of the input
 * (of the params, for a method); a missing step gives "absent".
 */
export type RuleExpr =
  /** A field of the input: `{ input: "messageId" }`, `{ input: "replayFrom.type" }`. */
  | { readonly input: string }
  /** The current item of an emit's `forEach`. */
  | { readonly item: true }
  /** A literal JSON value. */
  | { readonly const: Json }
  /** Declared converter state, optionally one field of it. */
  | { readonly state: string; readonly path?: string }
  /** A fresh id from the named `id-source` option. */
  | { readonly mint: string }
  /** The first value that is neither absent nor null. */
  | { readonly coalesce: readonly RuleExpr[] }
  /** A choice. */
  | { readonly if: RuleCond; readonly then: RuleExpr; readonly else: RuleExpr }
  /**
   * The value converted by the rules of its own type, in the same direction.
   * A list converts item by item; a single value that converts to several
   * values makes the emit fan out, one output per value. Only as a `set` value.
   */
  | { readonly convert: RuleExpr }
  /** An object built from values; absent values leave their key out. */
  | { readonly object: { readonly [key: string]: RuleExpr } }
  /** A list built from values. */
  | { readonly list: readonly RuleExpr[] }
  /** A field of the rule's first output, in `effects` only (for example a minted id). */
  | { readonly output: string }
  /** The git patch that turns `old` (null: no file) into `new` for `path`. */
  | { readonly gitPatch: { readonly path: RuleExpr; readonly old: RuleExpr; readonly new: RuleExpr } };

/** What a value is, for `is`. `set` means present and not null; `empty` and `non-empty` are about arrays. */
export type ValueTest = "absent" | "null" | "absent-or-null" | "set" | "string" | "empty" | "non-empty";

/** A condition on the input, the state and the options. */
export type RuleCond =
  | { readonly is: ValueTest; readonly of: RuleExpr }
  | { readonly equals: readonly [RuleExpr, RuleExpr] }
  /** The value is a member of the named `set` state. */
  | { readonly in: string; readonly of: RuleExpr }
  /** The named option is on (a flag that is true, an id source that is given). */
  | { readonly option: string }
  | { readonly all: readonly RuleCond[] }
  | { readonly any: readonly RuleCond[] }
  | { readonly not: RuleCond };

/**
 * One output (or one per item, with `forEach`). It starts as a copy of the
 * input's fields (without the source's tag) unless `copy` is false, then
 * `drop`, `rename` and `set` apply in that order. `to` names the target: a
 * variant, an object type, a method, or `"paired"`: the target at the same
 * position in `target` as the matched source in `source`.
 */
export interface RuleEmit {
  readonly to: Construct | "paired";
  readonly forEach?: string;
  readonly copy?: boolean;
  readonly drop?: readonly string[];
  readonly rename?: { readonly [from: string]: string };
  /** Sets (or, when the value is absent, removes) fields. */
  readonly set?: { readonly [field: string]: RuleExpr };
}

/** A change to converter state, after a rule's outputs are built (before a failing rule raises). */
export type RuleEffect =
  | { readonly add: string; readonly value: RuleExpr; readonly if?: RuleCond }
  | { readonly remove: string; readonly value: RuleExpr; readonly if?: RuleCond }
  | { readonly set: string; readonly value: RuleExpr; readonly if?: RuleCond };

/**
 * One v1 <-> v2 conversion rule, read by the compiler as data and executed by
 * the generated converters. For an input, the rules whose `source` names its
 * construct are tried in the order written; the first whose `guard` holds
 * applies. It emits its outputs, or raises `fail`.
 */
export interface ConversionRule {
  /** A stable id, used in tables and in every error the rule raises. */
  readonly id: string;
  readonly direction: "v1->v2" | "v2->v1";
  readonly source: Construct | readonly Construct[];
  /** What the source becomes; omitted when the outcome is `fails`. */
  readonly target?: Construct | readonly Construct[];
  /** The guard in prose, for the tables (for example "content is non-empty"). */
  readonly when?: string;
  readonly outcome: "lossless" | "fan-out" | "synthesized" | "fails";
  /** True when the rule reads or changes converter state. The compiler checks it. */
  readonly stateful: boolean;
  readonly reason: string;
  /** When the rule applies, beyond matching a source. */
  readonly guard?: RuleCond;
  /** The outputs, for every outcome but `fails`. */
  readonly emit?: RuleEmit | readonly RuleEmit[];
  /** The error message, for the outcome `fails`; `{path}` is replaced by that input field. */
  readonly fail?: string;
  readonly effects?: readonly RuleEffect[];
  /** At least one; the compiler runs each through the rules. */
  readonly examples: readonly ConversionExample[];
}

/** Converter state: one JSON value (null at first), or a set of strings. */
export interface StateDecl {
  readonly kind: "value" | "set";
  readonly doc: string;
}

/** A converter option: a boolean flag, or a prefix that makes the converter mint ids (`prefix1`, `prefix2`, ...). */
export interface OptionDecl {
  readonly kind: "flag" | "id-source";
  readonly doc: string;
}

/**
 * Per direction, the state its converter keeps, the options it takes, and the
 * unions of its source version whose variants may go without a rule
 * (`export const converters` in conversions.ts).
 */
export type ConverterSpec = {
  readonly [D in "v1->v2" | "v2->v1"]?: {
    readonly state?: { readonly [name: string]: StateDecl };
    readonly options?: { readonly [name: string]: OptionDecl };
    /**
     * The default outcome of the variants no rule lists, by union (`"v1.Event"`,
     * or `"v1.*"` for every union of the version). Once one rule exists, every
     * variant needs a rule (ACP016) unless its union is here. `fails`: converting
     * such a variant raises the converter's `no-rule` error, as any input no rule
     * converts does. A union no rule lists at all has no conversions.
     */
    readonly unlisted?: { readonly [union: Construct]: "fails" };
  };
};

/**
 * What a reducer does with one variant of an update union. `differs`: where the
 * action deliberately departs from the `x-state` upstream publishes for the
 * variant, why (import and the tests compare the two, and accept a departure
 * only with this note).
 */
export type ReducerAction = ReducerActionKind & { readonly differs?: string };

/** The actions a reducer variant can take. */
type ReducerActionKind =
  /** Append the variant's single `field` item to the keyed message's list. */
  | { readonly action: "append"; readonly role: string; readonly field: string }
  /**
   * Append to a field of a keyed entity: the entity is the one whose key the
   * payload holds; `field` is a dotted path inside the entity (`"output.data"`)
   * and `value` a dotted path in the payload (`"data"`). The types decide how:
   * a list field takes the value as one more item, or, when the value is a list
   * of the same items, takes its items; a string field takes the string at its
   * end. An absent entity is created holding its key, the entity's `initial`
   * fields and the appended field, and an absent or null object on the way
   * (`output`) is created holding the appended field.
   */
  | { readonly action: "append"; readonly entity: string; readonly field: string; readonly value: string }
  /**
   * Without `entity`: upsert the keyed message of `role`. With `entity`: upsert
   * the entity keyed by that entity's key (a keyed entity), or merge into the one
   * value (a `single` entity). Patch fields replace, clear or keep their stored
   * value; other fields replace theirs when present. `value` (entities only): the
   * payload path of the record to upsert (`"plan"`), which then holds the key;
   * default the payload itself. `fixed` (entities only) names fields that the
   * update creating the entity must carry and that never change after it: a later
   * update may leave one out, give `null` or repeat the stored value; any other
   * value is an error the reducer reports.
   */
  | { readonly action: "upsert"; readonly role?: string; readonly entity?: string; readonly value?: string; readonly fixed?: readonly string[] }
  /** Like an entity upsert, but the entity must exist already. */
  | { readonly action: "patch"; readonly entity: string }
  /**
   * Replace an entity whole. A `single` entity takes the value at the payload
   * path `value` (`"availableCommands"`), or, without `value`, the payload but
   * its tag. A keyed entity needs `value`: the record there replaces the stored
   * one with the key it holds (or is added).
   */
  | { readonly action: "replace"; readonly entity: string; readonly value?: string }
  /** Remove the keyed entity whose key the payload holds; nothing happens when there is none. */
  | { readonly action: "remove"; readonly entity: string }
  /** Empty the list of the message of `role` that was streamed last. */
  | { readonly action: "clear-last"; readonly role: string; readonly field: string }
  /** The update changes no state the reducer keeps. */
  | { readonly action: "ignore" };

/**
 * A state collection besides messages: entities keyed by a field, or one value
 * replaced whole. `published`: the name upstream's `x-state` gives the entity
 * when it differs from this one (`toolCalls` is upstream's `toolCall`).
 * `initial` (keyed entities): the fields an entity created by an `append` starts
 * with besides its key, when its type requires more than the key.
 */
export type EntityDecl =
  | { readonly key: string; readonly published?: string; readonly initial?: { readonly [field: string]: unknown } }
  | { readonly single: true; readonly published?: string };

/** How the updates of a version apply to session state, read by the compiler as data. */
export interface ReducerSpec {
  /** The update union, qualified: `"v2.SessionUpdate"`. */
  readonly union: Construct;
  /** The messages the updates build, and the field that keys them. */
  readonly entity: string;
  readonly key: string;
  /**
   * `required`: every keyed update carries the key. `optional-heuristic`: a
   * keyed update without the key continues the previous message when the update
   * before it was of the same role, and otherwise starts a new one (v1).
   */
  readonly keying: "required" | "optional-heuristic";
  /** Other state the updates build, by name. */
  readonly entities?: { readonly [name: string]: EntityDecl };
  /**
   * The name upstream's `x-state` gives the messages of a role, when it differs
   * from the role (`thought: { published: "agentThought" }`).
   */
  readonly roles?: { readonly [role: string]: { readonly published: string } };
  readonly variants: { readonly [tag: string]: ReducerAction };
}

/**
 * The upstream release a spec follows: `export const upstream: UpstreamRelease`
 * in the spec folder's `upstream.ts`, kept up to date by `acp-codegen import`.
 * `sdk` and `crate` are the versions of `@agentclientprotocol/sdk` and
 * `agent-client-protocol-schema` when known; `source` says where the schemas
 * came from otherwise. `schemas` holds the SHA-256 of every schema file the
 * spec was brought in line with, by its path in the release (`v1/schema.json`).
 */
export interface UpstreamRelease {
  readonly sdk: string | null;
  readonly crate: string | null;
  readonly source: string | null;
  readonly schemas: { readonly [path: string]: `sha256:${string}` };
}

/**
 * What a bridge between two versions needs beyond the conversion rules: how a
 * turn runs in each version (`export const bridge: BridgeSpec` in the spec
 * folder's `bridge.ts`). In one version (`accepts`) the answer to the turn's
 * request comes at once and says the request was accepted, and the turn's
 * progress and end come as updates of the reducer's union; in the others the
 * answer to the request ends the turn.
 */
export interface BridgeSpec {
  readonly turn: {
    /** The request that starts a turn: a method of every version. */
    readonly request: string;
    /** The field of its params, and of the update notification's params, that names the session. */
    readonly session: string;
    /** The version whose answer accepts the request, and whose turn ends with an update. */
    readonly accepts: `v${number}`;
    /** The fields of that version's answer a bridge makes up, as a fresh id each (`prefix1`, `prefix2`, ...). */
    readonly mint: readonly string[];
    /** The variant (tag) of the reducer's union that reports the turn's state. */
    readonly update: string;
    /** The fields of that variant that say the turn is running. */
    readonly running: { readonly [field: string]: Json };
    /** The fields of that variant that say the turn ended. */
    readonly ended: { readonly [field: string]: Json };
    /** The fields the ending update and the other versions' answer share: copied from one to the other. */
    readonly carried: readonly string[];
    /** The notification of the accepting version that withdraws a session's turn (its params: the session field). */
    readonly cancel: string;
  };
}
