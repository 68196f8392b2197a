/**
* A JSON-RPC 2.0 peer over newline-delimited JSON: the machinery under the generated handler interfaces, senders and
* `connect` functions of each version (`v2.connectAgent`, `v2.connectClient`...). Nothing here knows a method of the
* protocol: each side's tables (the methods it answers and sends, the cancellation notification) come from the spec
* through the generated modules.
*
* - Transports: `ndJsonNode` (Node readable and writable streams, such as a child's stdio), `ndJsonWeb` (web
*   streams), `memoryPair` (two transports wired to each other, for tests). Incoming lines are limited in size
*   (`DEFAULT_MAX_MESSAGE_BYTES`, 32 MiB, unless set); a longer line ends the connection with `MessageTooLargeError`.
* - Ordering: incoming messages are taken in the order the peer wrote them. A notification's handler runs to its end
*   before the next notification's handler or a later request's handler starts, and a response settles its caller
*   only after the handlers of every notification that came before it. A notification handler must therefore not
*   wait for the answer to a request of its own (start the request and return instead).
* - Requests in both directions run concurrently: a request's handler is started in order but not waited for.
* - Cancellation: a caller's `AbortSignal` sends the cancellation notification with the request's id; the call still
*   settles with the peer's answer, or at once with `-32800` when `cancel: "reject"` is asked for. An incoming
*   cancellation fires the signal of the handler of that request.
* - Errors answered: a line that is not JSON `-32700`, a batch (a JSON array) or a message of no known form `-32600`,
*   an unknown method `-32601`, params that do not parse `-32602` (the located error in `data`), a handler that
*   throws `-32603`, or the code of the `RequestError` it throws. An unknown notification is ignored.
* - Ending: when the stream ends or breaks, or `close()` is called, every pending call fails with a
*   `ConnectionClosedError` that names the cause, and every running handler's signal fires.
*/
import { type Codec, type JsonValue, type MessageCodec, type ResultDispatcher } from "./runtime.js";
/** The largest incoming line read by default: 32 MiB, as upstream's SDKs have it. */
export declare const DEFAULT_MAX_MESSAGE_BYTES: number;
/** The JSON-RPC error codes the runtime answers with. */
export declare const ErrorCodes: {
	readonly parseError: -32700;
	readonly invalidRequest: -32600;
	readonly methodNotFound: -32601;
	readonly invalidParams: -32602;
	readonly internalError: -32603;
	readonly requestCancelled: -32800;
};
/** A JSON-RPC error: thrown by a handler to answer with its code, and what a call rejects with when the peer answers an error. */
export declare class RequestError extends Error {
	override readonly name: string;
	readonly code: number;
	readonly data: JsonValue | undefined;
	constructor(code: number, message: string, data?: JsonValue);
	/** The `error` member of a response. */
	toJson(): JsonValue;
}
/** Why pending calls failed: the connection ended. `cause` says how (end of stream, a broken stream, a too long line, `close()`). */
export declare class ConnectionClosedError extends Error {
	override readonly name: string;
	override readonly cause: unknown;
	constructor(label: string, cause: unknown);
}
/** An incoming line longer than the limit: the connection ends with it. */
export declare class MessageTooLargeError extends Error {
	override readonly name: string;
	readonly maxMessageBytes: number;
	constructor(maxMessageBytes: number);
}
/** A message stream: lines in (without their line ending), lines out. */
export interface Transport {
	/** The incoming lines, in order; ends when the peer closes its side, throws when the stream breaks. */
	readonly lines: AsyncIterable<string>;
	/** Writes one message as one line; resolves when it is handed on. */
	write(line: string): Promise<void>;
	/** Closes the outgoing side. */
	close(): Promise<void>;
}
/** How a transport reads: the largest incoming line, in bytes of UTF-8. */
export interface TransportOptions {
	readonly maxMessageBytes?: number;
}
/** Splits byte chunks into lines (LF or CRLF), each at most `max` bytes; a longer one throws MessageTooLargeError. */
export declare function splitLines(chunks: AsyncIterable<Uint8Array | string>, max: number): AsyncGenerator<string>;
/** What `ndJsonNode` reads: a Node readable stream (such as `process.stdin` or a child's `stdout`). */
export interface NodeReadable {
	[Symbol.asyncIterator](): AsyncIterator<unknown>;
}
/** What `ndJsonNode` writes to: a Node writable stream (such as `process.stdout` or a child's `stdin`). */
export interface NodeWritable {
	write(chunk: string, callback: (error?: Error | null) => void): boolean;
	end(callback?: () => void): unknown;
	on?(event: "error", listener: (error: Error) => void): unknown;
}
/** Newline-delimited JSON over Node streams: `ndJsonNode(process.stdin, process.stdout)` in an agent. */
export declare function ndJsonNode(input: NodeReadable, output: NodeWritable, options?: TransportOptions): Transport;
/** Newline-delimited JSON over web streams (`ReadableStream` and `WritableStream` of bytes). */
export declare function ndJsonWeb(input: ReadableStream<Uint8Array>, output: WritableStream<Uint8Array>, options?: TransportOptions): Transport;
/**
* Two transports wired to each other in memory: what one writes, the other reads, with the same line limit as a
* stream (a line is checked against it as it is read). For tests, and for two peers in one process.
*/
export declare function memoryPair(options?: TransportOptions): [Transport, Transport];
/** The notification that withdraws a request, as the spec names it: its method, and its params from and to an id. */
export interface CancelSpec {
	readonly method: string;
	readonly params: (id: JsonValue) => JsonValue;
	readonly id: (params: unknown) => JsonValue;
}
/** One side of a version: what it receives and sends, read and written with the version's codecs. */
export interface SideSpec {
	/** `v2 agent`: names errors. */
	readonly label: string;
	/** The requests it answers, and the notifications it receives. */
	readonly requests: MessageCodec<unknown>;
	readonly notifications: MessageCodec<unknown>;
	/** The requests and notifications it sends (for which methods it may send, with the features on). */
	readonly sends: MessageCodec<unknown>;
	readonly notifies: MessageCodec<unknown>;
	/** Reads the results of the requests it sends. */
	readonly results: ResultDispatcher;
	/** Writes the results of the requests it answers. */
	readonly answers: ResultDispatcher;
	/** The params codec of each method it sends. */
	readonly params: {
		readonly [method: string]: Codec<unknown>;
	};
	/** The handler name of each method it receives. */
	readonly handlers: {
		readonly [method: string]: string;
	};
	/** A sender per method it sends: its name, the method, and whether it is a request. */
	readonly senders: readonly (readonly [name: string, method: string, request: boolean])[];
	/** Null when the version has no cancellation notification. */
	readonly cancel: CancelSpec | null;
}
/** How a call waits: `signal` withdraws it (the cancellation notification is sent). */
export interface CallOptions {
	readonly signal?: AbortSignal;
	/**
	* What an aborted call does: `wait` (the default) settles with the peer's answer, as the protocol asks of the
	* receiver; `reject` rejects at once with `RequestError` `-32800` and drops the answer when it comes.
	*/
	readonly cancel?: "wait" | "reject";
}
/** How a connection reads: the unstable features switched on (the package's defaults otherwise), and a report hook. */
export interface ConnectionOptions {
	readonly unstable?: readonly string[];
	/**
	* Called with what cannot be answered: a notification whose params do not parse, or whose handler throws, and a
	* response to no pending call.
	*/
	readonly onError?: (error: Error) => void;
}
/** What every handler gets: the peer (to call it back), and the signal that fires when the connection ends. */
export interface NotificationContext<P> {
	readonly peer: P;
	readonly signal: AbortSignal;
}
/** What a request handler gets: the request's id, and a signal that fires when the peer withdraws the request. */
export interface RequestContext<P> extends NotificationContext<P> {
	readonly id: JsonValue;
}
/** A handler's value, or a promise of it. */
export type Awaitable<T> = T | Promise<T>;
/** The handlers of the extension methods (names with the version's extension prefix), whose params and results are any JSON. */
export interface ExtensionHandlers<P> {
	extRequest?(method: string, params: JsonValue | undefined, context: RequestContext<P>): Awaitable<JsonValue>;
	extNotification?(method: string, params: JsonValue | undefined, context: NotificationContext<P>): Awaitable<void>;
}
/** The other side of a connection: what every generated peer has beside its typed senders. */
export interface Peer {
	/**
	* Sends a request by method: one of the side's (typed params and result, refused when its unstable feature is off),
	* or any other method (an extension's), whose params and result are JSON.
	*/
	request(method: string, params: unknown, options?: CallOptions): Promise<unknown>;
	/** Sends a notification by method, as `request` sends a request. */
	notify(method: string, params: unknown): Promise<void>;
	/** Ends the connection: pending calls fail, running handlers' signals fire, the outgoing stream is closed. */
	close(): Promise<void>;
	/** Resolves with the cause when the connection has ended. */
	readonly closed: Promise<Error>;
	/** Fires when the connection ends. */
	readonly signal: AbortSignal;
}
/**
* Serves one side of a connection: reads the transport, calls `handlers` (an object with a method per handler name,
* as the generated `...Handlers` interface has them), and gives the other side as a peer `P` with a sender per method.
* The generated `connect...` functions call it with their side's tables.
*/
export declare function connect<P extends Peer>(side: SideSpec, handlers: object, transport: Transport, options?: ConnectionOptions): P;
