import type { Opaque, UInt32, UInt64 } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";
import type { EnvVariable } from "./session.js";

/**
 * The params of `terminal/create`, which the agent sends to start a command in a new
 * terminal on the client's machine. The agent sends it only when the client advertised
 * the `terminal` capability, and later frees the terminal with `terminal/release`.
 * @example { "sessionId": "sess_abc123def456", "command": "cargo", "args": ["test", "--quiet"], "env": [{ "name": "RUST_BACKTRACE", "value": "1" }], "cwd": "/home/user/project", "outputByteLimit": 1048576 }
 */
export interface CreateTerminalRequest {
  /** The session the command runs for. */
  sessionId: SessionId;
  /** The program to run. */
  command: string;
  /**
   * The arguments passed to `command`. Absent or `null` means none.
   * @defaultOnNull
   */
  args?: string[];
  /**
   * Environment variables to set for the command. Absent or `null` means none are
   * asked for.
   * @defaultOnNull
   */
  env?: EnvVariable[];
  /**
   * The absolute directory the command runs in. Absent or `null` leaves the choice to the
   * client.
   */
  cwd?: string | null;
  /**
   * The most bytes of output the client keeps. Past it, the client drops the oldest output,
   * cutting only between characters so the rest stays valid text (possibly a little under
   * the limit). Absent or `null` means no limit is asked for.
   */
  outputByteLimit?: UInt64 | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `terminal/create`: the id of the new terminal. The command is then
 * running; the agent can read its output, wait for it, kill it, or show it in a tool call.
 * @example { "terminalId": "term_xyz789" }
 */
export interface CreateTerminalResponse {
  /** Names the new terminal in later `terminal/*` requests and in tool call content. */
  terminalId: TerminalId;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `terminal/kill`, which the agent sends to stop a terminal's command while
 * keeping the terminal, so its output and exit status can still be read (useful for
 * timeouts). The agent still releases the terminal afterwards.
 * @example { "sessionId": "sess_abc123def456", "terminalId": "term_xyz789" }
 */
export interface KillTerminalRequest {
  /** The session the terminal belongs to. */
  sessionId: SessionId;
  /** The terminal whose command to stop. */
  terminalId: TerminalId;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `terminal/kill`: an empty object once the command is stopped.
 * @example {}
 */
export interface KillTerminalResponse {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `terminal/release`, which the agent sends when it no longer needs a
 * terminal. The client stops the command if it is still running and frees the terminal;
 * the id is then invalid for `terminal/*` requests, though tool calls that embed it keep
 * showing its output.
 * @example { "sessionId": "sess_abc123def456", "terminalId": "term_xyz789" }
 */
export interface ReleaseTerminalRequest {
  /** The session the terminal belongs to. */
  sessionId: SessionId;
  /** The terminal to free. */
  terminalId: TerminalId;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `terminal/release`: an empty object once the terminal is freed.
 * @example {}
 */
export interface ReleaseTerminalResponse {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * How a terminal's command ended: an exit code when it exited by itself, a signal name
 * when a signal stopped it.
 * @example { "exitCode": 0 }
 */
export interface TerminalExitStatus {
  /**
   * The code the process exited with, set when it ended on its own; `null` or absent when
   * a signal stopped it.
   * @lenient
   */
  exitCode?: UInt32 | null;
  /**
   * The signal that stopped the process, by name (such as `SIGTERM`); `null` or absent when
   * it ended on its own.
   * @lenient
   */
  signal?: string | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Identifies a terminal. The client chooses it in `terminal/create`; the agent passes it
 * back unchanged and compares it only as a string.
 * @example "term_xyz789"
 */
export type TerminalId = Opaque<string>;

/**
 * The params of `terminal/output`, which the agent sends to read what a terminal's command
 * has printed so far, without waiting for it to finish.
 * @example { "sessionId": "sess_abc123def456", "terminalId": "term_xyz789" }
 */
export interface TerminalOutputRequest {
  /** The session the terminal belongs to. */
  sessionId: SessionId;
  /** The terminal to read. */
  terminalId: TerminalId;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `terminal/output`: the output kept so far and, once the command has
 * ended, how it ended.
 * @example { "output": "running 12 tests\ntest result: ok. 12 passed; 0 failed\n", "truncated": false, "exitStatus": { "exitCode": 0 } }
 */
export interface TerminalOutputResponse {
  /** The output captured so far, after any trimming to `outputByteLimit`. */
  output: string;
  /** `true` when older output was dropped to stay within `outputByteLimit`. */
  truncated: boolean;
  /**
   * How the command ended. Absent or `null` means it is still running.
   * @lenient
   */
  exitStatus?: TerminalExitStatus | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `terminal/wait_for_exit`, which the agent sends to wait until a
 * terminal's command ends; the client answers only then.
 * @example { "sessionId": "sess_abc123def456", "terminalId": "term_xyz789" }
 */
export interface WaitForTerminalExitRequest {
  /** The session the terminal belongs to. */
  sessionId: SessionId;
  /** The terminal to wait for. */
  terminalId: TerminalId;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `terminal/wait_for_exit`: how the command ended, with the fields of a
 * terminal exit status.
 * @example { "exitCode": 1, "signal": null }
 */
export interface WaitForTerminalExitResponse {
  /**
   * The code the process exited with, set when it ended on its own; `null` or absent when
   * a signal stopped it.
   * @lenient
   */
  exitCode?: UInt32 | null;
  /**
   * The signal that stopped the process, by name (such as `SIGKILL`); `null` or absent when
   * it ended on its own.
   * @lenient
   */
  signal?: string | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}
