import { messageGroups, type Sender } from "./methods.js";
import type { Decl, JsonValue, Method, VersionModel } from "./types.js";

/**
 * What a generated peer (an agent or a client over a byte stream) needs of a version, in terms of the model only:
 * which notification withdraws a request, whether the version has every message group a peer dispatches on, and the
 * method a package README's example uses. Each language names and prints these its own way.
 */

/** The sides a peer can take, in the order the generated peers list them. */
export const PEER_SIDES: readonly Sender[] = ["agent", "client"];

/**
 * The notification that withdraws a request: a notification either side sends whose params have a required member
 * of the envelope's id type (and no other required member). Null when the version has none.
 */
export function cancelMethod(
  v: VersionModel,
  decls: ReadonlyMap<string, Decl>,
): { method: Method; field: string } | null {
  if (!v.envelope) return null;
  for (const m of v.methods) {
    if (m.kind !== "notification" || m.direction !== "both") continue;
    const d = decls.get(m.params);
    if (d?.kind !== "object") continue;
    const required = d.fields.filter((f) => !f.optional);
    const [only] = required;
    if (required.length === 1 && only!.type.kind === "ref" && only!.type.name === v.envelope.id)
      return { method: m, field: only!.name };
  }
  return null;
}

/** Whether the version has an envelope and, for each side, its request, notification and response groups. */
export function hasPeerGroups(v: VersionModel): boolean {
  const groups = new Set(messageGroups(v).map((g) => g.name));
  const title = (s: string): string => s[0]!.toUpperCase() + s.slice(1);
  return (
    v.envelope !== undefined &&
    v.envelope !== null &&
    PEER_SIDES.every((s) => ["Request", "Notification", "Response"].every((r) => groups.has(title(s) + r)))
  );
}

/** The method a package README shows a peer with, and the example values of its params and result. */
export interface PeerExample {
  readonly version: string;
  readonly method: Method;
  readonly params: JsonValue;
  readonly result: JsonValue;
}

/**
 * The newest version's first stable request a client sends to an agent that has an example of its params (in its
 * message's example) and of its result; null when no version has one.
 */
export function peerExampleMethod(
  versions: readonly { readonly version: VersionModel; readonly decls: ReadonlyMap<string, Decl> }[],
): PeerExample | null {
  for (const ix of [...versions].reverse()) {
    if (!hasPeerGroups(ix.version)) continue;
    for (const m of ix.version.methods) {
      if (m.kind !== "request" || m.direction !== "client_to_agent" || m.doc.unstable || m.result === null) continue;
      const message = m.doc.examples[0]?.value;
      const params =
        message !== null && typeof message === "object" && !Array.isArray(message) ? message["params"] : undefined;
      const result = ix.decls.get(m.result)?.doc.examples[0]?.value;
      if (params === undefined || result === undefined) continue;
      return { version: ix.version.name, method: m, params, result };
    }
  }
  return null;
}
