/**
 * JSON-RPC messages: unions keyed by `method`, and the envelope around them. Part of the runtime (see
 * runtime.ts).
 */

import { byCodePoint, duplicateProblem, has, isObject, writeAny, writeJson } from "./runtime-text.js";
import type { JsonValue } from "./runtime-text.js";
import { DecodeError, Failure, checkText, describe, fail, key } from "./runtime-errors.js";
import {
  codec,
  defaultSet,
  deref,
  enter,
  featureIn,
  json,
  leave,
  on,
  put,
  repeatedIn,
  writeWith,
} from "./runtime-codecs.js";
import type { Codec, Inner, ParseOptions, Ref } from "./runtime-codecs.js";
import { readingLeniently } from "./runtime-lenient.js";

/**
 * A message whose method this version does not know (or whose unstable
 * feature is off), kept as received. Its `method` reads as undefined so that
 * checks of the method narrow to known ones; the name and params are in `$other`.
 */
export type OtherMessage = {
  readonly method?: undefined;
  readonly $other: { readonly method: string; readonly params?: JsonValue };
};

/** The JSON-RPC version member every envelope carries. */
const JSONRPC = "2.0";

/** A union of messages keyed by `method`: each known method's params codec, and its unstable feature. */
export interface MessageSpec {
  readonly typeName: string;
  readonly methods: { readonly [method: string]: () => Inner<unknown> };
  readonly unstable?: { readonly [method: string]: string };
  /** A method whose name starts with this is an extension: typed dispatch keeps it, with any params. */
  readonly extensionPrefix?: string;
}

/**
 * Why typed dispatch could not read a message: its method is not one the group knows with the
 * features switched on (`unknown-method`), or its payload does not match the method's type
 * (`invalid-payload`, with the located error of that type as `cause`).
 */
export class MethodDispatchError extends Error {
  override readonly name = "MethodDispatchError";
  readonly kind: "unknown-method" | "invalid-payload";
  readonly method: string;
  override readonly cause: DecodeError | undefined;

  constructor(typeName: string, method: string, cause?: DecodeError) {
    super(
      cause === undefined
        ? `${typeName}: unknown method ${JSON.stringify(method)}`
        : `${typeName}: invalid payload for method ${JSON.stringify(method)}: at ${cause.path}: ${cause.problem}`,
    );
    this.kind = cause === undefined ? "unknown-method" : "invalid-payload";
    this.method = method;
    this.cause = cause;
  }
}

/** The features switched on by parse options (the package's defaults when they name none). */
function featuresOf(options: ParseOptions | undefined): ReadonlySet<string> {
  return options?.unstable === undefined ? defaultSet : new Set(options.unstable);
}

/** Whether a method is one of a dispatch table's, with its feature on, or an extension. */
function supports(
  table: { readonly [method: string]: unknown },
  unstable: { readonly [method: string]: string } | undefined,
  prefix: string | undefined,
  method: string,
  options: ParseOptions | undefined,
): boolean {
  if (Object.prototype.hasOwnProperty.call(table, method)) {
    const feature = featureIn(unstable, method);
    return feature === undefined || featuresOf(options).has(feature);
  }
  return prefix !== undefined && method.startsWith(prefix);
}

/** Reads a payload as a method's type (a DecodeError of that type), or as any JSON for an extension. */
function payloadOf(
  typeName: string,
  table: { readonly [method: string]: () => Inner<unknown> },
  method: string,
  payload: unknown,
  options: ParseOptions | undefined,
): { known: true; value: unknown } | { known: false; value: JsonValue } {
  try {
    if (Object.prototype.hasOwnProperty.call(table, method)) {
      return { known: true, value: (table[method]!() as Codec<unknown>).parse(payload, options ?? {}) };
    }
    return { known: false, value: toJsonValue(payload) };
  } catch (e) {
    if (e instanceof DecodeError) throw new MethodDispatchError(typeName, method, e);
    throw e;
  }
}

