/**
* The runtime behind the generated codecs: small combinators that parse JSON
* into typed values and serialize them back. It depends on nothing.
*
* Parsing rejects what the spec forbids with a DecodeError that names the JSON
* path. It keeps unknown object fields and unknown variants of open unions,
* and it keeps an absent key apart from `null`. Whatever the input, it does
* not overflow the stack: a document nested deeper than 128 arrays and objects
* is rejected, as is a string or key with a lone surrogate. Serializing gives back the
* same JSON, in a canonical order: known fields in spec order, then other keys
* sorted.
*/
/**
* Any JSON value. A number is a double, except an integer written beyond
* ±(2^53 − 1), which `readJson` and `fromJson` keep exactly as a `bigint`.
*/
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | {
	[key: string]: JsonValue;
};
/** Any JSON object. */
export type JsonObject = {
	[key: string]: JsonValue;
};
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
/** Why a parse failed, and where: `path` is a JSON path such as `$.update.content[0]`. */
export declare class DecodeError extends Error {
	override readonly name = "DecodeError";
	readonly typeName: string;
	readonly path: string;
	readonly problem: string;
	constructor(typeName: string, path: string, problem: string);
}
/** What `safeParse` gives: the value, or the located error. */
export type ParseResult<T> = {
	ok: true;
	value: T;
} | {
	ok: false;
	error: DecodeError;
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
/** Marks a whole type as part of an unstable feature: parsing it needs the feature switched on. */
export declare function gate(c: Codec<unknown>, feature: string): void;
type Inner<T> = CodecCore<T>;
/** A codec, or a thunk that yields one (so declarations may refer to each other in any order). */
export type Ref<T> = Inner<T> | (() => Inner<T>);
/**
* Compact JSON text, canonical: an object's keys in the order `serialize`
* wrote them (known fields in spec order, then other keys by code point), or by
* code point for any other object (a parsed value is written in canonical
* order by its codec's `toJson`); numbers as ECMAScript spells them
* (RFC 8785); strings as JSON.stringify escapes them. It keeps the containers
* it is inside on its own stack, so any depth of nesting writes.
*/
export declare function writeJson(v: unknown): string;
/**
* JSON text that names a member of one object twice (I-JSON, RFC 7493, asks
* for unique names; names are compared after unescaping): `path` is the JSON
* path of the object, `member` the repeated name, the first repeat in document order.
*/
export declare class DuplicateMemberError extends SyntaxError {
	readonly path: string;
	readonly member: string;
	constructor(path: string, member: string);
}
/** How `readJson` meets an object that names a member twice. */
export interface ReadOptions {
	/**
	* `reject` (the default): a `DuplicateMemberError` (a SyntaxError) names the first. `last`: the last value
	* is kept, in the first one's place, as JSON.parse does (the lenient entry points read this way and let each
	* codec judge: a repeated field of a spec object is still an error there, a repeated free-form key is not).
	*/
	readonly duplicates?: "reject" | "last";
	/**
	* Read with the exact reader even where JSON.parse would give the same value (JSON.parse is faster): a
	* test's way to read text both ways. The value and the verdict are the same; the wording of the
	* SyntaxError for text that is not JSON is not.
	*/
	readonly exact?: boolean;
}
/**
* Parses JSON text as JSON.parse does, except for integers and repeated names.
* An integer written beyond ±(2^53 − 1), which a double cannot hold, comes back
* as an exact `bigint`, and one of more than 4300 digits is a SyntaxError;
* every other number is a double. An object that names a member twice is a
* `DuplicateMemberError` unless `options.duplicates` is `last`. Any depth of
* nesting reads (a codec judges depth), in time linear in the text.
*/
export declare function readJson(text: string, options?: ReadOptions): JsonValue;
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
/**
* A message whose method this version does not know (or whose unstable
* feature is off), kept as received. Its `method` reads as undefined so that
* checks of the method narrow to known ones; the name and params are in `$other`.
*/
export type OtherMessage = {
	readonly method?: undefined;
	readonly $other: {
		readonly method: string;
		readonly params?: JsonValue;
	};
};
/** A union of messages keyed by `method`: each known method's params codec, and its unstable feature. */
export interface MessageSpec {
	readonly typeName: string;
	readonly methods: {
		readonly [method: string]: () => Inner<unknown>;
	};
	readonly unstable?: {
		readonly [method: string]: string;
	};
	/** A method whose name starts with this is an extension: typed dispatch keeps it, with any params. */
	readonly extensionPrefix?: string;
}
/**
* Why typed dispatch could not read a message: its method is not one the group knows with the
* features switched on (`unknown-method`), or its payload does not match the method's type
* (`invalid-payload`, with the located error of that type as `cause`).
*/
export declare class MethodDispatchError extends Error {
	override readonly name = "MethodDispatchError";
	readonly kind: "unknown-method" | "invalid-payload";
	readonly method: string;
	override readonly cause: DecodeError | undefined;
	constructor(typeName: string, method: string, cause?: DecodeError);
}
/** The codec of the messages of one side, keyed by method. */
export interface MessageCodec<T> extends Codec<T> {
	/** The methods this version knows. */
	readonly methodNames: readonly string[];
	/**
	* Whether typed dispatch reads this method: one of the group's, with its unstable feature switched on, or an
	* extension (a name with the extension prefix). It does not look at what a peer advertised.
	*/
	supportsMethod(method: string, options?: ParseOptions): boolean;
	/**
	* The typed message of a method and its params, selected by the method name (never by the shape of the params).
	* Throws a `MethodDispatchError`: `unknown-method` for a method `supportsMethod` refuses, `invalid-payload`
	* for params that do not match the method's type. An extension keeps its params as JSON (`$other`).
	*/
	fromMethodAndParams(method: string, params: unknown, options?: ParseOptions): T;
	/** @internal Decodes the method and params members of an envelope object. */
	decodeMembers(v: Record<string, unknown>, path: string): T;
	/** @internal Writes the method and params members. */
	encodeMembers(value: T, out: Record<string, unknown>): void;
	/**
	* @internal The method and params members as JSON text (`"method":…,"params":…`),
	* or null for a message whose text comes by way of `encodeMembers`.
	*/
	writeMembers(value: T): string | null;
}
/**
* `{ "method", "params" }` keyed by method. A known method's params must match
* its type; an unknown method is kept as `{ $other }`. Extra members are the
* envelope's business (see `request` and `notification`).
*/
export declare function messages<T>(spec: MessageSpec): MessageCodec<T> & Inner<T>;
/** A JSON-RPC request: an id, and a message keyed by method. `jsonrpc` is written on output and checked on input. */
/** One method of a version: who sends it, and the codecs of its params and result (null for a notification). */
export interface MethodEntry<
	P = unknown,
	R = unknown
> {
	readonly kind: "request" | "notification";
	readonly direction: string;
	readonly params: Codec<P>;
	readonly result: Codec<R> | null;
}
/** A JSON-RPC request: a message keyed by method, with its id. */
export type Request<
	Id,
	M
> = {
	readonly id: Id;
} & M;
/** A JSON-RPC notification: a message keyed by method, with no id. */
export type Notification<M> = M;
/** A JSON-RPC response: the id of the request it answers, and a result or an error. */
export type Response<
	Id,
	R,
	E
> = {
	readonly id: Id;
	readonly result: R;
} | {
	readonly id: Id;
	readonly error: E;
};
/** The envelope of a request: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export declare function request<
	Id,
	M
>(typeName: string, id: Ref<Id>, message: MessageCodec<M> & Inner<M>): Codec<Request<Id, M>>;
/** The envelope of a notification: `{ "jsonrpc": "2.0", "method", "params" }`. */
export declare function notification<M>(typeName: string, message: MessageCodec<M> & Inner<M>): Codec<Notification<M>>;
/** The responses one side sends: the result codec of each request it answers. */
export interface ResponseSpec<
	Id,
	E
> {
	readonly typeName: string;
	readonly id: Ref<Id>;
	readonly error: Ref<E>;
	readonly results: {
		readonly [method: string]: () => Inner<unknown>;
	};
	/** The unstable feature of each method that has one. */
	readonly unstable?: {
		readonly [method: string]: string;
	};
	/** A method whose name starts with this is an extension: typed dispatch keeps its result as JSON. */
	readonly extensionPrefix?: string;
}
/**
* A result read by typed dispatch: the method it answers and the typed result, or, for an extension method,
* the result as JSON in `$other`.
*/
export type MethodResult<Results> = { [M in keyof Results & string]: {
	readonly method: M;
	readonly result: Results[M];
} }[keyof Results & string] | {
	readonly method?: undefined;
	readonly $other: {
		readonly method: string;
		readonly result: JsonValue;
	};
};
/** The codec of the responses of one side, each result read by the method it answers. */
export interface ResponseCodec<
	Id,
	E,
	Results
> extends Codec<Response<Id, JsonValue, E>> {
	/** The codec of the response to one method: its result typed. */
	to<M extends keyof Results & string>(method: M): Codec<Response<Id, Results[M], E>>;
	/** Whether typed dispatch reads a result of this method (see `MessageCodec.supportsMethod`). */
	supportsMethod(method: string, options?: ParseOptions): boolean;
	/**
	* The typed result of the request a method named: the caller keeps the method of each request it sent, since a
	* response does not carry it. Throws a `MethodDispatchError` as `MessageCodec.fromMethodAndParams` does.
	*/
	fromMethodAndResult(method: string, result: unknown, options?: ParseOptions): MethodResult<Results>;
	/** A result that typed dispatch read, as JSON again. */
	serializeResult(value: MethodResult<Results>): JsonValue;
}
/**
* The envelope of a response: `{ "jsonrpc": "2.0", "id", "result" }` or
* `{ ..., "error" }`. A response does not name its method, so `parse` keeps
* the result as JSON; `to(method)` parses it as that method's result.
*/
export declare function responses<
	Id,
	E,
	Results
>(spec: ResponseSpec<Id, E>): ResponseCodec<Id, E, Results>;
/**
* An envelope codec read under its published name (`v2.ClientRequest`): the JSON-RPC message as the published
* schema has it, without its `jsonrpc` member. It reads as the envelope reads (`jsonrpc` may be there, and then
* is `"2.0"`), names its errors by `typeName`, and writes no `jsonrpc`.
*/
export declare function withoutJsonRpc<T>(typeName: string, envelope: Codec<T>): Codec<T>;
/** Typed dispatch of a response group, whatever its result types (what `DispatchTable` holds). */
export interface ResultDispatcher {
	supportsMethod(method: string, options?: ParseOptions): boolean;
	fromMethodAndResult(method: string, result: unknown, options?: ParseOptions): unknown;
	serializeResult(value: unknown): JsonValue;
}
/** The message groups of a version by qualified name: request and notification groups, and response groups. */
export type DispatchTable = {
	readonly [name: string]: MessageCodec<unknown> | ResultDispatcher;
};
/** One known message of a union keyed by method. */
export type Call<
	M extends string,
	P
> = {
	readonly method: M;
	readonly params: P;
};
/** Something the lenient mode dropped: where (in the input), what, and why. */
export interface Dropped {
	/** The JSON path in the input: `$.a.b[2]`. */
	readonly path: string;
	/**
	* `value`: a field's bad value (the field left out, or an empty list for a required list); `item`: a bad list item or
	* map entry; `replaced`: an unknown value of an enum with a catch-all value, read as that value.
	*/
	readonly drop: "value" | "item" | "replaced";
	/** What was wrong with it. */
	readonly problem: string;
}
/** What a lenient parse gives: the value, and what was dropped to read it. */
export interface LenientResult<T> {
	readonly value: T;
	/** Sorted by path. */
	readonly dropped: readonly Dropped[];
}
type Seg = string | number;
type DropAt = {
	readonly path: readonly Seg[];
	readonly action: "remove" | "empty" | "item" | {
		readonly replace: string;
	};
};
/** What a generated lenient function records: the deepest drop on a failure's way. */
export type LenientDrop = "remove" | "empty" | null;
/**
* The walk of one failure's path through the input, for the generated lenient
* functions (one per type, emitted from the spec): each step follows the next
* segment of the path (in the input's own coordinates: nothing is dropped
* before the walk), and the deepest drop on the way is kept.
*/
export declare class LenientWalk {
	private at;
	private readonly path;
	/** The drop the failure calls for, once one is on its way. */
	found: DropAt | null;
	private readonly segs;
	/** A walk of `segs` (a failure's path in the input). */
	constructor(segs: readonly Seg[]);
	/** The next segment, when `value` is an object and the path goes on; otherwise undefined. */
	key(value: unknown): Seg | undefined;
	/** Steps into `value`'s field `name` (the next segment), recording `drop` there; undefined when it is absent. */
	field(value: unknown, name: string, drop: LenientDrop): unknown;
	/** Steps into the list item the next segment names (an item is dropped there when `drop`). */
	item(list: unknown, drop: boolean): unknown;
	/** Steps into the map entry the next segment names (the entry is dropped there when `drop`). */
	entry(map: unknown, drop: boolean): unknown;
	/** The failure is at `value`, a string of an enum with a catch-all value: it reads as `with`. */
	catchAll(value: unknown, with_: string): void;
	/** The tag of a union's value, when it is a string. */
	tag(value: unknown, tagField: string): string | undefined;
	/** Steps over a segment naming a union's variant by its tag (a path may, as Python's does). */
	over(value: unknown, seg: Seg, tagField: string): boolean;
	private step;
}
/** A version's generated lenient dispatch: walks a failure's path from the root type named `root`. */
export type Lenient = (root: string, walk: LenientWalk, value: unknown) => void;
/** `parseLenient` of JSON text, read as `codec.fromJson` reads it (an error names the type and the path). */
export declare function parseLenientJson<T>(codec: Codec<T>, lenient: Lenient, text: string, options?: ParseOptions): LenientResult<T>;
/**
* Parses like `codec.parse`, but where upstream parses leniently (the spec's
* `@lenient` fields, never a patch field) a bad value is dropped instead of
* failing the parse, and reported. Anything else that is wrong still throws.
*/
export declare function parseLenient<T>(codec: Codec<T>, lenient: Lenient, json: unknown, options?: ParseOptions): LenientResult<T>;
export {};
