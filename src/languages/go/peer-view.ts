import {
  cancelMethod,
  hasPeerGroups,
  type Method,
  pascalCase,
  PEER_SIDES,
  peerExampleMethod,
  sends,
  type Sender,
  type VersionIndex,
  withFallback,
} from "../../plugin/index.js";
import { Scope } from "./names.js";
import { docText, goComment, goString, type GoContext } from "./view.js";

/**
 * What the runtime's ExtensionHandler has, and the field that gives them to an unimplemented handler: a handler
 * method may not take these names.
 */
const HANDLER_MEMBERS = ["ExtRequest", "ExtNotification", "UnimplementedExtensionHandler"];
/** What a generated peer has of its own beside its senders. */
const PEER_MEMBERS = ["Conn", "Close", "Done", "Err"];

const title = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/** The Go identifier of a method's handler and sender: its words in PascalCase (`session/new` gives `SessionNew`). */
export function goMethodIdent(method: string): string {
  const ident = pascalCase(method);
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(ident)) {
    const bare = ident.replace(/[^A-Za-z0-9]/g, "");
    if (bare === "") throw new Error(`the method "${method}" has no letters or digits to name its handler by`);
    return /^[0-9]/.test(bare) ? `M${bare}` : bare;
  }
  return ident;
}

/** The identifiers of methods, each distinct from the others and from the reserved names (`Method` added). */
function distinct(ms: readonly Method[], reserved: readonly string[]): Map<Method, string> {
  const scope = new Scope(reserved);
  return new Map(ms.map((m) => [m, scope.claim(goMethodIdent(m.name), "Method")]));
}

/** A method's doc comment, led by its identifier as golint asks. */
function methodDoc(ident: string, lead: string, m: Method, indent: string): string {
  const text = docText(withFallback({ ...m.doc, examples: [] }, ""));
  return goComment(`${ident} ${lead}${text ? `\n\n${text}` : ""}`, indent);
}

/**
 * The peer of each side of a version: the handler interface (what it receives), the peer (what it sends), and the
 * tables the runtime's connection reads. Null when the version has no envelope or lacks one of the message groups.
 */
