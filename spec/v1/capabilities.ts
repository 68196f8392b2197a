import type { ElicitationCapabilities } from "./elicitation.js";
import type { Meta } from "./ids.js";
import type { McpCapabilities } from "./mcp.js";
import type { ProvidersCapabilities } from "./providers.js";

export interface AgentAuthCapabilities {
  /** @lenient */
  logout?: LogoutCapabilities | null;
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
  loadSession?: boolean;
  /** @lenient */
  promptCapabilities?: PromptCapabilities;
  /** @lenient */
  mcpCapabilities?: McpCapabilities;
  /** @lenient */
  sessionCapabilities?: SessionCapabilities;
  /** @lenient */
  auth?: AgentAuthCapabilities;
  /**
   * @unstable providers Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  providers?: ProvidersCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface AuthCapabilities {
  /** @lenient */
  terminal?: boolean;
  /** @lenient */
  _meta?: Meta | null;
}

export interface BooleanConfigOptionCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface ClientCapabilities {
  /** @lenient */
  fs?: FileSystemCapabilities;
  /** @lenient */
  terminal?: boolean;
  /** @lenient */
  session?: ClientSessionCapabilities | null;
  /**
   * @unstable plan_operations Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  plan?: PlanCapabilities | null;
  /** @lenient */
  auth?: AuthCapabilities;
  /** @lenient */
  elicitation?: ElicitationCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
  /**
   * @unstable subagents
   * @lenient
   */
  subagents?: SubagentCapabilities | null;
}

export interface ClientSessionCapabilities {
  /**
   * @lenient
   */
  compaction?: CompactionCapabilities | null;
  /** @lenient */
  configOptions?: SessionConfigOptionsCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
  /** @lenient */
  notices?: NoticeCapabilities | null;
}

export interface CompactionCapabilities {

}

export interface FileSystemCapabilities {
  /** @lenient */
  readTextFile?: boolean;
  /** @lenient */
  writeTextFile?: boolean;
  /** @lenient */
  _meta?: Meta | null;
}

export interface LogoutCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface PromptCapabilities {
  /** @lenient */
  image?: boolean;
  /** @lenient */
  audio?: boolean;
  /** @lenient */
  embeddedContext?: boolean;
  /** @lenient */
  _meta?: Meta | null;
}

export interface SessionAdditionalDirectoriesCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface SessionCapabilities {
  /** @lenient */
  list?: SessionListCapabilities | null;
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
  resume?: SessionResumeCapabilities | null;
  /** @lenient */
  close?: SessionCloseCapabilities | null;
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

export interface SessionCloseCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface SessionConfigOptionsCapabilities {
  /** @lenient */
  boolean?: BooleanConfigOptionCapabilities | null;
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

export interface SessionListCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface SessionResumeCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable auth_status */
export interface AuthStatusCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface NoticeCapabilities {}

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

/** @unstable subagents */
export interface SubagentCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}
