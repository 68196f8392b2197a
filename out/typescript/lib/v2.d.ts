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
/**
* Optional authentication features the agent offers beyond login and logout. It does not say whether `auth/login` and `auth/logout` exist: a non-empty `authMethods` list in the `initialize` result says that.
* @example
* ```json
* {}
* ```
*/
export interface AgentAuthCapabilities {
	/** Extension data for these capabilities; the protocol does not interpret it. */
	_meta?: Meta | null;
	/**
	* Present (even as `{}`) when the agent answers `auth/status` and may send `auth/status_update`. Absent or `null` means it does not. Experimental.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	status?: AuthStatusCapabilities | null;
}
export declare const AgentAuthCapabilities: rt.ObjectCodec<AgentAuthCapabilities>;
/**
* What the agent supports, sent by the agent in its `initialize` result. Each feature is an object: present (even as `{}`) means supported, absent or `null` means not advertised. The client must not use a feature the agent did not advertise.
* @example
* ```json
* {
*   "session": {
*     "prompt": {
*       "image": {},
*       "embeddedContext": {}
*     },
*     "mcp": {
*       "stdio": {},
*       "http": {}
*     },
*     "delete": {}
*   }
* }
* ```
*/
export interface AgentCapabilities {
	/** Session support. `{}` means the agent implements the baseline session methods (`session/new`, `session/list`, `session/resume`, `session/close`, `session/prompt`, `session/cancel` and `session/update`); its fields add optional ones. Absent or `null` means the agent offers no `session/*` methods. */
	session?: SessionCapabilities | null;
	/** Authentication extras, such as `auth/status`. Absent or `null` means none. */
	auth?: AgentAuthCapabilities | null;
	/**
	* Present (even as `{}`) when the agent lets the client configure its LLM providers with `providers/list`, `providers/set` and `providers/disable`. Absent or `null` means it does not. Experimental.
	*
	* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providers?: ProvidersCapabilities | null;
	/** Extension data for these capabilities; the protocol does not interpret it. */
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
/**
* Optional hints attached to a content block or resource. Clients read them to decide whether, where and how prominently to show the content; they never change what the content is. Every field may be left out, and `null` means the same as leaving it out.
* @example
* ```json
* {
*   "audience": [
*     "user"
*   ],
*   "priority": 0.8,
*   "lastModified": "2025-01-12T15:00:58Z"
* }
* ```
*/
export interface Annotations {
	/** Who the content is intended for: the user, the assistant, or both. Absent or `null` means no audience is stated. */
	audience?: Role[] | null;
	/** When the underlying resource last changed, as an ISO 8601 timestamp such as `2025-01-12T15:00:58Z`. Absent or `null` means the time is not reported. */
	lastModified?: string | null;
	/** How important the content is when a client picks what to surface, from 0 (least) to 1 (most). Absent or `null` means no priority is given. */
	priority?: number | null;
	/** Extension data for these annotations; the protocol does not interpret it. */
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
/**
* An audio clip carried inline as base64 data, for example a voice prompt to transcribe. A client may put one in a prompt only when the agent advertised the `audio` prompt capability.
* @example
* ```json
* {
*   "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=",
*   "mimeType": "audio/wav"
* }
* ```
*/
export interface AudioContent {
	/** The audio file's bytes, base64-encoded. */
	data: string;
	/** The audio's MIME type, such as `audio/wav` or `audio/mpeg`. */
	mimeType: string;
	/** Display hints for this block. Absent or `null` means none. */
	annotations?: Annotations | null;
	/** Extension data for this block; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const AudioContent: rt.ObjectCodec<AudioContent>;
/**
* An account or credential the agent holds, such as a signed-in subscription or an API key, listed for display only. Clients must not treat any field as a stable account identifier, and should keep these values out of logs and telemetry. Experimental.
*
* @experimental Unstable feature `auth_status`.
* @example
* ```json
* {
*   "label": "Claude Max",
*   "active": true,
*   "name": "Ada Lovelace",
*   "email": "ada@example.com",
*   "organization": "Analytical Engines Ltd"
* }
* ```
*/
export interface AuthAccount {
	/** A name for the account that makes sense on its own, such as `OpenAI API key`. */
	label: string;
	/** Whether the agent uses this account by default; several accounts may be active at once (one per provider, say). Absent or `null` means the agent does not say. */
	active?: boolean | null;
	/** The user's display name or username. Absent or `null` means not reported. */
	name?: string | null;
	/** The user's email address. Absent or `null` means not reported. */
	email?: string | null;
	/** The organization, team or workspace the account belongs to. Absent or `null` means not reported. */
	organization?: string | null;
	/** Extension data for the account; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const AuthAccount: rt.ObjectCodec<AuthAccount>;
/**
* One way of signing in that the agent offers, listed in the `initialize` result and tagged on `type`. The union is open: a client that does not know a `type` keeps the entry when it stores or forwards initialization data, and otherwise leaves it out of its sign-in choices or shows it generically. Types starting with `_` are free for extensions.
* @example
* ```json
* {
*   "type": "agent",
*   "methodId": "oauth",
*   "name": "Sign in with your browser"
* }
* ```
*/
export type AuthMethod = AuthMethodTerminalVariant | AuthMethodAgentVariant | AuthMethodOther;
/**
* The client signs the user in by running the agent's own command again, interactively, in a terminal; it never passes this method to `auth/login`. The agent lists it only to a client with the `auth.terminal` capability.
* @example
* ```json
* {
*   "type": "terminal",
*   "methodId": "terminal-login",
*   "name": "Sign in from a terminal",
*   "args": [
*     "--login"
*   ],
*   "env": [
*     {
*       "name": "AGENT_LOGIN_MODE",
*       "value": "interactive"
*     }
*   ]
* }
* ```
*/
export interface AuthMethodTerminalVariant extends AuthMethodTerminal {
	type: "terminal";
}
/**
* The agent runs the sign-in itself when the client calls `auth/login` with this method's id.
* @example
* ```json
* {
*   "type": "agent",
*   "methodId": "oauth",
*   "name": "Sign in with your browser",
*   "description": "Opens the provider's login page."
* }
* ```
*/
export interface AuthMethodAgentVariant extends AuthMethodAgent {
	type: "agent";
}
/** A variant of AuthMethod that this version does not know, kept whole. */
export type AuthMethodOther = rt.Other<"type">;
export declare const AuthMethod: rt.UnionCodec<AuthMethod>;
/**
* A sign-in method that the agent carries out itself, started by the client with `auth/login`.
* @example
* ```json
* {
*   "methodId": "api-key",
*   "name": "Use an API key"
* }
* ```
*/
export interface AuthMethodAgent {
	/** The id to pass as `methodId` to `auth/login`. */
	methodId: AuthMethodId;
	/** The method's name, shown to the user. */
	name: string;
	/** More detail on the method for the user. Absent or `null` means none. */
	description?: string | null;
	/** Extension data for this method; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const AuthMethodAgent: rt.ObjectCodec<AuthMethodAgent>;
/**
* Names one authentication method within an agent's `authMethods`. The agent chooses it; the client compares it as an opaque string.
* @example
* ```json
* "oauth"
* ```
*/
export type AuthMethodId = rt.Brand<"v2.AuthMethodId">;
export declare const AuthMethodId: rt.Codec<AuthMethodId>;
/**
* A sign-in method the client carries out by launching the agent's configured command again as a separate interactive process, so the user can log in through its terminal interface. Exit status 0 means the sign-in worked; any other ending means it failed. The agent offers it only when the client advertised `auth.terminal`, and the client never sends it to `auth/login`.
* @example
* ```json
* {
*   "methodId": "terminal-login",
*   "name": "Sign in from a terminal",
*   "args": [
*     "--login"
*   ]
* }
* ```
*/
export interface AuthMethodTerminal {
	/** Identifies this method among the agent's `authMethods`. */
	methodId: AuthMethodId;
	/** The method's name, shown to the user. */
	name: string;
	/** More detail on the method for the user. Absent or `null` means none. */
	description?: string | null;
	/** Arguments added after the agent's usual command line for the sign-in run. Absent or `null` means none. */
	args?: string[];
	/** Environment variables set for the sign-in run, on top of (and overriding) those of the usual launch. Each name appears at most once. Absent or `null` means none. */
	env?: EnvVariable[];
	/** Extension data for this method; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const AuthMethodTerminal: rt.ObjectCodec<AuthMethodTerminal>;
/**
* Whether the agent can start sessions without the user signing in first. The enum is open, and a client treats a value it does not recognise as `unknown`. Experimental.
*
* @experimental Unstable feature `auth_status`.
*/
export type AuthState = "authenticated" | "unauthenticated" | "not_required" | "unknown" | (string & {});
export declare const AuthState: rt.EnumCodec<AuthState>;
/**
* Marks that the agent implements `auth/status` (and may send `auth/status_update`); it is sent as `{}`. Experimental.
*
* @experimental Unstable feature `auth_status`.
* @example
* ```json
* {}
* ```
*/
export interface AuthStatusCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const AuthStatusCapabilities: rt.ObjectCodec<AuthStatusCapabilities>;
/**
* The params of `auth/status`, which asks the agent for its authentication state without changing it. Experimental.
*
* @experimental Unstable feature `auth_status`.
* @example
* ```json
* {}
* ```
*/
export interface AuthStatusRequest {
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const AuthStatusRequest: rt.ObjectCodec<AuthStatusRequest>;
/**
* The result of `auth/status`: the agent's authentication state and, for display, the accounts it holds. Experimental.
*
* @experimental Unstable feature `auth_status`.
* @example
* ```json
* {
*   "state": "authenticated",
*   "accounts": [
*     {
*       "label": "Claude Max",
*       "active": true,
*       "email": "ada@example.com"
*     }
*   ]
* }
* ```
* @example
* ```json
* {
*   "state": "unauthenticated"
* }
* ```
*/
export interface AuthStatusResponse {
	/** Whether sign-in is needed; the one field a client should act on. */
	state: AuthState;
	/** The accounts the agent has configured, with the ones in use marked `active`. Absent or empty means none are reported. */
	accounts?: AuthAccount[];
	/** Extension data for the result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const AuthStatusResponse: rt.ObjectCodec<AuthStatusResponse>;
/**
* The params of `auth/status_update`, which an agent with the `auth.status` capability may send at any time after `initialize` when its authentication state changes. It carries the same fields as the `auth/status` result, and is sent only when the state differs from the last one reported on the connection. Experimental.
*
* @experimental Unstable feature `auth_status`.
* @example
* ```json
* {
*   "state": "unauthenticated",
*   "accounts": []
* }
* ```
*/
export interface AuthStatusUpdateNotification {
	/** Whether sign-in is needed now; the one field a client should act on. */
	state: AuthState;
	/** The accounts the agent now has configured, with the ones in use marked `active`. Absent or empty means none are reported. */
	accounts?: AuthAccount[];
	/** Extension data for the notification; the protocol does not interpret it. */
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
/**
* A binary resource's contents, embedded in full as base64.
* @example
* ```json
* {
*   "uri": "file:///home/user/project/assets/logo.png",
*   "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
*   "mimeType": "image/png"
* }
* ```
*/
export interface BlobResourceContents {
	/** The URI the contents were read from. */
	uri: string;
	/** The resource's bytes, base64-encoded. */
	blob: string;
	/** The resource's MIME type. Absent or `null` means it is not stated. */
	mimeType?: string | null;
	/** Extension data for these contents; the protocol does not interpret it. */
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
/**
* The params of `terminal/cancel`, which the client sends to stop the process in an agent-owned terminal. Allowed only while the terminal advertises `capabilities.cancel`. The agent answers once it has accepted the request and later confirms with a `terminal_update` that sets `exitStatus`; the terminal itself stays, and any tool call showing it keeps its status. An unknown, already exited or non-cancellable terminal gets error `-32602`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "terminalId": "term_7f3a2c"
* }
* ```
*/
export interface CancelTerminalRequest {
	/** The session that owns the terminal. */
	sessionId: SessionId;
	/** The terminal whose process to stop. */
	terminalId: TerminalId;
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const CancelTerminalRequest: rt.ObjectCodec<CancelTerminalRequest>;
/**
* The result of `terminal/cancel`: an empty object meaning the agent accepted the cancellation. It does not mean the process has stopped yet; a `terminal_update` with `exitStatus` reports that.
* @example
* ```json
* {}
* ```
*/
export interface CancelTerminalResponse {
	/** Extension data for the result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const CancelTerminalResponse: rt.ObjectCodec<CancelTerminalResponse>;
/**
* The params of `tool_call/cancel`, which the client sends to stop one running tool call. Allowed only while the tool call advertises `capabilities.cancel`. The agent answers once it has accepted the request, then reports a final status in a `tool_call_update`: usually `cancelled`, or `completed` or `failed` if the work ended first. An unknown, already finished or non-cancellable tool call gets error `-32602`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "toolCallId": "call_001"
* }
* ```
*/
export interface CancelToolCallRequest {
	/** The session that owns the tool call. */
	sessionId: SessionId;
	/** The tool call to stop. */
	toolCallId: ToolCallId;
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const CancelToolCallRequest: rt.ObjectCodec<CancelToolCallRequest>;
/**
* The result of `tool_call/cancel`: an empty object meaning the agent accepted the cancellation. The work may still be running; a `tool_call_update` with a final status reports when it has stopped.
* @example
* ```json
* {}
* ```
*/
export interface CancelToolCallResponse {
	/** Extension data for the result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const CancelToolCallResponse: rt.ObjectCodec<CancelToolCallResponse>;
/**
* The outcome of a permission request that was cancelled before the user chose. Nothing was approved, so the agent must not carry out the operation.
* @example
* ```json
* {}
* ```
*/
export interface CancelledPermissionOutcome {
	/** Extension data for the outcome; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const CancelledPermissionOutcome: rt.ObjectCodec<CancelledPermissionOutcome>;
/**
* The kinds of authentication method the client can carry out, beyond those every client handles. The agent lists a method kind in `authMethods` only when the client advertised it here. Named `AuthCapabilities` before SDK 2.4.0.
* @example
* ```json
* {
*   "terminal": {}
* }
* ```
*/
export interface ClientAuthCapabilities {
	/** Present (even as `{}`) when the client can run `terminal` authentication methods; send it only if the client can relaunch the agent's command in an interactive terminal. Absent or `null` means the agent must not offer them. */
	terminal?: TerminalAuthCapabilities | null;
	/** Extension data for these capabilities; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const ClientAuthCapabilities: rt.ObjectCodec<ClientAuthCapabilities>;
/**
* What the client supports, sent by the client in its `initialize` params. Each feature is an object: present (even as `{}`) means supported, absent or `null` means not advertised. The agent must not rely on a feature the client did not advertise.
* @example
* ```json
* {
*   "auth": {
*     "terminal": {}
*   }
* }
* ```
*/
export interface ClientCapabilities {
	/** Which optional kinds of authentication method the client can carry out; it limits the methods the agent may list in `authMethods`. Absent or `null` means only the baseline kinds. */
	auth?: ClientAuthCapabilities | null;
	/** Which elicitation modes the client can present, and so which the agent may use. Absent or `null` means the client does not handle elicitation. */
	elicitation?: ElicitationCapabilities | null;
	/** Extension data for these capabilities; the protocol does not interpret it. */
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
/**
* Details of a shell command the agent wants to run, shown with a permission prompt.
* @example
* ```json
* {
*   "command": "npm install --save-dev vitest",
*   "cwd": "/home/user/project",
*   "toolCallId": "call_001"
* }
* ```
*/
export interface CommandPermissionSubject {
	/** The command line that runs if the user allows it. */
	command: string;
	/** The absolute directory the command would run in. */
	cwd: AbsolutePath;
	/** The tool call this command belongs to. Absent or `null` means it is not known. */
	toolCallId?: ToolCallId | null;
	/** The terminal that will show the command, if the agent already created one. Absent or `null` means there is none yet. */
	terminalId?: TerminalId | null;
	/** Extension data for the subject; the protocol does not interpret it. */
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
/**
* Ordinary content produced by a tool call: text, an image, a resource and so on, wrapped as one content block.
* @example
* ```json
* {
*   "content": {
*     "type": "text",
*     "text": "Found 3 matches in 2 files."
*   }
* }
* ```
*/
export interface Content {
	/** The content block itself. */
	content: ContentBlock;
	/** Extension data for this piece of output; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const Content: rt.ObjectCodec<Content>;
/**
* One block of displayable content, tagged on `type`. Content blocks make up the user's prompt in `session/prompt`, the agent's messages and thoughts in `session/update`, and tool call output. The shape matches MCP's content, so an agent can pass an MCP tool's output through unchanged.
*
* The union is open. A receiver that meets a `type` it does not know keeps the whole block when it stores, replays or forwards content, and otherwise skips it or shows it generically; an agent answers a `session/prompt` holding a block type it does not support with error `-32602` (invalid params). Types starting with `_` are free for extensions.
* @example
* ```json
* {
*   "type": "text",
*   "text": "Can you analyze this code?"
* }
* ```
*/
export type ContentBlock = ContentBlockText | ContentBlockImage | ContentBlockAudio | ContentBlockResourceLink | ContentBlockResource | ContentBlockOther;
/**
* Text, rendered as Markdown. Every agent accepts it in prompts.
* @example
* ```json
* {
*   "type": "text",
*   "text": "Can you analyze this code?"
* }
* ```
*/
export interface ContentBlockText extends TextContent {
	type: "text";
}
/**
* An inline image; in a prompt it needs the agent's `image` prompt capability.
* @example
* ```json
* {
*   "type": "image",
*   "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
*   "mimeType": "image/png"
* }
* ```
*/
export interface ContentBlockImage extends ImageContent {
	type: "image";
}
/**
* An inline audio clip; in a prompt it needs the agent's `audio` prompt capability.
* @example
* ```json
* {
*   "type": "audio",
*   "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=",
*   "mimeType": "audio/wav"
* }
* ```
*/
export interface ContentBlockAudio extends AudioContent {
	type: "audio";
}
/**
* A link the receiver can follow to read a resource. Every agent accepts it in prompts.
* @example
* ```json
* {
*   "type": "resource_link",
*   "name": "config.json",
*   "uri": "file:///home/user/project/src/config.json",
*   "mimeType": "application/json"
* }
* ```
*/
export interface ContentBlockResourceLink extends ResourceLink {
	type: "resource_link";
}
/**
* A resource with its contents included; in a prompt it needs the agent's `embeddedContext` prompt capability.
* @example
* ```json
* {
*   "type": "resource",
*   "resource": {
*     "uri": "file:///home/user/project/src/main.rs",
*     "text": "fn main() {}\n",
*     "mimeType": "text/x-rust"
*   }
* }
* ```
*/
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
* A structured diff: the file changes, and optionally patch text that renders them. `changes` is the authoritative list of affected paths; `patch`, when given, renders some or all of them and must agree with `changes`. Agents should send a patch when they can, and clients must cope without one.
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
	/** Extension data for the diff; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const Diff: rt.ObjectCodec<Diff>;
/**
* One file-level change, tagged on `operation`. Clients can list the affected paths from these without reading any patch text. The union is open: a receiver keeps a change with an unknown `operation` and may show it generically; values starting with `_` are free for extensions.
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
/**
* A new entry at `path`.
* @example
* ```json
* {
*   "operation": "add",
*   "path": "/home/user/project/src/new_module.rs",
*   "fileType": "text",
*   "mimeType": "text/x-rust"
* }
* ```
*/
export interface DiffChangeAdd extends DiffPathChange {
	operation: "add";
	/** The kind of entry after the change (for `delete`, the kind that was removed). Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type after the change (for `delete`, the removed entry's). Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	/** Extension data for the change; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/**
* The entry at `path` is gone.
* @example
* ```json
* {
*   "operation": "delete",
*   "path": "/home/user/project/old.txt",
*   "fileType": "text"
* }
* ```
*/
export interface DiffChangeDelete extends DiffPathChange {
	operation: "delete";
	/** The kind of entry after the change (for `delete`, the kind that was removed). Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type after the change (for `delete`, the removed entry's). Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	/** Extension data for the change; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/**
* The entry at `path` changed in place.
* @example
* ```json
* {
*   "operation": "modify",
*   "path": "/home/user/project/src/config.json",
*   "fileType": "text",
*   "mimeType": "application/json"
* }
* ```
*/
export interface DiffChangeModify extends DiffPathChange {
	operation: "modify";
	/** The kind of entry after the change (for `delete`, the kind that was removed). Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type after the change (for `delete`, the removed entry's). Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	/** Extension data for the change; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/**
* The entry moved (or was renamed) from `oldPath` to `path`.
* @example
* ```json
* {
*   "operation": "move",
*   "oldPath": "/home/user/project/a.txt",
*   "path": "/home/user/project/b.txt"
* }
* ```
*/
export interface DiffChangeMove extends DiffPathPairChange {
	operation: "move";
	/** The kind of entry after the change (for `delete`, the kind that was removed). Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type after the change (for `delete`, the removed entry's). Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	/** Extension data for the change; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/**
* The entry at `oldPath` was copied to `path`.
* @example
* ```json
* {
*   "operation": "copy",
*   "oldPath": "/home/user/project/template.toml",
*   "path": "/home/user/project/config.toml",
*   "fileType": "text"
* }
* ```
*/
export interface DiffChangeCopy extends DiffPathPairChange {
	operation: "copy";
	/** The kind of entry after the change (for `delete`, the kind that was removed). Left out or `null` means unknown. */
	fileType?: DiffFileType | null;
	/** The entry's MIME type after the change (for `delete`, the removed entry's). Left out or `null` means unknown. */
	mimeType?: MediaType | null;
	/** Extension data for the change; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** A variant of DiffChange that this version does not know, kept whole. */
export type DiffChangeOther = rt.Other<"operation">;
export declare const DiffChange: rt.UnionCodec<DiffChange>;
/** The kind of file-system entry a change touches. The enum is open: values starting with `_` are free for extensions, and a receiver keeps an unknown value and treats the kind as not known. */
export type DiffFileType = "text" | "binary" | "directory" | "symlink" | (string & {});
export declare const DiffFileType: rt.EnumCodec<DiffFileType>;
/**
* Renderable patch text for a whole diff. One git patch may cover several files, so it belongs to the diff, not to a single change.
* @see RFD `diff-file-states`
* @example
* ```json
* {
*   "format": "git_patch",
*   "text": "diff --git /home/user/project/notes.txt /home/user/project/notes.txt\n--- /home/user/project/notes.txt\n+++ /home/user/project/notes.txt\n@@ -1 +1 @@\n-old\n+new\n"
* }
* ```
*/
export interface DiffPatch {
	/** How `text` is encoded; `git_patch` is the only format the protocol defines. */
	format: DiffPatchFormat;
	/**
	* The patch text, in the format `format` names.
	*
	* Differs from the RFD draft: The RFD draft named this field `diff`; the published schema calls it `text` and rejects a payload that uses `diff`.
	*/
	text: string;
	/** Extension data for the patch; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const DiffPatch: rt.ObjectCodec<DiffPatch>;
/** The format of a diff's patch text. The enum is open: values starting with `_` are free for extensions, and a client that does not know a format keeps the value and falls back to the structured `changes`. */
export type DiffPatchFormat = "git_patch" | (string & {});
export declare const DiffPatchFormat: rt.EnumCodec<DiffPatchFormat>;
/**
* The path of an `add`, `delete` or `modify` change.
* @example
* ```json
* {
*   "path": "/home/user/project/src/config.json"
* }
* ```
*/
export interface DiffPathChange {
	/** The entry's absolute path. */
	path: AbsolutePath;
}
export declare const DiffPathChange: rt.ObjectCodec<DiffPathChange>;
/**
* The two paths of a `move` or `copy` change.
* @example
* ```json
* {
*   "oldPath": "/home/user/project/a.txt",
*   "path": "/home/user/project/b.txt"
* }
* ```
*/
export interface DiffPathPairChange {
	/** The entry's absolute path before the change. */
	oldPath: AbsolutePath;
	/** The entry's absolute path after the change. */
	path: AbsolutePath;
}
export declare const DiffPathPairChange: rt.ObjectCodec<DiffPathPairChange>;
/**
* The params of `providers/disable`. The client turns off one of the agent's LLM providers; afterwards the provider is listed without a `current` configuration. A client must not disable a provider marked `required`. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "providerId": "openai"
* }
* ```
*/
export interface DisableProviderRequest {
	/** The provider to turn off. */
	providerId: ProviderId;
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const DisableProviderRequest: rt.ObjectCodec<DisableProviderRequest>;
/**
* The result of `providers/disable`. An empty object: the provider is now disabled. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface DisableProviderResponse {
	/** Extension data for the result; the protocol does not interpret it. */
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
/**
* A resource whose contents travel inside the message, so the receiver needs no extra round trip to read it. This is the preferred way to hand the agent context; a client may use it in a prompt only when the agent advertised the `embeddedContext` prompt capability.
* @example
* ```json
* {
*   "resource": {
*     "uri": "file:///home/user/project/README.md",
*     "text": "# Project\n",
*     "mimeType": "text/markdown"
*   }
* }
* ```
*/
export interface EmbeddedResource {
	/** The embedded contents, either text or base64 bytes. */
	resource: EmbeddedResourceResource;
	/** Display hints for this resource. Absent or `null` means none. */
	annotations?: Annotations | null;
	/** Extension data for this resource; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const EmbeddedResource: rt.ObjectCodec<EmbeddedResource>;
/**
* The payload of an embedded resource. There is no tag: an object with a `text` field is text contents, one with a `blob` field is binary contents.
* @example
* ```json
* {
*   "uri": "file:///home/user/project/README.md",
*   "text": "# Project\n"
* }
* ```
*/
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
/**
* An image carried inline as base64 data. A client may put one in a prompt only when the agent advertised the `image` prompt capability.
* @example
* ```json
* {
*   "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
*   "mimeType": "image/png"
* }
* ```
*/
export interface ImageContent {
	/** The image file's bytes, base64-encoded. */
	data: string;
	/** The image's MIME type, such as `image/png` or `image/jpeg`. */
	mimeType: string;
	/** A URI naming where the image came from, when known. Absent or `null` means the image has no associated URI. */
	uri?: string | null;
	/** Display hints for this block. Absent or `null` means none. */
	annotations?: Annotations | null;
	/** Extension data for this block; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const ImageContent: rt.ObjectCodec<ImageContent>;
/**
* Names and versions a client or agent program, for display, logs and metrics.
* @example
* ```json
* {
*   "name": "zed",
*   "title": "Zed",
*   "version": "0.212.4"
* }
* ```
*/
export interface Implementation {
	/** A stable, programmatic name for the program; shown when there is no `title`. */
	name: string;
	/** A friendly name for user interfaces. Absent or `null` means `name` is shown. */
	title?: string | null;
	/** The program's version, such as `1.4.0`. */
	version: string;
	/** Extension data about the program; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const Implementation: rt.ObjectCodec<Implementation>;
/**
* The params of `proxy/initialize`: an `initialize` sent to a proxy. In a proxy chain, the conductor sends this instead of `initialize` to every component that has a successor, telling it to act as a proxy; the last agent in the chain gets a plain `initialize`. The fields are those of `initialize`, and `protocolVersion` is the version the conductor picked. The proxy forwards an `initialize` to its successor through `proxy/successor` before it answers. Experimental.
*
* Differs from the published schema: Published as a reference to `InitializeRequest`; declared as an interface that extends it, so it has the same fields and a name of its own.
*
* @experimental Unstable feature `proxy_chains`.
* @example
* ```json
* {
*   "protocolVersion": 2,
*   "info": {
*     "name": "acp-conductor",
*     "version": "0.3.0"
*   }
* }
* ```
*/
export interface InitializeProxyRequest {
	/** The newest protocol version the client supports. */
	protocolVersion: ProtocolVersion;
	/** Names and versions the client. */
	info: Implementation;
	/** The client's optional features. Absent means `{}`: nothing beyond the baseline. */
	capabilities?: ClientCapabilities;
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const InitializeProxyRequest: rt.ObjectCodec<InitializeProxyRequest>;
/**
* The result of `proxy/initialize`. It has the fields of the `initialize` result. The proxy builds it from its successor's `initialize` result, so that it describes what the chain offers from the proxy onward, and it leaves `protocolVersion` as the successor gave it. Experimental.
*
* Differs from the published schema: Published as a reference to `InitializeResponse`; declared as an interface that extends it, so it has the same fields and a name of its own.
*
* @experimental Unstable feature `proxy_chains`.
* @example
* ```json
* {
*   "protocolVersion": 2,
*   "info": {
*     "name": "redacting-proxy",
*     "version": "0.1.0"
*   },
*   "capabilities": {
*     "session": {
*       "prompt": {
*         "embeddedContext": {}
*       }
*     }
*   }
* }
* ```
*/
export interface InitializeProxyResponse {
	/** The newest version the agent supports that is no newer than the client's. When there is none, `initialize` fails with error `-32022` (unsupported protocol version) instead. A client that cannot speak the chosen version should disconnect. */
	protocolVersion: ProtocolVersion;
	/** Names and versions the agent. */
	info: Implementation;
	/** The agent's optional features. Absent means `{}`: nothing beyond the baseline. */
	capabilities?: AgentCapabilities;
	/** The sign-in methods the agent offers. A non-empty list means the agent implements `auth/login` and `auth/logout`; absent or empty means it offers neither and the client must not call them. */
	authMethods?: AuthMethod[];
	/** Extension data for the result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const InitializeProxyResponse: rt.ObjectCodec<InitializeProxyResponse>;
/**
* The params of `initialize`, the first request a client sends on a new connection. It states the newest protocol version the client speaks, names the client, and lists the client's capabilities.
* @example
* ```json
* {
*   "protocolVersion": 2,
*   "info": {
*     "name": "zed",
*     "title": "Zed",
*     "version": "0.212.4"
*   },
*   "capabilities": {
*     "auth": {
*       "terminal": {}
*     }
*   }
* }
* ```
*/
export interface InitializeRequest {
	/** The newest protocol version the client supports. */
	protocolVersion: ProtocolVersion;
	/** Names and versions the client. */
	info: Implementation;
	/** The client's optional features. Absent means `{}`: nothing beyond the baseline. */
	capabilities?: ClientCapabilities;
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const InitializeRequest: rt.ObjectCodec<InitializeRequest>;
/**
* The result of `initialize`: the protocol version both sides will use, the agent's name and capabilities, and the ways the user can sign in.
* @example
* ```json
* {
*   "protocolVersion": 2,
*   "info": {
*     "name": "example-agent",
*     "title": "Example Agent",
*     "version": "1.4.0"
*   },
*   "capabilities": {
*     "session": {
*       "prompt": {
*         "image": {},
*         "embeddedContext": {}
*       },
*       "mcp": {
*         "stdio": {},
*         "http": {}
*       }
*     }
*   },
*   "authMethods": [
*     {
*       "type": "agent",
*       "methodId": "oauth",
*       "name": "Sign in with your browser"
*     }
*   ]
* }
* ```
*/
export interface InitializeResponse {
	/** The newest version the agent supports that is no newer than the client's. When there is none, `initialize` fails with error `-32022` (unsupported protocol version) instead. A client that cannot speak the chosen version should disconnect. */
	protocolVersion: ProtocolVersion;
	/** Names and versions the agent. */
	info: Implementation;
	/** The agent's optional features. Absent means `{}`: nothing beyond the baseline. */
	capabilities?: AgentCapabilities;
	/** The sign-in methods the agent offers. A non-empty list means the agent implements `auth/login` and `auth/logout`; absent or empty means it offers neither and the client must not call them. */
	authMethods?: AuthMethod[];
	/** Extension data for the result; the protocol does not interpret it. */
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
* The params of `providers/list`. The client asks which LLM providers the agent lets it configure, and how each one is set up now. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface ListProvidersRequest {
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const ListProvidersRequest: rt.ObjectCodec<ListProvidersRequest>;
/**
* The result of `providers/list`. Every provider the client can configure, with its current routing, in a form fit to show in a settings screen. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "providers": [
*     {
*       "providerId": "main",
*       "supported": [
*         "anthropic",
*         "bedrock"
*       ],
*       "required": true,
*       "current": {
*         "apiType": "anthropic",
*         "baseUrl": "https://api.anthropic.com"
*       }
*     },
*     {
*       "providerId": "openai",
*       "supported": [
*         "openai",
*         "azure"
*       ],
*       "required": false,
*       "current": null
*     }
*   ]
* }
* ```
*/
export interface ListProvidersResponse {
	/** The configurable providers. */
	providers: ProviderInfo[];
	/** Extension data for the result; the protocol does not interpret it. */
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
* The wire protocol (API family) an LLM provider is spoken to with. The enum is open: names starting with `_` are free for custom protocols, other names are reserved for the protocol, and both sides must handle a name they do not know gracefully, keeping it instead of failing. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export type LlmProtocol = "anthropic" | "openai" | "azure" | "vertex" | "bedrock" | (string & {});
export declare const LlmProtocol: rt.EnumCodec<LlmProtocol>;
/**
* The params of `auth/login`, with which the client asks the agent to sign the user in by one of the agent's advertised methods. Only allowed when the `initialize` result listed at least one method.
* @example
* ```json
* {
*   "methodId": "oauth"
* }
* ```
*/
export interface LoginAuthRequest {
	/** The chosen method: one of the `methodId`s in the agent's `authMethods`. */
	methodId: AuthMethodId;
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const LoginAuthRequest: rt.ObjectCodec<LoginAuthRequest>;
/**
* The result of `auth/login`: an empty object once the sign-in has succeeded.
* @example
* ```json
* {}
* ```
*/
export interface LoginAuthResponse {
	/** Extension data for the result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const LoginAuthResponse: rt.ObjectCodec<LoginAuthResponse>;
/**
* The params of `auth/logout`, with which the client ends the user's signed-in state with the agent. Only allowed when the `initialize` result listed at least one authentication method.
* @example
* ```json
* {}
* ```
*/
export interface LogoutAuthRequest {
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const LogoutAuthRequest: rt.ObjectCodec<LogoutAuthRequest>;
/**
* The result of `auth/logout`: an empty object once the user is signed out.
* @example
* ```json
* {}
* ```
*/
export interface LogoutAuthResponse {
	/** Extension data for the result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const LogoutAuthResponse: rt.ObjectCodec<LogoutAuthResponse>;
/**
* Marks that the agent can use MCP servers of type `acp`, which an ACP component provides over the ACP connection itself through `mcp/message`; it is sent as `{}`. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface McpAcpCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const McpAcpCapabilities: rt.ObjectCodec<McpAcpCapabilities>;
/**
* The MCP server transports the agent can connect to, so the client knows which kinds of MCP server it may pass when it sets up a session.
* @example
* ```json
* {
*   "stdio": {},
*   "http": {}
* }
* ```
*/
export interface McpCapabilities {
	/** Present (even as `{}`) when the agent can launch MCP servers of type `stdio`. Absent or `null` means it does not say it can. */
	stdio?: McpStdioCapabilities | null;
	/** Present (even as `{}`) when the agent can reach MCP servers of type `http`. Absent or `null` means it does not say it can. */
	http?: McpHttpCapabilities | null;
	/**
	* Present (even as `{}`) when the agent can use MCP servers of type `acp`, tunnelled through `mcp/message`. Absent or `null` means it cannot. Experimental.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	acp?: McpAcpCapabilities | null;
	/** Extension data for these capabilities; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const McpCapabilities: rt.ObjectCodec<McpCapabilities>;
/**
* An error returned by the inner MCP server, as opposed to an error of the ACP tunnel. It travels in the `error` member of an `mcp/message` result. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`.
* @example
* ```json
* {
*   "code": -32602,
*   "message": "Unknown tool: open_fil",
*   "data": {
*     "tool": "open_fil"
*   }
* }
* ```
*/
export interface McpError {
	/** The MCP error code; never an ACP error code. */
	code: number;
	/** The MCP error message. */
	message: string;
	/** Further detail from the MCP server. Absent means none was given; an explicit `null` is kept as `null`, distinct from absent. */
	data?: rt.JsonValue;
}
export declare const McpError: rt.ObjectCodec<McpError>;
/**
* Marks that the agent can reach MCP servers over HTTP; it is sent as `{}`.
* @example
* ```json
* {}
* ```
*/
export interface McpHttpCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const McpHttpCapabilities: rt.ObjectCodec<McpHttpCapabilities>;
/**
* Names an inner MCP request that is open against an `acp` MCP server on this connection. The sender of the request chooses it, and proxies pass it on unchanged; it has nothing to do with the outer JSON-RPC id. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`.
* @example
* ```json
* "mcpreq_17"
* ```
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
* An MCP server that an ACP component (the client or a proxy) provides itself, reached over the ACP connection: MCP traffic to it travels in `mcp/message`. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "name": "editor-tools",
*   "serverId": "srv_editor_1"
* }
* ```
*/
export interface McpServerAcp {
	/** A readable name for the server. */
	name: string;
	/** The id that `mcp/message` uses to route to this server, chosen by the component that provides it and never reused for another such server on the same connection. */
	serverId: McpServerAcpId;
	/** Extension data for the server entry; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const McpServerAcp: rt.ObjectCodec<McpServerAcp>;
/**
* Names an MCP server of type `acp` on one ACP connection. The component that provides the server chooses it; everyone else treats it as an opaque string used to route `mcp/message` to that component. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* "srv_editor_1"
* ```
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
/**
* Marks that the agent can launch MCP servers as local processes speaking over standard input and output; it is sent as `{}`.
* @example
* ```json
* {}
* ```
*/
export interface McpStdioCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
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
* The params of the notification `mcp/message`. The side that provides an `acp` MCP server sends it to the side using the server, about an inner MCP request that is still open, for example a subscription acknowledgement or a progress or change notice. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "serverId": "srv_editor_1",
*   "requestId": "mcpreq_17",
*   "method": "notifications/progress",
*   "params": {
*     "progressToken": "tok_1",
*     "progress": 50,
*     "total": 100
*   }
* }
* ```
*/
export interface MessageMcpNotification {
	/** The inner MCP notification's method name. */
	method: string;
	/** The inner MCP notification's params. Absent and `null` both mean there are none. */
	params?: rt.JsonObject | null;
	/** Extension data for the ACP message, separate from any `_meta` of the inner MCP message; the protocol does not interpret it. */
	_meta?: Meta | null;
	/** The `acp` MCP server that is handling the inner request. */
	serverId: McpServerAcpId;
	/** The open inner MCP request this notification belongs to. */
	requestId: McpRequestId;
}
export declare const MessageMcpNotification: rt.ObjectCodec<MessageMcpNotification>;
/**
* The params of `mcp/message`. The side using an `acp` MCP server sends one inner MCP request in it to the side that provides the server. Either side may be the sender. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "serverId": "srv_editor_1",
*   "requestId": "mcpreq_17",
*   "method": "tools/call",
*   "params": {
*     "name": "open_file",
*     "arguments": {
*       "path": "/home/user/project/src/main.rs"
*     }
*   }
* }
* ```
*/
export interface MessageMcpRequest {
	/** The inner MCP request's method name, such as `tools/call`. */
	method: string;
	/** The inner MCP request's params. Absent and `null` both mean there are none. */
	params?: rt.JsonObject | null;
	/** Extension data for the ACP message, separate from any `_meta` of the inner MCP message; the protocol does not interpret it. */
	_meta?: Meta | null;
	/** The `acp` MCP server the request is for. */
	serverId: McpServerAcpId;
	/** The sender's id for the inner MCP request, independent of the JSON-RPC id of this ACP request. */
	requestId: McpRequestId;
}
export declare const MessageMcpRequest: rt.ObjectCodec<MessageMcpRequest>;
/**
* The result of `mcp/message`. A successful ACP response carries the inner MCP outcome: `{"result": ...}` with the inner result (which may be `null`), or `{"error": ...}` with an `McpError`; a sender includes exactly one, and a receiver given both uses `result`. An ACP-level error response is kept for failures of the tunnel itself, not for MCP errors. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "result": {
*     "content": [
*       {
*         "type": "text",
*         "text": "Opened src/main.rs"
*       }
*     ],
*     "isError": false
*   }
* }
* ```
* @example
* ```json
* {
*   "error": {
*     "code": -32601,
*     "message": "Method not found"
*   }
* }
* ```
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
/** Differs from the published schema: Published as a union tagged on `type` whose `TitledMultiSelectItems` branch has no tag, with the tags outside the payload types; declared as an untagged union whose tagged members (`StringMultiSelectItems`) carry `type` as a literal field. The same values are accepted. */
export type MultiSelectItems = StringMultiSelectItems | TitledMultiSelectItems;
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
/**
* One choice offered to the user in a permission prompt.
* @example
* ```json
* {
*   "optionId": "allow-once",
*   "name": "Allow once",
*   "kind": "allow_once"
* }
* ```
*/
export interface PermissionOption {
	/** Identifies the choice; unique among the options of one request. */
	optionId: PermissionOptionId;
	/** The label the client shows for the choice. */
	name: string;
	/** What sort of choice this is, so the client can pick a fitting icon or style. */
	kind: PermissionOptionKind;
	/** Extension data for the option; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const PermissionOption: rt.ObjectCodec<PermissionOption>;
/**
* Names one option of a permission request. The agent chooses it; the client echoes it back unchanged when the user picks that option.
* @example
* ```json
* "allow-once"
* ```
*/
export type PermissionOptionId = rt.Brand<"v2.PermissionOptionId">;
export declare const PermissionOptionId: rt.Codec<PermissionOptionId>;
/** What picking a permission option means, as a hint for how the client presents it. The enum is open: values starting with `_` are free for extensions, and a client shows an option with an unknown kind in a neutral way instead of rejecting it. */
export type PermissionOptionKind = "allow_once" | "allow_always" | "reject_once" | "reject_always" | (string & {});
export declare const PermissionOptionKind: rt.EnumCodec<PermissionOptionKind>;
/**
* One task in an item-based plan: something the agent means to do to carry out the user's request, with how much it matters and how far it has got.
* @example
* ```json
* {
*   "content": "Add a failing test for the parser bug",
*   "priority": "high",
*   "status": "in_progress"
* }
* ```
*/
export interface PlanEntry {
	/** What the task is, in words for the user. */
	content: string;
	/** How important the task is to the overall goal. */
	priority: PlanEntryPriority;
	/** Where the task stands now. */
	status: PlanEntryStatus;
	/** Extension data for the entry; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const PlanEntry: rt.ObjectCodec<PlanEntry>;
/** How important a plan entry is. The enum is open: values starting with `_` are free for extensions, and a client keeps an unknown value and shows the entry without a priority marking. */
export type PlanEntryPriority = "high" | "medium" | "low" | (string & {});
export declare const PlanEntryPriority: rt.EnumCodec<PlanEntryPriority>;
/** Where a plan entry stands. The enum is open: values starting with `_` are free for extensions, and a client keeps an unknown value and shows the entry with a neutral status. */
export type PlanEntryStatus = "pending" | "in_progress" | "completed" | "cancelled" | (string & {});
export declare const PlanEntryStatus: rt.EnumCodec<PlanEntryStatus>;
/**
* A plan kept in a file: the update names the file, and the client reads the plan from there. Experimental.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "planId": "plan_main",
*   "uri": "file:///home/user/project/PLAN.md"
* }
* ```
*/
export interface PlanFile {
	/** The plan this update replaces the content of. */
	planId: PlanId;
	/** The URI of the file that holds the plan. */
	uri: string;
	/** Extension data for the plan; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const PlanFile: rt.ObjectCodec<PlanFile>;
/**
* Names one plan within a session. The agent chooses it; the client compares it as an opaque string and keeps one plan per id.
* @example
* ```json
* "plan_main"
* ```
*/
export type PlanId = rt.Brand<"v2.PlanId">;
export declare const PlanId: rt.Codec<PlanId>;
/**
* A plan given as a list of tasks. Each update carries every entry with its current status, and the client replaces the whole plan with it.
* @example
* ```json
* {
*   "planId": "plan_main",
*   "entries": [
*     {
*       "content": "Read the failing test",
*       "priority": "high",
*       "status": "completed"
*     },
*     {
*       "content": "Fix the off-by-one in the tokenizer",
*       "priority": "high",
*       "status": "pending"
*     }
*   ]
* }
* ```
*/
export interface PlanItems {
	/** The plan this update replaces the content of. */
	planId: PlanId;
	/** All of the plan's tasks, in order, not just the ones that changed. */
	entries: PlanEntry[];
	/** Extension data for the plan; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const PlanItems: rt.ObjectCodec<PlanItems>;
/**
* A plan given as Markdown text. Experimental.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "planId": "plan_main",
*   "content": "1. Reproduce the bug\n2. Fix the tokenizer\n3. Run the tests"
* }
* ```
*/
export interface PlanMarkdown {
	/** The plan this update replaces the content of. */
	planId: PlanId;
	/** The whole plan, as Markdown. */
	content: string;
	/** Extension data for the plan; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const PlanMarkdown: rt.ObjectCodec<PlanMarkdown>;
/**
* The payload of a `plan_removed` session update: the agent drops a plan, and the client forgets it. Experimental.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "planId": "plan_main"
* }
* ```
*/
export interface PlanRemoved {
	/** The plan to remove. */
	planId: PlanId;
	/** Extension data for the removal; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const PlanRemoved: rt.ObjectCodec<PlanRemoved>;
/**
* The payload of a `plan_update` session update: the agent creates a plan or replaces its content. The plan's id sits inside `plan`.
* @example
* ```json
* {
*   "plan": {
*     "type": "items",
*     "planId": "plan_main",
*     "entries": [
*       {
*         "content": "Run the test suite",
*         "priority": "medium",
*         "status": "pending"
*       }
*     ]
*   }
* }
* ```
*/
export interface PlanUpdate {
	/** The plan's new content, which replaces any earlier content for the same `planId`. */
	plan: PlanUpdateContent;
	/** Extension data for the update; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const PlanUpdate: rt.ObjectCodec<PlanUpdate>;
/**
* The content of a plan, tagged on `type`; every variant names its plan with `planId`. The union is open: a client that does not know a `type` keeps the payload when it stores or forwards plans and otherwise skips it or shows it generically, but it still replaces the earlier content of that `planId`. Types starting with `_` are free for extensions.
* @example
* ```json
* {
*   "type": "items",
*   "planId": "plan_main",
*   "entries": [
*     {
*       "content": "Update the changelog",
*       "priority": "low",
*       "status": "pending"
*     }
*   ]
* }
* ```
*/
export type PlanUpdateContent = PlanUpdateContentItems | PlanUpdateContentFile | PlanUpdateContentMarkdown | PlanUpdateContentOther;
/**
* A list of tasks with priorities and statuses.
* @example
* ```json
* {
*   "type": "items",
*   "planId": "plan_main",
*   "entries": [
*     {
*       "content": "Write the migration",
*       "priority": "high",
*       "status": "in_progress"
*     }
*   ]
* }
* ```
*/
export interface PlanUpdateContentItems extends PlanItems {
	type: "items";
}
/**
* A pointer to a file holding the plan. Experimental.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "type": "file",
*   "planId": "plan_main",
*   "uri": "file:///home/user/project/PLAN.md"
* }
* ```
*/
export interface PlanUpdateContentFile extends PlanFile {
	type: "file";
}
/**
* The plan as Markdown text. Experimental.
*
* @experimental Unstable feature `plan_operations`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "type": "markdown",
*   "planId": "plan_main",
*   "content": "- [x] Reproduce\n- [ ] Fix"
* }
* ```
*/
export interface PlanUpdateContentMarkdown extends PlanMarkdown {
	type: "markdown";
}
/** A variant of PlanUpdateContent that this version does not know, kept whole. */
export type PlanUpdateContentOther = rt.Other<"type">;
export declare const PlanUpdateContent: rt.UnionCodec<PlanUpdateContent>;
/**
* Marks that the agent accepts `audio` content blocks in prompts; it is sent as `{}`.
* @example
* ```json
* {}
* ```
*/
export interface PromptAudioCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const PromptAudioCapabilities: rt.ObjectCodec<PromptAudioCapabilities>;
/**
* Which content block types the agent accepts in `session/prompt` beyond the baseline. Every agent accepts `text` and `resource_link` blocks; the others must be listed here before a client sends them.
* @example
* ```json
* {
*   "image": {},
*   "audio": {},
*   "embeddedContext": {}
* }
* ```
*/
export interface PromptCapabilities {
	/** Present (even as `{}`) when prompts may hold `image` blocks. Absent or `null` means they may not. */
	image?: PromptImageCapabilities | null;
	/** Present (even as `{}`) when prompts may hold `audio` blocks. Absent or `null` means they may not. */
	audio?: PromptAudioCapabilities | null;
	/** Present (even as `{}`) when prompts may hold `resource` blocks that embed the contents of context the user referred to. Absent or `null` means they may not. */
	embeddedContext?: PromptEmbeddedContextCapabilities | null;
	/** Extension data for these capabilities; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const PromptCapabilities: rt.ObjectCodec<PromptCapabilities>;
/**
* Marks that the agent accepts embedded `resource` content blocks in prompts; it is sent as `{}`.
* @example
* ```json
* {}
* ```
*/
export interface PromptEmbeddedContextCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const PromptEmbeddedContextCapabilities: rt.ObjectCodec<PromptEmbeddedContextCapabilities>;
/**
* Marks that the agent accepts `image` content blocks in prompts; it is sent as `{}`.
* @example
* ```json
* {}
* ```
*/
export interface PromptImageCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
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
/**
* A protocol version number, from 0 to 65535. It changes only for breaking changes; this version of the protocol is `2`. Compatible additions are announced through capabilities instead.
* @example
* ```json
* 2
* ```
*/
export type ProtocolVersion = number;
export declare const ProtocolVersion: rt.Codec<ProtocolVersion>;
/**
* How a provider is routed at the moment; it holds no secrets, so a client may show it. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "apiType": "anthropic",
*   "baseUrl": "https://api.anthropic.com"
* }
* ```
*/
export interface ProviderCurrentConfig {
	/** The protocol the provider speaks now. */
	apiType: LlmProtocol;
	/** The base URL requests go to now. */
	baseUrl: string;
	/** Extension data for the configuration; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const ProviderCurrentConfig: rt.ObjectCodec<ProviderCurrentConfig>;
/**
* Names one configurable LLM provider of the agent, such as `main` or `openai`. The agent chooses it; the client treats it as an opaque string. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* "main"
* ```
*/
export type ProviderId = rt.Brand<"v2.ProviderId">;
export declare const ProviderId: rt.Codec<ProviderId>;
/**
* One LLM provider that the client can configure, as listed by `providers/list`. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "providerId": "main",
*   "supported": [
*     "anthropic",
*     "vertex"
*   ],
*   "required": true,
*   "current": {
*     "apiType": "vertex",
*     "baseUrl": "https://us-east5-aiplatform.googleapis.com"
*   }
* }
* ```
*/
export interface ProviderInfo {
	/** The provider's id, used by `providers/set` and `providers/disable`. */
	providerId: ProviderId;
	/** The protocols the provider can be set to speak. */
	supported: LlmProtocol[];
	/** `true` when the provider cannot be turned off; the client must then not call `providers/disable` for it. */
	required: boolean;
	/** The provider's current routing. Absent or `null` means the provider is disabled. */
	current?: ProviderCurrentConfig | null;
	/** Extension data for the provider; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const ProviderInfo: rt.ObjectCodec<ProviderInfo>;
/**
* Marks that the agent implements `providers/list`, `providers/set` and `providers/disable`; it is sent as `{}`. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface ProvidersCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const ProvidersCapabilities: rt.ObjectCodec<ProvidersCapabilities>;
/**
* The params of a `proxy/successor` notification, the envelope that carries one notification along a proxy chain. A proxy sends it to pass a notification on to its successor, and the conductor sends it to hand the proxy a notification coming back from the successor. Experimental.
*
* @experimental Unstable feature `proxy_chains`.
* @example
* ```json
* {
*   "method": "session/update",
*   "params": {
*     "sessionId": "sess_abc123def456",
*     "update": {
*       "sessionUpdate": "agent_message_chunk",
*       "messageId": "msg_agent_c42b9",
*       "content": {
*         "type": "text",
*         "text": "Done."
*       }
*     }
*   }
* }
* ```
*/
export interface ProxySuccessorNotification {
	/** The method name of the wrapped notification. */
	method: string;
	/** The wrapped notification's params, passed on untouched, including their own `_meta`. Absent and `null` both mean the notification has none; otherwise it must be a JSON object or array, as JSON-RPC requires. */
	params?: rt.JsonValue;
	/** Extension data for this hop's envelope only, apart from the wrapped message's `_meta`; the protocol does not interpret it, and the conductor does not copy it into the message it unwraps. */
	_meta?: Meta | null;
}
export declare const ProxySuccessorNotification: rt.ObjectCodec<ProxySuccessorNotification>;
/**
* The params of a `proxy/successor` request, the envelope that carries one request along a proxy chain. A proxy sends it to pass a request on to its successor, and the conductor sends it to hand the proxy a request coming back from the successor. The wrapped request's result or error comes back unchanged as this request's result or error; errors the conductor raises itself (say, because the successor exited) are its own. To cancel, the sender sends `$/cancel_request` with this request's id on the same connection; cancellation is never passed on to another hop. Experimental.
*
* @experimental Unstable feature `proxy_chains`.
* @example
* ```json
* {
*   "method": "session/prompt",
*   "params": {
*     "sessionId": "sess_abc123def456",
*     "prompt": [
*       {
*         "type": "text",
*         "text": "Can you analyze this code?"
*       }
*     ]
*   }
* }
* ```
*/
export interface ProxySuccessorRequest {
	/** The method name of the wrapped request. */
	method: string;
	/** The wrapped request's params, passed on untouched, including their own `_meta`. Absent and `null` both mean the request has none; otherwise it must be a JSON object or array, as JSON-RPC requires. */
	params?: rt.JsonValue;
	/** Extension data for this hop's envelope only, apart from the wrapped message's `_meta`; the protocol does not interpret it, and the conductor does not copy it into the message it unwraps. */
	_meta?: Meta | null;
}
export declare const ProxySuccessorRequest: rt.ObjectCodec<ProxySuccessorRequest>;
/**
* The result of a `proxy/successor` request: the wrapped request's own result, passed back as the very same JSON value. Experimental.
*
* @experimental Unstable feature `proxy_chains`.
* @example
* ```json
* {
*   "messageId": "msg_user_8f7a1"
* }
* ```
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
/**
* How a permission request ended, tagged on `outcome`. The union is open: an agent that does not know an `outcome` value must never read it as approval; it keeps the payload when it stores or forwards the response, and otherwise fails or declines the request as its policy says.
* @example
* ```json
* {
*   "outcome": "selected",
*   "optionId": "allow-once"
* }
* ```
*/
export type RequestPermissionOutcome = RequestPermissionOutcomeCancelled | RequestPermissionOutcomeSelected | RequestPermissionOutcomeOther;
/**
* No option was chosen: the work was cancelled, the user dismissed the prompt, or the client refused by policy. The agent must not go ahead. A client answers a request the agent withdrew with `$/cancel_request` this way, and after `session/cancel` it may answer pending requests of the cancelled work this way without waiting.
* @example
* ```json
* {
*   "outcome": "cancelled"
* }
* ```
*/
export interface RequestPermissionOutcomeCancelled extends CancelledPermissionOutcome {
	outcome: "cancelled";
}
/**
* The user picked one of the offered options. An `optionId` that was not offered counts as not approved.
* @example
* ```json
* {
*   "outcome": "selected",
*   "optionId": "allow-always"
* }
* ```
*/
export interface RequestPermissionOutcomeSelected extends SelectedPermissionOutcome {
	outcome: "selected";
}
/** A variant of RequestPermissionOutcome that this version does not know, kept whole. */
export type RequestPermissionOutcomeOther = rt.Other<"outcome">;
export declare const RequestPermissionOutcome: rt.UnionCodec<RequestPermissionOutcome>;
/**
* The params of `session/request_permission`, which the agent sends to ask the user for approval before a sensitive operation, such as running a tool or a command.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "title": "Edit config.json?",
*   "subject": {
*     "type": "tool_call",
*     "toolCall": {
*       "toolCallId": "call_001",
*       "title": "Enable debug mode",
*       "kind": "edit",
*       "status": "pending"
*     }
*   },
*   "options": [
*     {
*       "optionId": "allow-once",
*       "name": "Allow once",
*       "kind": "allow_once"
*     },
*     {
*       "optionId": "reject-once",
*       "name": "Reject",
*       "kind": "reject_once"
*     }
*   ]
* }
* ```
*/
export interface RequestPermissionRequest {
	/** The session the operation belongs to. */
	sessionId: SessionId;
	/** A heading for the prompt. It belongs to the prompt alone and does not rename the subject. */
	title: string;
	/** Why permission is needed, shown with the prompt only. Absent or `null` means no separate explanation. */
	description?: string | null;
	/** What the operation is, in structured form. Absent or `null` means the agent gave only the title and description. */
	subject?: RequestPermissionSubject | null;
	/** The choices offered to the user; at least one. */
	options: PermissionOption[];
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const RequestPermissionRequest: rt.ObjectCodec<RequestPermissionRequest>;
/**
* The result of `session/request_permission`: what the user decided.
* @example
* ```json
* {
*   "outcome": {
*     "outcome": "selected",
*     "optionId": "allow-once"
*   }
* }
* ```
* @example
* ```json
* {
*   "outcome": {
*     "outcome": "cancelled"
*   }
* }
* ```
*/
export interface RequestPermissionResponse {
	/** The decision: an option the user picked, or cancelled. */
	outcome: RequestPermissionOutcome;
	/** Extension data for the result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const RequestPermissionResponse: rt.ObjectCodec<RequestPermissionResponse>;
/**
* What a permission request is about, tagged on `type`. The union is open: a client that does not know a `type` keeps the payload when it stores or forwards the request, and otherwise shows a generic prompt or declines it as its policy says.
* @example
* ```json
* {
*   "type": "command",
*   "command": "rm -rf build",
*   "cwd": "/home/user/project"
* }
* ```
*/
export type RequestPermissionSubject = RequestPermissionSubjectToolCall | RequestPermissionSubjectCommand | RequestPermissionSubjectOther;
/**
* A tool call about to run.
* @example
* ```json
* {
*   "type": "tool_call",
*   "toolCall": {
*     "toolCallId": "call_001",
*     "title": "Write src/config.json",
*     "kind": "edit",
*     "status": "pending"
*   }
* }
* ```
*/
export interface RequestPermissionSubjectToolCall extends ToolCallPermissionSubject {
	type: "tool_call";
}
/**
* A command about to run.
* @example
* ```json
* {
*   "type": "command",
*   "command": "cargo test",
*   "cwd": "/home/user/project",
*   "toolCallId": "call_002"
* }
* ```
*/
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
* A pointer to a resource, such as a file, that the receiver can read on its own if it needs the contents. Every agent accepts resource links in prompts.
* @example
* ```json
* {
*   "name": "config.json",
*   "uri": "file:///home/user/project/src/config.json"
* }
* ```
* @example
* ```json
* {
*   "name": "main.rs",
*   "uri": "file:///home/user/project/src/main.rs",
*   "title": "Entry point",
*   "mimeType": "text/x-rust",
*   "size": 2048
* }
* ```
*/
export interface ResourceLink {
	/** A short, machine-friendly name for the resource, also shown when `title` is missing. */
	name: string;
	/** The resource's URI, such as a `file://` URL. */
	uri: string;
	/** A title for people to read. Absent or `null` means none; show `name` instead. */
	title?: string | null;
	/** A sentence or two about what the resource holds. Absent or `null` means none. */
	description?: string | null;
	/** Icons, in various sizes, that a client may show next to the link. Absent or `null` means there are none. */
	icons?: Icon[] | null;
	/** The resource's MIME type. Absent or `null` means it is not stated. */
	mimeType?: string | null;
	/** The resource's size in bytes. Absent or `null` means the size is not known. */
	size?: number | null;
	/** Display hints for this link. Absent or `null` means none. */
	annotations?: Annotations | null;
	/** Extension data for this link; the protocol does not interpret it. */
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
/** Which side of the conversation a piece of content is addressed to, used by `Annotations.audience`. The enum is open: values starting with `_` are free for extensions, other unknown values are reserved for later protocol versions, and a receiver keeps an unknown value rather than rejecting it. */
export type Role = "assistant" | "user" | (string & {});
export declare const Role: rt.EnumCodec<Role>;
export interface RunningStateUpdate {
	_meta?: Meta | null;
	background?: BackgroundWork[] | null;
}
export declare const RunningStateUpdate: rt.ObjectCodec<RunningStateUpdate>;
/**
* The outcome when the user picked one of the offered options.
* @example
* ```json
* {
*   "optionId": "allow-once"
* }
* ```
*/
export interface SelectedPermissionOutcome {
	/** The `optionId` of the option picked. */
	optionId: PermissionOptionId;
	/** Extension data for the outcome; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const SelectedPermissionOutcome: rt.ObjectCodec<SelectedPermissionOutcome>;
/**
* Marks that the agent honours `additionalDirectories` on the session requests that take it, and may report a session's extra roots in `session/list`; it is sent as `{}`.
* @example
* ```json
* {}
* ```
*/
export interface SessionAdditionalDirectoriesCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const SessionAdditionalDirectoriesCapabilities: rt.ObjectCodec<SessionAdditionalDirectoriesCapabilities>;
/**
* Marks that the agent implements `session/archive` and `session/unarchive`, the `archived` filter of `session/list`, and the `archived` flag on listed sessions; it is sent as `{}`. Experimental.
*
* @experimental Unstable feature `session_archive`.
* @example
* ```json
* {}
* ```
*/
export interface SessionArchiveCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
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
/**
* The agent's session features. Sending `{}` promises the baseline session methods: `session/new`, `session/list`, `session/resume`, `session/close`, `session/prompt`, `session/cancel` and `session/update`. Each field opts in to something more; absent or `null` in a field means that extra is not offered.
* @example
* ```json
* {
*   "prompt": {
*     "image": {}
*   },
*   "mcp": {
*     "http": {}
*   },
*   "additionalDirectories": {}
* }
* ```
*/
export interface SessionCapabilities {
	/** Content types the agent accepts in prompts beyond text and resource links. Absent or `null` means only those two. */
	prompt?: PromptCapabilities | null;
	/** MCP server transports the agent can connect to when a session is set up. Absent or `null` means the client should send no MCP servers. */
	mcp?: McpCapabilities | null;
	/** Present (even as `{}`) when the agent implements `session/delete`. Absent or `null` means it does not. */
	delete?: SessionDeleteCapabilities | null;
	/** Present (even as `{}`) when the agent honours `additionalDirectories` on session requests. Absent or `null` means it does not. */
	additionalDirectories?: SessionAdditionalDirectoriesCapabilities | null;
	/**
	* Present (even as `{}`) when the agent implements `session/fork`. Absent or `null` means it does not. Experimental.
	*
	* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
	*/
	fork?: SessionForkCapabilities | null;
	/** Extension data for these capabilities; the protocol does not interpret it. */
	_meta?: Meta | null;
	/**
	* Present (even as `{}`) when the agent accepts a client-supplied `systemPrompt` on session requests, at least in `append` mode. Absent or `null` means it does not. Experimental.
	*
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SessionSystemPromptCapabilities | null;
	/**
	* Present (even as `{}`) when the agent implements `session/archive` and `session/unarchive`, the `archived` filter of `session/list`, and the `archived` flag on listed sessions. Absent or `null` means it does not. Experimental.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	archive?: SessionArchiveCapabilities | null;
	/**
	* Present (even as `{}`) when the agent implements `session/status`. Absent or `null` means it does not. Experimental.
	*
	* @experimental Unstable feature `session_status`.
	*/
	status?: SessionStatusCapabilities | null;
	/**
	* Present (even as `{}`) when the client may rename sessions with `session/set_title`. Agents report titles without it. Absent or `null` means the client cannot set titles. Experimental.
	*
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
/**
* Marks that the agent implements `session/delete`, which removes a session from `session/list`; it is sent as `{}`.
* @example
* ```json
* {}
* ```
*/
export interface SessionDeleteCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const SessionDeleteCapabilities: rt.ObjectCodec<SessionDeleteCapabilities>;
/**
* Marks that the agent implements `session/fork`; it is sent as `{}`. Experimental.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface SessionForkCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const SessionForkCapabilities: rt.ObjectCodec<SessionForkCapabilities>;
/**
* Identifies a session: one conversation with its own history, context and state, so one agent can run several at once. The agent creates it; clients treat it as an opaque string.
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
* Marks that the agent implements `session/status`; it is sent as `{}`. Experimental.
*
* @experimental Unstable feature `session_status`.
* @example
* ```json
* {}
* ```
*/
export interface SessionStatusCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
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
* The agent's support for a system prompt supplied by the client on session requests. `{}` means the `append` mode, which adds the client's text to the agent's own instructions; `mode` lists further modes. Experimental.
*
* @experimental Unstable feature `session_system_prompt`.
* @example
* ```json
* {
*   "mode": {
*     "override": {}
*   }
* }
* ```
*/
export interface SessionSystemPromptCapabilities {
	/** Delivery modes offered on top of `append`. Absent or `null` means `append` only. */
	mode?: SessionSystemPromptModeCapabilities | null;
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const SessionSystemPromptCapabilities: rt.ObjectCodec<SessionSystemPromptCapabilities>;
/**
* System prompt delivery modes the agent offers besides `append`, which every agent with the `systemPrompt` capability supports and so is not listed. Experimental.
*
* @experimental Unstable feature `session_system_prompt`.
* @example
* ```json
* {
*   "override": {}
* }
* ```
*/
export interface SessionSystemPromptModeCapabilities {
	/** Present (even as `{}`) when the client's system prompt may replace the agent's built-in default instructions. Absent or `null` means it may not. */
	override?: SessionSystemPromptOverrideCapabilities | null;
	/** Extension data for these capabilities; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const SessionSystemPromptModeCapabilities: rt.ObjectCodec<SessionSystemPromptModeCapabilities>;
/**
* Marks that the agent supports the `override` system prompt mode, in which the client's text takes the place of the agent's default instructions; it is sent as `{}`. Experimental.
*
* @experimental Unstable feature `session_system_prompt`.
* @example
* ```json
* {}
* ```
*/
export interface SessionSystemPromptOverrideCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const SessionSystemPromptOverrideCapabilities: rt.ObjectCodec<SessionSystemPromptOverrideCapabilities>;
/**
* Marks that the client may set a session's title with `session/set_title`; it is sent as `{}`. Agents report titles through `session/list` and `session_info_update` whether or not they have it. Experimental.
*
* @experimental Unstable feature `session_set_title`.
* @example
* ```json
* {}
* ```
*/
export interface SessionTitleCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
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
* The params of `providers/set`. The client sets the whole configuration of one provider, replacing what was there before. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "providerId": "openai",
*   "apiType": "azure",
*   "baseUrl": "https://example-resource.openai.azure.com",
*   "headers": {
*     "api-key": "sk-example-0000"
*   }
* }
* ```
*/
export interface SetProviderRequest {
	/** The provider to configure. */
	providerId: ProviderId;
	/** The protocol to speak to it, normally one of the provider's `supported` values. */
	apiType: LlmProtocol;
	/** The base URL to send its requests to. */
	baseUrl: string;
	/** Every HTTP header to send with the provider's requests, such as authorization or routing headers; the map replaces the previous headers whole. Absent means no headers. */
	headers?: {
		[key: string]: string;
	};
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const SetProviderRequest: rt.ObjectCodec<SetProviderRequest>;
/**
* The result of `providers/set`. An empty object: the new configuration is in place. Experimental.
*
* @experimental Unstable feature `providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface SetProviderResponse {
	/** Extension data for the result; the protocol does not interpret it. */
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
	type: "string";
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
/**
* A terminal whose output belongs to a tool call. It only points at the terminal for display; the terminal's state and output arrive separately as `terminal_update` and `terminal_output_chunk` session updates.
* @example
* ```json
* {
*   "terminalId": "term_7f3a2c"
* }
* ```
*/
export interface Terminal {
	/** The agent-owned terminal to show, as named in its `terminal_update`s. */
	terminalId: string;
	/** Extension data for this reference; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const Terminal: rt.ObjectCodec<Terminal>;
/**
* Marks that the client can run authentication methods of type `terminal`: it can start the agent's own command again in an interactive terminal for the user. It is sent as `{}`.
* @example
* ```json
* {}
* ```
*/
export interface TerminalAuthCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const TerminalAuthCapabilities: rt.ObjectCodec<TerminalAuthCapabilities>;
/**
* Marks that the client may stop the terminal with `terminal/cancel`; it is sent as `{}`.
* @example
* ```json
* {}
* ```
*/
export interface TerminalCancelCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const TerminalCancelCapabilities: rt.ObjectCodec<TerminalCancelCapabilities>;
/**
* The controls a client may use on a terminal right now. A value that fails to parse counts as no controls, so a client never sends a request the agent did not offer.
* @example
* ```json
* {
*   "cancel": {}
* }
* ```
*/
export interface TerminalCapabilities {
	/** Present (even as `{}`) when the client may call `terminal/cancel` on the terminal. Absent or `null` means it may not. Agents should drop it once the terminal has an `exitStatus`. */
	cancel?: TerminalCancelCapabilities | null;
	/** Extension data for these capabilities; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const TerminalCapabilities: rt.ObjectCodec<TerminalCapabilities>;
/**
* How the process of an agent-owned terminal ended. Its presence alone marks the terminal as exited, even when neither an exit code nor a signal is known.
* @example
* ```json
* {
*   "exitCode": 0
* }
* ```
* @example
* ```json
* {
*   "signal": "SIGTERM"
* }
* ```
*/
export interface TerminalExitStatus {
	/** The process's exit code as the platform reports it. Absent or `null` means it is not known (for example, the process was killed by a signal). */
	exitCode?: number | null;
	/** The signal that ended the process, under its usual platform name such as `SIGTERM`, `SIGKILL` or `SIGINT`. Absent or `null` means none is known. */
	signal?: string | null;
	/** Extension data for the exit status; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const TerminalExitStatus: rt.ObjectCodec<TerminalExitStatus>;
/**
* Names a terminal the agent runs, unique within its session. The agent chooses it; the client compares it as an opaque string.
* @example
* ```json
* "term_7f3a2c"
* ```
*/
export type TerminalId = rt.Brand<"v2.TerminalId">;
export declare const TerminalId: rt.Codec<TerminalId>;
/**
* A full copy of a terminal's output so far, which replaces whatever output the client had stored for it.
* @example
* ```json
* {
*   "data": "Q29tcGlsaW5nIGFjcC1jb2RlZ2VuIHYwLjEuMAo="
* }
* ```
*/
export interface TerminalOutput {
	/** The output bytes, base64-encoded. */
	data: string;
	/** Extension data for the snapshot; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const TerminalOutput: rt.ObjectCodec<TerminalOutput>;
/**
* The payload of a `terminal_output_chunk` session update: bytes that the client appends to the stored output of an agent-owned terminal.
* @example
* ```json
* {
*   "terminalId": "term_7f3a2c",
*   "data": "ICAgIEZpbmlzaGVkIGRldiBwcm9maWxlCg=="
* }
* ```
*/
export interface TerminalOutputChunk {
	/** The terminal the bytes belong to. */
	terminalId: TerminalId;
	/** The new bytes, base64-encoded on their own (not a continuation of another chunk's base64). */
	data: string;
	/** Extension data for the chunk; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const TerminalOutputChunk: rt.ObjectCodec<TerminalOutputChunk>;
/**
* The size of an agent-owned terminal, counted in character cells.
* @example
* ```json
* {
*   "cols": 120,
*   "rows": 32
* }
* ```
*/
export interface TerminalSize {
	/** Width, in columns; at least 1. */
	cols: number;
	/** Height, in rows; at least 1. */
	rows: number;
	/** Extension data for the size; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const TerminalSize: rt.ObjectCodec<TerminalSize>;
/**
* The payload of a `terminal_update` session update: the agent creates or changes its record of one terminal. Only `terminalId` is required. Each other field is a patch: absent keeps the stored value, `null` clears it, a value replaces it; for a terminal not seen before, absent fields start out unknown.
* @example
* ```json
* {
*   "terminalId": "term_7f3a2c",
*   "command": "cargo build",
*   "cwd": "/home/user/project",
*   "size": {
*     "cols": 120,
*     "rows": 32
*   },
*   "capabilities": {
*     "cancel": {}
*   }
* }
* ```
* @example
* ```json
* {
*   "terminalId": "term_7f3a2c",
*   "exitStatus": {
*     "exitCode": 0
*   },
*   "capabilities": null
* }
* ```
*/
export interface TerminalUpdate {
	/** The terminal this update is about, unique within the session. */
	terminalId: TerminalId;
	/** The command line running in the terminal. Absent keeps it, `null` clears it, a value replaces it. */
	command?: string | null;
	/** The absolute directory the command runs in. Absent keeps it, `null` clears it, a value replaces it. */
	cwd?: AbsolutePath | null;
	/** The whole output so far, replacing the stored output. Absent keeps it, `null` clears it. Later output usually arrives as `terminal_output_chunk`. */
	output?: TerminalOutput | null;
	/** How the process ended; a value marks the terminal as exited. Absent keeps the stored status, `null` clears it. */
	exitStatus?: TerminalExitStatus | null;
	/** Extension data for the terminal; the protocol does not interpret it. Absent keeps the stored metadata and `null` clears it; an object updates it key by key (a key set to `null` is removed, other keys are replaced). */
	_meta?: Meta | null;
	/** The size the command runs with, so the client can render its output as laid out (columns, progress bars, cursor moves). Absent keeps it, `null` clears it, a value replaces it. */
	size?: TerminalSize | null;
	/** What the client may currently do to the terminal, such as cancel it. Absent keeps the stored set, `null` clears it, an object replaces it whole. A new terminal starts with none. */
	capabilities?: TerminalCapabilities | null;
}
export declare const TerminalUpdate: rt.ObjectCodec<TerminalUpdate>;
export interface TextCommandInput {
	hint: string;
	_meta?: Meta | null;
}
export declare const TextCommandInput: rt.ObjectCodec<TextCommandInput>;
/**
* A piece of text sent to or produced by the model. Clients render it as CommonMark Markdown. Every agent accepts text in prompts.
* @example
* ```json
* {
*   "text": "Let me analyze your code..."
* }
* ```
*/
export interface TextContent {
	/** The text itself, usually Markdown. */
	text: string;
	/** Display hints for this block. Absent or `null` means none. */
	annotations?: Annotations | null;
	/** Extension data for this block; the protocol does not interpret it. */
	_meta?: Meta | null;
}
export declare const TextContent: rt.ObjectCodec<TextContent>;
/**
* A text resource's contents, embedded in full.
* @example
* ```json
* {
*   "uri": "file:///home/user/project/src/main.rs",
*   "text": "fn main() {\n    println!(\"hello\");\n}\n",
*   "mimeType": "text/x-rust"
* }
* ```
*/
export interface TextResourceContents {
	/** The URI the contents were read from. */
	uri: string;
	/** The whole text of the resource. */
	text: string;
	/** The resource's MIME type. Absent or `null` means it is not stated. */
	mimeType?: string | null;
	/** Extension data for these contents; the protocol does not interpret it. */
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
* What a tool call produced, tagged on `type`. The union is open: a receiver that does not know a `type` keeps the whole item when it stores, replays or forwards tool call output, and otherwise skips it or shows it generically. Types starting with `_` are free for extensions.
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
/**
* Ordinary content, such as text or an image.
* @example
* ```json
* {
*   "type": "content",
*   "content": {
*     "type": "text",
*     "text": "All 42 tests passed."
*   }
* }
* ```
*/
export interface ToolCallContentContent extends Content {
	type: "content";
}
/**
* File changes.
* @example
* ```json
* {
*   "type": "diff",
*   "changes": [
*     {
*       "operation": "add",
*       "path": "/home/user/project/src/util.rs",
*       "fileType": "text"
*     }
*   ]
* }
* ```
*/
export interface ToolCallContentDiff extends Diff {
	type: "diff";
}
/**
* Live output of an agent-owned terminal, shown by reference.
* @example
* ```json
* {
*   "type": "terminal",
*   "terminalId": "term_7f3a2c"
* }
* ```
*/
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
/**
* Details of a tool call that waits for permission.
* @example
* ```json
* {
*   "toolCall": {
*     "toolCallId": "call_001",
*     "title": "Delete old.txt",
*     "kind": "delete",
*     "status": "pending"
*   }
* }
* ```
*/
export interface ToolCallPermissionSubject {
	/** The tool call's state. The client applies it to its stored tool call just as it would a `tool_call_update`, in arrival order and before showing the prompt; an unseen `toolCallId` creates the tool call. */
	toolCall: ToolCallUpdate;
	/** Extension data for the subject; the protocol does not interpret it. */
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
/** `parseLenient` of JSON text, read as `codec.fromJson` reads it. */
export declare function parseLenientJson<T>(codec: rt.Codec<T>, text: string, options?: rt.ParseOptions): rt.LenientResult<T>;
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
