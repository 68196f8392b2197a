import type { Int32, JsonObject, Opaque } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/**
 * The MCP server transports an agent can connect to, beyond stdio (which every agent
 * supports), sent in `agentCapabilities.mcpCapabilities`. A client lists a server of
 * another transport in a session request only when its flag is `true`.
 * @example { "http": true, "sse": false }
 */
export interface McpCapabilities {
  /**
   * `true` when the agent can connect to MCP servers over HTTP. Absent means `false`.
   * @lenient
   */
  http?: boolean;
  /**
   * `true` when the agent can connect to MCP servers over server-sent events. Absent means
   * `false`.
   * @lenient
   */
  sse?: boolean;
  /**
   * `true` when the agent can reach MCP servers through the ACP connection itself, with
   * `mcp/message`. Absent means `false`. Experimental.
   * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  acp?: boolean;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An MCP server that an ACP component (a client or a proxy) provides itself, reached over
 * the ACP connection with `mcp/message` rather than over a transport of its own.
 * Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example { "name": "workspace-tools", "serverId": "mcp_srv_01" }
 */
export interface McpServerAcp {
  /** A name for the server that people can read. */
  name: string;
  /** Routes `mcp/message` traffic to the component that declared this server. */
  serverId: McpServerAcpId;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Identifies an MCP server reached over ACP. The component providing the server makes it
 * up, never gives two such servers on one connection the same id, and other parties treat
 * it as an opaque string. Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example "mcp_srv_01"
 */
export type McpServerAcpId = Opaque<string>;

/**
 * The params of the notification form of `mcp/message`: the side providing an MCP server
 * sends it, with no outer id, for an inner MCP request that is still open (for example an
 * acknowledgement or an update of a subscription). Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example { "serverId": "mcp_srv_01", "requestId": "req_7", "method": "notifications/progress", "params": { "progress": 50, "total": 100 } }
 */
export interface MessageMcpNotification {
  /** The inner MCP method name. */
  method: string;
  /**
   * The inner MCP params. Absent or `null` means the inner message has none.
   */
  params?: JsonObject | null;
  /**
   * Extension data for the ACP envelope; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /** The server handling the inner request this notification belongs to. */
  serverId: McpServerAcpId;
  /** The open inner MCP request this notification belongs to. */
  requestId: McpRequestId;
}

/**
 * The params of `mcp/message`, which carries one inner MCP request to an MCP server that
 * is reached over ACP. Either side may send it. Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example { "serverId": "mcp_srv_01", "requestId": "req_7", "method": "tools/call", "params": { "name": "search", "arguments": { "query": "TODO" } } }
 */
export interface MessageMcpRequest {
  /** The inner MCP method name. */
  method: string;
  /**
   * The inner MCP params. Absent or `null` means the inner message has none.
   */
  params?: JsonObject | null;
  /**
   * Extension data for the ACP envelope; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /** The server that should handle the inner request. */
  serverId: McpServerAcpId;
  /** The caller's id for the inner MCP request. */
  requestId: McpRequestId;
}

/**
 * The result of `mcp/message`: the outcome of the inner MCP request. On the wire it is an
 * object holding either `result` (the inner result, any JSON value including `null`) or
 * `error` (an inner MCP error); a receiver that finds both uses `result`. An outer
 * JSON-RPC error means the ACP binding itself failed, not the inner request.
 * Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example { "result": { "content": [{ "type": "text", "text": "3 matches" }] } }
 */
export type MessageMcpResponse = MessageMcpResult | MessageMcpErrorResult;

/**
 * A successful inner MCP request: the branch of `MessageMcpResponse` that holds `result`.
 * Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @differs Not a named type upstream: the published `MessageMcpResponse` spells its two branches out inline; they are named here so that every binding has a type for each.
 * @example { "result": { "content": [{ "type": "text", "text": "3 matches" }], "isError": false } }
 */
export interface MessageMcpResult {
  /** The inner MCP result, passed through untouched; any JSON value, `null` included, but never absent. */
  result: unknown;
  /**
   * Extension data for the ACP result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A failed inner MCP request: the branch of `MessageMcpResponse` that holds `error`.
 * Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @differs Not a named type upstream: the published `MessageMcpResponse` spells its two branches out inline; they are named here so that every binding has a type for each.
 * @example { "error": { "code": -32601, "message": "Method not found" } }
 */
export interface MessageMcpErrorResult {
  /** The inner MCP server's error. */
  error: McpError;
  /**
   * Extension data for the ACP result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An error returned by the inner MCP request of `mcp/message`, as opposed to an error of
 * the ACP request around it. Experimental.
 * @unstable mcp_over_acp
 * @example { "code": -32602, "message": "Unknown tool: search" }
 */
export interface McpError {
  /** The MCP error code; never an ACP error code. */
  code: Int32;
  /** The MCP error message. */
  message: string;
  /**
   * Extra detail about the failure, any JSON value. Leaving it out and sending `null` are
   * not the same, and a receiver keeps the difference.
   */
  data?: unknown;
}

/**
 * Identifies an inner MCP request that is open against a server on this connection. The
 * caller makes it up and proxies pass it on unchanged; it is separate from the id of the
 * outer JSON-RPC request. Experimental.
 * @unstable mcp_over_acp
 * @example "req_7"
 */
export type McpRequestId = Opaque<string>;
