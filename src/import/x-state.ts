/**
 * Upstream's `x-state` as an oracle for the spec's reducer.
 *
 * Since crate 1.20.0 the published schema states, on each variant of the session
 * update union, what the update does to session state: a list of statements per
 * scope, `{"session": [{"action": "append", "target": "agentMessage", "id":
 * "messageId", "field": "content", "value": "content"}]}`. That is what a spec's
 * `reducer` declaration says in its own words. This module reads the statements,
 * states each of the spec's reducer actions in the same terms, and compares the
 * two: a variant whose action says something else is a finding, unless its
 * `differs` note says why; a published variant the reducer has no action for gets
 * a proposed action. `import` turns the findings into decisions, and a test holds
 * the bundled spec to them.
 */
import type { Loc } from "../diagnostics/diagnostic.js";
import type { Decl, Reducer, ReducerEntity, ReducerVariant, VersionModel } from "../model/types.js";

/** One `x-state` statement, with the keys it gives (an absent key is left out). */
export interface StateStatement {
  readonly scope: string;
  readonly action: string;
  readonly target: string;
  readonly id?: string;
  readonly field?: string;
  readonly value?: string;
}

/** A published variant of the update union: its tag, and its statements (null when it publishes no `x-state`). */
export interface PublishedVariant {
  readonly tag: string;
  readonly statements: readonly StateStatement[] | null;
  /** A JSON pointer to the variant in the schema (`/$defs/SessionUpdate/anyOf/3`). */
  readonly pointer: string;
}

export type StateFinding =
  /** The spec's action states something else than upstream's `x-state`, and no `differs` note says why. */
  | {
      readonly kind: "disagrees";
      readonly tag: string;
      readonly ours: readonly StateStatement[] | string;
      readonly published: readonly StateStatement[];
      readonly loc: Loc;
      readonly message: string;
    }
  /** As `disagrees`, but the action's `differs` note explains it. */
  | {
      readonly kind: "explained";
      readonly tag: string;
      readonly ours: readonly StateStatement[] | string;
      readonly published: readonly StateStatement[];
      readonly loc: Loc;
      readonly differs: string;
      readonly message: string;
    }
  /** Upstream states the variant's effect; the spec's reducer has no action for it (or the union no such variant). */
  | {
      readonly kind: "missing";
      readonly tag: string;
      readonly published: readonly StateStatement[];
      readonly proposal: string;
      readonly pointer: string;
      readonly message: string;
    };

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const isObj = (v: unknown): v is { [k: string]: Json } => typeof v === "object" && v !== null && !Array.isArray(v);
const STATEMENT_KEYS = ["action", "target", "id", "field", "value"] as const;

/** The `x-state` statements of one published schema object (`{}` gives none; no `x-state` gives null). */
export function readStatements(node: unknown): StateStatement[] | null {
  if (!isObj(node) || !isObj(node["x-state"])) return null;
  const out: StateStatement[] = [];
  for (const [scope, list] of Object.entries(node["x-state"]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!Array.isArray(list)) continue;
    for (const s of list) {
      if (!isObj(s) || typeof s.action !== "string" || typeof s.target !== "string") continue;
      const st: { -readonly [K in keyof StateStatement]: StateStatement[K] } = {
        scope,
        action: s.action,
        target: s.target,
      };
      for (const k of ["id", "field", "value"] as const) if (typeof s[k] === "string") st[k] = s[k];
      out.push(st);
    }
  }
  return out;
}

/** The variants of the published union `name` (tagged on `tagField`), with their statements; empty when it is absent. */
export function publishedVariants(schema: unknown, name: string, tagField: string): PublishedVariant[] {
  const defs = isObj(schema) && isObj(schema.$defs) ? schema.$defs : {};
  const def = defs[name];
  if (!isObj(def)) return [];
  const out: PublishedVariant[] = [];
  for (const key of ["anyOf", "oneOf"] as const) {
    const items = def[key];
    if (!Array.isArray(items)) continue;
    items.forEach((item, i) => {
      const prop = isObj(item) && isObj(item.properties) ? item.properties[tagField] : undefined;
      const tag = isObj(prop) && typeof prop.const === "string" ? prop.const : null;
      if (tag !== null) out.push({ tag, statements: readStatements(item), pointer: `/$defs/${name}/${key}/${i}` });
    });
  }
  return out;
}

