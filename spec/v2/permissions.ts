import type { Opaque, OpenEnum, OpenUnion } from "../vocabulary.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";
import type { ToolCallId, ToolCallUpdate } from "./protocol.js";
import type { TerminalId } from "./terminal.js";

/**
 * Details of a shell command the agent wants to run, shown with a permission
 * prompt.
 * @example { "command": "npm install --save-dev vitest", "cwd": "/home/user/project", "toolCallId": "call_001" }
 */
export interface CommandPermissionSubject {
  /** The command line that runs if the user allows it. */
  command: string;
  /** The absolute directory the command would run in. */
  cwd: AbsolutePath;
  /**
   * The tool call this command belongs to. Absent or `null` means it is not known.
   * @lenient
   */
  toolCallId?: ToolCallId | null;
  /**
   * The terminal that will show the command, if the agent already created one.
   * Absent or `null` means there is none yet.
   * @lenient
   */
  terminalId?: TerminalId | null;
  /**
   * Extension data for the subject; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One choice offered to the user in a permission prompt.
 * @example { "optionId": "allow-once", "name": "Allow once", "kind": "allow_once" }
 */
export interface PermissionOption {
  /** Identifies the choice; unique among the options of one request. */
  optionId: PermissionOptionId;
  /** The label the client shows for the choice. */
  name: string;
  /** What sort of choice this is, so the client can pick a fitting icon or style. */
  kind: PermissionOptionKind;
  /**
   * Extension data for the option; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Names one option of a permission request. The agent chooses it; the client
 * echoes it back unchanged when the user picks that option.
 * @example "allow-once"
 */
export type PermissionOptionId = Opaque<string>;

/**
 * What picking a permission option means, as a hint for how the client
 * presents it. The enum is open: values starting with `_` are free for
 * extensions, and a client shows an option with an unknown kind in a neutral
 * way instead of rejecting it.
 */
export type PermissionOptionKind = OpenEnum<
  /** Allows the operation this one time. */
  | "allow_once"
  /** Allows the operation and remembers that choice for later ones. */
  | "allow_always"
  /** Refuses the operation this one time. */
  | "reject_once"
  /** Refuses the operation and remembers that choice for later ones. */
  | "reject_always"
>;

/**
 * How a permission request ended, tagged on `outcome`. The union is open: an
 * agent that does not know an `outcome` value must never read it as approval;
 * it keeps the payload when it stores or forwards the response, and otherwise
 * fails or declines the request as its policy says.
 * @example { "outcome": "selected", "optionId": "allow-once" }
 */
export type RequestPermissionOutcome = OpenUnion<"outcome", {
  /**
   * No option was chosen: the work was cancelled, the user dismissed the
   * prompt, or the client refused by policy. The agent must not go ahead.
   * A client answers a request the agent withdrew with `$/cancel_request` this
   * way, and after `session/cancel` it may answer pending requests of the
   * cancelled work this way without waiting.
   * @example { "outcome": "cancelled" }
   */
  cancelled: CancelledPermissionOutcome;
  /**
   * The user picked one of the offered options. An `optionId` that was not
   * offered counts as not approved.
   * @example { "outcome": "selected", "optionId": "allow-always" }
   */
  selected: SelectedPermissionOutcome;
}>;

/**
 * The params of `session/request_permission`, which the agent sends to ask the
 * user for approval before a sensitive operation, such as running a tool or a
 * command.
 * @example { "sessionId": "sess_abc123def456", "title": "Edit config.json?", "subject": { "type": "tool_call", "toolCall": { "toolCallId": "call_001", "title": "Enable debug mode", "kind": "edit", "status": "pending" } }, "options": [{ "optionId": "allow-once", "name": "Allow once", "kind": "allow_once" }, { "optionId": "reject-once", "name": "Reject", "kind": "reject_once" }] }
 */
export interface RequestPermissionRequest {
  /** The session the operation belongs to. */
  sessionId: SessionId;
  /**
   * A heading for the prompt. It belongs to the prompt alone and does not
   * rename the subject.
   */
  title: string;
  /**
   * Why permission is needed, shown with the prompt only. Absent or `null`
   * means no separate explanation.
   * @lenient
   */
  description?: string | null;
  /**
   * What the operation is, in structured form. Absent or `null` means the
   * agent gave only the title and description.
   */
  subject?: RequestPermissionSubject | null;
  /**
   * The choices offered to the user; at least one.
   * @minItems 1 always
   */
  options: PermissionOption[];
  /**
   * Extension data for the request; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/request_permission`: what the user decided.
 * @example { "outcome": { "outcome": "selected", "optionId": "allow-once" } }
 * @example { "outcome": { "outcome": "cancelled" } }
 */
export interface RequestPermissionResponse {
  /** The decision: an option the user picked, or cancelled. */
  outcome: RequestPermissionOutcome;
  /**
   * Extension data for the result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What a permission request is about, tagged on `type`. The union is open: a
 * client that does not know a `type` keeps the payload when it stores or
 * forwards the request, and otherwise shows a generic prompt or declines it as
 * its policy says.
 * @example { "type": "command", "command": "rm -rf build", "cwd": "/home/user/project" }
 */
export type RequestPermissionSubject = OpenUnion<"type", {
  /**
   * A tool call about to run.
   * @example { "type": "tool_call", "toolCall": { "toolCallId": "call_001", "title": "Write src/config.json", "kind": "edit", "status": "pending" } }
   */
  tool_call: ToolCallPermissionSubject;
  /**
   * A command about to run.
   * @example { "type": "command", "command": "cargo test", "cwd": "/home/user/project", "toolCallId": "call_002" }
   */
  command: CommandPermissionSubject;
}>;

/**
 * The outcome when the user picked one of the offered options.
 * @example { "optionId": "allow-once" }
 */
export interface SelectedPermissionOutcome {
  /** The `optionId` of the option picked. */
  optionId: PermissionOptionId;
  /**
   * Extension data for the outcome; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Details of a tool call that waits for permission.
 * @example { "toolCall": { "toolCallId": "call_001", "title": "Delete old.txt", "kind": "delete", "status": "pending" } }
 */
export interface ToolCallPermissionSubject {
  /**
   * The tool call's state. The client applies it to its stored tool call just
   * as it would a `tool_call_update`, in arrival order and before showing the
   * prompt; an unseen `toolCallId` creates the tool call.
   */
  toolCall: ToolCallUpdate;
  /**
   * Extension data for the subject; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The outcome of a permission request that was cancelled before the user chose.
 * Nothing was approved, so the agent must not carry out the operation.
 * @example {}
 */
export interface CancelledPermissionOutcome {
  /**
   * Extension data for the outcome; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}
