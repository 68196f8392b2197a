/** Why a parse failed, and where: `path` is a JSON path such as `$.update.content[0]`. */
export class DecodeError extends Error {
	name = "DecodeError";
	typeName;
	path;
	problem;
	constructor(typeName, path, problem) {
		super(`${typeName}: at ${path}: ${problem}`);
		this.typeName = typeName;
		this.path = path;
		this.problem = problem;
	}
}
export class Failure {
	path;
	problem;
	/** A fault of the whole document (too deep, a lone surrogate): no untagged member or lenient drop can mend it. */
	fatal;
	/** In a lenient parse: where the drop that mends this failure is (its path as errors write it), once looked for. */
	drop = undefined;
	constructor(path, problem, fatal) {
		this.path = path;
		this.problem = problem;
		this.fatal = fatal;
	}
}
export function fail(path, problem) {
	throw new Failure(path, problem, false);
}
/** The most arrays and objects a document may nest; the outermost container is at depth 1. */
export const MAX_DEPTH = 128;
export const TOO_DEEP = `nested deeper than ${MAX_DEPTH} arrays and objects`;
export const LONE_SURROGATE = "a lone surrogate in a string";
/** Whether a string holds no unpaired UTF-16 surrogate (`String.prototype.isWellFormed` where the engine has it). */
const wellFormed = typeof String.prototype.isWellFormed === "function" ? (s) => s.isWellFormed() : (s) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
/** Fails unless the string is well formed; `path` is the string's (for an object key, the object's). */
export function checkText(s, path) {
	if (!wellFormed(s)) throw new Failure(path, LONE_SURROGATE, true);
}
/**
* The first fault of the whole document, in document order, as a reader of
* its text meets it: a container at depth 129, a lone surrogate (in a key:
* at the object's path), or a number that is not finite. Null when there is none. A failed parse reports this
* fault, if any, in place of its own, so that every language names the same
* one; it runs only once a parse has failed, so a valid document never pays
* for it.
*/
export function firstFault(root, rootPath) {
	// Values still to visit, the next one last; a key to check has depth -1 and its object's path.
	const stack = [[
		root,
		rootPath,
		0
	]];
	for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
		const [v, path, d] = top;
		if (typeof v === "string") {
			if (!wellFormed(v)) return new Failure(path, LONE_SURROGATE, true);
			continue;
		}
		if (typeof v === "number") {
			if (!Number.isFinite(v)) return new Failure(path, `expected a JSON number, got ${describe(v)}`, false);
			continue;
		}
		if (typeof v !== "object" || v === null) continue;
		if (d + 1 > MAX_DEPTH) return new Failure(path, TOO_DEEP, true);
		if (Array.isArray(v)) {
			for (let i = v.length - 1; i >= 0; i--) stack.push([
				v[i],
				key(path, i),
				d + 1
			]);
			continue;
		}
		const keys = Object.keys(v);
		for (let i = keys.length - 1; i >= 0; i--) {
			const k = keys[i];
			const x = v[k];
			if (x === undefined) continue;
			stack.push([
				x,
				key(path, k),
				d + 1
			]);
			if (!wellFormed(k)) stack.push([
				k,
				path,
				-1
			]);
		}
	}
	return null;
}
export function describe(v) {
	if (v === null) return "null";
	if (Array.isArray(v)) return "an array";
	if (typeof v === "object") return "an object";
	if (v === undefined) return "undefined";
	if (typeof v === "bigint") return `integer ${String(v).slice(0, 40)}`;
	// JSON.stringify writes Infinity and NaN as null.
	if (typeof v === "number" && !Number.isFinite(v)) return `number ${String(v)}`;
	return `${typeof v} ${String(JSON.stringify(v)).slice(0, 40)}`;
}
export function key(path, k) {
	if (typeof k === "number") return `${path}[${k}]`;
	return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`;
}
