import type { Loc } from "../diagnostics/diagnostic.js";
import {
  intRange,
  type Decl,
  type Doc,
  type Field,
  type Method,
  type ObjectDecl,
  type SpecModel,
  type TypeExpr,
  type UnionDecl,
  type Variant,
  type VersionModel,
} from "../model/types.js";

/**
 * What a change between two specs does to peers that already speak the
 * protocol, judged on the model (which knows patch fields, open unions and
 * required fields), per protocol version.
 */

/** The classes of `acp-codegen diff`, most severe first. */
export const CLASSES = ["breaking-receivers", "breaking-senders", "language", "unstable", "safe"] as const;
export type ChangeClass = (typeof CLASSES)[number];

export const CLASS_TITLES: { readonly [C in ChangeClass]: string } = {
  "breaking-receivers": "Wire-breaking for receivers",
  "breaking-senders": "Wire-breaking for senders",
  language: "Breaking for generated SDKs (the wire is unaffected)",
  unstable: "Unstable features",
  safe: "Safe",
};

export interface Change {
  readonly class: ChangeClass;
  readonly version: string;
  /** `Type`, `Type.field`, `Type:tag`, `method:name`. */
  readonly where: string;
  /** A stable identifier of the kind of change (`field-removed`, `made-required`, ...). */
  readonly change: string;
  readonly detail: string;
  readonly base: Loc | null;
  readonly head: Loc | null;
  /** The acceptance that lets this change through (`diff.accept` in the config), or null. An accepted change never fails `--fail-on`. */
  readonly accepted?: { readonly reason: string; readonly at: Loc | null } | null;
}

/**
 * An intended change, accepted with its reason (`diff.accept` in the config):
 * `where` is the item as the diff reports it, with its version in front
 * (`v2.PromptRequest.prompt`, `v2.SessionUpdate:plan`, `v1.method:session/load`),
 * and `class` the class it is reported in.
 */
export interface Acceptance {
  readonly where: string;
  readonly class: ChangeClass;
  readonly reason: string;
  /** Where the config sets it, or null when it was given otherwise. */
  readonly at?: Loc | null;
}

/** The changes with each location's file spelt by `head` and `base` (one spelling of a path in every format: from the working folder). */
export function relocate(
  changes: readonly Change[],
  head: (file: string) => string,
  base: (file: string) => string,
): Change[] {
  return changes.map((c) => ({
    ...c,
    head: c.head && { ...c.head, file: head(c.head.file) },
    base: c.base && { ...c.base, file: base(c.base.file) },
  }));
}

/** The item a change is about, as an acceptance names it: `v2.PromptRequest.prompt`. */
export const itemOf = (c: Change): string => (c.where === c.version ? c.version : `${c.version}.${c.where}`);

/** Marks each change an acceptance names (same item, same class); returns the changes and the acceptances that matched none. */
export function applyAcceptances(
  changes: readonly Change[],
  acceptances: readonly Acceptance[],
): { changes: Change[]; unused: Acceptance[] } {
  const used = new Set<Acceptance>();
  const out = changes.map((c) => {
    const a = acceptances.find((x) => x.where === itemOf(c) && x.class === c.class);
    if (!a) return { ...c, accepted: null };
    used.add(a);
    return { ...c, accepted: { reason: a.reason, at: a.at ?? null } };
  });
  return { changes: out, unused: acceptances.filter((a) => !used.has(a)) };
}

const str = (t: TypeExpr): string => {
  switch (t.kind) {
    case "ref":
      return t.name;
    case "literal":
      return JSON.stringify(t.value);
    case "array":
      return `${str(t.items)}[]`;
    case "nullable":
      return `${str(t.inner)} | null`;
    case "map":
      return `map of ${str(t.values)}`;
    case "integer":
      return t.format;
    default:
      return t.kind;
  }
};

const strip = (t: TypeExpr): TypeExpr => (t.kind === "nullable" ? strip(t.inner) : t);
const nullable = (f: Field): boolean => f.patch || f.type.kind === "nullable" || f.type.kind === "json";

