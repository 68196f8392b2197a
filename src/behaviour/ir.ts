/**
 * The behaviour IR: what `compile.ts` makes of the spec's conversion rules,
 * converter declarations and reducers, and what every language's emitter
 * (`emit/<lang>.ts`) turns into native code. Every node is a discriminated
 * union on `kind`; an emitter switches over the kinds exhaustively, so a new
 * kind does not compile until every language emits it.
 *
 * Adding an expression kind: add it to the rule language (compile.ts parses
 * it), add a member to `Expr` here, and a case to each emitter's `expr`.
 */

/** A JSON value as the spec writes it (constants of the rule language). */
export type JsonConst = null | boolean | number | string | readonly JsonConst[] | { readonly [key: string]: JsonConst };

/** A dotted field path, split into its steps (`["a", "b"]` for `a.b`). */
export type FieldPath = readonly string[];

/** The value tests of `{ is: ..., of: ... }`. */
export const VALUE_TESTS = ["absent", "null", "absent-or-null", "set", "string", "empty", "non-empty"] as const;
/** A test of `{ is: ..., of: ... }`: one of `VALUE_TESTS`. */
export type ValueTest = (typeof VALUE_TESTS)[number];

/** A value a conversion rule computes. An expression may be absent (undefined/None), as a missing field is. */
export type Expr =
  /** A field of the rule's input (the converted value, or a method's params). */
  | { readonly kind: "input"; readonly path: FieldPath }
  /** The list item in hand, inside an emit with `forEach`. */
  | { readonly kind: "item" }
  | { readonly kind: "const"; readonly value: JsonConst }
  /** A value state of the converter, or a path inside it. */
  | { readonly kind: "state"; readonly name: string; readonly path: FieldPath }
  /** A fresh id: the id-source option's prefix and the converter's count of ids minted. */
  | { readonly kind: "mint"; readonly option: string }
  /** A field of the rule's first output (its params, for a method), in effects. */
  | { readonly kind: "output"; readonly path: FieldPath }
  /** The first value that is present and not null. */
  | { readonly kind: "coalesce"; readonly items: readonly Expr[] }
  | { readonly kind: "if"; readonly cond: Cond; readonly then: Expr; readonly else: Expr }
  /** An object of the present values. */
  | { readonly kind: "object"; readonly entries: readonly (readonly [string, Expr])[] }
  /** A list of the present values. */
  | { readonly kind: "list"; readonly items: readonly Expr[] }
  /**
   * A value converted by the converter's own rules: a list item by item (`many`), else one value that may give
   * several (only as a value of an emit's `set`, where each gives an output).
   */
  | { readonly kind: "convert"; readonly value: Expr; readonly type: string; readonly many: boolean }
  /** A git patch of a file's old text (or null) to its new text. */
  | { readonly kind: "gitPatch"; readonly path: Expr; readonly old: Expr; readonly new: Expr };

/** A condition a conversion rule tests. */
export type Cond =
  | { readonly kind: "is"; readonly test: ValueTest; readonly of: Expr }
  | { readonly kind: "equals"; readonly a: Expr; readonly b: Expr }
  /** Whether a string is a member of a set state. */
  | { readonly kind: "in"; readonly set: string; readonly of: Expr }
  /** Whether an option is on (present, not null, not false). */
  | { readonly kind: "option"; readonly name: string }
  | { readonly kind: "all"; readonly items: readonly Cond[] }
  | { readonly kind: "any"; readonly items: readonly Cond[] }
  | { readonly kind: "not"; readonly cond: Cond };

/**
 * Where an output goes: a type (a variant: with the tag field and tag to set; a tag of "*" keeps the source's
 * tag, pairing an unknown source variant with an unknown target variant), or a method with its params type.
 */
export type EmitTarget =
  | { readonly kind: "type"; readonly type: string; readonly tagField?: string; readonly tag?: string }
  | { readonly kind: "method"; readonly method: string; readonly params: string };

/** One target, or a target per source tag ("*" for an unknown tag). */
export type EmitTo =
  | { readonly kind: "single"; readonly target: EmitTarget }
  | { readonly kind: "paired"; readonly targets: readonly (readonly [string, EmitTarget])[] };

/** What a conversion rule writes: its target, and how each target field is computed. */
export interface EmitProgram {
  readonly to: EmitTo;
  /** An input path: one output per item of that list. */
  readonly forEach?: FieldPath;
  /** Copy the input's fields (but its tag field and `drop`), renamed by `rename`. */
  readonly copy: boolean;
  readonly drop: readonly string[];
  readonly rename: readonly (readonly [string, string])[];
  /** Fields set in order; an absent value removes the field. */
  readonly set: readonly (readonly [string, Expr])[];
}

/** A change a conversion rule makes to the converter's state: add to or remove from a set (strings only), or set a value. */
export interface Effect {
  readonly kind: "add" | "remove" | "set";
  readonly state: string;
  readonly value: Expr;
  readonly if?: Cond;
}

/** A source the rule matches: a type (any value, or a variant: `tag`, `*` for an unknown one), or a method. */
export type SourceMatch =
  | { readonly kind: "type"; readonly type: string; readonly tag?: string }
  | { readonly kind: "method"; readonly method: string };

/** One conversion rule: what it matches, its guard, and what it emits, fails with or changes. */
export interface RuleProgram {
  readonly id: string;
  /** Where the spec declares it (`file:line`, relative to the spec). */
  readonly where: string;
  /** The spec's reason for the rule (one line). */
  readonly reason: string;
  readonly sources: readonly SourceMatch[];
  readonly guard?: Cond;
  /** A failing rule's message: text, and input paths whose values it quotes. */
  readonly fail?: readonly (string | FieldPath)[];
  readonly emit: readonly EmitProgram[];
  readonly effects: readonly Effect[];
}

