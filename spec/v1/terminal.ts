import type { Opaque, UInt32, UInt64 } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";
import type { EnvVariable } from "./session.js";

/** The params of `terminal/create`. */
export interface CreateTerminalRequest {
  sessionId: SessionId;
  command: string;
  /** @defaultOnNull */
  args?: string[];
  /** @defaultOnNull */
  env?: EnvVariable[];
  cwd?: string | null;
  outputByteLimit?: UInt64 | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `terminal/create`. */
export interface CreateTerminalResponse {
  terminalId: TerminalId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `terminal/kill`. */
export interface KillTerminalRequest {
  sessionId: SessionId;
  terminalId: TerminalId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `terminal/kill`. */
export interface KillTerminalResponse {
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `terminal/release`. */
export interface ReleaseTerminalRequest {
  sessionId: SessionId;
  terminalId: TerminalId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `terminal/release`. */
export interface ReleaseTerminalResponse {
  /** @lenient */
  _meta?: Meta | null;
}

export interface TerminalExitStatus {
  /** @lenient */
  exitCode?: UInt32 | null;
  /** @lenient */
  signal?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type TerminalId = Opaque<string>;

/** The params of `terminal/output`. */
export interface TerminalOutputRequest {
  sessionId: SessionId;
  terminalId: TerminalId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `terminal/output`. */
export interface TerminalOutputResponse {
  output: string;
  truncated: boolean;
  /** @lenient */
  exitStatus?: TerminalExitStatus | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `terminal/wait_for_exit`. */
export interface WaitForTerminalExitRequest {
  sessionId: SessionId;
  terminalId: TerminalId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `terminal/wait_for_exit`. */
export interface WaitForTerminalExitResponse {
  /** @lenient */
  exitCode?: UInt32 | null;
  /** @lenient */
  signal?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}
