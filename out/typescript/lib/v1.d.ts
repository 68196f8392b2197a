/**
* ACP v1: types, and the codecs that parse and serialize them.
* Each type has a codec of the same name: `Type.parse(json)`.
*/
import * as rt from "./runtime.js";
export interface AgentAuthCapabilities {
	logout?: LogoutCapabilities | null;
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `auth_status`.
	*/
	status?: AuthStatusCapabilities | null;
}
export declare const AgentAuthCapabilities: rt.ObjectCodec<AgentAuthCapabilities>;
export interface AgentCapabilities {
	loadSession?: boolean;
	promptCapabilities?: PromptCapabilities;
	mcpCapabilities?: McpCapabilities;
	sessionCapabilities?: SessionCapabilities;
	auth?: AgentAuthCapabilities;
	/**
	* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providers?: ProvidersCapabilities | null;
	_meta?: Meta | null;
}
export declare const AgentCapabilities: rt.ObjectCodec<AgentCapabilities>;
/** Hints about how a client should treat a content block. */
export interface Annotations {
	/** Who the content is intended for. */
	audience?: Role[] | null;
	/** When the underlying resource last changed, as an ISO 8601 timestamp. */
	lastModified?: string | null;
	/** How important the content is, from 0 (least) to 1 (most). */
	priority?: number | null;
	_meta?: Meta | null;
}
export declare const Annotations: rt.ObjectCodec<Annotations>;
/**
* @experimental Unstable feature `session_archive`.
*/
export interface ArchiveSessionRequest {
	sessionId: SessionId;
	_meta?: Meta | null;
}
export declare const ArchiveSessionRequest: rt.ObjectCodec<ArchiveSessionRequest>;
/**
* @experimental Unstable feature `session_archive`.
*/
export interface ArchiveSessionResponse {
	_meta?: Meta | null;
}
export declare const ArchiveSessionResponse: rt.ObjectCodec<ArchiveSessionResponse>;
/** An audio clip, base64-encoded. */
export interface AudioContent {
	/** The audio bytes, base64-encoded. */
	data: string;
	/** The audio's MIME type, such as `audio/wav`. */
	mimeType: string;
	annotations?: Annotations | null;
	_meta?: Meta | null;
}
export declare const AudioContent: rt.ObjectCodec<AudioContent>;
/**
* @experimental Unstable feature `auth_status`.
*/
export interface AuthAccount {
	label: string;
	active?: boolean | null;
	name?: string | null;
	email?: string | null;
	organization?: string | null;
	_meta?: Meta | null;
}
export declare const AuthAccount: rt.ObjectCodec<AuthAccount>;
export interface AuthCapabilities {
	terminal?: boolean;
	_meta?: Meta | null;
}
export declare const AuthCapabilities: rt.ObjectCodec<AuthCapabilities>;
/** Differs from the published schema: Published as a union tagged on `type` whose `AuthMethodAgent` branch has no tag, with the tags outside the payload types; declared as an untagged union whose tagged members (`AuthMethodTerminal`) carry `type` as a literal field. The same values are accepted. */
export type AuthMethod = AuthMethodTerminal | AuthMethodAgent;
export declare const AuthMethod: rt.Codec<AuthMethod>;
export interface AuthMethodAgent {
	id: AuthMethodId;
	name: string;
	description?: string | null;
	_meta?: Meta | null;
}
export declare const AuthMethodAgent: rt.ObjectCodec<AuthMethodAgent>;
export type AuthMethodId = rt.Brand<"v1.AuthMethodId">;
export declare const AuthMethodId: rt.Codec<AuthMethodId>;
export interface AuthMethodTerminal {
	type: "terminal";
	id: AuthMethodId;
	name: string;
	description?: string | null;
	args?: string[];
	env?: {
		[key: string]: string;
	};
	_meta?: Meta | null;
}
export declare const AuthMethodTerminal: rt.ObjectCodec<AuthMethodTerminal>;
/**
* @experimental Unstable feature `auth_status`.
*/
export type AuthState = "authenticated" | "unauthenticated" | "not_required" | "unknown" | (string & {});
export declare const AuthState: rt.EnumCodec<AuthState>;
/**
* @experimental Unstable feature `auth_status`.
*/
export interface AuthStatusCapabilities {
	_meta?: Meta | null;
}
export declare const AuthStatusCapabilities: rt.ObjectCodec<AuthStatusCapabilities>;
/**
* @experimental Unstable feature `auth_status`.
*/
export interface AuthStatusRequest {
	_meta?: Meta | null;
}
export declare const AuthStatusRequest: rt.ObjectCodec<AuthStatusRequest>;
/**
* @experimental Unstable feature `auth_status`.
*/
export interface AuthStatusResponse {
	state: AuthState;
	accounts?: AuthAccount[];
	_meta?: Meta | null;
}
export declare const AuthStatusResponse: rt.ObjectCodec<AuthStatusResponse>;
/**
* @experimental Unstable feature `auth_status`.
*/
export interface AuthStatusUpdateNotification {
	state: AuthState;
	accounts?: AuthAccount[];
	_meta?: Meta | null;
}
export declare const AuthStatusUpdateNotification: rt.ObjectCodec<AuthStatusUpdateNotification>;
/** The params of `authenticate`. */
export interface AuthenticateRequest {
	methodId: AuthMethodId;
	_meta?: Meta | null;
}
export declare const AuthenticateRequest: rt.ObjectCodec<AuthenticateRequest>;
/** The result of `authenticate`. */
export interface AuthenticateResponse {
	_meta?: Meta | null;
}
export declare const AuthenticateResponse: rt.ObjectCodec<AuthenticateResponse>;
export interface AvailableCommand {
	name: string;
	description: string;
	input?: AvailableCommandInput | null;
	_meta?: Meta | null;
}
export declare const AvailableCommand: rt.ObjectCodec<AvailableCommand>;
export type AvailableCommandInput = UnstructuredCommandInput;
export declare const AvailableCommandInput: rt.Codec<AvailableCommandInput>;
export interface AvailableCommandsUpdate {
	availableCommands: AvailableCommand[];
	_meta?: Meta | null;
}
export declare const AvailableCommandsUpdate: rt.ObjectCodec<AvailableCommandsUpdate>;
/** The bytes of a resource, base64-encoded and embedded. */
export interface BlobResourceContents {
	uri: string;
	/** The resource bytes, base64-encoded. */
	blob: string;
	mimeType?: string | null;
	_meta?: Meta | null;
}
export declare const BlobResourceContents: rt.ObjectCodec<BlobResourceContents>;
export interface BooleanConfigOptionCapabilities {
	_meta?: Meta | null;
}
export declare const BooleanConfigOptionCapabilities: rt.ObjectCodec<BooleanConfigOptionCapabilities>;
export interface BooleanPropertySchema {
	title?: string | null;
	description?: string | null;
	default?: boolean | null;
	_meta?: Meta | null;
}
export declare const BooleanPropertySchema: rt.ObjectCodec<BooleanPropertySchema>;
/** The params of the notification `session/cancel`. */
export interface CancelNotification {
	sessionId: SessionId;
	_meta?: Meta | null;
}
export declare const CancelNotification: rt.ObjectCodec<CancelNotification>;
/** The params of the notification `$/cancel_request`. */
export interface CancelRequestNotification {
	requestId: RequestId;
	_meta?: Meta | null;
}
export declare const CancelRequestNotification: rt.ObjectCodec<CancelRequestNotification>;
export interface ClientCapabilities {
	fs?: FileSystemCapabilities;
	terminal?: boolean;
	session?: ClientSessionCapabilities | null;
	/**
	* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
	*/
	plan?: PlanCapabilities | null;
	auth?: AuthCapabilities;
	elicitation?: ElicitationCapabilities | null;
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `subagents`.
	*/
	subagents?: SubagentCapabilities | null;
}
export declare const ClientCapabilities: rt.ObjectCodec<ClientCapabilities>;
export interface ClientSessionCapabilities {
	compaction?: CompactionCapabilities | null;
	configOptions?: SessionConfigOptionsCapabilities | null;
	_meta?: Meta | null;
	notices?: NoticeCapabilities | null;
}
export declare const ClientSessionCapabilities: rt.ObjectCodec<ClientSessionCapabilities>;
/** The params of `session/close`. */
export interface CloseSessionRequest {
	sessionId: SessionId;
	_meta?: Meta | null;
}
export declare const CloseSessionRequest: rt.ObjectCodec<CloseSessionRequest>;
/** The result of `session/close`. */
export interface CloseSessionResponse {
	_meta?: Meta | null;
}
export declare const CloseSessionResponse: rt.ObjectCodec<CloseSessionResponse>;
export interface CompactionCapabilities {}
export declare const CompactionCapabilities: rt.ObjectCodec<CompactionCapabilities>;
export type CompactionId = rt.Brand<"v1.CompactionId">;
export declare const CompactionId: rt.Codec<CompactionId>;
export type CompactionStatus = "in_progress" | "completed" | "failed" | "cancelled" | (string & {});
export declare const CompactionStatus: rt.EnumCodec<CompactionStatus>;
export interface CompactionSummaryChunk {
	compactionId: CompactionId;
	content: ContentBlock;
	_meta?: Meta | null;
}
export declare const CompactionSummaryChunk: rt.ObjectCodec<CompactionSummaryChunk>;
export interface CompactionUpdate {
	compactionId: CompactionId;
	status: CompactionStatus;
	summary?: ContentBlock[] | null;
	error?: string | null;
	_meta?: Meta | null;
}
export declare const CompactionUpdate: rt.ObjectCodec<CompactionUpdate>;
/** The params of the notification `elicitation/complete`. */
export interface CompleteElicitationNotification {
	elicitationId: ElicitationId;
	_meta?: Meta | null;
}
export declare const CompleteElicitationNotification: rt.ObjectCodec<CompleteElicitationNotification>;
export interface ConfigOptionUpdate {
	configOptions: SessionConfigOption[];
	_meta?: Meta | null;
}
export declare const ConfigOptionUpdate: rt.ObjectCodec<ConfigOptionUpdate>;
/** Ordinary content produced by a tool call. */
export interface Content {
	content: ContentBlock;
	_meta?: Meta | null;
}
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
	_meta?: Meta | null;
}
export declare const ContentChunk: rt.ObjectCodec<ContentChunk>;
export interface Cost {
	amount: number;
	currency: string;
	_meta?: Meta | null;
}
export declare const Cost: rt.ObjectCodec<Cost>;
/** The params of `elicitation/create`. */
export type CreateElicitationRequest = CreateElicitationRequestForm | CreateElicitationRequestUrl | CreateElicitationRequestOther;
export interface CreateElicitationRequestForm extends ElicitationFormMode {
	mode: "form";
	message: string;
	_meta?: Meta | null;
}
export interface CreateElicitationRequestUrl extends ElicitationUrlMode {
	mode: "url";
	message: string;
	_meta?: Meta | null;
}
/** A variant of CreateElicitationRequest that this version does not know, kept whole. */
export type CreateElicitationRequestOther = rt.Other<"mode">;
export declare const CreateElicitationRequest: rt.UnionCodec<CreateElicitationRequest>;
/** The result of `elicitation/create`. */
export type CreateElicitationResponse = CreateElicitationResponseAccept | CreateElicitationResponseDecline | CreateElicitationResponseCancel | CreateElicitationResponseOther;
export interface CreateElicitationResponseAccept extends ElicitationAcceptAction {
	action: "accept";
	_meta?: Meta | null;
}
export interface CreateElicitationResponseDecline {
	action: "decline";
	_meta?: Meta | null;
}
export interface CreateElicitationResponseCancel {
	action: "cancel";
	_meta?: Meta | null;
}
/** A variant of CreateElicitationResponse that this version does not know, kept whole. */
export type CreateElicitationResponseOther = rt.Other<"action">;
export declare const CreateElicitationResponse: rt.UnionCodec<CreateElicitationResponse>;
/** The params of `terminal/create`. */
export interface CreateTerminalRequest {
	sessionId: SessionId;
	command: string;
	args?: string[];
	env?: EnvVariable[];
	cwd?: string | null;
	outputByteLimit?: number | null;
	_meta?: Meta | null;
}
export declare const CreateTerminalRequest: rt.ObjectCodec<CreateTerminalRequest>;
/** The result of `terminal/create`. */
export interface CreateTerminalResponse {
	terminalId: TerminalId;
	_meta?: Meta | null;
}
export declare const CreateTerminalResponse: rt.ObjectCodec<CreateTerminalResponse>;
export interface CurrentModeUpdate {
	currentModeId: SessionModeId;
	_meta?: Meta | null;
}
export declare const CurrentModeUpdate: rt.ObjectCodec<CurrentModeUpdate>;
/** The params of `session/delete`. */
export interface DeleteSessionRequest {
	sessionId: SessionId;
	_meta?: Meta | null;
}
export declare const DeleteSessionRequest: rt.ObjectCodec<DeleteSessionRequest>;
/** The result of `session/delete`. */
export interface DeleteSessionResponse {
	_meta?: Meta | null;
}
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
	_meta?: Meta | null;
}
export declare const Diff: rt.ObjectCodec<Diff>;
/**
* The params of `providers/disable`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface DisableProviderRequest {
	providerId: ProviderId;
	_meta?: Meta | null;
}
export declare const DisableProviderRequest: rt.ObjectCodec<DisableProviderRequest>;
/**
* The result of `providers/disable`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface DisableProviderResponse {
	_meta?: Meta | null;
}
export declare const DisableProviderResponse: rt.ObjectCodec<DisableProviderResponse>;
export interface ElicitationAcceptAction {
	content?: {
		[key: string]: ElicitationContentValue;
	} | null;
}
export declare const ElicitationAcceptAction: rt.ObjectCodec<ElicitationAcceptAction>;
export interface ElicitationCapabilities {
	form?: ElicitationFormCapabilities | null;
	url?: ElicitationUrlCapabilities | null;
	_meta?: Meta | null;
}
export declare const ElicitationCapabilities: rt.ObjectCodec<ElicitationCapabilities>;
export type ElicitationContentValue = string | number | number | boolean | string[];
export declare const ElicitationContentValue: rt.Codec<ElicitationContentValue>;
export interface ElicitationFormCapabilities {
	_meta?: Meta | null;
}
export declare const ElicitationFormCapabilities: rt.ObjectCodec<ElicitationFormCapabilities>;
/** Differs from the published schema: Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected. */
export interface ElicitationFormMode {
	requestedSchema: ElicitationSchema;
	sessionId?: SessionId;
	toolCallId?: ToolCallId | null;
	requestId?: RequestId;
}
export declare const ElicitationFormMode: rt.ObjectCodec<ElicitationFormMode>;
export type ElicitationId = rt.Brand<"v1.ElicitationId">;
export declare const ElicitationId: rt.Codec<ElicitationId>;
export type ElicitationPropertySchema = ElicitationPropertySchemaString | ElicitationPropertySchemaNumber | ElicitationPropertySchemaInteger | ElicitationPropertySchemaBoolean | ElicitationPropertySchemaArray | ElicitationPropertySchemaOther;
export interface ElicitationPropertySchemaString extends StringPropertySchema {
	type: "string";
}
export interface ElicitationPropertySchemaNumber extends NumberPropertySchema {
	type: "number";
}
export interface ElicitationPropertySchemaInteger extends IntegerPropertySchema {
	type: "integer";
}
export interface ElicitationPropertySchemaBoolean extends BooleanPropertySchema {
	type: "boolean";
}
export interface ElicitationPropertySchemaArray extends MultiSelectPropertySchema {
	type: "array";
}
/** A variant of ElicitationPropertySchema that this version does not know, kept whole. */
export type ElicitationPropertySchemaOther = rt.Other<"type">;
export declare const ElicitationPropertySchema: rt.UnionCodec<ElicitationPropertySchema>;
export interface ElicitationRequestScope {
	requestId: RequestId;
}
export declare const ElicitationRequestScope: rt.ObjectCodec<ElicitationRequestScope>;
export interface ElicitationSchema {
	type?: ElicitationSchemaType;
	title?: string | null;
	properties?: {
		[key: string]: ElicitationPropertySchema;
	};
	required?: string[] | null;
	description?: string | null;
	_meta?: Meta | null;
}
export declare const ElicitationSchema: rt.ObjectCodec<ElicitationSchema>;
export type ElicitationSchemaType = "object";
export declare const ElicitationSchemaType: rt.EnumCodec<ElicitationSchemaType>;
export interface ElicitationSessionScope {
	sessionId: SessionId;
	toolCallId?: ToolCallId | null;
}
export declare const ElicitationSessionScope: rt.ObjectCodec<ElicitationSessionScope>;
export interface ElicitationUrlCapabilities {
	_meta?: Meta | null;
}
export declare const ElicitationUrlCapabilities: rt.ObjectCodec<ElicitationUrlCapabilities>;
/** Differs from the published schema: Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected. */
export interface ElicitationUrlMode {
	elicitationId: ElicitationId;
	url: string;
	sessionId?: SessionId;
	toolCallId?: ToolCallId | null;
	requestId?: RequestId;
}
export declare const ElicitationUrlMode: rt.ObjectCodec<ElicitationUrlMode>;
/** A resource whose contents travel inside the message. */
export interface EmbeddedResource {
	resource: EmbeddedResourceResource;
	annotations?: Annotations | null;
	_meta?: Meta | null;
}
export declare const EmbeddedResource: rt.ObjectCodec<EmbeddedResource>;
/** The contents of an embedded resource: text or bytes, told apart by their fields. */
export type EmbeddedResourceResource = TextResourceContents | BlobResourceContents;
export declare const EmbeddedResourceResource: rt.Codec<EmbeddedResourceResource>;
export interface EnumOption {
	const: string;
	title: string;
	description?: string | null;
	_meta?: Meta | null;
}
export declare const EnumOption: rt.ObjectCodec<EnumOption>;
/** An environment variable set for an MCP server process. */
export interface EnvVariable {
	name: string;
	value: string;
	_meta?: Meta | null;
}
export declare const EnvVariable: rt.ObjectCodec<EnvVariable>;
/**
* Known values: `-32700` parse error, `-32600` invalid request, `-32601` method not found, `-32602` invalid params, `-32603` internal error, `-32800` request cancelled, `-32000` authentication required, `-32002` resource not found; any other integer is kept.
*
* Differs from the published schema: An open integer enum in the published schema; declared as an integer, its known values listed here.
*/
export type ErrorCode = number;
export declare const ErrorCode: rt.Codec<ErrorCode>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface ErrorStopReason {
	error?: JsonRpcError | null;
}
export declare const ErrorStopReason: rt.ObjectCodec<ErrorStopReason>;
export type ExtNotification = rt.JsonValue;
export declare const ExtNotification: rt.Codec<ExtNotification>;
export type ExtRequest = rt.JsonValue;
export declare const ExtRequest: rt.Codec<ExtRequest>;
export type ExtResponse = rt.JsonValue;
export declare const ExtResponse: rt.Codec<ExtResponse>;
export interface FileSystemCapabilities {
	readTextFile?: boolean;
	writeTextFile?: boolean;
	_meta?: Meta | null;
}
export declare const FileSystemCapabilities: rt.ObjectCodec<FileSystemCapabilities>;
/**
* The params of `session/fork`.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ForkSessionRequest {
	sessionId: SessionId;
	cwd: string;
	additionalDirectories?: string[];
	mcpServers?: McpServer[];
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SystemPrompt | null;
}
export declare const ForkSessionRequest: rt.ObjectCodec<ForkSessionRequest>;
/**
* The result of `session/fork`.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ForkSessionResponse {
	sessionId: SessionId;
	modes?: SessionModeState | null;
	configOptions?: SessionConfigOption[] | null;
	_meta?: Meta | null;
}
export declare const ForkSessionResponse: rt.ObjectCodec<ForkSessionResponse>;
/** An HTTP header sent to an MCP server. */
export interface HttpHeader {
	name: string;
	value: string;
	_meta?: Meta | null;
}
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
	* @experimental Unstable feature `usage`.
	*/
	usage?: Usage | null;
	_meta?: Meta | null;
	stopReason?: string | null;
	error?: JsonRpcError | null;
}
export declare const IdleStateUpdate: rt.ObjectCodec<IdleStateUpdate>;
/** An image, base64-encoded. */
export interface ImageContent {
	/** The image bytes, base64-encoded. */
	data: string;
	/** The image's MIME type, such as `image/png`. */
	mimeType: string;
	/** Where the image came from, when known. */
	uri?: string | null;
	annotations?: Annotations | null;
	_meta?: Meta | null;
}
export declare const ImageContent: rt.ObjectCodec<ImageContent>;
export interface Implementation {
	name: string;
	title?: string | null;
	version: string;
	_meta?: Meta | null;
}
export declare const Implementation: rt.ObjectCodec<Implementation>;
/**
* The params of `proxy/initialize`: an `initialize` sent to a proxy.
*
* Differs from the published schema: Published as a reference to `InitializeRequest`; declared as an interface that extends it, so it has the same fields and a name of its own.
*
* @experimental Unstable feature `proxy_chains`.
*/
export interface InitializeProxyRequest {
	protocolVersion: ProtocolVersion;
	clientCapabilities?: ClientCapabilities;
	clientInfo?: Implementation | null;
	_meta?: Meta | null;
}
export declare const InitializeProxyRequest: rt.ObjectCodec<InitializeProxyRequest>;
/**
* The result of `proxy/initialize`.
*
* Differs from the published schema: Published as a reference to `InitializeResponse`; declared as an interface that extends it, so it has the same fields and a name of its own.
*
* @experimental Unstable feature `proxy_chains`.
*/
export interface InitializeProxyResponse {
	protocolVersion: ProtocolVersion;
	agentCapabilities?: AgentCapabilities;
	authMethods?: AuthMethod[];
	agentInfo?: Implementation | null;
	_meta?: Meta | null;
}
export declare const InitializeProxyResponse: rt.ObjectCodec<InitializeProxyResponse>;
/** The params of `initialize`. */
export interface InitializeRequest {
	protocolVersion: ProtocolVersion;
	clientCapabilities?: ClientCapabilities;
	clientInfo?: Implementation | null;
	_meta?: Meta | null;
}
export declare const InitializeRequest: rt.ObjectCodec<InitializeRequest>;
/** The result of `initialize`. */
export interface InitializeResponse {
	protocolVersion: ProtocolVersion;
	agentCapabilities?: AgentCapabilities;
	authMethods?: AuthMethod[];
	agentInfo?: Implementation | null;
	_meta?: Meta | null;
}
export declare const InitializeResponse: rt.ObjectCodec<InitializeResponse>;
export interface IntegerPropertySchema {
	title?: string | null;
	description?: string | null;
	minimum?: number | null;
	maximum?: number | null;
	default?: number | null;
	_meta?: Meta | null;
}
export declare const IntegerPropertySchema: rt.ObjectCodec<IntegerPropertySchema>;
/** The error object of a JSON-RPC response. */
export interface JsonRpcError {
	code: ErrorCode;
	message: string;
	data?: rt.JsonValue;
}
export declare const JsonRpcError: rt.ObjectCodec<JsonRpcError>;
/** The params of `terminal/kill`. */
export interface KillTerminalRequest {
	sessionId: SessionId;
	terminalId: TerminalId;
	_meta?: Meta | null;
}
export declare const KillTerminalRequest: rt.ObjectCodec<KillTerminalRequest>;
/** The result of `terminal/kill`. */
export interface KillTerminalResponse {
	_meta?: Meta | null;
}
export declare const KillTerminalResponse: rt.ObjectCodec<KillTerminalResponse>;
/**
* The params of `providers/list`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ListProvidersRequest {
	_meta?: Meta | null;
}
export declare const ListProvidersRequest: rt.ObjectCodec<ListProvidersRequest>;
/**
* The result of `providers/list`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ListProvidersResponse {
	providers: ProviderInfo[];
	_meta?: Meta | null;
}
export declare const ListProvidersResponse: rt.ObjectCodec<ListProvidersResponse>;
/** The params of `session/list`. */
export interface ListSessionsRequest {
	cwd?: string | null;
	cursor?: string | null;
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `session_archive`.
	*/
	archived?: SessionArchiveFilter | null;
}
export declare const ListSessionsRequest: rt.ObjectCodec<ListSessionsRequest>;
/** The result of `session/list`. */
export interface ListSessionsResponse {
	sessions: SessionInfo[];
	nextCursor?: string | null;
	_meta?: Meta | null;
}
export declare const ListSessionsResponse: rt.ObjectCodec<ListSessionsResponse>;
/**
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export type LlmProtocol = "anthropic" | "openai" | "azure" | "vertex" | "bedrock" | (string & {});
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
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SystemPrompt | null;
}
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
	_meta?: Meta | null;
}
export declare const LoadSessionResponse: rt.ObjectCodec<LoadSessionResponse>;
export interface LogoutCapabilities {
	_meta?: Meta | null;
}
export declare const LogoutCapabilities: rt.ObjectCodec<LogoutCapabilities>;
/** The params of `logout`. */
export interface LogoutRequest {
	_meta?: Meta | null;
}
export declare const LogoutRequest: rt.ObjectCodec<LogoutRequest>;
/** The result of `logout`. */
export interface LogoutResponse {
	_meta?: Meta | null;
}
export declare const LogoutResponse: rt.ObjectCodec<LogoutResponse>;
export interface McpCapabilities {
	http?: boolean;
	sse?: boolean;
	/**
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	acp?: boolean;
	_meta?: Meta | null;
}
export declare const McpCapabilities: rt.ObjectCodec<McpCapabilities>;
/**
* @experimental Unstable feature `mcp_over_acp`.
*/
export interface McpError {
	code: number;
	message: string;
	data?: rt.JsonValue;
}
export declare const McpError: rt.ObjectCodec<McpError>;
/**
* @experimental Unstable feature `mcp_over_acp`.
*/
export type McpRequestId = rt.Brand<"v1.McpRequestId">;
export declare const McpRequestId: rt.Codec<McpRequestId>;
/**
* An MCP server the agent should connect to. HTTP, SSE and ACP servers carry a `type`; stdio servers have none.
*
* Differs from the published schema: Published as a union tagged on `type` whose stdio branch has no tag, with the tag outside the payload types; declared as an untagged union whose tagged members (`McpServerHttp`, `McpServerSse`) carry `type` as a literal field. The unstable `acp` branch (`McpServerAcp`) is left out, because an untagged union cannot gate one member behind a feature.
*/
export type McpServer = McpServerHttp | McpServerSse | McpServerStdio;
export declare const McpServer: rt.Codec<McpServer>;
/**
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface McpServerAcp {
	name: string;
	serverId: McpServerAcpId;
	_meta?: Meta | null;
}
export declare const McpServerAcp: rt.ObjectCodec<McpServerAcp>;
/**
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export type McpServerAcpId = rt.Brand<"v1.McpServerAcpId">;
export declare const McpServerAcpId: rt.Codec<McpServerAcpId>;
/** An MCP server reached over streamable HTTP. */
export interface McpServerHttp {
	type: "http";
	/** A name for the server, shown to the user. */
	name: string;
	url: string;
	headers: HttpHeader[];
	_meta?: Meta | null;
}
export declare const McpServerHttp: rt.ObjectCodec<McpServerHttp>;
/** An MCP server reached over server-sent events. */
export interface McpServerSse {
	type: "sse";
	/** A name for the server, shown to the user. */
	name: string;
	url: string;
	headers: HttpHeader[];
	_meta?: Meta | null;
}
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
	args: string[];
	env: EnvVariable[];
	_meta?: Meta | null;
}
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
export declare const MessageId: rt.Codec<MessageId>;
/**
* The params of the notification `mcp/message`.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface MessageMcpNotification {
	method: string;
	params?: rt.JsonObject | null;
	_meta?: Meta | null;
	serverId: McpServerAcpId;
	requestId: McpRequestId;
}
export declare const MessageMcpNotification: rt.ObjectCodec<MessageMcpNotification>;
/**
* The params of `mcp/message`.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface MessageMcpRequest {
	method: string;
	params?: rt.JsonObject | null;
	_meta?: Meta | null;
	serverId: McpServerAcpId;
	requestId: McpRequestId;
}
export declare const MessageMcpRequest: rt.ObjectCodec<MessageMcpRequest>;
/**
* The result of `mcp/message`.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export type MessageMcpResponse = rt.JsonValue;
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
export declare const Meta: rt.Codec<Meta>;
/** Items of a multi-select property: typed items (`TypedMultiSelectItems`, tried first), else titled items. */
export type MultiSelectItems = TypedMultiSelectItems | TitledMultiSelectItems;
export declare const MultiSelectItems: rt.Codec<MultiSelectItems>;
export interface MultiSelectPropertySchema {
	title?: string | null;
	description?: string | null;
	minItems?: number | null;
	maxItems?: number | null;
	items: MultiSelectItems;
	default?: string[] | null;
	_meta?: Meta | null;
}
export declare const MultiSelectPropertySchema: rt.ObjectCodec<MultiSelectPropertySchema>;
/** The params of `session/new`. */
export interface NewSessionRequest {
	cwd: string;
	additionalDirectories?: string[];
	mcpServers: McpServer[];
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SystemPrompt | null;
}
export declare const NewSessionRequest: rt.ObjectCodec<NewSessionRequest>;
/** The result of `session/new`. */
export interface NewSessionResponse {
	sessionId: SessionId;
	modes?: SessionModeState | null;
	configOptions?: SessionConfigOption[] | null;
	_meta?: Meta | null;
}
export declare const NewSessionResponse: rt.ObjectCodec<NewSessionResponse>;
export interface Notice {
	severity: NoticeSeverity;
	title: string;
	description?: string | null;
	_meta?: Meta | null;
}
export declare const Notice: rt.ObjectCodec<Notice>;
export interface NoticeCapabilities {}
export declare const NoticeCapabilities: rt.ObjectCodec<NoticeCapabilities>;
export type NoticeSeverity = "info" | "warning" | "error" | (string & {});
export declare const NoticeSeverity: rt.EnumCodec<NoticeSeverity>;
export interface NumberPropertySchema {
	title?: string | null;
	description?: string | null;
	minimum?: number | null;
	maximum?: number | null;
	default?: number | null;
	_meta?: Meta | null;
}
export declare const NumberPropertySchema: rt.ObjectCodec<NumberPropertySchema>;
export interface PermissionOption {
	optionId: PermissionOptionId;
	name: string;
	kind: PermissionOptionKind;
	_meta?: Meta | null;
}
export declare const PermissionOption: rt.ObjectCodec<PermissionOption>;
export type PermissionOptionId = rt.Brand<"v1.PermissionOptionId">;
export declare const PermissionOptionId: rt.Codec<PermissionOptionId>;
export type PermissionOptionKind = "allow_once" | "allow_always" | "reject_once" | "reject_always";
export declare const PermissionOptionKind: rt.EnumCodec<PermissionOptionKind>;
export interface Plan {
	entries: PlanEntry[];
	_meta?: Meta | null;
}
export declare const Plan: rt.ObjectCodec<Plan>;
/**
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanCapabilities {
	_meta?: Meta | null;
}
export declare const PlanCapabilities: rt.ObjectCodec<PlanCapabilities>;
export interface PlanEntry {
	content: string;
	priority: PlanEntryPriority;
	status: PlanEntryStatus;
	_meta?: Meta | null;
}
export declare const PlanEntry: rt.ObjectCodec<PlanEntry>;
export type PlanEntryPriority = "high" | "medium" | "low";
export declare const PlanEntryPriority: rt.EnumCodec<PlanEntryPriority>;
export type PlanEntryStatus = "pending" | "in_progress" | "completed";
export declare const PlanEntryStatus: rt.EnumCodec<PlanEntryStatus>;
/**
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanFile {
	planId: PlanId;
	uri: string;
	_meta?: Meta | null;
}
export declare const PlanFile: rt.ObjectCodec<PlanFile>;
/**
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export type PlanId = rt.Brand<"v1.PlanId">;
export declare const PlanId: rt.Codec<PlanId>;
/**
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanItems {
	planId: PlanId;
	entries: PlanEntry[];
	_meta?: Meta | null;
}
export declare const PlanItems: rt.ObjectCodec<PlanItems>;
/**
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanMarkdown {
	planId: PlanId;
	content: string;
	_meta?: Meta | null;
}
export declare const PlanMarkdown: rt.ObjectCodec<PlanMarkdown>;
/**
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanRemoved {
	planId: PlanId;
	_meta?: Meta | null;
}
export declare const PlanRemoved: rt.ObjectCodec<PlanRemoved>;
/**
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanUpdate {
	plan: PlanUpdateContent;
	_meta?: Meta | null;
}
export declare const PlanUpdate: rt.ObjectCodec<PlanUpdate>;
/**
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export type PlanUpdateContent = PlanUpdateContentItems | PlanUpdateContentFile | PlanUpdateContentMarkdown;
export interface PlanUpdateContentItems extends PlanItems {
	type: "items";
}
export interface PlanUpdateContentFile extends PlanFile {
	type: "file";
}
export interface PlanUpdateContentMarkdown extends PlanMarkdown {
	type: "markdown";
}
export declare const PlanUpdateContent: rt.UnionCodec<PlanUpdateContent>;
export interface PromptCapabilities {
	image?: boolean;
	audio?: boolean;
	embeddedContext?: boolean;
	_meta?: Meta | null;
}
export declare const PromptCapabilities: rt.ObjectCodec<PromptCapabilities>;
/** The params of `session/prompt`. */
export interface PromptRequest {
	sessionId: SessionId;
	prompt: ContentBlock[];
	_meta?: Meta | null;
}
export declare const PromptRequest: rt.ObjectCodec<PromptRequest>;
/** The result of `session/prompt`. */
export interface PromptResponse {
	stopReason: StopReason;
	/**
	* @experimental Unstable feature `usage`. Unstable upstream; the shape may change before it is stabilized.
	*/
	usage?: Usage | null;
	_meta?: Meta | null;
}
export declare const PromptResponse: rt.ObjectCodec<PromptResponse>;
export type ProtocolVersion = number;
export declare const ProtocolVersion: rt.Codec<ProtocolVersion>;
/**
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ProviderCurrentConfig {
	apiType: LlmProtocol;
	baseUrl: string;
	_meta?: Meta | null;
}
export declare const ProviderCurrentConfig: rt.ObjectCodec<ProviderCurrentConfig>;
/**
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export type ProviderId = rt.Brand<"v1.ProviderId">;
export declare const ProviderId: rt.Codec<ProviderId>;
/**
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ProviderInfo {
	providerId: ProviderId;
	supported: LlmProtocol[];
	required: boolean;
	current?: ProviderCurrentConfig | null;
	_meta?: Meta | null;
}
export declare const ProviderInfo: rt.ObjectCodec<ProviderInfo>;
/**
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ProvidersCapabilities {
	_meta?: Meta | null;
}
export declare const ProvidersCapabilities: rt.ObjectCodec<ProvidersCapabilities>;
/**
* @experimental Unstable feature `proxy_chains`.
*/
export interface ProxySuccessorNotification {
	method: string;
	params?: rt.JsonValue;
	_meta?: Meta | null;
}
export declare const ProxySuccessorNotification: rt.ObjectCodec<ProxySuccessorNotification>;
/**
* @experimental Unstable feature `proxy_chains`.
*/
export interface ProxySuccessorRequest {
	method: string;
	params?: rt.JsonValue;
	_meta?: Meta | null;
}
export declare const ProxySuccessorRequest: rt.ObjectCodec<ProxySuccessorRequest>;
/**
* @experimental Unstable feature `proxy_chains`.
*/
export type ProxySuccessorResponse = rt.JsonValue;
export declare const ProxySuccessorResponse: rt.Codec<ProxySuccessorResponse>;
/** The params of `fs/read_text_file`. */
export interface ReadTextFileRequest {
	sessionId: SessionId;
	path: string;
	line?: number | null;
	limit?: number | null;
	_meta?: Meta | null;
}
export declare const ReadTextFileRequest: rt.ObjectCodec<ReadTextFileRequest>;
/** The result of `fs/read_text_file`. */
export interface ReadTextFileResponse {
	content: string;
	_meta?: Meta | null;
}
export declare const ReadTextFileResponse: rt.ObjectCodec<ReadTextFileResponse>;
/** The params of `terminal/release`. */
export interface ReleaseTerminalRequest {
	sessionId: SessionId;
	terminalId: TerminalId;
	_meta?: Meta | null;
}
export declare const ReleaseTerminalRequest: rt.ObjectCodec<ReleaseTerminalRequest>;
/** The result of `terminal/release`. */
export interface ReleaseTerminalResponse {
	_meta?: Meta | null;
}
export declare const ReleaseTerminalResponse: rt.ObjectCodec<ReleaseTerminalResponse>;
/**
* A JSON-RPC request id, echoed by the response.
*
* Differs from the published schema: The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in both sides' notification unions, and in the generated `ProtocolLevelNotificationMessage` (earlier published v2 schemas had a `ProtocolLevelNotification` group; SDK 2.4.0 has none). The published schema also carries `ProxyRequest`, `ProxyResponse` and `ProxyNotification`, the envelopes of the unstable proxy_chains methods (marked as not for docs); they are derived from the method table here too.
*/
export type RequestId = null | number | string;
export declare const RequestId: rt.Codec<RequestId>;
export type RequestPermissionOutcome = RequestPermissionOutcomeCancelled | RequestPermissionOutcomeSelected;
export interface RequestPermissionOutcomeCancelled {
	outcome: "cancelled";
}
export interface RequestPermissionOutcomeSelected extends SelectedPermissionOutcome {
	outcome: "selected";
}
export declare const RequestPermissionOutcome: rt.UnionCodec<RequestPermissionOutcome>;
/** The params of `session/request_permission`. */
export interface RequestPermissionRequest {
	sessionId: SessionId;
	toolCall: ToolCallUpdate;
	options: PermissionOption[];
	_meta?: Meta | null;
}
export declare const RequestPermissionRequest: rt.ObjectCodec<RequestPermissionRequest>;
/** The result of `session/request_permission`. */
export interface RequestPermissionResponse {
	outcome: RequestPermissionOutcome;
	_meta?: Meta | null;
}
export declare const RequestPermissionResponse: rt.ObjectCodec<RequestPermissionResponse>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface RequiresActionStateUpdate {
	_meta?: Meta | null;
}
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
	mimeType?: string | null;
	/** The resource's size in bytes, when known. */
	size?: number | null;
	annotations?: Annotations | null;
	_meta?: Meta | null;
}
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
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SystemPrompt | null;
}
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
	_meta?: Meta | null;
}
export declare const ResumeSessionResponse: rt.ObjectCodec<ResumeSessionResponse>;
/** The party a piece of content is meant for. */
export type Role = "assistant" | "user";
export declare const Role: rt.EnumCodec<Role>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface RunningStateUpdate {
	_meta?: Meta | null;
}
export declare const RunningStateUpdate: rt.ObjectCodec<RunningStateUpdate>;
export interface SelectedPermissionOutcome {
	optionId: PermissionOptionId;
	_meta?: Meta | null;
}
export declare const SelectedPermissionOutcome: rt.ObjectCodec<SelectedPermissionOutcome>;
export interface SessionAdditionalDirectoriesCapabilities {
	_meta?: Meta | null;
}
export declare const SessionAdditionalDirectoriesCapabilities: rt.ObjectCodec<SessionAdditionalDirectoriesCapabilities>;
/**
* @experimental Unstable feature `session_archive`.
*/
export interface SessionArchiveCapabilities {
	_meta?: Meta | null;
}
export declare const SessionArchiveCapabilities: rt.ObjectCodec<SessionArchiveCapabilities>;
/**
* @experimental Unstable feature `session_archive`.
*/
export type SessionArchiveFilter = "exclude" | "include" | "only" | (string & {});
export declare const SessionArchiveFilter: rt.EnumCodec<SessionArchiveFilter>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface SessionCancelCapabilities {
	_meta?: Meta | null;
}
export declare const SessionCancelCapabilities: rt.ObjectCodec<SessionCancelCapabilities>;
export interface SessionCapabilities {
	list?: SessionListCapabilities | null;
	delete?: SessionDeleteCapabilities | null;
	additionalDirectories?: SessionAdditionalDirectoriesCapabilities | null;
	/**
	* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
	*/
	fork?: SessionForkCapabilities | null;
	resume?: SessionResumeCapabilities | null;
	close?: SessionCloseCapabilities | null;
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SessionSystemPromptCapabilities | null;
	/**
	* @experimental Unstable feature `session_archive`.
	*/
	archive?: SessionArchiveCapabilities | null;
	/**
	* @experimental Unstable feature `session_status`.
	*/
	status?: SessionStatusCapabilities | null;
	/**
	* @experimental Unstable feature `session_set_title`.
	*/
	title?: SessionTitleCapabilities | null;
}
export declare const SessionCapabilities: rt.ObjectCodec<SessionCapabilities>;
export interface SessionCloseCapabilities {
	_meta?: Meta | null;
}
export declare const SessionCloseCapabilities: rt.ObjectCodec<SessionCloseCapabilities>;
export interface SessionConfigBoolean {
	currentValue: boolean;
}
export declare const SessionConfigBoolean: rt.ObjectCodec<SessionConfigBoolean>;
export type SessionConfigGroupId = rt.Brand<"v1.SessionConfigGroupId">;
export declare const SessionConfigGroupId: rt.Codec<SessionConfigGroupId>;
export type SessionConfigId = rt.Brand<"v1.SessionConfigId">;
export declare const SessionConfigId: rt.Codec<SessionConfigId>;
export type SessionConfigOption = SessionConfigOptionSelect | SessionConfigOptionBoolean;
export interface SessionConfigOptionSelect extends SessionConfigSelect {
	type: "select";
	id: SessionConfigId;
	name: string;
	description?: string | null;
	category?: SessionConfigOptionCategory | null;
	_meta?: Meta | null;
}
export interface SessionConfigOptionBoolean extends SessionConfigBoolean {
	type: "boolean";
	id: SessionConfigId;
	name: string;
	description?: string | null;
	category?: SessionConfigOptionCategory | null;
	_meta?: Meta | null;
}
export declare const SessionConfigOption: rt.UnionCodec<SessionConfigOption>;
export type SessionConfigOptionCategory = "mode" | "model" | "model_config" | "thought_level" | (string & {});
export declare const SessionConfigOptionCategory: rt.EnumCodec<SessionConfigOptionCategory>;
/**
* The new value of a config option: a boolean, or the id of a select option.
*
* Differs from the published schema: Published as two alternatives beside the request's fields (`"type": "boolean"` with a boolean value, or no type with a value id); declared as one object (`SetSessionConfigOptionRequest`) with an optional `type` and this union, so the pairing is not checked.
*/
export type SessionConfigOptionValue = boolean | SessionConfigValueId;
export declare const SessionConfigOptionValue: rt.Codec<SessionConfigOptionValue>;
export interface SessionConfigOptionsCapabilities {
	boolean?: BooleanConfigOptionCapabilities | null;
	_meta?: Meta | null;
}
export declare const SessionConfigOptionsCapabilities: rt.ObjectCodec<SessionConfigOptionsCapabilities>;
export interface SessionConfigSelect {
	currentValue: SessionConfigValueId;
	options: SessionConfigSelectOptions;
}
export declare const SessionConfigSelect: rt.ObjectCodec<SessionConfigSelect>;
export interface SessionConfigSelectGroup {
	group: SessionConfigGroupId;
	name: string;
	options: SessionConfigSelectOption[];
	_meta?: Meta | null;
}
export declare const SessionConfigSelectGroup: rt.ObjectCodec<SessionConfigSelectGroup>;
export interface SessionConfigSelectOption {
	value: SessionConfigValueId;
	name: string;
	description?: string | null;
	_meta?: Meta | null;
}
export declare const SessionConfigSelectOption: rt.ObjectCodec<SessionConfigSelectOption>;
export type SessionConfigSelectOptions = SessionConfigSelectOption[] | SessionConfigSelectGroup[];
export declare const SessionConfigSelectOptions: rt.Codec<SessionConfigSelectOptions>;
export type SessionConfigValueId = rt.Brand<"v1.SessionConfigValueId">;
export declare const SessionConfigValueId: rt.Codec<SessionConfigValueId>;
export interface SessionDeleteCapabilities {
	_meta?: Meta | null;
}
export declare const SessionDeleteCapabilities: rt.ObjectCodec<SessionDeleteCapabilities>;
/**
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface SessionForkCapabilities {
	_meta?: Meta | null;
}
export declare const SessionForkCapabilities: rt.ObjectCodec<SessionForkCapabilities>;
/**
* Identifies a session. The agent creates it; clients treat it as an opaque string.
* @example
* ```json
* "sess_abc123def456"
* ```
*/
export type SessionId = rt.Brand<"v1.SessionId">;
export declare const SessionId: rt.Codec<SessionId>;
export interface SessionInfo {
	sessionId: SessionId;
	cwd: string;
	additionalDirectories?: string[];
	title?: string | null;
	updatedAt?: string | null;
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `session_archive`.
	*/
	archived?: boolean | null;
}
export declare const SessionInfo: rt.ObjectCodec<SessionInfo>;
export interface SessionInfoUpdate {
	title?: string | null;
	updatedAt?: string | null;
	_meta?: Meta | null;
}
export declare const SessionInfoUpdate: rt.ObjectCodec<SessionInfoUpdate>;
export interface SessionListCapabilities {
	_meta?: Meta | null;
}
export declare const SessionListCapabilities: rt.ObjectCodec<SessionListCapabilities>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface SessionMessage {
	messageId: MessageId;
	senderSessionId?: SessionId | null;
	recipientSessionId?: SessionId | null;
	senderMessageId?: MessageId | null;
	recipientMessageId?: MessageId | null;
	content?: ContentBlock[] | null;
	_meta?: Meta | null;
}
export declare const SessionMessage: rt.ObjectCodec<SessionMessage>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface SessionMessageChunk {
	messageId: MessageId;
	content: ContentBlock;
	_meta?: Meta | null;
}
export declare const SessionMessageChunk: rt.ObjectCodec<SessionMessageChunk>;
export interface SessionMode {
	id: SessionModeId;
	name: string;
	description?: string | null;
	_meta?: Meta | null;
}
export declare const SessionMode: rt.ObjectCodec<SessionMode>;
export type SessionModeId = rt.Brand<"v1.SessionModeId">;
export declare const SessionModeId: rt.Codec<SessionModeId>;
export interface SessionModeState {
	currentModeId: SessionModeId;
	availableModes: SessionMode[];
	_meta?: Meta | null;
}
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
	_meta?: Meta | null;
}
export declare const SessionNotification: rt.ObjectCodec<SessionNotification>;
export interface SessionResumeCapabilities {
	_meta?: Meta | null;
}
export declare const SessionResumeCapabilities: rt.ObjectCodec<SessionResumeCapabilities>;
/**
* @experimental Unstable feature `session_status`.
*/
export type SessionStatus = "open" | "saved" | (string & {});
export declare const SessionStatus: rt.EnumCodec<SessionStatus>;
/**
* @experimental Unstable feature `session_status`.
*/
export interface SessionStatusCapabilities {
	_meta?: Meta | null;
}
export declare const SessionStatusCapabilities: rt.ObjectCodec<SessionStatusCapabilities>;
/**
* @experimental Unstable feature `session_status`.
*/
export interface SessionStatusRequest {
	sessionId: SessionId;
	_meta?: Meta | null;
}
export declare const SessionStatusRequest: rt.ObjectCodec<SessionStatusRequest>;
/**
* @experimental Unstable feature `session_status`.
*/
export interface SessionStatusResponse {
	status: SessionStatus;
	_meta?: Meta | null;
}
export declare const SessionStatusResponse: rt.ObjectCodec<SessionStatusResponse>;
/**
* @experimental Unstable feature `session_system_prompt`.
*/
export interface SessionSystemPromptCapabilities {
	mode?: SessionSystemPromptModeCapabilities | null;
	_meta?: Meta | null;
}
export declare const SessionSystemPromptCapabilities: rt.ObjectCodec<SessionSystemPromptCapabilities>;
/**
* @experimental Unstable feature `session_system_prompt`.
*/
export interface SessionSystemPromptModeCapabilities {
	override?: SessionSystemPromptOverrideCapabilities | null;
	_meta?: Meta | null;
}
export declare const SessionSystemPromptModeCapabilities: rt.ObjectCodec<SessionSystemPromptModeCapabilities>;
/**
* @experimental Unstable feature `session_system_prompt`.
*/
export interface SessionSystemPromptOverrideCapabilities {
	_meta?: Meta | null;
}
export declare const SessionSystemPromptOverrideCapabilities: rt.ObjectCodec<SessionSystemPromptOverrideCapabilities>;
/**
* @experimental Unstable feature `session_set_title`.
*/
export interface SessionTitleCapabilities {
	_meta?: Meta | null;
}
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
* @experimental Unstable feature `subagents`.
*/
export interface SessionUpdateSessionMessage extends SessionMessage {
	sessionUpdate: "session_message";
}
/**
* @experimental Unstable feature `subagents`.
*/
export interface SessionUpdateSessionMessageChunk extends SessionMessageChunk {
	sessionUpdate: "session_message_chunk";
}
/**
* @experimental Unstable feature `subagents`.
*/
export interface SessionUpdateSubagentUpdate extends SubagentUpdate {
	sessionUpdate: "subagent_update";
}
export declare const SessionUpdate: rt.UnionCodec<SessionUpdate>;
/**
* The params of `providers/set`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface SetProviderRequest {
	providerId: ProviderId;
	apiType: LlmProtocol;
	baseUrl: string;
	headers?: {
		[key: string]: string;
	};
	_meta?: Meta | null;
}
export declare const SetProviderRequest: rt.ObjectCodec<SetProviderRequest>;
/**
* The result of `providers/set`.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface SetProviderResponse {
	_meta?: Meta | null;
}
export declare const SetProviderResponse: rt.ObjectCodec<SetProviderResponse>;
/** The params of `session/set_config_option`. */
export interface SetSessionConfigOptionRequest {
	sessionId: SessionId;
	configId: SessionConfigId;
	/** `"boolean"` when `value` is a boolean; absent when it is a select option's value id. */
	type?: "boolean";
	value: SessionConfigOptionValue;
	_meta?: Meta | null;
}
export declare const SetSessionConfigOptionRequest: rt.ObjectCodec<SetSessionConfigOptionRequest>;
/** The result of `session/set_config_option`. */
export interface SetSessionConfigOptionResponse {
	configOptions: SessionConfigOption[];
	_meta?: Meta | null;
}
export declare const SetSessionConfigOptionResponse: rt.ObjectCodec<SetSessionConfigOptionResponse>;
/** The params of `session/set_mode`. */
export interface SetSessionModeRequest {
	sessionId: SessionId;
	modeId: SessionModeId;
	_meta?: Meta | null;
}
export declare const SetSessionModeRequest: rt.ObjectCodec<SetSessionModeRequest>;
/** The result of `session/set_mode`. */
export interface SetSessionModeResponse {
	_meta?: Meta | null;
}
export declare const SetSessionModeResponse: rt.ObjectCodec<SetSessionModeResponse>;
/**
* @experimental Unstable feature `session_set_title`.
*/
export interface SetSessionTitleRequest {
	sessionId: SessionId;
	title: string;
	_meta?: Meta | null;
}
export declare const SetSessionTitleRequest: rt.ObjectCodec<SetSessionTitleRequest>;
/**
* @experimental Unstable feature `session_set_title`.
*/
export interface SetSessionTitleResponse {
	title: string;
	_meta?: Meta | null;
}
export declare const SetSessionTitleResponse: rt.ObjectCodec<SetSessionTitleResponse>;
/**
* @experimental Unstable feature `subagents`.
*/
export type StateUpdate = StateUpdateRunning | StateUpdateIdle | StateUpdateRequiresAction | StateUpdateUnknown | StateUpdateOther;
export interface StateUpdateRunning extends RunningStateUpdate {
	state: "running";
}
export interface StateUpdateIdle extends IdleStateUpdate {
	state: "idle";
}
export interface StateUpdateRequiresAction extends RequiresActionStateUpdate {
	state: "requires_action";
}
export interface StateUpdateUnknown extends UnknownStateUpdate {
	state: "unknown";
}
/** A variant of StateUpdate that this version does not know, kept whole. */
export type StateUpdateOther = rt.Other<"state">;
export declare const StateUpdate: rt.UnionCodec<StateUpdate>;
export type StopReason = "end_turn" | "max_tokens" | "max_turn_requests" | "refusal" | "cancelled";
export declare const StopReason: rt.EnumCodec<StopReason>;
export type StringFormat = "email" | "uri" | "date" | "date-time";
export declare const StringFormat: rt.EnumCodec<StringFormat>;
export interface StringMultiSelectItems {
	enum: string[];
	_meta?: Meta | null;
}
export declare const StringMultiSelectItems: rt.ObjectCodec<StringMultiSelectItems>;
export interface StringPropertySchema {
	title?: string | null;
	description?: string | null;
	minLength?: number | null;
	maxLength?: number | null;
	pattern?: string | null;
	format?: StringFormat | null;
	default?: string | null;
	enum?: string[] | null;
	oneOf?: EnumOption[] | null;
	_meta?: Meta | null;
}
export declare const StringPropertySchema: rt.ObjectCodec<StringPropertySchema>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface SubagentCapabilities {
	_meta?: Meta | null;
}
export declare const SubagentCapabilities: rt.ObjectCodec<SubagentCapabilities>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface SubagentSessionCapabilities {
	cancel?: SessionCancelCapabilities | null;
	_meta?: Meta | null;
}
export declare const SubagentSessionCapabilities: rt.ObjectCodec<SubagentSessionCapabilities>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface SubagentUpdate {
	sessionId: SessionId;
	title?: string | null;
	description?: string | null;
	capabilities?: SubagentSessionCapabilities | null;
	state?: StateUpdate | null;
	cwd?: string | null;
	additionalDirectories?: string[] | null;
	_meta?: Meta | null;
}
export declare const SubagentUpdate: rt.ObjectCodec<SubagentUpdate>;
/**
* @experimental Unstable feature `session_system_prompt`.
*/
export interface SystemPrompt {
	mode: SystemPromptMode;
	content: ContentBlock[];
	_meta?: Meta | null;
}
export declare const SystemPrompt: rt.ObjectCodec<SystemPrompt>;
/**
* @experimental Unstable feature `session_system_prompt`.
*/
export type SystemPromptMode = "append" | "override" | (string & {});
export declare const SystemPromptMode: rt.EnumCodec<SystemPromptMode>;
/** A terminal whose output belongs to a tool call. */
export interface Terminal {
	/** The terminal, as created with `terminal/create`. */
	terminalId: string;
	_meta?: Meta | null;
}
export declare const Terminal: rt.ObjectCodec<Terminal>;
export interface TerminalExitStatus {
	exitCode?: number | null;
	signal?: string | null;
	_meta?: Meta | null;
}
export declare const TerminalExitStatus: rt.ObjectCodec<TerminalExitStatus>;
export type TerminalId = rt.Brand<"v1.TerminalId">;
export declare const TerminalId: rt.Codec<TerminalId>;
/** The params of `terminal/output`. */
export interface TerminalOutputRequest {
	sessionId: SessionId;
	terminalId: TerminalId;
	_meta?: Meta | null;
}
export declare const TerminalOutputRequest: rt.ObjectCodec<TerminalOutputRequest>;
/** The result of `terminal/output`. */
export interface TerminalOutputResponse {
	output: string;
	truncated: boolean;
	exitStatus?: TerminalExitStatus | null;
	_meta?: Meta | null;
}
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
	text: string;
	annotations?: Annotations | null;
	_meta?: Meta | null;
}
export declare const TextContent: rt.ObjectCodec<TextContent>;
/** The text of a resource, embedded. */
export interface TextResourceContents {
	uri: string;
	text: string;
	mimeType?: string | null;
	_meta?: Meta | null;
}
export declare const TextResourceContents: rt.ObjectCodec<TextResourceContents>;
export interface TitledMultiSelectItems {
	anyOf: EnumOption[];
	_meta?: Meta | null;
}
export declare const TitledMultiSelectItems: rt.ObjectCodec<TitledMultiSelectItems>;
export interface ToolCall {
	toolCallId: ToolCallId;
	title: string;
	name?: string | null;
	kind?: ToolKind;
	status?: ToolCallStatus;
	content?: ToolCallContent[];
	locations?: ToolCallLocation[];
	rawInput?: rt.JsonValue;
	rawOutput?: rt.JsonValue;
	_meta?: Meta | null;
}
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
export declare const ToolCallContent: rt.UnionCodec<ToolCallContent>;
export type ToolCallId = rt.Brand<"v1.ToolCallId">;
export declare const ToolCallId: rt.Codec<ToolCallId>;
export interface ToolCallLocation {
	path: string;
	line?: number | null;
	_meta?: Meta | null;
}
export declare const ToolCallLocation: rt.ObjectCodec<ToolCallLocation>;
export type ToolCallStatus = "pending" | "in_progress" | "completed" | "failed";
export declare const ToolCallStatus: rt.EnumCodec<ToolCallStatus>;
export interface ToolCallUpdate {
	toolCallId: ToolCallId;
	kind?: ToolKind | null;
	status?: ToolCallStatus | null;
	title?: string | null;
	name?: string | null;
	content?: ToolCallContent[] | null;
	locations?: ToolCallLocation[] | null;
	rawInput?: rt.JsonValue;
	rawOutput?: rt.JsonValue;
	_meta?: Meta | null;
}
export declare const ToolCallUpdate: rt.ObjectCodec<ToolCallUpdate>;
/** Upstream's crate reads any other string here as `other` (serde's catch-all variant), which the published schema does not show: its schema, and so strict mode, rejects one; lenient mode reads it as `other` and reports it. */
export type ToolKind = "read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other";
export declare const ToolKind: rt.EnumCodec<ToolKind>;
/** Differs from the published schema: Not published under a name of its own: the branch of `MultiSelectItems` tagged `type: "string"` and its "other" branch (any object whose string `type` is not `"string"`, kept whole). An object tagged `"string"` that is not a valid `StringMultiSelectItems` is then read as `TitledMultiSelectItems`, as upstream's crate does. */
export type TypedMultiSelectItems = TypedMultiSelectItemsString | TypedMultiSelectItemsOther;
export interface TypedMultiSelectItemsString extends StringMultiSelectItems {
	type: "string";
}
/** A variant of TypedMultiSelectItems that this version does not know, kept whole. */
export type TypedMultiSelectItemsOther = rt.Other<"type">;
export declare const TypedMultiSelectItems: rt.UnionCodec<TypedMultiSelectItems>;
/**
* @experimental Unstable feature `session_archive`.
*/
export interface UnarchiveSessionRequest {
	sessionId: SessionId;
	_meta?: Meta | null;
}
export declare const UnarchiveSessionRequest: rt.ObjectCodec<UnarchiveSessionRequest>;
/**
* @experimental Unstable feature `session_archive`.
*/
export interface UnarchiveSessionResponse {
	_meta?: Meta | null;
}
export declare const UnarchiveSessionResponse: rt.ObjectCodec<UnarchiveSessionResponse>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface UnknownStateUpdate {
	_meta?: Meta | null;
}
export declare const UnknownStateUpdate: rt.ObjectCodec<UnknownStateUpdate>;
export interface UnstructuredCommandInput {
	hint: string;
	_meta?: Meta | null;
}
export declare const UnstructuredCommandInput: rt.ObjectCodec<UnstructuredCommandInput>;
/**
* @experimental Unstable feature `usage`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface Usage {
	totalTokens: number;
	inputTokens: number;
	outputTokens: number;
	thoughtTokens?: number | null;
	cachedReadTokens?: number | null;
	cachedWriteTokens?: number | null;
	_meta?: Meta | null;
}
export declare const Usage: rt.ObjectCodec<Usage>;
export interface UsageUpdate {
	used: number;
	size: number;
	cost?: Cost | null;
	_meta?: Meta | null;
}
export declare const UsageUpdate: rt.ObjectCodec<UsageUpdate>;
/** The params of `terminal/wait_for_exit`. */
export interface WaitForTerminalExitRequest {
	sessionId: SessionId;
	terminalId: TerminalId;
	_meta?: Meta | null;
}
export declare const WaitForTerminalExitRequest: rt.ObjectCodec<WaitForTerminalExitRequest>;
/** The result of `terminal/wait_for_exit`. */
export interface WaitForTerminalExitResponse {
	exitCode?: number | null;
	signal?: string | null;
	_meta?: Meta | null;
}
export declare const WaitForTerminalExitResponse: rt.ObjectCodec<WaitForTerminalExitResponse>;
/** The params of `fs/write_text_file`. */
export interface WriteTextFileRequest {
	sessionId: SessionId;
	path: string;
	content: string;
	_meta?: Meta | null;
}
export declare const WriteTextFileRequest: rt.ObjectCodec<WriteTextFileRequest>;
/** The result of `fs/write_text_file`. */
export interface WriteTextFileResponse {
	_meta?: Meta | null;
}
export declare const WriteTextFileResponse: rt.ObjectCodec<WriteTextFileResponse>;
/** The requests the client sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ClientRequest = rt.Call<"auth/status", AuthStatusRequest> | rt.Call<"authenticate", AuthenticateRequest> | rt.Call<"initialize", InitializeRequest> | rt.Call<"logout", LogoutRequest> | rt.Call<"mcp/message", MessageMcpRequest> | rt.Call<"providers/disable", DisableProviderRequest> | rt.Call<"providers/list", ListProvidersRequest> | rt.Call<"providers/set", SetProviderRequest> | rt.Call<"session/archive", ArchiveSessionRequest> | rt.Call<"session/close", CloseSessionRequest> | rt.Call<"session/delete", DeleteSessionRequest> | rt.Call<"session/fork", ForkSessionRequest> | rt.Call<"session/list", ListSessionsRequest> | rt.Call<"session/load", LoadSessionRequest> | rt.Call<"session/new", NewSessionRequest> | rt.Call<"session/prompt", PromptRequest> | rt.Call<"session/resume", ResumeSessionRequest> | rt.Call<"session/set_config_option", SetSessionConfigOptionRequest> | rt.Call<"session/set_mode", SetSessionModeRequest> | rt.Call<"session/set_title", SetSessionTitleRequest> | rt.Call<"session/status", SessionStatusRequest> | rt.Call<"session/unarchive", UnarchiveSessionRequest> | rt.OtherMessage;
export declare const ClientRequest: rt.MessageCodec<ClientRequest>;
/** The JSON-RPC envelope of `ClientRequest`: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export type ClientRequestMessage = rt.Request<RequestId, ClientRequest>;
export declare const ClientRequestMessage: rt.Codec<ClientRequestMessage>;
/** The notifications the client sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ClientNotification = rt.Call<"$/cancel_request", CancelRequestNotification> | rt.Call<"session/cancel", CancelNotification> | rt.OtherMessage;
export declare const ClientNotification: rt.MessageCodec<ClientNotification>;
/** The JSON-RPC envelope of `ClientNotification`: `{ "jsonrpc": "2.0", "method", "params" }`. */
export type ClientNotificationMessage = rt.Notification<ClientNotification>;
export declare const ClientNotificationMessage: rt.Codec<ClientNotificationMessage>;
/** The result of each request that the client answers, by method. */
export interface ClientResponseResults {
	"elicitation/create": CreateElicitationResponse;
	"fs/read_text_file": ReadTextFileResponse;
	"fs/write_text_file": WriteTextFileResponse;
	"mcp/message": MessageMcpResponse;
	"proxy/initialize": InitializeProxyResponse;
	"proxy/successor": ProxySuccessorResponse;
	"session/request_permission": RequestPermissionResponse;
	"terminal/create": CreateTerminalResponse;
	"terminal/kill": KillTerminalResponse;
	"terminal/output": TerminalOutputResponse;
	"terminal/release": ReleaseTerminalResponse;
	"terminal/wait_for_exit": WaitForTerminalExitResponse;
}
/** The results the client sends in its responses to the requests the agent sends, one per method. */
export type ClientResponse<M extends keyof ClientResponseResults = keyof ClientResponseResults> = rt.Response<RequestId, ClientResponseResults[M], JsonRpcError>;
export declare const ClientResponse: rt.ResponseCodec<RequestId, JsonRpcError, ClientResponseResults>;
/** The requests the agent sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type AgentRequest = rt.Call<"elicitation/create", CreateElicitationRequest> | rt.Call<"fs/read_text_file", ReadTextFileRequest> | rt.Call<"fs/write_text_file", WriteTextFileRequest> | rt.Call<"mcp/message", MessageMcpRequest> | rt.Call<"proxy/initialize", InitializeProxyRequest> | rt.Call<"proxy/successor", ProxySuccessorRequest> | rt.Call<"session/request_permission", RequestPermissionRequest> | rt.Call<"terminal/create", CreateTerminalRequest> | rt.Call<"terminal/kill", KillTerminalRequest> | rt.Call<"terminal/output", TerminalOutputRequest> | rt.Call<"terminal/release", ReleaseTerminalRequest> | rt.Call<"terminal/wait_for_exit", WaitForTerminalExitRequest> | rt.OtherMessage;
export declare const AgentRequest: rt.MessageCodec<AgentRequest>;
/** The JSON-RPC envelope of `AgentRequest`: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export type AgentRequestMessage = rt.Request<RequestId, AgentRequest>;
export declare const AgentRequestMessage: rt.Codec<AgentRequestMessage>;
/** The notifications the agent sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type AgentNotification = rt.Call<"$/cancel_request", CancelRequestNotification> | rt.Call<"auth/status_update", AuthStatusUpdateNotification> | rt.Call<"elicitation/complete", CompleteElicitationNotification> | rt.Call<"session/update", SessionNotification> | rt.OtherMessage;
export declare const AgentNotification: rt.MessageCodec<AgentNotification>;
/** The JSON-RPC envelope of `AgentNotification`: `{ "jsonrpc": "2.0", "method", "params" }`. */
export type AgentNotificationMessage = rt.Notification<AgentNotification>;
export declare const AgentNotificationMessage: rt.Codec<AgentNotificationMessage>;
/** The result of each request that the agent answers, by method. */
export interface AgentResponseResults {
	"auth/status": AuthStatusResponse;
	authenticate: AuthenticateResponse;
	initialize: InitializeResponse;
	logout: LogoutResponse;
	"mcp/message": MessageMcpResponse;
	"providers/disable": DisableProviderResponse;
	"providers/list": ListProvidersResponse;
	"providers/set": SetProviderResponse;
	"session/archive": ArchiveSessionResponse;
	"session/close": CloseSessionResponse;
	"session/delete": DeleteSessionResponse;
	"session/fork": ForkSessionResponse;
	"session/list": ListSessionsResponse;
	"session/load": LoadSessionResponse;
	"session/new": NewSessionResponse;
	"session/prompt": PromptResponse;
	"session/resume": ResumeSessionResponse;
	"session/set_config_option": SetSessionConfigOptionResponse;
	"session/set_mode": SetSessionModeResponse;
	"session/set_title": SetSessionTitleResponse;
	"session/status": SessionStatusResponse;
	"session/unarchive": UnarchiveSessionResponse;
}
/** The results the agent sends in its responses to the requests the client sends, one per method. */
export type AgentResponse<M extends keyof AgentResponseResults = keyof AgentResponseResults> = rt.Response<RequestId, AgentResponseResults[M], JsonRpcError>;
export declare const AgentResponse: rt.ResponseCodec<RequestId, JsonRpcError, AgentResponseResults>;
/** The notifications either side sends, keyed by `method`; each is in both sides' notification unions too. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ProtocolLevelNotification = rt.Call<"$/cancel_request", CancelRequestNotification> | rt.OtherMessage;
export declare const ProtocolLevelNotification: rt.MessageCodec<ProtocolLevelNotification>;
/** The JSON-RPC envelope of `ProtocolLevelNotification`: `{ "jsonrpc": "2.0", "method", "params" }`. */
export type ProtocolLevelNotificationMessage = rt.Notification<ProtocolLevelNotification>;
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
