import type { Opaque, Union, Unit } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";
import type { ToolCallUpdate } from "./protocol.js";

/**
 * One choice offered to the user in `session/request_permission`, such as "Allow once"
 * or "Always reject".
 * @example { "optionId": "allow-once", "name": "Allow once", "kind": "allow_once" }
 */
export interface PermissionOption {
  /** Identifies this option in the client's answer. */
  optionId: PermissionOptionId;
  /** The label the client shows the user for this option. */
  name: string;
  /** What choosing this option means, so the client can pick a fitting icon or style. */
  kind: PermissionOptionKind;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Identifies one permission option within a `session/request_permission` request. The
 * agent chooses it and the client sends it back unchanged.
 * @example "allow-once"
 */
export type PermissionOptionId = Opaque<string>;

/** What choosing a permission option means; the client may style options by kind. */
export type PermissionOptionKind =
  /** Let the operation go ahead this one time. */
  | "allow_once"
  /** Let the operation go ahead, and remember to allow it from now on. */
  | "allow_always"
  /** Refuse the operation this one time. */
  | "reject_once"
  /** Refuse the operation, and remember to refuse it from now on. */
  | "reject_always";

/**
 * How a permission request ended, tagged on `outcome`. The union is closed.
 * @example { "outcome": "selected", "optionId": "allow-once" }
 */
export type RequestPermissionOutcome = Union<"outcome", {
  /**
   * The prompt turn was cancelled before the user chose. After sending `session/cancel`,
   * a client answers every pending permission request of that session with this outcome.
   * @example { "outcome": "cancelled" }
   */
  cancelled: Unit;
  /**
   * The user chose one of the offered options.
   * @example { "outcome": "selected", "optionId": "reject-once" }
   */
  selected: SelectedPermissionOutcome;
}>;

/**
 * The params of `session/request_permission`, which the agent sends to ask the user
 * whether a tool call may run. The client shows the tool call and the options, and
 * answers with the user's choice.
 * @example { "sessionId": "sess_abc123def456", "toolCall": { "toolCallId": "call_001", "title": "Edit src/config.json", "kind": "edit", "status": "pending" }, "options": [{ "optionId": "allow-once", "name": "Allow once", "kind": "allow_once" }, { "optionId": "reject-once", "name": "Reject", "kind": "reject_once" }] }
 */
export interface RequestPermissionRequest {
  /** The session the tool call belongs to. */
  sessionId: SessionId;
  /** The tool call that needs approval, with the details the user should see. */
  toolCall: ToolCallUpdate;
  /** The choices to offer the user. */
  options: PermissionOption[];
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/request_permission`: what the user decided, or that the turn was
 * cancelled first.
 * @example { "outcome": { "outcome": "selected", "optionId": "allow-once" } }
 */
export interface RequestPermissionResponse {
  /** The user's choice, or `cancelled`. */
  outcome: RequestPermissionOutcome;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of the `selected` outcome: which option the user chose.
 * @example { "optionId": "allow-once" }
 */
export interface SelectedPermissionOutcome {
  /** The `optionId` of the chosen option, one of those in the request. */
  optionId: PermissionOptionId;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}
