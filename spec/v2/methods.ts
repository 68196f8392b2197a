import type { JsonRpc, Notification, Request } from "../vocabulary.js";
import type { SetSessionConfigOptionRequest, SetSessionConfigOptionResponse } from "./config.js";
import type { CompleteElicitationNotification, CreateElicitationRequest, CreateElicitationResponse } from "./elicitation.js";
import type { AuthStatusRequest, AuthStatusResponse, AuthStatusUpdateNotification, InitializeProxyRequest, InitializeProxyResponse, InitializeRequest, InitializeResponse, LoginAuthRequest, LoginAuthResponse, LogoutAuthRequest, LogoutAuthResponse } from "./initialize.js";
import type { MessageMcpRequest, MessageMcpResponse } from "./mcp.js";
import type { RequestPermissionRequest, RequestPermissionResponse } from "./permissions.js";
import type { DisableProviderRequest, DisableProviderResponse, ListProvidersRequest, ListProvidersResponse, SetProviderRequest, SetProviderResponse } from "./providers.js";
import type { ArchiveSessionRequest, ArchiveSessionResponse, CancelRequestNotification, CancelSessionNotification, CloseSessionRequest, CloseSessionResponse, DeleteSessionRequest, DeleteSessionResponse, ForkSessionRequest, ForkSessionResponse, JsonRpcError, ListSessionsRequest, ListSessionsResponse, NewSessionRequest, NewSessionResponse, PromptRequest, PromptResponse, RequestId, SessionStatusRequest, SessionStatusResponse, SetSessionTitleRequest, SetSessionTitleResponse, UnarchiveSessionRequest, UnarchiveSessionResponse } from "./session-methods.js";
import type { ResumeSessionRequest, ResumeSessionResponse } from "./session.js";
import type { UpdateSessionNotification } from "./updates.js";
import type { ProxySuccessorRequest, ProxySuccessorResponse } from "./proxy.js";
import type { CancelTerminalRequest, CancelTerminalResponse } from "./terminal.js";
import type { CancelToolCallRequest, CancelToolCallResponse } from "./tool-call.js";

/** The v2 methods of the protocol. v2 has no `session/load`. */
export interface Methods extends JsonRpc<RequestId, JsonRpcError> {
  /**
   * The agent reports a change to a session. The third example is the message-id
   * RFD's sketch of a possible future update: a v2 receiver keeps it as an unknown variant.
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "user_message_chunk", "messageId": "msg_user_8f7a1", "content": { "type": "text", "text": "Can you analyze this code?" } } } }
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "message_update", "messageId": "ea87d0e7-beb8-484a-a404-94a30b78a5a8", "updateType": "replace", "content": { "type": "text", "text": "Actually, let me correct that analysis..." } } } }
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "Let me analyze your code..." } } } }
   */
  "session/update": Notification<UpdateSessionNotification, "agent_to_client">;
  /**
   * The client reconnects to an existing session. With `replayFrom` the agent
   * first replays history as `session/update` notifications, then responds.
   * @example { "jsonrpc": "2.0", "id": 1, "method": "session/resume", "params": { "sessionId": "sess_1", "cwd": "/home/user/project", "replayFrom": { "type": "start" } } }
   */
  "session/resume": Request<ResumeSessionRequest, ResumeSessionResponse, "client_to_agent">;
  "initialize": Request<InitializeRequest, InitializeResponse, "client_to_agent">;
  "auth/login": Request<LoginAuthRequest, LoginAuthResponse, "client_to_agent">;
  /** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
  "providers/list": Request<ListProvidersRequest, ListProvidersResponse, "client_to_agent">;
  /** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
  "providers/set": Request<SetProviderRequest, SetProviderResponse, "client_to_agent">;
  /** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
  "providers/disable": Request<DisableProviderRequest, DisableProviderResponse, "client_to_agent">;
  "session/new": Request<NewSessionRequest, NewSessionResponse, "client_to_agent">;
  "session/set_config_option": Request<SetSessionConfigOptionRequest, SetSessionConfigOptionResponse, "client_to_agent">;
  "session/prompt": Request<PromptRequest, PromptResponse, "client_to_agent">;
  "session/cancel": Notification<CancelSessionNotification, "client_to_agent">;
  /**
   * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
   * @differs Upstream also lists `mcp/message` as a notification (params `MessageMcpNotification`); a method name holds one form here, so only the request is in the table. The notification's type is declared.
   */
  "mcp/message": Request<MessageMcpRequest, MessageMcpResponse, "both">;
  "session/list": Request<ListSessionsRequest, ListSessionsResponse, "client_to_agent">;
  "session/delete": Request<DeleteSessionRequest, DeleteSessionResponse, "client_to_agent">;
  /** @unstable session_fork Unstable upstream; the shape may change before it is stabilized. */
  "session/fork": Request<ForkSessionRequest, ForkSessionResponse, "client_to_agent">;
  "session/close": Request<CloseSessionRequest, CloseSessionResponse, "client_to_agent">;
  "auth/logout": Request<LogoutAuthRequest, LogoutAuthResponse, "client_to_agent">;
  "session/request_permission": Request<RequestPermissionRequest, RequestPermissionResponse, "agent_to_client">;
  "elicitation/create": Request<CreateElicitationRequest, CreateElicitationResponse, "agent_to_client">;
  "elicitation/complete": Notification<CompleteElicitationNotification, "agent_to_client">;
  "$/cancel_request": Notification<CancelRequestNotification, "both">;
  /** @unstable auth_status */
  "auth/status": Request<AuthStatusRequest, AuthStatusResponse, "client_to_agent">;
  /** @unstable auth_status */
  "auth/status_update": Notification<AuthStatusUpdateNotification, "agent_to_client">;
  /** @unstable proxy_chains */
  "proxy/initialize": Request<InitializeProxyRequest, InitializeProxyResponse, "agent_to_client">;
  /**
   * Messages a proxy exchanges with its successor in a proxy chain.
   * @unstable proxy_chains
   * @differs Upstream also lists `proxy/successor` as a notification (params `ProxySuccessorNotification`); a method name holds one form here, so only the request is in the table. The notification's type is declared.
   */
  "proxy/successor": Request<ProxySuccessorRequest, ProxySuccessorResponse, "agent_to_client">;
  /** @unstable session_archive */
  "session/archive": Request<ArchiveSessionRequest, ArchiveSessionResponse, "client_to_agent">;
  /** @unstable session_set_title */
  "session/set_title": Request<SetSessionTitleRequest, SetSessionTitleResponse, "client_to_agent">;
  /** @unstable session_status */
  "session/status": Request<SessionStatusRequest, SessionStatusResponse, "client_to_agent">;
  /** @unstable session_archive */
  "session/unarchive": Request<UnarchiveSessionRequest, UnarchiveSessionResponse, "client_to_agent">;
  "terminal/cancel": Request<CancelTerminalRequest, CancelTerminalResponse, "client_to_agent">;
  "tool_call/cancel": Request<CancelToolCallRequest, CancelToolCallResponse, "client_to_agent">;
}
