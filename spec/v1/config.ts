import type { Opaque, OpenEnum, Union } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";

export interface ConfigOptionUpdate {
  /** @lenient items */
  configOptions: SessionConfigOption[];
  /** @lenient */
  _meta?: Meta | null;
}

export interface CurrentModeUpdate {
  currentModeId: SessionModeId;
  /** @lenient */
  _meta?: Meta | null;
}

export interface SessionConfigBoolean {
  currentValue: boolean;
}

export type SessionConfigGroupId = Opaque<string>;

export type SessionConfigId = Opaque<string>;

export type SessionConfigOption = Union<"type", {
  select: SessionConfigSelect;
  boolean: SessionConfigBoolean;
}> & {
  id: SessionConfigId;
  name: string;
  /** @lenient */
  description?: string | null;
  /** @lenient */
  category?: SessionConfigOptionCategory | null;
  /** @lenient */
  _meta?: Meta | null;
};

export type SessionConfigOptionCategory = OpenEnum<"mode" | "model" | "model_config" | "thought_level">;

export interface SessionConfigSelect {
  currentValue: SessionConfigValueId;
  options: SessionConfigSelectOptions;
}

export interface SessionConfigSelectGroup {
  group: SessionConfigGroupId;
  name: string;
  /** @lenient items */
  options: SessionConfigSelectOption[];
  /** @lenient */
  _meta?: Meta | null;
}

export interface SessionConfigSelectOption {
  value: SessionConfigValueId;
  name: string;
  /** @lenient */
  description?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type SessionConfigSelectOptions = SessionConfigSelectOption[] | SessionConfigSelectGroup[];

export type SessionConfigValueId = Opaque<string>;

export interface SessionMode {
  id: SessionModeId;
  name: string;
  /** @lenient */
  description?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type SessionModeId = Opaque<string>;

export interface SessionModeState {
  currentModeId: SessionModeId;
  /** @lenient items */
  availableModes: SessionMode[];
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `session/set_config_option`. */
export interface SetSessionConfigOptionRequest {
  sessionId: SessionId;
  configId: SessionConfigId;
  /** `"boolean"` when `value` is a boolean; absent when it is a select option's value id. */
  type?: "boolean";
  value: SessionConfigOptionValue;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The new value of a config option: a boolean, or the id of a select option.
 * @differs Published as two alternatives beside the request's fields (`"type": "boolean"` with a boolean value, or no type with a value id); declared as one object (`SetSessionConfigOptionRequest`) with an optional `type` and this union, so the pairing is not checked.
 */
export type SessionConfigOptionValue = boolean | SessionConfigValueId;

/** The result of `session/set_config_option`. */
export interface SetSessionConfigOptionResponse {
  /** @lenient items */
  configOptions: SessionConfigOption[];
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `session/set_mode`. */
export interface SetSessionModeRequest {
  sessionId: SessionId;
  modeId: SessionModeId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `session/set_mode`. */
export interface SetSessionModeResponse {
  /** @lenient */
  _meta?: Meta | null;
}
