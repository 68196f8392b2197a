import type { Opaque, OpenEnum, OpenUnion } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";

/**
 * The payload of a `config_option_update`: the session's config options after a change
 * the agent made or that another option caused, in place of the previous list.
 * @example { "configOptions": [{ "type": "select", "configId": "mode", "name": "Mode", "category": "mode", "currentValue": "code", "options": [{ "value": "ask", "name": "Ask" }, { "value": "code", "name": "Code" }] }] }
 */
export interface ConfigOptionUpdate {
  /**
   * Every config option with its current value.
   * @lenient items-only
   */
  configOptions: SessionConfigOption[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The variant fields of an on/off config option.
 * @example { "currentValue": true }
 */
export interface SessionConfigBoolean {
  /** Whether the option is on now. */
  currentValue: boolean;
}

/**
 * Identifies a group of values within a select option. The agent picks it; clients treat
 * it as an opaque string.
 * @example "anthropic"
 */
export type SessionConfigGroupId = Opaque<string>;

/**
 * Identifies a config option of a session. The agent picks it; clients treat it as an
 * opaque string and send it back in `session/set_config_option`.
 * @example "model"
 */
export type SessionConfigId = Opaque<string>;

/**
 * A setting of a session that the user can change, such as the model or the mode, with
 * its current value; tagged on `type` by the kind of control. The agent advertises them
 * in session results and `config_option_update`; the client changes one with
 * `session/set_config_option`. A client that does not know a kind keeps it when storing
 * or forwarding and otherwise hides the option; the agent goes on using its current value.
 * @example { "type": "select", "configId": "model", "name": "Model", "category": "model", "currentValue": "claude-sonnet-4", "options": [{ "value": "claude-sonnet-4", "name": "Claude Sonnet 4" }, { "value": "claude-opus-4", "name": "Claude Opus 4" }] }
 */
export type SessionConfigOption = OpenUnion<"type", {
  /**
   * Pick one value from a list, as in a drop-down.
   * @example { "type": "select", "configId": "thought_level", "name": "Thinking", "category": "thought_level", "currentValue": "medium", "options": [{ "value": "low", "name": "Low" }, { "value": "medium", "name": "Medium" }, { "value": "high", "name": "High" }] }
   */
  select: SessionConfigSelect;
  /**
   * An on/off switch.
   * @example { "type": "boolean", "configId": "auto_approve", "name": "Auto-approve edits", "description": "Apply file edits without asking", "currentValue": false }
   */
  boolean: SessionConfigBoolean;
}> & {
  /** The option's id, unique within the session. */
  configId: SessionConfigId;
  /** A label for the option, shown to the user. */
  name: string;
  /**
   * A longer explanation for the user. Left out and `null` both mean none.
   * @lenient
   */
  description?: string | null;
  /**
   * What the option is about, which a client may use for placement, icons or shortcuts,
   * never for correctness. Left out and `null` both mean no category.
   * @lenient
   */
  category?: SessionConfigOptionCategory | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
};

/**
 * What a config option is about, a hint for how a client presents it. A client keeps a
 * category it does not know and treats the option as uncategorized. Names that start with
 * `_` are free for custom use.
 * @differs Upstream also publishes `speed` (a category for options that trade quality for speed) in the unstable feature `speed_config_category`; the spec's vocabulary has no unstable enum value, so it is left out, and `speed` is read as a category the client does not know (kept, as any other).
 */
export type SessionConfigOptionCategory = OpenEnum<
  /** Chooses the session's mode (such as ask or code). */
  | "mode"
  /** Chooses the model. */
  | "model"
  /** Another setting of the model. */
  | "model_config"
  /** Chooses how much the model reasons before it answers. */
  | "thought_level"
>;

/**
 * The variant fields of a select option: the values on offer and the one chosen.
 * @example { "currentValue": "code", "options": [{ "value": "ask", "name": "Ask" }, { "value": "code", "name": "Code" }] }
 */
export interface SessionConfigSelect {
  /** The value chosen now; one of the `value`s in `options`. */
  currentValue: SessionConfigValueId;
  /** The values on offer, flat or in groups: at least one, each `value` unique across groups. */
  options: SessionConfigSelectOptions;
}

/**
 * A group of values in a select option, shown under a heading.
 * @example { "groupId": "anthropic", "name": "Anthropic", "options": [{ "value": "claude-sonnet-4", "name": "Claude Sonnet 4" }] }
 */
export interface SessionConfigSelectGroup {
  /** The group's id. */
  groupId: SessionConfigGroupId;
  /** The group's heading, shown to the user. */
  name: string;
  /**
   * The values in the group; at least one.
   * @lenient items
   * @minItems 1
   */
  options: SessionConfigSelectOption[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One value a select option offers.
 * @example { "value": "claude-opus-4", "name": "Claude Opus 4", "description": "Slower, for hard problems" }
 */
export interface SessionConfigSelectOption {
  /** The value's id, sent in `session/set_config_option` to choose it. */
  value: SessionConfigValueId;
  /** A label for the value, shown to the user. */
  name: string;
  /**
   * A longer explanation of the value. Left out and `null` both mean none.
   * @lenient
   */
  description?: string | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The values a select option offers: either a flat list or a list of groups.
 * @example [{ "value": "ask", "name": "Ask" }, { "value": "code", "name": "Code" }]
 */
export type SessionConfigSelectOptions =
  /**
   * A flat list of values; at least one.
   * @minItems 1
   */
  | SessionConfigSelectOption[]
  /**
   * A list of groups of values; at least one group.
   * @minItems 1
   */
  | SessionConfigSelectGroup[];

/**
 * Identifies one value of a select option. The agent picks it; clients treat it as an
 * opaque string.
 * @example "claude-sonnet-4"
 */
export type SessionConfigValueId = Opaque<string>;

/**
 * The params of `session/set_config_option`, which the client sends to change one option
 * of a session; tagged on `type` by the kind of value. An agent that does not support the
 * value kind, does not know the `configId`, or does not accept the value answers
 * `-32602` and changes nothing.
 * @differs SetSessionConfigOptionRequest:id: its payload is inline in the published schema; declared here as `SetSessionConfigOptionRequestId`; SetSessionConfigOptionRequest:boolean: its payload is inline in the published schema; declared here as `SetSessionConfigOptionRequestBoolean`.
 * @example { "sessionId": "sess_abc123def456", "configId": "model", "type": "id", "value": "claude-opus-4" }
 */
export type SetSessionConfigOptionRequest = OpenUnion<"type", {
  /**
   * Choose a value of a select option, by its id.
   * @example { "type": "id", "sessionId": "sess_abc123def456", "configId": "mode", "value": "ask" }
   */
  id: SetSessionConfigOptionRequestId;
  /**
   * Turn an on/off option on or off.
   * @example { "type": "boolean", "sessionId": "sess_abc123def456", "configId": "auto_approve", "value": true }
   */
  boolean: SetSessionConfigOptionRequestBoolean;
}> & {
  /** The session whose option changes. */
  sessionId: SessionId;
  /** The option to change. */
  configId: SessionConfigId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
};

/**
 * The result of `session/set_config_option`: every option of the session with its value
 * after the change, since one change may move others.
 * @example { "configOptions": [{ "type": "boolean", "configId": "auto_approve", "name": "Auto-approve edits", "currentValue": true }] }
 */
export interface SetSessionConfigOptionResponse {
  /**
   * Every config option with its current value.
   * @lenient items-only
   */
  configOptions: SessionConfigOption[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The variant fields of a `session/set_config_option` that chooses a select value.
 * @example { "value": "claude-opus-4" }
 */
export interface SetSessionConfigOptionRequestId {
  /** The id of the value to choose. */
  value: SessionConfigValueId;
}

/**
 * The variant fields of a `session/set_config_option` that sets an on/off option.
 * @example { "value": false }
 */
export interface SetSessionConfigOptionRequestBoolean {
  /** The new state: `true` for on. */
  value: boolean;
}
