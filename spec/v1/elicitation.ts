import type { Int64, Opaque, OpenUnion, UInt32, UInt64, Unit } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";
import type { ToolCallId } from "./protocol.js";
import type { RequestId } from "./session-methods.js";

export interface BooleanPropertySchema {
  /** @lenient */
  title?: string | null;
  /** @lenient */
  description?: string | null;
  /** @lenient */
  default?: boolean | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of the notification `elicitation/complete`. */
export interface CompleteElicitationNotification {
  elicitationId: ElicitationId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `elicitation/create`. */
export type CreateElicitationRequest = OpenUnion<"mode", {
  form: ElicitationFormMode;
  url: ElicitationUrlMode;
}> & {
  message: string;
  /** @lenient */
  _meta?: Meta | null;
};

/** The result of `elicitation/create`. */
export type CreateElicitationResponse = OpenUnion<"action", {
  accept: ElicitationAcceptAction;
  decline: Unit;
  cancel: Unit;
}> & {
  /** @lenient */
  _meta?: Meta | null;
};

export interface ElicitationAcceptAction {
  content?: Record<string, ElicitationContentValue> | null;
}

export interface ElicitationCapabilities {
  /** @lenient */
  form?: ElicitationFormCapabilities | null;
  /** @lenient */
  url?: ElicitationUrlCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type ElicitationContentValue = string | Int64 | number | boolean | string[];

export interface ElicitationFormCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @differs Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected. */
export interface ElicitationFormMode {
  requestedSchema: ElicitationSchema;
  sessionId?: SessionId;
  toolCallId?: ToolCallId | null;
  requestId?: RequestId;
}

export type ElicitationId = Opaque<string>;

export type ElicitationPropertySchema = OpenUnion<"type", {
  string: StringPropertySchema;
  number: NumberPropertySchema;
  integer: IntegerPropertySchema;
  boolean: BooleanPropertySchema;
  array: MultiSelectPropertySchema;
}>;

export interface ElicitationRequestScope {
  requestId: RequestId;
}

export interface ElicitationSchema {
  /** @lenient */
  type?: ElicitationSchemaType;
  /** @lenient */
  title?: string | null;
  properties?: Record<string, ElicitationPropertySchema>;
  required?: string[] | null;
  /** @lenient */
  description?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type ElicitationSchemaType = "object";

export interface ElicitationSessionScope {
  sessionId: SessionId;
  /** @lenient */
  toolCallId?: ToolCallId | null;
}

export interface ElicitationUrlCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/** @differs Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected. */
export interface ElicitationUrlMode {
  elicitationId: ElicitationId;
  url: string;
  sessionId?: SessionId;
  toolCallId?: ToolCallId | null;
  requestId?: RequestId;
}

export interface EnumOption {
  const: string;
  title: string;
  /** @lenient */
  description?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface IntegerPropertySchema {
  /** @lenient */
  title?: string | null;
  /** @lenient */
  description?: string | null;
  minimum?: Int64 | null;
  maximum?: Int64 | null;
  /** @lenient */
  default?: Int64 | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** Items of a multi-select property: typed items (`TypedMultiSelectItems`, tried first), else titled items. */
export type MultiSelectItems = TypedMultiSelectItems | TitledMultiSelectItems;

/**
 * @differs Not published under a name of its own: the branch of `MultiSelectItems` tagged `type: "string"` and its "other"
 * branch (any object whose string `type` is not `"string"`, kept whole). An object tagged `"string"` that is not a valid
 * `StringMultiSelectItems` is then read as `TitledMultiSelectItems`, as upstream's crate does.
 */
export type TypedMultiSelectItems = OpenUnion<"type", { string: StringMultiSelectItems }>;

export interface MultiSelectPropertySchema {
  /** @lenient */
  title?: string | null;
  /** @lenient */
  description?: string | null;
  minItems?: UInt64 | null;
  maxItems?: UInt64 | null;
  items: MultiSelectItems;
  /** @lenient items */
  default?: string[] | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface NumberPropertySchema {
  /** @lenient */
  title?: string | null;
  /** @lenient */
  description?: string | null;
  minimum?: number | null;
  maximum?: number | null;
  /** @lenient */
  default?: number | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type StringFormat = "email" | "uri" | "date" | "date-time";

export interface StringMultiSelectItems {
  enum: string[];
  /** @lenient */
  _meta?: Meta | null;
}

export interface StringPropertySchema {
  /** @lenient */
  title?: string | null;
  /** @lenient */
  description?: string | null;
  minLength?: UInt32 | null;
  maxLength?: UInt32 | null;
  pattern?: string | null;
  format?: StringFormat | null;
  /** @lenient */
  default?: string | null;
  enum?: string[] | null;
  oneOf?: EnumOption[] | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface TitledMultiSelectItems {
  anyOf: EnumOption[];
  /** @lenient */
  _meta?: Meta | null;
}
