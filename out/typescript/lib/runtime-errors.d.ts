/**
* The errors of a parse: the located `DecodeError` a caller sees, the `Failure` a codec throws on its way
* (located by JSON path), and the faults of a whole document (too deep, a lone surrogate) every binding
* reports first. Part of the runtime (see runtime.ts).
*/
import type { DropAt } from "./runtime-lenient.js";
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
export declare class Failure {
	readonly path: string;
	readonly problem: string;
	/** A fault of the whole document (too deep, a lone surrogate): no untagged member or lenient drop can mend it. */
	readonly fatal: boolean;
	/** In a lenient parse: where the drop that mends this failure is (its path as errors write it), once looked for. */
	drop: {
		readonly text: string;
		readonly action: DropAt["action"];
	} | null | undefined;
	constructor(path: string, problem: string, fatal: boolean);
}
export declare function fail(path: string, problem: string): never;
/** The most arrays and objects a document may nest; the outermost container is at depth 1. */
export declare const MAX_DEPTH = 128;
export declare const TOO_DEEP: string;
export declare const LONE_SURROGATE = "a lone surrogate in a string";
/** Fails unless the string is well formed; `path` is the string's (for an object key, the object's). */
export declare function checkText(s: string, path: string): void;
/**
* The first fault of the whole document, in document order, as a reader of
* its text meets it: a container at depth 129, a lone surrogate (in a key:
* at the object's path), or a number that is not finite. Null when there is none. A failed parse reports this
* fault, if any, in place of its own, so that every language names the same
* one; it runs only once a parse has failed, so a valid document never pays
* for it.
*/
export declare function firstFault(root: unknown, rootPath: string): Failure | null;
export declare function describe(v: unknown): string;
export declare function key(path: string, k: string | number): string;
