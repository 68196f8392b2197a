import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transpileTree } from "../../conformance/transpile.js";
import { generateToTemp } from "../../testing/generated.js";

/**
 * The generated `acp-bridge`, in process: the bridge between two in-memory transports, the test writing raw lines as
 * the client and as the agent. What each message must become is computed with the generated converters and codecs
 * (the bridge must route each message through them, keep its id, and answer what they refuse); method and field names
 * of the turn come from the generated plan. Then the command line: its help, its argument errors and exit codes.
 */

type Json = any;
interface Transport {
  readonly lines: AsyncIterable<string>;
  write(line: string): Promise<void>;
  close(): Promise<void>;
}
interface Plan {
  readonly versions: readonly { name: string; methods: { name: string; params: string; result: string | null }[] }[];
  readonly directions: readonly { from: string; to: string; ruleTypes: string[] }[];
  readonly turn: {
    request: string;
    session: string;
    accepts: string;
    mint: string[];
    update: string;
    running: Record<string, Json>;
    ended: Record<string, Json>;
    carried: string[];
    cancel: string;
  };
}
interface Engine {
  converter(from: string, options: object, unstable: readonly string[]): (type: string, input: unknown) => Json[];
  canonical(type: string, value: unknown, unstable: readonly string[]): Json;
}
interface BridgeModule {
  Bridge: new (
    plan: Plan,
    engine: Engine,
    options: object,
    client: Transport,
    agent: Transport,
  ) => { done: Promise<void> };
  BRIDGE_ERROR_CODE: number;
}

let dir: string;
let js: string;
let plan: Plan;
let engine: Engine;
let bridgeModule: BridgeModule;
let memoryPair: () => [Transport, Transport];

beforeAll(async () => {
  ({ dir } = await generateToTemp({ targets: ["typescript"] }));
  js = mkdtempSync(join(tmpdir(), "acp-codegen-bridge-"));
  transpileTree(join(dir, "typescript"), js);
  const load = async <T>(m: string): Promise<T> => (await import(pathToFileURL(join(js, m)).href)) as T;
  ({ plan, engine } = await load<{ plan: Plan; engine: Engine }>("bridge-plan.js"));
  bridgeModule = await load<BridgeModule>("bridge.js");
  ({ memoryPair } = await load<{ memoryPair: () => [Transport, Transport] }>("peer.js"));
}, 120_000);
afterAll(() => {
  for (const d of [dir, js]) if (d) rmSync(d, { recursive: true, force: true });
});

/** One end of a transport, read and written as JSON lines by the test. */
class End {
  private readonly iterator: AsyncIterator<string>;
  private readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
    this.iterator = transport.lines[Symbol.asyncIterator]();
  }

  send(message: Json): void {
    void this.transport.write(JSON.stringify({ jsonrpc: "2.0", ...message }));
  }

  raw(line: string): void {
    void this.transport.write(line);
  }

  async next(): Promise<Json> {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("nothing came")), 5000));
    const r = await Promise.race([this.iterator.next(), timeout]);
    if (r.done) throw new Error("the stream ended");
    const { jsonrpc, ...rest } = JSON.parse(r.value);
    expect(jsonrpc).toBe("2.0");
    return rest;
  }
}

/** A bridge between a client speaking `client` and an agent speaking `agent`, and the test's ends of both. */
function bridgeOf(client: string, agent: string): { client: End; agent: End; reports: string[] } {
  const [c, cTest] = memoryPair();
  const [a, aTest] = memoryPair();
  const reports: string[] = [];
  new bridgeModule.Bridge(plan, engine, { client, agent, onReport: (l: string) => reports.push(l) }, c, a);
  return { client: new End(cTest), agent: new End(aTest), reports };
}

const names = (): [string, string] => {
  const [a, b] = plan.versions;
  return [a!.name, b!.name];
};
/** The version that accepts a turn at once, and the other. */
const accepting = (): string => plan.turn.accepts;
const other = (): string => names().find((n) => n !== plan.turn.accepts)!;
const methodOf = (version: string, name: string) =>
  plan.versions.find((v) => v.name === version)!.methods.find((m) => m.name === name)!;

/** The converter's error for an input: its rule and reason. */
function refusal(run: () => unknown): { rule: string; reason: string } {
  try {
    run();
  } catch (e) {
    const x = e as { rule?: string; detail?: string };
    if (typeof x.rule === "string" && typeof x.detail === "string") return { rule: x.rule, reason: x.detail };
    throw e;
  }
  throw new Error("the converter converted it");
}

/** A prompt of one text block, and the session it names. */
const SESSION = "sess-1";
const promptParams = (text: string) => ({ [plan.turn.session]: SESSION, prompt: [{ type: "text", text }] });