/** How a type changed: narrowed (every new value was an old one, not the reverse), widened, or changed otherwise. */
function typeChange(a: TypeExpr, b: TypeExpr): "same" | "narrowed" | "widened" | "changed" {
  const x = strip(a);
  const y = strip(b);
  if (str(x) === str(y)) return "same";
  const within = (inner: TypeExpr, outer: TypeExpr): boolean =>
    outer.kind === "json" ||
    (outer.kind === "number" && inner.kind === "integer") ||
    (outer.kind === "string" && inner.kind === "literal") ||
    (outer.kind === "integer" &&
      inner.kind === "integer" &&
      intRange(inner.format).min >= intRange(outer.format).min &&
      intRange(inner.format).max <= intRange(outer.format).max);
  if (within(y, x)) return "narrowed";
  if (within(x, y)) return "widened";
  return "changed";
}

const feature = (...docs: (Doc | undefined)[]): string | null =>
  docs.find((d) => d?.unstable)?.unstable?.feature ?? null;

/** A construct's own unstable feature, else its owner's (a field's or variant's type, a method's params type). */
const effective = (own: Doc, owner?: Doc): string | null => own.unstable?.feature ?? owner?.unstable?.feature ?? null;

/**
 * A construct that moved between the stable surface and an unstable feature, or between two features: classified
 * as what the stable surface sees. Becoming stable is an addition to it (`added`: the class of adding the construct),
 * becoming unstable a removal from it (`removed`), a move between features touches only unstable items.
 */
function stability(
  push: Push,
  where: string,
  what: string,
  was: string | null,
  now: string | null,
  added: ChangeClass,
  removed: ChangeClass,
  base: Loc,
  head: Loc,
): void {
  if (was === now) return;
  if (was !== null && now === null)
    push(added, where, "stabilized", `${what} is now stable (it was in unstable feature '${was}')`, base, head, null);
  else if (was === null && now !== null)
    push(
      removed,
      where,
      "destabilized",
      `${what} moved into unstable feature '${now}': peers without the feature no longer have it`,
      base,
      head,
      null,
    );
  else
    push(
      "unstable",
      where,
      "feature-changed",
      `${what} moved from unstable feature '${was}' to '${now}'`,
      base,
      head,
      null,
    );
}

/**
 * The changes from `base` to `head`. Each change is classified once; a change
 * that touches only items of an unstable feature is `unstable`.
 */
export function diffModels(base: SpecModel, head: SpecModel): Change[] {
  const out: Change[] = [];
  const versions = [...new Set([...base.versions.map((v) => v.name), ...head.versions.map((v) => v.name)])].sort();
  for (const name of versions) {
    const a = base.versions.find((v) => v.name === name);
    const b = head.versions.find((v) => v.name === name);
    if (!a || !b) {
      out.push({
        class: a ? "breaking-receivers" : "safe",
        version: name,
        where: name,
        change: a ? "version-removed" : "version-added",
        detail: `protocol version ${name} ${a ? "removed" : "added"}`,
        base: null,
        head: null,
      });
      continue;
    }
    out.push(...diffVersion(a, b));
  }
  return out.sort(
    (x, y) =>
      CLASSES.indexOf(x.class) - CLASSES.indexOf(y.class) ||
      (x.version < y.version ? -1 : x.version > y.version ? 1 : x.where < y.where ? -1 : x.where > y.where ? 1 : 0),
  );
}

