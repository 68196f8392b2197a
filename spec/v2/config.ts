import type { Opaque, OpenEnum, OpenUnion } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";

export interface ConfigOptionUpdate {
  /** @lenient items-only */
  configOptions: SessionConfigOption[];
  /** @lenient */
  _meta?: Meta | null;
}

export interface SessionConfigBoolean {
  currentValue: boolean;
}

export type SessionConfigGroupId = Opaque<string>;

export type SessionConfigId = Opaque<string>;

export type SessionConfigOption = OpenUnion<"type", {
  select: SessionConfigSelect;
  boolean: SessionConfigBoolean;
}> & {
  configId: SessionConfigId;
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
  groupId: SessionConfigGroupId;
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

/**
 * The params of `session/set_config_option`.
 * @differs SetSessionConfigOptionRequest:id: its payload is inline in the published schema; declared here as `SetSessionConfigOptionRequestId`; SetSessionConfigOptionRequest:boolean: its payload is inline in the published schema; declared here as `SetSessionConfigOptionRequestBoolean`.
 */
export type SetSessionConfigOptionRequest = OpenUnion<"type", {
  id: SetSessionConfigOptionRequestId;
  boolean: SetSessionConfigOptionRequestBoolean;
}> & {
  sessionId: SessionId;
  configId: SessionConfigId;
  /** @lenient */
  _meta?: Meta | null;
};

/** The result of `session/set_config_option`. */
export interface SetSessionConfigOptionResponse {
  /** @lenient items-only */
  configOptions: SessionConfigOption[];
  /** @lenient */
  _meta?: Meta | null;
}

export interface SetSessionConfigOptionRequestId {
  value: SessionConfigValueId;
}

export interface SetSessionConfigOptionRequestBoolean {
  value: boolean;
}
