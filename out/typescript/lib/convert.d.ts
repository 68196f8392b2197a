/**
* The v1 <-> v2 converters, generated from the spec's conversion rules (see
* out/tables). Each instance keeps the state its rules declare, so one
* instance must see a session's messages in order. A message that cannot be
* converted throws ConversionError naming the rule; nothing is dropped
* silently. Every output is checked with the target version's codec.
*/
import { type Json, type MethodMessage } from "./behaviour.js";
import * as v1 from "./v1.js";
import * as v2 from "./v2.js";
export { ConversionError, type MethodMessage } from "./behaviour.js";
/** Options of the v1->v2 converter. */
export interface V1ToV2Options {
	/** A prefix: chunks without a messageId get a minted id (prefix1, prefix2, ...). A chunk that continues the previous chunk's message (same variant, v1's boundary heuristic) reuses its id. */
	readonly mintIds?: string;
	/** The unstable features switched on for the messages this converter reads and writes. */
	readonly unstable?: readonly string[];
}
/** Converts v1 messages for a v2 peer. */
export declare class V1ToV2 {
	private readonly engine;
	private readonly parseOptions;
	constructor(options?: V1ToV2Options);
	/** Converts a `v1.AgentCapabilities` into the `v2.AgentCapabilities` values the rules give. */
	agentCapabilities(value: v1.AgentCapabilities): v2.AgentCapabilities[];
	/** Converts a `v1.AvailableCommand` into the `v2.AvailableCommand` values the rules give. */
	availableCommand(value: v1.AvailableCommand): v2.AvailableCommand[];
	/** Converts a `v1.AvailableCommandInput` into the `v2.AvailableCommandInput` values the rules give. */
	availableCommandInput(value: v1.AvailableCommandInput): v2.AvailableCommandInput[];
	/** Converts a `v1.ClientCapabilities` into the `v2.ClientCapabilities` values the rules give. */
	clientCapabilities(value: v1.ClientCapabilities): v2.ClientCapabilities[];
	/** Converts a `v1.ContentBlock` into the `v2.ContentBlock` values the rules give. */
	contentBlock(value: v1.ContentBlock): v2.ContentBlock[];
	/** Converts a `v1.CreateElicitationRequest` into the `v2.CreateElicitationRequest` values the rules give. */
	createElicitationRequest(value: v1.CreateElicitationRequest): v2.CreateElicitationRequest[];
	/** Converts a `v1.CreateElicitationResponse` into the `v2.CreateElicitationResponse` values the rules give. */
	createElicitationResponse(value: v1.CreateElicitationResponse): v2.CreateElicitationResponse[];
	/** Converts a `v1.CursorAnchor` into the `v2.CursorAnchor` values the rules give. */
	cursorAnchor(value: v1.CursorAnchor): v2.CursorAnchor[];
	/** Converts a `v1.ElicitationPropertySchema` into the `v2.ElicitationPropertySchema` values the rules give. */
	elicitationPropertySchema(value: v1.ElicitationPropertySchema): v2.ElicitationPropertySchema[];
	/** Converts a `v1.ElicitationSchema` into the `v2.ElicitationSchema` values the rules give. */
	elicitationSchema(value: v1.ElicitationSchema): v2.ElicitationSchema[];
	/** Converts a `v1.InitialSessionConfigOption` into the `v2.InitialSessionConfigOption` values the rules give. */
	initialSessionConfigOption(value: v1.InitialSessionConfigOption): v2.InitialSessionConfigOption[];
	/** Converts a `v1.InitializeResponse` into the `v2.InitializeResponse` values the rules give. */
	initializeResponse(value: v1.InitializeResponse): v2.InitializeResponse[];
	/** Converts a `v1.McpServer` into the `v2.McpServer` values the rules give. */
	mcpServer(value: v1.McpServer): v2.McpServer[];
	/** Converts a `v1.PlanUpdateContent` into the `v2.PlanUpdateContent` values the rules give. */
	planUpdateContent(value: v1.PlanUpdateContent): v2.PlanUpdateContent[];
	/** Converts a `v1.PromptSuggestion` into the `v2.PromptSuggestion` values the rules give. */
	promptSuggestion(value: v1.PromptSuggestion): v2.PromptSuggestion[];
	/** Converts a `v1.RequestPermissionOutcome` into the `v2.RequestPermissionOutcome` values the rules give. */
	requestPermissionOutcome(value: v1.RequestPermissionOutcome): v2.RequestPermissionOutcome[];
	/** Converts a `v1.SessionConfigOption` into the `v2.SessionConfigOption` values the rules give. */
	sessionConfigOption(value: v1.SessionConfigOption): v2.SessionConfigOption[];
	/** Converts a `v1.SessionNotification` into the `v2.UpdateSessionNotification` values the rules give. */
	sessionNotification(value: v1.SessionNotification): v2.UpdateSessionNotification[];
	/** Converts a `v1.SessionUpdate` into the `v2.SessionUpdate` values the rules give. */
	sessionUpdate(value: v1.SessionUpdate): v2.SessionUpdate[];
	/** Converts a `v1.StateUpdate` into the `v2.StateUpdate` values the rules give. */
	stateUpdate(value: v1.StateUpdate): v2.StateUpdate[];
	/** Converts a `v1.ToolCallContent` into the `v2.ToolCallContent` values the rules give. */
	toolCallContent(value: v1.ToolCallContent): v2.ToolCallContent[];
	/** Converts a `v1.TypedMultiSelectItems` into the `v2.TypedMultiSelectItems` values the rules give. */
	typedMultiSelectItems(value: v1.TypedMultiSelectItems): v2.TypedMultiSelectItems[];
	/** Converts a value of any source type with rules, given as JSON. */
	convertJson(type: string, value: unknown): Json[];
	/** Converts a method call or notification (`{ method, params }`). */
	method(message: MethodMessage): MethodMessage[];
}
/** Options of the v2->v1 converter. */
export interface V2ToV1Options {
	/** The v1 peer understands the unstable agent_message_clear. */
	readonly v1AgentMessageClear?: boolean;
	/** The unstable features switched on for the messages this converter reads and writes. */
	readonly unstable?: readonly string[];
}
/** Converts v2 messages for a v1 peer. */
export declare class V2ToV1 {
	private readonly engine;
	private readonly parseOptions;
	constructor(options?: V2ToV1Options);
	/** Converts a `v2.AgentCapabilities` into the `v1.AgentCapabilities` values the rules give. */
	agentCapabilities(value: v2.AgentCapabilities): v1.AgentCapabilities[];
	/** Converts a `v2.AuthMethod` into the `v1.AuthMethodTerminal` values the rules give. */
	authMethod(value: v2.AuthMethod): v1.AuthMethodTerminal[];
	/** Converts a `v2.AvailableCommand` into the `v1.AvailableCommand` values the rules give. */
	availableCommand(value: v2.AvailableCommand): v1.AvailableCommand[];
	/** Converts a `v2.AvailableCommandInput` into the `v1.UnstructuredCommandInput` values the rules give. */
	availableCommandInput(value: v2.AvailableCommandInput): v1.UnstructuredCommandInput[];
	/** Converts a `v2.ClientCapabilities` into the `v1.ClientCapabilities` values the rules give. */
	clientCapabilities(value: v2.ClientCapabilities): v1.ClientCapabilities[];
	/** Converts a `v2.ContentBlock` into the `v1.ContentBlock` values the rules give. */
	contentBlock(value: v2.ContentBlock): v1.ContentBlock[];
	/** Converts a `v2.CreateElicitationRequest` into the `v1.CreateElicitationRequest` values the rules give. */
	createElicitationRequest(value: v2.CreateElicitationRequest): v1.CreateElicitationRequest[];
	/** Converts a `v2.CreateElicitationResponse` into the `v1.CreateElicitationResponse` values the rules give. */
	createElicitationResponse(value: v2.CreateElicitationResponse): v1.CreateElicitationResponse[];
	/** Converts a `v2.CursorAnchor` into the `v1.CursorAnchor` values the rules give. */
	cursorAnchor(value: v2.CursorAnchor): v1.CursorAnchor[];
	/** Converts a `v2.ElicitationPropertySchema` into the `v1.ElicitationPropertySchema` values the rules give. */
	elicitationPropertySchema(value: v2.ElicitationPropertySchema): v1.ElicitationPropertySchema[];
	/** Converts a `v2.InitializeResponse` into the `v1.InitializeResponse` values the rules give. */
	initializeResponse(value: v2.InitializeResponse): v1.InitializeResponse[];
	/** Converts a `v2.PlanUpdateContent` into the `v1.PlanUpdateContent` values the rules give. */
	planUpdateContent(value: v2.PlanUpdateContent): v1.PlanUpdateContent[];
	/** Converts a `v2.PromptSuggestion` into the `v1.PromptSuggestion` values the rules give. */
	promptSuggestion(value: v2.PromptSuggestion): v1.PromptSuggestion[];
	/** Converts a `v2.RequestPermissionOutcome` into the `v1.RequestPermissionOutcome` values the rules give. */
	requestPermissionOutcome(value: v2.RequestPermissionOutcome): v1.RequestPermissionOutcome[];
	/** Converts a `v2.SessionConfigOption` into the `v1.SessionConfigOption` values the rules give. */
	sessionConfigOption(value: v2.SessionConfigOption): v1.SessionConfigOption[];
	/** Converts a `v2.SessionUpdate` into the `v1.SessionUpdate` values the rules give. */
	sessionUpdate(value: v2.SessionUpdate): v1.SessionUpdate[];
	/** Converts a `v2.SetSessionConfigOptionRequest` into the `v1.SetSessionConfigOptionRequest` values the rules give. */
	setSessionConfigOptionRequest(value: v2.SetSessionConfigOptionRequest): v1.SetSessionConfigOptionRequest[];
	/** Converts a `v2.StateUpdate` into the `v1.StateUpdate` values the rules give. */
	stateUpdate(value: v2.StateUpdate): v1.StateUpdate[];
	/** Converts a `v2.ToolCallContent` into the `v1.ToolCallContent` values the rules give. */
	toolCallContent(value: v2.ToolCallContent): v1.ToolCallContent[];
	/** Converts a `v2.TypedMultiSelectItems` into the `v1.TypedMultiSelectItems` values the rules give. */
	typedMultiSelectItems(value: v2.TypedMultiSelectItems): v1.TypedMultiSelectItems[];
	/** Converts a `v2.UpdateSessionNotification` into the `v1.SessionNotification` values the rules give. */
	updateSessionNotification(value: v2.UpdateSessionNotification): v1.SessionNotification[];
	/** Converts a value of any source type with rules, given as JSON. */
	convertJson(type: string, value: unknown): Json[];
	/** Converts a method call or notification (`{ method, params }`). */
	method(message: MethodMessage): MethodMessage[];
}
/** A converter from `from` as a function of (type or "method", JSON input), for harnesses. */
export declare function converterFor(from: string, options?: object, unstable?: readonly string[]): (type: string, input: unknown) => Json[];
