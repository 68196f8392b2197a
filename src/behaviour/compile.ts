import { diag, type Diagnostic, type Loc } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { objectDecl, type VersionIndex } from "../model/index.js";
import type {
  ConversionRule,
  ConverterDecl,
  Decl,
  Field,
  JsonValue,
  ObjectDecl,
  ReducerVariant,
  SpecModel,
  TypeExpr,
} from "../model/types.js";
import { appendMode, bareType, entityTypeOf, typeAtPath, writtenType } from "../model/reducer-types.js";
import { fieldPath, VALUE_TESTS, type BehaviourIR, type JsonConst, type ValueTest } from "./ir.js";
import type {
  Cond,
  ConverterProgram,
  EntityProgram,
  EmitTo,
  Effect,
  EmitProgram,
  EmitTarget,
  Expr,
  FieldPath,
  FieldProgram,
  ReducerProgram,
  RuleProgram,
  SourceMatch,
  VariantProgram,
} from "./ir.js";

/**
 * Compiles the spec's behaviour declarations (conversion rules, converter
 * state and options, reducers) into the programs every language's runtime
 * interprets, checking each part against the types on the way. Pure: it
 * returns programs and diagnostics.
 */

/** The compiled behaviour: the IR every language's emitter reads. */
export type BehaviourPrograms = BehaviourIR;

const isValueTest = (s: string): s is ValueTest => (VALUE_TESTS as readonly string[]).includes(s);
const DIRECTIONS = ["v1->v2", "v2->v1"] as const;

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** What a rule's input can be: the object shapes of its sources, for static path checks. */
interface InputShape {
  readonly ix: VersionIndex;
  /** The payload object of each source, where it has one (a variant, an object type, a method's params). */
  readonly payloads: readonly ObjectDecl[];
}

/** The declared type of a dotted path in a payload, or null where it cannot be followed statically. */
function pathType(ix: VersionIndex, decl: ObjectDecl, path: string): TypeExpr | null | "missing" {
  let cur: Decl | null = decl;
  let type: TypeExpr | null = null;
  for (const step of path.split(".")) {
    if (!cur) return null;
    if (cur.kind === "union" && step === cur.tagField) {
      type = { kind: "string", loc: cur.loc };
      cur = null;
      continue;
    }
    if (cur.kind !== "object") return null;
    const f: Field | undefined = cur.fields.find((x) => x.name === step);
    // Open objects keep unknown fields, but a rule reads only declared ones: an unknown name is almost always a typo.
    if (!f) return "missing";
    type = f.type;
    let inner: TypeExpr = f.type;
    while (inner.kind === "nullable") inner = inner.inner;
    cur = inner.kind === "ref" ? (ix.decls.get(inner.name) ?? null) : null;
    while (cur?.kind === "alias") {
      let t = cur.target;
      while (t.kind === "nullable") t = t.inner;
      cur = t.kind === "ref" ? (ix.decls.get(t.name) ?? null) : null;
    }
  }
  return type;
}

function strip(t: TypeExpr): TypeExpr {
  return t.kind === "nullable" ? strip(t.inner) : t;
}

export function compileBehaviour(
  model: SpecModel,
  versions: ReadonlyMap<string, VersionIndex>,
): { programs: BehaviourPrograms; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const converters: ConverterProgram[] = [];
  for (const direction of DIRECTIONS) {
    const rules = model.conversions.filter((r) => r.direction === direction);
    const decl = model.converters.find((c) => c.direction === direction);
    if (!rules.length && !decl) continue;
    const [from, to] = direction.split("->") as [string, string];
    const fix = versions.get(from);
    const tix = versions.get(to);
    if (!fix || !tix) continue;
    converters.push(new RuleCompiler(direction, fix, tix, rules, decl, diagnostics).program());
  }
  const reducers: ReducerProgram[] = [];
  for (const ix of versions.values()) {
    const r = reducerProgram(ix);
    if (r) reducers.push(r);
  }
  return { programs: { converters, reducers }, diagnostics };
}

class RuleCompiler {
  private readonly unions: Record<string, { tagField: string; tags: string[] }> = {};
  private readonly methods: Record<string, string> = {};
  /** Source types some rule converts (for `convert`). */
  private readonly convertible = new Set<string>();

