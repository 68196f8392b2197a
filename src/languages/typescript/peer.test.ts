import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transpileTree } from "../../conformance/transpile.js";
import type { VersionModel } from "../../model/types.js";
import { compile } from "../../pipeline.js";
import { generateToTemp, runTsc } from "../../testing/generated.js";
import { typescriptCompiler } from "../../load/typescript-compiler.js";
import { methodIdent, peerExample } from "./peer-view.js";
import { cancelMethod } from "../../model/peer.js";
import { indexVersion } from "../../model/index.js";

/**
 * The generated TypeScript peer, in process: the runtime (`peer.ts`) under the typed handlers and senders of each
 * version. One end is a generated peer; the other is either a generated peer too or the test writing and reading raw
 * lines. Which methods exist, which side sends them, their features and the cancellation notification come from the
 * model; the v1 conversation uses messages of the protocol as an SDK user would write them.
 */

type Json = unknown;
interface RequestErrorLike extends Error {
  readonly code: number;
  readonly data: Json;
}
interface Transport {
  readonly lines: AsyncIterable<string>;
  write(line: string): Promise<void>;
  close(): Promise<void>;
}
interface PeerLike {
  request(
    method: string,
    params: unknown,
    options?: { signal?: AbortSignal; cancel?: "wait" | "reject" },
  ): Promise<any>;
  notify(method: string, params: unknown): Promise<void>;
  close(): Promise<void>;
  readonly closed: Promise<Error>;
  readonly signal: AbortSignal;
  [sender: string]: any;
}
type Connect = (
  handlers: object,
  transport: Transport,
  options?: { unstable?: readonly string[]; onError?: (e: Error) => void },
) => PeerLike;
interface VersionModule {
  readonly connectAgent: Connect;
  readonly connectClient: Connect;
  readonly methods: Record<string, { kind: string; direction: string; params: { typeName: string } }>;
}
interface PeerModule {
  memoryPair(options?: { maxMessageBytes?: number }): [Transport, Transport];
  ndJsonNode(input: unknown, output: unknown, options?: { maxMessageBytes?: number }): Transport;
  ndJsonWeb(
    input: ReadableStream<Uint8Array>,
    output: WritableStream<Uint8Array>,
    options?: { maxMessageBytes?: number },
  ): Transport;
  splitLines(chunks: AsyncIterable<Uint8Array | string>, max: number): AsyncIterable<string>;
  readonly DEFAULT_MAX_MESSAGE_BYTES: number;
  readonly RequestError: new (code: number, message: string, data?: Json) => RequestErrorLike;
  readonly ConnectionClosedError: new (...a: never[]) => Error;
  readonly MessageTooLargeError: new (...a: never[]) => Error;
}

let dir: string;
let js: string;
let versions: readonly VersionModel[];
const mods: Record<string, VersionModule> = {};
let peer: PeerModule;
let v1: VersionModule;

beforeAll(async () => {
  ({ dir } = await generateToTemp({ targets: ["typescript"] }));
  js = mkdtempSync(join(tmpdir(), "acp-codegen-peer-"));
  transpileTree(join(dir, "typescript"), js);
  versions = (await compile({ targets: [] })).model!.versions;
  for (const v of versions)
    mods[v.name] = (await import(pathToFileURL(join(js, `${v.name}.js`)).href)) as VersionModule;
  peer = (await import(pathToFileURL(join(js, "peer.js")).href)) as PeerModule;
  v1 = mods["v1"]!;
}, 120_000);
afterAll(() => {
  for (const d of [dir, js]) if (d) rmSync(d, { recursive: true, force: true });
});

