/**
* Reducers, generated from the spec's `reducer` declarations: they apply a
* version's session updates to session state (messages, and the entities the
* spec declares).
*/
import { ReducerEngine, type MessageState, type ReducerProgram } from "./behaviour.js";
import type { Json } from "./behaviour.js";
import * as v1 from "./v1.js";
import * as v2 from "./v2.js";
export { ReduceError, type MessageState } from "./behaviour.js";
/** The compiled reducer declarations, one per version. */
export declare const REDUCERS: {
	readonly [version: string]: ReducerProgram;
};
/** Applies `v1.SessionUpdate` updates, in order. */
export declare class V1Reducer {
	private readonly engine;
	/** `unstable` lists the unstable features switched on for the updates this reducer reads. */
	constructor(options?: {
		readonly unstable?: readonly string[];
	});
	/** Applies one update. Throws ReduceError for an update that cannot be applied. */
	apply(update: v1.SessionUpdate): void;
	/** Applies one update given as JSON (parsed first; throws DecodeError when invalid). */
	applyJson(json: unknown): void;
	/** The messages, in the order they were first seen. */
	messages(): MessageState[];
	/** The `toolCalls` state, in first-seen order. */
	toolCalls(): Json[];
	/** The `plan` state: the last value, or null. */
	plan(): Json;
	/** The `availableCommands` state: the last value, or null. */
	availableCommands(): Json;
	/** The `currentMode` state: the last value, or null. */
	currentMode(): Json;
	/** The `configOptions` state: the last value, or null. */
	configOptions(): Json;
	/** The `sessionInfo` state: the last value, or null. */
	sessionInfo(): Json;
	/** The `usage` state: the last value, or null. */
	usage(): Json;
	/** The `subagents` state, in first-seen order. */
	subagents(): Json[];
}
/** Applies `v2.SessionUpdate` updates, in order. */
export declare class V2Reducer {
	private readonly engine;
	/** `unstable` lists the unstable features switched on for the updates this reducer reads. */
	constructor(options?: {
		readonly unstable?: readonly string[];
	});
	/** Applies one update. Throws ReduceError for an update that cannot be applied. */
	apply(update: v2.SessionUpdate): void;
	/** Applies one update given as JSON (parsed first; throws DecodeError when invalid). */
	applyJson(json: unknown): void;
	/** The messages, in the order they were first seen. */
	messages(): MessageState[];
	/** The `toolCalls` state, in first-seen order. */
	toolCalls(): Json[];
	/** The `terminals` state, in first-seen order. */
	terminals(): Json[];
	/** The `state` state: the last value, or null. */
	state(): Json;
	/** The `availableCommands` state: the last value, or null. */
	availableCommands(): Json;
	/** The `configOptions` state: the last value, or null. */
	configOptions(): Json;
	/** The `sessionInfo` state: the last value, or null. */
	sessionInfo(): Json;
	/** The `usage` state: the last value, or null. */
	usage(): Json;
	/** The `subagents` state, in first-seen order. */
	subagents(): Json[];
}
/** A reducer for `version` that takes JSON updates, for harnesses. */
export declare function reducerFor(version: string, unstable?: readonly string[]): ReducerEngine;
