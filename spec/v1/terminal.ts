import type { Opaque, UInt32, UInt64 } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";
import type { EnvVariable } from "./session.js";

/** The params of `terminal/create`. */
export interface CreateTerminalRequest {
  sessionId: SessionId;
  command: string;
  args?: string[];
  env?: EnvVariable[];
  cwd?: string | null;
  outputByteLimit?: UInt64 | null;
  _meta?: Meta | null;
}

/** The result of `terminal/create`. */
export interface CreateTerminalResponse {
  terminalId: TerminalId;
  _meta?: Meta | null;
}

/** The params of `terminal/kill`. */
export interface KillTerminalRequest {
  sessionId: SessionId;
  terminalId: TerminalId;
  _meta?: Meta | null;
}

/** The result of `terminal/kill`. */
export interface KillTerminalResponse {
  _meta?: Meta | null;
}

/** The params of `terminal/release`. */
export interface ReleaseTerminalRequest {
  sessionId: SessionId;
  terminalId: TerminalId;
  _meta?: Meta | null;
}

/** The result of `terminal/release`. */
export interface ReleaseTerminalResponse {
  _meta?: Meta | null;
}

export interface TerminalExitStatus {
  exitCode?: UInt32 | null;
  signal?: string | null;
  _meta?: Meta | null;
}

export type TerminalId = Opaque<string>;

/** The params of `terminal/output`. */
export interface TerminalOutputRequest {
  sessionId: SessionId;
  terminalId: TerminalId;
  _meta?: Meta | null;
}

/** The result of `terminal/output`. */
export interface TerminalOutputResponse {
  output: string;
  truncated: boolean;
  exitStatus?: TerminalExitStatus | null;
  _meta?: Meta | null;
}

/** The params of `terminal/wait_for_exit`. */
export interface WaitForTerminalExitRequest {
  sessionId: SessionId;
  terminalId: TerminalId;
  _meta?: Meta | null;
}

/** The result of `terminal/wait_for_exit`. */
export interface WaitForTerminalExitResponse {
  exitCode?: UInt32 | null;
  signal?: string | null;
  _meta?: Meta | null;
}
