/**
 * A bridge between a client and an agent that speak different versions: every message from one side is converted
 * to the other side's version with the generated converters and written on, under the same JSON-RPC id. Nothing here
 * knows a method or a version: the plan (the methods of each version, what the rules convert, how a turn runs in each
 * version) comes from the spec through the generated `acp-bridge` module.
 *
 * - Requests and notifications convert by their method's rule when there is one, else field by field: the values
 *   the rules convert are converted, and the whole is checked with the target version's codec. A method the sender's
 *   version does not list (an extension) goes on unchanged.
 * - Responses convert by the result type of the request they answer; errors go on unchanged.
 * - A message that cannot be converted is never dropped: a request is answered with an error (`BRIDGE_ERROR_CODE`,
 *   the message naming the conversion rule and its reason, both also in `data`); a response becomes that error for
 *   the caller; a notification is answered with that error under id `null`. Each is also reported (`onReport`).
 * - A turn: in the version that accepts a turn's request at once, the turn's progress and end are updates; in the
 *   other the answer to the request ends the turn. The bridge holds the one and makes up the other, as the plan says.
 * - The agent's updates go through the reducer of the agent's version, one per session (`state(session)`).
 */
import { type JsonValue, readJson, writeJson } from "./runtime.js";
import type { Transport } from "./peer.js";

/** How to reach rule-converted values in a value (see the plan). */
export type BridgeShape =
  | { readonly rule: string }
  | { readonly walk: string }
  | { readonly list: BridgeShape }
  | { readonly map: BridgeShape };

export interface BridgeMethod {
  readonly name: string;
  readonly request: boolean;
  readonly from: "client" | "agent" | "both";
  readonly params: string;
  readonly result: string | null;
}

export interface BridgeDirection {
  readonly from: string;
  readonly to: string;
  readonly methodRules: readonly string[];
  readonly ruleTypes: readonly string[];
  readonly walk: { readonly [type: string]: readonly { readonly field: string; readonly shape: BridgeShape }[] };
  readonly mintOptions: readonly string[];
  readonly flagOptions: readonly { readonly name: string; readonly doc: string }[];
}

export interface BridgeVersion {
  readonly name: string;
  readonly methods: readonly BridgeMethod[];
  readonly cancelRequest: { readonly method: string; readonly field: string } | null;
  readonly updates: { readonly method: string; readonly field: string; readonly tagField: string } | null;
}

/** What the generated module gives the bridge, from the spec. */
export interface BridgePlan {
  readonly versions: readonly BridgeVersion[];
  readonly directions: readonly BridgeDirection[];
  readonly turn: {
    readonly request: string;
    readonly session: string;
    readonly accepts: string;
    readonly mint: readonly string[];
    readonly update: string;
    readonly running: { readonly [field: string]: JsonValue };
    readonly ended: { readonly [field: string]: JsonValue };
    readonly carried: readonly string[];
    readonly cancel: string;
  } | null;
}

/** The generated machinery the bridge runs: converters, the codecs (as canonical JSON) and reducers. */
export interface BridgeEngine {
  converter(from: string, options: object, unstable: readonly string[]): (type: string, input: unknown) => JsonValue[];
  canonical(type: string, value: unknown, unstable: readonly string[]): JsonValue;
  reducer(version: string, unstable: readonly string[]): { apply(update: unknown): void };
}

export interface BridgeOptions {
  /** The version the client speaks, and the version the agent speaks. */
  readonly client: string;
  readonly agent: string;
  /** The unstable features switched on (both versions). */
  readonly unstable?: readonly string[];
  /** The converters' flag options switched on, by name. */
  readonly flags?: readonly string[];
  /** The prefix of the ids the bridge makes up. */
  readonly idPrefix?: string;
  /** Called with what the bridge could not convert, and other events worth a line on stderr. */
  readonly onReport?: (line: string) => void;
}

/** The code of the error that answers a message the bridge cannot convert (JSON-RPC's internal error). */
export const BRIDGE_ERROR_CODE = -32603;

/** A message that cannot be converted: the rule that refused it (or `no-rule`), and why. */
export class BridgeConversionError extends Error {
  override readonly name: string = "BridgeConversionError";
  readonly rule: string;
  readonly reason: string;

