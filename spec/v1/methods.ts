import type { JsonRpc, Notification, Request } from "../vocabulary.js";
import type { SetSessionConfigOptionRequest, SetSessionConfigOptionResponse, SetSessionModeRequest, SetSessionModeResponse } from "./config.js";
import type { CompleteElicitationNotification, CreateElicitationRequest, CreateElicitationResponse } from "./elicitation.js";
import type { ReadTextFileRequest, ReadTextFileResponse, WriteTextFileRequest, WriteTextFileResponse } from "./fs.js";
import type { AuthenticateRequest, AuthenticateResponse, InitializeProxyRequest, InitializeProxyResponse, InitializeRequest, InitializeResponse, LogoutRequest, LogoutResponse } from "./initialize.js";
import type { MessageMcpRequest, MessageMcpResponse } from "./mcp.js";
import type { RequestPermissionRequest, RequestPermissionResponse } from "./permissions.js";
import type { DisableProviderRequest, DisableProviderResponse, ListProvidersRequest, ListProvidersResponse, SetProviderRequest, SetProviderResponse } from "./providers.js";
import type { ArchiveSessionRequest, ArchiveSessionResponse, CancelNotification, CancelRequestNotification, CloseSessionRequest, CloseSessionResponse, DeleteSessionRequest, DeleteSessionResponse, ForkSessionRequest, ForkSessionResponse, JsonRpcError, ListSessionsRequest, ListSessionsResponse, NewSessionRequest, NewSessionResponse, PromptRequest, PromptResponse, RequestId, SessionOptionsRequest, SessionOptionsResponse, SessionStatusRequest, SessionStatusResponse, SetSessionTitleRequest, SetSessionTitleResponse, UnarchiveSessionRequest, UnarchiveSessionResponse } from "./session-methods.js";
import type { LoadSessionRequest, LoadSessionResponse, ResumeSessionRequest, ResumeSessionResponse } from "./session.js";
import type { CreateTerminalRequest, CreateTerminalResponse, KillTerminalRequest, KillTerminalResponse, ReleaseTerminalRequest, ReleaseTerminalResponse, TerminalOutputRequest, TerminalOutputResponse, WaitForTerminalExitRequest, WaitForTerminalExitResponse } from "./terminal.js";
import type { SessionNotification } from "./updates.js";
import type { AuthStatusRequest, AuthStatusResponse, AuthStatusUpdateNotification } from "./auth.js";
import type { ProxySuccessorRequest, ProxySuccessorResponse } from "./proxy.js";

/**
 * Every v1 method, keyed by its JSON-RPC method name. Each entry names the params type, the result type (for a
 * request) and the side that sends it. A peer that does not offer a method answers it with `-32601` (method not
 * found).
 *
 * A method whose name starts with `_` is an extension: any params, any result. Each side reads it as such; the
 * protocol-level notifications take none.
 * @extensionMethods _
 */
