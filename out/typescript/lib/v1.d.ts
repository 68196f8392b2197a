/**
* ACP v1: types, and the codecs that parse and serialize them.
* Each type has a codec of the same name: `Type.parse(json)`.
*/
import * as rt from "./runtime.js";
import * as peer from "./peer.js";
/**
* The authentication features an agent offers beyond `authenticate`, sent in `agentCapabilities.auth` of the `initialize` result. Each entry is an object that the agent includes to say it supports a method; leaving an entry out (or sending `null`) means no support is claimed.
* @example
* ```json
* {
*   "logout": {}
* }
* ```
*/
export interface AgentAuthCapabilities {
	/** Present (as `{}` or an object with extension data) when the agent handles `logout`. Absent or `null` means it does not claim to. */
	logout?: LogoutCapabilities | null;
	/** Extension data, for example to advertise authentication features outside the protocol; the protocol does not interpret it. */
	_meta?: Meta | null;
	/**
	* Present when the agent answers `auth/status` (and may send `auth/status_update`). Absent or `null` means it does not claim to. Experimental.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	status?: AuthStatusCapabilities | null;
}
/** Reads, checks and writes {@link AgentAuthCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentAuthCapabilities: rt.ObjectCodec<AgentAuthCapabilities>;
/**
* What an agent supports, sent by the agent in the `initialize` result. A client calls an optional method, or sends an optional kind of content, only when the matching entry is set here. Every agent handles `session/new`, `session/prompt`, `session/cancel` and sends `session/update`, whatever it advertises.
* @example
* ```json
* {
*   "loadSession": true,
*   "promptCapabilities": {
*     "image": true,
*     "audio": false,
*     "embeddedContext": true
*   },
*   "mcpCapabilities": {
*     "http": true,
*     "sse": false
*   },
*   "sessionCapabilities": {
*     "list": {},
*     "resume": {}
*   }
* }
* ```
*/
export interface AgentCapabilities {
	/** `true` when the agent handles `session/load`. Absent means `false`. */
	loadSession?: boolean;
	/** The kinds of content, beyond text and resource links, that the agent accepts in a `session/prompt`. Absent means none of them. */
	promptCapabilities?: PromptCapabilities;
	/** The MCP server transports, beyond stdio, that the agent can connect to. Absent means stdio only. */
	mcpCapabilities?: McpCapabilities;
	/** The optional session methods the agent handles. Absent means none of them. */
	sessionCapabilities?: SessionCapabilities;
	/** The optional authentication methods the agent handles. Absent means none of them. */
	auth?: AgentAuthCapabilities;
	/**
	* Present when the agent lets the client configure its LLM providers through `providers/list`, `providers/set` and `providers/disable`. Absent or `null` means it does not. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providers?: ProvidersCapabilities | null;
	/** Extension data, for example to advertise features outside the protocol; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AgentCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AgentCapabilities: rt.ObjectCodec<AgentCapabilities>;
/**
* Optional hints attached to a content block or resource. Either side may set them; a receiver uses them to decide how to show, order or route the content, and may ignore them.
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
	/** Who the content is intended for: the user, the model, or both. Absent or `null` means no preference is stated. */
	audience?: Role[] | null;
	/** When the underlying resource last changed, as an ISO 8601 timestamp. */
	lastModified?: string | null;
	/** How important the content is, from 0 (least) to 1 (most). Absent or `null` means no ranking is given. */
	priority?: number | null;
	/** Extension data for these annotations; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Annotations} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Annotations: rt.ObjectCodec<Annotations>;
/**
* The params of `session/archive`: the session to hide from default listings.
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
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ArchiveSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ArchiveSessionRequest: rt.ObjectCodec<ArchiveSessionRequest>;
/**
* The result of `session/archive`: an empty object once the session is archived.
*
* @experimental Unstable feature `session_archive`.
* @example
* ```json
* {}
* ```
*/
export interface ArchiveSessionResponse {
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ArchiveSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ArchiveSessionResponse: rt.ObjectCodec<ArchiveSessionResponse>;
/**
* An audio clip, base64-encoded. A client puts one in a prompt only when the agent advertised the `audio` prompt capability.
* @example
* ```json
* {
*   "mimeType": "audio/wav",
*   "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA="
* }
* ```
*/
export interface AudioContent {
	/** The audio bytes, base64-encoded. */
	data: string;
	/** The audio's MIME type, such as `audio/wav`. */
	mimeType: string;
	/** Display and routing hints for this clip. */
	annotations?: Annotations | null;
	/** Extension data for this block; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AudioContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AudioContent: rt.ObjectCodec<AudioContent>;
/**
* An account or credential the agent has set up, such as a signed-in user or an API key, reported by `auth/status` for display. Every field is for showing to the user only: a client must not treat any of them as a stable account id, and should keep them out of logs and telemetry. Experimental.
*
* @experimental Unstable feature `auth_status`.
* @example
* ```json
* {
*   "label": "OpenAI API key",
*   "active": true,
*   "organization": "Acme Corp"
* }
* ```
*/
export interface AuthAccount {
	/** A name for the account that reads well on its own, such as `Claude Max` or `Vertex AI`. */
	label: string;
	/** `true` when the agent uses this account by default (several may be, for example one per provider), `false` when it does not. Absent or `null` means the agent does not say. */
	active?: boolean | null;
	/** The user's display name or username. Absent or `null` means none is reported. */
	name?: string | null;
	/** The user's email address. Absent or `null` means none is reported. */
	email?: string | null;
	/** The organization, team or workspace the account works under. Absent or `null` means none is reported. */
	organization?: string | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
	/** More about the account, for people (such as the plan it is on). Left out and `null` both mean none. */
	description?: string | null;
}
/** Reads, checks and writes {@link AuthAccount} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthAccount: rt.ObjectCodec<AuthAccount>;
/**
* The kinds of authentication method a client can carry out itself, sent in `clientCapabilities.auth` of the `initialize` request. They decide which entries the agent may list in `authMethods`.
* @example
* ```json
* {
*   "terminal": true
* }
* ```
*/
export interface AuthCapabilities {
	/** `true` when the client can launch the agent's own command in an interactive terminal so the user can sign in there; only then may the agent offer `terminal` authentication methods. Absent means `false`. */
	terminal?: boolean;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthCapabilities: rt.ObjectCodec<AuthCapabilities>;
/**
* One way a user can sign in to the agent, listed by the agent in `authMethods` of the `initialize` result. An entry with `"type": "terminal"` is a terminal method that the client runs itself; an entry without `type` is an agent method, carried out by calling `authenticate` with its `id`. Upstream publishes it as a union tagged on `type` whose `AuthMethodAgent` branch has no tag, with the tags outside the payload types; the spec declares it as an untagged union whose tagged members (`AuthMethodTerminal`) carry `type` as a literal field here. The same values are accepted.
* @example
* ```json
* {
*   "id": "api_key",
*   "name": "API key",
*   "description": "Use a key from the provider's dashboard"
* }
* ```
*/
export type AuthMethod = AuthMethodTerminal | AuthMethodAgent;
/** Reads, checks and writes {@link AuthMethod} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethod: rt.Codec<AuthMethod>;
/**
* An authentication method the agent carries out itself: the client calls `authenticate` with this method's `id`. It is the kind assumed when an entry has no `type`.
* @example
* ```json
* {
*   "id": "oauth",
*   "name": "Sign in with your browser"
* }
* ```
*/
export interface AuthMethodAgent {
	/** Names this method in `authenticate`; unique among the agent's methods. */
	id: AuthMethodId;
	/** A label for the method that a client can show the user. */
	name: string;
	/** A longer explanation of the method for the user. Absent or `null` means none. */
	description?: string | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthMethodAgent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethodAgent: rt.ObjectCodec<AuthMethodAgent>;
/**
* Identifies an authentication method. The agent chooses it; the client passes it back unchanged in `authenticate` and compares it only as a string.
* @example
* ```json
* "api_key"
* ```
*/
export type AuthMethodId = rt.Brand<"v1.AuthMethodId">;
/** Reads, checks and writes {@link AuthMethodId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethodId: rt.Codec<AuthMethodId>;
/**
* An authentication method the client carries out: it starts the agent's own program again, as a separate interactive process in a terminal, with the extra `args` and `env` given here, and the user signs in through it. An exit status of 0 means success and any other end means failure. The agent lists such a method only to a client whose `auth.terminal` capability is `true`, and the client never passes it to `authenticate`.
*
* Differs from the published schema: Read alone, this type requires `"type": "terminal"`; the published `AuthMethodTerminal` has no `type` (the tag sits on the `AuthMethod` union). The spec declares `AuthMethod` untagged, with the tag as a literal field of its tagged member, so the tag is part of this type; read a method as `AuthMethod`.
* @example
* ```json
* {
*   "type": "terminal",
*   "id": "login",
*   "name": "Log in from the terminal",
*   "args": [
*     "login"
*   ],
*   "env": {
*     "NO_COLOR": "1"
*   }
* }
* ```
*/
export interface AuthMethodTerminal {
	/** Marks a terminal method; always `"terminal"`. */
	type: "terminal";
	/** Identifies this method among the agent's methods. */
	id: AuthMethodId;
	/** A label for the method that a client can show the user. */
	name: string;
	/** A longer explanation of the method for the user. Absent or `null` means none. */
	description?: string | null;
	/** Arguments the client appends to the agent's usual command line when it starts the sign-in process. Absent or `null` means none. */
	args?: string[];
	/** Environment variables the client sets for the sign-in process, overriding variables of the same name from the agent's usual launch settings. Absent or `null` means none. */
	env?: {
		[key: string]: string;
	};
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthMethodTerminal} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthMethodTerminal: rt.ObjectCodec<AuthMethodTerminal>;
/**
* Whether the agent can start sessions without the user signing in first. The enum is open: values starting with `_` are free for extensions, other unlisted values are reserved for later protocol versions, and a client treats any value it does not know as `unknown`. Experimental.
*
* @experimental Unstable feature `auth_status`.
*/
export type AuthState = "authenticated" | "unauthenticated" | "not_required" | "unknown" | (string & {});
/** Reads, checks and writes {@link AuthState} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthState: rt.EnumCodec<AuthState>;
/**
* Sent by the agent, as `{}`, to say it handles `auth/status`. Experimental.
*
* @experimental Unstable feature `auth_status`.
* @example
* ```json
* {}
* ```
*/
export interface AuthStatusCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthStatusCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthStatusCapabilities: rt.ObjectCodec<AuthStatusCapabilities>;
/**
* The params of `auth/status`, which asks the agent for its current authentication state without changing it. Since a client calls it to find out whether a sign-in is needed, the agent never answers it with the auth-required error (-32000). Experimental.
*
* @experimental Unstable feature `auth_status`.
* @example
* ```json
* {}
* ```
*/
export interface AuthStatusRequest {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthStatusRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthStatusRequest: rt.ObjectCodec<AuthStatusRequest>;
/**
* The result of `auth/status`: the agent's authentication state and, for display, the accounts it has set up. Experimental.
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
*       "email": "dev@example.com"
*     }
*   ]
* }
* ```
*/
export interface AuthStatusResponse {
	/** Whether sessions can start without a sign-in; the one field a client should act on. */
	state: AuthState;
	/** The accounts the agent has set up, for display; an agent holding several should list them all and mark the ones in use with `active`. Absent or `[]` means none is reported. */
	accounts?: AuthAccount[];
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthStatusResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthStatusResponse: rt.ObjectCodec<AuthStatusResponse>;
/**
* The params of `auth/status_update`, a notification the agent sends when its authentication state changes. It carries the same fields as the `auth/status` result. An agent that advertises `auth.status` may send it any time after `initialize`, and should send it only when the state differs from the last one it reported on the connection. Experimental.
*
* @experimental Unstable feature `auth_status`.
* @example
* ```json
* {
*   "state": "unauthenticated"
* }
* ```
*/
export interface AuthStatusUpdateNotification {
	/** The new authentication state; the one field a client should act on. */
	state: AuthState;
	/** The accounts the agent now has set up, for display. Absent or `[]` means none is reported. */
	accounts?: AuthAccount[];
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthStatusUpdateNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthStatusUpdateNotification: rt.ObjectCodec<AuthStatusUpdateNotification>;
/**
* The params of `authenticate`, which the client sends to sign in with one of the agent methods the agent listed in its `initialize` result.
* @example
* ```json
* {
*   "methodId": "api_key"
* }
* ```
*/
export interface AuthenticateRequest {
	/** The `id` of the chosen method; it must be one the agent listed in `authMethods`. */
	methodId: AuthMethodId;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthenticateRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthenticateRequest: rt.ObjectCodec<AuthenticateRequest>;
/**
* The result of `authenticate`: an empty object once the user is signed in. A failed sign-in comes back as a JSON-RPC error instead.
* @example
* ```json
* {}
* ```
*/
export interface AuthenticateResponse {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AuthenticateResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AuthenticateResponse: rt.ObjectCodec<AuthenticateResponse>;
/**
* A slash command the agent offers; the user types it as `/name` in the prompt.
* @example
* ```json
* {
*   "name": "web",
*   "description": "Search the web",
*   "input": {
*     "hint": "what to search for"
*   }
* }
* ```
*/
export interface AvailableCommand {
	/** The command's name, typed after the slash, such as `create_plan`. */
	name: string;
	/** What the command does, shown to the user. */
	description: string;
	/** How the command takes input. Absent or `null`: it takes none. */
	input?: AvailableCommandInput | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AvailableCommand} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommand: rt.ObjectCodec<AvailableCommand>;
/**
* How a slash command takes its input. Only one form exists so far: free text.
* @example
* ```json
* {
*   "hint": "what to search for"
* }
* ```
*/
export type AvailableCommandInput = UnstructuredCommandInput;
/** Reads, checks and writes {@link AvailableCommandInput} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommandInput: rt.Codec<AvailableCommandInput>;
/**
* The payload of `available_commands_update`: the slash commands the agent offers from now on.
* @example
* ```json
* {
*   "availableCommands": [
*     {
*       "name": "web",
*       "description": "Search the web"
*     }
*   ]
* }
* ```
*/
export interface AvailableCommandsUpdate {
	/** Every command now available; the list replaces the previous one. */
	availableCommands: AvailableCommand[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link AvailableCommandsUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const AvailableCommandsUpdate: rt.ObjectCodec<AvailableCommandsUpdate>;
/**
* The bytes of a resource, base64-encoded and embedded.
* @example
* ```json
* {
*   "uri": "file:///home/user/project/assets/logo.bin",
*   "mimeType": "application/octet-stream",
*   "blob": "AAECAwQF"
* }
* ```
*/
export interface BlobResourceContents {
	/** The URI that identifies the resource. */
	uri: string;
	/** The resource bytes, base64-encoded. */
	blob: string;
	/** The resource's MIME type, when known. */
	mimeType?: string | null;
	/** Extension data for these contents; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BlobResourceContents} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BlobResourceContents: rt.ObjectCodec<BlobResourceContents>;
/**
* Sent by the client, as `{}`, to say it can show and set boolean session configuration options (`type: "boolean"` in `configOptions` and in `session/set_config_option`).
* @example
* ```json
* {}
* ```
*/
export interface BooleanConfigOptionCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BooleanConfigOptionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BooleanConfigOptionCapabilities: rt.ObjectCodec<BooleanConfigOptionCapabilities>;
/**
* A yes/no field of an elicitation form.
* @example
* ```json
* {
*   "title": "Run the tests first",
*   "default": true
* }
* ```
*/
export interface BooleanPropertySchema {
	/** A label for the field. Absent or `null`: none. */
	title?: string | null;
	/** Help text for the field. Absent or `null`: none. */
	description?: string | null;
	/** The value the form starts with. Absent or `null`: none. */
	default?: boolean | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link BooleanPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const BooleanPropertySchema: rt.ObjectCodec<BooleanPropertySchema>;
/**
* The params of the notification `session/cancel`, which the client sends to stop the turn running in one session.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface CancelNotification {
	/** The session whose running turn should stop. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelNotification: rt.ObjectCodec<CancelNotification>;
/**
* The params of the notification `$/cancel_request`, which the sender of a request uses to give it up.
* @example
* ```json
* {
*   "requestId": 23
* }
* ```
*/
export interface CancelRequestNotification {
	/** The `id` of the earlier request to cancel, as the sender wrote it. */
	requestId: RequestId;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CancelRequestNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CancelRequestNotification: rt.ObjectCodec<CancelRequestNotification>;
/**
* What a client supports, sent by the client in the `initialize` request. An agent calls a client method, or sends an optional kind of update, only when the matching entry is set here.
* @example
* ```json
* {
*   "fs": {
*     "readTextFile": true,
*     "writeTextFile": true
*   },
*   "terminal": true,
*   "auth": {
*     "terminal": false
*   }
* }
* ```
*/
export interface ClientCapabilities {
	/** The file-system methods the client serves to the agent. Absent means none. */
	fs?: FileSystemCapabilities;
	/** `true` when the client serves every `terminal/*` method (`terminal/create`, `terminal/output`, `terminal/wait_for_exit`, `terminal/kill`, `terminal/release`). Absent means `false`. */
	terminal?: boolean;
	/** Session-related features the client understands. Absent or `null` means it claims none. */
	session?: ClientSessionCapabilities | null;
	/** Present when the client can receive `plan_update` and `plan_removed` session updates. Absent or `null` means the agent must not send them. */
	plan?: PlanCapabilities | null;
	/** The kinds of authentication method the client can carry out itself. Absent means none beyond `authenticate`. */
	auth?: AuthCapabilities;
	/** The elicitation modes the client supports, which decide how the agent may ask the user for input. Absent or `null` means the agent must not send `elicitation/create`. */
	elicitation?: ElicitationCapabilities | null;
	/** Extension data, for example to advertise features outside the protocol; the protocol does not interpret it. */
	_meta?: Meta | null;
	/** Present when the client understands child sessions that an agent exposes as subagents (their association and state updates, messages addressed to a session, and restricted sessions). Absent or `null` means the agent must not send them. */
	subagents?: SubagentCapabilities | null;
}
/** Reads, checks and writes {@link ClientCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientCapabilities: rt.ObjectCodec<ClientCapabilities>;
/**
* The session-related features a client understands, sent in `clientCapabilities.session`. Each entry is an object the client includes to claim the feature; absent or `null` means it does not.
* @example
* ```json
* {
*   "configOptions": {
*     "boolean": {}
*   },
*   "notices": {}
* }
* ```
*/
export interface ClientSessionCapabilities {
	/** Present when the client handles context-compaction updates addressed by id; absent or `null` means the agent must not send them. */
	compaction?: CompactionCapabilities | null;
	/** Optional kinds of session configuration option the client can handle. Absent or `null` means only the baseline kinds. */
	configOptions?: SessionConfigOptionsCapabilities | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
	/** Present when the client can show live `notice` session updates to the user; absent or `null` means the agent must not send them. */
	notices?: NoticeCapabilities | null;
	/**
	* The client shows prompt suggestions, with the block kinds it names. Left out and `null` both mean the agent must not send `prompt_suggestions_update`. Experimental.
	*
	* @experimental Unstable feature `prompt_suggestions`.
	*/
	promptSuggestions?: PromptSuggestionsCapabilities | null;
	/**
	* The client understands session cursors. Left out and `null` both mean it does not. Experimental.
	*
	* @experimental Unstable feature `session_cursors`.
	*/
	cursors?: SessionCursorsCapabilities | null;
}
/** Reads, checks and writes {@link ClientSessionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ClientSessionCapabilities: rt.ObjectCodec<ClientSessionCapabilities>;
/**
* The params of `session/close`: the session the client is done with.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface CloseSessionRequest {
	/** The session to end. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CloseSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CloseSessionRequest: rt.ObjectCodec<CloseSessionRequest>;
/**
* The result of `session/close`: an empty object once the session's work is cancelled and its resources are freed.
* @example
* ```json
* {}
* ```
*/
export interface CloseSessionResponse {
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CloseSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CloseSessionResponse: rt.ObjectCodec<CloseSessionResponse>;
/**
* Sent by the client, as `{}`, to say it handles the whole context-compaction contract: compaction updates and summary chunks addressed by compaction id.
* @example
* ```json
* {}
* ```
*/
export interface CompactionCapabilities {}
/** Reads, checks and writes {@link CompactionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionCapabilities: rt.ObjectCodec<CompactionCapabilities>;
/**
* Identifies one context compaction within a session; the agent chooses it.
* @example
* ```json
* "cmp_01"
* ```
*/
export type CompactionId = rt.Brand<"v1.CompactionId">;
/** Reads, checks and writes {@link CompactionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionId: rt.Codec<CompactionId>;
/** Where a context compaction stands. A receiver keeps a value it does not know as is. */
export type CompactionStatus = "in_progress" | "completed" | "failed" | "cancelled" | (string & {});
/** Reads, checks and writes {@link CompactionStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionStatus: rt.EnumCodec<CompactionStatus>;
/**
* The payload of `compaction_summary_chunk`: one content block appended to a compaction's summary, in the order received. A chunk for a compaction not seen before creates it as `in_progress`.
* @example
* ```json
* {
*   "compactionId": "cmp_01",
*   "content": {
*     "type": "text",
*     "text": "So far we fixed the config loader."
*   }
* }
* ```
*/
export interface CompactionSummaryChunk {
	/** The compaction whose summary grows. */
	compactionId: CompactionId;
	/** The block to append. */
	content: ContentBlock;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CompactionSummaryChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionSummaryChunk: rt.ObjectCodec<CompactionSummaryChunk>;
/**
* The payload of `compaction_update`: creates a context compaction or changes it. The first update for an id fixes where the compaction sits in the session's timeline; later ones change it in place.
* @example
* ```json
* {
*   "compactionId": "cmp_01",
*   "status": "completed",
*   "summary": [
*     {
*       "type": "text",
*       "text": "We fixed the config loader and added tests."
*     }
*   ]
* }
* ```
*/
export interface CompactionUpdate {
	/** The compaction, unique within the session. */
	compactionId: CompactionId;
	/** The compaction's state now. */
	status: CompactionStatus;
	/** The whole summary to show the user. Absent: unchanged; `null`: cleared; a list: replaces it. */
	summary?: ContentBlock[] | null;
	/** What went wrong, for the user. Absent: unchanged; `null`: cleared; a value: replaces it. */
	error?: string | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CompactionUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompactionUpdate: rt.ObjectCodec<CompactionUpdate>;
/**
* The params of the notification `elicitation/complete`: the URL elicitation that has finished.
* @example
* ```json
* {
*   "elicitationId": "elic_7f3a"
* }
* ```
*/
export interface CompleteElicitationNotification {
	/** The `elicitationId` the agent gave in its URL-mode `elicitation/create`. */
	elicitationId: ElicitationId;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CompleteElicitationNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CompleteElicitationNotification: rt.ObjectCodec<CompleteElicitationNotification>;
/**
* The payload of `config_option_update`: the session's config options after a change, made by the agent or asked for by the client.
* @example
* ```json
* {
*   "configOptions": [
*     {
*       "type": "boolean",
*       "id": "auto_approve",
*       "name": "Auto-approve edits",
*       "currentValue": false
*     }
*   ]
* }
* ```
*/
export interface ConfigOptionUpdate {
	/** Every config option with its current value; the list replaces the previous one. */
	configOptions: SessionConfigOption[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ConfigOptionUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ConfigOptionUpdate: rt.ObjectCodec<ConfigOptionUpdate>;
/**
* Ordinary content produced by a tool call: text, an image, a resource and so on.
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
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Content} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Content: rt.ObjectCodec<Content>;
/**
* One block of message content, tagged on `type`. Content blocks make up user prompts (`session/prompt`), the agent's streamed replies and thoughts (`session/update`), and the output of tool calls. The shapes match the content types of the Model Context Protocol, so an agent can pass MCP tool output along unchanged. The union is closed: a block with an unknown `type` is rejected.
* @example
* ```json
* {
*   "type": "text",
*   "text": "Can you analyze this code?"
* }
* ```
*/
export type ContentBlock = ContentBlockText | ContentBlockImage | ContentBlockAudio | ContentBlockResourceLink | ContentBlockResource;
/**
* Plain text, usually Markdown.
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
* An image; allowed in a prompt only with the `image` prompt capability.
* @example
* ```json
* {
*   "type": "image",
*   "mimeType": "image/png",
*   "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
* }
* ```
*/
export interface ContentBlockImage extends ImageContent {
	type: "image";
}
/**
* An audio clip; allowed in a prompt only with the `audio` prompt capability.
* @example
* ```json
* {
*   "type": "audio",
*   "mimeType": "audio/wav",
*   "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA="
* }
* ```
*/
export interface ContentBlockAudio extends AudioContent {
	type: "audio";
}
/**
* A link to a resource the receiver can read itself; always allowed in a prompt.
* @example
* ```json
* {
*   "type": "resource_link",
*   "name": "main.rs",
*   "uri": "file:///home/user/project/src/main.rs",
*   "mimeType": "text/x-rust"
* }
* ```
*/
export interface ContentBlockResourceLink extends ResourceLink {
	type: "resource_link";
}
/**
* A resource with its contents embedded; allowed in a prompt only with the `embeddedContext` prompt capability.
* @example
* ```json
* {
*   "type": "resource",
*   "resource": {
*     "uri": "file:///home/user/project/src/main.rs",
*     "mimeType": "text/x-rust",
*     "text": "fn main() {\n    println!(\"Hello\");\n}\n"
*   }
* }
* ```
*/
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
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ContentChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ContentChunk: rt.ObjectCodec<ContentChunk>;
/**
* What a session has cost so far, in total.
* @example
* ```json
* {
*   "amount": 0.42,
*   "currency": "USD"
* }
* ```
*/
export interface Cost {
	/** The cumulative cost of the session, in `currency`. */
	amount: number;
	/** The unit of `amount`: an ISO 4217 code such as `USD` for money, or another unit such as `credits`. */
	currency: string;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Cost} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Cost: rt.ObjectCodec<Cost>;
/**
* The params of `elicitation/create`, tagged on `mode`: how the user is asked, and what to tell them. A client that does not know a mode keeps the request as received when it stores or forwards it, and never shows it as one of the known modes.
* @example
* ```json
* {
*   "mode": "form",
*   "message": "Which branch should I deploy?",
*   "sessionId": "sess_abc123def456",
*   "requestedSchema": {
*     "type": "object",
*     "properties": {
*       "branch": {
*         "type": "string",
*         "title": "Branch"
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
* The client shows a form built from a JSON Schema and returns what the user entered.
* @example
* ```json
* {
*   "mode": "form",
*   "message": "Which branch should I deploy?",
*   "sessionId": "sess_abc123def456",
*   "toolCallId": "call_001",
*   "requestedSchema": {
*     "type": "object",
*     "properties": {
*       "branch": {
*         "type": "string",
*         "title": "Branch",
*         "default": "main"
*       },
*       "dryRun": {
*         "type": "boolean",
*         "title": "Dry run"
*       }
*     },
*     "required": [
*       "branch"
*     ]
*   }
* }
* ```
*/
export interface CreateElicitationRequestForm extends ElicitationFormMode {
	mode: "form";
	/** What the agent needs from the user and why, shown to the user. */
	message: string;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/**
* The client sends the user to a web page, for example to sign in. What happens there stays between the user and the page; the agent reports the end with `elicitation/complete`.
* @example
* ```json
* {
*   "mode": "url",
*   "message": "Sign in to the issue tracker to continue.",
*   "sessionId": "sess_abc123def456",
*   "elicitationId": "elic_7f3a",
*   "url": "https://tracker.example.com/oauth/authorize?state=elic_7f3a"
* }
* ```
*/
export interface CreateElicitationRequestUrl extends ElicitationUrlMode {
	mode: "url";
	/** What the agent needs from the user and why, shown to the user. */
	message: string;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** A variant of CreateElicitationRequest that this version does not know, kept whole. */
export type CreateElicitationRequestOther = rt.Other<"mode">;
/** Reads, checks and writes {@link CreateElicitationRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CreateElicitationRequest: rt.UnionCodec<CreateElicitationRequest>;
/**
* The result of `elicitation/create`, tagged on `action`: what the user did. An agent that does not know an action keeps the response as received when it stores or forwards it, and never treats it as one of the known actions.
* @example
* ```json
* {
*   "action": "accept",
*   "content": {
*     "branch": "main",
*     "dryRun": false
*   }
* }
* ```
*/
export type CreateElicitationResponse = CreateElicitationResponseAccept | CreateElicitationResponseDecline | CreateElicitationResponseCancel | CreateElicitationResponseOther;
/**
* The user went along: submitted the form, or agreed to open the URL.
* @example
* ```json
* {
*   "action": "accept",
*   "content": {
*     "branch": "release-2.1",
*     "dryRun": true
*   }
* }
* ```
*/
export interface CreateElicitationResponseAccept extends ElicitationAcceptAction {
	action: "accept";
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/**
* The user refused to answer.
* @example
* ```json
* {
*   "action": "decline"
* }
* ```
*/
export interface CreateElicitationResponseDecline {
	action: "decline";
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/**
* The request was dismissed without an answer, for example because the user closed it.
* @example
* ```json
* {
*   "action": "cancel"
* }
* ```
*/
export interface CreateElicitationResponseCancel {
	action: "cancel";
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** A variant of CreateElicitationResponse that this version does not know, kept whole. */
export type CreateElicitationResponseOther = rt.Other<"action">;
/** Reads, checks and writes {@link CreateElicitationResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CreateElicitationResponse: rt.UnionCodec<CreateElicitationResponse>;
/**
* The params of `terminal/create`, which the agent sends to start a command in a new terminal on the client's machine. The agent sends it only when the client advertised the `terminal` capability, and later frees the terminal with `terminal/release`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "command": "cargo",
*   "args": [
*     "test",
*     "--quiet"
*   ],
*   "env": [
*     {
*       "name": "RUST_BACKTRACE",
*       "value": "1"
*     }
*   ],
*   "cwd": "/home/user/project",
*   "outputByteLimit": 1048576
* }
* ```
*/
export interface CreateTerminalRequest {
	/** The session the command runs for. */
	sessionId: SessionId;
	/** The program to run. */
	command: string;
	/** The arguments passed to `command`. Absent or `null` means none. */
	args?: string[];
	/** Environment variables to set for the command. Absent or `null` means none are asked for. */
	env?: EnvVariable[];
	/** The absolute directory the command runs in. Absent or `null` leaves the choice to the client. */
	cwd?: string | null;
	/** The most bytes of output the client keeps. Past it, the client drops the oldest output, cutting only between characters so the rest stays valid text (possibly a little under the limit). Absent or `null` means no limit is asked for. */
	outputByteLimit?: number | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CreateTerminalRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CreateTerminalRequest: rt.ObjectCodec<CreateTerminalRequest>;
/**
* The result of `terminal/create`: the id of the new terminal. The command is then running; the agent can read its output, wait for it, kill it, or show it in a tool call.
* @example
* ```json
* {
*   "terminalId": "term_xyz789"
* }
* ```
*/
export interface CreateTerminalResponse {
	/** Names the new terminal in later `terminal/*` requests and in tool call content. */
	terminalId: TerminalId;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CreateTerminalResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CreateTerminalResponse: rt.ObjectCodec<CreateTerminalResponse>;
/**
* The payload of `current_mode_update`: the mode the session is in now.
* @example
* ```json
* {
*   "currentModeId": "code"
* }
* ```
*/
export interface CurrentModeUpdate {
	/** The new current mode, one of the session's `availableModes`. */
	currentModeId: SessionModeId;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link CurrentModeUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const CurrentModeUpdate: rt.ObjectCodec<CurrentModeUpdate>;
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
export type CursorId = rt.Brand<"v1.CursorId">;
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
* The params of `session/delete`: the session to remove from the agent's store.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface DeleteSessionRequest {
	/** The session to delete; it no longer appears in `session/list` afterwards. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DeleteSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DeleteSessionRequest: rt.ObjectCodec<DeleteSessionRequest>;
/**
* The result of `session/delete`: an empty object once the session is gone.
* @example
* ```json
* {}
* ```
*/
export interface DeleteSessionResponse {
	/** Extension data the protocol does not interpret. */
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
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Diff} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Diff: rt.ObjectCodec<Diff>;
/**
* The params of `providers/disable`, which the client sends to switch off one of the agent's LLM providers. The client does not send it for a provider marked `required`. Experimental.
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
	/** The provider to switch off. */
	providerId: ProviderId;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DisableProviderRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DisableProviderRequest: rt.ObjectCodec<DisableProviderRequest>;
/**
* The result of `providers/disable`: an empty object once the provider is off. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface DisableProviderResponse {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link DisableProviderResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const DisableProviderResponse: rt.ObjectCodec<DisableProviderResponse>;
/**
* The fields of an `accept` answer.
* @example
* ```json
* {
*   "content": {
*     "branch": "main"
*   }
* }
* ```
*/
export interface ElicitationAcceptAction {
	/** What the user entered, keyed by the form's property names, matching the requested schema. Absent or `null` for a URL elicitation, or when there is nothing to return. */
	content?: {
		[key: string]: ElicitationContentValue;
	} | null;
}
/** Reads, checks and writes {@link ElicitationAcceptAction} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationAcceptAction: rt.ObjectCodec<ElicitationAcceptAction>;
/**
* Which kinds of elicitation the client can show, advertised in `initialize`. An agent only uses the modes listed.
* @example
* ```json
* {
*   "form": {},
*   "url": {}
* }
* ```
*/
export interface ElicitationCapabilities {
	/** Present (even as `{}`) when the client can show forms. Absent or `null`: not supported. */
	form?: ElicitationFormCapabilities | null;
	/** Present (even as `{}`) when the client can send the user to a URL. Absent or `null`: not supported. */
	url?: ElicitationUrlCapabilities | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationCapabilities: rt.ObjectCodec<ElicitationCapabilities>;
/**
* One value the user entered in an elicitation form: text, an integer, a number, a boolean, or the chosen items of a multi-select field.
* @example
* ```json
* "main"
* ```
* @example
* ```json
* 3
* ```
* @example
* ```json
* [
*   "linux",
*   "macos"
* ]
* ```
*/
export type ElicitationContentValue = string | number | number | boolean | string[];
/** Reads, checks and writes {@link ElicitationContentValue} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationContentValue: rt.Codec<ElicitationContentValue>;
/**
* Marks form support in `ElicitationCapabilities`; `{}` is enough.
* @example
* ```json
* {}
* ```
*/
export interface ElicitationFormCapabilities {
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationFormCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationFormCapabilities: rt.ObjectCodec<ElicitationFormCapabilities>;
/**
* The fields of a `form` elicitation: the form to show, and what the request belongs to (a session, optionally one of its tool calls, or an earlier request outside any session).
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
	/** The form, as a restricted JSON Schema: an object whose properties are simple fields. */
	requestedSchema: ElicitationSchema;
	/** The session the request belongs to. Absent when it belongs to `requestId` instead. */
	sessionId?: SessionId;
	/** With `sessionId`: the tool call that needs the input. Absent or `null`: the session as a whole. */
	toolCallId?: ToolCallId | null;
	/** The client's request the question belongs to, before any session exists (during authentication, say). Absent when it belongs to `sessionId` instead. */
	requestId?: RequestId;
}
/** Reads, checks and writes {@link ElicitationFormMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationFormMode: rt.ObjectCodec<ElicitationFormMode>;
/**
* Identifies a URL elicitation; the agent chooses it and repeats it in `elicitation/complete`.
* @example
* ```json
* "elic_7f3a"
* ```
*/
export type ElicitationId = rt.Brand<"v1.ElicitationId">;
/** Reads, checks and writes {@link ElicitationId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationId: rt.Codec<ElicitationId>;
/**
* One field of an elicitation form, tagged on `type` as in JSON Schema. A single choice is a `string` field with `enum` or `oneOf`; a multiple choice is an `array` field. A client that does not know a type keeps the schema as received when it stores or forwards it, and never shows it as one of the known field types.
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
* A text field, or a single choice when `enum` or `oneOf` is set.
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
* A number field, fractions allowed.
* @example
* ```json
* {
*   "type": "number",
*   "title": "Sampling rate",
*   "minimum": 0,
*   "maximum": 1,
*   "default": 0.5
* }
* ```
*/
export interface ElicitationPropertySchemaNumber extends NumberPropertySchema {
	type: "number";
}
/**
* A whole-number field.
* @example
* ```json
* {
*   "type": "integer",
*   "title": "Retries",
*   "minimum": 0,
*   "maximum": 10,
*   "default": 3
* }
* ```
*/
export interface ElicitationPropertySchemaInteger extends IntegerPropertySchema {
	type: "integer";
}
/**
* A yes/no field.
* @example
* ```json
* {
*   "type": "boolean",
*   "title": "Dry run",
*   "default": false
* }
* ```
*/
export interface ElicitationPropertySchemaBoolean extends BooleanPropertySchema {
	type: "boolean";
}
/**
* A multiple choice: the answer is a list of strings.
* @example
* ```json
* {
*   "type": "array",
*   "title": "Platforms",
*   "items": {
*     "type": "string",
*     "enum": [
*       "linux",
*       "macos",
*       "windows"
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
* Ties an elicitation to a client request made outside any session, such as during authentication.
* @example
* ```json
* {
*   "requestId": 1
* }
* ```
*/
export interface ElicitationRequestScope {
	/** The request the question belongs to. */
	requestId: RequestId;
}
/** Reads, checks and writes {@link ElicitationRequestScope} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationRequestScope: rt.ObjectCodec<ElicitationRequestScope>;
/**
* The form of a `form` elicitation: a JSON Schema object whose properties are all simple fields.
* @example
* ```json
* {
*   "type": "object",
*   "title": "Deployment",
*   "properties": {
*     "branch": {
*       "type": "string",
*       "title": "Branch"
*     }
*   },
*   "required": [
*     "branch"
*   ]
* }
* ```
*/
export interface ElicitationSchema {
	/** Always `"object"`; absent means the same. */
	type?: ElicitationSchemaType;
	/** A title for the form. Absent or `null`: none. */
	title?: string | null;
	/** The form's fields, keyed by the names the answer uses. Absent means no fields. */
	properties?: {
		[key: string]: ElicitationPropertySchema;
	};
	/** The names of the fields the user must fill in. Absent or `null`: none are required. */
	required?: string[] | null;
	/** What the form is for. Absent or `null`: no description. */
	description?: string | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationSchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationSchema: rt.ObjectCodec<ElicitationSchema>;
/** The JSON Schema type of an elicitation form; only objects are allowed. */
export type ElicitationSchemaType = "object";
/** Reads, checks and writes {@link ElicitationSchemaType} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationSchemaType: rt.EnumCodec<ElicitationSchemaType>;
/**
* Ties an elicitation to a session, and optionally to one of its tool calls (for example when an MCP server asked the agent for input during that call).
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "toolCallId": "call_001"
* }
* ```
*/
export interface ElicitationSessionScope {
	/** The session the question belongs to. */
	sessionId: SessionId;
	/** The tool call that needs the input. Absent or `null`: the session as a whole. */
	toolCallId?: ToolCallId | null;
}
/** Reads, checks and writes {@link ElicitationSessionScope} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationSessionScope: rt.ObjectCodec<ElicitationSessionScope>;
/**
* Marks URL support in `ElicitationCapabilities`; `{}` is enough.
* @example
* ```json
* {}
* ```
*/
export interface ElicitationUrlCapabilities {
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ElicitationUrlCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationUrlCapabilities: rt.ObjectCodec<ElicitationUrlCapabilities>;
/**
* The fields of a `url` elicitation: the page to send the user to, and what the request belongs to (a session, optionally one of its tool calls, or an earlier request outside any session).
*
* Differs from the published schema: Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected.
* @example
* ```json
* {
*   "elicitationId": "elic_7f3a",
*   "url": "https://tracker.example.com/oauth/authorize?state=elic_7f3a",
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export interface ElicitationUrlMode {
	/** The elicitation's id, repeated in `elicitation/complete` when it is done. */
	elicitationId: ElicitationId;
	/** The page the client opens for the user. */
	url: string;
	/** The session the request belongs to. Absent when it belongs to `requestId` instead. */
	sessionId?: SessionId;
	/** With `sessionId`: the tool call that needs the input. Absent or `null`: the session as a whole. */
	toolCallId?: ToolCallId | null;
	/** The client's request the question belongs to, outside any session. Absent when it belongs to `sessionId`. */
	requestId?: RequestId;
}
/** Reads, checks and writes {@link ElicitationUrlMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ElicitationUrlMode: rt.ObjectCodec<ElicitationUrlMode>;
/**
* A resource whose contents travel inside the message, which saves the receiver a round trip to fetch it. A client puts one in a prompt only when the agent advertised the `embeddedContext` prompt capability.
* @example
* ```json
* {
*   "resource": {
*     "uri": "file:///home/user/project/src/main.rs",
*     "mimeType": "text/x-rust",
*     "text": "fn main() {}\n"
*   }
* }
* ```
*/
export interface EmbeddedResource {
	/** The resource's URI together with its text or bytes. */
	resource: EmbeddedResourceResource;
	/** Display and routing hints for this resource. */
	annotations?: Annotations | null;
	/** Extension data for this block; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link EmbeddedResource} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EmbeddedResource: rt.ObjectCodec<EmbeddedResource>;
/** The contents of an embedded resource: text (a `text` field) or bytes (a `blob` field), told apart by which of the two is present. */
export type EmbeddedResourceResource = TextResourceContents | BlobResourceContents;
/** Reads, checks and writes {@link EmbeddedResourceResource} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EmbeddedResourceResource: rt.Codec<EmbeddedResourceResource>;
/**
* One choice of a titled single- or multi-select field.
* @example
* ```json
* {
*   "const": "prod",
*   "title": "Production",
*   "description": "The live environment"
* }
* ```
*/
export interface EnumOption {
	/** The value the answer holds when this choice is picked. */
	const: string;
	/** The label shown for the choice. */
	title: string;
	/** More detail about the choice. Absent or `null`: none. */
	description?: string | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link EnumOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EnumOption: rt.ObjectCodec<EnumOption>;
/**
* One environment variable set for a process the agent or client starts (a stdio MCP server, a terminal command).
* @example
* ```json
* {
*   "name": "RUST_LOG",
*   "value": "debug"
* }
* ```
*/
export interface EnvVariable {
	/** The variable's name. */
	name: string;
	/** The variable's value. */
	value: string;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link EnvVariable} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const EnvVariable: rt.ObjectCodec<EnvVariable>;
/**
* The integer code of a JSON-RPC error. Known values: `-32700` parse error, `-32600` invalid request, `-32601` method not found, `-32602` invalid params, `-32603` internal error, `-32800` request cancelled, `-32000` authentication required, `-32002` resource not found; any other integer is kept.
*
* Differs from the published schema: An open integer enum in the published schema; declared as an integer, its known values listed here.
*/
export type ErrorCode = number;
/** Reads, checks and writes {@link ErrorCode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ErrorCode: rt.Codec<ErrorCode>;
/**
* Details of a failure that ended a subagent's work.
* @example
* ```json
* {
*   "error": {
*     "code": -32603,
*     "message": "The model provider returned an error"
*   }
* }
* ```
*/
export interface ErrorStopReason {
	/** The failure as a JSON-RPC error object. Absent or `null`: the agent gives no details. */
	error?: JsonRpcError | null;
}
/** Reads, checks and writes {@link ErrorStopReason} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ErrorStopReason: rt.ObjectCodec<ErrorStopReason>;
/**
* The params of a notification outside the protocol (an extension), whose method name the implementer chooses. Any JSON value is carried unchanged; a peer that does not know the method ignores it.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "progress": 0.5
* }
* ```
*/
export type ExtNotification = rt.JsonValue;
/** Reads, checks and writes {@link ExtNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ExtNotification: rt.Codec<ExtNotification>;
/**
* The params of a request outside the protocol (an extension), whose method name the implementer chooses. Any JSON value is carried unchanged; a peer that does not know the method answers `-32601` (method not found).
* @example
* ```json
* {
*   "path": "/home/user/project",
*   "recursive": true
* }
* ```
*/
export type ExtRequest = rt.JsonValue;
/** Reads, checks and writes {@link ExtRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ExtRequest: rt.Codec<ExtRequest>;
/**
* The result of an extension request: any JSON value, defined by whoever defined the method.
* @example
* ```json
* {
*   "indexed": 128
* }
* ```
*/
export type ExtResponse = rt.JsonValue;
/** Reads, checks and writes {@link ExtResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ExtResponse: rt.Codec<ExtResponse>;
/**
* The file-system methods a client serves to the agent, sent in `clientCapabilities.fs`. The agent calls a method only when its flag is `true`.
* @example
* ```json
* {
*   "readTextFile": true,
*   "writeTextFile": false
* }
* ```
*/
export interface FileSystemCapabilities {
	/** `true` when the client answers `fs/read_text_file`. Absent means `false`. */
	readTextFile?: boolean;
	/** `true` when the client answers `fs/write_text_file`. Absent means `false`. */
	writeTextFile?: boolean;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link FileSystemCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const FileSystemCapabilities: rt.ObjectCodec<FileSystemCapabilities>;
/**
* The params of `session/fork`: the session to copy and the environment the copy runs in.
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
	/** The session whose context the new session starts from; it is left unchanged. */
	sessionId: SessionId;
	/** The working directory of the new session, an absolute path. */
	cwd: string;
	/** Extra workspace roots of the new session, as absolute paths. Absent or empty means none. */
	additionalDirectories?: string[];
	/** MCP servers the agent connects to for the new session. Absent means none. */
	mcpServers?: McpServer[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
	/**
	* Instructions from the client for the new session. Absent or `null`: the agent keeps the prompt stored with the source session or uses its own defaults. Send it only to agents that advertise `sessionCapabilities.systemPrompt`.
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
* The result of `session/fork`: the new session, ready to prompt.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "sessionId": "sess_fork789xyz"
* }
* ```
*/
export interface ForkSessionResponse {
	/** The id of the newly created session. */
	sessionId: SessionId;
	/** The new session's modes; absent or `null` when the agent has no modes. */
	modes?: SessionModeState | null;
	/** The new session's config options with their values; absent or `null` when the agent offers none. */
	configOptions?: SessionConfigOption[] | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ForkSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ForkSessionResponse: rt.ObjectCodec<ForkSessionResponse>;
/**
* One HTTP header the agent adds to every request it makes to an HTTP or SSE MCP server, for example to authenticate.
* @example
* ```json
* {
*   "name": "Authorization",
*   "value": "Bearer mcp-token-123"
* }
* ```
*/
export interface HttpHeader {
	/** The header's name. */
	name: string;
	/** The header's value, sent as given. */
	value: string;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link HttpHeader} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const HttpHeader: rt.ObjectCodec<HttpHeader>;
/**
* The `idle` turn state: the turn ended, and why.
*
* Differs from the published schema: Published as an object whose `stopReason` selects one of several branches (`end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error` with `error` beside it, or any other string); declared as one object with an open string `stopReason` and an optional `error`, so the same values are accepted, and an `idle` state without a `stopReason` is read as well (as v2 reads it).
* @example
* ```json
* {
*   "stopReason": "end_turn"
* }
* ```
*/
export interface IdleStateUpdate {
	/**
	* Tokens the finished work used. Absent or `null`: not reported.
	*
	* @experimental Unstable feature `end_turn_token_usage`.
	*/
	usage?: Usage | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
	/** Why the work stopped: `end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error`, or a value this version does not know, which is kept as is. Absent or `null`: not reported. */
	stopReason?: string | null;
	/** With `stopReason` `error`: the failure. Absent or `null`: no details. */
	error?: JsonRpcError | null;
}
/** Reads, checks and writes {@link IdleStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const IdleStateUpdate: rt.ObjectCodec<IdleStateUpdate>;
/**
* An image, base64-encoded. A client puts one in a prompt only when the agent advertised the `image` prompt capability.
* @example
* ```json
* {
*   "mimeType": "image/png",
*   "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
* }
* ```
*/
export interface ImageContent {
	/** The image bytes, base64-encoded. */
	data: string;
	/** The image's MIME type, such as `image/png`. */
	mimeType: string;
	/** Where the image came from, when known. Absent or `null` means no source is given. */
	uri?: string | null;
	/** Display and routing hints for this image. */
	annotations?: Annotations | null;
	/** Extension data for this block; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ImageContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ImageContent: rt.ObjectCodec<ImageContent>;
/**
* Names a program that speaks ACP (a client or an agent) and its version. Each side sends its own during `initialize`, for display, logs and diagnostics.
* @example
* ```json
* {
*   "name": "zed",
*   "title": "Zed",
*   "version": "0.180.2"
* }
* ```
*/
export interface Implementation {
	/** A stable, machine-friendly name; shown to the user when `title` is missing. */
	name: string;
	/** A friendly name for display. Absent or `null` means display `name` instead. */
	title?: string | null;
	/** The program's version, such as `"1.0.0"`, for display, debugging or metrics. */
	version: string;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Implementation} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Implementation: rt.ObjectCodec<Implementation>;
/**
* A value for one config option, given when a session is set up (`session/new`, `session/load`, `session/resume`, `session/fork`): the shape of `session/set_config_option` without `sessionId`, a boolean with `"type": "boolean"` or a value id without a type. Unlike that method, an unknown `configId`, a `type` that does not suit the option or a value it does not allow is ignored, not refused. Experimental.
*
* @experimental Unstable feature `session_options`.
* @example
* ```json
* {
*   "configId": "model",
*   "value": "model-large"
* }
* ```
* @example
* ```json
* {
*   "configId": "auto_approve",
*   "type": "boolean",
*   "value": true
* }
* ```
*/
export type InitialSessionConfigOption = InitialSessionConfigOptionBoolean | InitialSessionConfigOptionValueId;
/** Reads, checks and writes {@link InitialSessionConfigOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitialSessionConfigOption: rt.Codec<InitialSessionConfigOption>;
/**
* The value of a boolean option. Experimental.
*
* Differs from the published schema: Published inline, as a branch beside the fields `configId` and `_meta` that both branches share; declared as a type of its own, with them, so that the bindings can name it.
*
* @experimental Unstable feature `session_options`.
* @example
* ```json
* {
*   "configId": "auto_approve",
*   "type": "boolean",
*   "value": true
* }
* ```
*/
export interface InitialSessionConfigOptionBoolean {
	/** Says that `value` is a boolean. */
	type: "boolean";
	/** The option to set, by its `id`. */
	configId: SessionConfigId;
	/** Whether the option is on. */
	value: boolean;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitialSessionConfigOptionBoolean} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitialSessionConfigOptionBoolean: rt.ObjectCodec<InitialSessionConfigOptionBoolean>;
/**
* The id of one of a select option's values. Experimental.
*
* Differs from the published schema: Published inline, as a branch beside the fields `configId` and `_meta` that both branches share; declared as a type of its own, with them, so that the bindings can name it.
*
* @experimental Unstable feature `session_options`.
* @example
* ```json
* {
*   "configId": "model",
*   "value": "model-large"
* }
* ```
*/
export interface InitialSessionConfigOptionValueId {
	/** The option to set, by its `id`. */
	configId: SessionConfigId;
	/** The `value` of one of the option's values. */
	value: SessionConfigValueId;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitialSessionConfigOptionValueId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitialSessionConfigOptionValueId: rt.ObjectCodec<InitialSessionConfigOptionValueId>;
/**
* The params of `proxy/initialize`: an `initialize` that a conductor sends, in place of `initialize`, to each component of a proxy chain that has a successor, telling it to run as a proxy. The fields are those of `initialize`; `protocolVersion` is the version the conductor chose. Before it answers, the proxy initializes its successor (through `proxy/successor`). Experimental.
*
* Differs from the published schema: Published as a reference to `InitializeRequest`; declared as an interface that extends it, so it has the same fields and a name of its own.
*
* @experimental Unstable feature `proxy_chains`.
* @example
* ```json
* {
*   "protocolVersion": 1,
*   "clientCapabilities": {
*     "fs": {
*       "readTextFile": true
*     }
*   },
*   "clientInfo": {
*     "name": "my-editor",
*     "version": "1.4.0"
*   }
* }
* ```
*/
export interface InitializeProxyRequest {
	/** The newest protocol version the client speaks. */
	protocolVersion: ProtocolVersion;
	/** What the client supports. Absent means the defaults: no file system, no terminals, no optional features. */
	clientCapabilities?: ClientCapabilities;
	/** The client's name and version. Absent or `null` means the client does not say; a later protocol version will require it. */
	clientInfo?: Implementation | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitializeProxyRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitializeProxyRequest: rt.ObjectCodec<InitializeProxyRequest>;
/**
* The result of `proxy/initialize`, shaped like the `initialize` result. The proxy builds it from its successor's answer, reporting the capabilities of the chain from itself onwards, and keeps the successor's `protocolVersion` unchanged. Experimental.
*
* Differs from the published schema: Published as a reference to `InitializeResponse`; declared as an interface that extends it, so it has the same fields and a name of its own.
*
* @experimental Unstable feature `proxy_chains`.
* @example
* ```json
* {
*   "protocolVersion": 1,
*   "agentCapabilities": {
*     "loadSession": true
*   },
*   "authMethods": [],
*   "agentInfo": {
*     "name": "audit-proxy",
*     "version": "0.3.0"
*   }
* }
* ```
*/
export interface InitializeProxyResponse {
	/** The version the connection uses: the client's proposal when the agent speaks it, else the newest version the agent speaks. A client that does not speak it should disconnect. */
	protocolVersion: ProtocolVersion;
	/** What the agent supports. Absent means the defaults: no optional methods or content. */
	agentCapabilities?: AgentCapabilities;
	/** The ways a user can sign in to this agent. Absent means an empty list: the agent offers no sign-in method. */
	authMethods?: AuthMethod[];
	/** The agent's name and version. Absent or `null` means the agent does not say; a later protocol version will require it. */
	agentInfo?: Implementation | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitializeProxyResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitializeProxyResponse: rt.ObjectCodec<InitializeProxyResponse>;
/**
* The params of `initialize`, the first request a client sends on a new connection: it proposes a protocol version and says what the client supports.
* @example
* ```json
* {
*   "protocolVersion": 1,
*   "clientCapabilities": {
*     "fs": {
*       "readTextFile": true,
*       "writeTextFile": true
*     },
*     "terminal": true
*   },
*   "clientInfo": {
*     "name": "my-editor",
*     "title": "My Editor",
*     "version": "1.4.0"
*   }
* }
* ```
*/
export interface InitializeRequest {
	/** The newest protocol version the client speaks. */
	protocolVersion: ProtocolVersion;
	/** What the client supports. Absent means the defaults: no file system, no terminals, no optional features. */
	clientCapabilities?: ClientCapabilities;
	/** The client's name and version. Absent or `null` means the client does not say; a later protocol version will require it. */
	clientInfo?: Implementation | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link InitializeRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const InitializeRequest: rt.ObjectCodec<InitializeRequest>;
/**
* The result of `initialize`: the protocol version both sides will use, what the agent supports, and how a user can sign in.
* @example
* ```json
* {
*   "protocolVersion": 1,
*   "agentCapabilities": {
*     "loadSession": true,
*     "promptCapabilities": {
*       "image": true,
*       "embeddedContext": true
*     },
*     "mcpCapabilities": {
*       "http": true
*     }
*   },
*   "authMethods": [
*     {
*       "id": "api_key",
*       "name": "API key"
*     }
*   ],
*   "agentInfo": {
*     "name": "example-agent",
*     "title": "Example Agent",
*     "version": "2.1.0"
*   }
* }
* ```
*/
export interface InitializeResponse {
	/** The version the connection uses: the client's proposal when the agent speaks it, else the newest version the agent speaks. A client that does not speak it should disconnect. */
	protocolVersion: ProtocolVersion;
	/** What the agent supports. Absent means the defaults: no optional methods or content. */
	agentCapabilities?: AgentCapabilities;
	/** The ways a user can sign in to this agent. Absent means an empty list: the agent offers no sign-in method. */
	authMethods?: AuthMethod[];
	/** The agent's name and version. Absent or `null` means the agent does not say; a later protocol version will require it. */
	agentInfo?: Implementation | null;
	/** Extension data; the protocol does not interpret it. */
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
*   "maximum": 10,
*   "default": 3
* }
* ```
*/
export interface IntegerPropertySchema {
	/** A label for the field. Absent or `null`: none. */
	title?: string | null;
	/** Help text for the field. Absent or `null`: none. */
	description?: string | null;
	/** The smallest value allowed, inclusive. Absent or `null`: no lower bound. */
	minimum?: number | null;
	/** The largest value allowed, inclusive. Absent or `null`: no upper bound. */
	maximum?: number | null;
	/** The value the form starts with. Absent or `null`: none. */
	default?: number | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link IntegerPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const IntegerPropertySchema: rt.ObjectCodec<IntegerPropertySchema>;
/**
* The error object of a JSON-RPC response, sent instead of a result when a request fails. Either side can send it.
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
	/** What kind of failure happened; see `ErrorCode` for the values the protocol names. */
	code: ErrorCode;
	/** A short, human-readable summary of the failure, ideally one sentence. */
	message: string;
	/** Any extra detail about the failure, such as debugging context. Absent when there is none. */
	data?: rt.JsonValue;
}
/** Reads, checks and writes {@link JsonRpcError} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const JsonRpcError: rt.ObjectCodec<JsonRpcError>;
/**
* The params of `terminal/kill`, which the agent sends to stop a terminal's command while keeping the terminal, so its output and exit status can still be read (useful for timeouts). The agent still releases the terminal afterwards.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "terminalId": "term_xyz789"
* }
* ```
*/
export interface KillTerminalRequest {
	/** The session the terminal belongs to. */
	sessionId: SessionId;
	/** The terminal whose command to stop. */
	terminalId: TerminalId;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link KillTerminalRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const KillTerminalRequest: rt.ObjectCodec<KillTerminalRequest>;
/**
* The result of `terminal/kill`: an empty object once the command is stopped.
* @example
* ```json
* {}
* ```
*/
export interface KillTerminalResponse {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link KillTerminalResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const KillTerminalResponse: rt.ObjectCodec<KillTerminalResponse>;
/**
* The params of `providers/list`, which the client sends to learn which LLM providers the agent lets it configure. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface ListProvidersRequest {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ListProvidersRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListProvidersRequest: rt.ObjectCodec<ListProvidersRequest>;
/**
* The result of `providers/list`: every configurable provider with its current routing, ready to show in a settings screen. Experimental.
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
	/** The providers the client can configure. */
	providers: ProviderInfo[];
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ListProvidersResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListProvidersResponse: rt.ObjectCodec<ListProvidersResponse>;
/**
* The params of `session/list`: optional filters and the page to fetch.
* @example
* ```json
* {
*   "cwd": "/home/user/project",
*   "cursor": "page_2"
* }
* ```
*/
export interface ListSessionsRequest {
	/** Only list sessions whose working directory is this absolute path. Absent or `null`: no filter. */
	cwd?: string | null;
	/** The `nextCursor` of the previous page, to fetch the page after it. Absent or `null`: the first page. */
	cursor?: string | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
	/**
	* Which sessions to list by archive state. Absent or `null` means `exclude`. Send it only to agents that advertise `sessionCapabilities.archive`, and keep the same value while paging.
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
*       "title": "Fix the config loader",
*       "updatedAt": "2026-03-14T09:26:53Z"
*     }
*   ],
*   "nextCursor": "page_2"
* }
* ```
*/
export interface ListSessionsResponse {
	/** The sessions on this page. */
	sessions: SessionInfo[];
	/** An opaque token to pass as `cursor` for the next page. Absent or `null` when this is the last page. */
	nextCursor?: string | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ListSessionsResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ListSessionsResponse: rt.ObjectCodec<ListSessionsResponse>;
/**
* The API protocol spoken with an LLM provider. The enum is open: names starting with `_` are free for custom protocols, other unlisted names are reserved for later protocol versions, and both sides must cope with a name they do not know (it is kept as received). Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
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
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "cwd": "/home/user/project",
*   "mcpServers": [],
*   "additionalDirectories": [
*     "/home/user/shared-lib"
*   ]
* }
* ```
*/
export interface LoadSessionRequest {
	/** The session to load. */
	sessionId: SessionId;
	/** The working directory for the session, an absolute path. */
	cwd: string;
	/** MCP servers the agent should connect to; `[]` for none. */
	mcpServers: McpServer[];
	/** Directories besides `cwd` that the session may use, as absolute paths. Absent or empty means none; otherwise the list is the session's complete set of extra roots from now on. */
	additionalDirectories?: string[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
	/** Instructions from the client for the session. Absent or `null`: the agent keeps a prompt it stored with the session, or uses its defaults. Send it only to agents that advertise `sessionCapabilities.systemPrompt`. */
	systemPrompt?: SystemPrompt | null;
	/**
	* Values for config options to start the session with; ones the agent cannot apply are ignored. Left out and `null` both mean none. Experimental.
	*
	* @experimental Unstable feature `session_options`.
	*/
	configOptions?: InitialSessionConfigOption[];
}
/** Reads, checks and writes {@link LoadSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LoadSessionRequest: rt.ObjectCodec<LoadSessionRequest>;
/**
* The result of `session/load`, sent after the replay has finished.
* @example
* ```json
* {}
* ```
* @example
* ```json
* {
*   "modes": {
*     "currentModeId": "code",
*     "availableModes": [
*       {
*         "id": "ask",
*         "name": "Ask"
*       },
*       {
*         "id": "code",
*         "name": "Code"
*       }
*     ]
*   }
* }
* ```
*/
export interface LoadSessionResponse {
	/** The session's modes and the current one. Absent or `null`: the agent has no modes. */
	modes?: SessionModeState | null;
	/** The session's config options with their values. Absent or `null`: the agent offers none. */
	configOptions?: SessionConfigOption[] | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LoadSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LoadSessionResponse: rt.ObjectCodec<LoadSessionResponse>;
/**
* Sent by the agent, as `{}`, to say it handles `logout`.
* @example
* ```json
* {}
* ```
*/
export interface LogoutCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LogoutCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LogoutCapabilities: rt.ObjectCodec<LogoutCapabilities>;
/**
* The params of `logout`, which the client sends to end the user's signed-in state with the agent.
* @example
* ```json
* {}
* ```
*/
export interface LogoutRequest {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LogoutRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LogoutRequest: rt.ObjectCodec<LogoutRequest>;
/**
* The result of `logout`: an empty object once the agent has signed the user out.
* @example
* ```json
* {}
* ```
*/
export interface LogoutResponse {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link LogoutResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const LogoutResponse: rt.ObjectCodec<LogoutResponse>;
/**
* The MCP server transports an agent can connect to, beyond stdio (which every agent supports), sent in `agentCapabilities.mcpCapabilities`. A client lists a server of another transport in a session request only when its flag is `true`.
* @example
* ```json
* {
*   "http": true,
*   "sse": false
* }
* ```
*/
export interface McpCapabilities {
	/** `true` when the agent can connect to MCP servers over HTTP. Absent means `false`. */
	http?: boolean;
	/** `true` when the agent can connect to MCP servers over server-sent events. Absent means `false`. */
	sse?: boolean;
	/**
	* `true` when the agent can reach MCP servers through the ACP connection itself, with `mcp/message`. Absent means `false`. Experimental.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	acp?: boolean;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpCapabilities: rt.ObjectCodec<McpCapabilities>;
/**
* An error returned by the inner MCP request of `mcp/message`, as opposed to an error of the ACP request around it. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`.
* @example
* ```json
* {
*   "code": -32602,
*   "message": "Unknown tool: search"
* }
* ```
*/
export interface McpError {
	/** The MCP error code; never an ACP error code. */
	code: number;
	/** The MCP error message. */
	message: string;
	/** Extra detail about the failure, any JSON value. Leaving it out and sending `null` are not the same, and a receiver keeps the difference. */
	data?: rt.JsonValue;
}
/** Reads, checks and writes {@link McpError} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpError: rt.ObjectCodec<McpError>;
/**
* Identifies an inner MCP request that is open against a server on this connection. The caller makes it up and proxies pass it on unchanged; it is separate from the id of the outer JSON-RPC request. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`.
* @example
* ```json
* "req_7"
* ```
*/
export type McpRequestId = rt.Brand<"v1.McpRequestId">;
/** Reads, checks and writes {@link McpRequestId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpRequestId: rt.Codec<McpRequestId>;
/**
* An MCP server the client asks the agent to connect to for a session, giving the agent extra tools and context. HTTP and SSE servers carry a `type`; stdio servers have none. The client only offers transports the agent's `mcpCapabilities` allow. Upstream publishes it as a union tagged on `type` whose stdio branch has no tag, with the tag outside the payload types; the spec declares it as an untagged union whose tagged members (`McpServerHttp`, `McpServerSse`) carry `type` as a literal field. The unstable `acp` branch (`McpServerAcp`) is left out, because an untagged union cannot gate one member behind a feature.
* @example
* ```json
* {
*   "type": "http",
*   "name": "issues",
*   "url": "https://mcp.example.com/issues",
*   "headers": []
* }
* ```
* @example
* ```json
* {
*   "name": "files",
*   "command": "/usr/local/bin/mcp-files",
*   "args": [],
*   "env": []
* }
* ```
*/
export type McpServer = McpServerHttp | McpServerSse | McpServerStdio;
/** Reads, checks and writes {@link McpServer} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServer: rt.Codec<McpServer>;
/**
* An MCP server that an ACP component (a client or a proxy) provides itself, reached over the ACP connection with `mcp/message` rather than over a transport of its own. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "name": "workspace-tools",
*   "serverId": "mcp_srv_01"
* }
* ```
*/
export interface McpServerAcp {
	/** A name for the server that people can read. */
	name: string;
	/** Routes `mcp/message` traffic to the component that declared this server. */
	serverId: McpServerAcpId;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerAcp} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerAcp: rt.ObjectCodec<McpServerAcp>;
/**
* Identifies an MCP server reached over ACP. The component providing the server makes it up, never gives two such servers on one connection the same id, and other parties treat it as an opaque string. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* "mcp_srv_01"
* ```
*/
export type McpServerAcpId = rt.Brand<"v1.McpServerAcpId">;
/** Reads, checks and writes {@link McpServerAcpId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerAcpId: rt.Codec<McpServerAcpId>;
/**
* An MCP server the agent reaches over streamable HTTP. Only offered to agents whose `mcpCapabilities.http` is `true`.
*
* Differs from the published schema: Read alone, this type requires `"type": "http"`; the published `McpServerHttp` has no `type` (the tag sits on the `McpServer` union). The spec declares `McpServer` untagged, with the tag as a literal field of its tagged members, so the tag is part of this type; read a server as `McpServer`.
* @example
* ```json
* {
*   "type": "http",
*   "name": "issues",
*   "url": "https://mcp.example.com/issues",
*   "headers": [
*     {
*       "name": "Authorization",
*       "value": "Bearer mcp-token-123"
*     }
*   ]
* }
* ```
*/
export interface McpServerHttp {
	/** Always `"http"`: marks this transport. */
	type: "http";
	/** A name for the server, shown to the user. */
	name: string;
	/** The server's endpoint. */
	url: string;
	/** Headers to send with every request to the server; `[]` for none. */
	headers: HttpHeader[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerHttp} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerHttp: rt.ObjectCodec<McpServerHttp>;
/**
* An MCP server the agent reaches over server-sent events. Only offered to agents whose `mcpCapabilities.sse` is `true`.
*
* Differs from the published schema: Read alone, this type requires `"type": "sse"`; the published `McpServerSse` has no `type` (the tag sits on the `McpServer` union). The spec declares `McpServer` untagged, with the tag as a literal field of its tagged members, so the tag is part of this type; read a server as `McpServer`.
* @example
* ```json
* {
*   "type": "sse",
*   "name": "docs",
*   "url": "https://mcp.example.com/docs/sse",
*   "headers": []
* }
* ```
*/
export interface McpServerSse {
	/** Always `"sse"`: marks this transport. */
	type: "sse";
	/** A name for the server, shown to the user. */
	name: string;
	/** The server's SSE endpoint. */
	url: string;
	/** Headers to send with every request to the server; `[]` for none. */
	headers: HttpHeader[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link McpServerSse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const McpServerSse: rt.ObjectCodec<McpServerSse>;
/**
* An MCP server the agent starts as a child process and talks to over stdin and stdout. Every agent supports this transport.
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
	/** The program to run, an absolute path. */
	command: string;
	/** Command-line arguments, in order; `[]` for none. */
	args: string[];
	/** Environment variables set for the process; `[]` for none. */
	env: EnvVariable[];
	/** Extension data the protocol does not interpret. */
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
* The params of the notification form of `mcp/message`: the side providing an MCP server sends it, with no outer id, for an inner MCP request that is still open (for example an acknowledgement or an update of a subscription). Experimental.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "serverId": "mcp_srv_01",
*   "requestId": "req_7",
*   "method": "notifications/progress",
*   "params": {
*     "progress": 50,
*     "total": 100
*   }
* }
* ```
*/
export interface MessageMcpNotification {
	/** The inner MCP method name. */
	method: string;
	/** The inner MCP params. Absent or `null` means the inner message has none. */
	params?: rt.JsonObject | null;
	/** Extension data for the ACP envelope; the protocol does not interpret it. */
	_meta?: Meta | null;
	/** The server handling the inner request this notification belongs to. */
	serverId: McpServerAcpId;
	/** The open inner MCP request this notification belongs to. */
	requestId: McpRequestId;
}
/** Reads, checks and writes {@link MessageMcpNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MessageMcpNotification: rt.ObjectCodec<MessageMcpNotification>;
/**
* The params of `mcp/message`, which carries one inner MCP request to an MCP server that is reached over ACP. Either side may send it. Experimental.
*
* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "serverId": "mcp_srv_01",
*   "requestId": "req_7",
*   "method": "tools/call",
*   "params": {
*     "name": "search",
*     "arguments": {
*       "query": "TODO"
*     }
*   }
* }
* ```
*/
export interface MessageMcpRequest {
	/** The inner MCP method name. */
	method: string;
	/** The inner MCP params. Absent or `null` means the inner message has none. */
	params?: rt.JsonObject | null;
	/** Extension data for the ACP envelope; the protocol does not interpret it. */
	_meta?: Meta | null;
	/** The server that should handle the inner request. */
	serverId: McpServerAcpId;
	/** The caller's id for the inner MCP request. */
	requestId: McpRequestId;
}
/** Reads, checks and writes {@link MessageMcpRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MessageMcpRequest: rt.ObjectCodec<MessageMcpRequest>;
/**
* The result of `mcp/message`: the outcome of the inner MCP request. On the wire it is an object holding either `result` (the inner result, any JSON value including `null`) or `error` (an inner MCP error); a receiver that finds both uses `result`. An outer JSON-RPC error means the ACP binding itself failed, not the inner request. Experimental.
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
*     ]
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
* Extension data attached to a protocol object, carried in its `_meta` field. Clients and agents may put any JSON object here to exchange information the protocol does not define; a receiver must not assume anything about keys it does not know.
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
*     "linux",
*     "macos",
*     "windows"
*   ]
* }
* ```
* @example
* ```json
* {
*   "anyOf": [
*     {
*       "const": "linux",
*       "title": "Linux"
*     },
*     {
*       "const": "macos",
*       "title": "macOS"
*     }
*   ]
* }
* ```
*/
export type MultiSelectItems = TypedMultiSelectItems | TitledMultiSelectItems;
/** Reads, checks and writes {@link MultiSelectItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MultiSelectItems: rt.Codec<MultiSelectItems>;
/**
* A multiple-choice field of an elicitation form; the answer is a list of the chosen strings.
* @example
* ```json
* {
*   "title": "Platforms",
*   "items": {
*     "type": "string",
*     "enum": [
*       "linux",
*       "macos",
*       "windows"
*     ]
*   },
*   "minItems": 1,
*   "default": [
*     "linux"
*   ]
* }
* ```
*/
export interface MultiSelectPropertySchema {
	/** A label for the field. Absent or `null`: none. */
	title?: string | null;
	/** Help text for the field. Absent or `null`: none. */
	description?: string | null;
	/** The fewest choices the user must pick. Absent or `null`: no minimum. */
	minItems?: number | null;
	/** The most choices the user may pick. Absent or `null`: no maximum. */
	maxItems?: number | null;
	/** The choices offered. */
	items: MultiSelectItems;
	/** The choices picked when the form opens. Absent or `null`: none. */
	default?: string[] | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link MultiSelectPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const MultiSelectPropertySchema: rt.ObjectCodec<MultiSelectPropertySchema>;
/**
* The params of `session/new`: where the new session works and which tools it gets.
* @example
* ```json
* {
*   "cwd": "/home/user/project",
*   "mcpServers": []
* }
* ```
*/
export interface NewSessionRequest {
	/** The working directory of the session, an absolute path; relative paths in the session resolve against it. */
	cwd: string;
	/** Extra workspace roots the session may use besides `cwd`, as absolute paths. Absent or empty means none. */
	additionalDirectories?: string[];
	/** MCP servers the agent connects to for this session; `[]` for none. */
	mcpServers: McpServer[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
	/** Instructions from the client for the session. Absent or `null`: the agent uses its own defaults. Send it only to agents that advertise `sessionCapabilities.systemPrompt`. */
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
* The result of `session/new`: the session's id and its starting state.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "modes": {
*     "currentModeId": "ask",
*     "availableModes": [
*       {
*         "id": "ask",
*         "name": "Ask"
*       },
*       {
*         "id": "code",
*         "name": "Code",
*         "description": "Edits files without asking first"
*       }
*     ]
*   }
* }
* ```
*/
export interface NewSessionResponse {
	/** The id of the new session, carried by every later message about it. */
	sessionId: SessionId;
	/** The modes the session can switch between and the current one; absent or `null` when the agent has no modes. */
	modes?: SessionModeState | null;
	/** The session's config options with their values; absent or `null` when the agent offers none. */
	configOptions?: SessionConfigOption[] | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link NewSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NewSessionResponse: rt.ObjectCodec<NewSessionResponse>;
/**
* The payload of `notice`: a one-off message for the user that is not kept in the session's history. The agent cannot count on it being shown.
* @example
* ```json
* {
*   "severity": "warning",
*   "title": "MCP server unavailable",
*   "description": "Continuing without the issues server."
* }
* ```
*/
export interface Notice {
	/** How prominently to show it. */
	severity: NoticeSeverity;
	/** A non-empty plain-text title that makes sense on its own. */
	title: string;
	/** More detail or advice, as plain text. Absent or `null`: none. */
	description?: string | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Notice} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Notice: rt.ObjectCodec<Notice>;
/**
* Sent by the client, as `{}`, to say it can show live `notice` session updates to the user.
* @example
* ```json
* {}
* ```
*/
export interface NoticeCapabilities {}
/** Reads, checks and writes {@link NoticeCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NoticeCapabilities: rt.ObjectCodec<NoticeCapabilities>;
/** How prominently a client shows a notice. A receiver keeps a value it does not know as is. */
export type NoticeSeverity = "info" | "warning" | "error" | (string & {});
/** Reads, checks and writes {@link NoticeSeverity} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NoticeSeverity: rt.EnumCodec<NoticeSeverity>;
/**
* A number field of an elicitation form; fractions are allowed.
* @example
* ```json
* {
*   "title": "Sampling rate",
*   "minimum": 0,
*   "maximum": 1,
*   "default": 0.5
* }
* ```
*/
export interface NumberPropertySchema {
	/** A label for the field. Absent or `null`: none. */
	title?: string | null;
	/** Help text for the field. Absent or `null`: none. */
	description?: string | null;
	/** The smallest value allowed, inclusive. Absent or `null`: no lower bound. */
	minimum?: number | null;
	/** The largest value allowed, inclusive. Absent or `null`: no upper bound. */
	maximum?: number | null;
	/** The value the form starts with. Absent or `null`: none. */
	default?: number | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link NumberPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const NumberPropertySchema: rt.ObjectCodec<NumberPropertySchema>;
/**
* One choice offered to the user in `session/request_permission`, such as "Allow once" or "Always reject".
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
	/** Identifies this option in the client's answer. */
	optionId: PermissionOptionId;
	/** The label the client shows the user for this option. */
	name: string;
	/** What choosing this option means, so the client can pick a fitting icon or style. */
	kind: PermissionOptionKind;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PermissionOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PermissionOption: rt.ObjectCodec<PermissionOption>;
/**
* Identifies one permission option within a `session/request_permission` request. The agent chooses it and the client sends it back unchanged.
* @example
* ```json
* "allow-once"
* ```
*/
export type PermissionOptionId = rt.Brand<"v1.PermissionOptionId">;
/** Reads, checks and writes {@link PermissionOptionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PermissionOptionId: rt.Codec<PermissionOptionId>;
/** What choosing a permission option means; the client may style options by kind. */
export type PermissionOptionKind = "allow_once" | "allow_always" | "reject_once" | "reject_always";
/** Reads, checks and writes {@link PermissionOptionKind} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PermissionOptionKind: rt.EnumCodec<PermissionOptionKind>;
/**
* The agent's plan for the current request: the tasks it means to carry out, sent in a `plan` session update so the user can follow its approach. Each update carries the whole plan, and the client replaces what it showed before; the plan may change as work goes on.
* @example
* ```json
* {
*   "entries": [
*     {
*       "content": "Read the failing test",
*       "priority": "high",
*       "status": "completed"
*     },
*     {
*       "content": "Fix the off-by-one in the parser",
*       "priority": "high",
*       "status": "in_progress"
*     }
*   ]
* }
* ```
*/
export interface Plan {
	/** Every task of the plan, each with its current status, in order. */
	entries: PlanEntry[];
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Plan} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Plan: rt.ObjectCodec<Plan>;
/**
* Sent by the client, as `{}`, to say it can receive both `plan_update` and `plan_removed` session updates.
* @example
* ```json
* {}
* ```
*/
export interface PlanCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanCapabilities: rt.ObjectCodec<PlanCapabilities>;
/**
* One task of a plan.
* @example
* ```json
* {
*   "content": "Add a regression test",
*   "priority": "medium",
*   "status": "pending"
* }
* ```
*/
export interface PlanEntry {
	/** What the task is meant to achieve, in words for the user. */
	content: string;
	/** How much the task matters to the overall goal. */
	priority: PlanEntryPriority;
	/** How far along the task is. */
	status: PlanEntryStatus;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanEntry} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanEntry: rt.ObjectCodec<PlanEntry>;
/** How much a plan task matters to the overall goal. */
export type PlanEntryPriority = "high" | "medium" | "low";
/** Reads, checks and writes {@link PlanEntryPriority} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanEntryPriority: rt.EnumCodec<PlanEntryPriority>;
/** Where a plan task stands. */
export type PlanEntryStatus = "pending" | "in_progress" | "completed";
/** Reads, checks and writes {@link PlanEntryStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanEntryStatus: rt.EnumCodec<PlanEntryStatus>;
/**
* Identifies one plan within a session, so that a session can hold several plans and update or remove each one. The agent chooses it.
* @example
* ```json
* "plan_main"
* ```
*/
export type PlanId = rt.Brand<"v1.PlanId">;
/** Reads, checks and writes {@link PlanId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanId: rt.Codec<PlanId>;
/**
* A plan given as a list of tasks.
* @example
* ```json
* {
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
export interface PlanItems {
	/** The plan this content belongs to. */
	planId: PlanId;
	/** Every task of this plan with its current status; the client replaces the plan's previous tasks with this list. */
	entries: PlanEntry[];
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanItems: rt.ObjectCodec<PlanItems>;
/**
* A plan given as Markdown text.
* @example
* ```json
* {
*   "planId": "plan_main",
*   "content": "1. Reproduce the bug\n2. Fix the parser\n"
* }
* ```
*/
export interface PlanMarkdown {
	/** The plan this content belongs to. */
	planId: PlanId;
	/** The whole plan, in Markdown. */
	content: string;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
	/** Where the agent keeps the plan's file, if it keeps one, for the client to open. Left out and `null` both mean none. */
	path?: string | null;
}
/** Reads, checks and writes {@link PlanMarkdown} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanMarkdown: rt.ObjectCodec<PlanMarkdown>;
/**
* The payload of a `plan_removed` session update: the plan to drop. The agent sends it only to a client that advertised the `plan` capability.
* @example
* ```json
* {
*   "planId": "plan_main"
* }
* ```
*/
export interface PlanRemoved {
	/** The plan the client should stop showing. */
	planId: PlanId;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanRemoved} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanRemoved: rt.ObjectCodec<PlanRemoved>;
/**
* The payload of a `plan_update` session update: new content for the plan with the given id, which the client shows in place of anything it held for that id. The agent sends it only to a client that advertised the `plan` capability.
* @example
* ```json
* {
*   "plan": {
*     "type": "markdown",
*     "planId": "plan_main",
*     "content": "1. Reproduce the bug\n"
*   }
* }
* ```
*/
export interface PlanUpdate {
	/** The plan's new content, with its id. */
	plan: PlanUpdateContent;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PlanUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanUpdate: rt.ObjectCodec<PlanUpdate>;
/** The content of one plan, tagged on `type`: a task list or Markdown text. The union is closed: an unknown `type` is rejected. */
export type PlanUpdateContent = PlanUpdateContentItems | PlanUpdateContentMarkdown;
/**
* The plan as a list of tasks.
* @example
* ```json
* {
*   "type": "items",
*   "planId": "plan_main",
*   "entries": [
*     {
*       "content": "Fix the parser",
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
* The plan as Markdown text.
* @example
* ```json
* {
*   "type": "markdown",
*   "planId": "plan_main",
*   "content": "1. Reproduce the bug\n2. Fix the parser\n"
* }
* ```
*/
export interface PlanUpdateContentMarkdown extends PlanMarkdown {
	type: "markdown";
}
/** Reads, checks and writes {@link PlanUpdateContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PlanUpdateContent: rt.UnionCodec<PlanUpdateContent>;
/**
* The kinds of content an agent accepts in `session/prompt` beyond the baseline. Every agent accepts `text` and `resource_link` blocks; the client sends any other kind only when its flag here is `true`.
* @example
* ```json
* {
*   "image": true,
*   "audio": false,
*   "embeddedContext": true
* }
* ```
*/
export interface PromptCapabilities {
	/** `true` when prompts may hold `image` blocks. Absent means `false`. */
	image?: boolean;
	/** `true` when prompts may hold `audio` blocks. Absent means `false`. */
	audio?: boolean;
	/** `true` when prompts may hold `resource` blocks, that is resources with their contents embedded. Absent means `false`. */
	embeddedContext?: boolean;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptCapabilities: rt.ObjectCodec<PromptCapabilities>;
/**
* The params of `session/prompt`: the user's message for one session.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "prompt": [
*     {
*       "type": "text",
*       "text": "Can you analyze this code?"
*     }
*   ]
* }
* ```
*/
export interface PromptRequest {
	/** The session the message goes to. */
	sessionId: SessionId;
	/** The user's message as content blocks. Every agent accepts `text` and `resource_link`; images, audio and embedded resources only where `promptCapabilities` allows them. */
	prompt: ContentBlock[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptRequest: rt.ObjectCodec<PromptRequest>;
/**
* The result of `session/prompt`, sent when the turn is over.
* @example
* ```json
* {
*   "stopReason": "end_turn"
* }
* ```
*/
export interface PromptResponse {
	/** Why the turn ended. */
	stopReason: StopReason;
	/**
	* Tokens spent in this turn. Absent or `null`: not reported.
	*
	* @experimental Unstable feature `end_turn_token_usage`. Unstable upstream; the shape may change before it is stabilized.
	*/
	usage?: Usage | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link PromptResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const PromptResponse: rt.ObjectCodec<PromptResponse>;
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
* A major protocol version, an integer from 0 to 65535; this spec describes version `1`. It changes only with breaking changes: additions arrive as capabilities instead.
* @example
* ```json
* 1
* ```
*/
export type ProtocolVersion = number;
/** Reads, checks and writes {@link ProtocolVersion} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProtocolVersion: rt.Codec<ProtocolVersion>;
/**
* How an enabled provider currently routes requests, leaving out anything secret such as headers. Experimental.
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
	/** The API protocol the provider uses now. */
	apiType: LlmProtocol;
	/** The base URL the provider sends requests to now. */
	baseUrl: string;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProviderCurrentConfig} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProviderCurrentConfig: rt.ObjectCodec<ProviderCurrentConfig>;
/**
* Identifies one configurable LLM provider of the agent, such as `main` or `openai`. The agent chooses it. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* "main"
* ```
*/
export type ProviderId = rt.Brand<"v1.ProviderId">;
/** Reads, checks and writes {@link ProviderId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProviderId: rt.Codec<ProviderId>;
/**
* One LLM provider the client can configure, as listed by `providers/list`. Experimental.
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
	/** Names the provider in `providers/set` and `providers/disable`. */
	providerId: ProviderId;
	/** The API protocols this provider can be set to use. */
	supported: LlmProtocol[];
	/** `true` when the provider cannot be switched off: the client must not send `providers/disable` for it. */
	required: boolean;
	/** The provider's current routing. Absent or `null` means the provider is disabled. */
	current?: ProviderCurrentConfig | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProviderInfo} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProviderInfo: rt.ObjectCodec<ProviderInfo>;
/**
* Sent by the agent, as `{}`, to say it handles `providers/list`, `providers/set` and `providers/disable`. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface ProvidersCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProvidersCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProvidersCapabilities: rt.ObjectCodec<ProvidersCapabilities>;
/**
* The params of a `proxy/successor` notification, the envelope for one notification travelling through a proxy chain. A proxy sends it to the conductor to pass a notification on to its successor, and the conductor sends it to a proxy to deliver a notification that came from that successor. Experimental.
*
* @experimental Unstable feature `proxy_chains`.
* @example
* ```json
* {
*   "method": "session/cancel",
*   "params": {
*     "sessionId": "sess_abc123def456"
*   }
* }
* ```
*/
export interface ProxySuccessorNotification {
	/** The method name of the wrapped notification. */
	method: string;
	/** The params of the wrapped notification, passed on unchanged (its own `_meta` stays inside them). Absent or `null` means it has none; otherwise a JSON object or array. */
	params?: rt.JsonValue;
	/** Extension data for the envelope itself; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProxySuccessorNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProxySuccessorNotification: rt.ObjectCodec<ProxySuccessorNotification>;
/**
* The params of a `proxy/successor` request, the envelope for one request travelling through a proxy chain. A proxy sends it to the conductor to pass a request on to its successor, and the conductor sends it to a proxy to deliver a request that came from that successor. The wrapped request's result or error comes back unchanged as the result or error of this request; errors the conductor raises itself (for example because the successor has exited) are not wrapped. To cancel it, the sender sends `$/cancel_request` with this request's id on the same connection; a cancellation never travels to another hop. Experimental.
*
* @experimental Unstable feature `proxy_chains`.
* @example
* ```json
* {
*   "method": "session/new",
*   "params": {
*     "cwd": "/home/user/project",
*     "mcpServers": []
*   }
* }
* ```
*/
export interface ProxySuccessorRequest {
	/** The method name of the wrapped request. */
	method: string;
	/** The params of the wrapped request, passed on unchanged (its own `_meta` stays inside them). Absent or `null` means it has none; otherwise a JSON object or array. */
	params?: rt.JsonValue;
	/** Extension data for the envelope itself; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ProxySuccessorRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProxySuccessorRequest: rt.ObjectCodec<ProxySuccessorRequest>;
/**
* The result of `proxy/successor`: the wrapped request's own result, passed on unchanged, so it may be any JSON value. Experimental.
*
* @experimental Unstable feature `proxy_chains`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456"
* }
* ```
*/
export type ProxySuccessorResponse = rt.JsonValue;
/** Reads, checks and writes {@link ProxySuccessorResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ProxySuccessorResponse: rt.Codec<ProxySuccessorResponse>;
/**
* The params of `fs/read_text_file`, which the agent sends to read a text file through the client, so that it sees the client's view of the file. The agent sends it only when the client advertised `fs.readTextFile`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "path": "/home/user/project/src/main.rs",
*   "line": 10,
*   "limit": 50
* }
* ```
*/
export interface ReadTextFileRequest {
	/** The session on whose behalf the file is read. */
	sessionId: SessionId;
	/** The file's absolute path. */
	path: string;
	/** The first line to return, counted from 1. Absent or `null` means the start of the file. */
	line?: number | null;
	/** The most lines to return. Absent or `null` means read to the end of the file. */
	limit?: number | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReadTextFileRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReadTextFileRequest: rt.ObjectCodec<ReadTextFileRequest>;
/**
* The result of `fs/read_text_file`: the requested text.
* @example
* ```json
* {
*   "content": "fn main() {\n    println!(\"Hello, world!\");\n}\n"
* }
* ```
*/
export interface ReadTextFileResponse {
	/** The text read, limited to the requested lines when `line` or `limit` was given. */
	content: string;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReadTextFileResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReadTextFileResponse: rt.ObjectCodec<ReadTextFileResponse>;
/**
* The params of `terminal/release`, which the agent sends when it no longer needs a terminal. The client stops the command if it is still running and frees the terminal; the id is then invalid for `terminal/*` requests, though tool calls that embed it keep showing its output.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "terminalId": "term_xyz789"
* }
* ```
*/
export interface ReleaseTerminalRequest {
	/** The session the terminal belongs to. */
	sessionId: SessionId;
	/** The terminal to free. */
	terminalId: TerminalId;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReleaseTerminalRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReleaseTerminalRequest: rt.ObjectCodec<ReleaseTerminalRequest>;
/**
* The result of `terminal/release`: an empty object once the terminal is freed.
* @example
* ```json
* {}
* ```
*/
export interface ReleaseTerminalResponse {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ReleaseTerminalResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ReleaseTerminalResponse: rt.ObjectCodec<ReleaseTerminalResponse>;
/**
* A JSON-RPC request id, echoed by the response. The sender picks it; a string or an integer is usual, `null` is allowed but discouraged.
*
* Differs from the published schema: The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in both sides' notification unions, and in the generated `ProtocolLevelNotificationMessage` (earlier published v2 schemas had a `ProtocolLevelNotification` group; SDK 2.4.0 has none). The published schema also carries `ProxyRequest`, `ProxyResponse` and `ProxyNotification`, the envelopes of the unstable proxy_chains methods (marked as not for docs); they are derived from the method table here too.
* @example
* ```json
* 42
* ```
* @example
* ```json
* "req_7"
* ```
*/
export type RequestId = null | number | string;
/** Reads, checks and writes {@link RequestId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestId: rt.Codec<RequestId>;
/**
* How a permission request ended, tagged on `outcome`. The union is closed.
* @example
* ```json
* {
*   "outcome": "selected",
*   "optionId": "allow-once"
* }
* ```
*/
export type RequestPermissionOutcome = RequestPermissionOutcomeCancelled | RequestPermissionOutcomeSelected;
/**
* The prompt turn was cancelled before the user chose. After sending `session/cancel`, a client answers every pending permission request of that session with this outcome.
* @example
* ```json
* {
*   "outcome": "cancelled"
* }
* ```
*/
export interface RequestPermissionOutcomeCancelled {
	outcome: "cancelled";
}
/**
* The user chose one of the offered options.
* @example
* ```json
* {
*   "outcome": "selected",
*   "optionId": "reject-once"
* }
* ```
*/
export interface RequestPermissionOutcomeSelected extends SelectedPermissionOutcome {
	outcome: "selected";
}
/** Reads, checks and writes {@link RequestPermissionOutcome} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestPermissionOutcome: rt.UnionCodec<RequestPermissionOutcome>;
/**
* The params of `session/request_permission`, which the agent sends to ask the user whether a tool call may run. The client shows the tool call and the options, and answers with the user's choice.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "toolCall": {
*     "toolCallId": "call_001",
*     "title": "Edit src/config.json",
*     "kind": "edit",
*     "status": "pending"
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
	/** The session the tool call belongs to. */
	sessionId: SessionId;
	/** The tool call that needs approval, with the details the user should see. */
	toolCall: ToolCallUpdate;
	/** The choices to offer the user. */
	options: PermissionOption[];
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link RequestPermissionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestPermissionRequest: rt.ObjectCodec<RequestPermissionRequest>;
/**
* The result of `session/request_permission`: what the user decided, or that the turn was cancelled first.
* @example
* ```json
* {
*   "outcome": {
*     "outcome": "selected",
*     "optionId": "allow-once"
*   }
* }
* ```
*/
export interface RequestPermissionResponse {
	/** The user's choice, or `cancelled`. */
	outcome: RequestPermissionOutcome;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link RequestPermissionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequestPermissionResponse: rt.ObjectCodec<RequestPermissionResponse>;
/**
* The `requires_action` state: the subagent's work waits for the user.
* @example
* ```json
* {}
* ```
*/
export interface RequiresActionStateUpdate {
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link RequiresActionStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RequiresActionStateUpdate: rt.ObjectCodec<RequiresActionStateUpdate>;
/**
* A reference to a resource that the receiver can fetch itself. Every agent accepts resource links in a prompt, whatever its prompt capabilities.
* @example
* ```json
* {
*   "name": "config.json",
*   "uri": "file:///home/user/project/src/config.json"
* }
* ```
*/
export interface ResourceLink {
	/** A short name for the resource, used to label it when no `title` is given. */
	name: string;
	/** Where the resource lives, as a URI (often `file://`). */
	uri: string;
	/** A human-readable title to show in place of `name`. */
	title?: string | null;
	/** What the resource contains, in a few words for the reader. */
	description?: string | null;
	/** The resource's MIME type, when known. */
	mimeType?: string | null;
	/** The resource's size in bytes, when known. */
	size?: number | null;
	/** Display and routing hints for this link. */
	annotations?: Annotations | null;
	/** Extension data for this link; the protocol does not interpret it. */
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
	/** MCP servers the agent should connect to. Absent means none. */
	mcpServers?: McpServer[];
	/** Directories besides `cwd` that the session may use, as absolute paths. Absent or empty means none; otherwise the list is the session's complete set of extra roots from now on. */
	additionalDirectories?: string[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
	/** Instructions from the client for the session. Absent or `null`: the agent keeps a prompt it stored with the session, or uses its defaults. Send it only to agents that advertise `sessionCapabilities.systemPrompt`. */
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
* The result of `session/resume`: the session's current state; the client may prompt it once this arrives.
* @example
* ```json
* {}
* ```
*/
export interface ResumeSessionResponse {
	/** The session's modes and the current one. Absent or `null`: the agent has no modes. */
	modes?: SessionModeState | null;
	/** The session's config options with their values. Absent or `null`: the agent offers none. */
	configOptions?: SessionConfigOption[] | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ResumeSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ResumeSessionResponse: rt.ObjectCodec<ResumeSessionResponse>;
/** One side of a conversation: the party that content is addressed to or comes from. */
export type Role = "assistant" | "user";
/** Reads, checks and writes {@link Role} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Role: rt.EnumCodec<Role>;
/**
* The `running` state: the subagent is working on a prompt.
* @example
* ```json
* {}
* ```
*/
export interface RunningStateUpdate {
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link RunningStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const RunningStateUpdate: rt.ObjectCodec<RunningStateUpdate>;
/**
* The payload of the `selected` outcome: which option the user chose.
* @example
* ```json
* {
*   "optionId": "allow-once"
* }
* ```
*/
export interface SelectedPermissionOutcome {
	/** The `optionId` of the chosen option, one of those in the request. */
	optionId: PermissionOptionId;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SelectedPermissionOutcome} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SelectedPermissionOutcome: rt.ObjectCodec<SelectedPermissionOutcome>;
/**
* Sent by the agent, as `{}`, to say it reads `additionalDirectories` on the session lifecycle requests that carry it. An agent that also handles `session/list` may then report each session's additional directories there.
* @example
* ```json
* {}
* ```
*/
export interface SessionAdditionalDirectoriesCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionAdditionalDirectoriesCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionAdditionalDirectoriesCapabilities: rt.ObjectCodec<SessionAdditionalDirectoriesCapabilities>;
/**
* Sent by the agent, as `{}`, to say it handles `session/archive`, `session/unarchive`, the `archived` filter of `session/list` and the `archived` flag of listed sessions. Experimental.
*
* @experimental Unstable feature `session_archive`.
* @example
* ```json
* {}
* ```
*/
export interface SessionArchiveCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionArchiveCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionArchiveCapabilities: rt.ObjectCodec<SessionArchiveCapabilities>;
/**
* Which sessions `session/list` returns, by archive state. An agent answers a value it does not support with `-32602` (invalid params) rather than falling back to `exclude`; other receivers keep an unknown value as is.
*
* @experimental Unstable feature `session_archive`.
*/
export type SessionArchiveFilter = "exclude" | "include" | "only" | (string & {});
/** Reads, checks and writes {@link SessionArchiveFilter} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionArchiveFilter: rt.EnumCodec<SessionArchiveFilter>;
/**
* Present on a subagent's capabilities when the client may cancel the subagent's current work without ending its session; `{}` is enough to advertise it.
* @example
* ```json
* {}
* ```
*/
export interface SessionCancelCapabilities {
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionCancelCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionCancelCapabilities: rt.ObjectCodec<SessionCancelCapabilities>;
/**
* The optional session methods an agent handles, sent in `agentCapabilities.sessionCapabilities`. Each entry is an object the agent includes to claim the method; absent or `null` means it does not, and the client must not call it. `session/load` is announced separately, by `loadSession`.
* @example
* ```json
* {
*   "list": {},
*   "delete": {},
*   "resume": {},
*   "close": {}
* }
* ```
*/
export interface SessionCapabilities {
	/** Present when the agent handles `session/list`. */
	list?: SessionListCapabilities | null;
	/** Present when the agent handles `session/delete`. */
	delete?: SessionDeleteCapabilities | null;
	/** Present when the agent reads `additionalDirectories` on session lifecycle requests. */
	additionalDirectories?: SessionAdditionalDirectoriesCapabilities | null;
	/**
	* Present when the agent handles `session/fork`. Experimental.
	*
	* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
	*/
	fork?: SessionForkCapabilities | null;
	/** Present when the agent handles `session/resume`. */
	resume?: SessionResumeCapabilities | null;
	/** Present when the agent handles `session/close`. */
	close?: SessionCloseCapabilities | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
	/** Present when the agent accepts a client-supplied `systemPrompt` on session lifecycle requests (at least in `append` mode). */
	systemPrompt?: SessionSystemPromptCapabilities | null;
	/**
	* Present when the agent handles `session/archive` and `session/unarchive`, the `archived` filter of `session/list` and the `archived` flag of listed sessions. An agent that sets it also sets `list`. Experimental.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	archive?: SessionArchiveCapabilities | null;
	/**
	* Present when the agent handles `session/status`. Experimental.
	*
	* @experimental Unstable feature `session_status`.
	*/
	status?: SessionStatusCapabilities | null;
	/**
	* Present when the client may rename sessions with `session/set_title`. Agents report titles without it. Experimental.
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
* Sent by the agent, as `{}`, to say it handles `session/close`.
* @example
* ```json
* {}
* ```
*/
export interface SessionCloseCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionCloseCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionCloseCapabilities: rt.ObjectCodec<SessionCloseCapabilities>;
/**
* The fields of a config option that is an on/off switch.
* @example
* ```json
* {
*   "currentValue": true
* }
* ```
*/
export interface SessionConfigBoolean {
	/** Whether the switch is on. */
	currentValue: boolean;
}
/** Reads, checks and writes {@link SessionConfigBoolean} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigBoolean: rt.ObjectCodec<SessionConfigBoolean>;
/**
* Identifies a group of values within one select config option.
* @example
* ```json
* "hosted"
* ```
*/
export type SessionConfigGroupId = rt.Brand<"v1.SessionConfigGroupId">;
/** Reads, checks and writes {@link SessionConfigGroupId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigGroupId: rt.Codec<SessionConfigGroupId>;
/**
* Identifies a config option within a session; the agent chooses it.
* @example
* ```json
* "model"
* ```
*/
export type SessionConfigId = rt.Brand<"v1.SessionConfigId">;
/** Reads, checks and writes {@link SessionConfigId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigId: rt.Codec<SessionConfigId>;
/**
* A setting of a session that the user can change, such as the model, with its current value. The agent lists them; the client shows them and changes one with `session/set_config_option`. Tagged on `type`.
* @example
* ```json
* {
*   "type": "select",
*   "id": "model",
*   "name": "Model",
*   "category": "model",
*   "currentValue": "model-large",
*   "options": [
*     {
*       "value": "model-small",
*       "name": "Small"
*     },
*     {
*       "value": "model-large",
*       "name": "Large"
*     }
*   ]
* }
* ```
*/
export type SessionConfigOption = SessionConfigOptionSelect | SessionConfigOptionBoolean;
/**
* Pick one value from a list, like a drop-down.
* @example
* ```json
* {
*   "type": "select",
*   "id": "thought_level",
*   "name": "Reasoning",
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
*       "name": "High",
*       "description": "Slower, more thorough answers"
*     }
*   ]
* }
* ```
*/
export interface SessionConfigOptionSelect extends SessionConfigSelect {
	type: "select";
	/** The option's id, used in `session/set_config_option`. */
	id: SessionConfigId;
	/** A label for the option, shown to the user. */
	name: string;
	/** More detail about the option, shown to the user. Absent or `null`: none. */
	description?: string | null;
	/** What kind of setting this is, so a client can pick an icon, a place or a shortcut for it. Only for display: a client works the same without it. Absent or `null`: no category. */
	category?: SessionConfigOptionCategory | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/**
* An on/off switch.
* @example
* ```json
* {
*   "type": "boolean",
*   "id": "auto_approve",
*   "name": "Auto-approve edits",
*   "description": "Apply file edits without asking",
*   "currentValue": false
* }
* ```
*/
export interface SessionConfigOptionBoolean extends SessionConfigBoolean {
	type: "boolean";
	/** The option's id, used in `session/set_config_option`. */
	id: SessionConfigId;
	/** A label for the option, shown to the user. */
	name: string;
	/** More detail about the option, shown to the user. Absent or `null`: none. */
	description?: string | null;
	/** What kind of setting this is, so a client can pick an icon, a place or a shortcut for it. Only for display: a client works the same without it. Absent or `null`: no category. */
	category?: SessionConfigOptionCategory | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionConfigOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOption: rt.UnionCodec<SessionConfigOption>;
/**
* The broad kind of a config option, a hint for how a client presents it. A client treats a category it does not know like no category; names beginning with `_` are free for custom use.
*
* Differs from the published schema: Upstream also publishes `speed` (a category for options that trade quality for speed) in the unstable feature `speed_config_category`; the spec's vocabulary has no unstable enum value, so it is left out, and `speed` is read as a category the client does not know (kept, as any other).
*/
export type SessionConfigOptionCategory = "mode" | "model" | "model_config" | "thought_level" | (string & {});
/** Reads, checks and writes {@link SessionConfigOptionCategory} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOptionCategory: rt.EnumCodec<SessionConfigOptionCategory>;
/**
* The new value of a config option: a boolean, or the id of a select option.
*
* Differs from the published schema: Published as two alternatives beside the request's fields (`"type": "boolean"` with a boolean value, or no type with a value id); declared as one object (`SetSessionConfigOptionRequest`) with an optional `type` and this union, so the pairing is not checked.
* @example
* ```json
* true
* ```
* @example
* ```json
* "model-large"
* ```
*/
export type SessionConfigOptionValue = boolean | SessionConfigValueId;
/** Reads, checks and writes {@link SessionConfigOptionValue} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOptionValue: rt.Codec<SessionConfigOptionValue>;
/**
* Optional kinds of session configuration option a client can handle, sent in `clientCapabilities.session.configOptions`.
* @example
* ```json
* {
*   "boolean": {}
* }
* ```
*/
export interface SessionConfigOptionsCapabilities {
	/** Present when the client handles boolean options; only then may the agent list options of `type: "boolean"`. Absent or `null` means it does not. */
	boolean?: BooleanConfigOptionCapabilities | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionConfigOptionsCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigOptionsCapabilities: rt.ObjectCodec<SessionConfigOptionsCapabilities>;
/**
* The fields of a config option that picks one value from a list.
* @example
* ```json
* {
*   "currentValue": "model-large",
*   "options": [
*     {
*       "value": "model-small",
*       "name": "Small"
*     },
*     {
*       "value": "model-large",
*       "name": "Large"
*     }
*   ]
* }
* ```
*/
export interface SessionConfigSelect {
	/** The value selected now, one of the `value`s in `options`. */
	currentValue: SessionConfigValueId;
	/** The values to choose from, as a flat list or in groups. */
	options: SessionConfigSelectOptions;
}
/** Reads, checks and writes {@link SessionConfigSelect} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelect: rt.ObjectCodec<SessionConfigSelect>;
/**
* A group of values of a select config option, shown under a heading.
* @example
* ```json
* {
*   "group": "hosted",
*   "name": "Hosted models",
*   "options": [
*     {
*       "value": "model-large",
*       "name": "Large"
*     }
*   ]
* }
* ```
*/
export interface SessionConfigSelectGroup {
	/** The group's id. */
	group: SessionConfigGroupId;
	/** The heading shown for the group. */
	name: string;
	/** The values in the group. */
	options: SessionConfigSelectOption[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionConfigSelectGroup} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelectGroup: rt.ObjectCodec<SessionConfigSelectGroup>;
/**
* One value a select config option can take.
* @example
* ```json
* {
*   "value": "model-large",
*   "name": "Large",
*   "description": "Best quality, slower"
* }
* ```
*/
export interface SessionConfigSelectOption {
	/** The value's id, sent as `value` in `session/set_config_option`. */
	value: SessionConfigValueId;
	/** A label for the value, shown to the user. */
	name: string;
	/** More detail about the value. Absent or `null`: none. */
	description?: string | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionConfigSelectOption} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelectOption: rt.ObjectCodec<SessionConfigSelectOption>;
/**
* The values of a select config option: a flat list, or a list of groups.
* @example
* ```json
* [
*   {
*     "value": "model-small",
*     "name": "Small"
*   },
*   {
*     "value": "model-large",
*     "name": "Large"
*   }
* ]
* ```
* @example
* ```json
* [
*   {
*     "group": "hosted",
*     "name": "Hosted models",
*     "options": [
*       {
*         "value": "model-large",
*         "name": "Large"
*       }
*     ]
*   }
* ]
* ```
*/
export type SessionConfigSelectOptions = SessionConfigSelectOption[] | SessionConfigSelectGroup[];
/** Reads, checks and writes {@link SessionConfigSelectOptions} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigSelectOptions: rt.Codec<SessionConfigSelectOptions>;
/**
* Identifies one value of a select config option.
* @example
* ```json
* "model-large"
* ```
*/
export type SessionConfigValueId = rt.Brand<"v1.SessionConfigValueId">;
/** Reads, checks and writes {@link SessionConfigValueId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionConfigValueId: rt.Codec<SessionConfigValueId>;
/**
* The client's support for session cursors (`cursor_update`); `{}` says it has it. Experimental.
*
* @experimental Unstable feature `session_cursors`.
* @example
* ```json
* {}
* ```
*/
export interface SessionCursorsCapabilities {}
/** Reads, checks and writes {@link SessionCursorsCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionCursorsCapabilities: rt.ObjectCodec<SessionCursorsCapabilities>;
/**
* Sent by the agent, as `{}`, to say it handles `session/delete` for sessions that `session/list` returns.
* @example
* ```json
* {}
* ```
*/
export interface SessionDeleteCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionDeleteCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionDeleteCapabilities: rt.ObjectCodec<SessionDeleteCapabilities>;
/**
* Sent by the agent, as `{}`, to say it handles `session/fork`. Experimental.
*
* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface SessionForkCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionForkCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionForkCapabilities: rt.ObjectCodec<SessionForkCapabilities>;
/**
* Identifies a session. The agent creates it in `session/new` (or `session/fork`) and every later request, response and notification about that session carries it; clients treat it as an opaque string.
* @example
* ```json
* "sess_abc123def456"
* ```
*/
export type SessionId = rt.Brand<"v1.SessionId">;
/** Reads, checks and writes {@link SessionId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionId: rt.Codec<SessionId>;
/**
* One session as `session/list` reports it.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "cwd": "/home/user/project",
*   "title": "Fix the config loader",
*   "updatedAt": "2026-03-14T09:26:53Z"
* }
* ```
*/
export interface SessionInfo {
	/** The session's id. */
	sessionId: SessionId;
	/** The session's working directory, an absolute path. */
	cwd: string;
	/** The session's extra workspace roots, as absolute paths, in order. Absent and `[]` both mean none. */
	additionalDirectories?: string[];
	/** A human-readable title. Absent or `null`: none. */
	title?: string | null;
	/** When the session last saw activity, as an ISO 8601 timestamp. Absent or `null`: not reported. */
	updatedAt?: string | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
	/**
	* Whether the session is archived. Absent or `null`: not reported; agents with the archive capability always report it.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	archived?: boolean | null;
}
/** Reads, checks and writes {@link SessionInfo} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionInfo: rt.ObjectCodec<SessionInfo>;
/**
* The payload of `session_info_update`: new values for some of the session's metadata.
* @example
* ```json
* {
*   "title": "Fix the config loader",
*   "updatedAt": "2026-03-14T09:26:53Z"
* }
* ```
*/
export interface SessionInfoUpdate {
	/** The session's title. Absent: unchanged; `null`: cleared; a value: replaces it. */
	title?: string | null;
	/** When the session last saw activity, as an ISO 8601 timestamp. Absent: unchanged; `null`: cleared; a value: replaces it. */
	updatedAt?: string | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionInfoUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionInfoUpdate: rt.ObjectCodec<SessionInfoUpdate>;
/**
* Sent by the agent, as `{}`, to say it handles `session/list`.
* @example
* ```json
* {}
* ```
*/
export interface SessionListCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionListCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionListCapabilities: rt.ObjectCodec<SessionListCapabilities>;
/**
* An upsert of a message exchanged between this session and another one. The first one for a `messageId` creates the message; later ones change only the fields they carry. Chunks may arrive before, between or after upserts.
* @example
* ```json
* {
*   "messageId": "msg_in_7",
*   "senderSessionId": "sess_child42",
*   "recipientSessionId": "sess_abc123def456",
*   "content": [
*     {
*       "type": "text",
*       "text": "All tests pass."
*     }
*   ]
* }
* ```
*/
export interface SessionMessage {
	/** The message's id in this session's transcript. */
	messageId: MessageId;
	/** The session that sent the message. Absent: unchanged; `null`: cleared; a value: replaces the stored one. */
	senderSessionId?: SessionId | null;
	/** The session that receives the message. Absent: unchanged; `null`: cleared; a value: replaces the stored one. */
	recipientSessionId?: SessionId | null;
	/** For a received message, the id the same message has in the sender's transcript. Absent: unchanged; `null`: cleared; a value: replaces the stored one. It may arrive after the message started streaming. */
	senderMessageId?: MessageId | null;
	/** For a sent message, the id the same message has in the recipient's transcript. Absent: unchanged; `null`: cleared; a value: replaces the stored one. It may arrive after the message started streaming. */
	recipientMessageId?: MessageId | null;
	/** The message's whole content. Absent: unchanged; `null` or `[]`: cleared; a non-empty list: replaces all of it. */
	content?: ContentBlock[] | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionMessage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionMessage: rt.ObjectCodec<SessionMessage>;
/**
* One content block appended to a message exchanged with another session. Who sent it comes from the message's `session_message` upserts.
* @example
* ```json
* {
*   "messageId": "msg_in_7",
*   "content": {
*     "type": "text",
*     "text": "All tests"
*   }
* }
* ```
*/
export interface SessionMessageChunk {
	/** The message the block belongs to, as in this session's transcript. */
	messageId: MessageId;
	/** The block to append. */
	content: ContentBlock;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionMessageChunk} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionMessageChunk: rt.ObjectCodec<SessionMessageChunk>;
/**
* A mode the agent can work in, such as one that asks before editing and one that edits freely. Modes can change the agent's instructions, tools and permission behaviour.
* @example
* ```json
* {
*   "id": "code",
*   "name": "Code",
*   "description": "Edits files without asking first"
* }
* ```
*/
export interface SessionMode {
	/** The mode's id, used in `session/set_mode` and `current_mode_update`. */
	id: SessionModeId;
	/** A label for the mode, shown to the user. */
	name: string;
	/** More detail about the mode. Absent or `null`: none. */
	description?: string | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionMode: rt.ObjectCodec<SessionMode>;
/**
* Identifies a session mode; the agent chooses it.
* @example
* ```json
* "code"
* ```
*/
export type SessionModeId = rt.Brand<"v1.SessionModeId">;
/** Reads, checks and writes {@link SessionModeId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionModeId: rt.Codec<SessionModeId>;
/**
* The modes a session offers and the one it is in.
* @example
* ```json
* {
*   "currentModeId": "ask",
*   "availableModes": [
*     {
*       "id": "ask",
*       "name": "Ask"
*     },
*     {
*       "id": "code",
*       "name": "Code"
*     }
*   ]
* }
* ```
*/
export interface SessionModeState {
	/** The mode the session is in now. */
	currentModeId: SessionModeId;
	/** Every mode the session can switch to. */
	availableModes: SessionMode[];
	/** Extension data the protocol does not interpret. */
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
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionNotification} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionNotification: rt.ObjectCodec<SessionNotification>;
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
* The params of `session/options`: the config options a session would start with, asked without creating, loading or resuming one. The agent sends no `session/update` for it and changes no session. Experimental.
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
	/** The working directory to resolve the options for; an absolute path. */
	cwd: string;
	/** Further workspace roots, each an absolute path. Left out and `null` both mean none. */
	additionalDirectories?: string[];
	/** The existing session to resolve the options for, as `session/resume` would. Left out and `null` both mean a new session. */
	sessionId?: SessionId | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionOptionsRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionOptionsRequest: rt.ObjectCodec<SessionOptionsRequest>;
/**
* The result of `session/options`: the modes and config options the session would start with. Experimental.
*
* @experimental Unstable feature `session_options`.
* @example
* ```json
* {
*   "configOptions": [
*     {
*       "type": "boolean",
*       "id": "auto_approve",
*       "name": "Approve edits",
*       "currentValue": false
*     }
*   ]
* }
* ```
*/
export interface SessionOptionsResponse {
	/** The modes the session would offer; absent or `null` when the agent offers none. */
	modes?: SessionModeState | null;
	/** The config options with the values they would start with; absent or `null` when the agent offers none. */
	configOptions?: SessionConfigOption[] | null;
	/** Extension data the protocol does not interpret. */
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
* Sent by the agent, as `{}`, to say it handles `session/resume`.
* @example
* ```json
* {}
* ```
*/
export interface SessionResumeCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionResumeCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionResumeCapabilities: rt.ObjectCodec<SessionResumeCapabilities>;
/**
* Whether the agent holds a session in memory, as `session/status` reports it. A client treats a value it does not know as `saved`.
*
* @experimental Unstable feature `session_status`.
*/
export type SessionStatus = "open" | "saved" | (string & {});
/** Reads, checks and writes {@link SessionStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatus: rt.EnumCodec<SessionStatus>;
/**
* Sent by the agent, as `{}`, to say it handles `session/status`. Experimental.
*
* @experimental Unstable feature `session_status`.
* @example
* ```json
* {}
* ```
*/
export interface SessionStatusCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionStatusCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatusCapabilities: rt.ObjectCodec<SessionStatusCapabilities>;
/**
* The params of `session/status`: the session to ask about.
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
	/** The session to check. */
	sessionId: SessionId;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionStatusRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatusRequest: rt.ObjectCodec<SessionStatusRequest>;
/**
* The result of `session/status`: a snapshot that may be stale by the next request.
*
* @experimental Unstable feature `session_status`.
* @example
* ```json
* {
*   "status": "open"
* }
* ```
*/
export interface SessionStatusResponse {
	/** Whether the agent has the session in memory. */
	status: SessionStatus;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionStatusResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionStatusResponse: rt.ObjectCodec<SessionStatusResponse>;
/**
* Sent by the agent to say it accepts a client-supplied system prompt on session lifecycle requests. `{}` means `append` mode only; `mode` lists any further modes.
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
	/** The delivery modes the agent supports besides `append`, which every such agent supports. Absent or `null` means `append` only. */
	mode?: SessionSystemPromptModeCapabilities | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionSystemPromptCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionSystemPromptCapabilities: rt.ObjectCodec<SessionSystemPromptCapabilities>;
/**
* The system prompt delivery modes an agent supports besides `append`. Each entry is an object the agent includes to claim the mode.
* @example
* ```json
* {
*   "override": {}
* }
* ```
*/
export interface SessionSystemPromptModeCapabilities {
	/** Present when the agent can drop its own built-in instructions and use the client's system prompt in their place. Absent or `null` means it cannot. */
	override?: SessionSystemPromptOverrideCapabilities | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionSystemPromptModeCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionSystemPromptModeCapabilities: rt.ObjectCodec<SessionSystemPromptModeCapabilities>;
/**
* Sent by the agent, as `{}`, to say it supports the `override` system prompt mode, in which the client's prompt replaces the agent's built-in instructions.
* @example
* ```json
* {}
* ```
*/
export interface SessionSystemPromptOverrideCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SessionSystemPromptOverrideCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionSystemPromptOverrideCapabilities: rt.ObjectCodec<SessionSystemPromptOverrideCapabilities>;
/**
* Sent by the agent, as `{}`, to say the client may set session titles with `session/set_title`. Experimental.
*
* @experimental Unstable feature `session_set_title`.
* @example
* ```json
* {}
* ```
*/
export interface SessionTitleCapabilities {
	/** Extension data; the protocol does not interpret it. */
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
export type SessionUpdate = SessionUpdateUserMessageChunk | SessionUpdateAgentMessageChunk | SessionUpdateAgentThoughtChunk | SessionUpdateAgentMessageClear | SessionUpdateToolCall | SessionUpdateToolCallUpdate | SessionUpdatePlan | SessionUpdatePlanUpdate | SessionUpdatePlanRemoved | SessionUpdateAvailableCommandsUpdate | SessionUpdateCurrentModeUpdate | SessionUpdateConfigOptionUpdate | SessionUpdateSessionInfoUpdate | SessionUpdateUsageUpdate | SessionUpdateNotice | SessionUpdateCompactionUpdate | SessionUpdateCompactionSummaryChunk | SessionUpdateSessionMessage | SessionUpdateSessionMessageChunk | SessionUpdateSubagentUpdate | SessionUpdateCursorUpdate | SessionUpdatePromptSuggestionsUpdate;
/**
* A streamed piece of a user message; the agent sends these mostly while `session/load` replays history.
* @example
* ```json
* {
*   "sessionUpdate": "user_message_chunk",
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
* A streamed piece of an agent message; the client appends it to the message being shown.
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
*/
export interface SessionUpdateAgentMessageChunk extends ContentChunk {
	sessionUpdate: "agent_message_chunk";
}
/**
* A streamed piece of the agent's reasoning, which clients usually show apart from its answer.
* @example
* ```json
* {
*   "sessionUpdate": "agent_thought_chunk",
*   "content": {
*     "type": "text",
*     "text": "The loader reads the file before the environment override."
*   }
* }
* ```
*/
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
* @example
* ```json
* {
*   "sessionUpdate": "agent_message_clear"
* }
* ```
*/
export interface SessionUpdateAgentMessageClear {
	sessionUpdate: "agent_message_clear";
}
/**
* A tool call the agent starts; its id identifies it in later `tool_call_update`s.
* @example
* ```json
* {
*   "sessionUpdate": "tool_call",
*   "toolCallId": "call_001",
*   "title": "Reading configuration file",
*   "kind": "read",
*   "status": "pending",
*   "locations": [
*     {
*       "path": "/home/user/project/src/config.json"
*     }
*   ]
* }
* ```
*/
export interface SessionUpdateToolCall extends ToolCall {
	sessionUpdate: "tool_call";
}
/**
* A change to a tool call: the fields present replace the stored ones.
* @example
* ```json
* {
*   "sessionUpdate": "tool_call_update",
*   "toolCallId": "call_001",
*   "status": "completed",
*   "content": [
*     {
*       "type": "content",
*       "content": {
*         "type": "text",
*         "text": "Found 3 settings."
*       }
*     }
*   ]
* }
* ```
*/
export interface SessionUpdateToolCallUpdate extends ToolCallUpdate {
	sessionUpdate: "tool_call_update";
}
/**
* The agent's whole plan, replacing any earlier one.
* @example
* ```json
* {
*   "sessionUpdate": "plan",
*   "entries": [
*     {
*       "content": "Read the config loader",
*       "priority": "high",
*       "status": "completed"
*     },
*     {
*       "content": "Add the environment override",
*       "priority": "medium",
*       "status": "in_progress"
*     }
*   ]
* }
* ```
*/
export interface SessionUpdatePlan extends Plan {
	sessionUpdate: "plan";
}
/**
* A plan created or changed, by id.
* @example
* ```json
* {
*   "sessionUpdate": "plan_update",
*   "plan": {
*     "type": "markdown",
*     "planId": "plan_main",
*     "content": "1. Read the loader\n2. Add the override"
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
* The slash commands the agent now offers; the list replaces the previous one.
* @example
* ```json
* {
*   "sessionUpdate": "available_commands_update",
*   "availableCommands": [
*     {
*       "name": "web",
*       "description": "Search the web",
*       "input": {
*         "hint": "what to search for"
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
* The session's mode changed, on the agent's own initiative or after `session/set_mode`.
* @example
* ```json
* {
*   "sessionUpdate": "current_mode_update",
*   "currentModeId": "code"
* }
* ```
*/
export interface SessionUpdateCurrentModeUpdate extends CurrentModeUpdate {
	sessionUpdate: "current_mode_update";
}
/**
* The session's config options changed; the list is the complete new set.
* @example
* ```json
* {
*   "sessionUpdate": "config_option_update",
*   "configOptions": [
*     {
*       "type": "select",
*       "id": "model",
*       "name": "Model",
*       "currentValue": "model-large",
*       "options": [
*         {
*           "value": "model-small",
*           "name": "Small"
*         },
*         {
*           "value": "model-large",
*           "name": "Large"
*         }
*       ]
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
*   "title": "Fix the config loader",
*   "updatedAt": "2026-03-14T09:26:53Z"
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
* A notice for the user, such as a warning. It is not part of the session's history. Sent only to clients that advertise `session.notices`.
* @example
* ```json
* {
*   "sessionUpdate": "notice",
*   "severity": "warning",
*   "title": "MCP server unavailable",
*   "description": "Continuing without the issues server."
* }
* ```
*/
export interface SessionUpdateNotice extends Notice {
	sessionUpdate: "notice";
}
/**
* Progress of a context compaction. Sent only to clients that advertise `session.compaction`.
* @example
* ```json
* {
*   "sessionUpdate": "compaction_update",
*   "compactionId": "cmp_01",
*   "status": "in_progress"
* }
* ```
*/
export interface SessionUpdateCompactionUpdate extends CompactionUpdate {
	sessionUpdate: "compaction_update";
}
/**
* A streamed piece of a compaction summary. Sent only to clients that advertise `session.compaction`.
* @example
* ```json
* {
*   "sessionUpdate": "compaction_summary_chunk",
*   "compactionId": "cmp_01",
*   "content": {
*     "type": "text",
*     "text": "So far we fixed the config loader."
*   }
* }
* ```
*/
export interface SessionUpdateCompactionSummaryChunk extends CompactionSummaryChunk {
	sessionUpdate: "compaction_summary_chunk";
}
/**
* A message this session sent to or received from another session (a subagent or its parent), created or changed.
* @example
* ```json
* {
*   "sessionUpdate": "session_message",
*   "messageId": "msg_in_7",
*   "senderSessionId": "sess_child42",
*   "content": [
*     {
*       "type": "text",
*       "text": "All tests pass."
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
*   "messageId": "msg_in_7",
*   "content": {
*     "type": "text",
*     "text": "All tests"
*   }
* }
* ```
*/
export interface SessionUpdateSessionMessageChunk extends SessionMessageChunk {
	sessionUpdate: "session_message_chunk";
}
/**
* A subagent this session created and owns was announced, or its details changed.
* @example
* ```json
* {
*   "sessionUpdate": "subagent_update",
*   "sessionId": "sess_child42",
*   "title": "Test runner",
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
/** Reads, checks and writes {@link SessionUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SessionUpdate: rt.UnionCodec<SessionUpdate>;
/**
* The params of `providers/set`, which the client sends to configure one provider. It replaces that provider's whole configuration; nothing of the previous one is kept. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "providerId": "openai",
*   "apiType": "azure",
*   "baseUrl": "https://my-team.openai.azure.com",
*   "headers": {
*     "api-key": "sk-example"
*   }
* }
* ```
*/
export interface SetProviderRequest {
	/** The provider to configure. */
	providerId: ProviderId;
	/** The API protocol the provider should use. */
	apiType: LlmProtocol;
	/** The base URL to send the provider's requests to. */
	baseUrl: string;
	/** Every header to send with the provider's requests (authorization, routing and so on), replacing any headers set before. Absent means none. */
	headers?: {
		[key: string]: string;
	};
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetProviderRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetProviderRequest: rt.ObjectCodec<SetProviderRequest>;
/**
* The result of `providers/set`: an empty object once the configuration is in place. Experimental.
*
* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {}
* ```
*/
export interface SetProviderResponse {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetProviderResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetProviderResponse: rt.ObjectCodec<SetProviderResponse>;
/**
* The params of `session/set_config_option`: which option of which session, and its new value.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "configId": "model",
*   "value": "model-large"
* }
* ```
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "configId": "auto_approve",
*   "type": "boolean",
*   "value": true
* }
* ```
*/
export interface SetSessionConfigOptionRequest {
	/** The session whose option changes. */
	sessionId: SessionId;
	/** The option to change, by its `id`. */
	configId: SessionConfigId;
	/** `"boolean"` when `value` is a boolean; absent when it is a select option's value id. */
	type?: "boolean";
	/** The new value: a boolean for a switch, or the `value` of one of a select option's values. */
	value: SessionConfigOptionValue;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionConfigOptionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionRequest: rt.ObjectCodec<SetSessionConfigOptionRequest>;
/**
* The result of `session/set_config_option`: every config option after the change, since changing one can change others.
* @example
* ```json
* {
*   "configOptions": [
*     {
*       "type": "select",
*       "id": "model",
*       "name": "Model",
*       "currentValue": "model-large",
*       "options": [
*         {
*           "value": "model-small",
*           "name": "Small"
*         },
*         {
*           "value": "model-large",
*           "name": "Large"
*         }
*       ]
*     }
*   ]
* }
* ```
*/
export interface SetSessionConfigOptionResponse {
	/** Every config option with its current value. */
	configOptions: SessionConfigOption[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionConfigOptionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionConfigOptionResponse: rt.ObjectCodec<SetSessionConfigOptionResponse>;
/**
* The params of `session/set_mode`: which session, and the mode to switch it to.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "modeId": "code"
* }
* ```
*/
export interface SetSessionModeRequest {
	/** The session to switch. */
	sessionId: SessionId;
	/** The mode to switch to, one of the session's `availableModes`. */
	modeId: SessionModeId;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionModeRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionModeRequest: rt.ObjectCodec<SetSessionModeRequest>;
/**
* The result of `session/set_mode`: an empty object once the mode has changed.
* @example
* ```json
* {}
* ```
*/
export interface SetSessionModeResponse {
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionModeResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionModeResponse: rt.ObjectCodec<SetSessionModeResponse>;
/**
* The params of `session/set_title`: the session and its new title.
*
* @experimental Unstable feature `session_set_title`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "title": "Fix the config loader"
* }
* ```
*/
export interface SetSessionTitleRequest {
	/** The session to rename. */
	sessionId: SessionId;
	/** The title wanted; the agent may trim or shorten it, and rejects an empty one with `-32602`. */
	title: string;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionTitleRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionTitleRequest: rt.ObjectCodec<SetSessionTitleRequest>;
/**
* The result of `session/set_title`: the title the agent stored.
*
* @experimental Unstable feature `session_set_title`.
* @example
* ```json
* {
*   "title": "Fix the config loader"
* }
* ```
*/
export interface SetSessionTitleResponse {
	/** The stored title, which differs from the requested one if the agent normalized it; clients show this one. */
	title: string;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SetSessionTitleResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SetSessionTitleResponse: rt.ObjectCodec<SetSessionTitleResponse>;
/** What a subagent is doing right now, tagged on `state`. Each value is a whole snapshot that replaces the previous one; `idle` does not end the subagent. A state this version does not know is kept with its payload. */
export type StateUpdate = StateUpdateRunning | StateUpdateIdle | StateUpdateRequiresAction | StateUpdateUnknown | StateUpdateOther;
/**
* The subagent is working.
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
* The subagent finished its work and can take another prompt.
* @example
* ```json
* {
*   "state": "idle",
*   "stopReason": "end_turn"
* }
* ```
*/
export interface StateUpdateIdle extends IdleStateUpdate {
	state: "idle";
}
/**
* The subagent's work is blocked until the user acts, for example on a permission request.
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
* The agent can no longer tell what the subagent is doing; the previous state is only a last known value.
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
/** Why the agent ended a prompt turn, as returned in the `session/prompt` result. */
export type StopReason = "end_turn" | "max_tokens" | "max_turn_requests" | "refusal" | "cancelled";
/** Reads, checks and writes {@link StopReason} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StopReason: rt.EnumCodec<StopReason>;
/** A format a string field's value must have. */
export type StringFormat = "email" | "uri" | "date" | "date-time";
/** Reads, checks and writes {@link StringFormat} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StringFormat: rt.EnumCodec<StringFormat>;
/**
* Multi-select choices given as plain strings, each both the value and its label.
* @example
* ```json
* {
*   "type": "string",
*   "enum": [
*     "linux",
*     "macos",
*     "windows"
*   ]
* }
* ```
*/
export interface StringMultiSelectItems {
	/** The values the user can choose from. */
	enum: string[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link StringMultiSelectItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StringMultiSelectItems: rt.ObjectCodec<StringMultiSelectItems>;
/**
* A text field of an elicitation form, or a single choice when `enum` or `oneOf` is set.
* @example
* ```json
* {
*   "title": "Email",
*   "format": "email",
*   "maxLength": 254
* }
* ```
*/
export interface StringPropertySchema {
	/** A label for the field. Absent or `null`: none. */
	title?: string | null;
	/** Help text for the field. Absent or `null`: none. */
	description?: string | null;
	/** The shortest text allowed, in characters. Absent or `null`: no minimum. */
	minLength?: number | null;
	/** The longest text allowed, in characters. Absent or `null`: no maximum. */
	maxLength?: number | null;
	/** A regular expression the text must match. Absent or `null`: no pattern. */
	pattern?: string | null;
	/** A format the text must have. Absent or `null`: any text. */
	format?: StringFormat | null;
	/** The text the form starts with. Absent or `null`: none. */
	default?: string | null;
	/** The allowed values of a single choice without labels. Absent or `null`: not a choice of this kind. */
	enum?: string[] | null;
	/** The choices of a single choice with labels. Absent or `null`: not a choice of this kind. */
	oneOf?: EnumOption[] | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link StringPropertySchema} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const StringPropertySchema: rt.ObjectCodec<StringPropertySchema>;
/**
* Sent by the client, as `{}`, to say it understands child sessions exposed as subagents: their association and state updates, messages addressed to a session, and the limits of a restricted session. The agent sends none of these unless the client sent this first.
* @example
* ```json
* {}
* ```
*/
export interface SubagentCapabilities {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SubagentCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SubagentCapabilities: rt.ObjectCodec<SubagentCapabilities>;
/**
* What the client may change in one subagent's session. Each permission must be granted for that subagent explicitly; support for a method on ordinary sessions does not carry over.
* @example
* ```json
* {
*   "cancel": {}
* }
* ```
*/
export interface SubagentSessionCapabilities {
	/** Present (even as `{}`) when the client may cancel the subagent's current work; absent or `null` when it may not. */
	cancel?: SessionCancelCapabilities | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SubagentSessionCapabilities} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SubagentSessionCapabilities: rt.ObjectCodec<SubagentSessionCapabilities>;
/**
* Announces a subagent (a child session this session created and owns), or changes what is known about it. The first update for a `sessionId` announces the child; later ones change only the fields they carry.
* @example
* ```json
* {
*   "sessionId": "sess_child42",
*   "title": "Test runner",
*   "description": "Runs the test suite and reports failures",
*   "capabilities": {
*     "cancel": {}
*   },
*   "state": {
*     "state": "idle",
*     "stopReason": "end_turn"
*   }
* }
* ```
*/
export interface SubagentUpdate {
	/** The subagent's own session id. */
	sessionId: SessionId;
	/** A display title for the subagent. Absent: unchanged; `null`: cleared (the client picks a fallback); a value: replaces it. */
	title?: string | null;
	/** What the subagent is for, for display. Absent: unchanged; `null`: cleared; a value: replaces it. */
	description?: string | null;
	/** What the client may change in the subagent's session. Absent: unchanged; `null`: cleared, so nothing may be changed; a value: replaces the whole set. Never sent means nothing may be changed. */
	capabilities?: SubagentSessionCapabilities | null;
	/** What the subagent is doing. Absent: unchanged; `null`: cleared, without claiming it is idle; a value: replaces the previous state. */
	state?: StateUpdate | null;
	/** The subagent's working directory, an absolute path. Absent: unchanged; `null`: cleared, so it inherits its parent's; a value: replaces it. */
	cwd?: string | null;
	/** The subagent's extra workspace roots, as absolute paths. Absent: unchanged; `null`: cleared, so it inherits its parent's; a list (`[]` for none): replaces the whole list. */
	additionalDirectories?: string[] | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SubagentUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SubagentUpdate: rt.ObjectCodec<SubagentUpdate>;
/**
* Instructions the client gives the agent for a session, at system level. An agent that cannot apply them (an unsupported mode or content type) fails the request instead of creating the session.
* @example
* ```json
* {
*   "mode": "append",
*   "content": [
*     {
*       "type": "text",
*       "text": "Answer in British English."
*     }
*   ]
* }
* ```
*/
export interface SystemPrompt {
	/** Whether `content` is added to the agent's own instructions or replaces them. */
	mode: SystemPromptMode;
	/** The instructions: a non-empty list of `text` blocks (other block types are not allowed yet). */
	content: ContentBlock[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link SystemPrompt} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SystemPrompt: rt.ObjectCodec<SystemPrompt>;
/** How a client's system prompt combines with the agent's built-in instructions. An agent answers a mode it does not support with an error; other receivers keep an unknown value as is. */
export type SystemPromptMode = "append" | "override" | (string & {});
/** Reads, checks and writes {@link SystemPromptMode} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const SystemPromptMode: rt.EnumCodec<SystemPromptMode>;
/**
* A terminal whose output belongs to a tool call. The client shows the terminal's live output in the tool call, and keeps showing it after the agent releases the terminal; the agent adds it to the tool call before calling `terminal/release`.
* @example
* ```json
* {
*   "terminalId": "term_xyz789"
* }
* ```
*/
export interface Terminal {
	/** The terminal, as created with `terminal/create`. */
	terminalId: string;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Terminal} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Terminal: rt.ObjectCodec<Terminal>;
/**
* How a terminal's command ended: an exit code when it exited by itself, a signal name when a signal stopped it.
* @example
* ```json
* {
*   "exitCode": 0
* }
* ```
*/
export interface TerminalExitStatus {
	/** The code the process exited with, set when it ended on its own; `null` or absent when a signal stopped it. */
	exitCode?: number | null;
	/** The signal that stopped the process, by name (such as `SIGTERM`); `null` or absent when it ended on its own. */
	signal?: string | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalExitStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalExitStatus: rt.ObjectCodec<TerminalExitStatus>;
/**
* Identifies a terminal. The client chooses it in `terminal/create`; the agent passes it back unchanged and compares it only as a string.
* @example
* ```json
* "term_xyz789"
* ```
*/
export type TerminalId = rt.Brand<"v1.TerminalId">;
/** Reads, checks and writes {@link TerminalId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalId: rt.Codec<TerminalId>;
/**
* The params of `terminal/output`, which the agent sends to read what a terminal's command has printed so far, without waiting for it to finish.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "terminalId": "term_xyz789"
* }
* ```
*/
export interface TerminalOutputRequest {
	/** The session the terminal belongs to. */
	sessionId: SessionId;
	/** The terminal to read. */
	terminalId: TerminalId;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalOutputRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalOutputRequest: rt.ObjectCodec<TerminalOutputRequest>;
/**
* The result of `terminal/output`: the output kept so far and, once the command has ended, how it ended.
* @example
* ```json
* {
*   "output": "running 12 tests\ntest result: ok. 12 passed; 0 failed\n",
*   "truncated": false,
*   "exitStatus": {
*     "exitCode": 0
*   }
* }
* ```
*/
export interface TerminalOutputResponse {
	/** The output captured so far, after any trimming to `outputByteLimit`. */
	output: string;
	/** `true` when older output was dropped to stay within `outputByteLimit`. */
	truncated: boolean;
	/** How the command ended. Absent or `null` means it is still running. */
	exitStatus?: TerminalExitStatus | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TerminalOutputResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TerminalOutputResponse: rt.ObjectCodec<TerminalOutputResponse>;
/**
* Plain text, usually Markdown. Every agent accepts text in a prompt, and clients are expected to render it as Markdown.
* @example
* ```json
* {
*   "text": "Let me analyze your code..."
* }
* ```
*/
export interface TextContent {
	/** The text itself. */
	text: string;
	/** Display and routing hints for this text. */
	annotations?: Annotations | null;
	/** Extension data for this block; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TextContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TextContent: rt.ObjectCodec<TextContent>;
/**
* The text of a resource, embedded.
* @example
* ```json
* {
*   "uri": "file:///home/user/project/README.md",
*   "mimeType": "text/markdown",
*   "text": "# Project\n"
* }
* ```
*/
export interface TextResourceContents {
	/** The URI that identifies the resource. */
	uri: string;
	/** The resource's contents as text. */
	text: string;
	/** The resource's MIME type, when known. */
	mimeType?: string | null;
	/** Extension data for these contents; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TextResourceContents} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TextResourceContents: rt.ObjectCodec<TextResourceContents>;
/**
* Multi-select choices given with labels. Like MCP, it carries no `type`.
* @example
* ```json
* {
*   "anyOf": [
*     {
*       "const": "linux",
*       "title": "Linux"
*     },
*     {
*       "const": "macos",
*       "title": "macOS"
*     }
*   ]
* }
* ```
*/
export interface TitledMultiSelectItems {
	/** The choices, each a value with a label. */
	anyOf: EnumOption[];
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link TitledMultiSelectItems} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const TitledMultiSelectItems: rt.ObjectCodec<TitledMultiSelectItems>;
/**
* A tool call the agent reports through a `tool_call` update: an action such as reading a file, running a command or fetching a page, done on the model's behalf. Later `tool_call_update`s with the same id change it.
* @example
* ```json
* {
*   "toolCallId": "call_001",
*   "title": "Reading configuration file",
*   "kind": "read",
*   "status": "pending",
*   "locations": [
*     {
*       "path": "/home/user/project/src/config.json"
*     }
*   ],
*   "rawInput": {
*     "path": "src/config.json"
*   }
* }
* ```
*/
export interface ToolCall {
	/** The tool call's id, unique within the session. */
	toolCallId: ToolCallId;
	/** A human-readable description of what the tool call does, shown to the user. */
	title: string;
	/** The machine name of the tool, such as `read_file`. Absent or `null`: not known. */
	name?: string | null;
	/** What sort of action it is, so the client can pick an icon and layout. Absent means `other`. */
	kind?: ToolKind;
	/** How far the call has got. Absent means `pending`. */
	status?: ToolCallStatus;
	/** What the call has produced so far: content, diffs, terminals. Absent means none. */
	content?: ToolCallContent[];
	/** The files the call reads or changes, so a client can follow along. Absent means none. */
	locations?: ToolCallLocation[];
	/** The input the tool was called with, as the tool takes it. Absent: not reported. */
	rawInput?: rt.JsonValue;
	/** The output the tool returned, as it returned it. Absent: not reported. */
	rawOutput?: rt.JsonValue;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCall} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCall: rt.ObjectCodec<ToolCall>;
/**
* What a tool call produced, tagged on `type`. The agent sends a list of these in `tool_call` and `tool_call_update` session updates, and in the tool call of a permission request, for the client to display. The union is closed: an unknown `type` is rejected.
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
export type ToolCallContent = ToolCallContentContent | ToolCallContentDiff | ToolCallContentTerminal | ToolCallContentSession;
/**
* Ordinary content such as text, an image or a resource.
* @example
* ```json
* {
*   "type": "content",
*   "content": {
*     "type": "text",
*     "text": "Found 3 matches in 2 files."
*   }
* }
* ```
*/
export interface ToolCallContentContent extends Content {
	type: "content";
}
/**
* A file modification, shown as a diff.
* @example
* ```json
* {
*   "type": "diff",
*   "path": "/home/user/project/src/main.rs",
*   "oldText": "fn main() {}\n",
*   "newText": "fn main() {\n    run();\n}\n"
* }
* ```
*/
export interface ToolCallContentDiff extends Diff {
	type: "diff";
}
/**
* Live output of a terminal started with `terminal/create`.
* @example
* ```json
* {
*   "type": "terminal",
*   "terminalId": "term_xyz789"
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
/** Reads, checks and writes {@link ToolCallContent} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallContent: rt.UnionCodec<ToolCallContent>;
/**
* Identifies a tool call within a session; the agent chooses it.
* @example
* ```json
* "call_001"
* ```
*/
export type ToolCallId = rt.Brand<"v1.ToolCallId">;
/** Reads, checks and writes {@link ToolCallId} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallId: rt.Codec<ToolCallId>;
/**
* A file, and optionally a line in it, that a tool call is working on.
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
	path: string;
	/** The line in the file, counting from 1. Absent or `null`: the file as a whole. */
	line?: number | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallLocation} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallLocation: rt.ObjectCodec<ToolCallLocation>;
/** Where a tool call is in its life. */
export type ToolCallStatus = "pending" | "in_progress" | "completed" | "failed";
/** Reads, checks and writes {@link ToolCallStatus} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallStatus: rt.EnumCodec<ToolCallStatus>;
/**
* A change to a tool call reported earlier, sent in a `tool_call_update` (and as the tool call of a permission request). Only `toolCallId` is required: a field that is present replaces the stored value, one that is absent (or `null`) leaves it as it was.
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
*         "text": "Found 3 settings."
*       }
*     }
*   ]
* }
* ```
*/
export interface ToolCallUpdate {
	/** The tool call to change. */
	toolCallId: ToolCallId;
	/** The new kind. Absent or `null`: unchanged. */
	kind?: ToolKind | null;
	/** The new status. Absent or `null`: unchanged. */
	status?: ToolCallStatus | null;
	/** The new title. Absent or `null`: unchanged. */
	title?: string | null;
	/** The new machine name of the tool. Absent or `null`: unchanged. */
	name?: string | null;
	/** The whole new content list, replacing the old one. Absent or `null`: unchanged. */
	content?: ToolCallContent[] | null;
	/** The whole new list of locations, replacing the old one. Absent or `null`: unchanged. */
	locations?: ToolCallLocation[] | null;
	/** The new raw input. Absent: unchanged. */
	rawInput?: rt.JsonValue;
	/** The new raw output. Absent: unchanged. */
	rawOutput?: rt.JsonValue;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link ToolCallUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const ToolCallUpdate: rt.ObjectCodec<ToolCallUpdate>;
/** What sort of action a tool call performs; clients use it to choose icons and how to show progress. Upstream's crate reads any other string as `other` (serde's catch-all variant), which the published schema does not show: the schema, and so strict mode, rejects one; lenient mode reads it as `other` and reports it as replaced. */
export type ToolKind = "read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other";
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
* The params of `session/unarchive`: the archived session to bring back.
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
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnarchiveSessionRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnarchiveSessionRequest: rt.ObjectCodec<UnarchiveSessionRequest>;
/**
* The result of `session/unarchive`: an empty object once the session is listed again.
*
* @experimental Unstable feature `session_archive`.
* @example
* ```json
* {}
* ```
*/
export interface UnarchiveSessionResponse {
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnarchiveSessionResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnarchiveSessionResponse: rt.ObjectCodec<UnarchiveSessionResponse>;
/**
* The `unknown` state: the agent cannot currently observe what the subagent is doing.
* @example
* ```json
* {}
* ```
*/
export interface UnknownStateUpdate {
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnknownStateUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnknownStateUpdate: rt.ObjectCodec<UnknownStateUpdate>;
/**
* Input given as free text: everything the user types after the command name.
* @example
* ```json
* {
*   "hint": "what to search for"
* }
* ```
*/
export interface UnstructuredCommandInput {
	/** Placeholder text to show while the user has typed no input yet. */
	hint: string;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UnstructuredCommandInput} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UnstructuredCommandInput: rt.ObjectCodec<UnstructuredCommandInput>;
/**
* Token counts, all in tokens. Experimental.
*
* @experimental Unstable feature `end_turn_token_usage`. Unstable upstream; the shape may change before it is stabilized.
* @example
* ```json
* {
*   "totalTokens": 1530,
*   "inputTokens": 1200,
*   "outputTokens": 330,
*   "cachedReadTokens": 800
* }
* ```
*/
export interface Usage {
	/** All tokens of every kind added together. */
	totalTokens: number;
	/** Input tokens. */
	inputTokens: number;
	/** Output tokens. */
	outputTokens: number;
	/** Reasoning tokens. Absent or `null`: not reported. */
	thoughtTokens?: number | null;
	/** Tokens read from a prompt cache. Absent or `null`: not reported. */
	cachedReadTokens?: number | null;
	/** Tokens written to a prompt cache. Absent or `null`: not reported. */
	cachedWriteTokens?: number | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link Usage} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const Usage: rt.ObjectCodec<Usage>;
/**
* The payload of `usage_update`: how full the context window is, and what the session has cost.
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
	/** Tokens currently in the context window. */
	used: number;
	/** The context window's capacity, in tokens. */
	size: number;
	/** What the session has cost so far. Absent or `null`: not reported. */
	cost?: Cost | null;
	/** Extension data the protocol does not interpret. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link UsageUpdate} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const UsageUpdate: rt.ObjectCodec<UsageUpdate>;
/**
* The params of `terminal/wait_for_exit`, which the agent sends to wait until a terminal's command ends; the client answers only then.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "terminalId": "term_xyz789"
* }
* ```
*/
export interface WaitForTerminalExitRequest {
	/** The session the terminal belongs to. */
	sessionId: SessionId;
	/** The terminal to wait for. */
	terminalId: TerminalId;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link WaitForTerminalExitRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const WaitForTerminalExitRequest: rt.ObjectCodec<WaitForTerminalExitRequest>;
/**
* The result of `terminal/wait_for_exit`: how the command ended, with the fields of a terminal exit status.
* @example
* ```json
* {
*   "exitCode": 1,
*   "signal": null
* }
* ```
*/
export interface WaitForTerminalExitResponse {
	/** The code the process exited with, set when it ended on its own; `null` or absent when a signal stopped it. */
	exitCode?: number | null;
	/** The signal that stopped the process, by name (such as `SIGKILL`); `null` or absent when it ended on its own. */
	signal?: string | null;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link WaitForTerminalExitResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const WaitForTerminalExitResponse: rt.ObjectCodec<WaitForTerminalExitResponse>;
/**
* The params of `fs/write_text_file`, which the agent sends to create or overwrite a text file through the client. The agent sends it only when the client advertised `fs.writeTextFile`.
* @example
* ```json
* {
*   "sessionId": "sess_abc123def456",
*   "path": "/home/user/project/src/config.json",
*   "content": "{\n  \"debug\": true\n}\n"
* }
* ```
*/
export interface WriteTextFileRequest {
	/** The session on whose behalf the file is written. */
	sessionId: SessionId;
	/** The file's absolute path. */
	path: string;
	/** The file's whole new text. */
	content: string;
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link WriteTextFileRequest} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const WriteTextFileRequest: rt.ObjectCodec<WriteTextFileRequest>;
/**
* The result of `fs/write_text_file`: an empty object once the file is written.
* @example
* ```json
* {}
* ```
*/
export interface WriteTextFileResponse {
	/** Extension data; the protocol does not interpret it. */
	_meta?: Meta | null;
}
/** Reads, checks and writes {@link WriteTextFileResponse} values: `parse`, `safeParse`, `fromJson` and `toJson`. */
export declare const WriteTextFileResponse: rt.ObjectCodec<WriteTextFileResponse>;
/** The requests the client sends, keyed by `method`. An unknown method, or one of an unstable feature that is off, is kept as received. */
export type ClientRequest = rt.Call<"auth/status", AuthStatusRequest> | rt.Call<"authenticate", AuthenticateRequest> | rt.Call<"initialize", InitializeRequest> | rt.Call<"logout", LogoutRequest> | rt.Call<"mcp/message", MessageMcpRequest> | rt.Call<"providers/disable", DisableProviderRequest> | rt.Call<"providers/list", ListProvidersRequest> | rt.Call<"providers/set", SetProviderRequest> | rt.Call<"session/archive", ArchiveSessionRequest> | rt.Call<"session/close", CloseSessionRequest> | rt.Call<"session/delete", DeleteSessionRequest> | rt.Call<"session/fork", ForkSessionRequest> | rt.Call<"session/list", ListSessionsRequest> | rt.Call<"session/load", LoadSessionRequest> | rt.Call<"session/new", NewSessionRequest> | rt.Call<"session/options", SessionOptionsRequest> | rt.Call<"session/prompt", PromptRequest> | rt.Call<"session/resume", ResumeSessionRequest> | rt.Call<"session/set_config_option", SetSessionConfigOptionRequest> | rt.Call<"session/set_mode", SetSessionModeRequest> | rt.Call<"session/set_title", SetSessionTitleRequest> | rt.Call<"session/status", SessionStatusRequest> | rt.Call<"session/unarchive", UnarchiveSessionRequest> | rt.OtherMessage;
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
	/** The result of `session/options`. */
	"session/options": SessionOptionsResponse;
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
/**
* The message groups of v1 by qualified name, for typed dispatch from a method name:
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
	"session/options": SessionOptionsRequest;
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
	"session/options": SessionOptionsResponse;
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
/**
* What the agent answers: one handler per request and notification the client sends, each given the typed params
* and a context (the client as a peer, and a signal). A handler left out answers its request with `-32601` (method not
* found) and ignores its notification; extension methods go to `extRequest` and `extNotification`.
*/
export interface AgentHandlers extends peer.ExtensionHandlers<ClientPeer> {
	/**
	* A client-to-agent request that asks whether the user must sign in before sessions can be created, without changing anything. The agent never answers it with `-32000`. Experimental; only for agents that advertise `auth.status`.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	authStatus?(params: AuthStatusRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<AuthStatusResponse>;
	/** A client-to-agent request that signs in with one of the `authMethods` the agent listed in its `initialize` result. A client sends it when the agent needs credentials, typically after `session/new` failed with `-32000` (authentication required). Once it succeeds, new sessions can be created without that error. */
	authenticate?(params: AuthenticateRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<AuthenticateResponse>;
	/** A client-to-agent request that opens the connection; the client sends it exactly once, before anything else. It offers the newest protocol version the client speaks and the client's capabilities; the agent answers with the version to use, its own capabilities and the ways it accepts authentication. A client that cannot speak the returned version should close the connection. */
	initialize?(params: InitializeRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<InitializeResponse>;
	/** A client-to-agent request that signs the user out, for agents that advertise `auth.logout`. Sessions created afterwards need authentication again; what happens to sessions already running is up to the agent. */
	logout?(params: LogoutRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<LogoutResponse>;
	/**
	* Carries one message of an MCP server that is reached over the ACP connection itself (MCP-over-ACP), in either direction. The result is the MCP result or the MCP error, unchanged; an ACP-level error means the message could not be delivered. Experimental.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	mcpMessage?(params: MessageMcpRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<MessageMcpResponse>;
	/**
	* A client-to-agent request that turns one provider off, so the agent no longer routes requests through it. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersDisable?(params: DisableProviderRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<DisableProviderResponse>;
	/**
	* A client-to-agent request for the LLM providers the client may configure, each with the API protocols it supports and the routing currently in effect, for display in a settings screen. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersList?(params: ListProvidersRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<ListProvidersResponse>;
	/**
	* A client-to-agent request that replaces the whole configuration of one provider (API protocol, base URL and headers); fields left out are not merged with the previous configuration. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersSet?(params: SetProviderRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SetProviderResponse>;
	/**
	* A client-to-agent request that hides a session from the default `session/list` results while keeping its id and history; an active session is closed first, as `session/close` would. Archiving an archived session is not an error; an unknown session gets `-32002` (resource not found). Experimental; only for agents that advertise `sessionCapabilities.archive`.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	sessionArchive?(params: ArchiveSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<ArchiveSessionResponse>;
	/** A client-to-agent notification that asks the agent to stop the turn running in a session. The agent stops model requests and tool calls as soon as it can, flushes pending updates, and answers the open `session/prompt` with the stop reason `cancelled`. The client answers any permission request still open for that turn with the `cancelled` outcome. */
	sessionCancel?(params: CancelNotification, context: peer.NotificationContext<ClientPeer>): peer.Awaitable<void>;
	/** A client-to-agent request that ends an active session, for agents that advertise `sessionCapabilities.close`. The agent first cancels any running work as `session/cancel` would, then releases what the session held. */
	sessionClose?(params: CloseSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<CloseSessionResponse>;
	/** A client-to-agent request that removes a session so it no longer shows in `session/list`, for agents that advertise `sessionCapabilities.delete`. An unknown session id is typically answered with `-32002`. */
	sessionDelete?(params: DeleteSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<DeleteSessionResponse>;
	/**
	* A client-to-agent request that copies a session's context into a new, independent session, for example to ask for a summary without touching the original's history. The new session is ready to prompt as soon as the response arrives. Experimental; only for agents that advertise the fork capability.
	*
	* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
	*/
	sessionFork?(params: ForkSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<ForkSessionResponse>;
	/** A client-to-agent request for the sessions the agent knows, for agents that advertise `sessionCapabilities.list`. Results may be filtered by working directory and come in pages: pass a returned `nextCursor` back as `cursor` to get the next page. */
	sessionList?(params: ListSessionsRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<ListSessionsResponse>;
	/** A client-to-agent request that reopens a session from an earlier connection. Only valid when the agent advertised `loadSession` in `initialize`. The agent restores the session, connects to the given MCP servers, and replays the whole conversation as `session/update` notifications; the response comes after the last replayed update. An unknown session id is typically answered with `-32002` (resource not found). */
	sessionLoad?(params: LoadSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<LoadSessionResponse>;
	/** A client-to-agent request that starts a new conversation. The agent sets up a fresh context rooted at `cwd`, connects to the listed MCP servers and returns the id that every later message about the session carries. An agent that needs the user to sign in first answers `-32000` (authentication required). */
	sessionNew?(params: NewSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<NewSessionResponse>;
	/**
	* Asks which config options (and, in v2, commands) a session would start with, without creating, loading or resuming one. Only for an agent with the `session.options` capability. Experimental.
	*
	* @experimental Unstable feature `session_options`.
	*/
	sessionOptions?(params: SessionOptionsRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SessionOptionsResponse>;
	/** A client-to-agent request that sends the user's message and runs one turn. While the turn runs, the agent streams its output, tool calls and plans as `session/update` notifications and may ask the client for permissions, files or terminals. The response arrives when the turn is over and says why it stopped; after `session/cancel` the stop reason is `cancelled`. */
	sessionPrompt?(params: PromptRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<PromptResponse>;
	/** A client-to-agent request that reattaches to an existing session without replaying its history, for agents that advertise `sessionCapabilities.resume`. Once it succeeds the client may prompt the session again. An unknown session id is typically answered with `-32002` (resource not found). */
	sessionResume?(params: ResumeSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<ResumeSessionResponse>;
	/** A client-to-agent request that changes one of the session's config options, such as the model. The result lists every config option with its value after the change, since one change may affect others. */
	sessionSetConfigOption?(params: SetSessionConfigOptionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SetSessionConfigOptionResponse>;
	/** A client-to-agent request that switches a session to another of the modes the agent listed in `availableModes`. It may be sent at any time, also while a turn is running. The agent can change modes on its own too, and then reports a `current_mode_update`. */
	sessionSetMode?(params: SetSessionModeRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SetSessionModeResponse>;
	/**
	* A client-to-agent request that renames a session, whether or not it is active on this connection. The agent may normalize the title and returns the one it stored; a title it cannot accept (an empty one, say) gets `-32602` (invalid params), an unknown session `-32002` (resource not found). Experimental; only for agents that advertise `sessionCapabilities.title`.
	*
	* @experimental Unstable feature `session_set_title`.
	*/
	sessionSetTitle?(params: SetSessionTitleRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SetSessionTitleResponse>;
	/**
	* A client-to-agent request that asks whether the agent holds a session in memory or only has it saved. It has no side effects: it neither loads nor attaches the session. A session the agent does not know gets `-32002` (resource not found), with the session id in the error's `data`. Experimental; only for agents that advertise `sessionCapabilities.status`.
	*
	* @experimental Unstable feature `session_status`.
	*/
	sessionStatus?(params: SessionStatusRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<SessionStatusResponse>;
	/**
	* A client-to-agent request that brings an archived session back into the default `session/list` results, with the same id and history; a client unarchives a session before it loads or resumes it. It does not load or resume the session itself. Unarchiving a session that is not archived is not an error; an unknown session gets `-32002` (resource not found). Experimental; only for agents that advertise `sessionCapabilities.archive`.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	sessionUnarchive?(params: UnarchiveSessionRequest, context: peer.RequestContext<ClientPeer>): peer.Awaitable<UnarchiveSessionResponse>;
}
/** The client as the agent sees it: one method per request and notification the agent sends. */
export interface ClientPeer extends peer.Peer {
	/**
	* An agent-to-client notification that the agent's sign-in state changed; it carries the same fields as the `auth/status` result. Experimental; only from agents that advertise `auth.status`.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	authStatusUpdate(params: AuthStatusUpdateNotification): Promise<void>;
	/** An agent-to-client notification that a URL elicitation has finished on the agent's side (for example the sign-in the user was sent to went through), so the client can close whatever it showed for it. */
	elicitationComplete(params: CompleteElicitationNotification): Promise<void>;
	/** An agent-to-client request that asks the user for structured input, either by filling a form the client renders from a small JSON Schema, or by visiting a URL. It belongs to a session (and maybe a tool call) or to an earlier request. The result says whether the user accepted, declined or cancelled. */
	elicitationCreate(params: CreateElicitationRequest, options?: peer.CallOptions): Promise<CreateElicitationResponse>;
	/** An agent-to-client request that reads a text file as the client sees it (which can include changes not yet saved in an editor), whole or a range of lines. Only for clients that advertise `fs.readTextFile`. A missing file is typically answered with `-32002` (resource not found). */
	fsReadTextFile(params: ReadTextFileRequest, options?: peer.CallOptions): Promise<ReadTextFileResponse>;
	/** An agent-to-client request that creates or overwrites a text file through the client, which can then show the change in its editor. Only for clients that advertise `fs.writeTextFile`. */
	fsWriteTextFile(params: WriteTextFileRequest, options?: peer.CallOptions): Promise<WriteTextFileResponse>;
	/**
	* Carries one message of an MCP server that is reached over the ACP connection itself (MCP-over-ACP), in either direction. The result is the MCP result or the MCP error, unchanged; an ACP-level error means the message could not be delivered. Experimental.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	mcpMessage(params: MessageMcpRequest, options?: peer.CallOptions): Promise<MessageMcpResponse>;
	/**
	* Sent in place of `initialize` to a component of a proxy chain that has a successor, telling it to act as a proxy. Params and result are those of `initialize`; before answering, the proxy initializes its successor through `proxy/successor`, and it must not change the protocol version. Experimental.
	*
	* @experimental Unstable feature `proxy_chains`.
	*/
	proxyInitialize(params: InitializeProxyRequest, options?: peer.CallOptions): Promise<InitializeProxyResponse>;
	/**
	* Messages a proxy exchanges with its successor in a proxy chain. The params wrap one request (its method and params); the wrapped request's result or error comes back unchanged as this request's result or error. Cancelling it with `$/cancel_request` affects this hop only. Experimental.
	*
	* @experimental Unstable feature `proxy_chains`.
	*/
	proxySuccessor(params: ProxySuccessorRequest, options?: peer.CallOptions): Promise<ProxySuccessorResponse>;
	/** An agent-to-client request that asks the user to approve a tool call before the agent runs it. The client shows the offered options and returns the one picked. If the client cancelled the turn meanwhile, it answers with the `cancelled` outcome. */
	sessionRequestPermission(params: RequestPermissionRequest, options?: peer.CallOptions): Promise<RequestPermissionResponse>;
	/** An agent-to-client notification carrying one change to a session: a streamed message or thought chunk, a tool call or its progress, a plan, a mode or config change, and so on. The agent sends it while a `session/prompt` turn runs, while `session/load` replays history, and at other times when session state changes. A client keeps accepting updates for a turn it cancelled until the `session/prompt` response arrives. */
	sessionUpdate(params: SessionNotification): Promise<void>;
	/** An agent-to-client request that starts a command in a new terminal and returns its id at once, without waiting for it to finish. Only for clients that advertise `terminal`. The agent reads the output with `terminal/output`, can show the terminal in a tool call, and must eventually free it with `terminal/release`. */
	terminalCreate(params: CreateTerminalRequest, options?: peer.CallOptions): Promise<CreateTerminalResponse>;
	/** An agent-to-client request that stops a terminal's command but keeps the terminal, so its output and exit status can still be read; useful for timeouts. The agent still releases the terminal later. */
	terminalKill(params: KillTerminalRequest, options?: peer.CallOptions): Promise<KillTerminalResponse>;
	/** An agent-to-client request for the output a terminal has produced so far, without waiting. The result also carries the exit status once the command has ended. */
	terminalOutput(params: TerminalOutputRequest, options?: peer.CallOptions): Promise<TerminalOutputResponse>;
	/** An agent-to-client request that frees a terminal, killing its command if it still runs. Afterwards the id is no longer valid for `terminal/*` requests, though tool calls that embed the terminal keep showing its output. */
	terminalRelease(params: ReleaseTerminalRequest, options?: peer.CallOptions): Promise<ReleaseTerminalResponse>;
	/** An agent-to-client request that blocks until a terminal's command ends, then returns its exit code or signal. */
	terminalWaitForExit(params: WaitForTerminalExitRequest, options?: peer.CallOptions): Promise<WaitForTerminalExitResponse>;
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
	* An agent-to-client notification that the agent's sign-in state changed; it carries the same fields as the `auth/status` result. Experimental; only from agents that advertise `auth.status`.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	authStatusUpdate?(params: AuthStatusUpdateNotification, context: peer.NotificationContext<AgentPeer>): peer.Awaitable<void>;
	/** An agent-to-client notification that a URL elicitation has finished on the agent's side (for example the sign-in the user was sent to went through), so the client can close whatever it showed for it. */
	elicitationComplete?(params: CompleteElicitationNotification, context: peer.NotificationContext<AgentPeer>): peer.Awaitable<void>;
	/** An agent-to-client request that asks the user for structured input, either by filling a form the client renders from a small JSON Schema, or by visiting a URL. It belongs to a session (and maybe a tool call) or to an earlier request. The result says whether the user accepted, declined or cancelled. */
	elicitationCreate?(params: CreateElicitationRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<CreateElicitationResponse>;
	/** An agent-to-client request that reads a text file as the client sees it (which can include changes not yet saved in an editor), whole or a range of lines. Only for clients that advertise `fs.readTextFile`. A missing file is typically answered with `-32002` (resource not found). */
	fsReadTextFile?(params: ReadTextFileRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<ReadTextFileResponse>;
	/** An agent-to-client request that creates or overwrites a text file through the client, which can then show the change in its editor. Only for clients that advertise `fs.writeTextFile`. */
	fsWriteTextFile?(params: WriteTextFileRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<WriteTextFileResponse>;
	/**
	* Carries one message of an MCP server that is reached over the ACP connection itself (MCP-over-ACP), in either direction. The result is the MCP result or the MCP error, unchanged; an ACP-level error means the message could not be delivered. Experimental.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	mcpMessage?(params: MessageMcpRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<MessageMcpResponse>;
	/**
	* Sent in place of `initialize` to a component of a proxy chain that has a successor, telling it to act as a proxy. Params and result are those of `initialize`; before answering, the proxy initializes its successor through `proxy/successor`, and it must not change the protocol version. Experimental.
	*
	* @experimental Unstable feature `proxy_chains`.
	*/
	proxyInitialize?(params: InitializeProxyRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<InitializeProxyResponse>;
	/**
	* Messages a proxy exchanges with its successor in a proxy chain. The params wrap one request (its method and params); the wrapped request's result or error comes back unchanged as this request's result or error. Cancelling it with `$/cancel_request` affects this hop only. Experimental.
	*
	* @experimental Unstable feature `proxy_chains`.
	*/
	proxySuccessor?(params: ProxySuccessorRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<ProxySuccessorResponse>;
	/** An agent-to-client request that asks the user to approve a tool call before the agent runs it. The client shows the offered options and returns the one picked. If the client cancelled the turn meanwhile, it answers with the `cancelled` outcome. */
	sessionRequestPermission?(params: RequestPermissionRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<RequestPermissionResponse>;
	/** An agent-to-client notification carrying one change to a session: a streamed message or thought chunk, a tool call or its progress, a plan, a mode or config change, and so on. The agent sends it while a `session/prompt` turn runs, while `session/load` replays history, and at other times when session state changes. A client keeps accepting updates for a turn it cancelled until the `session/prompt` response arrives. */
	sessionUpdate?(params: SessionNotification, context: peer.NotificationContext<AgentPeer>): peer.Awaitable<void>;
	/** An agent-to-client request that starts a command in a new terminal and returns its id at once, without waiting for it to finish. Only for clients that advertise `terminal`. The agent reads the output with `terminal/output`, can show the terminal in a tool call, and must eventually free it with `terminal/release`. */
	terminalCreate?(params: CreateTerminalRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<CreateTerminalResponse>;
	/** An agent-to-client request that stops a terminal's command but keeps the terminal, so its output and exit status can still be read; useful for timeouts. The agent still releases the terminal later. */
	terminalKill?(params: KillTerminalRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<KillTerminalResponse>;
	/** An agent-to-client request for the output a terminal has produced so far, without waiting. The result also carries the exit status once the command has ended. */
	terminalOutput?(params: TerminalOutputRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<TerminalOutputResponse>;
	/** An agent-to-client request that frees a terminal, killing its command if it still runs. Afterwards the id is no longer valid for `terminal/*` requests, though tool calls that embed the terminal keep showing its output. */
	terminalRelease?(params: ReleaseTerminalRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<ReleaseTerminalResponse>;
	/** An agent-to-client request that blocks until a terminal's command ends, then returns its exit code or signal. */
	terminalWaitForExit?(params: WaitForTerminalExitRequest, context: peer.RequestContext<AgentPeer>): peer.Awaitable<WaitForTerminalExitResponse>;
}
/** The agent as the client sees it: one method per request and notification the client sends. */
export interface AgentPeer extends peer.Peer {
	/**
	* A client-to-agent request that asks whether the user must sign in before sessions can be created, without changing anything. The agent never answers it with `-32000`. Experimental; only for agents that advertise `auth.status`.
	*
	* @experimental Unstable feature `auth_status`.
	*/
	authStatus(params: AuthStatusRequest, options?: peer.CallOptions): Promise<AuthStatusResponse>;
	/** A client-to-agent request that signs in with one of the `authMethods` the agent listed in its `initialize` result. A client sends it when the agent needs credentials, typically after `session/new` failed with `-32000` (authentication required). Once it succeeds, new sessions can be created without that error. */
	authenticate(params: AuthenticateRequest, options?: peer.CallOptions): Promise<AuthenticateResponse>;
	/** A client-to-agent request that opens the connection; the client sends it exactly once, before anything else. It offers the newest protocol version the client speaks and the client's capabilities; the agent answers with the version to use, its own capabilities and the ways it accepts authentication. A client that cannot speak the returned version should close the connection. */
	initialize(params: InitializeRequest, options?: peer.CallOptions): Promise<InitializeResponse>;
	/** A client-to-agent request that signs the user out, for agents that advertise `auth.logout`. Sessions created afterwards need authentication again; what happens to sessions already running is up to the agent. */
	logout(params: LogoutRequest, options?: peer.CallOptions): Promise<LogoutResponse>;
	/**
	* Carries one message of an MCP server that is reached over the ACP connection itself (MCP-over-ACP), in either direction. The result is the MCP result or the MCP error, unchanged; an ACP-level error means the message could not be delivered. Experimental.
	*
	* @experimental Unstable feature `mcp_over_acp`. Unstable upstream; the shape may change before it is stabilized.
	*/
	mcpMessage(params: MessageMcpRequest, options?: peer.CallOptions): Promise<MessageMcpResponse>;
	/**
	* A client-to-agent request that turns one provider off, so the agent no longer routes requests through it. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersDisable(params: DisableProviderRequest, options?: peer.CallOptions): Promise<DisableProviderResponse>;
	/**
	* A client-to-agent request for the LLM providers the client may configure, each with the API protocols it supports and the routing currently in effect, for display in a settings screen. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersList(params: ListProvidersRequest, options?: peer.CallOptions): Promise<ListProvidersResponse>;
	/**
	* A client-to-agent request that replaces the whole configuration of one provider (API protocol, base URL and headers); fields left out are not merged with the previous configuration. Experimental.
	*
	* @experimental Unstable feature `llm_providers`. Unstable upstream; the shape may change before it is stabilized.
	*/
	providersSet(params: SetProviderRequest, options?: peer.CallOptions): Promise<SetProviderResponse>;
	/**
	* A client-to-agent request that hides a session from the default `session/list` results while keeping its id and history; an active session is closed first, as `session/close` would. Archiving an archived session is not an error; an unknown session gets `-32002` (resource not found). Experimental; only for agents that advertise `sessionCapabilities.archive`.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	sessionArchive(params: ArchiveSessionRequest, options?: peer.CallOptions): Promise<ArchiveSessionResponse>;
	/** A client-to-agent notification that asks the agent to stop the turn running in a session. The agent stops model requests and tool calls as soon as it can, flushes pending updates, and answers the open `session/prompt` with the stop reason `cancelled`. The client answers any permission request still open for that turn with the `cancelled` outcome. */
	sessionCancel(params: CancelNotification): Promise<void>;
	/** A client-to-agent request that ends an active session, for agents that advertise `sessionCapabilities.close`. The agent first cancels any running work as `session/cancel` would, then releases what the session held. */
	sessionClose(params: CloseSessionRequest, options?: peer.CallOptions): Promise<CloseSessionResponse>;
	/** A client-to-agent request that removes a session so it no longer shows in `session/list`, for agents that advertise `sessionCapabilities.delete`. An unknown session id is typically answered with `-32002`. */
	sessionDelete(params: DeleteSessionRequest, options?: peer.CallOptions): Promise<DeleteSessionResponse>;
	/**
	* A client-to-agent request that copies a session's context into a new, independent session, for example to ask for a summary without touching the original's history. The new session is ready to prompt as soon as the response arrives. Experimental; only for agents that advertise the fork capability.
	*
	* @experimental Unstable feature `session_fork`. Unstable upstream; the shape may change before it is stabilized.
	*/
	sessionFork(params: ForkSessionRequest, options?: peer.CallOptions): Promise<ForkSessionResponse>;
	/** A client-to-agent request for the sessions the agent knows, for agents that advertise `sessionCapabilities.list`. Results may be filtered by working directory and come in pages: pass a returned `nextCursor` back as `cursor` to get the next page. */
	sessionList(params: ListSessionsRequest, options?: peer.CallOptions): Promise<ListSessionsResponse>;
	/** A client-to-agent request that reopens a session from an earlier connection. Only valid when the agent advertised `loadSession` in `initialize`. The agent restores the session, connects to the given MCP servers, and replays the whole conversation as `session/update` notifications; the response comes after the last replayed update. An unknown session id is typically answered with `-32002` (resource not found). */
	sessionLoad(params: LoadSessionRequest, options?: peer.CallOptions): Promise<LoadSessionResponse>;
	/** A client-to-agent request that starts a new conversation. The agent sets up a fresh context rooted at `cwd`, connects to the listed MCP servers and returns the id that every later message about the session carries. An agent that needs the user to sign in first answers `-32000` (authentication required). */
	sessionNew(params: NewSessionRequest, options?: peer.CallOptions): Promise<NewSessionResponse>;
	/**
	* Asks which config options (and, in v2, commands) a session would start with, without creating, loading or resuming one. Only for an agent with the `session.options` capability. Experimental.
	*
	* @experimental Unstable feature `session_options`.
	*/
	sessionOptions(params: SessionOptionsRequest, options?: peer.CallOptions): Promise<SessionOptionsResponse>;
	/** A client-to-agent request that sends the user's message and runs one turn. While the turn runs, the agent streams its output, tool calls and plans as `session/update` notifications and may ask the client for permissions, files or terminals. The response arrives when the turn is over and says why it stopped; after `session/cancel` the stop reason is `cancelled`. */
	sessionPrompt(params: PromptRequest, options?: peer.CallOptions): Promise<PromptResponse>;
	/** A client-to-agent request that reattaches to an existing session without replaying its history, for agents that advertise `sessionCapabilities.resume`. Once it succeeds the client may prompt the session again. An unknown session id is typically answered with `-32002` (resource not found). */
	sessionResume(params: ResumeSessionRequest, options?: peer.CallOptions): Promise<ResumeSessionResponse>;
	/** A client-to-agent request that changes one of the session's config options, such as the model. The result lists every config option with its value after the change, since one change may affect others. */
	sessionSetConfigOption(params: SetSessionConfigOptionRequest, options?: peer.CallOptions): Promise<SetSessionConfigOptionResponse>;
	/** A client-to-agent request that switches a session to another of the modes the agent listed in `availableModes`. It may be sent at any time, also while a turn is running. The agent can change modes on its own too, and then reports a `current_mode_update`. */
	sessionSetMode(params: SetSessionModeRequest, options?: peer.CallOptions): Promise<SetSessionModeResponse>;
	/**
	* A client-to-agent request that renames a session, whether or not it is active on this connection. The agent may normalize the title and returns the one it stored; a title it cannot accept (an empty one, say) gets `-32602` (invalid params), an unknown session `-32002` (resource not found). Experimental; only for agents that advertise `sessionCapabilities.title`.
	*
	* @experimental Unstable feature `session_set_title`.
	*/
	sessionSetTitle(params: SetSessionTitleRequest, options?: peer.CallOptions): Promise<SetSessionTitleResponse>;
	/**
	* A client-to-agent request that asks whether the agent holds a session in memory or only has it saved. It has no side effects: it neither loads nor attaches the session. A session the agent does not know gets `-32002` (resource not found), with the session id in the error's `data`. Experimental; only for agents that advertise `sessionCapabilities.status`.
	*
	* @experimental Unstable feature `session_status`.
	*/
	sessionStatus(params: SessionStatusRequest, options?: peer.CallOptions): Promise<SessionStatusResponse>;
	/**
	* A client-to-agent request that brings an archived session back into the default `session/list` results, with the same id and history; a client unarchives a session before it loads or resumes it. It does not load or resume the session itself. Unarchiving a session that is not archived is not an error; an unknown session gets `-32002` (resource not found). Experimental; only for agents that advertise `sessionCapabilities.archive`.
	*
	* @experimental Unstable feature `session_archive`.
	*/
	sessionUnarchive(params: UnarchiveSessionRequest, options?: peer.CallOptions): Promise<UnarchiveSessionResponse>;
}
/**
* Serves the client's side of a connection over `transport`: incoming messages go to `handlers`, and the agent
* comes back as a peer to call. Unstable methods are known only with their feature on (`options.unstable`, or the
* package's defaults).
*/
export declare function connectClient(handlers: ClientHandlers, transport: peer.Transport, options?: peer.ConnectionOptions): AgentPeer;
