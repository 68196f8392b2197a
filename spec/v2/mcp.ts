import type { Int32, Json, JsonObject, Opaque } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/** @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized. */
export interface McpAcpCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface McpCapabilities {
  /** @lenient */
  stdio?: McpStdioCapabilities | null;
  /** @lenient */
  http?: McpHttpCapabilities | null;
  /**
   * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  acp?: McpAcpCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface McpHttpCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized. */
export interface McpServerAcp {
  name: string;
  serverId: McpServerAcpId;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized. */
export type McpServerAcpId = Opaque<string>;

export interface McpStdioCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of the notification `mcp/message`.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 */
export interface MessageMcpNotification {
  method: string;
  params?: JsonObject | null;
  /** @lenient */
  _meta?: Meta | null;
  serverId: McpServerAcpId;
  requestId: McpRequestId;
}

/**
 * The params of `mcp/message`.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 */
export interface MessageMcpRequest {
  method: string;
  params?: JsonObject | null;
  /** @lenient */
  _meta?: Meta | null;
  serverId: McpServerAcpId;
  requestId: McpRequestId;
}

/**
 * The result of `mcp/message`.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 */
export type MessageMcpResponse = Json;

/** @unstable mcp_over_acp */
export interface McpError {
  code: Int32;
  message: string;
  data?: unknown;
}

/** @unstable mcp_over_acp */
export type McpRequestId = Opaque<string>;
