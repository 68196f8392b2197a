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
import {
  DecodeError,
  MethodDispatchError,
  readJson,
  writeJson,
  type Codec,
  type JsonValue,
  type MessageCodec,
  type ParseOptions,
  type ResultDispatcher,
} from "./runtime.js";

/** The largest incoming line read by default: 32 MiB, as upstream's SDKs have it. */
export const DEFAULT_MAX_MESSAGE_BYTES: number = 32 * 1024 * 1024;

/** The JSON-RPC error codes the runtime answers with. */
export const ErrorCodes: {
  readonly parseError: -32700;
  readonly invalidRequest: -32600;
  readonly methodNotFound: -32601;
  readonly invalidParams: -32602;
  readonly internalError: -32603;
  readonly requestCancelled: -32800;
} = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  requestCancelled: -32800,
};

/** A JSON-RPC error: thrown by a handler to answer with its code, and what a call rejects with when the peer answers an error. */
export class RequestError extends Error {
  override readonly name: string = "RequestError";
  readonly code: number;
  readonly data: JsonValue | undefined;

  constructor(code: number, message: string, data?: JsonValue) {
    super(message);
    this.code = code;
    this.data = data;
  }

  /** The `error` member of a response. */
  toJson(): JsonValue {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

/** Why pending calls failed: the connection ended. `cause` says how (end of stream, a broken stream, a too long line, `close()`). */
export class ConnectionClosedError extends Error {
  override readonly name: string = "ConnectionClosedError";
  override readonly cause: unknown;

  constructor(label: string, cause: unknown) {
    super(`${label}: the connection closed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.cause = cause;
  }
}

/** An incoming line longer than the limit: the connection ends with it. */
export class MessageTooLargeError extends Error {
  override readonly name: string = "MessageTooLargeError";
  readonly maxMessageBytes: number;

  constructor(maxMessageBytes: number) {
    super(`an incoming message exceeds the limit of ${maxMessageBytes} bytes`);
    this.maxMessageBytes = maxMessageBytes;
  }
}

// ---------------------------------------------------------------------------
// Transports

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

function limitOf(options: TransportOptions | undefined): number {
  const max = options?.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  if (!Number.isSafeInteger(max) || max <= 0) throw new RangeError("maxMessageBytes must be a positive safe integer");
  return max;
}

const NEWLINE = 0x0a;

/** Splits byte chunks into lines (LF or CRLF), each at most `max` bytes; a longer one throws MessageTooLargeError. */
export async function* splitLines(chunks: AsyncIterable<Uint8Array | string>, max: number): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending: Uint8Array[] = [];
  let size = 0;
  const take = (last: Uint8Array): string => {
    let bytes: Uint8Array;
    if (pending.length === 0) bytes = last;
    else {
      bytes = new Uint8Array(size + last.length);
      let at = 0;
      for (const p of pending) {
        bytes.set(p, at);
        at += p.length;
      }
      bytes.set(last, at);
    }
    pending = [];
    size = 0;
    const n = bytes.length;
    return decoder.decode(n > 0 && bytes[n - 1] === 0x0d ? bytes.subarray(0, n - 1) : bytes);
  };
  for await (const chunk of chunks) {
    const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
    let start = 0;
    for (let nl = bytes.indexOf(NEWLINE); nl !== -1; nl = bytes.indexOf(NEWLINE, start)) {
      if (size + (nl - start) > max) throw new MessageTooLargeError(max);
      yield take(bytes.subarray(start, nl));
      start = nl + 1;
    }
    if (start < bytes.length) {
      size += bytes.length - start;
      if (size > max) throw new MessageTooLargeError(max);
      // The chunk's bytes may be reused by the stream: keep a copy.
      pending.push(bytes.slice(start));
    }
  }
  if (size > 0) yield take(new Uint8Array(0));
}

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
export function ndJsonNode(input: NodeReadable, output: NodeWritable, options?: TransportOptions): Transport {
  const max = limitOf(options);
  // A broken pipe (the peer exited) fails the writes that follow, rather than the process.
  let broken: Error | null = null;
  output.on?.("error", (e) => (broken ??= e));
  return {
    lines: splitLines(input as AsyncIterable<Uint8Array | string>, max),
    write: (line) =>
      new Promise<void>((resolve, reject) => {
        if (broken) reject(broken);
        else output.write(`${line}\n`, (e) => (e ? reject(e) : resolve()));
      }),
    close: () =>
      new Promise<void>((resolve) => {
        output.end(() => resolve());
      }),
  };
}

/** Newline-delimited JSON over web streams (`ReadableStream` and `WritableStream` of bytes). */
export function ndJsonWeb(
  input: ReadableStream<Uint8Array>,
  output: WritableStream<Uint8Array>,
  options?: TransportOptions,
): Transport {
  const max = limitOf(options);
  const encoder = new TextEncoder();
  const writer = output.getWriter();
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const reader = input.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  return {
    lines: splitLines(chunks(), max),
    write: (line) => writer.write(encoder.encode(`${line}\n`)),
    close: () => writer.close(),
  };
}

/** A queue of lines one side writes and the other reads. */
class LineQueue implements AsyncIterable<string> {
  private readonly items: string[] = [];
  private waiting: ((r: IteratorResult<string>) => void) | null = null;
  private ended = false;

  push(line: string): void {
    if (this.ended) throw new Error("the other side closed the in-memory stream");
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w({ done: false, value: line });
    } else this.items.push(line);
  }

  end(): void {
    this.ended = true;
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w({ done: true, value: undefined });
    }
  }

  [Symbol.asyncIterator](): AsyncIterator<string> {
    return {
      next: () => {
        const line = this.items.shift();
        if (line !== undefined) return Promise.resolve({ done: false, value: line });
        if (this.ended) return Promise.resolve({ done: true, value: undefined });
        return new Promise((resolve) => (this.waiting = resolve));
      },
    };
  }
}

/**
 * Two transports wired to each other in memory: what one writes, the other reads, with the same line limit as a
 * stream (a line is checked against it as it is read). For tests, and for two peers in one process.
 */
export function memoryPair(options?: TransportOptions): [Transport, Transport] {
  const max = limitOf(options);
  const encoder = new TextEncoder();
  const make = (incoming: LineQueue, outgoing: LineQueue): Transport => ({
    lines: (async function* (): AsyncGenerator<string> {
      for await (const line of incoming) {
        if (line.length > max / 3 && encoder.encode(line).length > max) throw new MessageTooLargeError(max);
        yield line;
      }
    })(),
    write: (line) => {
      try {
        outgoing.push(line);
        return Promise.resolve();
      } catch (e) {
        return Promise.reject(e);
      }
    },
    close: () => {
      outgoing.end();
      return Promise.resolve();
    },
  });
  const ab = new LineQueue();
  const ba = new LineQueue();
  return [make(ba, ab), make(ab, ba)];
}

// ---------------------------------------------------------------------------
// Sides: the tables a generated module gives for each version and side

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
  readonly params: { readonly [method: string]: Codec<unknown> };
  /** The handler name of each method it receives. */
  readonly handlers: { readonly [method: string]: string };
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

interface Pending {
  readonly method: string;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Handler = (...args: unknown[]) => unknown;

const idKey = (id: JsonValue): string => (typeof id === "string" ? `s${id}` : `n${String(id)}`);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** One connection: reads the transport, dispatches to the handlers, correlates responses with calls. */
class Connection {
  private nextId = 0;
  private readonly pending = new Map<string, Pending>();
  private readonly running = new Map<string, AbortController>();
  /** Calls that stopped waiting (`cancel: "reject"`): their answers are dropped when they come. */
  private readonly abandoned = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private readonly ended = new AbortController();
  private endedWith: Error | null = null;
  private resolveClosed: (cause: Error) => void = () => {};
  readonly closed: Promise<Error> = new Promise<Error>((resolve) => (this.resolveClosed = resolve));
  private readonly parse: ParseOptions;
  private readonly handlers: { readonly [name: string]: unknown };
  peer: Peer | null = null;

  private readonly side: SideSpec;
  private readonly transport: Transport;
  private readonly options: ConnectionOptions;

  constructor(side: SideSpec, handlers: object, transport: Transport, options: ConnectionOptions) {
    this.side = side;
    this.transport = transport;
    this.options = options;
    this.handlers = handlers as { readonly [name: string]: unknown };
    this.parse = options.unstable === undefined ? {} : { unstable: options.unstable };
    void this.read();
  }

  get signal(): AbortSignal {
    return this.ended.signal;
  }

  private report(e: unknown): void {
    this.options.onError?.(e instanceof Error ? e : new Error(String(e)));
  }

  private handler(name: string): Handler | undefined {
    const h = this.handlers[name];
    // A method every object has (`toString`, `constructor`) is no handler of a method of the same name.
    const inherited = (Object.prototype as unknown as { readonly [name: string]: unknown })[name];
    return typeof h === "function" && h !== inherited ? (h.bind(this.handlers) as Handler) : undefined;
  }

  private send(message: Record<string, JsonValue>): Promise<void> {
    if (this.endedWith) return Promise.reject(new ConnectionClosedError(this.side.label, this.endedWith));
    try {
      return this.transport.write(writeJson({ jsonrpc: "2.0", ...message }));
    } catch (e) {
      return Promise.reject(e);
    }
  }

  /** Writes a response; the connection may have ended meanwhile, and then it goes nowhere. */
  private answer(id: JsonValue, member: "result" | "error", value: JsonValue): void {
    if (this.endedWith) return;
    this.send({ id, [member]: value }).catch((e: unknown) => this.report(e));
  }

  private fail(id: JsonValue, error: RequestError): void {
    this.answer(id, "error", error.toJson());
  }

  /** Runs a step after every step queued before it (the order messages came in). */
  private inOrder(step: () => unknown): void {
    this.queue = this.queue.then(step).then(
      () => {},
      (e: unknown) => this.report(e),
    );
  }

  private async read(): Promise<void> {
    let cause: Error = new Error("the peer closed the stream");
    try {
      for await (const line of this.transport.lines) {
        if (line.trim() === "") continue;
        this.receive(line);
      }
    } catch (e) {
      cause = e instanceof Error ? e : new Error(String(e));
    }
    // Messages that came before the end are handled first.
    this.inOrder(() => this.end(cause));
  }

  private end(cause: Error): void {
    if (this.endedWith) return;
    this.endedWith = cause;
    const error = new ConnectionClosedError(this.side.label, cause);
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
    for (const c of this.running.values()) c.abort(error);
    this.running.clear();
    this.ended.abort(error);
    this.resolveClosed(cause);
  }

  async close(): Promise<void> {
    this.end(new Error("closed by this side"));
    await this.transport.close().catch(() => {});
  }

  private receive(line: string): void {
    if (this.endedWith) return;
    let message: JsonValue;
    try {
      message = readJson(line);
    } catch (e) {
      this.fail(null, new RequestError(ErrorCodes.parseError, "Parse error", errorText(e)));
      return;
    }
    if (Array.isArray(message)) {
      this.fail(null, new RequestError(ErrorCodes.invalidRequest, "Invalid request", "batches are not supported"));
      return;
    }
    if (!isRecord(message)) {
      this.fail(null, new RequestError(ErrorCodes.invalidRequest, "Invalid request", "a message is a JSON object"));
      return;
    }
    const id = message["id"] as JsonValue | undefined;
    const validId =
      id === undefined || id === null || typeof id === "string" || typeof id === "number" || typeof id === "bigint";
    const method = message["method"];
    if (typeof method === "string" && validId) {
      if (id === undefined) this.notification(method, message["params"]);
      else this.request(id, method, message["params"]);
    } else if (method === undefined && id !== undefined && validId && ("result" in message || "error" in message)) {
      this.response(id, message);
    } else {
      this.fail(
        validId && id !== undefined ? id : null,
        new RequestError(ErrorCodes.invalidRequest, "Invalid request"),
      );
    }
  }

  private request(id: JsonValue, method: string, params: unknown): void {
    const key = idKey(id);
    const controller = new AbortController();
    this.running.set(key, controller);
    this.inOrder(() => {
      this.serve(id, method, params, controller)
        .catch((e: unknown) => {
          this.report(e);
          this.fail(id, new RequestError(ErrorCodes.internalError, "Internal error", errorText(e)));
        })
        .finally(() => {
          if (this.running.get(key) === controller) this.running.delete(key);
        });
    });
  }

  private async serve(id: JsonValue, method: string, params: unknown, controller: AbortController): Promise<void> {
    const { requests } = this.side;
    if (!requests.supportsMethod(method, this.parse)) {
      this.fail(id, new RequestError(ErrorCodes.methodNotFound, "Method not found", method));
      return;
    }
    let read: { method?: string; params?: unknown; $other?: { params?: JsonValue } };
    try {
      read = requests.fromMethodAndParams(method, params, this.parse) as typeof read;
    } catch (e) {
      if (e instanceof MethodDispatchError && e.cause instanceof DecodeError) {
        this.fail(id, new RequestError(ErrorCodes.invalidParams, "Invalid params", e.cause.message));
        return;
      }
      throw e;
    }
    const context: RequestContext<Peer> = { peer: this.peer!, signal: controller.signal, id };
    const known = read.method !== undefined;
    const handler = known ? this.handler(this.side.handlers[method] ?? "") : this.handler("extRequest");
    if (!handler) {
      this.fail(id, new RequestError(ErrorCodes.methodNotFound, "Method not found", method));
      return;
    }
    let result: unknown;
    try {
      result = await (known ? handler(read.params, context) : handler(method, read.$other?.params, context));
    } catch (e) {
      // A handler that gives up because its request was withdrawn answers -32800, as upstream's SDKs do.
      const cancelled = controller.signal.aborted && !this.endedWith;
      this.fail(
        id,
        e instanceof RequestError
          ? e
          : cancelled
            ? new RequestError(ErrorCodes.requestCancelled, "Request cancelled")
            : new RequestError(ErrorCodes.internalError, "Internal error", errorText(e)),
      );
      return;
    }
    let json: JsonValue;
    try {
      json = this.side.answers.serializeResult(known ? { method, result } : { $other: { method, result } });
    } catch (e) {
      this.fail(
        id,
        new RequestError(ErrorCodes.internalError, "Internal error", `the handler's result: ${errorText(e)}`),
      );
      return;
    }
    this.answer(id, "result", json);
  }

  private notification(method: string, params: unknown): void {
    const { notifications, cancel } = this.side;
    if (!notifications.supportsMethod(method, this.parse)) return;
    let read: { method?: string; params?: unknown; $other?: { params?: JsonValue } };
    try {
      read = notifications.fromMethodAndParams(method, params, this.parse) as typeof read;
    } catch (e) {
      this.report(e);
      return;
    }
    if (cancel && method === cancel.method) {
      // At once, not in order: the request it withdraws may be waiting behind other handlers.
      this.running
        .get(idKey(cancel.id(read.params)))
        ?.abort(new RequestError(ErrorCodes.requestCancelled, "Request cancelled"));
      return;
    }
    const known = read.method !== undefined;
    const handler = known ? this.handler(this.side.handlers[method] ?? "") : this.handler("extNotification");
    if (!handler) return;
    const context: NotificationContext<Peer> = { peer: this.peer!, signal: this.ended.signal };
    this.inOrder(() => (known ? handler(read.params, context) : handler(method, read.$other?.params, context)));
  }

  private response(id: JsonValue, message: Record<string, unknown>): void {
    const key = idKey(id);
    const call = this.pending.get(key);
    if (!call && this.abandoned.delete(key)) return;
    if (!call) {
      // Such as the answer to a line that was not JSON (id null): reported as the error it carries.
      const e = message["error"];
      this.report(
        isRecord(e) && typeof e["code"] === "number"
          ? new RequestError(e["code"], typeof e["message"] === "string" ? e["message"] : "", e["data"] as JsonValue)
          : new Error(`${this.side.label}: a response to no pending call (id ${writeJson(id)})`),
      );
      return;
    }
    this.inOrder(() => {
      if (this.pending.get(key) !== call) return;
      this.pending.delete(key);
      if ("error" in message) {
        const e = message["error"];
        const r = isRecord(e) ? e : {};
        const code = typeof r["code"] === "number" ? r["code"] : ErrorCodes.internalError;
        const text = typeof r["message"] === "string" ? r["message"] : "an error with no message";
        call.reject(new RequestError(code, text, r["data"] as JsonValue | undefined));
        return;
      }
      if (!this.side.results.supportsMethod(call.method, this.parse)) {
        // A method outside the table (sent by name): its result as JSON.
        call.resolve(message["result"]);
        return;
      }
      try {
        const read = this.side.results.fromMethodAndResult(call.method, message["result"], this.parse) as {
          method?: string;
          result?: unknown;
          $other?: { result: JsonValue };
        };
        call.resolve(read.method !== undefined ? read.result : read.$other?.result);
      } catch (e) {
        call.reject(e instanceof MethodDispatchError && e.cause ? e.cause : e);
      }
    });
  }

  /** The params as JSON: a known method's through its codec, an extension's as they are. */
  private paramsOf(method: string, params: unknown): JsonValue {
    const codec = Object.prototype.hasOwnProperty.call(this.side.params, method) ? this.side.params[method] : undefined;
    return codec ? codec.serialize(params) : (params as JsonValue);
  }

  call(method: string, params: unknown, options?: CallOptions): Promise<unknown> {
    if (this.endedWith) return Promise.reject(new ConnectionClosedError(this.side.label, this.endedWith));
    if (this.side.sends.methodNames.includes(method) && !this.side.sends.supportsMethod(method, this.parse)) {
      return Promise.reject(new Error(`${this.side.label}: "${method}" is an unstable method whose feature is off`));
    }
    let json: JsonValue;
    try {
      json = this.paramsOf(method, params);
    } catch (e) {
      return Promise.reject(e);
    }
    const id = this.nextId++;
    const key = idKey(id);
    return new Promise<unknown>((resolve, reject) => {
      const signal = options?.signal;
      const onAbort = (): void => {
        const cancel = this.side.cancel;
        if (!this.pending.has(key)) return;
        if (cancel)
          this.send({ method: cancel.method, params: cancel.params(id) }).catch((e: unknown) => this.report(e));
        if (options?.cancel === "reject") {
          this.pending.delete(key);
          this.abandoned.add(key);
          reject(new RequestError(ErrorCodes.requestCancelled, "Request cancelled"));
        }
      };
      const done = (): void => signal?.removeEventListener("abort", onAbort);
      this.pending.set(key, {
        method,
        resolve: (v) => {
          done();
          resolve(v);
        },
        reject: (e) => {
          done();
          reject(e);
        },
      });
      this.send({ id, method, params: json }).then(
        () => {
          if (signal?.aborted) onAbort();
          else signal?.addEventListener("abort", onAbort, { once: true });
        },
        (e: unknown) => {
          this.pending.delete(key);
          done();
          reject(e);
        },
      );
    });
  }

  notify(method: string, params: unknown): Promise<void> {
    if (this.side.notifies.methodNames.includes(method) && !this.side.notifies.supportsMethod(method, this.parse)) {
      return Promise.reject(new Error(`${this.side.label}: "${method}" is an unstable method whose feature is off`));
    }
    try {
      return this.send({ method, params: this.paramsOf(method, params) });
    } catch (e) {
      return Promise.reject(e);
    }
  }
}

/**
 * Serves one side of a connection: reads the transport, calls `handlers` (an object with a method per handler name,
 * as the generated `...Handlers` interface has them), and gives the other side as a peer `P` with a sender per method.
 * The generated `connect...` functions call it with their side's tables.
 */
export function connect<P extends Peer>(
  side: SideSpec,
  handlers: object,
  transport: Transport,
  options?: ConnectionOptions,
): P {
  const connection = new Connection(side, handlers, transport, options ?? {});
  const peer: Record<string, unknown> = {
    request: (method: string, params: unknown, o?: CallOptions) => connection.call(method, params, o),
    notify: (method: string, params: unknown) => connection.notify(method, params),
    close: () => connection.close(),
    closed: connection.closed,
    signal: connection.signal,
  };
  for (const [name, method, request] of side.senders) {
    peer[name] = request
      ? (params: unknown, o?: CallOptions) => connection.call(method, params, o)
      : (params: unknown) => connection.notify(method, params);
  }
  connection.peer = peer as unknown as Peer;
  return peer as unknown as P;
}
