/**
 * The shared part of every behaviour emitter: what a converter's dispatch
 * looks like, worked out once from the IR, so each language only writes it.
 *
 * A new language need not repeat the algorithm below: `statements.ts` lowers
 * a converter and a reducer to statements that a small printer writes (the
 * Kotlin plugin and Python's converters are printed so).
 *
 * Adding a language the older way: write `src/languages/<name>/behaviour-emit.ts` with
 * - an `ExprEmitter` (an exhaustive switch over `Expr["kind"]` and
 *   `Cond["kind"]`, ending in `const _: never = e`, so that a new kind does not
 *   compile until the language writes it). Its scope is the language's choice:
 *   TypeScript writes expressions inline; Rust and Python write each value as
 *   its own statement into a block (their formatters then keep lines short);
 * - a function writing a converter from its `ConverterPlan` (below): a
 *   `switch`/`match` on the source type, tag or method, trying the candidate
 *   rules in spec order under their guards, then one function per rule;
 * - a function writing a reducer from its `ReducerProgram`: a `switch`/`match`
 *   on the variant's tag, one function per variant;
 * - the language's runtime primitives, hand-written (JSON equality, paths,
 *   checks against a type, id minting, errors, the reducer's actions). They
 *   never look at an IR node: the bindings interpret nothing. (The compiler
 *   keeps one evaluator of the IR, `interpret.ts`, as its own reference: it
 *   checks the rules' worked examples with it.)
 */
import { sharedOf } from "../render/retained.js";
import { words } from "../naming.js";
import {
  mentions,
  type Cond,
  type EmitProgram,
  type ConverterProgram,
  type Expr,
  type RuleProgram,
  type SourceMatch,
} from "./ir.js";

/** How a language writes the expressions and conditions of the rule language. */
export interface ExprEmitter<Scope> {
  /** The code of an expression: a value of the language's JSON type, or absent. */
  expr(e: Expr, scope: Scope): string;
  /** The code of a condition: a boolean. */
  cond(c: Cond, scope: Scope): string;
}

/** A rule, with what its emitted function needs. */
export interface RulePlan {
  readonly rule: RuleProgram;
  /** 1-based, in spec order: names stay unique whatever the ids. */
  readonly index: number;
  /** The words of the rule's function name (`rule`, the index, the id's words). */
  readonly nameWords: readonly string[];
  /** Its effects read its output. */
  readonly readsOutput: boolean;
  /** It reads its input (a field, a fail message's quote, a copy, a list). */
  readonly readsInput: boolean;
  /** It needs the source's tag field: it copies fields, or its targets depend on the tag. */
  readonly usesTagField: boolean;
  /** It needs the source's tag: its targets depend on it. */
  readonly usesTag: boolean;
}

/** A rule that may convert an input, after its guard; `unknownTagOnly` when it matches just an unknown variant. */
export interface Candidate {
  readonly rule: RulePlan;
  readonly unknownTagOnly: boolean;
}

/** How values of one source type pick their rule. */
export interface TypeDispatch {
  readonly type: string;
  /** The union's tag field and known tags, for a union. */
  readonly union: { readonly tagField: string; readonly tags: readonly string[] } | null;
  /** Tags some rule names, with the rules that may convert them, in spec order. */
  readonly cases: readonly { readonly tag: string; readonly candidates: readonly RulePlan[] }[];
  /** The rules for any other value of the type (any tag, or an unknown one). */
  readonly others: readonly Candidate[];
}

/** How a method's calls pick their rule. */
export interface MethodDispatch {
  readonly method: string;
  readonly params: string;
  readonly candidates: readonly RulePlan[];
}

/** A converter's dispatch: its rules with what each needs, and the rules each source type, tag and method may take. */
export interface ConverterPlan {
  readonly program: ConverterProgram;
  readonly rules: readonly RulePlan[];
  readonly types: readonly TypeDispatch[];
  readonly methods: readonly MethodDispatch[];
}

/** An emit whose target depends on the source's tag. */
const tagged = (e: EmitProgram): boolean =>
  e.to.kind === "paired" || (e.to.target.kind === "type" && e.to.target.tag === "*");