  constructor(
    private readonly direction: string,
    private readonly fix: VersionIndex,
    private readonly tix: VersionIndex,
    private readonly rules: readonly ConversionRule[],
    private readonly decl: ConverterDecl | undefined,
    private readonly out: Diagnostic[],
  ) {}

  program(): ConverterProgram {
    const state: Record<string, "value" | "set"> = {};
    const options: Record<string, "flag" | "id-source"> = {};
    for (const s of this.decl?.state ?? []) state[s.name] = s.kind;
    for (const o of this.decl?.options ?? []) options[o.name] = o.kind;
    for (const r of this.rules) {
      for (const s of r.source) {
        const m = this.parseConstruct(s.text);
        if (m?.kind === "type") this.convertible.add(m.type);
      }
    }
    const compiled: RuleProgram[] = [];
    for (const r of this.rules) {
      const c = new OneRule(this, r, state, options).compile();
      if (c) compiled.push(c);
    }
    return {
      direction: this.direction,
      from: this.fix.version.name,
      to: this.tix.version.name,
      state: Object.entries(state).map(([name, kind]) => ({ name, kind })),
      options: Object.entries(options).map(([name, kind]) => ({ name, kind })),
      unions: Object.entries(sortKeys(this.unions)).map(([type, u]) => ({ type, ...u })),
      methods: Object.entries(sortKeys(this.methods)).map(([method, params]) => ({ method, params })),
      rules: compiled,
    };
  }

  report(loc: Loc, message: string): void {
    this.out.push(diag("conversion-invalid", loc, message));
  }

  get from(): VersionIndex {
    return this.fix;
  }

  get to(): VersionIndex {
    return this.tix;
  }

  isConvertible(type: string): boolean {
    return this.convertible.has(type);
  }

  /** Records a union of the source version so the runtime can read its tag. */
  noteUnion(name: string): void {
    const d = this.fix.decls.get(name);
    if (d?.kind === "union")
      this.unions[`${this.fix.version.name}.${name}`] = { tagField: d.tagField, tags: d.variants.map((v) => v.tag) };
  }

  noteMethod(name: string): void {
    const m = this.fix.version.methods.find((x) => x.name === name);
    if (m) this.methods[name] = `${this.fix.version.name}.${m.params}`;
  }

  /** A source construct as the runtime matches it; null when it does not resolve (reported by the conversions rule). */
  parseConstruct(text: string): SourceMatch | null {
    const m = /^(v[0-9]+)\.([^:]+)(?::(.+))?$/.exec(text);
    if (!m || m[1] !== this.fix.version.name) return null;
    if (m[2] === "method")
      return m[3] && this.fix.version.methods.some((x) => x.name === m[3]) ? { kind: "method", method: m[3] } : null;
    const d = this.fix.decls.get(m[2]!);
    if (!d) return null;
    const type = `${m[1]}.${m[2]}`;
    return m[3] === undefined ? { kind: "type", type } : { kind: "type", type, tag: m[3] };
  }

  /** A target construct, as an emit target. */
  target(text: string, at: Loc, rule: string): EmitTarget | null {
    const m = /^(v[0-9]+)\.([^:]+)(?::(.+))?$/.exec(text);
    const tv = this.tix.version.name;
    if (!m || m[1] !== tv) {
      this.report(at, `rule '${rule}' converts ${this.direction}, so it emits ${tv} constructs, not '${text}'`);
      return null;
    }
    if (m[2] === "method") {
      const method = this.tix.version.methods.find((x) => x.name === m[3]);
      if (!method) {
        this.report(
          at,
          `rule '${rule}': ${tv} has no method '${m[3] ?? ""}'${didYouMean(
            m[3] ?? "",
            this.tix.version.methods.map((x) => x.name),
          )}`,
        );
        return null;
      }
      return { kind: "method", method: method.name, params: `${tv}.${method.params}` };
    }
    const d = this.tix.decls.get(m[2]!);
    if (!d) {
      this.report(at, `rule '${rule}': ${tv} has no type '${m[2]}'`);
      return null;
    }
    if (m[3] === undefined) {
      if (d.kind === "object") return { kind: "type", type: `${tv}.${d.name}` };
      this.report(at, `rule '${rule}' emits '${text}': name a variant ('${text}:tag') or an object type`);
      return null;
    }
    if (m[3] === "*" && d.kind === "union" && d.open)
      return { kind: "type", type: `${tv}.${d.name}`, tagField: d.tagField, tag: "*" };
    if (d.kind !== "union" || !d.variants.some((v) => v.tag === m[3])) {
      this.report(at, `rule '${rule}': '${text}' names no variant of ${tv}`);
      return null;
    }
    return { kind: "type", type: `${tv}.${d.name}`, tagField: d.tagField, tag: m[3] };
  }
}