function diffVersion(a: VersionModel, b: VersionModel): Change[] {
  const out: Change[] = [];
  const v = a.name;
  const push = (
    cls: ChangeClass,
    where: string,
    change: string,
    detail: string,
    base: Loc | null,
    head: Loc | null,
    unstableOf: string | null,
  ): void => {
    // A change that touches only items of an unstable feature is `unstable`, whatever it would be on the stable surface.
    out.push({
      class: unstableOf !== null ? "unstable" : cls,
      version: v,
      where,
      change,
      detail: unstableOf !== null ? `${detail} (unstable feature '${unstableOf}')` : detail,
      base,
      head,
    });
  };
  const da = new Map(a.decls.map((d) => [d.name, d]));
  const db = new Map(b.decls.map((d) => [d.name, d]));
  // `Payload.field` -> the head union whose shared fields took it over: the wire keeps the field.
  hoisted.clear();
  headDecls = db;
  for (const u of b.decls) {
    if (u.kind !== "union") continue;
    for (const f of u.fields) for (const x of u.variants) if (x.payload) hoisted.set(`${x.payload}.${f.name}`, u.name);
  }
  for (const [n, d] of da) {
    if (!db.has(n)) push("breaking-receivers", n, "type-removed", `type ${n} removed`, d.loc, null, feature(d.doc));
  }
  for (const [n, d] of db) {
    if (!da.has(n)) push("safe", n, "type-added", `type ${n} added`, null, d.loc, feature(d.doc));
  }
  for (const [n, x] of da) {
    const y = db.get(n);
    if (!y) continue;
    stability(push, n, `type ${n}`, effective(x.doc), effective(y.doc), "safe", "breaking-receivers", x.loc, y.loc);
    const f = feature(x.doc, y.doc);
    if (x.kind !== y.kind) {
      push("breaking-receivers", n, "kind-changed", `${n} changed from ${x.kind} to ${y.kind}`, x.loc, y.loc, f);
      continue;
    }
    if (
      x.doc.text !== y.doc.text ||
      JSON.stringify(x.doc.examples.map((e) => e.value)) !== JSON.stringify(y.doc.examples.map((e) => e.value))
    ) {
      push("safe", n, "doc-changed", `the doc text or examples of ${n} changed`, x.loc, y.loc, null);
    }
    if (x.kind === "object" && y.kind === "object") diffObject(x, y, push);
    if (x.kind === "union" && y.kind === "union") diffUnion(x, y, push);
    if (x.kind === "enum" && y.kind === "enum") {
      const va = new Set(x.values.map((e) => e.value));
      const vb = new Set(y.values.map((e) => e.value));
      for (const e of x.values) {
        if (!vb.has(e.value))
          push(
            x.open && y.open ? "safe" : "breaking-receivers",
            `${n}:${e.value}`,
            "value-removed",
            `value "${e.value}" of ${n} removed${x.open && y.open ? " (the enum is open: it is kept as unknown)" : ""}`,
            e.loc,
            null,
            f,
          );
      }
      for (const e of y.values) {
        if (va.has(e.value)) continue;
        if (y.open)
          push(
            "safe",
            `${n}:${e.value}`,
            "value-added",
            `value "${e.value}" added to open ${n} (old receivers keep it as an unknown value)`,
            null,
            e.loc,
            f,
          );
        else
          push(
            "breaking-senders",
            `${n}:${e.value}`,
            "value-added",
            `value "${e.value}" added to closed ${n}: old receivers reject it`,
            null,
            e.loc,
            f,
          );
      }
      if (x.open && !y.open)
        push(
          "breaking-receivers",
          n,
          "enum-closed",
          `${n} became closed: unknown values are now rejected`,
          x.loc,
          y.loc,
          f,
        );
      if (!x.open && y.open)
        push(
          "language",
          n,
          "enum-opened",
          `${n} became open: wire-safe, but its generated type changes (an Other variant, a wider TypeScript type)`,
          x.loc,
          y.loc,
          f,
        );
    }
    if (x.kind === "alias" && y.kind === "alias") {
      const c = typeChange(x.target, y.target);
      if (c !== "same")
        push(
          c === "widened" ? "breaking-senders" : "breaking-receivers",
          n,
          `type-${c}`,
          `${n} changed from ${str(x.target)} to ${str(y.target)}`,
          x.loc,
          y.loc,
          f,
        );
    }
    if (x.kind === "untagged" && y.kind === "untagged") {
      const ma = x.members.map((m) => str(m.type)).join(" | ");
      const mb = y.members.map((m) => str(m.type)).join(" | ");
      if (ma !== mb)
        push("breaking-receivers", n, "members-changed", `${n} changed from ${ma} to ${mb}`, x.loc, y.loc, f);
    }
  }
  diffMethods(a.methods, b.methods, push);
  return out;
}

type Push = (
  cls: ChangeClass,
  where: string,
  change: string,
  detail: string,
  base: Loc | null,
  head: Loc | null,
  unstableOf: string | null,
) => void;

/** Fields of payloads that became shared fields of their union in the head spec (set per version). */
const hoisted = new Map<string, string>();
/** The head spec's declarations of the version being compared. */
let headDecls: ReadonlyMap<string, Decl> = new Map();

