import type { Union, Unit } from "../vocabulary.js";
import type { ContentBlock } from "./content.js";
import type { MessageId, Meta, SessionId } from "./ids.js";

/**
 * One streamed piece of a message. Without a `messageId`, a receiver can only
 * guess where one message ends and the next begins.
 * @rfd message-id
 * @example { "content": { "type": "text", "text": "Analyzing..." } }
 * @example { "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "Let me analyze your code..." } }
 */
export interface ContentChunk {
  /** The single content block to append. */
  content: ContentBlock;
  /**
   * The message this chunk belongs to, when the agent supports message ids.
   * Left out and `null` are equivalent: no id was provided.
   */
  messageId?: MessageId | null;
  _meta?: Meta | null;
}

/**
 * A change to a session that the agent reports to the client, tagged on
 * `sessionUpdate`. v1 unions are closed: an unknown tag is an error.
 * @example { "sessionUpdate": "agent_message_chunk", "content": { "type": "text", "text": "Analyzing..." } }
 * @example { "sessionUpdate": "agent_message_chunk", "content": { "type": "text", "text": "Found issues." } }
 * @example { "sessionUpdate": "agent_message_chunk", "content": { "type": "text", "text": "Fixed the issues." } }
 * @example { "sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "Analyzing..." } }
 * @example { "sessionUpdate": "agent_message_clear" }
 */
export type SessionUpdate = Union<
  "sessionUpdate",
  {
    /** A streamed piece of a user message. */
    user_message_chunk: ContentChunk;
    /** A streamed piece of an agent message. */
    agent_message_chunk: ContentChunk;
    /** A streamed piece of an agent thought. */
    agent_thought_chunk: ContentChunk;
    /**
     * Empties the content streamed so far for the agent message that is being
     * streamed; later chunks start again from nothing. Earlier messages are untouched.
     * @unstable agent_message_clear Proposed by the agent-message-clear RFD and never merged: upstream
     * pointed to message ids plus a whole `agent_message` update, which v2 has.
     * A v1 peer that does not know it ignores it.
     * @rfd agent-message-clear
     */
    agent_message_clear: Unit;
  }
>;

/**
 * The params of `session/update`: one update for one session.
 * @example { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "agent_message_chunk", "content": { "type": "text", "text": "Let me analyze your code..." } } }
 */
export interface SessionNotification {
  /** The session the update belongs to. */
  sessionId: SessionId;
  /** What changed. */
  update: SessionUpdate;
  _meta?: Meta | null;
}