  constructor(rule: string, reason: string) {
    super(`${rule}: ${reason}`);
    this.rule = rule;
    this.reason = reason;
  }
}

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const idKey = (id: JsonValue): string => writeJson(id);
const text = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The rule and reason of a converter's error (`rule: reason`), or `no-rule` for any other error. */
function asConversionError(e: unknown): BridgeConversionError {
  if (e instanceof BridgeConversionError) return e;
  const r = e as { rule?: unknown; detail?: unknown };
  if (e instanceof Error && typeof r.rule === "string" && typeof r.detail === "string")
    return new BridgeConversionError(r.rule, r.detail);
  return new BridgeConversionError("no-rule", text(e));
}

type Side = "client" | "agent";

/** A request sent on by the bridge, waiting for its answer from the other side. */
interface Pending {
  readonly method: BridgeMethod;
  /** The version of the side that asked. */
  readonly asker: string;
  /** A turn's request: its session, and whether the bridge answered the asker already. */
  readonly turn?: { readonly session: JsonValue; answered: boolean; accepted: boolean };
}

/** One side's ends: its transport, and its version. */
interface End {
  readonly side: Side;
  readonly version: BridgeVersion;
  readonly transport: Transport;
}

export class Bridge {
  private readonly plan: BridgePlan;
  private readonly engine: BridgeEngine;
  private readonly options: BridgeOptions;
  private readonly unstable: readonly string[];
  private readonly convert: Map<string, (type: string, input: unknown) => JsonValue[]> = new Map();
  private readonly ends: { readonly client: End; readonly agent: End };
  /** Requests each side sent, by id, waiting for the other side's answer. */
  private readonly pending: { readonly client: Map<string, Pending>; readonly agent: Map<string, Pending> } = {
    client: new Map(),
    agent: new Map(),
  };
  private readonly reducers = new Map<string, { apply(update: unknown): void }>();
  private minted = 0;
  /** Resolves when both sides' input ended. */
  readonly done: Promise<void>;

  constructor(plan: BridgePlan, engine: BridgeEngine, options: BridgeOptions, client: Transport, agent: Transport) {
    this.plan = plan;
    this.engine = engine;
    this.options = options;
    this.unstable = options.unstable ?? [];
    const version = (name: string): BridgeVersion => {
      const v = plan.versions.find((x) => x.name === name);
      if (!v) throw new Error(`unknown version "${name}" (${plan.versions.map((x) => x.name).join(", ")})`);
      return v;
    };
    if (options.client === options.agent) throw new Error(`the client and the agent both speak ${options.client}`);
    this.ends = {
      client: { side: "client", version: version(options.client), transport: client },
      agent: { side: "agent", version: version(options.agent), transport: agent },
    };
    for (const d of plan.directions) {
      const flags = new Set(options.flags ?? []);
      for (const f of flags)
        if (!plan.directions.some((x) => x.flagOptions.some((o) => o.name === f)))
          throw new Error(`unknown converter option "${f}"`);
      const opts: { [name: string]: unknown } = {};
      for (const o of d.mintOptions) opts[o] = `${options.idPrefix ?? "bridge-"}${d.from}-`;
      for (const o of d.flagOptions) if (flags.has(o.name)) opts[o.name] = true;
      this.convert.set(d.from, engine.converter(d.from, opts, this.unstable));
    }
    this.done = Promise.all([this.read(this.ends.client), this.read(this.ends.agent)]).then(() => {});
  }

  /** The reduced state of a session's updates (the agent's version's reducer), when the agent sent any. */
  state(session: string): unknown {
    return this.reducers.get(session);
  }

  private other(end: End): End {
    return end.side === "client" ? this.ends.agent : this.ends.client;
  }

  private report(line: string): void {
    this.options.onReport?.(line);
  }

  private async read(end: End): Promise<void> {
    try {
      for await (const line of end.transport.lines) {
        if (line.trim() !== "") this.receive(end, line);
      }
    } catch (e) {
      this.report(`the ${end.side}'s stream broke: ${text(e)}`);
    }
    // The other side hears the end: its input closes.
    await this.other(end)
      .transport.close()
      .catch(() => {});
  }

  private write(end: End, message: Obj): void {
    end.transport.write(writeJson({ jsonrpc: "2.0", ...message })).catch((e: unknown) => {
      this.report(`cannot write to the ${end.side}: ${text(e)}`);
    });
  }

