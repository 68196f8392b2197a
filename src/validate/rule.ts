/** What a validation rule is, and the helpers several rules share. */

import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { VersionIndex } from "../model/index.js";
import type { Decl, Field, SpecModel, TypeExpr } from "../model/types.js";
import type { LanguagePlugin } from "../plugin/index.js";

export interface RuleContext {
  readonly model: SpecModel;
  readonly versions: ReadonlyMap<string, VersionIndex>;
  /** What the rules before this one reported, so that a rule can stay quiet about their follow-on effects. */
  readonly prior: readonly Diagnostic[];
  /** The languages of the run: every name must be spellable, and stay distinct, in each. */
  readonly languages: readonly LanguagePlugin[];
}

/** A validation rule: reads the model, returns diagnostics. Never throws, never mutates. */
export interface Rule {
  readonly name: string;
  readonly run: (ctx: RuleContext) => Diagnostic[];
}

/** The fields a declaration owns: an object's, or the fields a union's variants share. */
export function ownFields(d: Decl): readonly Field[] {
  return d.kind === "object" || d.kind === "union" ? d.fields : [];
}

export function* typeExprs(t: TypeExpr): Generator<TypeExpr> {
  yield t;
  if (t.kind === "array") yield* typeExprs(t.items);
  if (t.kind === "nullable") yield* typeExprs(t.inner);
  if (t.kind === "map") yield* typeExprs(t.values);
}

export function fieldType(f: Field): TypeExpr {
  return f.patch ? { kind: "nullable", inner: f.type, loc: f.loc } : f.type;
}

export function declRef(d: Decl): TypeExpr {
  return { kind: "ref", name: d.name, loc: d.loc };
}

/** "A", "A and B", "A, B and C". */
export function listed(names: readonly string[], last = "and"): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${last} ${names[names.length - 1]}`;
}
