import type { Opaque, OpenEnum, OpenUnion } from "../vocabulary.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";
import type { ToolCallId, ToolCallUpdate } from "./protocol.js";
import type { TerminalId } from "./terminal.js";

export interface CommandPermissionSubject {
  command: string;
  cwd: AbsolutePath;
  /** @lenient */
  toolCallId?: ToolCallId | null;
  /** @lenient */
  terminalId?: TerminalId | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface PermissionOption {
  optionId: PermissionOptionId;
  name: string;
  kind: PermissionOptionKind;
  /** @lenient */
  _meta?: Meta | null;
}

export type PermissionOptionId = Opaque<string>;

export type PermissionOptionKind = OpenEnum<"allow_once" | "allow_always" | "reject_once" | "reject_always">;

export type RequestPermissionOutcome = OpenUnion<"outcome", {
  cancelled: CancelledPermissionOutcome;
  selected: SelectedPermissionOutcome;
}>;

/** The params of `session/request_permission`. */
export interface RequestPermissionRequest {
  sessionId: SessionId;
  title: string;
  /** @lenient */
  description?: string | null;
  subject?: RequestPermissionSubject | null;
  options: PermissionOption[];
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `session/request_permission`. */
export interface RequestPermissionResponse {
  outcome: RequestPermissionOutcome;
  /** @lenient */
  _meta?: Meta | null;
}

export type RequestPermissionSubject = OpenUnion<"type", {
  tool_call: ToolCallPermissionSubject;
  command: CommandPermissionSubject;
}>;

export interface SelectedPermissionOutcome {
  optionId: PermissionOptionId;
  /** @lenient */
  _meta?: Meta | null;
}

export interface ToolCallPermissionSubject {
  toolCall: ToolCallUpdate;
  /** @lenient */
  _meta?: Meta | null;
}

/** The outcome of a permission request that was cancelled before the user chose. */
export interface CancelledPermissionOutcome {
  /** @lenient */
  _meta?: Meta | null;
}
