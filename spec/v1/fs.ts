import type { UInt32 } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";

/**
 * The params of `fs/read_text_file`, which the agent sends to read a text file through
 * the client, so that it sees the client's view of the file. The agent sends it only when
 * the client advertised `fs.readTextFile`.
 * @example { "sessionId": "sess_abc123def456", "path": "/home/user/project/src/main.rs", "line": 10, "limit": 50 }
 */
export interface ReadTextFileRequest {
  /** The session on whose behalf the file is read. */
  sessionId: SessionId;
  /** The file's absolute path. */
  path: string;
  /**
   * The first line to return, counted from 1. Absent or `null` means the start of the
   * file.
   */
  line?: UInt32 | null;
  /**
   * The most lines to return. Absent or `null` means read to the end of the file.
   */
  limit?: UInt32 | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `fs/read_text_file`: the requested text.
 * @example { "content": "fn main() {\n    println!(\"Hello, world!\");\n}\n" }
 */
export interface ReadTextFileResponse {
  /** The text read, limited to the requested lines when `line` or `limit` was given. */
  content: string;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `fs/write_text_file`, which the agent sends to create or overwrite a text
 * file through the client. The agent sends it only when the client advertised
 * `fs.writeTextFile`.
 * @example { "sessionId": "sess_abc123def456", "path": "/home/user/project/src/config.json", "content": "{\n  \"debug\": true\n}\n" }
 */
export interface WriteTextFileRequest {
  /** The session on whose behalf the file is written. */
  sessionId: SessionId;
  /** The file's absolute path. */
  path: string;
  /** The file's whole new text. */
  content: string;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `fs/write_text_file`: an empty object once the file is written.
 * @example {}
 */
export interface WriteTextFileResponse {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}
