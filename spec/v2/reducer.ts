import type { ReducerSpec } from "../vocabulary.js";

/**
 * How v2 updates build a session's messages (message-updates RFD): chunks
 * append to the message with their id, whole-message updates upsert it.
 */
export const reducer = {
  union: "v2.SessionUpdate",
  entity: "message",
  key: "messageId",
  keying: "required",
  variants: {
    user_message_chunk: { action: "append", role: "user", field: "content" },
    agent_message_chunk: { action: "append", role: "agent", field: "content" },
    agent_thought_chunk: { action: "append", role: "thought", field: "content" },
    user_message: { action: "upsert", role: "user" },
    agent_message: { action: "upsert", role: "agent" },
    agent_thought: { action: "upsert", role: "thought" },
  },
} as const satisfies ReducerSpec;