export interface Methods extends JsonRpc<RequestId, JsonRpcError> {
  /**
   * An agent-to-client notification carrying one change to a session: a streamed message or thought chunk, a tool call
   * or its progress, a plan, a mode or config change, and so on. The agent sends it while a `session/prompt` turn
   * runs, while `session/load` replays history, and at other times when session state changes. A client keeps
   * accepting updates for a turn it cancelled until the `session/prompt` response arrives.
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "agent_message_chunk", "content": { "type": "text", "text": "Let me analyze your code..." } } } }
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123", "update": { "sessionUpdate": "agent_message_clear" } } }
   */
  "session/update": Notification<SessionNotification, "agent_to_client">;
  /**
   * A client-to-agent request that reopens a session from an earlier connection. Only valid when the agent advertised
   * `loadSession` in `initialize`. The agent restores the session, connects to the given MCP servers, and replays the
   * whole conversation as `session/update` notifications; the response comes after the last replayed update. An
   * unknown session id is typically answered with `-32002` (resource not found).
   * @example { "jsonrpc": "2.0", "id": 3, "method": "session/load", "params": { "sessionId": "sess_abc123def456", "cwd": "/home/user/project", "mcpServers": [] } }
   */
  "session/load": Request<LoadSessionRequest, LoadSessionResponse, "client_to_agent">;
  /**
   * A client-to-agent request that reattaches to an existing session without replaying its history, for agents that
   * advertise `sessionCapabilities.resume`. Once it succeeds the client may prompt the session again. An unknown
   * session id is typically answered with `-32002` (resource not found).
   * @example { "jsonrpc": "2.0", "id": 3, "method": "session/resume", "params": { "sessionId": "sess_abc123def456", "cwd": "/home/user/project" } }
   */
  "session/resume": Request<ResumeSessionRequest, ResumeSessionResponse, "client_to_agent">;
  /**
   * A client-to-agent request that opens the connection; the client sends it exactly once, before anything else. It
   * offers the newest protocol version the client speaks and the client's capabilities; the agent answers with the
   * version to use, its own capabilities and the ways it accepts authentication. A client that cannot speak the
   * returned version should close the connection.
   * @example { "jsonrpc": "2.0", "id": 0, "method": "initialize", "params": { "protocolVersion": 1, "clientCapabilities": { "fs": { "readTextFile": true, "writeTextFile": true }, "terminal": true }, "clientInfo": { "name": "my-editor", "title": "My Editor", "version": "1.4.2" } } }
   */
  "initialize": Request<InitializeRequest, InitializeResponse, "client_to_agent">;
  /**
   * A client-to-agent request that signs in with one of the `authMethods` the agent listed in its `initialize` result.
   * A client sends it when the agent needs credentials, typically after `session/new` failed with `-32000`
   * (authentication required). Once it succeeds, new sessions can be created without that error.
   * @example { "jsonrpc": "2.0", "id": 1, "method": "authenticate", "params": { "methodId": "agent-login" } }
   */
  "authenticate": Request<AuthenticateRequest, AuthenticateResponse, "client_to_agent">;
  /**
   * A client-to-agent request for the LLM providers the client may configure, each with the API protocols it supports
   * and the routing currently in effect, for display in a settings screen. Experimental.
   * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
   * @example { "jsonrpc": "2.0", "id": 4, "method": "providers/list", "params": {} }
   */
  "providers/list": Request<ListProvidersRequest, ListProvidersResponse, "client_to_agent">;
  /**
   * A client-to-agent request that replaces the whole configuration of one provider (API protocol, base URL and
   * headers); fields left out are not merged with the previous configuration. Experimental.
   * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
   * @example { "jsonrpc": "2.0", "id": 5, "method": "providers/set", "params": { "providerId": "main", "apiType": "anthropic", "baseUrl": "https://llm-gateway.example.com/anthropic", "headers": { "Authorization": "Bearer sk-example" } } }
   */
  "providers/set": Request<SetProviderRequest, SetProviderResponse, "client_to_agent">;
  /**
   * A client-to-agent request that turns one provider off, so the agent no longer routes requests through it.
   * Experimental.
   * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
   * @example { "jsonrpc": "2.0", "id": 6, "method": "providers/disable", "params": { "providerId": "main" } }
   */
  "providers/disable": Request<DisableProviderRequest, DisableProviderResponse, "client_to_agent">;
  /**
   * A client-to-agent request that starts a new conversation. The agent sets up a fresh context rooted at `cwd`,
   * connects to the listed MCP servers and returns the id that every later message about the session carries. An
   * agent that needs the user to sign in first answers `-32000` (authentication required).
   * @example { "jsonrpc": "2.0", "id": 2, "method": "session/new", "params": { "cwd": "/home/user/project", "mcpServers": [{ "name": "files", "command": "/usr/local/bin/mcp-files", "args": ["--root", "/home/user/project"], "env": [] }] } }
   */
  "session/new": Request<NewSessionRequest, NewSessionResponse, "client_to_agent">;
  /**
   * A client-to-agent request that switches a session to another of the modes the agent listed in `availableModes`.
   * It may be sent at any time, also while a turn is running. The agent can change modes on its own too, and then
   * reports a `current_mode_update`.
   * @example { "jsonrpc": "2.0", "id": 7, "method": "session/set_mode", "params": { "sessionId": "sess_abc123def456", "modeId": "code" } }
   */
  "session/set_mode": Request<SetSessionModeRequest, SetSessionModeResponse, "client_to_agent">;
  /**
   * A client-to-agent request that changes one of the session's config options, such as the model. The result lists
   * every config option with its value after the change, since one change may affect others.
   * @example { "jsonrpc": "2.0", "id": 8, "method": "session/set_config_option", "params": { "sessionId": "sess_abc123def456", "configId": "model", "value": "model-large" } }
   * @example { "jsonrpc": "2.0", "id": 9, "method": "session/set_config_option", "params": { "sessionId": "sess_abc123def456", "configId": "auto_approve", "type": "boolean", "value": true } }
   */
  "session/set_config_option": Request<SetSessionConfigOptionRequest, SetSessionConfigOptionResponse, "client_to_agent">;
  /**
   * A client-to-agent request that sends the user's message and runs one turn. While the turn runs, the agent streams
   * its output, tool calls and plans as `session/update` notifications and may ask the client for permissions, files
   * or terminals. The response arrives when the turn is over and says why it stopped; after `session/cancel` the
   * stop reason is `cancelled`.
   * @example { "jsonrpc": "2.0", "id": 10, "method": "session/prompt", "params": { "sessionId": "sess_abc123def456", "prompt": [{ "type": "text", "text": "Can you analyze this code?" }, { "type": "resource_link", "name": "main.rs", "uri": "file:///home/user/project/src/main.rs" }] } }
   */
  "session/prompt": Request<PromptRequest, PromptResponse, "client_to_agent">;
  /**
   * A client-to-agent notification that asks the agent to stop the turn running in a session. The agent stops model
   * requests and tool calls as soon as it can, flushes pending updates, and answers the open `session/prompt` with
   * the stop reason `cancelled`. The client answers any permission request still open for that turn with the
   * `cancelled` outcome.
   * @example { "jsonrpc": "2.0", "method": "session/cancel", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/cancel": Notification<CancelNotification, "client_to_agent">;
  /**
   * Carries one message of an MCP server that is reached over the ACP connection itself (MCP-over-ACP), in either
   * direction. The result is the MCP result or the MCP error, unchanged; an ACP-level error means the message could
   * not be delivered. Experimental.
   * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
   * @differs Upstream also lists `mcp/message` as a notification (params `MessageMcpNotification`); a method name holds one form here, so only the request is in the table. The notification's type is declared.
   * @example { "jsonrpc": "2.0", "id": 11, "method": "mcp/message", "params": { "method": "tools/call", "params": { "name": "search", "arguments": { "query": "TODO" } }, "serverId": "srv_editor_tools", "requestId": "mcp_req_1" } }
   */
  "mcp/message": Request<MessageMcpRequest, MessageMcpResponse, "both">;
  /**
   * A client-to-agent request for the sessions the agent knows, for agents that advertise `sessionCapabilities.list`.
   * Results may be filtered by working directory and come in pages: pass a returned `nextCursor` back as `cursor` to get the next page.
   * @example { "jsonrpc": "2.0", "id": 12, "method": "session/list", "params": { "cwd": "/home/user/project" } }
   */
  "session/list": Request<ListSessionsRequest, ListSessionsResponse, "client_to_agent">;
  /**
   * A client-to-agent request that removes a session so it no longer shows in `session/list`, for agents that
   * advertise `sessionCapabilities.delete`. An unknown session id is typically answered with `-32002`.
   * @example { "jsonrpc": "2.0", "id": 13, "method": "session/delete", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/delete": Request<DeleteSessionRequest, DeleteSessionResponse, "client_to_agent">;
  /**
   * A client-to-agent request that copies a session's context into a new, independent session, for example to ask for
   * a summary without touching the original's history. The new session is ready to prompt as soon as the response
   * arrives. Experimental; only for agents that advertise the fork capability.
   * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
   * @example { "jsonrpc": "2.0", "id": 14, "method": "session/fork", "params": { "sessionId": "sess_abc123def456", "cwd": "/home/user/project" } }
   */
  "session/fork": Request<ForkSessionRequest, ForkSessionResponse, "client_to_agent">;
  /**
   * A client-to-agent request that ends an active session, for agents that advertise `sessionCapabilities.close`. The
   * agent first cancels any running work as `session/cancel` would, then releases what the session held.
   * @example { "jsonrpc": "2.0", "id": 15, "method": "session/close", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/close": Request<CloseSessionRequest, CloseSessionResponse, "client_to_agent">;
  /**
   * A client-to-agent request that signs the user out, for agents that advertise `auth.logout`. Sessions created
   * afterwards need authentication again; what happens to sessions already running is up to the agent.
   * @example { "jsonrpc": "2.0", "id": 16, "method": "logout", "params": {} }
   */
  "logout": Request<LogoutRequest, LogoutResponse, "client_to_agent">;
  /**
   * An agent-to-client request that asks the user to approve a tool call before the agent runs it. The client shows the
   * offered options and returns the one picked. If the client cancelled the turn meanwhile, it answers with the
   * `cancelled` outcome.
   * @example { "jsonrpc": "2.0", "id": 20, "method": "session/request_permission", "params": { "sessionId": "sess_abc123def456", "toolCall": { "toolCallId": "call_001", "title": "Edit src/main.rs", "kind": "edit", "status": "pending" }, "options": [{ "optionId": "allow", "name": "Allow once", "kind": "allow_once" }, { "optionId": "reject", "name": "Reject", "kind": "reject_once" }] } }
   */
  "session/request_permission": Request<RequestPermissionRequest, RequestPermissionResponse, "agent_to_client">;
  /**
   * An agent-to-client request that creates or overwrites a text file through the client, which can then show the change
   * in its editor. Only for clients that advertise `fs.writeTextFile`.
   * @example { "jsonrpc": "2.0", "id": 21, "method": "fs/write_text_file", "params": { "sessionId": "sess_abc123def456", "path": "/home/user/project/src/config.json", "content": "{\n  \"debug\": true\n}" } }
   */
  "fs/write_text_file": Request<WriteTextFileRequest, WriteTextFileResponse, "agent_to_client">;
  /**
   * An agent-to-client request that reads a text file as the client sees it (which can include changes not yet saved in
   * an editor), whole or a range of lines. Only for clients that advertise `fs.readTextFile`. A missing file is typically answered with
   * `-32002` (resource not found).
   * @example { "jsonrpc": "2.0", "id": 22, "method": "fs/read_text_file", "params": { "sessionId": "sess_abc123def456", "path": "/home/user/project/src/main.rs", "line": 10, "limit": 50 } }
   */
  "fs/read_text_file": Request<ReadTextFileRequest, ReadTextFileResponse, "agent_to_client">;
  /**
   * An agent-to-client request that starts a command in a new terminal and returns its id at once, without waiting for
   * it to finish. Only for clients that advertise `terminal`. The agent reads the output with `terminal/output`, can
   * show the terminal in a tool call, and must eventually free it with `terminal/release`.
   * @example { "jsonrpc": "2.0", "id": 23, "method": "terminal/create", "params": { "sessionId": "sess_abc123def456", "command": "cargo", "args": ["test", "--quiet"], "cwd": "/home/user/project", "outputByteLimit": 1048576 } }
   */
  "terminal/create": Request<CreateTerminalRequest, CreateTerminalResponse, "agent_to_client">;
  /**
   * An agent-to-client request for the output a terminal has produced so far, without waiting. The result also carries
   * the exit status once the command has ended.
   * @example { "jsonrpc": "2.0", "id": 24, "method": "terminal/output", "params": { "sessionId": "sess_abc123def456", "terminalId": "term_xyz789" } }
   */
  "terminal/output": Request<TerminalOutputRequest, TerminalOutputResponse, "agent_to_client">;
  /**
   * An agent-to-client request that frees a terminal, killing its command if it still runs. Afterwards the id is no
   * longer valid for `terminal/*` requests, though tool calls that embed the terminal keep showing its output.
   * @example { "jsonrpc": "2.0", "id": 25, "method": "terminal/release", "params": { "sessionId": "sess_abc123def456", "terminalId": "term_xyz789" } }
   */
  "terminal/release": Request<ReleaseTerminalRequest, ReleaseTerminalResponse, "agent_to_client">;
  /**
   * An agent-to-client request that blocks until a terminal's command ends, then returns its exit code or signal.
   * @example { "jsonrpc": "2.0", "id": 26, "method": "terminal/wait_for_exit", "params": { "sessionId": "sess_abc123def456", "terminalId": "term_xyz789" } }
   */
  "terminal/wait_for_exit": Request<WaitForTerminalExitRequest, WaitForTerminalExitResponse, "agent_to_client">;
  /**
   * An agent-to-client request that stops a terminal's command but keeps the terminal, so its output and exit status can
   * still be read; useful for timeouts. The agent still releases the terminal later.
   * @example { "jsonrpc": "2.0", "id": 27, "method": "terminal/kill", "params": { "sessionId": "sess_abc123def456", "terminalId": "term_xyz789" } }
   */
  "terminal/kill": Request<KillTerminalRequest, KillTerminalResponse, "agent_to_client">;
  /**
   * An agent-to-client request that asks the user for structured input, either by filling a form the client renders
   * from a small JSON Schema, or by visiting a URL. It belongs to a session (and maybe a tool call) or to an earlier
   * request. The result says whether the user accepted, declined or cancelled.
   * @example { "jsonrpc": "2.0", "id": 28, "method": "elicitation/create", "params": { "mode": "form", "message": "Which branch should I deploy?", "sessionId": "sess_abc123def456", "requestedSchema": { "type": "object", "properties": { "branch": { "type": "string", "title": "Branch", "default": "main" } }, "required": ["branch"] } } }
   * @example { "jsonrpc": "2.0", "id": 29, "method": "elicitation/create", "params": { "mode": "url", "message": "Sign in to the issue tracker to continue.", "sessionId": "sess_abc123def456", "elicitationId": "elic_7f3a", "url": "https://tracker.example.com/oauth/authorize?state=elic_7f3a" } }
   */
  "elicitation/create": Request<CreateElicitationRequest, CreateElicitationResponse, "agent_to_client">;
  /**
   * An agent-to-client notification that a URL elicitation has finished on the agent's side (for example the sign-in
   * the user was sent to went through), so the client can close whatever it showed for it.
   * @example { "jsonrpc": "2.0", "method": "elicitation/complete", "params": { "elicitationId": "elic_7f3a" } }
   */
  "elicitation/complete": Notification<CompleteElicitationNotification, "agent_to_client">;
  /**
   * Notification either side sends to give up on a request it sent earlier. The receiver may stop the work, but must
   * still answer the original request: with a result (possibly partial) or with error `-32800` (request cancelled).
   * A peer that cannot act on it may ignore it, as it may any `$/` notification.
   * @example { "jsonrpc": "2.0", "method": "$/cancel_request", "params": { "requestId": 23 } }
   */
  "$/cancel_request": Notification<CancelRequestNotification, "both">;
  /**
   * A client-to-agent request that asks whether the user must sign in before sessions can be created, without changing
   * anything. The agent never answers it with `-32000`. Experimental; only for agents that advertise `auth.status`.
   * @unstable auth_status
   * @example { "jsonrpc": "2.0", "id": 30, "method": "auth/status", "params": {} }
   */
  "auth/status": Request<AuthStatusRequest, AuthStatusResponse, "client_to_agent">;
  /**
   * An agent-to-client notification that the agent's sign-in state changed; it carries the same fields as the
   * `auth/status` result. Experimental; only from agents that advertise `auth.status`.
   * @unstable auth_status
   * @example { "jsonrpc": "2.0", "method": "auth/status_update", "params": { "state": "unauthenticated" } }
   */
  "auth/status_update": Notification<AuthStatusUpdateNotification, "agent_to_client">;
  /**
   * Sent in place of `initialize` to a component of a proxy chain that has a successor, telling it to act as a proxy.
   * Params and result are those of `initialize`; before answering, the proxy initializes its successor through
   * `proxy/successor`, and it must not change the protocol version. Experimental.
   * @unstable proxy_chains
   * @example { "jsonrpc": "2.0", "id": 0, "method": "proxy/initialize", "params": { "protocolVersion": 1, "clientCapabilities": { "terminal": true } } }
   */
  "proxy/initialize": Request<InitializeProxyRequest, InitializeProxyResponse, "agent_to_client">;
  /**
   * Messages a proxy exchanges with its successor in a proxy chain. The params wrap one request (its method and
   * params); the wrapped request's result or error comes back unchanged as this request's result or error.
   * Cancelling it with `$/cancel_request` affects this hop only. Experimental.
   * @unstable proxy_chains
   * @differs Upstream also lists `proxy/successor` as a notification (params `ProxySuccessorNotification`); a method name holds one form here, so only the request is in the table. The notification's type is declared.
   * @example { "jsonrpc": "2.0", "id": 31, "method": "proxy/successor", "params": { "method": "session/prompt", "params": { "sessionId": "sess_abc123def456", "prompt": [{ "type": "text", "text": "Summarize the changes." }] } } }
   */
  "proxy/successor": Request<ProxySuccessorRequest, ProxySuccessorResponse, "agent_to_client">;
  /**
   * A client-to-agent request that hides a session from the default `session/list` results while keeping its id and
   * history; an active session is closed first, as `session/close` would. Archiving an archived session is not an
   * error; an unknown session gets `-32002` (resource not found). Experimental; only for agents that advertise
   * `sessionCapabilities.archive`.
   * @unstable session_archive
   * @example { "jsonrpc": "2.0", "id": 32, "method": "session/archive", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/archive": Request<ArchiveSessionRequest, ArchiveSessionResponse, "client_to_agent">;
  /**
   * A client-to-agent request that renames a session, whether or not it is active on this connection. The agent may
   * normalize the title and returns the one it stored; a title it cannot accept (an empty one, say) gets `-32602`
   * (invalid params), an unknown session `-32002` (resource not found). Experimental; only for agents that advertise
   * `sessionCapabilities.title`.
   * @unstable session_set_title
   * @example { "jsonrpc": "2.0", "id": 33, "method": "session/set_title", "params": { "sessionId": "sess_abc123def456", "title": "Fix the config loader" } }
   */
  "session/set_title": Request<SetSessionTitleRequest, SetSessionTitleResponse, "client_to_agent">;
  /**
   * A client-to-agent request that asks whether the agent holds a session in memory or only has it saved. It has no side
   * effects: it neither loads nor attaches the session. A session the agent does not know gets `-32002` (resource not
   * found), with the session id in the error's `data`. Experimental; only for agents that advertise
   * `sessionCapabilities.status`.
   * @unstable session_status
   * @example { "jsonrpc": "2.0", "id": 34, "method": "session/status", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/status": Request<SessionStatusRequest, SessionStatusResponse, "client_to_agent">;
  /**
   * A client-to-agent request that brings an archived session back into the default `session/list` results, with the
   * same id and history; a client unarchives a session before it loads or resumes it. It does not load or resume the
   * session itself. Unarchiving a session that is not archived is not an error; an unknown session gets `-32002`
   * (resource not found). Experimental; only for agents that advertise `sessionCapabilities.archive`.
   * @unstable session_archive
   * @example { "jsonrpc": "2.0", "id": 35, "method": "session/unarchive", "params": { "sessionId": "sess_abc123def456" } }
   */
  "session/unarchive": Request<UnarchiveSessionRequest, UnarchiveSessionResponse, "client_to_agent">;
  /**
   * Asks which config options (and, in v2, commands) a session would start with, without
   * creating, loading or resuming one. Only for an agent with the `session.options`
   * capability. Experimental.
   * @unstable session_options
   * @example { "jsonrpc": "2.0", "id": 21, "method": "session/options", "params": { "cwd": "/home/user/project" } }
   */
  "session/options": Request<SessionOptionsRequest, SessionOptionsResponse, "client_to_agent">;
}