/** Any JSON value, checked (what an extension carries). */
function toJsonValue(payload: unknown): JsonValue {
  try {
    return json(payload, "$");
  } catch (e) {
    if (e instanceof Failure) throw new DecodeError("JSON", e.path, e.problem);
    throw e;
  }
}

/** The codec of the messages of one side, keyed by method. */
export interface MessageCodec<T> extends Codec<T> {
  /** The methods this version knows. */
  readonly methodNames: readonly string[];
  /**
   * Whether typed dispatch reads this method: one of the group's, with its unstable feature switched on, or an
   * extension (a name with the extension prefix). It does not look at what a peer advertised.
   */
  supportsMethod(method: string, options?: ParseOptions): boolean;
  /**
   * The typed message of a method and its params, selected by the method name (never by the shape of the params).
   * Throws a `MethodDispatchError`: `unknown-method` for a method `supportsMethod` refuses, `invalid-payload`
   * for params that do not match the method's type. An extension keeps its params as JSON (`$other`).
   */
  fromMethodAndParams(method: string, params: unknown, options?: ParseOptions): T;
  /** @internal Decodes the method and params members of an envelope object. */
  decodeMembers(v: Record<string, unknown>, path: string): T;
  /** @internal Writes the method and params members. */
  encodeMembers(value: T, out: Record<string, unknown>): void;
  /**
   * @internal The method and params members as JSON text (`"method":…,"params":…`),
   * or null for a message whose text comes by way of `encodeMembers`.
   */
  writeMembers(value: T): string | null;
}

/**
 * `{ "method", "params" }` keyed by method. A known method's params must match
 * its type; an unknown method is kept as `{ $other }`. Extra members are the
 * envelope's business (see `request` and `notification`).
 */
export function messages<T>(spec: MessageSpec): MessageCodec<T> & Inner<T> {
  const { typeName, methods } = spec;
  const known = (m: string): boolean =>
    Object.prototype.hasOwnProperty.call(methods, m) && on(featureIn(spec.unstable, m));
  const decodeMembers = (v: Record<string, unknown>, path: string): T => {
    const mp = key(path, "method");
    if (!has(v, "method")) fail(mp, "the member 'method' is missing");
    const method = v["method"];
    if (typeof method !== "string") fail(mp, `the method must be a string, got ${describe(method)}`);
    if (!known(method)) {
      checkText(method, mp);
      const other: Record<string, unknown> = { method };
      if (has(v, "params")) other["params"] = json(v["params"], key(path, "params"));
      return { $other: other } as T;
    }
    if (!has(v, "params")) fail(key(path, "params"), `the params of '${method}' are missing`);
    const out: Record<string, unknown> = { method };
    out["params"] = methods[method]!().decode(v["params"], key(path, "params"));
    return out as T;
  };
  const encodeMembers = (value: T, out: Record<string, unknown>): void => {
    const v = value as unknown as Record<string, unknown>;
    if (!has(v, "method") && isObject(v["$other"])) {
      const other = v["$other"];
      put(out, "method", other["method"]);
      if (has(other, "params")) put(out, "params", json(other["params"], "$"));
      return;
    }
    const method = v["method"] as string;
    put(out, "method", method);
    put(out, "params", methods[method]!().encode(v["params"]));
  };
  const writeMembers = (value: T): string | null => {
    const v = value as unknown as Record<string, unknown>;
    // An unknown message, or a member left undefined: rare, and written as `encodeMembers` has it.
    if (!has(v, "method") || v["params"] === undefined) return null;
    const method = v["method"] as string;
    return `"method":${writeAny(method)},"params":${writeWith(methods[method]!(), v["params"])}`;
  };
  const self = codec<T>(typeName, {
    decode(v, path) {
      if (!isObject(v)) fail(path, `expected a ${typeName} object, got ${describe(v)}`);
      enter(path);
      unexpectedMember(v, path, ["method", "params"]);
      const out = decodeMembers(v, path);
      leave();
      return out;
    },
    encode: encodeAll,
    write(value) {
      const members = writeMembers(value);
      return members === null ? writeJson(encodeAll(value)) : `{${members}}`;
    },
  });
  function encodeAll(value: T): JsonValue {
    const out: Record<string, unknown> = {};
    encodeMembers(value, out);
    return out as JsonValue;
  }
  const supportsMethod = (method: string, options?: ParseOptions): boolean =>
    supports(methods, spec.unstable, spec.extensionPrefix, method, options);
  const fromMethodAndParams = (method: string, params: unknown, options?: ParseOptions): T => {
    if (!supportsMethod(method, options)) throw new MethodDispatchError(typeName, method);
    const read = payloadOf(typeName, methods, method, params, options);
    return (read.known ? { method, params: read.value } : { $other: { method, params: read.value } }) as T;
  };
  return Object.assign(self, {
    methodNames: Object.keys(methods),
    decodeMembers,
    encodeMembers,
    writeMembers,
    supportsMethod,
    fromMethodAndParams,
  });
}

