/**
* ACP v2: types, and the codecs that parse and serialize them.
* Each type has a codec of the same name: `Type.parse(json)`.
*/
import * as rt from "./runtime.js";
import * as peer from "./peer.js";
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
/** Reads, checks and writes {@link AgentAuthCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providers?: ProvidersCapabilities | null;
	/** Extension data for these capabilities; the protocol does not interpret it. */
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
/** Reads, checks and writes {@link Annotations} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Annotations: rt.ObjectCodec<Annotations>;
/**
* The params of `session/archive`, which the client sends to hide a session from the default `session/list` result without deleting it.
*
* @experimental Unstable feature `session_archive`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface ArchiveSessionRequest {
	/** The session to archive. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ArchiveSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ArchiveSessionRequest: rt.ObjectCodec<ArchiveSessionRequest>;
/**
* The result of `session/archive`: the session is archived.
*
* @experimental Unstable feature `session_archive`.
* @example
* ```json
* {}
* ```
*/
export interface ArchiveSessionResponse {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ArchiveSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link AudioContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
	/** More about the account, for people (such as the plan it is on). Left out and `null` both mean none. */
	description?: string | null;
}
/** Reads, checks and writes {@link AuthAccount} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthAccount: rt.ObjectCodec<AuthAccount>;
/**
* One way of signing in that the agent offers, listed in the `initialize` result and tagged on `type`. The union is open: a client that does not know a `type` keeps the entry when it stores or forwards initialization data, and otherwise leaves it out of its sign-in choices or shows it generically. Types starting with `_` are free for extensions. Every kind carries `methodId` and `name`, an unknown one too (the published schema asks an unknown kind for them).
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
	/** The id to pass as `methodId` to `auth/login` (for the kinds that use it). */
	methodId: AuthMethodId;
	/** The method's name, shown to the user. */
	name: string;
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
	/** The id to pass as `methodId` to `auth/login` (for the kinds that use it). */
	methodId: AuthMethodId;
	/** The method's name, shown to the user. */
	name: string;
}
/** A variant of AuthMethod that this version does not know, kept whole. */
export type AuthMethodOther = rt.Other<"type">;
/** Reads, checks and writes {@link AuthMethod} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethod: rt.UnionCodec<AuthMethod>;
/**
* A sign-in method that the agent carries out itself, started by the client with `auth/login`.
*
* Differs from the published schema: Published with `methodId` and `name`; declared without them, as fields of `AuthMethod` that every variant carries (an unknown one too).
* @example
* ```json
* {
*   "description": "Opens the provider's login page."
* }
* ```
*/
export interface AuthMethodAgent {
	/** More detail on the method for the user. Absent or `null` means none. */
	description?: string | null;
	/** Extension data for this method; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthMethodAgent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethodAgent: rt.ObjectCodec<AuthMethodAgent>;
/**
* Names one authentication method within an agent's `authMethods`. The agent chooses it; the client compares it as an opaque string.
* @example
* ```json
* "oauth"
* ```
*/
export type AuthMethodId = rt.Brand<"v2.AuthMethodId">;
/** Reads, checks and writes {@link AuthMethodId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethodId: rt.Codec<AuthMethodId>;
/**
* A sign-in method the client carries out by launching the agent's configured command again as a separate interactive process, so the user can log in through its terminal interface. Exit status 0 means the sign-in worked; any other ending means it failed. The agent offers it only when the client advertised `auth.terminal`, and the client never sends it to `auth/login`.
*
* Differs from the published schema: Published with `methodId` and `name`; declared without them, as fields of `AuthMethod` that every variant carries (an unknown one too).
* @example
* ```json
* {
*   "args": [
*     "--login"
*   ]
* }
* ```
*/
export interface AuthMethodTerminal {
	/** More detail on the method for the user. Absent or `null` means none. */
	description?: string | null;
	/** Arguments added after the agent's usual command line for the sign-in run. Absent or `null` means none. */
	args?: string[];
	/** Environment variables set for the sign-in run, on top of (and overriding) those of the usual launch. Each name appears at most once. Absent or `null` means none. */
	env?: EnvVariable[];
	/** Extension data for this method; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthMethodTerminal} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethodTerminal: rt.ObjectCodec<AuthMethodTerminal>;
/**
* Whether the agent can start sessions without the user signing in first. The enum is open, and a client treats a value it does not recognise as `unknown`. Experimental.
*
* @experimental Unstable feature `auth_status`.
*/
export type AuthState = "authenticated" | "unauthenticated" | "not_required" | "unknown" | (string & {});
/** Reads, checks and writes {@link AuthState} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link AuthStatusCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link AuthStatusRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link AuthStatusResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link AuthStatusUpdateNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthStatusUpdateNotification: rt.ObjectCodec<AuthStatusUpdateNotification>;
/**
* A command the agent offers, by kind. `command` is a slash command the user can run; `skill` (experimental) an agent skill the user invokes with a `skill` content block. Every kind carries `name` and `description`, an unknown one too (the published schema asks an unknown kind for them); an unknown kind is otherwise kept whole, and a client that cannot use it may hide it or show it as a plain command.
* @example
* ```json
* {
*   "type": "command",
*   "name": "review",
*   "description": "Review the staged changes"
* }
* ```
*/
export type AvailableCommand = AvailableCommandCommand | AvailableCommandSkill | AvailableCommandOther;
/**
* A slash command the user runs by typing `/` and its name in a prompt.
* @example
* ```json
* {
*   "type": "command",
*   "name": "review",
*   "description": "Review the staged changes",
*   "input": {
*     "type": "text",
*     "hint": "files to focus on"
*   }
* }
* ```
*/
export interface AvailableCommandCommand extends Command {
	type: "command";
	/** The name the user types after `/`, such as `review`; no spaces, and unique in the list. */
	name: string;
	/** What the command does, for people. */
	description: string;
}
/**
* An agent skill, which the user invokes with a `skill` content block that names it (never with `/`). The agent sends one only to a client that advertised `session.commands.skill`. Experimental.
*
* @experimental Unstable feature `agent_skills`.
* @example
* ```json
* {
*   "type": "skill",
*   "name": "pdf-processing",
*   "description": "Extract text and tables from PDF files",
*   "path": "/home/user/.skills/pdf/SKILL.md"
* }
* ```
*/
export interface AvailableCommandSkill extends Skill {
	type: "skill";
	/** The name the user types after `/`, such as `review`; no spaces, and unique in the list. */
	name: string;
	/** What the command does, for people. */
	description: string;
}
/** A variant of AvailableCommand that this version does not know, kept whole. */
export type AvailableCommandOther = rt.Other<"type">;
/** Reads, checks and writes {@link AvailableCommand} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommand: rt.UnionCodec<AvailableCommand>;
/**
* The input a command takes, by kind. A client that does not know a kind keeps it when it stores or forwards the command, and otherwise shows the command without structured input.
* @example
* ```json
* {
*   "type": "text",
*   "hint": "files to focus on"
* }
* ```
*/
export type AvailableCommandInput = AvailableCommandInputText | AvailableCommandInputOther;
/**
* Free text: everything typed after the command name and the space after it.
* @example
* ```json
* {
*   "type": "text",
*   "hint": "branch or commit to compare against"
* }
* ```
*/
export interface AvailableCommandInputText extends TextCommandInput {
	type: "text";
}
/** A variant of AvailableCommandInput that this version does not know, kept whole. */
export type AvailableCommandInputOther = rt.Other<"type">;
/** Reads, checks and writes {@link AvailableCommandInput} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommandInput: rt.UnionCodec<AvailableCommandInput>;
/**
* The payload of an `available_commands_update`: the commands the session offers now, in place of the previous list.
* @example
* ```json
* {
*   "availableCommands": [
*     {
*       "type": "command",
*       "name": "test",
*       "description": "Run the test suite"
*     }
*   ]
* }
* ```
*/
export interface AvailableCommandsUpdate {
	/** Every command on offer; `[]` means none. */
	availableCommands: AvailableCommand[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AvailableCommandsUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommandsUpdate: rt.ObjectCodec<AvailableCommandsUpdate>;
/**
* A subagent session listed as background work: one linked to this session by `subagent_update` that still has something running.
* @example
* ```json
* {
*   "sessionId": "sess_sub_42"
* }
* ```
*/
export interface BackgroundSubagent {
	/** The subagent session. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BackgroundSubagent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BackgroundSubagent: rt.ObjectCodec<BackgroundSubagent>;
/**
* A terminal listed as background work: its process goes on after its tool call handed control back to the model.
* @example
* ```json
* {
*   "terminalId": "term_xyz789"
* }
* ```
*/
export interface BackgroundTerminal {
	/** The terminal, already announced with `terminal_update`. */
	terminalId: TerminalId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BackgroundTerminal} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BackgroundTerminal: rt.ObjectCodec<BackgroundTerminal>;
/**
* A tool call listed as background work: its work goes on without a process of its own.
* @example
* ```json
* {
*   "toolCallId": "call_watch_7"
* }
* ```
*/
export interface BackgroundToolCall {
	/** The tool call, already announced with `tool_call_update`. */
	toolCallId: ToolCallId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BackgroundToolCall} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BackgroundToolCall: rt.ObjectCodec<BackgroundToolCall>;
/**
* One piece of work that runs independently of the session's foreground work, tagged on `type`; each item refers to something the client already knows about, and each piece of work appears once. A client that does not know a type still counts the item as running work, even if it cannot show what it is.
* @example
* ```json
* {
*   "type": "terminal",
*   "terminalId": "term_xyz789"
* }
* ```
*/
export type BackgroundWork = BackgroundWorkTerminal | BackgroundWorkToolCall | BackgroundWorkSubagent | BackgroundWorkOther;
/**
* A process that keeps running after its tool call returned; it stays listed until its `terminal_update` reports `exitStatus`.
* @example
* ```json
* {
*   "type": "terminal",
*   "terminalId": "term_xyz789"
* }
* ```
*/
export interface BackgroundWorkTerminal extends BackgroundTerminal {
	type: "terminal";
}
/**
* Work a tool call started that goes on without a process of its own, such as a watcher or a scheduled wake-up; `pending` and `paused` tool calls stay listed.
* @example
* ```json
* {
*   "type": "tool_call",
*   "toolCallId": "call_watch_7"
* }
* ```
*/
export interface BackgroundWorkToolCall extends BackgroundToolCall {
	type: "tool_call";
}
/**
* A detached subagent session that is not idle or has background work of its own.
* @example
* ```json
* {
*   "type": "subagent",
*   "sessionId": "sess_sub_42"
* }
* ```
*/
export interface BackgroundWorkSubagent extends BackgroundSubagent {
	type: "subagent";
}
/** A variant of BackgroundWork that this version does not know, kept whole. */
export type BackgroundWorkOther = rt.Other<"type">;
/** Reads, checks and writes {@link BackgroundWork} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link BlobResourceContents} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BlobResourceContents: rt.ObjectCodec<BlobResourceContents>;
/**
* A yes/no field of an elicitation form.
* @example
* ```json
* {
*   "title": "Push after commit",
*   "default": false
* }
* ```
*/
export interface BooleanPropertySchema {
	/** A label for the field. Left out and `null` both mean none. */
	title?: string | null;
	/** An explanation of the field for the user. Left out and `null` both mean none. */
	description?: string | null;
	/** The value the form starts with. Left out and `null` both mean no default. */
	default?: boolean | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BooleanPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BooleanPropertySchema: rt.ObjectCodec<BooleanPropertySchema>;
/**
* The params of the notification `$/cancel_request`, which either side sends to withdraw one of its own requests that has not been answered yet.
* @example
* ```json
* {
*   "requestId": 15
* }
* ```
*/
export interface CancelRequestNotification {
	/** The id of the request to withdraw. It names a request the sender of this notification sent; the receiver looks it up only among requests from that sender. */
	requestId: RequestId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelRequestNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelRequestNotification: rt.ObjectCodec<CancelRequestNotification>;
/**
* The params of the notification `session/cancel`, which the client sends to stop a session's foreground work and drop its prompts that were not added yet.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface CancelSessionNotification {
	/** The session whose foreground work stops. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelSessionNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link CancelTerminalRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link CancelTerminalResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link CancelToolCallRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link CancelToolCallResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link CancelledPermissionOutcome} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link ClientAuthCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
	/**
	* What the client supports in sessions, by feature. Left out and `null` both mean nothing beyond the stable protocol. Experimental.
	*
	* @experimental Unstable feature `prompt_suggestions`.
	*/
	session?: ClientSessionCapabilities | null;
}
/** Reads, checks and writes {@link ClientCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientCapabilities: rt.ObjectCodec<ClientCapabilities>;
/**
* The client's session features. It only groups them: `{}` advertises nothing. Experimental.
*
* @experimental Unstable feature `prompt_suggestions`.
* @example
* ```json
* {
*   "promptSuggestions": {}
* }
* ```
*/
export interface ClientSessionCapabilities {
	/** The client shows prompt suggestions, with the block kinds it names. Left out and `null` both mean the agent must not send `prompt_suggestions_update`. */
	promptSuggestions?: PromptSuggestionsCapabilities | null;
	/**
	* The kinds of command besides `command` that the client understands. Left out and `null` both mean none.
	*
	* @experimental Unstable feature `agent_skills`.
	*/
	commands?: CommandsCapabilities | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ClientSessionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientSessionCapabilities: rt.ObjectCodec<ClientSessionCapabilities>;
/**
* The params of `session/close`, which the client sends to end a session on this connection and free what the agent holds for it.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface CloseSessionRequest {
	/** The session to close. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CloseSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CloseSessionRequest: rt.ObjectCodec<CloseSessionRequest>;
/**
* The result of `session/close`: the session is closed, and the agent sends nothing more for it on this connection.
* @example
* ```json
* {}
* ```
*/
export interface CloseSessionResponse {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CloseSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CloseSessionResponse: rt.ObjectCodec<CloseSessionResponse>;
/**
* A slash command: the input it takes (its name and description are fields of `AvailableCommand` that every kind carries).
*
* Differs from the published schema: Published with `name` and `description`; declared without them, as fields of `AvailableCommand` that every variant carries (an unknown one too).
* @example
* ```json
* {
*   "input": {
*     "type": "text",
*     "hint": "files to focus on"
*   }
* }
* ```
*/
export interface Command {
	/** The input the command takes. Left out and `null` both mean none. */
	input?: AvailableCommandInput | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Command} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link CommandPermissionSubject} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CommandPermissionSubject: rt.ObjectCodec<CommandPermissionSubject>;
/**
* The kinds of command besides `command` a client understands. It only groups them: `{}` advertises nothing. Experimental.
*
* @experimental Unstable feature `agent_skills`.
* @example
* ```json
* {
*   "skill": {}
* }
* ```
*/
export interface CommandsCapabilities {
	/** The client understands `skill` commands. Left out and `null` both mean the agent must not send them. */
	skill?: CommandsSkillCapabilities | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CommandsCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CommandsCapabilities: rt.ObjectCodec<CommandsCapabilities>;
/**
* The client understands `skill` commands; `{}` says so. Experimental.
*
* @experimental Unstable feature `agent_skills`.
* @example
* ```json
* {}
* ```
*/
export interface CommandsSkillCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CommandsSkillCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CommandsSkillCapabilities: rt.ObjectCodec<CommandsSkillCapabilities>;
/**
* Identifies one context compaction within a session. The agent picks it; clients treat it as an opaque string.
* @example
* ```json
* "cmp_01"
* ```
*/
export type CompactionId = rt.Brand<"v2.CompactionId">;
/** Reads, checks and writes {@link CompactionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionId: rt.Codec<CompactionId>;
/** Where a context compaction is in its life. A client keeps a status it does not know. */
export type CompactionStatus = "in_progress" | "completed" | "failed" | "cancelled" | (string & {});
/** Reads, checks and writes {@link CompactionStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionStatus: rt.EnumCodec<CompactionStatus>;
/**
* The payload of a `compaction_summary_chunk`: one content block appended to a compaction's summary, in the order received. An id not seen before starts a compaction that is in progress.
* @example
* ```json
* {
*   "compactionId": "cmp_01",
*   "content": {
*     "type": "text",
*     "text": "Earlier: fixed the CI fixture path."
*   }
* }
* ```
*/
export interface CompactionSummaryChunk {
	/** The compaction whose summary grows. */
	compactionId: CompactionId;
	/** The block to append. */
	content: ContentBlock;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CompactionSummaryChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionSummaryChunk: rt.ObjectCodec<CompactionSummaryChunk>;
/**
* The payload of a `compaction_update`: creates or changes a context compaction, in which the agent shrinks the conversation it keeps in context. The first update fixes where the compaction sits in the timeline; later ones with the same id change it in place.
* @example
* ```json
* {
*   "compactionId": "cmp_01",
*   "status": "in_progress"
* }
* ```
* @example
* ```json
* {
*   "compactionId": "cmp_01",
*   "status": "failed",
*   "error": "The summary model timed out."
* }
* ```
*/
export interface CompactionUpdate {
	/** The compaction's id, unique within the session. */
	compactionId: CompactionId;
	/** Where the compaction is now. Left out keeps the stored status, `null` resets it to `in_progress`, and a value replaces it; a new compaction starts as `in_progress`. */
	status?: CompactionStatus | null;
	/** A summary of what was compacted, for the user. Left out keeps the stored summary; `null` or `[]` clears it; a value replaces it whole. */
	summary?: ContentBlock[] | null;
	/** What went wrong, in plain text for the user. Left out keeps it, `null` clears it, a value replaces it. */
	error?: string | null;
	/** Extension data the protocol does not interpret. A value is merged into the stored data key by key; `null` clears it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CompactionUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionUpdate: rt.ObjectCodec<CompactionUpdate>;
/**
* The params of the notification `elicitation/complete`, which the agent sends when the interaction behind a URL elicitation has finished. It does not change the session's turn state.
* @example
* ```json
* {
*   "elicitationId": "elic_7f3a"
* }
* ```
*/
export interface CompleteElicitationNotification {
	/** The URL elicitation that finished. */
	elicitationId: ElicitationId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CompleteElicitationNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompleteElicitationNotification: rt.ObjectCodec<CompleteElicitationNotification>;
/**
* The payload of a `config_option_update`: the session's config options after a change the agent made or that another option caused, in place of the previous list.
* @example
* ```json
* {
*   "configOptions": [
*     {
*       "type": "select",
*       "configId": "mode",
*       "name": "Mode",
*       "category": "mode",
*       "currentValue": "code",
*       "options": [
*         {
*           "value": "ask",
*           "name": "Ask"
*         },
*         {
*           "value": "code",
*           "name": "Code"
*         }
*       ]
*     }
*   ]
* }
* ```
*/
export interface ConfigOptionUpdate {
	/** Every config option with its current value. */
	configOptions: SessionConfigOption[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ConfigOptionUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link Content} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
export type ContentBlock = ContentBlockText | ContentBlockImage | ContentBlockAudio | ContentBlockResourceLink | ContentBlockResource | ContentBlockSkill | ContentBlockOther;
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
/**
* Invokes one of the agent's skills for the prompt, by the name of a `skill` entry of the session's commands. Only in user messages and prompts, and only as the agent's `skill` prompt capability allows (one, as the first block, unless `inline`). Experimental.
*
* @experimental Unstable feature `agent_skills`.
* @example
* ```json
* {
*   "type": "skill",
*   "name": "pdf-processing"
* }
* ```
*/
export interface ContentBlockSkill extends SkillReference {
	type: "skill";
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
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ContentChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ContentChunk: rt.ObjectCodec<ContentChunk>;
/**
* What a session has cost so far.
* @example
* ```json
* {
*   "amount": 0.42,
*   "currency": "USD"
* }
* ```
*/
export interface Cost {
	/** The total cost of the session so far, in `currency`. */
	amount: number;
	/** The unit of `amount`: an ISO 4217 currency code such as `USD`, or another unit such as `credits`. */
	currency: string;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Cost} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Cost: rt.ObjectCodec<Cost>;
/**
* The params of `elicitation/create`, which the agent sends to ask the user for input; tagged on `mode`. The request belongs to a session (and optionally a tool call) or to a pending client request. A client that does not know a mode keeps it when storing or forwarding and never shows it as a known mode.
* @example
* ```json
* {
*   "mode": "form",
*   "sessionId": "sess_abc123def456",
*   "message": "Which branch should the release be cut from?",
*   "requestedSchema": {
*     "type": "object",
*     "properties": {
*       "branch": {
*         "type": "string",
*         "title": "Branch",
*         "default": "main"
*       }
*     },
*     "required": [
*       "branch"
*     ]
*   }
* }
* ```
*/
export type CreateElicitationRequest = CreateElicitationRequestForm | CreateElicitationRequestUrl | CreateElicitationRequestOther;
/**
* The client shows a form built from `requestedSchema` and returns what the user entered.
* @example
* ```json
* {
*   "mode": "form",
*   "sessionId": "sess_abc123def456",
*   "toolCallId": "call_001",
*   "message": "How many retries should the deploy allow?",
*   "requestedSchema": {
*     "type": "object",
*     "properties": {
*       "retries": {
*         "type": "integer",
*         "minimum": 0,
*         "maximum": 5,
*         "default": 2
*       }
*     }
*   }
* }
* ```
*/
export interface CreateElicitationRequestForm extends ElicitationFormMode {
	mode: "form";
	/** Tells the user what input is wanted and why. */
	message: string;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/**
* The client sends the user to a URL, for example to sign in to a service.
* @example
* ```json
* {
*   "mode": "url",
*   "sessionId": "sess_abc123def456",
*   "message": "Sign in to GitHub to let the agent open pull requests.",
*   "elicitationId": "elic_7f3a",
*   "url": "https://github.com/login/device"
* }
* ```
*/
export interface CreateElicitationRequestUrl extends ElicitationUrlMode {
	mode: "url";
	/** Tells the user what input is wanted and why. */
	message: string;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** A variant of CreateElicitationRequest that this version does not know, kept whole. */
export type CreateElicitationRequestOther = rt.Other<"mode">;
/** Reads, checks and writes {@link CreateElicitationRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CreateElicitationRequest: rt.UnionCodec<CreateElicitationRequest>;
/**
* The result of `elicitation/create`: what the user did, tagged on `action`. An agent that does not know an action keeps it when storing or forwarding, and otherwise treats it as `cancel`.
* @example
* ```json
* {
*   "action": "accept",
*   "content": {
*     "branch": "release/2.4"
*   }
* }
* ```
*/
export type CreateElicitationResponse = CreateElicitationResponseAccept | CreateElicitationResponseDecline | CreateElicitationResponseCancel | CreateElicitationResponseOther;
/**
* The user went ahead; for a form, `content` holds the answers. For a URL it does not mean the interaction outside has finished.
* @example
* ```json
* {
*   "action": "accept",
*   "content": {
*     "branch": "release/2.4",
*     "notify": true
*   }
* }
* ```
*/
export interface CreateElicitationResponseAccept extends ElicitationAcceptAction {
	action: "accept";
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/**
* The user said no.
* @example
* ```json
* {
*   "action": "decline"
* }
* ```
*/
export interface CreateElicitationResponseDecline {
	action: "decline";
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/**
* The user dismissed the request without choosing, or it was cancelled.
* @example
* ```json
* {
*   "action": "cancel"
* }
* ```
*/
export interface CreateElicitationResponseCancel {
	action: "cancel";
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** A variant of CreateElicitationResponse that this version does not know, kept whole. */
export type CreateElicitationResponseOther = rt.Other<"action">;
/** Reads, checks and writes {@link CreateElicitationResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CreateElicitationResponse: rt.UnionCodec<CreateElicitationResponse>;
/**
* Where a session cursor sits: next to an entity the client holds, named by its kind (`type`) and id, before or after it. A client that does not know a `type` cannot place the cursor and must not guess; it keeps the anchor whole when it stores or forwards the update. A known `type` with a bad payload is an error. Experimental.
*
* @experimental Unstable feature `session_cursors`.
* @example
* ```json
* {
*   "type": "agent_message",
*   "messageId": "msg_7",
*   "position": "after"
* }
* ```
*/
export type CursorAnchor = CursorAnchorUserMessage | CursorAnchorAgentMessage | CursorAnchorAgentThought | CursorAnchorSessionMessage | CursorAnchorToolCall | CursorAnchorCompaction | CursorAnchorOther;
/**
* Next to a user message.
* @example
* ```json
* {
*   "type": "user_message",
*   "messageId": "msg_6",
*   "position": "before"
* }
* ```
*/
export interface CursorAnchorUserMessage extends CursorMessageAnchor {
	type: "user_message";
}
/**
* Next to an agent message.
* @example
* ```json
* {
*   "type": "agent_message",
*   "messageId": "msg_7",
*   "position": "after"
* }
* ```
*/
export interface CursorAnchorAgentMessage extends CursorMessageAnchor {
	type: "agent_message";
}
/**
* Next to an agent thought.
* @example
* ```json
* {
*   "type": "agent_thought",
*   "messageId": "msg_7t",
*   "position": "after"
* }
* ```
*/
export interface CursorAnchorAgentThought extends CursorMessageAnchor {
	type: "agent_thought";
}
/**
* Next to a message another session sent into this one.
* @example
* ```json
* {
*   "type": "session_message",
*   "messageId": "msg_in_03",
*   "position": "after"
* }
* ```
*/
export interface CursorAnchorSessionMessage extends CursorMessageAnchor {
	type: "session_message";
}
/**
* Next to a tool call.
* @example
* ```json
* {
*   "type": "tool_call",
*   "toolCallId": "call_001",
*   "position": "after"
* }
* ```
*/
export interface CursorAnchorToolCall extends CursorToolCallAnchor {
	type: "tool_call";
}
/**
* Next to a context compaction.
* @example
* ```json
* {
*   "type": "compaction",
*   "compactionId": "cmp_01",
*   "position": "before"
* }
* ```
*/
export interface CursorAnchorCompaction extends CursorCompactionAnchor {
	type: "compaction";
}
/** A variant of CursorAnchor that this version does not know, kept whole. */
export type CursorAnchorOther = rt.Other<"type">;
/** Reads, checks and writes {@link CursorAnchor} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CursorAnchor: rt.UnionCodec<CursorAnchor>;
/**
* On which side of its anchor a cursor sits. A client that does not know a value cannot place the cursor; names that start with `_` are free for custom use. Experimental.
*
* @experimental Unstable feature `session_cursors`.
*/
export type CursorAnchorPosition = "before" | "after" | (string & {});
/** Reads, checks and writes {@link CursorAnchorPosition} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CursorAnchorPosition: rt.EnumCodec<CursorAnchorPosition>;
/**
* What a client may do with a cursor now: each field names a method that accepts it. Experimental.
*
* @experimental Unstable feature `session_cursors`.
* @example
* ```json
* {
*   "fork": {}
* }
* ```
*/
export interface CursorCapabilities {
	/**
	* The client may fork the session at this cursor (`session/fork` with `cursorId`). Left out and `null` both mean it may not; an object, `{}` too, means it may.
	*
	* @experimental Unstable feature `session_fork`.
	*/
	fork?: CursorForkCapabilities | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CursorCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CursorCapabilities: rt.ObjectCodec<CursorCapabilities>;
/**
* A cursor's anchor on a context compaction. Experimental.
*
* @experimental Unstable feature `session_cursors`.
* @example
* ```json
* {
*   "compactionId": "cmp_01",
*   "position": "before"
* }
* ```
*/
export interface CursorCompactionAnchor {
	/** The compaction the cursor sits next to. */
	compactionId: CompactionId;
	/** On which side of it. */
	position: CursorAnchorPosition;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CursorCompactionAnchor} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CursorCompactionAnchor: rt.ObjectCodec<CursorCompactionAnchor>;
/**
* The capability to fork a session at a cursor; `{}` says the agent supports it. Experimental.
*
* @experimental Unstable feature `session_fork`.
* @example
* ```json
* {}
* ```
*/
export interface CursorForkCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CursorForkCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CursorForkCapabilities: rt.ObjectCodec<CursorForkCapabilities>;
/**
* Names one session cursor (a position in the session's timeline) within its session. The agent makes it up and never reuses it for another position; a client treats it as an opaque string. Experimental.
*
* @experimental Unstable feature `session_cursors`.
* @example
* ```json
* "cur_after_msg_7"
* ```
*/
export type CursorId = rt.Brand<"v2.CursorId">;
/** Reads, checks and writes {@link CursorId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CursorId: rt.Codec<CursorId>;
/**
* A cursor's anchor on a message; the anchor's `type` says which kind of message. Experimental.
*
* @experimental Unstable feature `session_cursors`.
* @example
* ```json
* {
*   "messageId": "msg_7",
*   "position": "after"
* }
* ```
*/
export interface CursorMessageAnchor {
	/** The message the cursor sits next to. */
	messageId: MessageId;
	/** On which side of it. */
	position: CursorAnchorPosition;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CursorMessageAnchor} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CursorMessageAnchor: rt.ObjectCodec<CursorMessageAnchor>;
/**
* A cursor's anchor on a tool call. Experimental.
*
* @experimental Unstable feature `session_cursors`.
* @example
* ```json
* {
*   "toolCallId": "call_001",
*   "position": "after"
* }
* ```
*/
export interface CursorToolCallAnchor {
	/** The tool call the cursor sits next to. */
	toolCallId: ToolCallId;
	/** On which side of it. */
	position: CursorAnchorPosition;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CursorToolCallAnchor} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CursorToolCallAnchor: rt.ObjectCodec<CursorToolCallAnchor>;
/**
* The payload of a `cursor_update`: announces a session cursor, a named position in the session's timeline, or changes what the client may do with it. The first update for a `cursorId` carries `anchor`, which is fixed from then on: a later update leaves it out or repeats it unchanged, and changes only `capabilities` and `_meta`. A client that does not use cursors may ignore the update. Experimental.
*
* @experimental Unstable feature `session_cursors`.
* @example
* ```json
* {
*   "cursorId": "cur_after_msg_7",
*   "anchor": {
*     "type": "agent_message",
*     "messageId": "msg_7",
*     "position": "after"
*   },
*   "capabilities": {
*     "fork": {}
*   }
* }
* ```
* @example
* ```json
* {
*   "cursorId": "cur_after_msg_7",
*   "capabilities": null
* }
* ```
*/
export interface CursorUpdate {
	/** The cursor, unique within the session; the agent chooses it. */
	cursorId: CursorId;
	/** What the client may do with the cursor. Left out keeps the stored capabilities, `null` clears them, an object replaces them whole; a new cursor starts with none. */
	capabilities?: rt.Patch<CursorCapabilities>;
	/** Where the cursor sits. Required on the first update for a cursor and never changed after it; a later update may leave it out (or `null`) or repeat the same anchor. */
	anchor?: CursorAnchor | null;
	/** Extension data the protocol does not interpret. Left out keeps the stored data, `null` clears it, and an object replaces it. */
	_meta?: rt.Patch<Meta>;
}
/** Reads, checks and writes {@link CursorUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CursorUpdate: rt.ObjectCodec<CursorUpdate>;
/**
* The params of `session/delete`, which the client sends to remove a session from `session/list` for good.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface DeleteSessionRequest {
	/** The session to remove. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DeleteSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DeleteSessionRequest: rt.ObjectCodec<DeleteSessionRequest>;
/**
* The result of `session/delete`: the session is gone.
* @example
* ```json
* {}
* ```
*/
export interface DeleteSessionResponse {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DeleteSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link Diff} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link DiffChange} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DiffChange: rt.UnionCodec<DiffChange>;
/** The kind of file-system entry a change touches. The enum is open: values starting with `_` are free for extensions, and a receiver keeps an unknown value and treats the kind as not known. */
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
/** Reads, checks and writes {@link DiffPatch} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DiffPatch: rt.ObjectCodec<DiffPatch>;
/** The format of a diff's patch text. The enum is open: values starting with `_` are free for extensions, and a client that does not know a format keeps the value and falls back to the structured `changes`. */
export type DiffPatchFormat = "git_patch" | (string & {});
/** Reads, checks and writes {@link DiffPatchFormat} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link DiffPathChange} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link DiffPathPairChange} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DiffPathPairChange: rt.ObjectCodec<DiffPathPairChange>;
/**
* The params of `providers/disable`. The client turns off one of the agent's LLM providers; afterwards the provider is listed without a `current` configuration. A client must not disable a provider marked `required`. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
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
/** Reads, checks and writes {@link DisableProviderRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DisableProviderRequest: rt.ObjectCodec<DisableProviderRequest>;
/**
* The result of `providers/disable`. An empty object: the provider is now disabled. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface DisableProviderResponse {
	/** Extension data for the result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DisableProviderResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DisableProviderResponse: rt.ObjectCodec<DisableProviderResponse>;
/**
* The variant fields of an accepted elicitation.
* @example
* ```json
* {
*   "content": {
*     "branch": "release/2.4"
*   }
* }
* ```
*/
export interface ElicitationAcceptAction {
	/** The user's answers, keyed by the field names of the requested schema. Left out and `null` both mean no content. */
	content?: {
		[key: string]: ElicitationContentValue;
	} | null;
}
/** Reads, checks and writes {@link ElicitationAcceptAction} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationAcceptAction: rt.ObjectCodec<ElicitationAcceptAction>;
/**
* The kinds of elicitation the client supports, advertised in its capabilities.
* @example
* ```json
* {
*   "form": {},
*   "url": {}
* }
* ```
*/
export interface ElicitationCapabilities {
	/** Present (even as `{}`) when the client can show forms. Left out and `null` both mean it does not say so. */
	form?: ElicitationFormCapabilities | null;
	/** Present (even as `{}`) when the client can send the user to URLs. Left out and `null` both mean it does not say so. */
	url?: ElicitationUrlCapabilities | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationCapabilities: rt.ObjectCodec<ElicitationCapabilities>;
/**
* One answer in an accepted form: a string, an integer, a number, a boolean, or a list of strings (for a multi-select field). Any other JSON value is kept as it is: upstream reads it as an "other" value, so that a newer field type still arrives.
* @example
* ```json
* "release/2.4"
* ```
* @example
* ```json
* [
*   "lint",
*   "test"
* ]
* ```
*/
export type ElicitationContentValue = string | number | number | boolean | string[] | rt.JsonValue;
/** Reads, checks and writes {@link ElicitationContentValue} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationContentValue: rt.Codec<ElicitationContentValue>;
/**
* Form support of the client; `{}` advertises it.
* @example
* ```json
* {}
* ```
*/
export interface ElicitationFormCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationFormCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationFormCapabilities: rt.ObjectCodec<ElicitationFormCapabilities>;
/**
* The variant fields of a form elicitation: the schema of the form, and what the request belongs to (`sessionId`, optionally with `toolCallId`, or `requestId`).
*
* Differs from the published schema: Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "requestedSchema": {
*     "type": "object",
*     "properties": {
*       "branch": {
*         "type": "string"
*       }
*     }
*   }
* }
* ```
*/
export interface ElicitationFormMode {
	/** The fields of the form, as a restricted JSON Schema object. */
	requestedSchema: ElicitationSchema;
	/** The session the request belongs to, for a session-scoped request. */
	sessionId?: SessionId;
	/** The tool call within that session the request comes from, for example an MCP server's own elicitation passed on. Left out and `null` both mean the whole session. */
	toolCallId?: ToolCallId | null;
	/** The pending client request the elicitation belongs to, for one outside any session (such as during login). */
	requestId?: RequestId;
}
/** Reads, checks and writes {@link ElicitationFormMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationFormMode: rt.ObjectCodec<ElicitationFormMode>;
/**
* Identifies one URL elicitation, so that `elicitation/complete` can name it. The agent picks it; clients treat it as an opaque string.
* @example
* ```json
* "elic_7f3a"
* ```
*/
export type ElicitationId = rt.Brand<"v2.ElicitationId">;
/** Reads, checks and writes {@link ElicitationId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationId: rt.Codec<ElicitationId>;
/**
* One field of an elicitation form, tagged on `type` like a JSON Schema type. A one-choice field is a `string` with `enum` or `oneOf`; a several-choice field is an `array`. A client that does not know a type keeps it when storing or forwarding and never shows it as a known control.
* @example
* ```json
* {
*   "type": "string",
*   "title": "Branch",
*   "default": "main"
* }
* ```
*/
export type ElicitationPropertySchema = ElicitationPropertySchemaString | ElicitationPropertySchemaNumber | ElicitationPropertySchemaInteger | ElicitationPropertySchemaBoolean | ElicitationPropertySchemaArray | ElicitationPropertySchemaOther;
/**
* Text, or a single choice when `enum` or `oneOf` is set.
* @example
* ```json
* {
*   "type": "string",
*   "title": "Environment",
*   "oneOf": [
*     {
*       "const": "staging",
*       "title": "Staging"
*     },
*     {
*       "const": "prod",
*       "title": "Production"
*     }
*   ]
* }
* ```
*/
export interface ElicitationPropertySchemaString extends StringPropertySchema {
	type: "string";
}
/**
* A number that may have a fractional part.
* @example
* ```json
* {
*   "type": "number",
*   "title": "Sampling temperature",
*   "minimum": 0,
*   "maximum": 2,
*   "default": 0.7
* }
* ```
*/
export interface ElicitationPropertySchemaNumber extends NumberPropertySchema {
	type: "number";
}
/**
* A whole number.
* @example
* ```json
* {
*   "type": "integer",
*   "title": "Retries",
*   "minimum": 0,
*   "maximum": 5
* }
* ```
*/
export interface ElicitationPropertySchemaInteger extends IntegerPropertySchema {
	type: "integer";
}
/**
* A yes/no choice.
* @example
* ```json
* {
*   "type": "boolean",
*   "title": "Push after commit",
*   "default": false
* }
* ```
*/
export interface ElicitationPropertySchemaBoolean extends BooleanPropertySchema {
	type: "boolean";
}
/**
* Several choices from a list.
* @example
* ```json
* {
*   "type": "array",
*   "title": "Checks to run",
*   "items": {
*     "type": "string",
*     "enum": [
*       "lint",
*       "test",
*       "build"
*     ]
*   },
*   "minItems": 1
* }
* ```
*/
export interface ElicitationPropertySchemaArray extends MultiSelectPropertySchema {
	type: "array";
}
/** A variant of ElicitationPropertySchema that this version does not know, kept whole. */
export type ElicitationPropertySchemaOther = rt.Other<"type">;
/** Reads, checks and writes {@link ElicitationPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationPropertySchema: rt.UnionCodec<ElicitationPropertySchema>;
/**
* What an elicitation belongs to when it is tied to a pending client request outside any session, such as one made during login.
* @example
* ```json
* {
*   "requestId": 2
* }
* ```
*/
export interface ElicitationRequestScope {
	/** The request, sent by the client to the agent, that is still waiting for its answer. */
	requestId: RequestId;
}
/** Reads, checks and writes {@link ElicitationRequestScope} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationRequestScope: rt.ObjectCodec<ElicitationRequestScope>;
/**
* The form an elicitation asks the user to fill in: a JSON Schema object whose properties are all of simple types.
* @example
* ```json
* {
*   "type": "object",
*   "title": "Release",
*   "properties": {
*     "branch": {
*       "type": "string",
*       "default": "main"
*     },
*     "notify": {
*       "type": "boolean"
*     }
*   },
*   "required": [
*     "branch"
*   ]
* }
* ```
*/
export interface ElicitationSchema {
	/** Always `object`. */
	type: ElicitationSchemaType;
	/** A title for the form. Left out and `null` both mean none. */
	title?: string | null;
	/** The form's fields, by name. */
	properties: {
		[key: string]: ElicitationPropertySchema;
	};
	/** The names of the fields the user must fill in. Left out and `null` both mean none. */
	required?: string[] | null;
	/** What the form is for. Left out and `null` both mean no description. */
	description?: string | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationSchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationSchema: rt.ObjectCodec<ElicitationSchema>;
/** The JSON Schema type of an elicitation form; only one value exists. */
export type ElicitationSchemaType = "object";
/** Reads, checks and writes {@link ElicitationSchemaType} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationSchemaType: rt.EnumCodec<ElicitationSchemaType>;
/**
* What an elicitation belongs to when it is tied to a session, and optionally to one tool call in it.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "toolCallId": "call_001"
* }
* ```
*/
export interface ElicitationSessionScope {
	/** The session. */
	sessionId: SessionId;
	/** The tool call within the session. Left out and `null` both mean the session as a whole. */
	toolCallId?: ToolCallId | null;
}
/** Reads, checks and writes {@link ElicitationSessionScope} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationSessionScope: rt.ObjectCodec<ElicitationSessionScope>;
/**
* URL support of the client; `{}` advertises it.
* @example
* ```json
* {}
* ```
*/
export interface ElicitationUrlCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationUrlCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationUrlCapabilities: rt.ObjectCodec<ElicitationUrlCapabilities>;
/**
* The variant fields of a URL elicitation: where to send the user, the id that `elicitation/complete` will name, and what the request belongs to (`sessionId`, optionally with `toolCallId`, or `requestId`).
*
* Differs from the published schema: Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected.
* @example
* ```json
* {
*   "elicitationId": "elic_7f3a",
*   "url": "https://github.com/login/device",
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface ElicitationUrlMode {
	/** The elicitation's id, named again by `elicitation/complete`. */
	elicitationId: ElicitationId;
	/** The URL the client opens for the user. */
	url: string;
	/** The session the request belongs to, for a session-scoped request. */
	sessionId?: SessionId;
	/** The tool call within that session. Left out and `null` both mean the whole session. */
	toolCallId?: ToolCallId | null;
	/** The pending client request the elicitation belongs to, for one outside any session. */
	requestId?: RequestId;
}
/** Reads, checks and writes {@link ElicitationUrlMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link EmbeddedResource} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link EmbeddedResourceResource} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EmbeddedResourceResource: rt.Codec<EmbeddedResourceResource>;
/**
* One choice of a single- or multi-select field, with a label.
* @example
* ```json
* {
*   "const": "prod",
*   "title": "Production",
*   "description": "Deploys to every region"
* }
* ```
*/
export interface EnumOption {
	/** The value sent back when the user picks this choice. */
	const: string;
	/** The label shown for the choice. */
	title: string;
	/** More about the choice. Left out and `null` both mean none. */
	description?: string | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link EnumOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EnumOption: rt.ObjectCodec<EnumOption>;
/**
* One environment variable set for a process the agent launches, such as a stdio MCP server. Names should not repeat; when they do, the agent may reject the request with `-32602` or let the last one win.
* @example
* ```json
* {
*   "name": "GITHUB_TOKEN",
*   "value": "ghp_example123"
* }
* ```
*/
export interface EnvVariable {
	/** The variable's name. */
	name: string;
	/** The value to give it. */
	value: string;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link EnvVariable} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EnvVariable: rt.ObjectCodec<EnvVariable>;
/**
* The integer that classifies a JSON-RPC error. Known values: `-32700` parse error, `-32600` invalid request, `-32601` method not found, `-32602` invalid params, `-32603` internal error, `-32800` request cancelled, `-32000` authentication required, `-32002` resource not found (such as an unknown session), `-32022` unsupported protocol version. Any other integer is kept as it is; a receiver treats a code it does not know as a generic failure.
*
* Differs from the published schema: An open integer enum in the published schema; declared as an integer, its known values listed here.
* @example
* ```json
* -32602
* ```
*/
export type ErrorCode = number;
/** Reads, checks and writes {@link ErrorCode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ErrorCode: rt.Codec<ErrorCode>;
/**
* The `data` of a JSON-RPC error: one of the shapes the protocol defines for certain codes, or any other JSON value, which is kept as it is.
* @example
* ```json
* {
*   "requested": 3,
*   "supported": [
*     1,
*     2
*   ]
* }
* ```
*/
export type ErrorData = UnsupportedProtocolVersionErrorData | SessionNotFoundErrorData | rt.JsonValue;
/** Reads, checks and writes {@link ErrorData} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ErrorData: rt.Codec<ErrorData>;
/**
* The details that come with the stop reason `error`: what failed.
* @example
* ```json
* {
*   "error": {
*     "code": -32603,
*     "message": "Model provider unavailable"
*   }
* }
* ```
*/
export interface ErrorStopReason {
	/** The failure, as a JSON-RPC error object; agents should include it. Left out and `null` both mean no details. */
	error?: JsonRpcError | null;
}
/** Reads, checks and writes {@link ErrorStopReason} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ErrorStopReason: rt.ObjectCodec<ErrorStopReason>;
/**
* The params of a notification whose method is not part of the protocol (an extension, by convention named with a leading underscore): any JSON value, passed on uninterpreted.
* @example
* ```json
* {
*   "event": "indexing_finished",
*   "files": 1284
* }
* ```
*/
export type ExtNotification = rt.JsonValue;
/** Reads, checks and writes {@link ExtNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ExtNotification: rt.Codec<ExtNotification>;
/**
* The params of a request whose method is not part of the protocol (an extension, by convention named with a leading underscore): any JSON value, passed on uninterpreted.
* @example
* ```json
* {
*   "query": "TODO",
*   "limit": 20
* }
* ```
*/
export type ExtRequest = rt.JsonValue;
/** Reads, checks and writes {@link ExtRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ExtRequest: rt.Codec<ExtRequest>;
/**
* The result of an extension request: any JSON value, as the extension defines it.
* @example
* ```json
* {
*   "matches": 3
* }
* ```
*/
export type ExtResponse = rt.JsonValue;
/** Reads, checks and writes {@link ExtResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ExtResponse: rt.Codec<ExtResponse>;
/**
* The params of `session/fork`, which the client sends to start a new session that carries on from an existing session's conversation while leaving the original as it is. The new session uses the working directory, directories and MCP servers given here.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "cwd": "/home/user/project",
*   "mcpServers": []
* }
* ```
*/
export interface ForkSessionRequest {
	/** The session whose conversation the new session starts from. */
	sessionId: SessionId;
	/** The working directory of the new session: an absolute path. */
	cwd: AbsolutePath;
	/** Further workspace roots of the new session, each an absolute path. A non-empty list is the complete list; left out, `null` or `[]` means no extra roots. */
	additionalDirectories?: AbsolutePath[];
	/** The MCP servers the agent connects to for the new session. Left out, `null` or `[]` means none. */
	mcpServers?: McpServer[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/**
	* Instructions for the new session at system level. Left out and `null` both let the agent keep what it stored with the original session or use its defaults. Send it only to an agent that advertises `session.systemPrompt`.
	*
	* @experimental Unstable feature `session_system_prompt`.
	*/
	systemPrompt?: SystemPrompt | null;
	/**
	* Fork at this cursor instead of at the end of the session: the new session holds the history before the cursor. The cursor must be one the agent announced with a `cursor_update` whose capabilities include `fork`. Left out and `null` both mean the end. Experimental.
	*
	* @experimental Unstable feature `session_cursors`.
	*/
	cursorId?: CursorId | null;
	/**
	* Values for config options to start the session with; ones the agent cannot apply are ignored. Left out and `null` both mean none. Experimental.
	*
	* @experimental Unstable feature `session_options`.
	*/
	configOptions?: InitialSessionConfigOption[];
}
/** Reads, checks and writes {@link ForkSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ForkSessionRequest: rt.ObjectCodec<ForkSessionRequest>;
/**
* The result of `session/fork`: the new session, ready for `session/prompt` without a `session/resume` first.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "sessionId": "sess_fork_5e21aa"
* }
* ```
*/
export interface ForkSessionResponse {
	/** The id of the newly created session. */
	sessionId: SessionId;
	/** The new session's config options. Left out, `null` or `[]` means it has none; later `config_option_update` notifications replace this list. */
	configOptions?: SessionConfigOption[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/** The commands the new session offers at first. Left out, `null` or `[]` means none; later `available_commands_update` notifications replace this list. */
	availableCommands?: AvailableCommand[];
}
/** Reads, checks and writes {@link ForkSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ForkSessionResponse: rt.ObjectCodec<ForkSessionResponse>;
/**
* One HTTP header the agent sends with every request to an HTTP MCP server. For headers that the MCP transport itself defines, the transport's own value wins.
* @example
* ```json
* {
*   "name": "Authorization",
*   "value": "Bearer tok_123"
* }
* ```
*/
export interface HttpHeader {
	/** The header's name, such as `Authorization`. */
	name: string;
	/** The header's value, sent as given. */
	value: string;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link HttpHeader} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const HttpHeader: rt.ObjectCodec<HttpHeader>;
/**
* An image a user interface can show for something, optionally with the sizes and the colour theme it suits.
* @example
* ```json
* {
*   "src": "https://example.com/icons/agent-48.png",
*   "mimeType": "image/png",
*   "sizes": [
*     "48x48"
*   ],
*   "theme": "light"
* }
* ```
*/
export interface Icon {
	/** Where the image is: an `https:` or `data:` URI. Clients refuse other schemes, fetch without credentials, and do not follow redirects that change scheme or origin. */
	src: string;
	/** The image's media type, for when the source does not give a useful one. Left out and `null` both mean the source's type is used. */
	mimeType?: MediaType | null;
	/** The sizes the image suits, each `WxH` in pixels (such as `48x48`) or `any` for scalable formats. Left out and `null` both mean any size. */
	sizes?: string[] | null;
	/** The colour theme the image is made for. Left out and `null` both mean any theme. */
	theme?: IconTheme | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Icon} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Icon: rt.ObjectCodec<Icon>;
/** The background an icon is made for. A client keeps a value it does not know. */
export type IconTheme = "light" | "dark" | (string & {});
/** Reads, checks and writes {@link IconTheme} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const IconTheme: rt.EnumCodec<IconTheme>;
/**
* A key the client makes up for one `session/prompt` submission, so that sending the same prompt again after a lost connection does not run it twice. It is compared as an exact, case-sensitive string within the session, and has 1 to 255 characters.
*
* Differs from the published schema: Upstream publishes it with `minLength` 1 and `maxLength` 255, and the crate refuses an empty key; the spec's vocabulary bounds string fields, not a named string type, and has no maximum length, so the bindings do not check the length (an empty key is read).
* @example
* ```json
* "prompt-2026-11-28-0001"
* ```
*/
export type IdempotencyKey = rt.Brand<"v2.IdempotencyKey">;
/** Reads, checks and writes {@link IdempotencyKey} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const IdempotencyKey: rt.Codec<IdempotencyKey>;
/**
* The `idle` turn state: the turn ended, and why.
*
* Differs from the published schema: Published as an object whose `stopReason` selects one of several branches (`end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error` with `error` beside it, or any other string); declared as one object with an open string `stopReason` and an optional `error`, so the same values are accepted, and an `idle` state without a `stopReason` (which earlier releases sent) is still read.
* @example
* ```json
* {
*   "stopReason": "end_turn",
*   "background": []
* }
* ```
*/
export interface IdleStateUpdate {
	/** Why the foreground work stopped: `end_turn` (it finished), `max_tokens`, `max_turn_requests` (a limit was reached), `refusal`, `cancelled` (the user or client stopped it), `error`, or a reason this spec does not know yet. Left out, `null` or a malformed value means the agent does not say. A repeated or resumed snapshot may carry the last reason again; it is not a new completion. */
	stopReason?: string | null;
	/**
	* The tokens the ended work used. Left out and `null` both mean not reported.
	*
	* @experimental Unstable feature `end_turn_token_usage`. Unstable upstream; the shape may change before it is stabilized.
	*/
	usage?: Usage | null;
	/** What went wrong, for the stop reason `error`. Left out and `null` both mean no details. */
	error?: JsonRpcError | null;
	/** Work that goes on independently of the turn, as a complete list. Left out and `null` both mean the agent does not say (not that nothing runs); `[]` means nothing does. */
	background?: BackgroundWork[] | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link IdleStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link ImageContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link Implementation} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Implementation: rt.ObjectCodec<Implementation>;
/**
* A value for one config option, given when a session is set up (`session/new`, `session/resume`, `session/fork`): the shape of `session/set_config_option` without `sessionId`, tagged on `type`. Unlike that method, an unknown `configId`, a `type` that does not suit the option or a value it does not allow is ignored, not refused. Every kind carries `configId`, an unknown one too. Experimental.
*
* @experimental Unstable feature `session_options`.
* @example
* ```json
* {
*   "type": "id",
*   "configId": "model",
*   "value": "model-large"
* }
* ```
*/
export type InitialSessionConfigOption = InitialSessionConfigOptionIdVariant | InitialSessionConfigOptionBooleanVariant | InitialSessionConfigOptionOther;
/**
* The id of one of a select option's values.
*
* Differs from the published schema: Its payload is published inline, as fields of the variant; the spec declares the payload as a type.
* @example
* ```json
* {
*   "type": "id",
*   "configId": "model",
*   "value": "model-large"
* }
* ```
*/
export interface InitialSessionConfigOptionIdVariant extends InitialSessionConfigOptionId {
	type: "id";
	/** The option to set, by its `id`. */
	configId: SessionConfigId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/**
* The value of a boolean option.
*
* Differs from the published schema: Its payload is published inline, as fields of the variant; the spec declares the payload as a type.
* @example
* ```json
* {
*   "type": "boolean",
*   "configId": "auto_approve",
*   "value": true
* }
* ```
*/
export interface InitialSessionConfigOptionBooleanVariant extends InitialSessionConfigOptionBoolean {
	type: "boolean";
	/** The option to set, by its `id`. */
	configId: SessionConfigId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** A variant of InitialSessionConfigOption that this version does not know, kept whole. */
export type InitialSessionConfigOptionOther = rt.Other<"type">;
/** Reads, checks and writes {@link InitialSessionConfigOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitialSessionConfigOption: rt.UnionCodec<InitialSessionConfigOption>;
/**
* The value of a `boolean` initial config option. Experimental.
*
* Differs from the published schema: Published inline, not as a definition of its own; declared as a type so that the bindings can name it.
*
* @experimental Unstable feature `session_options`.
* @example
* ```json
* {
*   "value": true
* }
* ```
*/
export interface InitialSessionConfigOptionBoolean {
	/** Whether the option is on. */
	value: boolean;
}
/** Reads, checks and writes {@link InitialSessionConfigOptionBoolean} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitialSessionConfigOptionBoolean: rt.ObjectCodec<InitialSessionConfigOptionBoolean>;
/**
* The value of an `id` initial config option. Experimental.
*
* Differs from the published schema: Published inline, not as a definition of its own; declared as a type so that the bindings can name it.
*
* @experimental Unstable feature `session_options`.
* @example
* ```json
* {
*   "value": "model-large"
* }
* ```
*/
export interface InitialSessionConfigOptionId {
	/** The `value` of one of the option's values. */
	value: SessionConfigValueId;
}
/** Reads, checks and writes {@link InitialSessionConfigOptionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitialSessionConfigOptionId: rt.ObjectCodec<InitialSessionConfigOptionId>;
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
/** Reads, checks and writes {@link InitializeProxyRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link InitializeProxyResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link InitializeRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link InitializeResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitializeResponse: rt.ObjectCodec<InitializeResponse>;
/**
* A whole-number field of an elicitation form.
* @example
* ```json
* {
*   "title": "Retries",
*   "minimum": 0,
*   "maximum": 5,
*   "default": 2
* }
* ```
*/
export interface IntegerPropertySchema {
	/** A label for the field. Left out and `null` both mean none. */
	title?: string | null;
	/** An explanation of the field for the user. Left out and `null` both mean none. */
	description?: string | null;
	/** The smallest value allowed, inclusive. Left out and `null` both mean no lower bound. */
	minimum?: number | null;
	/** The largest value allowed, inclusive. Left out and `null` both mean no upper bound. */
	maximum?: number | null;
	/** The value the form starts with. Left out and `null` both mean no default. */
	default?: number | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link IntegerPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const IntegerPropertySchema: rt.ObjectCodec<IntegerPropertySchema>;
/**
* The error member of a JSON-RPC response, sent instead of a result when a request fails. It also appears inside an idle `state_update` whose turn ended with an error.
* @example
* ```json
* {
*   "code": -32002,
*   "message": "Session not found",
*   "data": {
*     "sessionId": "sess_abc123def456"
*   }
* }
* ```
*/
export interface JsonRpcError {
	/** What kind of failure it is; see `ErrorCode` for the values the protocol names. */
	code: ErrorCode;
	/** A short, one-sentence account of the failure, for people rather than programs. */
	message: string;
	/** More about the failure, in any JSON shape: for `-32022` it is an `UnsupportedProtocolVersionErrorData`, for `-32002` on an unknown session a `SessionNotFoundErrorData`. Left out and `null` both mean there is none. */
	data?: ErrorData | null;
}
/** Reads, checks and writes {@link JsonRpcError} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const JsonRpcError: rt.ObjectCodec<JsonRpcError>;
/**
* The params of `providers/list`. The client asks which LLM providers the agent lets it configure, and how each one is set up now. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface ListProvidersRequest {
	/** Extension data for the request; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ListProvidersRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListProvidersRequest: rt.ObjectCodec<ListProvidersRequest>;
/**
* The result of `providers/list`. Every provider the client can configure, with its current routing, in a form fit to show in a settings screen. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
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
/** Reads, checks and writes {@link ListProvidersResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListProvidersResponse: rt.ObjectCodec<ListProvidersResponse>;
/**
* The params of `session/list`: which page of sessions the client wants, and an optional filter by working directory.
* @example
* ```json
* {
*   "cwd": "/home/user/project"
* }
* ```
* @example
* ```json
* {
*   "cursor": "eyJwYWdlIjoyfQ"
* }
* ```
*/
export interface ListSessionsRequest {
	/** Lists only the sessions whose working directory is this absolute path itself; a session in a subdirectory, or one that merely has it as an additional directory, is left out. Left out and `null` both mean every directory. */
	cwd?: AbsolutePath | null;
	/** The `nextCursor` of the previous page. Left out and `null` both ask for the first page. */
	cursor?: SessionListCursor | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/**
	* Which sessions to list by archive state. Left out and `null` both mean `exclude`. Keep the same value while following `nextCursor`. Send it only to an agent that advertises `session.archive`.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	archived?: SessionArchiveFilter | null;
}
/** Reads, checks and writes {@link ListSessionsRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListSessionsRequest: rt.ObjectCodec<ListSessionsRequest>;
/**
* The result of `session/list`: one page of sessions.
* @example
* ```json
* {
*   "sessions": [
*     {
*       "sessionId": "sess_abc123def456",
*       "cwd": "/home/user/project",
*       "title": "Fix the flaky CI build",
*       "updatedAt": "2025-06-01T14:32:10Z"
*     }
*   ],
*   "nextCursor": "eyJwYWdlIjoyfQ"
* }
* ```
*/
export interface ListSessionsResponse {
	/** The sessions on this page. */
	sessions: SessionInfo[];
	/** Pass this as `cursor` to get the next page. Left out and `null` both mean this is the last page; an empty string is a real cursor. */
	nextCursor?: SessionListCursor | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ListSessionsResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListSessionsResponse: rt.ObjectCodec<ListSessionsResponse>;
/**
* The wire protocol (API family) an LLM provider is spoken to with. The enum is open: names starting with `_` are free for custom protocols, other names are reserved for the protocol, and both sides must handle a name they do not know gracefully, keeping it instead of failing. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
*/
export type LlmProtocol = "anthropic" | "openai" | "azure" | "vertex" | "bedrock" | (string & {});
/** Reads, checks and writes {@link LlmProtocol} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link LoginAuthRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link LoginAuthResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link LogoutAuthRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link LogoutAuthResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link McpAcpCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link McpCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link McpError} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link McpHttpCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link McpRequestId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpRequestId: rt.Codec<McpRequestId>;
/**
* An MCP server the client asks the agent to connect to for a session, tagged on `type` by transport. v2 drops SSE servers and tags stdio servers too. Each transport needs the matching `session.mcp` capability. A receiver keeps a transport it does not know when it stores or forwards the request, and an agent rejects the request with `-32602` if it cannot use it.
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
/**
* A server reached over streamable HTTP.
* @example
* ```json
* {
*   "type": "http",
*   "name": "issues",
*   "url": "https://mcp.example.com/issues",
*   "headers": [
*     {
*       "name": "Authorization",
*       "value": "Bearer tok_123"
*     }
*   ]
* }
* ```
*/
export interface McpServerHttpVariant extends McpServerHttp {
	type: "http";
}
/**
* A server that a component on the ACP connection provides, reached through `mcp/message` instead of a transport of its own.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "type": "acp",
*   "name": "editor-tools",
*   "serverId": "srv_editor"
* }
* ```
*/
export interface McpServerAcpVariant extends McpServerAcp {
	type: "acp";
}
/**
* A server the agent launches as a child process.
* @example
* ```json
* {
*   "type": "stdio",
*   "name": "files",
*   "command": "/usr/local/bin/mcp-files",
*   "args": [
*     "--root",
*     "/home/user/project"
*   ],
*   "env": [
*     {
*       "name": "LOG_LEVEL",
*       "value": "warn"
*     }
*   ]
* }
* ```
*/
export interface McpServerStdioVariant extends McpServerStdio {
	type: "stdio";
}
/** A variant of McpServer that this version does not know, kept whole. */
export type McpServerOther = rt.Other<"type">;
/** Reads, checks and writes {@link McpServer} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link McpServerAcp} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link McpServerAcpId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerAcpId: rt.Codec<McpServerAcpId>;
/**
* An MCP server the agent reaches over streamable HTTP. Only for agents that advertise `session.mcp.http`.
* @example
* ```json
* {
*   "name": "issues",
*   "url": "https://mcp.example.com/issues",
*   "headers": [
*     {
*       "name": "Authorization",
*       "value": "Bearer tok_123"
*     }
*   ]
* }
* ```
*/
export interface McpServerHttp {
	/** A name for the server, shown to the user. */
	name: string;
	/** The server's endpoint URL. */
	url: string;
	/** Headers to send with every request; none when left out. */
	headers?: HttpHeader[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerHttp} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerHttp: rt.ObjectCodec<McpServerHttp>;
/**
* An MCP server the agent starts as a child process and talks to over stdin and stdout. Only for agents that advertise `session.mcp.stdio`.
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
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerStdio} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link McpStdioCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpStdioCapabilities: rt.ObjectCodec<McpStdioCapabilities>;
/**
* A MIME type naming a content format, such as `image/png` or `text/markdown`.
* @example
* ```json
* "image/png"
* ```
*/
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
* A failed inner MCP request: the branch of `MessageMcpResponse` that holds `error`. Experimental.
*
* Differs from the published schema: Not a named type upstream: the published `MessageMcpResponse` spells its two branches out inline; they are named here so that every binding has a type for each.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
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
export interface MessageMcpErrorResult {
	/** The inner MCP server's error. */
	error: McpError;
	/** Extension data for the ACP result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link MessageMcpErrorResult} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MessageMcpErrorResult: rt.ObjectCodec<MessageMcpErrorResult>;
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
/** Reads, checks and writes {@link MessageMcpNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link MessageMcpRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
export type MessageMcpResponse = MessageMcpResult | MessageMcpErrorResult;
/** Reads, checks and writes {@link MessageMcpResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MessageMcpResponse: rt.Codec<MessageMcpResponse>;
/**
* A successful inner MCP request: the branch of `MessageMcpResponse` that holds `result`. Experimental.
*
* Differs from the published schema: Not a named type upstream: the published `MessageMcpResponse` spells its two branches out inline; they are named here so that every binding has a type for each.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "result": {
*     "content": [
*       {
*         "type": "text",
*         "text": "3 matches"
*       }
*     ],
*     "isError": false
*   }
* }
* ```
*/
export interface MessageMcpResult {
	/** The inner MCP result, passed through untouched; any JSON value, `null` included, but never absent. */
	result: rt.JsonValue;
	/** Extension data for the ACP result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link MessageMcpResult} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MessageMcpResult: rt.ObjectCodec<MessageMcpResult>;
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
* The choices of a multi-select field: typed choices (tried first; plain strings when `type` is `"string"`, or a newer kind of choice kept whole), else titled choices.
* @example
* ```json
* {
*   "type": "string",
*   "enum": [
*     "lint",
*     "test",
*     "build"
*   ]
* }
* ```
* @example
* ```json
* {
*   "anyOf": [
*     {
*       "const": "lint",
*       "title": "Lint"
*     },
*     {
*       "const": "test",
*       "title": "Unit tests"
*     }
*   ]
* }
* ```
*/
export type MultiSelectItems = TypedMultiSelectItems | TitledMultiSelectItems;
/** Reads, checks and writes {@link MultiSelectItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MultiSelectItems: rt.Codec<MultiSelectItems>;
/**
* A field of an elicitation form where the user picks several choices; the answer is a list of strings.
* @example
* ```json
* {
*   "title": "Checks to run",
*   "items": {
*     "type": "string",
*     "enum": [
*       "lint",
*       "test",
*       "build"
*     ]
*   },
*   "minItems": 1,
*   "default": [
*     "test"
*   ]
* }
* ```
*/
export interface MultiSelectPropertySchema {
	/** A label for the field. Left out and `null` both mean none. */
	title?: string | null;
	/** An explanation of the field for the user. Left out and `null` both mean none. */
	description?: string | null;
	/** The fewest choices the user must pick. Left out and `null` both mean no minimum. */
	minItems?: number | null;
	/** The most choices the user may pick. Left out and `null` both mean no maximum. */
	maxItems?: number | null;
	/** The choices on offer. */
	items: MultiSelectItems;
	/** The choices picked when the form opens. Left out and `null` both mean none. */
	default?: string[] | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link MultiSelectPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MultiSelectPropertySchema: rt.ObjectCodec<MultiSelectPropertySchema>;
/**
* The params of `session/new`, which the client sends to start a conversation.
* @example
* ```json
* {
*   "cwd": "/home/user/project",
*   "mcpServers": [
*     {
*       "type": "http",
*       "name": "issues",
*       "url": "https://mcp.example.com/issues",
*       "headers": [
*         {
*           "name": "Authorization",
*           "value": "Bearer tok_123"
*         }
*       ]
*     }
*   ]
* }
* ```
*/
export interface NewSessionRequest {
	/** The session's working directory, an absolute path; relative paths in the session are resolved against it. */
	cwd: AbsolutePath;
	/** Further workspace roots, each an absolute path; they widen what the session may use without changing `cwd`. Left out, `null` or `[]` means none. */
	additionalDirectories?: AbsolutePath[];
	/** The MCP servers the agent connects to for this session. Left out, `null` or `[]` means none. */
	mcpServers?: McpServer[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/** Instructions for the session at system level. Left out and `null` both mean the agent's own defaults. Send it only to an agent that advertises `session.systemPrompt`. */
	systemPrompt?: SystemPrompt | null;
	/**
	* Values for config options to start the session with; ones the agent cannot apply are ignored. Left out and `null` both mean none. Experimental.
	*
	* @experimental Unstable feature `session_options`.
	*/
	configOptions?: InitialSessionConfigOption[];
}
/** Reads, checks and writes {@link NewSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NewSessionRequest: rt.ObjectCodec<NewSessionRequest>;
/**
* The result of `session/new`: the new session's id and its initial settings. The session is `idle` unless a `state_update` (which may arrive before this result) says otherwise.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "configOptions": [
*     {
*       "type": "select",
*       "configId": "model",
*       "name": "Model",
*       "category": "model",
*       "currentValue": "claude-sonnet-4",
*       "options": [
*         {
*           "value": "claude-sonnet-4",
*           "name": "Claude Sonnet 4"
*         },
*         {
*           "value": "claude-opus-4",
*           "name": "Claude Opus 4"
*         }
*       ]
*     }
*   ]
* }
* ```
*/
export interface NewSessionResponse {
	/** The id of the new session, named by every later request about it. */
	sessionId: SessionId;
	/** The session's config options. Left out, `null` or `[]` means it has none; later `config_option_update` notifications replace this list. */
	configOptions?: SessionConfigOption[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/** The commands the session offers at first. Left out, `null` or `[]` means none; later `available_commands_update` notifications replace this list. */
	availableCommands?: AvailableCommand[];
}
/** Reads, checks and writes {@link NewSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NewSessionResponse: rt.ObjectCodec<NewSessionResponse>;
/**
* The payload of a `notice`: information the agent shows the user once. It is not part of the session's history, and the agent cannot count on it being seen; a client that does not show notices ignores it.
* @example
* ```json
* {
*   "severity": "info",
*   "title": "Switched to a smaller model for this turn"
* }
* ```
*/
export interface Notice {
	/** How prominently to show it. */
	severity: NoticeSeverity;
	/** A short plain-text title that makes sense on its own; never empty. */
	title: string;
	/** More detail or advice, in plain text. Left out and `null` both mean none. */
	description?: string | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Notice} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Notice: rt.ObjectCodec<Notice>;
/** How prominently a client shows a notice. A client keeps a value it does not know. */
export type NoticeSeverity = "info" | "warning" | "error" | (string & {});
/** Reads, checks and writes {@link NoticeSeverity} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NoticeSeverity: rt.EnumCodec<NoticeSeverity>;
/**
* A number field of an elicitation form; the value may have a fractional part.
* @example
* ```json
* {
*   "title": "Sampling temperature",
*   "minimum": 0,
*   "maximum": 2,
*   "default": 0.7
* }
* ```
*/
export interface NumberPropertySchema {
	/** A label for the field. Left out and `null` both mean none. */
	title?: string | null;
	/** An explanation of the field for the user. Left out and `null` both mean none. */
	description?: string | null;
	/** The smallest value allowed, inclusive. Left out and `null` both mean no lower bound. */
	minimum?: number | null;
	/** The largest value allowed, inclusive. Left out and `null` both mean no upper bound. */
	maximum?: number | null;
	/** The value the form starts with. Left out and `null` both mean no default. */
	default?: number | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link NumberPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link PermissionOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PermissionOption: rt.ObjectCodec<PermissionOption>;
/**
* Names one option of a permission request. The agent chooses it; the client echoes it back unchanged when the user picks that option.
* @example
* ```json
* "allow-once"
* ```
*/
export type PermissionOptionId = rt.Brand<"v2.PermissionOptionId">;
/** Reads, checks and writes {@link PermissionOptionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PermissionOptionId: rt.Codec<PermissionOptionId>;
/** What picking a permission option means, as a hint for how the client presents it. The enum is open: values starting with `_` are free for extensions, and a client shows an option with an unknown kind in a neutral way instead of rejecting it. */
export type PermissionOptionKind = "allow_once" | "allow_always" | "reject_once" | "reject_always" | (string & {});
/** Reads, checks and writes {@link PermissionOptionKind} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link PlanEntry} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanEntry: rt.ObjectCodec<PlanEntry>;
/** How important a plan entry is. The enum is open: values starting with `_` are free for extensions, and a client keeps an unknown value and shows the entry without a priority marking. */
export type PlanEntryPriority = "high" | "medium" | "low" | (string & {});
/** Reads, checks and writes {@link PlanEntryPriority} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanEntryPriority: rt.EnumCodec<PlanEntryPriority>;
/** Where a plan entry stands. The enum is open: values starting with `_` are free for extensions, and a client keeps an unknown value and shows the entry with a neutral status. */
export type PlanEntryStatus = "pending" | "in_progress" | "completed" | "cancelled" | (string & {});
/** Reads, checks and writes {@link PlanEntryStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanEntryStatus: rt.EnumCodec<PlanEntryStatus>;
/**
* Names one plan within a session. The agent chooses it; the client compares it as an opaque string and keeps one plan per id.
* @example
* ```json
* "plan_main"
* ```
*/
export type PlanId = rt.Brand<"v2.PlanId">;
/** Reads, checks and writes {@link PlanId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanId: rt.Codec<PlanId>;
/**
* A plan given as a list of tasks. Each update carries every entry with its current status, and the client replaces the whole plan with it.
*
* Differs from the published schema: Published with `planId`; declared without it, as a field of `PlanUpdateContent` that every variant carries (an unknown one too).
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
	/** All of the plan's tasks, in order, not just the ones that changed. */
	entries: PlanEntry[];
	/** Extension data for the plan; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanItems: rt.ObjectCodec<PlanItems>;
/**
* A plan given as Markdown text.
*
* Differs from the published schema: Published with `planId`; declared without it, as a field of `PlanUpdateContent` that every variant carries (an unknown one too).
* @example
* ```json
* {
*   "planId": "plan_main",
*   "content": "1. Reproduce the bug\n2. Fix the tokenizer\n3. Run the tests"
* }
* ```
*/
export interface PlanMarkdown {
	/** The whole plan, as Markdown. */
	content: string;
	/** Where the agent keeps the plan's file, if it keeps one: an absolute path the client may open. Left out and `null` both mean none. */
	path?: AbsolutePath | null;
	/** Extension data for the plan; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanMarkdown} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanMarkdown: rt.ObjectCodec<PlanMarkdown>;
/**
* The payload of a `plan_removed` session update: the agent drops a plan, and the client forgets it.
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
/** Reads, checks and writes {@link PlanRemoved} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link PlanUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanUpdate: rt.ObjectCodec<PlanUpdate>;
/**
* The content of a plan, tagged on `type`; every variant names its plan with `planId`. The union is open: a client that does not know a `type` keeps the payload when it stores or forwards plans and otherwise skips it or shows it generically, but it still replaces the earlier content of that `planId`. Types starting with `_` are free for extensions. Every variant carries `planId`, an unknown one too (upstream's "other" branch requires it).
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
export type PlanUpdateContent = PlanUpdateContentItems | PlanUpdateContentMarkdown | PlanUpdateContentOther;
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
	/** The plan this update replaces the content of; every variant carries it, an unknown one too. */
	planId: PlanId;
}
/**
* The plan as Markdown text.
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
	/** The plan this update replaces the content of; every variant carries it, an unknown one too. */
	planId: PlanId;
}
/** A variant of PlanUpdateContent that this version does not know, kept whole. */
export type PlanUpdateContentOther = rt.Other<"type">;
/** Reads, checks and writes {@link PlanUpdateContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link PromptAudioCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
	/**
	* The agent accepts `skill` blocks in prompts: one, as the first block, or more with `inline`. Left out and `null` both mean it accepts none. Experimental.
	*
	* @experimental Unstable feature `agent_skills`.
	*/
	skill?: PromptSkillCapabilities | null;
}
/** Reads, checks and writes {@link PromptCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link PromptEmbeddedContextCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link PromptImageCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptImageCapabilities: rt.ObjectCodec<PromptImageCapabilities>;
/**
* The params of `session/prompt`: the user message the client adds to a session.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "prompt": [
*     {
*       "type": "text",
*       "text": "Why does the build fail on CI?"
*     }
*   ]
* }
* ```
*/
export interface PromptRequest {
	/** The session the message goes to. */
	sessionId: SessionId;
	/** The message's content blocks; never empty. Every agent accepts `text` and `resource_link` blocks; other kinds only when its prompt capabilities say so. */
	prompt: ContentBlock[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/** Identifies this submission across attempts: an agent that still holds a prompt with the same key in this session answers a retry without running it again. Left out and `null` both mean no key (a retry is a new submission). */
	idempotencyKey?: IdempotencyKey | null;
}
/** Reads, checks and writes {@link PromptRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptRequest: rt.ObjectCodec<PromptRequest>;
/**
* The result of `session/prompt`: the user message now has its place in the conversation. It does not mean the agent has finished, or even started, working on it; `state_update` notifications report that.
* @example
* ```json
* {
*   "messageId": "msg_user_8f7a1"
* }
* ```
*/
export interface PromptResponse {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/** The id the agent gave the user message; the `user_message_chunk` or `user_message` updates for it carry the same id, before or after this result. Required, never `null`. */
	messageId: MessageId;
}
/** Reads, checks and writes {@link PromptResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptResponse: rt.ObjectCodec<PromptResponse>;
/**
* The agent accepts one `skill` block per prompt, as its first block; `{}` says so. Experimental.
*
* @experimental Unstable feature `agent_skills`.
* @example
* ```json
* {
*   "inline": {}
* }
* ```
*/
export interface PromptSkillCapabilities {
	/** The agent accepts any number of `skill` blocks, anywhere in the prompt. Left out and `null` both mean only the one leading block. */
	inline?: PromptSkillInlineCapabilities | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptSkillCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptSkillCapabilities: rt.ObjectCodec<PromptSkillCapabilities>;
/**
* The agent accepts `skill` blocks anywhere in a prompt; `{}` says so. Experimental.
*
* @experimental Unstable feature `agent_skills`.
* @example
* ```json
* {}
* ```
*/
export interface PromptSkillInlineCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptSkillInlineCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptSkillInlineCapabilities: rt.ObjectCodec<PromptSkillInlineCapabilities>;
/**
* A prompt the agent expects the user may send next; the client may offer it, and send its content as a `session/prompt` unchanged. Experimental.
*
* @experimental Unstable feature `prompt_suggestions`.
* @example
* ```json
* {
*   "prompt": [
*     {
*       "type": "text",
*       "text": "Run the failing test again"
*     }
*   ]
* }
* ```
*/
export interface PromptSuggestion {
	/** The suggested prompt, as `session/prompt` takes it: at least one block, usually `text` and `resource_link` ones. */
	prompt: ContentBlock[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptSuggestion} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptSuggestion: rt.ObjectCodec<PromptSuggestion>;
/**
* Prompt suggestions may hold `audio` blocks; `{}` says so. Experimental.
*
* @experimental Unstable feature `prompt_suggestions`.
* @example
* ```json
* {}
* ```
*/
export interface PromptSuggestionsAudioCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptSuggestionsAudioCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptSuggestionsAudioCapabilities: rt.ObjectCodec<PromptSuggestionsAudioCapabilities>;
/**
* The client shows prompt suggestions (`prompt_suggestions_update`). `{}` means suggestions made of `text` and `resource_link` blocks; each field allows one more kind of block. Experimental.
*
* @experimental Unstable feature `prompt_suggestions`.
* @example
* ```json
* {
*   "image": {}
* }
* ```
*/
export interface PromptSuggestionsCapabilities {
	/** Suggestions may hold `image` blocks. Left out and `null` both mean they may not. */
	image?: PromptSuggestionsImageCapabilities | null;
	/** Suggestions may hold `audio` blocks. Left out and `null` both mean they may not. */
	audio?: PromptSuggestionsAudioCapabilities | null;
	/** Suggestions may hold `resource` blocks (embedded context). Left out and `null` both mean they may not. */
	embeddedContext?: PromptSuggestionsEmbeddedContextCapabilities | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptSuggestionsCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptSuggestionsCapabilities: rt.ObjectCodec<PromptSuggestionsCapabilities>;
/**
* Prompt suggestions may hold `resource` blocks; `{}` says so. Experimental.
*
* @experimental Unstable feature `prompt_suggestions`.
* @example
* ```json
* {}
* ```
*/
export interface PromptSuggestionsEmbeddedContextCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptSuggestionsEmbeddedContextCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptSuggestionsEmbeddedContextCapabilities: rt.ObjectCodec<PromptSuggestionsEmbeddedContextCapabilities>;
/**
* Prompt suggestions may hold `image` blocks; `{}` says so. Experimental.
*
* @experimental Unstable feature `prompt_suggestions`.
* @example
* ```json
* {}
* ```
*/
export interface PromptSuggestionsImageCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptSuggestionsImageCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptSuggestionsImageCapabilities: rt.ObjectCodec<PromptSuggestionsImageCapabilities>;
/**
* The payload of a `prompt_suggestions_update`: the prompts the agent suggests the user may send next, in place of the previous list. The agent sends it only to a client that advertised `session.promptSuggestions`. Experimental.
*
* @experimental Unstable feature `prompt_suggestions`.
* @example
* ```json
* {
*   "suggestions": [
*     {
*       "prompt": [
*         {
*           "type": "text",
*           "text": "Run the failing test again"
*         }
*       ]
*     }
*   ]
* }
* ```
*/
export interface PromptSuggestionsUpdate {
	/** Every suggestion on offer now; `[]` clears them. */
	suggestions: PromptSuggestion[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptSuggestionsUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptSuggestionsUpdate: rt.ObjectCodec<PromptSuggestionsUpdate>;
/**
* A protocol version number, from 0 to 65535. It changes only for breaking changes; this version of the protocol is `2`. Compatible additions are announced through capabilities instead.
* @example
* ```json
* 2
* ```
*/
export type ProtocolVersion = number;
/** Reads, checks and writes {@link ProtocolVersion} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProtocolVersion: rt.Codec<ProtocolVersion>;
/**
* How a provider is routed at the moment; it holds no secrets, so a client may show it. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
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
/** Reads, checks and writes {@link ProviderCurrentConfig} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProviderCurrentConfig: rt.ObjectCodec<ProviderCurrentConfig>;
/**
* Names one configurable LLM provider of the agent, such as `main` or `openai`. The agent chooses it; the client treats it as an opaque string. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* "main"
* ```
*/
export type ProviderId = rt.Brand<"v2.ProviderId">;
/** Reads, checks and writes {@link ProviderId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProviderId: rt.Codec<ProviderId>;
/**
* One LLM provider that the client can configure, as listed by `providers/list`. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
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
/** Reads, checks and writes {@link ProviderInfo} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProviderInfo: rt.ObjectCodec<ProviderInfo>;
/**
* Marks that the agent implements `providers/list`, `providers/set` and `providers/disable`; it is sent as `{}`. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface ProvidersCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProvidersCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link ProxySuccessorNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link ProxySuccessorRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link ProxySuccessorResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProxySuccessorResponse: rt.Codec<ProxySuccessorResponse>;
/**
* The payload of a `replay_complete`: the history replay that a `session/resume` with `replayFrom` asked for is over. Every update of the session between that request and this one was replayed history; every later one is live. The agent sends it once per such request, after the last replayed update and before the response, even when nothing was replayed, and never for a resume without `replayFrom`.
*
* Differs from the RFD draft: The RFD draft has no end marker: the replay ends with the `session/resume` response. The published wire format (crate 1.20.0) adds this update, so a client can tell replayed history from live updates before the response arrives.
* @see RFD `session-resume-replay`
* @example
* ```json
* {}
* ```
*/
export interface ReplayComplete {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReplayComplete} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReplayComplete: rt.ObjectCodec<ReplayComplete>;
/**
* Where a resumed session's history replay starts, tagged on `type`. Cursors are inclusive: replay includes the position the cursor names. A receiver keeps a cursor kind it does not know when it forwards the request; an agent that does not support it rejects the request with `-32602` rather than replaying from elsewhere or not at all. The session cursors of `cursor_update` are not replay cursors: they name positions to fork at (`session/fork` with `cursorId`), and `start` is still the only kind of replay cursor upstream publishes.
* @see RFD `session-resume-replay`
* @example
* ```json
* {
*   "type": "start"
* }
* ```
*/
export type ReplayFrom = ReplayFromStartVariant | ReplayFromOther;
/**
* Replay the whole conversation the agent kept, from its first message.
* @example
* ```json
* {
*   "type": "start"
* }
* ```
*/
export interface ReplayFromStartVariant extends ReplayFromStart {
	type: "start";
}
/** A variant of ReplayFrom that this version does not know, kept whole. */
export type ReplayFromOther = rt.Other<"type">;
/** Reads, checks and writes {@link ReplayFrom} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReplayFrom: rt.UnionCodec<ReplayFrom>;
/**
* The variant fields of the replay cursor `start`: replay everything the agent kept.
* @example
* ```json
* {}
* ```
*/
export interface ReplayFromStart {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReplayFromStart} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReplayFromStart: rt.ObjectCodec<ReplayFromStart>;
/**
* The id of a JSON-RPC request, chosen by its sender: a string or an integer (v2 senders never use `null`, though this type still admits it). The response repeats it. Each side numbers its own requests, so one id may be in use in both directions at once; a sender does not reuse an id while its request is pending.
*
* Differs from the published schema: The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in both sides' notification unions, so that each side's union is everything it may receive, and in the generated `ProtocolLevelNotificationMessage` (the published `ProtocolLevelNotification` group is gone in SDK 2.4.0). The published schema also carries `ProxyRequest`, `ProxyResponse` and `ProxyNotification`, the envelopes of the unstable proxy_chains methods (marked as not for docs); they are derived from the method table here too.
* @example
* ```json
* 42
* ```
* @example
* ```json
* "req_9c1d"
* ```
*/
export type RequestId = null | number | string;
/** Reads, checks and writes {@link RequestId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link RequestPermissionOutcome} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link RequestPermissionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link RequestPermissionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link RequestPermissionSubject} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestPermissionSubject: rt.UnionCodec<RequestPermissionSubject>;
/**
* The `requires_action` turn state: the foreground work as a whole cannot go on until the user acts. A pending permission request alone does not mean this if other foreground work can still progress. After it, the agent reports `running` when work resumes or `idle` if it ends.
* @example
* ```json
* {
*   "background": []
* }
* ```
*/
export interface RequiresActionStateUpdate {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/** Work that goes on independently of the turn, as a complete list. Left out and `null` both mean the agent does not say; `[]` means nothing runs. */
	background?: BackgroundWork[] | null;
}
/** Reads, checks and writes {@link RequiresActionStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
	/** The session's working directory, an absolute path. It must be the directory the session has; the agent may reject another with `-32602`. */
	cwd: AbsolutePath;
	/** Every MCP server the agent connects to for the resumed session; servers from earlier requests are not brought back. Left out, `null` or `[]` means none. */
	mcpServers?: McpServer[];
	/** Where to start replaying history. Left out and `null` both mean no replay; a cursor the agent does not support gets `-32602`. */
	replayFrom?: ReplayFrom | null;
	/** Directories besides `cwd` that the session may use, each an absolute path. A non-empty list is the complete list for the resumed session; left out, `null` or `[]` means none. */
	additionalDirectories?: AbsolutePath[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/** Instructions for the session at system level, normally the ones it was created with. Left out and `null` both let the agent keep what it stored or use its defaults. Send it only to an agent that advertises `session.systemPrompt`. */
	systemPrompt?: SystemPrompt | null;
	/**
	* Values for config options to start the session with; ones the agent cannot apply are ignored. Left out and `null` both mean none. Experimental.
	*
	* @experimental Unstable feature `session_options`.
	*/
	configOptions?: InitialSessionConfigOption[];
}
/** Reads, checks and writes {@link ResumeSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ResumeSessionRequest: rt.ObjectCodec<ResumeSessionRequest>;
/**
* The result of `session/resume`, sent after any replay has finished and after a `state_update` with the session's current turn state. It does not by itself mean the session is `idle`.
* @example
* ```json
* {}
* ```
* @example
* ```json
* {
*   "configOptions": [
*     {
*       "type": "boolean",
*       "configId": "auto_approve",
*       "name": "Auto-approve edits",
*       "currentValue": false
*     }
*   ],
*   "availableCommands": [
*     {
*       "type": "command",
*       "name": "test",
*       "description": "Run the test suite"
*     }
*   ]
* }
* ```
*/
export interface ResumeSessionResponse {
	/** The session's config options. Left out, `null` or `[]` means it has none; later `config_option_update` notifications replace this list. */
	configOptions?: SessionConfigOption[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/** The commands the session offers. Left out, `null` or `[]` means none; later `available_commands_update` notifications replace this list. */
	availableCommands?: AvailableCommand[];
}
/** Reads, checks and writes {@link ResumeSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ResumeSessionResponse: rt.ObjectCodec<ResumeSessionResponse>;
/** Which side of the conversation a piece of content is addressed to, used by `Annotations.audience`. The enum is open: values starting with `_` are free for extensions, other unknown values are reserved for later protocol versions, and a receiver keeps an unknown value rather than rejecting it. */
export type Role = "assistant" | "user" | (string & {});
/** Reads, checks and writes {@link Role} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Role: rt.EnumCodec<Role>;
/**
* The `running` turn state: foreground work is going on.
* @example
* ```json
* {
*   "background": [
*     {
*       "type": "terminal",
*       "terminalId": "term_xyz789"
*     }
*   ]
* }
* ```
*/
export interface RunningStateUpdate {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/** Work that goes on independently of the turn, as a complete list. Left out and `null` both mean the agent does not say; `[]` means nothing runs. */
	background?: BackgroundWork[] | null;
}
/** Reads, checks and writes {@link RunningStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link SelectedPermissionOutcome} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link SessionAdditionalDirectoriesCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link SessionArchiveCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionArchiveCapabilities: rt.ObjectCodec<SessionArchiveCapabilities>;
/**
* Which sessions `session/list` returns, by archive state. A value this spec does not know is kept; an agent that does not support it answers `-32602` rather than falling back to `exclude`.
*
* @experimental Unstable feature `session_archive`.
*/
export type SessionArchiveFilter = "exclude" | "include" | "only" | (string & {});
/** Reads, checks and writes {@link SessionArchiveFilter} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionArchiveFilter: rt.EnumCodec<SessionArchiveFilter>;
/**
* Present (even as `{}`) when the client may send `session/cancel` to a subagent session to stop its work without ending it.
* @example
* ```json
* {}
* ```
*/
export interface SessionCancelCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionCancelCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
	/** Present (even as `{}`) when the agent accepts a client-supplied `systemPrompt` on session requests, at least in `append` mode. Absent or `null` means it does not. */
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
	/**
	* The agent answers `session/options`. Left out and `null` both mean it does not. Experimental.
	*
	* @experimental Unstable feature `session_options`.
	*/
	options?: SessionOptionsCapabilities | null;
}
/** Reads, checks and writes {@link SessionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionCapabilities: rt.ObjectCodec<SessionCapabilities>;
/**
* The variant fields of an on/off config option.
* @example
* ```json
* {
*   "currentValue": true
* }
* ```
*/
export interface SessionConfigBoolean {
	/** Whether the option is on now. */
	currentValue: boolean;
}
/** Reads, checks and writes {@link SessionConfigBoolean} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigBoolean: rt.ObjectCodec<SessionConfigBoolean>;
/**
* Identifies a group of values within a select option. The agent picks it; clients treat it as an opaque string.
* @example
* ```json
* "anthropic"
* ```
*/
export type SessionConfigGroupId = rt.Brand<"v2.SessionConfigGroupId">;
/** Reads, checks and writes {@link SessionConfigGroupId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigGroupId: rt.Codec<SessionConfigGroupId>;
/**
* Identifies a config option of a session. The agent picks it; clients treat it as an opaque string and send it back in `session/set_config_option`.
* @example
* ```json
* "model"
* ```
*/
export type SessionConfigId = rt.Brand<"v2.SessionConfigId">;
/** Reads, checks and writes {@link SessionConfigId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigId: rt.Codec<SessionConfigId>;
/**
* A setting of a session that the user can change, such as the model or the mode, with its current value; tagged on `type` by the kind of control. The agent advertises them in session results and `config_option_update`; the client changes one with `session/set_config_option`. A client that does not know a kind keeps it when storing or forwarding and otherwise hides the option; the agent goes on using its current value.
* @example
* ```json
* {
*   "type": "select",
*   "configId": "model",
*   "name": "Model",
*   "category": "model",
*   "currentValue": "claude-sonnet-4",
*   "options": [
*     {
*       "value": "claude-sonnet-4",
*       "name": "Claude Sonnet 4"
*     },
*     {
*       "value": "claude-opus-4",
*       "name": "Claude Opus 4"
*     }
*   ]
* }
* ```
*/
export type SessionConfigOption = SessionConfigOptionSelect | SessionConfigOptionBoolean | SessionConfigOptionOther;
/**
* Pick one value from a list, as in a drop-down.
* @example
* ```json
* {
*   "type": "select",
*   "configId": "thought_level",
*   "name": "Thinking",
*   "category": "thought_level",
*   "currentValue": "medium",
*   "options": [
*     {
*       "value": "low",
*       "name": "Low"
*     },
*     {
*       "value": "medium",
*       "name": "Medium"
*     },
*     {
*       "value": "high",
*       "name": "High"
*     }
*   ]
* }
* ```
*/
export interface SessionConfigOptionSelect extends SessionConfigSelect {
	type: "select";
	/** The option's id, unique within the session. */
	configId: SessionConfigId;
	/** A label for the option, shown to the user. */
	name: string;
	/** A longer explanation for the user. Left out and `null` both mean none. */
	description?: string | null;
	/** What the option is about, which a client may use for placement, icons or shortcuts, never for correctness. Left out and `null` both mean no category. */
	category?: SessionConfigOptionCategory | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/**
* An on/off switch.
* @example
* ```json
* {
*   "type": "boolean",
*   "configId": "auto_approve",
*   "name": "Auto-approve edits",
*   "description": "Apply file edits without asking",
*   "currentValue": false
* }
* ```
*/
export interface SessionConfigOptionBoolean extends SessionConfigBoolean {
	type: "boolean";
	/** The option's id, unique within the session. */
	configId: SessionConfigId;
	/** A label for the option, shown to the user. */
	name: string;
	/** A longer explanation for the user. Left out and `null` both mean none. */
	description?: string | null;
	/** What the option is about, which a client may use for placement, icons or shortcuts, never for correctness. Left out and `null` both mean no category. */
	category?: SessionConfigOptionCategory | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** A variant of SessionConfigOption that this version does not know, kept whole. */
export type SessionConfigOptionOther = rt.Other<"type">;
/** Reads, checks and writes {@link SessionConfigOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOption: rt.UnionCodec<SessionConfigOption>;
/**
* What a config option is about, a hint for how a client presents it. A client keeps a category it does not know and treats the option as uncategorized. Names that start with `_` are free for custom use.
*
* Differs from the published schema: Upstream also publishes `speed` (a category for options that trade quality for speed) in the unstable feature `speed_config_category`; the spec's vocabulary has no unstable enum value, so it is left out, and `speed` is read as a category the client does not know (kept, as any other).
*/
export type SessionConfigOptionCategory = "mode" | "model" | "model_config" | "thought_level" | (string & {});
/** Reads, checks and writes {@link SessionConfigOptionCategory} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOptionCategory: rt.EnumCodec<SessionConfigOptionCategory>;
/**
* The variant fields of a select option: the values on offer and the one chosen.
* @example
* ```json
* {
*   "currentValue": "code",
*   "options": [
*     {
*       "value": "ask",
*       "name": "Ask"
*     },
*     {
*       "value": "code",
*       "name": "Code"
*     }
*   ]
* }
* ```
*/
export interface SessionConfigSelect {
	/** The value chosen now; one of the `value`s in `options`. */
	currentValue: SessionConfigValueId;
	/** The values on offer, flat or in groups: at least one, each `value` unique across groups. */
	options: SessionConfigSelectOptions;
}
/** Reads, checks and writes {@link SessionConfigSelect} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelect: rt.ObjectCodec<SessionConfigSelect>;
/**
* A group of values in a select option, shown under a heading.
* @example
* ```json
* {
*   "groupId": "anthropic",
*   "name": "Anthropic",
*   "options": [
*     {
*       "value": "claude-sonnet-4",
*       "name": "Claude Sonnet 4"
*     }
*   ]
* }
* ```
*/
export interface SessionConfigSelectGroup {
	/** The group's id. */
	groupId: SessionConfigGroupId;
	/** The group's heading, shown to the user. */
	name: string;
	/** The values in the group; at least one. */
	options: SessionConfigSelectOption[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionConfigSelectGroup} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelectGroup: rt.ObjectCodec<SessionConfigSelectGroup>;
/**
* One value a select option offers.
* @example
* ```json
* {
*   "value": "claude-opus-4",
*   "name": "Claude Opus 4",
*   "description": "Slower, for hard problems"
* }
* ```
*/
export interface SessionConfigSelectOption {
	/** The value's id, sent in `session/set_config_option` to choose it. */
	value: SessionConfigValueId;
	/** A label for the value, shown to the user. */
	name: string;
	/** A longer explanation of the value. Left out and `null` both mean none. */
	description?: string | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionConfigSelectOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelectOption: rt.ObjectCodec<SessionConfigSelectOption>;
/**
* The values a select option offers: either a flat list or a list of groups.
* @example
* ```json
* [
*   {
*     "value": "ask",
*     "name": "Ask"
*   },
*   {
*     "value": "code",
*     "name": "Code"
*   }
* ]
* ```
*/
export type SessionConfigSelectOptions = SessionConfigSelectOption[] | SessionConfigSelectGroup[];
/** Reads, checks and writes {@link SessionConfigSelectOptions} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelectOptions: rt.Codec<SessionConfigSelectOptions>;
/**
* Identifies one value of a select option. The agent picks it; clients treat it as an opaque string.
* @example
* ```json
* "claude-sonnet-4"
* ```
*/
export type SessionConfigValueId = rt.Brand<"v2.SessionConfigValueId">;
/** Reads, checks and writes {@link SessionConfigValueId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link SessionDeleteCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link SessionForkCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionForkCapabilities: rt.ObjectCodec<SessionForkCapabilities>;
/**
* Identifies a session: one conversation with its own history, context and state, so one agent can run several at once. The agent creates it; clients treat it as an opaque string.
* @example
* ```json
* "sess_abc123def456"
* ```
*/
export type SessionId = rt.Brand<"v2.SessionId">;
/** Reads, checks and writes {@link SessionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionId: rt.Codec<SessionId>;
/**
* One session in a `session/list` result.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "cwd": "/home/user/project",
*   "title": "Fix the flaky CI build",
*   "updatedAt": "2025-06-01T14:32:10Z"
* }
* ```
*/
export interface SessionInfo {
	/** The session's id. */
	sessionId: SessionId;
	/** The session's working directory, an absolute path. */
	cwd: AbsolutePath;
	/** The session's further workspace roots, complete and in order. Left out, `null` or `[]` means none. */
	additionalDirectories?: AbsolutePath[];
	/** A title for the session. Left out and `null` both mean it has none. */
	title?: string | null;
	/** When the session was last active, as an RFC 3339 timestamp. Left out and `null` both mean not reported. */
	updatedAt?: string | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
	/**
	* Whether the session is archived. Left out and `null` both mean not reported; agents that advertise `session.archive` always send it.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	archived?: boolean | null;
}
/** Reads, checks and writes {@link SessionInfo} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionInfo: rt.ObjectCodec<SessionInfo>;
/**
* The payload of a `session_info_update`: a change to the session's title or other metadata. Each field is a patch: left out keeps the stored value, `null` clears it, a value replaces it.
* @example
* ```json
* {
*   "title": "Fix the flaky CI build"
* }
* ```
*/
export interface SessionInfoUpdate {
	/** A title for the session. */
	title?: string | null;
	/** When the session was last active, as an RFC 3339 timestamp. */
	updatedAt?: string | null;
	/** Extension data the protocol does not interpret. A value is merged into the stored data key by key; `null` clears it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionInfoUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionInfoUpdate: rt.ObjectCodec<SessionInfoUpdate>;
/**
* A position in the `session/list` results, handed out as `nextCursor` and sent back as `cursor`. Clients treat it as an opaque string.
* @example
* ```json
* "eyJwYWdlIjoyfQ"
* ```
*/
export type SessionListCursor = rt.Brand<"v2.SessionListCursor">;
/** Reads, checks and writes {@link SessionListCursor} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionListCursor: rt.Codec<SessionListCursor>;
/**
* A whole-message upsert of a message this session exchanged with another session, keyed by `messageId`. Every field but `messageId` is a patch: left out keeps the stored value, `null` clears it, a value replaces it.
* @example
* ```json
* {
*   "messageId": "msg_in_03",
*   "senderSessionId": "sess_sub_42",
*   "recipientSessionId": "sess_abc123def456",
*   "senderMessageId": "msg_sub_out_9",
*   "content": [
*     {
*       "type": "text",
*       "text": "Two tests fail: auth_test and cache_test."
*     }
*   ]
* }
* ```
*/
export interface SessionMessage {
	/** The message's id in this session's transcript. */
	messageId: MessageId;
	/** The session that sent the message. */
	senderSessionId?: SessionId | null;
	/** The session the message went to. */
	recipientSessionId?: SessionId | null;
	/** For a received message: the id the same message has in the sender's transcript. It may arrive after the message began streaming. */
	senderMessageId?: MessageId | null;
	/** For a sent message: the id the same message has in the recipient's transcript. It may arrive after the message began streaming. */
	recipientMessageId?: MessageId | null;
	/** The message's whole content; a value replaces everything stored so far. */
	content?: ContentBlock[] | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionMessage: rt.ObjectCodec<SessionMessage>;
/**
* One content block appended to a message exchanged with another session. It carries only content; who sent it comes from `session_message` upserts, before or after.
* @example
* ```json
* {
*   "messageId": "msg_in_03",
*   "content": {
*     "type": "text",
*     "text": "Two tests fail"
*   }
* }
* ```
*/
export interface SessionMessageChunk {
	/** The message's id in this session's transcript. */
	messageId: MessageId;
	/** The block to append. */
	content: ContentBlock;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionMessageChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionMessageChunk: rt.ObjectCodec<SessionMessageChunk>;
/**
* The `data` of a `-32002` (resource not found) error when a request names a session the agent does not have or that is not active.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface SessionNotFoundErrorData {
	/** The session id the failed request named. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionNotFoundErrorData} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionNotFoundErrorData: rt.ObjectCodec<SessionNotFoundErrorData>;
/**
* The capability to answer `session/options`; `{}` says the agent has it. Experimental.
*
* @experimental Unstable feature `session_options`.
* @example
* ```json
* {}
* ```
*/
export interface SessionOptionsCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionOptionsCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionOptionsCapabilities: rt.ObjectCodec<SessionOptionsCapabilities>;
/**
* The params of `session/options`: the config options and commands a session would start with, asked without creating or resuming one. The agent sends no `session/update` for it and changes no session. Experimental.
*
* @experimental Unstable feature `session_options`.
* @example
* ```json
* {
*   "cwd": "/home/user/project"
* }
* ```
* @example
* ```json
* {
*   "cwd": "/home/user/project",
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface SessionOptionsRequest {
	/** The working directory to resolve the options for. */
	cwd: AbsolutePath;
	/** Further workspace roots. Left out and `null` both mean none. */
	additionalDirectories?: AbsolutePath[];
	/** The existing session to resolve the options for, as `session/resume` would. Left out and `null` both mean a new session. */
	sessionId?: SessionId | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionOptionsRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionOptionsRequest: rt.ObjectCodec<SessionOptionsRequest>;
/**
* The result of `session/options`: the config options and commands the session would start with. Experimental.
*
* @experimental Unstable feature `session_options`.
* @example
* ```json
* {
*   "configOptions": [
*     {
*       "type": "boolean",
*       "configId": "auto_approve",
*       "name": "Approve edits",
*       "currentValue": false
*     }
*   ],
*   "availableCommands": []
* }
* ```
*/
export interface SessionOptionsResponse {
	/** The config options with the values they would start with. Left out means none. */
	configOptions?: SessionConfigOption[];
	/** The commands the session would offer. Left out means none. */
	availableCommands?: AvailableCommand[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionOptionsResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionOptionsResponse: rt.ObjectCodec<SessionOptionsResponse>;
/**
* Names a session from within another one's tool call.
* @example
* ```json
* {
*   "sessionId": "sess_sub_42"
* }
* ```
*/
export interface SessionReference {
	/** The session referred to. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionReference} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionReference: rt.ObjectCodec<SessionReference>;
/**
* Whether the agent holds a session in memory, as `session/status` reports it. A client treats a value it does not know as `saved`.
*
* @experimental Unstable feature `session_status`.
*/
export type SessionStatus = "open" | "saved" | (string & {});
/** Reads, checks and writes {@link SessionStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link SessionStatusCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatusCapabilities: rt.ObjectCodec<SessionStatusCapabilities>;
/**
* The params of `session/status`, which asks about a session without touching it.
*
* @experimental Unstable feature `session_status`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface SessionStatusRequest {
	/** The session to ask about. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionStatusRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatusRequest: rt.ObjectCodec<SessionStatusRequest>;
/**
* The result of `session/status`: a snapshot that may already be out of date when the client acts on it.
*
* @experimental Unstable feature `session_status`.
* @example
* ```json
* {
*   "status": "open",
*   "state": {
*     "state": "running"
*   }
* }
* ```
* @example
* ```json
* {
*   "status": "saved"
* }
* ```
*/
export interface SessionStatusResponse {
	/** Whether the agent holds the session in memory. */
	status: SessionStatus;
	/** The session's current turn state, the same snapshot a `state_update` would carry; agents include it when `status` is `open`. Left out, `null` or a malformed value means the agent does not say, which a client must not read as `idle`. An `idle` here is not a new completion. */
	state?: StateUpdate | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionStatusResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatusResponse: rt.ObjectCodec<SessionStatusResponse>;
/**
* The agent's support for a system prompt supplied by the client on session requests. `{}` means the `append` mode, which adds the client's text to the agent's own instructions; `mode` lists further modes.
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
/** Reads, checks and writes {@link SessionSystemPromptCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionSystemPromptCapabilities: rt.ObjectCodec<SessionSystemPromptCapabilities>;
/**
* System prompt delivery modes the agent offers besides `append`, which every agent with the `systemPrompt` capability supports and so is not listed.
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
/** Reads, checks and writes {@link SessionSystemPromptModeCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionSystemPromptModeCapabilities: rt.ObjectCodec<SessionSystemPromptModeCapabilities>;
/**
* Marks that the agent supports the `override` system prompt mode, in which the client's text takes the place of the agent's default instructions; it is sent as `{}`.
* @example
* ```json
* {}
* ```
*/
export interface SessionSystemPromptOverrideCapabilities {
	/** Extension data for this capability; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionSystemPromptOverrideCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link SessionTitleCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionTitleCapabilities: rt.ObjectCodec<SessionTitleCapabilities>;
/**
* A change to a session that the agent reports to the client, tagged on `sessionUpdate`. Updates for one message apply in the order they arrive: chunks append, whole-message updates replace the fields they carry. The union is open: a receiver keeps a variant it does not know whole when it stores, replays or forwards history, and otherwise ignores it or shows it in a generic way.
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
export type SessionUpdate = SessionUpdateUserMessageChunk | SessionUpdateAgentMessageChunk | SessionUpdateAgentThoughtChunk | SessionUpdateUserMessage | SessionUpdateAgentMessage | SessionUpdateAgentThought | SessionUpdateStateUpdate | SessionUpdateToolCallContentChunk | SessionUpdateToolCallUpdate | SessionUpdateTerminalUpdate | SessionUpdateTerminalOutputChunk | SessionUpdatePlanUpdate | SessionUpdatePlanRemoved | SessionUpdateAvailableCommandsUpdate | SessionUpdateConfigOptionUpdate | SessionUpdateSessionInfoUpdate | SessionUpdateUsageUpdate | SessionUpdateNotice | SessionUpdateCompactionUpdate | SessionUpdateCompactionSummaryChunk | SessionUpdateSessionMessage | SessionUpdateSessionMessageChunk | SessionUpdateSubagentUpdate | SessionUpdateCursorUpdate | SessionUpdatePromptSuggestionsUpdate | SessionUpdateReplayComplete | SessionUpdateOther;
/**
* A streamed piece of a user message, for example while the agent replays history.
* @example
* ```json
* {
*   "sessionUpdate": "user_message_chunk",
*   "messageId": "msg_user_8f7a1",
*   "content": {
*     "type": "text",
*     "text": "Can you analyze this code?"
*   }
* }
* ```
*/
export interface SessionUpdateUserMessageChunk extends ContentChunk {
	sessionUpdate: "user_message_chunk";
}
/**
* A streamed piece of the agent's reply.
* @example
* ```json
* {
*   "sessionUpdate": "agent_message_chunk",
*   "messageId": "msg_agent_c42b9",
*   "content": {
*     "type": "text",
*     "text": "The test fails because "
*   }
* }
* ```
*/
export interface SessionUpdateAgentMessageChunk extends ContentChunk {
	sessionUpdate: "agent_message_chunk";
}
/**
* A streamed piece of the agent's reasoning, which clients may show apart from the reply.
* @example
* ```json
* {
*   "sessionUpdate": "agent_thought_chunk",
*   "messageId": "msg_thought_1d2e",
*   "content": {
*     "type": "text",
*     "text": "The fixture path looks relative; checking cwd."
*   }
* }
* ```
*/
export interface SessionUpdateAgentThoughtChunk extends ContentChunk {
	sessionUpdate: "agent_thought_chunk";
}
/**
* A whole-message upsert of a user message, sent when the agent adds or replays one; a later one with the same id changes only the fields it carries.
* @example
* ```json
* {
*   "sessionUpdate": "user_message",
*   "messageId": "msg_user_8f7a1",
*   "content": [
*     {
*       "type": "text",
*       "text": "Can you analyze this code?"
*     }
*   ]
* }
* ```
*/
export interface SessionUpdateUserMessage extends UserMessage {
	sessionUpdate: "user_message";
}
/**
* A whole-message upsert of an agent message, beside or instead of its chunks.
* @example
* ```json
* {
*   "sessionUpdate": "agent_message",
*   "messageId": "msg_agent_c42b9",
*   "content": [
*     {
*       "type": "text",
*       "text": "The test fails because the fixture path is relative."
*     }
*   ]
* }
* ```
*/
export interface SessionUpdateAgentMessage extends AgentMessage {
	sessionUpdate: "agent_message";
}
/**
* A whole-message upsert of an agent thought.
* @example
* ```json
* {
*   "sessionUpdate": "agent_thought",
*   "messageId": "msg_thought_1d2e",
*   "content": []
* }
* ```
*/
export interface SessionUpdateAgentThought extends AgentThought {
	sessionUpdate: "agent_thought";
}
/**
* The agent's turn state: running, idle (with why it stopped) or waiting for the user.
*
* Differs from the published schema: Published with the nested `StateUpdate` union (tagged on `state`) as the payload; a variant's payload is an object here, so it is declared as `StateUpdateFields`, one object whose state-specific fields are all optional.
* @example
* ```json
* {
*   "sessionUpdate": "state_update",
*   "state": "idle",
*   "stopReason": "end_turn",
*   "background": []
* }
* ```
*/
export interface SessionUpdateStateUpdate extends StateUpdateFields {
	sessionUpdate: "state_update";
}
/**
* A piece of content streamed into a tool call, appended to its content.
* @example
* ```json
* {
*   "sessionUpdate": "tool_call_content_chunk",
*   "toolCallId": "call_001",
*   "content": {
*     "type": "content",
*     "content": {
*       "type": "text",
*       "text": "Found 3 matches in src/"
*     }
*   }
* }
* ```
*/
export interface SessionUpdateToolCallContentChunk extends ToolCallContentChunk {
	sessionUpdate: "tool_call_content_chunk";
}
/**
* A tool call created or changed: the fields present replace the stored ones.
* @example
* ```json
* {
*   "sessionUpdate": "tool_call_update",
*   "toolCallId": "call_001",
*   "title": "Reading configuration file",
*   "kind": "read",
*   "status": "in_progress",
*   "locations": [
*     {
*       "path": "/home/user/project/src/config.json"
*     }
*   ]
* }
* ```
*/
export interface SessionUpdateToolCallUpdate extends ToolCallUpdate {
	sessionUpdate: "tool_call_update";
}
/**
* A terminal the agent owns was created or changed: its command, output or exit.
* @example
* ```json
* {
*   "sessionUpdate": "terminal_update",
*   "terminalId": "term_xyz789",
*   "command": "cargo test",
*   "cwd": "/home/user/project"
* }
* ```
*/
export interface SessionUpdateTerminalUpdate extends TerminalUpdate {
	sessionUpdate: "terminal_update";
}
/**
* Output streamed from a terminal, base64-encoded.
* @example
* ```json
* {
*   "sessionUpdate": "terminal_output_chunk",
*   "terminalId": "term_xyz789",
*   "data": "cnVubmluZyAxMiB0ZXN0cwo="
* }
* ```
*/
export interface SessionUpdateTerminalOutputChunk extends TerminalOutputChunk {
	sessionUpdate: "terminal_output_chunk";
}
/**
* A plan created or changed, by id.
* @example
* ```json
* {
*   "sessionUpdate": "plan_update",
*   "plan": {
*     "type": "items",
*     "planId": "plan_main",
*     "entries": [
*       {
*         "content": "Reproduce the failure",
*         "priority": "high",
*         "status": "completed"
*       },
*       {
*         "content": "Fix the fixture path",
*         "priority": "high",
*         "status": "in_progress"
*       }
*     ]
*   }
* }
* ```
*/
export interface SessionUpdatePlanUpdate extends PlanUpdate {
	sessionUpdate: "plan_update";
}
/**
* A plan removed, by id.
* @example
* ```json
* {
*   "sessionUpdate": "plan_removed",
*   "planId": "plan_main"
* }
* ```
*/
export interface SessionUpdatePlanRemoved extends PlanRemoved {
	sessionUpdate: "plan_removed";
}
/**
* The commands the agent now offers; the list replaces the previous one.
* @example
* ```json
* {
*   "sessionUpdate": "available_commands_update",
*   "availableCommands": [
*     {
*       "type": "command",
*       "name": "review",
*       "description": "Review the staged changes",
*       "input": {
*         "type": "text",
*         "hint": "files to focus on"
*       }
*     }
*   ]
* }
* ```
*/
export interface SessionUpdateAvailableCommandsUpdate extends AvailableCommandsUpdate {
	sessionUpdate: "available_commands_update";
}
/**
* The session's config options changed; the list replaces the previous one.
* @example
* ```json
* {
*   "sessionUpdate": "config_option_update",
*   "configOptions": [
*     {
*       "type": "boolean",
*       "configId": "auto_approve",
*       "name": "Auto-approve edits",
*       "currentValue": true
*     }
*   ]
* }
* ```
*/
export interface SessionUpdateConfigOptionUpdate extends ConfigOptionUpdate {
	sessionUpdate: "config_option_update";
}
/**
* The session's title or other metadata changed.
* @example
* ```json
* {
*   "sessionUpdate": "session_info_update",
*   "title": "Fix the flaky CI build",
*   "updatedAt": "2025-06-01T14:32:10Z"
* }
* ```
*/
export interface SessionUpdateSessionInfoUpdate extends SessionInfoUpdate {
	sessionUpdate: "session_info_update";
}
/**
* The context window and cost used so far.
* @example
* ```json
* {
*   "sessionUpdate": "usage_update",
*   "used": 53000,
*   "size": 200000,
*   "cost": {
*     "amount": 0.42,
*     "currency": "USD"
*   }
* }
* ```
*/
export interface SessionUpdateUsageUpdate extends UsageUpdate {
	sessionUpdate: "usage_update";
}
/**
* A notice for the user, such as a warning. It is not part of the session's history, and a client may ignore it.
* @example
* ```json
* {
*   "sessionUpdate": "notice",
*   "severity": "warning",
*   "title": "Rate limit reached",
*   "description": "Retrying in 30 seconds."
* }
* ```
*/
export interface SessionUpdateNotice extends Notice {
	sessionUpdate: "notice";
}
/**
* A context compaction started, progressed or ended.
* @example
* ```json
* {
*   "sessionUpdate": "compaction_update",
*   "compactionId": "cmp_01",
*   "status": "completed",
*   "summary": [
*     {
*       "type": "text",
*       "text": "Earlier: fixed the CI fixture path."
*     }
*   ]
* }
* ```
*/
export interface SessionUpdateCompactionUpdate extends CompactionUpdate {
	sessionUpdate: "compaction_update";
}
/**
* A streamed piece of a compaction summary.
* @example
* ```json
* {
*   "sessionUpdate": "compaction_summary_chunk",
*   "compactionId": "cmp_01",
*   "content": {
*     "type": "text",
*     "text": "Earlier: fixed the CI fixture path."
*   }
* }
* ```
*/
export interface SessionUpdateCompactionSummaryChunk extends CompactionSummaryChunk {
	sessionUpdate: "compaction_summary_chunk";
}
/**
* A whole-message upsert of a message this session sent to, or received from, another session (a subagent or its parent).
* @example
* ```json
* {
*   "sessionUpdate": "session_message",
*   "messageId": "msg_out_17",
*   "senderSessionId": "sess_abc123def456",
*   "recipientSessionId": "sess_sub_42",
*   "content": [
*     {
*       "type": "text",
*       "text": "List the failing tests."
*     }
*   ]
* }
* ```
*/
export interface SessionUpdateSessionMessage extends SessionMessage {
	sessionUpdate: "session_message";
}
/**
* A streamed piece of a message exchanged with another session.
* @example
* ```json
* {
*   "sessionUpdate": "session_message_chunk",
*   "messageId": "msg_out_17",
*   "content": {
*     "type": "text",
*     "text": "List the failing tests."
*   }
* }
* ```
*/
export interface SessionUpdateSessionMessageChunk extends SessionMessageChunk {
	sessionUpdate: "session_message_chunk";
}
/**
* A child session (subagent) this session created and owns was announced or changed.
* @example
* ```json
* {
*   "sessionUpdate": "subagent_update",
*   "sessionId": "sess_sub_42",
*   "title": "Test triage",
*   "state": {
*     "state": "running"
*   }
* }
* ```
*/
export interface SessionUpdateSubagentUpdate extends SubagentUpdate {
	sessionUpdate: "subagent_update";
}
/**
* A session cursor was announced, or what the client may do with it changed. Experimental.
*
* @experimental Unstable feature `session_cursors`.
* @example
* ```json
* {
*   "sessionUpdate": "cursor_update",
*   "cursorId": "cur_after_msg_7",
*   "anchor": {
*     "type": "agent_message",
*     "messageId": "msg_7",
*     "position": "after"
*   },
*   "capabilities": {
*     "fork": {}
*   }
* }
* ```
*/
export interface SessionUpdateCursorUpdate extends CursorUpdate {
	sessionUpdate: "cursor_update";
}
/**
* The prompts the agent suggests next, replacing the previous list. Experimental.
*
* @experimental Unstable feature `prompt_suggestions`.
* @example
* ```json
* {
*   "sessionUpdate": "prompt_suggestions_update",
*   "suggestions": [
*     {
*       "prompt": [
*         {
*           "type": "text",
*           "text": "Run the failing test again"
*         }
*       ]
*     }
*   ]
* }
* ```
*/
export interface SessionUpdatePromptSuggestionsUpdate extends PromptSuggestionsUpdate {
	sessionUpdate: "prompt_suggestions_update";
}
/**
* The replay a `session/resume` with `replayFrom` asked for is over; what follows is live.
* @example
* ```json
* {
*   "sessionUpdate": "replay_complete"
* }
* ```
*/
export interface SessionUpdateReplayComplete extends ReplayComplete {
	sessionUpdate: "replay_complete";
}
/** A variant of SessionUpdate that this version does not know, kept whole. */
export type SessionUpdateOther = rt.Other<"sessionUpdate">;
/** Reads, checks and writes {@link SessionUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionUpdate: rt.UnionCodec<SessionUpdate>;
/**
* The params of `providers/set`. The client sets the whole configuration of one provider, replacing what was there before. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
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
/** Reads, checks and writes {@link SetProviderRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetProviderRequest: rt.ObjectCodec<SetProviderRequest>;
/**
* The result of `providers/set`. An empty object: the new configuration is in place. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface SetProviderResponse {
	/** Extension data for the result; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetProviderResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetProviderResponse: rt.ObjectCodec<SetProviderResponse>;
/**
* The params of `session/set_config_option`, which the client sends to change one option of a session; tagged on `type` by the kind of value. An agent that does not support the value kind, does not know the `configId`, or does not accept the value answers `-32602` and changes nothing.
*
* Differs from the published schema: SetSessionConfigOptionRequest:id: its payload is inline in the published schema; declared here as `SetSessionConfigOptionRequestId`; SetSessionConfigOptionRequest:boolean: its payload is inline in the published schema; declared here as `SetSessionConfigOptionRequestBoolean`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "configId": "model",
*   "type": "id",
*   "value": "claude-opus-4"
* }
* ```
*/
export type SetSessionConfigOptionRequest = SetSessionConfigOptionRequestIdVariant | SetSessionConfigOptionRequestBooleanVariant | SetSessionConfigOptionRequestOther;
/**
* Choose a value of a select option, by its id.
* @example
* ```json
* {
*   "type": "id",
*   "sessionId": "sess_abc123def456",
*   "configId": "mode",
*   "value": "ask"
* }
* ```
*/
export interface SetSessionConfigOptionRequestIdVariant extends SetSessionConfigOptionRequestId {
	type: "id";
	/** The session whose option changes. */
	sessionId: SessionId;
	/** The option to change. */
	configId: SessionConfigId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/**
* Turn an on/off option on or off.
* @example
* ```json
* {
*   "type": "boolean",
*   "sessionId": "sess_abc123def456",
*   "configId": "auto_approve",
*   "value": true
* }
* ```
*/
export interface SetSessionConfigOptionRequestBooleanVariant extends SetSessionConfigOptionRequestBoolean {
	type: "boolean";
	/** The session whose option changes. */
	sessionId: SessionId;
	/** The option to change. */
	configId: SessionConfigId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** A variant of SetSessionConfigOptionRequest that this version does not know, kept whole. */
export type SetSessionConfigOptionRequestOther = rt.Other<"type">;
/** Reads, checks and writes {@link SetSessionConfigOptionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionRequest: rt.UnionCodec<SetSessionConfigOptionRequest>;
/**
* The variant fields of a `session/set_config_option` that sets an on/off option.
* @example
* ```json
* {
*   "value": false
* }
* ```
*/
export interface SetSessionConfigOptionRequestBoolean {
	/** The new state: `true` for on. */
	value: boolean;
}
/** Reads, checks and writes {@link SetSessionConfigOptionRequestBoolean} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionRequestBoolean: rt.ObjectCodec<SetSessionConfigOptionRequestBoolean>;
/**
* The variant fields of a `session/set_config_option` that chooses a select value.
* @example
* ```json
* {
*   "value": "claude-opus-4"
* }
* ```
*/
export interface SetSessionConfigOptionRequestId {
	/** The id of the value to choose. */
	value: SessionConfigValueId;
}
/** Reads, checks and writes {@link SetSessionConfigOptionRequestId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionRequestId: rt.ObjectCodec<SetSessionConfigOptionRequestId>;
/**
* The result of `session/set_config_option`: every option of the session with its value after the change, since one change may move others.
* @example
* ```json
* {
*   "configOptions": [
*     {
*       "type": "boolean",
*       "configId": "auto_approve",
*       "name": "Auto-approve edits",
*       "currentValue": true
*     }
*   ]
* }
* ```
*/
export interface SetSessionConfigOptionResponse {
	/** Every config option with its current value. */
	configOptions: SessionConfigOption[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionConfigOptionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionResponse: rt.ObjectCodec<SetSessionConfigOptionResponse>;
/**
* The params of `session/set_title`, which the client sends to rename a session.
*
* @experimental Unstable feature `session_set_title`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "title": "Fix the flaky CI build"
* }
* ```
*/
export interface SetSessionTitleRequest {
	/** The session to rename; it need not be active on this connection. */
	sessionId: SessionId;
	/** The title the client wants. The agent may trim or shorten it, and rejects one that is empty after that with `-32602`. */
	title: string;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionTitleRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionTitleRequest: rt.ObjectCodec<SetSessionTitleRequest>;
/**
* The result of `session/set_title`, sent once the title is stored. The agent then stops choosing titles for the session on its own.
*
* @experimental Unstable feature `session_set_title`.
* @example
* ```json
* {
*   "title": "Fix the flaky CI build"
* }
* ```
*/
export interface SetSessionTitleResponse {
	/** The title as stored, possibly normalized; clients show this one. */
	title: string;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionTitleResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionTitleResponse: rt.ObjectCodec<SetSessionTitleResponse>;
/**
* An agent skill the user can invoke: where it is defined (its name and description are fields of `AvailableCommand` that every kind carries). Experimental.
*
* Differs from the published schema: Published with `name` and `description`; declared without them, as fields of `AvailableCommand` that every variant carries (an unknown one too).
*
* @experimental Unstable feature `agent_skills`.
* @example
* ```json
* {
*   "path": "/home/user/.skills/pdf/SKILL.md"
* }
* ```
*/
export interface Skill {
	/** The file that defines the skill (usually its `SKILL.md`) on the agent's machine. Left out and `null` both mean it has none, as for a skill built into the agent. */
	path?: AbsolutePath | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Skill} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Skill: rt.ObjectCodec<Skill>;
/**
* A prompt's request to apply one of the agent's skills to the whole prompt. Experimental.
*
* @experimental Unstable feature `agent_skills`.
* @example
* ```json
* {
*   "name": "pdf-processing"
* }
* ```
*/
export interface SkillReference {
	/** The `name` of a `skill` entry in the session's current commands. */
	name: string;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SkillReference} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SkillReference: rt.ObjectCodec<SkillReference>;
/**
* Which turn state a `state_update` reports. A client that meets a state it does not know must not treat it as `idle`; it shows a generic busy state until a known one arrives.
*
* Differs from the published schema: Not published: the published `StateUpdate` union is tagged on `state` with these values.
*/
export type StateKind = "running" | "idle" | "requires_action" | (string & {});
/** Reads, checks and writes {@link StateKind} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StateKind: rt.EnumCodec<StateKind>;
/**
* A snapshot of a session's foreground activity, tagged on `state`: whether the agent is working on a task, waiting for the user, or idle. Foreground work may start with a prompt or on the agent's own initiative; background work may go on in any state. A client that meets a state it does not know must not treat it as `idle` or keep showing the previous state as confirmed; it shows a generic busy state until a known one arrives.
* @example
* ```json
* {
*   "state": "idle",
*   "stopReason": "end_turn"
* }
* ```
*/
export type StateUpdate = StateUpdateRunning | StateUpdateIdle | StateUpdateRequiresAction | StateUpdateUnknown | StateUpdateOther;
/**
* Foreground work is going on.
* @example
* ```json
* {
*   "state": "running"
* }
* ```
*/
export interface StateUpdateRunning extends RunningStateUpdate {
	state: "running";
}
/**
* No foreground work is going on; background work may.
* @example
* ```json
* {
*   "state": "idle",
*   "stopReason": "cancelled",
*   "background": []
* }
* ```
*/
export interface StateUpdateIdle extends IdleStateUpdate {
	state: "idle";
}
/**
* Foreground work is blocked until the user acts.
* @example
* ```json
* {
*   "state": "requires_action"
* }
* ```
*/
export interface StateUpdateRequiresAction extends RequiresActionStateUpdate {
	state: "requires_action";
}
/**
* The agent cannot tell what its foreground activity is right now; this does not end the work or the session.
* @example
* ```json
* {
*   "state": "unknown"
* }
* ```
*/
export interface StateUpdateUnknown extends UnknownStateUpdate {
	state: "unknown";
}
/** A variant of StateUpdate that this version does not know, kept whole. */
export type StateUpdateOther = rt.Other<"state">;
/** Reads, checks and writes {@link StateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StateUpdate: rt.UnionCodec<StateUpdate>;
/**
* The payload of a `state_update`: the agent's turn state. The agent reports `running` (or `requires_action`) when foreground work starts and `idle` when it ends, whether a prompt started it or the agent did.
*
* Differs from the published schema: Not published: the published payload is the `StateUpdate` union. `stopReason` and `usage` belong to the `idle` state.
* @example
* ```json
* {
*   "state": "running"
* }
* ```
* @example
* ```json
* {
*   "state": "idle",
*   "stopReason": "error",
*   "error": {
*     "code": -32603,
*     "message": "Model provider unavailable"
*   }
* }
* ```
*/
export interface StateUpdateFields {
	/** The state being reported. */
	state: StateKind;
	/** Why the turn stopped, for `idle`: one of `end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error`, or a reason this spec does not know yet. */
	stopReason?: string | null;
	/** What went wrong, for `idle` with the stop reason `error`. */
	error?: JsonRpcError | null;
	/** Work that goes on independently of the turn (terminals, tool calls, subagents), for `running`, `idle` and `requires_action`, as a complete list. Left out and `null` both mean the agent does not say; `[]` means nothing runs in the background. */
	background?: BackgroundWork[] | null;
	/**
	* The tokens the turn that just ended used (not a running total), for `idle`. Left out and `null` both mean not reported.
	*
	* @experimental Unstable feature `end_turn_token_usage`. Unstable upstream; the shape may change before it is stabilized.
	*/
	usage?: Usage | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link StateUpdateFields} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StateUpdateFields: rt.ObjectCodec<StateUpdateFields>;
/** A format that a string field's value must have. A format this spec does not know is kept, and a client treats it as a hint rather than rejecting the form. */
export type StringFormat = "email" | "uri" | "date" | "date-time" | (string & {});
/** Reads, checks and writes {@link StringFormat} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StringFormat: rt.EnumCodec<StringFormat>;
/**
* The plain-string choices of a multi-select field.
* @example
* ```json
* {
*   "type": "string",
*   "enum": [
*     "lint",
*     "test",
*     "build"
*   ]
* }
* ```
*/
export interface StringMultiSelectItems {
	/** The choices, at least one. */
	enum: string[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link StringMultiSelectItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StringMultiSelectItems: rt.ObjectCodec<StringMultiSelectItems>;
/**
* A text field of an elicitation form, or a single-choice field when `enum` or `oneOf` is set.
* @example
* ```json
* {
*   "title": "Contact email",
*   "format": "email"
* }
* ```
* @example
* ```json
* {
*   "title": "Branch",
*   "enum": [
*     "main",
*     "develop"
*   ],
*   "default": "main"
* }
* ```
*/
export interface StringPropertySchema {
	/** A label for the field. Left out and `null` both mean none. */
	title?: string | null;
	/** An explanation of the field for the user. Left out and `null` both mean none. */
	description?: string | null;
	/** The fewest characters allowed. Left out and `null` both mean no minimum. */
	minLength?: number | null;
	/** The most characters allowed. Left out and `null` both mean no maximum. */
	maxLength?: number | null;
	/** A format the value must have. Left out and `null` both mean none. */
	format?: StringFormat | null;
	/** The value the form starts with. Left out and `null` both mean no default. */
	default?: string | null;
	/** The allowed values of a single-choice field without labels; at least one when present. Left out and `null` both mean none. */
	enum?: string[] | null;
	/** The allowed values of a single-choice field, with labels; at least one when present. Left out and `null` both mean none. */
	oneOf?: EnumOption[] | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link StringPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StringPropertySchema: rt.ObjectCodec<StringPropertySchema>;
/**
* What the client may do to one subagent session. Each action needs its own entry here; support for a method on ordinary sessions does not extend to subagents.
* @example
* ```json
* {
*   "cancel": {}
* }
* ```
*/
export interface SubagentSessionCapabilities {
	/** Present (even as `{}`) when the client may cancel the subagent's current work. Left out and `null` both mean it may not. */
	cancel?: SessionCancelCapabilities | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SubagentSessionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SubagentSessionCapabilities: rt.ObjectCodec<SubagentSessionCapabilities>;
/**
* Announces a child session (a subagent) that this session created and owns, or changes what is known about it. The first update for a session id comes before any other message about that child; the child's own updates then arrive without a separate resume. Every field but `sessionId` is a patch: left out keeps the stored value, `null` clears it, a value replaces it.
* @example
* ```json
* {
*   "sessionId": "sess_sub_42",
*   "title": "Test triage",
*   "description": "Finds which tests fail and why",
*   "capabilities": {
*     "cancel": {}
*   },
*   "state": {
*     "state": "running"
*   }
* }
* ```
*/
export interface SubagentUpdate {
	/** The child session's id, used for it in every message. */
	sessionId: SessionId;
	/** A title to show for the child; need not be unique. `null` clears it, and the client picks a fallback. */
	title?: string | null;
	/** What the child is for, as the parent describes it now. */
	description?: string | null;
	/** What the client may do to the child. Unset means nothing. */
	capabilities?: SubagentSessionCapabilities | null;
	/** The child's turn state. `null` removes the report, leaving the state unknown (not idle, not cancelled); a value replaces the whole previous state. */
	state?: StateUpdate | null;
	/** The child's working directory, an absolute path. While unset, the child uses its parent's. */
	cwd?: AbsolutePath | null;
	/** The child's further workspace roots, each absolute; a value replaces the whole list. While unset, the child uses its parent's. */
	additionalDirectories?: AbsolutePath[] | null;
	/** Extension data the protocol does not interpret. A value is merged into the stored data key by key; `null` clears it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SubagentUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SubagentUpdate: rt.ObjectCodec<SubagentUpdate>;
/**
* Instructions the client gives a session at system level, beside or instead of the agent's own. An agent that cannot apply them fails the request rather than starting the session without them.
* @example
* ```json
* {
*   "mode": "append",
*   "content": [
*     {
*       "type": "text",
*       "text": "Answer in British English and keep replies short."
*     }
*   ]
* }
* ```
*/
export interface SystemPrompt {
	/** How `content` combines with the agent's own instructions. */
	mode: SystemPromptMode;
	/** The instructions: a non-empty list of `text` blocks (other block kinds are not allowed yet). */
	content: ContentBlock[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SystemPrompt} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SystemPrompt: rt.ObjectCodec<SystemPrompt>;
/** How a client's system prompt combines with the agent's own instructions. A value this spec does not know is kept; an agent fails a request whose mode it does not support rather than using another mode. */
export type SystemPromptMode = "append" | "override" | (string & {});
/** Reads, checks and writes {@link SystemPromptMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link Terminal} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link TerminalAuthCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link TerminalCancelCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link TerminalCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link TerminalExitStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalExitStatus: rt.ObjectCodec<TerminalExitStatus>;
/**
* Names a terminal the agent runs, unique within its session. The agent chooses it; the client compares it as an opaque string.
* @example
* ```json
* "term_7f3a2c"
* ```
*/
export type TerminalId = rt.Brand<"v2.TerminalId">;
/** Reads, checks and writes {@link TerminalId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link TerminalOutput} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link TerminalOutputChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link TerminalSize} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link TerminalUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalUpdate: rt.ObjectCodec<TerminalUpdate>;
/**
* The free-text input of a command.
* @example
* ```json
* {
*   "hint": "files to focus on"
* }
* ```
*/
export interface TextCommandInput {
	/** A hint the client shows while the user has not typed any input yet. */
	hint: string;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TextCommandInput} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link TextContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link TextResourceContents} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TextResourceContents: rt.ObjectCodec<TextResourceContents>;
/**
* The labelled choices of a multi-select field.
* @example
* ```json
* {
*   "anyOf": [
*     {
*       "const": "lint",
*       "title": "Lint"
*     },
*     {
*       "const": "test",
*       "title": "Unit tests"
*     }
*   ]
* }
* ```
*/
export interface TitledMultiSelectItems {
	/** The choices, at least one. */
	anyOf: EnumOption[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TitledMultiSelectItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TitledMultiSelectItems: rt.ObjectCodec<TitledMultiSelectItems>;
/**
* Present (even as `{}`) on a tool call that the client may cancel with `tool_call/cancel`.
* @example
* ```json
* {}
* ```
*/
export interface ToolCallCancelCapabilities {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallCancelCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallCancelCapabilities: rt.ObjectCodec<ToolCallCancelCapabilities>;
/**
* What the client may do to a tool call right now. A malformed value counts as nothing, so a client never sends a request the agent did not offer.
* @example
* ```json
* {
*   "cancel": {}
* }
* ```
*/
export interface ToolCallCapabilities {
	/** Present (even as `{}`) when the client may cancel the tool call with `tool_call/cancel`. Left out and `null` both mean it may not; agents drop it once the tool call is finished. */
	cancel?: ToolCallCancelCapabilities | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
export type ToolCallContent = ToolCallContentContent | ToolCallContentDiff | ToolCallContentTerminal | ToolCallContentSession | ToolCallContentOther;
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
/**
* A reference to another session this tool call involves, such as a subagent it started, handed work to or waits for. The client must already know that session (from its own setup or a `subagent_update`); the reference says nothing of who owns it or what it did.
* @example
* ```json
* {
*   "type": "session",
*   "sessionId": "sess_sub_42"
* }
* ```
*/
export interface ToolCallContentSession extends SessionReference {
	type: "session";
}
/** A variant of ToolCallContent that this version does not know, kept whole. */
export type ToolCallContentOther = rt.Other<"type">;
/** Reads, checks and writes {@link ToolCallContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallContent: rt.UnionCodec<ToolCallContent>;
/**
* The payload of a `tool_call_content_chunk`: one item appended to a tool call's content. To replace the whole content instead, the agent sends a `tool_call_update` with `content`.
* @example
* ```json
* {
*   "toolCallId": "call_001",
*   "content": {
*     "type": "content",
*     "content": {
*       "type": "text",
*       "text": "Found 3 matches in src/"
*     }
*   }
* }
* ```
*/
export interface ToolCallContentChunk {
	/** The tool call the content belongs to. */
	toolCallId: ToolCallId;
	/** The item to append. */
	content: ToolCallContent;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallContentChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallContentChunk: rt.ObjectCodec<ToolCallContentChunk>;
/**
* Identifies a tool call within a session. The agent picks it; clients treat it as an opaque string.
* @example
* ```json
* "call_001"
* ```
*/
export type ToolCallId = rt.Brand<"v2.ToolCallId">;
/** Reads, checks and writes {@link ToolCallId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallId: rt.Codec<ToolCallId>;
/**
* A file, and optionally a line in it, that a tool call reads or changes, so that a client can follow along.
* @example
* ```json
* {
*   "path": "/home/user/project/src/main.rs",
*   "line": 42
* }
* ```
*/
export interface ToolCallLocation {
	/** The file's absolute path. */
	path: AbsolutePath;
	/** The line, counted from 1 (`0` is not valid). Left out and `null` both mean no particular line. */
	line?: number | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallLocation} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
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
/** Reads, checks and writes {@link ToolCallPermissionSubject} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallPermissionSubject: rt.ObjectCodec<ToolCallPermissionSubject>;
/** Where a tool call is in its life. A client treats a status it does not know as still in progress. */
export type ToolCallStatus = "pending" | "in_progress" | "completed" | "failed" | "cancelled" | "paused" | (string & {});
/** Reads, checks and writes {@link ToolCallStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallStatus: rt.EnumCodec<ToolCallStatus>;
/**
* The payload of a `tool_call_update`: creates a tool call (an action the agent takes for the model, such as reading a file or running a command) or changes one, keyed by `toolCallId`. Every other field is a patch: left out keeps the stored value, `null` clears it or resets it to its default, a value replaces it; a list replaces the whole list, and `[]` empties it. A tool call id not seen before starts from the defaults.
* @example
* ```json
* {
*   "toolCallId": "call_001",
*   "name": "read_file",
*   "title": "Reading configuration file",
*   "kind": "read",
*   "status": "pending",
*   "rawInput": {
*     "path": "/home/user/project/src/config.json"
*   }
* }
* ```
* @example
* ```json
* {
*   "toolCallId": "call_001",
*   "status": "completed",
*   "content": [
*     {
*       "type": "content",
*       "content": {
*         "type": "text",
*         "text": "{ \"debug\": true }"
*       }
*     }
*   ]
* }
* ```
*/
export interface ToolCallUpdate {
	/** The tool call's id, unique within the session. */
	toolCallId: ToolCallId;
	/** The name of the tool, as the program knows it. `null` clears it; a new tool call without one has no name. */
	name?: string | null;
	/** A short title saying what the tool call does, for the user. `null` clears it; a new tool call has none. */
	title?: string | null;
	/** What kind of work the tool call does, which a client may use for its icon. `null` resets it to `other`, which is also where a new tool call starts. */
	kind?: ToolKind | null;
	/** Where the tool call is in its life. `null` resets it to `pending`, which is also where a new tool call starts. */
	status?: ToolCallStatus | null;
	/** What the tool call produced: text, diffs, terminals. A value replaces all content so far; `null` or `[]` empties it. */
	content?: ToolCallContent[] | null;
	/** The files the tool call reads or changes. A value replaces the list; `null` or `[]` empties it. */
	locations?: ToolCallLocation[] | null;
	/** The input the tool received, as raw JSON. `null` clears it. */
	rawInput?: rt.JsonValue;
	/** The output the tool returned, as raw JSON. `null` clears it. */
	rawOutput?: rt.JsonValue;
	/** Extension data the protocol does not interpret. A value is merged into the stored data key by key; `null` clears it. */
	_meta?: Meta | null;
	/** What the client may do to the tool call now, such as cancel it. A value replaces the previous one whole; `null` clears it. A new tool call allows nothing. */
	capabilities?: ToolCallCapabilities | null;
}
/** Reads, checks and writes {@link ToolCallUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallUpdate: rt.ObjectCodec<ToolCallUpdate>;
/** What kind of work a tool call does, so a client can pick an icon and a layout. A client shows a kind it does not know as `other`. */
export type ToolKind = "read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other" | (string & {});
/** Reads, checks and writes {@link ToolKind} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolKind: rt.EnumCodec<ToolKind>;
/**
* Choices that name their kind in `type`. `"string"` is the only kind the protocol defines today; an object with any other string `type` is kept whole, so that a newer kind still arrives.
*
* Differs from the published schema: Not published under a name of its own: the branch of `MultiSelectItems` tagged `type: "string"` and its "other" branch (any object whose string `type` is not `"string"`, kept whole). An object tagged `"string"` that is not a valid `StringMultiSelectItems` is then read as `TitledMultiSelectItems`, as upstream's crate does.
*/
export type TypedMultiSelectItems = TypedMultiSelectItemsString | TypedMultiSelectItemsOther;
/**
* Plain string choices, each both the value and its label.
* @example
* ```json
* {
*   "type": "string",
*   "enum": [
*     "lint",
*     "test",
*     "build"
*   ]
* }
* ```
*/
export interface TypedMultiSelectItemsString extends StringMultiSelectItems {
	type: "string";
}
/** A variant of TypedMultiSelectItems that this version does not know, kept whole. */
export type TypedMultiSelectItemsOther = rt.Other<"type">;
/** Reads, checks and writes {@link TypedMultiSelectItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TypedMultiSelectItems: rt.UnionCodec<TypedMultiSelectItems>;
/**
* The params of `session/unarchive`, which the client sends to bring an archived session back into the default `session/list` result.
*
* @experimental Unstable feature `session_archive`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface UnarchiveSessionRequest {
	/** The session to unarchive. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnarchiveSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnarchiveSessionRequest: rt.ObjectCodec<UnarchiveSessionRequest>;
/**
* The result of `session/unarchive`: the session is listed again. It is not resumed.
*
* @experimental Unstable feature `session_archive`.
* @example
* ```json
* {}
* ```
*/
export interface UnarchiveSessionResponse {
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnarchiveSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnarchiveSessionResponse: rt.ObjectCodec<UnarchiveSessionResponse>;
/**
* The `unknown` turn state: the agent cannot currently tell what its foreground activity is. The client stops showing the previous state as current (it may keep it as last known). It is not an outcome: it cancels nothing and ends nothing.
* @example
* ```json
* {
*   "background": null
* }
* ```
*/
export interface UnknownStateUpdate {
	/** Work that goes on independently of the turn, as a complete list. Left out and `null` both mean the agent does not say; `[]` means nothing runs. */
	background?: BackgroundWork[] | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnknownStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnknownStateUpdate: rt.ObjectCodec<UnknownStateUpdate>;
/**
* The `data` of a `-32022` (unsupported protocol version) error from `initialize`: the agent has no version at or below the one the client asked for.
* @example
* ```json
* {
*   "requested": 1,
*   "supported": [
*     2
*   ]
* }
* ```
*/
export interface UnsupportedProtocolVersionErrorData {
	/** The protocol version the client asked for. */
	requested: ProtocolVersion;
	/** Every protocol version the agent speaks. */
	supported: ProtocolVersion[];
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnsupportedProtocolVersionErrorData} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnsupportedProtocolVersionErrorData: rt.ObjectCodec<UnsupportedProtocolVersionErrorData>;
/**
* The params of `session/update`, which the agent sends to report one change to one session.
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
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UpdateSessionNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UpdateSessionNotification: rt.ObjectCodec<UpdateSessionNotification>;
/**
* The tokens one piece of foreground work used, reported when it ends; not a running total for the session. Experimental.
*
* @experimental Unstable feature `end_turn_token_usage`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "totalTokens": 15320,
*   "inputTokens": 12000,
*   "outputTokens": 2820,
*   "thoughtTokens": 500,
*   "cachedReadTokens": 9000
* }
* ```
*/
export interface Usage {
	/** Every kind of token together, for the work that ended. */
	totalTokens: number;
	/** Input tokens, for the work that ended. */
	inputTokens: number;
	/** Output tokens, for the work that ended. */
	outputTokens: number;
	/** Reasoning tokens. Left out and `null` both mean not reported. */
	thoughtTokens?: number | null;
	/** Tokens read from the prompt cache. Left out and `null` both mean not reported. */
	cachedReadTokens?: number | null;
	/** Tokens written to the prompt cache. Left out and `null` both mean not reported. */
	cachedWriteTokens?: number | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Usage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Usage: rt.ObjectCodec<Usage>;
/**
* The payload of a `usage_update`: how full the context window is, and what the session has cost.
* @example
* ```json
* {
*   "used": 53000,
*   "size": 200000,
*   "cost": {
*     "amount": 0.42,
*     "currency": "USD"
*   }
* }
* ```
*/
export interface UsageUpdate {
	/** Tokens now in the context window. */
	used: number;
	/** The context window's size, in tokens. */
	size: number;
	/** The session's cost so far. Left out keeps the last reported cost, `null` clears it, a value replaces it. */
	cost?: Cost | null;
	/** Extension data the protocol does not interpret. Left out and `null` both mean none. */
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
export type ClientRequest = rt.Call<"auth/login", LoginAuthRequest> | rt.Call<"auth/logout", LogoutAuthRequest> | rt.Call<"auth/status", AuthStatusRequest> | rt.Call<"initialize", InitializeRequest> | rt.Call<"mcp/message", MessageMcpRequest> | rt.Call<"providers/disable", DisableProviderRequest> | rt.Call<"providers/list", ListProvidersRequest> | rt.Call<"providers/set", SetProviderRequest> | rt.Call<"session/archive", ArchiveSessionRequest> | rt.Call<"session/close", CloseSessionRequest> | rt.Call<"session/delete", DeleteSessionRequest> | rt.Call<"session/fork", ForkSessionRequest> | rt.Call<"session/list", ListSessionsRequest> | rt.Call<"session/new", NewSessionRequest> | rt.Call<"session/options", SessionOptionsRequest> | rt.Call<"session/prompt", PromptRequest> | rt.Call<"session/resume", ResumeSessionRequest> | rt.Call<"session/set_config_option", SetSessionConfigOptionRequest> | rt.Call<"session/set_title", SetSessionTitleRequest> | rt.Call<"session/status", SessionStatusRequest> | rt.Call<"session/unarchive", UnarchiveSessionRequest> | rt.Call<"terminal/cancel", CancelTerminalRequest> | rt.Call<"tool_call/cancel", CancelToolCallRequest> | rt.OtherMessage;
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
	/** The result of `session/options`. */
	"session/options": SessionOptionsResponse;
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
/**
* The message groups of v2 by qualified name, for typed dispatch from a method name:
* `fromMethodAndParams` on the request and notification groups, `fromMethodAndResult` on the response groups.
*/
export declare const dispatchers: rt.DispatchTable;
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
	"session/options": SessionOptionsRequest;
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
	"session/options": SessionOptionsResponse;
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
/**
* What the agent answers: one handler per request and notification the client sends, each given the typed params
* and a context (the client as a peer, and a signal). A handler left out answers its request with `-32601` (method not
* found) and ignores its notification; extension methods go to `extRequest` and `extNotification`.
*/
export interface AgentHandlers extends peer.ExtensionHandlers<ClientPeer> {
	/** The client sends this to sign the user in with one of the methods the agent listed in `authMethods` of its `initialize` result. Clients send it when a request such as `session/new` failed with `-32000` (authentication required), and must not send it when the agent listed no methods. A successful result means later requests no longer need authentication. */
	authLogin?(params: LoginAuthRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<LoginAuthResponse>;
	/** The client sends this to sign the user out. Afterwards, requests that need authentication fail again until the client logs in; sessions already running may or may not keep working. Only for agents that listed `authMethods`. */
	authLogout?(params: LogoutAuthRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<LogoutAuthResponse>;
	/**
	* The client sends this to read the agent's current authentication state and accounts, without changing anything. It never fails with `-32000`. Only for agents that advertise `auth.status`. Experimental.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	authStatus?(params: AuthStatusRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<AuthStatusResponse>;
	/** The client sends this first, to open the connection: it names the newest protocol version it speaks and its capabilities, and the agent answers with the version to use, its own capabilities and its login methods. It comes before any other request; the client may send it again before its first other request, and the latest successful answer counts. If the agent has no version at or below the requested one, it fails with `-32022` (unsupported protocol version). */
	initialize?(params: InitializeRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<InitializeResponse>;
	/**
	* Either side sends this request to carry one MCP request to an MCP server that the other side provides over the ACP connection (a server declared with `type: "acp"`). The result is the inner MCP outcome; an ACP error means the carrying itself failed. Experimental.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	mcpMessage?(params: MessageMcpRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<MessageMcpResponse>;
	/**
	* The client sends this to turn one LLM provider off. Only for agents that advertise the `providers` capability. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersDisable?(params: DisableProviderRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<DisableProviderResponse>;
	/**
	* The client sends this to get the LLM providers the client may configure, with the routing each one uses now. Only for agents that advertise the `providers` capability. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersList?(params: ListProvidersRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<ListProvidersResponse>;
	/**
	* The client sends this to replace the whole configuration of one LLM provider: protocol, base URL and headers. Only for agents that advertise the `providers` capability. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersSet?(params: SetProviderRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SetProviderResponse>;
	/**
	* The client sends this to hide a session from the default `session/list` result while keeping its id and history. An active session is first closed as by `session/close`. Archiving twice succeeds; an unknown session gets `-32002`. Only for agents that advertise `session.archive`. Experimental.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	sessionArchive?(params: ArchiveSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<ArchiveSessionResponse>;
	/** The client sends this to stop the session's foreground work and drop prompts not yet added. Background work keeps running. The agent stops its model and tool calls, treats pending permission requests as refused, sends its last updates, and then reports an idle `state_update` with the stop reason `cancelled`. No response. */
	sessionCancel?(params: CancelSessionNotification, context: peer.NotificationContext<ClientPeer>): peer.Awaitable<void>;
	/** The client sends this to end a session on this connection: the agent cancels its foreground work as `session/cancel` would, also stops its background work, frees its resources, and sends nothing more for it afterwards. Closing a session that is not active succeeds; a client treats a `-32002` (resource not found) answer as closed. */
	sessionClose?(params: CloseSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<CloseSessionResponse>;
	/** The client sends this to remove a session so `session/list` no longer returns it. Only for agents that advertise `session.delete`. An unknown session gets `-32002` (resource not found). */
	sessionDelete?(params: DeleteSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<DeleteSessionResponse>;
	/**
	* The client sends this to copy an existing session's conversation into a new, independent session, for example to ask for a summary without touching the original. The new session is ready for `session/prompt` as soon as the result arrives. Only for agents that advertise `session.fork`. Experimental.
	*
	* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
	*/
	sessionFork?(params: ForkSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<ForkSessionResponse>;
	/** The client sends this to get the sessions the agent knows, one page at a time, optionally only those of one working directory. Follow `nextCursor` in the result to read the next page. */
	sessionList?(params: ListSessionsRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<ListSessionsResponse>;
	/** The client sends this to start a new conversation in a working directory, connected to the MCP servers the client lists. The result carries the new session's id, which every later session request names, and its initial config options and commands. The session starts `idle`. May fail with `-32000` (authentication required) when the user must sign in first, or `-32602` (invalid params) for an MCP transport the agent does not support. */
	sessionNew?(params: NewSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<NewSessionResponse>;
	/**
	* Asks which config options (and, in v2, commands) a session would start with, without creating, loading or resuming one. Only for an agent with the `session.options` capability. Experimental.
	*
	* @experimental Unstable feature `session_options`.
	*/
	sessionOptions?(params: SessionOptionsRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SessionOptionsResponse>;
	/** The client sends this to add a user message to a session. The agent answers as soon as the message has a place in the conversation, with its `messageId`, without waiting for the turn to finish: progress, output and the end of the turn arrive as `session/update` notifications (`state_update`). An error means the message was not added, for example `-32602` for an empty prompt, or `-32800` (request cancelled) when `session/cancel` or `session/close` removed it before it was added. */
	sessionPrompt?(params: PromptRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<PromptResponse>;
	/** The client sends this to reattach the connection to an existing session, for example one found with `session/list` or created on an earlier connection. With `replayFrom` the agent first replays the retained history as `session/update` notifications; either way it then sends a current `state_update` and responds. An unknown session gets `-32002` (resource not found); an unsupported replay cursor or a different `cwd` gets `-32602` (invalid params). */
	sessionResume?(params: ResumeSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<ResumeSessionResponse>;
	/** The client sends this to change the current value of one session config option (a model, a mode, a toggle). The result lists every option with its value after the change, since one change may affect others. An unknown `configId` or a value the option does not accept gets `-32602` (invalid params) and changes nothing. */
	sessionSetConfigOption?(params: SetSessionConfigOptionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SetSessionConfigOptionResponse>;
	/**
	* The client sends this to rename a session, active on this connection or not. The result holds the title as the agent stored it, which may be trimmed or shortened. An unknown session gets `-32002`; a title the agent rejects (for example one that is empty) gets `-32602`. Only for agents that advertise `session.title`. Experimental.
	*
	* @experimental Unstable feature `session_set_title`.
	*/
	sessionSetTitle?(params: SetSessionTitleRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SetSessionTitleResponse>;
	/**
	* The client sends this to ask whether the agent holds a session in memory, and in what state, without any side effect: it does not load, resume or attach the session. An unknown session gets `-32002` with the session id in `data`. Only for agents that advertise `session.status`. Experimental.
	*
	* @experimental Unstable feature `session_status`.
	*/
	sessionStatus?(params: SessionStatusRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SessionStatusResponse>;
	/**
	* The client sends this to put an archived session back in the default `session/list` result, with the same id and history. It does not resume the session. Unarchiving a session that is not archived succeeds; an unknown session gets `-32002`. Only for agents that advertise `session.archive`. Experimental.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	sessionUnarchive?(params: UnarchiveSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<UnarchiveSessionResponse>;
	/** The client sends this to stop one terminal's process and nothing else in the session. Allowed only while the terminal advertises `capabilities.cancel`. The result only means the agent accepted; a `terminal_update` with `exitStatus` confirms the stop. An unknown, finished or uncancellable terminal gets `-32602`. */
	terminalCancel?(params: CancelTerminalRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<CancelTerminalResponse>;
	/** The client sends this to cancel one tool call and nothing else in the session. Allowed only while the tool call advertises `capabilities.cancel`. The result only means the agent accepted; a `tool_call_update` with a final status confirms it. An unknown, finished or uncancellable tool call gets `-32602`. */
	toolCallCancel?(params: CancelToolCallRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<CancelToolCallResponse>;
}
/** The client as the agent sees it: one method per request and notification the agent sends. */
export interface ClientPeer extends peer.Peer {
	/**
	* The agent sends this when its authentication state changes; it carries the same fields as the `auth/status` result. No response. Experimental.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	authStatusUpdate(params: AuthStatusUpdateNotification): Promise<void>;
	/** The agent sends this to say that the interaction behind a URL elicitation has finished, so the client can close whatever it showed for it. No response. */
	elicitationComplete(params: CompleteElicitationNotification): Promise<void>;
	/** The agent sends this to get structured input from the user, either as a form the client renders from a schema or as a URL the user visits. It is tied to a session (and optionally a tool call) or to a pending client request. The result says whether the user accepted, declined or cancelled; for a URL, accepting does not mean the interaction outside finished (`elicitation/complete` reports that). Only for clients that advertise the `elicitation` capability for that mode. */
	elicitationCreate(params: CreateElicitationRequest, options?: peer.CallOptions): Promise<CreateElicitationResponse>;
	/**
	* Either side sends this request to carry one MCP request to an MCP server that the other side provides over the ACP connection (a server declared with `type: "acp"`). The result is the inner MCP outcome; an ACP error means the carrying itself failed. Experimental.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	mcpMessage(params: MessageMcpRequest, options?: peer.CallOptions): Promise<MessageMcpResponse>;
	/**
	* Sent by a conductor, in place of `initialize`, to each component of a proxy chain that has a successor, telling it to run as a proxy. Params and result are those of `initialize`; before answering, the proxy initializes its successor through `proxy/successor`. Experimental.
	*
	* @experimental Unstable feature `proxy_chains`.
	*/
	proxyInitialize(params: InitializeProxyRequest, options?: peer.CallOptions): Promise<InitializeProxyResponse>;
	/**
	* Wraps one request that a proxy forwards to its successor in a proxy chain, or that the conductor delivers from the successor to the proxy. The result or error is the wrapped request's own, passed back unchanged. Experimental.
	*
	* @experimental Unstable feature `proxy_chains`.
	*/
	proxySuccessor(params: ProxySuccessorRequest, options?: peer.CallOptions): Promise<ProxySuccessorResponse>;
	/** The agent sends this to ask the user to approve an operation, such as a tool call, by picking one of the offered options. The result holds the chosen option, or the `cancelled` outcome when the request was withdrawn (for example after `session/cancel`, when the agent sends `$/cancel_request` for it). */
	sessionRequestPermission(params: RequestPermissionRequest, options?: peer.CallOptions): Promise<RequestPermissionResponse>;
	/** The agent sends this to report one change to a session: a message chunk or upsert, a tool call, a terminal, a plan, the turn state, and so on. The agent may send it at any time while the session exists, including after the client sent `session/cancel` (final tool call updates arrive before the idle `state_update`). It has no response. The second example is the message-id RFD's sketch of a possible future update: a v2 receiver keeps it as an unknown variant. */
	sessionUpdate(params: UpdateSessionNotification): Promise<void>;
}
/**
* Serves the agent's side of a connection over `transport`: incoming messages go to `handlers`, and the client
* comes back as a peer to call. Unstable methods are known only with their feature on (`options.unstable`, or the
* package's defaults).
*/
export declare function connectAgent(handlers: AgentHandlers, transport: peer.Transport, options?: peer.ConnectionOptions): ClientPeer;
/**
* What the client answers: one handler per request and notification the agent sends, each given the typed params
* and a context (the agent as a peer, and a signal). A handler left out answers its request with `-32601` (method not
* found) and ignores its notification; extension methods go to `extRequest` and `extNotification`.
*/
export interface ClientHandlers extends peer.ExtensionHandlers<AgentPeer> {
	/**
	* The agent sends this when its authentication state changes; it carries the same fields as the `auth/status` result. No response. Experimental.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	authStatusUpdate?(params: AuthStatusUpdateNotification, context: peer.NotificationContext<AgentPeer>): peer.Awaitable<void>;
	/** The agent sends this to say that the interaction behind a URL elicitation has finished, so the client can close whatever it showed for it. No response. */
	elicitationComplete?(params: CompleteElicitationNotification, context: peer.NotificationContext<AgentPeer>): peer.Awaitable<void>;
	/** The agent sends this to get structured input from the user, either as a form the client renders from a schema or as a URL the user visits. It is tied to a session (and optionally a tool call) or to a pending client request. The result says whether the user accepted, declined or cancelled; for a URL, accepting does not mean the interaction outside finished (`elicitation/complete` reports that). Only for clients that advertise the `elicitation` capability for that mode. */
	elicitationCreate?(params: CreateElicitationRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<CreateElicitationResponse>;
	/**
	* Either side sends this request to carry one MCP request to an MCP server that the other side provides over the ACP connection (a server declared with `type: "acp"`). The result is the inner MCP outcome; an ACP error means the carrying itself failed. Experimental.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	mcpMessage?(params: MessageMcpRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<MessageMcpResponse>;
	/**
	* Sent by a conductor, in place of `initialize`, to each component of a proxy chain that has a successor, telling it to run as a proxy. Params and result are those of `initialize`; before answering, the proxy initializes its successor through `proxy/successor`. Experimental.
	*
	* @experimental Unstable feature `proxy_chains`.
	*/
	proxyInitialize?(params: InitializeProxyRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<InitializeProxyResponse>;
	/**
	* Wraps one request that a proxy forwards to its successor in a proxy chain, or that the conductor delivers from the successor to the proxy. The result or error is the wrapped request's own, passed back unchanged. Experimental.
	*
	* @experimental Unstable feature `proxy_chains`.
	*/
	proxySuccessor?(params: ProxySuccessorRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<ProxySuccessorResponse>;
	/** The agent sends this to ask the user to approve an operation, such as a tool call, by picking one of the offered options. The result holds the chosen option, or the `cancelled` outcome when the request was withdrawn (for example after `session/cancel`, when the agent sends `$/cancel_request` for it). */
	sessionRequestPermission?(params: RequestPermissionRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<RequestPermissionResponse>;
	/** The agent sends this to report one change to a session: a message chunk or upsert, a tool call, a terminal, a plan, the turn state, and so on. The agent may send it at any time while the session exists, including after the client sent `session/cancel` (final tool call updates arrive before the idle `state_update`). It has no response. The second example is the message-id RFD's sketch of a possible future update: a v2 receiver keeps it as an unknown variant. */
	sessionUpdate?(params: UpdateSessionNotification, context: peer.NotificationContext<AgentPeer>): peer.Awaitable<void>;
}
/** The agent as the client sees it: one method per request and notification the client sends. */
export interface AgentPeer extends peer.Peer {
	/** The client sends this to sign the user in with one of the methods the agent listed in `authMethods` of its `initialize` result. Clients send it when a request such as `session/new` failed with `-32000` (authentication required), and must not send it when the agent listed no methods. A successful result means later requests no longer need authentication. */
	authLogin(params: LoginAuthRequest, options?: peer.CallOptions): Promise<LoginAuthResponse>;
	/** The client sends this to sign the user out. Afterwards, requests that need authentication fail again until the client logs in; sessions already running may or may not keep working. Only for agents that listed `authMethods`. */
	authLogout(params: LogoutAuthRequest, options?: peer.CallOptions): Promise<LogoutAuthResponse>;
	/**
	* The client sends this to read the agent's current authentication state and accounts, without changing anything. It never fails with `-32000`. Only for agents that advertise `auth.status`. Experimental.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	authStatus(params: AuthStatusRequest, options?: peer.CallOptions): Promise<AuthStatusResponse>;
	/** The client sends this first, to open the connection: it names the newest protocol version it speaks and its capabilities, and the agent answers with the version to use, its own capabilities and its login methods. It comes before any other request; the client may send it again before its first other request, and the latest successful answer counts. If the agent has no version at or below the requested one, it fails with `-32022` (unsupported protocol version). */
	initialize(params: InitializeRequest, options?: peer.CallOptions): Promise<InitializeResponse>;
	/**
	* Either side sends this request to carry one MCP request to an MCP server that the other side provides over the ACP connection (a server declared with `type: "acp"`). The result is the inner MCP outcome; an ACP error means the carrying itself failed. Experimental.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	mcpMessage(params: MessageMcpRequest, options?: peer.CallOptions): Promise<MessageMcpResponse>;
	/**
	* The client sends this to turn one LLM provider off. Only for agents that advertise the `providers` capability. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersDisable(params: DisableProviderRequest, options?: peer.CallOptions): Promise<DisableProviderResponse>;
	/**
	* The client sends this to get the LLM providers the client may configure, with the routing each one uses now. Only for agents that advertise the `providers` capability. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersList(params: ListProvidersRequest, options?: peer.CallOptions): Promise<ListProvidersResponse>;
	/**
	* The client sends this to replace the whole configuration of one LLM provider: protocol, base URL and headers. Only for agents that advertise the `providers` capability. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersSet(params: SetProviderRequest, options?: peer.CallOptions): Promise<SetProviderResponse>;
	/**
	* The client sends this to hide a session from the default `session/list` result while keeping its id and history. An active session is first closed as by `session/close`. Archiving twice succeeds; an unknown session gets `-32002`. Only for agents that advertise `session.archive`. Experimental.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	sessionArchive(params: ArchiveSessionRequest, options?: peer.CallOptions): Promise<ArchiveSessionResponse>;
	/** The client sends this to stop the session's foreground work and drop prompts not yet added. Background work keeps running. The agent stops its model and tool calls, treats pending permission requests as refused, sends its last updates, and then reports an idle `state_update` with the stop reason `cancelled`. No response. */
	sessionCancel(params: CancelSessionNotification): Promise<void>;
	/** The client sends this to end a session on this connection: the agent cancels its foreground work as `session/cancel` would, also stops its background work, frees its resources, and sends nothing more for it afterwards. Closing a session that is not active succeeds; a client treats a `-32002` (resource not found) answer as closed. */
	sessionClose(params: CloseSessionRequest, options?: peer.CallOptions): Promise<CloseSessionResponse>;
	/** The client sends this to remove a session so `session/list` no longer returns it. Only for agents that advertise `session.delete`. An unknown session gets `-32002` (resource not found). */
	sessionDelete(params: DeleteSessionRequest, options?: peer.CallOptions): Promise<DeleteSessionResponse>;
	/**
	* The client sends this to copy an existing session's conversation into a new, independent session, for example to ask for a summary without touching the original. The new session is ready for `session/prompt` as soon as the result arrives. Only for agents that advertise `session.fork`. Experimental.
	*
	* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
	*/
	sessionFork(params: ForkSessionRequest, options?: peer.CallOptions): Promise<ForkSessionResponse>;
	/** The client sends this to get the sessions the agent knows, one page at a time, optionally only those of one working directory. Follow `nextCursor` in the result to read the next page. */
	sessionList(params: ListSessionsRequest, options?: peer.CallOptions): Promise<ListSessionsResponse>;
	/** The client sends this to start a new conversation in a working directory, connected to the MCP servers the client lists. The result carries the new session's id, which every later session request names, and its initial config options and commands. The session starts `idle`. May fail with `-32000` (authentication required) when the user must sign in first, or `-32602` (invalid params) for an MCP transport the agent does not support. */
	sessionNew(params: NewSessionRequest, options?: peer.CallOptions): Promise<NewSessionResponse>;
	/**
	* Asks which config options (and, in v2, commands) a session would start with, without creating, loading or resuming one. Only for an agent with the `session.options` capability. Experimental.
	*
	* @experimental Unstable feature `session_options`.
	*/
	sessionOptions(params: SessionOptionsRequest, options?: peer.CallOptions): Promise<SessionOptionsResponse>;
	/** The client sends this to add a user message to a session. The agent answers as soon as the message has a place in the conversation, with its `messageId`, without waiting for the turn to finish: progress, output and the end of the turn arrive as `session/update` notifications (`state_update`). An error means the message was not added, for example `-32602` for an empty prompt, or `-32800` (request cancelled) when `session/cancel` or `session/close` removed it before it was added. */
	sessionPrompt(params: PromptRequest, options?: peer.CallOptions): Promise<PromptResponse>;
	/** The client sends this to reattach the connection to an existing session, for example one found with `session/list` or created on an earlier connection. With `replayFrom` the agent first replays the retained history as `session/update` notifications; either way it then sends a current `state_update` and responds. An unknown session gets `-32002` (resource not found); an unsupported replay cursor or a different `cwd` gets `-32602` (invalid params). */
	sessionResume(params: ResumeSessionRequest, options?: peer.CallOptions): Promise<ResumeSessionResponse>;
	/** The client sends this to change the current value of one session config option (a model, a mode, a toggle). The result lists every option with its value after the change, since one change may affect others. An unknown `configId` or a value the option does not accept gets `-32602` (invalid params) and changes nothing. */
	sessionSetConfigOption(params: SetSessionConfigOptionRequest, options?: peer.CallOptions): Promise<SetSessionConfigOptionResponse>;
	/**
	* The client sends this to rename a session, active on this connection or not. The result holds the title as the agent stored it, which may be trimmed or shortened. An unknown session gets `-32002`; a title the agent rejects (for example one that is empty) gets `-32602`. Only for agents that advertise `session.title`. Experimental.
	*
	* @experimental Unstable feature `session_set_title`.
	*/
	sessionSetTitle(params: SetSessionTitleRequest, options?: peer.CallOptions): Promise<SetSessionTitleResponse>;
	/**
	* The client sends this to ask whether the agent holds a session in memory, and in what state, without any side effect: it does not load, resume or attach the session. An unknown session gets `-32002` with the session id in `data`. Only for agents that advertise `session.status`. Experimental.
	*
	* @experimental Unstable feature `session_status`.
	*/
	sessionStatus(params: SessionStatusRequest, options?: peer.CallOptions): Promise<SessionStatusResponse>;
	/**
	* The client sends this to put an archived session back in the default `session/list` result, with the same id and history. It does not resume the session. Unarchiving a session that is not archived succeeds; an unknown session gets `-32002`. Only for agents that advertise `session.archive`. Experimental.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	sessionUnarchive(params: UnarchiveSessionRequest, options?: peer.CallOptions): Promise<UnarchiveSessionResponse>;
	/** The client sends this to stop one terminal's process and nothing else in the session. Allowed only while the terminal advertises `capabilities.cancel`. The result only means the agent accepted; a `terminal_update` with `exitStatus` confirms the stop. An unknown, finished or uncancellable terminal gets `-32602`. */
	terminalCancel(params: CancelTerminalRequest, options?: peer.CallOptions): Promise<CancelTerminalResponse>;
	/** The client sends this to cancel one tool call and nothing else in the session. Allowed only while the tool call advertises `capabilities.cancel`. The result only means the agent accepted; a `tool_call_update` with a final status confirms it. An unknown, finished or uncancellable tool call gets `-32602`. */
	toolCallCancel(params: CancelToolCallRequest, options?: peer.CallOptions): Promise<CancelToolCallResponse>;
}
/**
* Serves the client's side of a connection over `transport`: incoming messages go to `handlers`, and the agent
* comes back as a peer to call. Unstable methods are known only with their feature on (`options.unstable`, or the
* package's defaults).
*/
export declare function connectClient(handlers: ClientHandlers, transport: peer.Transport, options?: peer.ConnectionOptions): AgentPeer;
