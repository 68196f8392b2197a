/**
 * The `Methods` interface of a version: its requests and notifications, and
 * the JSON-RPC envelope it extends.
 */
import type { InterfaceDeclaration } from "../../load/tree.js";
import type { Envelope, Method } from "../types.js";
import type { Reader } from "./reader.js";
import { parseJsDoc, readDoc } from "./doc-tags.js";
import { propName } from "./declarations.js";
import {
  extendsOf,
  isPropertySignature,
  isStringLiteralType,
  isTypeReference,
  stringLiteralValue,
  typeArgs,
  typeOf,
  unparen,
} from "./syntax.js";

/** `Methods extends JsonRpc<Id, Error>`: the envelope, or null when Methods extends nothing. */
export function readEnvelope(rd: Reader, stmt: InterfaceDeclaration): Envelope | null {
  const clauses = extendsOf(stmt);
  if (clauses.length === 0) return null;
  const clause = clauses[0]!;
  const args = typeArgs(clause).map((a) => unparen(a));
  if (
    clauses.length !== 1 ||
    rd.text(clause.expression) !== "JsonRpc" ||
    args.length !== 2 ||
    !args.every((a) => isTypeReference(a) && typeArgs(a).length === 0)
  ) {
    rd.report(
      "marker-misuse",
      rd.loc(clause),
      "Methods may extend one thing: JsonRpc<IdType, ErrorType>, two named types",
    );
    return null;
  }
  let extensionPrefix: string | undefined;
  const docs = rd.jsDocs(stmt);
  const last = docs[docs.length - 1];
  for (const tag of last ? parseJsDoc(rd.text(last)).tags : []) {
    if (tag.name !== "extensionMethods") continue;
    if (/^[^\s"\\]+$/.test(tag.text)) extensionPrefix = tag.text;
    else
      rd.report(
        "marker-misuse",
        rd.loc(last!),
        `@extensionMethods takes one prefix (the start of every extension method's name), not '${tag.text}'`,
      );
  }
  return {
    id: rd.text(args[0]!),
    error: rd.text(args[1]!),
    ...(extensionPrefix !== undefined && { extensionPrefix }),
    loc: rd.loc(clause),
  };
}

export function readMethods(rd: Reader, stmt: InterfaceDeclaration): Method[] {
  const out: Method[] = [];
  for (const m of stmt.body.body) {
    if (!isPropertySignature(m)) {
      rd.report("unsupported-syntax", rd.loc(m), 'Methods lists properties: `"method/name": Request<P, R, D>`');
      continue;
    }
    const name = propName(rd, m);
    if (name === null) continue;
    const loc = rd.loc(m.key);
    const t = typeOf(m);
    const tn = t ? unparen(t) : undefined;
    const kind = tn && isTypeReference(tn) ? rd.text(tn.typeName) : "";
    const args = tn && isTypeReference(tn) ? typeArgs(tn) : [];
    const want = kind === "Request" ? 3 : kind === "Notification" ? 2 : -1;
    const refs = args.slice(0, want - 1).map((a) => unparen(a));
    const dir = args[want - 1] ? unparen(args[want - 1]!) : undefined;
    const dirText = dir && isStringLiteralType(dir) ? stringLiteralValue(dir) : "";
    if (
      want < 0 ||
      args.length !== want ||
      !refs.every((r) => isTypeReference(r) && typeArgs(r).length === 0) ||
      (dirText !== "client_to_agent" && dirText !== "agent_to_client" && dirText !== "both")
    ) {
      rd.report(
        "marker-misuse",
        t ? rd.loc(t) : loc,
        `method '${name}' must be Request<Params, Result, "client_to_agent" | "agent_to_client" | "both"> or Notification<Params, direction>`,
      );
      continue;
    }
    out.push({
      name,
      kind: kind === "Request" ? "request" : "notification",
      params: rd.text(refs[0]!),
      result: kind === "Request" ? rd.text(refs[1]!) : null,
      direction: dirText as Method["direction"],
      doc: readDoc(rd, m),
      loc,
    });
  }
  return out;
}
