import type { Opaque, UInt32 } from "../vocabulary.js";
import type { AbsolutePath, Meta } from "./ids.js";

export interface TerminalExitStatus {
  exitCode?: UInt32 | null;
  signal?: string | null;
  _meta?: Meta | null;
}

export type TerminalId = Opaque<string>;

export interface TerminalOutput {
  data: string;
  _meta?: Meta | null;
}

export interface TerminalOutputChunk {
  terminalId: TerminalId;
  data: string;
  _meta?: Meta | null;
}

export interface TerminalUpdate {
  terminalId: TerminalId;
  command?: string | null;
  cwd?: AbsolutePath | null;
  output?: TerminalOutput | null;
  exitStatus?: TerminalExitStatus | null;
  _meta?: Meta | null;
}
