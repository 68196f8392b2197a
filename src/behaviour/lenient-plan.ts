/**
 * Lenient mode as a typed plan, from which every language emits native
 * functions (one per type, `lenient_<Type>`-like), so no runtime reads a
 * leniency graph.
 *
 * How lenient mode works, in every language: the runtime parses strictly; when
 * the parse fails, it asks the generated function of the root type where the
 * failure is. That function walks the failure's path (in the input's
 * coordinates) through the input, type by type, and records the deepest drop
 * on the way: a lenient field's value (`remove`, or `empty` for a required
 * list), a lenient list's item or map's entry (`item`), or an unknown value of
 * an enum with a catch-all value (`replace`). The runtime drops it, reports it
 * and parses again; a failure with no drop on its way is the error.
 *
 * The emitted code calls the runtime's walk primitives only (`key`, `field`,
 * `item`, `entry`, `catchAll`, and, where a language's error paths may name a
 * union's variant by its tag, `over`); it never looks at this plan.
 */
import { sharedOf } from "../render/retained.js";
import type { VersionIndex } from "../model/index.js";
import { leniencyGraph, type LeniencyField, type LeniencyType } from "../model/leniency.js";

/** What lies under a field on the way to a drop: nothing, a type's function, a list's items or a map's values. */
export type LenientShape =
  | { readonly kind: "none" }
  | { readonly kind: "ref"; readonly name: string }
  | { readonly kind: "list"; readonly items: LenientShape }
  | { readonly kind: "map"; readonly values: LenientShape };

/** One field on the way to a drop. */
export interface LenientFieldPlan {
  /** Its wire name. */
  readonly wire: string;
  /** What dropping its bad value does: leave it out, or make it an empty list (a required list); null: not lenient itself. */
  readonly drop: "remove" | "empty" | null;
  /** Its bad items (of the list or map it holds) are dropped. */
  readonly items: boolean;
  /** The way on, under it. */
  readonly shape: LenientShape;
}

/** One type lenient mode walks through, and what its function does. */
export type LenientTypePlan =
  | { readonly kind: "object"; readonly name: string; readonly fields: readonly LenientFieldPlan[] }
  | {
      readonly kind: "union";
      readonly name: string;
      /** The tag field. */
      readonly tag: string;
      /** The union's own fields (they win over a variant's fields of the same name). */
      readonly fields: readonly LenientFieldPlan[];
      /** Per known tag whose payload leads somewhere: the payload's fields the union's own do not shadow. */
      readonly variants: readonly { readonly tag: string; readonly fields: readonly LenientFieldPlan[] }[];
    }
  /** An alias: followed where it stands; its own function serves a parse of the alias itself. */
  | { readonly kind: "alias"; readonly name: string; readonly target: LenientShape }
  | { readonly kind: "catchAll"; readonly name: string; readonly value: string };

/** The lenient plan of one version: the types sorted by name, only those whose function does something. */
export interface LenientPlan {
  readonly version: string;
  readonly types: readonly LenientTypePlan[];
}

/** The lenient plan of one version, from the model's leniency graph (which types lead to a lenient field). */
export function lenientPlan(ix: VersionIndex): LenientPlan {
  return sharedOf(plans, ix, () => planOf(ix));
}

/** The plan of each version index, worked out once: every language asks for it. */
const plans = new WeakMap<VersionIndex, { readonly value: LenientPlan; readonly reads: readonly number[] }>();

function planOf(ix: VersionIndex): LenientPlan {
  const graph = leniencyGraph(ix);
  const names = Object.keys(graph).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // A type is live when its function can record a drop; a ref to any other type is no way on.
  const live = new Set<string>();
  // An alias is followed where it stands (as far as 64 steps), so a field's `items` reaches the list it names.
  const shapeOf = (t: LeniencyType, depth = 0): LenientShape => {
    if (t === null) return { kind: "none" };
    if ("ref" in t) {
      const d = graph[t.ref];
      if (d !== undefined && "alias" in d) return depth < 64 ? shapeOf(d.alias, depth + 1) : { kind: "none" };
      return live.has(t.ref) ? { kind: "ref", name: t.ref } : { kind: "none" };
    }
    if ("list" in t) return { kind: "list", items: shapeOf(t.list, depth) };
    return { kind: "map", values: shapeOf(t.map, depth) };
  };
  const leads = (s: LenientShape): boolean =>
    s.kind === "ref" ? true : s.kind === "list" ? leads(s.items) : s.kind === "map" ? leads(s.values) : false;
  const fieldsOf = (fs: { readonly [wire: string]: LeniencyField }, skip: ReadonlySet<string>): LenientFieldPlan[] =>
    Object.keys(fs)
      .filter((w) => !skip.has(w))
      .map((wire) => {
        const f = fs[wire]!;
        return { wire, drop: f.value ?? null, items: f.items === true, shape: shapeOf(f.type) };
      })
      .filter((f) => f.drop !== null || (f.items && f.shape.kind !== "none") || leads(f.shape));
  const planOf = (name: string): LenientTypePlan | null => {
    const d = graph[name]!;
    if ("catchAll" in d) return { kind: "catchAll", name, value: d.catchAll };
    if ("alias" in d) {
      const target = shapeOf(d.alias);
      return leads(target) ? { kind: "alias", name, target } : null;
    }
    const own = fieldsOf(d.fields, new Set());
    if (!("tag" in d)) return own.length > 0 ? { kind: "object", name, fields: own } : null;
    const ownNames = new Set(Object.keys(d.fields));
    const variants = Object.keys(d.variants)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap((tag) => {
        const payload = graph[d.variants[tag]!];
        if (payload === undefined || !("fields" in payload)) return [];
        const fields = fieldsOf(payload.fields, ownNames);
        return fields.length > 0 ? [{ tag, fields }] : [];
      });
    return own.length > 0 || variants.length > 0 ? { kind: "union", name, tag: d.tag, fields: own, variants } : null;
  };
  // Fixpoint: a type is live once its plan records a drop, directly or through live types.
  for (let changed = true; changed; ) {
    changed = false;
    for (const n of names) if (!live.has(n) && planOf(n) !== null) live.add(n), (changed = true);
  }
  const types = names.filter((n) => live.has(n)).map((n) => planOf(n)!);
  return { version: ix.version.name, types };
}
