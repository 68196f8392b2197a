import type { JsonRpc, Notification, Request } from "../vocabulary.js";
import type { SetSessionConfigOptionRequest, SetSessionConfigOptionResponse } from "./config.js";
import type { CompleteElicitationNotification, CreateElicitationRequest, CreateElicitationResponse } from "./elicitation.js";
import type { AuthStatusRequest, AuthStatusResponse, AuthStatusUpdateNotification, InitializeProxyRequest, InitializeProxyResponse, InitializeRequest, InitializeResponse, LoginAuthRequest, LoginAuthResponse, LogoutAuthRequest, LogoutAuthResponse } from "./initialize.js";
import type { MessageMcpRequest, MessageMcpResponse } from "./mcp.js";
import type { RequestPermissionRequest, RequestPermissionResponse } from "./permissions.js";
import type { DisableProviderRequest, DisableProviderResponse, ListProvidersRequest, ListProvidersResponse, SetProviderRequest, SetProviderResponse } from "./providers.js";
import type { ArchiveSessionRequest, ArchiveSessionResponse, CancelRequestNotification, CancelSessionNotification, CloseSessionRequest, CloseSessionResponse, DeleteSessionRequest, DeleteSessionResponse, ForkSessionRequest, ForkSessionResponse, JsonRpcError, ListSessionsRequest, ListSessionsResponse, NewSessionRequest, NewSessionResponse, PromptRequest, PromptResponse, RequestId, SessionOptionsRequest, SessionOptionsResponse, SessionStatusRequest, SessionStatusResponse, SetSessionTitleRequest, SetSessionTitleResponse, UnarchiveSessionRequest, UnarchiveSessionResponse } from "./session-methods.js";
import type { ResumeSessionRequest, ResumeSessionResponse } from "./session.js";
import type { UpdateSessionNotification } from "./updates.js";
import type { ProxySuccessorRequest, ProxySuccessorResponse } from "./proxy.js";
import type { CancelTerminalRequest, CancelTerminalResponse } from "./terminal.js";
import type { CancelToolCallRequest, CancelToolCallResponse } from "./tool-call.js";

/**
 * The v2 methods of the protocol, keyed by JSON-RPC method name. Each entry says who
 * sends the message, its params type and, for a request, its result type. v2 has no
 * `session/load`: a client reopens a session with `session/resume`.
 *
 * A method whose name starts with `_` is an extension: any params, any result. Each side reads it as such; the
 * protocol-level notifications take none.
 * @extensionMethods _
 */
