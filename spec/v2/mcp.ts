import type { Int32, JsonObject, Opaque } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/**
 * Marks that the agent can use MCP servers of type `acp`, which an ACP
 * component provides over the ACP connection itself through `mcp/message`;
 * it is sent as `{}`. Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface McpAcpCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The MCP server transports the agent can connect to, so the client knows
 * which kinds of MCP server it may pass when it sets up a session.
 * @example { "stdio": {}, "http": {} }
 */
export interface McpCapabilities {
  /**
   * Present (even as `{}`) when the agent can launch MCP servers of type
   * `stdio`. Absent or `null` means it does not say it can.
   * @lenient
   */
  stdio?: McpStdioCapabilities | null;
  /**
   * Present (even as `{}`) when the agent can reach MCP servers of type `http`.
   * Absent or `null` means it does not say it can.
   * @lenient
   */
  http?: McpHttpCapabilities | null;
  /**
   * Present (even as `{}`) when the agent can use MCP servers of type `acp`,
   * tunnelled through `mcp/message`. Absent or `null` means it cannot.
   * Experimental.
   * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  acp?: McpAcpCapabilities | null;
  /**
   * Extension data for these capabilities; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the agent can reach MCP servers over HTTP; it is sent as `{}`.
 * @example {}
 */
export interface McpHttpCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An MCP server that an ACP component (the client or a proxy) provides itself,
 * reached over the ACP connection: MCP traffic to it travels in `mcp/message`.
 * Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example { "name": "editor-tools", "serverId": "srv_editor_1" }
 */
export interface McpServerAcp {
  /** A readable name for the server. */
  name: string;
  /**
   * The id that `mcp/message` uses to route to this server, chosen by the
   * component that provides it and never reused for another such server on the
   * same connection.
   */
  serverId: McpServerAcpId;
  /**
   * Extension data for the server entry; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Names an MCP server of type `acp` on one ACP connection. The component that
 * provides the server chooses it; everyone else treats it as an opaque string
 * used to route `mcp/message` to that component. Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example "srv_editor_1"
 */
export type McpServerAcpId = Opaque<string>;

/**
 * Marks that the agent can launch MCP servers as local processes speaking over
 * standard input and output; it is sent as `{}`.
 * @example {}
 */
export interface McpStdioCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of the notification `mcp/message`.
 * The side that provides an `acp` MCP server sends it to the side using the
 * server, about an inner MCP request that is still open, for example a
 * subscription acknowledgement or a progress or change notice. Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example { "serverId": "srv_editor_1", "requestId": "mcpreq_17", "method": "notifications/progress", "params": { "progressToken": "tok_1", "progress": 50, "total": 100 } }
 */
export interface MessageMcpNotification {
  /** The inner MCP notification's method name. */
  method: string;
  /**
   * The inner MCP notification's params. Absent and `null` both mean there are none.
   */
  params?: JsonObject | null;
  /**
   * Extension data for the ACP message, separate from any `_meta` of the inner
   * MCP message; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /** The `acp` MCP server that is handling the inner request. */
  serverId: McpServerAcpId;
  /** The open inner MCP request this notification belongs to. */
  requestId: McpRequestId;
}

/**
 * The params of `mcp/message`.
 * The side using an `acp` MCP server sends one inner MCP request in it to the
 * side that provides the server. Either side may be the sender. Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example { "serverId": "srv_editor_1", "requestId": "mcpreq_17", "method": "tools/call", "params": { "name": "open_file", "arguments": { "path": "/home/user/project/src/main.rs" } } }
 */
export interface MessageMcpRequest {
  /** The inner MCP request's method name, such as `tools/call`. */
  method: string;
  /**
   * The inner MCP request's params. Absent and `null` both mean there are none.
   */
  params?: JsonObject | null;
  /**
   * Extension data for the ACP message, separate from any `_meta` of the inner
   * MCP message; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /** The `acp` MCP server the request is for. */
  serverId: McpServerAcpId;
  /**
   * The sender's id for the inner MCP request, independent of the JSON-RPC id
   * of this ACP request.
   */
  requestId: McpRequestId;
}

/**
 * The result of `mcp/message`.
 * A successful ACP response carries the inner MCP outcome: `{"result": ...}`
 * with the inner result (which may be `null`), or `{"error": ...}` with an
 * `McpError`; a sender includes exactly one, and a receiver given both uses
 * `result`. An ACP-level error response is kept for failures of the tunnel
 * itself, not for MCP errors. Experimental.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 * @example { "result": { "content": [{ "type": "text", "text": "Opened src/main.rs" }], "isError": false } }
 * @example { "error": { "code": -32601, "message": "Method not found" } }
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
 * An error returned by the inner MCP server, as opposed to an error of the ACP
 * tunnel. It travels in the `error` member of an `mcp/message` result.
 * Experimental.
 * @unstable mcp_over_acp
 * @example { "code": -32602, "message": "Unknown tool: open_fil", "data": { "tool": "open_fil" } }
 */
export interface McpError {
  /** The MCP error code; never an ACP error code. */
  code: Int32;
  /** The MCP error message. */
  message: string;
  /**
   * Further detail from the MCP server. Absent means none was given; an
   * explicit `null` is kept as `null`, distinct from absent.
   */
  data?: unknown;
}

/**
 * Names an inner MCP request that is open against an `acp` MCP server on this
 * connection. The sender of the request chooses it, and proxies pass it on
 * unchanged; it has nothing to do with the outer JSON-RPC id. Experimental.
 * @unstable mcp_over_acp
 * @example "mcpreq_17"
 */
export type McpRequestId = Opaque<string>;
