/**
* Reducers, generated from the spec's `reducer` declarations: they apply a
* version's session updates to session state (messages, and the entities the
* spec declares).
*/
import { ReducerBase } from "./behaviour.js";
import * as rt from "./runtime.js";
import * as v1 from "./v1.js";
import * as v2 from "./v2.js";
export { ReduceError, type MessageState } from "./behaviour.js";
/** A message of the `v1.SessionUpdate` session state: its role, and the fields its updates carried in. */
export interface V1ReducerMessage {
	role: string;
	messageId: v1.MessageId | null;
	content: v1.ContentBlock[];
	senderSessionId?: v1.SessionId | null;
	recipientSessionId?: v1.SessionId | null;
	senderMessageId?: v1.MessageId | null;
	recipientMessageId?: v1.MessageId | null;
	_meta?: v1.Meta | null;
}
/** Reads, checks and writes `V1ReducerMessage` values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const V1ReducerMessage: rt.ObjectCodec<V1ReducerMessage>;
/** Applies `v1.SessionUpdate` updates, in order. */
export declare class V1Reducer {
	private readonly engine;
	private readonly options;
	/** `unstable` lists the unstable features switched on for the updates this reducer reads. */
	constructor(options?: {
		readonly unstable?: readonly string[];
	});
	/** Applies one update. Throws ReduceError for an update that cannot be applied. */
	apply(update: v1.SessionUpdate): void;
	/** Applies one update given as JSON (parsed first; throws DecodeError when invalid). */
	applyJson(json: unknown): void;
	/** The messages, in the order they were first seen. */
	messages(): V1ReducerMessage[];
	/** The `toolCalls` state, in first-seen order. */
	toolCalls(): v1.ToolCall[];
	/** The `plan` state: the last value, or null. */
	plan(): v1.Plan | null;
	/** The `plans` state, in first-seen order. */
	plans(): v1.PlanUpdateContent[];
	/** The `availableCommands` state: the last value, or null. */
	availableCommands(): v1.AvailableCommandsUpdate | null;
	/** The `currentMode` state: the last value, or null. */
	currentMode(): v1.CurrentModeUpdate | null;
	/** The `configOptions` state: the last value, or null. */
	configOptions(): v1.ConfigOptionUpdate | null;
	/** The `sessionInfo` state: the last value, or null. */
	sessionInfo(): v1.SessionInfoUpdate | null;
	/** The `usage` state: the last value, or null. */
	usage(): v1.UsageUpdate | null;
	/** The `subagents` state, in first-seen order. */
	subagents(): v1.SubagentUpdate[];
	/** The `cursors` state, in first-seen order. */
	cursors(): v1.CursorUpdate[];
	/** The `promptSuggestions` state: the last value, or null. */
	promptSuggestions(): v1.PromptSuggestionsUpdate | null;
}
/** A message of the `v2.SessionUpdate` session state: its role, and the fields its updates carried in. */
export interface V2ReducerMessage {
	role: string;
	messageId: v2.MessageId;
	content: v2.ContentBlock[];
	_meta?: v2.Meta;
	senderSessionId?: v2.SessionId | null;
	recipientSessionId?: v2.SessionId | null;
	senderMessageId?: v2.MessageId | null;
	recipientMessageId?: v2.MessageId | null;
}
/** Reads, checks and writes `V2ReducerMessage` values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const V2ReducerMessage: rt.ObjectCodec<V2ReducerMessage>;
/** Applies `v2.SessionUpdate` updates, in order. */
export declare class V2Reducer {
	private readonly engine;
	private readonly options;
	/** `unstable` lists the unstable features switched on for the updates this reducer reads. */
	constructor(options?: {
		readonly unstable?: readonly string[];
	});
	/** Applies one update. Throws ReduceError for an update that cannot be applied. */
	apply(update: v2.SessionUpdate): void;
	/** Applies one update given as JSON (parsed first; throws DecodeError when invalid). */
	applyJson(json: unknown): void;
	/** The messages, in the order they were first seen. */
	messages(): V2ReducerMessage[];
	/** The `toolCalls` state, in first-seen order. */
	toolCalls(): v2.ToolCallUpdate[];
	/** The `terminals` state, in first-seen order. */
	terminals(): v2.TerminalUpdate[];
	/** The `plans` state, in first-seen order. */
	plans(): v2.PlanUpdateContent[];
	/** The `compactions` state, in first-seen order. */
	compactions(): v2.CompactionUpdate[];
	/** The `state` state: the last value, or null. */
	state(): v2.StateUpdateFields | null;
	/** The `availableCommands` state: the last value, or null. */
	availableCommands(): v2.AvailableCommand[] | null;
	/** The `configOptions` state: the last value, or null. */
	configOptions(): v2.SessionConfigOption[] | null;
	/** The `sessionInfo` state: the last value, or null. */
	sessionInfo(): v2.SessionInfoUpdate | null;
	/** The `usage` state: the last value, or null. */
	usage(): v2.UsageUpdate | null;
	/** The `subagents` state, in first-seen order. */
	subagents(): v2.SubagentUpdate[];
	/** The `cursors` state, in first-seen order. */
	cursors(): v2.CursorUpdate[];
	/** The `promptSuggestions` state: the last value, or null. */
	promptSuggestions(): v2.PromptSuggestion[] | null;
}
/** A reducer for `version` that takes JSON updates, for harnesses. */
export declare function reducerFor(version: string, unstable?: readonly string[]): ReducerBase;