/** One direction's converter: its rules (in spec order), its state and its options. */
export interface ConverterProgram {
  readonly direction: string;
  readonly from: string;
  readonly to: string;
  readonly state: readonly { readonly name: string; readonly kind: "value" | "set" }[];
  readonly options: readonly { readonly name: string; readonly kind: "flag" | "id-source" }[];
  /** Tagged unions of the source version (qualified): their tag field and known tags. */
  readonly unions: readonly { readonly type: string; readonly tagField: string; readonly tags: readonly string[] }[];
  /** Methods of the source version that rules convert: their params type (qualified). */
  readonly methods: readonly { readonly method: string; readonly params: string }[];
  readonly rules: readonly RuleProgram[];
}

/** A field the reducer merges: its name, and whether it is a patch field or a list. */
export interface FieldProgram {
  readonly name: string;
  readonly patch: boolean;
  readonly list: boolean;
}

/** What the reducer does with one variant of the update union. */
export type VariantProgram =
  | { readonly kind: "append"; readonly tag: string; readonly role: string; readonly field: string }
  | { readonly kind: "clear-last"; readonly tag: string; readonly role: string; readonly field: string }
  | { readonly kind: "upsert"; readonly tag: string; readonly role: string; readonly fields: readonly FieldProgram[] }
  /** Merges the record at `value` (a payload path; empty: the payload) into the keyed entity it names. */
  | {
      readonly kind: "upsert-entity" | "patch-entity";
      readonly tag: string;
      readonly entity: string;
      readonly value: FieldPath;
      readonly fields: readonly FieldProgram[];
      /**
       * Fields the update creating the entity must carry and that never change after it
       * (an upsert's `fixed`; empty for a patch). They are not among `fields`: the
       * runtime's fix-entity primitive stores and checks them before the merge.
       */
      readonly fixed: readonly string[];
    }
  /** Merges the record at `value` (empty: the payload) into a single entity (an object, created empty). */
  | {
      readonly kind: "upsert-single";
      readonly tag: string;
      readonly entity: string;
      readonly value: FieldPath;
      readonly fields: readonly FieldProgram[];
    }
  /** Replaces a single entity: with the value at `value`, or (null) with the payload but its tag. */
  | { readonly kind: "replace"; readonly tag: string; readonly entity: string; readonly value: FieldPath | null }
  /** Replaces (or adds) the keyed entity: with the record at `value`, which holds its key. */
  | {
      readonly kind: "replace-entity";
      readonly tag: string;
      readonly entity: string;
      readonly key: string;
      readonly value: FieldPath;
    }
  /** Removes the keyed entity whose key the payload holds, if any. */
  | { readonly kind: "remove-entity"; readonly tag: string; readonly entity: string; readonly key: string }
  /**
   * Appends the value at the payload path `value` to the path `field` of the keyed entity the payload names
   * (`mode`: one more item, a list's items, or the end of a string), creating the entity (its key and `initial`)
   * and each absent or null object on the way.
   */
  | {
      readonly kind: "append-entity";
      readonly tag: string;
      readonly entity: string;
      readonly key: string;
      readonly field: FieldPath;
      readonly value: FieldPath;
      readonly mode: "item" | "items" | "text";
      readonly initial: readonly (readonly [string, JsonConst])[];
    }
  | { readonly kind: "ignore"; readonly tag: string };

/** An entity collection the reducer keeps: keyed by a field, or one value replaced whole. */
export type EntityProgram =
  | { readonly kind: "keyed"; readonly name: string; readonly key: string }
  | { readonly kind: "single"; readonly name: string };

/** One version's reducer: which union it reads, and what each variant does to the state. */
export interface ReducerProgram {
  readonly version: string;
  /** Qualified update union. */
  readonly union: string;
  readonly tagField: string;
  /** The messages' key field, and how a missing key is handled. */
  readonly key: string;
  readonly keying: "required" | "optional-heuristic";
  /** The list field every message has (what chunks append to). */
  readonly listField: string | null;
  readonly entities: readonly EntityProgram[];
  readonly variants: readonly VariantProgram[];
}

/** Everything the behaviour emitters read. */
export interface BehaviourIR {
  readonly converters: readonly ConverterProgram[];
  readonly reducers: readonly ReducerProgram[];
}

/** Splits a dotted path. */
export const fieldPath = (p: string): FieldPath => (p === "" ? [] : p.split("."));

/** The expressions and conditions directly inside an expression or condition. */
export function children(e: Expr | Cond): readonly (Expr | Cond)[] {
  switch (e.kind) {
    case "input":
    case "item":
    case "const":
    case "state":
    case "mint":
    case "output":
    case "option":
      return [];
    case "coalesce":
    case "list":
    case "all":
    case "any":
      return e.items;
    case "if":
      return [e.cond, e.then, e.else];
    case "object":
      return e.entries.map(([, x]) => x);
    case "convert":
      return [e.value];
    case "gitPatch":
      return [e.path, e.old, e.new];
    case "is":
    case "in":
      return [e.of];
    case "equals":
      return [e.a, e.b];
    case "not":
      return [e.cond];
    default: {
      const never: never = e;
      return never;
    }
  }
}

/** Whether a node of `kind` occurs in an expression or condition (absent: no). */
export function mentions(e: Expr | Cond | undefined, kind: Expr["kind"] | Cond["kind"]): boolean {
  if (e === undefined) return false;
  return e.kind === kind || children(e).some((x) => mentions(x, kind));
}