/** A reducer's names as `x-state` spells them: each entity's and each message role's published target. */
interface Targets {
  readonly entity: (name: string) => string;
  readonly role: (role: string) => string;
  readonly entityOf: (target: string) => ReducerEntity | undefined;
  readonly roleOf: (target: string) => string | undefined;
}

function targets(r: Reducer): Targets {
  const entities = r.entities;
  const roles = r.roles;
  const entity = (name: string): string => entities.find((e) => e.name === name)?.published ?? name;
  const role = (x: string): string => roles.find((p) => p.role === x)?.published ?? x;
  const known = [
    ...new Set(r.variants.map((v) => v.role).filter((x): x is string => x !== null)),
    ...roles.map((p) => p.role),
  ];
  return {
    entity,
    role,
    entityOf: (target) => entities.find((e) => entity(e.name) === target),
    roleOf: (target) => known.find((x) => role(x) === target),
  };
}

/** The spec's action for one variant in `x-state`'s terms, or why it has none (a string). */
export function statementsOf(r: Reducer, v: ReducerVariant, scope = "session"): StateStatement[] | string {
  const t = targets(r);
  const value = v.value;
  const keyOf = (name: string | null): string | null => r.entities.find((e) => e.name === name)?.key ?? null;
  const st = (x: Omit<StateStatement, "scope">): StateStatement => {
    const out: { [k: string]: string } = { scope };
    for (const k of STATEMENT_KEYS) if (x[k] !== undefined) out[k] = x[k];
    return out as unknown as StateStatement;
  };
  const path = (...parts: (string | null)[]): string | undefined =>
    parts.every((p) => p !== null) ? parts.join(".") : undefined;
  switch (v.action) {
    case "ignore":
      return [];
    case "append":
      if (v.entity !== null) {
        const key = keyOf(v.entity);
        return [
          st({
            action: "append",
            target: t.entity(v.entity),
            ...(key !== null && { id: key }),
            field: v.field ?? undefined,
            value: value ?? v.field ?? undefined,
          }),
        ];
      }
      return [st({ action: "append", target: t.role(v.role!), id: r.key, field: v.field!, value: v.field! })];
    case "upsert": {
      if (v.entity === null) return [st({ action: "upsert", target: t.role(v.role!), id: r.key })];
      const key = keyOf(v.entity);
      return [
        st({
          action: "upsert",
          target: t.entity(v.entity),
          id: key === null ? undefined : value !== null ? path(value, key) : key,
          value: value ?? undefined,
        }),
      ];
    }
    case "replace": {
      const key = keyOf(v.entity);
      return [
        st({
          action: "replace",
          target: t.entity(v.entity!),
          id: key === null ? undefined : value !== null ? path(value, key) : key,
          value: value ?? undefined,
        }),
      ];
    }
    case "patch":
      return `'patch' (an upsert of an entity that must exist) has no x-state equivalent`;
    case "clear-last":
      return `'clear-last' has no x-state equivalent`;
    default: {
      const action = (v as { action: string }).action;
      if (action === "remove") {
        const key = keyOf(v.entity);
        return [st({ action: "remove", target: t.entity(v.entity!), ...(key !== null && { id: key }) })];
      }
      return `'${action}' has no x-state equivalent`;
    }
  }
}

const canon = (xs: readonly StateStatement[]): string =>
  JSON.stringify(
    xs
      .map((s) => Object.fromEntries(Object.entries(s).sort(([a], [b]) => (a < b ? -1 : 1))))
      .map((s) => JSON.stringify(s))
      .sort(),
  );

