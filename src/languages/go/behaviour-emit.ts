/**
 * The Go behaviour emitter: each converter as a struct with one method per
 * rule and a `switch` on the source type, tag and method; each reducer as a
 * struct with one method per variant. The code calls the primitives of the
 * Go runtime's behaviour.go (`acpjson.At`, `acpjson.Equal`, `acpjson.Converter`,
 * ...). Values are `*acpjson.Value`; nil is an absent value. A rule stops with
 * a panic of `*acpjson.ConversionError`, which the converter's entry points
 * return as their error (encoding/json's way inside a package).
 */
import {
  type Cond,
  type ConverterPlan,
  type EmitProgram,
  type EmitTarget,
  type Expr,
  type ExprEmitter,
  type JsonConst,
  mentions,
  pascalCase,
  qualifyType,
  type ReducerProgram,
  type RulePlan,
  type TypeExpr,
  type ValueTest,
  words,
} from "../../plugin/index.js";
import { goExported, Scope } from "./names.js";
import { goReader, goString, goType } from "./view.js";

const q = goString;
const V = "*acpjson.Value";

/** A doc comment of wrapped lines. */
export function goDoc(text: string, indent: string): string {
  const out: string[] = [];
  for (const para of text.split("\n")) {
    let line = "";
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > 100 - indent.length) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
  }
  return out.map((l) => `${indent}//${l ? ` ${l}` : ""}`).join("\n");
}

const TESTS: { readonly [T in ValueTest]: string } = {
  absent: "IsAbsent",
  null: "IsNull",
  "absent-or-null": "IsAbsentOrNull",
  set: "IsSet",
  string: "IsString",
  empty: "IsEmptyList",
  "non-empty": "IsNonEmptyList",
};

/** A JSON constant as a Go expression (a fresh value each time it runs). */
function literal(v: JsonConst): string {
  if (v === null) return "acpjson.NullValue()";
  if (typeof v === "boolean") return `acpjson.BoolValue(${v})`;
  if (typeof v === "string") return `acpjson.StringValue(${q(v)})`;
  return `acpjson.Constant(${q(JSON.stringify(v))})`;
}

const path = (steps: readonly string[]): string => steps.map(q).join(", ");

/** Whether computing an expression may do more than read: mint an id, convert (and fail), write a patch (and fail). */
const acts = (e: Expr): boolean => mentions(e, "mint") || mentions(e, "convert") || mentions(e, "gitPatch");

/** Go keywords, which no field may be named. */
const GO_KEYWORDS = new Set(
  "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var".split(
    " ",
  ),
);

const camel = (ws: readonly string[]): string =>
  ws.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1))).join("");
/** The Go field of a converter state. */
const stateField = (name: string): string => {
  const n = camel(words(name));
  // A Go identifier: not a keyword, not empty, not starting with a digit.
  if (n === "" || /^[0-9]/.test(n)) return `state${n}`;
  return GO_KEYWORDS.has(n) ? `${n}State` : n;
};

/** Go expressions; values are `*acpjson.Value` (nil: absent). The receiver is `c`; the rule's input `input`. */
export const goExpr: ExprEmitter<null> = {
  expr(e: Expr, s: null): string {
    switch (e.kind) {
      case "input":
        return e.path.length ? `acpjson.At(input, ${path(e.path)})` : "input";
      case "item":
        return "item";
      case "const":
        return literal(e.value);
      case "state": {
        const v = `c.state.${stateField(e.name)}`;
        return e.path.length ? `acpjson.At(${v}, ${path(e.path)})` : v;
      }
      case "mint":
        return `c.rt.Mint(${q(e.option)})`;
      case "output":
        return e.path.length ? `acpjson.At(output, ${path(e.path)})` : "output";
      case "coalesce": {
        // An item that acts runs only when the ones before it gave nothing.
        if (e.items.some(acts))
          return `acpjson.First(${e.items.map((x) => `func() ${V} { return ${this.expr(x, s)} }`).join(", ")})`;
        return `acpjson.Coalesce(${e.items.map((x) => this.expr(x, s)).join(", ")})`;
      }
      case "if":
        if (acts(e.then) || acts(e.else))
          return `func() ${V} {\nif ${bareCond(this.cond(e.cond, s))} {\nreturn ${this.expr(e.then, s)}\n}\nreturn ${this.expr(e.else, s)}\n}()`;
        return `acpjson.Choose(${this.cond(e.cond, s)}, ${this.expr(e.then, s)}, ${this.expr(e.else, s)})`;
      case "object":
        return `acpjson.ObjectOf(${e.entries.map(([k, x]) => `acpjson.Entry(${q(k)}, ${this.expr(x, s)})`).join(", ")})`;
      case "list":
        return `acpjson.ListOf(${e.items.map((x) => this.expr(x, s)).join(", ")})`;
      case "convert":
        return e.many
          ? `c.rt.ConvertMany(${q(e.type)}, ${this.expr(e.value, s)})`
          : `acpjson.Single(c.rt.ConvertOne(${q(e.type)}, ${this.expr(e.value, s)}))`;
      case "gitPatch":
        return `acpjson.GitPatchOf(${this.expr(e.path, s)}, ${this.expr(e.old, s)}, ${this.expr(e.new, s)})`;
      default: {
        const _: never = e;
        return _;
      }
    }
  },
  cond(c: Cond, s: null): string {
    switch (c.kind) {
      case "is":
        return `acpjson.${TESTS[c.test]}(${this.expr(c.of, s)})`;
      case "equals":
        return `acpjson.Equal(${this.expr(c.a, s)}, ${this.expr(c.b, s)})`;
      case "in":
        return `c.state.${stateField(c.set)}.Has(${this.expr(c.of, s)})`;
      case "option":
        return `c.rt.Option(${q(c.name)})`;
      case "all":
        return `(${c.items.map((x) => this.cond(x, s)).join(" && ")})`;
      case "any":
        return `(${c.items.map((x) => this.cond(x, s)).join(" || ")})`;
      case "not":
        return `!${this.cond(c.cond, s)}`;
      default: {
        const _: never = c;
        return _;
      }
    }
  },
};