export interface Methods extends JsonRpc<RequestId, JsonRpcError> {
  /**
   * The agent sends this to report one change to a session: a message
   * chunk or upsert, a tool call, a terminal, a plan, the turn state, and so on. The
   * agent may send it at any time while the session exists, including after the client
   * sent `session/cancel` (final tool call updates arrive before the idle `state_update`).
   * It has no response. The second example is the message-id RFD's sketch of a possible
   * future update: a v2 receiver keeps it as an unknown variant.
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "user_message_chunk", "messageId": "msg_user_8f7a1", "content": { "type": "text", "text": "Can you analyze this code?" } } } }
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "message_update", "messageId": "ea87d0e7-beb8-484a-a404-94a30b78a5a8", "updateType": "replace", "content": { "type": "text", "text": "Actually, let me correct that analysis..." } } } }
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "Let me analyze your code..." } } } }
   */
  "session/update": Notification<UpdateSessionNotification, "agent_to_client">;
  /**
   * The client sends this to reattach the connection to an existing session, for
   * example one found with `session/list` or created on an earlier connection. With
   * `replayFrom` the agent first replays the retained history as `session/update`
   * notifications; either way it then sends a current `state_update` and responds. An
   * unknown session gets `-32002` (resource not found); an unsupported replay cursor or
   * a different `cwd` gets `-32602` (invalid params).
   * @example { "jsonrpc": "2.0", "id": 1, "method": "session/resume", "params": { "sessionId": "sess_1", "cwd": "/home/user/project", "replayFrom": { "type": "start" } } }
   */
  "session/resume": Request<ResumeSessionRequest, ResumeSessionResponse, "client_to_agent">;
  /**
   * The client sends this first, to open the connection: it names the newest
   * protocol version it speaks and its capabilities, and the agent answers with the
   * version to use, its own capabilities and its login methods. It comes before any
   * other request; the client may send it again before its first other request, and the
   * latest successful answer counts. If the agent has no version at or below the
   * requested one, it fails with `-32022` (unsupported protocol version).
   * @example { "jsonrpc": "2.0", "id": 0, "method": "initialize", "params": { "protocolVersion": 2, "info": { "name": "zed", "title": "Zed", "version": "0.201.0" }, "capabilities": { "elicitation": { "form": {} } } } }
   */
  "initialize": Request<InitializeRequest, InitializeResponse, "client_to_agent">;
  /**
   * The client sends this to sign the user in with one of the methods the agent
   * listed in `authMethods` of its `initialize` result. Clients send it when a request
   * such as `session/new` failed with `-32000` (authentication required), and must not
   * send it when the agent listed no methods. A successful result means later requests
   * no longer need authentication.
   * @example { "jsonrpc": "2.0", "id": 2, "method": "auth/login", "params": { "methodId": "agent-oauth" } }
   */
  "auth/login": Request<LoginAuthRequest, LoginAuthResponse, "client_to_agent">;
  /**
   * The client sends this to get the LLM providers the client may configure, with the
   * routing each one uses now. Only for agents that advertise the `providers` capability.
   * Experimental.
   * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
   * @example { "jsonrpc": "2.0", "id": 3, "method": "providers/list", "params": {} }
   */
  "providers/list": Request<ListProvidersRequest, ListProvidersResponse, "client_to_agent">;
  /**
   * The client sends this to replace the whole configuration of one LLM provider:
   * protocol, base URL and headers. Only for agents that advertise the `providers`
   * capability. Experimental.
   * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
   * @example { "jsonrpc": "2.0", "id": 4, "method": "providers/set", "params": { "providerId": "main", "apiType": "anthropic", "baseUrl": "https://llm-gateway.example.com/anthropic", "headers": { "Authorization": "Bearer gw_token_123" } } }
   */
  "providers/set": Request<SetProviderRequest, SetProviderResponse, "client_to_agent">;
  /**
   * The client sends this to turn one LLM provider off. Only for agents that
   * advertise the `providers` capability. Experimental.
   * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
   * @example { "jsonrpc": "2.0", "id": 5, "method": "providers/disable", "params": { "providerId": "main" } }
   */
  "providers/disable": Request<DisableProviderRequest, DisableProviderResponse, "client_to_agent">;
  /**
   * The client sends this to start a new conversation in a working directory,
   * connected to the MCP servers the client lists. The result carries the new session's
   * id, which every later session request names, and its initial config options and
   * commands. The session starts `idle`. May fail with `-32000` (authentication required)
   * when the user must sign in first, or `-32602` (invalid params) for an MCP transport
   * the agent does not support.
   * @example { "jsonrpc": "2.0", "id": 6, "method": "session/new", "params": { "cwd": "/home/user/project", "mcpServers": [{ "type": "stdio", "name": "files", "command": "/usr/local/bin/mcp-files", "args": ["--root", "/home/user/project"] }] } }
   */
  "session/new": Request<NewSessionRequest, NewSessionResponse, "client_to_agent">;
  /**
   * The client sends this to change the current value of one session config option
   * (a model, a mode, a toggle). The result lists every option with its value after the
   * change, since one change may affect others. An unknown `configId` or a value the
   * option does not accept gets `-32602` (invalid params) and changes nothing.
   * @example { "jsonrpc": "2.0", "id": 7, "method": "session/set_config_option", "params": { "sessionId": "sess_abc123def456", "configId": "model", "type": "id", "value": "claude-sonnet-4" } }
   */
  "session/set_config_option": Request<SetSessionConfigOptionRequest, SetSessionConfigOptionResponse, "client_to_agent">;
  /**
   * The client sends this to add a user message to a session. The agent answers as
   * soon as the message has a place in the conversation, with its `messageId`, without
   * waiting for the turn to finish: progress, output and the end of the turn arrive as
   * `session/update` notifications (`state_update`). An error means the message was not
   * added, for example `-32602` for an empty prompt, or `-32800` (request cancelled) when
   * `session/cancel` or `session/close` removed it before it was added.
   * @example { "jsonrpc": "2.0", "id": 8, "method": "session/prompt", "params": { "sessionId": "sess_abc123def456", "prompt": [{ "type": "text", "text": "Why does the build fail on CI?" }, { "type": "resource_link", "name": "ci.log", "uri": "file:///home/user/project/ci.log" }] } }
   */
  "session/prompt": Request<PromptRequest, PromptResponse, "client_to_agent">;
  /**
   * The client sends this to stop the session's foreground work and drop
   * prompts not yet added. Background work keeps running. The agent stops its model and
   * tool calls, treats pending permission requests as refused, sends its last updates,
   * and then reports an idle `state_update` with the stop reason `cancelled`. No response.
   * @example { "jsonrpc": "2.0", "method": "session/cancel", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/cancel": Notification<CancelSessionNotification, "client_to_agent">;
  /**
   * Either side sends this request to carry one MCP request to an MCP server that the
   * other side provides over the ACP connection (a server declared with `type: "acp"`).
   * The result is the inner MCP outcome; an ACP error means the carrying itself failed.
   * Experimental.
   * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
   * @differs Upstream also lists `mcp/message` as a notification (params `MessageMcpNotification`); a method name holds one form here, so only the request is in the table. The notification's type is declared.
   * @example { "jsonrpc": "2.0", "id": 9, "method": "mcp/message", "params": { "serverId": "srv_editor", "requestId": "mcp_req_1", "method": "tools/list", "params": {} } }
   */
  "mcp/message": Request<MessageMcpRequest, MessageMcpResponse, "both">;
  /**
   * The client sends this to get the sessions the agent knows, one page at a time,
   * optionally only those of one working directory. Follow `nextCursor` in the result to
   * read the next page.
   * @example { "jsonrpc": "2.0", "id": 10, "method": "session/list", "params": { "cwd": "/home/user/project" } }
   */
  "session/list": Request<ListSessionsRequest, ListSessionsResponse, "client_to_agent">;
  /**
   * The client sends this to remove a session so `session/list` no longer returns
   * it. Only for agents that advertise `session.delete`. An unknown session gets
   * `-32002` (resource not found).
   * @example { "jsonrpc": "2.0", "id": 11, "method": "session/delete", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/delete": Request<DeleteSessionRequest, DeleteSessionResponse, "client_to_agent">;
  /**
   * The client sends this to copy an existing session's conversation into a new,
   * independent session, for example to ask for a summary without touching the original.
   * The new session is ready for `session/prompt` as soon as the result arrives. Only for
   * agents that advertise `session.fork`. Experimental.
   * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
   * @example { "jsonrpc": "2.0", "id": 12, "method": "session/fork", "params": { "sessionId": "sess_abc123def456", "cwd": "/home/user/project" } }
   */
  "session/fork": Request<ForkSessionRequest, ForkSessionResponse, "client_to_agent">;
  /**
   * The client sends this to end a session on this connection: the agent cancels its
   * foreground work as `session/cancel` would, also stops its background work, frees its
   * resources, and sends nothing more for it afterwards. Closing a session that is not
   * active succeeds; a client treats a `-32002` (resource not found) answer as closed.
   * @example { "jsonrpc": "2.0", "id": 13, "method": "session/close", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/close": Request<CloseSessionRequest, CloseSessionResponse, "client_to_agent">;
  /**
   * The client sends this to sign the user out. Afterwards, requests that need
   * authentication fail again until the client logs in; sessions already running may or
   * may not keep working. Only for agents that listed `authMethods`.
   * @example { "jsonrpc": "2.0", "id": 14, "method": "auth/logout", "params": {} }
   */
  "auth/logout": Request<LogoutAuthRequest, LogoutAuthResponse, "client_to_agent">;
  /**
   * The agent sends this to ask the user to approve an operation, such as a tool
   * call, by picking one of the offered options. The result holds the chosen option, or
   * the `cancelled` outcome when the request was withdrawn (for example after
   * `session/cancel`, when the agent sends `$/cancel_request` for it).
   * @example { "jsonrpc": "2.0", "id": 15, "method": "session/request_permission", "params": { "sessionId": "sess_abc123def456", "title": "Run `cargo test`?", "subject": { "type": "command", "command": "cargo test", "cwd": "/home/user/project" }, "options": [{ "optionId": "allow", "name": "Allow once", "kind": "allow_once" }, { "optionId": "reject", "name": "Reject", "kind": "reject_once" }] } }
   */
  "session/request_permission": Request<RequestPermissionRequest, RequestPermissionResponse, "agent_to_client">;
  /**
   * The agent sends this to get structured input from the user, either as a form the
   * client renders from a schema or as a URL the user visits. It is tied to a session
   * (and optionally a tool call) or to a pending client request. The result says whether
   * the user accepted, declined or cancelled; for a URL, accepting does not mean the
   * interaction outside finished (`elicitation/complete` reports that). Only for clients
   * that advertise the `elicitation` capability for that mode.
   * @example { "jsonrpc": "2.0", "id": 16, "method": "elicitation/create", "params": { "mode": "form", "sessionId": "sess_abc123def456", "message": "Which branch should the release be cut from?", "requestedSchema": { "type": "object", "properties": { "branch": { "type": "string", "title": "Branch", "default": "main" } }, "required": ["branch"] } } }
   */
  "elicitation/create": Request<CreateElicitationRequest, CreateElicitationResponse, "agent_to_client">;
  /**
   * The agent sends this to say that the interaction behind a URL elicitation has
   * finished, so the client can close whatever it showed for it. No response.
   * @example { "jsonrpc": "2.0", "method": "elicitation/complete", "params": { "elicitationId": "elic_7f3a" } }
   */
  "elicitation/complete": Notification<CompleteElicitationNotification, "agent_to_client">;
  /**
   * Either side sends this notification to withdraw a request it sent earlier that has
   * no response yet. The receiver may stop the work, but still answers the withdrawn
   * request exactly once: with its normal result if it finished anyway, with the method's
   * own cancelled result (such as the `cancelled` outcome of a permission request), or
   * with `-32800` (request cancelled). An id that is unknown or already answered is
   * ignored. Support is optional, and the notification has no response of its own.
   * @example { "jsonrpc": "2.0", "method": "$/cancel_request", "params": { "requestId": 15 } }
   */
  "$/cancel_request": Notification<CancelRequestNotification, "both">;
  /**
   * The client sends this to read the agent's current authentication state and accounts,
   * without changing anything. It never fails with `-32000`. Only for agents that
   * advertise `auth.status`. Experimental.
   * @unstable auth_status
   * @example { "jsonrpc": "2.0", "id": 17, "method": "auth/status", "params": {} }
   */
  "auth/status": Request<AuthStatusRequest, AuthStatusResponse, "client_to_agent">;
  /**
   * The agent sends this when its authentication state changes; it carries the
   * same fields as the `auth/status` result. No response. Experimental.
   * @unstable auth_status
   * @example { "jsonrpc": "2.0", "method": "auth/status_update", "params": { "state": "authenticated" } }
   */
  "auth/status_update": Notification<AuthStatusUpdateNotification, "agent_to_client">;
  /**
   * Sent by a conductor, in place of `initialize`, to each component of a proxy chain
   * that has a successor, telling it to run as a proxy. Params and result are those of
   * `initialize`; before answering, the proxy initializes its successor through
   * `proxy/successor`. Experimental.
   * @unstable proxy_chains
   * @example { "jsonrpc": "2.0", "id": 0, "method": "proxy/initialize", "params": { "protocolVersion": 2, "info": { "name": "conductor", "version": "0.3.0" } } }
   */
  "proxy/initialize": Request<InitializeProxyRequest, InitializeProxyResponse, "agent_to_client">;
  /**
   * Wraps one request that a proxy forwards to its successor in a proxy chain, or that
   * the conductor delivers from the successor to the proxy. The result or error is the
   * wrapped request's own, passed back unchanged. Experimental.
   * @unstable proxy_chains
   * @differs Upstream also lists `proxy/successor` as a notification (params `ProxySuccessorNotification`); a method name holds one form here, so only the request is in the table. The notification's type is declared.
   * @example { "jsonrpc": "2.0", "id": 18, "method": "proxy/successor", "params": { "method": "session/new", "params": { "cwd": "/home/user/project", "mcpServers": [] } } }
   */
  "proxy/successor": Request<ProxySuccessorRequest, ProxySuccessorResponse, "agent_to_client">;
  /**
   * The client sends this to hide a session from the default `session/list` result
   * while keeping its id and history. An active session is first closed as by
   * `session/close`. Archiving twice succeeds; an unknown session gets `-32002`. Only for
   * agents that advertise `session.archive`. Experimental.
   * @unstable session_archive
   * @example { "jsonrpc": "2.0", "id": 19, "method": "session/archive", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/archive": Request<ArchiveSessionRequest, ArchiveSessionResponse, "client_to_agent">;
  /**
   * The client sends this to rename a session, active on this connection or not.
   * The result holds the title as the agent stored it, which may be trimmed or shortened.
   * An unknown session gets `-32002`; a title the agent rejects (for example one that is
   * empty) gets `-32602`. Only for agents that advertise `session.title`. Experimental.
   * @unstable session_set_title
   * @example { "jsonrpc": "2.0", "id": 20, "method": "session/set_title", "params": { "sessionId": "sess_abc123def456", "title": "Fix the flaky CI build" } }
   */
  "session/set_title": Request<SetSessionTitleRequest, SetSessionTitleResponse, "client_to_agent">;
  /**
   * The client sends this to ask whether the agent holds a session in memory, and
   * in what state, without any side effect: it does not load, resume or attach the
   * session. An unknown session gets `-32002` with the session id in `data`. Only for
   * agents that advertise `session.status`. Experimental.
   * @unstable session_status
   * @example { "jsonrpc": "2.0", "id": 21, "method": "session/status", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/status": Request<SessionStatusRequest, SessionStatusResponse, "client_to_agent">;
  /**
   * The client sends this to put an archived session back in the default
   * `session/list` result, with the same id and history. It does not resume the session.
   * Unarchiving a session that is not archived succeeds; an unknown session gets
   * `-32002`. Only for agents that advertise `session.archive`. Experimental.
   * @unstable session_archive
   * @example { "jsonrpc": "2.0", "id": 22, "method": "session/unarchive", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/unarchive": Request<UnarchiveSessionRequest, UnarchiveSessionResponse, "client_to_agent">;
  /**
   * The client sends this to stop one terminal's process and nothing else in the
   * session. Allowed only while the terminal advertises `capabilities.cancel`. The result
   * only means the agent accepted; a `terminal_update` with `exitStatus` confirms the
   * stop. An unknown, finished or uncancellable terminal gets `-32602`.
   * @example { "jsonrpc": "2.0", "id": 23, "method": "terminal/cancel", "params": { "sessionId": "sess_abc123def456", "terminalId": "term_xyz789" } }
   */
  "terminal/cancel": Request<CancelTerminalRequest, CancelTerminalResponse, "client_to_agent">;
  /**
   * The client sends this to cancel one tool call and nothing else in the session.
   * Allowed only while the tool call advertises `capabilities.cancel`. The result only
   * means the agent accepted; a `tool_call_update` with a final status confirms it. An
   * unknown, finished or uncancellable tool call gets `-32602`.
   * @example { "jsonrpc": "2.0", "id": 24, "method": "tool_call/cancel", "params": { "sessionId": "sess_abc123def456", "toolCallId": "call_001" } }
   */
  "tool_call/cancel": Request<CancelToolCallRequest, CancelToolCallResponse, "client_to_agent">;
  /**
   * Asks which config options (and, in v2, commands) a session would start with, without
   * creating, loading or resuming one. Only for an agent with the `session.options`
   * capability. Experimental.
   * @unstable session_options
   * @example { "jsonrpc": "2.0", "id": 21, "method": "session/options", "params": { "cwd": "/home/user/project" } }
   */
  "session/options": Request<SessionOptionsRequest, SessionOptionsResponse, "client_to_agent">;
}
