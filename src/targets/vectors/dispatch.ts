import type { VersionIndex } from "../../model/index.js";
import { acceptsValue } from "../../model/check-value.js";
import { examplesOf } from "../../model/examples.js";
import { dispatchOf, messageGroups } from "../../model/methods.js";
import type { JsonValue, TypeExpr } from "../../model/types.js";
import { derive, type JsonObject } from "./derive.js";

/** A payload no method reads specially: what an extension method carries. */
const EXTENSION_PAYLOAD: JsonValue = { anything: ["a", 1, null, { nested: true }] };

/**
 * Typed dispatch vectors (kind `method`) of a version, from its method table: for every method of every message
 * group, its type's first example read by method name; a mutation of it the model refuses; `null`, where the type
 * refuses it; the method with its unstable feature off. Per group: a method of the version that the group does not
 * have, and an extension method (read, when the group takes extensions; unknown when it does not). The model's
 * checker decides each expectation.
 */
export function dispatchVectors(ix: VersionIndex): JsonObject[] {
  const v = ix.version;
  const examples = examplesOf(ix);
  const exampleOf = (type: string) => examples.find((e) => e.type === `${v.name}.${type}`);
  const out: JsonObject[] = [];
  for (const g of messageGroups(v)) {
    const { methods, extensionPrefix } = dispatchOf(v, g);
    const key = g.role === "response" ? "result" : "params";
    const type = `${v.name}.${g.name}`;
    const vector = (what: string, method: string, payload: JsonValue, expect: string, unstable: readonly string[]): JsonObject => ({
      id: `method-${v.name}-${g.name}-${what}`,
      kind: "method",
      type,
      method,
      [key]: payload,
      expect,
      ...(unstable.length && { unstable: [...unstable] }),
    });
    for (const m of methods) {
      const ex = exampleOf(m.type);
      if (!ex) continue;
      const slug = m.method.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
      const features = [...new Set([...ex.unstable, ...(m.feature ? [m.feature] : [])])].sort();
      const ref: TypeExpr = { kind: "ref", name: m.type, loc: ix.decls.get(m.type)?.loc ?? { file: "", line: 0, col: 0 } };
      const verdict = (payload: JsonValue): string => (acceptsValue(ix, ref, payload, new Set(features)) ? "accept" : "invalid-payload");
      out.push(vector(`${slug}-example`, m.method, ex.value, verdict(ex.value), features));
      const bad = derive(ix, ex.type, ex.value, ex.label, ex.unstable).find((d) => d.expect === "reject");
      if (bad) out.push(vector(`${slug}-${bad.id.slice(`derived-${ex.label}-`.length)}`, m.method, bad.json, verdict(bad.json), features));
      if (verdict(null) === "invalid-payload") out.push(vector(`${slug}-null`, m.method, null, "invalid-payload", features));
      if (m.feature) out.push(vector(`${slug}-feature-off`, m.method, ex.value, "unknown-method", features.filter((f) => f !== m.feature)));
    }
    // A method of the version that this group does not read (the other side's, of the same kind where there is one):
    // selected by name, whatever its payload's shape.
    const own = new Set(methods.map((m) => m.method));
    const payloadType = (m: (typeof v.methods)[number]): string | null => (g.role === "response" ? m.result : m.params);
    const kind = g.role === "response" ? "request" : g.role;
    const foreign = v.methods
      .filter((m) => !own.has(m.name) && !m.doc.unstable && payloadType(m) !== null && exampleOf(payloadType(m)!))
      .sort((a, b) => Number(b.kind === kind) - Number(a.kind === kind))[0];
    if (foreign) {
      const ex = exampleOf(payloadType(foreign)!)!;
      out.push(vector("foreign-method", foreign.name, ex.value, "unknown-method", ex.unstable));
    }
    const prefix = v.envelope?.extensionPrefix;
    if (prefix !== undefined) {
      const expect = extensionPrefix !== null ? "accept" : "unknown-method";
      out.push(vector("extension", `${prefix}example.com/ping`, EXTENSION_PAYLOAD, expect, []));
      out.push(vector("extension-null", `${prefix}example.com/ping`, null, expect, []));
    }
  }
  return out;
}