function diffObject(x: ObjectDecl, y: ObjectDecl, push: Push): void {
  const n = x.name;
  diffFields(x, y, push);
  if (x.open && !y.open)
    push(
      "breaking-receivers",
      n,
      "object-closed",
      `${n} now rejects unknown fields`,
      x.loc,
      y.loc,
      feature(x.doc, y.doc),
    );
  if (!x.open && y.open) push("safe", n, "object-opened", `${n} now keeps unknown fields`, x.loc, y.loc, null);
}

/** Changes to the fields of an object, or to the fields a union's variants share. */
function diffFields(x: ObjectDecl | UnionDecl, y: ObjectDecl | UnionDecl, push: Push): void {
  const n = x.name;
  const fa = new Map(x.fields.map((f) => [f.name, f]));
  const fb = new Map(y.fields.map((f) => [f.name, f]));
  for (const [k, f] of fa) {
    if (fb.has(k)) continue;
    const union = x.kind === "object" ? hoisted.get(`${n}.${k}`) : undefined;
    // A shared field that every variant's payload now declares itself: the wire is the same too.
    const lowered =
      x.kind === "union" &&
      x.variants.length > 0 &&
      x.variants.every((v) => {
        const p = v.payload ? headDecls.get(v.payload) : undefined;
        return p?.kind === "object" && p.fields.some((g) => g.name === k);
      });
    if (lowered)
      push(
        "language",
        `${n}.${k}`,
        "field-lowered",
        `shared field '${k}' of ${n} moved into every variant's payload: the wire is unchanged, the generated types change`,
        f.loc,
        null,
        feature(f.doc, x.doc),
      );
    else if (union)
      push(
        "language",
        `${n}.${k}`,
        "field-hoisted",
        `field '${k}' of ${n} moved to the fields every ${union} variant shares: the wire is unchanged, the generated types change`,
        f.loc,
        null,
        feature(f.doc, x.doc),
      );
    else
      push(
        "breaking-receivers",
        `${n}.${k}`,
        "field-removed",
        `field '${k}' of ${n} removed`,
        f.loc,
        null,
        feature(f.doc, x.doc),
      );
  }
  for (const [k, f] of fb) {
    if (fa.has(k)) continue;
    if (f.optional)
      push(
        "safe",
        `${n}.${k}`,
        "optional-field-added",
        `optional field '${k}' added to ${n}`,
        null,
        f.loc,
        feature(f.doc, y.doc),
      );
    else
      push(
        "breaking-senders",
        `${n}.${k}`,
        "required-field-added",
        `required field '${k}' added to ${n}: old senders do not send it (and the Rust constructor gains a parameter)`,
        null,
        f.loc,
        feature(f.doc, y.doc),
      );
  }
  for (const [k, f] of fa) {
    const g = fb.get(k);
    if (!g) continue;
    const where = `${n}.${k}`;
    // Moves of the type itself are reported once, on the type.
    if (effective(x.doc) === effective(y.doc) || f.doc.unstable || g.doc.unstable) {
      const fieldAdded: ChangeClass = g.optional ? "safe" : "breaking-senders";
      stability(
        push,
        where,
        `field '${k}' of ${n}`,
        effective(f.doc, x.doc),
        effective(g.doc, y.doc),
        fieldAdded,
        "breaking-receivers",
        f.loc,
        g.loc,
      );
    }
    const ft = feature(f.doc, g.doc, x.doc, y.doc);
    if (f.optional && !g.optional)
      push(
        "breaking-receivers",
        where,
        "made-required",
        `'${k}' of ${n} is now required: old senders may leave it out`,
        f.loc,
        g.loc,
        ft,
      );
    if (!f.optional && g.optional)
      push(
        "breaking-senders",
        where,
        "made-optional",
        `'${k}' of ${n} is now optional: old receivers expect it`,
        f.loc,
        g.loc,
        ft,
      );
    if (nullable(f) && !nullable(g))
      push("breaking-receivers", where, "made-non-null", `'${k}' of ${n} no longer allows null`, f.loc, g.loc, ft);
    if (!nullable(f) && nullable(g))
      push(
        "breaking-senders",
        where,
        "made-nullable",
        `'${k}' of ${n} now allows null: old receivers reject it`,
        f.loc,
        g.loc,
        ft,
      );
    if (f.patch && !g.patch)
      push(
        "breaking-receivers",
        where,
        "patch-removed",
        `'${k}' of ${n} is no longer a patch field: its null no longer means "clear"`,
        f.loc,
        g.loc,
        ft,
      );
    if (!f.patch && g.patch)
      push(
        "breaking-senders",
        where,
        "patch-added",
        `'${k}' of ${n} became a patch field: an absent value now means "unchanged"`,
        f.loc,
        g.loc,
        ft,
      );
    const c = typeChange(f.type, g.type);
    if (c !== "same")
      push(
        c === "widened" ? "breaking-senders" : "breaking-receivers",
        where,
        `type-${c}`,
        `'${k}' of ${n} changed from ${str(f.type)} to ${str(g.type)}`,
        f.loc,
        g.loc,
        ft,
      );
    if (f.doc.text !== g.doc.text)
      push("safe", where, "doc-changed", `the doc text of '${k}' of ${n} changed`, f.loc, g.loc, null);
    leniency(push, where, `'${k}' of ${n}`, f, g, ft);
  }
}

