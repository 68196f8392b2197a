import type { JsonObject, JsonValue } from "./runtime-text.js";
import type { ParseResult } from "./runtime-errors.js";
/**
* A three-state patch field, declared as `field?: Patch<T>`: absent (the key is
* not on the object) means unchanged, `null` means clear, a value means replace.
* Use `patchState` to ask which.
*/
export type Patch<T> = T | null;
/** Which of its three states a patch field is in. */
export type PatchState<T> = {
	state: "unchanged";
} | {
	state: "clear";
} | {
	state: "set";
	value: T;
};
/** Reads a patch field off a parsed object: `patchState(value, "field")`. */
export declare function patchState<
	O extends object,
	K extends keyof O
>(obj: O, key: K): PatchState<Exclude<O[K], null | undefined>>;
declare const brand: unique symbol;
/** An opaque string: a plain string at run time, a distinct type at compile time. */
export type Brand<Name extends string> = string & {
	readonly [brand]: Name;
};
/**
* A variant of an open union whose tag this version does not know. Its tag
* field reads as undefined so that checks of the tag narrow to known
* variants; the whole payload, tag included, is kept in `$other` and is
* serialized back unchanged.
*/
export type Other<Tag extends string> = { readonly [K in Tag]?: undefined } & {
	readonly $other: JsonObject;
};
/**
* The low-level half of a codec: decode at a JSON path (throwing an internal
* failure), encode to JSON, and write compact JSON text (what `writeJson` of
* `encode` gives; without `write`, that is how the text is made).
*/
export interface CodecCore<T> {
	decode(json: unknown, path: string): T;
	encode(value: T): JsonValue;
	write?(value: T): string;
}
/**
* How to parse. By default only the stable surface is known: a type, variant or
* field of an unstable feature is unknown (an error where the union or object
* is closed, kept as unknown where it is open). `unstable` switches features on.
*/
export interface ParseOptions {
	readonly unstable?: readonly string[];
}
/** Parses and serializes one spec type. */
export interface Codec<T> extends CodecCore<T> {
	readonly typeName: string;
	/** The unstable feature the whole type belongs to, if any. */
	readonly feature?: string;
	/** Parses a JSON value (as from JSON.parse); throws DecodeError. */
	parse(json: unknown, options?: ParseOptions): T;
	/** Parses without throwing. */
	safeParse(json: unknown, options?: ParseOptions): ParseResult<T>;
	/** Parses JSON text, reading it with `readJson` (integers kept exactly); throws DecodeError (at `$` for text that is not JSON). */
	fromJson(text: string, options?: ParseOptions): T;
	/** Gives back the JSON value, in canonical key order. */
	serialize(value: T): JsonValue;
	/** Gives back compact JSON text, in canonical key order. */
	toJson(value: T): string;
	/** @internal */
	decodeAt(json: unknown, path: string, root: string, options?: ParseOptions): T;
}
/** Sets the features every parse switches on unless its options say otherwise (the generated package calls it). */
export declare function setDefaultUnstable(features: readonly string[]): void;
/** `defaults` as a set: what a parse switches on when its options name no features. */
export declare let defaultSet: ReadonlySet<string>;
/** Is this feature switched on for the parse in progress? A construct with no feature always is. */
export declare function on(feature: string | undefined): boolean;
/** The feature a map gives a field or tag, reading own keys only (so that a tag like "constructor" is data). */
export declare function featureIn(map: {
	readonly [key: string]: string;
} | undefined, k: string): string | undefined;
/** Marks a whole type as part of an unstable feature: parsing it needs the feature switched on. */
export declare function gate(c: Codec<unknown>, feature: string): void;
/**
* How many arrays and objects hold the value being decoded (parsing is
* synchronous, so one parse at a time). A codec that steps into a container
* calls `enter` and, once done, counts down again; on a failure the parse in
* progress is abandoned and `decodeAt` puts the count back.
*/
export declare let depth: number;
export declare function enter(path: string): void;
/** Counts a container done: the way out of `enter`. */
export declare function leave(): void;
export type Inner<T> = CodecCore<T>;
/** A value's compact JSON text, written by its codec (straight from the value, or by way of `encode`). */
export declare function writeWith<T>(c: Inner<T>, value: T): string;
export declare function codec<T>(typeName: string, inner: Inner<T>): Codec<T> & Inner<T>;
/** A codec, or a thunk that yields one (so declarations may refer to each other in any order). */
export type Ref<T> = Inner<T> | (() => Inner<T>);
export declare function deref<T>(r: Ref<T>): Inner<T>;
/** Sets an own property, even one named `__proto__`, and records the order keys were set in. */
export declare function put(o: Record<string, unknown>, k: string, v: unknown): void;
/** The names `v` repeated in its text, if it was read with `duplicates: "last"` and repeated any. */
export declare function repeatedIn(v: object): readonly string[] | undefined;
/**
* Checks that a value is JSON and copies it, with object keys sorted. Its
* containers count toward the depth of the document being decoded.
*/
export declare function json(v: unknown, path: string): JsonValue;
/** A string codec: any well-formed string (no lone surrogate). */
export declare const text: <T extends string>(typeName: string, what: string) => Codec<T> & Inner<T>;
/** The codec of a JSON string. */
export declare const string: Codec<string> & CodecCore<string>;
/** The codec of JSON `null`. */
export declare const null_: Codec<null> & CodecCore<null>;
/**
* A `number` field: a finite double. An exact integer (`bigint`) is taken only
* when a double writes it back with the same digits (`123456789012345680000`);
* any other is refused, never rounded.
*/
export declare const number: Codec<number> & CodecCore<number>;
/** An integer within a declared range (its format's). Any number of integral value counts (`1.0`, `1e2`). */
export declare function int(format: string, min: number, max: number): Codec<number> & Inner<number>;
/** A number field's published bounds; `always`: lenient mode checks them too (else it reads as upstream's crate, which does not). */
export interface Bounds {
	readonly minimum?: number;
	readonly maximum?: number;
	readonly always?: boolean;
}
/** A number or integer within the field's published bounds (strict mode; see `Bounds`). */
export declare function bounded(inner: Codec<number> & Inner<number>, bounds: Bounds): Codec<number> & Inner<number>;
/** The codec of a JSON boolean. */
/** A list's or a string's published least size; `always`: lenient mode checks it too (else it reads as upstream's crate, which does not). */
export interface MinCount {
	readonly min: number;
	readonly always?: boolean;
}
/** A list (`items`) or a string (`length`) of at least the published size (strict mode; see `MinCount`). */
export declare function atLeast<T>(kind: "items" | "length", count: MinCount, inner: Ref<T>): Inner<T>;
export declare const boolean: Codec<boolean> & CodecCore<boolean>;
/** The codec of any JSON value, kept as received. */
export declare const anyJson: Codec<JsonValue> & CodecCore<JsonValue>;
/** The codec of any JSON object, kept as received. */
export declare const jsonObject: Codec<JsonObject> & CodecCore<JsonObject>;
/** The inner codec of one string constant (a literal field). */
export declare function literal<L extends string>(value: L): Inner<L>;
/** The inner codec of a JSON array whose items all take one codec. */
export declare function array<T>(items: Ref<T>): Inner<T[]>;
/** An object whose keys are free and whose values share one codec; keys are written by code point. */
export declare function map<T>(values: Ref<T>): Inner<{
	[key: string]: T;
}>;
/** The inner codec of a value or `null`. */
export declare function nullable<T>(inner: Ref<T>): Inner<T | null>;
/** An opaque string type. */
export declare function opaque<B extends string>(typeName: string): Codec<B> & Inner<B>;
/** Wraps another codec under a new type name. */
export declare function alias<T>(typeName: string, inner: Ref<T>): Codec<T> & Inner<T>;
/** The codec of a string enum, with the values it knows. */
export interface EnumCodec<T extends string> extends Codec<T> {
	/** The values this version knows. */
	readonly values: readonly string[];
}
/** A string enum; an open one keeps values it does not know. */
/** A string enum: its qualified name, its values, and whether unknown values are kept. */
export interface EnumSpec {
	readonly typeName: string;
	readonly values: readonly string[];
	readonly open: boolean;
}
/** Builds the codec of a string enum: closed (unknown values are errors) or open (kept as received). */
export declare function enumeration<T extends string>(spec: EnumSpec): EnumCodec<T> & Inner<T>;
/** How a field may appear: `required`, `optional` (absent allowed) or `patch` (absent, null or a value). */
export interface FieldSpec<T = unknown> {
	readonly mode: "required" | "optional" | "patch";
	readonly codec: Ref<T>;
	/** Where the spec says so, `null` reads as the field's default: an empty list or map. */
	readonly onNull?: "list" | "map";
}
/** A field the object must have. */
export declare const required: <T>(c: Ref<T>, onNull?: "list" | "map") => FieldSpec<T>;
/** A field the object may leave out. */
export declare const optional: <T>(c: Ref<T>, onNull?: "list" | "map") => FieldSpec<T>;
/** A three-state patch field: absent leaves it unchanged, `null` clears it, a value replaces it. */
export declare const patch: <T>(c: Ref<T>) => FieldSpec<T>;
/** How an object treats fields the spec does not declare. */
export interface ObjectOptions {
	/** Keep (and re-serialize) fields the spec does not declare. */
	readonly open: boolean;
}
/** The codec of an object type, with its fields. */
export interface ObjectCodec<T> extends Codec<T> {
	/**
	* @internal Decodes the fields of an object into `out`, ignoring the keys in
	* `skip` (a union's tag and shared fields); with `extras` false, other unknown
	* keys are left alone too.
	*/
	decodeInto(v: Record<string, unknown>, path: string, out: Record<string, unknown>, skip: readonly string[], extras: boolean): void;
	/** @internal Encodes the fields into `out`, recording the keys' order in `keys`. */
	encodeInto(value: T, out: Record<string, unknown>, keys: string[], skip: readonly string[], extras: boolean): void;
	/**
	* @internal Writes the fields as JSON members (`"key":value`), comma-separated,
	* with a comma before the first too unless `first`.
	*/
	writeFields(value: T, skip: readonly string[], extras: boolean, first: boolean): string;
	/** @internal The declared fields' names, in spec order. */
	readonly fieldNames: readonly string[];
}
/** An object type: its qualified name, its fields, and whether it keeps unknown fields. */
export interface ObjectSpec extends ObjectOptions {
	readonly typeName: string;
	readonly fields: {
		readonly [wire: string]: FieldSpec;
	};
	/** The unstable feature of each field that has one. */
	readonly unstable?: {
		readonly [wire: string]: string;
	};
}
/** Builds the codec of an object type from its fields. */
export declare function object<T>(spec: ObjectSpec): ObjectCodec<T> & Inner<T>;
/** Each tag's payload codec, or null for a variant with no fields. */
export type Variants = {
	readonly [tag: string]: (() => ObjectCodec<unknown>) | null;
};
/** The codec of a tagged union, with the tags it knows. */
export interface UnionCodec<T> extends Codec<T> {
	readonly tagField: string;
	/** The tags this version knows. */
	readonly tags: readonly string[];
}
/**
* An internally tagged union. A known tag decodes with its payload's codec,
* and a payload that does not match is an error. An unknown tag is an error
* in a closed union, and becomes `{ $other: payload }` in an open one.
*/
/** A tagged union: its qualified name, tag field, variants, and whether unknown tags are kept. */
export interface UnionSpec extends ObjectOptions {
	readonly typeName: string;
	readonly tagField: string;
	readonly variants: Variants;
	/** The unstable feature of each variant that has one. */
	readonly unstable?: {
		readonly [tag: string]: string;
	};
	/** Fields every variant carries beside its tag (written after the tag, before the payload's fields). */
	readonly fields?: {
		readonly [wire: string]: FieldSpec;
	};
}
/** Builds the codec of a tagged union: each variant's payload read by its tag. */
export declare function taggedUnion<T>(spec: UnionSpec): UnionCodec<T> & Inner<T>;
/** A union without a tag: the first member that parses wins. */
/** An untagged union: its qualified name, and its members in the order they are tried. */
export interface UntaggedSpec {
	readonly typeName: string;
	readonly members: readonly (() => Inner<unknown>)[];
}
/** Builds the codec of an untagged union: its members tried in order, the first that reads the value wins. */
export declare function untagged<T>(spec: UntaggedSpec): Codec<T> & Inner<T>;
/** Looks up a codec by qualified type name (`v2.Type`). */
export type CodecTable = {
	readonly [name: string]: Codec<unknown>;
};
export {};
