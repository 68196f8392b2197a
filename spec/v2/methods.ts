import type { Notification, Request } from "../vocabulary.js";
import type { ResumeSessionRequest, ResumeSessionResponse } from "./session.js";
import type { UpdateSessionNotification } from "./updates.js";

/** The v2 methods covered by this spec. v2 has no `session/load`. */
export interface Methods {
  /**
   * The agent reports a change to a session.
   * @example { "jsonrpc": "2.0", "method": "session/update", "params": { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "Let me analyze your code..." } } } }
   */
  "session/update": Notification<UpdateSessionNotification, "agent_to_client">;
  /**
   * The client reconnects to an existing session. With `replayFrom` the agent
   * first replays history as `session/update` notifications, then responds.
   * @example { "jsonrpc": "2.0", "id": 1, "method": "session/resume", "params": { "sessionId": "sess_1", "cwd": "/home/user/project", "replayFrom": { "type": "start" } } }
   */
  "session/resume": Request<ResumeSessionRequest, ResumeSessionResponse, "client_to_agent">;
}