  private error(end: End, id: JsonValue, code: number, message: string, data?: JsonValue): void {
    this.write(end, { id, error: data === undefined ? { code, message } : { code, message, data } });
  }

  /**
   * Answers a message that cannot be converted with an error naming the rule and its reason. `end` is told; the
   * message went from `end` to the other side, or the other way when `back` (a result).
   */
  private refuse(end: End, id: JsonValue, what: string, e: unknown, back = false): void {
    const c = asConversionError(e);
    const [from, to] = back ? [this.other(end), end] : [end, this.other(end)];
    const message = `the bridge cannot convert ${what} from ${from.version.name} to ${to.version.name}: ${c.rule}: ${c.reason}`;
    this.report(message);
    this.error(end, id, BRIDGE_ERROR_CODE, message, { rule: c.rule, reason: c.reason });
  }

  private receive(end: End, line: string): void {
    let message: JsonValue;
    try {
      message = readJson(line);
    } catch (e) {
      this.error(end, null, -32700, "Parse error", text(e));
      return;
    }
    if (!isObj(message)) {
      this.error(end, null, -32600, "Invalid request", Array.isArray(message) ? "batches are not supported" : null);
      return;
    }
    const { id, method } = message;
    if (typeof method === "string") {
      if (id === undefined) this.notification(end, method, message["params"]);
      else this.request(end, id, method, message["params"]);
    } else if (id !== undefined && ("result" in message || "error" in message)) {
      this.response(end, id, message);
    } else {
      this.error(end, id ?? null, -32600, "Invalid request");
    }
  }

  private method(v: BridgeVersion, name: string): BridgeMethod | undefined {
    return v.methods.find((m) => m.name === name);
  }

  /** A method message converted to the other version: the messages to send (a notification may fan out). */
  private convertMethod(
    from: End,
    method: string,
    params: JsonValue | undefined,
  ): { method: string; params: JsonValue }[] {
    const to = this.other(from).version;
    const m = this.method(from.version, method);
    if (!m) return [{ method, params: params ?? null }];
    const direction = this.plan.directions.find((d) => d.from === from.version.name && d.to === to.name)!;
    const convert = this.convert.get(from.version.name)!;
    try {
      if (direction.methodRules.includes(method)) {
        const out = convert("method", { method, params });
        return out.map((x) => x as { method: string; params: JsonValue });
      }
      const target = this.method(to, method);
      if (!target) throw new BridgeConversionError("no-rule", `${to.name} has no method "${method}"`);
      const input = this.canonical(m.params, params, "invalid-input");
      const output = this.value(direction, convert, m.params, input);
      return [{ method, params: this.canonical(target.params, output, "no-rule") }];
    } catch (e) {
      throw asConversionError(e);
    }
  }

  /** A value checked and written by a type's codec; a value it refuses is a conversion error of `rule`. */
  private canonical(type: string, value: unknown, rule: string): JsonValue {
    try {
      return this.engine.canonical(type, value, this.unstable);
    } catch (e) {
      throw new BridgeConversionError(rule, `not a valid ${type}: ${text(e)}`);
    }
  }

