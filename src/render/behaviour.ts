import { compileBehaviour, type BehaviourPrograms } from "../behaviour/compile.js";
import type { SpecModel } from "../model/types.js";
import type { TargetContext } from "./target.js";

/** One typed entry point of a converter: values of `source` become values of `target`. */
export interface ConverterEntry {
  /** Qualified: `v1.SessionUpdate`. */
  readonly source: string;
  readonly target: string;
  readonly sourceName: string;
  readonly targetName: string;
  /** The unstable features the source and target types belong to: the entry exists only when they are on. */
  readonly features: readonly string[];
}

export interface ConverterView {
  readonly direction: string;
  readonly from: string;
  readonly to: string;
  /** `V1ToV2`. */
  readonly className: string;
  readonly options: readonly { readonly name: string; readonly kind: "flag" | "id-source"; readonly doc: string }[];
  readonly state: readonly { readonly name: string; readonly kind: "value" | "set"; readonly doc: string }[];
  readonly entries: readonly ConverterEntry[];
}

export interface ReducerView {
  readonly version: string;
  /** Qualified update union: `v2.SessionUpdate`. */
  readonly union: string;
  readonly unionName: string;
  /** `V2Reducer`. */
  readonly className: string;
  readonly entities: readonly { readonly name: string; readonly single: boolean }[];
}

/** What every language's behaviour code is generated from: the compiled programs and the typed surface around them. */
export interface BehaviourView {
  readonly programs: BehaviourPrograms;
  readonly converters: readonly ConverterView[];
  readonly reducers: readonly ReducerView[];
}

const cache = new WeakMap<SpecModel, BehaviourView>();

const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The behaviour of a validated spec. A source type gets a typed entry point
 * when every rule that emits from it emits values of one target type.
 */
export function behaviourView(ctx: TargetContext): BehaviourView {
  const hit = cache.get(ctx.model);
  if (hit) return hit;
  const { programs } = compileBehaviour(ctx.model, ctx.versions);
  const converters: ConverterView[] = [];
  for (const [direction, p] of Object.entries(programs.converters)) {
    const decl = ctx.model.converters.find((c) => c.direction === direction);
    const targets = new Map<string, Set<string>>();
    for (const rule of p.rules) {
      const sourceTypes = new Set(rule.sources.flatMap((s) => ("type" in s ? [s.type] : [])));
      const emitted = new Set<string>();
      for (const e of rule.emit) {
        const ts = "paired" in e.to ? Object.values(e.to.paired) : [e.to];
        for (const t of ts) emitted.add("type" in t ? t.type : "method");
      }
      for (const s of sourceTypes) {
        const set = targets.get(s) ?? new Set<string>();
        for (const t of emitted) set.add(t);
        targets.set(s, set);
      }
    }
    const entries: ConverterEntry[] = [];
    for (const [source, set] of [...targets].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const [target] = [...set];
      if (set.size !== 1 || target === undefined || target === "method") continue;
      const featureOf = (q: string): string[] => {
        const [v, n] = q.split(".") as [string, string];
        const f = ctx.versions.get(v)?.decls.get(n)?.doc.unstable?.feature;
        return f === undefined ? [] : [f];
      };
      const features = [...new Set([...featureOf(source), ...featureOf(target)])].sort();
      entries.push({ source, target, sourceName: source.split(".")[1]!, targetName: target.split(".")[1]!, features });
    }
    converters.push({
      direction,
      from: p.from,
      to: p.to,
      className: `${upper(p.from)}To${upper(p.to)}`,
      options: (decl?.options ?? []).map((o) => ({ name: o.name, kind: o.kind, doc: o.doc })),
      state: (decl?.state ?? []).map((s) => ({ name: s.name, kind: s.kind, doc: s.doc })),
      entries,
    });
  }
  const reducers: ReducerView[] = Object.entries(programs.reducers).map(([version, r]) => ({
    version,
    union: r.union,
    unionName: r.union.split(".")[1]!,
    className: `${upper(version)}Reducer`,
    entities: Object.entries(r.entities).map(([name, e]) => ({ name, single: "single" in e })),
  }));
  const view = { programs, converters, reducers };
  cache.set(ctx.model, view);
  return view;
}
