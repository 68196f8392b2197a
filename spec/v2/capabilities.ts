import type { ElicitationCapabilities } from "./elicitation.js";
import type { Meta } from "./ids.js";
import type { McpCapabilities } from "./mcp.js";
import type { ClientNesCapabilities, NesCapabilities, PositionEncodingKind } from "./nes.js";
import type { ProvidersCapabilities } from "./providers.js";

export interface AgentAuthCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface AgentCapabilities {
  /** @lenient */
  session?: SessionCapabilities | null;
  /** @lenient */
  auth?: AgentAuthCapabilities | null;
  /**
   * @unstable providers Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  providers?: ProvidersCapabilities | null;
  /**
   * @unstable nes Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  nes?: NesCapabilities | null;
  /**
   * @unstable nes Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  positionEncoding?: PositionEncodingKind | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface AuthCapabilities {
  /** @lenient */
  terminal?: TerminalAuthCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface ClientCapabilities {
  /** @lenient */
  auth?: AuthCapabilities | null;
  /** @lenient */
  elicitation?: ElicitationCapabilities | null;
  /**
   * @unstable nes Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  nes?: ClientNesCapabilities | null;
  /**
   * @unstable nes Unstable upstream; the shape may change before it is stabilized.
   * @lenient items
   */
  positionEncodings?: PositionEncodingKind[];
  /** @lenient */
  _meta?: Meta | null;
}

export interface PromptAudioCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface PromptCapabilities {
  /** @lenient */
  image?: PromptImageCapabilities | null;
  /** @lenient */
  audio?: PromptAudioCapabilities | null;
  /** @lenient */
  embeddedContext?: PromptEmbeddedContextCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface PromptEmbeddedContextCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface PromptImageCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface SessionAdditionalDirectoriesCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface SessionCapabilities {
  /** @lenient */
  prompt?: PromptCapabilities | null;
  /** @lenient */
  mcp?: McpCapabilities | null;
  /** @lenient */
  delete?: SessionDeleteCapabilities | null;
  /** @lenient */
  additionalDirectories?: SessionAdditionalDirectoriesCapabilities | null;
  /**
   * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  fork?: SessionForkCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface SessionDeleteCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_fork Unstable upstream; the shape may change before it is stabilized. */
export interface SessionForkCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface TerminalAuthCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}