describe("acp-bridge in process", () => {
  it("has a turn, and the two versions, in its plan", () => {
    expect(plan.versions.map((v) => v.name)).toContain(plan.turn.accepts);
    expect(plan.versions).toHaveLength(2);
  });

  it("converts a request by its method's rule, keeps its id, and converts the result back", async () => {
    const [old, neu] = [other(), accepting()];
    const { client, agent } = bridgeOf(old, neu);
    const params = { protocolVersion: 1, clientCapabilities: { fs: { readTextFile: true } } };
    client.send({ id: "init-1", method: "initialize", params });
    const got = await agent.next();
    const [want] = engine.converter(old, {}, [])("method", { method: "initialize", params });
    expect(got).toEqual({ id: "init-1", ...want });
    const result = { protocolVersion: 2, info: { name: "agent", version: "1" } };
    agent.send({ id: "init-1", result });
    const m = methodOf(neu, "initialize");
    const back = engine.converter(neu, {}, [])(m.result!, result)[0];
    expect(await client.next()).toEqual({
      id: "init-1",
      result: engine.canonical(methodOf(old, "initialize").result!, back, []),
    });
  });

  it("converts a method without a rule field by field, by the rules of the values inside", async () => {
    const [old, neu] = [other(), accepting()];
    const { client, agent } = bridgeOf(old, neu);
    const server = { name: "files", command: "/bin/mcp", args: [], env: [] };
    client.send({ id: 3, method: "session/new", params: { cwd: "/home", mcpServers: [server] } });
    const got = await agent.next();
    expect(got.id).toBe(3);
    const mcp = plan.directions.find((d) => d.from === old)!.ruleTypes.find((t) => t.endsWith(".McpServer"))!;
    expect(got.params.mcpServers).toEqual(engine.converter(old, {}, [])(mcp, server));
    expect(got.params.mcpServers).not.toEqual([server]);
  });

  it("answers the v1-style turn when the accepting agent reports its end, after the updates before it", async () => {
    const [old, neu] = [other(), accepting()];
    const { client, agent } = bridgeOf(old, neu);
    client.send({ id: 7, method: plan.turn.request, params: promptParams("hi") });
    const forwarded = await agent.next();
    expect(forwarded.id).toBe(7);
    agent.send({ id: 7, result: Object.fromEntries(plan.turn.mint.map((f) => [f, "user-1"])) });
    const update = (u: object) => ({ method: "session/update", params: { [plan.turn.session]: SESSION, update: u } });
    agent.send(update({ sessionUpdate: plan.turn.update, ...plan.turn.running }));
    const chunk = { sessionUpdate: "agent_message_chunk", messageId: "m1", content: { type: "text", text: "A" } };
    agent.send(update(chunk));
    const [carried] = plan.turn.carried;
    agent.send(update({ sessionUpdate: plan.turn.update, ...plan.turn.ended, [carried!]: "end_turn" }));
    const first = await client.next();
    expect(first).toEqual(engine.converter(neu, {}, [])("method", update(chunk))[0]);
    expect(await client.next()).toEqual({ id: 7, result: { [carried!]: "end_turn" } });
  });

  it("gives a whole-message upsert to the v1-style client as the chunks the rules make of it", async () => {
    const [old, neu] = [other(), accepting()];
    const { client, agent } = bridgeOf(old, neu);
    const content = [
      { type: "text", text: "a" },
      { type: "text", text: "b" },
    ];
    const message = {
      method: "session/update",
      params: { [plan.turn.session]: SESSION, update: { sessionUpdate: "agent_message", messageId: "m9", content } },
    };
    agent.send(message);
    const want = engine.converter(neu, {}, [])("method", message);
    expect(want).toHaveLength(content.length);
    for (const w of want) expect(await client.next()).toEqual(w);
  });

  it("answers a notification it cannot convert with an error naming the rule, and goes on", async () => {
    const [old, neu] = [other(), accepting()];
    const { client, agent, reports } = bridgeOf(old, neu);
    const message = {
      method: "session/update",
      params: {
        [plan.turn.session]: SESSION,
        update: { sessionUpdate: "agent_message", messageId: "m1", _meta: { a: 1 } },
      },
    };
    agent.send(message);
    const why = refusal(() => engine.converter(neu, {}, [])("method", message));
    const error = await agent.next();
    expect(error.id).toBeNull();
    expect(error.error.code).toBe(bridgeModule.BRIDGE_ERROR_CODE);
    expect(error.error.data).toEqual(why);
    expect(error.error.message).toContain(why.rule);
    expect(reports.join("\n")).toContain(why.reason);
    // The connection goes on: the next request gets through.
    client.send({ id: 1, method: "session/new", params: { cwd: "/", mcpServers: [] } });
    expect((await agent.next()).id).toBe(1);
  });

  it("turns a result it cannot convert into an error for the caller, under the caller's id", async () => {
    const [old, neu] = [other(), accepting()];
    const { client, agent } = bridgeOf(old, neu);
    client.send({ id: 11, method: "initialize", params: { protocolVersion: 1 } });
    await agent.next();
    const result = {
      protocolVersion: 2,
      info: { name: "agent", version: "1" },
      authMethods: [{ type: "agent", methodId: "x", name: "x" }],
    };
    agent.send({ id: 11, result });
    const why = refusal(() => engine.converter(neu, {}, [])(methodOf(neu, "initialize").result!, result));
    const got = await client.next();
    expect(got.id).toBe(11);
    expect(got.error.data).toEqual(why);
  });

  it("answers a request it cannot convert with an error under its id, sending nothing on", async () => {
    const { client, agent } = bridgeOf(accepting(), other());
    const params = { sessionId: SESSION, cwd: "/", replayFrom: { type: "message", messageId: "m7" } };
    client.send({ id: "r", method: "session/resume", params });
    const why = refusal(() => engine.converter(accepting(), {}, [])("method", { method: "session/resume", params }));
    const got = await client.next();
    expect(got).toMatchObject({ id: "r", error: { code: bridgeModule.BRIDGE_ERROR_CODE, data: why } });
    client.send({ id: "n", method: "session/new", params: { cwd: "/" } });
    expect((await agent.next()).id).toBe("n");
  });

  it("withdraws the accepting agent's turn when the other client withdraws the turn's request", async () => {
    const { client, agent } = bridgeOf(other(), accepting());
    client.send({ id: 9, method: plan.turn.request, params: promptParams("wait") });
    await agent.next();
    agent.send({ id: 9, result: Object.fromEntries(plan.turn.mint.map((f) => [f, "user-1"])) });
    client.send({ method: "$/cancel_request", params: { requestId: 9 } });
    expect(await agent.next()).toEqual({ method: plan.turn.cancel, params: { [plan.turn.session]: SESSION } });
  });

  it("accepts an accepting client's turn at once, and ends it with the other agent's answer", async () => {
    const { client, agent } = bridgeOf(accepting(), other());
    client.send({ id: "p1", method: plan.turn.request, params: promptParams("hi") });
    const accepted = await client.next();
    expect(accepted.id).toBe("p1");
    expect(Object.keys(accepted.result)).toEqual(plan.turn.mint);
    const running = await client.next();
    expect(running.params.update).toEqual({ sessionUpdate: plan.turn.update, ...plan.turn.running });
    const forwarded = await agent.next();
    expect(forwarded).toMatchObject({ id: "p1", method: plan.turn.request });
    const [carried] = plan.turn.carried;
    agent.send({ id: "p1", result: { [carried!]: "end_turn" } });
    const ended = await client.next();
    expect(ended.params).toEqual({
      [plan.turn.session]: SESSION,
      update: { sessionUpdate: plan.turn.update, ...plan.turn.ended, [carried!]: "end_turn" },
    });
  });

  it("answers a line that is not JSON with -32700, and a batch with -32600", async () => {
    const { client } = bridgeOf(other(), accepting());
    client.raw("{not json");
    expect((await client.next()).error.code).toBe(-32700);
    client.raw("[]");
    expect((await client.next()).error.code).toBe(-32600);
  });
});

