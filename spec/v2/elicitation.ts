import type { Int64, Json, Opaque, OpenEnum, OpenUnion, UInt32, UInt64, Unit } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";
import type { ToolCallId } from "./protocol.js";
import type { RequestId } from "./session-methods.js";

/**
 * A yes/no field of an elicitation form.
 * @example { "title": "Push after commit", "default": false }
 */
export interface BooleanPropertySchema {
  /**
   * A label for the field. Left out and `null` both mean none.
   * @lenient
   */
  title?: string | null;
  /**
   * An explanation of the field for the user. Left out and `null` both mean none.
   * @lenient
   */
  description?: string | null;
  /**
   * The value the form starts with. Left out and `null` both mean no default.
   * @lenient
   */
  default?: boolean | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of the notification `elicitation/complete`, which the agent sends when the
 * interaction behind a URL elicitation has finished. It does not change the session's
 * turn state.
 * @example { "elicitationId": "elic_7f3a" }
 */
export interface CompleteElicitationNotification {
  /** The URL elicitation that finished. */
  elicitationId: ElicitationId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `elicitation/create`, which the agent sends to ask the user for input;
 * tagged on `mode`. The request belongs to a session (and optionally a tool call) or to a
 * pending client request. A client that does not know a mode keeps it when storing or
 * forwarding and never shows it as a known mode.
 * @example { "mode": "form", "sessionId": "sess_abc123def456", "message": "Which branch should the release be cut from?", "requestedSchema": { "type": "object", "properties": { "branch": { "type": "string", "title": "Branch", "default": "main" } }, "required": ["branch"] } }
 */
export type CreateElicitationRequest = OpenUnion<"mode", {
  /**
   * The client shows a form built from `requestedSchema` and returns what the user entered.
   * @example { "mode": "form", "sessionId": "sess_abc123def456", "toolCallId": "call_001", "message": "How many retries should the deploy allow?", "requestedSchema": { "type": "object", "properties": { "retries": { "type": "integer", "minimum": 0, "maximum": 5, "default": 2 } } } }
   */
  form: ElicitationFormMode;
  /**
   * The client sends the user to a URL, for example to sign in to a service.
   * @example { "mode": "url", "sessionId": "sess_abc123def456", "message": "Sign in to GitHub to let the agent open pull requests.", "elicitationId": "elic_7f3a", "url": "https://github.com/login/device" }
   */
  url: ElicitationUrlMode;
}> & {
  /** Tells the user what input is wanted and why. */
  message: string;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
};

/**
 * The result of `elicitation/create`: what the user did, tagged on `action`. An agent
 * that does not know an action keeps it when storing or forwarding, and otherwise treats
 * it as `cancel`.
 * @example { "action": "accept", "content": { "branch": "release/2.4" } }
 */
export type CreateElicitationResponse = OpenUnion<"action", {
  /**
   * The user went ahead; for a form, `content` holds the answers. For a URL it does not
   * mean the interaction outside has finished.
   * @example { "action": "accept", "content": { "branch": "release/2.4", "notify": true } }
   */
  accept: ElicitationAcceptAction;
  /**
   * The user said no.
   * @example { "action": "decline" }
   */
  decline: Unit;
  /**
   * The user dismissed the request without choosing, or it was cancelled.
   * @example { "action": "cancel" }
   */
  cancel: Unit;
}> & {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
};

/**
 * The variant fields of an accepted elicitation.
 * @example { "content": { "branch": "release/2.4" } }
 */
export interface ElicitationAcceptAction {
  /**
   * The user's answers, keyed by the field names of the requested schema. Left out and
   * `null` both mean no content.
   */
  content?: Record<string, ElicitationContentValue> | null;
}

/**
 * The kinds of elicitation the client supports, advertised in its capabilities.
 * @example { "form": {}, "url": {} }
 */
export interface ElicitationCapabilities {
  /**
   * Present (even as `{}`) when the client can show forms. Left out and `null` both mean
   * it does not say so.
   * @lenient
   */
  form?: ElicitationFormCapabilities | null;
  /**
   * Present (even as `{}`) when the client can send the user to URLs. Left out and `null`
   * both mean it does not say so.
   * @lenient
   */
  url?: ElicitationUrlCapabilities | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One answer in an accepted form: a string, an integer, a number, a boolean, or a list
 * of strings (for a multi-select field). Any other JSON value is kept as it is: upstream
 * reads it as an "other" value, so that a newer field type still arrives.
 * @example "release/2.4"
 * @example ["lint", "test"]
 */
export type ElicitationContentValue = string | Int64 | number | boolean | string[] | Json;

/**
 * Form support of the client; `{}` advertises it.
 * @example {}
 */
export interface ElicitationFormCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The variant fields of a form elicitation: the schema of the form, and what the request
 * belongs to (`sessionId`, optionally with `toolCallId`, or `requestId`).
 * @differs Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected.
 * @example { "sessionId": "sess_abc123def456", "requestedSchema": { "type": "object", "properties": { "branch": { "type": "string" } } } }
 */
export interface ElicitationFormMode {
  /** The fields of the form, as a restricted JSON Schema object. */
  requestedSchema: ElicitationSchema;
  /** The session the request belongs to, for a session-scoped request. */
  sessionId?: SessionId;
  /**
   * The tool call within that session the request comes from, for example an MCP
   * server's own elicitation passed on. Left out and `null` both mean the whole session.
   */
  toolCallId?: ToolCallId | null;
  /**
   * The pending client request the elicitation belongs to, for one outside any session
   * (such as during login).
   */
  requestId?: RequestId;
}

/**
 * Identifies one URL elicitation, so that `elicitation/complete` can name it. The agent
 * picks it; clients treat it as an opaque string.
 * @example "elic_7f3a"
 */
export type ElicitationId = Opaque<string>;

/**
 * One field of an elicitation form, tagged on `type` like a JSON Schema type. A one-choice
 * field is a `string` with `enum` or `oneOf`; a several-choice field is an `array`. A
 * client that does not know a type keeps it when storing or forwarding and never shows
 * it as a known control.
 * @example { "type": "string", "title": "Branch", "default": "main" }
 */
export type ElicitationPropertySchema = OpenUnion<"type", {
  /**
   * Text, or a single choice when `enum` or `oneOf` is set.
   * @example { "type": "string", "title": "Environment", "oneOf": [{ "const": "staging", "title": "Staging" }, { "const": "prod", "title": "Production" }] }
   */
  string: StringPropertySchema;
  /**
   * A number that may have a fractional part.
   * @example { "type": "number", "title": "Sampling temperature", "minimum": 0, "maximum": 2, "default": 0.7 }
   */
  number: NumberPropertySchema;
  /**
   * A whole number.
   * @example { "type": "integer", "title": "Retries", "minimum": 0, "maximum": 5 }
   */
  integer: IntegerPropertySchema;
  /**
   * A yes/no choice.
   * @example { "type": "boolean", "title": "Push after commit", "default": false }
   */
  boolean: BooleanPropertySchema;
  /**
   * Several choices from a list.
   * @example { "type": "array", "title": "Checks to run", "items": { "type": "string", "enum": ["lint", "test", "build"] }, "minItems": 1 }
   */
  array: MultiSelectPropertySchema;
}>;

/**
 * What an elicitation belongs to when it is tied to a pending client request outside any
 * session, such as one made during login.
 * @example { "requestId": 2 }
 */
export interface ElicitationRequestScope {
  /** The request, sent by the client to the agent, that is still waiting for its answer. */
  requestId: RequestId;
}

/**
 * The form an elicitation asks the user to fill in: a JSON Schema object whose
 * properties are all of simple types.
 * @example { "type": "object", "title": "Release", "properties": { "branch": { "type": "string", "default": "main" }, "notify": { "type": "boolean" } }, "required": ["branch"] }
 */
export interface ElicitationSchema {
  /** Always `object`. */
  type: ElicitationSchemaType;
  /**
   * A title for the form. Left out and `null` both mean none.
   * @lenient
   */
  title?: string | null;
  /** The form's fields, by name. */
  properties: Record<string, ElicitationPropertySchema>;
  /** The names of the fields the user must fill in. Left out and `null` both mean none. */
  required?: string[] | null;
  /**
   * What the form is for. Left out and `null` both mean no description.
   * @lenient
   */
  description?: string | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/** The JSON Schema type of an elicitation form; only one value exists. */
export type ElicitationSchemaType =
  /** The form is an object of named fields. */
  | "object";

/**
 * What an elicitation belongs to when it is tied to a session, and optionally to one
 * tool call in it.
 * @example { "sessionId": "sess_abc123def456", "toolCallId": "call_001" }
 */
export interface ElicitationSessionScope {
  /** The session. */
  sessionId: SessionId;
  /**
   * The tool call within the session. Left out and `null` both mean the session as a whole.
   * @lenient
   */
  toolCallId?: ToolCallId | null;
}

/**
 * URL support of the client; `{}` advertises it.
 * @example {}
 */
export interface ElicitationUrlCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The variant fields of a URL elicitation: where to send the user, the id that
 * `elicitation/complete` will name, and what the request belongs to (`sessionId`,
 * optionally with `toolCallId`, or `requestId`).
 * @differs Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected.
 * @example { "elicitationId": "elic_7f3a", "url": "https://github.com/login/device", "sessionId": "sess_abc123def456" }
 */
export interface ElicitationUrlMode {
  /** The elicitation's id, named again by `elicitation/complete`. */
  elicitationId: ElicitationId;
  /** The URL the client opens for the user. */
  url: string;
  /** The session the request belongs to, for a session-scoped request. */
  sessionId?: SessionId;
  /** The tool call within that session. Left out and `null` both mean the whole session. */
  toolCallId?: ToolCallId | null;
  /** The pending client request the elicitation belongs to, for one outside any session. */
  requestId?: RequestId;
}

/**
 * One choice of a single- or multi-select field, with a label.
 * @example { "const": "prod", "title": "Production", "description": "Deploys to every region" }
 */
export interface EnumOption {
  /** The value sent back when the user picks this choice. */
  const: string;
  /** The label shown for the choice. */
  title: string;
  /**
   * More about the choice. Left out and `null` both mean none.
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
 * A whole-number field of an elicitation form.
 * @example { "title": "Retries", "minimum": 0, "maximum": 5, "default": 2 }
 */
export interface IntegerPropertySchema {
  /**
   * A label for the field. Left out and `null` both mean none.
   * @lenient
   */
  title?: string | null;
  /**
   * An explanation of the field for the user. Left out and `null` both mean none.
   * @lenient
   */
  description?: string | null;
  /** The smallest value allowed, inclusive. Left out and `null` both mean no lower bound. */
  minimum?: Int64 | null;
  /** The largest value allowed, inclusive. Left out and `null` both mean no upper bound. */
  maximum?: Int64 | null;
  /**
   * The value the form starts with. Left out and `null` both mean no default.
   * @lenient
   */
  default?: Int64 | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The choices of a multi-select field: typed choices (tried first; plain strings when
 * `type` is `"string"`, or a newer kind of choice kept whole), else titled choices.
 * @example { "type": "string", "enum": ["lint", "test", "build"] }
 * @example { "anyOf": [{ "const": "lint", "title": "Lint" }, { "const": "test", "title": "Unit tests" }] }
 */
export type MultiSelectItems = TypedMultiSelectItems | TitledMultiSelectItems;

/**
 * Choices that name their kind in `type`. `"string"` is the only kind the protocol defines
 * today; an object with any other string `type` is kept whole, so that a newer kind still
 * arrives.
 * @differs Not published under a name of its own: the branch of `MultiSelectItems` tagged `type: "string"` and its "other"
 * branch (any object whose string `type` is not `"string"`, kept whole). An object tagged `"string"` that is not a valid
 * `StringMultiSelectItems` is then read as `TitledMultiSelectItems`, as upstream's crate does.
 */
export type TypedMultiSelectItems = OpenUnion<"type", {
  /**
   * Plain string choices, each both the value and its label.
   * @example { "type": "string", "enum": ["lint", "test", "build"] }
   */
  string: StringMultiSelectItems;
}>;

/**
 * A field of an elicitation form where the user picks several choices; the answer is a
 * list of strings.
 * @example { "title": "Checks to run", "items": { "type": "string", "enum": ["lint", "test", "build"] }, "minItems": 1, "default": ["test"] }
 */
export interface MultiSelectPropertySchema {
  /**
   * A label for the field. Left out and `null` both mean none.
   * @lenient
   */
  title?: string | null;
  /**
   * An explanation of the field for the user. Left out and `null` both mean none.
   * @lenient
   */
  description?: string | null;
  /** The fewest choices the user must pick. Left out and `null` both mean no minimum. */
  minItems?: UInt64 | null;
  /** The most choices the user may pick. Left out and `null` both mean no maximum. */
  maxItems?: UInt64 | null;
  /** The choices on offer. */
  items: MultiSelectItems;
  /**
   * The choices picked when the form opens. Left out and `null` both mean none.
   * @lenient items
   */
  default?: string[] | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A number field of an elicitation form; the value may have a fractional part.
 * @example { "title": "Sampling temperature", "minimum": 0, "maximum": 2, "default": 0.7 }
 */
export interface NumberPropertySchema {
  /**
   * A label for the field. Left out and `null` both mean none.
   * @lenient
   */
  title?: string | null;
  /**
   * An explanation of the field for the user. Left out and `null` both mean none.
   * @lenient
   */
  description?: string | null;
  /** The smallest value allowed, inclusive. Left out and `null` both mean no lower bound. */
  minimum?: number | null;
  /** The largest value allowed, inclusive. Left out and `null` both mean no upper bound. */
  maximum?: number | null;
  /**
   * The value the form starts with. Left out and `null` both mean no default.
   * @lenient
   */
  default?: number | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A format that a string field's value must have. A format this spec does not know is
 * kept, and a client treats it as a hint rather than rejecting the form.
 */
export type StringFormat = OpenEnum<
  /** An email address. */
  | "email"
  /** A URI. */
  | "uri"
  /** A calendar date, `YYYY-MM-DD`. */
  | "date"
  /** A date and time in RFC 3339 form. */
  | "date-time"
>;

/**
 * The plain-string choices of a multi-select field.
 * @example { "type": "string", "enum": ["lint", "test", "build"] }
 */
export interface StringMultiSelectItems {
  /**
   * The choices, at least one.
   * @minItems 1
   */
  enum: string[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A text field of an elicitation form, or a single-choice field when `enum` or `oneOf`
 * is set.
 * @example { "title": "Contact email", "format": "email" }
 * @example { "title": "Branch", "enum": ["main", "develop"], "default": "main" }
 */
export interface StringPropertySchema {
  /**
   * A label for the field. Left out and `null` both mean none.
   * @lenient
   */
  title?: string | null;
  /**
   * An explanation of the field for the user. Left out and `null` both mean none.
   * @lenient
   */
  description?: string | null;
  /** The fewest characters allowed. Left out and `null` both mean no minimum. */
  minLength?: UInt32 | null;
  /** The most characters allowed. Left out and `null` both mean no maximum. */
  maxLength?: UInt32 | null;
  /** A format the value must have. Left out and `null` both mean none. */
  format?: StringFormat | null;
  /**
   * The value the form starts with. Left out and `null` both mean no default.
   * @lenient
   */
  default?: string | null;
  /**
   * The allowed values of a single-choice field without labels; at least one when
   * present. Left out and `null` both mean none.
   * @minItems 1
   */
  enum?: string[] | null;
  /**
   * The allowed values of a single-choice field, with labels; at least one when present.
   * Left out and `null` both mean none.
   * @minItems 1
   */
  oneOf?: EnumOption[] | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The labelled choices of a multi-select field.
 * @example { "anyOf": [{ "const": "lint", "title": "Lint" }, { "const": "test", "title": "Unit tests" }] }
 */
export interface TitledMultiSelectItems {
  /**
   * The choices, at least one.
   * @minItems 1
   */
  anyOf: EnumOption[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}
