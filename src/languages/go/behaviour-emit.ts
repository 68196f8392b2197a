/**
 * The Go behaviour emitter: a printer of the statement IR (`converterStatements`,
 * `reducerStatements`). Each converter is a struct with one method per rule and a
 * `switch` on the source type, tag and method; each reducer a struct with one
 * method per variant. The code calls the primitives of the Go runtime's
 * behaviour.go (`behaviour.At`, `behaviour.Equal`, `behaviour.Converter`, ...).
 * Values are `*acpjson.Value`; nil is an absent value. A rule stops with a
 * panic of `*behaviour.ConversionError`, which the converter's entry points
 * return as their error (encoding/json's way inside a package); a reducer's
 * action returns its error. The printer writes what the statements say and
 * decides nothing of the algorithm.
 */
import {
  bodyReads,
  movesIntoNext,
  readsOnly,
  type ConverterStatements,
  type Failure,
  type JsonConst,
  pascalCase,
  type Primitive,
  qualifyType,
  type ReducerStatements,
  type SExpr,
  type Stmt,
  type TypeExpr,
  type ValueType,
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

/** A JSON constant as a Go expression (a fresh value each time it runs). */
function literal(v: JsonConst): string {
  if (v === null) return "acpjson.NullValue()";
  if (typeof v === "boolean") return `acpjson.BoolValue(${v})`;
  if (typeof v === "string") return `acpjson.StringValue(${q(v)})`;
  return `behaviour.Constant(${q(JSON.stringify(v))})`;
}

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

/** The name of the struct a converter is emitted as: `V1ToV2`. */
export const goConverterName = (from: string, to: string): string => `${pascalCase(from)}To${pascalCase(to)}`;
/** The name of the struct a reducer is emitted as: `V2Reducer`. */
export const goReducerName = (version: string): string => `${pascalCase(version)}Reducer`;

/** The Go type of a local of each value type (`maybeText`: "" for nothing). */
const TYPES: { readonly [T in ValueType]: string } = {
  json: V,
  bool: "bool",
  text: "string",
  maybeText: "string",
  object: V,
  objects: `[]${V}`,
  values: `[]${V}`,
  outputs: `[]${V}`,
  texts: "[]string",
  pairs: "map[string]string",
  fields: "[]behaviour.MergeField",
  set: "behaviour.StringSet",
};

/**
 * A local of the lowered code in Go. The version packages the converters import
 * are named `v1`, `v2`, ... (a spec's version folders), so a value temporary
 * `v<N>` is written `x<N>`; every other local keeps its name.
 */
const local = (name: string): string => name.replace(/^v(\d+)$/, "x$1");

/** Literal lists as Go arguments: a variadic tail (`"a", "b"`), or a slice (nil for none). */
const spread = (e: SExpr | undefined): string => (e?.kind === "texts" ? e.values.map(q).join(", ") : "");
const APPEND_MODES: { readonly [mode: string]: string } = {
  item: "AppendItem",
  items: "AppendItems",
  text: "AppendText",
};

/**
 * How each primitive is written in Go, given its arguments printed (`a`) and as
 * statements (`x`, for literal lists). A converter's members are `c.rt`'s (or its
 * state's), a reducer's `r.rt`'s; a reducer's action returns an error (`fails`).
 */
const PRIMITIVES_GO: {
  readonly [P in Primitive]: {
    readonly go: (a: readonly string[], x: readonly SExpr[]) => string;
    readonly fails?: true;
  };
} = {
  at: { go: (a, x) => (spread(x[1]) ? `behaviour.At(${a[0]}, ${spread(x[1])})` : a[0]!) },
  tagOf: { go: (a) => `behaviour.TagOf(${a[0]}, ${a[1]})` },
  textOf: { go: (a) => `behaviour.Text(${a[0]})` },
  concat: { go: (a) => (a.length ? a.join(" + ") : '""') },
  same: { go: (a) => `behaviour.Equal(${a[0]}, ${a[1]})` },
  isAbsent: { go: (a) => `behaviour.IsAbsent(${a[0]})` },
  isNull: { go: (a) => `behaviour.IsNull(${a[0]})` },
  isAbsentOrNull: { go: (a) => `behaviour.IsAbsentOrNull(${a[0]})` },
  isSet: { go: (a) => `behaviour.IsSet(${a[0]})` },
  isString: { go: (a) => `behaviour.IsString(${a[0]})` },
  isEmptyList: { go: (a) => `behaviour.IsEmptyList(${a[0]})` },
  isNonEmptyList: { go: (a) => `behaviour.IsNonEmptyList(${a[0]})` },
  isUnknownTag: {
    go: (a, x) => `behaviour.IsUnknownTag(${[a[0], spread(x[1])].filter(Boolean).join(", ")})`,
  },
  orNull: { go: (a) => `behaviour.OrNull(${a[0]})` },
  nonNull: { go: (a) => `behaviour.NonNull(${a[0]})` },
  listOf: { go: (a) => `behaviour.ListOf(${a.join(", ")})` },
  single: { go: (a) => `behaviour.Single(${a[0]})` },
  gitPatch: { go: (a) => `behaviour.GitPatchOf(${a.join(", ")})` },
  newObject: { go: () => "acpjson.ObjectValue(acpjson.Members{})" },
  // The object built is the JSON value itself.
  objectValue: { go: (a) => a[0]! },
  put: { go: (a) => `behaviour.Put(${a.join(", ")})` },
  putAll: { go: (a) => `behaviour.PutAll(${a.join(", ")})` },
  objectsOf: { go: (a) => `[]${V}{${a[0]}}` },
  fanOut: { go: (a) => `behaviour.FanOut(${a.join(", ")})` },
  copyFields: { go: (a) => `behaviour.CopyFields(${a.join(", ")})` },
  newOutputs: { go: () => `[]${V}{}` },
  push: { go: (a) => `${a[0]} = append(${a[0]}, ${a[1]})` },
  outputOf: { go: (a) => `behaviour.OutputOf(${a[0]})` },
  listAt: { go: (a) => `behaviour.ListAt(${a.join(", ")})` },
  inSet: { go: (a) => `${a[0]}.Has(${a[1]})` },
  addTo: { go: (a) => `${a[0]}.Add(${a[1]})` },
  removeFrom: { go: (a) => `${a[0]}.Delete(${a[1]})` },
  option: { go: (a) => `c.rt.Option(${a[0]})` },
  mint: { go: (a) => `c.rt.Mint(${a[0]})` },
  convertOne: { go: (a) => `c.rt.ConvertOne(${a.join(", ")})` },
  convertMany: { go: (a) => `c.rt.ConvertMany(${a.join(", ")})` },
  check: { go: (a) => `c.rt.Check(${a.join(", ")})` },
  checkMethod: { go: (a) => `c.rt.CheckMethod(${a.join(", ")})` },
  ran: { go: (a) => `c.rt.Ran(${a.join(", ")})` },
  append: { go: (a) => `r.rt.Append(${a.join(", ")})`, fails: true },
  clearLast: { go: (a) => `r.rt.ClearLast(${a.join(", ")})`, fails: true },
  upsert: { go: (a) => `r.rt.Upsert(${a.join(", ")})`, fails: true },
  fixEntity: { go: (a) => `r.rt.FixEntity(${a.join(", ")})`, fails: true },
  mergeEntity: { go: (a) => `r.rt.MergeEntity(${a.join(", ")})`, fails: true },
  replace: { go: (a) => `r.rt.Replace(${a.join(", ")})`, fails: true },
  replaceValue: { go: (a) => `r.rt.ReplaceValue(${a.join(", ")})`, fails: true },
  mergeSingle: { go: (a) => `r.rt.MergeSingle(${a.join(", ")})`, fails: true },
  replaceEntity: { go: (a) => `r.rt.ReplaceEntity(${a.join(", ")})`, fails: true },
  removeEntity: { go: (a) => `r.rt.RemoveEntity(${a.join(", ")})`, fails: true },
  appendEntity: {
    // (tag, update, entity, key, path, mode, initial, value): where it writes is one behaviour.AppendTo.
    go: (a, x) => {
      const mode = x[5]?.kind === "text" ? APPEND_MODES[x[5].value] : undefined;
      if (mode === undefined) throw new Error("appendEntity: the mode is not a known literal");
      const init = x[6];
      const empty = init?.kind === "json" && init.value !== null && Object.keys(init.value).length === 0;
      const to = [`Entity: ${a[2]}`, `Key: ${a[3]}`, `Field: ${a[4]}`, `Mode: behaviour.${mode}`];
      if (!empty) to.push(`Initial: ${a[6]}`);
      return `r.rt.AppendEntity(${a[0]}, ${a[1]}, behaviour.AppendTo{${to.join(", ")}}, ${a[7]})`;
    },
    fails: true,
  },
  ignore: { go: () => "r.rt.Ignore()", fails: true },
};

/** Prints statements as Go lines (unindented: `indentGo` lays them out). */
class Printer {
  constructor(
    /** The locals the function reads. */
    private readonly reads: ReadonlyMap<string, number>,
    /** A rule's method, by its 1-based index. */
    private readonly rules: ReadonlyMap<number, string> = new Map(),
  ) {}

  expr(e: SExpr): string {
    switch (e.kind) {
      case "var":
        return this.inlined.get(e.name) ?? local(e.name);
      case "text":
        return q(e.value);
      case "nothing":
        return '""';
      case "texts":
        return e.values.length ? `[]string{${e.values.map(q).join(", ")}}` : "nil";
      case "pairs":
        return e.pairs.length ? `map[string]string{${e.pairs.map(([a, b]) => `${q(a)}: ${q(b)}`).join(", ")}}` : "nil";
      case "fields":
        return `[]behaviour.MergeField{${e.fields.map((f) => `{Name: ${q(f.name)}, Patch: ${f.patch}, List: ${f.list}}`).join(", ")}}`;
      case "bool":
        return String(e.value);
      case "json":
        return literal(e.value);
      case "absent":
        return "nil";
      case "state":
      case "stateSet":
        return `c.state.${stateField(e.name)}`;
      case "not":
        return `!${this.expr(e.of)}`;
      case "call":
        return PRIMITIVES_GO[e.fn].go(
          e.args.map((a) => this.expr(a)),
          e.args,
        );
      case "rule":
        return `c.${this.rules.get(e.index)}(${[e.data, ...(e.tagField ? [e.tagField] : [])].map((a) => this.expr(a)).join(", ")})`;
      default: {
        const never: never = e;
        return never;
      }
    }
  }

  /** The locals written in place of their one read, by name; `acts` holds those whose value may act or fail. */
  private readonly inlined = new Map<string, string>();
  private readonly acts = new Set<string>();

  /** A value that only reads: computing it later, or not at all, changes nothing. */
  private pure(e: SExpr): boolean {
    if (e.kind === "var") return !this.acts.has(e.name);
    if (e.kind === "not") return this.pure(e.of);
    if (e.kind === "rule") return false;
    if (e.kind === "call") return readsOnly(e.fn) && e.args.every((a) => this.pure(a));
    return true;
  }

  /** Whether a local read once, by the statement right after it, is written in place of that read (`movesIntoNext`). */
  private inlines(s: Stmt & { kind: "let" }, next: Stmt | undefined): boolean {
    // Texts joined keep their own statement: gofmt spaces a `+` by how deep it sits, and at the top it keeps them.
    if (s.value.kind === "call" && s.value.fn === "concat") return false;
    return movesIntoNext(s, next, this.reads, (e) => this.pure(e));
  }

  /** A value computed for a local nobody reads: its call when it may act or fail, else nothing. */
  private effect(e: SExpr): string[] {
    if (e.kind === "rule" || (e.kind === "call" && !readsOnly(e.fn))) return [this.expr(e)];
    return [];
  }

  failure(f: Failure): string {
    switch (f.kind) {
      case "rule":
        return `behaviour.NewConversionError(${q(f.rule)}, ${this.expr(f.message)})`;
      case "noRule":
        return `c.rt.NoRule(typeName, ${f.tag ? this.expr(f.tag) : "nil"})`;
      case "noMethodRule":
        return "c.rt.NoMethodRule(method, true)";
      case "unpaired":
        return `c.rt.Unpaired(${q(f.rule)})`;
      default: {
        const never: never = f;
        return never;
      }
    }
  }

  /** The lines of statements; a reducer's action that fails returns its error. */
  stmts(body: readonly Stmt[]): string[] {
    const out: string[] = [];
    for (const [i, s] of body.entries()) {
      switch (s.kind) {
        case "let":
          if (!this.reads.has(s.name)) out.push(...this.effect(s.value));
          else if (this.inlines(s, body[i + 1])) {
            if (!this.pure(s.value)) this.acts.add(s.name);
            this.inlined.set(s.name, this.expr(s.value));
          } else if (s.value.kind === "absent") out.push(`var ${local(s.name)} ${TYPES[s.type]}`);
          else out.push(`${local(s.name)} := ${this.expr(s.value)}`);
          break;
        case "assign":
          if (!this.reads.has(s.name)) out.push(...this.effect(s.value));
          else out.push(`${local(s.name)} = ${this.expr(s.value)}`);
          break;
        case "do":
          if (s.call.kind === "call" && PRIMITIVES_GO[s.call.fn].fails)
            out.push(`if err := ${this.expr(s.call)}; err != nil {`, "return err", "}");
          else out.push(this.expr(s.call));
          break;
        case "setState":
          out.push(`c.state.${stateField(s.name)} = ${this.expr(s.value)}`);
          break;
        case "if":
          out.push(`if ${this.expr(s.cond)} {`, ...this.stmts(s.ifTrue));
          if (s.ifFalse.length) out.push("} else {", ...this.stmts(s.ifFalse));
          out.push("}");
          break;
        case "forEach": {
          const item = s.used && this.reads.has(s.item) ? `_, ${local(s.item)} := ` : "";
          out.push(`for ${item}range ${this.expr(s.list)} {`, ...this.stmts(s.body), "}");
          break;
        }
        case "match":
          out.push(`switch behaviour.Str(${this.expr(s.on)}) {`);
          for (const c of s.cases) out.push(`case ${c.tags.map(q).join(", ")}:`, ...this.stmts(c.body));
          if (s.otherwise.length) out.push("default:", ...this.stmts(s.otherwise));
          out.push("}");
          break;
        case "return":
          out.push(`return ${this.expr(s.value)}`);
          break;
        case "fail":
          out.push(`panic(${this.failure(s.failure)})`);
          break;
        default: {
          const never: never = s;
          return never;
        }
      }
    }
    return out;
  }

  /** A reducer variant's body: its actions, the last one's error returned. */
  action(body: readonly Stmt[]): string[] {
    const last = body[body.length - 1];
    if (last?.kind !== "do") return [...this.stmts(body), "return nil"];
    return [...this.stmts(body.slice(0, -1)), `return ${this.expr(last.call)}`];
  }
}

/** A converter body's Go lines (no rules to call), as the converters print it: for tests. */
export const goStatements = (body: readonly Stmt[]): string[] => new Printer(bodyReads([body])).stmts(body);

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
    out.push(`return behaviour.ParseAll(outputs, ${tv}.${dst.codec}, c.opts...)`, `}`);
  }
  return out;
}