  /** A value of a source type converted: by the rules of its type, or field by field along the walk. */
  private value(
    d: BridgeDirection,
    convert: (type: string, input: unknown) => JsonValue[],
    type: string,
    v: JsonValue,
  ): JsonValue {
    if (v === null) return v;
    if (d.ruleTypes.includes(type)) {
      const out = convert(type, v);
      if (out.length !== 1)
        throw new BridgeConversionError("no-rule", `a ${type} converts to ${out.length} values where one fits`);
      return out[0]!;
    }
    const fields = d.walk[type];
    if (!fields || !isObj(v)) return v;
    const out: Obj = { ...v };
    for (const { field, shape } of fields) {
      const x = v[field];
      if (x !== undefined)
        Object.defineProperty(out, field, {
          value: this.shaped(d, convert, shape, x),
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return out;
  }

  private shaped(
    d: BridgeDirection,
    convert: (type: string, input: unknown) => JsonValue[],
    shape: BridgeShape,
    v: JsonValue,
  ): JsonValue {
    if (v === null) return v;
    if ("rule" in shape) {
      // A list item that converts to several values fans out in place.
      return this.value(d, convert, shape.rule, v);
    }
    if ("walk" in shape) return this.value(d, convert, shape.walk, v);
    if ("list" in shape) {
      if (!Array.isArray(v)) return v;
      const inner = shape.list;
      return v.flatMap((x) =>
        "rule" in inner && x !== null ? convert(inner.rule, x) : [this.shaped(d, convert, inner, x)],
      );
    }
    if (!isObj(v)) return v;
    const out: Obj = {};
    for (const [k, x] of Object.entries(v))
      Object.defineProperty(out, k, {
        value: this.shaped(d, convert, shape.map, x),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }

  /** A result of the other version converted back to the asker's version. */
  private convertResult(p: Pending, from: End, result: JsonValue): JsonValue {
    const to = this.other(from).version;
    const target = this.method(to, p.method.name);
    const source = this.method(from.version, p.method.name);
    if (!source?.result || !target?.result) return result;
    const direction = this.plan.directions.find((d) => d.from === from.version.name && d.to === to.name)!;
    try {
      const input = this.canonical(source.result, result, "invalid-input");
      return this.canonical(
        target.result,
        this.value(direction, this.convert.get(from.version.name)!, source.result, input),
        "no-rule",
      );
    } catch (e) {
      throw asConversionError(e);
    }
  }

  private request(end: End, id: JsonValue, method: string, params: JsonValue | undefined): void {
    const to = this.other(end);
    let out: { method: string; params: JsonValue }[];
    try {
      out = this.convertMethod(end, method, params);
      if (out.length !== 1)
        throw new BridgeConversionError("no-rule", `the request converts to ${out.length} requests`);
    } catch (e) {
      this.refuse(end, id, `the request ${method}`, e);
      return;
    }
    const [converted] = out as [{ method: string; params: JsonValue }];
    const m = this.method(to.version, converted.method) ?? {
      name: converted.method,
      request: true,
      from: "both",
      params: "",
      result: null,
    };
    const turn = this.plan.turn;
    const pending: Pending =
      turn && method === turn.request && end.side === "client"
        ? {
            method: m,
            asker: end.version.name,
            turn: { session: isObj(params) ? (params[turn.session] ?? null) : null, answered: false, accepted: false },
          }
        : { method: m, asker: end.version.name };
    this.pending[end.side].set(idKey(id), pending);
    this.write(to, { id, method: converted.method, params: converted.params });
    // A client of the accepting version hears at once that its turn was accepted, and that it runs.
    if (pending.turn && turn && end.version.name === turn.accepts) {
      try {
        const accepted: Obj = {};
        for (const f of turn.mint) accepted[f] = `${this.options.idPrefix ?? "bridge-"}${++this.minted}`;
        const req = this.method(end.version, method)!;
        this.write(end, { id, result: this.canonical(req.result!, accepted, "no-rule") });
        pending.turn.answered = true;
        this.turnUpdate(end, pending.turn.session, turn.running);
      } catch (e) {
        this.report(`cannot accept the turn ${writeJson(id)}: ${text(e)}`);
      }
    }
  }

  /** Sends a client of the accepting version the update that reports a turn's state. */
  private turnUpdate(client: End, session: JsonValue, fields: { readonly [field: string]: JsonValue }): void {
    const u = client.version.updates;
    const turn = this.plan.turn!;
    if (!u) return;
    const m = this.method(client.version, u.method)!;
    const params = { [turn.session]: session, [u.field]: { [u.tagField]: turn.update, ...fields } };
    try {
      this.write(client, { method: u.method, params: this.canonical(m.params, params, "no-rule") });
    } catch (e) {
      this.report(`cannot report the turn's state: ${text(e)}`);
    }
  }

  private notification(end: End, method: string, params: JsonValue | undefined): void {
    const to = this.other(end);
    const turn = this.plan.turn;
    // The agent's updates: reduced per session, and a turn's state updates end or run the client's turn.
    const u = end.version.updates;
    if (end.side === "agent" && u && method === u.method && isObj(params)) {
      const update = params[u.field];
      const session = params[turn?.session ?? ""];
      this.reduce(end, session, update);
      if (turn && end.version.name === turn.accepts && isObj(update) && update[u.tagField] === turn.update) {
        if (this.endTurn(session, update)) return;
      }
    }
    // A withdrawn turn request, from a client of the other version: the accepting version withdraws the turn.
    const cancel = end.version.cancelRequest;
    if (
      turn &&
      end.side === "client" &&
      cancel &&
      method === cancel.method &&
      isObj(params) &&
      to.version.name === turn.accepts
    ) {
      const p = this.pending.client.get(idKey(params[cancel.field] ?? null));
      const c = this.method(to.version, turn.cancel);
      if (p?.turn && c) {
        try {
          this.write(to, {
            method: turn.cancel,
            params: this.canonical(c.params, { [turn.session]: p.turn.session }, "no-rule"),
          });
        } catch (e) {
          this.refuse(end, null, `the notification ${method}`, e);
        }
        // Once accepted, the request itself is answered already on that side: only the turn can be withdrawn.
        if (p.turn.accepted) return;
      }
    }
    let out: { method: string; params: JsonValue }[];
    try {
      out = this.convertMethod(end, method, params);
    } catch (e) {
      this.refuse(end, null, `the notification ${method}`, e);
      return;
    }
    for (const x of out) this.write(to, { method: x.method, params: x.params });
    // A withdrawn turn, from a client of the accepting version: the other version also withdraws the turn's request.
    const withdraw = to.version.cancelRequest;
    if (turn && end.side === "client" && end.version.name === turn.accepts && method === turn.cancel && withdraw) {
      const session = writeJson(isObj(params) ? (params[turn.session] ?? null) : null);
      const m = this.method(to.version, withdraw.method);
      for (const [key, p] of this.pending.client) {
        if (!p.turn || !m || writeJson(p.turn.session) !== session) continue;
        try {
          const cancel = this.canonical(m.params, { [withdraw.field]: readJson(key) }, "no-rule");
          this.write(to, { method: withdraw.method, params: cancel });
        } catch (e) {
          this.report(`cannot withdraw the turn ${key}: ${text(e)}`);
        }
      }
    }
  }

  private reduce(end: End, session: JsonValue | undefined, update: JsonValue | undefined): void {
    const key = typeof session === "string" ? session : writeJson(session ?? null);
    let r = this.reducers.get(key);
    if (!r) {
      r = this.engine.reducer(end.version.name, this.unstable);
      this.reducers.set(key, r);
    }
    try {
      r.apply(update);
    } catch (e) {
      this.report(`the ${end.side}'s update does not apply to session ${key}: ${text(e)}`);
    }
  }

  /** A turn-state update of the accepting agent: true when it was taken as the state of a turn of a client of the other version. */
  private endTurn(session: JsonValue | undefined, update: Obj): boolean {
    const turn = this.plan.turn!;
    const matches = (fields: { readonly [field: string]: JsonValue }): boolean =>
      Object.entries(fields).every(([k, v]) => writeJson(update[k] ?? null) === writeJson(v));
    if (this.ends.client.version.name === turn.accepts) return false;
    if (matches(turn.running)) return true;
    if (!matches(turn.ended)) return false;
    for (const [key, p] of this.pending.client) {
      if (!p.turn || p.turn.answered || writeJson(p.turn.session) !== writeJson(session ?? null)) continue;
      this.pending.client.delete(key);
      const result: Obj = {};
      for (const f of turn.carried) if (update[f] !== undefined) result[f] = update[f];
      const m = this.method(this.ends.client.version, turn.request)!;
      const id = readJson(key);
      try {
        this.write(this.ends.client, { id, result: this.canonical(m.result!, result, "no-rule") });
      } catch (e) {
        this.refuse(this.ends.client, id, `the end of the turn ${turn.request}`, e, true);
      }
      return true;
    }
    return true;
  }

  private response(end: End, id: JsonValue, message: Obj): void {
    const asker = this.other(end);
    const key = idKey(id);
    const p = this.pending[asker.side].get(key);
    if (!p) {
      // Such as the answer to a line the bridge could not read: it goes on as it is.
      this.write(asker, { ...message, id });
      return;
    }
    const turn = this.plan.turn;
    if (p.turn && turn) {
      if (end.version.name === turn.accepts && !("error" in message)) {
        // The agent accepted the turn: the client of the other version is answered when the turn ends.
        p.turn.accepted = true;
        return;
      }
      if (p.turn.answered) {
        // A client of the accepting version was answered at once: the agent's answer ends its turn.
        this.pending[asker.side].delete(key);
        const result = message["result"];
        const fields: Obj = { ...turn.ended };
        if (isObj(result)) for (const f of turn.carried) if (result[f] !== undefined) fields[f] = result[f];
        if ("error" in message)
          this.report(`the agent answered the turn ${key} with an error: ${writeJson(message["error"] ?? null)}`);
        this.turnUpdate(asker, p.turn.session, fields);
        return;
      }
    }
    this.pending[asker.side].delete(key);
    if ("error" in message) {
      this.write(asker, { id, error: message["error"] ?? null });
      return;
    }
    let result: JsonValue;
    try {
      result = this.convertResult(p, end, message["result"] ?? null);
    } catch (e) {
      this.refuse(asker, id, `the result of ${p.method.name}`, e, true);
      return;
    }
    this.write(asker, { id, result });
  }
}

// ---------------------------------------------------------------------------
// The command line

/** What the command needs of Node: given by the generated `acp-bridge` module. */
export interface BridgeIo {
  readonly argv: readonly string[];
  readonly stdin: NodeReadableLike;
  readonly stdout: NodeWritableLike;
  writeErr(text: string): void;
  /** Starts the agent: its stdin and stdout as streams, and its exit. */
  spawn(command: string, args: readonly string[]): BridgeChild;
  /** Makes a transport of two Node streams (`ndJsonNode`). */
  transport(input: NodeReadableLike, output: NodeWritableLike, maxMessageBytes: number | undefined): Transport;
}

export interface NodeReadableLike {
  [Symbol.asyncIterator](): AsyncIterator<unknown>;
}

export interface NodeWritableLike {
  write(chunk: string, callback: (error?: Error | null) => void): boolean;
  end(callback?: () => void): unknown;
}

export interface BridgeChild {
  readonly stdin: NodeWritableLike;
  readonly stdout: NodeReadableLike;
  /** The exit code (null when killed by a signal), or the error that kept it from starting. */
  readonly exit: Promise<{ code: number | null } | { error: Error }>;
  kill(): void;
}

/** The exit codes of `acp-bridge`. */
export const BridgeExit: {
  readonly ok: 0;
  readonly agentFailed: 1;
  readonly usage: 2;
  readonly cannotStart: 3;
} = { ok: 0, agentFailed: 1, usage: 2, cannotStart: 3 };

/** The command's `--help`: the versions and converter options from the plan. */
export function bridgeHelp(plan: BridgePlan): string {
  const names = plan.versions.map((v) => v.name);
  const flags = plan.directions.flatMap((d) =>
    d.flagOptions.map((o) => `      ${o.name} (${d.from} to ${d.to}): ${o.doc}`),
  );
  return [
    "Run as: acp-bridge (--client VERSION | --agent VERSION) [options] -- AGENT_COMMAND [ARGS...]",
    "",
    "Starts AGENT_COMMAND and sits between it and the client on this process's stdin and stdout (newline-delimited",
    "JSON-RPC), converting every message from the version one side speaks to the version the other side speaks.",
    "",
    "Options:",
    `  --client VERSION         the version the client speaks (${names.join(" or ")}); the agent speaks the other`,
    `  --agent VERSION          the version the agent speaks; the client speaks the other`,
    "  --unstable FEATURES      unstable features to switch on, comma-separated",
    "  --option NAME            switch on a converter option:",
    ...(flags.length ? flags : ["      (the converters have none)"]),
    "  --id-prefix PREFIX       the prefix of the ids the bridge makes up (default: bridge-)",
    "  --max-message-bytes N    the largest line read from either side (default: 32 MiB)",
    "  --quiet                  do not report unconvertible messages on stderr",
    "  -h, --help               print this help",
    "",
    "A message that cannot be converted is answered with a JSON-RPC error (code -32603) whose message names the",
    "conversion rule and its reason (also in its data: { rule, reason }); a notification gets that error with id null.",
    "",
    "Exit codes: 0 when the client closed its input and the agent exited with 0; 1 when the agent failed or was",
    "killed; 2 for bad arguments; 3 when the agent could not be started.",
  ].join("\n");
}

interface BridgeArgs {
  readonly client: string;
  readonly agent: string;
  readonly unstable: string[];
  readonly flags: string[];
  readonly idPrefix: string | undefined;
  readonly maxMessageBytes: number | undefined;
  readonly quiet: boolean;
  readonly command: string[];
}

/** The command line read, or the error to print (`help` for `--help`). */
export function parseBridgeArgs(plan: BridgePlan, argv: readonly string[]): BridgeArgs | { error: string } | "help" {
  const names = plan.versions.map((v) => v.name);
  let client: string | undefined;
  let agent: string | undefined;
  const unstable: string[] = [];
  const flags: string[] = [];
  let idPrefix: string | undefined;
  let maxMessageBytes: number | undefined;
  let quiet = false;
  let i = 0;
  const value = (flag: string): string | { error: string } => {
    const v = argv[i + 1];
    if (v === undefined || v === "--") return { error: `${flag} needs a value` };
    i++;
    return v;
  };
  for (; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") {
      i++;
      break;
    }
    if (a === "-h" || a === "--help") return "help";
    if (a === "--quiet") {
      quiet = true;
      continue;
    }
    if (!a.startsWith("-")) break;
    const v = value(a);
    if (typeof v !== "string") return v;
    switch (a) {
      case "--client":
      case "--agent":
        if (!names.includes(v)) return { error: `${a} ${v}: the versions are ${names.join(" and ")}` };
        if (a === "--client") client = v;
        else agent = v;
        break;
      case "--unstable":
        unstable.push(...v.split(",").filter((x) => x !== ""));
        break;
      case "--option":
        if (!plan.directions.some((d) => d.flagOptions.some((o) => o.name === v)))
          return { error: `--option ${v}: not an option of the converters` };
        flags.push(v);
        break;
      case "--id-prefix":
        idPrefix = v;
        break;
      case "--max-message-bytes": {
        const n = Number(v);
        if (!Number.isSafeInteger(n) || n <= 0) return { error: `--max-message-bytes ${v}: not a positive integer` };
        maxMessageBytes = n;
        break;
      }
      default:
        return { error: `unknown option ${a}` };
    }
  }
  const command = argv.slice(i);
  if (client === undefined && agent === undefined)
    return { error: "say which version one side speaks: --client or --agent" };
  client ??= names.find((n) => n !== agent)!;
  agent ??= names.find((n) => n !== client)!;
  if (client === agent) return { error: `the client and the agent both speak ${client}: nothing to bridge` };
  if (command.length === 0) return { error: "no agent command (after --)" };
  return { client, agent, unstable, flags, idPrefix, maxMessageBytes, quiet, command };
}

/** Runs `acp-bridge`: the exit code. */
export async function runBridgeCli(plan: BridgePlan, engine: BridgeEngine, io: BridgeIo): Promise<number> {
  const args = parseBridgeArgs(plan, io.argv);
  if (args === "help") {
    io.stdout.write(`${bridgeHelp(plan)}\n`, () => {});
    return BridgeExit.ok;
  }
  if ("error" in args) {
    io.writeErr(`acp-bridge: ${args.error}\nRun acp-bridge --help for the options.\n`);
    return BridgeExit.usage;
  }
  const child = io.spawn(args.command[0]!, args.command.slice(1));
  const client = io.transport(io.stdin, io.stdout, args.maxMessageBytes);
  const agent = io.transport(child.stdout, child.stdin, args.maxMessageBytes);
  let bridge: Bridge;
  try {
    bridge = new Bridge(
      plan,
      engine,
      {
        client: args.client,
        agent: args.agent,
        unstable: args.unstable,
        flags: args.flags,
        ...(args.idPrefix === undefined ? {} : { idPrefix: args.idPrefix }),
        ...(args.quiet ? {} : { onReport: (line: string) => io.writeErr(`acp-bridge: ${line}\n`) }),
      },
      client,
      agent,
    );
  } catch (e) {
    child.kill();
    io.writeErr(`acp-bridge: ${text(e)}\n`);
    return BridgeExit.usage;
  }
  const exit = await child.exit;
  if ("error" in exit) {
    io.writeErr(`acp-bridge: cannot start ${args.command[0]}: ${exit.error.message}\n`);
    return BridgeExit.cannotStart;
  }
  // The agent's last lines are read before the bridge ends.
  await Promise.race([bridge.done, new Promise((resolve) => setTimeout(resolve, 1000))]);
  return exit.code === 0 ? BridgeExit.ok : BridgeExit.agentFailed;
}