/** Compiles one rule: every expression, condition, emit and effect is checked against the rule's sources and the declarations. */
class OneRule {
  private readonly shape: InputShape;
  private usesState = false;
  private usesConvert = false;
  private ok = true;

  constructor(
    private readonly c: RuleCompiler,
    private readonly r: ConversionRule,
    private readonly state: Record<string, "value" | "set">,
    private readonly options: Record<string, "flag" | "id-source">,
  ) {
    const payloads: ObjectDecl[] = [];
    for (const s of r.source) {
      const m = c.parseConstruct(s.text);
      if (!m) continue;
      if (m.kind === "method") {
        c.noteMethod(m.method);
        const method = c.from.version.methods.find((x) => x.name === m.method)!;
        const p = objectDecl(c.from, method.params);
        if (p) payloads.push(p);
        continue;
      }
      const name = m.type.split(".")[1]!;
      const d = c.from.decls.get(name)!;
      c.noteUnion(name);
      if (d.kind === "object") payloads.push(d);
      if (d.kind === "union") {
        // A variant's input carries its tag beside the payload's fields; of an unknown variant, a rule knows just the tag.
        const p =
          m.tag && m.tag !== "*" ? objectDecl(c.from, d.variants.find((v) => v.tag === m.tag)?.payload ?? null) : null;
        const tag: Field = {
          name: d.tagField,
          type: { kind: "string", loc: d.loc },
          optional: false,
          patch: false,
          doc: d.doc,
          loc: d.loc,
        };
        const fields = [tag, ...d.fields, ...(p?.fields ?? [])];
        payloads.push({
          kind: "object",
          name: `${name}:${m.tag ?? "*"}`,
          version: d.version,
          fields,
          open: true,
          doc: d.doc,
          loc: d.loc,
        });
      }
    }
    this.shape = { ix: c.from, payloads };
  }

  private loc(pointer: string): Loc {
    let p = pointer;
    while (p) {
      const l = this.r.program.locs[p];
      if (l) return l;
      p = p.slice(0, p.lastIndexOf("/"));
    }
    return this.r.loc;
  }

  private bad(pointer: string, message: string): void {
    this.ok = false;
    this.c.report(this.loc(pointer), `rule '${this.r.id}': ${message}`);
  }

  compile(): RuleProgram | null {
    const p = this.r.program;
    const sources = this.r.source.map((s) => this.c.parseConstruct(s.text)).filter((x): x is SourceMatch => x !== null);
    if (sources.length !== this.r.source.length) return null; // reported by the conversions rule
    const fails = this.r.outcome === "fails";
    if (fails && p.fail === null) this.bad("", "its outcome is 'fails', so it needs a 'fail' message");
    if (!fails && p.fail !== null)
      this.bad("/fail", `its outcome is '${this.r.outcome}', so it emits outputs and has no 'fail' message`);
    if (p.fail !== null && typeof p.fail !== "string") this.bad("/fail", "'fail' is a message string");
    if (fails && p.emit.length) this.bad("/emit", "a failing rule emits nothing");
    if (!fails && !p.emit.length) this.bad("", `its outcome is '${this.r.outcome}', so it needs an 'emit'`);
    if (typeof p.fail === "string") {
      for (const m of p.fail.matchAll(/\{([^{}]+)\}/g)) this.path("/fail", m[1]!);
    }
    const guard = p.guard === null ? undefined : this.cond(p.guard, "/guard", { item: false, output: false });
    const emit = p.emit.map((e, i) => this.emit(e, `/emit/${i}`, sources)).filter((e): e is EmitProgram => e !== null);
    const effects = p.effects
      .map((e, i) => this.effect(e, `/effects/${i}`, !fails))
      .filter((e): e is Effect => e !== null);
    if (this.usesState && !this.r.stateful)
      this.bad("", "it reads or changes converter state, so it must say stateful: true");
    if (!this.usesState && !this.usesConvert && this.r.stateful)
      this.bad("", "it says stateful: true but reads and changes no converter state");
    if (!this.ok) return null;
    return {
      id: this.r.id,
      where: `${this.r.loc.file}:${this.r.loc.line}`,
      reason: this.r.reason,
      sources,
      ...(guard !== undefined && { guard }),
      ...(typeof p.fail === "string" && { fail: failMessage(p.fail) }),
      emit,
      effects,
    };
  }