export function goPeerView(ix: VersionIndex, cx: GoContext) {
  const v = ix.version;
  if (!v.envelope || !hasPeerGroups(v)) return null;
  const cancel = cancelMethod(v, ix.decls);
  const q = (name: string): string => goString(`${v.name}.${name}`);
  // The peer is a package of its own beside the version's: what it names of the version is qualified.
  const t = (name: string): string => `${v.name}.${name}`;
  const codec = (name: string): string => t(cx.names.codec.get(name)!);
  const group = (name: string): string => t(cx.names.group.get(name)!);
  const variant = (g: string, m: Method): string => t(cx.names.variant.get(`${g}\0${m.name}`)!);
  const notCancel = (m: Method): boolean => m !== cancel?.method;
  const sides = PEER_SIDES.map((side: Sender) => {
    const other: Sender = side === "agent" ? "client" : "agent";
    const name = (role: string): string => cx.names.peer.get(`${side}\0${role}`)!;
    const received = v.methods.filter((m) => sends(other, m) && notCancel(m));
    const sent = v.methods.filter((m) => sends(side, m) && notCancel(m));
    const handlerIdents = distinct(received, HANDLER_MEMBERS);
    const senderIdents = distinct(sent, PEER_MEMBERS);
    const requests = `${title(other)}Request`;
    const notifications = `${title(other)}Notification`;
    const results = `${title(other)}Response`;
    const handler = name("handler");
    const handlers = received.map((m) => {
      const ident = handlerIdents.get(m)!;
      const request = m.kind === "request";
      const result = request && m.result !== null ? m.result : null;
      const returns = result ? `(${t(result)}, error)` : "error";
      const namedReturns = result ? `(r ${t(result)}, err error)` : "error";
      const g = request ? requests : notifications;
      return {
        ident,
        methodName: m.name,
        doc: methodDoc(
          ident,
          request ? `answers the ${goString(m.name)} request.` : `handles the ${goString(m.name)} notification.`,
          m,
          "\t",
        ),
        signature: `${ident}(ctx context.Context, params ${t(m.params)}) ${returns}`,
        unimplemented: `func (${name("unimplemented")}) ${ident}(context.Context, ${t(m.params)}) ${namedReturns} {`,
        unimplementedBody: request
          ? result
            ? `return r, jsonrpc.MethodNotFound(${goString(m.name)})`
            : `return jsonrpc.MethodNotFound(${goString(m.name)})`
          : "return nil",
        request,
        variant: variant(g, m),
        call: result
          ? `r, err := h.${ident}(ctx, m.Params)\n\t\t\t\t\tif err != nil {\n\t\t\t\t\t\treturn nil, err\n\t\t\t\t\t}\n\t\t\t\t\treturn acpjson.ToValue(${codec(result)}, r), nil`
          : request
            ? `if err := h.${ident}(ctx, m.Params); err != nil {\n\t\t\t\t\t\treturn nil, err\n\t\t\t\t\t}\n\t\t\t\t\treturn acpjson.NullValue(), nil`
            : `return h.${ident}(ctx, m.Params)`,
        method: goString(m.name),
        paramsType: q(m.params),
        unimplementedDoc: goComment(
          request
            ? `${ident} answers ${goString(m.name)} with -32601 (method not found).`
            : `${ident} ignores ${goString(m.name)}.`,
          "",
        ),
      };
    });
    const peer = name("peer");
    const senders = sent.map((m) => {
      const ident = senderIdents.get(m)!;
      const request = m.kind === "request";
      const result = request && m.result !== null ? m.result : null;
      const lead = request
        ? `sends the ${goString(m.name)} request and waits for its answer (see jsonrpc.Conn.Call).`
        : `sends the ${goString(m.name)} notification.`;
      return {
        doc: methodDoc(ident, lead, m, ""),
        request,
        ident,
        method: goString(m.name),
        params: t(m.params),
        paramsCodec: codec(m.params),
        result: result ? t(result) : null,
        resultVariant: result ? variant(results, m) : "",
        resultType: result ? q(result) : "",
      };
    });
    return {
      side,
      other,
      label: goString(`${v.name} ${side}`),
      handler,
      unimplemented: name("unimplemented"),
      peer,
      connect: name("connect"),
      from: name("from"),
      sideFn: `peer${title(side)}Side`,
      requestsFrom: group(`${requests}\0FromMethodAndParams`),
      notificationsFrom: group(`${notifications}\0FromMethodAndParams`),
      resultsFrom: group(`${results}\0FromMethodAndResult`),
      requestOther: t(cx.names.other.get(requests)!),
      notificationOther: t(cx.names.other.get(notifications)!),
      handlers,
      requestHandlers: handlers.filter((h) => h.request),
      notificationHandlers: handlers.filter((h) => !h.request),
      senders,
      refused: sent
        .filter((m) => m.doc.unstable)
        .map((m) => ({ method: goString(m.name), feature: goString(m.doc.unstable!.feature) })),
    };
  });
  return {
    sides,
    cancel: cancel
      ? {
          method: goString(cancel.method.name),
          field: goString(cancel.field),
          codec: codec(cancel.method.params),
          object: `acpjson.ObjectValue(acpjson.Members{{Key: ${goString(cancel.field)}, Value: id}})`,
        }
      : null,
  };
}

/** The README's peer example: the model's example method, with the Go identifiers its version's package settled. */
export function goPeerExample(versions: readonly VersionIndex[], contextOf: (ix: VersionIndex) => GoContext) {
  const e = peerExampleMethod(versions.map((ix) => ({ version: ix.version, decls: ix.decls })));
  if (!e) return null;
  const ix = versions.find((x) => x.version.name === e.version)!;
  const cx = contextOf(ix);
  const view = goPeerView(ix, cx)!;
  const agent = view.sides.find((s) => s.side === "agent")!;
  const client = view.sides.find((s) => s.side === "client")!;
  return {
    version: e.version,
    ident: agent.handlers.find((h) => h.methodName === e.method.name)!.ident,
    unimplementedAgent: agent.unimplemented,
    unimplementedClient: client.unimplemented,
    connectAgent: agent.connect,
    connectClient: client.connect,
    params: e.method.params,
    result: e.method.result!,
    paramsCodec: cx.names.codec.get(e.method.params)!,
    resultCodec: cx.names.codec.get(e.method.result!)!,
    paramsJson: goString(JSON.stringify(e.params)),
    resultText: goString(JSON.stringify(e.result)),
    resultJson: JSON.stringify(e.result),
  };
}
