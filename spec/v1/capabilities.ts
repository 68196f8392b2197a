import type { ElicitationCapabilities } from "./elicitation.js";
import type { Meta } from "./ids.js";
import type { McpCapabilities } from "./mcp.js";
import type { ProvidersCapabilities } from "./providers.js";

/**
 * The authentication features an agent offers beyond `authenticate`, sent in
 * `agentCapabilities.auth` of the `initialize` result. Each entry is an object that the
 * agent includes to say it supports a method; leaving an entry out (or sending `null`)
 * means no support is claimed.
 * @example { "logout": {} }
 */
export interface AgentAuthCapabilities {
  /**
   * Present (as `{}` or an object with extension data) when the agent handles `logout`.
   * Absent or `null` means it does not claim to.
   * @lenient
   */
  logout?: LogoutCapabilities | null;
  /**
   * Extension data, for example to advertise authentication features outside the
   * protocol; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Present when the agent answers `auth/status` (and may send `auth/status_update`).
   * Absent or `null` means it does not claim to. Experimental.
   * @unstable auth_status
   * @lenient
   */
  status?: AuthStatusCapabilities | null;
}

/**
 * What an agent supports, sent by the agent in the `initialize` result. A client calls an
 * optional method, or sends an optional kind of content, only when the matching entry is
 * set here. Every agent handles `session/new`, `session/prompt`, `session/cancel` and
 * sends `session/update`, whatever it advertises.
 * @example { "loadSession": true, "promptCapabilities": { "image": true, "audio": false, "embeddedContext": true }, "mcpCapabilities": { "http": true, "sse": false }, "sessionCapabilities": { "list": {}, "resume": {} } }
 */