/** A JSON-RPC request: an id, and a message keyed by method. `jsonrpc` is written on output and checked on input. */
/** One method of a version: who sends it, and the codecs of its params and result (null for a notification). */
export interface MethodEntry<P = unknown, R = unknown> {
  readonly kind: "request" | "notification";
  readonly direction: string;
  readonly params: Codec<P>;
  readonly result: Codec<R> | null;
}

/** A JSON-RPC request: a message keyed by method, with its id. */
export type Request<Id, M> = { readonly id: Id } & M;
/** A JSON-RPC notification: a message keyed by method, with no id. */
export type Notification<M> = M;
/** A JSON-RPC response: the id of the request it answers, and a result or an error. */
export type Response<Id, R, E> = { readonly id: Id; readonly result: R } | { readonly id: Id; readonly error: E };

/** Checks an envelope's members and steps into it (the caller counts the depth down when done). */
function checkEnvelope(
  v: unknown,
  path: string,
  typeName: string,
  allowed: readonly string[],
): Record<string, unknown> {
  if (!isObject(v)) fail(path, `expected a ${typeName} object, got ${describe(v)}`);
  enter(path);
  if (has(v, "jsonrpc") && v["jsonrpc"] !== JSONRPC)
    fail(key(path, "jsonrpc"), `expected "${JSONRPC}", got ${describe(v["jsonrpc"])}`);
  unexpectedMember(v, path, ["jsonrpc", ...allowed]);
  return v;
}

/** Fails on a member outside `allowed`: of several, the first in code-point order, as every binding reports it. */
function unexpectedMember(v: Record<string, unknown>, path: string, allowed: readonly string[]): void {
  // An envelope is closed: a name it repeats (read leniently) is one of its members, or unexpected anyway.
  const repeated = readingLeniently ? repeatedIn(v) : undefined;
  if (repeated !== undefined) fail(path, duplicateProblem(repeated[0]!));
  const stray = Object.keys(v).filter((k) => !allowed.includes(k));
  if (!stray.length) return;
  for (const k of stray) checkText(k, path);
  const k = stray.sort(byCodePoint)[0]!;
  fail(key(path, k), `unexpected member '${k}'`);
}

