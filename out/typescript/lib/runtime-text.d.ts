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
/** Orders keys by Unicode code point, as Rust (UTF-8 bytes) and Python (str) do; JavaScript's default sort uses UTF-16 units. */
export declare function byCodePoint(a: string, b: string): number;
export declare function isObject(v: unknown): v is Record<string, unknown>;
export declare function has(o: object, k: string): boolean;
/**
* The order in which `serialize` wrote an object's keys. JavaScript objects
* list integer-like keys ("1") first whatever the insertion order, so the order
* is kept beside the object, where `writeJson` reads it. (`toJson` needs none:
* it writes the text straight from the value, each codec in its own order.)
*/
export declare const ORDER: unique symbol;
export type Ordered = Record<string, unknown> & {
	[ORDER]?: string[];
};
/**
* Compact JSON text, canonical: an object's keys in the order `serialize`
* wrote them (known fields in spec order, then other keys by code point), or by
* code point for any other object (a parsed value is written in canonical
* order by its codec's `toJson`); numbers as ECMAScript spells them
* (RFC 8785); strings as JSON.stringify escapes them. It keeps the containers
* it is inside on its own stack, so any depth of nesting writes.
*/
export declare function writeJson(v: unknown): string;
/** The text of a value a codec passes through as it is (`writeJson` of it, quicker for a string). */
export declare function writeAny(v: unknown): string;
/** An exact integer of free-form JSON: a `bigint` only beyond ±(2^53 − 1), so that equal values are equal. */
export declare function exactInteger(v: bigint, path: string): number | bigint;
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
/** The problem a repeated member name is reported with, in every binding: `duplicate member "a"`. */
export declare const DUPLICATE_PREFIX = "duplicate member ";
export declare const duplicateProblem: (member: string) => string;
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
/** JSON text read for a parse of `typeName`: text that is not JSON is a DecodeError at `$`, a repeated name one at its object. */
export declare function readText(typeName: string, text: string, duplicates: "reject" | "last"): JsonValue;
/**
* The names an object read with `duplicates: "last"` repeated, in document order (a hidden property of the
* object): a spec object's codec refuses a repeated field or tag, as upstream's crate does.
*/
export declare const REPEATED: unique symbol;
export type Repeated = {
	[REPEATED]?: string[];
};
