import type { ElicitationCapabilities } from "./elicitation.js";
import type { Meta } from "./ids.js";
import type { McpCapabilities } from "./mcp.js";
import type { ProvidersCapabilities } from "./providers.js";

export interface AgentAuthCapabilities {
  /** @lenient */
  _meta?: Meta | null;
  /**
   * @unstable auth_status
   * @lenient
   */
  status?: AuthStatusCapabilities | null;
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
  /** @lenient */
  _meta?: Meta | null;
}

export interface ClientCapabilities {
  /** @lenient */
  auth?: ClientAuthCapabilities | null;
  /** @lenient */
  elicitation?: ElicitationCapabilities | null;
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
  /**
   * @unstable session_system_prompt
   * @lenient
   */
  systemPrompt?: SessionSystemPromptCapabilities | null;
  /**
   * @unstable session_archive
   * @lenient
   */
  archive?: SessionArchiveCapabilities | null;
  /**
   * @unstable session_status
   * @lenient
   */
  status?: SessionStatusCapabilities | null;
  /**
   * @unstable session_set_title
   * @lenient
   */
  title?: SessionTitleCapabilities | null;
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

/** @unstable auth_status */
export interface AuthStatusCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** The ways of authenticating that a client supports (named `AuthCapabilities` before SDK 2.4.0). */
export interface ClientAuthCapabilities {
  /** @lenient */
  terminal?: TerminalAuthCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_archive */
export interface SessionArchiveCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_status */
export interface SessionStatusCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_system_prompt */
export interface SessionSystemPromptCapabilities {
  /** @lenient */
  mode?: SessionSystemPromptModeCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_system_prompt */
export interface SessionSystemPromptModeCapabilities {
  /** @lenient */
  override?: SessionSystemPromptOverrideCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_system_prompt */
export interface SessionSystemPromptOverrideCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_set_title */
export interface SessionTitleCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}
