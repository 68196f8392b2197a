import type { JsonObject, Opaque } from "../vocabulary.js";

/**
 * Identifies a session: one conversation with its own history, context and
 * state, so one agent can run several at once. The agent creates it; clients
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
 * A file-system path that is absolute. Senders must not send relative paths.
 * @departure The RFD says every path is absolute; the published schema types paths as plain strings and does not check it.
 * @example "/home/user/project/src/config.json"
 */
export type AbsolutePath = Opaque<string>;

/**
 * Extension data attached to a protocol object. Implementations may put anything
 * here; names beginning with an underscore are reserved for the protocol.
 * @example { "source": "replay" }
 * @differs The published schema spells `_meta` out inline on every object; it is named here so that every binding shares one type.
 */
export type Meta = JsonObject;