const expr = (e: Expr): string => goExpr.expr(e, null);
const cond = (c: Cond): string => goExpr.cond(c, null);

/** A condition as an `if` statement's (gofmt drops the parentheses around the whole of it). */
export function bareCond(code: string): string {
  if (!code.startsWith("(") || !code.endsWith(")")) return code;
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i]!;
    if (ch === '"') {
      for (i++; i < code.length && code[i] !== '"'; i++) if (code[i] === "\\") i++;
      continue;
    }
    if (ch === "(") depth++;
    else if (ch === ")" && --depth === 0 && i < code.length - 1) return code;
  }
  return code.slice(1, -1);
}

const ruleMethod = (p: RulePlan): string => camel(p.nameWords);

/** The name of the struct a converter is emitted as: `V1ToV2`. */
export const goConverterName = (from: string, to: string): string => `${pascalCase(from)}To${pascalCase(to)}`;
/** The name of the struct a reducer is emitted as: `V2Reducer`. */
export const goReducerName = (version: string): string => `${pascalCase(version)}Reducer`;

/** The statements that append the outputs of one emit's target for the input (and the item) in hand. */
function emitBody(p: RulePlan, e: EmitProgram, target: EmitTarget, sourceTag: string | null = null): string[] {
  const id = q(p.rule.id);
  const lines: string[] = [];
  const check = (v: string): string =>
    target.kind === "method"
      ? `c.rt.CheckMethod(${id}, ${q(target.method)}, ${q(target.params)}, ${v})`
      : `c.rt.Check(${id}, ${q(target.type)}, ${v})`;
  lines.push("out := acpjson.ObjectValue(acpjson.Members{})");
  if (target.kind === "type" && target.tagField !== undefined && target.tag !== undefined)
    // A paired target of the source's own tag (or "*", an unknown variant passing through) keeps the tag.
    lines.push(
      `out.Set(${q(target.tagField)}, ${target.tag === "*" || target.tag === sourceTag ? "tag" : `acpjson.StringValue(${q(target.tag)})`})`,
    );
  if (e.copy) {
    const rename = e.rename.length
      ? `map[string]string{${e.rename.map(([a, b]) => `${q(a)}: ${q(b)}`).join(", ")}}`
      : "nil";
    const drop = e.drop.length ? `[]string{${e.drop.map(q).join(", ")}}` : "nil";
    lines.push(`acpjson.CopyFields(out, input, tagField, ${drop}, ${rename})`);
  }
  // A single value converted may give several: each gives an output.
  const fans = e.set.some(([, x]) => x.kind === "convert" && !x.many);
  if (fans) lines.push(`outs := []${V}{out}`);
  for (const [field, x] of e.set) {
    if (fans && x.kind === "convert" && !x.many)
      lines.push(`outs = acpjson.FanOut(outs, ${q(field)}, c.rt.ConvertOne(${q(x.type)}, ${expr(x.value)}))`);
    else if (fans)
      lines.push(
        `{`,
        `value := ${expr(x)}`,
        `for _, o := range outs {`,
        `acpjson.Put(o, ${q(field)}, value)`,
        `}`,
        `}`,
      );
    else lines.push(`acpjson.Put(out, ${q(field)}, ${expr(x)})`);
  }
  if (fans) lines.push(`for _, o := range outs {`, `outputs = append(outputs, ${check("o")})`, `}`);
  else lines.push(`outputs = append(outputs, ${check("out")})`);
  return lines;
}

/** The statements of one emit: its target (by the source's tag, for a paired emit), each item of its list. */
function emitBlock(p: RulePlan, e: EmitProgram): string[] {
  const forEach = (target: EmitTarget, sourceTag: string | null = null): string[] => {
    if (e.forEach === undefined) return emitBody(p, e, target, sourceTag);
    const item = e.set.some(([, x]) => mentions(x, "item")) ? "item" : "_";
    return [
      `for _, ${item} := range acpjson.ListAt(${q(p.rule.id)}, acpjson.At(input, ${path(e.forEach)}), ${q(e.forEach.join("."))}) {`,
      ...emitBody(p, e, target, sourceTag),
      `}`,
    ];
  };
  if (e.to.kind === "single") return [`{`, ...forEach(e.to.target), `}`];
  // Tags whose outputs are written alike share a case.
  const groups: { tags: string[]; body: string[] }[] = [];
  let other: EmitTarget | null = null;
  for (const [tag, target] of e.to.targets) {
    if (tag === "*") {
      other = target;
      continue;
    }
    const body = forEach(target, tag);
    const same = groups.find((g) => g.body.join("\n") === body.join("\n"));
    if (same) same.tags.push(tag);
    else groups.push({ tags: [tag], body });
  }
  const out = [`switch acpjson.Str(tag) {`];
  for (const g of groups) out.push(`case ${g.tags.map(q).join(", ")}:`, ...g.body);
  out.push(`default:`);
  if (other) {
    out.push(`if !acpjson.IsString(tag) {`, `panic(c.rt.Unpaired(${q(p.rule.id)}))`, `}`);
    out.push(...forEach(other));
  } else out.push(`panic(c.rt.Unpaired(${q(p.rule.id)}))`);
  out.push(`}`);
  return out;
}