export interface AgentCapabilities {
  /**
   * `true` when the agent handles `session/load`. Absent means `false`.
   * @lenient
   */
  loadSession?: boolean;
  /**
   * The kinds of content, beyond text and resource links, that the agent accepts in a
   * `session/prompt`. Absent means none of them.
   * @lenient
   */
  promptCapabilities?: PromptCapabilities;
  /**
   * The MCP server transports, beyond stdio, that the agent can connect to. Absent means
   * stdio only.
   * @lenient
   */
  mcpCapabilities?: McpCapabilities;
  /**
   * The optional session methods the agent handles. Absent means none of them.
   * @lenient
   */
  sessionCapabilities?: SessionCapabilities;
  /**
   * The optional authentication methods the agent handles. Absent means none of them.
   * @lenient
   */
  auth?: AgentAuthCapabilities;
  /**
   * Present when the agent lets the client configure its LLM providers through
   * `providers/list`, `providers/set` and `providers/disable`. Absent or `null` means it
   * does not. Experimental.
   * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  providers?: ProvidersCapabilities | null;
  /**
   * Extension data, for example to advertise features outside the protocol; the protocol
   * does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The kinds of authentication method a client can carry out itself, sent in
 * `clientCapabilities.auth` of the `initialize` request. They decide which entries the
 * agent may list in `authMethods`.
 * @example { "terminal": true }
 */
export interface AuthCapabilities {
  /**
   * `true` when the client can launch the agent's own command in an interactive terminal
   * so the user can sign in there; only then may the agent offer `terminal` authentication
   * methods. Absent means `false`.
   * @lenient
   */
  terminal?: boolean;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the client, as `{}`, to say it can show and set boolean session configuration
 * options (`type: "boolean"` in `configOptions` and in `session/set_config_option`).
 * @example {}
 */
export interface BooleanConfigOptionCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What a client supports, sent by the client in the `initialize` request. An agent calls a
 * client method, or sends an optional kind of update, only when the matching entry is set
 * here.
 * @example { "fs": { "readTextFile": true, "writeTextFile": true }, "terminal": true, "auth": { "terminal": false } }
 */
export interface ClientCapabilities {
  /**
   * The file-system methods the client serves to the agent. Absent means none.
   * @lenient
   */
  fs?: FileSystemCapabilities;
  /**
   * `true` when the client serves every `terminal/*` method (`terminal/create`,
   * `terminal/output`, `terminal/wait_for_exit`, `terminal/kill`, `terminal/release`).
   * Absent means `false`.
   * @lenient
   */
  terminal?: boolean;
  /**
   * Session-related features the client understands. Absent or `null` means it claims
   * none.
   * @lenient
   */
  session?: ClientSessionCapabilities | null;
  /**
   * Present when the client can receive `plan_update` and `plan_removed` session updates.
   * Absent or `null` means the agent must not send them.
   * @lenient
   */
  plan?: PlanCapabilities | null;
  /**
   * The kinds of authentication method the client can carry out itself. Absent means
   * none beyond `authenticate`.
   * @lenient
   */
  auth?: AuthCapabilities;
  /**
   * The elicitation modes the client supports, which decide how the agent may ask the user
   * for input. Absent or `null` means the agent must not send `elicitation/create`.
   * @lenient
   */
  elicitation?: ElicitationCapabilities | null;
  /**
   * Extension data, for example to advertise features outside the protocol; the protocol
   * does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Present when the client understands child sessions that an agent exposes as subagents
   * (their association and state updates, messages addressed to a session, and restricted
   * sessions). Absent or `null` means the agent must not send them.
   * @lenient
   */
  subagents?: SubagentCapabilities | null;
}

/**
 * The session-related features a client understands, sent in `clientCapabilities.session`.
 * Each entry is an object the client includes to claim the feature; absent or `null`
 * means it does not.
 * @example { "configOptions": { "boolean": {} }, "notices": {} }
 */
export interface ClientSessionCapabilities {
  /**
   * Present when the client handles context-compaction updates addressed by id; absent
   * or `null` means the agent must not send them.
   * @lenient
   */
  compaction?: CompactionCapabilities | null;
  /**
   * Optional kinds of session configuration option the client can handle. Absent or
   * `null` means only the baseline kinds.
   * @lenient
   */
  configOptions?: SessionConfigOptionsCapabilities | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Present when the client can show live `notice` session updates to the user; absent or
   * `null` means the agent must not send them.
   * @lenient
   */
  notices?: NoticeCapabilities | null;
  /**
   * The client shows prompt suggestions, with the block kinds it names. Left out and
   * `null` both mean the agent must not send `prompt_suggestions_update`. Experimental.
   * @unstable prompt_suggestions
   * @lenient
   */
  promptSuggestions?: PromptSuggestionsCapabilities | null;
  /**
   * The client understands session cursors. Left out and `null` both mean it does not.
   * Experimental.
   * @unstable session_cursors
   * @lenient
   */
  cursors?: SessionCursorsCapabilities | null;
}

/**
 * Sent by the client, as `{}`, to say it handles the whole context-compaction contract:
 * compaction updates and summary chunks addressed by compaction id.
 * @example {}
 */
export interface CompactionCapabilities {

}

/**
 * The file-system methods a client serves to the agent, sent in `clientCapabilities.fs`.
 * The agent calls a method only when its flag is `true`.
 * @example { "readTextFile": true, "writeTextFile": false }
 */
export interface FileSystemCapabilities {
  /**
   * `true` when the client answers `fs/read_text_file`. Absent means `false`.
   * @lenient
   */
  readTextFile?: boolean;
  /**
   * `true` when the client answers `fs/write_text_file`. Absent means `false`.
   * @lenient
   */
  writeTextFile?: boolean;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say it handles `logout`.
 * @example {}
 */
export interface LogoutCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the client, as `{}`, to say it can receive both `plan_update` and
 * `plan_removed` session updates.
 * @example {}
 */
export interface PlanCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The kinds of content an agent accepts in `session/prompt` beyond the baseline. Every
 * agent accepts `text` and `resource_link` blocks; the client sends any other kind only
 * when its flag here is `true`.
 * @example { "image": true, "audio": false, "embeddedContext": true }
 */
export interface PromptCapabilities {
  /**
   * `true` when prompts may hold `image` blocks. Absent means `false`.
   * @lenient
   */
  image?: boolean;
  /**
   * `true` when prompts may hold `audio` blocks. Absent means `false`.
   * @lenient
   */
  audio?: boolean;
  /**
   * `true` when prompts may hold `resource` blocks, that is resources with their
   * contents embedded. Absent means `false`.
   * @lenient
   */
  embeddedContext?: boolean;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say it reads `additionalDirectories` on the session
 * lifecycle requests that carry it. An agent that also handles `session/list` may then
 * report each session's additional directories there.
 * @example {}
 */
export interface SessionAdditionalDirectoriesCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The optional session methods an agent handles, sent in
 * `agentCapabilities.sessionCapabilities`. Each entry is an object the agent includes to
 * claim the method; absent or `null` means it does not, and the client must not call it.
 * `session/load` is announced separately, by `loadSession`.
 * @example { "list": {}, "delete": {}, "resume": {}, "close": {} }
 */
export interface SessionCapabilities {
  /**
   * Present when the agent handles `session/list`.
   * @lenient
   */
  list?: SessionListCapabilities | null;
  /**
   * Present when the agent handles `session/delete`.
   * @lenient
   */
  delete?: SessionDeleteCapabilities | null;
  /**
   * Present when the agent reads `additionalDirectories` on session lifecycle requests.
   * @lenient
   */
  additionalDirectories?: SessionAdditionalDirectoriesCapabilities | null;
  /**
   * Present when the agent handles `session/fork`. Experimental.
   * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  fork?: SessionForkCapabilities | null;
  /**
   * Present when the agent handles `session/resume`.
   * @lenient
   */
  resume?: SessionResumeCapabilities | null;
  /**
   * Present when the agent handles `session/close`.
   * @lenient
   */
  close?: SessionCloseCapabilities | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Present when the agent accepts a client-supplied `systemPrompt` on session lifecycle
   * requests (at least in `append` mode).
   * @lenient
   */
  systemPrompt?: SessionSystemPromptCapabilities | null;
  /**
   * Present when the agent handles `session/archive` and `session/unarchive`, the
   * `archived` filter of `session/list` and the `archived` flag of listed sessions. An
   * agent that sets it also sets `list`. Experimental.
   * @unstable session_archive
   * @lenient
   */
  archive?: SessionArchiveCapabilities | null;
  /**
   * Present when the agent handles `session/status`. Experimental.
   * @unstable session_status
   * @lenient
   */
  status?: SessionStatusCapabilities | null;
  /**
   * Present when the client may rename sessions with `session/set_title`. Agents report
   * titles without it. Experimental.
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
 * Sent by the agent, as `{}`, to say it handles `session/close`.
 * @example {}
 */
export interface SessionCloseCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Optional kinds of session configuration option a client can handle, sent in
 * `clientCapabilities.session.configOptions`.
 * @example { "boolean": {} }
 */
export interface SessionConfigOptionsCapabilities {
  /**
   * Present when the client handles boolean options; only then may the agent list
   * options of `type: "boolean"`. Absent or `null` means it does not.
   * @lenient
   */
  boolean?: BooleanConfigOptionCapabilities | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say it handles `session/delete` for sessions that
 * `session/list` returns.
 * @example {}
 */
export interface SessionDeleteCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say it handles `session/fork`. Experimental.
 * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface SessionForkCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say it handles `session/list`.
 * @example {}
 */
export interface SessionListCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say it handles `session/resume`.
 * @example {}
 */
export interface SessionResumeCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say it handles `auth/status`. Experimental.
 * @unstable auth_status
 * @example {}
 */
export interface AuthStatusCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the client, as `{}`, to say it can show live `notice` session updates to the
 * user.
 * @example {}
 */
export interface NoticeCapabilities {}

/**
 * Sent by the agent, as `{}`, to say it handles `session/archive`, `session/unarchive`,
 * the `archived` filter of `session/list` and the `archived` flag of listed sessions.
 * Experimental.
 * @unstable session_archive
 * @example {}
 */
export interface SessionArchiveCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say it handles `session/status`. Experimental.
 * @unstable session_status
 * @example {}
 */
export interface SessionStatusCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent to say it accepts a client-supplied system prompt on session
 * lifecycle requests. `{}` means `append` mode only; `mode` lists any further modes.
 * @example { "mode": { "override": {} } }
 */
export interface SessionSystemPromptCapabilities {
  /**
   * The delivery modes the agent supports besides `append`, which every such agent
   * supports. Absent or `null` means `append` only.
   * @lenient
   */
  mode?: SessionSystemPromptModeCapabilities | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The system prompt delivery modes an agent supports besides `append`. Each entry is an
 * object the agent includes to claim the mode.
 * @example { "override": {} }
 */
export interface SessionSystemPromptModeCapabilities {
  /**
   * Present when the agent can drop its own built-in instructions and use the client's
   * system prompt in their place. Absent or `null` means it cannot.
   * @lenient
   */
  override?: SessionSystemPromptOverrideCapabilities | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say it supports the `override` system prompt mode, in
 * which the client's prompt replaces the agent's built-in instructions.
 * @example {}
 */
export interface SessionSystemPromptOverrideCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say the client may set session titles with
 * `session/set_title`. Experimental.
 * @unstable session_set_title
 * @example {}
 */
export interface SessionTitleCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the client, as `{}`, to say it understands child sessions exposed as subagents:
 * their association and state updates, messages addressed to a session, and the limits of
 * a restricted session. The agent sends none of these unless the client sent this first.
 * @example {}
 */
export interface SubagentCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
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
 * The client's support for session cursors (`cursor_update`); `{}` says it has it.
 * Experimental.
 * @unstable session_cursors
 * @example {}
 */
export interface SessionCursorsCapabilities {}

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
