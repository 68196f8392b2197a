import type { Opaque, OpenEnum, Union } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";

/**
 * The payload of `config_option_update`: the session's config options after a change, made by the agent or asked for
 * by the client.
 * @example { "configOptions": [{ "type": "boolean", "id": "auto_approve", "name": "Auto-approve edits", "currentValue": false }] }
 */
export interface ConfigOptionUpdate {
  /**
   * Every config option with its current value; the list replaces the previous one.
   * @lenient items
   */
  configOptions: SessionConfigOption[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of `current_mode_update`: the mode the session is in now.
 * @example { "currentModeId": "code" }
 */
export interface CurrentModeUpdate {
  /** The new current mode, one of the session's `availableModes`. */
  currentModeId: SessionModeId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The fields of a config option that is an on/off switch.
 * @example { "currentValue": true }
 */
export interface SessionConfigBoolean {
  /** Whether the switch is on. */
  currentValue: boolean;
}

/**
 * Identifies a group of values within one select config option.
 * @example "hosted"
 */
export type SessionConfigGroupId = Opaque<string>;

/**
 * Identifies a config option within a session; the agent chooses it.
 * @example "model"
 */
export type SessionConfigId = Opaque<string>;

/**
 * A setting of a session that the user can change, such as the model, with its current value. The agent lists them;
 * the client shows them and changes one with `session/set_config_option`. Tagged on `type`.
 * @example { "type": "select", "id": "model", "name": "Model", "category": "model", "currentValue": "model-large", "options": [{ "value": "model-small", "name": "Small" }, { "value": "model-large", "name": "Large" }] }
 */
export type SessionConfigOption = Union<"type", {
  /**
   * Pick one value from a list, like a drop-down.
   * @example { "type": "select", "id": "thought_level", "name": "Reasoning", "category": "thought_level", "currentValue": "medium", "options": [{ "value": "low", "name": "Low" }, { "value": "medium", "name": "Medium" }, { "value": "high", "name": "High", "description": "Slower, more thorough answers" }] }
   */
  select: SessionConfigSelect;
  /**
   * An on/off switch.
   * @example { "type": "boolean", "id": "auto_approve", "name": "Auto-approve edits", "description": "Apply file edits without asking", "currentValue": false }
   */
  boolean: SessionConfigBoolean;
}> & {
  /** The option's id, used in `session/set_config_option`. */
  id: SessionConfigId;
  /** A label for the option, shown to the user. */
  name: string;
  /**
   * More detail about the option, shown to the user. Absent or `null`: none.
   * @lenient
   */
  description?: string | null;
  /**
   * What kind of setting this is, so a client can pick an icon, a place or a shortcut for it. Only for display: a
   * client works the same without it. Absent or `null`: no category.
   * @lenient
   */
  category?: SessionConfigOptionCategory | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
};

/**
 * The broad kind of a config option, a hint for how a client presents it. A client treats a category it does not know
 * like no category; names beginning with `_` are free for custom use.
 * @differs Upstream also publishes `speed` (a category for options that trade quality for speed) in the unstable feature `speed_config_category`; the spec's vocabulary has no unstable enum value, so it is left out, and `speed` is read as a category the client does not know (kept, as any other).
 */
export type SessionConfigOptionCategory = OpenEnum<
  /** Chooses the session's mode. */
  | "mode"
  /** Chooses the model. */
  | "model"
  /** Tunes the model in some other way. */
  | "model_config"
  /** Chooses how much the model reasons before answering. */
  | "thought_level"
>;

/**
 * The fields of a config option that picks one value from a list.
 * @example { "currentValue": "model-large", "options": [{ "value": "model-small", "name": "Small" }, { "value": "model-large", "name": "Large" }] }
 */
export interface SessionConfigSelect {
  /** The value selected now, one of the `value`s in `options`. */
  currentValue: SessionConfigValueId;
  /** The values to choose from, as a flat list or in groups. */
  options: SessionConfigSelectOptions;
}

/**
 * A group of values of a select config option, shown under a heading.
 * @example { "group": "hosted", "name": "Hosted models", "options": [{ "value": "model-large", "name": "Large" }] }
 */
export interface SessionConfigSelectGroup {
  /** The group's id. */
  group: SessionConfigGroupId;
  /** The heading shown for the group. */
  name: string;
  /**
   * The values in the group.
   * @lenient items
   */
  options: SessionConfigSelectOption[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One value a select config option can take.
 * @example { "value": "model-large", "name": "Large", "description": "Best quality, slower" }
 */
export interface SessionConfigSelectOption {
  /** The value's id, sent as `value` in `session/set_config_option`. */
  value: SessionConfigValueId;
  /** A label for the value, shown to the user. */
  name: string;
  /**
   * More detail about the value. Absent or `null`: none.
   * @lenient
   */
  description?: string | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The values of a select config option: a flat list, or a list of groups.
 * @example [{ "value": "model-small", "name": "Small" }, { "value": "model-large", "name": "Large" }]
 * @example [{ "group": "hosted", "name": "Hosted models", "options": [{ "value": "model-large", "name": "Large" }] }]
 */
export type SessionConfigSelectOptions = SessionConfigSelectOption[] | SessionConfigSelectGroup[];

/**
 * Identifies one value of a select config option.
 * @example "model-large"
 */
export type SessionConfigValueId = Opaque<string>;

/**
 * A mode the agent can work in, such as one that asks before editing and one that edits freely. Modes can change the
 * agent's instructions, tools and permission behaviour.
 * @example { "id": "code", "name": "Code", "description": "Edits files without asking first" }
 */
export interface SessionMode {
  /** The mode's id, used in `session/set_mode` and `current_mode_update`. */
  id: SessionModeId;
  /** A label for the mode, shown to the user. */
  name: string;
  /**
   * More detail about the mode. Absent or `null`: none.
   * @lenient
   */
  description?: string | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Identifies a session mode; the agent chooses it.
 * @example "code"
 */
export type SessionModeId = Opaque<string>;

/**
 * The modes a session offers and the one it is in.
 * @example { "currentModeId": "ask", "availableModes": [{ "id": "ask", "name": "Ask" }, { "id": "code", "name": "Code" }] }
 */
export interface SessionModeState {
  /** The mode the session is in now. */
  currentModeId: SessionModeId;
  /**
   * Every mode the session can switch to.
   * @lenient items
   */
  availableModes: SessionMode[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/set_config_option`: which option of which session, and its new value.
 * @example { "sessionId": "sess_abc123def456", "configId": "model", "value": "model-large" }
 * @example { "sessionId": "sess_abc123def456", "configId": "auto_approve", "type": "boolean", "value": true }
 */
export interface SetSessionConfigOptionRequest {
  /** The session whose option changes. */
  sessionId: SessionId;
  /** The option to change, by its `id`. */
  configId: SessionConfigId;
  /** `"boolean"` when `value` is a boolean; absent when it is a select option's value id. */
  type?: "boolean";
  /** The new value: a boolean for a switch, or the `value` of one of a select option's values. */
  value: SessionConfigOptionValue;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The new value of a config option: a boolean, or the id of a select option.
 * @differs Published as two alternatives beside the request's fields (`"type": "boolean"` with a boolean value, or no type with a value id); declared as one object (`SetSessionConfigOptionRequest`) with an optional `type` and this union, so the pairing is not checked.
 * @example true
 * @example "model-large"
 */
export type SessionConfigOptionValue = boolean | SessionConfigValueId;

/**
 * The result of `session/set_config_option`: every config option after the change, since changing one can change
 * others.
 * @example { "configOptions": [{ "type": "select", "id": "model", "name": "Model", "currentValue": "model-large", "options": [{ "value": "model-small", "name": "Small" }, { "value": "model-large", "name": "Large" }] }] }
 */
export interface SetSessionConfigOptionResponse {
  /**
   * Every config option with its current value.
   * @lenient items
   */
  configOptions: SessionConfigOption[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/set_mode`: which session, and the mode to switch it to.
 * @example { "sessionId": "sess_abc123def456", "modeId": "code" }
 */
export interface SetSessionModeRequest {
  /** The session to switch. */
  sessionId: SessionId;
  /** The mode to switch to, one of the session's `availableModes`. */
  modeId: SessionModeId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/set_mode`: an empty object once the mode has changed.
 * @example {}
 */
export interface SetSessionModeResponse {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}
