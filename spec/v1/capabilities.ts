import type { ElicitationCapabilities } from "./elicitation.js";
import type { Meta } from "./ids.js";
import type { McpCapabilities } from "./mcp.js";
import type { ClientNesCapabilities, NesCapabilities, PositionEncodingKind } from "./nes.js";
import type { ProvidersCapabilities } from "./providers.js";

export interface AgentAuthCapabilities {
  logout?: LogoutCapabilities | null;
  _meta?: Meta | null;
}

export interface AgentCapabilities {
  loadSession?: boolean;
  promptCapabilities?: PromptCapabilities;
  mcpCapabilities?: McpCapabilities;
  sessionCapabilities?: SessionCapabilities;
  auth?: AgentAuthCapabilities;
  /** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
  providers?: ProvidersCapabilities | null;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  nes?: NesCapabilities | null;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  positionEncoding?: PositionEncodingKind | null;
  _meta?: Meta | null;
}

export interface AuthCapabilities {
  terminal?: boolean;
  _meta?: Meta | null;
}

export interface BooleanConfigOptionCapabilities {
  _meta?: Meta | null;
}

export interface ClientCapabilities {
  fs?: FileSystemCapabilities;
  terminal?: boolean;
  session?: ClientSessionCapabilities | null;
  /** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
  plan?: PlanCapabilities | null;
  auth?: AuthCapabilities;
  elicitation?: ElicitationCapabilities | null;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  nes?: ClientNesCapabilities | null;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  positionEncodings?: PositionEncodingKind[];
  _meta?: Meta | null;
}

export interface ClientSessionCapabilities {
  /** @unstable compaction Unstable upstream; the shape may change before it is stabilized. */
  compaction?: CompactionCapabilities | null;
  configOptions?: SessionConfigOptionsCapabilities | null;
  _meta?: Meta | null;
}

/** @unstable compaction Unstable upstream; the shape may change before it is stabilized. */
export interface CompactionCapabilities {

}

export interface FileSystemCapabilities {
  readTextFile?: boolean;
  writeTextFile?: boolean;
  _meta?: Meta | null;
}

export interface LogoutCapabilities {
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanCapabilities {
  _meta?: Meta | null;
}

export interface PromptCapabilities {
  image?: boolean;
  audio?: boolean;
  embeddedContext?: boolean;
  _meta?: Meta | null;
}

export interface SessionAdditionalDirectoriesCapabilities {
  _meta?: Meta | null;
}

export interface SessionCapabilities {
  list?: SessionListCapabilities | null;
  delete?: SessionDeleteCapabilities | null;
  additionalDirectories?: SessionAdditionalDirectoriesCapabilities | null;
  /** @unstable session_fork Unstable upstream; the shape may change before it is stabilized. */
  fork?: SessionForkCapabilities | null;
  resume?: SessionResumeCapabilities | null;
  close?: SessionCloseCapabilities | null;
  _meta?: Meta | null;
}

export interface SessionCloseCapabilities {
  _meta?: Meta | null;
}

export interface SessionConfigOptionsCapabilities {
  boolean?: BooleanConfigOptionCapabilities | null;
  _meta?: Meta | null;
}

export interface SessionDeleteCapabilities {
  _meta?: Meta | null;
}

/** @unstable session_fork Unstable upstream; the shape may change before it is stabilized. */
export interface SessionForkCapabilities {
  _meta?: Meta | null;
}

export interface SessionListCapabilities {
  _meta?: Meta | null;
}

export interface SessionResumeCapabilities {
  _meta?: Meta | null;
}
