import type { ElicitationCapabilities } from "./elicitation.js";
import type { Meta } from "./ids.js";
import type { McpCapabilities } from "./mcp.js";
import type { ProvidersCapabilities } from "./providers.js";

/**
 * Optional authentication features the agent offers beyond login and logout.
 * It does not say whether `auth/login` and `auth/logout` exist: a non-empty
 * `authMethods` list in the `initialize` result says that.
 * @example {}
 */
export interface AgentAuthCapabilities {
  /**
   * Extension data for these capabilities; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Present (even as `{}`) when the agent answers `auth/status` and may send
   * `auth/status_update`. Absent or `null` means it does not. Experimental.
   * @unstable auth_status
   * @lenient
   */
  status?: AuthStatusCapabilities | null;
}

/**
 * What the agent supports, sent by the agent in its `initialize` result. Each
 * feature is an object: present (even as `{}`) means supported, absent or
 * `null` means not advertised. The client must not use a feature the agent did
 * not advertise.
 * @example { "session": { "prompt": { "image": {}, "embeddedContext": {} }, "mcp": { "stdio": {}, "http": {} }, "delete": {} } }
 */
export interface AgentCapabilities {
  /**
   * Session support. `{}` means the agent implements the baseline session
   * methods (`session/new`, `session/list`, `session/resume`, `session/close`,
   * `session/prompt`, `session/cancel` and `session/update`); its fields add
   * optional ones. Absent or `null` means the agent offers no `session/*` methods.
   * @lenient
   */
  session?: SessionCapabilities | null;
  /**
   * Authentication extras, such as `auth/status`. Absent or `null` means none.
   * @lenient
   */
  auth?: AgentAuthCapabilities | null;
  /**
   * Present (even as `{}`) when the agent lets the client configure its LLM
   * providers with `providers/list`, `providers/set` and `providers/disable`.
   * Absent or `null` means it does not. Experimental.
   * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  providers?: ProvidersCapabilities | null;
  /**
   * Extension data for these capabilities; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What the client supports, sent by the client in its `initialize` params.
 * Each feature is an object: present (even as `{}`) means supported, absent or
 * `null` means not advertised. The agent must not rely on a feature the client
 * did not advertise.
 * @example { "auth": { "terminal": {} } }
 */
export interface ClientCapabilities {
  /**
   * Which optional kinds of authentication method the client can carry out; it
   * limits the methods the agent may list in `authMethods`. Absent or `null`
   * means only the baseline kinds.
   * @lenient
   */
  auth?: ClientAuthCapabilities | null;
  /**
   * Which elicitation modes the client can present, and so which the agent may
   * use. Absent or `null` means the client does not handle elicitation.
   * @lenient
   */
  elicitation?: ElicitationCapabilities | null;
  /**
   * Extension data for these capabilities; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * What the client supports in sessions, by feature. Left out and `null` both mean
   * nothing beyond the stable protocol. Experimental.
   * @unstable prompt_suggestions
   * @lenient
   */
  session?: ClientSessionCapabilities | null;
}

/**
 * Marks that the agent accepts `audio` content blocks in prompts; it is sent
 * as `{}`.
 * @example {}
 */
export interface PromptAudioCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Which content block types the agent accepts in `session/prompt` beyond the
 * baseline. Every agent accepts `text` and `resource_link` blocks; the others
 * must be listed here before a client sends them.
 * @example { "image": {}, "audio": {}, "embeddedContext": {} }
 */
export interface PromptCapabilities {
  /**
   * Present (even as `{}`) when prompts may hold `image` blocks. Absent or
   * `null` means they may not.
   * @lenient
   */
  image?: PromptImageCapabilities | null;
  /**
   * Present (even as `{}`) when prompts may hold `audio` blocks. Absent or
   * `null` means they may not.
   * @lenient
   */
  audio?: PromptAudioCapabilities | null;
  /**
   * Present (even as `{}`) when prompts may hold `resource` blocks that embed
   * the contents of context the user referred to. Absent or `null` means they
   * may not.
   * @lenient
   */
  embeddedContext?: PromptEmbeddedContextCapabilities | null;
  /**
   * Extension data for these capabilities; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * The agent accepts `skill` blocks in prompts: one, as the first block, or more with
   * `inline`. Left out and `null` both mean it accepts none. Experimental.
   * @unstable agent_skills
   * @lenient
   */
  skill?: PromptSkillCapabilities | null;
}

/**
 * Marks that the agent accepts embedded `resource` content blocks in prompts;
 * it is sent as `{}`.
 * @example {}
 */
export interface PromptEmbeddedContextCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the agent accepts `image` content blocks in prompts; it is sent
 * as `{}`.
 * @example {}
 */
export interface PromptImageCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the agent honours `additionalDirectories` on the session requests
 * that take it, and may report a session's extra roots in `session/list`; it
 * is sent as `{}`.
 * @example {}
 */
export interface SessionAdditionalDirectoriesCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The agent's session features. Sending `{}` promises the baseline session
 * methods: `session/new`, `session/list`, `session/resume`, `session/close`,
 * `session/prompt`, `session/cancel` and `session/update`. Each field opts in
 * to something more; absent or `null` in a field means that extra is not offered.
 * @example { "prompt": { "image": {} }, "mcp": { "http": {} }, "additionalDirectories": {} }
 */
export interface SessionCapabilities {
  /**
   * Content types the agent accepts in prompts beyond text and resource links.
   * Absent or `null` means only those two.
   * @lenient
   */
  prompt?: PromptCapabilities | null;
  /**
   * MCP server transports the agent can connect to when a session is set up.
   * Absent or `null` means the client should send no MCP servers.
   * @lenient
   */
  mcp?: McpCapabilities | null;
  /**
   * Present (even as `{}`) when the agent implements `session/delete`. Absent
   * or `null` means it does not.
   * @lenient
   */
  delete?: SessionDeleteCapabilities | null;
  /**
   * Present (even as `{}`) when the agent honours `additionalDirectories` on
   * session requests. Absent or `null` means it does not.
   * @lenient
   */
  additionalDirectories?: SessionAdditionalDirectoriesCapabilities | null;
  /**
   * Present (even as `{}`) when the agent implements `session/fork`. Absent or
   * `null` means it does not. Experimental.
   * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  fork?: SessionForkCapabilities | null;
  /**
   * Extension data for these capabilities; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Present (even as `{}`) when the agent accepts a client-supplied
   * `systemPrompt` on session requests, at least in `append` mode. Absent or
   * `null` means it does not.
   * @lenient
   */
  systemPrompt?: SessionSystemPromptCapabilities | null;
  /**
   * Present (even as `{}`) when the agent implements `session/archive` and
   * `session/unarchive`, the `archived` filter of `session/list`, and the
   * `archived` flag on listed sessions. Absent or `null` means it does not.
   * Experimental.
   * @unstable session_archive
   * @lenient
   */
  archive?: SessionArchiveCapabilities | null;
  /**
   * Present (even as `{}`) when the agent implements `session/status`. Absent
   * or `null` means it does not. Experimental.
   * @unstable session_status
   * @lenient
   */
  status?: SessionStatusCapabilities | null;
  /**
   * Present (even as `{}`) when the client may rename sessions with
   * `session/set_title`. Agents report titles without it. Absent or `null`
   * means the client cannot set titles. Experimental.
   * @unstable session_set_title
   * @lenient
   */
  title?: SessionTitleCapabilities | null;
  /**
   * The agent answers `session/options`. Left out and `null` both mean it does not.
   * Experimental.
   * @unstable session_options
   * @lenient
   */
  options?: SessionOptionsCapabilities | null;
}

/**
 * Marks that the agent implements `session/delete`, which removes a session
 * from `session/list`; it is sent as `{}`.
 * @example {}
 */
export interface SessionDeleteCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the agent implements `session/fork`; it is sent as `{}`.
 * Experimental.
 * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface SessionForkCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the client can run authentication methods of type `terminal`: it
 * can start the agent's own command again in an interactive terminal for the
 * user. It is sent as `{}`.
 * @example {}
 */
export interface TerminalAuthCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the agent implements `auth/status` (and may send
 * `auth/status_update`); it is sent as `{}`. Experimental.
 * @unstable auth_status
 * @example {}
 */
export interface AuthStatusCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The kinds of authentication method the client can carry out, beyond those
 * every client handles. The agent lists a method kind in `authMethods` only
 * when the client advertised it here. Named `AuthCapabilities` before SDK 2.4.0.
 * @example { "terminal": {} }
 */
export interface ClientAuthCapabilities {
  /**
   * Present (even as `{}`) when the client can run `terminal` authentication
   * methods; send it only if the client can relaunch the agent's command in an
   * interactive terminal. Absent or `null` means the agent must not offer them.
   * @lenient
   */
  terminal?: TerminalAuthCapabilities | null;
  /**
   * Extension data for these capabilities; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the agent implements `session/archive` and `session/unarchive`,
 * the `archived` filter of `session/list`, and the `archived` flag on listed
 * sessions; it is sent as `{}`. Experimental.
 * @unstable session_archive
 * @example {}
 */
export interface SessionArchiveCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the agent implements `session/status`; it is sent as `{}`.
 * Experimental.
 * @unstable session_status
 * @example {}
 */
export interface SessionStatusCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The agent's support for a system prompt supplied by the client on session
 * requests. `{}` means the `append` mode, which adds the client's text to the
 * agent's own instructions; `mode` lists further modes.
 * @example { "mode": { "override": {} } }
 */
export interface SessionSystemPromptCapabilities {
  /**
   * Delivery modes offered on top of `append`. Absent or `null` means `append` only.
   * @lenient
   */
  mode?: SessionSystemPromptModeCapabilities | null;
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * System prompt delivery modes the agent offers besides `append`, which every
 * agent with the `systemPrompt` capability supports and so is not listed.
 * @example { "override": {} }
 */
export interface SessionSystemPromptModeCapabilities {
  /**
   * Present (even as `{}`) when the client's system prompt may replace the
   * agent's built-in default instructions. Absent or `null` means it may not.
   * @lenient
   */
  override?: SessionSystemPromptOverrideCapabilities | null;
  /**
   * Extension data for these capabilities; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the agent supports the `override` system prompt mode, in which
 * the client's text takes the place of the agent's default instructions; it is
 * sent as `{}`.
 * @example {}
 */
export interface SessionSystemPromptOverrideCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the client may set a session's title with `session/set_title`;
 * it is sent as `{}`. Agents report titles through `session/list` and
 * `session_info_update` whether or not they have it. Experimental.
 * @unstable session_set_title
 * @example {}
 */
export interface SessionTitleCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The client's session features. It only groups them: `{}` advertises nothing.
 * Experimental.
 * @unstable prompt_suggestions
 * @example { "promptSuggestions": {} }
 */
export interface ClientSessionCapabilities {
  /**
   * The client shows prompt suggestions, with the block kinds it names. Left out and
   * `null` both mean the agent must not send `prompt_suggestions_update`.
   * @lenient
   */
  promptSuggestions?: PromptSuggestionsCapabilities | null;
  /**
   * The kinds of command besides `command` that the client understands. Left out and
   * `null` both mean none.
   * @unstable agent_skills
   * @lenient
   */
  commands?: CommandsCapabilities | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The kinds of command besides `command` a client understands. It only groups them: `{}`
 * advertises nothing. Experimental.
 * @unstable agent_skills
 * @example { "skill": {} }
 */
export interface CommandsCapabilities {
  /**
   * The client understands `skill` commands. Left out and `null` both mean the agent must
   * not send them.
   * @lenient
   */
  skill?: CommandsSkillCapabilities | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The client understands `skill` commands; `{}` says so. Experimental.
 * @unstable agent_skills
 * @example {}
 */
export interface CommandsSkillCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The agent accepts one `skill` block per prompt, as its first block; `{}` says so.
 * Experimental.
 * @unstable agent_skills
 * @example { "inline": {} }
 */
export interface PromptSkillCapabilities {
  /**
   * The agent accepts any number of `skill` blocks, anywhere in the prompt. Left out and
   * `null` both mean only the one leading block.
   * @lenient
   */
  inline?: PromptSkillInlineCapabilities | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The agent accepts `skill` blocks anywhere in a prompt; `{}` says so. Experimental.
 * @unstable agent_skills
 * @example {}
 */
export interface PromptSkillInlineCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Prompt suggestions may hold `audio` blocks; `{}` says so. Experimental.
 * @unstable prompt_suggestions
 * @example {}
 */
export interface PromptSuggestionsAudioCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The client shows prompt suggestions (`prompt_suggestions_update`). `{}` means suggestions
 * made of `text` and `resource_link` blocks; each field allows one more kind of block.
 * Experimental.
 * @unstable prompt_suggestions
 * @example { "image": {} }
 */
export interface PromptSuggestionsCapabilities {
  /**
   * Suggestions may hold `image` blocks. Left out and `null` both mean they may not.
   * @lenient
   */
  image?: PromptSuggestionsImageCapabilities | null;
  /**
   * Suggestions may hold `audio` blocks. Left out and `null` both mean they may not.
   * @lenient
   */
  audio?: PromptSuggestionsAudioCapabilities | null;
  /**
   * Suggestions may hold `resource` blocks (embedded context). Left out and `null` both
   * mean they may not.
   * @lenient
   */
  embeddedContext?: PromptSuggestionsEmbeddedContextCapabilities | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Prompt suggestions may hold `resource` blocks; `{}` says so. Experimental.
 * @unstable prompt_suggestions
 * @example {}
 */
export interface PromptSuggestionsEmbeddedContextCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Prompt suggestions may hold `image` blocks; `{}` says so. Experimental.
 * @unstable prompt_suggestions
 * @example {}
 */
export interface PromptSuggestionsImageCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The capability to answer `session/options`; `{}` says the agent has it. Experimental.
 * @unstable session_options
 * @example {}
 */
export interface SessionOptionsCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}