  /** Checks an input path against the sources' payloads; it must exist in at least one of them. */
  private path(pointer: string, path: string): TypeExpr | null {
    if (path === "" || path.split(".").some((s) => s === "")) {
      this.bad(pointer, `'${path}' is not a field path`);
      return null;
    }
    if (!this.shape.payloads.length) return null;
    const types = this.shape.payloads.map((d) => pathType(this.shape.ix, d, path));
    const found = types.filter((t): t is TypeExpr | null => t !== "missing");
    if (!found.length) {
      this.bad(
        pointer,
        `no source of the rule has the field '${path}' (${this.shape.payloads.map((d) => d.name).join(", ")})${didYouMean(
          path,
          this.shape.payloads.flatMap((d) => d.fields.map((f) => f.name)),
        )}`,
      );
      return null;
    }
    return found.find((t) => t !== null) ?? null;
  }

  private expr(
    e: JsonValue,
    pointer: string,
    scope: { item: TypeExpr | null | false; output: boolean },
    top = false,
  ): { expr: Expr; type: TypeExpr | null } | null {
    const keys = isObj(e) ? Object.keys(e) : [];
    const one = (k: string): boolean => keys.includes(k);
    if (!isObj(e) || keys.length === 0) {
      this.bad(pointer, 'an expression is an object such as { input: "field" } or { const: value }');
      return null;
    }
    if (one("input") && keys.length === 1) {
      if (typeof e.input !== "string") return this.fail(pointer, "input is a field path string");
      return { expr: { kind: "input", path: fieldPath(e.input) }, type: this.path(`${pointer}/input`, e.input) };
    }
    if (one("item") && keys.length === 1) {
      if (scope.item === false)
        return this.fail(pointer, "{ item: true } is only meaningful inside an emit with forEach");
      return { expr: { kind: "item" }, type: scope.item };
    }
    if (one("const") && keys.length === 1) return { expr: { kind: "const", value: e.const as JsonConst }, type: null };
    if (one("state") && keys.every((k) => k === "state" || k === "path")) {
      if (typeof e.state !== "string" || !(e.state in this.state))
        return this.fail(
          pointer,
          `'${String(e.state)}' is no state the ${this.r.direction} converter declares${didYouMean(String(e.state), Object.keys(this.state))}`,
        );
      if (this.state[e.state] !== "value")
        return this.fail(pointer, `state '${e.state}' is a set; test membership with { in: "${e.state}", of: ... }`);
      this.usesState = true;
      return {
        expr: { kind: "state", name: e.state, path: typeof e.path === "string" ? fieldPath(e.path) : [] },
        type: null,
      };
    }
    if (one("mint") && keys.length === 1) {
      if (typeof e.mint !== "string" || this.options[e.mint] !== "id-source")
        return this.fail(pointer, `'${String(e.mint)}' is no id-source option of the ${this.r.direction} converter`);
      this.usesState = true;
      return { expr: { kind: "mint", option: e.mint }, type: { kind: "string", loc: this.loc(pointer) } };
    }
    if (one("output") && keys.length === 1) {
      if (!scope.output)
        return this.fail(pointer, "{ output: ... } is only readable in the effects of a rule that emits");
      if (typeof e.output !== "string") return this.fail(pointer, "output is a field path string");
      return { expr: { kind: "output", path: fieldPath(e.output) }, type: null };
    }
    if (one("coalesce") && keys.length === 1) {
      if (!Array.isArray(e.coalesce) || !e.coalesce.length)
        return this.fail(pointer, "coalesce is a non-empty list of expressions");
      const parts = e.coalesce.map((x, i) => this.expr(x, `${pointer}/coalesce/${i}`, scope));
      if (parts.some((x) => x === null)) return null;
      return { expr: { kind: "coalesce", items: parts.map((x) => x!.expr) }, type: parts[0]!.type };
    }
    if (one("if") && one("then") && one("else") && keys.length === 3) {
      const cond = this.cond(e.if as JsonValue, `${pointer}/if`, scope);
      const a = this.expr(e.then as JsonValue, `${pointer}/then`, scope);
      const b = this.expr(e.else as JsonValue, `${pointer}/else`, scope);
      if (!cond || !a || !b) return null;
      // biome-ignore lint/suspicious/noThenProperty: the IR's if-expression has a then branch; it is never awaited
      return { expr: { kind: "if", cond, then: a.expr, else: b.expr }, type: a.type ?? b.type };
    }
    if (one("object") && keys.length === 1) {
      if (!isObj(e.object)) return this.fail(pointer, "object maps keys to expressions");
      const entries: [string, Expr][] = [];
      for (const [k, x] of Object.entries(e.object)) {
        const c = this.expr(x, `${pointer}/object/${k}`, scope);
        if (!c) return null;
        entries.push([k, c.expr]);
      }
      return { expr: { kind: "object", entries }, type: null };
    }
    if (one("list") && keys.length === 1) {
      if (!Array.isArray(e.list)) return this.fail(pointer, "list is a list of expressions");
      const parts = e.list.map((x, i) => this.expr(x, `${pointer}/list/${i}`, scope));
      if (parts.some((x) => x === null)) return null;
      return { expr: { kind: "list", items: parts.map((x) => x!.expr) }, type: null };
    }
    if (one("gitPatch") && keys.length === 1) {
      const g = e.gitPatch;
      if (!isObj(g) || !("path" in g) || !("old" in g) || !("new" in g))
        return this.fail(pointer, "gitPatch needs { path, old, new }");
      const parts = (["path", "old", "new"] as const).map((k) => this.expr(g[k]!, `${pointer}/gitPatch/${k}`, scope));
      if (parts.some((x) => x === null)) return null;
      return {
        expr: { kind: "gitPatch", path: parts[0]!.expr, old: parts[1]!.expr, new: parts[2]!.expr },
        type: { kind: "string", loc: this.loc(pointer) },
      };
    }
    if (one("convert") && keys.length === 1) {
      const inner = this.expr(e.convert as JsonValue, `${pointer}/convert`, scope);
      if (!inner) return null;
      if (!inner.type)
        return this.fail(pointer, "convert needs a value whose spec type is known: an input field or a forEach item");
      const t = strip(inner.type);
      const many = t.kind === "array";
      // A list converts to one list; a single value may fan out, which only an emit's set can take.
      if (!top && !many)
        return this.fail(
          pointer,
          "convert of a single value is only allowed as a value of an emit's set (a list may be converted anywhere)",
        );
      const element = many ? strip(t.items) : t;
      if (element.kind !== "ref")
        return this.fail(pointer, "convert needs a value of a declared type (or a list of one)");
      const type = `${this.c.from.version.name}.${element.name}`;
      if (!this.c.isConvertible(type))
        return this.fail(pointer, `no ${this.r.direction} rule converts ${type}, so the value cannot be converted`);
      this.c.noteUnion(element.name);
      this.usesConvert = true;
      return { expr: { kind: "convert", value: inner.expr, type, many }, type: null };
    }
    return this.fail(
      pointer,
      `'${JSON.stringify(e).slice(0, 60)}' is not an expression of the rule language (input, item, const, state, mint, output, coalesce, if, object, list, convert, gitPatch)`,
    );
  }

