/**
* A bridge between a client and an agent that speak different versions: every message from one side is converted
* to the other side's version with the generated converters and written on, under the same JSON-RPC id. Nothing here
* knows a method or a version: the plan (the methods of each version, what the rules convert, how a turn runs in each
* version) comes from the spec through the generated `acp-bridge` module.
*
* - Requests and notifications convert by their method's rule when there is one, else field by field: the values
*   the rules convert are converted, and the whole is checked with the target version's codec. A method the sender's
*   version does not list (an extension) goes on unchanged.
* - Responses convert by the result type of the request they answer; errors go on unchanged.
* - A message that cannot be converted is never dropped: a request is answered with an error (`BRIDGE_ERROR_CODE`,
*   the message naming the conversion rule and its reason, both also in `data`); a response becomes that error for
*   the caller; a notification is answered with that error under id `null`. Each is also reported (`onReport`).
* - A turn: in the version that accepts a turn's request at once, the turn's progress and end are updates; in the
*   other the answer to the request ends the turn. The bridge holds the one and makes up the other, as the plan says.
* - The agent's updates go through the reducer of the agent's version, one per session (`state(session)`).
*/
import { type JsonValue } from "./runtime.js";
import type { Transport } from "./peer.js";
/** How to reach rule-converted values in a value (see the plan). */
export type BridgeShape = {
	readonly rule: string;
} | {
	readonly walk: string;
} | {
	readonly list: BridgeShape;
} | {
	readonly map: BridgeShape;
};
export interface BridgeMethod {
	readonly name: string;
	readonly request: boolean;
	readonly from: "client" | "agent" | "both";
	readonly params: string;
	readonly result: string | null;
}
export interface BridgeDirection {
	readonly from: string;
	readonly to: string;
	readonly methodRules: readonly string[];
	readonly ruleTypes: readonly string[];
	readonly walk: {
		readonly [type: string]: readonly {
			readonly field: string;
			readonly shape: BridgeShape;
		}[];
	};
	readonly mintOptions: readonly string[];
	readonly flagOptions: readonly {
		readonly name: string;
		readonly doc: string;
	}[];
}
export interface BridgeVersion {
	readonly name: string;
	readonly methods: readonly BridgeMethod[];
	readonly cancelRequest: {
		readonly method: string;
		readonly field: string;
	} | null;
	readonly updates: {
		readonly method: string;
		readonly field: string;
		readonly tagField: string;
	} | null;
}
/** What the generated module gives the bridge, from the spec. */
export interface BridgePlan {
	readonly versions: readonly BridgeVersion[];
	readonly directions: readonly BridgeDirection[];
	readonly turn: {
		readonly request: string;
		readonly session: string;
		readonly accepts: string;
		readonly mint: readonly string[];
		readonly update: string;
		readonly running: {
			readonly [field: string]: JsonValue;
		};
		readonly ended: {
			readonly [field: string]: JsonValue;
		};
		readonly carried: readonly string[];
		readonly cancel: string;
	} | null;
}
/** The generated machinery the bridge runs: converters, the codecs (as canonical JSON) and reducers. */
export interface BridgeEngine {
	converter(from: string, options: object, unstable: readonly string[]): (type: string, input: unknown) => JsonValue[];
	canonical(type: string, value: unknown, unstable: readonly string[]): JsonValue;
	reducer(version: string, unstable: readonly string[]): {
		apply(update: unknown): void;
	};
}
export interface BridgeOptions {
	/** The version the client speaks, and the version the agent speaks. */
	readonly client: string;
	readonly agent: string;
	/** The unstable features switched on (both versions). */
	readonly unstable?: readonly string[];
	/** The converters' flag options switched on, by name. */
	readonly flags?: readonly string[];
	/** The prefix of the ids the bridge makes up. */
	readonly idPrefix?: string;
	/** Called with what the bridge could not convert, and other events worth a line on stderr. */
	readonly onReport?: (line: string) => void;
}
/** The code of the error that answers a message the bridge cannot convert (JSON-RPC's internal error). */
export declare const BRIDGE_ERROR_CODE = -32603;
/** A message that cannot be converted: the rule that refused it (or `no-rule`), and why. */
export declare class BridgeConversionError extends Error {
	override readonly name: string;
	readonly rule: string;
	readonly reason: string;
	constructor(rule: string, reason: string);
}
export declare class Bridge {
	private readonly plan;
	private readonly engine;
	private readonly options;
	private readonly unstable;
	private readonly convert;
	private readonly ends;
	/** Requests each side sent, by id, waiting for the other side's answer. */
	private readonly pending;
	private readonly reducers;
	private minted;
	/** Resolves when both sides' input ended. */
	readonly done: Promise<void>;
	constructor(plan: BridgePlan, engine: BridgeEngine, options: BridgeOptions, client: Transport, agent: Transport);
	/** The reduced state of a session's updates (the agent's version's reducer), when the agent sent any. */
	state(session: string): unknown;
	private other;
	private report;
	private read;
	private write;
	private error;
	/**
	* Answers a message that cannot be converted with an error naming the rule and its reason. `end` is told; the
	* message went from `end` to the other side, or the other way when `back` (a result).
	*/
	private refuse;
	private receive;
	private method;
	/** A method message converted to the other version: the messages to send (a notification may fan out). */
	private convertMethod;
	/** A value checked and written by a type's codec; a value it refuses is a conversion error of `rule`. */
	private canonical;
	/** A value of a source type converted: by the rules of its type, or field by field along the walk. */
	private value;
	private shaped;
	/** A result of the other version converted back to the asker's version. */
	private convertResult;
	private request;
	/** Sends a client of the accepting version the update that reports a turn's state. */
	private turnUpdate;
	private notification;
	private reduce;
	/** A turn-state update of the accepting agent: true when it was taken as the state of a turn of a client of the other version. */
	private endTurn;
	private response;
}
/** What the command needs of Node: given by the generated `acp-bridge` module. */
export interface BridgeIo {
	readonly argv: readonly string[];
	readonly stdin: NodeReadableLike;
	readonly stdout: NodeWritableLike;
	writeErr(text: string): void;
	/** Starts the agent: its stdin and stdout as streams, and its exit. */
	spawn(command: string, args: readonly string[]): BridgeChild;
	/** Makes a transport of two Node streams (`ndJsonNode`). */
	transport(input: NodeReadableLike, output: NodeWritableLike, maxMessageBytes: number | undefined): Transport;
}
export interface NodeReadableLike {
	[Symbol.asyncIterator](): AsyncIterator<unknown>;
}
export interface NodeWritableLike {
	write(chunk: string, callback: (error?: Error | null) => void): boolean;
	end(callback?: () => void): unknown;
}
export interface BridgeChild {
	readonly stdin: NodeWritableLike;
	readonly stdout: NodeReadableLike;
	/** The exit code (null when killed by a signal), or the error that kept it from starting. */
	readonly exit: Promise<{
		code: number | null;
	} | {
		error: Error;
	}>;
	kill(): void;
}
/** The exit codes of `acp-bridge`. */
export declare const BridgeExit: {
	readonly ok: 0;
	readonly agentFailed: 1;
	readonly usage: 2;
	readonly cannotStart: 3;
};
/** The command's `--help`: the versions and converter options from the plan. */
export declare function bridgeHelp(plan: BridgePlan): string;
interface BridgeArgs {
	readonly client: string;
	readonly agent: string;
	readonly unstable: string[];
	readonly flags: string[];
	readonly idPrefix: string | undefined;
	readonly maxMessageBytes: number | undefined;
	readonly quiet: boolean;
	readonly command: string[];
}
/** The command line read, or the error to print (`help` for `--help`). */
export declare function parseBridgeArgs(plan: BridgePlan, argv: readonly string[]): BridgeArgs | {
	error: string;
} | "help";
/** Runs `acp-bridge`: the exit code. */
export declare function runBridgeCli(plan: BridgePlan, engine: BridgeEngine, io: BridgeIo): Promise<number>;
export {};