/**
 * `@lenient` and `@defaultOnNull` changes. `@lenient` acts only in the bindings' opt-in lenient mode: tolerating more
 * there is safe; tolerating less makes lenient-mode receivers fail on a bad value they used to drop. `@defaultOnNull`
 * is a wire rule: reading null as the default where null was rejected widens what receivers accept (new senders may
 * send null, old receivers reject it), the reverse narrows it (it marks only lists and maps that are not nullable).
 */
function leniency(push: Push, where: string, what: string, f: Field, g: Field, ft: string | null): void {
  const tolerance = (x: Field): string[] => [
    ...(x.doc.lenient?.value ? ["a bad value"] : []),
    ...(x.doc.lenient?.items ? ["bad items"] : []),
  ];
  const [ta, tb] = [tolerance(f), tolerance(g)];
  const gained = tb.filter((t) => !ta.includes(t));
  const lost = ta.filter((t) => !tb.includes(t));
  if (lost.length)
    push(
      "breaking-receivers",
      where,
      "lenient-removed",
      `${what} is less lenient: lenient mode no longer drops ${lost.join(" or ")}, the message fails instead`,
      f.loc,
      g.loc,
      ft,
    );
  if (gained.length)
    push(
      "safe",
      where,
      "lenient-added",
      `${what} is more lenient: lenient mode now drops ${gained.join(" or ")} instead of failing (strict mode unchanged)`,
      f.loc,
      g.loc,
      ft,
    );
  const da = Boolean(f.doc.defaultOnNull);
  const db = Boolean(g.doc.defaultOnNull);
  if (da === db) return;
  if (db)
    push(
      "breaking-senders",
      where,
      "default-on-null-added",
      `${what} now reads null as its default: new senders may send null, old receivers reject it`,
      f.loc,
      g.loc,
      ft,
    );
  else
    push(
      "breaking-receivers",
      where,
      "default-on-null-removed",
      `${what} no longer reads null as its default: null is rejected, old senders may send it`,
      f.loc,
      g.loc,
      ft,
    );
}

