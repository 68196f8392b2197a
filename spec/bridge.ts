import type { BridgeSpec } from "./vocabulary.js";

/**
 * How a prompt turn runs in each version, for a bridge between a v1 peer and a
 * v2 peer (prompt-lifecycle RFD). In v1 the answer to `session/prompt` ends the
 * turn and carries its stop reason. In v2 the answer says the prompt was
 * accepted (the id of the user message it inserted); the turn's progress and
 * end are `state_update` session updates (`running`, then `idle` with the stop
 * reason), and `session/cancel` withdraws the turn.
 */
export const bridge: BridgeSpec = {
  turn: {
    request: "session/prompt",
    session: "sessionId",
    accepts: "v2",
    mint: ["messageId"],
    update: "state_update",
    running: { state: "running" },
    ended: { state: "idle" },
    carried: ["stopReason", "usage"],
    cancel: "session/cancel",
  },
};
