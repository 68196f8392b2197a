import type { Json, JsonObject, Opaque } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/**
 * The params of `mcp/connect`.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 */
export interface ConnectMcpRequest {
  serverId: McpServerAcpId;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The result of `mcp/connect`.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 */
export interface ConnectMcpResponse {
  connectionId: McpConnectionId;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of `mcp/disconnect`.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 */
export interface DisconnectMcpRequest {
  connectionId: McpConnectionId;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The result of `mcp/disconnect`.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 */
export interface DisconnectMcpResponse {
  /** @lenient */
  _meta?: Meta | null;
}

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

/** @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized. */
export type McpConnectionId = Opaque<string>;

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
  connectionId: McpConnectionId;
  method: string;
  /** @lenient */
  params?: JsonObject | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of `mcp/message`.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 */
export interface MessageMcpRequest {
  connectionId: McpConnectionId;
  method: string;
  params?: JsonObject | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The result of `mcp/message`.
 * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
 */
export type MessageMcpResponse = Json;