function ruleFunction(name: string, p: RulePlan): string {
  const r = p.rule;
  const id = q(r.id);
  const body: string[] = [];
  if (p.usesTag) body.push(`tag := input.Get(tagField)`);
  const effects = (): void => {
    for (const e of r.effects) {
      const field = `c.state.${stateField(e.state)}`;
      const stmt =
        e.kind === "set"
          ? `${field} = acpjson.OrNull(${expr(e.value)})`
          : `${field}.${e.kind === "add" ? "Add" : "Delete"}(${expr(e.value)})`;
      if (e.if === undefined) body.push(stmt);
      else body.push(`if ${bareCond(cond(e.if))} {`, stmt, `}`);
    }
  };
  if (r.fail !== undefined) {
    effects();
    const message = r.fail
      .map((part) => (typeof part === "string" ? q(part) : `acpjson.Text(acpjson.At(input, ${path(part)}))`))
      .join(" + ");
    if (r.fail.some((x) => typeof x !== "string"))
      body.push(`message := ${message}`, `panic(acpjson.NewConversionError(${id}, message))`);
    else body.push(`panic(acpjson.NewConversionError(${id}, ${message || '""'}))`);
  } else {
    body.push(`outputs := []${V}{}`);
    for (const e of r.emit) body.push(...emitBlock(p, e));
    if (p.readsOutput) body.push(`output := acpjson.OutputOf(outputs)`);
    effects();
    body.push(`return outputs`);
  }
  const params = `input ${V}${p.usesTagField ? ", tagField string" : ""}`;
  const head = goDoc(`${ruleMethod(p)} is rule \`${r.id}\` (${r.where}): ${r.reason}`, "");
  return `${head}\nfunc (c *${name}) ${ruleMethod(p)}(${params}) []${V} {\n${body.join("\n")}\n}`;
}

/** The call of a candidate rule, returning its outputs. */
function call(p: RulePlan, tagField: string | null): string {
  const args = p.usesTagField ? `input, ${tagField === null ? '""' : q(tagField)}` : "input";
  return `return c.rt.Ran(${q(p.rule.id)}, c.${ruleMethod(p)}(${args}))`;
}

/** The tries of candidate rules in order, each under its guard; `complete` when the last one always applies. */
function tries(
  candidates: readonly { readonly rule: RulePlan; readonly test: string | null }[],
  tagField: string | null,
): { lines: string[]; complete: boolean } {
  const lines: string[] = [];
  for (const c of candidates) {
    const tests = [c.test, c.rule.rule.guard === undefined ? null : cond(c.rule.rule.guard)].filter(
      (x): x is string => x !== null,
    );
    if (!tests.length) {
      lines.push(call(c.rule, tagField));
      return { lines, complete: true };
    }
    lines.push(`if ${tests.length === 1 ? bareCond(tests[0]!) : tests.join(" && ")} {`, call(c.rule, tagField), `}`);
  }
  return { lines, complete: false };
}