  private fail(pointer: string, message: string): null {
    this.bad(pointer, message);
    return null;
  }

  private cond(
    c: JsonValue,
    pointer: string,
    scope: { item: TypeExpr | null | false; output: boolean },
  ): Cond | undefined {
    const keys = isObj(c) ? Object.keys(c).sort().join(",") : "";
    if (!isObj(c)) {
      this.bad(pointer, 'a condition is an object such as { is: "string", of: ... }');
      return undefined;
    }
    const sub = (x: JsonValue, p: string): Cond | undefined => this.cond(x, p, scope);
    const ex = (x: JsonValue, p: string): Expr | undefined => this.expr(x, p, scope)?.expr;
    switch (keys) {
      case "is,of": {
        if (typeof c.is !== "string" || !isValueTest(c.is)) {
          this.bad(`${pointer}/is`, `'is' is one of ${VALUE_TESTS.join(", ")}`);
          return undefined;
        }
        const test = c.is;
        const of = ex(c.of!, `${pointer}/of`);
        return of && { kind: "is", test, of };
      }
      case "equals": {
        if (!Array.isArray(c.equals) || c.equals.length !== 2) {
          this.bad(pointer, "equals compares two expressions: { equals: [a, b] }");
          return undefined;
        }
        const a = ex(c.equals[0]!, `${pointer}/equals/0`);
        const b = ex(c.equals[1]!, `${pointer}/equals/1`);
        return a && b && { kind: "equals", a, b };
      }
      case "in,of": {
        if (typeof c.in !== "string" || this.state[c.in] !== "set") {
          this.bad(`${pointer}/in`, `'${String(c.in)}' is no set state of the ${this.r.direction} converter`);
          return undefined;
        }
        this.usesState = true;
        const set = c.in;
        const of = ex(c.of!, `${pointer}/of`);
        return of && { kind: "in", set, of };
      }
      case "option": {
        if (typeof c.option !== "string" || !(c.option in this.options)) {
          this.bad(`${pointer}/option`, `'${String(c.option)}' is no option of the ${this.r.direction} converter`);
          return undefined;
        }
        return { kind: "option", name: c.option };
      }
      case "all":
      case "any": {
        const list = (c.all ?? c.any) as JsonValue;
        const k = keys as "all" | "any";
        if (!Array.isArray(list) || !list.length) {
          this.bad(pointer, `${k} is a non-empty list of conditions`);
          return undefined;
        }
        const parts = list.map((x, i) => sub(x, `${pointer}/${k}/${i}`));
        if (parts.some((x) => x === undefined)) return undefined;
        return { kind: k, items: parts as Cond[] };
      }
      case "not": {
        const inner = sub(c.not!, `${pointer}/not`);
        return inner && { kind: "not", cond: inner };
      }
    }
    this.bad(
      pointer,
      `'${JSON.stringify(c).slice(0, 60)}' is not a condition (is/of, equals, in/of, option, all, any, not)`,
    );
    return undefined;
  }

