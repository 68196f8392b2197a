import type { Opaque, UInt32 } from "../vocabulary.js";
import type { AbsolutePath, Meta } from "./ids.js";

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
}
