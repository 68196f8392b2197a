import type { Int64, Opaque, UInt16 } from "../vocabulary.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";

/**
 * How the process of an agent-owned terminal ended. Its presence alone marks
 * the terminal as exited, even when neither an exit code nor a signal is known.
 * @example { "exitCode": 0 }
 * @example { "signal": "SIGTERM" }
 */
export interface TerminalExitStatus {
  /**
   * The process's exit code as the platform reports it. Absent or `null`
   * means it is not known (for example, the process was killed by a signal).
   * @lenient
   */
  exitCode?: Int64 | null;
  /**
   * The signal that ended the process, under its usual platform name such as
   * `SIGTERM`, `SIGKILL` or `SIGINT`. Absent or `null` means none is known.
   * @lenient
   */
  signal?: string | null;
  /**
   * Extension data for the exit status; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Names a terminal the agent runs, unique within its session. The agent
 * chooses it; the client compares it as an opaque string.
 * @example "term_7f3a2c"
 */
export type TerminalId = Opaque<string>;

/**
 * A full copy of a terminal's output so far, which replaces whatever output
 * the client had stored for it.
 * @example { "data": "Q29tcGlsaW5nIGFjcC1jb2RlZ2VuIHYwLjEuMAo=" }
 */
export interface TerminalOutput {
  /** The output bytes, base64-encoded. */
  data: string;
  /**
   * Extension data for the snapshot; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of a `terminal_output_chunk` session update: bytes that the
 * client appends to the stored output of an agent-owned terminal.
 * @example { "terminalId": "term_7f3a2c", "data": "ICAgIEZpbmlzaGVkIGRldiBwcm9maWxlCg==" }
 */
export interface TerminalOutputChunk {
  /** The terminal the bytes belong to. */
  terminalId: TerminalId;
  /** The new bytes, base64-encoded on their own (not a continuation of another chunk's base64). */
  data: string;
  /**
   * Extension data for the chunk; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of a `terminal_update` session update: the agent creates or
 * changes its record of one terminal. Only `terminalId` is required. Each
 * other field is a patch: absent keeps the stored value, `null` clears it, a
 * value replaces it; for a terminal not seen before, absent fields start out
 * unknown.
 * @example { "terminalId": "term_7f3a2c", "command": "cargo build", "cwd": "/home/user/project", "size": { "cols": 120, "rows": 32 }, "capabilities": { "cancel": {} } }
 * @example { "terminalId": "term_7f3a2c", "exitStatus": { "exitCode": 0 }, "capabilities": null }
 */
export interface TerminalUpdate {
  /** The terminal this update is about, unique within the session. */
  terminalId: TerminalId;
  /**
   * The command line running in the terminal. Absent keeps it, `null` clears
   * it, a value replaces it.
   * @lenient
   */
  command?: string | null;
  /**
   * The absolute directory the command runs in. Absent keeps it, `null` clears
   * it, a value replaces it.
   * @lenient
   */
  cwd?: AbsolutePath | null;
  /**
   * The whole output so far, replacing the stored output. Absent keeps it,
   * `null` clears it. Later output usually arrives as `terminal_output_chunk`.
   * @lenient
   */
  output?: TerminalOutput | null;
  /**
   * How the process ended; a value marks the terminal as exited. Absent keeps
   * the stored status, `null` clears it.
   * @lenient
   */
  exitStatus?: TerminalExitStatus | null;
  /**
   * Extension data for the terminal; the protocol does not interpret it.
   * Absent keeps the stored metadata and `null` clears it; an object updates
   * it key by key (a key set to `null` is removed, other keys are replaced).
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * The size the command runs with, so the client can render its output as
   * laid out (columns, progress bars, cursor moves). Absent keeps it, `null`
   * clears it, a value replaces it.
   * @lenient
   */
  size?: TerminalSize | null;
  /**
   * What the client may currently do to the terminal, such as cancel it.
   * Absent keeps the stored set, `null` clears it, an object replaces it
   * whole. A new terminal starts with none.
   * @lenient
   */
  capabilities?: TerminalCapabilities | null;
}

/**
 * The params of `terminal/cancel`, which the client sends to stop the process
 * in an agent-owned terminal. Allowed only while the terminal advertises
 * `capabilities.cancel`. The agent answers once it has accepted the request and
 * later confirms with a `terminal_update` that sets `exitStatus`; the terminal
 * itself stays, and any tool call showing it keeps its status. An unknown,
 * already exited or non-cancellable terminal gets error `-32602`.
 * @example { "sessionId": "sess_abc123def456", "terminalId": "term_7f3a2c" }
 */
export interface CancelTerminalRequest {
  /** The session that owns the terminal. */
  sessionId: SessionId;
  /** The terminal whose process to stop. */
  terminalId: TerminalId;
  /**
   * Extension data for the request; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `terminal/cancel`: an empty object meaning the agent accepted
 * the cancellation. It does not mean the process has stopped yet; a
 * `terminal_update` with `exitStatus` reports that.
 * @example {}
 */
export interface CancelTerminalResponse {
  /**
   * Extension data for the result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the client may stop the terminal with `terminal/cancel`; it is
 * sent as `{}`.
 * @example {}
 */
export interface TerminalCancelCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The controls a client may use on a terminal right now. A value that fails to
 * parse counts as no controls, so a client never sends a request the agent did
 * not offer.
 * @example { "cancel": {} }
 */
export interface TerminalCapabilities {
  /**
   * Present (even as `{}`) when the client may call `terminal/cancel` on the
   * terminal. Absent or `null` means it may not. Agents should drop it once the
   * terminal has an `exitStatus`.
   * @lenient
   */
  cancel?: TerminalCancelCapabilities | null;
  /**
   * Extension data for these capabilities; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The size of an agent-owned terminal, counted in character cells.
 * @example { "cols": 120, "rows": 32 }
 */
export interface TerminalSize {
  /**
   * Width, in columns; at least 1.
   * @minimum 1 always
   */
  cols: UInt16;
  /**
   * Height, in rows; at least 1.
   * @minimum 1 always
   */
  rows: UInt16;
  /**
   * Extension data for the size; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}