/** `append agentMessage by messageId: content <- content`, for messages. */
export function describeStatements(xs: readonly StateStatement[] | string): string {
  if (typeof xs === "string") return xs;
  if (!xs.length) return "no change";
  return xs
    .map(
      (s) =>
        `${s.action} ${s.target}${s.id ? ` by ${s.id}` : ""}${s.field ? `: ${s.field} <- ${s.value ?? "the payload"}` : s.value ? ` with ${s.value}` : ""}`,
    )
    .join("; ");
}

/** The reducer action that states what `statements` state, as spec text, for a variant the reducer has none for. */
export function proposeAction(r: Reducer, statements: readonly StateStatement[]): string {
  if (!statements.length) return `{ action: "ignore" }`;
  const t = targets(r);
  const lit = (o: { [k: string]: string | undefined }): string =>
    `{ ${Object.entries(o)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${k}: ${JSON.stringify(x)}`)
      .join(", ")} }`;
  const one = (s: StateStatement): string => {
    const role =
      t.roleOf(s.target) ??
      (s.id === r.key && (s.action === "append" || s.action === "upsert") && !t.entityOf(s.target)
        ? s.target
        : undefined);
    if (role !== undefined && (s.action === "append" || s.action === "upsert"))
      return lit({ action: s.action, role, field: s.action === "append" ? s.value : undefined });
    const e = t.entityOf(s.target);
    const name = e?.name ?? s.target;
    const value = s.action === "remove" ? undefined : s.value;
    const decl = e
      ? ""
      : ` (declare the entity '${name}'${s.id ? ` keyed by '${s.id.split(".").pop()}'` : " as single"}${name !== s.target ? `, published: "${s.target}"` : ""})`;
    return `${lit({ action: s.action, entity: name, field: s.action === "append" ? s.field : undefined, value: s.action === "append" ? s.value : value })}${decl}`;
  };
  return statements.map(one).join(" and ");
}

/**
 * Compares a version's reducer with the `x-state` of the published update union
 * (`schema` is the published JSON Schema of that version). A spec variant that
 * upstream does not publish, or publishes without `x-state`, is not judged.
 */
export function compareReducerState(version: VersionModel, schema: unknown): StateFinding[] {
  const r = version.reducer;
  if (!r) return [];
  const unionName = r.union.split(".")[1] ?? r.union;
  const union = version.decls.find((d): d is Decl & { kind: "union" } => d.name === unionName && d.kind === "union");
  if (!union) return [];
  const published = publishedVariants(schema, union.doc.schemaName ?? union.name, union.tagField);
  const ours = new Map(r.variants.map((v) => [v.tag, v]));
  const out: StateFinding[] = [];
  for (const p of published) {
    if (p.statements === null) continue;
    const v = ours.get(p.tag);
    if (!v) {
      const proposal = proposeAction(r, p.statements);
      const message = `upstream's x-state for '${p.tag}' is ${describeStatements(p.statements)}; the reducer has no action for it: ${p.tag}: ${proposal}`;
      out.push({ kind: "missing", tag: p.tag, published: p.statements, proposal, pointer: p.pointer, message });
      continue;
    }
    const mine = statementsOf(r, v);
    if (typeof mine !== "string" && canon(mine) === canon(p.statements)) continue;
    const message = `reducer action of '${p.tag}' (${describeStatements(mine)}) departs from upstream's x-state (${describeStatements(p.statements)})`;
    if (v.differs)
      out.push({
        kind: "explained",
        tag: p.tag,
        ours: mine,
        published: p.statements,
        loc: v.loc,
        differs: v.differs,
        message,
      });
    else
      out.push({
        kind: "disagrees",
        tag: p.tag,
        ours: mine,
        published: p.statements,
        loc: v.loc,
        message: `${message}: make it state the same, or say why in a 'differs' note`,
      });
  }
  return out;
}