function diffUnion(x: UnionDecl, y: UnionDecl, push: Push): void {
  const n = x.name;
  diffFields(x, y, push);
  const ft = feature(x.doc, y.doc);
  if (x.tagField !== y.tagField)
    push(
      "breaking-receivers",
      n,
      "tag-field-changed",
      `${n} is now tagged on '${y.tagField}' instead of '${x.tagField}'`,
      x.loc,
      y.loc,
      ft,
    );
  const va = new Map<string, Variant>(x.variants.map((v) => [v.tag, v]));
  const vb = new Map<string, Variant>(y.variants.map((v) => [v.tag, v]));
  for (const [t, v] of va) {
    if (vb.has(t)) continue;
    push(
      "breaking-receivers",
      `${n}:${t}`,
      "variant-removed",
      `variant '${t}' of ${n} removed${y.open ? " (old senders' messages now arrive as unknown variants)" : ""}`,
      v.loc,
      null,
      feature(v.doc, x.doc),
    );
  }
  for (const [t, v] of vb) {
    if (va.has(t)) continue;
    if (y.open && x.open)
      push(
        "safe",
        `${n}:${t}`,
        "variant-added",
        `variant '${t}' added to open ${n} (old receivers keep it as an unknown variant; the Rust enum is non_exhaustive)`,
        null,
        v.loc,
        feature(v.doc, y.doc),
      );
    else
      push(
        "breaking-senders",
        `${n}:${t}`,
        "variant-added",
        `variant '${t}' added to closed ${n}: old receivers reject it, and Rust matches over the enum stop being exhaustive`,
        null,
        v.loc,
        feature(v.doc, y.doc),
      );
  }
  for (const [t, v] of va) {
    const w = vb.get(t);
    if (w && (effective(x.doc) === effective(y.doc) || v.doc.unstable || w.doc.unstable)) {
      stability(
        push,
        `${n}:${t}`,
        `variant '${t}' of ${n}`,
        effective(v.doc, x.doc),
        effective(w.doc, y.doc),
        y.open && x.open ? "safe" : "breaking-senders",
        "breaking-receivers",
        v.loc,
        w.loc,
      );
    }
    if (w && v.payload !== w.payload)
      push(
        "language",
        `${n}:${t}`,
        "payload-renamed",
        `the payload of '${t}' in ${n} is now ${w.payload ?? "empty"} instead of ${v.payload ?? "empty"}: generated names change`,
        v.loc,
        w.loc,
        feature(v.doc, w.doc),
      );
  }
  if (x.open && !y.open)
    push(
      "breaking-receivers",
      n,
      "union-closed",
      `${n} became closed: unknown variants are now rejected`,
      x.loc,
      y.loc,
      ft,
    );
  if (!x.open && y.open)
    push(
      "language",
      n,
      "union-opened",
      `${n} became open: wire-safe for receivers, but its generated type gains an Other variant`,
      x.loc,
      y.loc,
      ft,
    );
}

function diffMethods(a: readonly Method[], b: readonly Method[], push: Push): void {
  const ma = new Map(a.map((m) => [m.name, m]));
  const mb = new Map(b.map((m) => [m.name, m]));
  for (const [k, m] of ma) {
    const n = mb.get(k);
    if (!n)
      push(
        "breaking-senders",
        `method:${k}`,
        "method-removed",
        `method ${k} removed: peers that call it get errors`,
        m.loc,
        null,
        feature(m.doc),
      );
    else {
      stability(
        push,
        `method:${k}`,
        `method ${k}`,
        feature(m.doc),
        feature(n.doc),
        "safe",
        "breaking-senders",
        m.loc,
        n.loc,
      );
      if (m.params !== n.params || m.result !== n.result)
        push(
          "language",
          `method:${k}`,
          "method-types-renamed",
          `method ${k} now takes ${n.params}${n.result ? ` and returns ${n.result}` : ""}`,
          m.loc,
          n.loc,
          feature(m.doc, n.doc),
        );
      if (m.direction !== n.direction)
        push(
          "breaking-receivers",
          `method:${k}`,
          "method-direction-changed",
          `method ${k} is now sent ${n.direction.replace(/_/g, " ")}`,
          m.loc,
          n.loc,
          feature(m.doc, n.doc),
        );
    }
  }
  for (const [k, m] of mb)
    if (!ma.has(k)) push("safe", `method:${k}`, "method-added", `method ${k} added`, null, m.loc, feature(m.doc));
}

/** Whether these changes fail `--fail-on`. */
export function fails(changes: readonly Change[], failOn: "breaking" | "any" | "none"): boolean {
  const open = changes.filter((c) => !c.accepted);
  if (failOn === "none") return false;
  if (failOn === "any") return open.length > 0;
  return open.some((c) => c.class === "breaking-receivers" || c.class === "breaking-senders");
}

/** The counts of each class, and of its accepted changes. */
export function summaryOf(changes: readonly Change[]): { [C in ChangeClass]: { total: number; accepted: number } } {
  return Object.fromEntries(
    CLASSES.map((c) => [
      c,
      {
        total: changes.filter((x) => x.class === c).length,
        accepted: changes.filter((x) => x.class === c && x.accepted).length,
      },
    ]),
  ) as {
    [C in ChangeClass]: { total: number; accepted: number };
  };
}

