import type { JsonObject, Opaque } from "../vocabulary.js";

/**
 * Identifies a session. The agent creates it in `session/new` (or `session/fork`) and
 * every later request, response and notification about that session carries it; clients
 * treat it as an opaque string.
 * @example "sess_abc123def456"
 */
export type SessionId = Opaque<string>;

/**
 * Identifies one user message, agent message or agent thought within a session.
 * Only the agent mints message ids. They are opaque: compare them as strings and
 * never parse them. Every chunk of one message carries the same id.
 * @rfd message-id
 * @example "msg_agent_c42b9"
 */
export type MessageId = Opaque<string>;

/**
 * Extension data attached to a protocol object, carried in its `_meta` field. Clients
 * and agents may put any JSON object here to exchange information the protocol does not
 * define; a receiver must not assume anything about keys it does not know.
 * @example { "source": "replay" }
 * @differs The published schema spells `_meta` out inline on every object; it is named here so that every binding shares one type.
 */
export type Meta = JsonObject;