const usesTagVar = (lines: readonly string[]): boolean =>
  lines.some((l) => /(?<![\w.])tag\b/.test(l.replace(/"(?:[^"\\]|\\.)*"/g, '""')));

/** How the emitted code names a version's types: the Go type and the codec of a spec type (unqualified), if it has them. */
export type GoTypeNames = (version: string, name: string) => { readonly type: string; readonly codec: string } | null;

/** A typed entry point of a converter: values of one source type become values of one target type. */
export interface GoEntry {
  readonly source: string;
  readonly target: string;
}

/** A method name, unless it is taken (then with `suffix`). */
const methodName = (base: string, taken: readonly string[], suffix: string): string =>
  taken.includes(base) ? `${base}${suffix}` : base;

/** A converter's typed entry points: each converts a value of a source type to the values of its target type. */
function typedEntries(name: string, entries: readonly GoEntry[], names: GoTypeNames): string[] {
  const out: string[] = [];
  const taken = ["Convert", "ConvertMethod", "LastRule"];
  for (const e of entries) {
    const [sv, sn] = e.source.split(".") as [string, string];
    const [tv, tn] = e.target.split(".") as [string, string];
    const src = names(sv, sn);
    const dst = names(tv, tn);
    if (!src || !dst) continue;
    const method = methodName(pascalCase(sn), taken, "Value");
    taken.push(method);
    out.push("", `// ${method} converts a ${e.source} into the ${e.target} values the rules give.`);
    out.push(`func (c *${name}) ${method}(value ${sv}.${src.type}) ([]${tv}.${dst.type}, error) {`);
    out.push(
      `outputs, err := c.Convert(${q(e.source)}, acpjson.ToValue(${sv}.${src.codec}, value))`,
      `if err != nil {`,
      `return nil, err`,
      `}`,
    );
    out.push(`return acpjson.ParseAll(outputs, ${tv}.${dst.codec}, c.opts...)`, `}`);
  }
  return out;
}

/** A converter as a Go struct: the state its rules keep, its entry points, its dispatch and one method per rule. */
export function goConverter(
  plan: ConverterPlan,
  entries: readonly GoEntry[] = [],
  names: GoTypeNames = () => null,
  stateDocs: readonly { readonly name: string; readonly doc: string }[] = [],
): string {
  const c = plan.program;
  const name = goConverterName(c.from, c.to);
  const out: string[] = [];
  out.push(
    goDoc(
      `${name} converts ${c.from} messages for a ${c.to} peer, by the ${c.direction} conversion rules (in spec order: one method per rule, picked by the source's type, tag or method). It keeps the state its rules declare, so one converter must see a session's messages in order.`,
      "",
    ),
  );
  out.push(`type ${name} struct {`);
  out.push(`rt *acpjson.Converter`, "");
  out.push(`// opts are the parse options of the typed entry points' outputs.`, `opts []acpjson.Option`, "");
  out.push(`// state is what the rules keep between messages.`);
  out.push(`state struct {`);
  c.state.forEach((s, i) => {
    const doc = stateDocs
      .find((d) => d.name === s.name)
      ?.doc.trim()
      .replace(/\s+/g, " ");
    const what = s.kind === "set" ? "a set of strings" : "a value, null until a rule sets it";
    out.push(
      ...(i ? [""] : []),
      goDoc(`${stateField(s.name)} is the state \`${s.name}\` (${what})${doc ? `: ${doc}` : "."}`, "\t\t"),
    );
    out.push(`${stateField(s.name)} ${s.kind === "set" ? "acpjson.StringSet" : V}`);
  });
  out.push(`}`, `}`, "");
  out.push(
    goDoc(
      `New${name} returns a ${c.direction} converter. options holds its options by their spec names (${c.options.map((o) => `\`${o.name}\``).join(", ") || "none"}); opts are the parse options of the messages it reads and writes (the unstable features switched on).`,
      "",
    ),
  );
  out.push(`func New${name}(options map[string]${V}, opts ...acpjson.Option) (*${name}, error) {`);
  out.push(`c := &${name}{}`);
  out.push(
    `rt, err := acpjson.NewConverter(${q(c.from)}, ${q(c.to)}, []string{${c.options.map((o) => q(o.name)).join(", ")}}, acpjson.NewHost(lookup, opts...), options, c.convert)`,
  );
  out.push(`if err != nil {`, `return nil, err`, `}`);
  out.push(`c.rt, c.opts = rt, opts`);
  for (const s of c.state)
    out.push(`c.state.${stateField(s.name)} = ${s.kind === "set" ? "acpjson.StringSet{}" : "acpjson.NullValue()"}`);
  out.push(`return c, nil`, `}`, "");
  out.push(
    goDoc(
      `Convert converts a value of a qualified source type ("${c.from}.Type") into the values the rules give, or fails with a *acpjson.ConversionError.`,
      "\t",
    ),
  );
  out.push(`func (c *${name}) Convert(typeName string, value ${V}) ([]${V}, error) {`);
  out.push(`return c.rt.Run(func() []${V} { return c.convert(typeName, value) })`, `}`, "");
  out.push(
    goDoc(
      `ConvertMethod converts a method call or notification (its method and params) into the messages the rules give, each an object of "method" and "params".`,
      "\t",
    ),
  );
  out.push(`func (c *${name}) ConvertMethod(method string, params ${V}) ([]${V}, error) {`);
  out.push(`return c.rt.Run(func() []${V} { return c.convertMethod(method, params) })`, `}`, "");
  out.push(`// LastRule returns the id of the rule that converted the last input.`);
  out.push(`func (c *${name}) LastRule() string { return c.rt.LastRule }`);
  out.push(...typedEntries(name, entries, names), "");
  out.push(`// convert picks the rule of a value by its type and tag.`);
  out.push(`func (c *${name}) convert(typeName string, value ${V}) []${V} {`);
  out.push(`input := c.rt.Input(typeName, value)`);
  if (plan.types.length) {
    out.push(`switch typeName {`);
    for (const t of plan.types) {
      out.push(`case ${q(t.type)}:`);
      const tf = t.union?.tagField ?? null;
      const known = t.union ? t.union.tags.map(q).join(", ") : "";
      const others = t.others.map((o) => ({
        rule: o.rule,
        test: o.unknownTagOnly ? `acpjson.IsUnknownTag(tag${known ? `, ${known}` : ""})` : null,
      }));
      const body: string[] = [];
      let complete: boolean;
      if (t.cases.length) {
        body.push(`switch acpjson.Str(tag) {`);
        const groups: { tags: string[]; body: { lines: string[]; complete: boolean } }[] = [];
        for (const cs of t.cases) {
          const b = tries(
            cs.candidates.map((rule) => ({ rule, test: null })),
            tf,
          );
          const same = groups.find((g) => g.body.lines.join("\n") === b.lines.join("\n"));
          if (same) same.tags.push(cs.tag);
          else groups.push({ tags: [cs.tag], body: b });
        }
        for (const g of groups) body.push(`case ${g.tags.map(q).join(", ")}:`, ...g.body.lines);
        const rest = tries(others, tf);
        if (rest.lines.length) body.push(`default:`, ...rest.lines);
        body.push(`}`);
        complete = groups.every((g) => g.body.complete) && rest.complete;
      } else {
        const rest = tries(others, tf);
        body.push(...rest.lines);
        complete = rest.complete;
      }
      if (!complete) body.push(`panic(c.rt.NoRule(typeName, ${t.union ? "tag" : "nil"}))`);
      if (t.union && usesTagVar(body)) out.push(`tag := input.Get(${q(t.union.tagField)})`);
      out.push(...body);
    }
    out.push(`}`);
  }
  out.push(`panic(c.rt.NoRule(typeName, nil))`, `}`, "");
  out.push(`// convertMethod picks the rule of a method call by its method.`);
  out.push(`func (c *${name}) convertMethod(method string, params ${V}) []${V} {`);
  if (plan.methods.length) {
    out.push(`switch method {`);
    for (const m of plan.methods) {
      out.push(`case ${q(m.method)}:`);
      out.push(`input := c.rt.Params(method, params, ${q(m.params)})`);
      const body = tries(
        m.candidates.map((rule) => ({ rule, test: null })),
        null,
      );
      out.push(...body.lines);
      if (!body.complete) out.push(`panic(c.rt.NoMethodRule(method, true))`);
    }
    out.push(`}`);
  }
  out.push(`panic(c.rt.NoMethodRule(method, false))`, `}`);
  for (const p of plan.rules) out.push("", ruleFunction(name, p));
  return out.join("\n");
}

