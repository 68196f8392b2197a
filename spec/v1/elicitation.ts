import type { Int64, Opaque, OpenUnion, UInt32, UInt64, Unit } from "../vocabulary.js";
import type { Meta, SessionId } from "./ids.js";
import type { ToolCallId } from "./protocol.js";
import type { RequestId } from "./session-methods.js";

/**
 * A yes/no field of an elicitation form.
 * @example { "title": "Run the tests first", "default": true }
 */
export interface BooleanPropertySchema {
  /**
   * A label for the field. Absent or `null`: none.
   * @lenient
   */
  title?: string | null;
  /**
   * Help text for the field. Absent or `null`: none.
   * @lenient
   */
  description?: string | null;
  /**
   * The value the form starts with. Absent or `null`: none.
   * @lenient
   */
  default?: boolean | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of the notification `elicitation/complete`: the URL elicitation that has finished.
 * @example { "elicitationId": "elic_7f3a" }
 */
export interface CompleteElicitationNotification {
  /** The `elicitationId` the agent gave in its URL-mode `elicitation/create`. */
  elicitationId: ElicitationId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `elicitation/create`, tagged on `mode`: how the user is asked, and what to tell them. A client that
 * does not know a mode keeps the request as received when it stores or forwards it, and never shows it as one of the
 * known modes.
 * @example { "mode": "form", "message": "Which branch should I deploy?", "sessionId": "sess_abc123def456", "requestedSchema": { "type": "object", "properties": { "branch": { "type": "string", "title": "Branch" } }, "required": ["branch"] } }
 */
export type CreateElicitationRequest = OpenUnion<"mode", {
  /**
   * The client shows a form built from a JSON Schema and returns what the user entered.
   * @example { "mode": "form", "message": "Which branch should I deploy?", "sessionId": "sess_abc123def456", "toolCallId": "call_001", "requestedSchema": { "type": "object", "properties": { "branch": { "type": "string", "title": "Branch", "default": "main" }, "dryRun": { "type": "boolean", "title": "Dry run" } }, "required": ["branch"] } }
   */
  form: ElicitationFormMode;
  /**
   * The client sends the user to a web page, for example to sign in. What happens there stays between the user and
   * the page; the agent reports the end with `elicitation/complete`.
   * @example { "mode": "url", "message": "Sign in to the issue tracker to continue.", "sessionId": "sess_abc123def456", "elicitationId": "elic_7f3a", "url": "https://tracker.example.com/oauth/authorize?state=elic_7f3a" }
   */
  url: ElicitationUrlMode;
}> & {
  /** What the agent needs from the user and why, shown to the user. */
  message: string;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
};

/**
 * The result of `elicitation/create`, tagged on `action`: what the user did. An agent that does not know an action
 * keeps the response as received when it stores or forwards it, and never treats it as one of the known actions.
 * @example { "action": "accept", "content": { "branch": "main", "dryRun": false } }
 */
export type CreateElicitationResponse = OpenUnion<"action", {
  /**
   * The user went along: submitted the form, or agreed to open the URL.
   * @example { "action": "accept", "content": { "branch": "release-2.1", "dryRun": true } }
   */
  accept: ElicitationAcceptAction;
  /**
   * The user refused to answer.
   * @example { "action": "decline" }
   */
  decline: Unit;
  /**
   * The request was dismissed without an answer, for example because the user closed it.
   * @example { "action": "cancel" }
   */
  cancel: Unit;
}> & {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
};

/**
 * The fields of an `accept` answer.
 * @example { "content": { "branch": "main" } }
 */
export interface ElicitationAcceptAction {
  /**
   * What the user entered, keyed by the form's property names, matching the requested schema. Absent or `null` for
   * a URL elicitation, or when there is nothing to return.
   */
  content?: Record<string, ElicitationContentValue> | null;
}

/**
 * Which kinds of elicitation the client can show, advertised in `initialize`. An agent only uses the modes listed.
 * @example { "form": {}, "url": {} }
 */
export interface ElicitationCapabilities {
  /**
   * Present (even as `{}`) when the client can show forms. Absent or `null`: not supported.
   * @lenient
   */
  form?: ElicitationFormCapabilities | null;
  /**
   * Present (even as `{}`) when the client can send the user to a URL. Absent or `null`: not supported.
   * @lenient
   */
  url?: ElicitationUrlCapabilities | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One value the user entered in an elicitation form: text, an integer, a number, a boolean, or the chosen items of a
 * multi-select field.
 * @example "main"
 * @example 3
 * @example ["linux", "macos"]
 */
export type ElicitationContentValue = string | Int64 | number | boolean | string[];

/**
 * Marks form support in `ElicitationCapabilities`; `{}` is enough.
 * @example {}
 */
export interface ElicitationFormCapabilities {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The fields of a `form` elicitation: the form to show, and what the request belongs to (a session, optionally one
 * of its tool calls, or an earlier request outside any session).
 * @differs Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected.
 * @example { "sessionId": "sess_abc123def456", "requestedSchema": { "type": "object", "properties": { "branch": { "type": "string" } } } }
 */
export interface ElicitationFormMode {
  /** The form, as a restricted JSON Schema: an object whose properties are simple fields. */
  requestedSchema: ElicitationSchema;
  /** The session the request belongs to. Absent when it belongs to `requestId` instead. */
  sessionId?: SessionId;
  /** With `sessionId`: the tool call that needs the input. Absent or `null`: the session as a whole. */
  toolCallId?: ToolCallId | null;
  /**
   * The client's request the question belongs to, before any session exists (during authentication, say). Absent
   * when it belongs to `sessionId` instead.
   */
  requestId?: RequestId;
}

/**
 * Identifies a URL elicitation; the agent chooses it and repeats it in `elicitation/complete`.
 * @example "elic_7f3a"
 */
export type ElicitationId = Opaque<string>;

/**
 * One field of an elicitation form, tagged on `type` as in JSON Schema. A single choice is a `string` field with
 * `enum` or `oneOf`; a multiple choice is an `array` field. A client that does not know a type keeps the schema as
 * received when it stores or forwards it, and never shows it as one of the known field types.
 * @example { "type": "string", "title": "Branch", "default": "main" }
 */
export type ElicitationPropertySchema = OpenUnion<"type", {
  /**
   * A text field, or a single choice when `enum` or `oneOf` is set.
   * @example { "type": "string", "title": "Environment", "oneOf": [{ "const": "staging", "title": "Staging" }, { "const": "prod", "title": "Production" }] }
   */
  string: StringPropertySchema;
  /**
   * A number field, fractions allowed.
   * @example { "type": "number", "title": "Sampling rate", "minimum": 0, "maximum": 1, "default": 0.5 }
   */
  number: NumberPropertySchema;
  /**
   * A whole-number field.
   * @example { "type": "integer", "title": "Retries", "minimum": 0, "maximum": 10, "default": 3 }
   */
  integer: IntegerPropertySchema;
  /**
   * A yes/no field.
   * @example { "type": "boolean", "title": "Dry run", "default": false }
   */
  boolean: BooleanPropertySchema;
  /**
   * A multiple choice: the answer is a list of strings.
   * @example { "type": "array", "title": "Platforms", "items": { "type": "string", "enum": ["linux", "macos", "windows"] }, "minItems": 1 }
   */
  array: MultiSelectPropertySchema;
}>;

/**
 * Ties an elicitation to a client request made outside any session, such as during authentication.
 * @example { "requestId": 1 }
 */
export interface ElicitationRequestScope {
  /** The request the question belongs to. */
  requestId: RequestId;
}

/**
 * The form of a `form` elicitation: a JSON Schema object whose properties are all simple fields.
 * @example { "type": "object", "title": "Deployment", "properties": { "branch": { "type": "string", "title": "Branch" } }, "required": ["branch"] }
 */
export interface ElicitationSchema {
  /**
   * Always `"object"`; absent means the same.
   * @lenient
   */
  type?: ElicitationSchemaType;
  /**
   * A title for the form. Absent or `null`: none.
   * @lenient
   */
  title?: string | null;
  /** The form's fields, keyed by the names the answer uses. Absent means no fields. */
  properties?: Record<string, ElicitationPropertySchema>;
  /** The names of the fields the user must fill in. Absent or `null`: none are required. */
  required?: string[] | null;
  /**
   * What the form is for. Absent or `null`: no description.
   * @lenient
   */
  description?: string | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/** The JSON Schema type of an elicitation form; only objects are allowed. */
export type ElicitationSchemaType =
  /** An object whose properties are the form's fields. */
  | "object";

/**
 * Ties an elicitation to a session, and optionally to one of its tool calls (for example when an MCP server asked
 * the agent for input during that call).
 * @example { "sessionId": "sess_abc123def456", "toolCallId": "call_001" }
 */
export interface ElicitationSessionScope {
  /** The session the question belongs to. */
  sessionId: SessionId;
  /**
   * The tool call that needs the input. Absent or `null`: the session as a whole.
   * @lenient
   */
  toolCallId?: ToolCallId | null;
}

/**
 * Marks URL support in `ElicitationCapabilities`; `{}` is enough.
 * @example {}
 */
export interface ElicitationUrlCapabilities {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The fields of a `url` elicitation: the page to send the user to, and what the request belongs to (a session,
 * optionally one of its tool calls, or an earlier request outside any session).
 * @differs Published as fields beside the alternatives ElicitationSessionScope | ElicitationRequestScope; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected.
 * @example { "elicitationId": "elic_7f3a", "url": "https://tracker.example.com/oauth/authorize?state=elic_7f3a", "sessionId": "sess_abc123def456" }
 */
export interface ElicitationUrlMode {
  /** The elicitation's id, repeated in `elicitation/complete` when it is done. */
  elicitationId: ElicitationId;
  /** The page the client opens for the user. */
  url: string;
  /** The session the request belongs to. Absent when it belongs to `requestId` instead. */
  sessionId?: SessionId;
  /** With `sessionId`: the tool call that needs the input. Absent or `null`: the session as a whole. */
  toolCallId?: ToolCallId | null;
  /** The client's request the question belongs to, outside any session. Absent when it belongs to `sessionId`. */
  requestId?: RequestId;
}

/**
 * One choice of a titled single- or multi-select field.
 * @example { "const": "prod", "title": "Production", "description": "The live environment" }
 */
export interface EnumOption {
  /** The value the answer holds when this choice is picked. */
  const: string;
  /** The label shown for the choice. */
  title: string;
  /**
   * More detail about the choice. Absent or `null`: none.
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
 * A whole-number field of an elicitation form.
 * @example { "title": "Retries", "minimum": 0, "maximum": 10, "default": 3 }
 */
export interface IntegerPropertySchema {
  /**
   * A label for the field. Absent or `null`: none.
   * @lenient
   */
  title?: string | null;
  /**
   * Help text for the field. Absent or `null`: none.
   * @lenient
   */
  description?: string | null;
  /** The smallest value allowed, inclusive. Absent or `null`: no lower bound. */
  minimum?: Int64 | null;
  /** The largest value allowed, inclusive. Absent or `null`: no upper bound. */
  maximum?: Int64 | null;
  /**
   * The value the form starts with. Absent or `null`: none.
   * @lenient
   */
  default?: Int64 | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The choices of a multi-select field: typed choices (tried first; plain strings when
 * `type` is `"string"`, or a newer kind of choice kept whole), else titled choices.
 * @example { "type": "string", "enum": ["linux", "macos", "windows"] }
 * @example { "anyOf": [{ "const": "linux", "title": "Linux" }, { "const": "macos", "title": "macOS" }] }
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
 * A multiple-choice field of an elicitation form; the answer is a list of the chosen strings.
 * @example { "title": "Platforms", "items": { "type": "string", "enum": ["linux", "macos", "windows"] }, "minItems": 1, "default": ["linux"] }
 */
export interface MultiSelectPropertySchema {
  /**
   * A label for the field. Absent or `null`: none.
   * @lenient
   */
  title?: string | null;
  /**
   * Help text for the field. Absent or `null`: none.
   * @lenient
   */
  description?: string | null;
  /** The fewest choices the user must pick. Absent or `null`: no minimum. */
  minItems?: UInt64 | null;
  /** The most choices the user may pick. Absent or `null`: no maximum. */
  maxItems?: UInt64 | null;
  /** The choices offered. */
  items: MultiSelectItems;
  /**
   * The choices picked when the form opens. Absent or `null`: none.
   * @lenient items
   */
  default?: string[] | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A number field of an elicitation form; fractions are allowed.
 * @example { "title": "Sampling rate", "minimum": 0, "maximum": 1, "default": 0.5 }
 */
export interface NumberPropertySchema {
  /**
   * A label for the field. Absent or `null`: none.
   * @lenient
   */
  title?: string | null;
  /**
   * Help text for the field. Absent or `null`: none.
   * @lenient
   */
  description?: string | null;
  /** The smallest value allowed, inclusive. Absent or `null`: no lower bound. */
  minimum?: number | null;
  /** The largest value allowed, inclusive. Absent or `null`: no upper bound. */
  maximum?: number | null;
  /**
   * The value the form starts with. Absent or `null`: none.
   * @lenient
   */
  default?: number | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/** A format a string field's value must have. */
export type StringFormat =
  /** An email address. */
  | "email"
  /** A URI. */
  | "uri"
  /** A calendar date, `YYYY-MM-DD`. */
  | "date"
  /** A date and time in ISO 8601 form. */
  | "date-time";

/**
 * Multi-select choices given as plain strings, each both the value and its label.
 * @example { "type": "string", "enum": ["linux", "macos", "windows"] }
 */
export interface StringMultiSelectItems {
  /** The values the user can choose from. */
  enum: string[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A text field of an elicitation form, or a single choice when `enum` or `oneOf` is set.
 * @example { "title": "Email", "format": "email", "maxLength": 254 }
 */
export interface StringPropertySchema {
  /**
   * A label for the field. Absent or `null`: none.
   * @lenient
   */
  title?: string | null;
  /**
   * Help text for the field. Absent or `null`: none.
   * @lenient
   */
  description?: string | null;
  /** The shortest text allowed, in characters. Absent or `null`: no minimum. */
  minLength?: UInt32 | null;
  /** The longest text allowed, in characters. Absent or `null`: no maximum. */
  maxLength?: UInt32 | null;
  /** A regular expression the text must match. Absent or `null`: no pattern. */
  pattern?: string | null;
  /** A format the text must have. Absent or `null`: any text. */
  format?: StringFormat | null;
  /**
   * The text the form starts with. Absent or `null`: none.
   * @lenient
   */
  default?: string | null;
  /** The allowed values of a single choice without labels. Absent or `null`: not a choice of this kind. */
  enum?: string[] | null;
  /** The choices of a single choice with labels. Absent or `null`: not a choice of this kind. */
  oneOf?: EnumOption[] | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Multi-select choices given with labels. Like MCP, it carries no `type`.
 * @example { "anyOf": [{ "const": "linux", "title": "Linux" }, { "const": "macos", "title": "macOS" }] }
 */
export interface TitledMultiSelectItems {
  /** The choices, each a value with a label. */
  anyOf: EnumOption[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}