/** Whether a node of `kind` occurs in any expression or condition of a rule's body (its guard aside). */
export function ruleMentions(rule: RuleProgram, kind: Expr["kind"] | Cond["kind"]): boolean {
  return (
    rule.emit.some((e) => e.set.some(([, x]) => mentions(x, kind))) ||
    rule.effects.some((e) => mentions(e.value, kind) || mentions(e.if, kind))
  );
}

const matchesType = (s: SourceMatch, type: string): s is Extract<SourceMatch, { kind: "type" }> =>
  s.kind === "type" && s.type === type;

/** Plans already worked out, by program: a program is immutable, and the validator and every emitter ask for its plan. */
const plans = new WeakMap<ConverterProgram, { readonly value: ConverterPlan; readonly reads: readonly number[] }>();

/** The dispatch of a converter: every source type and method, and the rules that may convert each, in spec order. */
export function converterPlan(program: ConverterProgram): ConverterPlan {
  return sharedOf(plans, program, () => planOf(program));
}

function planOf(program: ConverterProgram): ConverterPlan {
  const rules: RulePlan[] = program.rules.map((rule, i) => ({
    rule,
    index: i + 1,
    nameWords: ["rule", String(i + 1), ...words(rule.id)],
    readsOutput: ruleMentions(rule, "output"),
    readsInput:
      ruleMentions(rule, "input") ||
      rule.emit.some((e) => e.copy || e.forEach !== undefined) ||
      (rule.fail ?? []).some((x) => typeof x !== "string"),
    usesTagField: rule.emit.some((e) => e.copy || tagged(e)),
    usesTag: rule.emit.some(tagged),
  }));
  // The rules that name each source type, in spec order (each once): a type's dispatch looks at these alone.
  const byType = new Map<string, RulePlan[]>();
  for (const p of rules)
    for (const s of p.rule.sources) {
      if (s.kind !== "type") continue;
      const list = byType.get(s.type);
      if (!list) byType.set(s.type, [p]);
      else if (list[list.length - 1] !== p) list.push(p);
    }
  const unions = new Map<string, ConverterProgram["unions"][number]>();
  for (const u of program.unions) if (!unions.has(u.type)) unions.set(u.type, u);
  const types = [...byType.keys()].sort().map((type): TypeDispatch => {
    const union = unions.get(type) ?? null;
    const mine = byType.get(type)!;
    const tags: string[] = [];
    for (const p of mine)
      for (const s of p.rule.sources)
        if (matchesType(s, type) && s.tag !== undefined && s.tag !== "*" && !tags.includes(s.tag)) tags.push(s.tag);
    // A tag matches a source of no tag, of that tag, or "*" when the tag is not one the union knows.
    const matches = (s: SourceMatch, tag: string | null): boolean => {
      if (!matchesType(s, type)) return false;
      if (s.tag === undefined) return true;
      if (s.tag === "*") return union !== null && (tag === null || !union.tags.includes(tag));
      return s.tag === tag;
    };
    const cases = union
      ? tags.map((tag) => ({ tag, candidates: mine.filter((p) => p.rule.sources.some((s) => matches(s, tag))) }))
      : [];
    const others = mine.flatMap((p): Candidate[] => {
      if (p.rule.sources.some((s) => matchesType(s, type) && s.tag === undefined))
        return [{ rule: p, unknownTagOnly: false }];
      if (union && p.rule.sources.some((s) => matchesType(s, type) && s.tag === "*"))
        return [{ rule: p, unknownTagOnly: true }];
      return [];
    });
    return { type, union: union && { tagField: union.tagField, tags: union.tags }, cases, others };
  });
  const byMethod = new Map<string, RulePlan[]>();
  for (const p of rules)
    for (const s of p.rule.sources) {
      if (s.kind !== "method") continue;
      const list = byMethod.get(s.method);
      if (!list) byMethod.set(s.method, [p]);
      else if (list[list.length - 1] !== p) list.push(p);
    }
  const methods = program.methods.map((m) => ({
    method: m.method,
    params: m.params,
    candidates: byMethod.get(m.method) ?? [],
  }));
  return { program, rules, types, methods };
}
