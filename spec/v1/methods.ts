import type { JsonRpc, Notification, Request } from "../vocabulary.js";
import type { SetSessionConfigOptionRequest, SetSessionConfigOptionResponse, SetSessionModeRequest, SetSessionModeResponse } from "./config.js";
import type { CompleteElicitationNotification, CreateElicitationRequest, CreateElicitationResponse } from "./elicitation.js";
import type { ReadTextFileRequest, ReadTextFileResponse, WriteTextFileRequest, WriteTextFileResponse } from "./fs.js";
import type { AuthenticateRequest, AuthenticateResponse, InitializeProxyRequest, InitializeProxyResponse, InitializeRequest, InitializeResponse, LogoutRequest, LogoutResponse } from "./initialize.js";
import type { MessageMcpRequest, MessageMcpResponse } from "./mcp.js";
import type { RequestPermissionRequest, RequestPermissionResponse } from "./permissions.js";
import type { DisableProviderRequest, DisableProviderResponse, ListProvidersRequest, ListProvidersResponse, SetProviderRequest, SetProviderResponse } from "./providers.js";
import type { ArchiveSessionRequest, ArchiveSessionResponse, CancelNotification, CancelRequestNotification, CloseSessionRequest, CloseSessionResponse, DeleteSessionRequest, DeleteSessionResponse, ForkSessionRequest, ForkSessionResponse, JsonRpcError, ListSessionsRequest, ListSessionsResponse, NewSessionRequest, NewSessionResponse, PromptRequest, PromptResponse, RequestId, SessionStatusRequest, SessionStatusResponse, SetSessionTitleRequest, SetSessionTitleResponse, UnarchiveSessionRequest, UnarchiveSessionResponse } from "./session-methods.js";
import type { LoadSessionRequest, LoadSessionResponse, ResumeSessionRequest, ResumeSessionResponse } from "./session.js";
import type { CreateTerminalRequest, CreateTerminalResponse, KillTerminalRequest, KillTerminalResponse, ReleaseTerminalRequest, ReleaseTerminalResponse, TerminalOutputRequest, TerminalOutputResponse, WaitForTerminalExitRequest, WaitForTerminalExitResponse } from "./terminal.js";
import type { SessionNotification } from "./updates.js";
import type { AuthStatusRequest, AuthStatusResponse, AuthStatusUpdateNotification } from "./auth.js";
import type { ProxySuccessorRequest, ProxySuccessorResponse } from "./proxy.js";

/** The v1 methods of the protocol. */
export interface Methods extends JsonRpc<RequestId, JsonRpcError> {
  /**
   * The agent reports a change to a session.
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "agent_message_chunk", "content": { "type": "text", "text": "Let me analyze your code..." } } } }
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123", "update": { "sessionUpdate": "agent_message_clear" } } }
   */
  "session/update": Notification<SessionNotification, "agent_to_client">;
  /** The client reopens a session; the agent replays its history, then responds. */
  "session/load": Request<LoadSessionRequest, LoadSessionResponse, "client_to_agent">;
  /** The client reconnects to a session without a replay. */
  "session/resume": Request<ResumeSessionRequest, ResumeSessionResponse, "client_to_agent">;
  "initialize": Request<InitializeRequest, InitializeResponse, "client_to_agent">;
  "authenticate": Request<AuthenticateRequest, AuthenticateResponse, "client_to_agent">;
  /** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
  "providers/list": Request<ListProvidersRequest, ListProvidersResponse, "client_to_agent">;
  /** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
  "providers/set": Request<SetProviderRequest, SetProviderResponse, "client_to_agent">;
  /** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
  "providers/disable": Request<DisableProviderRequest, DisableProviderResponse, "client_to_agent">;
  "session/new": Request<NewSessionRequest, NewSessionResponse, "client_to_agent">;
  "session/set_mode": Request<SetSessionModeRequest, SetSessionModeResponse, "client_to_agent">;
  "session/set_config_option": Request<SetSessionConfigOptionRequest, SetSessionConfigOptionResponse, "client_to_agent">;
  "session/prompt": Request<PromptRequest, PromptResponse, "client_to_agent">;
  "session/cancel": Notification<CancelNotification, "client_to_agent">;
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
  "logout": Request<LogoutRequest, LogoutResponse, "client_to_agent">;
  "session/request_permission": Request<RequestPermissionRequest, RequestPermissionResponse, "agent_to_client">;
  "fs/write_text_file": Request<WriteTextFileRequest, WriteTextFileResponse, "agent_to_client">;
  "fs/read_text_file": Request<ReadTextFileRequest, ReadTextFileResponse, "agent_to_client">;
  "terminal/create": Request<CreateTerminalRequest, CreateTerminalResponse, "agent_to_client">;
  "terminal/output": Request<TerminalOutputRequest, TerminalOutputResponse, "agent_to_client">;
  "terminal/release": Request<ReleaseTerminalRequest, ReleaseTerminalResponse, "agent_to_client">;
  "terminal/wait_for_exit": Request<WaitForTerminalExitRequest, WaitForTerminalExitResponse, "agent_to_client">;
  "terminal/kill": Request<KillTerminalRequest, KillTerminalResponse, "agent_to_client">;
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
}
