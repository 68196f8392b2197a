/** A JSON value; an integer beyond ±(2^53 − 1) is an exact `bigint`, as the runtime reads it. */
export type Json = null | boolean | number | bigint | string | Json[] | {
	[key: string]: Json;
};
/** What the engine needs from the bindings: parse a value as a named type and give back its canonical JSON. */
export interface BehaviourHost {
	/** Throws (any error) when `value` is not a valid `type`; the message says why. */
	canonical(type: string, value: unknown): Json;
}
/** A value a conversion rule computes: from its input, the item in hand, a constant, or an operation on other values. */
export type Expr = {
	readonly input: string;
} | {
	readonly item: true;
} | {
	readonly const: Json;
} | {
	readonly state: string;
	readonly path?: string;
} | {
	readonly mint: string;
} | {
	readonly output: string;
} | {
	readonly coalesce: readonly Expr[];
} | {
	readonly if: Cond;
	readonly then: Expr;
	readonly else: Expr;
} | {
	readonly object: {
		readonly [key: string]: Expr;
	};
} | {
	readonly list: readonly Expr[];
} | {
	readonly convert: Expr;
	readonly type: string;
	readonly many: boolean;
} | {
	readonly gitPatch: {
		readonly path: Expr;
		readonly old: Expr;
		readonly new: Expr;
	};
};
/** A condition a conversion rule tests. */
export type Cond = {
	readonly is: string;
	readonly of: Expr;
} | {
	readonly equals: readonly [Expr, Expr];
} | {
	readonly in: string;
	readonly of: Expr;
} | {
	readonly option: string;
} | {
	readonly all: readonly Cond[];
} | {
	readonly any: readonly Cond[];
} | {
	readonly not: Cond;
};
/** Where an output goes: a type (with the tag to set, for a variant), or a method with its params type. */
export type EmitTarget = {
	readonly type: string;
	readonly tagField?: string;
	readonly tag?: string;
} | {
	readonly method: string;
	readonly params: string;
};
/** What a conversion rule writes: its target type, and how each target field is computed. */
export interface EmitProgram {
	/** One target, or (for `paired`) a target per source tag. */
	readonly to: EmitTarget | {
		readonly paired: {
			readonly [sourceTag: string]: EmitTarget;
		};
	};
	readonly forEach?: string;
	readonly copy: boolean;
	readonly drop: readonly string[];
	readonly rename: {
		readonly [from: string]: string;
	};
	readonly set: readonly (readonly [string, Expr])[];
}
/** A change a conversion rule makes to the converter's state. */
export type Effect = {
	readonly add: string;
	readonly value: Expr;
	readonly if?: Cond;
} | {
	readonly remove: string;
	readonly value: Expr;
	readonly if?: Cond;
} | {
	readonly set: string;
	readonly value: Expr;
	readonly if?: Cond;
};
/** A source the rule matches: a type (any value), a variant (`tag`, or `*` for an unknown one), or a method. */
export type SourceMatch = {
	readonly type: string;
	readonly tag?: string;
} | {
	readonly method: string;
};
/** One conversion rule, compiled: what it matches, its guard, and what it emits, fails with or changes. */
export interface RuleProgram {
	readonly id: string;
	readonly sources: readonly SourceMatch[];
	readonly guard?: Cond;
	readonly fail?: string;
	readonly emit: readonly EmitProgram[];
	readonly effects: readonly Effect[];
}
/** One direction's converter, compiled: its rules, its state and its options. */
export interface ConverterProgram {
	readonly from: string;
	readonly to: string;
	readonly state: {
		readonly [name: string]: "value" | "set";
	};
	readonly options: {
		readonly [name: string]: "flag" | "id-source";
	};
	/** Tagged unions of the source version: their tag field and known tags. */
	readonly unions: {
		readonly [type: string]: {
			readonly tagField: string;
			readonly tags: readonly string[];
		};
	};
	/** Methods of the source version: their params type. */
	readonly methods: {
		readonly [method: string]: string;
	};
	readonly rules: readonly RuleProgram[];
}
/** The options a converter is created with, by name. */
export type ConverterOptions = {
	readonly [name: string]: unknown;
};
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
/** JSON equality; absent equals only absent. */
export declare function jsonEqual(a: Json | undefined, b: Json | undefined): boolean;
/** One converter: a program, its options, and the state its rules keep. Feed it one session's messages in order. */
export declare class ConverterEngine {
	private readonly values;
	private readonly sets;
	private minted;
	/** The id of the rule that converted the last top-level input. */
	lastRule: string | null;
	private readonly options;
	private readonly program;
	private readonly host;
	/** `options` holds the options the program declares, by their spec names. */
	constructor(program: ConverterProgram, host: BehaviourHost, options?: object);
	/** Converts a value of the qualified source type (`"v1.Type"`). */
	convert(type: string, value: unknown): Json[];
	/** Converts a method call or notification (`{ method, params }`). */
	convertMethod(message: MethodMessage): MethodMessage[];
	/** The rule that applies: the first, in spec order, that names the input's construct and whose guard holds. */
	private pick;
	private run;
	private emit;
	/** The values a `convert` gives: a list converts item by item (one value), a single value may give several. */
	private convertExpr;
	private check;
	private effects;
	private expr;
	private cond;
}
/** A field the reducer keeps: its name, and whether it is a patch field or a list. */
export interface FieldProgram {
	readonly name: string;
	readonly patch: boolean;
	readonly list: boolean;
}
/** What the reducer does with one variant of the update union. */
export type VariantProgram = {
	readonly action: "append";
	readonly role: string;
	readonly field: string;
} | {
	readonly action: "clear-last";
	readonly role: string;
	readonly field: string;
} | {
	readonly action: "upsert";
	readonly role: string;
	readonly fields: readonly FieldProgram[];
} | {
	readonly action: "upsert-entity" | "patch-entity";
	readonly entity: string;
	readonly fields: readonly FieldProgram[];
} | {
	readonly action: "replace";
	readonly entity: string;
} | {
	readonly action: "ignore";
};
/** The reducer, compiled: which union it reads, and what each variant does to the state. */
export interface ReducerProgram {
	readonly union: string;
	readonly tagField: string;
	/** The messages: their key field, and how a missing key is handled. */
	readonly key: string;
	readonly keying: "required" | "optional-heuristic";
	/** The list field every message has (what chunks append to). */
	readonly listField: string | null;
	/** Other state: keyed entities, or one value replaced whole. */
	readonly entities: {
		readonly [name: string]: {
			readonly key: string;
		} | {
			readonly single: true;
		};
	};
	readonly variants: {
		readonly [tag: string]: VariantProgram;
	};
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
/** Applies one version's updates to session state, in order. */
export declare class ReducerEngine {
	private readonly messageList;
	private readonly byId;
	private readonly lastStreamed;
	private readonly keyed;
	private readonly single;
	private last;
	private readonly program;
	private readonly host;
	constructor(program: ReducerProgram, host: BehaviourHost);
	/** Applies one update given as JSON. Throws the host's error for an invalid update, ReduceError for one that cannot be applied. */
	apply(value: unknown): void;
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