  private emit(e: JsonValue, pointer: string, sources: readonly SourceMatch[]): EmitProgram | null {
    if (!isObj(e) || typeof e.to !== "string") {
      this.bad(pointer, "an emit is an object with 'to': a target construct or \"paired\"");
      return null;
    }
    const known = new Set(["to", "forEach", "copy", "drop", "rename", "set"]);
    for (const k of Object.keys(e))
      if (!known.has(k)) this.bad(`${pointer}/${k}`, `an emit has no '${k}' (${[...known].join(", ")})`);
    let to: EmitTo | null;
    if (e.to !== "paired" && !this.r.target.some((t) => t.text === e.to)) {
      return this.fail(
        `${pointer}/to`,
        `it emits '${e.to}', which its target list does not name; the tables read the targets`,
      );
    }
    if (e.to === "paired") {
      const targets = this.r.target.map((t) => this.c.target(t.text, t.loc, this.r.id));
      if (
        targets.length !== sources.length ||
        sources.some((s, i) => {
          const t = targets[i];
          return s.kind !== "type" || s.tag === undefined || (s.tag === "*" && !(t?.kind === "type" && t.tag === "*"));
        })
      ) {
        this.bad(`${pointer}/to`, '"paired" needs as many targets as sources, each source a known variant');
        return null;
      }
      const paired = new Map<string, EmitTarget>();
      sources.forEach((s, i) => {
        const t = targets[i];
        if (t && s.kind === "type" && s.tag !== undefined) paired.set(s.tag, t);
      });
      to = { kind: "paired", targets: [...paired] };
    } else {
      const target = this.c.target(e.to, this.loc(`${pointer}/to`), this.r.id);
      to = target && { kind: "single", target };
    }
    if (!to) {
      this.ok = false;
      return null;
    }
    let item: TypeExpr | null | false = false;
    if (e.forEach !== undefined) {
      if (typeof e.forEach !== "string") return this.fail(`${pointer}/forEach`, "forEach is a field path");
      const t = this.path(`${pointer}/forEach`, e.forEach);
      const s = t ? strip(t) : null;
      if (t && s?.kind !== "array") return this.fail(`${pointer}/forEach`, `'${e.forEach}' is not a list`);
      item = s?.kind === "array" ? s.items : null;
    }
    if (e.copy !== undefined && typeof e.copy !== "boolean")
      return this.fail(`${pointer}/copy`, "copy is true or false");
    const drop = e.drop ?? [];
    if (!Array.isArray(drop) || drop.some((d) => typeof d !== "string"))
      return this.fail(`${pointer}/drop`, "drop is a list of field names");
    const rename = e.rename ?? {};
    if (!isObj(rename) || Object.values(rename).some((v) => typeof v !== "string"))
      return this.fail(`${pointer}/rename`, "rename maps field names to field names");
    for (const f of [...(drop as string[]), ...Object.keys(rename)]) this.path(`${pointer}`, f);
    const set: [string, Expr][] = [];
    const setObj = e.set ?? {};
    if (!isObj(setObj)) return this.fail(`${pointer}/set`, "set maps field names to expressions");
    for (const [k, x] of Object.entries(setObj)) {
      const c = this.expr(x, `${pointer}/set/${k}`, { item, output: false }, true);
      if (c) set.push([k, c.expr]);
    }
    return {
      to,
      ...(typeof e.forEach === "string" && { forEach: fieldPath(e.forEach) }),
      copy: e.copy !== false,
      drop: drop as string[],
      rename: Object.entries(rename as Record<string, string>),
      set,
    };
  }

