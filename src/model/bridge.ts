import { cancelMethod } from "./peer.js";
import type { Decl, JsonValue, Method, SpecModel, TypeExpr, VersionModel } from "./types.js";

/**
 * What a bridge between two versions needs of the model, in language-neutral data: the methods of each version, the
 * methods and types the conversion rules convert in each direction, how to reach the values inside a message that
 * the rules convert (a walk over the types of the params and results), the notification that carries the reducer's
 * updates, and the turn as the spec's `bridge.ts` declares it. Each language prints it its own way.
 */

/** How to reach rule-converted values in a value: convert it by the rules of `rule`, walk the fields of `walk`, or each item of a list or map. */
export type BridgeShape =
  | { readonly rule: string }
  | { readonly walk: string }
  | { readonly list: BridgeShape }
  | { readonly map: BridgeShape };

/** One version's method, as a bridge routes it. */
export interface BridgeMethod {
  readonly name: string;
  readonly request: boolean;
  /** Who sends it. */
  readonly from: "client" | "agent" | "both";
  /** The qualified types of its params and result (null for a notification). */
  readonly params: string;
  readonly result: string | null;
}

/** One direction of conversion (`from` -> `to`). */
export interface BridgeDirection {
  readonly from: string;
  readonly to: string;
  /** The methods of `from` a method rule converts. */
  readonly methodRules: readonly string[];
  /** The qualified types of `from` whose values the rules convert. */
  readonly ruleTypes: readonly string[];
  /** The object types of `from` to walk, with the fields that lead to rule-converted values. */
  readonly walk: { readonly [type: string]: readonly { readonly field: string; readonly shape: BridgeShape }[] };
  /** The converter's options that make it mint ids, which a bridge always gives. */
  readonly mintOptions: readonly string[];
  /** The converter's flag options, which a bridge's user may switch on. */
  readonly flagOptions: readonly { readonly name: string; readonly doc: string }[];
}

/** One version as a bridge speaks it: its methods, how a request is withdrawn, and where its updates travel. */
export interface BridgeVersion {
  /** The version's name (`v1`). */
  readonly name: string;
  /** Every method of the version, with its side and whether it is a notification. */
  readonly methods: readonly BridgeMethod[];
  /** The notification withdrawing a request by id, and its id field. */
  readonly cancelRequest: { readonly method: string; readonly field: string } | null;
  /** The notification that carries the reducer's updates, and the params field holding the update. */
  readonly updates: { readonly method: string; readonly field: string; readonly tagField: string } | null;
}

/** What a bridge between two versions needs of the spec: the versions, each direction's conversions, and the turn. */
export interface BridgePlan {
  /** The two versions, oldest first. */
  readonly versions: readonly [BridgeVersion, BridgeVersion];
  /** The conversions from the first version to the second, then back. */
  readonly directions: readonly [BridgeDirection, BridgeDirection];
  readonly turn: {
    readonly request: string;
    readonly session: string;
    readonly accepts: string;
    readonly mint: readonly string[];
    readonly update: string;
    readonly running: { readonly [field: string]: JsonValue };
    readonly ended: { readonly [field: string]: JsonValue };
    readonly carried: readonly string[];
    readonly cancel: string;
  } | null;
}

const strip = (t: TypeExpr): TypeExpr => (t.kind === "nullable" ? strip(t.inner) : t);

/** The decl a reference names, through aliases. */
function resolve(decls: ReadonlyMap<string, Decl>, t: TypeExpr): { decl: Decl | null; type: TypeExpr } {
  let cur = strip(t);
  for (let i = 0; i < 64 && cur.kind === "ref"; i++) {
    const d = decls.get(cur.name);
    if (d?.kind !== "alias") return { decl: d ?? null, type: cur };
    cur = strip(d.target);
  }
  return { decl: null, type: cur };
}

function direction(model: SpecModel, v: VersionModel, to: string, decls: ReadonlyMap<string, Decl>): BridgeDirection {
  const dir = `${v.name}->${to}`;
  const rules = model.conversions.filter((r) => r.direction === dir);
  const methodRules = new Set<string>();
  const ruleTypes = new Set<string>();
  const prefix = `${v.name}.`;
  for (const r of rules) {
    for (const s of r.source) {
      const text = s.text.slice(prefix.length);
      if (text.startsWith("method:")) methodRules.add(text.slice("method:".length));
      else ruleTypes.add(text.split(":")[0]!);
    }
  }
  // The walk: object types whose fields lead to a rule-converted value, found until nothing changes (types recurse).
  const walk = new Map<string, { field: string; shape: BridgeShape }[]>();
  const shapeOf = (t: TypeExpr): BridgeShape | null => {
    const { decl, type } = resolve(decls, t);
    if (type.kind === "array") {
      const inner = shapeOf(type.items);
      return inner ? { list: inner } : null;
    }
    if (type.kind === "map") {
      const inner = shapeOf(type.values);
      return inner ? { map: inner } : null;
    }
    if (!decl) return null;
    if (ruleTypes.has(decl.name)) return { rule: `${v.name}.${decl.name}` };
    if (decl.kind === "object" && walk.has(decl.name)) return { walk: `${v.name}.${decl.name}` };
    return null;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const d of v.decls) {
      if (d.kind !== "object" || ruleTypes.has(d.name)) continue;
      const fields = d.fields.flatMap((f) => {
        const shape = shapeOf(f.type);
        return shape ? [{ field: f.name, shape }] : [];
      });
      if (fields.length > (walk.get(d.name)?.length ?? 0)) {
        walk.set(d.name, fields);
        changed = true;
      }
    }
  }
  const converter = model.converters.find((c) => c.direction === dir);
  return {
    from: v.name,
    to,
    methodRules: [...methodRules].sort(),
    ruleTypes: [...ruleTypes].sort().map((t) => `${v.name}.${t}`),
    walk: Object.fromEntries([...walk].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, f]) => [`${v.name}.${k}`, f])),
    mintOptions: (converter?.options ?? []).filter((o) => o.kind === "id-source").map((o) => o.name),
    flagOptions: (converter?.options ?? []).filter((o) => o.kind === "flag").map((o) => ({ name: o.name, doc: o.doc })),
  };
}

