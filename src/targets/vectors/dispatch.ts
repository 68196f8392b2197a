import type { VersionIndex } from "../../model/index.js";
import { acceptsValue } from "../../model/check-value.js";
import { examplesOf } from "../../model/examples.js";
import { dispatchOf, messageGroups, publishedAliases } from "../../model/methods.js";
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
    const vector = (
      what: string,
      method: string,
      payload: JsonValue,
      expect: string,
      unstable: readonly string[],
    ): JsonObject => ({
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
      const ref: TypeExpr = {
        kind: "ref",
        name: m.type,
        loc: ix.decls.get(m.type)?.loc ?? { file: "", line: 0, col: 0 },
      };
      const verdict = (payload: JsonValue): string =>
        acceptsValue(ix, ref, payload, new Set(features)) ? "accept" : "invalid-payload";
      out.push(vector(`${slug}-example`, m.method, ex.value, verdict(ex.value), features));
      const bad = derive(ix, ex.type, ex.value, ex.label, ex.unstable).find((d) => d.expect === "reject");
      if (bad)
        out.push(
          vector(
            `${slug}-${bad.id.slice(`derived-${ex.label}-`.length)}`,
            m.method,
            bad.json,
            verdict(bad.json),
            features,
          ),
        );
      if (verdict(null) === "invalid-payload")
        out.push(vector(`${slug}-null`, m.method, null, "invalid-payload", features));
      if (m.feature)
        out.push(
          vector(
            `${slug}-feature-off`,
            m.method,
            ex.value,
            "unknown-method",
            features.filter((f) => f !== m.feature),
          ),
        );
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

/**
 * Decode vectors that name types by their published names (`@schemaName`, and each message group as the published
 * schema has it, without `jsonrpc`): the examples of the declaration, or of the group's envelope with its `jsonrpc`
 * member left out (and kept: read, and written without it); for a response group, a result and an error response;
 * and, per group, an object without its `id` (a request or response) or `method` (a notification), which the
 * published schema requires.
 */
export function publishedNameVectors(ix: VersionIndex): JsonObject[] {
  const v = ix.version;
  const examples = examplesOf(ix);
  const out: JsonObject[] = [];
  const vector = (
    id: string,
    type: string,
    json: JsonValue,
    expect: "accept" | "reject",
    unstable: readonly string[],
    canonical?: JsonValue,
  ): JsonObject => ({
    id: `published-${v.name}-${type}-${id}`,
    kind: "decode",
    type: `${v.name}.${type}`,
    json,
    expect,
    ...(canonical !== undefined && { canonical }),
    ...(unstable.length && { unstable: [...unstable] }),
  });
  const without = (o: JsonValue, key: string): JsonObject =>
    Object.fromEntries(Object.entries(o as JsonObject).filter(([k]) => k !== key)) as JsonObject;
  for (const a of publishedAliases(v)) {
    if (a.decl !== undefined) {
      examples
        .filter((e) => e.type === `${v.name}.${a.decl}`)
        .forEach((e, i) => out.push(vector(`example-${i + 1}`, a.name, e.value, "accept", e.unstable)));
      continue;
    }
    const g = a.group!;
    if (g.role !== "response") {
      const mine = examples.filter((e) => e.type === `${v.name}.${g.name}Message`);
      mine.forEach((e, i) =>
        out.push(vector(`example-${i + 1}`, a.name, without(e.value, "jsonrpc"), "accept", e.unstable)),
      );
      const first = mine[0];
      if (first) {
        out.push(
          vector("jsonrpc-dropped", a.name, first.value, "accept", first.unstable, without(first.value, "jsonrpc")),
        );
        out.push(
          vector(
            g.role === "request" ? "missing-id" : "missing-method",
            a.name,
            without(without(first.value, "jsonrpc"), g.role === "request" ? "id" : "method"),
            "reject",
            first.unstable,
          ),
        );
      }
      continue;
    }
    const result = g.methods
      .map((m) => ({ m, e: examples.find((e) => e.type === `${v.name}.${m.result}`) }))
      .find((x) => x.e !== undefined);
    if (result) {
      out.push(vector("result", a.name, { id: 1, result: result.e!.value }, "accept", result.e!.unstable));
      out.push(vector("missing-id", a.name, { result: result.e!.value }, "reject", result.e!.unstable));
    }
    const error = v.envelope ? examples.find((e) => e.type === `${v.name}.${v.envelope!.error}`) : undefined;
    if (error) out.push(vector("error", a.name, { id: "req-1", error: error.value }, "accept", error.unstable));
  }
  return out;
}
