import type { Codec, ParseOptions } from "./runtime-codecs.js";
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
export type DropAt = {
	readonly path: readonly Seg[];
	readonly action: "remove" | "empty" | "item" | {
		readonly replace: string;
	};
};
/** Set while `parseLenient` reads: bounds that upstream's crate does not check are not checked. */
export declare let readingLeniently: boolean;
/** A lenient parse in progress (parsing is synchronous, so one at a time). */
interface LenientRun {
	readonly root: string;
	readonly lenient: Lenient;
	readonly input: unknown;
	readonly dropped: Dropped[];
}
export declare let lenientRun: LenientRun | null;
/**
* In a lenient parse, for a failure `e` met while decoding the value at `path` (a field's, an item's, an
* entry's): what to do with that value when the failure's drop is there (recorded), else null (the failure
* goes on up). The drop is found once per failure, by walking its path from the root with the spec's
* lenient functions; each container on the way up compares it with its own child's path.
*/
export declare function mendAt(e: unknown, path: string): DropAt["action"] | null;
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
