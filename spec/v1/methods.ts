import type { JsonRpc, Notification, Request } from "../vocabulary.js";
import type { SetSessionConfigOptionRequest, SetSessionConfigOptionResponse, SetSessionModeRequest, SetSessionModeResponse } from "./config.js";
import type { CompleteElicitationNotification, CreateElicitationRequest, CreateElicitationResponse } from "./elicitation.js";
import type { ReadTextFileRequest, ReadTextFileResponse, WriteTextFileRequest, WriteTextFileResponse } from "./fs.js";
import type { AuthenticateRequest, AuthenticateResponse, InitializeRequest, InitializeResponse, LogoutRequest, LogoutResponse } from "./initialize.js";
import type { ConnectMcpRequest, ConnectMcpResponse, DisconnectMcpRequest, DisconnectMcpResponse, MessageMcpRequest, MessageMcpResponse } from "./mcp.js";
import type { AcceptNesNotification, CloseNesRequest, CloseNesResponse, DidChangeDocumentNotification, DidCloseDocumentNotification, DidFocusDocumentNotification, DidOpenDocumentNotification, DidSaveDocumentNotification, RejectNesNotification, StartNesRequest, StartNesResponse, SuggestNesRequest, SuggestNesResponse } from "./nes.js";
import type { RequestPermissionRequest, RequestPermissionResponse } from "./permissions.js";
import type { DisableProviderRequest, DisableProviderResponse, ListProvidersRequest, ListProvidersResponse, SetProviderRequest, SetProviderResponse } from "./providers.js";
import type { CancelNotification, CancelRequestNotification, CloseSessionRequest, CloseSessionResponse, DeleteSessionRequest, DeleteSessionResponse, ForkSessionRequest, ForkSessionResponse, JsonRpcError, ListSessionsRequest, ListSessionsResponse, NewSessionRequest, NewSessionResponse, PromptRequest, PromptResponse, RequestId } from "./session-methods.js";
import type { LoadSessionRequest, LoadSessionResponse, ResumeSessionRequest, ResumeSessionResponse } from "./session.js";
import type { CreateTerminalRequest, CreateTerminalResponse, KillTerminalRequest, KillTerminalResponse, ReleaseTerminalRequest, ReleaseTerminalResponse, TerminalOutputRequest, TerminalOutputResponse, WaitForTerminalExitRequest, WaitForTerminalExitResponse } from "./terminal.js";
import type { SessionNotification } from "./updates.js";

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
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  "nes/start": Request<StartNesRequest, StartNesResponse, "client_to_agent">;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  "nes/suggest": Request<SuggestNesRequest, SuggestNesResponse, "client_to_agent">;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  "nes/accept": Notification<AcceptNesNotification, "client_to_agent">;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  "nes/reject": Notification<RejectNesNotification, "client_to_agent">;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  "nes/close": Request<CloseNesRequest, CloseNesResponse, "client_to_agent">;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  "document/didOpen": Notification<DidOpenDocumentNotification, "client_to_agent">;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  "document/didChange": Notification<DidChangeDocumentNotification, "client_to_agent">;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  "document/didClose": Notification<DidCloseDocumentNotification, "client_to_agent">;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  "document/didSave": Notification<DidSaveDocumentNotification, "client_to_agent">;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  "document/didFocus": Notification<DidFocusDocumentNotification, "client_to_agent">;
  "session/request_permission": Request<RequestPermissionRequest, RequestPermissionResponse, "agent_to_client">;
  "fs/write_text_file": Request<WriteTextFileRequest, WriteTextFileResponse, "agent_to_client">;
  "fs/read_text_file": Request<ReadTextFileRequest, ReadTextFileResponse, "agent_to_client">;
  "terminal/create": Request<CreateTerminalRequest, CreateTerminalResponse, "agent_to_client">;
  "terminal/output": Request<TerminalOutputRequest, TerminalOutputResponse, "agent_to_client">;
  "terminal/release": Request<ReleaseTerminalRequest, ReleaseTerminalResponse, "agent_to_client">;
  "terminal/wait_for_exit": Request<WaitForTerminalExitRequest, WaitForTerminalExitResponse, "agent_to_client">;
  "terminal/kill": Request<KillTerminalRequest, KillTerminalResponse, "agent_to_client">;
  /** @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized. */
  "mcp/connect": Request<ConnectMcpRequest, ConnectMcpResponse, "agent_to_client">;
  /** @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized. */
  "mcp/disconnect": Request<DisconnectMcpRequest, DisconnectMcpResponse, "agent_to_client">;
  "elicitation/create": Request<CreateElicitationRequest, CreateElicitationResponse, "agent_to_client">;
  "elicitation/complete": Notification<CompleteElicitationNotification, "agent_to_client">;
  "$/cancel_request": Notification<CancelRequestNotification, "both">;
}
