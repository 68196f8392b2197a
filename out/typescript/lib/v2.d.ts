/**
* ACP v2: types, and the codecs that parse and serialize them.
* Each type has a codec of the same name: `Type.parse(json)`.
*/
import * as rt from "./runtime.js";
/**
* A file-system path that is absolute. Senders must not send relative paths.
*
* Differs from the RFD draft: The RFD says every path is absolute; the published schema types paths as plain strings and does not check it.
* @example
* ```json
* "/home/user/project/src/config.json"
* ```
*/
export type AbsolutePath = rt.Brand<"v2.AbsolutePath">;
/** Reads, checks and writes {@link AbsolutePath} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AbsolutePath: rt.Codec<AbsolutePath>;
/** The `AgentAuthCapabilities` type. */
export interface AgentAuthCapabilities {
	/** The `_meta` field of `AgentAuthCapabilities`. */
	_meta?: Meta | null;
	/**
	* The `status` field of `AgentAuthCapabilities`.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	status?: AuthStatusCapabilities | null;
}
/** Reads, checks and writes {@link AgentAuthCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentAuthCapabilities: rt.ObjectCodec<AgentAuthCapabilities>;
/** The `AgentCapabilities` type. */
export interface AgentCapabilities {
	/** The `session` field of `AgentCapabilities`. */
	session?: SessionCapabilities | null;
	/** The `auth` field of `AgentCapabilities`. */
	auth?: AgentAuthCapabilities | null;
	/**
	* The `providers` field of `AgentCapabilities`.
	*
	* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providers?: ProvidersCapabilities | null;
	/** The `_meta` field of `AgentCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AgentCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentCapabilities: rt.ObjectCodec<AgentCapabilities>;
/**
* A whole-message upsert for an agent message, keyed by `messageId`. Use it to replay, correct or redact a message, or to send one that is already complete.
* @see RFD `message-updates`
* @example
* ```json
* {
*   "messageId": "m1",
*   "content": [
*     {
*       "type": "text",
*       "text": "C"
*     }
*   ]
* }
* ```
* @example
* ```json
* {
*   "messageId": "m1",
*   "_meta": {
*     "source": "replay"
*   }
* }
* ```
*/
export interface AgentMessage {
	/** The message to create or update. */
	messageId: MessageId;
	/** The message's whole content. A value replaces everything stored so far, including content that earlier chunks appended; `null` or `[]` empties it; leaving it out keeps the stored content. */
	content?: rt.Patch<ContentBlock[]>;
	/** The message's metadata: replaced by a value, cleared by `null`, kept when left out. */
	_meta?: rt.Patch<Meta>;
}
/** Reads, checks and writes {@link AgentMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentMessage: rt.ObjectCodec<AgentMessage>;
/**
* A whole-message upsert for an agent thought, keyed by `messageId`.
* @see RFD `message-updates`
* @example
* ```json
* {
*   "messageId": "t1",
*   "content": [
*     {
*       "type": "text",
*       "text": "Checking the config first."
*     }
*   ]
* }
* ```
*/
export interface AgentThought {
	/** The thought to create or update. */
	messageId: MessageId;
	/** The thought's whole content. A value replaces everything stored so far, including content that earlier chunks appended; `null` or `[]` empties it; leaving it out keeps the stored content. */
	content?: rt.Patch<ContentBlock[]>;
	/** The thought's metadata: replaced by a value, cleared by `null`, kept when left out. */
	_meta?: rt.Patch<Meta>;
}
/** Reads, checks and writes {@link AgentThought} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentThought: rt.ObjectCodec<AgentThought>;
/** Hints about how a client should treat a content block. */
export interface Annotations {
	/** Who the content is intended for. */
	audience?: Role[] | null;
	/** When the underlying resource last changed, as an ISO 8601 timestamp. */
	lastModified?: string | null;
	/** How important the content is, from 0 (least) to 1 (most). */
	priority?: number | null;
	/** The `_meta` field of `Annotations`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Annotations} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Annotations: rt.ObjectCodec<Annotations>;
/**
* The `ArchiveSessionRequest` type.
*
* @experimental Unstable feature `session_archive`.
*/
export interface ArchiveSessionRequest {
	/** The `sessionId` field of `ArchiveSessionRequest`. */
	sessionId: SessionId;
	/** The `_meta` field of `ArchiveSessionRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ArchiveSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ArchiveSessionRequest: rt.ObjectCodec<ArchiveSessionRequest>;
/**
* The `ArchiveSessionResponse` type.
*
* @experimental Unstable feature `session_archive`.
*/
export interface ArchiveSessionResponse {
	/** The `_meta` field of `ArchiveSessionResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ArchiveSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ArchiveSessionResponse: rt.ObjectCodec<ArchiveSessionResponse>;
/** An audio clip, base64-encoded. */
export interface AudioContent {
	/** The audio bytes, base64-encoded. */
	data: string;
	/** The audio's MIME type, such as `audio/wav`. */
	mimeType: string;
	/** The `annotations` field of `AudioContent`. */
	annotations?: Annotations | null;
	/** The `_meta` field of `AudioContent`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AudioContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AudioContent: rt.ObjectCodec<AudioContent>;
/**
* The `AuthAccount` type.
*
* @experimental Unstable feature `auth_status`.
*/
export interface AuthAccount {
	/** The `label` field of `AuthAccount`. */
	label: string;
	/** The `active` field of `AuthAccount`. */
	active?: boolean | null;
	/** The `name` field of `AuthAccount`. */
	name?: string | null;
	/** The `email` field of `AuthAccount`. */
	email?: string | null;
	/** The `organization` field of `AuthAccount`. */
	organization?: string | null;
	/** The `_meta` field of `AuthAccount`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthAccount} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthAccount: rt.ObjectCodec<AuthAccount>;
/** The `AuthMethod` type. */
export type AuthMethod = AuthMethodTerminalVariant | AuthMethodAgentVariant | AuthMethodOther;
/** The `terminal` variant of `AuthMethod`. */
export interface AuthMethodTerminalVariant extends AuthMethodTerminal {
	type: "terminal";
}
/** The `agent` variant of `AuthMethod`. */
export interface AuthMethodAgentVariant extends AuthMethodAgent {
	type: "agent";
}
/** A variant of AuthMethod that this version does not know, kept whole. */
export type AuthMethodOther = rt.Other<"type">;
/** Reads, checks and writes {@link AuthMethod} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethod: rt.UnionCodec<AuthMethod>;
/** The `AuthMethodAgent` type. */
export interface AuthMethodAgent {
	/** The `methodId` field of `AuthMethodAgent`. */
	methodId: AuthMethodId;
	/** The `name` field of `AuthMethodAgent`. */
	name: string;
	/** The `description` field of `AuthMethodAgent`. */
	description?: string | null;
	/** The `_meta` field of `AuthMethodAgent`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthMethodAgent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethodAgent: rt.ObjectCodec<AuthMethodAgent>;
/** The `AuthMethodId` type. */
export type AuthMethodId = rt.Brand<"v2.AuthMethodId">;
/** Reads, checks and writes {@link AuthMethodId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethodId: rt.Codec<AuthMethodId>;
/** The `AuthMethodTerminal` type. */
export interface AuthMethodTerminal {
	/** The `methodId` field of `AuthMethodTerminal`. */
	methodId: AuthMethodId;
	/** The `name` field of `AuthMethodTerminal`. */
	name: string;
	/** The `description` field of `AuthMethodTerminal`. */
	description?: string | null;
	/** The `args` field of `AuthMethodTerminal`. */
	args?: string[];
	/** The `env` field of `AuthMethodTerminal`. */
	env?: EnvVariable[];
	/** The `_meta` field of `AuthMethodTerminal`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthMethodTerminal} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethodTerminal: rt.ObjectCodec<AuthMethodTerminal>;
/**
* The `AuthState` type.
*
* @experimental Unstable feature `auth_status`.
*/
export type AuthState = "authenticated" | "unauthenticated" | "not_required" | "unknown" | (string & {});
/** Reads, checks and writes {@link AuthState} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthState: rt.EnumCodec<AuthState>;
/**
* The `AuthStatusCapabilities` type.
*
* @experimental Unstable feature `auth_status`.
*/
export interface AuthStatusCapabilities {
	/** The `_meta` field of `AuthStatusCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthStatusCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthStatusCapabilities: rt.ObjectCodec<AuthStatusCapabilities>;
/**
* The `AuthStatusRequest` type.
*
* @experimental Unstable feature `auth_status`.
*/
export interface AuthStatusRequest {
	/** The `_meta` field of `AuthStatusRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthStatusRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthStatusRequest: rt.ObjectCodec<AuthStatusRequest>;
/**
* The `AuthStatusResponse` type.
*
* @experimental Unstable feature `auth_status`.
*/
export interface AuthStatusResponse {
	/** The `state` field of `AuthStatusResponse`. */
	state: AuthState;
	/** The `accounts` field of `AuthStatusResponse`. */
	accounts?: AuthAccount[];
	/** The `_meta` field of `AuthStatusResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthStatusResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthStatusResponse: rt.ObjectCodec<AuthStatusResponse>;
/**
* The `AuthStatusUpdateNotification` type.
*
* @experimental Unstable feature `auth_status`.
*/
export interface AuthStatusUpdateNotification {
	/** The `state` field of `AuthStatusUpdateNotification`. */
	state: AuthState;
	/** The `accounts` field of `AuthStatusUpdateNotification`. */
	accounts?: AuthAccount[];
	/** The `_meta` field of `AuthStatusUpdateNotification`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthStatusUpdateNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthStatusUpdateNotification: rt.ObjectCodec<AuthStatusUpdateNotification>;
/** A command the agent offers, by kind. `command` is a slash command the user can run. An unknown kind is kept whole whatever its fields, as in every other open union (the published schema also asks an unknown kind for `name` and `description`). */
export type AvailableCommand = AvailableCommandCommand | AvailableCommandOther;
/** The `command` variant of `AvailableCommand`. */
export interface AvailableCommandCommand extends Command {
	type: "command";
}
/** A variant of AvailableCommand that this version does not know, kept whole. */
export type AvailableCommandOther = rt.Other<"type">;
/** Reads, checks and writes {@link AvailableCommand} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommand: rt.UnionCodec<AvailableCommand>;
/** The `AvailableCommandInput` type. */
export type AvailableCommandInput = AvailableCommandInputText | AvailableCommandInputOther;
/** The `text` variant of `AvailableCommandInput`. */
export interface AvailableCommandInputText extends TextCommandInput {
	type: "text";
}
/** A variant of AvailableCommandInput that this version does not know, kept whole. */
export type AvailableCommandInputOther = rt.Other<"type">;
/** Reads, checks and writes {@link AvailableCommandInput} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommandInput: rt.UnionCodec<AvailableCommandInput>;
/** The `AvailableCommandsUpdate` type. */
export interface AvailableCommandsUpdate {
	/** The `availableCommands` field of `AvailableCommandsUpdate`. */
	availableCommands: AvailableCommand[];
	/** The `_meta` field of `AvailableCommandsUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AvailableCommandsUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommandsUpdate: rt.ObjectCodec<AvailableCommandsUpdate>;
/**
* The `BackgroundSubagent` type.
*
* @experimental Unstable feature `subagents`.
*/
export interface BackgroundSubagent {
	/** The `sessionId` field of `BackgroundSubagent`. */
	sessionId: SessionId;
	/** The `_meta` field of `BackgroundSubagent`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BackgroundSubagent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BackgroundSubagent: rt.ObjectCodec<BackgroundSubagent>;
/** The `BackgroundTerminal` type. */
export interface BackgroundTerminal {
	/** The `terminalId` field of `BackgroundTerminal`. */
	terminalId: TerminalId;
	/** The `_meta` field of `BackgroundTerminal`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BackgroundTerminal} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BackgroundTerminal: rt.ObjectCodec<BackgroundTerminal>;
/** The `BackgroundToolCall` type. */
export interface BackgroundToolCall {
	/** The `toolCallId` field of `BackgroundToolCall`. */
	toolCallId: ToolCallId;
	/** The `_meta` field of `BackgroundToolCall`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BackgroundToolCall} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BackgroundToolCall: rt.ObjectCodec<BackgroundToolCall>;
/** The `BackgroundWork` type. */
export type BackgroundWork = BackgroundWorkTerminal | BackgroundWorkToolCall | BackgroundWorkSubagent | BackgroundWorkOther;
/** The `terminal` variant of `BackgroundWork`. */
export interface BackgroundWorkTerminal extends BackgroundTerminal {
	type: "terminal";
}
/** The `tool_call` variant of `BackgroundWork`. */
export interface BackgroundWorkToolCall extends BackgroundToolCall {
	type: "tool_call";
}
/**
* The `subagent` variant of `BackgroundWork`.
*
* @experimental Unstable feature `subagents`.
*/
export interface BackgroundWorkSubagent extends BackgroundSubagent {
	type: "subagent";
}
/** A variant of BackgroundWork that this version does not know, kept whole. */
export type BackgroundWorkOther = rt.Other<"type">;
/** Reads, checks and writes {@link BackgroundWork} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BackgroundWork: rt.UnionCodec<BackgroundWork>;
/** The bytes of a resource, base64-encoded and embedded. */
export interface BlobResourceContents {
	/** The `uri` field of `BlobResourceContents`. */
	uri: string;
	/** The resource bytes, base64-encoded. */
	blob: string;
	/** The `mimeType` field of `BlobResourceContents`. */
	mimeType?: string | null;
	/** The `_meta` field of `BlobResourceContents`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BlobResourceContents} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BlobResourceContents: rt.ObjectCodec<BlobResourceContents>;
/** The `BooleanPropertySchema` type. */
export interface BooleanPropertySchema {
	/** The `title` field of `BooleanPropertySchema`. */
	title?: string | null;
	/** The `description` field of `BooleanPropertySchema`. */
	description?: string | null;
	/** The `default` field of `BooleanPropertySchema`. */
	default?: boolean | null;
	/** The `_meta` field of `BooleanPropertySchema`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BooleanPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BooleanPropertySchema: rt.ObjectCodec<BooleanPropertySchema>;
/** The params of the notification `$/cancel_request`. */
export interface CancelRequestNotification {
	/** The `requestId` field of `CancelRequestNotification`. */
	requestId: RequestId;
	/** The `_meta` field of `CancelRequestNotification`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelRequestNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelRequestNotification: rt.ObjectCodec<CancelRequestNotification>;
/** The params of the notification `session/cancel`. */
export interface CancelSessionNotification {
	/** The `sessionId` field of `CancelSessionNotification`. */
	sessionId: SessionId;
	/** The `_meta` field of `CancelSessionNotification`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelSessionNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelSessionNotification: rt.ObjectCodec<CancelSessionNotification>;
/** The `CancelTerminalRequest` type. */
export interface CancelTerminalRequest {
	/** The `sessionId` field of `CancelTerminalRequest`. */
	sessionId: SessionId;
	/** The `terminalId` field of `CancelTerminalRequest`. */
	terminalId: TerminalId;
	/** The `_meta` field of `CancelTerminalRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelTerminalRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelTerminalRequest: rt.ObjectCodec<CancelTerminalRequest>;
/** The `CancelTerminalResponse` type. */
export interface CancelTerminalResponse {
	/** The `_meta` field of `CancelTerminalResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelTerminalResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelTerminalResponse: rt.ObjectCodec<CancelTerminalResponse>;
/** The `CancelToolCallRequest` type. */
export interface CancelToolCallRequest {
	/** The `sessionId` field of `CancelToolCallRequest`. */
	sessionId: SessionId;
	/** The `toolCallId` field of `CancelToolCallRequest`. */
	toolCallId: ToolCallId;
	/** The `_meta` field of `CancelToolCallRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelToolCallRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelToolCallRequest: rt.ObjectCodec<CancelToolCallRequest>;
/** The `CancelToolCallResponse` type. */
export interface CancelToolCallResponse {
	/** The `_meta` field of `CancelToolCallResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelToolCallResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelToolCallResponse: rt.ObjectCodec<CancelToolCallResponse>;
/** The outcome of a permission request that was cancelled before the user chose. */
export interface CancelledPermissionOutcome {
	/** The `_meta` field of `CancelledPermissionOutcome`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelledPermissionOutcome} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelledPermissionOutcome: rt.ObjectCodec<CancelledPermissionOutcome>;
/** The ways of authenticating that a client supports (named `AuthCapabilities` before SDK 2.4.0). */
export interface ClientAuthCapabilities {
	/** The `terminal` field of `ClientAuthCapabilities`. */
	terminal?: TerminalAuthCapabilities | null;
	/** The `_meta` field of `ClientAuthCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ClientAuthCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientAuthCapabilities: rt.ObjectCodec<ClientAuthCapabilities>;
/** The `ClientCapabilities` type. */
export interface ClientCapabilities {
	/** The `auth` field of `ClientCapabilities`. */
	auth?: ClientAuthCapabilities | null;
	/** The `elicitation` field of `ClientCapabilities`. */
	elicitation?: ElicitationCapabilities | null;
	/** The `_meta` field of `ClientCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ClientCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientCapabilities: rt.ObjectCodec<ClientCapabilities>;
/** The params of `session/close`. */
export interface CloseSessionRequest {
	/** The `sessionId` field of `CloseSessionRequest`. */
	sessionId: SessionId;
	/** The `_meta` field of `CloseSessionRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CloseSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CloseSessionRequest: rt.ObjectCodec<CloseSessionRequest>;
/** The result of `session/close`. */
export interface CloseSessionResponse {
	/** The `_meta` field of `CloseSessionResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CloseSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CloseSessionResponse: rt.ObjectCodec<CloseSessionResponse>;
/** A slash command: its name, what it does, and the input it takes. */
export interface Command {
	/** The `name` field of `Command`. */
	name: string;
	/** The `description` field of `Command`. */
	description: string;
	/** The `input` field of `Command`. */
	input?: AvailableCommandInput | null;
	/** The `_meta` field of `Command`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Command} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Command: rt.ObjectCodec<Command>;
/** The `CommandPermissionSubject` type. */
export interface CommandPermissionSubject {
	/** The `command` field of `CommandPermissionSubject`. */
	command: string;
	/** The `cwd` field of `CommandPermissionSubject`. */
	cwd: AbsolutePath;
	/** The `toolCallId` field of `CommandPermissionSubject`. */
	toolCallId?: ToolCallId | null;
	/** The `terminalId` field of `CommandPermissionSubject`. */
	terminalId?: TerminalId | null;
	/** The `_meta` field of `CommandPermissionSubject`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CommandPermissionSubject} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CommandPermissionSubject: rt.ObjectCodec<CommandPermissionSubject>;
/** The `CompactionId` type. */
export type CompactionId = rt.Brand<"v2.CompactionId">;
/** Reads, checks and writes {@link CompactionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionId: rt.Codec<CompactionId>;
/** The `CompactionStatus` type. */
export type CompactionStatus = "in_progress" | "completed" | "failed" | "cancelled" | (string & {});
/** Reads, checks and writes {@link CompactionStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionStatus: rt.EnumCodec<CompactionStatus>;
/** The `CompactionSummaryChunk` type. */
export interface CompactionSummaryChunk {
	/** The `compactionId` field of `CompactionSummaryChunk`. */
	compactionId: CompactionId;
	/** The `content` field of `CompactionSummaryChunk`. */
	content: ContentBlock;
	/** The `_meta` field of `CompactionSummaryChunk`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CompactionSummaryChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionSummaryChunk: rt.ObjectCodec<CompactionSummaryChunk>;
/** The `CompactionUpdate` type. */
export interface CompactionUpdate {
	/** The `compactionId` field of `CompactionUpdate`. */
	compactionId: CompactionId;
	/** The `status` field of `CompactionUpdate`. */
	status: CompactionStatus;
	/** The `summary` field of `CompactionUpdate`. */
	summary?: ContentBlock[] | null;
	/** The `error` field of `CompactionUpdate`. */
	error?: string | null;
	/** The `_meta` field of `CompactionUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CompactionUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionUpdate: rt.ObjectCodec<CompactionUpdate>;
/** The params of the notification `elicitation/complete`. */
export interface CompleteElicitationNotification {
	/** The `elicitationId` field of `CompleteElicitationNotification`. */
	elicitationId: ElicitationId;
	/** The `_meta` field of `CompleteElicitationNotification`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CompleteElicitationNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompleteElicitationNotification: rt.ObjectCodec<CompleteElicitationNotification>;
/** The `ConfigOptionUpdate` type. */
export interface ConfigOptionUpdate {
	/** The `configOptions` field of `ConfigOptionUpdate`. */
	configOptions: SessionConfigOption[];
	/** The `_meta` field of `ConfigOptionUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ConfigOptionUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ConfigOptionUpdate: rt.ObjectCodec<ConfigOptionUpdate>;
/** Ordinary content produced by a tool call. */
export interface Content {
	/** The `content` field of `Content`. */
	content: ContentBlock;
	/** The `_meta` field of `Content`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Content} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Content: rt.ObjectCodec<Content>;
/**
* One block of message content, tagged on `type`.
* @example
* ```json
* {
*   "type": "text",
*   "text": "Can you analyze this code?"
* }
* ```
*/
export type ContentBlock = ContentBlockText | ContentBlockImage | ContentBlockAudio | ContentBlockResourceLink | ContentBlockResource | ContentBlockOther;
/** Plain text. */
export interface ContentBlockText extends TextContent {
	type: "text";
}
/** An image. */
export interface ContentBlockImage extends ImageContent {
	type: "image";
}
/** An audio clip. */
export interface ContentBlockAudio extends AudioContent {
	type: "audio";
}
/** A link to a resource. */
export interface ContentBlockResourceLink extends ResourceLink {
	type: "resource_link";
}
/** A resource with its contents embedded. */
export interface ContentBlockResource extends EmbeddedResource {
	type: "resource";
}
/** A variant of ContentBlock that this version does not know, kept whole. */
export type ContentBlockOther = rt.Other<"type">;
/** Reads, checks and writes {@link ContentBlock} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ContentBlock: rt.UnionCodec<ContentBlock>;
/**
* One streamed piece of a message. The receiver appends `content` to the message whose id is `messageId`, creating the message if it is new.
* @see RFD `message-id`
* @example
* ```json
* {
*   "messageId": "msg_user_8f7a1",
*   "content": {
*     "type": "text",
*     "text": "Can you analyze this code?"
*   }
* }
* ```
*/
export interface ContentChunk {
	/** The message this chunk belongs to. Required in v2, and never null. */
	messageId: MessageId;
	/** The single content block to append. */
	content: ContentBlock;
	/** The `_meta` field of `ContentChunk`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ContentChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ContentChunk: rt.ObjectCodec<ContentChunk>;
/** The `Cost` type. */
export interface Cost {
	/** The `amount` field of `Cost`. */
	amount: number;
	/** The `currency` field of `Cost`. */
	currency: string;
	/** The `_meta` field of `Cost`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Cost} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Cost: rt.ObjectCodec<Cost>;
/** The params of `elicitation/create`. */
export type CreateElicitationRequest = CreateElicitationRequestForm | CreateElicitationRequestUrl | CreateElicitationRequestOther;
/** The `form` variant of `CreateElicitationRequest`. */
export interface CreateElicitationRequestForm extends ElicitationFormMode {
	mode: "form";
	/** The `message` field of `CreateElicitationRequest`. */
	message: string;
	/** The `_meta` field of `CreateElicitationRequest`. */
	_meta?: Meta | null;
}
/** The `url` variant of `CreateElicitationRequest`. */
export interface CreateElicitationRequestUrl extends ElicitationUrlMode {
	mode: "url";
	/** The `message` field of `CreateElicitationRequest`. */
	message: string;
	/** The `_meta` field of `CreateElicitationRequest`. */
	_meta?: Meta | null;
}
/** A variant of CreateElicitationRequest that this version does not know, kept whole. */
export type CreateElicitationRequestOther = rt.Other<"mode">;
/** Reads, checks and writes {@link CreateElicitationRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CreateElicitationRequest: rt.UnionCodec<CreateElicitationRequest>;
/** The result of `elicitation/create`. */
export type CreateElicitationResponse = CreateElicitationResponseAccept | CreateElicitationResponseDecline | CreateElicitationResponseCancel | CreateElicitationResponseOther;
/** The `accept` variant of `CreateElicitationResponse`. */
export interface CreateElicitationResponseAccept extends ElicitationAcceptAction {
	action: "accept";
	/** The `_meta` field of `CreateElicitationResponse`. */
	_meta?: Meta | null;
}
/** The `decline` variant of `CreateElicitationResponse`. */
export interface CreateElicitationResponseDecline {
	action: "decline";
	/** The `_meta` field of `CreateElicitationResponse`. */
	_meta?: Meta | null;
}
/** The `cancel` variant of `CreateElicitationResponse`. */
export interface CreateElicitationResponseCancel {
	action: "cancel";
	/** The `_meta` field of `CreateElicitationResponse`. */
	_meta?: Meta | null;
}
/** A variant of CreateElicitationResponse that this version does not know, kept whole. */
export type CreateElicitationResponseOther = rt.Other<"action">;
/** Reads, checks and writes {@link CreateElicitationResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CreateElicitationResponse: rt.UnionCodec<CreateElicitationResponse>;
/** The params of `session/delete`. */
export interface DeleteSessionRequest {
	/** The `sessionId` field of `DeleteSessionRequest`. */
	sessionId: SessionId;
	/** The `_meta` field of `DeleteSessionRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DeleteSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DeleteSessionRequest: rt.ObjectCodec<DeleteSessionRequest>;
/** The result of `session/delete`. */
export interface DeleteSessionResponse {
	/** The `_meta` field of `DeleteSessionResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DeleteSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DeleteSessionResponse: rt.ObjectCodec<DeleteSessionResponse>;
/**
* A structured diff: the file changes, and optionally patch text that renders them.
* @see RFD `diff-file-states`
* @example
* ```json
* {
*   "changes": [
*     {
*       "operation": "modify",
*       "path": "/home/user/project/assets/logo.png",
*       "fileType": "binary",
*       "mimeType": "image/png"
*     }
*   ]
* }
* ```
* @example
* ```json
* {
*   "changes": [
*     {
*       "operation": "delete",
*       "path": "/home/user/project/old.txt"
*     }
*   ],
*   "patch": null
* }
* ```
*/
export interface Diff {
	/** Every affected path and what happened to it. */
	changes: DiffChange[];
	/** Patch text for the changes. Left out and `null` both mean none was provided. */
	patch?: DiffPatch | null;
	/** The `_meta` field of `Diff`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Diff} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Diff: rt.ObjectCodec<Diff>;
/**
* One file-level change, tagged on `operation`.
* @see RFD `diff-file-states`
* @example
* ```json
* {
*   "operation": "modify",
*   "path": "/home/user/project/src/config.json",
*   "fileType": "text",
*   "mimeType": "application/json"
* }
* ```
* @example
* ```json
* {
*   "operation": "move",
*   "oldPath": "/home/user/project/a.txt",
*   "path": "/home/user/project/b.txt"
* }
* ```
*/
export type DiffChange = DiffChangeAdd | DiffChangeDelete | DiffChangeModify | DiffChangeMove | DiffChangeCopy | DiffChangeOther;
/** A new entry at `path`. */
export interface DiffChangeAdd extends DiffPathChange {
	operation: "add";
	/** The kind of entry, when known. Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type, when known. Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	/** The `_meta` field of `DiffChange`. */
	_meta?: Meta | null;
}
/** The entry at `path` is gone. */
export interface DiffChangeDelete extends DiffPathChange {
	operation: "delete";
	/** The kind of entry, when known. Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type, when known. Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	/** The `_meta` field of `DiffChange`. */
	_meta?: Meta | null;
}
/** The entry at `path` changed in place. */
export interface DiffChangeModify extends DiffPathChange {
	operation: "modify";
	/** The kind of entry, when known. Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type, when known. Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	/** The `_meta` field of `DiffChange`. */
	_meta?: Meta | null;
}
/** The entry moved from `oldPath` to `path`. */
export interface DiffChangeMove extends DiffPathPairChange {
	operation: "move";
	/** The kind of entry, when known. Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type, when known. Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	/** The `_meta` field of `DiffChange`. */
	_meta?: Meta | null;
}
/** The entry at `oldPath` was copied to `path`. */
export interface DiffChangeCopy extends DiffPathPairChange {
	operation: "copy";
	/** The kind of entry, when known. Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type, when known. Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	/** The `_meta` field of `DiffChange`. */
	_meta?: Meta | null;
}
/** A variant of DiffChange that this version does not know, kept whole. */
export type DiffChangeOther = rt.Other<"operation">;
/** Reads, checks and writes {@link DiffChange} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DiffChange: rt.UnionCodec<DiffChange>;
/** The kind of file-system entry a change touches. */
export type DiffFileType = "text" | "binary" | "directory" | "symlink" | (string & {});
/** Reads, checks and writes {@link DiffFileType} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DiffFileType: rt.EnumCodec<DiffFileType>;
/**
* Renderable patch text for a whole diff. One git patch may cover several files, so it belongs to the diff, not to a single change.
* @see RFD `diff-file-states`
* @example
* ```json
* {
*   "format": "git_patch",
*   "text": "diff --git a/notes.txt b/notes.txt\n--- a/notes.txt\n+++ b/notes.txt\n@@ -1 +1 @@\n-old\n+new\n"
* }
* ```
*/
export interface DiffPatch {
	/** How `text` is encoded. */
	format: DiffPatchFormat;
	/**
	* The patch text.
	*
	* Differs from the RFD draft: The RFD draft named this field `diff`; the published schema calls it `text` and rejects a payload that uses `diff`.
	*/
	text: string;
	/** The `_meta` field of `DiffPatch`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DiffPatch} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DiffPatch: rt.ObjectCodec<DiffPatch>;
/** The format of a diff's patch text. */
export type DiffPatchFormat = "git_patch" | (string & {});
/** Reads, checks and writes {@link DiffPatchFormat} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DiffPatchFormat: rt.EnumCodec<DiffPatchFormat>;
/** A change at one path: an entry added, deleted or modified in place. */
export interface DiffPathChange {
	/** The entry's path. */
	path: AbsolutePath;
}
/** Reads, checks and writes {@link DiffPathChange} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DiffPathChange: rt.ObjectCodec<DiffPathChange>;
/** A change that takes an entry from one path to another. */
export interface DiffPathPairChange {
	/** Where the entry was taken from. */
	oldPath: AbsolutePath;
	/** Where the entry is now. */
	path: AbsolutePath;
}
/** Reads, checks and writes {@link DiffPathPairChange} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DiffPathPairChange: rt.ObjectCodec<DiffPathPairChange>;
/**
* The params of `providers/disable`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface DisableProviderRequest {
	/** The `providerId` field of `DisableProviderRequest`. */
	providerId: ProviderId;
	/** The `_meta` field of `DisableProviderRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DisableProviderRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DisableProviderRequest: rt.ObjectCodec<DisableProviderRequest>;
/**
* The result of `providers/disable`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface DisableProviderResponse {
	/** The `_meta` field of `DisableProviderResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DisableProviderResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DisableProviderResponse: rt.ObjectCodec<DisableProviderResponse>;
/** The `ElicitationAcceptAction` type. */
export interface ElicitationAcceptAction {
	/** The `content` field of `ElicitationAcceptAction`. */
	content?: {
		[key: string]: ElicitationContentValue;
	} | null;
}
/** Reads, checks and writes {@link ElicitationAcceptAction} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationAcceptAction: rt.ObjectCodec<ElicitationAcceptAction>;
/** The `ElicitationCapabilities` type. */
export interface ElicitationCapabilities {
	/** The `form` field of `ElicitationCapabilities`. */
	form?: ElicitationFormCapabilities | null;
	/** The `url` field of `ElicitationCapabilities`. */
	url?: ElicitationUrlCapabilities | null;
	/** The `_meta` field of `ElicitationCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationCapabilities: rt.ObjectCodec<ElicitationCapabilities>;
/** The `ElicitationContentValue` type. */
export type ElicitationContentValue = string | number | number | boolean | string[];
/** Reads, checks and writes {@link ElicitationContentValue} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationContentValue: rt.Codec<ElicitationContentValue>;
/** The `ElicitationFormCapabilities` type. */
export interface ElicitationFormCapabilities {
	/** The `_meta` field of `ElicitationFormCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationFormCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationFormCapabilities: rt.ObjectCodec<ElicitationFormCapabilities>;
/**
* The `ElicitationFormMode` type.
*
* Differs from the published schema: Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected.
*/
export interface ElicitationFormMode {
	/** The `requestedSchema` field of `ElicitationFormMode`. */
	requestedSchema: ElicitationSchema;
	/** The `sessionId` field of `ElicitationFormMode`. */
	sessionId?: SessionId;
	/** The `toolCallId` field of `ElicitationFormMode`. */
	toolCallId?: ToolCallId | null;
	/** The `requestId` field of `ElicitationFormMode`. */
	requestId?: RequestId;
}
/** Reads, checks and writes {@link ElicitationFormMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationFormMode: rt.ObjectCodec<ElicitationFormMode>;
/** The `ElicitationId` type. */
export type ElicitationId = rt.Brand<"v2.ElicitationId">;
/** Reads, checks and writes {@link ElicitationId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationId: rt.Codec<ElicitationId>;
/** The `ElicitationPropertySchema` type. */
export type ElicitationPropertySchema = ElicitationPropertySchemaString | ElicitationPropertySchemaNumber | ElicitationPropertySchemaInteger | ElicitationPropertySchemaBoolean | ElicitationPropertySchemaArray | ElicitationPropertySchemaOther;
/** The `string` variant of `ElicitationPropertySchema`. */
export interface ElicitationPropertySchemaString extends StringPropertySchema {
	type: "string";
}
/** The `number` variant of `ElicitationPropertySchema`. */
export interface ElicitationPropertySchemaNumber extends NumberPropertySchema {
	type: "number";
}
/** The `integer` variant of `ElicitationPropertySchema`. */
export interface ElicitationPropertySchemaInteger extends IntegerPropertySchema {
	type: "integer";
}
/** The `boolean` variant of `ElicitationPropertySchema`. */
export interface ElicitationPropertySchemaBoolean extends BooleanPropertySchema {
	type: "boolean";
}
/** The `array` variant of `ElicitationPropertySchema`. */
export interface ElicitationPropertySchemaArray extends MultiSelectPropertySchema {
	type: "array";
}
/** A variant of ElicitationPropertySchema that this version does not know, kept whole. */
export type ElicitationPropertySchemaOther = rt.Other<"type">;
/** Reads, checks and writes {@link ElicitationPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationPropertySchema: rt.UnionCodec<ElicitationPropertySchema>;
/** The `ElicitationRequestScope` type. */
export interface ElicitationRequestScope {
	/** The `requestId` field of `ElicitationRequestScope`. */
	requestId: RequestId;
}
/** Reads, checks and writes {@link ElicitationRequestScope} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationRequestScope: rt.ObjectCodec<ElicitationRequestScope>;
/** The `ElicitationSchema` type. */
export interface ElicitationSchema {
	/** The `type` field of `ElicitationSchema`. */
	type: ElicitationSchemaType;
	/** The `title` field of `ElicitationSchema`. */
	title?: string | null;
	/** The `properties` field of `ElicitationSchema`. */
	properties: {
		[key: string]: ElicitationPropertySchema;
	};
	/** The `required` field of `ElicitationSchema`. */
	required?: string[] | null;
	/** The `description` field of `ElicitationSchema`. */
	description?: string | null;
	/** The `_meta` field of `ElicitationSchema`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationSchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationSchema: rt.ObjectCodec<ElicitationSchema>;
/** The `ElicitationSchemaType` type. */
export type ElicitationSchemaType = "object";
/** Reads, checks and writes {@link ElicitationSchemaType} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationSchemaType: rt.EnumCodec<ElicitationSchemaType>;
/** The `ElicitationSessionScope` type. */
export interface ElicitationSessionScope {
	/** The `sessionId` field of `ElicitationSessionScope`. */
	sessionId: SessionId;
	/** The `toolCallId` field of `ElicitationSessionScope`. */
	toolCallId?: ToolCallId | null;
}
/** Reads, checks and writes {@link ElicitationSessionScope} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationSessionScope: rt.ObjectCodec<ElicitationSessionScope>;
/** The `ElicitationUrlCapabilities` type. */
export interface ElicitationUrlCapabilities {
	/** The `_meta` field of `ElicitationUrlCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationUrlCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationUrlCapabilities: rt.ObjectCodec<ElicitationUrlCapabilities>;
/**
* The `ElicitationUrlMode` type.
*
* Differs from the published schema: Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected.
*/
export interface ElicitationUrlMode {
	/** The `elicitationId` field of `ElicitationUrlMode`. */
	elicitationId: ElicitationId;
	/** The `url` field of `ElicitationUrlMode`. */
	url: string;
	/** The `sessionId` field of `ElicitationUrlMode`. */
	sessionId?: SessionId;
	/** The `toolCallId` field of `ElicitationUrlMode`. */
	toolCallId?: ToolCallId | null;
	/** The `requestId` field of `ElicitationUrlMode`. */
	requestId?: RequestId;
}
/** Reads, checks and writes {@link ElicitationUrlMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationUrlMode: rt.ObjectCodec<ElicitationUrlMode>;
/** A resource whose contents travel inside the message. */
export interface EmbeddedResource {
	/** The `resource` field of `EmbeddedResource`. */
	resource: EmbeddedResourceResource;
	/** The `annotations` field of `EmbeddedResource`. */
	annotations?: Annotations | null;
	/** The `_meta` field of `EmbeddedResource`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link EmbeddedResource} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EmbeddedResource: rt.ObjectCodec<EmbeddedResource>;
/** The contents of an embedded resource: text or bytes, told apart by their fields. */
export type EmbeddedResourceResource = TextResourceContents | BlobResourceContents;
/** Reads, checks and writes {@link EmbeddedResourceResource} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EmbeddedResourceResource: rt.Codec<EmbeddedResourceResource>;
/** The `EnumOption` type. */
export interface EnumOption {
	/** The `const` field of `EnumOption`. */
	const: string;
	/** The `title` field of `EnumOption`. */
	title: string;
	/** The `description` field of `EnumOption`. */
	description?: string | null;
	/** The `_meta` field of `EnumOption`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link EnumOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EnumOption: rt.ObjectCodec<EnumOption>;
/** An environment variable set for an MCP server process. */
export interface EnvVariable {
	/** The `name` field of `EnvVariable`. */
	name: string;
	/** The `value` field of `EnvVariable`. */
	value: string;
	/** The `_meta` field of `EnvVariable`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link EnvVariable} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EnvVariable: rt.ObjectCodec<EnvVariable>;
/**
* Known values: `-32700` parse error, `-32600` invalid request, `-32601` method not found, `-32602` invalid params, `-32603` internal error, `-32800` request cancelled, `-32000` authentication required, `-32002` resource not found; any other integer is kept.
*
* Differs from the published schema: An open integer enum in the published schema; declared as an integer, its known values listed here.
*/
export type ErrorCode = number;
/** Reads, checks and writes {@link ErrorCode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ErrorCode: rt.Codec<ErrorCode>;
/** Details of an error: the known shapes first, then any JSON value. */
export type ErrorData = UnsupportedProtocolVersionErrorData | SessionNotFoundErrorData | rt.JsonValue;
/** Reads, checks and writes {@link ErrorData} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ErrorData: rt.Codec<ErrorData>;
/** The `ErrorStopReason` type. */
export interface ErrorStopReason {
	/** The `error` field of `ErrorStopReason`. */
	error?: JsonRpcError | null;
}
/** Reads, checks and writes {@link ErrorStopReason} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ErrorStopReason: rt.ObjectCodec<ErrorStopReason>;
/** The `ExtNotification` type. */
export type ExtNotification = rt.JsonValue;
/** Reads, checks and writes {@link ExtNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ExtNotification: rt.Codec<ExtNotification>;
/** The `ExtRequest` type. */
export type ExtRequest = rt.JsonValue;
/** Reads, checks and writes {@link ExtRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ExtRequest: rt.Codec<ExtRequest>;
/** The `ExtResponse` type. */
export type ExtResponse = rt.JsonValue;
/** Reads, checks and writes {@link ExtResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ExtResponse: rt.Codec<ExtResponse>;
/**
* The params of `session/fork`.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ForkSessionRequest {
	/** The `sessionId` field of `ForkSessionRequest`. */
	sessionId: SessionId;
	/** The `cwd` field of `ForkSessionRequest`. */
	cwd: AbsolutePath;
	/** The `additionalDirectories` field of `ForkSessionRequest`. */
	additionalDirectories?: AbsolutePath[];
	/** The `mcpServers` field of `ForkSessionRequest`. */
	mcpServers?: McpServer[];
	/** The `_meta` field of `ForkSessionRequest`. */
	_meta?: Meta | null;
	/**
	* The `systemPrompt` field of `ForkSessionRequest`.
	*
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SystemPrompt | null;
}
/** Reads, checks and writes {@link ForkSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ForkSessionRequest: rt.ObjectCodec<ForkSessionRequest>;
/**
* The result of `session/fork`.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ForkSessionResponse {
	/** The `sessionId` field of `ForkSessionResponse`. */
	sessionId: SessionId;
	/** The `configOptions` field of `ForkSessionResponse`. */
	configOptions?: SessionConfigOption[];
	/** The `_meta` field of `ForkSessionResponse`. */
	_meta?: Meta | null;
	/** The `availableCommands` field of `ForkSessionResponse`. */
	availableCommands?: AvailableCommand[];
}
/** Reads, checks and writes {@link ForkSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ForkSessionResponse: rt.ObjectCodec<ForkSessionResponse>;
/** An HTTP header sent to an MCP server. */
export interface HttpHeader {
	/** The `name` field of `HttpHeader`. */
	name: string;
	/** The `value` field of `HttpHeader`. */
	value: string;
	/** The `_meta` field of `HttpHeader`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link HttpHeader} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const HttpHeader: rt.ObjectCodec<HttpHeader>;
/** The `Icon` type. */
export interface Icon {
	/** The `src` field of `Icon`. */
	src: string;
	/** The `mimeType` field of `Icon`. */
	mimeType?: MediaType | null;
	/** The `sizes` field of `Icon`. */
	sizes?: string[] | null;
	/** The `theme` field of `Icon`. */
	theme?: IconTheme | null;
	/** The `_meta` field of `Icon`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Icon} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Icon: rt.ObjectCodec<Icon>;
/** The `IconTheme` type. */
export type IconTheme = "light" | "dark" | (string & {});
/** Reads, checks and writes {@link IconTheme} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const IconTheme: rt.EnumCodec<IconTheme>;
/**
* The `idle` turn state: the turn ended, and why.
*
* Differs from the published schema: Published as an object whose `stopReason` selects one of several branches (`end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error` with `error` beside it, or any other string); declared as one object with an open string `stopReason` and an optional `error`, so the same values are accepted, and an `idle` state without a `stopReason` (which earlier releases sent) is still read.
*/
export interface IdleStateUpdate {
	/** The `stopReason` field of `IdleStateUpdate`. */
	stopReason?: string | null;
	/**
	* The `usage` field of `IdleStateUpdate`.
	*
	* @experimental Unstable feature `usage`. Unstable upstream; the shape may change before it is stabilized.
	*/
	usage?: Usage | null;
	/** The `error` field of `IdleStateUpdate`. */
	error?: JsonRpcError | null;
	/** The `background` field of `IdleStateUpdate`. */
	background?: BackgroundWork[] | null;
	/** The `_meta` field of `IdleStateUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link IdleStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const IdleStateUpdate: rt.ObjectCodec<IdleStateUpdate>;
/** An image, base64-encoded. */
export interface ImageContent {
	/** The image bytes, base64-encoded. */
	data: string;
	/** The image's MIME type, such as `image/png`. */
	mimeType: string;
	/** Where the image came from, when known. */
	uri?: string | null;
	/** The `annotations` field of `ImageContent`. */
	annotations?: Annotations | null;
	/** The `_meta` field of `ImageContent`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ImageContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ImageContent: rt.ObjectCodec<ImageContent>;
/** The `Implementation` type. */
export interface Implementation {
	/** The `name` field of `Implementation`. */
	name: string;
	/** The `title` field of `Implementation`. */
	title?: string | null;
	/** The `version` field of `Implementation`. */
	version: string;
	/** The `_meta` field of `Implementation`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Implementation} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Implementation: rt.ObjectCodec<Implementation>;
/**
* The params of `proxy/initialize`: an `initialize` sent to a proxy.
*
* Differs from the published schema: Published as a reference to `InitializeRequest`; declared as an interface that extends it, so it has the same fields and a name of its own.
*
* @experimental Unstable feature `proxy_chains`.
*/
export interface InitializeProxyRequest {
	/** The `protocolVersion` field of `InitializeProxyRequest`. */
	protocolVersion: ProtocolVersion;
	/** The `info` field of `InitializeProxyRequest`. */
	info: Implementation;
	/** The `capabilities` field of `InitializeProxyRequest`. */
	capabilities?: ClientCapabilities;
	/** The `_meta` field of `InitializeProxyRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitializeProxyRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitializeProxyRequest: rt.ObjectCodec<InitializeProxyRequest>;
/**
* The result of `proxy/initialize`.
*
* Differs from the published schema: Published as a reference to `InitializeResponse`; declared as an interface that extends it, so it has the same fields and a name of its own.
*
* @experimental Unstable feature `proxy_chains`.
*/
export interface InitializeProxyResponse {
	/** The `protocolVersion` field of `InitializeProxyResponse`. */
	protocolVersion: ProtocolVersion;
	/** The `info` field of `InitializeProxyResponse`. */
	info: Implementation;
	/** The `capabilities` field of `InitializeProxyResponse`. */
	capabilities?: AgentCapabilities;
	/** The `authMethods` field of `InitializeProxyResponse`. */
	authMethods?: AuthMethod[];
	/** The `_meta` field of `InitializeProxyResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitializeProxyResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitializeProxyResponse: rt.ObjectCodec<InitializeProxyResponse>;
/** The params of `initialize`. */
export interface InitializeRequest {
	/** The `protocolVersion` field of `InitializeRequest`. */
	protocolVersion: ProtocolVersion;
	/** The `info` field of `InitializeRequest`. */
	info: Implementation;
	/** The `capabilities` field of `InitializeRequest`. */
	capabilities?: ClientCapabilities;
	/** The `_meta` field of `InitializeRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitializeRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitializeRequest: rt.ObjectCodec<InitializeRequest>;
/** The result of `initialize`. */
export interface InitializeResponse {
	/** The `protocolVersion` field of `InitializeResponse`. */
	protocolVersion: ProtocolVersion;
	/** The `info` field of `InitializeResponse`. */
	info: Implementation;
	/** The `capabilities` field of `InitializeResponse`. */
	capabilities?: AgentCapabilities;
	/** The `authMethods` field of `InitializeResponse`. */
	authMethods?: AuthMethod[];
	/** The `_meta` field of `InitializeResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitializeResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitializeResponse: rt.ObjectCodec<InitializeResponse>;
/** The `IntegerPropertySchema` type. */
export interface IntegerPropertySchema {
	/** The `title` field of `IntegerPropertySchema`. */
	title?: string | null;
	/** The `description` field of `IntegerPropertySchema`. */
	description?: string | null;
	/** The `minimum` field of `IntegerPropertySchema`. */
	minimum?: number | null;
	/** The `maximum` field of `IntegerPropertySchema`. */
	maximum?: number | null;
	/** The `default` field of `IntegerPropertySchema`. */
	default?: number | null;
	/** The `_meta` field of `IntegerPropertySchema`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link IntegerPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const IntegerPropertySchema: rt.ObjectCodec<IntegerPropertySchema>;
/** The error object of a JSON-RPC response. */
export interface JsonRpcError {
	/** The `code` field of `JsonRpcError`. */
	code: ErrorCode;
	/** The `message` field of `JsonRpcError`. */
	message: string;
	/** The `data` field of `JsonRpcError`. */
	data?: ErrorData | null;
}
/** Reads, checks and writes {@link JsonRpcError} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const JsonRpcError: rt.ObjectCodec<JsonRpcError>;
/**
* The params of `providers/list`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ListProvidersRequest {
	/** The `_meta` field of `ListProvidersRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ListProvidersRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListProvidersRequest: rt.ObjectCodec<ListProvidersRequest>;
/**
* The result of `providers/list`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ListProvidersResponse {
	/** The `providers` field of `ListProvidersResponse`. */
	providers: ProviderInfo[];
	/** The `_meta` field of `ListProvidersResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ListProvidersResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListProvidersResponse: rt.ObjectCodec<ListProvidersResponse>;
/** The params of `session/list`. */
export interface ListSessionsRequest {
	/** The `cwd` field of `ListSessionsRequest`. */
	cwd?: AbsolutePath | null;
	/** The `cursor` field of `ListSessionsRequest`. */
	cursor?: SessionListCursor | null;
	/** The `_meta` field of `ListSessionsRequest`. */
	_meta?: Meta | null;
	/**
	* The `archived` field of `ListSessionsRequest`.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	archived?: SessionArchiveFilter | null;
}
/** Reads, checks and writes {@link ListSessionsRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListSessionsRequest: rt.ObjectCodec<ListSessionsRequest>;
/** The result of `session/list`. */
export interface ListSessionsResponse {
	/** The `sessions` field of `ListSessionsResponse`. */
	sessions: SessionInfo[];
	/** The `nextCursor` field of `ListSessionsResponse`. */
	nextCursor?: SessionListCursor | null;
	/** The `_meta` field of `ListSessionsResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ListSessionsResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListSessionsResponse: rt.ObjectCodec<ListSessionsResponse>;
/**
* The `LlmProtocol` type.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export type LlmProtocol = "anthropic" | "openai" | "azure" | "vertex" | "bedrock" | (string & {});
/** Reads, checks and writes {@link LlmProtocol} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LlmProtocol: rt.EnumCodec<LlmProtocol>;
/** The params of `auth/login`. */
export interface LoginAuthRequest {
	/** The `methodId` field of `LoginAuthRequest`. */
	methodId: AuthMethodId;
	/** The `_meta` field of `LoginAuthRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LoginAuthRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LoginAuthRequest: rt.ObjectCodec<LoginAuthRequest>;
/** The result of `auth/login`. */
export interface LoginAuthResponse {
	/** The `_meta` field of `LoginAuthResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LoginAuthResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LoginAuthResponse: rt.ObjectCodec<LoginAuthResponse>;
/** The params of `auth/logout`. */
export interface LogoutAuthRequest {
	/** The `_meta` field of `LogoutAuthRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LogoutAuthRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LogoutAuthRequest: rt.ObjectCodec<LogoutAuthRequest>;
/** The result of `auth/logout`. */
export interface LogoutAuthResponse {
	/** The `_meta` field of `LogoutAuthResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LogoutAuthResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LogoutAuthResponse: rt.ObjectCodec<LogoutAuthResponse>;
/**
* The `McpAcpCapabilities` type.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface McpAcpCapabilities {
	/** The `_meta` field of `McpAcpCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpAcpCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpAcpCapabilities: rt.ObjectCodec<McpAcpCapabilities>;
/** The `McpCapabilities` type. */
export interface McpCapabilities {
	/** The `stdio` field of `McpCapabilities`. */
	stdio?: McpStdioCapabilities | null;
	/** The `http` field of `McpCapabilities`. */
	http?: McpHttpCapabilities | null;
	/**
	* The `acp` field of `McpCapabilities`.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	acp?: McpAcpCapabilities | null;
	/** The `_meta` field of `McpCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpCapabilities: rt.ObjectCodec<McpCapabilities>;
/**
* The `McpError` type.
*
* @experimental Unstable feature `mcp_over_acp`.
*/
export interface McpError {
	/** The `code` field of `McpError`. */
	code: number;
	/** The `message` field of `McpError`. */
	message: string;
	/** The `data` field of `McpError`. */
	data?: rt.JsonValue;
}
/** Reads, checks and writes {@link McpError} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpError: rt.ObjectCodec<McpError>;
/** The `McpHttpCapabilities` type. */
export interface McpHttpCapabilities {
	/** The `_meta` field of `McpHttpCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpHttpCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpHttpCapabilities: rt.ObjectCodec<McpHttpCapabilities>;
/**
* The `McpRequestId` type.
*
* @experimental Unstable feature `mcp_over_acp`.
*/
export type McpRequestId = rt.Brand<"v2.McpRequestId">;
/** Reads, checks and writes {@link McpRequestId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpRequestId: rt.Codec<McpRequestId>;
/**
* An MCP server the agent should connect to, tagged on `type`. v2 drops SSE servers and tags stdio servers too.
* @example
* ```json
* {
*   "type": "stdio",
*   "name": "files",
*   "command": "/usr/local/bin/mcp-files",
*   "args": [
*     "--root",
*     "/home/user/project"
*   ]
* }
* ```
*/
export type McpServer = McpServerHttpVariant | McpServerAcpVariant | McpServerStdioVariant | McpServerOther;
/** The `http` variant of `McpServer`. */
export interface McpServerHttpVariant extends McpServerHttp {
	type: "http";
}
/**
* The `acp` variant of `McpServer`.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface McpServerAcpVariant extends McpServerAcp {
	type: "acp";
}
/** The `stdio` variant of `McpServer`. */
export interface McpServerStdioVariant extends McpServerStdio {
	type: "stdio";
}
/** A variant of McpServer that this version does not know, kept whole. */
export type McpServerOther = rt.Other<"type">;
/** Reads, checks and writes {@link McpServer} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServer: rt.UnionCodec<McpServer>;
/**
* The `McpServerAcp` type.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface McpServerAcp {
	/** The `name` field of `McpServerAcp`. */
	name: string;
	/** The `serverId` field of `McpServerAcp`. */
	serverId: McpServerAcpId;
	/** The `_meta` field of `McpServerAcp`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerAcp} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerAcp: rt.ObjectCodec<McpServerAcp>;
/**
* The `McpServerAcpId` type.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export type McpServerAcpId = rt.Brand<"v2.McpServerAcpId">;
/** Reads, checks and writes {@link McpServerAcpId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerAcpId: rt.Codec<McpServerAcpId>;
/** An MCP server reached over streamable HTTP. */
export interface McpServerHttp {
	/** A name for the server, shown to the user. */
	name: string;
	/** The `url` field of `McpServerHttp`. */
	url: string;
	/** Headers to send with every request; none when left out. */
	headers?: HttpHeader[];
	/** The `_meta` field of `McpServerHttp`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerHttp} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerHttp: rt.ObjectCodec<McpServerHttp>;
/**
* An MCP server the agent starts as a child process and talks to over stdio.
* @example
* ```json
* {
*   "name": "files",
*   "command": "/usr/local/bin/mcp-files",
*   "args": [
*     "--root",
*     "/home/user/project"
*   ],
*   "env": []
* }
* ```
*/
export interface McpServerStdio {
	/** A name for the server, shown to the user. */
	name: string;
	/** The program to run. */
	command: AbsolutePath;
	/** Command-line arguments; none when left out. */
	args?: string[];
	/** Environment variables to set; none when left out. */
	env?: EnvVariable[];
	/** The `_meta` field of `McpServerStdio`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerStdio} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerStdio: rt.ObjectCodec<McpServerStdio>;
/** The `McpStdioCapabilities` type. */
export interface McpStdioCapabilities {
	/** The `_meta` field of `McpStdioCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpStdioCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpStdioCapabilities: rt.ObjectCodec<McpStdioCapabilities>;
/** The `MediaType` type. */
export type MediaType = rt.Brand<"v2.MediaType">;
/** Reads, checks and writes {@link MediaType} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MediaType: rt.Codec<MediaType>;
/**
* Identifies one user message, agent message or agent thought within a session. Only the agent mints message ids. They are opaque: compare them as strings and never parse them. Every chunk of one message carries the same id.
* @see RFD `message-id`
* @example
* ```json
* "msg_agent_c42b9"
* ```
*/
export type MessageId = rt.Brand<"v2.MessageId">;
/** Reads, checks and writes {@link MessageId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MessageId: rt.Codec<MessageId>;
/**
* The params of the notification `mcp/message`.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface MessageMcpNotification {
	/** The `method` field of `MessageMcpNotification`. */
	method: string;
	/** The `params` field of `MessageMcpNotification`. */
	params?: rt.JsonObject | null;
	/** The `_meta` field of `MessageMcpNotification`. */
	_meta?: Meta | null;
	/** The `serverId` field of `MessageMcpNotification`. */
	serverId: McpServerAcpId;
	/** The `requestId` field of `MessageMcpNotification`. */
	requestId: McpRequestId;
}
/** Reads, checks and writes {@link MessageMcpNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MessageMcpNotification: rt.ObjectCodec<MessageMcpNotification>;
/**
* The params of `mcp/message`.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface MessageMcpRequest {
	/** The `method` field of `MessageMcpRequest`. */
	method: string;
	/** The `params` field of `MessageMcpRequest`. */
	params?: rt.JsonObject | null;
	/** The `_meta` field of `MessageMcpRequest`. */
	_meta?: Meta | null;
	/** The `serverId` field of `MessageMcpRequest`. */
	serverId: McpServerAcpId;
	/** The `requestId` field of `MessageMcpRequest`. */
	requestId: McpRequestId;
}
/** Reads, checks and writes {@link MessageMcpRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MessageMcpRequest: rt.ObjectCodec<MessageMcpRequest>;
/**
* The result of `mcp/message`.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export type MessageMcpResponse = rt.JsonValue;
/** Reads, checks and writes {@link MessageMcpResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MessageMcpResponse: rt.Codec<MessageMcpResponse>;
/**
* Extension data attached to a protocol object. Implementations may put anything here; names beginning with an underscore are reserved for the protocol.
*
* Differs from the published schema: The published schema spells `_meta` out inline on every object; it is named here so that every binding shares one type.
* @example
* ```json
* {
*   "source": "replay"
* }
* ```
*/
export type Meta = rt.JsonObject;
/** Reads, checks and writes {@link Meta} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Meta: rt.Codec<Meta>;
/**
* The `MultiSelectItems` type.
*
* Differs from the published schema: Published as a union tagged on `type` whose `TitledMultiSelectItems` branch has no tag, with the tags outside the payload types; declared as an untagged union whose tagged members (`StringMultiSelectItems`) carry `type` as a literal field. The same values are accepted.
*/
export type MultiSelectItems = StringMultiSelectItems | TitledMultiSelectItems;
/** Reads, checks and writes {@link MultiSelectItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MultiSelectItems: rt.Codec<MultiSelectItems>;
/** The `MultiSelectPropertySchema` type. */
export interface MultiSelectPropertySchema {
	/** The `title` field of `MultiSelectPropertySchema`. */
	title?: string | null;
	/** The `description` field of `MultiSelectPropertySchema`. */
	description?: string | null;
	/** The `minItems` field of `MultiSelectPropertySchema`. */
	minItems?: number | null;
	/** The `maxItems` field of `MultiSelectPropertySchema`. */
	maxItems?: number | null;
	/** The `items` field of `MultiSelectPropertySchema`. */
	items: MultiSelectItems;
	/** The `default` field of `MultiSelectPropertySchema`. */
	default?: string[] | null;
	/** The `_meta` field of `MultiSelectPropertySchema`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link MultiSelectPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MultiSelectPropertySchema: rt.ObjectCodec<MultiSelectPropertySchema>;
/** The params of `session/new`. */
export interface NewSessionRequest {
	/** The `cwd` field of `NewSessionRequest`. */
	cwd: AbsolutePath;
	/** The `additionalDirectories` field of `NewSessionRequest`. */
	additionalDirectories?: AbsolutePath[];
	/** The `mcpServers` field of `NewSessionRequest`. */
	mcpServers?: McpServer[];
	/** The `_meta` field of `NewSessionRequest`. */
	_meta?: Meta | null;
	/**
	* The `systemPrompt` field of `NewSessionRequest`.
	*
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SystemPrompt | null;
}
/** Reads, checks and writes {@link NewSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NewSessionRequest: rt.ObjectCodec<NewSessionRequest>;
/** The result of `session/new`. */
export interface NewSessionResponse {
	/** The `sessionId` field of `NewSessionResponse`. */
	sessionId: SessionId;
	/** The `configOptions` field of `NewSessionResponse`. */
	configOptions?: SessionConfigOption[];
	/** The `_meta` field of `NewSessionResponse`. */
	_meta?: Meta | null;
	/** The `availableCommands` field of `NewSessionResponse`. */
	availableCommands?: AvailableCommand[];
}
/** Reads, checks and writes {@link NewSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NewSessionResponse: rt.ObjectCodec<NewSessionResponse>;
/** The `Notice` type. */
export interface Notice {
	/** The `severity` field of `Notice`. */
	severity: NoticeSeverity;
	/** The `title` field of `Notice`. */
	title: string;
	/** The `description` field of `Notice`. */
	description?: string | null;
	/** The `_meta` field of `Notice`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Notice} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Notice: rt.ObjectCodec<Notice>;
/** The `NoticeSeverity` type. */
export type NoticeSeverity = "info" | "warning" | "error" | (string & {});
/** Reads, checks and writes {@link NoticeSeverity} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NoticeSeverity: rt.EnumCodec<NoticeSeverity>;
/** The `NumberPropertySchema` type. */
export interface NumberPropertySchema {
	/** The `title` field of `NumberPropertySchema`. */
	title?: string | null;
	/** The `description` field of `NumberPropertySchema`. */
	description?: string | null;
	/** The `minimum` field of `NumberPropertySchema`. */
	minimum?: number | null;
	/** The `maximum` field of `NumberPropertySchema`. */
	maximum?: number | null;
	/** The `default` field of `NumberPropertySchema`. */
	default?: number | null;
	/** The `_meta` field of `NumberPropertySchema`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link NumberPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NumberPropertySchema: rt.ObjectCodec<NumberPropertySchema>;
/** The `PermissionOption` type. */
export interface PermissionOption {
	/** The `optionId` field of `PermissionOption`. */
	optionId: PermissionOptionId;
	/** The `name` field of `PermissionOption`. */
	name: string;
	/** The `kind` field of `PermissionOption`. */
	kind: PermissionOptionKind;
	/** The `_meta` field of `PermissionOption`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PermissionOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PermissionOption: rt.ObjectCodec<PermissionOption>;
/** The `PermissionOptionId` type. */
export type PermissionOptionId = rt.Brand<"v2.PermissionOptionId">;
/** Reads, checks and writes {@link PermissionOptionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PermissionOptionId: rt.Codec<PermissionOptionId>;
/** The `PermissionOptionKind` type. */
export type PermissionOptionKind = "allow_once" | "allow_always" | "reject_once" | "reject_always" | (string & {});
/** Reads, checks and writes {@link PermissionOptionKind} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PermissionOptionKind: rt.EnumCodec<PermissionOptionKind>;
/** The `PlanEntry` type. */
export interface PlanEntry {
	/** The `content` field of `PlanEntry`. */
	content: string;
	/** The `priority` field of `PlanEntry`. */
	priority: PlanEntryPriority;
	/** The `status` field of `PlanEntry`. */
	status: PlanEntryStatus;
	/** The `_meta` field of `PlanEntry`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanEntry} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanEntry: rt.ObjectCodec<PlanEntry>;
/** The `PlanEntryPriority` type. */
export type PlanEntryPriority = "high" | "medium" | "low" | (string & {});
/** Reads, checks and writes {@link PlanEntryPriority} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanEntryPriority: rt.EnumCodec<PlanEntryPriority>;
/** The `PlanEntryStatus` type. */
export type PlanEntryStatus = "pending" | "in_progress" | "completed" | "cancelled" | (string & {});
/** Reads, checks and writes {@link PlanEntryStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanEntryStatus: rt.EnumCodec<PlanEntryStatus>;
/**
* The `PlanFile` type.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanFile {
	/** The `planId` field of `PlanFile`. */
	planId: PlanId;
	/** The `uri` field of `PlanFile`. */
	uri: string;
	/** The `_meta` field of `PlanFile`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanFile} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanFile: rt.ObjectCodec<PlanFile>;
/** The `PlanId` type. */
export type PlanId = rt.Brand<"v2.PlanId">;
/** Reads, checks and writes {@link PlanId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanId: rt.Codec<PlanId>;
/** The `PlanItems` type. */
export interface PlanItems {
	/** The `planId` field of `PlanItems`. */
	planId: PlanId;
	/** The `entries` field of `PlanItems`. */
	entries: PlanEntry[];
	/** The `_meta` field of `PlanItems`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanItems: rt.ObjectCodec<PlanItems>;
/**
* The `PlanMarkdown` type.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanMarkdown {
	/** The `planId` field of `PlanMarkdown`. */
	planId: PlanId;
	/** The `content` field of `PlanMarkdown`. */
	content: string;
	/** The `_meta` field of `PlanMarkdown`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanMarkdown} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanMarkdown: rt.ObjectCodec<PlanMarkdown>;
/**
* The `PlanRemoved` type.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanRemoved {
	/** The `planId` field of `PlanRemoved`. */
	planId: PlanId;
	/** The `_meta` field of `PlanRemoved`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanRemoved} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanRemoved: rt.ObjectCodec<PlanRemoved>;
/** The `PlanUpdate` type. */
export interface PlanUpdate {
	/** The `plan` field of `PlanUpdate`. */
	plan: PlanUpdateContent;
	/** The `_meta` field of `PlanUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanUpdate: rt.ObjectCodec<PlanUpdate>;
/** The `PlanUpdateContent` type. */
export type PlanUpdateContent = PlanUpdateContentItems | PlanUpdateContentFile | PlanUpdateContentMarkdown | PlanUpdateContentOther;
/** The `items` variant of `PlanUpdateContent`. */
export interface PlanUpdateContentItems extends PlanItems {
	type: "items";
}
/**
* The `file` variant of `PlanUpdateContent`.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanUpdateContentFile extends PlanFile {
	type: "file";
}
/**
* The `markdown` variant of `PlanUpdateContent`.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanUpdateContentMarkdown extends PlanMarkdown {
	type: "markdown";
}
/** A variant of PlanUpdateContent that this version does not know, kept whole. */
export type PlanUpdateContentOther = rt.Other<"type">;
/** Reads, checks and writes {@link PlanUpdateContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanUpdateContent: rt.UnionCodec<PlanUpdateContent>;
/** The `PromptAudioCapabilities` type. */
export interface PromptAudioCapabilities {
	/** The `_meta` field of `PromptAudioCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptAudioCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptAudioCapabilities: rt.ObjectCodec<PromptAudioCapabilities>;
/** The `PromptCapabilities` type. */
export interface PromptCapabilities {
	/** The `image` field of `PromptCapabilities`. */
	image?: PromptImageCapabilities | null;
	/** The `audio` field of `PromptCapabilities`. */
	audio?: PromptAudioCapabilities | null;
	/** The `embeddedContext` field of `PromptCapabilities`. */
	embeddedContext?: PromptEmbeddedContextCapabilities | null;
	/** The `_meta` field of `PromptCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptCapabilities: rt.ObjectCodec<PromptCapabilities>;
/** The `PromptEmbeddedContextCapabilities` type. */
export interface PromptEmbeddedContextCapabilities {
	/** The `_meta` field of `PromptEmbeddedContextCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptEmbeddedContextCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptEmbeddedContextCapabilities: rt.ObjectCodec<PromptEmbeddedContextCapabilities>;
/** The `PromptImageCapabilities` type. */
export interface PromptImageCapabilities {
	/** The `_meta` field of `PromptImageCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptImageCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptImageCapabilities: rt.ObjectCodec<PromptImageCapabilities>;
/** The params of `session/prompt`. */
export interface PromptRequest {
	/** The `sessionId` field of `PromptRequest`. */
	sessionId: SessionId;
	/** The `prompt` field of `PromptRequest`. */
	prompt: ContentBlock[];
	/** The `_meta` field of `PromptRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptRequest: rt.ObjectCodec<PromptRequest>;
/** The result of `session/prompt`. */
export interface PromptResponse {
	/** The `_meta` field of `PromptResponse`. */
	_meta?: Meta | null;
	/** The `messageId` field of `PromptResponse`. */
	messageId: MessageId;
}
/** Reads, checks and writes {@link PromptResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptResponse: rt.ObjectCodec<PromptResponse>;
/** The `ProtocolVersion` type. */
export type ProtocolVersion = number;
/** Reads, checks and writes {@link ProtocolVersion} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProtocolVersion: rt.Codec<ProtocolVersion>;
/**
* The `ProviderCurrentConfig` type.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ProviderCurrentConfig {
	/** The `apiType` field of `ProviderCurrentConfig`. */
	apiType: LlmProtocol;
	/** The `baseUrl` field of `ProviderCurrentConfig`. */
	baseUrl: string;
	/** The `_meta` field of `ProviderCurrentConfig`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProviderCurrentConfig} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProviderCurrentConfig: rt.ObjectCodec<ProviderCurrentConfig>;
/**
* The `ProviderId` type.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export type ProviderId = rt.Brand<"v2.ProviderId">;
/** Reads, checks and writes {@link ProviderId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProviderId: rt.Codec<ProviderId>;
/**
* The `ProviderInfo` type.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ProviderInfo {
	/** The `providerId` field of `ProviderInfo`. */
	providerId: ProviderId;
	/** The `supported` field of `ProviderInfo`. */
	supported: LlmProtocol[];
	/** The `required` field of `ProviderInfo`. */
	required: boolean;
	/** The `current` field of `ProviderInfo`. */
	current?: ProviderCurrentConfig | null;
	/** The `_meta` field of `ProviderInfo`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProviderInfo} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProviderInfo: rt.ObjectCodec<ProviderInfo>;
/**
* The `ProvidersCapabilities` type.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ProvidersCapabilities {
	/** The `_meta` field of `ProvidersCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProvidersCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProvidersCapabilities: rt.ObjectCodec<ProvidersCapabilities>;
/**
* The `ProxySuccessorNotification` type.
*
* @experimental Unstable feature `proxy_chains`.
*/
export interface ProxySuccessorNotification {
	/** The `method` field of `ProxySuccessorNotification`. */
	method: string;
	/** The `params` field of `ProxySuccessorNotification`. */
	params?: rt.JsonValue;
	/** The `_meta` field of `ProxySuccessorNotification`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProxySuccessorNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProxySuccessorNotification: rt.ObjectCodec<ProxySuccessorNotification>;
/**
* The `ProxySuccessorRequest` type.
*
* @experimental Unstable feature `proxy_chains`.
*/
export interface ProxySuccessorRequest {
	/** The `method` field of `ProxySuccessorRequest`. */
	method: string;
	/** The `params` field of `ProxySuccessorRequest`. */
	params?: rt.JsonValue;
	/** The `_meta` field of `ProxySuccessorRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProxySuccessorRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProxySuccessorRequest: rt.ObjectCodec<ProxySuccessorRequest>;
/**
* The `ProxySuccessorResponse` type.
*
* @experimental Unstable feature `proxy_chains`.
*/
export type ProxySuccessorResponse = rt.JsonValue;
/** Reads, checks and writes {@link ProxySuccessorResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProxySuccessorResponse: rt.Codec<ProxySuccessorResponse>;
/**
* Where a resumed session's history replay starts, tagged on `type`. Cursors are inclusive: replay includes the position the cursor names.
* @see RFD `session-resume-replay`
* @example
* ```json
* {
*   "type": "start"
* }
* ```
*/
export type ReplayFrom = ReplayFromStartVariant | ReplayFromOther;
/** Replay the whole conversation, from its first message. */
export interface ReplayFromStartVariant extends ReplayFromStart {
	type: "start";
}
/** A variant of ReplayFrom that this version does not know, kept whole. */
export type ReplayFromOther = rt.Other<"type">;
/** Reads, checks and writes {@link ReplayFrom} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReplayFrom: rt.UnionCodec<ReplayFrom>;
/** The `ReplayFromStart` type. */
export interface ReplayFromStart {
	/** The `_meta` field of `ReplayFromStart`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReplayFromStart} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReplayFromStart: rt.ObjectCodec<ReplayFromStart>;
/**
* A JSON-RPC request id, echoed by the response.
*
* Differs from the published schema: The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in both sides' notification unions, so that each side's union is everything it may receive, and in the generated `ProtocolLevelNotificationMessage` (the published `ProtocolLevelNotification` group is gone in SDK 2.4.0). The published schema also carries `ProxyRequest`, `ProxyResponse` and `ProxyNotification`, the envelopes of the unstable proxy_chains methods (marked as not for docs); they are derived from the method table here too.
*/
export type RequestId = null | number | string;
/** Reads, checks and writes {@link RequestId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestId: rt.Codec<RequestId>;
/** The `RequestPermissionOutcome` type. */
export type RequestPermissionOutcome = RequestPermissionOutcomeCancelled | RequestPermissionOutcomeSelected | RequestPermissionOutcomeOther;
/** The `cancelled` variant of `RequestPermissionOutcome`. */
export interface RequestPermissionOutcomeCancelled extends CancelledPermissionOutcome {
	outcome: "cancelled";
}
/** The `selected` variant of `RequestPermissionOutcome`. */
export interface RequestPermissionOutcomeSelected extends SelectedPermissionOutcome {
	outcome: "selected";
}
/** A variant of RequestPermissionOutcome that this version does not know, kept whole. */
export type RequestPermissionOutcomeOther = rt.Other<"outcome">;
/** Reads, checks and writes {@link RequestPermissionOutcome} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestPermissionOutcome: rt.UnionCodec<RequestPermissionOutcome>;
/** The params of `session/request_permission`. */
export interface RequestPermissionRequest {
	/** The `sessionId` field of `RequestPermissionRequest`. */
	sessionId: SessionId;
	/** The `title` field of `RequestPermissionRequest`. */
	title: string;
	/** The `description` field of `RequestPermissionRequest`. */
	description?: string | null;
	/** The `subject` field of `RequestPermissionRequest`. */
	subject?: RequestPermissionSubject | null;
	/** The `options` field of `RequestPermissionRequest`. */
	options: PermissionOption[];
	/** The `_meta` field of `RequestPermissionRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link RequestPermissionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestPermissionRequest: rt.ObjectCodec<RequestPermissionRequest>;
/** The result of `session/request_permission`. */
export interface RequestPermissionResponse {
	/** The `outcome` field of `RequestPermissionResponse`. */
	outcome: RequestPermissionOutcome;
	/** The `_meta` field of `RequestPermissionResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link RequestPermissionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestPermissionResponse: rt.ObjectCodec<RequestPermissionResponse>;
/** The `RequestPermissionSubject` type. */
export type RequestPermissionSubject = RequestPermissionSubjectToolCall | RequestPermissionSubjectCommand | RequestPermissionSubjectOther;
/** The `tool_call` variant of `RequestPermissionSubject`. */
export interface RequestPermissionSubjectToolCall extends ToolCallPermissionSubject {
	type: "tool_call";
}
/** The `command` variant of `RequestPermissionSubject`. */
export interface RequestPermissionSubjectCommand extends CommandPermissionSubject {
	type: "command";
}
/** A variant of RequestPermissionSubject that this version does not know, kept whole. */
export type RequestPermissionSubjectOther = rt.Other<"type">;
/** Reads, checks and writes {@link RequestPermissionSubject} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestPermissionSubject: rt.UnionCodec<RequestPermissionSubject>;
/** The `RequiresActionStateUpdate` type. */
export interface RequiresActionStateUpdate {
	/** The `_meta` field of `RequiresActionStateUpdate`. */
	_meta?: Meta | null;
	/** The `background` field of `RequiresActionStateUpdate`. */
	background?: BackgroundWork[] | null;
}
/** Reads, checks and writes {@link RequiresActionStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequiresActionStateUpdate: rt.ObjectCodec<RequiresActionStateUpdate>;
/**
* A reference to a resource that the receiver can fetch itself.
* @example
* ```json
* {
*   "name": "config.json",
*   "uri": "file:///home/user/project/src/config.json"
* }
* ```
*/
export interface ResourceLink {
	/** A short name for the resource. */
	name: string;
	/** Where the resource lives. */
	uri: string;
	/** A human-readable title. */
	title?: string | null;
	/** What the resource contains. */
	description?: string | null;
	/** Icons the client may show for the resource. */
	icons?: Icon[] | null;
	/** The `mimeType` field of `ResourceLink`. */
	mimeType?: string | null;
	/** The resource's size in bytes, when known. */
	size?: number | null;
	/** The `annotations` field of `ResourceLink`. */
	annotations?: Annotations | null;
	/** The `_meta` field of `ResourceLink`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ResourceLink} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ResourceLink: rt.ObjectCodec<ResourceLink>;
/**
* The params of `session/resume`: reconnect to an existing session, optionally replaying its history through `session/update` before the response.
* @see RFD `session-resume-replay`
* @example
* ```json
* {
*   "sessionId": "sess_1",
*   "cwd": "/home/user/project",
*   "replayFrom": {
*     "type": "start"
*   }
* }
* ```
* @example
* ```json
* {
*   "sessionId": "sess_1",
*   "cwd": "/home/user/project",
*   "replayFrom": null
* }
* ```
*/
export interface ResumeSessionRequest {
	/** The session to resume. */
	sessionId: SessionId;
	/** The working directory for the session. */
	cwd: AbsolutePath;
	/** MCP servers the agent should connect to. */
	mcpServers?: McpServer[];
	/** Where to start replaying history. Left out and `null` both mean no replay. */
	replayFrom?: ReplayFrom | null;
	/** Directories besides `cwd` that the session may use. */
	additionalDirectories?: AbsolutePath[];
	/** The `_meta` field of `ResumeSessionRequest`. */
	_meta?: Meta | null;
	/**
	* The `systemPrompt` field of `ResumeSessionRequest`.
	*
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SystemPrompt | null;
}
/** Reads, checks and writes {@link ResumeSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ResumeSessionRequest: rt.ObjectCodec<ResumeSessionRequest>;
/**
* The result of `session/resume`, sent after any replay has finished.
* @example
* ```json
* {}
* ```
*/
export interface ResumeSessionResponse {
	/** The session's config options, when the agent has any. */
	configOptions?: SessionConfigOption[];
	/** The `_meta` field of `ResumeSessionResponse`. */
	_meta?: Meta | null;
	/** The `availableCommands` field of `ResumeSessionResponse`. */
	availableCommands?: AvailableCommand[];
}
/** Reads, checks and writes {@link ResumeSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ResumeSessionResponse: rt.ObjectCodec<ResumeSessionResponse>;
/** The party a piece of content is meant for. */
export type Role = "assistant" | "user" | (string & {});
/** Reads, checks and writes {@link Role} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Role: rt.EnumCodec<Role>;
/** The `RunningStateUpdate` type. */
export interface RunningStateUpdate {
	/** The `_meta` field of `RunningStateUpdate`. */
	_meta?: Meta | null;
	/** The `background` field of `RunningStateUpdate`. */
	background?: BackgroundWork[] | null;
}
/** Reads, checks and writes {@link RunningStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RunningStateUpdate: rt.ObjectCodec<RunningStateUpdate>;
/** The `SelectedPermissionOutcome` type. */
export interface SelectedPermissionOutcome {
	/** The `optionId` field of `SelectedPermissionOutcome`. */
	optionId: PermissionOptionId;
	/** The `_meta` field of `SelectedPermissionOutcome`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SelectedPermissionOutcome} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SelectedPermissionOutcome: rt.ObjectCodec<SelectedPermissionOutcome>;
/** The `SessionAdditionalDirectoriesCapabilities` type. */
export interface SessionAdditionalDirectoriesCapabilities {
	/** The `_meta` field of `SessionAdditionalDirectoriesCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionAdditionalDirectoriesCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionAdditionalDirectoriesCapabilities: rt.ObjectCodec<SessionAdditionalDirectoriesCapabilities>;
/**
* The `SessionArchiveCapabilities` type.
*
* @experimental Unstable feature `session_archive`.
*/
export interface SessionArchiveCapabilities {
	/** The `_meta` field of `SessionArchiveCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionArchiveCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionArchiveCapabilities: rt.ObjectCodec<SessionArchiveCapabilities>;
/**
* The `SessionArchiveFilter` type.
*
* @experimental Unstable feature `session_archive`.
*/
export type SessionArchiveFilter = "exclude" | "include" | "only" | (string & {});
/** Reads, checks and writes {@link SessionArchiveFilter} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionArchiveFilter: rt.EnumCodec<SessionArchiveFilter>;
/**
* The `SessionCancelCapabilities` type.
*
* @experimental Unstable feature `subagents`.
*/
export interface SessionCancelCapabilities {
	/** The `_meta` field of `SessionCancelCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionCancelCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionCancelCapabilities: rt.ObjectCodec<SessionCancelCapabilities>;
/** The `SessionCapabilities` type. */
export interface SessionCapabilities {
	/** The `prompt` field of `SessionCapabilities`. */
	prompt?: PromptCapabilities | null;
	/** The `mcp` field of `SessionCapabilities`. */
	mcp?: McpCapabilities | null;
	/** The `delete` field of `SessionCapabilities`. */
	delete?: SessionDeleteCapabilities | null;
	/** The `additionalDirectories` field of `SessionCapabilities`. */
	additionalDirectories?: SessionAdditionalDirectoriesCapabilities | null;
	/**
	* The `fork` field of `SessionCapabilities`.
	*
	* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
	*/
	fork?: SessionForkCapabilities | null;
	/** The `_meta` field of `SessionCapabilities`. */
	_meta?: Meta | null;
	/**
	* The `systemPrompt` field of `SessionCapabilities`.
	*
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SessionSystemPromptCapabilities | null;
	/**
	* The `archive` field of `SessionCapabilities`.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	archive?: SessionArchiveCapabilities | null;
	/**
	* The `status` field of `SessionCapabilities`.
	*
	* @experimental Unstable feature `session_status`.
	*/
	status?: SessionStatusCapabilities | null;
	/**
	* The `title` field of `SessionCapabilities`.
	*
	* @experimental Unstable feature `session_set_title`.
	*/
	title?: SessionTitleCapabilities | null;
}
/** Reads, checks and writes {@link SessionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionCapabilities: rt.ObjectCodec<SessionCapabilities>;
/** The `SessionConfigBoolean` type. */
export interface SessionConfigBoolean {
	/** The `currentValue` field of `SessionConfigBoolean`. */
	currentValue: boolean;
}
/** Reads, checks and writes {@link SessionConfigBoolean} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigBoolean: rt.ObjectCodec<SessionConfigBoolean>;
/** The `SessionConfigGroupId` type. */
export type SessionConfigGroupId = rt.Brand<"v2.SessionConfigGroupId">;
/** Reads, checks and writes {@link SessionConfigGroupId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigGroupId: rt.Codec<SessionConfigGroupId>;
/** The `SessionConfigId` type. */
export type SessionConfigId = rt.Brand<"v2.SessionConfigId">;
/** Reads, checks and writes {@link SessionConfigId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigId: rt.Codec<SessionConfigId>;
/** The `SessionConfigOption` type. */
export type SessionConfigOption = SessionConfigOptionSelect | SessionConfigOptionBoolean | SessionConfigOptionOther;
/** The `select` variant of `SessionConfigOption`. */
export interface SessionConfigOptionSelect extends SessionConfigSelect {
	type: "select";
	/** The `configId` field of `SessionConfigOption`. */
	configId: SessionConfigId;
	/** The `name` field of `SessionConfigOption`. */
	name: string;
	/** The `description` field of `SessionConfigOption`. */
	description?: string | null;
	/** The `category` field of `SessionConfigOption`. */
	category?: SessionConfigOptionCategory | null;
	/** The `_meta` field of `SessionConfigOption`. */
	_meta?: Meta | null;
}
/** The `boolean` variant of `SessionConfigOption`. */
export interface SessionConfigOptionBoolean extends SessionConfigBoolean {
	type: "boolean";
	/** The `configId` field of `SessionConfigOption`. */
	configId: SessionConfigId;
	/** The `name` field of `SessionConfigOption`. */
	name: string;
	/** The `description` field of `SessionConfigOption`. */
	description?: string | null;
	/** The `category` field of `SessionConfigOption`. */
	category?: SessionConfigOptionCategory | null;
	/** The `_meta` field of `SessionConfigOption`. */
	_meta?: Meta | null;
}
/** A variant of SessionConfigOption that this version does not know, kept whole. */
export type SessionConfigOptionOther = rt.Other<"type">;
/** Reads, checks and writes {@link SessionConfigOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOption: rt.UnionCodec<SessionConfigOption>;
/** The `SessionConfigOptionCategory` type. */
export type SessionConfigOptionCategory = "mode" | "model" | "model_config" | "thought_level" | (string & {});
/** Reads, checks and writes {@link SessionConfigOptionCategory} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOptionCategory: rt.EnumCodec<SessionConfigOptionCategory>;
/** The `SessionConfigSelect` type. */
export interface SessionConfigSelect {
	/** The `currentValue` field of `SessionConfigSelect`. */
	currentValue: SessionConfigValueId;
	/** The `options` field of `SessionConfigSelect`. */
	options: SessionConfigSelectOptions;
}
/** Reads, checks and writes {@link SessionConfigSelect} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelect: rt.ObjectCodec<SessionConfigSelect>;
/** The `SessionConfigSelectGroup` type. */
export interface SessionConfigSelectGroup {
	/** The `groupId` field of `SessionConfigSelectGroup`. */
	groupId: SessionConfigGroupId;
	/** The `name` field of `SessionConfigSelectGroup`. */
	name: string;
	/** The `options` field of `SessionConfigSelectGroup`. */
	options: SessionConfigSelectOption[];
	/** The `_meta` field of `SessionConfigSelectGroup`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionConfigSelectGroup} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelectGroup: rt.ObjectCodec<SessionConfigSelectGroup>;
/** The `SessionConfigSelectOption` type. */
export interface SessionConfigSelectOption {
	/** The `value` field of `SessionConfigSelectOption`. */
	value: SessionConfigValueId;
	/** The `name` field of `SessionConfigSelectOption`. */
	name: string;
	/** The `description` field of `SessionConfigSelectOption`. */
	description?: string | null;
	/** The `_meta` field of `SessionConfigSelectOption`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionConfigSelectOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelectOption: rt.ObjectCodec<SessionConfigSelectOption>;
/** The `SessionConfigSelectOptions` type. */
export type SessionConfigSelectOptions = SessionConfigSelectOption[] | SessionConfigSelectGroup[];
/** Reads, checks and writes {@link SessionConfigSelectOptions} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelectOptions: rt.Codec<SessionConfigSelectOptions>;
/** The `SessionConfigValueId` type. */
export type SessionConfigValueId = rt.Brand<"v2.SessionConfigValueId">;
/** Reads, checks and writes {@link SessionConfigValueId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigValueId: rt.Codec<SessionConfigValueId>;
/** The `SessionDeleteCapabilities` type. */
export interface SessionDeleteCapabilities {
	/** The `_meta` field of `SessionDeleteCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionDeleteCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionDeleteCapabilities: rt.ObjectCodec<SessionDeleteCapabilities>;
/**
* The `SessionForkCapabilities` type.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface SessionForkCapabilities {
	/** The `_meta` field of `SessionForkCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionForkCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionForkCapabilities: rt.ObjectCodec<SessionForkCapabilities>;
/**
* Identifies a session. The agent creates it; clients treat it as an opaque string.
* @example
* ```json
* "sess_abc123def456"
* ```
*/
export type SessionId = rt.Brand<"v2.SessionId">;
/** Reads, checks and writes {@link SessionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionId: rt.Codec<SessionId>;
/** The `SessionInfo` type. */
export interface SessionInfo {
	/** The `sessionId` field of `SessionInfo`. */
	sessionId: SessionId;
	/** The `cwd` field of `SessionInfo`. */
	cwd: AbsolutePath;
	/** The `additionalDirectories` field of `SessionInfo`. */
	additionalDirectories?: AbsolutePath[];
	/** The `title` field of `SessionInfo`. */
	title?: string | null;
	/** The `updatedAt` field of `SessionInfo`. */
	updatedAt?: string | null;
	/** The `_meta` field of `SessionInfo`. */
	_meta?: Meta | null;
	/**
	* The `archived` field of `SessionInfo`.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	archived?: boolean | null;
}
/** Reads, checks and writes {@link SessionInfo} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionInfo: rt.ObjectCodec<SessionInfo>;
/** The `SessionInfoUpdate` type. */
export interface SessionInfoUpdate {
	/** The `title` field of `SessionInfoUpdate`. */
	title?: string | null;
	/** The `updatedAt` field of `SessionInfoUpdate`. */
	updatedAt?: string | null;
	/** The `_meta` field of `SessionInfoUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionInfoUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionInfoUpdate: rt.ObjectCodec<SessionInfoUpdate>;
/** The `SessionListCursor` type. */
export type SessionListCursor = rt.Brand<"v2.SessionListCursor">;
/** Reads, checks and writes {@link SessionListCursor} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionListCursor: rt.Codec<SessionListCursor>;
/**
* The `SessionMessage` type.
*
* @experimental Unstable feature `subagents`.
*/
export interface SessionMessage {
	/** The `messageId` field of `SessionMessage`. */
	messageId: MessageId;
	/** The `senderSessionId` field of `SessionMessage`. */
	senderSessionId?: SessionId | null;
	/** The `recipientSessionId` field of `SessionMessage`. */
	recipientSessionId?: SessionId | null;
	/** The `senderMessageId` field of `SessionMessage`. */
	senderMessageId?: MessageId | null;
	/** The `recipientMessageId` field of `SessionMessage`. */
	recipientMessageId?: MessageId | null;
	/** The `content` field of `SessionMessage`. */
	content?: ContentBlock[] | null;
	/** The `_meta` field of `SessionMessage`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionMessage: rt.ObjectCodec<SessionMessage>;
/**
* The `SessionMessageChunk` type.
*
* @experimental Unstable feature `subagents`.
*/
export interface SessionMessageChunk {
	/** The `messageId` field of `SessionMessageChunk`. */
	messageId: MessageId;
	/** The `content` field of `SessionMessageChunk`. */
	content: ContentBlock;
	/** The `_meta` field of `SessionMessageChunk`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionMessageChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionMessageChunk: rt.ObjectCodec<SessionMessageChunk>;
/** The `SessionNotFoundErrorData` type. */
export interface SessionNotFoundErrorData {
	/** The `sessionId` field of `SessionNotFoundErrorData`. */
	sessionId: SessionId;
	/** The `_meta` field of `SessionNotFoundErrorData`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionNotFoundErrorData} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionNotFoundErrorData: rt.ObjectCodec<SessionNotFoundErrorData>;
/**
* The `SessionStatus` type.
*
* @experimental Unstable feature `session_status`.
*/
export type SessionStatus = "open" | "saved" | (string & {});
/** Reads, checks and writes {@link SessionStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatus: rt.EnumCodec<SessionStatus>;
/**
* The `SessionStatusCapabilities` type.
*
* @experimental Unstable feature `session_status`.
*/
export interface SessionStatusCapabilities {
	/** The `_meta` field of `SessionStatusCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionStatusCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatusCapabilities: rt.ObjectCodec<SessionStatusCapabilities>;
/**
* The `SessionStatusRequest` type.
*
* @experimental Unstable feature `session_status`.
*/
export interface SessionStatusRequest {
	/** The `sessionId` field of `SessionStatusRequest`. */
	sessionId: SessionId;
	/** The `_meta` field of `SessionStatusRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionStatusRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatusRequest: rt.ObjectCodec<SessionStatusRequest>;
/**
* The `SessionStatusResponse` type.
*
* @experimental Unstable feature `session_status`.
*/
export interface SessionStatusResponse {
	/** The `status` field of `SessionStatusResponse`. */
	status: SessionStatus;
	/** The `state` field of `SessionStatusResponse`. */
	state?: StateUpdate | null;
	/** The `_meta` field of `SessionStatusResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionStatusResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatusResponse: rt.ObjectCodec<SessionStatusResponse>;
/**
* The `SessionSystemPromptCapabilities` type.
*
* @experimental Unstable feature `session_system_prompt`.
*/
export interface SessionSystemPromptCapabilities {
	/** The `mode` field of `SessionSystemPromptCapabilities`. */
	mode?: SessionSystemPromptModeCapabilities | null;
	/** The `_meta` field of `SessionSystemPromptCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionSystemPromptCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionSystemPromptCapabilities: rt.ObjectCodec<SessionSystemPromptCapabilities>;
/**
* The `SessionSystemPromptModeCapabilities` type.
*
* @experimental Unstable feature `session_system_prompt`.
*/
export interface SessionSystemPromptModeCapabilities {
	/** The `override` field of `SessionSystemPromptModeCapabilities`. */
	override?: SessionSystemPromptOverrideCapabilities | null;
	/** The `_meta` field of `SessionSystemPromptModeCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionSystemPromptModeCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionSystemPromptModeCapabilities: rt.ObjectCodec<SessionSystemPromptModeCapabilities>;
/**
* The `SessionSystemPromptOverrideCapabilities` type.
*
* @experimental Unstable feature `session_system_prompt`.
*/
export interface SessionSystemPromptOverrideCapabilities {
	/** The `_meta` field of `SessionSystemPromptOverrideCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionSystemPromptOverrideCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionSystemPromptOverrideCapabilities: rt.ObjectCodec<SessionSystemPromptOverrideCapabilities>;
/**
* The `SessionTitleCapabilities` type.
*
* @experimental Unstable feature `session_set_title`.
*/
export interface SessionTitleCapabilities {
	/** The `_meta` field of `SessionTitleCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionTitleCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionTitleCapabilities: rt.ObjectCodec<SessionTitleCapabilities>;
/**
* A change to a session that the agent reports to the client, tagged on `sessionUpdate`. Updates for one message apply in the order they arrive: chunks append, whole-message updates replace the fields they carry. The union is open: a receiver keeps a variant it does not know whole.
* @see RFD `message-updates`
* @example
* ```json
* {
*   "sessionUpdate": "agent_message_chunk",
*   "messageId": "msg_agent_c42b9",
*   "content": {
*     "type": "text",
*     "text": "Let me analyze your code..."
*   }
* }
* ```
* @example
* ```json
* {
*   "sessionUpdate": "agent_message",
*   "messageId": "m1",
*   "_meta": {
*     "source": "replay"
*   }
* }
* ```
* @example
* ```json
* {
*   "sessionUpdate": "agent_message",
*   "messageId": "m1",
*   "content": [
*     {
*       "type": "text",
*       "text": "C"
*     }
*   ]
* }
* ```
* @example
* ```json
* {
*   "sessionUpdate": "agent_message_chunk",
*   "messageId": "m1",
*   "content": {
*     "type": "text",
*     "text": "A"
*   }
* }
* ```
* @example
* ```json
* {
*   "sessionUpdate": "agent_message_chunk",
*   "messageId": "m1",
*   "content": {
*     "type": "text",
*     "text": "B"
*   }
* }
* ```
* @example
* ```json
* {
*   "sessionUpdate": "agent_message",
*   "messageId": "m1",
*   "content": [
*     {
*       "type": "text",
*       "text": "A"
*     }
*   ]
* }
* ```
*/
export type SessionUpdate = SessionUpdateUserMessageChunk | SessionUpdateAgentMessageChunk | SessionUpdateAgentThoughtChunk | SessionUpdateUserMessage | SessionUpdateAgentMessage | SessionUpdateAgentThought | SessionUpdateStateUpdate | SessionUpdateToolCallContentChunk | SessionUpdateToolCallUpdate | SessionUpdateTerminalUpdate | SessionUpdateTerminalOutputChunk | SessionUpdatePlanUpdate | SessionUpdatePlanRemoved | SessionUpdateAvailableCommandsUpdate | SessionUpdateConfigOptionUpdate | SessionUpdateSessionInfoUpdate | SessionUpdateUsageUpdate | SessionUpdateNotice | SessionUpdateCompactionUpdate | SessionUpdateCompactionSummaryChunk | SessionUpdateSessionMessage | SessionUpdateSessionMessageChunk | SessionUpdateSubagentUpdate | SessionUpdateOther;
/** A streamed piece of a user message. */
export interface SessionUpdateUserMessageChunk extends ContentChunk {
	sessionUpdate: "user_message_chunk";
}
/** A streamed piece of an agent message. */
export interface SessionUpdateAgentMessageChunk extends ContentChunk {
	sessionUpdate: "agent_message_chunk";
}
/** A streamed piece of an agent thought. */
export interface SessionUpdateAgentThoughtChunk extends ContentChunk {
	sessionUpdate: "agent_thought_chunk";
}
/** A whole-message upsert of a user message. */
export interface SessionUpdateUserMessage extends UserMessage {
	sessionUpdate: "user_message";
}
/** A whole-message upsert of an agent message. */
export interface SessionUpdateAgentMessage extends AgentMessage {
	sessionUpdate: "agent_message";
}
/** A whole-message upsert of an agent thought. */
export interface SessionUpdateAgentThought extends AgentThought {
	sessionUpdate: "agent_thought";
}
/**
* The agent's turn state: running, idle (with why it stopped) or waiting for the user.
*
* Differs from the published schema: Published with the nested `StateUpdate` union (tagged on `state`) as the payload; a variant's payload is an object here, so it is declared as `StateUpdateFields`, one object whose state-specific fields are all optional.
*/
export interface SessionUpdateStateUpdate extends StateUpdateFields {
	sessionUpdate: "state_update";
}
/** A piece of content streamed into a tool call, appended to its content. */
export interface SessionUpdateToolCallContentChunk extends ToolCallContentChunk {
	sessionUpdate: "tool_call_content_chunk";
}
/** A tool call created or changed: the fields present replace the stored ones. */
export interface SessionUpdateToolCallUpdate extends ToolCallUpdate {
	sessionUpdate: "tool_call_update";
}
/** A terminal created or changed. */
export interface SessionUpdateTerminalUpdate extends TerminalUpdate {
	sessionUpdate: "terminal_update";
}
/** Output streamed from a terminal, base64-encoded. */
export interface SessionUpdateTerminalOutputChunk extends TerminalOutputChunk {
	sessionUpdate: "terminal_output_chunk";
}
/** A plan created or changed, by id. */
export interface SessionUpdatePlanUpdate extends PlanUpdate {
	sessionUpdate: "plan_update";
}
/**
* A plan removed, by id.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface SessionUpdatePlanRemoved extends PlanRemoved {
	sessionUpdate: "plan_removed";
}
/** The slash commands the agent now offers. */
export interface SessionUpdateAvailableCommandsUpdate extends AvailableCommandsUpdate {
	sessionUpdate: "available_commands_update";
}
/** The session's config options changed. */
export interface SessionUpdateConfigOptionUpdate extends ConfigOptionUpdate {
	sessionUpdate: "config_option_update";
}
/** The session's title or other metadata changed. */
export interface SessionUpdateSessionInfoUpdate extends SessionInfoUpdate {
	sessionUpdate: "session_info_update";
}
/** The context window and cost used so far. */
export interface SessionUpdateUsageUpdate extends UsageUpdate {
	sessionUpdate: "usage_update";
}
/** A notice for the user, such as a warning. */
export interface SessionUpdateNotice extends Notice {
	sessionUpdate: "notice";
}
/** Progress of a context compaction. */
export interface SessionUpdateCompactionUpdate extends CompactionUpdate {
	sessionUpdate: "compaction_update";
}
/** A streamed piece of a compaction summary. */
export interface SessionUpdateCompactionSummaryChunk extends CompactionSummaryChunk {
	sessionUpdate: "compaction_summary_chunk";
}
/**
* The `session_message` variant of `SessionUpdate`.
*
* @experimental Unstable feature `subagents`.
*/
export interface SessionUpdateSessionMessage extends SessionMessage {
	sessionUpdate: "session_message";
}
/**
* The `session_message_chunk` variant of `SessionUpdate`.
*
* @experimental Unstable feature `subagents`.
*/
export interface SessionUpdateSessionMessageChunk extends SessionMessageChunk {
	sessionUpdate: "session_message_chunk";
}
/**
* The `subagent_update` variant of `SessionUpdate`.
*
* @experimental Unstable feature `subagents`.
*/
export interface SessionUpdateSubagentUpdate extends SubagentUpdate {
	sessionUpdate: "subagent_update";
}
/** A variant of SessionUpdate that this version does not know, kept whole. */
export type SessionUpdateOther = rt.Other<"sessionUpdate">;
/** Reads, checks and writes {@link SessionUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionUpdate: rt.UnionCodec<SessionUpdate>;
/**
* The params of `providers/set`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface SetProviderRequest {
	/** The `providerId` field of `SetProviderRequest`. */
	providerId: ProviderId;
	/** The `apiType` field of `SetProviderRequest`. */
	apiType: LlmProtocol;
	/** The `baseUrl` field of `SetProviderRequest`. */
	baseUrl: string;
	/** The `headers` field of `SetProviderRequest`. */
	headers?: {
		[key: string]: string;
	};
	/** The `_meta` field of `SetProviderRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetProviderRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetProviderRequest: rt.ObjectCodec<SetProviderRequest>;
/**
* The result of `providers/set`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface SetProviderResponse {
	/** The `_meta` field of `SetProviderResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetProviderResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetProviderResponse: rt.ObjectCodec<SetProviderResponse>;
/**
* The params of `session/set_config_option`.
*
* Differs from the published schema: SetSessionConfigOptionRequest:id: its payload is inline in the published schema; declared here as `SetSessionConfigOptionRequestId`; SetSessionConfigOptionRequest:boolean: its payload is inline in the published schema; declared here as `SetSessionConfigOptionRequestBoolean`.
*/
export type SetSessionConfigOptionRequest = SetSessionConfigOptionRequestIdVariant | SetSessionConfigOptionRequestBooleanVariant | SetSessionConfigOptionRequestOther;
/** The `id` variant of `SetSessionConfigOptionRequest`. */
export interface SetSessionConfigOptionRequestIdVariant extends SetSessionConfigOptionRequestId {
	type: "id";
	/** The `sessionId` field of `SetSessionConfigOptionRequest`. */
	sessionId: SessionId;
	/** The `configId` field of `SetSessionConfigOptionRequest`. */
	configId: SessionConfigId;
	/** The `_meta` field of `SetSessionConfigOptionRequest`. */
	_meta?: Meta | null;
}
/** The `boolean` variant of `SetSessionConfigOptionRequest`. */
export interface SetSessionConfigOptionRequestBooleanVariant extends SetSessionConfigOptionRequestBoolean {
	type: "boolean";
	/** The `sessionId` field of `SetSessionConfigOptionRequest`. */
	sessionId: SessionId;
	/** The `configId` field of `SetSessionConfigOptionRequest`. */
	configId: SessionConfigId;
	/** The `_meta` field of `SetSessionConfigOptionRequest`. */
	_meta?: Meta | null;
}
/** A variant of SetSessionConfigOptionRequest that this version does not know, kept whole. */
export type SetSessionConfigOptionRequestOther = rt.Other<"type">;
/** Reads, checks and writes {@link SetSessionConfigOptionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionRequest: rt.UnionCodec<SetSessionConfigOptionRequest>;
/** The `SetSessionConfigOptionRequestBoolean` type. */
export interface SetSessionConfigOptionRequestBoolean {
	/** The `value` field of `SetSessionConfigOptionRequestBoolean`. */
	value: boolean;
}
/** Reads, checks and writes {@link SetSessionConfigOptionRequestBoolean} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionRequestBoolean: rt.ObjectCodec<SetSessionConfigOptionRequestBoolean>;
/** The `SetSessionConfigOptionRequestId` type. */
export interface SetSessionConfigOptionRequestId {
	/** The `value` field of `SetSessionConfigOptionRequestId`. */
	value: SessionConfigValueId;
}
/** Reads, checks and writes {@link SetSessionConfigOptionRequestId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionRequestId: rt.ObjectCodec<SetSessionConfigOptionRequestId>;
/** The result of `session/set_config_option`. */
export interface SetSessionConfigOptionResponse {
	/** The `configOptions` field of `SetSessionConfigOptionResponse`. */
	configOptions: SessionConfigOption[];
	/** The `_meta` field of `SetSessionConfigOptionResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionConfigOptionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionResponse: rt.ObjectCodec<SetSessionConfigOptionResponse>;
/**
* The `SetSessionTitleRequest` type.
*
* @experimental Unstable feature `session_set_title`.
*/
export interface SetSessionTitleRequest {
	/** The `sessionId` field of `SetSessionTitleRequest`. */
	sessionId: SessionId;
	/** The `title` field of `SetSessionTitleRequest`. */
	title: string;
	/** The `_meta` field of `SetSessionTitleRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionTitleRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionTitleRequest: rt.ObjectCodec<SetSessionTitleRequest>;
/**
* The `SetSessionTitleResponse` type.
*
* @experimental Unstable feature `session_set_title`.
*/
export interface SetSessionTitleResponse {
	/** The `title` field of `SetSessionTitleResponse`. */
	title: string;
	/** The `_meta` field of `SetSessionTitleResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionTitleResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionTitleResponse: rt.ObjectCodec<SetSessionTitleResponse>;
/**
* The state kinds of a `state_update`.
*
* Differs from the published schema: Not published: the published `StateUpdate` union is tagged on `state` with these values.
*/
export type StateKind = "running" | "idle" | "requires_action" | (string & {});
/** Reads, checks and writes {@link StateKind} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StateKind: rt.EnumCodec<StateKind>;
/** The `StateUpdate` type. */
export type StateUpdate = StateUpdateRunning | StateUpdateIdle | StateUpdateRequiresAction | StateUpdateUnknown | StateUpdateOther;
/** The `running` variant of `StateUpdate`. */
export interface StateUpdateRunning extends RunningStateUpdate {
	state: "running";
}
/** The `idle` variant of `StateUpdate`. */
export interface StateUpdateIdle extends IdleStateUpdate {
	state: "idle";
}
/** The `requires_action` variant of `StateUpdate`. */
export interface StateUpdateRequiresAction extends RequiresActionStateUpdate {
	state: "requires_action";
}
/**
* The `unknown` variant of `StateUpdate`.
*
* @experimental Unstable feature `subagents`.
*/
export interface StateUpdateUnknown extends UnknownStateUpdate {
	state: "unknown";
}
/** A variant of StateUpdate that this version does not know, kept whole. */
export type StateUpdateOther = rt.Other<"state">;
/** Reads, checks and writes {@link StateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StateUpdate: rt.UnionCodec<StateUpdate>;
/**
* The payload of a `state_update`: the agent's turn state.
*
* Differs from the published schema: Not published: the published payload is the `StateUpdate` union. `stopReason` and `usage` belong to the `idle` state.
*/
export interface StateUpdateFields {
	/** The `state` field of `StateUpdateFields`. */
	state: StateKind;
	/** Why the turn stopped, for `idle`: one of `end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error`, or a reason this spec does not know yet. */
	stopReason?: string | null;
	/** What went wrong, for `idle` with the stop reason `error`. */
	error?: JsonRpcError | null;
	/** Work that goes on after the turn (terminals, tool calls, subagents), for `running`, `idle` and `requires_action`. */
	background?: BackgroundWork[] | null;
	/**
	* The tokens the turn used, for `idle`.
	*
	* @experimental Unstable feature `usage`. Unstable upstream; the shape may change before it is stabilized.
	*/
	usage?: Usage | null;
	/** The `_meta` field of `StateUpdateFields`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link StateUpdateFields} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StateUpdateFields: rt.ObjectCodec<StateUpdateFields>;
/** The `StringFormat` type. */
export type StringFormat = "email" | "uri" | "date" | "date-time" | (string & {});
/** Reads, checks and writes {@link StringFormat} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StringFormat: rt.EnumCodec<StringFormat>;
/** The `StringMultiSelectItems` type. */
export interface StringMultiSelectItems {
	/** The `type` field of `StringMultiSelectItems`. */
	type: "string";
	/** The `enum` field of `StringMultiSelectItems`. */
	enum: string[];
	/** The `_meta` field of `StringMultiSelectItems`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link StringMultiSelectItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StringMultiSelectItems: rt.ObjectCodec<StringMultiSelectItems>;
/** The `StringPropertySchema` type. */
export interface StringPropertySchema {
	/** The `title` field of `StringPropertySchema`. */
	title?: string | null;
	/** The `description` field of `StringPropertySchema`. */
	description?: string | null;
	/** The `minLength` field of `StringPropertySchema`. */
	minLength?: number | null;
	/** The `maxLength` field of `StringPropertySchema`. */
	maxLength?: number | null;
	/** The `pattern` field of `StringPropertySchema`. */
	pattern?: string | null;
	/** The `format` field of `StringPropertySchema`. */
	format?: StringFormat | null;
	/** The `default` field of `StringPropertySchema`. */
	default?: string | null;
	/** The `enum` field of `StringPropertySchema`. */
	enum?: string[] | null;
	/** The `oneOf` field of `StringPropertySchema`. */
	oneOf?: EnumOption[] | null;
	/** The `_meta` field of `StringPropertySchema`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link StringPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StringPropertySchema: rt.ObjectCodec<StringPropertySchema>;
/**
* The `SubagentSessionCapabilities` type.
*
* @experimental Unstable feature `subagents`.
*/
export interface SubagentSessionCapabilities {
	/** The `cancel` field of `SubagentSessionCapabilities`. */
	cancel?: SessionCancelCapabilities | null;
	/** The `_meta` field of `SubagentSessionCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SubagentSessionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SubagentSessionCapabilities: rt.ObjectCodec<SubagentSessionCapabilities>;
/**
* The `SubagentUpdate` type.
*
* @experimental Unstable feature `subagents`.
*/
export interface SubagentUpdate {
	/** The `sessionId` field of `SubagentUpdate`. */
	sessionId: SessionId;
	/** The `title` field of `SubagentUpdate`. */
	title?: string | null;
	/** The `description` field of `SubagentUpdate`. */
	description?: string | null;
	/** The `capabilities` field of `SubagentUpdate`. */
	capabilities?: SubagentSessionCapabilities | null;
	/** The `state` field of `SubagentUpdate`. */
	state?: StateUpdate | null;
	/** The `cwd` field of `SubagentUpdate`. */
	cwd?: AbsolutePath | null;
	/** The `additionalDirectories` field of `SubagentUpdate`. */
	additionalDirectories?: AbsolutePath[] | null;
	/** The `_meta` field of `SubagentUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SubagentUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SubagentUpdate: rt.ObjectCodec<SubagentUpdate>;
/**
* The `SystemPrompt` type.
*
* @experimental Unstable feature `session_system_prompt`.
*/
export interface SystemPrompt {
	/** The `mode` field of `SystemPrompt`. */
	mode: SystemPromptMode;
	/** The `content` field of `SystemPrompt`. */
	content: ContentBlock[];
	/** The `_meta` field of `SystemPrompt`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SystemPrompt} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SystemPrompt: rt.ObjectCodec<SystemPrompt>;
/**
* The `SystemPromptMode` type.
*
* @experimental Unstable feature `session_system_prompt`.
*/
export type SystemPromptMode = "append" | "override" | (string & {});
/** Reads, checks and writes {@link SystemPromptMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SystemPromptMode: rt.EnumCodec<SystemPromptMode>;
/** A terminal whose output belongs to a tool call. */
export interface Terminal {
	/** The terminal, as created with `terminal/create`. */
	terminalId: string;
	/** The `_meta` field of `Terminal`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Terminal} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Terminal: rt.ObjectCodec<Terminal>;
/** The `TerminalAuthCapabilities` type. */
export interface TerminalAuthCapabilities {
	/** The `_meta` field of `TerminalAuthCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalAuthCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalAuthCapabilities: rt.ObjectCodec<TerminalAuthCapabilities>;
/** The `TerminalCancelCapabilities` type. */
export interface TerminalCancelCapabilities {
	/** The `_meta` field of `TerminalCancelCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalCancelCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalCancelCapabilities: rt.ObjectCodec<TerminalCancelCapabilities>;
/** The `TerminalCapabilities` type. */
export interface TerminalCapabilities {
	/** The `cancel` field of `TerminalCapabilities`. */
	cancel?: TerminalCancelCapabilities | null;
	/** The `_meta` field of `TerminalCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalCapabilities: rt.ObjectCodec<TerminalCapabilities>;
/** The `TerminalExitStatus` type. */
export interface TerminalExitStatus {
	/** The `exitCode` field of `TerminalExitStatus`. */
	exitCode?: number | null;
	/** The `signal` field of `TerminalExitStatus`. */
	signal?: string | null;
	/** The `_meta` field of `TerminalExitStatus`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalExitStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalExitStatus: rt.ObjectCodec<TerminalExitStatus>;
/** The `TerminalId` type. */
export type TerminalId = rt.Brand<"v2.TerminalId">;
/** Reads, checks and writes {@link TerminalId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalId: rt.Codec<TerminalId>;
/** The `TerminalOutput` type. */
export interface TerminalOutput {
	/** The `data` field of `TerminalOutput`. */
	data: string;
	/** The `_meta` field of `TerminalOutput`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalOutput} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalOutput: rt.ObjectCodec<TerminalOutput>;
/** The `TerminalOutputChunk` type. */
export interface TerminalOutputChunk {
	/** The `terminalId` field of `TerminalOutputChunk`. */
	terminalId: TerminalId;
	/** The `data` field of `TerminalOutputChunk`. */
	data: string;
	/** The `_meta` field of `TerminalOutputChunk`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalOutputChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalOutputChunk: rt.ObjectCodec<TerminalOutputChunk>;
/** The `TerminalSize` type. */
export interface TerminalSize {
	/** The `cols` field of `TerminalSize`. */
	cols: number;
	/** The `rows` field of `TerminalSize`. */
	rows: number;
	/** The `_meta` field of `TerminalSize`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalSize} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalSize: rt.ObjectCodec<TerminalSize>;
/** The `TerminalUpdate` type. */
export interface TerminalUpdate {
	/** The `terminalId` field of `TerminalUpdate`. */
	terminalId: TerminalId;
	/** The `command` field of `TerminalUpdate`. */
	command?: string | null;
	/** The `cwd` field of `TerminalUpdate`. */
	cwd?: AbsolutePath | null;
	/** The `output` field of `TerminalUpdate`. */
	output?: TerminalOutput | null;
	/** The `exitStatus` field of `TerminalUpdate`. */
	exitStatus?: TerminalExitStatus | null;
	/** The `_meta` field of `TerminalUpdate`. */
	_meta?: Meta | null;
	/** The `size` field of `TerminalUpdate`. */
	size?: TerminalSize | null;
	/** The `capabilities` field of `TerminalUpdate`. */
	capabilities?: TerminalCapabilities | null;
}
/** Reads, checks and writes {@link TerminalUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalUpdate: rt.ObjectCodec<TerminalUpdate>;
/** The `TextCommandInput` type. */
export interface TextCommandInput {
	/** The `hint` field of `TextCommandInput`. */
	hint: string;
	/** The `_meta` field of `TextCommandInput`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TextCommandInput} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TextCommandInput: rt.ObjectCodec<TextCommandInput>;
/**
* Plain text, usually Markdown.
* @example
* ```json
* {
*   "text": "Let me analyze your code..."
* }
* ```
*/
export interface TextContent {
	/** The `text` field of `TextContent`. */
	text: string;
	/** The `annotations` field of `TextContent`. */
	annotations?: Annotations | null;
	/** The `_meta` field of `TextContent`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TextContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TextContent: rt.ObjectCodec<TextContent>;
/** The text of a resource, embedded. */
export interface TextResourceContents {
	/** The `uri` field of `TextResourceContents`. */
	uri: string;
	/** The `text` field of `TextResourceContents`. */
	text: string;
	/** The `mimeType` field of `TextResourceContents`. */
	mimeType?: string | null;
	/** The `_meta` field of `TextResourceContents`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TextResourceContents} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TextResourceContents: rt.ObjectCodec<TextResourceContents>;
/** The `TitledMultiSelectItems` type. */
export interface TitledMultiSelectItems {
	/** The `anyOf` field of `TitledMultiSelectItems`. */
	anyOf: EnumOption[];
	/** The `_meta` field of `TitledMultiSelectItems`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TitledMultiSelectItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TitledMultiSelectItems: rt.ObjectCodec<TitledMultiSelectItems>;
/** The `ToolCallCancelCapabilities` type. */
export interface ToolCallCancelCapabilities {
	/** The `_meta` field of `ToolCallCancelCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallCancelCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallCancelCapabilities: rt.ObjectCodec<ToolCallCancelCapabilities>;
/** The `ToolCallCapabilities` type. */
export interface ToolCallCapabilities {
	/** The `cancel` field of `ToolCallCapabilities`. */
	cancel?: ToolCallCancelCapabilities | null;
	/** The `_meta` field of `ToolCallCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallCapabilities: rt.ObjectCodec<ToolCallCapabilities>;
/**
* What a tool call produced, tagged on `type`.
* @example
* ```json
* {
*   "type": "diff",
*   "changes": [
*     {
*       "operation": "modify",
*       "path": "/home/user/project/src/config.json",
*       "fileType": "text",
*       "mimeType": "application/json"
*     }
*   ],
*   "patch": {
*     "format": "git_patch",
*     "text": "diff --git /home/user/project/src/config.json /home/user/project/src/config.json\n--- /home/user/project/src/config.json\n+++ /home/user/project/src/config.json\n@@ -1,3 +1,3 @@\n {\n-  \"debug\": false\n+  \"debug\": true\n }\n"
*   }
* }
* ```
* @example
* ```json
* {
*   "type": "diff",
*   "changes": [
*     {
*       "operation": "modify",
*       "path": "/home/user/project/assets/logo.png",
*       "fileType": "binary",
*       "mimeType": "image/png"
*     }
*   ]
* }
* ```
*/
export type ToolCallContent = ToolCallContentContent | ToolCallContentDiff | ToolCallContentTerminal | ToolCallContentOther;
/** Ordinary content. */
export interface ToolCallContentContent extends Content {
	type: "content";
}
/** File changes. */
export interface ToolCallContentDiff extends Diff {
	type: "diff";
}
/** Live terminal output. */
export interface ToolCallContentTerminal extends Terminal {
	type: "terminal";
}
/** A variant of ToolCallContent that this version does not know, kept whole. */
export type ToolCallContentOther = rt.Other<"type">;
/** Reads, checks and writes {@link ToolCallContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallContent: rt.UnionCodec<ToolCallContent>;
/** The `ToolCallContentChunk` type. */
export interface ToolCallContentChunk {
	/** The `toolCallId` field of `ToolCallContentChunk`. */
	toolCallId: ToolCallId;
	/** The `content` field of `ToolCallContentChunk`. */
	content: ToolCallContent;
	/** The `_meta` field of `ToolCallContentChunk`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallContentChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallContentChunk: rt.ObjectCodec<ToolCallContentChunk>;
/** The `ToolCallId` type. */
export type ToolCallId = rt.Brand<"v2.ToolCallId">;
/** Reads, checks and writes {@link ToolCallId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallId: rt.Codec<ToolCallId>;
/** The `ToolCallLocation` type. */
export interface ToolCallLocation {
	/** The `path` field of `ToolCallLocation`. */
	path: AbsolutePath;
	/** The `line` field of `ToolCallLocation`. */
	line?: number | null;
	/** The `_meta` field of `ToolCallLocation`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallLocation} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallLocation: rt.ObjectCodec<ToolCallLocation>;
/** The `ToolCallPermissionSubject` type. */
export interface ToolCallPermissionSubject {
	/** The `toolCall` field of `ToolCallPermissionSubject`. */
	toolCall: ToolCallUpdate;
	/** The `_meta` field of `ToolCallPermissionSubject`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallPermissionSubject} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallPermissionSubject: rt.ObjectCodec<ToolCallPermissionSubject>;
/** The `ToolCallStatus` type. */
export type ToolCallStatus = "pending" | "in_progress" | "completed" | "failed" | "cancelled" | "paused" | (string & {});
/** Reads, checks and writes {@link ToolCallStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallStatus: rt.EnumCodec<ToolCallStatus>;
/** The `ToolCallUpdate` type. */
export interface ToolCallUpdate {
	/** The `toolCallId` field of `ToolCallUpdate`. */
	toolCallId: ToolCallId;
	/** The `name` field of `ToolCallUpdate`. */
	name?: string | null;
	/** The `title` field of `ToolCallUpdate`. */
	title?: string | null;
	/** The `kind` field of `ToolCallUpdate`. */
	kind?: ToolKind | null;
	/** The `status` field of `ToolCallUpdate`. */
	status?: ToolCallStatus | null;
	/** The `content` field of `ToolCallUpdate`. */
	content?: ToolCallContent[] | null;
	/** The `locations` field of `ToolCallUpdate`. */
	locations?: ToolCallLocation[] | null;
	/** The `rawInput` field of `ToolCallUpdate`. */
	rawInput?: rt.JsonValue;
	/** The `rawOutput` field of `ToolCallUpdate`. */
	rawOutput?: rt.JsonValue;
	/** The `_meta` field of `ToolCallUpdate`. */
	_meta?: Meta | null;
	/** The `capabilities` field of `ToolCallUpdate`. */
	capabilities?: ToolCallCapabilities | null;
}
/** Reads, checks and writes {@link ToolCallUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallUpdate: rt.ObjectCodec<ToolCallUpdate>;
/** The `ToolKind` type. */
export type ToolKind = "read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other" | (string & {});
/** Reads, checks and writes {@link ToolKind} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolKind: rt.EnumCodec<ToolKind>;
/**
* The `UnarchiveSessionRequest` type.
*
* @experimental Unstable feature `session_archive`.
*/
export interface UnarchiveSessionRequest {
	/** The `sessionId` field of `UnarchiveSessionRequest`. */
	sessionId: SessionId;
	/** The `_meta` field of `UnarchiveSessionRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnarchiveSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnarchiveSessionRequest: rt.ObjectCodec<UnarchiveSessionRequest>;
/**
* The `UnarchiveSessionResponse` type.
*
* @experimental Unstable feature `session_archive`.
*/
export interface UnarchiveSessionResponse {
	/** The `_meta` field of `UnarchiveSessionResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnarchiveSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnarchiveSessionResponse: rt.ObjectCodec<UnarchiveSessionResponse>;
/**
* The `UnknownStateUpdate` type.
*
* @experimental Unstable feature `subagents`.
*/
export interface UnknownStateUpdate {
	/** The `background` field of `UnknownStateUpdate`. */
	background?: BackgroundWork[] | null;
	/** The `_meta` field of `UnknownStateUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnknownStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnknownStateUpdate: rt.ObjectCodec<UnknownStateUpdate>;
/** The `UnsupportedProtocolVersionErrorData` type. */
export interface UnsupportedProtocolVersionErrorData {
	/** The `requested` field of `UnsupportedProtocolVersionErrorData`. */
	requested: ProtocolVersion;
	/** The `supported` field of `UnsupportedProtocolVersionErrorData`. */
	supported: ProtocolVersion[];
	/** The `_meta` field of `UnsupportedProtocolVersionErrorData`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnsupportedProtocolVersionErrorData} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnsupportedProtocolVersionErrorData: rt.ObjectCodec<UnsupportedProtocolVersionErrorData>;
/**
* The params of `session/update`: one update for one session.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "update": {
*     "sessionUpdate": "user_message_chunk",
*     "messageId": "msg_user_8f7a1",
*     "content": {
*       "type": "text",
*       "text": "Can you analyze this code?"
*     }
*   }
* }
* ```
*/
export interface UpdateSessionNotification {
	/** The session the update belongs to. */
	sessionId: SessionId;
	/** What changed. */
	update: SessionUpdate;
	/** The `_meta` field of `UpdateSessionNotification`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UpdateSessionNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UpdateSessionNotification: rt.ObjectCodec<UpdateSessionNotification>;
/**
* The `Usage` type.
*
* @experimental Unstable feature `usage`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface Usage {
	/** The `totalTokens` field of `Usage`. */
	totalTokens: number;
	/** The `inputTokens` field of `Usage`. */
	inputTokens: number;
	/** The `outputTokens` field of `Usage`. */
	outputTokens: number;
	/** The `thoughtTokens` field of `Usage`. */
	thoughtTokens?: number | null;
	/** The `cachedReadTokens` field of `Usage`. */
	cachedReadTokens?: number | null;
	/** The `cachedWriteTokens` field of `Usage`. */
	cachedWriteTokens?: number | null;
	/** The `_meta` field of `Usage`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Usage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Usage: rt.ObjectCodec<Usage>;
/** The `UsageUpdate` type. */
export interface UsageUpdate {
	/** The `used` field of `UsageUpdate`. */
	used: number;
	/** The `size` field of `UsageUpdate`. */
	size: number;
	/** The `cost` field of `UsageUpdate`. */
	cost?: Cost | null;
	/** The `_meta` field of `UsageUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UsageUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UsageUpdate: rt.ObjectCodec<UsageUpdate>;
/**
* A whole-message upsert for a user message, keyed by `messageId`. The agent sends it to acknowledge or replay a message the user sent.
* @see RFD `message-updates`
* @example
* ```json
* {
*   "messageId": "u1",
*   "content": [
*     {
*       "type": "text",
*       "text": "hi"
*     }
*   ]
* }
* ```
*/
export interface UserMessage {
	/** The message to create or update. */
	messageId: MessageId;
	/** The message's whole content. A value replaces everything stored so far, including content that earlier chunks appended; `null` or `[]` empties it; leaving it out keeps the stored content. */
	content?: rt.Patch<ContentBlock[]>;
	/** The message's metadata: replaced by a value, cleared by `null`, kept when left out. */
	_meta?: rt.Patch<Meta>;
}
/** Reads, checks and writes {@link UserMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UserMessage: rt.ObjectCodec<UserMessage>;
/** The requests the client sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ClientRequest = rt.Call<"auth/login", LoginAuthRequest> | rt.Call<"auth/logout", LogoutAuthRequest> | rt.Call<"auth/status", AuthStatusRequest> | rt.Call<"initialize", InitializeRequest> | rt.Call<"mcp/message", MessageMcpRequest> | rt.Call<"providers/disable", DisableProviderRequest> | rt.Call<"providers/list", ListProvidersRequest> | rt.Call<"providers/set", SetProviderRequest> | rt.Call<"session/archive", ArchiveSessionRequest> | rt.Call<"session/close", CloseSessionRequest> | rt.Call<"session/delete", DeleteSessionRequest> | rt.Call<"session/fork", ForkSessionRequest> | rt.Call<"session/list", ListSessionsRequest> | rt.Call<"session/new", NewSessionRequest> | rt.Call<"session/prompt", PromptRequest> | rt.Call<"session/resume", ResumeSessionRequest> | rt.Call<"session/set_config_option", SetSessionConfigOptionRequest> | rt.Call<"session/set_title", SetSessionTitleRequest> | rt.Call<"session/status", SessionStatusRequest> | rt.Call<"session/unarchive", UnarchiveSessionRequest> | rt.Call<"terminal/cancel", CancelTerminalRequest> | rt.Call<"tool_call/cancel", CancelToolCallRequest> | rt.OtherMessage;
/** Reads, checks and writes {@link ClientRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientRequest: rt.MessageCodec<ClientRequest>;
/** The JSON-RPC envelope of `ClientRequest`: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export type ClientRequestMessage = rt.Request<RequestId, ClientRequest>;
/** Reads, checks and writes {@link ClientRequestMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientRequestMessage: rt.Codec<ClientRequestMessage>;
/** The notifications the client sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ClientNotification = rt.Call<"$/cancel_request", CancelRequestNotification> | rt.Call<"session/cancel", CancelSessionNotification> | rt.OtherMessage;
/** Reads, checks and writes {@link ClientNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientNotification: rt.MessageCodec<ClientNotification>;
/** The JSON-RPC envelope of `ClientNotification`: `{ "jsonrpc": "2.0", "method", "params" }`. */
export type ClientNotificationMessage = rt.Notification<ClientNotification>;
/** Reads, checks and writes {@link ClientNotificationMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientNotificationMessage: rt.Codec<ClientNotificationMessage>;
/** The result of each request that the client answers, by method. */
export interface ClientResponseResults {
	/** The result of `elicitation/create`. */
	"elicitation/create": CreateElicitationResponse;
	/** The result of `mcp/message`. */
	"mcp/message": MessageMcpResponse;
	/** The result of `proxy/initialize`. */
	"proxy/initialize": InitializeProxyResponse;
	/** The result of `proxy/successor`. */
	"proxy/successor": ProxySuccessorResponse;
	/** The result of `session/request_permission`. */
	"session/request_permission": RequestPermissionResponse;
}
/** The results the client sends in its responses to the requests the agent sends, one per method. */
export type ClientResponse<M extends keyof ClientResponseResults = keyof ClientResponseResults> = rt.Response<RequestId, ClientResponseResults[M], JsonRpcError>;
/** Reads, checks and writes {@link ClientResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientResponse: rt.ResponseCodec<RequestId, JsonRpcError, ClientResponseResults>;
/** The requests the agent sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type AgentRequest = rt.Call<"elicitation/create", CreateElicitationRequest> | rt.Call<"mcp/message", MessageMcpRequest> | rt.Call<"proxy/initialize", InitializeProxyRequest> | rt.Call<"proxy/successor", ProxySuccessorRequest> | rt.Call<"session/request_permission", RequestPermissionRequest> | rt.OtherMessage;
/** Reads, checks and writes {@link AgentRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentRequest: rt.MessageCodec<AgentRequest>;
/** The JSON-RPC envelope of `AgentRequest`: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export type AgentRequestMessage = rt.Request<RequestId, AgentRequest>;
/** Reads, checks and writes {@link AgentRequestMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentRequestMessage: rt.Codec<AgentRequestMessage>;
/** The notifications the agent sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type AgentNotification = rt.Call<"$/cancel_request", CancelRequestNotification> | rt.Call<"auth/status_update", AuthStatusUpdateNotification> | rt.Call<"elicitation/complete", CompleteElicitationNotification> | rt.Call<"session/update", UpdateSessionNotification> | rt.OtherMessage;
/** Reads, checks and writes {@link AgentNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentNotification: rt.MessageCodec<AgentNotification>;
/** The JSON-RPC envelope of `AgentNotification`: `{ "jsonrpc": "2.0", "method", "params" }`. */
export type AgentNotificationMessage = rt.Notification<AgentNotification>;
/** Reads, checks and writes {@link AgentNotificationMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentNotificationMessage: rt.Codec<AgentNotificationMessage>;
/** The result of each request that the agent answers, by method. */
export interface AgentResponseResults {
	/** The result of `auth/login`. */
	"auth/login": LoginAuthResponse;
	/** The result of `auth/logout`. */
	"auth/logout": LogoutAuthResponse;
	/** The result of `auth/status`. */
	"auth/status": AuthStatusResponse;
	/** The result of `initialize`. */
	initialize: InitializeResponse;
	/** The result of `mcp/message`. */
	"mcp/message": MessageMcpResponse;
	/** The result of `providers/disable`. */
	"providers/disable": DisableProviderResponse;
	/** The result of `providers/list`. */
	"providers/list": ListProvidersResponse;
	/** The result of `providers/set`. */
	"providers/set": SetProviderResponse;
	/** The result of `session/archive`. */
	"session/archive": ArchiveSessionResponse;
	/** The result of `session/close`. */
	"session/close": CloseSessionResponse;
	/** The result of `session/delete`. */
	"session/delete": DeleteSessionResponse;
	/** The result of `session/fork`. */
	"session/fork": ForkSessionResponse;
	/** The result of `session/list`. */
	"session/list": ListSessionsResponse;
	/** The result of `session/new`. */
	"session/new": NewSessionResponse;
	/** The result of `session/prompt`. */
	"session/prompt": PromptResponse;
	/** The result of `session/resume`. */
	"session/resume": ResumeSessionResponse;
	/** The result of `session/set_config_option`. */
	"session/set_config_option": SetSessionConfigOptionResponse;
	/** The result of `session/set_title`. */
	"session/set_title": SetSessionTitleResponse;
	/** The result of `session/status`. */
	"session/status": SessionStatusResponse;
	/** The result of `session/unarchive`. */
	"session/unarchive": UnarchiveSessionResponse;
	/** The result of `terminal/cancel`. */
	"terminal/cancel": CancelTerminalResponse;
	/** The result of `tool_call/cancel`. */
	"tool_call/cancel": CancelToolCallResponse;
}
/** The results the agent sends in its responses to the requests the client sends, one per method. */
export type AgentResponse<M extends keyof AgentResponseResults = keyof AgentResponseResults> = rt.Response<RequestId, AgentResponseResults[M], JsonRpcError>;
/** Reads, checks and writes {@link AgentResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentResponse: rt.ResponseCodec<RequestId, JsonRpcError, AgentResponseResults>;
/** The notifications either side sends, keyed by `method`; each is in both sides' notification unions too. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ProtocolLevelNotification = rt.Call<"$/cancel_request", CancelRequestNotification> | rt.OtherMessage;
/** Reads, checks and writes {@link ProtocolLevelNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProtocolLevelNotification: rt.MessageCodec<ProtocolLevelNotification>;
/** The JSON-RPC envelope of `ProtocolLevelNotification`: `{ "jsonrpc": "2.0", "method", "params" }`. */
export type ProtocolLevelNotificationMessage = rt.Notification<ProtocolLevelNotification>;
/** Reads, checks and writes {@link ProtocolLevelNotificationMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProtocolLevelNotificationMessage: rt.Codec<ProtocolLevelNotificationMessage>;
/** Every codec of v2, by qualified type name. */
export declare const codecs: rt.CodecTable;
/** Where v2 may drop data in lenient mode: the fields upstream parses leniently (no patch field), and the way to them. */
export declare const LENIENCY: rt.LeniencyGraph;
/**
* Parses like `codec.parse`, but leniently where upstream does: a bad value of
* a lenient field is left out (a required list becomes empty), a bad item of a
* lenient list is skipped, and each drop is reported. Anything else still throws.
*/
export declare function parseLenient<T>(codec: rt.Codec<T>, json: unknown, options?: rt.ParseOptions): rt.LenientResult<T>;
/** The v2 methods: who sends them, and the codecs of their params and result. */
export declare const methods: { readonly [M in keyof MethodParams]: rt.MethodEntry<MethodParams[M], M extends keyof MethodResults ? MethodResults[M] : null> };
/** The params type of each v2 method. */
export interface MethodParams {
	"$/cancel_request": CancelRequestNotification;
	"auth/login": LoginAuthRequest;
	"auth/logout": LogoutAuthRequest;
	"auth/status": AuthStatusRequest;
	"auth/status_update": AuthStatusUpdateNotification;
	"elicitation/complete": CompleteElicitationNotification;
	"elicitation/create": CreateElicitationRequest;
	initialize: InitializeRequest;
	"mcp/message": MessageMcpRequest;
	"providers/disable": DisableProviderRequest;
	"providers/list": ListProvidersRequest;
	"providers/set": SetProviderRequest;
	"proxy/initialize": InitializeProxyRequest;
	"proxy/successor": ProxySuccessorRequest;
	"session/archive": ArchiveSessionRequest;
	"session/cancel": CancelSessionNotification;
	"session/close": CloseSessionRequest;
	"session/delete": DeleteSessionRequest;
	"session/fork": ForkSessionRequest;
	"session/list": ListSessionsRequest;
	"session/new": NewSessionRequest;
	"session/prompt": PromptRequest;
	"session/request_permission": RequestPermissionRequest;
	"session/resume": ResumeSessionRequest;
	"session/set_config_option": SetSessionConfigOptionRequest;
	"session/set_title": SetSessionTitleRequest;
	"session/status": SessionStatusRequest;
	"session/unarchive": UnarchiveSessionRequest;
	"session/update": UpdateSessionNotification;
	"terminal/cancel": CancelTerminalRequest;
	"tool_call/cancel": CancelToolCallRequest;
}
/** The result type of each v2 request. */
export interface MethodResults {
	"auth/login": LoginAuthResponse;
	"auth/logout": LogoutAuthResponse;
	"auth/status": AuthStatusResponse;
	"elicitation/create": CreateElicitationResponse;
	initialize: InitializeResponse;
	"mcp/message": MessageMcpResponse;
	"providers/disable": DisableProviderResponse;
	"providers/list": ListProvidersResponse;
	"providers/set": SetProviderResponse;
	"proxy/initialize": InitializeProxyResponse;
	"proxy/successor": ProxySuccessorResponse;
	"session/archive": ArchiveSessionResponse;
	"session/close": CloseSessionResponse;
	"session/delete": DeleteSessionResponse;
	"session/fork": ForkSessionResponse;
	"session/list": ListSessionsResponse;
	"session/new": NewSessionResponse;
	"session/prompt": PromptResponse;
	"session/request_permission": RequestPermissionResponse;
	"session/resume": ResumeSessionResponse;
	"session/set_config_option": SetSessionConfigOptionResponse;
	"session/set_title": SetSessionTitleResponse;
	"session/status": SessionStatusResponse;
	"session/unarchive": UnarchiveSessionResponse;
	"terminal/cancel": CancelTerminalResponse;
	"tool_call/cancel": CancelToolCallResponse;
}