  private effect(e: JsonValue, pointer: string, emits: boolean): Effect | null {
    if (!isObj(e)) return this.fail(pointer, "an effect is { add | remove | set: stateName, value, if? }");
    const verb = (["add", "remove", "set"] as const).find((k) => k in e);
    const name = verb ? e[verb] : undefined;
    if (!verb || typeof name !== "string" || !("value" in e))
      return this.fail(pointer, "an effect is { add | remove | set: stateName, value, if? }");
    const want = verb === "set" ? "value" : "set";
    if (this.state[name] !== want)
      return this.fail(`${pointer}/${verb}`, `'${name}' is no ${want} state of the ${this.r.direction} converter`);
    this.usesState = true;
    const value = this.expr(e.value!, `${pointer}/value`, { item: false, output: emits });
    const cond = e.if === undefined ? undefined : this.cond(e.if, `${pointer}/if`, { item: false, output: emits });
    if (!value || (e.if !== undefined && !cond)) return null;
    return { kind: verb, state: name, value: value.expr, ...(cond && { if: cond }) };
  }
}

/** A fail message split into its text and the input paths it quotes (`{a.b}`). */
function failMessage(text: string): (string | string[])[] {
  const out: (string | string[])[] = [];
  let last = 0;
  for (const m of text.matchAll(/\{([^{}]+)\}/g)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(m[1]!.split("."));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function sortKeys<T>(o: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k of Object.keys(o).sort()) out[k] = o[k]!;
  return out;
}

/** The reducer program of a version, from its declaration (null when it declares none or names no union). */
function reducerProgram(ix: VersionIndex): ReducerProgram | null {
  const r = ix.version.reducer;
  if (!r) return null;
  const union = ix.decls.get(r.union.split(".")[1] ?? "");
  if (union?.kind !== "union") return null;
  const toFields = (fs: readonly Field[]): FieldProgram[] =>
    fs.map((f) => ({ name: f.name, patch: f.patch, list: strip(f.type).kind === "array" }));
  const fieldsOf = (tag: string): FieldProgram[] => {
    const payload = objectDecl(ix, union.variants.find((x) => x.tag === tag)?.payload ?? null);
    return toFields([...union.fields, ...(payload?.fields ?? [])]);
  };
  /** The fields of the record a variant merges: the payload's (with the union's), or those of the object at its value path. */
  const mergedFields = (v: ReducerVariant): FieldProgram[] => {
    if (v.value === null) return fieldsOf(v.tag);
    const t = writtenType(ix, r, v);
    const d = t ? bareType(ix, t) : null;
    return toFields((d?.kind === "ref" ? objectDecl(ix, d.name)?.fields : undefined) ?? []);
  };
  const path = (p: string | null): FieldPath => (p === null ? [] : fieldPath(p));
  const keyOf = (entity: string): string => r.entities.find((e) => e.name === entity)?.key ?? "";
  const variants = new Map<string, VariantProgram>();
  for (const v of r.variants) {
    const tag = v.tag;
    const single = v.entity !== null && r.entities.find((e) => e.name === v.entity)?.key === null;
    let p: VariantProgram;
    switch (v.action) {
      case "append":
        if (v.entity === null) p = { kind: "append", tag, role: v.role!, field: v.field! };
        else {
          const e = r.entities.find((x) => x.name === v.entity);
          const t = entityTypeOf(ix, r, v.entity);
          const at = t?.kind === "ref" ? typeAtPath(ix, t.name, fieldPath(v.field!)) : null;
          const written = writtenType(ix, r, v);
          const mode = at?.ok && written ? appendMode(ix, at.type, written) : "item";
          p = {
            kind: "append-entity",
            tag,
            entity: v.entity,
            key: keyOf(v.entity),
            field: fieldPath(v.field!),
            value: path(v.value),
            mode: typeof mode === "string" ? mode : "item",
            initial: (e?.initial ?? []).map((i) => [i.field, i.value as JsonConst] as const),
          };
        }
        break;
      case "clear-last":
        p = { kind: v.action, tag, role: v.role!, field: v.field! };
        break;
      case "upsert":
        p = !v.entity
          ? { kind: "upsert", tag, role: v.role!, fields: fieldsOf(tag) }
          : single
            ? { kind: "upsert-single", tag, entity: v.entity, value: path(v.value), fields: mergedFields(v) }
            : {
                kind: "upsert-entity",
                tag,
                entity: v.entity,
                value: path(v.value),
                fields: mergedFields(v).filter((f) => !v.fixed.includes(f.name)),
                fixed: v.fixed,
              };
        break;
      case "patch":
        p = { kind: "patch-entity", tag, entity: v.entity!, value: path(v.value), fields: mergedFields(v), fixed: [] };
        break;
      case "replace":
        p = single
          ? { kind: "replace", tag, entity: v.entity!, value: v.value === null ? null : fieldPath(v.value) }
          : { kind: "replace-entity", tag, entity: v.entity!, key: keyOf(v.entity!), value: path(v.value) };
        break;
      case "remove":
        p = { kind: "remove-entity", tag, entity: v.entity!, key: keyOf(v.entity!) };
        break;
      case "ignore":
        p = { kind: "ignore", tag };
        break;
    }
    // As a map keyed by tag would: a later declaration of a tag replaces an earlier one, in its place.
    variants.set(tag, p);
  }
  const entities = new Map<string, EntityProgram>();
  for (const e of r.entities)
    entities.set(
      e.name,
      e.key === null ? { kind: "single", name: e.name } : { kind: "keyed", name: e.name, key: e.key },
    );
  const listField = r.variants.find((v) => v.field !== null && v.entity === null)?.field ?? null;
  return {
    version: ix.version.name,
    union: r.union,
    tagField: union.tagField,
    key: r.key,
    keying: r.keying,
    listField,
    entities: [...entities.values()],
    variants: [...variants.values()],
  };
}