/** An entity collection of a reducer, with its type (qualified) when it has one. */
export interface GoEntity {
  readonly name: string;
  readonly single: boolean;
  readonly type: string | null;
  /** A single entity whose value is a list of `type`. */
  readonly list?: boolean;
}

/** The typed surface of a reducer: its entities' types, and its message type (fields typed in the reducer's version). */
export interface GoReducerSurface {
  readonly entities: readonly GoEntity[];
  readonly message: {
    readonly fields: readonly { readonly name: string; readonly type: TypeExpr; readonly required: boolean }[];
  } | null;
}

/** A wire name in a struct tag: only names a tag can hold as they are (else the field has no tag). */
const taggable = (wire: string): boolean => /^[A-Za-z0-9_$@.-]+$/.test(wire);

/** The Go type of a spec type, seen from another package (references qualified by their version). */
function crossType(t: TypeExpr, version: string, names: GoTypeNames): string | null {
  const refs: string[] = [];
  const q0 = qualifyType(t, (n) => {
    const hit = names(version, n);
    if (!hit) refs.push(n);
    return `${version}.${hit?.type ?? n}`;
  });
  return refs.length ? null : goType(q0);
}

/** The reader (`acpjson.Reader[T]`) of a spec type, seen from another package: a reference reads with its codec. */
function crossReader(t: TypeExpr, version: string, names: GoTypeNames): string {
  switch (t.kind) {
    case "ref":
      return `${version}.${names(version, t.name)!.codec}.Read`;
    case "array":
      return `acpjson.ArrayOf(${crossReader(t.items, version, names)})`;
    case "map":
      return `acpjson.MapOf(${crossReader(t.values, version, names)})`;
    case "nullable":
      return t.inner.kind === "json"
        ? crossReader(t.inner, version, names)
        : `acpjson.Nullable(${crossReader(t.inner, version, names)})`;
    default:
      return goReader(t);
  }
}

/** Whether a Go type tells absence by nil on its own. */
const nilableGo = (t: string): boolean => t.startsWith("[]") || t.startsWith("map[") || t === V;

/** One field of a generated state struct: its declaration, and the statement that fills it. */
interface StateField {
  readonly ident: string;
  readonly decl: string;
  /** A single entity (a pointer, nil until set) rather than a list. */
  readonly single: boolean;
}

/** The struct field of a wire name: doc, identifier, type and json tag. */
function structField(doc: string, ident: string, type: string, wire: string, omitempty: boolean): string {
  const tag = taggable(wire) ? ` \`json:"${wire}${omitempty ? ",omitempty" : ""}"\`` : "";
  return `${goDoc(doc, "")}\n${ident} ${type}${tag}`;
}

/** A reducer's message type: a struct with Go names and json tags, and its reader (keys it does not declare are left alone). */
function messageType(
  name: string,
  union: string,
  version: string,
  surface: GoReducerSurface,
  names: GoTypeNames,
): string[] | null {
  const fields = surface.message?.fields ?? [];
  const typed = fields.map((f) => ({ f, t: crossType(f.type, version, names) }));
  if (!fields.length || typed.some((x) => x.t === null)) return null;
  const scope = new Scope(["MarshalJSON", "UnmarshalJSON"]);
  const out: string[] = [];
  const decls: string[] = [];
  const reads: string[] = [];
  for (const { f, t } of typed) {
    const ident = scope.claim(goExported(f.name) ?? "Field", "Field");
    // An optional field is nil when absent: a type that is a pointer already (nullable: absent and null read alike) stays as it is.
    const pointer = !f.required && !nilableGo(t!) && !t!.startsWith("*");
    const type = pointer ? `*${t}` : t!;
    const what = f.required
      ? f.type.kind === "nullable"
        ? ", nil when it has none"
        : ""
      : ", when an update carried it";
    decls.push(structField(`${ident} is the message's \`${f.name}\`${what}.`, ident, type, f.name, !f.required));
    const reader = crossReader(f.type, version, names);
    const fn = f.required ? "Required" : pointer ? "Optional" : "OptionalValue";
    reads.push(
      `if err := acpjson.${fn}(r, ${q(f.name)}, "", acpjson.NoDefault, &x.${ident}, ${reader}); err != nil {`,
      `return x, err`,
      `}`,
    );
  }
  out.push(
    goDoc(
      `${name} is a message of the \`${union}\` session state: its role, and the fields its updates carried in.`,
      "",
    ),
  );
  out.push(`type ${name} struct {`, decls.join("\n\n"), `}`, "");
  out.push(`// read${name} reads a message of the reduced state; keys it does not declare are left alone.`);
  out.push(`func read${name}(d *acpjson.Decoder, v ${V}, path string) (x ${name}, err error) {`);
  out.push(
    `r, err := d.Object(v, path, ${q(name)})`,
    `if err != nil {`,
    `return x, err`,
    `}`,
    ...reads,
    `return x, nil`,
    `}`,
    "",
  );
  return out;
}

