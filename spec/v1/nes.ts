import type { Int64, Opaque, UInt32, UInt64, Union } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";

/**
 * The params of the notification `nes/accept`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface AcceptNesNotification {
  sessionId: SessionId;
  id: NesSuggestionId;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface ClientNesCapabilities {
  jump?: NesJumpCapabilities | null;
  rename?: NesRenameCapabilities | null;
  searchAndReplace?: NesSearchAndReplaceCapabilities | null;
  _meta?: Meta | null;
}

/**
 * The params of `nes/close`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface CloseNesRequest {
  sessionId: SessionId;
  _meta?: Meta | null;
}

/**
 * The result of `nes/close`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface CloseNesResponse {
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
  contentChanges: TextDocumentContentChangeEvent[];
  _meta?: Meta | null;
}

/**
 * The params of the notification `document/didClose`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface DidCloseDocumentNotification {
  sessionId: SessionId;
  uri: string;
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
  _meta?: Meta | null;
}

/**
 * The params of the notification `document/didSave`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface DidSaveDocumentNotification {
  sessionId: SessionId;
  uri: string;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesCapabilities {
  events?: NesEventCapabilities | null;
  context?: NesContextCapabilities | null;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesContextCapabilities {
  recentFiles?: NesRecentFilesCapabilities | null;
  relatedSnippets?: NesRelatedSnippetsCapabilities | null;
  editHistory?: NesEditHistoryCapabilities | null;
  userActions?: NesUserActionsCapabilities | null;
  openFiles?: NesOpenFilesCapabilities | null;
  diagnostics?: NesDiagnosticsCapabilities | null;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDiagnostic {
  uri: string;
  range: Range;
  severity: NesDiagnosticSeverity;
  message: string;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type NesDiagnosticSeverity = "error" | "warning" | "information" | "hint";

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDiagnosticsCapabilities {
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentDidChangeCapabilities {
  syncKind: TextDocumentSyncKind;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentDidCloseCapabilities {
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentDidFocusCapabilities {
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentDidOpenCapabilities {
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentDidSaveCapabilities {
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesDocumentEventCapabilities {
  didOpen?: NesDocumentDidOpenCapabilities | null;
  didChange?: NesDocumentDidChangeCapabilities | null;
  didClose?: NesDocumentDidCloseCapabilities | null;
  didSave?: NesDocumentDidSaveCapabilities | null;
  didFocus?: NesDocumentDidFocusCapabilities | null;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesEditHistoryCapabilities {
  maxCount?: UInt32 | null;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesEditHistoryEntry {
  uri: string;
  diff: string;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesEditSuggestion {
  id: NesSuggestionId;
  uri: string;
  edits: NesTextEdit[];
  cursorPosition?: Position | null;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesEventCapabilities {
  document?: NesDocumentEventCapabilities | null;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesExcerpt {
  startLine: UInt32;
  endLine: UInt32;
  text: string;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesJumpCapabilities {
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesJumpSuggestion {
  id: NesSuggestionId;
  uri: string;
  position: Position;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesOpenFile {
  uri: string;
  languageId: string;
  visibleRange?: Range | null;
  lastFocusedMs?: UInt64 | null;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesOpenFilesCapabilities {
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRecentFile {
  uri: string;
  languageId: string;
  text: string;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRecentFilesCapabilities {
  maxCount?: UInt32 | null;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type NesRejectReason = "rejected" | "ignored" | "replaced" | "cancelled";

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRelatedSnippet {
  uri: string;
  excerpts: NesExcerpt[];
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRelatedSnippetsCapabilities {
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRenameCapabilities {
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRenameSuggestion {
  id: NesSuggestionId;
  uri: string;
  position: Position;
  newName: string;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesRepository {
  name: string;
  owner: string;
  remoteUrl: string;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesSearchAndReplaceCapabilities {
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesSearchAndReplaceSuggestion {
  id: NesSuggestionId;
  uri: string;
  search: string;
  replace: string;
  isRegex?: boolean | null;
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
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface NesUserActionsCapabilities {
  maxCount?: UInt32 | null;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface Position {
  line: UInt32;
  character: UInt32;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type PositionEncodingKind = "utf-16" | "utf-32" | "utf-8";

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface Range {
  start: Position;
  end: Position;
  _meta?: Meta | null;
}

/**
 * The params of the notification `nes/reject`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface RejectNesNotification {
  sessionId: SessionId;
  id: NesSuggestionId;
  reason?: NesRejectReason | null;
  _meta?: Meta | null;
}

/**
 * The params of `nes/start`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface StartNesRequest {
  workspaceUri?: string | null;
  workspaceFolders?: WorkspaceFolder[] | null;
  repository?: NesRepository | null;
  _meta?: Meta | null;
}

/**
 * The result of `nes/start`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface StartNesResponse {
  sessionId: SessionId;
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
  _meta?: Meta | null;
}

/**
 * The result of `nes/suggest`.
 * @unstable nes Unstable upstream; the shape may change before it is stabilized.
 */
export interface SuggestNesResponse {
  suggestions: NesSuggestion[];
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface TextDocumentContentChangeEvent {
  range?: Range | null;
  text: string;
  _meta?: Meta | null;
}

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export type TextDocumentSyncKind = "full" | "incremental";

/** @unstable nes Unstable upstream; the shape may change before it is stabilized. */
export interface WorkspaceFolder {
  uri: string;
  name: string;
  _meta?: Meta | null;
}
