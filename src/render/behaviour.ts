import { behaviourOf } from "../behaviour/once.js";
import type { BehaviourIR } from "../behaviour/ir.js";
import { objectDecl } from "../model/index.js";
import { entityTypeOf } from "../model/reducer-types.js";
import type { SpecModel, TypeExpr } from "../model/types.js";
import type { TargetContext } from "./target.js";
import { sharedOf } from "./retained.js";

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

/** One converter as the templates see it: its direction, versions, class and the source types' methods. */
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

/** One reducer as the templates see it: its version, update union and entities. */
export interface ReducerView {
  readonly version: string;
  /** Qualified update union: `v2.SessionUpdate`. */
  readonly union: string;
  readonly unionName: string;
  /** `V2Reducer`. */
  readonly className: string;
  /** The type of its messages: `V2ReducerMessage`. */
  readonly messageName: string;
  /**
   * Each entity: keyed (a list) or single (a value or null), and its type: what the variants mapped onto it write
   * (qualified: `v1.ToolCall`). `list`: a single entity whose value is a list of `type` (a replace with a value path).
   */
  readonly entities: readonly {
    readonly name: string;
    readonly single: boolean;
    readonly type: string | null;
    readonly list: boolean;
  }[];
  /** The roles of its messages, as the message variants name them, in the order the spec first names each. */
  readonly roles: readonly string[];
  /** The fields of a message, with their declared types (refs unqualified, in `version`). */
  readonly message: {
    readonly fields: readonly { readonly name: string; readonly type: TypeExpr; readonly required: boolean }[];
  };
}

/** A type expression with every reference renamed by `name` (to qualify it for another module). */
export function qualifyType(t: TypeExpr, name: (ref: string) => string): TypeExpr {
  switch (t.kind) {
    case "ref":
      return { ...t, name: name(t.name) };
    case "array":
      return { ...t, items: qualifyType(t.items, name) };
    case "map":
      return { ...t, values: qualifyType(t.values, name) };
    case "nullable":
      return { ...t, inner: qualifyType(t.inner, name) };
    default:
      return t;
  }
}

const nonNull = (t: TypeExpr): TypeExpr => (t.kind === "nullable" ? nonNull(t.inner) : t);

/** What every language's behaviour code is generated from: the compiled programs and the typed surface around them. */
export interface BehaviourView {
  /** The compiled behaviour, which each language's emitter writes as code. */
  readonly ir: BehaviourIR;
  readonly converters: readonly ConverterView[];
  readonly reducers: readonly ReducerView[];
}

const cache = new WeakMap<SpecModel, { readonly value: BehaviourView; readonly reads: readonly number[] }>();

const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The behaviour of a validated spec. A source type gets a typed entry point
 * when every rule that emits from it emits values of one target type.
 */
export function behaviourView(ctx: TargetContext): BehaviourView {
  return sharedOf(cache, ctx.model, () => viewOf(ctx));
}

function viewOf(ctx: TargetContext): BehaviourView {
  const { programs } = behaviourOf(ctx.model, ctx.versions);
  const converters: ConverterView[] = [];
  for (const p of programs.converters) {
    const direction = p.direction;
    const decl = ctx.model.converters.find((c) => c.direction === direction);
    const targets = new Map<string, Set<string>>();
    for (const rule of p.rules) {
      const sourceTypes = new Set(rule.sources.flatMap((s) => (s.kind === "type" ? [s.type] : [])));
      const emitted = new Set<string>();
      for (const e of rule.emit) {
        const ts = e.to.kind === "paired" ? e.to.targets.map(([, t]) => t) : [e.to.target];
        for (const t of ts) emitted.add(t.kind === "type" ? t.type : "method");
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
  const reducers: ReducerView[] = programs.reducers.map((r) => {
    const version = r.version;
    const { entityTypes, message } = reducerTypes(ctx, version);
    return {
      version,
      union: r.union,
      unionName: r.union.split(".")[1]!,
      className: `${upper(version)}Reducer`,
      messageName: `${upper(version)}ReducerMessage`,
      roles: [
        ...new Set(
          ctx.versions
            .get(version)!
            .version.reducer!.variants.flatMap((v) => (v.role !== null && v.entity === null ? [v.role] : [])),
        ),
      ],
      message,
      entities: r.entities.map((e) => {
        const t = entityTypes.get(e.name);
        return { name: e.name, single: e.kind === "single", type: t?.type ?? null, list: t?.list ?? false };
      }),
    };
  });
  return { ir: programs, converters, reducers };
}

/**
 * The types of a reducer's state, read from the variants it maps: an entity
 * has the payload type of the variant that creates it (an upsert, else a
 * replace, else the first); a message has its role, its key (null when the
 * keying allows a message without one), its list field (the items the
 * appends carry), and the other fields its upserts carry, each optional.
 */
function reducerTypes(
  ctx: TargetContext,
  version: string,
): { entityTypes: Map<string, { type: string; list: boolean }>; message: ReducerView["message"] } {
  const ix = ctx.versions.get(version)!;
  const r = ix.version.reducer!;
  const union = ix.decls.get(r.union.split(".")[1] ?? "");
  const variants = union?.kind === "union" ? union.variants : [];
  const payloadOf = (tag: string) => objectDecl(ix, variants.find((x) => x.tag === tag)?.payload ?? null);
  const entityTypes = new Map<string, { type: string; list: boolean }>();
  for (const e of r.entities) {
    const t = entityTypeOf(ix, r, e.name);
    // A named type, or (a single entity) a list of one; other types leave the entity untyped (JSON).
    if (t?.kind === "ref") entityTypes.set(e.name, { type: `${version}.${t.name}`, list: false });
    else if (t?.kind === "array" && e.key === null) {
      const items = t.items.kind === "nullable" ? t.items.inner : t.items;
      if (items.kind === "ref") entityTypes.set(e.name, { type: `${version}.${items.name}`, list: true });
    }
  }
  const loc = r.loc;
  const fields: { name: string; type: TypeExpr; required: boolean }[] = [
    { name: "role", type: { kind: "string", loc }, required: true },
  ];
  const messageVariants = r.variants.filter((v) => v.role !== null && v.entity === null);
  const declared = (name: string): TypeExpr | null => {
    for (const v of messageVariants) {
      const f = payloadOf(v.tag)?.fields.find((x) => x.name === name);
      if (f) return f.type;
    }
    return null;
  };
  const key = declared(r.key);
  if (key)
    fields.push({
      name: r.key,
      type: r.keying === "required" ? nonNull(key) : { kind: "nullable", inner: nonNull(key), loc },
      required: true,
    });
  const listField = r.variants.find((v) => v.field !== null && v.entity === null)?.field ?? null;
  if (listField !== null) {
    const append = r.variants.find((v) => v.action === "append" && v.entity === null && v.field === listField);
    const item = append ? payloadOf(append.tag)?.fields.find((x) => x.name === listField)?.type : undefined;
    if (item) fields.push({ name: listField, type: { kind: "array", items: nonNull(item), loc }, required: true });
  }
  for (const v of messageVariants.filter((x) => x.action === "upsert")) {
    for (const f of payloadOf(v.tag)?.fields ?? []) {
      if (fields.some((x) => x.name === f.name)) continue;
      fields.push({ name: f.name, type: f.patch ? nonNull(f.type) : f.type, required: false });
    }
  }
  return { entityTypes, message: { fields } };
}