/** A reducer's typed getters: each entity collection read as its type; and the fields of its state struct. */
function typedEntities(
  name: string,
  entities: readonly GoEntity[],
  names: GoTypeNames,
  taken: string[],
): { code: string[]; state: StateField[] } {
  const out: string[] = [];
  const state: StateField[] = [];
  for (const e of entities) {
    if (e.type === null) continue;
    const [v, n] = e.type.split(".") as [string, string];
    const t = names(v, n);
    if (!t) continue;
    const base = goExported(e.name) ?? "";
    const method = methodName(/^[A-Z]/.test(base) ? base : `Entity${base}`, taken, "Entity");
    taken.push(method);
    out.push("");
    if (e.single && e.list) {
      out.push(
        `// ${method} returns the \`${e.name}\` entity as a list of ${e.type}; ok is false until an update sets it.`,
      );
      out.push(`func (r *${name}) ${method}() (value []${v}.${t.type}, ok bool, err error) {`);
      out.push(
        `raw, err := r.rt.Entity(${q(e.name)})`,
        `if err != nil || raw.Kind == acpjson.Null {`,
        `return value, false, err`,
        `}`,
      );
      out.push(
        `value, err = acpjson.ParseAll(raw.Items, ${v}.${t.codec}, r.opts...)`,
        `return value, err == nil, err`,
        `}`,
      );
      state.push({
        ident: method,
        single: true,
        decl: structField(
          `${method} is the \`${e.name}\` entity, nil until an update sets it.`,
          method,
          `*[]${v}.${t.type}`,
          e.name,
          true,
        ),
      });
    } else if (e.single) {
      out.push(`// ${method} returns the \`${e.name}\` entity as a ${e.type}; ok is false until an update sets it.`);
      out.push(`func (r *${name}) ${method}() (value ${v}.${t.type}, ok bool, err error) {`);
      out.push(
        `raw, err := r.rt.Entity(${q(e.name)})`,
        `if err != nil || raw.Kind == acpjson.Null {`,
        `return value, false, err`,
        `}`,
      );
      out.push(
        `value, err = acpjson.ParseValue(${v}.${t.codec}, raw, r.opts...)`,
        `return value, err == nil, err`,
        `}`,
      );
      state.push({
        ident: method,
        single: true,
        decl: structField(
          `${method} is the \`${e.name}\` entity, nil until an update sets it.`,
          method,
          `*${v}.${t.type}`,
          e.name,
          true,
        ),
      });
    } else {
      out.push(`// ${method} returns the \`${e.name}\` entities as ${e.type} values, in first-seen order.`);
      out.push(`func (r *${name}) ${method}() ([]${v}.${t.type}, error) {`);
      out.push(`raw, err := r.rt.Entity(${q(e.name)})`, `if err != nil {`, `return nil, err`, `}`);
      out.push(`return acpjson.ParseAll(raw.Items, ${v}.${t.codec}, r.opts...)`, `}`);
      state.push({
        ident: method,
        single: false,
        decl: structField(
          `${method} are the \`${e.name}\` entities, in first-seen order.`,
          method,
          `[]${v}.${t.type}`,
          e.name,
          false,
        ),
      });
    }
  }
  return { code: out, state };
}

/** The state struct of a reducer and the method that reads it: the typed messages and every typed entity collection. */
function stateType(name: string, union: string, messageName: string | null, state: readonly StateField[]): string[] {
  const stateName = `${name}State`;
  const fields = [
    ...(messageName
      ? [
          structField(
            "Messages are the messages, in the order they were first seen.",
            "Messages",
            `[]${messageName}`,
            "messages",
            false,
          ),
        ]
      : []),
    ...state.map((s) => s.decl),
  ];
  if (!fields.length) return [];
  const out: string[] = [
    "",
    goDoc(`${stateName} is the whole \`${union}\` session state, typed: what ${name}.State returns.`, ""),
    `type ${stateName} struct {`,
    fields.join("\n\n"),
    `}`,
    "",
  ];
  out.push(
    goDoc(
      `State returns the session state as typed values; it fails only when the state does not read as its types.`,
      "",
    ),
  );
  out.push(`func (r *${name}) State() (s ${stateName}, err error) {`);
  if (messageName) out.push(`if s.Messages, err = r.Messages(); err != nil {`, `return s, err`, `}`);
  for (const st of state) {
    if (st.single) {
      out.push(
        `if value, ok, err := r.${st.ident}(); err != nil {`,
        `return s, err`,
        `} else if ok {`,
        `s.${st.ident} = &value`,
        `}`,
      );
    } else {
      out.push(`if s.${st.ident}, err = r.${st.ident}(); err != nil {`, `return s, err`, `}`);
    }
  }
  out.push(`return s, nil`, `}`);
  return out;
}

