import {
  cancelMethod,
  type Decl,
  hasPeerGroups,
  PEER_SIDES,
  messageGroups,
  type Method,
  peerExampleMethod,
  sends,
  type Sender,
  snakeCase,
  type VersionModel,
} from "../../plugin/index.js";
import { PYTHON_KEYWORDS } from "./names.js";
import { dispatchName, pyString } from "./view.js";

const title = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/** What the runtime's `Peer` and `Handlers` have of their own: a method may not take these names. */
const OWN = new Set(["request", "notify", "close", "closed", "ext_request", "ext_notification"]);

/** The Python name of a method's handler and sender: its words in snake_case (`session/new` gives `session_new`). */
export function pyMethodName(method: string): string {
  const name = snakeCase(method);
  if (!name) throw new Error(`the method "${method}" has no letters or digits to name its handler by`);
  const safe = /^[0-9]/.test(name) ? `m_${name}` : name;
  return PYTHON_KEYWORDS.has(safe) ? `${safe}_` : safe;
}

/** `result: R = await self.request(...)` as ruff lays it out: on one line when it fits in 100 columns. */
function callLine(m: Method): string {
  const args = `${pyString(m.name)}, params, cancel=cancel`;
  const one = `        result: ${m.result ?? "None"} = await self.request(${args})`;
  return one.length <= 100
    ? one
    : `        result: ${m.result ?? "None"} = await self.request(\n            ${args}\n        )`;
}

/** A dict literal as ruff writes it with a magic trailing comma: one entry a line (`{}` when empty). */
function dict(entries: readonly string[]): string {
  return entries.length ? `{\n${entries.map((e) => `        ${e},`).join("\n")}\n    }` : "{}";
}

/** The Python peers of a version (see the TypeScript peer-view): empty when it has no envelope or lacks a group. */
export function pythonPeerView(v: VersionModel, decls: ReadonlyMap<string, Decl>) {
  const groups = messageGroups(v);
  if (!hasPeerGroups(v)) return { hasPeers: false };
  const cancel = cancelMethod(v, decls);
  const dispatch = (name: string): string => dispatchName(groups.find((g) => g.name === name)!);
  const view = (m: Method) => ({
    call: callLine(m),
    name: pyMethodName(m.name),
    raw: m.name,
    method: pyString(m.name),
    params: m.params,
    result: m.result ?? "None",
    request: m.kind === "request",
  });
  return {
    hasPeers: true,
    cancel: cancel && {
      method: pyString(cancel.method.name),
      field: pyString(cancel.field),
      paramsDict: `{${pyString(cancel.field)}: id_}`,
    },
    sides: PEER_SIDES.map((side) => {
      const other: Sender = side === "agent" ? "client" : "agent";
      const named = (ms: Method[]) => {
        // A name the runtime's classes have, or one taken already, gets a `_` added.
        const taken = new Set(OWN);
        return ms.map((m) => {
          let name = pyMethodName(m.name);
          while (taken.has(name)) name = `${name}_`;
          taken.add(name);
          return { ...view(m), name, call: callLine(m) };
        });
      };
      const received = named(v.methods.filter((m) => sends(other, m) && m !== cancel?.method));
      const sent = named(v.methods.filter((m) => sends(side, m) && m !== cancel?.method));
      return {
        side,
        other,
        label: pyString(`${v.name} ${side}`),
        handlers: `${title(side)}Handlers`,
        peer: `${title(other)}Peer`,
        connect: `connect_${side}`,
        spec: `_${side.toUpperCase()}_SIDE`,
        requests: dispatch(`${title(other)}Request`),
        notifications: dispatch(`${title(other)}Notification`),
        sends: dispatch(`${title(side)}Request`),
        notifies: dispatch(`${title(side)}Notification`),
        results: `${title(other)}Response`,
        answers: `${title(side)}Response`,
        received,
        sent,
        paramsDict: dict(sent.map((m) => `${m.method}: ${m.params}`)),
        handlersDict: dict(received.map((m) => `${m.method}: ${pyString(m.name)}`)),
      };
    }),
  };
}

/** The README's peer example (the TypeScript one's method), with the handler's Python name and Python literals. */
export function pythonPeerExample(
  versions: readonly { readonly version: VersionModel; readonly decls: ReadonlyMap<string, Decl> }[],
) {
  const e = peerExampleMethod(versions);
  if (!e) return null;
  return {
    version: e.version,
    handler: pyMethodName(e.method.name),
    method: e.method.name,
    params: e.method.params,
    result: e.method.result!,
    paramsJson: pyLiteral(e.params),
    resultJson: pyLiteral(e.result),
  };
}

/** A JSON value as a Python literal, as ruff writes it on one line. */
function pyLiteral(v: unknown): string {
  if (v === null) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "string") return pyString(v);
  if (typeof v === "number") return String(v);
  if (Array.isArray(v)) return `[${v.map(pyLiteral).join(", ")}]`;
  return `{${Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${pyString(k)}: ${pyLiteral(x)}`)
    .join(", ")}}`;
}