/** The envelope of a request: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export function request<Id, M>(
  typeName: string,
  id: Ref<Id>,
  message: MessageCodec<M> & Inner<M>,
): Codec<Request<Id, M>> {
  return codec<Request<Id, M>>(typeName, {
    decode(v, path) {
      const o = checkEnvelope(v, path, typeName, ["id", "method", "params"]);
      if (!has(o, "id")) fail(key(path, "id"), "the member 'id' is missing");
      const out: Record<string, unknown> = { id: deref(id).decode(o["id"], key(path, "id")) };
      Object.assign(out, message.decodeMembers(o, path));
      leave();
      return out as Request<Id, M>;
    },
    encode: encodeRequest,
    write(value) {
      const members = value.id === undefined ? null : message.writeMembers(value);
      if (members === null) return writeJson(encodeRequest(value));
      return `{"jsonrpc":${JSON.stringify(JSONRPC)},"id":${writeWith(deref(id), value.id)},${members}}`;
    },
  });
  function encodeRequest(value: Request<Id, M>): JsonValue {
    const out: Record<string, unknown> = { jsonrpc: JSONRPC, id: deref(id).encode(value.id) };
    message.encodeMembers(value, out);
    return out as JsonValue;
  }
}

/** The envelope of a notification: `{ "jsonrpc": "2.0", "method", "params" }`. */
export function notification<M>(typeName: string, message: MessageCodec<M> & Inner<M>): Codec<Notification<M>> {
  return codec<Notification<M>>(typeName, {
    decode(v, path) {
      const out = message.decodeMembers(checkEnvelope(v, path, typeName, ["method", "params"]), path);
      leave();
      return out;
    },
    encode: encodeNotification,
    write(value) {
      const members = message.writeMembers(value);
      if (members === null) return writeJson(encodeNotification(value));
      return `{"jsonrpc":${JSON.stringify(JSONRPC)},${members}}`;
    },
  });
  function encodeNotification(value: Notification<M>): JsonValue {
    const out: Record<string, unknown> = { jsonrpc: JSONRPC };
    message.encodeMembers(value, out);
    return out as JsonValue;
  }
}

/** The responses one side sends: the result codec of each request it answers. */
export interface ResponseSpec<Id, E> {
  readonly typeName: string;
  readonly id: Ref<Id>;
  readonly error: Ref<E>;
  readonly results: { readonly [method: string]: () => Inner<unknown> };
  /** The unstable feature of each method that has one. */
  readonly unstable?: { readonly [method: string]: string };
  /** A method whose name starts with this is an extension: typed dispatch keeps its result as JSON. */
  readonly extensionPrefix?: string;
}

/**
 * A result read by typed dispatch: the method it answers and the typed result, or, for an extension method,
 * the result as JSON in `$other`.
 */
export type MethodResult<Results> =
  | { [M in keyof Results & string]: { readonly method: M; readonly result: Results[M] } }[keyof Results & string]
  | { readonly method?: undefined; readonly $other: { readonly method: string; readonly result: JsonValue } };

/** The codec of the responses of one side, each result read by the method it answers. */
export interface ResponseCodec<Id, E, Results> extends Codec<Response<Id, JsonValue, E>> {
  /** The codec of the response to one method: its result typed. */
  to<M extends keyof Results & string>(method: M): Codec<Response<Id, Results[M], E>>;
  /** Whether typed dispatch reads a result of this method (see `MessageCodec.supportsMethod`). */
  supportsMethod(method: string, options?: ParseOptions): boolean;
  /**
   * The typed result of the request a method named: the caller keeps the method of each request it sent, since a
   * response does not carry it. Throws a `MethodDispatchError` as `MessageCodec.fromMethodAndParams` does.
   */
  fromMethodAndResult(method: string, result: unknown, options?: ParseOptions): MethodResult<Results>;
  /** A result that typed dispatch read, as JSON again. */
  serializeResult(value: MethodResult<Results>): JsonValue;
}

/**
 * The envelope of a response: `{ "jsonrpc": "2.0", "id", "result" }` or
 * `{ ..., "error" }`. A response does not name its method, so `parse` keeps
 * the result as JSON; `to(method)` parses it as that method's result.
 */