/** One line of counts per class: `3 changes: breaking-receivers 1 (1 accepted), safe 2; 1 acceptance unused`. */
export function summaryLine(changes: readonly Change[], unused: readonly Acceptance[] = []): string {
  const s = summaryOf(changes);
  const parts = CLASSES.filter((c) => s[c].total > 0).map(
    (c) => `${c} ${s[c].total}${s[c].accepted ? ` (${s[c].accepted} accepted)` : ""}`,
  );
  const head = `${changes.length} change${changes.length === 1 ? "" : "s"}${parts.length ? `: ${parts.join(", ")}` : ""}`;
  return unused.length ? `${head}; ${unused.length} acceptance${unused.length === 1 ? "" : "s"} unused` : head;
}

/** What an acceptance says when it matched no change. */
export function unusedText(a: Acceptance): string {
  return `the acceptance of ${a.class} '${a.where}' matches no change (the item or its class differs, or the change is gone): remove it`;
}

const locText = (l: Loc | null): string => (l ? `${l.file}:${l.line}:${l.col}` : "-");

/** What a listed change says of its acceptance: ` (accepted: the reason)`, or nothing. */
const acceptedText = (c: Change): string => (c.accepted ? ` (accepted: ${c.accepted.reason})` : "");

/** One line per change, then one per unused acceptance, then the summary line. */
export function formatText(changes: readonly Change[], unused: readonly Acceptance[] = []): string {
  const lines = changes.map(
    (c) =>
      `${c.class} ${c.version} ${c.where}: ${c.detail}${acceptedText(c)} [base ${locText(c.base)}, head ${locText(c.head)}]`,
  );
  for (const a of unused) lines.push(`unused acceptance${a.at ? ` at ${locText(a.at)}` : ""}: ${unusedText(a)}`);
  lines.push(
    changes.length
      ? summaryLine(changes, unused)
      : `no changes${unused.length ? `; ${unused.length} acceptance${unused.length === 1 ? "" : "s"} unused` : ""}`,
  );
  return `${lines.join("\n")}\n`;
}

/** A changelog section: a summary of counts, then the changes grouped by class and version. */
export function formatMarkdown(changes: readonly Change[], unused: readonly Acceptance[] = []): string {
  const s = summaryOf(changes);
  const lines = ["## Protocol changes", "", "| class | count | accepted |", "| --- | --- | --- |"];
  for (const c of CLASSES) lines.push(`| ${CLASS_TITLES[c]} | ${s[c].total} | ${s[c].accepted} |`);
  for (const c of CLASSES) {
    const inClass = changes.filter((x) => x.class === c);
    if (!inClass.length) continue;
    lines.push("", `### ${CLASS_TITLES[c]}`);
    for (const v of [...new Set(inClass.map((x) => x.version))]) {
      lines.push("", `**${v}**`, "");
      for (const x of inClass.filter((y) => y.version === v))
        lines.push(`- \`${x.where}\`: ${x.detail}${x.accepted ? ` **Accepted:** ${x.accepted.reason}` : ""}`);
    }
  }
  if (unused.length) {
    lines.push("", "### Unused acceptances", "");
    for (const a of unused) lines.push(`- ${a.at ? `${locText(a.at)}: ` : ""}${unusedText(a)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The documented JSON report (README "acp-codegen diff"). */
export function formatJson(changes: readonly Change[], unused: readonly Acceptance[] = []): string {
  const s = summaryOf(changes);
  const summary: Record<string, number> = {};
  const accepted: Record<string, number> = {};
  for (const c of CLASSES) {
    summary[c] = s[c].total;
    accepted[c] = s[c].accepted;
  }
  const all = changes.map((c) => ({ ...c, accepted: c.accepted ?? null }));
  const notUsed = unused.map((a) => ({ where: a.where, class: a.class, reason: a.reason, at: a.at ?? null }));
  return `${JSON.stringify({ format: "acp-codegen-diff/1", summary, accepted, changes: all, unused: notUsed }, null, 2)}\n`;
}
