import {
  cancelMethod,
  type Decl,
  hasPeerGroups,
  PEER_SIDES,
  type Method,
  peerExampleMethod,
  quote,
  sends,
  type Sender,
  type VersionModel,
  words,
} from "../../plugin/index.js";
import { propKey, tsDoc } from "./view.js";

/** What the runtime's `Peer` has of its own: a sender may not take these names. */
const PEER_MEMBERS = new Set(["request", "notify", "close", "closed", "signal"]);
/** What the runtime's `ExtensionHandlers` has of its own: a handler may not take these names. */
const HANDLER_MEMBERS = new Set(["extRequest", "extNotification"]);

const title = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/** The identifier of a method's handler and sender: its words in camelCase (`session/new` gives `sessionNew`). */
export function methodIdent(method: string): string {
  const w = words(method);
  if (w.length === 0) throw new Error(`the method "${method}" has no letters or digits to name its handler by`);
  const ident = w.map((x, i) => (i === 0 ? x : title(x))).join("");
  return /^[0-9]/.test(ident) ? `m${ident}` : ident;
}

interface PeerMethodView {
  readonly key: string;
  readonly doc: string;
  readonly ident: string;
  readonly method: string;
  readonly params: string;
  readonly result: string;
  readonly request: boolean;
  readonly entry: string;
}

/** A member signature on one line when it fits in 120 columns, else (as prettier prints it) one parameter a line. */
function signature(head: string, params: readonly string[], tail: string): string {
  const one = `${head}${params.join(", ")}${tail}`;
  return one.length <= 120 ? one : `${head}\n${params.map((p) => `    ${p},`).join("\n")}\n  ${tail}`;
}

/** The names of methods, each made distinct from the others and from the runtime's own members (a `_` added). */
function distinct(idents: readonly string[], reserved: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set(reserved);
  for (const i of idents) {
    let name = i;
    while (taken.has(name)) name = `${name}_`;
    taken.add(name);
    out.set(i, name);
  }
  return out;
}

/**
 * The peer of each side of a version: the handler interface (what it receives), the peer interface (what it sends),
 * and the tables `peer.connect` reads. Empty when the version has no envelope or lacks one of the message groups.
 */
export function peerView(v: VersionModel, decls: ReadonlyMap<string, Decl>) {
  const cancel = cancelMethod(v, decls);
  if (!v.envelope || !hasPeerGroups(v)) return { sides: [], hasPeers: false };
  const view = (m: Method, ident: string): PeerMethodView => {
    return {
      key: propKey(m.name),
      doc: tsDoc({ text: m.doc.text, examples: [], ...(m.doc.unstable ? { unstable: m.doc.unstable } : {}) }, "  "),
      ident,
      method: quote(m.name),
      params: m.params,
      result: m.result ?? "void",
      request: m.kind === "request",
      entry: `${propKey(m.name)}: ${quote(ident)},`,
    };
  };
  const out = PEER_SIDES.map((side) => {
    const other: Sender = side === "agent" ? "client" : "agent";
    const notCancel = (m: Method): boolean => m !== cancel?.method;
    const named = (ms: Method[], reserved: ReadonlySet<string>): PeerMethodView[] => {
      const names = distinct(
        ms.map((m) => methodIdent(m.name)),
        reserved,
      );
      return ms.map((m) => view(m, names.get(methodIdent(m.name))!));
    };
    const received = named(
      v.methods.filter((m) => sends(other, m) && notCancel(m)),
      HANDLER_MEMBERS,
    );
    const sent = named(
      v.methods.filter((m) => sends(side, m) && notCancel(m)),
      PEER_MEMBERS,
    );
    const handlers = `${title(side)}Handlers`;
    const peerName = `${title(other)}Peer`;
    return {
      side,
      other,
      label: quote(`${v.name} ${side}`),
      handlers,
      peer: peerName,
      connect: `connect${title(side)}`,
      spec: `${side}Side`,
      requests: `${title(other)}Request`,
      notifications: `${title(other)}Notification`,
      sends: `${title(side)}Request`,
      notifies: `${title(side)}Notification`,
      results: `${title(other)}Response`,
      answers: `${title(side)}Response`,
      received,
      sent,
      sentParams: sent.map((s) => `${s.key}: ${s.params},`),
      handlerLines: received.map((r) => ({
        doc: r.doc,
        line: signature(
          `  ${r.ident}?(`,
          [`params: ${r.params}`, `context: peer.${r.request ? "RequestContext" : "NotificationContext"}<${peerName}>`],
          `): peer.Awaitable<${r.result}>;`,
        ),
      })),
      senderLines: sent.map((s) => ({
        doc: s.doc,
        line: signature(
          `  ${s.ident}(`,
          [`params: ${s.params}`, ...(s.request ? ["options?: peer.CallOptions"] : [])],
          `): Promise<${s.result}>;`,
        ),
      })),
      senders: sent.map((s) => `[${quote(s.ident)}, ${s.method}, ${String(s.request)}],`),
      handlerNames: received.map((r) => r.entry),
    };
  });
  return {
    sides: out,
    hasPeers: true,
    cancel: cancel
      ? {
          method: quote(cancel.method.name),
          field: propKey(cancel.field),
          fieldAccess: quote(cancel.field),
          params: cancel.method.params,
          idType: v.envelope.id,
        }
      : null,
  };
}

/** The README's peer example: the model's example method, with the handler's TypeScript name and JSON texts. */
export function peerExample(
  versions: readonly { readonly version: VersionModel; readonly decls: ReadonlyMap<string, Decl> }[],
): {
  version: string;
  handler: string;
  method: string;
  params: string;
  result: string;
  paramsJson: string;
  resultJson: string;
} | null {
  const e = peerExampleMethod(versions);
  if (!e) return null;
  return {
    version: e.version,
    handler: methodIdent(e.method.name),
    method: e.method.name,
    params: e.method.params,
    result: e.method.result!,
    paramsJson: JSON.stringify(e.params),
    resultJson: JSON.stringify(e.result),
  };
}