/** A reducer as a Go struct: its typed entry points, a \`switch\` on the variant's tag, one method per variant. */
export function goReducer(
  r: ReducerProgram,
  surface: GoReducerSurface = { entities: [], message: null },
  typeNames: GoTypeNames = () => null,
): string {
  const name = goReducerName(r.version);
  const out: string[] = [];
  const fields = (fs: readonly { name: string; patch: boolean; list: boolean }[]): string =>
    `[]acpjson.MergeField{${fs.map((f) => `{Name: ${q(f.name)}, Patch: ${f.patch}, List: ${f.list}}`).join(", ")}}`;
  const [uv, un] = r.union.split(".") as [string, string];
  const union = typeNames(uv, un);
  const messageName = `${name}Message`;
  const message = messageType(messageName, r.union, r.version, surface, typeNames);
  if (message) out.push(...message);
  out.push(
    goDoc(
      `${name} folds \`${r.union}\` updates into session state: the messages, in first-seen order, and the entity collections (${r.entities.map((e) => `\`${e.name}\``).join(", ") || "none"}). Each variant has its method, picked by its \`${r.tagField}\`.`,
      "",
    ),
  );
  out.push(
    `type ${name} struct {`,
    `rt *acpjson.Reducer`,
    "",
    `// opts are the parse options of the typed getters.`,
    `opts []acpjson.Option`,
    `}`,
    "",
  );
  out.push(
    goDoc(
      `New${name} returns an empty ${r.version} reducer; opts are the parse options of the updates (the unstable features switched on).`,
      "\t",
    ),
  );
  out.push(`func New${name}(opts ...acpjson.Option) *${name} {`);
  out.push(
    `return &${name}{opts: opts, rt: acpjson.NewReducer(acpjson.NewHost(lookup, opts...), acpjson.ReducerShape{`,
  );
  out.push(`Union: ${q(r.union)}, Key: ${q(r.key)}, ListField: ${q(r.listField ?? "")},`);
  out.push(
    `Entities: []acpjson.EntityShape{${r.entities.map((e) => `{Name: ${q(e.name)}, Keyed: ${e.kind === "keyed"}}`).join(", ")}},`,
  );
  out.push(`})}`, `}`, "");
  if (union) {
    out.push(
      goDoc(
        `Apply applies one update. It fails with an *acpjson.ReduceError for an update that cannot be applied (or the codec's error for a value of a feature that is off).`,
        "",
      ),
    );
    out.push(
      `func (r *${name}) Apply(update ${uv}.${union.type}) error {`,
      `return r.ApplyJSON(acpjson.ToValue(${uv}.${union.codec}, update))`,
      `}`,
      "",
    );
  }
  if (message) {
    out.push(
      goDoc(
        `Messages returns the messages, in the order they were first seen; it fails only when the state does not read as ${messageName}.`,
        "",
      ),
    );
    out.push(`func (r *${name}) Messages() ([]${messageName}, error) {`);
    out.push(
      `d := acpjson.NewDecoder(r.opts...)`,
      `raw := r.rt.Messages()`,
      `out := make([]${messageName}, 0, len(raw))`,
      `for i, m := range raw {`,
    );
    out.push(`x, err := read${messageName}(d, m, acpjson.Index("$", i))`, `if err != nil {`);
    out.push(
      `return nil, &acpjson.ReduceError{Message: "the reduced state does not read as its type: " + err.Error()}`,
      `}`,
      `out = append(out, x)`,
      `}`,
      `return out, nil`,
      `}`,
      "",
    );
  }
  out.push(`// MessagesJSON returns the messages as JSON, in the order they were first seen.`);
  out.push(`func (r *${name}) MessagesJSON() []${V} { return r.rt.Messages() }`, "");
  out.push(`// EntitiesJSON returns every entity collection as JSON, by name, in one object.`);
  out.push(`func (r *${name}) EntitiesJSON() ${V} { return r.rt.Entities() }`, "");
  out.push(
    goDoc(
      `EntityJSON returns one entity collection as JSON: the keyed entities in first-seen order, or the single value (null until set).`,
      "\t",
    ),
  );
  out.push(`func (r *${name}) EntityJSON(name string) (${V}, error) { return r.rt.Entity(name) }`);
  const typed = typedEntities(name, surface.entities, typeNames, [
    "Apply",
    "ApplyJSON",
    "Messages",
    "MessagesJSON",
    "EntitiesJSON",
    "EntityJSON",
    "State",
  ]);
  out.push(...typed.code);
  out.push(...stateType(name, r.union, message ? messageName : null, typed.state), "");
  out.push(
    goDoc(
      `ApplyJSON applies one update given as JSON. It fails with the codec's error for an invalid update, and with a *acpjson.ReduceError for one that cannot be applied.`,
      "\t",
    ),
  );
  out.push(`func (r *${name}) ApplyJSON(value ${V}) error {`);
  out.push(`update, err := r.rt.Update(value)`, `if err != nil {`, `return err`, `}`);
  out.push(`switch acpjson.Str(update.Get(${q(r.tagField)})) {`);
  const used = new Set<string>();
  const names = r.variants.map((v, i) => {
    const ws = words(v.tag);
    let n = camel(["on", ...(ws.length ? ws : ["variant"])]);
    if (used.has(n)) n = `${n}${i + 1}`;
    used.add(n);
    return n;
  });
  const takesUpdate = (v: (typeof r.variants)[number]): boolean => v.kind !== "clear-last" && v.kind !== "ignore";
  r.variants.forEach((v, i) =>
    out.push(`case ${q(v.tag)}:`, `return r.${names[i]}(${takesUpdate(v) ? "update" : ""})`),
  );
  out.push(`default:`, `// An unknown variant of an open union: no state changes.`, `return r.rt.Other()`, `}`, `}`);
  // A value at a payload path (validation made every step one the payload always has).
  const valueAt = (steps: readonly string[]): string =>
    steps.length ? `acpjson.At(update, ${path(steps)})` : "update";
  const from = (steps: readonly string[]): string => (steps.length ? ` from its \`${steps.join(".")}\`` : "");
  r.variants.forEach((v, i) => {
    out.push("");
    const tag = q(v.tag);
    let body: string;
    let what: string;
    let pre: string[] = [];
    switch (v.kind) {
      case "append":
        what = `appends its \`${v.field}\` to the \`${v.role}\` message it names, or to the one being streamed`;
        body = `r.rt.Append(update, ${q(v.role)}, ${q(v.field)})`;
        break;
      case "clear-last":
        what = `clears the \`${v.field}\` of the last streamed \`${v.role}\` message`;
        body = `r.rt.ClearLast(${tag}, ${q(v.role)}, ${q(v.field)})`;
        break;
      case "upsert":
        what = `creates or updates the \`${v.role}\` message it names`;
        body = `r.rt.Upsert(update, ${q(v.role)}, ${fields(v.fields)})`;
        break;
      case "upsert-entity":
      case "patch-entity": {
        const e = r.entities.find((x) => x.name === v.entity);
        const k = e?.kind === "keyed" ? e.key : "";
        what = `${v.kind === "upsert-entity" ? `creates or updates a \`${v.entity}\`` : `updates an existing \`${v.entity}\``}${from(v.value)}`;
        body = `r.rt.MergeEntity(${tag}, ${valueAt(v.value)}, ${q(v.entity)}, ${q(k)}, ${fields(v.fields)}, ${v.kind === "upsert-entity"})`;
        if (v.fixed.length) {
          what += `; its ${v.fixed.map((f) => `\`${f}\``).join(", ")} is fixed by the update that creates it`;
          pre = [
            `if err := r.rt.FixEntity(${tag}, update, ${q(v.entity)}, ${q(k)}, []string{${v.fixed.map((f) => q(f)).join(", ")}}); err != nil {`,
            `return err`,
            `}`,
          ];
        }
        break;
      }
      case "upsert-single":
        what = `merges into \`${v.entity}\`${from(v.value)}`;
        body = `r.rt.MergeSingle(${valueAt(v.value)}, ${q(v.entity)}, ${fields(v.fields)})`;
        break;
      case "replace":
        if (v.value === null) {
          what = `replaces \`${v.entity}\``;
          body = `r.rt.Replace(update, ${q(v.entity)}, ${q(r.tagField)})`;
        } else {
          what = `replaces \`${v.entity}\` with its \`${v.value.join(".")}\``;
          body = `r.rt.ReplaceValue(${q(v.entity)}, ${valueAt(v.value)})`;
        }
        break;
      case "replace-entity":
        what = `replaces the \`${v.entity}\` entity its \`${v.value.join(".")}\` names`;
        body = `r.rt.ReplaceEntity(${tag}, ${valueAt(v.value)}, ${q(v.entity)}, ${q(v.key)})`;
        break;
      case "remove-entity":
        what = `removes the \`${v.entity}\` entity it names`;
        body = `r.rt.RemoveEntity(${tag}, update, ${q(v.entity)}, ${q(v.key)})`;
        break;
      case "append-entity": {
        what = `appends its \`${v.value.join(".")}\` to the \`${v.field.join(".")}\` of the \`${v.entity}\` entity it names`;
        const mode = v.mode === "item" ? "AppendItem" : v.mode === "items" ? "AppendItems" : "AppendText";
        const initial = v.initial.length ? `, Initial: ${literal(Object.fromEntries(v.initial))}` : "";
        body = `r.rt.AppendEntity(${tag}, update, acpjson.AppendTo{Entity: ${q(v.entity)}, Key: ${q(v.key)}, Field: []string{${path(v.field)}}, Mode: acpjson.${mode}${initial}}, ${valueAt(v.value)})`;
        break;
      }
      case "ignore":
        what = "changes nothing";
        body = "r.rt.Ignore()";
        break;
      default: {
        const _: never = v;
        return _;
      }
    }
    out.push(goDoc(`${names[i]} takes \`${v.tag}\`: it ${what}.`, ""));
    out.push(
      `func (r *${name}) ${names[i]}(${takesUpdate(v) ? `update ${V}` : ""}) error {`,
      ...pre,
      `return ${body}`,
      `}`,
    );
  });
  return out.join("\n");
}

/** Go code indented as gofmt indents it: a tab per line that ends in an open bracket, case labels at their switch's depth. */
export function indentGo(code: string): string {
  let depth = 0;
  return code
    .split("\n")
    .map((raw) => {
      const line = raw.trim();
      if (line === "") return "";
      const bare = line
        .replace(/"(?:[^"\\]|\\.)*"/g, '""')
        .replace(/`[^`]*`/g, "``")
        .replace(/\/\/.*$/, "");
      const closes = /^[})\]]/.test(bare) ? 1 : 0;
      const opens = /[{([]$/.test(bare.trimEnd()) ? 1 : 0;
      const label = /^(case\b.*|default):$/.test(bare) ? 1 : 0;
      const ind = Math.max(0, depth - closes - label);
      depth += opens - closes;
      return `${"\t".repeat(ind)}${line}`;
    })
    .join("\n");
}
