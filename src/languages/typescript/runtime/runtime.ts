/**
 * The runtime behind the generated codecs: small combinators that parse JSON
 * into typed values and serialize them back. It depends on nothing.
 *
 * Parsing rejects what the spec forbids with a DecodeError that names the JSON
 * path. It keeps unknown object fields and unknown variants of open unions,
 * and it keeps an absent key apart from `null`. Whatever the input, it does
 * not overflow the stack: a document nested deeper than 128 arrays and objects
 * is rejected, as is a string or key with a lone surrogate. Serializing gives back the
 * same JSON, in a canonical order: known fields in spec order, then other keys
 * sorted.
 */

export { writeJson, DuplicateMemberError, readJson } from "./runtime-text.js";
export type { JsonValue, JsonObject, ReadOptions } from "./runtime-text.js";
export { DecodeError } from "./runtime-errors.js";
export type { ParseResult } from "./runtime-errors.js";
export { LenientWalk, parseLenientJson, parseLenient } from "./runtime-lenient.js";
export type { Dropped, LenientResult, LenientDrop, Lenient } from "./runtime-lenient.js";
export {
  patchState,
  setDefaultUnstable,
  gate,
  string,
  null_,
  number,
  int,
  bounded,
  atLeast,
  boolean,
  anyJson,
  jsonObject,
  literal,
  array,
  map,
  nullable,
  opaque,
  alias,
  enumeration,
  required,
  optional,
  patch,
  object,
  taggedUnion,
  untagged,
} from "./runtime-codecs.js";
export type {
  Patch,
  PatchState,
  Brand,
  Other,
  CodecCore,
  ParseOptions,
  Codec,
  Ref,
  Bounds,
  MinCount,
  EnumCodec,
  EnumSpec,
  FieldSpec,
  ObjectOptions,
  ObjectCodec,
  ObjectSpec,
  Variants,
  UnionCodec,
  UnionSpec,
  UntaggedSpec,
  CodecTable,
} from "./runtime-codecs.js";
export { MethodDispatchError, messages, request, notification, responses, withoutJsonRpc } from "./runtime-jsonrpc.js";
export type {
  OtherMessage,
  MessageSpec,
  MessageCodec,
  MethodEntry,
  Request,
  Notification,
  Response,
  ResponseSpec,
  MethodResult,
  ResponseCodec,
  ResultDispatcher,
  DispatchTable,
  Call,
} from "./runtime-jsonrpc.js";