/** A converter as a Go struct: the state its rules keep, its entry points, its dispatch and one method per rule. */
export function goConverter(
  cs: ConverterStatements,
  entries: readonly GoEntry[] = [],
  names: GoTypeNames = () => null,
  stateDocs: readonly { readonly name: string; readonly doc: string }[] = [],
): string {
  const c = cs.plan.program;
  const name = goConverterName(c.from, c.to);
  const out: string[] = [];
  out.push(
    goDoc(
      `${name} converts ${c.from} messages for a ${c.to} peer, by the ${c.direction} conversion rules (in spec order: one method per rule, picked by the source's type, tag or method). It keeps the state its rules declare, so one converter must see a session's messages in order.`,
      "",
    ),
  );
  out.push(`type ${name} struct {`);
  out.push(`rt *behaviour.Converter`, "");
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
    out.push(`${stateField(s.name)} ${s.kind === "set" ? "behaviour.StringSet" : V}`);
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
    `rt, err := behaviour.NewConverter(${q(c.from)}, ${q(c.to)}, []string{${c.options.map((o) => q(o.name)).join(", ")}}, behaviour.NewHost(lookup, opts...), options, c.convert)`,
  );
  out.push(`if err != nil {`, `return nil, err`, `}`);
  out.push(`c.rt, c.opts = rt, opts`);
  for (const s of c.state)
    out.push(`c.state.${stateField(s.name)} = ${s.kind === "set" ? "behaviour.StringSet{}" : "acpjson.NullValue()"}`);
  out.push(`return c, nil`, `}`, "");
  out.push(
    goDoc(
      `Convert converts a value of a qualified source type ("${c.from}.Type") into the values the rules give, or fails with a *behaviour.ConversionError.`,
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
  // The rules' methods, by index; the type dispatch is one function, and so is the method dispatch.
  const rules = new Map(cs.rules.map((r) => [r.plan.index, camel(r.plan.nameWords)]));
  const types = new Printer(bodyReads(cs.types.map((t) => t.body)), rules);
  out.push(`// convert picks the rule of a value by its type and tag.`);
  out.push(`func (c *${name}) convert(typeName string, value ${V}) []${V} {`);
  const input = `c.rt.Input(typeName, value)`;
  out.push(cs.types.length ? `data := ${input}` : input);
  if (cs.types.length) {
    out.push(`switch typeName {`);
    for (const t of cs.types) out.push(`case ${q(t.type)}:`, ...types.stmts(t.body));
    out.push(`}`);
  }
  out.push(`panic(c.rt.NoRule(typeName, nil))`, `}`, "");
  const methods = new Printer(bodyReads(cs.methods.map((m) => m.body)), rules);
  out.push(`// convertMethod picks the rule of a method call by its method.`);
  out.push(`func (c *${name}) convertMethod(method string, params ${V}) []${V} {`);
  if (cs.methods.length) {
    out.push(`switch method {`);
    for (const m of cs.methods) {
      out.push(`case ${q(m.method)}:`, `data := c.rt.Params(method, params, ${q(m.params)})`, ...methods.stmts(m.body));
    }
    out.push(`}`);
  }
  out.push(`panic(c.rt.NoMethodRule(method, false))`, `}`);
  for (const r of cs.rules) {
    const rule = r.plan.rule;
    const params = `data ${V}${r.plan.usesTagField ? ", tagField string" : ""}`;
    const method = rules.get(r.plan.index)!;
    out.push("", goDoc(`${method} is rule \`${rule.id}\` (${rule.where}): ${rule.reason}`, ""));
    out.push(
      `func (c *${name}) ${method}(${params}) []${V} {`,
      ...new Printer(bodyReads([r.body]), rules).stmts(r.body),
      "}",
    );
  }
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
      return `acpjson.ReaderOf(${version}.${names(version, t.name)!.codec})`;
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
        `value, err = behaviour.ParseAll(raw.Items, ${v}.${t.codec}, r.opts...)`,
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
      out.push(`return behaviour.ParseAll(raw.Items, ${v}.${t.codec}, r.opts...)`, `}`);
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
  rs: ReducerStatements,
  surface: GoReducerSurface = { entities: [], message: null },
  typeNames: GoTypeNames = () => null,
): string {
  const r = rs.program;
  const name = goReducerName(r.version);
  const out: string[] = [];
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
    `rt *behaviour.Reducer`,
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
    `return &${name}{opts: opts, rt: behaviour.NewReducer(behaviour.NewHost(lookup, opts...), behaviour.ReducerShape{`,
  );
  out.push(`Union: ${q(r.union)}, Key: ${q(r.key)}, ListField: ${q(r.listField ?? "")},`);
  out.push(
    `Entities: []behaviour.EntityShape{${r.entities.map((e) => `{Name: ${q(e.name)}, Keyed: ${e.kind === "keyed"}}`).join(", ")}},`,
  );
  out.push(`})}`, `}`, "");
  if (union) {
    out.push(
      goDoc(
        `Apply applies one update. It fails with an *behaviour.ReduceError for an update that cannot be applied (or the codec's error for a value of a feature that is off).`,
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
      `return nil, &behaviour.ReduceError{Message: "the reduced state does not read as its type: " + err.Error()}`,
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
      `ApplyJSON applies one update given as JSON. It fails with the codec's error for an invalid update, and with a *behaviour.ReduceError for one that cannot be applied.`,
      "\t",
    ),
  );
  out.push(`func (r *${name}) ApplyJSON(value ${V}) error {`);
  out.push(`update, err := r.rt.Update(value)`, `if err != nil {`, `return err`, `}`);
  out.push(`switch behaviour.Str(update.Get(${q(r.tagField)})) {`);
  const names = rs.variants.map((x) => camel(x.nameWords));
  rs.variants.forEach((x, i) =>
    out.push(`case ${q(x.variant.tag)}:`, `return r.${names[i]}(${x.usesUpdate ? "update" : ""})`),
  );
  out.push(`default:`, `// An unknown variant of an open union: no state changes.`, `return r.rt.Other()`, `}`, `}`);
  rs.variants.forEach((x, i) => {
    out.push("", goDoc(`${names[i]} takes ${x.doc}`, ""));
    out.push(`func (r *${name}) ${names[i]}(${x.usesUpdate ? `update ${V}` : ""}) error {`);
    out.push(...new Printer(bodyReads([x.body])).action(x.body), `}`);
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
