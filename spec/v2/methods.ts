import type { Notification, Request } from "../vocabulary.js";
import type { ResumeSessionRequest, ResumeSessionResponse } from "./session.js";
import type { UpdateSessionNotification } from "./updates.js";

/** The v2 methods covered by this spec. v2 has no `session/load`. */
export interface Methods {
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
}
