import type { UInt32 } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";

/** The params of `fs/read_text_file`. */
export interface ReadTextFileRequest {
  sessionId: SessionId;
  path: string;
  line?: UInt32 | null;
  limit?: UInt32 | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `fs/read_text_file`. */
export interface ReadTextFileResponse {
  content: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `fs/write_text_file`. */
export interface WriteTextFileRequest {
  sessionId: SessionId;
  path: string;
  content: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `fs/write_text_file`. */
export interface WriteTextFileResponse {
  /** @lenient */
  _meta?: Meta | null;
}