/** The far end of a transport, driven by the test: raw lines out, the lines the peer wrote in. */
function rawEnd(t: Transport) {
  const seen: any[] = [];
  let wake: () => void = () => {};
  let ended = false;
  void (async () => {
    for await (const line of t.lines) {
      seen.push(JSON.parse(line));
      wake();
    }
    ended = true;
    wake();
  })();
  const next = async (predicate: (m: any) => boolean, ms = 5000): Promise<any> => {
    const until = Date.now() + ms;
    for (;;) {
      const hit = seen.find(predicate);
      if (hit) return hit;
      if (ended || Date.now() > until) throw new Error(`no such message; saw ${JSON.stringify(seen).slice(0, 500)}`);
      await new Promise<void>((r) => {
        wake = r;
        setTimeout(r, 20);
      });
    }
  };
  return {
    seen,
    next,
    send: (m: unknown) => t.write(typeof m === "string" ? m : JSON.stringify(m)),
    close: () => t.close(),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const text = (sessionId: string, t: string) => ({
  sessionId,
  update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: t } },
});
const promptOf = (sessionId: string, t: string) => ({ sessionId, prompt: [{ type: "text", text: t }] });
const settle = <T>(p: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: any }> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error) => ({ ok: false as const, error }),
  );

describe("dispatch from the method table", () => {
  it("answers each request the other side sends: params that do not parse -32602 with the located error, an unstable method -32601 until its feature is on", async () => {
    let checked = 0;
    for (const v of versions) {
      if (!v.envelope) continue;
      const mod = mods[v.name]!;
      for (const side of ["agent", "client"] as const) {
        const connect = side === "agent" ? mod.connectAgent : mod.connectClient;
        const incoming = side === "agent" ? "client_to_agent" : "agent_to_client";
        const requests = v.methods.filter(
          (m) => m.kind === "request" && (m.direction === incoming || m.direction === "both"),
        );
        const features = [...new Set(requests.flatMap((m) => (m.doc.unstable ? [m.doc.unstable.feature] : [])))];
        for (const unstable of [undefined, features]) {
          const [ours, theirs] = peer.memoryPair();
          connect({}, ours, unstable ? { unstable } : {});
          const raw = rawEnd(theirs);
          for (const [i, m] of requests.entries()) await raw.send({ jsonrpc: "2.0", id: i, method: m.name, params: 5 });
          for (const [i, m] of requests.entries()) {
            const answer = await raw.next((x) => x.id === i);
            if (m.doc.unstable && !unstable) {
              expect(answer.error.code, `${v.name} ${m.name}`).toBe(-32601);
            } else {
              expect(answer.error.code, `${v.name} ${m.name}`).toBe(-32602);
              expect(answer.error.data).toMatch(new RegExp(`^${v.name}\\.${m.params}: at \\$: `));
            }
            checked++;
          }
          await raw.close();
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("names a handler and a sender after each method the side receives and sends, leaving out the cancellation notification", async () => {
    for (const v of versions) {
      if (!v.envelope) continue;
      const cancel = cancelMethod(v, indexVersion(v).decls);
      const [a, b] = peer.memoryPair();
      const client = mods[v.name]!.connectAgent({}, a);
      const agent = mods[v.name]!.connectClient({}, b);
      for (const m of v.methods) {
        const ident = methodIdent(m.name);
        const fromAgent = m.direction !== "client_to_agent";
        const fromClient = m.direction !== "agent_to_client";
        expect(typeof client[ident], `${v.name} ${m.name}`).toBe(
          fromAgent && m !== cancel?.method ? "function" : "undefined",
        );
        expect(typeof agent[ident], `${v.name} ${m.name}`).toBe(
          fromClient && m !== cancel?.method ? "function" : "undefined",
        );
      }
      await agent.close();
    }
  });
});

describe("a v1 conversation in memory", () => {
  it("runs concurrent requests in both directions, each answer to its own call", async () => {
    const [a, b] = peer.memoryPair();
    v1.connectAgent(
      {
        initialize: (p: any) => ({ protocolVersion: p.protocolVersion, agentCapabilities: {}, authMethods: [] }),
        async sessionPrompt(p: any, ctx: any) {
          // Each prompt asks the client, while the other prompts are in flight; the answers must not cross.
          const r = await ctx.peer.sessionRequestPermission({
            sessionId: p.sessionId,
            toolCall: { toolCallId: `call-${p.sessionId}` },
            options: [{ optionId: `opt-${p.sessionId}`, name: "ok", kind: "allow_once" }],
          });
          await sleep(Math.random() * 5);
          return { stopReason: r.outcome.optionId === `opt-${p.sessionId}` ? "end_turn" : "refusal" };
        },
      },
      a,
    );
    const agent = v1.connectClient(
      {
        async sessionRequestPermission(p: any, ctx: any) {
          expect(ctx.id).toBeDefined();
          await sleep(Math.random() * 5);
          return { outcome: { outcome: "selected", optionId: p.options[0].optionId } };
        },
      },
      b,
    );
    expect(await agent.initialize({ protocolVersion: 1, clientCapabilities: {} })).toEqual({
      protocolVersion: 1,
      agentCapabilities: {},
      authMethods: [],
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => agent.sessionPrompt(promptOf(`s${i}`, "go"))),
    );
    expect(results.map((r) => r.stopReason)).toEqual(Array(20).fill("end_turn"));
    await agent.close();
  });

  it("answers a throwing handler -32603, a RequestError with its own code, a missing handler -32601, and ignores an unknown notification", async () => {
    const [ours, theirs] = peer.memoryPair();
    const extSeen: string[] = [];
    v1.connectAgent(
      {
        initialize: () => {
          throw new Error("boom");
        },
        sessionNew: () => {
          throw new peer.RequestError(-32000, "sign in first", { how: "login" });
        },
        extRequest: (method: string, params: Json) => ({ method, params }),
        extNotification: (method: string) => void extSeen.push(method),
      },
      ours,
    );
    const raw = rawEnd(theirs);
    await raw.send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: 1 } });
    await raw.send({ jsonrpc: "2.0", id: 2, method: "session/new", params: { cwd: "/", mcpServers: [] } });
    await raw.send({ jsonrpc: "2.0", id: 3, method: "session/prompt", params: promptOf("s", "hi") });
    await raw.send({ jsonrpc: "2.0", id: 4, method: "no/such/method", params: {} });
    await raw.send({ jsonrpc: "2.0", method: "no/such/notification", params: {} });
    await raw.send({ jsonrpc: "2.0", method: "_x/note", params: {} });
    await raw.send({ jsonrpc: "2.0", id: 5, method: "_x/echo", params: { a: [1, 2] } });
    expect((await raw.next((m) => m.id === 1)).error).toEqual({
      code: -32603,
      message: "Internal error",
      data: "boom",
    });
    expect((await raw.next((m) => m.id === 2)).error).toEqual({
      code: -32000,
      message: "sign in first",
      data: { how: "login" },
    });
    expect((await raw.next((m) => m.id === 3)).error.code).toBe(-32601);
    expect((await raw.next((m) => m.id === 4)).error.code).toBe(-32601);
    expect((await raw.next((m) => m.id === 5)).result).toEqual({ method: "_x/echo", params: { a: [1, 2] } });
    expect(extSeen).toEqual(["_x/note"]);
    // Nothing answered the notifications.
    expect(raw.seen.filter((m) => m.id === undefined || m.id === null)).toEqual([]);
    await raw.close();
  });

  it("answers a line that is not JSON -32700 and a batch one -32600, and goes on", async () => {
    const [ours, theirs] = peer.memoryPair();
    v1.connectAgent({ initialize: () => ({ protocolVersion: 1 }) }, ours);
    const raw = rawEnd(theirs);
    await raw.send("{not json");
    await raw.send(JSON.stringify([{ jsonrpc: "2.0", id: 7, method: "initialize", params: { protocolVersion: 1 } }]));
    await raw.send("42");
    await raw.send({ jsonrpc: "2.0", id: 8, method: "initialize", params: { protocolVersion: 1 } });
    expect((await raw.next((m) => m.id === 8)).result).toEqual({ protocolVersion: 1 });
    expect(raw.seen.filter((m) => m.id === null).map((m) => m.error.code)).toEqual([-32700, -32600, -32600]);
    expect(raw.seen.some((m) => m.id === 7)).toBe(false);
    await raw.close();
  });

  it("settles a call only after the handlers of every notification written before its answer, in order", async () => {
    const [ours, theirs] = peer.memoryPair();
    const handled: string[] = [];
    const agent = v1.connectClient(
      {
        async sessionUpdate(p: any) {
          // Slow, uneven handlers: finishing in arrival order needs the runtime to wait for each.
          if (Math.random() < 0.3) await sleep(Math.random() * 3);
          handled.push(p.update.content.text);
        },
      },
      ours,
    );
    const raw = rawEnd(theirs);
    const burst = 300;
    const pending = agent.sessionPrompt(promptOf("s", "go")).then((r: any) => ({ r, handled: [...handled] }));
    const request = await raw.next((m) => m.method === "session/prompt");
    // The whole burst and the answer in one go, as a fast agent writes them.
    for (let i = 0; i < burst; i++)
      void raw.send({ jsonrpc: "2.0", method: "session/update", params: text("s", String(i)) });
    void raw.send({ jsonrpc: "2.0", id: request.id, result: { stopReason: "end_turn" } });
    const { r, handled: before } = await pending;
    expect(r).toEqual({ stopReason: "end_turn" });
    expect(before).toEqual(Array.from({ length: burst }, (_, i) => String(i)));
    await agent.close();
  });
});

describe("cancellation", () => {
  it("sends the cancellation notification when the caller aborts, and settles with the peer's answer", async () => {
    const v = versions.find((x) => x.name === "v1")!;
    const cancel = cancelMethod(v, indexVersion(v).decls)!;
    const [ours, theirs] = peer.memoryPair();
    const agent = v1.connectClient({}, ours);
    const raw = rawEnd(theirs);
    const controller = new AbortController();
    const call = settle(agent.sessionPrompt(promptOf("s", "go"), { signal: controller.signal }));
    const request = await raw.next((m) => m.method === "session/prompt");
    controller.abort();
    const note = await raw.next((m) => m.method === cancel.method.name);
    expect(note).toEqual({ jsonrpc: "2.0", method: cancel.method.name, params: { [cancel.field]: request.id } });
    await raw.send({ jsonrpc: "2.0", id: request.id, result: { stopReason: "cancelled" } });
    expect(await call).toEqual({ ok: true, value: { stopReason: "cancelled" } });
    await agent.close();
  });

  it("rejects at once with -32800 when asked not to wait, and drops the late answer", async () => {
    const [ours, theirs] = peer.memoryPair();
    const errors: Error[] = [];
    const agent = v1.connectClient({}, ours, { onError: (e) => errors.push(e) });
    const raw = rawEnd(theirs);
    const controller = new AbortController();
    const call = settle(agent.sessionPrompt(promptOf("s", "go"), { signal: controller.signal, cancel: "reject" }));
    const request = await raw.next((m) => m.method === "session/prompt");
    controller.abort();
    const r = await call;
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toBeInstanceOf(peer.RequestError);
    expect(!r.ok && r.error.code).toBe(-32800);
    await raw.send({ jsonrpc: "2.0", id: request.id, result: { stopReason: "cancelled" } });
    // The connection goes on.
    const next = agent.initialize({ protocolVersion: 1 });
    const init = await raw.next((m) => m.method === "initialize");
    await raw.send({ jsonrpc: "2.0", id: init.id, result: { protocolVersion: 1 } });
    expect(await next).toEqual({ protocolVersion: 1 });
    // The late answer went nowhere, without a report.
    expect(errors).toEqual([]);
    await agent.close();
  });

  it("fires the signal of the handler whose request the peer withdraws; a handler that gives up answers -32800", async () => {
    const v = versions.find((x) => x.name === "v1")!;
    const cancel = cancelMethod(v, indexVersion(v).decls)!;
    const [ours, theirs] = peer.memoryPair();
    let aborted = 0;
    v1.connectAgent(
      {
        sessionPrompt: (_p: any, ctx: any) =>
          new Promise((_resolve, reject) =>
            ctx.signal.addEventListener("abort", () => {
              aborted++;
              reject(new Error("stopped"));
            }),
          ),
      },
      ours,
    );
    const raw = rawEnd(theirs);
    await raw.send({ jsonrpc: "2.0", id: "a", method: "session/prompt", params: promptOf("s", "x") });
    await raw.send({ jsonrpc: "2.0", id: "b", method: "session/prompt", params: promptOf("s", "y") });
    await raw.send({ jsonrpc: "2.0", method: cancel.method.name, params: { [cancel.field]: "a" } });
    expect((await raw.next((m) => m.id === "a")).error.code).toBe(-32800);
    await sleep(20);
    expect(aborted).toBe(1);
    expect(raw.seen.some((m) => m.id === "b")).toBe(false);
    await raw.close();
  });
});

describe("transports", () => {
  it("has upstream's default limit of 32 MiB", () => {
    expect(peer.DEFAULT_MAX_MESSAGE_BYTES).toBe(32 * 1024 * 1024);
  });

  it("reads lines split across chunks, CRLF or LF, and counts the limit in UTF-8 bytes", async () => {
    async function* chunks(parts: (string | Uint8Array)[]) {
      yield* parts;
    }
    const read = async (parts: (string | Uint8Array)[], max: number) => {
      const out: string[] = [];
      try {
        for await (const l of peer.splitLines(chunks(parts), max)) out.push(l);
      } catch (e) {
        out.push(`! ${(e as Error).name}`);
      }
      return out;
    };
    expect(await read(["ab", "c\r\nde", "f\n", "\n", "gh"], 10)).toEqual(["abc", "def", "", "gh"]);
    const e = new TextEncoder().encode("é\n");
    expect(await read([e.subarray(0, 1), e.subarray(1)], 10)).toEqual(["é"]);
    // 5 characters, 10 bytes: at the limit; one more is over it.
    expect(await read(["ééééé\n"], 10)).toEqual(["ééééé"]);
    expect(await read(["éééééé\n", "x\n"], 10)).toEqual(["! MessageTooLargeError"]);
    expect(await read(["éééé", "éé"], 10)).toEqual(["! MessageTooLargeError"]);
  });

  it("ends the connection on a line over the limit: pending calls fail naming it (Node streams)", async () => {
    const toAgent = new PassThrough();
    const fromAgent = new PassThrough();
    const agent = v1.connectClient({}, peer.ndJsonNode(fromAgent, toAgent, { maxMessageBytes: 1000 }));
    const call = settle(agent.initialize({ protocolVersion: 1 }));
    fromAgent.write(`${JSON.stringify({ jsonrpc: "2.0", method: "_x", params: "a".repeat(900) })}\n`);
    fromAgent.write(`${JSON.stringify({ jsonrpc: "2.0", method: "_x", params: "é".repeat(600) })}\n`);
    const r = await call;
    expect(!r.ok && r.error).toBeInstanceOf(peer.ConnectionClosedError);
    expect(!r.ok && r.error.cause).toBeInstanceOf(peer.MessageTooLargeError);
    expect(await agent.closed).toBeInstanceOf(peer.MessageTooLargeError);
    expect(agent.signal.aborted).toBe(true);
  });

  it("fails pending calls in both directions when the stream ends, and fires running handlers' signals (web streams)", async () => {
    const up = new TransformStream<Uint8Array, Uint8Array>();
    const down = new TransformStream<Uint8Array, Uint8Array>();
    let handlerSignal: AbortSignal | undefined;
    const agent = v1.connectClient(
      {
        sessionRequestPermission: (_p: any, ctx: any) => {
          handlerSignal = ctx.signal;
          return new Promise(() => {});
        },
      },
      peer.ndJsonWeb(down.readable, up.writable),
    );
    const writer = down.writable.getWriter();
    const enc = new TextEncoder();
    await writer.write(
      enc.encode(
        `${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "session/request_permission", params: { sessionId: "s", toolCall: { toolCallId: "t" }, options: [] } })}\n`,
      ),
    );
    const call = settle(agent.initialize({ protocolVersion: 1 }));
    await sleep(20);
    expect(handlerSignal?.aborted).toBe(false);
    await writer.close();
    const r = await call;
    expect(!r.ok && r.error).toBeInstanceOf(peer.ConnectionClosedError);
    expect(!r.ok && r.error.message).toMatch(/the peer closed the stream/);
    expect(handlerSignal?.aborted).toBe(true);
    expect((await agent.closed).message).toMatch(/the peer closed the stream/);
    const after = await settle(agent.initialize({ protocolVersion: 1 }));
    expect(!after.ok && after.error).toBeInstanceOf(peer.ConnectionClosedError);
  });

  it("fails pending calls when the agent process exits, and later calls without crashing on the broken pipe", async () => {
    const child = spawn(process.execPath, ["-e", "setTimeout(() => process.exit(0), 100)"], {
      stdio: ["pipe", "pipe", "ignore"],
    });
    const agent = v1.connectClient({}, peer.ndJsonNode(child.stdout, child.stdin));
    const r = await settle(agent.initialize({ protocolVersion: 1 }));
    expect(!r.ok && r.error).toBeInstanceOf(peer.ConnectionClosedError);
    expect(!r.ok && r.error.message).toMatch(/the peer closed the stream/);
    const later = await settle(agent.initialize({ protocolVersion: 1 }));
    expect(!later.ok && later.error).toBeInstanceOf(peer.ConnectionClosedError);
    // Written straight to the dead pipe: a rejected write, not an uncaught 'error' event.
    const raw = peer.ndJsonNode(child.stdout, child.stdin);
    await raw.write("{}").catch(() => {});
    await sleep(50);
    expect((await settle(raw.write("{}"))).ok).toBe(false);
  });

  it("fails pending calls with the stream's own error when it breaks", async () => {
    const fromAgent = new PassThrough();
    const agent = v1.connectClient({}, peer.ndJsonNode(fromAgent, new PassThrough()));
    const call = settle(agent.initialize({ protocolVersion: 1 }));
    await sleep(10);
    fromAgent.destroy(new Error("pipe broke"));
    const r = await call;
    expect(!r.ok && r.error.cause?.message).toBe("pipe broke");
  });
});

describe("the README", () => {
  it("has a peer example that compiles with --strict against the package and runs", async () => {
    const pkg = join(dir, "typescript");
    const readme = readFileSync(join(pkg, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Agents and clients"));
    const code = /```ts\n([\s\S]*?)```/.exec(section)![1]!;
    writeFileSync(join(pkg, "readme-example.ts"), code);
    writeFileSync(
      join(pkg, "tsconfig.example.json"),
      JSON.stringify({
        extends: "./tsconfig.json",
        compilerOptions: { noEmit: true, rootDir: "." },
        include: ["readme-example.ts"],
      }),
    );
    const tsc = runTsc(["-p", join(pkg, "tsconfig.example.json")]);
    expect(tsc.output).toBe("");
    expect(tsc.status).toBe(0);
    const ts = typescriptCompiler();
    const out = ts.transpileModule(code, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(pkg, "readme-example.js"), out);
    const run = spawnSync(process.execPath, [join(pkg, "readme-example.js")], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    // What it prints: the result example of the method, as the result codec writes it.
    const example = peerExample(versions.map((v) => indexVersion(v)))!;
    const codec = (
      mods[example.version] as unknown as Record<string, { parse(j: unknown): unknown; toJson(v: unknown): string }>
    )[example.result]!;
    expect(run.stdout.trim()).toBe(codec.toJson(codec.parse(JSON.parse(example.resultJson))));
  }, 120_000);
});
