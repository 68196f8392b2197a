import type { ElicitationCapabilities } from "./elicitation.js";
import type { Meta } from "./ids.js";
import type { McpCapabilities } from "./mcp.js";
import type { ClientNesCapabilities, NesCapabilities, PositionEncodingKind } from "./nes.js";
import type { ProvidersCapabilities } from "./providers.js";

export interface AgentAuthCapabilities {
  _meta?: Meta | null;
}

export interface AgentCapabilities {
  session?: SessionCapabilities | null;
  auth?: AgentAuthCapabilities | null;
  /** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
  providers?: ProvidersCapabilities | null;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  nes?: NesCapabilities | null;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  positionEncoding?: PositionEncodingKind | null;
  _meta?: Meta | null;
}

export interface AuthCapabilities {
  terminal?: TerminalAuthCapabilities | null;
  _meta?: Meta | null;
}

export interface ClientCapabilities {
  auth?: AuthCapabilities | null;
  elicitation?: ElicitationCapabilities | null;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  nes?: ClientNesCapabilities | null;
  /** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
  positionEncodings?: PositionEncodingKind[];
  _meta?: Meta | null;
}

export interface PromptAudioCapabilities {
  _meta?: Meta | null;
}

export interface PromptCapabilities {
  image?: PromptImageCapabilities | null;
  audio?: PromptAudioCapabilities | null;
  embeddedContext?: PromptEmbeddedContextCapabilities | null;
  _meta?: Meta | null;
}

export interface PromptEmbeddedContextCapabilities {
  _meta?: Meta | null;
}

export interface PromptImageCapabilities {
  _meta?: Meta | null;
}

export interface SessionAdditionalDirectoriesCapabilities {
  _meta?: Meta | null;
}

export interface SessionCapabilities {
  prompt?: PromptCapabilities | null;
  mcp?: McpCapabilities | null;
  delete?: SessionDeleteCapabilities | null;
  additionalDirectories?: SessionAdditionalDirectoriesCapabilities | null;
  /** @unstable session_fork Unstable upstream; the shape may change before it is stabilized. */
  fork?: SessionForkCapabilities | null;
  _meta?: Meta | null;
}

export interface SessionDeleteCapabilities {
  _meta?: Meta | null;
}

/** @unstable session_fork Unstable upstream; the shape may change before it is stabilized. */
export interface SessionForkCapabilities {
  _meta?: Meta | null;
}

export interface TerminalAuthCapabilities {
  _meta?: Meta | null;
}
