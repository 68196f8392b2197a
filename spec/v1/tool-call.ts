import type { Union } from "../vocabulary.js";
import type { ContentBlock } from "./content.js";
import type { Meta, SessionId } from "./ids.js";

/**
 * Ordinary content produced by a tool call: text, an image, a resource and so on.
 * @example { "content": { "type": "text", "text": "Found 3 matches in 2 files." } }
 */
export interface Content {
  /** The content block itself. */
  content: ContentBlock;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A terminal whose output belongs to a tool call. The client shows the terminal's live
 * output in the tool call, and keeps showing it after the agent releases the terminal; the
 * agent adds it to the tool call before calling `terminal/release`.
 * @example { "terminalId": "term_xyz789" }
 */
export interface Terminal {
  /** The terminal, as created with `terminal/create`. */
  terminalId: string;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A file modification: the path with its text before and after.
 * @rfd diff-file-states
 * @example { "path": "/home/user/project/src/config.json", "oldText": "{\n  \"debug\": false\n}", "newText": "{\n  \"debug\": true\n}" }
 */
export interface Diff {
  /** The file's absolute path. */
  path: string;
  /**
   * The text before the change. Left out or `null` means the file did not exist.
   * @lenient
   */
  oldText?: string | null;
  /** The text after the change. */
  newText: string;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What a tool call produced, tagged on `type`. The agent sends a list of these in
 * `tool_call` and `tool_call_update` session updates, and in the tool call of a
 * permission request, for the client to display. The union is closed: an unknown `type`
 * is rejected.
 * @example { "type": "diff", "path": "/home/user/project/src/config.json", "oldText": "{\n  \"debug\": false\n}", "newText": "{\n  \"debug\": true\n}" }
 */
export type ToolCallContent = Union<
  "type",
  {
    /**
     * Ordinary content such as text, an image or a resource.
     * @example { "type": "content", "content": { "type": "text", "text": "Found 3 matches in 2 files." } }
     */
    content: Content;
    /**
     * A file modification, shown as a diff.
     * @example { "type": "diff", "path": "/home/user/project/src/main.rs", "oldText": "fn main() {}\n", "newText": "fn main() {\n    run();\n}\n" }
     */
    diff: Diff;
    /**
     * Live output of a terminal started with `terminal/create`.
     * @example { "type": "terminal", "terminalId": "term_xyz789" }
     */
    terminal: Terminal;
    /**
     * A reference to another session this tool call involves, such as a subagent it
     * started, handed work to or waits for. The client must already know that session
     * (from its own setup or a `subagent_update`); the reference says nothing of who owns
     * it or what it did.
     * @example { "type": "session", "sessionId": "sess_sub_42" }
     */
    session: SessionReference;
  }
>;

/**
 * Names a session from within another one's tool call.
 * @example { "sessionId": "sess_sub_42" }
 */
export interface SessionReference {
  /** The session referred to. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}
