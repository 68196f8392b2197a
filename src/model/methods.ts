import type { Method, VersionModel } from "./types.js";

/** The side that sends a message. */
export type Sender = "client" | "agent";

/**
 * One union of messages a side sends, derived from a version's `Methods`:
 * requests and notifications keyed by `method`, or the responses to the other
 * side's requests.
 */
export interface MessageGroup {
  /** `ClientRequest`, `AgentNotification`, `ClientResponse`... */
  readonly name: string;
  readonly role: "request" | "notification" | "response";
  /** `both` for the protocol-level group: the notifications either side sends. */
  readonly sender: Sender | "both";
  /** For a response group: the requests it answers (sent by the other side). Sorted by method name. */
  readonly methods: readonly Method[];
}

const SENDERS: readonly Sender[] = ["client", "agent"];
const ROLES = ["request", "notification", "response"] as const;
const title = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/**
 * The group of the notifications either side sends (`$/cancel_request`), by
 * the published schema's name. Each of them is in both sides' notification
 * groups as well, so that a side's group is everything it may receive.
 */
export const PROTOCOL_GROUP = "ProtocolLevelNotification";

/** The names of every group a version with an envelope may derive; a spec may not declare them. */
export const DERIVED_MESSAGE_NAMES: ReadonlySet<string> = new Set([
  ...SENDERS.flatMap((s) => ROLES.map((r) => title(s) + title(r))),
  PROTOCOL_GROUP,
]);

/** Whether `sender` sends method `m` (a `both` method is sent by either side). */
export function sends(sender: Sender, m: Method): boolean {
  return m.direction === "both" || m.direction === (sender === "client" ? "client_to_agent" : "agent_to_client");
}

/**
 * The message groups of a version, in a fixed order (client before agent;
 * request, notification, response; then the protocol-level notifications),
 * leaving out empty ones. None when the version declares no envelope.
 */
export function messageGroups(v: VersionModel): MessageGroup[] {
  if (!v.envelope) return [];
  const out: MessageGroup[] = [];
  for (const sender of SENDERS) {
    const other: Sender = sender === "client" ? "agent" : "client";
    for (const role of ROLES) {
      const methods =
        role === "response"
          ? v.methods.filter((m) => m.kind === "request" && sends(other, m))
          : v.methods.filter((m) => m.kind === role && sends(sender, m));
      if (methods.length) out.push({ name: title(sender) + title(role), role, sender, methods });
    }
  }
  const shared = v.methods.filter((m) => m.kind === "notification" && m.direction === "both");
  if (shared.length) out.push({ name: PROTOCOL_GROUP, role: "notification", sender: "both", methods: shared });
  return out;
}

const SIDE = { client: "the client", agent: "the agent", both: "either side" } as const;

/** One sentence on a message group: who sends it, and what an unknown method becomes. */
export function messageGroupDoc(g: MessageGroup): string {
  const other = g.sender === "client" ? SIDE.agent : SIDE.client;
  if (g.sender === "both") {
    return `The notifications either side sends, keyed by \`method\`; each is in both sides' notification unions too. An unknown method, or one of an unstable feature that is off, is kept as received.`;
  }
  return g.role === "response"
    ? `The results ${SIDE[g.sender]} sends in its responses to the requests ${other} sends, one per method.`
    : `The ${g.role}s ${SIDE[g.sender]} sends, keyed by \`method\`. An unknown method, or one of an unstable feature that is off, is kept as received.`;
}

/** The envelope types a version's bindings parse by name (`ClientRequestMessage`...): one per request and notification group. */
export function envelopeTypeNames(v: VersionModel): string[] {
  return messageGroups(v)
    .filter((g) => g.role !== "response")
    .map((g) => `${g.name}Message`);
}

/** The envelope type a whole message of method `m` parses as: the sender's group (the client's, for a method either side sends). */
export function envelopeTypeOf(v: VersionModel, m: Method): string | null {
  if (!v.envelope) return null;
  const sender: Sender = m.direction === "agent_to_client" ? "agent" : "client";
  return `${title(sender)}${title(m.kind)}Message`;
}

/** One method of a group as a dispatcher reads it: the type its params (or, for a response group, its result) read as. */
export interface DispatchMethod {
  readonly method: string;
  /** The params type (request and notification groups) or the result type (response groups). */
  readonly type: string;
  /** The unstable feature the method belongs to; null when stable. */
  readonly feature: string | null;
}

/**
 * What typed dispatch needs of a message group: each method with the type it reads and its feature, and the prefix
 * of extension methods the group accepts (null: none; the protocol-level group never takes extensions).
 */
export function dispatchOf(
  v: VersionModel,
  g: MessageGroup,
): { readonly methods: readonly DispatchMethod[]; readonly extensionPrefix: string | null } {
  const methods = g.methods.map((m) => ({
    method: m.name,
    type: g.role === "response" ? m.result! : m.params,
    feature: m.doc.unstable?.feature ?? null,
  }));
  return { methods, extensionPrefix: g.sender === "both" ? null : (v.envelope?.extensionPrefix ?? null) };
}

/**
 * A published name that no declaration of the spec has, and what the bindings read under it: a declaration
 * (its `@schemaName`), or a message group read as the published schema has it, the JSON-RPC message without
 * its `jsonrpc` member (`ClientRequest`: `{ "id", "method", "params" }`; a response group: `{ "id", "result" }`
 * or `{ "id", "error" }`).
 */
export interface PublishedAlias {
  readonly name: string;
  readonly decl?: string;
  readonly group?: MessageGroup;
}

/** The published names of a version that the bindings resolve beside its declarations' own, sorted by name. */
export function publishedAliases(v: VersionModel): PublishedAlias[] {
  const taken = new Set<string>(v.decls.map((d) => d.name));
  const out: PublishedAlias[] = [];
  const add = (a: PublishedAlias): void => {
    if (taken.has(a.name)) return;
    taken.add(a.name);
    out.push(a);
  };
  for (const d of v.decls) if (d.doc.schemaName !== undefined) add({ name: d.doc.schemaName, decl: d.name });
  for (const g of messageGroups(v)) add({ name: g.name, group: g });
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
