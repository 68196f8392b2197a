import type { OpenEnum, OpenUnion } from "../vocabulary.js";
import type { ContentBlock } from "./content.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";
import type { MediaType, ToolCallId } from "./protocol.js";

/**
 * Ordinary content produced by a tool call: text, an image, a resource and so
 * on, wrapped as one content block.
 * @example { "content": { "type": "text", "text": "Found 3 matches in 2 files." } }
 */
export interface Content {
  /** The content block itself. */
  content: ContentBlock;
  /**
   * Extension data for this piece of output; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A terminal whose output belongs to a tool call. It only points at the
 * terminal for display; the terminal's state and output arrive separately as
 * `terminal_update` and `terminal_output_chunk` session updates.
 * @example { "terminalId": "term_7f3a2c" }
 */
export interface Terminal {
  /** The agent-owned terminal to show, as named in its `terminal_update`s. */
  terminalId: string;
  /**
   * Extension data for this reference; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The kind of file-system entry a change touches. The enum is open: values
 * starting with `_` are free for extensions, and a receiver keeps an unknown
 * value and treats the kind as not known.
 */
export type DiffFileType = OpenEnum<
  /** A file holding text. */
  | "text"
  /** A file holding binary or other non-text data. */
  | "binary"
  /** A directory. */
  | "directory"
  /** A symbolic link. */
  | "symlink"
>;

/**
 * The format of a diff's patch text. The enum is open: values starting with `_`
 * are free for extensions, and a client that does not know a format keeps the
 * value and falls back to the structured `changes`.
 */
export type DiffPatchFormat = OpenEnum<
  /**
   * One or more `diff --git` sections as `git diff --patch` writes them, but
   * with every path absolute and without Git's `a/` and `b/` prefixes (also in
   * `rename` and `copy` lines). `/dev/null` stands for the missing side of an
   * added or deleted file, unusual paths are quoted as Git quotes them, and no
   * commit header or mail envelope surrounds the sections.
   */
  | "git_patch"
>;

/**
 * Renderable patch text for a whole diff. One git patch may cover several
 * files, so it belongs to the diff, not to a single change.
 * @rfd diff-file-states
 * @example { "format": "git_patch", "text": "diff --git /home/user/project/notes.txt /home/user/project/notes.txt\n--- /home/user/project/notes.txt\n+++ /home/user/project/notes.txt\n@@ -1 +1 @@\n-old\n+new\n" }
 */
export interface DiffPatch {
  /** How `text` is encoded; `git_patch` is the only format the protocol defines. */
  format: DiffPatchFormat;
  /**
   * The patch text, in the format `format` names.
   * @departure The RFD draft named this field `diff`; the published schema calls it `text` and rejects a payload that uses `diff`.
   */
  text: string;
  /**
   * Extension data for the patch; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The path of an `add`, `delete` or `modify` change.
 * @example { "path": "/home/user/project/src/config.json" }
 */
export interface DiffPathChange {
  /** The entry's absolute path. */
  path: AbsolutePath;
}

/**
 * The two paths of a `move` or `copy` change.
 * @example { "oldPath": "/home/user/project/a.txt", "path": "/home/user/project/b.txt" }
 */
export interface DiffPathPairChange {
  /** The entry's absolute path before the change. */
  oldPath: AbsolutePath;
  /** The entry's absolute path after the change. */
  path: AbsolutePath;
}

/**
 * One file-level change, tagged on `operation`. Clients can list the affected
 * paths from these without reading any patch text. The union is open: a
 * receiver keeps a change with an unknown `operation` and may show it
 * generically; values starting with `_` are free for extensions.
 * @rfd diff-file-states
 * @example { "operation": "modify", "path": "/home/user/project/src/config.json", "fileType": "text", "mimeType": "application/json" }
 * @example { "operation": "move", "oldPath": "/home/user/project/a.txt", "path": "/home/user/project/b.txt" }
 */
export type DiffChange = OpenUnion<
  "operation",
  {
    /**
     * A new entry at `path`.
     * @example { "operation": "add", "path": "/home/user/project/src/new_module.rs", "fileType": "text", "mimeType": "text/x-rust" }
     */
    add: DiffPathChange;
    /**
     * The entry at `path` is gone.
     * @example { "operation": "delete", "path": "/home/user/project/old.txt", "fileType": "text" }
     */
    delete: DiffPathChange;
    /**
     * The entry at `path` changed in place.
     * @example { "operation": "modify", "path": "/home/user/project/src/config.json", "fileType": "text", "mimeType": "application/json" }
     */
    modify: DiffPathChange;
    /**
     * The entry moved (or was renamed) from `oldPath` to `path`.
     * @example { "operation": "move", "oldPath": "/home/user/project/a.txt", "path": "/home/user/project/b.txt" }
     */
    move: DiffPathPairChange;
    /**
     * The entry at `oldPath` was copied to `path`.
     * @example { "operation": "copy", "oldPath": "/home/user/project/template.toml", "path": "/home/user/project/config.toml", "fileType": "text" }
     */
    copy: DiffPathPairChange;
  }
> & {
  /**
   * The kind of entry after the change (for `delete`, the kind that was
   * removed). Left out or `null` means unknown.
   * @lenient
   */
  fileType?: DiffFileType | null;
  /**
   * The entry's MIME type after the change (for `delete`, the removed entry's).
   * Left out or `null` means unknown.
   * @lenient
   */
  mimeType?: MediaType | null;
  /**
   * Extension data for the change; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
};

/**
 * A structured diff: the file changes, and optionally patch text that renders them.
 * `changes` is the authoritative list of affected paths; `patch`, when given,
 * renders some or all of them and must agree with `changes`. Agents should send
 * a patch when they can, and clients must cope without one.
 * @rfd diff-file-states
 * @example { "changes": [{ "operation": "modify", "path": "/home/user/project/assets/logo.png", "fileType": "binary", "mimeType": "image/png" }] }
 * @example { "changes": [{ "operation": "delete", "path": "/home/user/project/old.txt" }], "patch": null }
 */
export interface Diff {
  /**
   * Every affected path and what happened to it.
   * @lenient items-only
   * @minItems 1
   */
  changes: DiffChange[];
  /**
   * Patch text for the changes. Left out and `null` both mean none was provided.
   * @lenient
   */
  patch?: DiffPatch | null;
  /**
   * Extension data for the diff; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What a tool call produced, tagged on `type`.
 * The union is open: a receiver that does not know a `type` keeps the whole
 * item when it stores, replays or forwards tool call output, and otherwise
 * skips it or shows it generically. Types starting with `_` are free for
 * extensions.
 * @example { "type": "diff", "changes": [{ "operation": "modify", "path": "/home/user/project/src/config.json", "fileType": "text", "mimeType": "application/json" }], "patch": { "format": "git_patch", "text": "diff --git /home/user/project/src/config.json /home/user/project/src/config.json\n--- /home/user/project/src/config.json\n+++ /home/user/project/src/config.json\n@@ -1,3 +1,3 @@\n {\n-  \"debug\": false\n+  \"debug\": true\n }\n" } }
 * @example { "type": "diff", "changes": [{ "operation": "modify", "path": "/home/user/project/assets/logo.png", "fileType": "binary", "mimeType": "image/png" }] }
 */
export type ToolCallContent = OpenUnion<
  "type",
  {
    /**
     * Ordinary content, such as text or an image.
     * @example { "type": "content", "content": { "type": "text", "text": "All 42 tests passed." } }
     */
    content: Content;
    /**
     * File changes.
     * @example { "type": "diff", "changes": [{ "operation": "add", "path": "/home/user/project/src/util.rs", "fileType": "text" }] }
     */
    diff: Diff;
    /**
     * Live output of an agent-owned terminal, shown by reference.
     * @example { "type": "terminal", "terminalId": "term_7f3a2c" }
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
 * The params of `tool_call/cancel`, which the client sends to stop one running
 * tool call. Allowed only while the tool call advertises `capabilities.cancel`.
 * The agent answers once it has accepted the request, then reports a final
 * status in a `tool_call_update`: usually `cancelled`, or `completed` or
 * `failed` if the work ended first. An unknown, already finished or
 * non-cancellable tool call gets error `-32602`.
 * @example { "sessionId": "sess_abc123def456", "toolCallId": "call_001" }
 */
export interface CancelToolCallRequest {
  /** The session that owns the tool call. */
  sessionId: SessionId;
  /** The tool call to stop. */
  toolCallId: ToolCallId;
  /**
   * Extension data for the request; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `tool_call/cancel`: an empty object meaning the agent accepted
 * the cancellation. The work may still be running; a `tool_call_update` with a
 * final status reports when it has stopped.
 * @example {}
 */
export interface CancelToolCallResponse {
  /**
   * Extension data for the result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

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
