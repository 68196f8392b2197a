import { describe, expect, it } from "vitest";
import { dispatchOf, envelopeTypeNames, envelopeTypeOf, messageGroups, publishedAliases } from "./methods.js";
import type { Method, VersionModel } from "./types.js";

const loc = { file: "v1/methods.ts", line: 1, col: 1 };
const method = (name: string, kind: Method["kind"], direction: Method["direction"]): Method => ({
  name,
  kind,
  params: `${name}Params`,
  result: kind === "request" ? `${name}Result` : null,
  direction,
  doc: { text: "", examples: [] },
  loc,
});

const version = (methods: readonly Method[], envelope = true): VersionModel => ({
  name: "v1",
  decls: [],
  methods,
  envelope: envelope ? { id: "Id", error: "Err", loc } : null,
  reducer: null,
});

/** given methods, want each group's method names. */
const cases: { name: string; methods: Method[]; want: Record<string, string[]> }[] = [
  {
    name: "one request per side: each side's responses answer the other side's requests",
    methods: [method("a", "request", "client_to_agent"), method("b", "request", "agent_to_client")],
    want: { ClientRequest: ["a"], ClientResponse: ["b"], AgentRequest: ["b"], AgentResponse: ["a"] },
  },
  {
    name: "notifications have no responses",
    methods: [method("n", "notification", "client_to_agent"), method("m", "notification", "agent_to_client")],
    want: { ClientNotification: ["n"], AgentNotification: ["m"] },
  },
  {
    name: "a method either side sends is in both sides' groups, and a notification also in the protocol-level group",
    methods: [method("x", "request", "both"), method("c", "notification", "both")],
    want: {
      ClientRequest: ["x"],
      ClientNotification: ["c"],
      ClientResponse: ["x"],
      AgentRequest: ["x"],
      AgentNotification: ["c"],
      AgentResponse: ["x"],
      ProtocolLevelNotification: ["c"],
    },
  },
];

describe("messageGroups", () => {
  it.each(cases)("$name", ({ methods, want }) => {
    const got = Object.fromEntries(messageGroups(version(methods)).map((g) => [g.name, g.methods.map((m) => m.name)]));
    expect(got).toEqual(want);
  });

  it("derives nothing when the version declares no envelope", () => {
    expect(messageGroups(version([method("a", "request", "client_to_agent")], false))).toEqual([]);
  });

  it("names one envelope type per request and notification group, and the group a method's whole message parses as", () => {
    const v = version([
      method("a", "request", "client_to_agent"),
      method("n", "notification", "agent_to_client"),
      method("x", "request", "both"),
    ]);
    expect(envelopeTypeNames(v)).toEqual(["ClientRequestMessage", "AgentRequestMessage", "AgentNotificationMessage"]);
    expect(v.methods.map((m) => envelopeTypeOf(v, m))).toEqual([
      "ClientRequestMessage",
      "AgentNotificationMessage",
      "ClientRequestMessage",
    ]);
    expect(envelopeTypeOf(version(v.methods, false), v.methods[0]!)).toBeNull();
  });
});

describe("dispatchOf and publishedAliases", () => {
  const withPrefix = (methods: readonly Method[], prefix?: string): VersionModel => ({
    ...version(methods),
    envelope: { id: "Id", error: "Err", ...(prefix !== undefined && { extensionPrefix: prefix }), loc },
  });
  const gated: Method = {
    ...method("g", "request", "client_to_agent"),
    doc: { text: "", examples: [], unstable: { feature: "f", reason: "" } },
  };
  const v = withPrefix([method("a", "request", "client_to_agent"), gated, method("c", "notification", "both")], "_");

  it("reads params for request groups, results for response groups, with each method's feature", () => {
    const byName = new Map(messageGroups(v).map((g) => [g.name, dispatchOf(v, g)]));
    expect(byName.get("ClientRequest")!.methods).toEqual([
      { method: "a", type: "aParams", feature: null },
      { method: "g", type: "gParams", feature: "f" },
    ]);
    expect(byName.get("AgentResponse")!.methods.map((m) => m.type)).toEqual(["aResult", "gResult"]);
  });

  it("gives each side's groups the extension prefix, and the protocol-level group none", () => {
    for (const g of messageGroups(v))
      expect(dispatchOf(v, g).extensionPrefix, g.name).toBe(g.sender === "both" ? null : "_");
    const none = withPrefix([method("a", "request", "client_to_agent")]);
    for (const g of messageGroups(none)) expect(dispatchOf(none, g).extensionPrefix).toBeNull();
  });

  it("resolves each group's name and each @schemaName, unless a declaration has the name", () => {
    const decl = (name: string, schemaName?: string) =>
      ({
        kind: "opaque",
        name,
        version: "v1",
        doc: { text: "", examples: [], ...(schemaName && { schemaName }) },
        loc,
        base: "string",
      }) as unknown as VersionModel["decls"][number];
    const model: VersionModel = { ...v, decls: [decl("JsonRpcError", "Error"), decl("AgentRequest")] };
    const aliases = publishedAliases(model).map((a) => [a.name, a.decl ?? `group ${a.group!.name}`]);
    expect(aliases).toEqual([
      ["AgentNotification", "group AgentNotification"],
      ["AgentResponse", "group AgentResponse"],
      ["ClientNotification", "group ClientNotification"],
      ["ClientRequest", "group ClientRequest"],
      ["Error", "JsonRpcError"],
      ["ProtocolLevelNotification", "group ProtocolLevelNotification"],
    ]);
  });
});
