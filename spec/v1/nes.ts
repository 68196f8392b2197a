import type { Int64, Opaque, UInt32, UInt64, Union } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";

/**
 * The params of the notification `nes/accept`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface AcceptNesNotification {
  sessionId: SessionId;
  id: NesSuggestionId;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface ClientNesCapabilities {
  /** @lenient */
  jump?: NesJumpCapabilities | null;
  /** @lenient */
  rename?: NesRenameCapabilities | null;
  /** @lenient */
  searchAndReplace?: NesSearchAndReplaceCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of `nes/close`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface CloseNesRequest {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The result of `nes/close`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface CloseNesResponse {
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of the notification `document/didChange`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface DidChangeDocumentNotification {
  sessionId: SessionId;
  uri: string;
  version: Int64;
  /** @lenient items */
  contentChanges: TextDocumentContentChangeEvent[];
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of the notification `document/didClose`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface DidCloseDocumentNotification {
  sessionId: SessionId;
  uri: string;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of the notification `document/didFocus`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface DidFocusDocumentNotification {
  sessionId: SessionId;
  uri: string;
  version: Int64;
  position: Position;
  visibleRange: Range;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of the notification `document/didOpen`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface DidOpenDocumentNotification {
  sessionId: SessionId;
  uri: string;
  languageId: string;
  version: Int64;
  text: string;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of the notification `document/didSave`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface DidSaveDocumentNotification {
  sessionId: SessionId;
  uri: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesCapabilities {
  /** @lenient */
  events?: NesEventCapabilities | null;
  /** @lenient */
  context?: NesContextCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesContextCapabilities {
  /** @lenient */
  recentFiles?: NesRecentFilesCapabilities | null;
  /** @lenient */
  relatedSnippets?: NesRelatedSnippetsCapabilities | null;
  /** @lenient */
  editHistory?: NesEditHistoryCapabilities | null;
  /** @lenient */
  userActions?: NesUserActionsCapabilities | null;
  /** @lenient */
  openFiles?: NesOpenFilesCapabilities | null;
  /** @lenient */
  diagnostics?: NesDiagnosticsCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDiagnostic {
  uri: string;
  range: Range;
  severity: NesDiagnosticSeverity;
  message: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type NesDiagnosticSeverity = "error" | "warning" | "information" | "hint";

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDiagnosticsCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentDidChangeCapabilities {
  syncKind: TextDocumentSyncKind;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentDidCloseCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentDidFocusCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentDidOpenCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentDidSaveCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentEventCapabilities {
  /** @lenient */
  didOpen?: NesDocumentDidOpenCapabilities | null;
  /** @lenient */
  didChange?: NesDocumentDidChangeCapabilities | null;
  /** @lenient */
  didClose?: NesDocumentDidCloseCapabilities | null;
  /** @lenient */
  didSave?: NesDocumentDidSaveCapabilities | null;
  /** @lenient */
  didFocus?: NesDocumentDidFocusCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesEditHistoryCapabilities {
  /** @lenient */
  maxCount?: UInt32 | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesEditHistoryEntry {
  uri: string;
  diff: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesEditSuggestion {
  id: NesSuggestionId;
  uri: string;
  edits: NesTextEdit[];
  /** @lenient */
  cursorPosition?: Position | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesEventCapabilities {
  /** @lenient */
  document?: NesDocumentEventCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesExcerpt {
  startLine: UInt32;
  endLine: UInt32;
  text: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesJumpCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesJumpSuggestion {
  id: NesSuggestionId;
  uri: string;
  position: Position;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesOpenFile {
  uri: string;
  languageId: string;
  /** @lenient */
  visibleRange?: Range | null;
  /** @lenient */
  lastFocusedMs?: UInt64 | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesOpenFilesCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRecentFile {
  uri: string;
  languageId: string;
  text: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRecentFilesCapabilities {
  /** @lenient */
  maxCount?: UInt32 | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type NesRejectReason = "rejected" | "ignored" | "replaced" | "cancelled";

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRelatedSnippet {
  uri: string;
  excerpts: NesExcerpt[];
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRelatedSnippetsCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRenameCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRenameSuggestion {
  id: NesSuggestionId;
  uri: string;
  position: Position;
  newName: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRepository {
  name: string;
  owner: string;
  remoteUrl: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesSearchAndReplaceCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesSearchAndReplaceSuggestion {
  id: NesSuggestionId;
  uri: string;
  search: string;
  replace: string;
  isRegex?: boolean | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesSuggestContext {
  recentFiles?: NesRecentFile[] | null;
  relatedSnippets?: NesRelatedSnippet[] | null;
  editHistory?: NesEditHistoryEntry[] | null;
  userActions?: NesUserAction[] | null;
  openFiles?: NesOpenFile[] | null;
  diagnostics?: NesDiagnostic[] | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type NesSuggestion = Union<"kind", {
  edit: NesEditSuggestion;
  jump: NesJumpSuggestion;
  rename: NesRenameSuggestion;
  searchAndReplace: NesSearchAndReplaceSuggestion;
}>;

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type NesSuggestionId = Opaque<string>;

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesTextEdit {
  range: Range;
  newText: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type NesTriggerKind = "automatic" | "diagnostic" | "manual";

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesUserAction {
  action: string;
  uri: string;
  position: Position;
  timestampMs: UInt64;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesUserActionsCapabilities {
  /** @lenient */
  maxCount?: UInt32 | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface Position {
  line: UInt32;
  character: UInt32;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type PositionEncodingKind = "utf-16" | "utf-32" | "utf-8";

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface Range {
  start: Position;
  end: Position;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of the notification `nes/reject`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface RejectNesNotification {
  sessionId: SessionId;
  id: NesSuggestionId;
  /** @lenient */
  reason?: NesRejectReason | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of `nes/start`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface StartNesRequest {
  /** @lenient */
  workspaceUri?: string | null;
  workspaceFolders?: WorkspaceFolder[] | null;
  /** @lenient */
  repository?: NesRepository | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The result of `nes/start`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface StartNesResponse {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of `nes/suggest`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface SuggestNesRequest {
  sessionId: SessionId;
  uri: string;
  version: Int64;
  position: Position;
  selection?: Range | null;
  triggerKind: NesTriggerKind;
  context?: NesSuggestContext | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The result of `nes/suggest`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface SuggestNesResponse {
  suggestions: NesSuggestion[];
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface TextDocumentContentChangeEvent {
  range?: Range | null;
  text: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type TextDocumentSyncKind = "full" | "incremental";

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface WorkspaceFolder {
  uri: string;
  name: string;
  /** @lenient */
  _meta?: Meta | null;
}
