/**
 * The TypeScript behaviour emitter: a printer of the statement IR the core
 * lowers converters and reducers to (`converterStatements`,
 * `reducerStatements`). Each converter is a class extending the runtime's
 * `ConverterBase`, with a `switch` on the source type and method and one
 * method per rule; each reducer a class extending `ReducerBase`, with one
 * method per variant. The code calls the primitives of the runtime's
 * behaviour.ts (`at`, `jsonEqual`, `put`, ...); values are `Json | undefined`
 * (undefined: absent). The printer writes what the statements say and
 * decides nothing of the algorithm, but that a local read once, by the next
 * statement, is written in its place. It writes prettier's layout, long lines
 * broken too (layout.ts): the plugin's format hook leaves its classes alone.
 */
import {
  bodyReads,
  movesIntoNext,
  readsOnly,
  type ConverterStatements,
  type Failure,
  type JsonConst,
  type LoweredBehaviour,
  pascalCase,
  type Primitive,
  PRIMITIVES,
  type ReducerStatements,
  type SExpr,
  type Stmt,
  type ValueType,
  PRINT_WIDTH,
} from "../../plugin/index.js";
import {
  assignment,
  atom,
  call,
  type Doc,
  docOf,
  type Expr,
  flat,
  forcesBreak,
  group,
  ifBreak,
  ifHead,
  indent,
  join,
  layOut,
  line,
  onOneLine,
  returnOrThrow,
  softline,
  str,
  switchHead,
  textWidth,
  Unsupported,
} from "./layout.js";

const q = (s: string): string => JSON.stringify(s);
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A member access: `o.name`, or `o["name"]` when the name is not a plain identifier. */
const member = (o: Expr, name: string): Expr =>
  IDENT.test(name) && name !== "__proto__"
    ? { k: "member", object: o, name }
    : { k: "member", object: o, name: q(name), computed: true };
const THIS_STATE: Expr = { k: "member", object: atom("this"), name: "state" };
/** A key of an object literal (computed for `__proto__`, which would set the prototype). */
const key = (name: string): string => (name === "__proto__" ? `[${q(name)}]` : IDENT.test(name) ? name : q(name));

