import type { JsonValue } from "./runtime-text.js";
import { DecodeError } from "./runtime-errors.js";
import type { Codec, Inner, ParseOptions, Ref } from "./runtime-codecs.js";
/**
* A message whose method this version does not know (or whose unstable
* feature is off), kept as received. Its `method` reads as undefined so that
* checks of the method narrow to known ones; the name and params are in `$other`.
*/
export type OtherMessage = {
	readonly method?: undefined;
	readonly $other: {
		readonly method: string;
		readonly params?: JsonValue;
	};
};
/** A union of messages keyed by `method`: each known method's params codec, and its unstable feature. */
export interface MessageSpec {
	readonly typeName: string;
	readonly methods: {
		readonly [method: string]: () => Inner<unknown>;
	};
	readonly unstable?: {
		readonly [method: string]: string;
	};
	/** A method whose name starts with this is an extension: typed dispatch keeps it, with any params. */
	readonly extensionPrefix?: string;
}
/**
* Why typed dispatch could not read a message: its method is not one the group knows with the
* features switched on (`unknown-method`), or its payload does not match the method's type
* (`invalid-payload`, with the located error of that type as `cause`).
*/
export declare class MethodDispatchError extends Error {
	override readonly name = "MethodDispatchError";
	readonly kind: "unknown-method" | "invalid-payload";
	readonly method: string;
	override readonly cause: DecodeError | undefined;
	constructor(typeName: string, method: string, cause?: DecodeError);
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
export declare function messages<T>(spec: MessageSpec): MessageCodec<T> & Inner<T>;
/** A JSON-RPC request: an id, and a message keyed by method. `jsonrpc` is written on output and checked on input. */
/** One method of a version: who sends it, and the codecs of its params and result (null for a notification). */
export interface MethodEntry<
	P = unknown,
	R = unknown
> {
	readonly kind: "request" | "notification";
	readonly direction: string;
	readonly params: Codec<P>;
	readonly result: Codec<R> | null;
}
/** A JSON-RPC request: a message keyed by method, with its id. */
export type Request<
	Id,
	M
> = {
	readonly id: Id;
} & M;
/** A JSON-RPC notification: a message keyed by method, with no id. */
export type Notification<M> = M;
/** A JSON-RPC response: the id of the request it answers, and a result or an error. */
export type Response<
	Id,
	R,
	E
> = {
	readonly id: Id;
	readonly result: R;
} | {
	readonly id: Id;
	readonly error: E;
};
/** The envelope of a request: `{ "jsonrpc": "2.0", "id", "method", "params" }`. */
export declare function request<
	Id,
	M
>(typeName: string, id: Ref<Id>, message: MessageCodec<M> & Inner<M>): Codec<Request<Id, M>>;
/** The envelope of a notification: `{ "jsonrpc": "2.0", "method", "params" }`. */
export declare function notification<M>(typeName: string, message: MessageCodec<M> & Inner<M>): Codec<Notification<M>>;
/** The responses one side sends: the result codec of each request it answers. */
export interface ResponseSpec<
	Id,
	E
> {
	readonly typeName: string;
	readonly id: Ref<Id>;
	readonly error: Ref<E>;
	readonly results: {
		readonly [method: string]: () => Inner<unknown>;
	};
	/** The unstable feature of each method that has one. */
	readonly unstable?: {
		readonly [method: string]: string;
	};
	/** A method whose name starts with this is an extension: typed dispatch keeps its result as JSON. */
	readonly extensionPrefix?: string;
}
/**
* A result read by typed dispatch: the method it answers and the typed result, or, for an extension method,
* the result as JSON in `$other`.
*/
export type MethodResult<Results> = { [M in keyof Results & string]: {
	readonly method: M;
	readonly result: Results[M];
} }[keyof Results & string] | {
	readonly method?: undefined;
	readonly $other: {
		readonly method: string;
		readonly result: JsonValue;
	};
};
/** The codec of the responses of one side, each result read by the method it answers. */
export interface ResponseCodec<
	Id,
	E,
	Results
> extends Codec<Response<Id, JsonValue, E>> {
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
export declare function responses<
	Id,
	E,
	Results
>(spec: ResponseSpec<Id, E>): ResponseCodec<Id, E, Results>;
/**
* An envelope codec read under its published name (`v2.ClientRequest`): the JSON-RPC message as the published
* schema has it, without its `jsonrpc` member. It reads as the envelope reads (`jsonrpc` may be there, and then
* is `"2.0"`), names its errors by `typeName`, and writes no `jsonrpc`.
*/
export declare function withoutJsonRpc<T>(typeName: string, envelope: Codec<T>): Codec<T>;
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
export type Call<
	M extends string,
	P
> = {
	readonly method: M;
	readonly params: P;
};
