/**
* ACP v1: types, and the codecs that parse and serialize them.
* Each type has a codec of the same name: `Type.parse(json)`.
*/
import * as rt from "./runtime.js";
/** The `AgentAuthCapabilities` type. */
export interface AgentAuthCapabilities {
	/** The `logout` field of `AgentAuthCapabilities`. */
	logout?: LogoutCapabilities | null;
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
	/** The `loadSession` field of `AgentCapabilities`. */
	loadSession?: boolean;
	/** The `promptCapabilities` field of `AgentCapabilities`. */
	promptCapabilities?: PromptCapabilities;
	/** The `mcpCapabilities` field of `AgentCapabilities`. */
	mcpCapabilities?: McpCapabilities;
	/** The `sessionCapabilities` field of `AgentCapabilities`. */
	sessionCapabilities?: SessionCapabilities;
	/** The `auth` field of `AgentCapabilities`. */
	auth?: AgentAuthCapabilities;
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
/** The `AuthCapabilities` type. */
export interface AuthCapabilities {
	/** The `terminal` field of `AuthCapabilities`. */
	terminal?: boolean;
	/** The `_meta` field of `AuthCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthCapabilities: rt.ObjectCodec<AuthCapabilities>;
/**
* The `AuthMethod` type.
*
* Differs from the published schema: Published as a union tagged on `type` whose `AuthMethodAgent` branch has no tag, with the tags outside the payload types; declared as an untagged union whose tagged members (`AuthMethodTerminal`) carry `type` as a literal field. The same values are accepted.
*/
export type AuthMethod = AuthMethodTerminal | AuthMethodAgent;
/** Reads, checks and writes {@link AuthMethod} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethod: rt.Codec<AuthMethod>;
/** The `AuthMethodAgent` type. */
export interface AuthMethodAgent {
	/** The `id` field of `AuthMethodAgent`. */
	id: AuthMethodId;
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
export type AuthMethodId = rt.Brand<"v1.AuthMethodId">;
/** Reads, checks and writes {@link AuthMethodId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethodId: rt.Codec<AuthMethodId>;
/** The `AuthMethodTerminal` type. */
export interface AuthMethodTerminal {
	/** The `type` field of `AuthMethodTerminal`. */
	type: "terminal";
	/** The `id` field of `AuthMethodTerminal`. */
	id: AuthMethodId;
	/** The `name` field of `AuthMethodTerminal`. */
	name: string;
	/** The `description` field of `AuthMethodTerminal`. */
	description?: string | null;
	/** The `args` field of `AuthMethodTerminal`. */
	args?: string[];
	/** The `env` field of `AuthMethodTerminal`. */
	env?: {
		[key: string]: string;
	};
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
/** The params of `authenticate`. */
export interface AuthenticateRequest {
	/** The `methodId` field of `AuthenticateRequest`. */
	methodId: AuthMethodId;
	/** The `_meta` field of `AuthenticateRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthenticateRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthenticateRequest: rt.ObjectCodec<AuthenticateRequest>;
/** The result of `authenticate`. */
export interface AuthenticateResponse {
	/** The `_meta` field of `AuthenticateResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthenticateResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthenticateResponse: rt.ObjectCodec<AuthenticateResponse>;
/** The `AvailableCommand` type. */
export interface AvailableCommand {
	/** The `name` field of `AvailableCommand`. */
	name: string;
	/** The `description` field of `AvailableCommand`. */
	description: string;
	/** The `input` field of `AvailableCommand`. */
	input?: AvailableCommandInput | null;
	/** The `_meta` field of `AvailableCommand`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AvailableCommand} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommand: rt.ObjectCodec<AvailableCommand>;
/** The `AvailableCommandInput` type. */
export type AvailableCommandInput = UnstructuredCommandInput;
/** Reads, checks and writes {@link AvailableCommandInput} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommandInput: rt.Codec<AvailableCommandInput>;
/** The `AvailableCommandsUpdate` type. */
export interface AvailableCommandsUpdate {
	/** The `availableCommands` field of `AvailableCommandsUpdate`. */
	availableCommands: AvailableCommand[];
	/** The `_meta` field of `AvailableCommandsUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AvailableCommandsUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommandsUpdate: rt.ObjectCodec<AvailableCommandsUpdate>;
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
/** The `BooleanConfigOptionCapabilities` type. */
export interface BooleanConfigOptionCapabilities {
	/** The `_meta` field of `BooleanConfigOptionCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BooleanConfigOptionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BooleanConfigOptionCapabilities: rt.ObjectCodec<BooleanConfigOptionCapabilities>;
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
/** The params of the notification `session/cancel`. */
export interface CancelNotification {
	/** The `sessionId` field of `CancelNotification`. */
	sessionId: SessionId;
	/** The `_meta` field of `CancelNotification`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelNotification: rt.ObjectCodec<CancelNotification>;
/** The params of the notification `$/cancel_request`. */
export interface CancelRequestNotification {
	/** The `requestId` field of `CancelRequestNotification`. */
	requestId: RequestId;
	/** The `_meta` field of `CancelRequestNotification`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelRequestNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelRequestNotification: rt.ObjectCodec<CancelRequestNotification>;
/** The `ClientCapabilities` type. */
export interface ClientCapabilities {
	/** The `fs` field of `ClientCapabilities`. */
	fs?: FileSystemCapabilities;
	/** The `terminal` field of `ClientCapabilities`. */
	terminal?: boolean;
	/** The `session` field of `ClientCapabilities`. */
	session?: ClientSessionCapabilities | null;
	/**
	* The `plan` field of `ClientCapabilities`.
	*
	* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
	*/
	plan?: PlanCapabilities | null;
	/** The `auth` field of `ClientCapabilities`. */
	auth?: AuthCapabilities;
	/** The `elicitation` field of `ClientCapabilities`. */
	elicitation?: ElicitationCapabilities | null;
	/** The `_meta` field of `ClientCapabilities`. */
	_meta?: Meta | null;
	/**
	* The `subagents` field of `ClientCapabilities`.
	*
	* @experimental Unstable feature `subagents`.
	*/
	subagents?: SubagentCapabilities | null;
}
/** Reads, checks and writes {@link ClientCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientCapabilities: rt.ObjectCodec<ClientCapabilities>;
/** The `ClientSessionCapabilities` type. */
export interface ClientSessionCapabilities {
	/** The `compaction` field of `ClientSessionCapabilities`. */
	compaction?: CompactionCapabilities | null;
	/** The `configOptions` field of `ClientSessionCapabilities`. */
	configOptions?: SessionConfigOptionsCapabilities | null;
	/** The `_meta` field of `ClientSessionCapabilities`. */
	_meta?: Meta | null;
	/** The `notices` field of `ClientSessionCapabilities`. */
	notices?: NoticeCapabilities | null;
}
/** Reads, checks and writes {@link ClientSessionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientSessionCapabilities: rt.ObjectCodec<ClientSessionCapabilities>;
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
/** The `CompactionCapabilities` type. */
export interface CompactionCapabilities {}
/** Reads, checks and writes {@link CompactionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionCapabilities: rt.ObjectCodec<CompactionCapabilities>;
/** The `CompactionId` type. */
export type CompactionId = rt.Brand<"v1.CompactionId">;
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
export type ContentBlock = ContentBlockText | ContentBlockImage | ContentBlockAudio | ContentBlockResourceLink | ContentBlockResource;
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
/** Reads, checks and writes {@link ContentBlock} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ContentBlock: rt.UnionCodec<ContentBlock>;
/**
* One streamed piece of a message. Without a `messageId`, a receiver can only guess where one message ends and the next begins.
* @see RFD `message-id`
* @example
* ```json
* {
*   "content": {
*     "type": "text",
*     "text": "Analyzing..."
*   }
* }
* ```
* @example
* ```json
* {
*   "messageId": "msg_agent_c42b9",
*   "content": {
*     "type": "text",
*     "text": "Let me analyze your code..."
*   }
* }
* ```
*/
export interface ContentChunk {
	/** The single content block to append. */
	content: ContentBlock;
	/** The message this chunk belongs to, when the agent supports message ids. Left out and `null` are equivalent: no id was provided. */
	messageId?: MessageId | null;
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
/** The params of `terminal/create`. */
export interface CreateTerminalRequest {
	/** The `sessionId` field of `CreateTerminalRequest`. */
	sessionId: SessionId;
	/** The `command` field of `CreateTerminalRequest`. */
	command: string;
	/** The `args` field of `CreateTerminalRequest`. */
	args?: string[];
	/** The `env` field of `CreateTerminalRequest`. */
	env?: EnvVariable[];
	/** The `cwd` field of `CreateTerminalRequest`. */
	cwd?: string | null;
	/** The `outputByteLimit` field of `CreateTerminalRequest`. */
	outputByteLimit?: number | null;
	/** The `_meta` field of `CreateTerminalRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CreateTerminalRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CreateTerminalRequest: rt.ObjectCodec<CreateTerminalRequest>;
/** The result of `terminal/create`. */
export interface CreateTerminalResponse {
	/** The `terminalId` field of `CreateTerminalResponse`. */
	terminalId: TerminalId;
	/** The `_meta` field of `CreateTerminalResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CreateTerminalResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CreateTerminalResponse: rt.ObjectCodec<CreateTerminalResponse>;
/** The `CurrentModeUpdate` type. */
export interface CurrentModeUpdate {
	/** The `currentModeId` field of `CurrentModeUpdate`. */
	currentModeId: SessionModeId;
	/** The `_meta` field of `CurrentModeUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CurrentModeUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CurrentModeUpdate: rt.ObjectCodec<CurrentModeUpdate>;
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
* A file modification: the path with its text before and after.
* @see RFD `diff-file-states`
* @example
* ```json
* {
*   "path": "/home/user/project/src/config.json",
*   "oldText": "{\n  \"debug\": false\n}",
*   "newText": "{\n  \"debug\": true\n}"
* }
* ```
*/
export interface Diff {
	/** The file's absolute path. */
	path: string;
	/** The text before the change. Left out or `null` means the file did not exist. */
	oldText?: string | null;
	/** The text after the change. */
	newText: string;
	/** The `_meta` field of `Diff`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Diff} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Diff: rt.ObjectCodec<Diff>;
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
export type ElicitationId = rt.Brand<"v1.ElicitationId">;
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
	type?: ElicitationSchemaType;
	/** The `title` field of `ElicitationSchema`. */
	title?: string | null;
	/** The `properties` field of `ElicitationSchema`. */
	properties?: {
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
/**
* The `ErrorStopReason` type.
*
* @experimental Unstable feature `subagents`.
*/
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
/** The `FileSystemCapabilities` type. */
export interface FileSystemCapabilities {
	/** The `readTextFile` field of `FileSystemCapabilities`. */
	readTextFile?: boolean;
	/** The `writeTextFile` field of `FileSystemCapabilities`. */
	writeTextFile?: boolean;
	/** The `_meta` field of `FileSystemCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link FileSystemCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const FileSystemCapabilities: rt.ObjectCodec<FileSystemCapabilities>;
/**
* The params of `session/fork`.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ForkSessionRequest {
	/** The `sessionId` field of `ForkSessionRequest`. */
	sessionId: SessionId;
	/** The `cwd` field of `ForkSessionRequest`. */
	cwd: string;
	/** The `additionalDirectories` field of `ForkSessionRequest`. */
	additionalDirectories?: string[];
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
	/** The `modes` field of `ForkSessionResponse`. */
	modes?: SessionModeState | null;
	/** The `configOptions` field of `ForkSessionResponse`. */
	configOptions?: SessionConfigOption[] | null;
	/** The `_meta` field of `ForkSessionResponse`. */
	_meta?: Meta | null;
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
/**
* The `idle` turn state: the turn ended, and why.
*
* Differs from the published schema: Published as an object whose `stopReason` selects one of several branches (`end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error` with `error` beside it, or any other string); declared as one object with an open string `stopReason` and an optional `error`, so the same values are accepted, and an `idle` state without a `stopReason` is read as well (as v2 reads it).
*
* @experimental Unstable feature `subagents`.
*/
export interface IdleStateUpdate {
	/**
	* The `usage` field of `IdleStateUpdate`.
	*
	* @experimental Unstable feature `usage`.
	*/
	usage?: Usage | null;
	/** The `_meta` field of `IdleStateUpdate`. */
	_meta?: Meta | null;
	/** The `stopReason` field of `IdleStateUpdate`. */
	stopReason?: string | null;
	/** The `error` field of `IdleStateUpdate`. */
	error?: JsonRpcError | null;
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
	/** The `clientCapabilities` field of `InitializeProxyRequest`. */
	clientCapabilities?: ClientCapabilities;
	/** The `clientInfo` field of `InitializeProxyRequest`. */
	clientInfo?: Implementation | null;
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
	/** The `agentCapabilities` field of `InitializeProxyResponse`. */
	agentCapabilities?: AgentCapabilities;
	/** The `authMethods` field of `InitializeProxyResponse`. */
	authMethods?: AuthMethod[];
	/** The `agentInfo` field of `InitializeProxyResponse`. */
	agentInfo?: Implementation | null;
	/** The `_meta` field of `InitializeProxyResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitializeProxyResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitializeProxyResponse: rt.ObjectCodec<InitializeProxyResponse>;
/** The params of `initialize`. */
export interface InitializeRequest {
	/** The `protocolVersion` field of `InitializeRequest`. */
	protocolVersion: ProtocolVersion;
	/** The `clientCapabilities` field of `InitializeRequest`. */
	clientCapabilities?: ClientCapabilities;
	/** The `clientInfo` field of `InitializeRequest`. */
	clientInfo?: Implementation | null;
	/** The `_meta` field of `InitializeRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitializeRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitializeRequest: rt.ObjectCodec<InitializeRequest>;
/** The result of `initialize`. */
export interface InitializeResponse {
	/** The `protocolVersion` field of `InitializeResponse`. */
	protocolVersion: ProtocolVersion;
	/** The `agentCapabilities` field of `InitializeResponse`. */
	agentCapabilities?: AgentCapabilities;
	/** The `authMethods` field of `InitializeResponse`. */
	authMethods?: AuthMethod[];
	/** The `agentInfo` field of `InitializeResponse`. */
	agentInfo?: Implementation | null;
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
	data?: rt.JsonValue;
}
/** Reads, checks and writes {@link JsonRpcError} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const JsonRpcError: rt.ObjectCodec<JsonRpcError>;
/** The params of `terminal/kill`. */
export interface KillTerminalRequest {
	/** The `sessionId` field of `KillTerminalRequest`. */
	sessionId: SessionId;
	/** The `terminalId` field of `KillTerminalRequest`. */
	terminalId: TerminalId;
	/** The `_meta` field of `KillTerminalRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link KillTerminalRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const KillTerminalRequest: rt.ObjectCodec<KillTerminalRequest>;
/** The result of `terminal/kill`. */
export interface KillTerminalResponse {
	/** The `_meta` field of `KillTerminalResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link KillTerminalResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const KillTerminalResponse: rt.ObjectCodec<KillTerminalResponse>;
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
	cwd?: string | null;
	/** The `cursor` field of `ListSessionsRequest`. */
	cursor?: string | null;
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
	nextCursor?: string | null;
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
/**
* The params of `session/load`: reopen an existing session and replay its whole history through `session/update` notifications before the response.
* @example
* ```json
* {
*   "sessionId": "sess_1",
*   "cwd": "/home/user/project",
*   "mcpServers": []
* }
* ```
*/
export interface LoadSessionRequest {
	/** The session to load. */
	sessionId: SessionId;
	/** The working directory for the session, an absolute path. */
	cwd: string;
	/** MCP servers the agent should connect to. */
	mcpServers: McpServer[];
	/** Directories besides `cwd` that the session may use, as absolute paths. */
	additionalDirectories?: string[];
	/** The `_meta` field of `LoadSessionRequest`. */
	_meta?: Meta | null;
	/**
	* The `systemPrompt` field of `LoadSessionRequest`.
	*
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SystemPrompt | null;
}
/** Reads, checks and writes {@link LoadSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LoadSessionRequest: rt.ObjectCodec<LoadSessionRequest>;
/**
* The result of `session/load`, sent after the replay has finished.
* @example
* ```json
* {}
* ```
*/
export interface LoadSessionResponse {
	/** The session's modes, when the agent has any. */
	modes?: SessionModeState | null;
	/** The session's config options, when the agent has any. */
	configOptions?: SessionConfigOption[] | null;
	/** The `_meta` field of `LoadSessionResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LoadSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LoadSessionResponse: rt.ObjectCodec<LoadSessionResponse>;
/** The `LogoutCapabilities` type. */
export interface LogoutCapabilities {
	/** The `_meta` field of `LogoutCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LogoutCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LogoutCapabilities: rt.ObjectCodec<LogoutCapabilities>;
/** The params of `logout`. */
export interface LogoutRequest {
	/** The `_meta` field of `LogoutRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LogoutRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LogoutRequest: rt.ObjectCodec<LogoutRequest>;
/** The result of `logout`. */
export interface LogoutResponse {
	/** The `_meta` field of `LogoutResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LogoutResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LogoutResponse: rt.ObjectCodec<LogoutResponse>;
/** The `McpCapabilities` type. */
export interface McpCapabilities {
	/** The `http` field of `McpCapabilities`. */
	http?: boolean;
	/** The `sse` field of `McpCapabilities`. */
	sse?: boolean;
	/**
	* The `acp` field of `McpCapabilities`.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	acp?: boolean;
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
/**
* The `McpRequestId` type.
*
* @experimental Unstable feature `mcp_over_acp`.
*/
export type McpRequestId = rt.Brand<"v1.McpRequestId">;
/** Reads, checks and writes {@link McpRequestId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpRequestId: rt.Codec<McpRequestId>;
/**
* An MCP server the agent should connect to. HTTP, SSE and ACP servers carry a `type`; stdio servers have none.
*
* Differs from the published schema: Published as a union tagged on `type` whose stdio branch has no tag, with the tag outside the payload types; declared as an untagged union whose tagged members (`McpServerHttp`, `McpServerSse`) carry `type` as a literal field. The unstable `acp` branch (`McpServerAcp`) is left out, because an untagged union cannot gate one member behind a feature.
*/
export type McpServer = McpServerHttp | McpServerSse | McpServerStdio;
/** Reads, checks and writes {@link McpServer} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServer: rt.Codec<McpServer>;
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
export type McpServerAcpId = rt.Brand<"v1.McpServerAcpId">;
/** Reads, checks and writes {@link McpServerAcpId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerAcpId: rt.Codec<McpServerAcpId>;
/** An MCP server reached over streamable HTTP. */
export interface McpServerHttp {
	/** The `type` field of `McpServerHttp`. */
	type: "http";
	/** A name for the server, shown to the user. */
	name: string;
	/** The `url` field of `McpServerHttp`. */
	url: string;
	/** The `headers` field of `McpServerHttp`. */
	headers: HttpHeader[];
	/** The `_meta` field of `McpServerHttp`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerHttp} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerHttp: rt.ObjectCodec<McpServerHttp>;
/** An MCP server reached over server-sent events. */
export interface McpServerSse {
	/** The `type` field of `McpServerSse`. */
	type: "sse";
	/** A name for the server, shown to the user. */
	name: string;
	/** The `url` field of `McpServerSse`. */
	url: string;
	/** The `headers` field of `McpServerSse`. */
	headers: HttpHeader[];
	/** The `_meta` field of `McpServerSse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerSse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerSse: rt.ObjectCodec<McpServerSse>;
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
	command: string;
	/** The `args` field of `McpServerStdio`. */
	args: string[];
	/** The `env` field of `McpServerStdio`. */
	env: EnvVariable[];
	/** The `_meta` field of `McpServerStdio`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerStdio} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerStdio: rt.ObjectCodec<McpServerStdio>;
/**
* Identifies one user message, agent message or agent thought within a session. Only the agent mints message ids. They are opaque: compare them as strings and never parse them. Every chunk of one message carries the same id.
* @see RFD `message-id`
* @example
* ```json
* "msg_agent_c42b9"
* ```
*/
export type MessageId = rt.Brand<"v1.MessageId">;
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
	cwd: string;
	/** The `additionalDirectories` field of `NewSessionRequest`. */
	additionalDirectories?: string[];
	/** The `mcpServers` field of `NewSessionRequest`. */
	mcpServers: McpServer[];
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
	/** The `modes` field of `NewSessionResponse`. */
	modes?: SessionModeState | null;
	/** The `configOptions` field of `NewSessionResponse`. */
	configOptions?: SessionConfigOption[] | null;
	/** The `_meta` field of `NewSessionResponse`. */
	_meta?: Meta | null;
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
/** The `NoticeCapabilities` type. */
export interface NoticeCapabilities {}
/** Reads, checks and writes {@link NoticeCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NoticeCapabilities: rt.ObjectCodec<NoticeCapabilities>;
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
export type PermissionOptionId = rt.Brand<"v1.PermissionOptionId">;
/** Reads, checks and writes {@link PermissionOptionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PermissionOptionId: rt.Codec<PermissionOptionId>;
/** The `PermissionOptionKind` type. */
export type PermissionOptionKind = "allow_once" | "allow_always" | "reject_once" | "reject_always";
/** Reads, checks and writes {@link PermissionOptionKind} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PermissionOptionKind: rt.EnumCodec<PermissionOptionKind>;
/** The `Plan` type. */
export interface Plan {
	/** The `entries` field of `Plan`. */
	entries: PlanEntry[];
	/** The `_meta` field of `Plan`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Plan} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Plan: rt.ObjectCodec<Plan>;
/**
* The `PlanCapabilities` type.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanCapabilities {
	/** The `_meta` field of `PlanCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanCapabilities: rt.ObjectCodec<PlanCapabilities>;
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
export type PlanEntryPriority = "high" | "medium" | "low";
/** Reads, checks and writes {@link PlanEntryPriority} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanEntryPriority: rt.EnumCodec<PlanEntryPriority>;
/** The `PlanEntryStatus` type. */
export type PlanEntryStatus = "pending" | "in_progress" | "completed";
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
/**
* The `PlanId` type.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export type PlanId = rt.Brand<"v1.PlanId">;
/** Reads, checks and writes {@link PlanId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanId: rt.Codec<PlanId>;
/**
* The `PlanItems` type.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
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
/**
* The `PlanUpdate` type.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanUpdate {
	/** The `plan` field of `PlanUpdate`. */
	plan: PlanUpdateContent;
	/** The `_meta` field of `PlanUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanUpdate: rt.ObjectCodec<PlanUpdate>;
/**
* The `PlanUpdateContent` type.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export type PlanUpdateContent = PlanUpdateContentItems | PlanUpdateContentFile | PlanUpdateContentMarkdown;
/** The `items` variant of `PlanUpdateContent`. */
export interface PlanUpdateContentItems extends PlanItems {
	type: "items";
}
/** The `file` variant of `PlanUpdateContent`. */
export interface PlanUpdateContentFile extends PlanFile {
	type: "file";
}
/** The `markdown` variant of `PlanUpdateContent`. */
export interface PlanUpdateContentMarkdown extends PlanMarkdown {
	type: "markdown";
}
/** Reads, checks and writes {@link PlanUpdateContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanUpdateContent: rt.UnionCodec<PlanUpdateContent>;
/** The `PromptCapabilities` type. */
export interface PromptCapabilities {
	/** The `image` field of `PromptCapabilities`. */
	image?: boolean;
	/** The `audio` field of `PromptCapabilities`. */
	audio?: boolean;
	/** The `embeddedContext` field of `PromptCapabilities`. */
	embeddedContext?: boolean;
	/** The `_meta` field of `PromptCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptCapabilities: rt.ObjectCodec<PromptCapabilities>;
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
	/** The `stopReason` field of `PromptResponse`. */
	stopReason: StopReason;
	/**
	* The `usage` field of `PromptResponse`.
	*
	* @experimental Unstable feature `usage`. Unstable upstream; the shape may change before it is stabilized.
	*/
	usage?: Usage | null;
	/** The `_meta` field of `PromptResponse`. */
	_meta?: Meta | null;
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
export type ProviderId = rt.Brand<"v1.ProviderId">;
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
/** The params of `fs/read_text_file`. */
export interface ReadTextFileRequest {
	/** The `sessionId` field of `ReadTextFileRequest`. */
	sessionId: SessionId;
	/** The `path` field of `ReadTextFileRequest`. */
	path: string;
	/** The `line` field of `ReadTextFileRequest`. */
	line?: number | null;
	/** The `limit` field of `ReadTextFileRequest`. */
	limit?: number | null;
	/** The `_meta` field of `ReadTextFileRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReadTextFileRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReadTextFileRequest: rt.ObjectCodec<ReadTextFileRequest>;
/** The result of `fs/read_text_file`. */
export interface ReadTextFileResponse {
	/** The `content` field of `ReadTextFileResponse`. */
	content: string;
	/** The `_meta` field of `ReadTextFileResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReadTextFileResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReadTextFileResponse: rt.ObjectCodec<ReadTextFileResponse>;
/** The params of `terminal/release`. */
export interface ReleaseTerminalRequest {
	/** The `sessionId` field of `ReleaseTerminalRequest`. */
	sessionId: SessionId;
	/** The `terminalId` field of `ReleaseTerminalRequest`. */
	terminalId: TerminalId;
	/** The `_meta` field of `ReleaseTerminalRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReleaseTerminalRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReleaseTerminalRequest: rt.ObjectCodec<ReleaseTerminalRequest>;
/** The result of `terminal/release`. */
export interface ReleaseTerminalResponse {
	/** The `_meta` field of `ReleaseTerminalResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReleaseTerminalResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReleaseTerminalResponse: rt.ObjectCodec<ReleaseTerminalResponse>;
/**
* A JSON-RPC request id, echoed by the response.
*
* Differs from the published schema: The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in both sides' notification unions, and in the generated `ProtocolLevelNotificationMessage` (earlier published v2 schemas had a `ProtocolLevelNotification` group; SDK 2.4.0 has none). The published schema also carries `ProxyRequest`, `ProxyResponse` and `ProxyNotification`, the envelopes of the unstable proxy_chains methods (marked as not for docs); they are derived from the method table here too.
*/
export type RequestId = null | number | string;
/** Reads, checks and writes {@link RequestId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestId: rt.Codec<RequestId>;
/** The `RequestPermissionOutcome` type. */
export type RequestPermissionOutcome = RequestPermissionOutcomeCancelled | RequestPermissionOutcomeSelected;
/** The `cancelled` variant of `RequestPermissionOutcome`. */
export interface RequestPermissionOutcomeCancelled {
	outcome: "cancelled";
}
/** The `selected` variant of `RequestPermissionOutcome`. */
export interface RequestPermissionOutcomeSelected extends SelectedPermissionOutcome {
	outcome: "selected";
}
/** Reads, checks and writes {@link RequestPermissionOutcome} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestPermissionOutcome: rt.UnionCodec<RequestPermissionOutcome>;
/** The params of `session/request_permission`. */
export interface RequestPermissionRequest {
	/** The `sessionId` field of `RequestPermissionRequest`. */
	sessionId: SessionId;
	/** The `toolCall` field of `RequestPermissionRequest`. */
	toolCall: ToolCallUpdate;
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
/**
* The `RequiresActionStateUpdate` type.
*
* @experimental Unstable feature `subagents`.
*/
export interface RequiresActionStateUpdate {
	/** The `_meta` field of `RequiresActionStateUpdate`. */
	_meta?: Meta | null;
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
* The params of `session/resume`: reconnect to an existing session without replaying its history.
* @example
* ```json
* {
*   "sessionId": "sess_1",
*   "cwd": "/home/user/project"
* }
* ```
*/
export interface ResumeSessionRequest {
	/** The session to resume. */
	sessionId: SessionId;
	/** The working directory for the session, an absolute path. */
	cwd: string;
	/** MCP servers the agent should connect to. */
	mcpServers?: McpServer[];
	/** Directories besides `cwd` that the session may use, as absolute paths. */
	additionalDirectories?: string[];
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
* The result of `session/resume`.
* @example
* ```json
* {}
* ```
*/
export interface ResumeSessionResponse {
	/** The session's modes, when the agent has any. */
	modes?: SessionModeState | null;
	/** The session's config options, when the agent has any. */
	configOptions?: SessionConfigOption[] | null;
	/** The `_meta` field of `ResumeSessionResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ResumeSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ResumeSessionResponse: rt.ObjectCodec<ResumeSessionResponse>;
/** The party a piece of content is meant for. */
export type Role = "assistant" | "user";
/** Reads, checks and writes {@link Role} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Role: rt.EnumCodec<Role>;
/**
* The `RunningStateUpdate` type.
*
* @experimental Unstable feature `subagents`.
*/
export interface RunningStateUpdate {
	/** The `_meta` field of `RunningStateUpdate`. */
	_meta?: Meta | null;
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
	/** The `list` field of `SessionCapabilities`. */
	list?: SessionListCapabilities | null;
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
	/** The `resume` field of `SessionCapabilities`. */
	resume?: SessionResumeCapabilities | null;
	/** The `close` field of `SessionCapabilities`. */
	close?: SessionCloseCapabilities | null;
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
/** The `SessionCloseCapabilities` type. */
export interface SessionCloseCapabilities {
	/** The `_meta` field of `SessionCloseCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionCloseCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionCloseCapabilities: rt.ObjectCodec<SessionCloseCapabilities>;
/** The `SessionConfigBoolean` type. */
export interface SessionConfigBoolean {
	/** The `currentValue` field of `SessionConfigBoolean`. */
	currentValue: boolean;
}
/** Reads, checks and writes {@link SessionConfigBoolean} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigBoolean: rt.ObjectCodec<SessionConfigBoolean>;
/** The `SessionConfigGroupId` type. */
export type SessionConfigGroupId = rt.Brand<"v1.SessionConfigGroupId">;
/** Reads, checks and writes {@link SessionConfigGroupId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigGroupId: rt.Codec<SessionConfigGroupId>;
/** The `SessionConfigId` type. */
export type SessionConfigId = rt.Brand<"v1.SessionConfigId">;
/** Reads, checks and writes {@link SessionConfigId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigId: rt.Codec<SessionConfigId>;
/** The `SessionConfigOption` type. */
export type SessionConfigOption = SessionConfigOptionSelect | SessionConfigOptionBoolean;
/** The `select` variant of `SessionConfigOption`. */
export interface SessionConfigOptionSelect extends SessionConfigSelect {
	type: "select";
	/** The `id` field of `SessionConfigOption`. */
	id: SessionConfigId;
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
	/** The `id` field of `SessionConfigOption`. */
	id: SessionConfigId;
	/** The `name` field of `SessionConfigOption`. */
	name: string;
	/** The `description` field of `SessionConfigOption`. */
	description?: string | null;
	/** The `category` field of `SessionConfigOption`. */
	category?: SessionConfigOptionCategory | null;
	/** The `_meta` field of `SessionConfigOption`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionConfigOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOption: rt.UnionCodec<SessionConfigOption>;
/** The `SessionConfigOptionCategory` type. */
export type SessionConfigOptionCategory = "mode" | "model" | "model_config" | "thought_level" | (string & {});
/** Reads, checks and writes {@link SessionConfigOptionCategory} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOptionCategory: rt.EnumCodec<SessionConfigOptionCategory>;
/**
* The new value of a config option: a boolean, or the id of a select option.
*
* Differs from the published schema: Published as two alternatives beside the request's fields (`"type": "boolean"` with a boolean value, or no type with a value id); declared as one object (`SetSessionConfigOptionRequest`) with an optional `type` and this union, so the pairing is not checked.
*/
export type SessionConfigOptionValue = boolean | SessionConfigValueId;
/** Reads, checks and writes {@link SessionConfigOptionValue} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOptionValue: rt.Codec<SessionConfigOptionValue>;
/** The `SessionConfigOptionsCapabilities` type. */
export interface SessionConfigOptionsCapabilities {
	/** The `boolean` field of `SessionConfigOptionsCapabilities`. */
	boolean?: BooleanConfigOptionCapabilities | null;
	/** The `_meta` field of `SessionConfigOptionsCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionConfigOptionsCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOptionsCapabilities: rt.ObjectCodec<SessionConfigOptionsCapabilities>;
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
	/** The `group` field of `SessionConfigSelectGroup`. */
	group: SessionConfigGroupId;
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
export type SessionConfigValueId = rt.Brand<"v1.SessionConfigValueId">;
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
export type SessionId = rt.Brand<"v1.SessionId">;
/** Reads, checks and writes {@link SessionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionId: rt.Codec<SessionId>;
/** The `SessionInfo` type. */
export interface SessionInfo {
	/** The `sessionId` field of `SessionInfo`. */
	sessionId: SessionId;
	/** The `cwd` field of `SessionInfo`. */
	cwd: string;
	/** The `additionalDirectories` field of `SessionInfo`. */
	additionalDirectories?: string[];
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
/** The `SessionListCapabilities` type. */
export interface SessionListCapabilities {
	/** The `_meta` field of `SessionListCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionListCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionListCapabilities: rt.ObjectCodec<SessionListCapabilities>;
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
/** The `SessionMode` type. */
export interface SessionMode {
	/** The `id` field of `SessionMode`. */
	id: SessionModeId;
	/** The `name` field of `SessionMode`. */
	name: string;
	/** The `description` field of `SessionMode`. */
	description?: string | null;
	/** The `_meta` field of `SessionMode`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionMode: rt.ObjectCodec<SessionMode>;
/** The `SessionModeId` type. */
export type SessionModeId = rt.Brand<"v1.SessionModeId">;
/** Reads, checks and writes {@link SessionModeId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionModeId: rt.Codec<SessionModeId>;
/** The `SessionModeState` type. */
export interface SessionModeState {
	/** The `currentModeId` field of `SessionModeState`. */
	currentModeId: SessionModeId;
	/** The `availableModes` field of `SessionModeState`. */
	availableModes: SessionMode[];
	/** The `_meta` field of `SessionModeState`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionModeState} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionModeState: rt.ObjectCodec<SessionModeState>;
/**
* The params of `session/update`: one update for one session.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "update": {
*     "sessionUpdate": "agent_message_chunk",
*     "content": {
*       "type": "text",
*       "text": "Let me analyze your code..."
*     }
*   }
* }
* ```
*/
export interface SessionNotification {
	/** The session the update belongs to. */
	sessionId: SessionId;
	/** What changed. */
	update: SessionUpdate;
	/** The `_meta` field of `SessionNotification`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionNotification: rt.ObjectCodec<SessionNotification>;
/** The `SessionResumeCapabilities` type. */
export interface SessionResumeCapabilities {
	/** The `_meta` field of `SessionResumeCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionResumeCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionResumeCapabilities: rt.ObjectCodec<SessionResumeCapabilities>;
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
* A change to a session that the agent reports to the client, tagged on `sessionUpdate`. v1 unions are closed: an unknown tag is an error.
* @example
* ```json
* {
*   "sessionUpdate": "agent_message_chunk",
*   "content": {
*     "type": "text",
*     "text": "Analyzing..."
*   }
* }
* ```
* @example
* ```json
* {
*   "sessionUpdate": "agent_message_chunk",
*   "content": {
*     "type": "text",
*     "text": "Found issues."
*   }
* }
* ```
* @example
* ```json
* {
*   "sessionUpdate": "agent_message_chunk",
*   "content": {
*     "type": "text",
*     "text": "Fixed the issues."
*   }
* }
* ```
* @example
* ```json
* {
*   "sessionUpdate": "agent_message_chunk",
*   "messageId": "msg_agent_c42b9",
*   "content": {
*     "type": "text",
*     "text": "Analyzing..."
*   }
* }
* ```
* @example
* ```json
* {
*   "sessionUpdate": "agent_message_clear"
* }
* ```
*/
export type SessionUpdate = SessionUpdateUserMessageChunk | SessionUpdateAgentMessageChunk | SessionUpdateAgentThoughtChunk | SessionUpdateAgentMessageClear | SessionUpdateToolCall | SessionUpdateToolCallUpdate | SessionUpdatePlan | SessionUpdatePlanUpdate | SessionUpdatePlanRemoved | SessionUpdateAvailableCommandsUpdate | SessionUpdateCurrentModeUpdate | SessionUpdateConfigOptionUpdate | SessionUpdateSessionInfoUpdate | SessionUpdateUsageUpdate | SessionUpdateNotice | SessionUpdateCompactionUpdate | SessionUpdateCompactionSummaryChunk | SessionUpdateSessionMessage | SessionUpdateSessionMessageChunk | SessionUpdateSubagentUpdate;
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
/**
* Empties the content streamed so far for the agent message that is being streamed; later chunks start again from nothing. Earlier messages are untouched.
*
* Differs from the published schema: Not in the published schema, which never merged the proposal; it exists here only under its unstable feature.
*
* @experimental Unstable feature `agent_message_clear`. Proposed by the agent-message-clear RFD and never merged: upstream pointed to message ids plus a whole `agent_message` update, which v2 has. A v1 peer that does not know it ignores it.
* @see RFD `agent-message-clear`
*/
export interface SessionUpdateAgentMessageClear {
	sessionUpdate: "agent_message_clear";
}
/** A tool call the agent starts. */
export interface SessionUpdateToolCall extends ToolCall {
	sessionUpdate: "tool_call";
}
/** A change to a tool call: the fields present replace the stored ones. */
export interface SessionUpdateToolCallUpdate extends ToolCallUpdate {
	sessionUpdate: "tool_call_update";
}
/** The agent's whole plan, replacing any earlier one. */
export interface SessionUpdatePlan extends Plan {
	sessionUpdate: "plan";
}
/**
* A plan created or changed, by id.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
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
/** The session's mode changed. */
export interface SessionUpdateCurrentModeUpdate extends CurrentModeUpdate {
	sessionUpdate: "current_mode_update";
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
/** The params of `session/set_config_option`. */
export interface SetSessionConfigOptionRequest {
	/** The `sessionId` field of `SetSessionConfigOptionRequest`. */
	sessionId: SessionId;
	/** The `configId` field of `SetSessionConfigOptionRequest`. */
	configId: SessionConfigId;
	/** `"boolean"` when `value` is a boolean; absent when it is a select option's value id. */
	type?: "boolean";
	/** The `value` field of `SetSessionConfigOptionRequest`. */
	value: SessionConfigOptionValue;
	/** The `_meta` field of `SetSessionConfigOptionRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionConfigOptionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionRequest: rt.ObjectCodec<SetSessionConfigOptionRequest>;
/** The result of `session/set_config_option`. */
export interface SetSessionConfigOptionResponse {
	/** The `configOptions` field of `SetSessionConfigOptionResponse`. */
	configOptions: SessionConfigOption[];
	/** The `_meta` field of `SetSessionConfigOptionResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionConfigOptionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionResponse: rt.ObjectCodec<SetSessionConfigOptionResponse>;
/** The params of `session/set_mode`. */
export interface SetSessionModeRequest {
	/** The `sessionId` field of `SetSessionModeRequest`. */
	sessionId: SessionId;
	/** The `modeId` field of `SetSessionModeRequest`. */
	modeId: SessionModeId;
	/** The `_meta` field of `SetSessionModeRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionModeRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionModeRequest: rt.ObjectCodec<SetSessionModeRequest>;
/** The result of `session/set_mode`. */
export interface SetSessionModeResponse {
	/** The `_meta` field of `SetSessionModeResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionModeResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionModeResponse: rt.ObjectCodec<SetSessionModeResponse>;
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
* The `StateUpdate` type.
*
* @experimental Unstable feature `subagents`.
*/
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
/** The `unknown` variant of `StateUpdate`. */
export interface StateUpdateUnknown extends UnknownStateUpdate {
	state: "unknown";
}
/** A variant of StateUpdate that this version does not know, kept whole. */
export type StateUpdateOther = rt.Other<"state">;
/** Reads, checks and writes {@link StateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StateUpdate: rt.UnionCodec<StateUpdate>;
/** The `StopReason` type. */
export type StopReason = "end_turn" | "max_tokens" | "max_turn_requests" | "refusal" | "cancelled";
/** Reads, checks and writes {@link StopReason} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StopReason: rt.EnumCodec<StopReason>;
/** The `StringFormat` type. */
export type StringFormat = "email" | "uri" | "date" | "date-time";
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
* The `SubagentCapabilities` type.
*
* @experimental Unstable feature `subagents`.
*/
export interface SubagentCapabilities {
	/** The `_meta` field of `SubagentCapabilities`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SubagentCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SubagentCapabilities: rt.ObjectCodec<SubagentCapabilities>;
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
	cwd?: string | null;
	/** The `additionalDirectories` field of `SubagentUpdate`. */
	additionalDirectories?: string[] | null;
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
export type TerminalId = rt.Brand<"v1.TerminalId">;
/** Reads, checks and writes {@link TerminalId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalId: rt.Codec<TerminalId>;
/** The params of `terminal/output`. */
export interface TerminalOutputRequest {
	/** The `sessionId` field of `TerminalOutputRequest`. */
	sessionId: SessionId;
	/** The `terminalId` field of `TerminalOutputRequest`. */
	terminalId: TerminalId;
	/** The `_meta` field of `TerminalOutputRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalOutputRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalOutputRequest: rt.ObjectCodec<TerminalOutputRequest>;
/** The result of `terminal/output`. */
export interface TerminalOutputResponse {
	/** The `output` field of `TerminalOutputResponse`. */
	output: string;
	/** The `truncated` field of `TerminalOutputResponse`. */
	truncated: boolean;
	/** The `exitStatus` field of `TerminalOutputResponse`. */
	exitStatus?: TerminalExitStatus | null;
	/** The `_meta` field of `TerminalOutputResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalOutputResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalOutputResponse: rt.ObjectCodec<TerminalOutputResponse>;
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
/** The `ToolCall` type. */
export interface ToolCall {
	/** The `toolCallId` field of `ToolCall`. */
	toolCallId: ToolCallId;
	/** The `title` field of `ToolCall`. */
	title: string;
	/** The `name` field of `ToolCall`. */
	name?: string | null;
	/** The `kind` field of `ToolCall`. */
	kind?: ToolKind;
	/** The `status` field of `ToolCall`. */
	status?: ToolCallStatus;
	/** The `content` field of `ToolCall`. */
	content?: ToolCallContent[];
	/** The `locations` field of `ToolCall`. */
	locations?: ToolCallLocation[];
	/** The `rawInput` field of `ToolCall`. */
	rawInput?: rt.JsonValue;
	/** The `rawOutput` field of `ToolCall`. */
	rawOutput?: rt.JsonValue;
	/** The `_meta` field of `ToolCall`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCall} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCall: rt.ObjectCodec<ToolCall>;
/**
* What a tool call produced, tagged on `type`.
* @example
* ```json
* {
*   "type": "diff",
*   "path": "/home/user/project/src/config.json",
*   "oldText": "{\n  \"debug\": false\n}",
*   "newText": "{\n  \"debug\": true\n}"
* }
* ```
*/
export type ToolCallContent = ToolCallContentContent | ToolCallContentDiff | ToolCallContentTerminal;
/** Ordinary content. */
export interface ToolCallContentContent extends Content {
	type: "content";
}
/** A file modification. */
export interface ToolCallContentDiff extends Diff {
	type: "diff";
}
/** Live terminal output. */
export interface ToolCallContentTerminal extends Terminal {
	type: "terminal";
}
/** Reads, checks and writes {@link ToolCallContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallContent: rt.UnionCodec<ToolCallContent>;
/** The `ToolCallId` type. */
export type ToolCallId = rt.Brand<"v1.ToolCallId">;
/** Reads, checks and writes {@link ToolCallId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallId: rt.Codec<ToolCallId>;
/** The `ToolCallLocation` type. */
export interface ToolCallLocation {
	/** The `path` field of `ToolCallLocation`. */
	path: string;
	/** The `line` field of `ToolCallLocation`. */
	line?: number | null;
	/** The `_meta` field of `ToolCallLocation`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallLocation} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallLocation: rt.ObjectCodec<ToolCallLocation>;
/** The `ToolCallStatus` type. */
export type ToolCallStatus = "pending" | "in_progress" | "completed" | "failed";
/** Reads, checks and writes {@link ToolCallStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallStatus: rt.EnumCodec<ToolCallStatus>;
/** The `ToolCallUpdate` type. */
export interface ToolCallUpdate {
	/** The `toolCallId` field of `ToolCallUpdate`. */
	toolCallId: ToolCallId;
	/** The `kind` field of `ToolCallUpdate`. */
	kind?: ToolKind | null;
	/** The `status` field of `ToolCallUpdate`. */
	status?: ToolCallStatus | null;
	/** The `title` field of `ToolCallUpdate`. */
	title?: string | null;
	/** The `name` field of `ToolCallUpdate`. */
	name?: string | null;
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
}
/** Reads, checks and writes {@link ToolCallUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallUpdate: rt.ObjectCodec<ToolCallUpdate>;
/** The `ToolKind` type. */
export type ToolKind = "read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other";
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
	/** The `_meta` field of `UnknownStateUpdate`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnknownStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnknownStateUpdate: rt.ObjectCodec<UnknownStateUpdate>;
/** The `UnstructuredCommandInput` type. */
export interface UnstructuredCommandInput {
	/** The `hint` field of `UnstructuredCommandInput`. */
	hint: string;
	/** The `_meta` field of `UnstructuredCommandInput`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnstructuredCommandInput} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnstructuredCommandInput: rt.ObjectCodec<UnstructuredCommandInput>;
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
/** The params of `terminal/wait_for_exit`. */
export interface WaitForTerminalExitRequest {
	/** The `sessionId` field of `WaitForTerminalExitRequest`. */
	sessionId: SessionId;
	/** The `terminalId` field of `WaitForTerminalExitRequest`. */
	terminalId: TerminalId;
	/** The `_meta` field of `WaitForTerminalExitRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link WaitForTerminalExitRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const WaitForTerminalExitRequest: rt.ObjectCodec<WaitForTerminalExitRequest>;
/** The result of `terminal/wait_for_exit`. */
export interface WaitForTerminalExitResponse {
	/** The `exitCode` field of `WaitForTerminalExitResponse`. */
	exitCode?: number | null;
	/** The `signal` field of `WaitForTerminalExitResponse`. */
	signal?: string | null;
	/** The `_meta` field of `WaitForTerminalExitResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link WaitForTerminalExitResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const WaitForTerminalExitResponse: rt.ObjectCodec<WaitForTerminalExitResponse>;
/** The params of `fs/write_text_file`. */
export interface WriteTextFileRequest {
	/** The `sessionId` field of `WriteTextFileRequest`. */
	sessionId: SessionId;
	/** The `path` field of `WriteTextFileRequest`. */
	path: string;
	/** The `content` field of `WriteTextFileRequest`. */
	content: string;
	/** The `_meta` field of `WriteTextFileRequest`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link WriteTextFileRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const WriteTextFileRequest: rt.ObjectCodec<WriteTextFileRequest>;
/** The result of `fs/write_text_file`. */
export interface WriteTextFileResponse {
	/** The `_meta` field of `WriteTextFileResponse`. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link WriteTextFileResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const WriteTextFileResponse: rt.ObjectCodec<WriteTextFileResponse>;
/** The requests the client sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ClientRequest = rt.Call<"auth/status", AuthStatusRequest> | rt.Call<"authenticate", AuthenticateRequest> | rt.Call<"initialize", InitializeRequest> | rt.Call<"logout", LogoutRequest> | rt.Call<"mcp/message", MessageMcpRequest> | rt.Call<"providers/disable", DisableProviderRequest> | rt.Call<"providers/list", ListProvidersRequest> | rt.Call<"providers/set", SetProviderRequest> | rt.Call<"session/archive", ArchiveSessionRequest> | rt.Call<"session/close", CloseSessionRequest> | rt.Call<"session/delete", DeleteSessionRequest> | rt.Call<"session/fork", ForkSessionRequest> | rt.Call<"session/list", ListSessionsRequest> | rt.Call<"session/load", LoadSessionRequest> | rt.Call<"session/new", NewSessionRequest> | rt.Call<"session/prompt", PromptRequest> | rt.Call<"session/resume", ResumeSessionRequest> | rt.Call<"session/set_config_option", SetSessionConfigOptionRequest> | rt.Call<"session/set_mode", SetSessionModeRequest> | rt.Call<"session/set_title", SetSessionTitleRequest> | rt.Call<"session/status", SessionStatusRequest> | rt.Call<"session/unarchive", UnarchiveSessionRequest> | rt.OtherMessage;
/** Reads, checks and writes {@link ClientRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientRequest: rt.MessageCodec<ClientRequest>;
/** The JSON-RPC envelope of `ClientRequest`: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export type ClientRequestMessage = rt.Request<RequestId, ClientRequest>;
/** Reads, checks and writes {@link ClientRequestMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientRequestMessage: rt.Codec<ClientRequestMessage>;
/** The notifications the client sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ClientNotification = rt.Call<"$/cancel_request", CancelRequestNotification> | rt.Call<"session/cancel", CancelNotification> | rt.OtherMessage;
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
	/** The result of `fs/read_text_file`. */
	"fs/read_text_file": ReadTextFileResponse;
	/** The result of `fs/write_text_file`. */
	"fs/write_text_file": WriteTextFileResponse;
	/** The result of `mcp/message`. */
	"mcp/message": MessageMcpResponse;
	/** The result of `proxy/initialize`. */
	"proxy/initialize": InitializeProxyResponse;
	/** The result of `proxy/successor`. */
	"proxy/successor": ProxySuccessorResponse;
	/** The result of `session/request_permission`. */
	"session/request_permission": RequestPermissionResponse;
	/** The result of `terminal/create`. */
	"terminal/create": CreateTerminalResponse;
	/** The result of `terminal/kill`. */
	"terminal/kill": KillTerminalResponse;
	/** The result of `terminal/output`. */
	"terminal/output": TerminalOutputResponse;
	/** The result of `terminal/release`. */
	"terminal/release": ReleaseTerminalResponse;
	/** The result of `terminal/wait_for_exit`. */
	"terminal/wait_for_exit": WaitForTerminalExitResponse;
}
/** The results the client sends in its responses to the requests the agent sends, one per method. */
export type ClientResponse<M extends keyof ClientResponseResults = keyof ClientResponseResults> = rt.Response<RequestId, ClientResponseResults[M], JsonRpcError>;
/** Reads, checks and writes {@link ClientResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientResponse: rt.ResponseCodec<RequestId, JsonRpcError, ClientResponseResults>;
/** The requests the agent sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type AgentRequest = rt.Call<"elicitation/create", CreateElicitationRequest> | rt.Call<"fs/read_text_file", ReadTextFileRequest> | rt.Call<"fs/write_text_file", WriteTextFileRequest> | rt.Call<"mcp/message", MessageMcpRequest> | rt.Call<"proxy/initialize", InitializeProxyRequest> | rt.Call<"proxy/successor", ProxySuccessorRequest> | rt.Call<"session/request_permission", RequestPermissionRequest> | rt.Call<"terminal/create", CreateTerminalRequest> | rt.Call<"terminal/kill", KillTerminalRequest> | rt.Call<"terminal/output", TerminalOutputRequest> | rt.Call<"terminal/release", ReleaseTerminalRequest> | rt.Call<"terminal/wait_for_exit", WaitForTerminalExitRequest> | rt.OtherMessage;
/** Reads, checks and writes {@link AgentRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentRequest: rt.MessageCodec<AgentRequest>;
/** The JSON-RPC envelope of `AgentRequest`: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export type AgentRequestMessage = rt.Request<RequestId, AgentRequest>;
/** Reads, checks and writes {@link AgentRequestMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentRequestMessage: rt.Codec<AgentRequestMessage>;
/** The notifications the agent sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type AgentNotification = rt.Call<"$/cancel_request", CancelRequestNotification> | rt.Call<"auth/status_update", AuthStatusUpdateNotification> | rt.Call<"elicitation/complete", CompleteElicitationNotification> | rt.Call<"session/update", SessionNotification> | rt.OtherMessage;
/** Reads, checks and writes {@link AgentNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentNotification: rt.MessageCodec<AgentNotification>;
/** The JSON-RPC envelope of `AgentNotification`: `{ "jsonrpc": "2.0", "method", "params" }`. */
export type AgentNotificationMessage = rt.Notification<AgentNotification>;
/** Reads, checks and writes {@link AgentNotificationMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentNotificationMessage: rt.Codec<AgentNotificationMessage>;
/** The result of each request that the agent answers, by method. */
export interface AgentResponseResults {
	/** The result of `auth/status`. */
	"auth/status": AuthStatusResponse;
	/** The result of `authenticate`. */
	authenticate: AuthenticateResponse;
	/** The result of `initialize`. */
	initialize: InitializeResponse;
	/** The result of `logout`. */
	logout: LogoutResponse;
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
	/** The result of `session/load`. */
	"session/load": LoadSessionResponse;
	/** The result of `session/new`. */
	"session/new": NewSessionResponse;
	/** The result of `session/prompt`. */
	"session/prompt": PromptResponse;
	/** The result of `session/resume`. */
	"session/resume": ResumeSessionResponse;
	/** The result of `session/set_config_option`. */
	"session/set_config_option": SetSessionConfigOptionResponse;
	/** The result of `session/set_mode`. */
	"session/set_mode": SetSessionModeResponse;
	/** The result of `session/set_title`. */
	"session/set_title": SetSessionTitleResponse;
	/** The result of `session/status`. */
	"session/status": SessionStatusResponse;
	/** The result of `session/unarchive`. */
	"session/unarchive": UnarchiveSessionResponse;
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
/** Every codec of v1, by qualified type name. */
export declare const codecs: rt.CodecTable;
/** Where v1 may drop data in lenient mode: the fields upstream parses leniently (no patch field), and the way to them. */
export declare const LENIENCY: rt.LeniencyGraph;
/**
* Parses like `codec.parse`, but leniently where upstream does: a bad value of
* a lenient field is left out (a required list becomes empty), a bad item of a
* lenient list is skipped, and each drop is reported. Anything else still throws.
*/
export declare function parseLenient<T>(codec: rt.Codec<T>, json: unknown, options?: rt.ParseOptions): rt.LenientResult<T>;
/** The v1 methods: who sends them, and the codecs of their params and result. */
export declare const methods: { readonly [M in keyof MethodParams]: rt.MethodEntry<MethodParams[M], M extends keyof MethodResults ? MethodResults[M] : null> };
/** The params type of each v1 method. */
export interface MethodParams {
	"$/cancel_request": CancelRequestNotification;
	"auth/status": AuthStatusRequest;
	"auth/status_update": AuthStatusUpdateNotification;
	authenticate: AuthenticateRequest;
	"elicitation/complete": CompleteElicitationNotification;
	"elicitation/create": CreateElicitationRequest;
	"fs/read_text_file": ReadTextFileRequest;
	"fs/write_text_file": WriteTextFileRequest;
	initialize: InitializeRequest;
	logout: LogoutRequest;
	"mcp/message": MessageMcpRequest;
	"providers/disable": DisableProviderRequest;
	"providers/list": ListProvidersRequest;
	"providers/set": SetProviderRequest;
	"proxy/initialize": InitializeProxyRequest;
	"proxy/successor": ProxySuccessorRequest;
	"session/archive": ArchiveSessionRequest;
	"session/cancel": CancelNotification;
	"session/close": CloseSessionRequest;
	"session/delete": DeleteSessionRequest;
	"session/fork": ForkSessionRequest;
	"session/list": ListSessionsRequest;
	"session/load": LoadSessionRequest;
	"session/new": NewSessionRequest;
	"session/prompt": PromptRequest;
	"session/request_permission": RequestPermissionRequest;
	"session/resume": ResumeSessionRequest;
	"session/set_config_option": SetSessionConfigOptionRequest;
	"session/set_mode": SetSessionModeRequest;
	"session/set_title": SetSessionTitleRequest;
	"session/status": SessionStatusRequest;
	"session/unarchive": UnarchiveSessionRequest;
	"session/update": SessionNotification;
	"terminal/create": CreateTerminalRequest;
	"terminal/kill": KillTerminalRequest;
	"terminal/output": TerminalOutputRequest;
	"terminal/release": ReleaseTerminalRequest;
	"terminal/wait_for_exit": WaitForTerminalExitRequest;
}
/** The result type of each v1 request. */
export interface MethodResults {
	"auth/status": AuthStatusResponse;
	authenticate: AuthenticateResponse;
	"elicitation/create": CreateElicitationResponse;
	"fs/read_text_file": ReadTextFileResponse;
	"fs/write_text_file": WriteTextFileResponse;
	initialize: InitializeResponse;
	logout: LogoutResponse;
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
	"session/load": LoadSessionResponse;
	"session/new": NewSessionResponse;
	"session/prompt": PromptResponse;
	"session/request_permission": RequestPermissionResponse;
	"session/resume": ResumeSessionResponse;
	"session/set_config_option": SetSessionConfigOptionResponse;
	"session/set_mode": SetSessionModeResponse;
	"session/set_title": SetSessionTitleResponse;
	"session/status": SessionStatusResponse;
	"session/unarchive": UnarchiveSessionResponse;
	"terminal/create": CreateTerminalResponse;
	"terminal/kill": KillTerminalResponse;
	"terminal/output": TerminalOutputResponse;
	"terminal/release": ReleaseTerminalResponse;
	"terminal/wait_for_exit": WaitForTerminalExitResponse;
}
