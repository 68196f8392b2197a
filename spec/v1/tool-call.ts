import type { Union } from "../vocabulary.js";
import type { ContentBlock } from "./content.js";
import type { Meta } from "./ids.js";

/** Ordinary content produced by a tool call. */
export interface Content {
  content: ContentBlock;
  /** @lenient */
  _meta?: Meta | null;
}

/** A terminal whose output belongs to a tool call. */
export interface Terminal {
  /** The terminal, as created with `terminal/create`. */
  terminalId: string;
  /** @lenient */
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
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * What a tool call produced, tagged on `type`.
 * @example { "type": "diff", "path": "/home/user/project/src/config.json", "oldText": "{\n  \"debug\": false\n}", "newText": "{\n  \"debug\": true\n}" }
 */
export type ToolCallContent = Union<
  "type",
  {
    /** Ordinary content. */
    content: Content;
    /** A file modification. */
    diff: Diff;
    /** Live terminal output. */
    terminal: Terminal;
  }
>;
