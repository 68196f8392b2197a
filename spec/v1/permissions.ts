import type { Opaque, Union, Unit } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";
import type { ToolCallUpdate } from "./protocol.js";

export interface PermissionOption {
  optionId: PermissionOptionId;
  name: string;
  kind: PermissionOptionKind;
  /** @lenient */
  _meta?: Meta | null;
}

export type PermissionOptionId = Opaque<string>;

export type PermissionOptionKind = "allow_once" | "allow_always" | "reject_once" | "reject_always";

export type RequestPermissionOutcome = Union<"outcome", {
  cancelled: Unit;
  selected: SelectedPermissionOutcome;
}>;

/** The params of `session/request_permission`. */
export interface RequestPermissionRequest {
  sessionId: SessionId;
  toolCall: ToolCallUpdate;
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

export interface SelectedPermissionOutcome {
  optionId: PermissionOptionId;
  /** @lenient */
  _meta?: Meta | null;
}
