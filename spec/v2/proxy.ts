import type { Json } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/**
 * The params of a `proxy/successor` notification, the envelope that carries one
 * notification along a proxy chain. A proxy sends it to pass a notification
 * on to its successor, and the conductor sends it to hand the proxy a
 * notification coming back from the successor. Experimental.
 * @unstable proxy_chains
 * @example { "method": "session/update", "params": { "sessionId": "sess_abc123def456", "update": { "sessionUpdate": "agent_message_chunk", "messageId": "msg_agent_c42b9", "content": { "type": "text", "text": "Done." } } } }
 */
export interface ProxySuccessorNotification {
  /** The method name of the wrapped notification. */
  method: string;
  /**
   * The wrapped notification's params, passed on untouched, including their own
   * `_meta`. Absent and `null` both mean the notification has none; otherwise
   * it must be a JSON object or array, as JSON-RPC requires.
   */
  params?: unknown;
  /**
   * Extension data for this hop's envelope only, apart from the wrapped
   * message's `_meta`; the protocol does not interpret it, and the conductor
   * does not copy it into the message it unwraps.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of a `proxy/successor` request, the envelope that carries one
 * request along a proxy chain. A proxy sends it to pass a request on to its
 * successor, and the conductor sends it to hand the proxy a request coming
 * back from the successor. The wrapped request's result or error comes back
 * unchanged as this request's result or error; errors the conductor raises
 * itself (say, because the successor exited) are its own. To cancel, the
 * sender sends `$/cancel_request` with this request's id on the same
 * connection; cancellation is never passed on to another hop. Experimental.
 * @unstable proxy_chains
 * @example { "method": "session/prompt", "params": { "sessionId": "sess_abc123def456", "prompt": [{ "type": "text", "text": "Can you analyze this code?" }] } }
 */
export interface ProxySuccessorRequest {
  /** The method name of the wrapped request. */
  method: string;
  /**
   * The wrapped request's params, passed on untouched, including their own
   * `_meta`. Absent and `null` both mean the request has none; otherwise it
   * must be a JSON object or array, as JSON-RPC requires.
   */
  params?: unknown;
  /**
   * Extension data for this hop's envelope only, apart from the wrapped
   * message's `_meta`; the protocol does not interpret it, and the conductor
   * does not copy it into the message it unwraps.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of a `proxy/successor` request: the wrapped request's own result,
 * passed back as the very same JSON value. Experimental.
 * @unstable proxy_chains
 * @example { "messageId": "msg_user_8f7a1" }
 */
export type ProxySuccessorResponse = Json;
