/**
 * The acp-codegen spec vocabulary.
 *
 * A spec is a set of ordinary TypeScript declarations. The compiler reads them
 * with ts-morph and never runs them; these marker types exist so that the spec
 * type-checks in an editor and so that the compiler can recognise intent.
 * README.md ("Spec vocabulary") documents every marker with an example.
 */

/** A whole JSON number that must be an integer. */
export type Integer = number;

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

/** Who sends a method. */
export type Direction = "client_to_agent" | "agent_to_client";

/** A JSON-RPC request: `params` in, `result` back. Declared in a version's `Methods` interface. */
export type Request<Params extends object, Result extends object, D extends Direction> = {
  readonly params: Params;
  readonly result: Result;
  readonly direction: D;
};

/** A JSON-RPC notification: `params` in, nothing back. */
export type Notification<Params extends object, D extends Direction> = {
  readonly params: Params;
  readonly direction: D;
};

/** A qualified construct: `"v1.SessionUpdate"`, a variant `"v1.SessionUpdate:agent_message_chunk"`, or a method `"v2.method:session/resume"`. */
export type Construct = `v1.${string}` | `v2.${string}`;

/** One input through a converter, and what it gives: outputs, or an error (whose meaning `error` states). */
export interface ConversionStep {
  readonly input: Json;
  readonly output?: readonly Json[];
  readonly error?: string;
}

/**
 * A worked example of a rule: the `before` steps go through the same converter
 * first (for stateful rules), then `input` gives `output` or fails with `error`.
 * Method inputs are `{ "method", "params" }`. Each example is also a convert vector.
 */
export interface ConversionExample extends ConversionStep {
  /** Converter options, such as `{ "v1AgentMessageClear": true }` for a v1 peer that understands agent_message_clear. */
  readonly options?: { readonly [key: string]: Json };
  readonly before?: readonly ConversionStep[];
}

/** One v1 <-> v2 conversion rule, read by the compiler as data. */
export interface ConversionRule {
  /** A stable id, used in tables and error messages. */
  readonly id: string;
  readonly direction: "v1->v2" | "v2->v1";
  readonly source: Construct | readonly Construct[];
  /** What the source becomes; omitted when the outcome is `fails`. */
  readonly target?: Construct | readonly Construct[];
  /** Restricts the rule to part of the source, in prose (for example "content is non-empty"). */
  readonly when?: string;
  readonly outcome: "lossless" | "fan-out" | "synthesized" | "fails";
  /** True when the converter must remember earlier messages to apply the rule. */
  readonly stateful: boolean;
  readonly reason: string;
  /** At least one; each input must be one of the sources, each output one of the targets. */
  readonly examples: readonly ConversionExample[];
}

/** What a reducer does with one variant of an update union. */
export type ReducerAction =
  /** Append the variant's single `field` item to the keyed entity's list. */
  | { readonly action: "append"; readonly role: string; readonly field: string }
  /** Upsert the keyed entity: patch fields replace, clear or keep their stored value. */
  | { readonly action: "upsert"; readonly role: string }
  /** Empty the list of the entity of `role` that was streamed last. */
  | { readonly action: "clear-last"; readonly role: string; readonly field: string };

/** How the updates of a version apply to session state, read by the compiler as data. */
export interface ReducerSpec {
  /** The update union, qualified: `"v2.SessionUpdate"`. */
  readonly union: Construct;
  /** The entity the updates build, and the field that keys it. */
  readonly entity: string;
  readonly key: string;
  /**
   * `required`: every keyed update carries the key. `optional-heuristic`: a
   * keyed update without the key continues the previous entity when the update
   * before it was of the same role, and otherwise starts a new one (v1).
   */
  readonly keying: "required" | "optional-heuristic";
  readonly variants: { readonly [tag: string]: ReducerAction };
}
