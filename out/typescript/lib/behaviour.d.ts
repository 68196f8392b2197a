/** A JSON value; an integer beyond ±(2^53 − 1) is an exact `bigint`, as the runtime reads it. */
export type Json = null | boolean | number | bigint | string | Json[] | {
	[key: string]: Json;
};
/** A JSON object. */
export type Obj = {
	[key: string]: Json;
};
/** What the behaviour code needs from the bindings: parse a value as a named type and give back its canonical JSON. */
export interface BehaviourHost {
	/** Throws (any error) when `value` is not a valid `type`; the message says why. */
	canonical(type: string, value: unknown): Json;
}
/** A method call or notification without its JSON-RPC envelope. */
export interface MethodMessage {
	readonly method: string;
	readonly params: Json;
}
/** A message that no rule converts, or whose rule fails; `rule` is the rule id of out/tables. */
export declare class ConversionError extends Error {
	override readonly name = "ConversionError";
	readonly rule: string;
	readonly detail: string;
	constructor(rule: string, detail: string);
}
/** Whether a value is a JSON object. */
export declare const isObj: (v: Json | undefined) => v is Obj;
/** Sets a field (defined, so that a key like "__proto__" is an ordinary field). */
export declare function setKey(o: Obj, k: string, v: Json): void;
/** Sets a field, or removes it when the value is absent. */
export declare function put(o: Obj, k: string, v: Json | undefined): void;
/** The value at a field path, or undefined where a step is missing or not an object. */
export declare function at(value: Json | undefined, ...path: string[]): Json | undefined;
/** The value of a union's tag field, or absent for a value of no union (no tag field). */
export declare const tagOf: (value: Json | undefined, tagField: string | undefined) => Json | undefined;
/** The value, null for absent (the value a state keeps). */
export declare const orNull: (v: Json | undefined) => Json;
/** The value, absent for null. */
export declare const nonNull: (v: Json | undefined) => Json | undefined;
/** JSON equality; absent equals only absent. */
export declare function jsonEqual(a: Json | undefined, b: Json | undefined): boolean;
/** A value as message text: a string as it is, anything else as JSON, absent as nothing. */
export declare function text(v: Json | undefined): string;
/** The present values, in order. */
export declare const present: (values: readonly (Json | undefined)[]) => Json[];
/** The value is absent. */
export declare const isAbsent: (v: Json | undefined) => boolean;
/** The value is null. */
export declare const isNull: (v: Json | undefined) => boolean;
/** The value is absent or null. */
export declare const isAbsentOrNull: (v: Json | undefined) => boolean;
/** The value is present and not null. */
export declare const isSet: (v: Json | undefined) => boolean;
/** The value is a string. */
export declare const isString: (v: Json | undefined) => boolean;
/** The value is an empty list. */
export declare const isEmptyList: (v: Json | undefined) => boolean;
/** The value is a list with items. */
export declare const isNonEmptyList: (v: Json | undefined) => boolean;
/** Whether a string is in a set (a value of another kind never is). */
export declare const inSet: (set: ReadonlySet<string>, v: Json | undefined) => boolean;
/** Adds a string to a set (a value of another kind is not added). */
export declare function addTo(set: Set<string>, v: Json | undefined): void;
/** Removes a string from a set. */
export declare function removeFrom(set: Set<string>, v: Json | undefined): void;
/** Whether a tag is a string that is none of a union's known tags. */
export declare const isUnknownTag: (tag: Json | undefined, known: readonly string[]) => boolean;
/** The git patch of a file's old text (or null) to its new text. */
export declare function gitPatchOf(path: Json | undefined, oldText: Json | undefined, newText: Json | undefined): string;
/** Copies an input's fields but its tag field and the dropped ones, renamed. */
export declare function copyFields(out: Obj, input: Obj, tagField: string | undefined, drop: readonly string[], rename: {
	readonly [from: string]: string;
}): void;
/** Sets a field of every partial output, or removes it when the value is absent. */
export declare function putAll(partials: readonly Obj[], k: string, v: Json | undefined): void;
/** The outputs a field with several choices gives: each partial output with each choice. */
export declare function fanOut(partials: readonly Obj[], field: string, choices: readonly (Json | undefined)[]): Obj[];
/** The one value a nested conversion gives. */
export declare const single: (values: readonly (Json | undefined)[]) => Json | undefined;
/** The object a rule's effects read as its output: the first output, or its params for a method. */
export declare function outputOf(outputs: readonly Json[]): Obj | undefined;
/** The list at an input path, for a rule's `forEach`. */
export declare function listAt(rule: string, list: Json | undefined, path: string): Json[];
/**
* What every generated converter shares: its options, the bindings, the id
* counter, and the checks around each rule. The generated subclass holds the
* rules' state and the rules themselves.
*/
export declare abstract class ConverterBase {
	/** The id of the rule that converted the last top-level input. */
	lastRule: string | null;
	private minted;
	protected readonly host: BehaviourHost;
	protected readonly options: {
		readonly [name: string]: unknown;
	};
	private readonly from;
	private readonly to;
	/** `options` holds the options the converter declares (`known`), by their spec names. */
	protected constructor(from: string, to: string, known: readonly string[], host: BehaviourHost, options: object);
	/** Converts a value of the qualified source type (`"v1.Type"`). */
	abstract convert(type: string, value: unknown): Json[];
	/** Converts a method call or notification (`{ method, params }`). */
	abstract convertMethod(message: MethodMessage): MethodMessage[];
	/** The canonical input of a value of a source type; it must be an object. */
	protected input(type: string, value: unknown): Obj;
	/** The canonical params of a method call. */
	protected params(message: MethodMessage, type: string): Obj;
	/** Records the rule that converted the input, and gives its outputs. */
	protected ran<T>(rule: string, outputs: T): T;
	/** The error for a value no rule converts. */
	protected noRule(type: string, tag: Json | undefined): ConversionError;
	/** The error for a method call no rule converts. */
	protected noMethodRule(method: string, known: boolean): ConversionError;
	/** The error of a paired rule given a source it pairs with no target. */
	protected unpaired(rule: string): ConversionError;
	/** A rule's output checked as its target type, in canonical form. */
	protected check(rule: string, type: string, value: Obj): Json;
	/** A rule's method output: its params checked as the method's params type. */
	protected checkMethod(rule: string, method: string, type: string, params: Obj): Json;
	/** Whether an option is on. */
	protected option(name: string): boolean;
	/** A fresh id: the prefix an id-source option gives, and a count. */
	protected mint(option: string): string;
	/** The values converting one value gives (absent and null stay as they are). */
	protected convertOne(type: string, v: Json | undefined): (Json | undefined)[];
	/** A list converted item by item (absent and null stay as they are). */
	protected convertMany(type: string, v: Json | undefined): Json | undefined;
}
/** A field a reducer merges: whether it is a patch field and whether it is a list. */
export interface MergeField {
	readonly name: string;
	readonly patch: boolean;
	readonly list: boolean;
}
/** One message of the session state: its key (null for a message that never had one), its role, its list field, and the fields upserts carried in. */
export interface MessageState {
	role: string;
	[field: string]: Json;
}
/** An update that cannot be applied: it names a message of another role, an entity that does not exist, or there is nothing to clear. */
export declare class ReduceError extends Error {
	override readonly name = "ReduceError";
}
/** A deep copy (exact integers included). */
export declare function clone(v: Json): Json;
/**
* What every generated reducer shares: the messages, the entity collections,
* and the actions its variants take. The generated subclass picks the action
* of each variant.
*/
export declare abstract class ReducerBase {
	private readonly messageList;
	private readonly byId;
	private readonly lastStreamed;
	private readonly keyed;
	private readonly single;
	private last;
	private readonly names;
	protected readonly host: BehaviourHost;
	private readonly union;
	private readonly key;
	private readonly listField;
	/** `keyed` and `single` name the entity collections, in declaration order (`names`). */
	protected constructor(host: BehaviourHost, shape: {
		readonly union: string;
		readonly key: string;
		readonly listField: string | null;
		readonly entities: readonly (readonly [string, boolean])[];
	});
	/** Applies one update given as JSON. Throws the host's error for an invalid update, ReduceError for one that cannot be applied. */
	abstract apply(value: unknown): void;
	/** The canonical update: it must be an object. */
	protected update(value: unknown): Obj;
	/** An update of a variant the reducer does not know (of an open union): no state changes. */
	protected other(): void;
	/** Appends the update's `field` to its message (by key; else the role's last streamed message, unless an upsert came between). */
	protected append(update: Obj, role: string, field: string): void;
	/** Creates or updates the message the update names, field by field. */
	protected upsert(update: Obj, role: string, fields: readonly MergeField[]): void;
	/** Empties the `field` of the role's last streamed message. */
	protected clearLast(tag: string, role: string, field: string): void;
	/** Updates the keyed entity the update names, field by field; creates it when `create`, else it must exist. */
	protected mergeEntity(tag: string, record: Json | undefined, entity: string, key: string, fields: readonly MergeField[], create: boolean): void;
	/**
	* Checks the `fixed` fields of the keyed entity the update names: the update that creates
	* the entity must carry each of them (not null), and stores them; a later one may leave
	* one out, give null or repeat the stored value, and any other value is an error. Call it
	* before `mergeEntity`, with `fixed` left out of the merged fields.
	*/
	protected fixEntity(tag: string, update: Obj, entity: string, key: string, fixed: readonly string[]): void;
	/** Replaces a single entity with the update, but its tag field. */
	protected replace(update: Obj, entity: string, tagField: string): void;
	/** Merges a record into a single entity, field by field (the entity starts as an empty object). */
	protected mergeSingle(record: Json | undefined, entity: string, fields: readonly MergeField[]): void;
	/** Replaces a single entity with a value. */
	protected replaceValue(entity: string, value: Json | undefined): void;
	/** Replaces the keyed entity a record names (by its `key`) with the record; a new one goes last. */
	protected replaceEntity(tag: string, record: Json | undefined, entity: string, key: string): void;
	/** Removes the keyed entity the update names; nothing happens when there is none. */
	protected removeEntity(tag: string, update: Obj, entity: string, key: string): void;
	/**
	* Appends a value at a path of the keyed entity the update names: one more item of a list (`item`), the items of
	* a list (`items`), or the end of a string (`text`). An absent entity starts as its key and `initial`; an absent
	* or null object on the path starts empty; an absent or null field starts as an empty list or string. The value
	* is at a path validation made one the update always has.
	*/
	protected appendEntity(tag: string, update: Obj, entity: string, key: string, field: readonly string[], mode: string, initial: Obj, value: Json | undefined): void;
	/** An update the reducer reads and ignores. */
	protected ignore(): void;
	/** The messages, in the order they were first seen. */
	messages(): MessageState[];
	/** Every entity collection, by name. */
	entities(): {
		[name: string]: Json;
	};
	/** One entity collection: the keyed entities in first-seen order, or the single value (null until set). */
	entity(name: string): Json;
	private find;
	private create;
}
/**
* A noun with its indefinite article, by how the noun is spelt: "an" before a, e, i and o, and before
* a u that does not sound "you" (a u, then a consonant, then a vowel: "a user", "an update"); "a"
* otherwise. Every language's runtime spells it by this one rule, so their errors read the same.
*/
export declare function withArticle(noun: string): string;
