import type { ReducerSpec } from "../vocabulary.js";

/**
 * How v1 updates build a session's messages. Chunks without a `messageId` are
 * grouped by the boundary heuristic; `agent_message_clear` empties the agent
 * message that was streamed last.
 */
export const reducer = {
  union: "v1.SessionUpdate",
  entity: "message",
  key: "messageId",
  keying: "optional-heuristic",
  variants: {
    user_message_chunk: { action: "append", role: "user", field: "content" },
    agent_message_chunk: { action: "append", role: "agent", field: "content" },
    agent_thought_chunk: { action: "append", role: "thought", field: "content" },
    agent_message_clear: { action: "clear-last", role: "agent", field: "content" },
  },
} as const satisfies ReducerSpec;