/** Text wrapped to lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split("\n")) {
    let line = "";
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
  }
  return out;
}

/** A doc comment, wrapped; spec text cannot close it. */
function doc(lines: readonly string[], indent: string): string {
  const safe = lines.flatMap((l) => wrap(l, 100 - indent.length)).map((l) => l.replace(/\*\//g, "*\\/"));
  if (safe.length === 1) return `${indent}/** ${safe[0]} */`;
  return `${indent}/**\n${safe.map((l) => `${indent} *${l ? ` ${l}` : ""}`).join("\n")}\n${indent} */`;
}

/** A JSON constant as a literal (a fresh value each time it runs; `__proto__` is a computed key, an ordinary field). */
function literal(v: JsonConst): Expr {
  if (typeof v === "string") return str(JSON.stringify(v));
  if (v === null || typeof v !== "object") return atom(JSON.stringify(v));
  if (Array.isArray(v)) return { k: "array", items: (v as readonly JsonConst[]).map(literal) };
  const entries = Object.entries(v as { readonly [key: string]: JsonConst });
  return { k: "object", props: entries.map(([k, x]) => [key(k), literal(x)] as const) };
}

/** Operands joined by `+`, those that are sums themselves taken apart (the text reads the same, left to right). */
function sum(operands: readonly Expr[]): Expr {
  return {
    k: "binary",
    op: "+",
    operands: operands.flatMap((o) => (o.k === "binary" && o.op === "+" ? o.operands : [o])),
  };
}

const camel = (ws: readonly string[]): string =>
  ws.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("");

/** The name of the class a converter's rules are emitted as. */
export const converterClassName = (from: string, to: string): string => `${pascalCase(from)}To${pascalCase(to)}Rules`;
/** The name of the class a reducer is emitted as. */
export const reducerClassName = (version: string): string => `${pascalCase(version)}ReducerRules`;

/** The TypeScript type of a local of each value type (a `let` changed later, or one the initial value does not type). */
const TYPES: { readonly [T in ValueType]: string } = {
  json: "Json | undefined",
  bool: "boolean",
  text: "string",
  maybeText: "string | undefined",
  object: "Obj",
  objects: "Obj[]",
  values: "(Json | undefined)[]",
  outputs: "Json[]",
  texts: "string[]",
  pairs: "{ [from: string]: string }",
  fields: "MergeField[]",
  set: "Set<string>",
};

/** A primitive written as code of its own rather than a call of the runtime function of its name. */
type Inline = (args: readonly SExpr[], p: Printer) => Expr;

/**
 * The primitives written otherwise than as a call of the runtime function of their own name (a member of the base
 * class, `this.name`, where `PRIMITIVES` says so): a function of another name, or code. behaviour.ts declares each
 * function with the contract `PRIMITIVES` gives.
 */
const SPELLING: { readonly [P in Primitive]?: string | Inline } = {
  at: (a, p) => call("at", [p.expr(a[0]!), ...p.texts(a[1]!).map(str)]),
  textOf: "text",
  concat: (a, p) => (a.length === 0 ? str('""') : a.length === 1 ? p.expr(a[0]!) : sum(a.map((x) => p.expr(x)))),
  same: "jsonEqual",
  listOf: (a, p) => call("present", [{ k: "array", items: a.map((x) => p.expr(x)) }]),
  gitPatch: "gitPatchOf",
  newObject: () => ({ k: "object", props: [] }),
  objectValue: (a, p) => p.expr(a[0]!),
  objectsOf: (a, p) => ({ k: "array", items: [p.expr(a[0]!)] }),
  newOutputs: () => ({ k: "array", items: [] }),
  push: (a, p) => call(member(p.expr(a[0]!), "push"), [p.expr(a[1]!)]),
};

/** The runtime function a primitive is a call of (a member of the base class where `PRIMITIVES` says so), or null when it is written as code. */
export function tsPrimitive(p: Primitive): string | null {
  const how = SPELLING[p] ?? p;
  return typeof how === "string" ? how : null;
}

/** Whether a body always ends by returning or throwing (a `switch` case needs no `break` after it). */
function ends(body: readonly Stmt[]): boolean {
  const last = body[body.length - 1];
  if (last === undefined) return false;
  switch (last.kind) {
    case "return":
    case "fail":
      return true;
    case "if":
      return ends(last.ifTrue) && ends(last.ifFalse);
    case "match":
      return last.cases.every((c) => ends(c.body)) && ends(last.otherwise);
    case "let":
    case "assign":
    case "do":
    case "setState":
    case "forEach":
      return false;
    default: {
      const never: never = last;
      return never;
    }
  }
}

/** Prints statements of one class: its rules named by `rules`; `returned` writes a returned value (a cast). */
class Printer {
  constructor(
    private readonly rules: ReadonlyMap<number, string>,
    private readonly returned: (value: Expr) => Expr = (v) => v,
    /** The print width (prettier's; infinite for the one-line form tests give prettier). */
    private readonly width = PRINT_WIDTH,
  ) {}

  /** How many times each local of the function being printed is read. */
  private reads = new Map<string, number>();
  /** The locals written in place of their one read, by name; `acts` holds those whose value may act or fail. */
  private inlined = new Map<string, Expr>();
  private acts = new Set<string>();
  /** Whether a statement was written on one line, its layout left to prettier (a shape layout.ts does not know). */
  unsure = false;

  /** Starts a function made of these bodies (its locals' names are unique across them). */
  begin(...bodies: (readonly Stmt[])[]): this {
    this.reads = bodyReads(bodies);
    this.inlined = new Map();
    this.acts = new Set();
    return this;
  }

  /** A statement's lines at an indent, in prettier's layout (on one line, and `unsure` set, when layout.ts cannot). */
  line(doc: () => Doc, indent: string, oneLine?: string, values: readonly Expr[] = []): string {
    // The one-line form, when it fits and nothing in it breaks whatever the width, is the layout (every group flat).
    if (oneLine !== undefined && indent.length + textWidth(oneLine) <= this.width && !values.some(forcesBreak))
      return indent + oneLine;
    try {
      return layOut(doc(), indent.length, this.width);
    } catch (e) {
      if (!(e instanceof Unsupported)) throw e;
      this.unsure = true;
      return onOneLine(doc, indent.length);
    }
  }

  /** A value that only reads: computing it later changes nothing. */
  private pure(e: SExpr): boolean {
    if (e.kind === "var") return !this.acts.has(e.name);
    if (e.kind === "not") return this.pure(e.of);
    if (e.kind === "rule") return false;
    if (e.kind === "call") return readsOnly(e.fn) && e.args.every((a) => this.pure(a));
    return true;
  }

  /** Whether a local read once, by the statement right after it, is written in place of that read (`movesIntoNext`). */
  private inlines(s: Stmt & { kind: "let" }, next: Stmt | undefined): boolean {
    return movesIntoNext(s, next, this.reads, (e) => this.pure(e));
  }

  /** The strings of a `texts` argument, each quoted. */
  texts(e: SExpr): string[] {
    if (e.kind !== "texts") throw new Error(`not a list of texts: ${e.kind}`);
    return e.values.map(q);
  }

  expr(e: SExpr): Expr {
    switch (e.kind) {
      case "var":
        return this.inlined.get(e.name) ?? atom(e.name);
      case "text":
        return str(q(e.value));
      case "nothing":
      case "absent":
        return atom("undefined");
      case "texts":
        return { k: "array", items: this.texts(e).map(str) };
      case "pairs":
        return { k: "object", props: e.pairs.map(([a, b]) => [key(a), str(q(b))] as const) };
      case "fields":
        return {
          k: "array",
          items: e.fields.map(
            (f): Expr => ({
              k: "object",
              props: [
                ["name", str(q(f.name))],
                ["patch", atom(String(f.patch))],
                ["list", atom(String(f.list))],
              ],
            }),
          ),
        };
      case "bool":
        return atom(String(e.value));
      case "json":
        return literal(e.value);
      case "state":
      case "stateSet":
        return member(THIS_STATE, e.name);
      case "not":
        return { k: "not", of: this.expr(e.of) };
      case "call": {
        const how = SPELLING[e.fn] ?? e.fn;
        if (typeof how !== "string") return how(e.args, this);
        return call(
          `${PRIMITIVES[e.fn].member ? "this." : ""}${how}`,
          e.args.map((x) => this.expr(x)),
        );
      }
      case "rule":
        return call(
          `this.${this.rules.get(e.index)!}`,
          [e.data, ...(e.tagField ? [e.tagField] : [])].map((x) => this.expr(x)),
        );
      default: {
        const never: never = e;
        return never;
      }
    }
  }

  failure(f: Failure): Expr {
    switch (f.kind) {
      case "rule":
        return call("ConversionError", [str(q(f.rule)), this.expr(f.message)], true);
      case "noRule":
        return call("this.noRule", [atom("type"), f.tag ? this.expr(f.tag) : atom("undefined")]);
      case "noMethodRule":
        return call("this.noMethodRule", [member(atom("message"), "method"), atom("true")]);
      case "unpaired":
        return call("this.unpaired", [str(q(f.rule))]);
      default: {
        const never: never = f;
        return never;
      }
    }
  }

  /** A clause of a `switch`: its labels, and its body (a block when it declares a local), ended by `break` if it falls through. */
  clause(labels: readonly string[], body: readonly Stmt[], indent: string): string[] {
    const block = body.some((x) => x.kind === "let");
    const last = `${indent}${labels[labels.length - 1]!}:${block ? " {" : ""}`;
    const lines = [...labels.slice(0, -1).map((l) => `${indent}${l}:`), last, ...this.stmts(body, `${indent}  `)];
    if (!ends(body)) lines.push(`${indent}  break;`);
    return block ? [...lines, `${indent}}`] : lines;
  }

  /** The lines of statements at an indent (a statement that breaks is one entry of several lines). */
  stmts(body: readonly Stmt[], indent: string): string[] {
    const out: string[] = [];
    const inner = `${indent}  `;
    for (const [i, s] of body.entries()) {
      switch (s.kind) {
        case "let":
          if (this.inlines(s, body[i + 1])) {
            if (!this.pure(s.value)) this.acts.add(s.name);
            this.inlined.set(s.name, this.expr(s.value));
          }
          // A local assigned on each branch of the `if` after it is declared without a value.
          else if (s.mutable && s.value.kind === "absent") out.push(`${indent}let ${s.name}: ${TYPES[s.type]};`);
          // A constant is typed (`[]` alone is `any[]`), and so are the values built from an empty literal.
          else if (s.mutable || s.value.kind === "json" || ["object", "objects", "outputs"].includes(s.type)) {
            const value = this.expr(s.value);
            const type = TYPES[s.type];
            const left = `${s.name}: ${type}`;
            out.push(
              this.line(
                () => [
                  `${s.mutable ? "let" : "const"} `,
                  assignment(left, " =", value, "assigned", /[|{]/.test(type)),
                  ";",
                ],
                indent,
                `${s.mutable ? "let" : "const"} ${left} = ${flat(value)};`,
                [value],
              ),
            );
          } else {
            const value = this.expr(s.value);
            out.push(
              this.line(
                () => ["const ", assignment(s.name, " =", value, "assigned"), ";"],
                indent,
                `const ${s.name} = ${flat(value)};`,
                [value],
              ),
            );
          }
          break;
        case "assign": {
          const value = this.expr(s.value);
          out.push(
            this.line(() => [assignment(s.name, " =", value, "assigned"), ";"], indent, `${s.name} = ${flat(value)};`, [
              value,
            ]),
          );
          break;
        }
        case "do": {
          const value = this.expr(s.call);
          out.push(this.line(() => [docOf(value), ";"], indent, `${flat(value)};`, [value]));
          break;
        }
        case "setState": {
          const value = this.expr(s.value);
          const target = flat(member(THIS_STATE, s.name));
          out.push(
            this.line(() => [assignment(target, " =", value, "assigned"), ";"], indent, `${target} = ${flat(value)};`, [
              value,
            ]),
          );
          break;
        }
        case "if": {
          const cond = this.expr(s.cond);
          out.push(
            this.line(() => ifHead(cond), indent, `if (${flat(cond)}) {`, [cond]),
            ...this.stmts(s.ifTrue, inner),
          );
          if (s.ifFalse.length) out.push(`${indent}} else {`, ...this.stmts(s.ifFalse, inner));
          out.push(`${indent}}`);
          break;
        }
        case "forEach": {
          const item = s.used ? s.item : `_${s.item}`;
          const list = this.expr(s.list);
          out.push(
            this.line(
              () => group([`for (const ${item} of `, docOf(list), ") {"]),
              indent,
              `for (const ${item} of ${flat(list)}) {`,
              [list],
            ),
            ...this.stmts(s.body, inner),
            `${indent}}`,
          );
          break;
        }
        case "match": {
          // With no case, the body for any other value runs whatever the value (its locals are the function's own).
          if (!s.cases.length) {
            out.push(...this.stmts(s.otherwise, indent));
            break;
          }
          const on = this.expr(s.on);
          out.push(this.line(() => switchHead(on), indent, `switch (${flat(on)}) {`, [on]));
          for (const c of s.cases)
            out.push(
              ...this.clause(
                c.tags.map((t) => `case ${q(t)}`),
                c.body,
                inner,
              ),
            );
          if (s.otherwise.length) out.push(...this.clause(["default"], s.otherwise, inner));
          out.push(`${indent}}`);
          break;
        }
        case "return": {
          const value = this.returned(this.expr(s.value));
          out.push(this.line(() => returnOrThrow("return", value), indent, `return ${flat(value)};`, [value]));
          break;
        }
        case "fail": {
          const value = this.failure(s.failure);
          out.push(this.line(() => returnOrThrow("throw", value), indent, `throw ${flat(value)};`, [value]));
          break;
        }
        default: {
          const never: never = s;
          return never;
        }
      }
    }
    return out;
  }
}

/** A method's head, `name(params): returns {`, its parameters broken one per line when it does not fit. */
function methodHead(name: string, params: readonly string[], returns: string): Doc {
  if (params.length === 0) return `${name}(): ${returns} {`;
  return [
    group([name, "(", indent([softline, join([",", line], params)]), ifBreak(","), softline, `): ${returns}`]),
    " {",
  ];
}

/** A method's head in a class, at two spaces (for tests: `width` infinite writes it on one line). */
export function ruleHead(name: string, params: readonly string[], returns: string, width = PRINT_WIDTH): string {
  const oneLine = `  ${name}(${params.join(", ")}): ${returns} {`;
  return textWidth(oneLine) <= width ? oneLine : layOut(methodHead(name, params, returns), 2, width);
}

/** A converter's state property, `private readonly state: { … } = { … };`, at two spaces. */
export function converterState(
  state: readonly { readonly name: string; readonly kind: string }[],
  width = PRINT_WIDTH,
): string {
  const types = state.map((s) => `${key(s.name)}: ${s.kind === "set" ? "Set<string>" : "Json"}`);
  const init: Expr = {
    k: "object",
    props: state.map((s) => [key(s.name), atom(s.kind === "set" ? "new Set<string>()" : "null")] as const),
  };
  const type: Doc = types.length
    ? group(["{", indent([line, join([";", line], types)]), ifBreak(";"), line, "}"])
    : "{}";
  return layOut(
    [assignment(["private readonly state: ", type], " =", init, "assigned", types.length > 0), ";"],
    2,
    width,
  );
}

/** What a reducer's constructor gives its base class. */
export interface ReducerDescription {
  readonly union: string;
  readonly key: string;
  readonly listField: string | null;
  readonly entities: readonly { readonly name: string; readonly keyed: boolean }[];
}

/** A reducer's `super(host, { … });`, its object over several lines whatever its width, at four spaces. */
export function reducerDescription(d: ReducerDescription, width = PRINT_WIDTH): string {
  const description: Expr = {
    k: "object",
    broken: true,
    props: [
      ["union", str(q(d.union))],
      ["key", str(q(d.key))],
      ["listField", d.listField === null ? atom("null") : str(q(d.listField))],
      [
        "entities",
        {
          k: "array",
          items: d.entities.map((e): Expr => ({ k: "array", items: [str(q(e.name)), atom(String(e.keyed))] })),
        },
      ],
    ],
  };
  return layOut([docOf(call("super", [atom("host"), description])), ";"], 4, width);
}

/**
 * The lines of one function's statements (for tests; `rules` names the rule functions it calls), at an indent and in
 * a print width (infinite: each statement on one line but for the breaks prettier always makes).
 */
export function typescriptStatements(
  body: readonly Stmt[],
  rules: ReadonlyMap<number, string> = new Map(),
  { indent = "", width = PRINT_WIDTH }: { readonly indent?: string; readonly width?: number } = {},
): string[] {
  return new Printer(rules, undefined, width).begin(body).stmts(body, indent);
}

/** A class's code, and whether it is in prettier's layout already (else the format hook gives it to prettier). */
export interface EmittedClass {
  readonly code: string;
  readonly laidOut: boolean;
}

/** A converter's rules as a TypeScript class extending the runtime's `ConverterBase`. */
export function typescriptConverter(lowered: ConverterStatements): string {
  return converterClass(lowered).code;
}

function converterClass(lowered: ConverterStatements): EmittedClass {
  const c = lowered.plan.program;
  const name = converterClassName(c.from, c.to);
  const rules = new Map(lowered.rules.map((r) => [r.plan.index, camel(r.plan.nameWords)]));
  const pr = new Printer(rules);
  // The method dispatch returns the rules' JSON outputs, which are `{ method, params }` messages.
  const methods = new Printer(rules, (v) => ({ k: "as", expr: v, type: "unknown as MethodMessage[]" }));
  const out: string[] = [];
  out.push(
    doc(
      [
        `The ${c.direction} conversion rules, in spec order: one method per rule, picked by the source's type, tag or method.`,
      ],
      "",
    ),
  );
  out.push(`class ${name} extends ConverterBase {`);
  out.push(`  /** The state the rules keep. */`);
  out.push(converterState(c.state));
  out.push("");
  out.push(`  /** \`options\` holds the converter's options, by their spec names. */`);
  out.push(`  constructor(host: BehaviourHost, options: object = {}) {`);
  const optionNames: Expr = { k: "array", items: c.options.map((o) => str(q(o.name))) };
  out.push(
    pr.line(
      () => [docOf(call("super", [str(q(c.from)), str(q(c.to)), optionNames, atom("host"), atom("options")])), ";"],
      "    ",
    ),
  );
  out.push(`  }`);
  out.push("");
  out.push(`  /** Converts a value of the qualified source type (\`"${c.from}.Type"\`). */`);
  out.push(`  override convert(type: string, value: unknown): Json[] {`);
  if (lowered.types.length) {
    out.push(`    const data = this.input(type, value);`);
    out.push(`    switch (type) {`);
    pr.begin(...lowered.types.map((t) => t.body));
    for (const t of lowered.types) out.push(...pr.clause([`case ${q(t.type)}`], t.body, "      "));
    out.push(`    }`);
  } else out.push(`    this.input(type, value);`);
  out.push(`    throw this.noRule(type, undefined);`);
  out.push(`  }`);
  out.push("");
  out.push(`  /** Converts a method call or notification (\`{ method, params }\`). */`);
  out.push(`  override convertMethod(message: MethodMessage): MethodMessage[] {`);
  if (lowered.methods.length) {
    out.push(`    switch (message.method) {`);
    for (const m of lowered.methods) {
      const params = call("this.params", [atom("message"), str(q(m.params))]);
      out.push(
        `      case ${q(m.method)}: {`,
        pr.line(() => ["const ", assignment("data", " =", params, "assigned"), ";"], "        "),
      );
      out.push(...methods.begin(m.body).stmts(m.body, "        "), `      }`);
    }
    out.push(`    }`);
  }
  out.push(`    throw this.noMethodRule(message.method, false);`);
  out.push(`  }`);
  for (const r of lowered.rules) {
    const p = r.plan;
    const params = [
      `${p.readsInput || p.usesTag ? "data" : "_data"}: Obj`,
      ...(p.usesTagField ? ["tagField: string | undefined"] : []),
    ];
    out.push("", doc([`Rule \`${p.rule.id}\` (${p.rule.where}): ${p.rule.reason}`], "  "));
    out.push(
      ruleHead(`private ${rules.get(p.index)!}`, params, "Json[]"),
      ...pr.begin(r.body).stmts(r.body, "    "),
      `  }`,
    );
  }
  out.push(`}`);
  return { code: out.join("\n"), laidOut: !pr.unsure && !methods.unsure };
}

/** A reducer as a TypeScript class extending the runtime's `ReducerBase`: one method per variant. */
export function typescriptReducer(lowered: ReducerStatements): string {
  return reducerClass(lowered).code;
}

function reducerClass(lowered: ReducerStatements): EmittedClass {
  const r = lowered.program;
  const pr = new Printer(new Map());
  const out: string[] = [];
  out.push(doc([`The \`${r.union}\` reducer: one method per variant, picked by its \`${r.tagField}\`.`], ""));
  out.push(`class ${reducerClassName(r.version)} extends ReducerBase {`);
  out.push(`  constructor(host: BehaviourHost) {`);
  out.push(
    reducerDescription({
      union: r.union,
      key: r.key,
      listField: r.listField,
      entities: r.entities.map((e) => ({ name: e.name, keyed: e.kind === "keyed" })),
    }),
  );
  out.push(`  }`);
  out.push("");
  out.push(
    `  /** Applies one update given as JSON. Throws the host's error for an invalid update, ReduceError for one that cannot be applied. */`,
  );
  out.push(`  override apply(value: unknown): void {`);
  out.push(`    const update = this.update(value);`);
  const tag: Expr = { k: "member", object: atom("update"), name: q(r.tagField), computed: true };
  out.push(pr.line(() => switchHead(tag), "    "));
  for (const x of lowered.variants) {
    out.push(`      case ${q(x.variant.tag)}:`);
    const apply = call(`this.${camel(x.nameWords)}`, x.usesUpdate ? [atom("update")] : []);
    out.push(pr.line(() => returnOrThrow("return", apply), "        "));
  }
  out.push(`      default:`);
  out.push(`        // An unknown variant of an open union: no state changes.`);
  out.push(`        return this.other();`);
  out.push(`    }`);
  out.push(`  }`);
  for (const x of lowered.variants) {
    out.push("", doc([x.doc], "  "));
    out.push(ruleHead(`private ${camel(x.nameWords)}`, x.usesUpdate ? ["update: Obj"] : [], "void"));
    out.push(...pr.begin(x.body).stmts(x.body, "    "), `  }`);
  }
  out.push(`}`);
  return { code: out.join("\n"), laidOut: !pr.unsure };
}

/** The names of behaviour.ts the emitted code may use as free names (imported by the generated modules). */
export const TS_PRIMITIVES: readonly string[] = [
  ...new Set([
    "ConversionError",
    "ConverterBase",
    "ReducerBase",
    "at",
    "present",
    ...(Object.keys(PRIMITIVES) as Primitive[]).flatMap((p) => {
      const name = tsPrimitive(p);
      return name !== null && !PRIMITIVES[p].member ? [name] : [];
    }),
  ]),
].sort();

/** The characters that may start a string literal or a comment (see codeOnly). */
const STRING_OR_COMMENT = /["/]/g;

/**
 * Code without its string literals (each left as `""`) and comments. The text between them is copied a run at a
 * time: the generated converters are hundreds of kilobytes, and a character at a time was most of their import
 * lists' cost.
 */
function codeOnly(code: string): string {
  let out = "";
  // Where the text not yet copied starts.
  let from = 0;
  STRING_OR_COMMENT.lastIndex = 0;
  for (let m = STRING_OR_COMMENT.exec(code); m !== null; m = STRING_OR_COMMENT.exec(code)) {
    let i = m.index;
    if (code.charCodeAt(i) === 0x22) {
      out += code.slice(from, i);
      // To the closing quote; a backslash escapes the character after it.
      for (i++; i < code.length && code.charCodeAt(i) !== 0x22; i++) if (code.charCodeAt(i) === 0x5c) i++;
      out += '""';
      from = i + 1;
    } else if (code.charCodeAt(i + 1) === 0x2a) {
      out += code.slice(from, i);
      const end = code.indexOf("*/", i + 2);
      from = end < 0 ? code.length : end + 2;
    } else if (code.charCodeAt(i + 1) === 0x2f) {
      // A line comment: its line break stays.
      out += code.slice(from, i);
      const end = code.indexOf("\n", i);
      from = end < 0 ? code.length : end;
    } else continue;
    STRING_OR_COMMENT.lastIndex = from;
  }
  return from < code.length ? out + code.slice(from) : out;
}

/** The last code codeOnly was asked for, and its answer: a module's code is asked for twice (its values, its types). */
let lastCodeOnly: { readonly code: string; readonly bare: string } | null = null;

/** The primitives a piece of emitted code calls, for its import list. */
export function primitivesUsed(code: string, names: readonly string[] = TS_PRIMITIVES): string[] {
  if (lastCodeOnly?.code !== code) lastCodeOnly = { code, bare: codeOnly(code) };
  const bare = lastCodeOnly.bare;
  return names.filter((name) => new RegExp(`(?<![\\w.$])${name}\\b`).test(bare));
}

/**
 * Every converter's and reducer's class, as TypeScript, and the classes (as the format hook cuts a module into
 * statements) that are in prettier's layout already.
 */
export function typescriptBehaviour(lowered: LoweredBehaviour): {
  converters: string;
  reducers: string;
  laidOut: ReadonlySet<string>;
} {
  const converters = lowered.converters.map(converterClass);
  const reducers = lowered.reducers.map(reducerClass);
  return {
    converters: converters.map((c) => c.code).join("\n\n"),
    reducers: reducers.map((c) => c.code).join("\n\n"),
    laidOut: new Set([...converters, ...reducers].filter((c) => c.laidOut).map((c) => c.code)),
  };
}