function version(v: VersionModel, decls: ReadonlyMap<string, Decl>): BridgeVersion {
  const methods = v.methods.map(
    (m: Method): BridgeMethod => ({
      name: m.name,
      request: m.kind === "request",
      from: m.direction === "both" ? "both" : m.direction === "client_to_agent" ? "client" : "agent",
      params: `${v.name}.${m.params}`,
      result: m.result === null ? null : `${v.name}.${m.result}`,
    }),
  );
  const cancel = cancelMethod(v, decls);
  // The updates: the agent's notification whose params hold a required field of the reducer's union.
  let updates: BridgeVersion["updates"] = null;
  const union = v.reducer?.union.split(".").slice(1).join(".");
  const unionDecl = union === undefined ? undefined : decls.get(union);
  if (unionDecl?.kind === "union") {
    for (const m of v.methods) {
      if (m.kind !== "notification" || m.direction !== "agent_to_client") continue;
      const p = decls.get(m.params);
      const f =
        p?.kind === "object"
          ? p.fields.find((x) => !x.optional && resolve(decls, x.type).decl === unionDecl)
          : undefined;
      if (f) {
        updates = { method: m.name, field: f.name, tagField: unionDecl.tagField };
        break;
      }
    }
  }
  return {
    name: v.name,
    methods,
    cancelRequest: cancel ? { method: cancel.method.name, field: cancel.field } : null,
    updates,
  };
}

/**
 * The bridge plan of a spec with exactly two versions, and the problems that make its `bridge.ts` unusable (a name it
 * uses that the versions lack), from each version's index (its declarations by name). Null when the spec does not
 * have two versions.
 */
export function bridgePlan(
  model: SpecModel,
  indexes: ReadonlyMap<string, { readonly decls: ReadonlyMap<string, Decl> }>,
): { plan: BridgePlan | null; problems: string[] } {
  if (model.versions.length !== 2) return { plan: null, problems: [] };
  const [a, b] = model.versions as [VersionModel, VersionModel];
  const da = indexes.get(a.name)?.decls ?? new Map<string, Decl>();
  const db = indexes.get(b.name)?.decls ?? new Map<string, Decl>();
  const versions: [BridgeVersion, BridgeVersion] = [version(a, da), version(b, db)];
  const directions: [BridgeDirection, BridgeDirection] = [
    direction(model, a, b.name, da),
    direction(model, b, a.name, db),
  ];
  const problems: string[] = [];
  const t = model.bridge?.turn;
  if (t) {
    for (const v of versions) {
      const m = v.methods.find((x) => x.name === t.request);
      if (!m?.request || m.from !== "client")
        problems.push(`${v.name} has no request "${t.request}" sent by the client`);
    }
    const acc = versions.find((v) => v.name === t.accepts);
    const accIndex = t.accepts === a.name ? da : db;
    if (!acc) problems.push(`"${t.accepts}" is not a version`);
    else {
      if (!acc.updates) problems.push(`${acc.name} has no notification carrying its reducer's updates`);
      const cancel = acc.methods.find((x) => x.name === t.cancel);
      if (!cancel || cancel.request) problems.push(`${acc.name} has no notification "${t.cancel}"`);
      const union = model.versions
        .find((v) => v.name === acc.name)
        ?.reducer?.union.split(".")
        .slice(1)
        .join(".");
      const u = union === undefined ? undefined : accIndex.get(union);
      const variant = u?.kind === "union" ? u.variants.find((x) => x.tag === t.update) : undefined;
      if (!variant) problems.push(`${acc.name}'s reducer union has no variant "${t.update}"`);
    }
  }
  return {
    plan: {
      versions,
      directions,
      turn: t
        ? {
            request: t.request,
            session: t.session,
            accepts: t.accepts,
            mint: t.mint,
            update: t.update,
            running: t.running,
            ended: t.ended,
            carried: t.carried,
            cancel: t.cancel,
          }
        : null,
    },
    problems,
  };
}