describe("acp-bridge on the command line", () => {
  const bin = (...args: string[]) =>
    spawnSync(process.execPath, [join(js, "acp-bridge.js"), ...args], { encoding: "utf8", timeout: 30_000 });

  it("prints its help with the spec's versions, exit 0", () => {
    const r = bin("--help");
    expect(r.status).toBe(0);
    for (const v of names()) expect(r.stdout).toContain(v);
  });

  it("refuses bad arguments with exit 2 and a message on stderr", () => {
    const cases: [string[], string][] = [
      [["--client", "v0", "--", "x"], "--client v0"],
      [["--client", names()[0], "--agent", names()[0], "--", "x"], "both speak"],
      [["--client", names()[0]], "no agent command"],
      [["--", "x"], "--client or --agent"],
      [["--frobnicate", "1", "--", "x"], "unknown option --frobnicate"],
      [["--client", names()[0], "--option", "nope", "--", "x"], "--option nope"],
    ];
    for (const [args, message] of cases) {
      const r = bin(...args);
      expect([r.status, r.stderr]).toEqual([2, expect.stringContaining(message)]);
    }
  });

  it("exits 3 when the agent cannot be started", () => {
    const r = bin("--client", names()[0], "--", join(js, "no-such-agent"));
    expect(r.status).toBe(3);
    expect(r.stderr).toContain("cannot start");
  });
});
