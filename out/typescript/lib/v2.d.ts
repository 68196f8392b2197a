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
export declare const AbsolutePath: rt.Codec<AbsolutePath>;
export interface AgentAuthCapabilities {
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `auth_status`.
	*/
	status?: AuthStatusCapabilities | null;
}
export declare const AgentAuthCapabilities: rt.ObjectCodec<AgentAuthCapabilities>;
export interface AgentCapabilities {
	session?: SessionCapabilities | null;
	auth?: AgentAuthCapabilities | null;
	/**
	* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providers?: ProvidersCapabilities | null;
	_meta?: Meta | null;
}
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
export declare const AgentThought: rt.ObjectCodec<AgentThought>;
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
export type AuthMethod = AuthMethodTerminalVariant | AuthMethodAgentVariant | AuthMethodOther;
export interface AuthMethodTerminalVariant extends AuthMethodTerminal {
	type: "terminal";
}
export interface AuthMethodAgentVariant extends AuthMethodAgent {
	type: "agent";
}
/** A variant of AuthMethod that this version does not know, kept whole. */
export type AuthMethodOther = rt.Other<"type">;
export declare const AuthMethod: rt.UnionCodec<AuthMethod>;
export interface AuthMethodAgent {
	methodId: AuthMethodId;
	name: string;
	description?: string | null;
	_meta?: Meta | null;
}
export declare const AuthMethodAgent: rt.ObjectCodec<AuthMethodAgent>;
export type AuthMethodId = rt.Brand<"v2.AuthMethodId">;
export declare const AuthMethodId: rt.Codec<AuthMethodId>;
export interface AuthMethodTerminal {
	methodId: AuthMethodId;
	name: string;
	description?: string | null;
	args?: string[];
	env?: EnvVariable[];
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
/** A command the agent offers, by kind. `command` is a slash command the user can run. An unknown kind is kept whole whatever its fields, as in every other open union (the published schema also asks an unknown kind for `name` and `description`). */
export type AvailableCommand = AvailableCommandCommand | AvailableCommandOther;
export interface AvailableCommandCommand extends Command {
	type: "command";
}
/** A variant of AvailableCommand that this version does not know, kept whole. */
export type AvailableCommandOther = rt.Other<"type">;
export declare const AvailableCommand: rt.UnionCodec<AvailableCommand>;
export type AvailableCommandInput = AvailableCommandInputText | AvailableCommandInputOther;
export interface AvailableCommandInputText extends TextCommandInput {
	type: "text";
}
/** A variant of AvailableCommandInput that this version does not know, kept whole. */
export type AvailableCommandInputOther = rt.Other<"type">;
export declare const AvailableCommandInput: rt.UnionCodec<AvailableCommandInput>;
export interface AvailableCommandsUpdate {
	availableCommands: AvailableCommand[];
	_meta?: Meta | null;
}
export declare const AvailableCommandsUpdate: rt.ObjectCodec<AvailableCommandsUpdate>;
/**
* @experimental Unstable feature `subagents`.
*/
export interface BackgroundSubagent {
	sessionId: SessionId;
	_meta?: Meta | null;
}
export declare const BackgroundSubagent: rt.ObjectCodec<BackgroundSubagent>;
export interface BackgroundTerminal {
	terminalId: TerminalId;
	_meta?: Meta | null;
}
export declare const BackgroundTerminal: rt.ObjectCodec<BackgroundTerminal>;
export interface BackgroundToolCall {
	toolCallId: ToolCallId;
	_meta?: Meta | null;
}
export declare const BackgroundToolCall: rt.ObjectCodec<BackgroundToolCall>;
export type BackgroundWork = BackgroundWorkTerminal | BackgroundWorkToolCall | BackgroundWorkSubagent | BackgroundWorkOther;
export interface BackgroundWorkTerminal extends BackgroundTerminal {
	type: "terminal";
}
export interface BackgroundWorkToolCall extends BackgroundToolCall {
	type: "tool_call";
}
/**
* @experimental Unstable feature `subagents`.
*/
export interface BackgroundWorkSubagent extends BackgroundSubagent {
	type: "subagent";
}
/** A variant of BackgroundWork that this version does not know, kept whole. */
export type BackgroundWorkOther = rt.Other<"type">;
export declare const BackgroundWork: rt.UnionCodec<BackgroundWork>;
/** The bytes of a resource, base64-encoded and embedded. */
export interface BlobResourceContents {
	uri: string;
	/** The resource bytes, base64-encoded. */
	blob: string;
	mimeType?: string | null;
	_meta?: Meta | null;
}
export declare const BlobResourceContents: rt.ObjectCodec<BlobResourceContents>;
export interface BooleanPropertySchema {
	title?: string | null;
	description?: string | null;
	default?: boolean | null;
	_meta?: Meta | null;
}
export declare const BooleanPropertySchema: rt.ObjectCodec<BooleanPropertySchema>;
/** The params of the notification `$/cancel_request`. */
export interface CancelRequestNotification {
	requestId: RequestId;
	_meta?: Meta | null;
}
export declare const CancelRequestNotification: rt.ObjectCodec<CancelRequestNotification>;
/** The params of the notification `session/cancel`. */
export interface CancelSessionNotification {
	sessionId: SessionId;
	_meta?: Meta | null;
}
export declare const CancelSessionNotification: rt.ObjectCodec<CancelSessionNotification>;
export interface CancelTerminalRequest {
	sessionId: SessionId;
	terminalId: TerminalId;
	_meta?: Meta | null;
}
export declare const CancelTerminalRequest: rt.ObjectCodec<CancelTerminalRequest>;
export interface CancelTerminalResponse {
	_meta?: Meta | null;
}
export declare const CancelTerminalResponse: rt.ObjectCodec<CancelTerminalResponse>;
export interface CancelToolCallRequest {
	sessionId: SessionId;
	toolCallId: ToolCallId;
	_meta?: Meta | null;
}
export declare const CancelToolCallRequest: rt.ObjectCodec<CancelToolCallRequest>;
export interface CancelToolCallResponse {
	_meta?: Meta | null;
}
export declare const CancelToolCallResponse: rt.ObjectCodec<CancelToolCallResponse>;
/** The outcome of a permission request that was cancelled before the user chose. */
export interface CancelledPermissionOutcome {
	_meta?: Meta | null;
}
export declare const CancelledPermissionOutcome: rt.ObjectCodec<CancelledPermissionOutcome>;
/** The ways of authenticating that a client supports (named `AuthCapabilities` before SDK 2.4.0). */
export interface ClientAuthCapabilities {
	terminal?: TerminalAuthCapabilities | null;
	_meta?: Meta | null;
}
export declare const ClientAuthCapabilities: rt.ObjectCodec<ClientAuthCapabilities>;
export interface ClientCapabilities {
	auth?: ClientAuthCapabilities | null;
	elicitation?: ElicitationCapabilities | null;
	_meta?: Meta | null;
}
export declare const ClientCapabilities: rt.ObjectCodec<ClientCapabilities>;
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
/** A slash command: its name, what it does, and the input it takes. */
export interface Command {
	name: string;
	description: string;
	input?: AvailableCommandInput | null;
	_meta?: Meta | null;
}
export declare const Command: rt.ObjectCodec<Command>;
export interface CommandPermissionSubject {
	command: string;
	cwd: AbsolutePath;
	toolCallId?: ToolCallId | null;
	terminalId?: TerminalId | null;
	_meta?: Meta | null;
}
export declare const CommandPermissionSubject: rt.ObjectCodec<CommandPermissionSubject>;
export type CompactionId = rt.Brand<"v2.CompactionId">;
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
	_meta?: Meta | null;
}
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
	_meta?: Meta | null;
}
/** The entry at `path` is gone. */
export interface DiffChangeDelete extends DiffPathChange {
	operation: "delete";
	/** The kind of entry, when known. Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type, when known. Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	_meta?: Meta | null;
}
/** The entry at `path` changed in place. */
export interface DiffChangeModify extends DiffPathChange {
	operation: "modify";
	/** The kind of entry, when known. Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type, when known. Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	_meta?: Meta | null;
}
/** The entry moved from `oldPath` to `path`. */
export interface DiffChangeMove extends DiffPathPairChange {
	operation: "move";
	/** The kind of entry, when known. Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type, when known. Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	_meta?: Meta | null;
}
/** The entry at `oldPath` was copied to `path`. */
export interface DiffChangeCopy extends DiffPathPairChange {
	operation: "copy";
	/** The kind of entry, when known. Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type, when known. Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	_meta?: Meta | null;
}
/** A variant of DiffChange that this version does not know, kept whole. */
export type DiffChangeOther = rt.Other<"operation">;
export declare const DiffChange: rt.UnionCodec<DiffChange>;
/** The kind of file-system entry a change touches. */
export type DiffFileType = "text" | "binary" | "directory" | "symlink" | (string & {});
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
	_meta?: Meta | null;
}
export declare const DiffPatch: rt.ObjectCodec<DiffPatch>;
/** The format of a diff's patch text. */
export type DiffPatchFormat = "git_patch" | (string & {});
export declare const DiffPatchFormat: rt.EnumCodec<DiffPatchFormat>;
/** A change at one path: an entry added, deleted or modified in place. */
export interface DiffPathChange {
	/** The entry's path. */
	path: AbsolutePath;
}
export declare const DiffPathChange: rt.ObjectCodec<DiffPathChange>;
/** A change that takes an entry from one path to another. */
export interface DiffPathPairChange {
	/** Where the entry was taken from. */
	oldPath: AbsolutePath;
	/** Where the entry is now. */
	path: AbsolutePath;
}
export declare const DiffPathPairChange: rt.ObjectCodec<DiffPathPairChange>;
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
export type ElicitationId = rt.Brand<"v2.ElicitationId">;
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
	type: ElicitationSchemaType;
	title?: string | null;
	properties: {
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
/** Details of an error: the known shapes first, then any JSON value. */
export type ErrorData = UnsupportedProtocolVersionErrorData | SessionNotFoundErrorData | rt.JsonValue;
export declare const ErrorData: rt.Codec<ErrorData>;
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
/**
* The params of `session/fork`.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface ForkSessionRequest {
	sessionId: SessionId;
	cwd: AbsolutePath;
	additionalDirectories?: AbsolutePath[];
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
	configOptions?: SessionConfigOption[];
	_meta?: Meta | null;
	availableCommands?: AvailableCommand[];
}
export declare const ForkSessionResponse: rt.ObjectCodec<ForkSessionResponse>;
/** An HTTP header sent to an MCP server. */
export interface HttpHeader {
	name: string;
	value: string;
	_meta?: Meta | null;
}
export declare const HttpHeader: rt.ObjectCodec<HttpHeader>;
export interface Icon {
	src: string;
	mimeType?: MediaType | null;
	sizes?: string[] | null;
	theme?: IconTheme | null;
	_meta?: Meta | null;
}
export declare const Icon: rt.ObjectCodec<Icon>;
export type IconTheme = "light" | "dark" | (string & {});
export declare const IconTheme: rt.EnumCodec<IconTheme>;
/**
* The `idle` turn state: the turn ended, and why.
*
* Differs from the published schema: Published as an object whose `stopReason` selects one of several branches (`end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error` with `error` beside it, or any other string); declared as one object with an open string `stopReason` and an optional `error`, so the same values are accepted, and an `idle` state without a `stopReason` (which earlier releases sent) is still read.
*/
export interface IdleStateUpdate {
	stopReason?: string | null;
	/**
	* @experimental Unstable feature `usage`. Unstable upstream; the shape may change before it is stabilized.
	*/
	usage?: Usage | null;
	error?: JsonRpcError | null;
	background?: BackgroundWork[] | null;
	_meta?: Meta | null;
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
	info: Implementation;
	capabilities?: ClientCapabilities;
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
	info: Implementation;
	capabilities?: AgentCapabilities;
	authMethods?: AuthMethod[];
	_meta?: Meta | null;
}
export declare const InitializeProxyResponse: rt.ObjectCodec<InitializeProxyResponse>;
/** The params of `initialize`. */
export interface InitializeRequest {
	protocolVersion: ProtocolVersion;
	info: Implementation;
	capabilities?: ClientCapabilities;
	_meta?: Meta | null;
}
export declare const InitializeRequest: rt.ObjectCodec<InitializeRequest>;
/** The result of `initialize`. */
export interface InitializeResponse {
	protocolVersion: ProtocolVersion;
	info: Implementation;
	capabilities?: AgentCapabilities;
	authMethods?: AuthMethod[];
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
	data?: ErrorData | null;
}
export declare const JsonRpcError: rt.ObjectCodec<JsonRpcError>;
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
	cwd?: AbsolutePath | null;
	cursor?: SessionListCursor | null;
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
	nextCursor?: SessionListCursor | null;
	_meta?: Meta | null;
}
export declare const ListSessionsResponse: rt.ObjectCodec<ListSessionsResponse>;
/**
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export type LlmProtocol = "anthropic" | "openai" | "azure" | "vertex" | "bedrock" | (string & {});
export declare const LlmProtocol: rt.EnumCodec<LlmProtocol>;
/** The params of `auth/login`. */
export interface LoginAuthRequest {
	methodId: AuthMethodId;
	_meta?: Meta | null;
}
export declare const LoginAuthRequest: rt.ObjectCodec<LoginAuthRequest>;
/** The result of `auth/login`. */
export interface LoginAuthResponse {
	_meta?: Meta | null;
}
export declare const LoginAuthResponse: rt.ObjectCodec<LoginAuthResponse>;
/** The params of `auth/logout`. */
export interface LogoutAuthRequest {
	_meta?: Meta | null;
}
export declare const LogoutAuthRequest: rt.ObjectCodec<LogoutAuthRequest>;
/** The result of `auth/logout`. */
export interface LogoutAuthResponse {
	_meta?: Meta | null;
}
export declare const LogoutAuthResponse: rt.ObjectCodec<LogoutAuthResponse>;
/**
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface McpAcpCapabilities {
	_meta?: Meta | null;
}
export declare const McpAcpCapabilities: rt.ObjectCodec<McpAcpCapabilities>;
export interface McpCapabilities {
	stdio?: McpStdioCapabilities | null;
	http?: McpHttpCapabilities | null;
	/**
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	acp?: McpAcpCapabilities | null;
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
export interface McpHttpCapabilities {
	_meta?: Meta | null;
}
export declare const McpHttpCapabilities: rt.ObjectCodec<McpHttpCapabilities>;
/**
* @experimental Unstable feature `mcp_over_acp`.
*/
export type McpRequestId = rt.Brand<"v2.McpRequestId">;
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
export interface McpServerHttpVariant extends McpServerHttp {
	type: "http";
}
/**
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface McpServerAcpVariant extends McpServerAcp {
	type: "acp";
}
export interface McpServerStdioVariant extends McpServerStdio {
	type: "stdio";
}
/** A variant of McpServer that this version does not know, kept whole. */
export type McpServerOther = rt.Other<"type">;
export declare const McpServer: rt.UnionCodec<McpServer>;
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
export type McpServerAcpId = rt.Brand<"v2.McpServerAcpId">;
export declare const McpServerAcpId: rt.Codec<McpServerAcpId>;
/** An MCP server reached over streamable HTTP. */
export interface McpServerHttp {
	/** A name for the server, shown to the user. */
	name: string;
	url: string;
	/** Headers to send with every request; none when left out. */
	headers?: HttpHeader[];
	_meta?: Meta | null;
}
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
	_meta?: Meta | null;
}
export declare const McpServerStdio: rt.ObjectCodec<McpServerStdio>;
export interface McpStdioCapabilities {
	_meta?: Meta | null;
}
export declare const McpStdioCapabilities: rt.ObjectCodec<McpStdioCapabilities>;
export type MediaType = rt.Brand<"v2.MediaType">;
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
	cwd: AbsolutePath;
	additionalDirectories?: AbsolutePath[];
	mcpServers?: McpServer[];
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
	configOptions?: SessionConfigOption[];
	_meta?: Meta | null;
	availableCommands?: AvailableCommand[];
}
export declare const NewSessionResponse: rt.ObjectCodec<NewSessionResponse>;
export interface Notice {
	severity: NoticeSeverity;
	title: string;
	description?: string | null;
	_meta?: Meta | null;
}
export declare const Notice: rt.ObjectCodec<Notice>;
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
export type PermissionOptionId = rt.Brand<"v2.PermissionOptionId">;
export declare const PermissionOptionId: rt.Codec<PermissionOptionId>;
export type PermissionOptionKind = "allow_once" | "allow_always" | "reject_once" | "reject_always" | (string & {});
export declare const PermissionOptionKind: rt.EnumCodec<PermissionOptionKind>;
export interface PlanEntry {
	content: string;
	priority: PlanEntryPriority;
	status: PlanEntryStatus;
	_meta?: Meta | null;
}
export declare const PlanEntry: rt.ObjectCodec<PlanEntry>;
export type PlanEntryPriority = "high" | "medium" | "low" | (string & {});
export declare const PlanEntryPriority: rt.EnumCodec<PlanEntryPriority>;
export type PlanEntryStatus = "pending" | "in_progress" | "completed" | "cancelled" | (string & {});
export declare const PlanEntryStatus: rt.EnumCodec<PlanEntryStatus>;
/**
* Differs from the published schema: Published with `planId`; declared without it, as a field of `PlanUpdateContent` that every variant carries (an unknown one too).
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanFile {
	uri: string;
	_meta?: Meta | null;
}
export declare const PlanFile: rt.ObjectCodec<PlanFile>;
export type PlanId = rt.Brand<"v2.PlanId">;
export declare const PlanId: rt.Codec<PlanId>;
/** Differs from the published schema: Published with `planId`; declared without it, as a field of `PlanUpdateContent` that every variant carries (an unknown one too). */
export interface PlanItems {
	entries: PlanEntry[];
	_meta?: Meta | null;
}
export declare const PlanItems: rt.ObjectCodec<PlanItems>;
/**
* Differs from the published schema: Published with `planId`; declared without it, as a field of `PlanUpdateContent` that every variant carries (an unknown one too).
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanMarkdown {
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
export interface PlanUpdate {
	plan: PlanUpdateContent;
	_meta?: Meta | null;
}
export declare const PlanUpdate: rt.ObjectCodec<PlanUpdate>;
/** Every variant carries `planId`, an unknown one too (upstream's "other" branch requires it). */
export type PlanUpdateContent = PlanUpdateContentItems | PlanUpdateContentFile | PlanUpdateContentMarkdown | PlanUpdateContentOther;
export interface PlanUpdateContentItems extends PlanItems {
	type: "items";
	planId: PlanId;
}
/**
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanUpdateContentFile extends PlanFile {
	type: "file";
	planId: PlanId;
}
/**
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
*/
export interface PlanUpdateContentMarkdown extends PlanMarkdown {
	type: "markdown";
	planId: PlanId;
}
/** A variant of PlanUpdateContent that this version does not know, kept whole. */
export type PlanUpdateContentOther = rt.Other<"type">;
export declare const PlanUpdateContent: rt.UnionCodec<PlanUpdateContent>;
export interface PromptAudioCapabilities {
	_meta?: Meta | null;
}
export declare const PromptAudioCapabilities: rt.ObjectCodec<PromptAudioCapabilities>;
export interface PromptCapabilities {
	image?: PromptImageCapabilities | null;
	audio?: PromptAudioCapabilities | null;
	embeddedContext?: PromptEmbeddedContextCapabilities | null;
	_meta?: Meta | null;
}
export declare const PromptCapabilities: rt.ObjectCodec<PromptCapabilities>;
export interface PromptEmbeddedContextCapabilities {
	_meta?: Meta | null;
}
export declare const PromptEmbeddedContextCapabilities: rt.ObjectCodec<PromptEmbeddedContextCapabilities>;
export interface PromptImageCapabilities {
	_meta?: Meta | null;
}
export declare const PromptImageCapabilities: rt.ObjectCodec<PromptImageCapabilities>;
/** The params of `session/prompt`. */
export interface PromptRequest {
	sessionId: SessionId;
	prompt: ContentBlock[];
	_meta?: Meta | null;
}
export declare const PromptRequest: rt.ObjectCodec<PromptRequest>;
/** The result of `session/prompt`. */
export interface PromptResponse {
	_meta?: Meta | null;
	messageId: MessageId;
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
export type ProviderId = rt.Brand<"v2.ProviderId">;
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
export declare const ReplayFrom: rt.UnionCodec<ReplayFrom>;
export interface ReplayFromStart {
	_meta?: Meta | null;
}
export declare const ReplayFromStart: rt.ObjectCodec<ReplayFromStart>;
/**
* A JSON-RPC request id, echoed by the response.
*
* Differs from the published schema: The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in both sides' notification unions, so that each side's union is everything it may receive, and in the generated `ProtocolLevelNotificationMessage` (the published `ProtocolLevelNotification` group is gone in SDK 2.4.0). The published schema also carries `ProxyRequest`, `ProxyResponse` and `ProxyNotification`, the envelopes of the unstable proxy_chains methods (marked as not for docs); they are derived from the method table here too.
*/
export type RequestId = null | number | string;
export declare const RequestId: rt.Codec<RequestId>;
export type RequestPermissionOutcome = RequestPermissionOutcomeCancelled | RequestPermissionOutcomeSelected | RequestPermissionOutcomeOther;
export interface RequestPermissionOutcomeCancelled extends CancelledPermissionOutcome {
	outcome: "cancelled";
}
export interface RequestPermissionOutcomeSelected extends SelectedPermissionOutcome {
	outcome: "selected";
}
/** A variant of RequestPermissionOutcome that this version does not know, kept whole. */
export type RequestPermissionOutcomeOther = rt.Other<"outcome">;
export declare const RequestPermissionOutcome: rt.UnionCodec<RequestPermissionOutcome>;
/** The params of `session/request_permission`. */
export interface RequestPermissionRequest {
	sessionId: SessionId;
	title: string;
	description?: string | null;
	subject?: RequestPermissionSubject | null;
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
export type RequestPermissionSubject = RequestPermissionSubjectToolCall | RequestPermissionSubjectCommand | RequestPermissionSubjectOther;
export interface RequestPermissionSubjectToolCall extends ToolCallPermissionSubject {
	type: "tool_call";
}
export interface RequestPermissionSubjectCommand extends CommandPermissionSubject {
	type: "command";
}
/** A variant of RequestPermissionSubject that this version does not know, kept whole. */
export type RequestPermissionSubjectOther = rt.Other<"type">;
export declare const RequestPermissionSubject: rt.UnionCodec<RequestPermissionSubject>;
export interface RequiresActionStateUpdate {
	_meta?: Meta | null;
	background?: BackgroundWork[] | null;
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
	/** Icons the client may show for the resource. */
	icons?: Icon[] | null;
	mimeType?: string | null;
	/** The resource's size in bytes, when known. */
	size?: number | null;
	annotations?: Annotations | null;
	_meta?: Meta | null;
}
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
	_meta?: Meta | null;
	/**
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SystemPrompt | null;
}
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
	_meta?: Meta | null;
	availableCommands?: AvailableCommand[];
}
export declare const ResumeSessionResponse: rt.ObjectCodec<ResumeSessionResponse>;
/** The party a piece of content is meant for. */
export type Role = "assistant" | "user" | (string & {});
export declare const Role: rt.EnumCodec<Role>;
export interface RunningStateUpdate {
	_meta?: Meta | null;
	background?: BackgroundWork[] | null;
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
	prompt?: PromptCapabilities | null;
	mcp?: McpCapabilities | null;
	delete?: SessionDeleteCapabilities | null;
	additionalDirectories?: SessionAdditionalDirectoriesCapabilities | null;
	/**
	* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
	*/
	fork?: SessionForkCapabilities | null;
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
export interface SessionConfigBoolean {
	currentValue: boolean;
}
export declare const SessionConfigBoolean: rt.ObjectCodec<SessionConfigBoolean>;
export type SessionConfigGroupId = rt.Brand<"v2.SessionConfigGroupId">;
export declare const SessionConfigGroupId: rt.Codec<SessionConfigGroupId>;
export type SessionConfigId = rt.Brand<"v2.SessionConfigId">;
export declare const SessionConfigId: rt.Codec<SessionConfigId>;
export type SessionConfigOption = SessionConfigOptionSelect | SessionConfigOptionBoolean | SessionConfigOptionOther;
export interface SessionConfigOptionSelect extends SessionConfigSelect {
	type: "select";
	configId: SessionConfigId;
	name: string;
	description?: string | null;
	category?: SessionConfigOptionCategory | null;
	_meta?: Meta | null;
}
export interface SessionConfigOptionBoolean extends SessionConfigBoolean {
	type: "boolean";
	configId: SessionConfigId;
	name: string;
	description?: string | null;
	category?: SessionConfigOptionCategory | null;
	_meta?: Meta | null;
}
/** A variant of SessionConfigOption that this version does not know, kept whole. */
export type SessionConfigOptionOther = rt.Other<"type">;
export declare const SessionConfigOption: rt.UnionCodec<SessionConfigOption>;
export type SessionConfigOptionCategory = "mode" | "model" | "model_config" | "thought_level" | (string & {});
export declare const SessionConfigOptionCategory: rt.EnumCodec<SessionConfigOptionCategory>;
export interface SessionConfigSelect {
	currentValue: SessionConfigValueId;
	options: SessionConfigSelectOptions;
}
export declare const SessionConfigSelect: rt.ObjectCodec<SessionConfigSelect>;
export interface SessionConfigSelectGroup {
	groupId: SessionConfigGroupId;
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
export type SessionConfigValueId = rt.Brand<"v2.SessionConfigValueId">;
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
export type SessionId = rt.Brand<"v2.SessionId">;
export declare const SessionId: rt.Codec<SessionId>;
export interface SessionInfo {
	sessionId: SessionId;
	cwd: AbsolutePath;
	additionalDirectories?: AbsolutePath[];
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
export type SessionListCursor = rt.Brand<"v2.SessionListCursor">;
export declare const SessionListCursor: rt.Codec<SessionListCursor>;
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
export interface SessionNotFoundErrorData {
	sessionId: SessionId;
	_meta?: Meta | null;
}
export declare const SessionNotFoundErrorData: rt.ObjectCodec<SessionNotFoundErrorData>;
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
	state?: StateUpdate | null;
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
/** A variant of SessionUpdate that this version does not know, kept whole. */
export type SessionUpdateOther = rt.Other<"sessionUpdate">;
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
/**
* The params of `session/set_config_option`.
*
* Differs from the published schema: SetSessionConfigOptionRequest:id: its payload is inline in the published schema; declared here as `SetSessionConfigOptionRequestId`; SetSessionConfigOptionRequest:boolean: its payload is inline in the published schema; declared here as `SetSessionConfigOptionRequestBoolean`.
*/
export type SetSessionConfigOptionRequest = SetSessionConfigOptionRequestIdVariant | SetSessionConfigOptionRequestBooleanVariant | SetSessionConfigOptionRequestOther;
export interface SetSessionConfigOptionRequestIdVariant extends SetSessionConfigOptionRequestId {
	type: "id";
	sessionId: SessionId;
	configId: SessionConfigId;
	_meta?: Meta | null;
}
export interface SetSessionConfigOptionRequestBooleanVariant extends SetSessionConfigOptionRequestBoolean {
	type: "boolean";
	sessionId: SessionId;
	configId: SessionConfigId;
	_meta?: Meta | null;
}
/** A variant of SetSessionConfigOptionRequest that this version does not know, kept whole. */
export type SetSessionConfigOptionRequestOther = rt.Other<"type">;
export declare const SetSessionConfigOptionRequest: rt.UnionCodec<SetSessionConfigOptionRequest>;
export interface SetSessionConfigOptionRequestBoolean {
	value: boolean;
}
export declare const SetSessionConfigOptionRequestBoolean: rt.ObjectCodec<SetSessionConfigOptionRequestBoolean>;
export interface SetSessionConfigOptionRequestId {
	value: SessionConfigValueId;
}
export declare const SetSessionConfigOptionRequestId: rt.ObjectCodec<SetSessionConfigOptionRequestId>;
/** The result of `session/set_config_option`. */
export interface SetSessionConfigOptionResponse {
	configOptions: SessionConfigOption[];
	_meta?: Meta | null;
}
export declare const SetSessionConfigOptionResponse: rt.ObjectCodec<SetSessionConfigOptionResponse>;
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
* The state kinds of a `state_update`.
*
* Differs from the published schema: Not published: the published `StateUpdate` union is tagged on `state` with these values.
*/
export type StateKind = "running" | "idle" | "requires_action" | (string & {});
export declare const StateKind: rt.EnumCodec<StateKind>;
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
/**
* @experimental Unstable feature `subagents`.
*/
export interface StateUpdateUnknown extends UnknownStateUpdate {
	state: "unknown";
}
/** A variant of StateUpdate that this version does not know, kept whole. */
export type StateUpdateOther = rt.Other<"state">;
export declare const StateUpdate: rt.UnionCodec<StateUpdate>;
/**
* The payload of a `state_update`: the agent's turn state.
*
* Differs from the published schema: Not published: the published payload is the `StateUpdate` union. `stopReason` and `usage` belong to the `idle` state.
*/
export interface StateUpdateFields {
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
	_meta?: Meta | null;
}
export declare const StateUpdateFields: rt.ObjectCodec<StateUpdateFields>;
export type StringFormat = "email" | "uri" | "date" | "date-time" | (string & {});
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
	cwd?: AbsolutePath | null;
	additionalDirectories?: AbsolutePath[] | null;
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
export interface TerminalAuthCapabilities {
	_meta?: Meta | null;
}
export declare const TerminalAuthCapabilities: rt.ObjectCodec<TerminalAuthCapabilities>;
export interface TerminalCancelCapabilities {
	_meta?: Meta | null;
}
export declare const TerminalCancelCapabilities: rt.ObjectCodec<TerminalCancelCapabilities>;
export interface TerminalCapabilities {
	cancel?: TerminalCancelCapabilities | null;
	_meta?: Meta | null;
}
export declare const TerminalCapabilities: rt.ObjectCodec<TerminalCapabilities>;
export interface TerminalExitStatus {
	exitCode?: number | null;
	signal?: string | null;
	_meta?: Meta | null;
}
export declare const TerminalExitStatus: rt.ObjectCodec<TerminalExitStatus>;
export type TerminalId = rt.Brand<"v2.TerminalId">;
export declare const TerminalId: rt.Codec<TerminalId>;
export interface TerminalOutput {
	data: string;
	_meta?: Meta | null;
}
export declare const TerminalOutput: rt.ObjectCodec<TerminalOutput>;
export interface TerminalOutputChunk {
	terminalId: TerminalId;
	data: string;
	_meta?: Meta | null;
}
export declare const TerminalOutputChunk: rt.ObjectCodec<TerminalOutputChunk>;
export interface TerminalSize {
	cols: number;
	rows: number;
	_meta?: Meta | null;
}
export declare const TerminalSize: rt.ObjectCodec<TerminalSize>;
export interface TerminalUpdate {
	terminalId: TerminalId;
	command?: string | null;
	cwd?: AbsolutePath | null;
	output?: TerminalOutput | null;
	exitStatus?: TerminalExitStatus | null;
	_meta?: Meta | null;
	size?: TerminalSize | null;
	capabilities?: TerminalCapabilities | null;
}
export declare const TerminalUpdate: rt.ObjectCodec<TerminalUpdate>;
export interface TextCommandInput {
	hint: string;
	_meta?: Meta | null;
}
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
export interface ToolCallCancelCapabilities {
	_meta?: Meta | null;
}
export declare const ToolCallCancelCapabilities: rt.ObjectCodec<ToolCallCancelCapabilities>;
export interface ToolCallCapabilities {
	cancel?: ToolCallCancelCapabilities | null;
	_meta?: Meta | null;
}
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
export declare const ToolCallContent: rt.UnionCodec<ToolCallContent>;
export interface ToolCallContentChunk {
	toolCallId: ToolCallId;
	content: ToolCallContent;
	_meta?: Meta | null;
}
export declare const ToolCallContentChunk: rt.ObjectCodec<ToolCallContentChunk>;
export type ToolCallId = rt.Brand<"v2.ToolCallId">;
export declare const ToolCallId: rt.Codec<ToolCallId>;
export interface ToolCallLocation {
	path: AbsolutePath;
	line?: number | null;
	_meta?: Meta | null;
}
export declare const ToolCallLocation: rt.ObjectCodec<ToolCallLocation>;
export interface ToolCallPermissionSubject {
	toolCall: ToolCallUpdate;
	_meta?: Meta | null;
}
export declare const ToolCallPermissionSubject: rt.ObjectCodec<ToolCallPermissionSubject>;
export type ToolCallStatus = "pending" | "in_progress" | "completed" | "failed" | "cancelled" | "paused" | (string & {});
export declare const ToolCallStatus: rt.EnumCodec<ToolCallStatus>;
export interface ToolCallUpdate {
	toolCallId: ToolCallId;
	name?: string | null;
	title?: string | null;
	kind?: ToolKind | null;
	status?: ToolCallStatus | null;
	content?: ToolCallContent[] | null;
	locations?: ToolCallLocation[] | null;
	rawInput?: rt.JsonValue;
	rawOutput?: rt.JsonValue;
	_meta?: Meta | null;
	capabilities?: ToolCallCapabilities | null;
}
export declare const ToolCallUpdate: rt.ObjectCodec<ToolCallUpdate>;
export type ToolKind = "read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other" | (string & {});
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
	background?: BackgroundWork[] | null;
	_meta?: Meta | null;
}
export declare const UnknownStateUpdate: rt.ObjectCodec<UnknownStateUpdate>;
export interface UnsupportedProtocolVersionErrorData {
	requested: ProtocolVersion;
	supported: ProtocolVersion[];
	_meta?: Meta | null;
}
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
	_meta?: Meta | null;
}
export declare const UpdateSessionNotification: rt.ObjectCodec<UpdateSessionNotification>;
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
export declare const UserMessage: rt.ObjectCodec<UserMessage>;
/** The requests the client sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ClientRequest = rt.Call<"auth/login", LoginAuthRequest> | rt.Call<"auth/logout", LogoutAuthRequest> | rt.Call<"auth/status", AuthStatusRequest> | rt.Call<"initialize", InitializeRequest> | rt.Call<"mcp/message", MessageMcpRequest> | rt.Call<"providers/disable", DisableProviderRequest> | rt.Call<"providers/list", ListProvidersRequest> | rt.Call<"providers/set", SetProviderRequest> | rt.Call<"session/archive", ArchiveSessionRequest> | rt.Call<"session/close", CloseSessionRequest> | rt.Call<"session/delete", DeleteSessionRequest> | rt.Call<"session/fork", ForkSessionRequest> | rt.Call<"session/list", ListSessionsRequest> | rt.Call<"session/new", NewSessionRequest> | rt.Call<"session/prompt", PromptRequest> | rt.Call<"session/resume", ResumeSessionRequest> | rt.Call<"session/set_config_option", SetSessionConfigOptionRequest> | rt.Call<"session/set_title", SetSessionTitleRequest> | rt.Call<"session/status", SessionStatusRequest> | rt.Call<"session/unarchive", UnarchiveSessionRequest> | rt.Call<"terminal/cancel", CancelTerminalRequest> | rt.Call<"tool_call/cancel", CancelToolCallRequest> | rt.OtherMessage;
export declare const ClientRequest: rt.MessageCodec<ClientRequest>;
/** The JSON-RPC envelope of `ClientRequest`: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export type ClientRequestMessage = rt.Request<RequestId, ClientRequest>;
export declare const ClientRequestMessage: rt.Codec<ClientRequestMessage>;
/** The notifications the client sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ClientNotification = rt.Call<"$/cancel_request", CancelRequestNotification> | rt.Call<"session/cancel", CancelSessionNotification> | rt.OtherMessage;
export declare const ClientNotification: rt.MessageCodec<ClientNotification>;
/** The JSON-RPC envelope of `ClientNotification`: `{ "jsonrpc": "2.0", "method", "params" }`. */
export type ClientNotificationMessage = rt.Notification<ClientNotification>;
export declare const ClientNotificationMessage: rt.Codec<ClientNotificationMessage>;
/** The result of each request that the client answers, by method. */
export interface ClientResponseResults {
	"elicitation/create": CreateElicitationResponse;
	"mcp/message": MessageMcpResponse;
	"proxy/initialize": InitializeProxyResponse;
	"proxy/successor": ProxySuccessorResponse;
	"session/request_permission": RequestPermissionResponse;
}
/** The results the client sends in its responses to the requests the agent sends, one per method. */
export type ClientResponse<M extends keyof ClientResponseResults = keyof ClientResponseResults> = rt.Response<RequestId, ClientResponseResults[M], JsonRpcError>;
export declare const ClientResponse: rt.ResponseCodec<RequestId, JsonRpcError, ClientResponseResults>;
/** The requests the agent sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type AgentRequest = rt.Call<"elicitation/create", CreateElicitationRequest> | rt.Call<"mcp/message", MessageMcpRequest> | rt.Call<"proxy/initialize", InitializeProxyRequest> | rt.Call<"proxy/successor", ProxySuccessorRequest> | rt.Call<"session/request_permission", RequestPermissionRequest> | rt.OtherMessage;
export declare const AgentRequest: rt.MessageCodec<AgentRequest>;
/** The JSON-RPC envelope of `AgentRequest`: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export type AgentRequestMessage = rt.Request<RequestId, AgentRequest>;
export declare const AgentRequestMessage: rt.Codec<AgentRequestMessage>;
/** The notifications the agent sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type AgentNotification = rt.Call<"$/cancel_request", CancelRequestNotification> | rt.Call<"auth/status_update", AuthStatusUpdateNotification> | rt.Call<"elicitation/complete", CompleteElicitationNotification> | rt.Call<"session/update", UpdateSessionNotification> | rt.OtherMessage;
export declare const AgentNotification: rt.MessageCodec<AgentNotification>;
/** The JSON-RPC envelope of `AgentNotification`: `{ "jsonrpc": "2.0", "method", "params" }`. */
export type AgentNotificationMessage = rt.Notification<AgentNotification>;
export declare const AgentNotificationMessage: rt.Codec<AgentNotificationMessage>;
/** The result of each request that the agent answers, by method. */
export interface AgentResponseResults {
	"auth/login": LoginAuthResponse;
	"auth/logout": LogoutAuthResponse;
	"auth/status": AuthStatusResponse;
	initialize: InitializeResponse;
	"mcp/message": MessageMcpResponse;
	"providers/disable": DisableProviderResponse;
	"providers/list": ListProvidersResponse;
	"providers/set": SetProviderResponse;
	"session/archive": ArchiveSessionResponse;
	"session/close": CloseSessionResponse;
	"session/delete": DeleteSessionResponse;
	"session/fork": ForkSessionResponse;
	"session/list": ListSessionsResponse;
	"session/new": NewSessionResponse;
	"session/prompt": PromptResponse;
	"session/resume": ResumeSessionResponse;
	"session/set_config_option": SetSessionConfigOptionResponse;
	"session/set_title": SetSessionTitleResponse;
	"session/status": SessionStatusResponse;
	"session/unarchive": UnarchiveSessionResponse;
	"terminal/cancel": CancelTerminalResponse;
	"tool_call/cancel": CancelToolCallResponse;
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
