import type { Opaque, UInt16, UInt32 } from "../vocabulary.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";

export interface TerminalExitStatus {
  /** @lenient */
  exitCode?: UInt32 | null;
  /** @lenient */
  signal?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type TerminalId = Opaque<string>;

export interface TerminalOutput {
  data: string;
  /** @lenient */
  _meta?: Meta | null;
}

export interface TerminalOutputChunk {
  terminalId: TerminalId;
  data: string;
  /** @lenient */
  _meta?: Meta | null;
}

export interface TerminalUpdate {
  terminalId: TerminalId;
  /** @lenient */
  command?: string | null;
  /** @lenient */
  cwd?: AbsolutePath | null;
  /** @lenient */
  output?: TerminalOutput | null;
  /** @lenient */
  exitStatus?: TerminalExitStatus | null;
  /** @lenient */
  _meta?: Meta | null;
  /** @lenient */
  size?: TerminalSize | null;
  /** @lenient */
  capabilities?: TerminalCapabilities | null;
}

export interface CancelTerminalRequest {
  sessionId: SessionId;
  terminalId: TerminalId;
  /** @lenient */
  _meta?: Meta | null;
}

export interface CancelTerminalResponse {
  /** @lenient */
  _meta?: Meta | null;
}

export interface TerminalCancelCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface TerminalCapabilities {
  /** @lenient */
  cancel?: TerminalCancelCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface TerminalSize {
  /** @minimum 1 */
  cols: UInt16;
  /** @minimum 1 */
  rows: UInt16;
  /** @lenient */
  _meta?: Meta | null;
}
