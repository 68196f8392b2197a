import type { Notification, Request } from "../vocabulary.js";
import type { LoadSessionRequest, LoadSessionResponse, ResumeSessionRequest, ResumeSessionResponse } from "./session.js";
import type { SessionNotification } from "./updates.js";

/** The v1 methods covered by this spec. */
export interface Methods {
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
}
