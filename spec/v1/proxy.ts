import type { Json } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/**
 * The params of a `proxy/successor` notification, the envelope for one notification
 * travelling through a proxy chain. A proxy sends it to the conductor to pass a
 * notification on to its successor, and the conductor sends it to a proxy to deliver a
 * notification that came from that successor. Experimental.
 * @unstable proxy_chains
 * @example { "method": "session/cancel", "params": { "sessionId": "sess_abc123def456" } }
 */
export interface ProxySuccessorNotification {
  /** The method name of the wrapped notification. */
  method: string;
  /**
   * The params of the wrapped notification, passed on unchanged (its own `_meta` stays
   * inside them). Absent or `null` means it has none; otherwise a JSON object or array.
   */
  params?: unknown;
  /**
   * Extension data for the envelope itself; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of a `proxy/successor` request, the envelope for one request travelling
 * through a proxy chain. A proxy sends it to the conductor to pass a request on to its
 * successor, and the conductor sends it to a proxy to deliver a request that came from
 * that successor. The wrapped request's result or error comes back unchanged as the
 * result or error of this request; errors the conductor raises itself (for example
 * because the successor has exited) are not wrapped. To cancel it, the sender sends
 * `$/cancel_request` with this request's id on the same connection; a cancellation never
 * travels to another hop. Experimental.
 * @unstable proxy_chains
 * @example { "method": "session/new", "params": { "cwd": "/home/user/project", "mcpServers": [] } }
 */
export interface ProxySuccessorRequest {
  /** The method name of the wrapped request. */
  method: string;
  /**
   * The params of the wrapped request, passed on unchanged (its own `_meta` stays inside
   * them). Absent or `null` means it has none; otherwise a JSON object or array.
   */
  params?: unknown;
  /**
   * Extension data for the envelope itself; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `proxy/successor`: the wrapped request's own result, passed on unchanged,
 * so it may be any JSON value. Experimental.
 * @unstable proxy_chains
 * @example { "sessionId": "sess_abc123def456" }
 */
export type ProxySuccessorResponse = Json;