export function responses<Id, E, Results>(spec: ResponseSpec<Id, E>): ResponseCodec<Id, E, Results> {
  const make = <R>(typeName: string, result: Inner<R> | null): Codec<Response<Id, R, E>> => {
    const encode = (value: Response<Id, R, E>): JsonValue => {
      const out: Record<string, unknown> = { jsonrpc: JSONRPC, id: deref(spec.id).encode(value.id) };
      if ("error" in value) put(out, "error", deref(spec.error).encode(value.error));
      else put(out, "result", result ? result.encode(value.result) : json(value.result, "$"));
      return out as JsonValue;
    };
    return codec<Response<Id, R, E>>(typeName, {
      decode(v, path) {
        const o = checkEnvelope(v, path, typeName, ["id", "result", "error"]);
        if (!has(o, "id")) fail(key(path, "id"), "the member 'id' is missing");
        const id = deref(spec.id).decode(o["id"], key(path, "id"));
        if (has(o, "result") === has(o, "error")) fail(path, "a response has exactly one of 'result' and 'error'");
        let out: Response<Id, R, E>;
        if (has(o, "error")) out = { id, error: deref(spec.error).decode(o["error"], key(path, "error")) };
        else {
          const r = key(path, "result");
          out = { id, result: result ? result.decode(o["result"], r) : (json(o["result"], r) as R) };
        }
        leave();
        return out;
      },
      encode,
      write(value) {
        // A member left undefined: written as `encode` has it.
        const member = "error" in value ? value.error : value.result;
        if (value.id === undefined || member === undefined) return writeJson(encode(value));
        const head = `{"jsonrpc":${JSON.stringify(JSONRPC)},"id":${writeWith(deref(spec.id), value.id)},`;
        if ("error" in value) return `${head}"error":${writeWith(deref(spec.error), value.error)}}`;
        return `${head}"result":${result ? writeWith(result, value.result) : writeJson(json(value.result, "$"))}}`;
      },
    });
  };
  const any = make<JsonValue>(spec.typeName, null);
  const supportsMethod = (method: string, options?: ParseOptions): boolean =>
    supports(spec.results, spec.unstable, spec.extensionPrefix, method, options);
  return Object.assign(any, {
    supportsMethod,
    fromMethodAndResult(method: string, result: unknown, options?: ParseOptions): MethodResult<Results> {
      if (!supportsMethod(method, options)) throw new MethodDispatchError(spec.typeName, method);
      const read = payloadOf(spec.typeName, spec.results, method, result, options);
      return (
        read.known ? { method, result: read.value } : { $other: { method, result: read.value } }
      ) as MethodResult<Results>;
    },
    serializeResult(value: MethodResult<Results>): JsonValue {
      const read = value as { method?: string; result?: unknown; $other?: { result: JsonValue } };
      if (read.method === undefined) return toJsonValue(read.$other!.result);
      return (spec.results[read.method]!() as Codec<unknown>).serialize(read.result);
    },
    to<M extends keyof Results & string>(method: M): Codec<Response<Id, Results[M], E>> {
      const r = Object.prototype.hasOwnProperty.call(spec.results, method) ? spec.results[method] : undefined;
      if (!r) throw new Error(`${spec.typeName}: '${method}' is not a request this side answers`);
      // Errors name the response type, as every parse error names a spec type; the path says where.
      return make<Results[M]>(spec.typeName, r() as Inner<Results[M]>);
    },
  });
}

/**
 * An envelope codec read under its published name (`v2.ClientRequest`): the JSON-RPC message as the published
 * schema has it, without its `jsonrpc` member. It reads as the envelope reads (`jsonrpc` may be there, and then
 * is `"2.0"`), names its errors by `typeName`, and writes no `jsonrpc`.
 */
export function withoutJsonRpc<T>(typeName: string, envelope: Codec<T>): Codec<T> {
  const inner = envelope as unknown as Inner<T>;
  return codec<T>(typeName, {
    decode: (v, path) => inner.decode(v, path),
    encode(value) {
      const out = inner.encode(value);
      if (!isObject(out)) return out;
      const rest: Record<string, JsonValue> = {};
      for (const [k, v] of Object.entries(out)) if (k !== "jsonrpc") put(rest, k, v);
      return rest as JsonValue;
    },
  });
}

/** Typed dispatch of a response group, whatever its result types (what `DispatchTable` holds). */
export interface ResultDispatcher {
  supportsMethod(method: string, options?: ParseOptions): boolean;
  fromMethodAndResult(method: string, result: unknown, options?: ParseOptions): unknown;
  serializeResult(value: unknown): JsonValue;
}

/** The message groups of a version by qualified name: request and notification groups, and response groups. */
export type DispatchTable = {
  readonly [name: string]: MessageCodec<unknown> | ResultDispatcher;
};

/** One known message of a union keyed by method. */
export type Call<M extends string, P> = { readonly method: M; readonly params: P };
