import type { Loc } from "../diagnostics/diagnostic.js";
import type { Decl, Field, TypeExpr } from "./types.js";

/**
 * Where one type holds another in place: with no list or map in between (a
 * nullable or optional value is still in place). A cycle of such edges is a
 * type whose size includes its own, which Rust can only build through a `Box`.
 */
export interface InlineEdge {
  readonly from: string;
  readonly to: string;
  /** The field that holds it, or null for a variant's payload, an untagged member or an alias's target. */
  readonly field: Field | null;
  readonly loc: Loc;
}

/** The type a value of `t` holds in place, if it is a declared one. */
export function inlineRef(t: TypeExpr): string | null {
  const inner = t.kind === "nullable" ? t.inner : t;
  return inner.kind === "ref" ? inner.name : null;
}

/** The edges of types held in place (not through a list, map or reference a language boxes): from a type to a type it holds. */
export function inlineEdges(decls: readonly Decl[]): InlineEdge[] {
  const out: InlineEdge[] = [];
  const add = (from: string, t: TypeExpr, field: Field | null, loc: Loc): void => {
    const to = inlineRef(t);
    if (to !== null) out.push({ from, to, field, loc });
  };
  for (const d of decls) {
    if (d.kind === "object" || d.kind === "union") for (const f of d.fields) add(d.name, f.type, f, f.loc);
    if (d.kind === "union")
      for (const v of d.variants)
        if (v.payload !== null) out.push({ from: d.name, to: v.payload, field: null, loc: v.loc });
    if (d.kind === "untagged") for (const m of d.members) add(d.name, m.type, null, m.loc);
    if (d.kind === "alias") add(d.name, d.target, null, d.loc);
  }
  return out;
}

/**
 * The strongly connected components of a graph that contain a cycle (more than
 * one node, or a node with an edge to itself), each as the set of its nodes.
 * Iterative Tarjan, so that a deep chain of types cannot overflow the stack.
 */
export function cyclicComponents(
  nodes: readonly string[],
  edges: readonly { readonly from: string; readonly to: string }[],
): Set<string>[] {
  const next = new Map<string, string[]>(nodes.map((n) => [n, []]));
  for (const e of edges) if (next.has(e.from) && next.has(e.to)) next.get(e.from)!.push(e.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: Set<string>[] = [];
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: string; i: number }[] = [{ node: root, i: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const top = work[work.length - 1]!;
      const succ = next.get(top.node)!;
      if (top.i < succ.length) {
        const w = succ[top.i++]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const comp = new Set<string>();
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          comp.add(w);
        } while (w !== top.node);
        if (comp.size > 1 || succ.includes(top.node)) out.push(comp);
      }
    }
  }
  return out;
}

/** The edges that lie on a cycle: both ends in one cyclic component. */
export function edgesOnCycles<E extends { readonly from: string; readonly to: string }>(
  nodes: readonly string[],
  edges: readonly E[],
): E[] {
  const comp = new Map<string, number>();
  cyclicComponents(nodes, edges).forEach((c, i) => c.forEach((n) => comp.set(n, i)));
  return edges.filter((e) => comp.has(e.from) && comp.get(e.from) === comp.get(e.to));
}
