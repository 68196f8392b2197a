import type { OpenEnum, OpenUnion } from "../vocabulary.js";
import type { ContentBlock } from "./content.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";
import type { MediaType, ToolCallId } from "./protocol.js";

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

/** The kind of file-system entry a change touches. */
export type DiffFileType = OpenEnum<"text" | "binary" | "directory" | "symlink">;

/** The format of a diff's patch text. */
export type DiffPatchFormat = OpenEnum<"git_patch">;

/**
 * Renderable patch text for a whole diff. One git patch may cover several
 * files, so it belongs to the diff, not to a single change.
 * @rfd diff-file-states
 * @example { "format": "git_patch", "text": "diff --git a/notes.txt b/notes.txt\n--- a/notes.txt\n+++ b/notes.txt\n@@ -1 +1 @@\n-old\n+new\n" }
 */
export interface DiffPatch {
  /** How `text` is encoded. */
  format: DiffPatchFormat;
  /**
   * The patch text.
   * @departure The RFD draft named this field `diff`; the published schema calls it `text` and rejects a payload that uses `diff`.
   */
  text: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** A change at one path: an entry added, deleted or modified in place. */
export interface DiffPathChange {
  /** The entry's path. */
  path: AbsolutePath;
}

/** A change that takes an entry from one path to another. */
export interface DiffPathPairChange {
  /** Where the entry was taken from. */
  oldPath: AbsolutePath;
  /** Where the entry is now. */
  path: AbsolutePath;
}

/**
 * One file-level change, tagged on `operation`.
 * @rfd diff-file-states
 * @example { "operation": "modify", "path": "/home/user/project/src/config.json", "fileType": "text", "mimeType": "application/json" }
 * @example { "operation": "move", "oldPath": "/home/user/project/a.txt", "path": "/home/user/project/b.txt" }
 */
export type DiffChange = OpenUnion<
  "operation",
  {
    /** A new entry at `path`. */
    add: DiffPathChange;
    /** The entry at `path` is gone. */
    delete: DiffPathChange;
    /** The entry at `path` changed in place. */
    modify: DiffPathChange;
    /** The entry moved from `oldPath` to `path`. */
    move: DiffPathPairChange;
    /** The entry at `oldPath` was copied to `path`. */
    copy: DiffPathPairChange;
  }
> & {
  /**
   * The kind of entry, when known. Left out or `null` means unknown.
   * @lenient
   */
  fileType?: DiffFileType | null;
  /**
   * The entry's MIME type, when known. Left out or `null` means unknown.
   * @lenient
   */
  mimeType?: MediaType | null;
  /** @lenient */
  _meta?: Meta | null;
};

/**
 * A structured diff: the file changes, and optionally patch text that renders them.
 * @rfd diff-file-states
 * @example { "changes": [{ "operation": "modify", "path": "/home/user/project/assets/logo.png", "fileType": "binary", "mimeType": "image/png" }] }
 * @example { "changes": [{ "operation": "delete", "path": "/home/user/project/old.txt" }], "patch": null }
 */
export interface Diff {
  /**
   * Every affected path and what happened to it.
   * @lenient items-only
   */
  changes: DiffChange[];
  /**
   * Patch text for the changes. Left out and `null` both mean none was provided.
   * @lenient
   */
  patch?: DiffPatch | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * What a tool call produced, tagged on `type`.
 * @example { "type": "diff", "changes": [{ "operation": "modify", "path": "/home/user/project/src/config.json", "fileType": "text", "mimeType": "application/json" }], "patch": { "format": "git_patch", "text": "diff --git /home/user/project/src/config.json /home/user/project/src/config.json\n--- /home/user/project/src/config.json\n+++ /home/user/project/src/config.json\n@@ -1,3 +1,3 @@\n {\n-  \"debug\": false\n+  \"debug\": true\n }\n" } }
 * @example { "type": "diff", "changes": [{ "operation": "modify", "path": "/home/user/project/assets/logo.png", "fileType": "binary", "mimeType": "image/png" }] }
 */
export type ToolCallContent = OpenUnion<
  "type",
  {
    /** Ordinary content. */
    content: Content;
    /** File changes. */
    diff: Diff;
    /** Live terminal output. */
    terminal: Terminal;
  }
>;

export interface CancelToolCallRequest {
  sessionId: SessionId;
  toolCallId: ToolCallId;
  /** @lenient */
  _meta?: Meta | null;
}

export interface CancelToolCallResponse {
  /** @lenient */
  _meta?: Meta | null;
}
