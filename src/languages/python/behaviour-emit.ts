/**
 * The Python behaviour emitter: each converter as a class extending the
 * runtime's `ConverterBase`, with one method per rule and a `match` on the
 * source type; each reducer as a class extending `ReducerBase`, with one
 * method per variant. Values are JSON data, `ABSENT` for a missing one. The
 * code is laid out as ruff formats it (the package's format check reads it):
 * every value gets its own assignment, so lines stay short.
 */
import {
  layoutList,
  type BehaviourIR,
  type ConverterStatements,
  converterStatements,
  type Failure,
  type FieldProgram,
  type JsonConst,
  pascalCase,
  type Primitive,
  PRIMITIVES,
  reducerStatements,
  type ReducerStatements,
  type RulePlan,
  type SExpr,
  type Stmt,
  type VariantStatements,
} from "../../plugin/index.js";
import { pythonFieldIdent } from "./names.js";
import { LINE_LENGTH as LINE, PY_LAYOUT, pyString, pyWidth } from "./view.js";

const s = pyString;

/** Code written statement by statement into a block, with fresh variable names. */
class Block {
  readonly lines: string[] = [];
  constructor(
    readonly indent: string,
    private readonly names: { n: number; readonly typed?: Set<string> },
  ) {}

  /** `name: type = value` the first time in the function (mypy refuses a second annotation), else `name = value`. */
  declare(name: string, type: string, value: string): void {
    const typed = this.names.typed;
    if (typed?.has(name)) this.line(`${name} = ${value}`);
    else {
      typed?.add(name);
      this.line(`${name}: ${type} = ${value}`);
    }
  }

  /** `name = (a, b)` (or a list, `[a, b]`) as ruff lays it out. */
  tuple(items: readonly string[], name = this.fresh("t"), brackets = "()"): string {
    const [open, close] = [brackets[0]!, brackets[1]!];
    const v = name;
    const flat = `${open}${items.join(", ")}${items.length === 1 && open === "(" ? "," : ""}${close}`;
    if (pyWidth(`${this.indent}${v} = ${flat}`) <= LINE) this.line(`${v} = ${flat}`);
    else if (pyWidth(`${this.indent}    ${items.join(", ")}`) <= LINE) {
      this.line(`${v} = ${open}`);
      this.line(`    ${items.join(", ")}`);
      this.line(close);
    } else {
      this.line(`${v} = ${open}`);
      for (const x of items) this.line(`    ${x},`);
      this.line(close);
    }
    return v;
  }

  fresh(prefix = "v"): string {
    this.names.n += 1;
    return `${prefix}${this.names.n}`;
  }

  child(): Block {
    return new Block(`${this.indent}    `, this.names);
  }

  /** The names of the function, for a block written apart. */
  shared(): { n: number; readonly typed?: Set<string> } {
    return this.names;
  }

  line(text: string): void {
    this.lines.push(`${this.indent}${text}`);
  }

  /** `head callee(args)tail` as ruff lays it out: one line; else the arguments on one indented line; else one per line. */
  call(head: string, callee: string, args: readonly string[], tail: string): void {
    this.lines.push(...layoutList(PY_LAYOUT, this.indent, `${head}${callee}(`, args, `)${tail}`).split("\n"));
  }

  /** Assigns a call's result to a fresh variable. */
  bind(callee: string, args: readonly string[]): string {
    const v = this.fresh();
    this.call(`${v} = `, callee, args, "");
    return v;
  }
}

/** A JSON constant as a Python literal (a fresh value each time it runs). */
function literal(v: JsonConst): string {
  if (v === null) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "string") return s(v);
  if (typeof v === "number") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${(v as readonly JsonConst[]).map(literal).join(", ")}]`;
  return `{${Object.entries(v as { readonly [k: string]: JsonConst })
    .map(([k, x]) => `${s(k)}: ${literal(x)}`)
    .join(", ")}}`;
}

/** Base-class members a state attribute must not take. */
const TAKEN = new Set([
  "options",
  "minted",
  "source",
  "target",
  "unstable",
  "input",
  "params",
  "ran",
  "option",
  "mint",
  "check",
]);

/** A state attribute of the converter class. */
export const stateAttr = (name: string, index: number): string => {
  const id = pythonFieldIdent(name);
  return id === null ||
    TAKEN.has(id) ||
    id.startsWith("rule_") ||
    id.startsWith("no_") ||
    id.startsWith("convert_") ||
    id.startsWith("check_")
    ? `_state_${index + 1}`
    : `_${id}`;
};

/** A docstring, wrapped to the line width. */
function docstring(text: string, indent: string): string[] {
  const width = LINE - indent.length - 6;
  const out: string[] = [];
  let line = "";
  for (const word of text.replace(/\\/g, "\\\\").replace(/"""/g, '\\"\\"\\"').split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  out.push(line);
  // A docstring may not end in a quote (it would join the closing quotes).
  if (out[out.length - 1]!.endsWith('"')) out[out.length - 1] = `${out[out.length - 1]} `;
  out[0] = `"""${out[0]}`;
  out[out.length - 1] = `${out[out.length - 1]}"""`;
  return out.map((l, i) => (i === 0 || l === "" ? `${indent}${l}` : `${indent}${l}`));
}

/** A `def` line in ruff's layout: one line, else the parameters on one indented line, else one per line. */
export function pyDef(indent: string, name: string, params: readonly string[], ret: string): string {
  return layoutList(PY_LAYOUT, indent, `def ${name}(`, params, `) -> ${ret}:`);
}

/** `case "a" | "b":` lines for tags sharing a body: one case when it fits, else one case per tag. */
function casePatterns(indent: string, tags: readonly string[]): string[] {
  const one = `case ${tags.map(s).join(" | ")}:`;
  if (pyWidth(`${indent}    ${one}`) <= LINE) return [one];
  return tags.map((t) => `case ${s(t)}:`);
}

/** The name of the class a converter's rules are emitted as. */
export const pythonConverterName = (from: string, to: string): string => `${pascalCase(from)}To${pascalCase(to)}Rules`;
/** The name of the class a reducer is emitted as. */
export const pythonReducerName = (version: string): string => `${pascalCase(version)}ReducerRules`;

/** A local of the lowered code, in Python's spelling (`tagField` -> `tag_field`). */
const local = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * How the Python runtime spells a primitive: its name in snake case, a free function, or a member of the converter
 * or reducer with a leading underscore (`self._mint`); `gitPatch` is `git_patch_of`.
 */
const spelling = (fn: Primitive): string => {
  const name = fn === "gitPatch" ? "git_patch_of" : local(fn);
  return PRIMITIVES[fn].member ? `self._${name}` : name;
};

/** Prints a converter's or reducer's statements in Python, as ruff lays them out. */
class Printer {
  constructor(
    private readonly state: ReadonlyMap<string, string>,
    private readonly rules: ReadonlyMap<number, string>,
  ) {}

  /** An expression short enough to be an argument: a call is first bound to a local of its own. */
  arg(e: SExpr, b: Block): string {
    if (e.kind === "call" && e.fn === "objectValue") return this.arg(e.args[0]!, b);
    if (e.kind === "call" || e.kind === "rule") {
      const [callee, args] = this.call(e, b);
      const name = b.fresh("t");
      b.call(`${name} = `, callee, args, "");
      return name;
    }
    if (e.kind === "texts") return b.tuple(e.values.map(s));
    if (e.kind === "fields") return this.fields(e.fields, b);
    return this.atom(e, b);
  }

  /** Merged fields, bound to `fields` (typed, so mypy reads each item as a `MergeField`): on one line, else one per line. */
  private fields(fs: readonly FieldProgram[], b: Block): string {
    const bool = (x: boolean): string => (x ? "True" : "False");
    const items = fs.map((f) => `{"name": ${s(f.name)}, "patch": ${bool(f.patch)}, "list": ${bool(f.list)}}`);
    const head = `${this.annotated("fields", "list[MergeField]")} = [`;
    if (pyWidth(`${b.indent}${head}${items.join(", ")}]`) <= LINE) b.line(`${head}${items.join(", ")}]`);
    else {
      b.line(head);
      for (const x of items) b.line(`    ${x},`);
      b.line("]");
    }
    return "fields";
  }

  /** A literal, local or negation. */
  atom(e: SExpr, b: Block): string {
    switch (e.kind) {
      case "var":
        return local(e.name);
      case "text":
        return s(e.value);
      case "nothing":
        return "None";
      case "absent":
        return "ABSENT";
      case "texts":
        return `(${e.values.map(s).join(", ")}${e.values.length === 1 ? "," : ""})`;
      case "pairs":
        return `{${e.pairs.map(([a, c]) => `${s(a)}: ${s(c)}`).join(", ")}}`;
      case "bool":
        return e.value ? "True" : "False";
      case "json":
        return literal(e.value);
      case "state":
      case "stateSet":
        return `self.${this.state.get(e.name)!}`;
      case "not":
        return `not ${this.arg(e.of, b)}`;
      case "fields":
      case "call":
      case "rule":
        return this.arg(e, b);
      default: {
        const never: never = e;
        return never;
      }
    }
  }

  /** A call's callee and arguments (its arguments' own calls bound first). */
  call(e: SExpr, b: Block): [string, string[]] {
    if (e.kind === "rule") {
      const args = [this.arg(e.data, b), ...(e.tagField ? [this.arg(e.tagField, b)] : [])];
      return [`self.${this.rules.get(e.index)!}`, args];
    }
    if (e.kind !== "call") throw new Error(`not a call: ${e.kind}`);
    const a = e.args;
    switch (e.fn) {
      case "at":
        return ["at", [this.arg(a[0]!, b), ...(a[1]!.kind === "texts" ? a[1]!.values.map(s) : [])]];
      case "copyFields":
        return ["copy_fields", a.map((x) => (x.kind === "texts" ? this.atom(x, b) : this.arg(x, b)))];
      case "concat":
        return ['"".join', [`[${a.map((x) => this.arg(x, b)).join(", ")}]`]];
      case "listOf":
        return ["present", [`[${a.map((x) => this.arg(x, b)).join(", ")}]`]];
      default:
        return [spelling(e.fn), a.map((x) => this.arg(x, b))];
    }
  }

  /** The locals annotated so far in the function being printed (mypy refuses a second annotation). */
  private typed = new Set<string>();

  /** Starts a function: no local is annotated yet. */
  begin(): void {
    this.typed = new Set();
  }

  /** `name: type` the first time in the function, else `name`. */
  private annotated(name: string, type: string): string {
    if (this.typed.has(name)) return name;
    this.typed.add(name);
    return `${name}: ${type}`;
  }

  /** A value assigned to `target` (`name = ...`, `name: T = ...`). */
  assign(target: string, e: SExpr, b: Block): void {
    if (e.kind === "call") {
      switch (e.fn) {
        case "newObject":
          b.line(`${this.annotated(target, "dict[str, Any]")} = {}`);
          return;
        case "newOutputs":
          b.line(`${this.annotated(target, "list[Any]")} = []`);
          return;
        case "objectsOf":
          b.line(`${target} = [${this.arg(e.args[0]!, b)}]`);
          return;
        case "objectValue":
          b.line(`${target} = ${this.arg(e.args[0]!, b)}`);
          return;
        case "tagOf": {
          const [data, tf] = [this.arg(e.args[0]!, b), this.arg(e.args[1]!, b)];
          b.line(`${target} = ${data}.get(${tf}) if ${tf} else None`);
          return;
        }
        default:
      }
    }
    if (e.kind === "call" || e.kind === "rule") {
      const [callee, args] = this.call(e, b);
      b.call(`${target} = `, callee, args, "");
    } else if (e.kind === "json" && e.value !== null && typeof e.value === "object") {
      b.line(`${this.annotated(target, "Any")} = ${literal(e.value)}`);
    } else b.line(`${target} = ${this.atom(e, b)}`);
  }

  failure(f: Failure, b: Block): void {
    switch (f.kind) {
      case "rule":
        b.call("raise ", "ConversionError", [s(f.rule), this.arg(f.message, b)], "");
        return;
      case "noRule":
        b.line(`raise self._no_rule(type_name, ${f.tag ? this.arg(f.tag, b) : "None"})`);
        return;
      case "noMethodRule":
        b.line("raise self._no_method_rule(method, True)");
        return;
      case "unpaired":
        b.line(`raise self._unpaired(${s(f.rule)})`);
        return;
      default: {
        const never: never = f;
        return never;
      }
    }
  }

  /** The statements, into a block. */
  stmts(body: readonly Stmt[], b: Block): void {
    for (let i = 0; i < body.length; i++) {
      const st = body[i]!;
      switch (st.kind) {
        case "let":
          // A local that an `if` after it sets on each branch: `v = a if c else n` when both are plain values.
          if (st.mutable && st.value.kind === "absent") {
            const next = body[i + 1];
            if (next?.kind === "if" && this.ternary(st.name, next, b)) i++;
            break;
          }
          this.assign(local(st.name), st.value, b);
          break;
        case "assign":
          this.assign(local(st.name), st.value, b);
          break;
        case "do": {
          const e = st.call;
          if (e.kind === "call" && e.fn === "push") {
            const v = this.arg(e.args[1]!, b);
            b.line(`${this.arg(e.args[0]!, b)}.append(${v})`);
          } else {
            const [callee, args] = this.call(e, b);
            b.call("", callee, args, "");
          }
          break;
        }
        case "setState": {
          const attr = `self.${this.state.get(st.name)!}`;
          const [callee, args] = this.call(st.value, b);
          b.call(`${attr} = `, callee, args, "");
          break;
        }
        case "if": {
          b.line(`if ${this.arg(st.cond, b)}:`);
          this.into(st.ifTrue, b);
          if (st.ifFalse.length) {
            b.line("else:");
            this.into(st.ifFalse, b);
          }
          break;
        }
        case "forEach": {
          const list = this.arg(st.list, b);
          b.line(`for ${st.used ? local(st.item) : `_${local(st.item)}`} in ${list}:`);
          this.into(st.body, b);
          break;
        }
        case "match":
          b.line(`match ${this.arg(st.on, b)}:`);
          for (const c of st.cases) {
            for (const head of casePatterns(b.indent, c.tags)) {
              b.line(`    ${head}`);
              this.into(c.body, b, 2);
            }
          }
          b.line("    case _:");
          this.into(st.otherwise, b, 2);
          break;
        case "return": {
          const [callee, args] = st.value.kind === "call" ? this.call(st.value, b) : ["", [this.atom(st.value, b)]];
          if (callee === "") b.line(`return ${args[0]!}`);
          else b.call("return ", callee, args, "");
          break;
        }
        case "fail":
          this.failure(st.failure, b);
          break;
        default: {
          const never: never = st;
          return never;
        }
      }
    }
  }

  /** Statements into an indented block (`depth` levels in). */
  private into(body: readonly Stmt[], b: Block, depth = 1): void {
    let inner = b.child();
    for (let d = 1; d < depth; d++) inner = inner.child();
    this.stmts(body, inner);
    b.lines.push(...inner.lines);
  }

  /** `name = a if c else n` for an `if` whose branches only set `name` to a plain value, when it fits; else the `if`. */
  private ternary(name: string, st: Extract<Stmt, { kind: "if" }>, b: Block): boolean {
    const only = (ss: readonly Stmt[]): SExpr | null => {
      const x = ss[0];
      return ss.length === 1 && x?.kind === "assign" && x.name === name && x.value.kind !== "call" ? x.value : null;
    };
    const [a, n] = [only(st.ifTrue), only(st.ifFalse)];
    if (a === null || n === null) return false;
    const c = this.arg(st.cond, b);
    const flat = `${local(name)} = ${this.atom(a, b)} if ${c} else ${this.atom(n, b)}`;
    if (pyWidth(`${b.indent}${flat}`) <= LINE) {
      b.line(flat);
      return true;
    }
    b.line(`if ${c}:`);
    this.into(st.ifTrue, b);
    b.line("else:");
    this.into(st.ifFalse, b);
    return true;
  }
}

const ruleMethod = (p: RulePlan): string => `_${p.nameWords.join("_")}`;

/** A converter's rules as a Python class extending the runtime's `ConverterBase`, printed from its statements. */
export function pythonConverter(lowered: ConverterStatements): string {
  const c = lowered.plan.program;
  const name = pythonConverterName(c.from, c.to);
  const state = new Map(c.state.map((x, i) => [x.name, stateAttr(x.name, i)]));
  const pr = new Printer(state, new Map(lowered.rules.map((r) => [r.plan.index, ruleMethod(r.plan)])));
  const out: string[] = [];
  out.push(`class ${name}(ConverterBase):`);
  out.push(
    ...docstring(
      `The ${c.direction} conversion rules, in spec order: one method per rule, picked by the source's type, tag or method.`,
      "    ",
    ),
  );
  out.push("");
  out.push(
    pyDef(
      "    ",
      "__init__",
      ["self", "options: dict[str, Any] | None = None", "unstable: Iterable[str] | None = None"],
      "None",
    ),
  );
  const ctor = new Block("        ", { n: 0 });
  const known = `(${c.options.map((o) => s(o.name)).join(", ")}${c.options.length === 1 ? "," : ""})`;
  ctor.call("", "super().__init__", [s(c.from), s(c.to), known, "options", "unstable"], "");
  for (const x of c.state)
    ctor.line(`self.${state.get(x.name)!}: ${x.kind === "set" ? "set[str] = set()" : "Any = None"}`);
  out.push(...ctor.lines);
  out.push("");
  out.push("    def convert(self, type_name: str, value: object) -> list[Any]:");
  out.push('        """Converts a value of the qualified source type (``"v1.Type"``), given as JSON."""');
  out.push("        data = self._input(type_name, value)");
  // One function: its names run on across cases (a printer's temporaries are the lowering's, unique per body).
  const names = { n: 0 };
  pr.begin();
  if (lowered.types.length) {
    out.push("        match type_name:");
    for (const t of lowered.types) {
      out.push(`            case ${s(t.type)}:`);
      const b = new Block("                ", names);
      pr.stmts(t.body, b);
      out.push(...b.lines);
    }
  }
  out.push("        raise self._no_rule(type_name, None)");
  out.push("");
  out.push("    def convert_method(self, message: MethodMessage) -> list[MethodMessage]:");
  out.push('        """Converts a method call or notification (``{"method", "params"}``)."""');
  out.push('        method = message["method"]');
  pr.begin();
  if (lowered.methods.length) {
    out.push("        match method:");
    for (const m of lowered.methods) {
      out.push(`            case ${s(m.method)}:`);
      const b = new Block("                ", names);
      b.call("data = ", "self._params", ["message", s(m.params)], "");
      pr.stmts(m.body, b);
      out.push(...b.lines);
    }
  }
  out.push("        raise self._no_method_rule(method, False)");
  for (const r of lowered.rules) {
    const rule = r.plan.rule;
    const b = new Block("        ", { n: 0 });
    pr.begin();
    pr.stmts(r.body, b);
    const params = ["self", "data: dict[str, Any]", ...(r.plan.usesTagField ? ["tag_field: str | None"] : [])];
    out.push(
      "",
      pyDef("    ", ruleMethod(r.plan), params, "list[Any]"),
      ...docstring(`Rule \`\`${rule.id}\`\` (${rule.where}): ${rule.reason}`, "        "),
      ...b.lines,
    );
  }
  return out.join("\n");
}

/** A reducer as a Python class extending the runtime's `ReducerBase`, one method per variant, printed from its statements. */
export function pythonReducer(lowered: ReducerStatements): string {
  const r = lowered.program;
  const pr = new Printer(new Map(), new Map());
  const out: string[] = [];
  out.push(`class ${pythonReducerName(r.version)}(ReducerBase):`);
  out.push(
    ...docstring(
      `The \`\`${r.union}\`\` reducer: one method per variant, picked by its \`\`${r.tagField}\`\`.`,
      "    ",
    ),
  );
  out.push("");
  out.push("    def __init__(self, unstable: Iterable[str] | None = None) -> None:");
  const ctor = new Block("        ", { n: 0 });
  const entities = ctor.tuple(
    r.entities.map((e) => `(${s(e.name)}, ${e.kind === "keyed" ? "True" : "False"})`),
    "entities",
    "[]",
  );
  const args = [s(r.union), s(r.key), r.listField === null ? "None" : s(r.listField), entities, "unstable"];
  ctor.call("", "super().__init__", args, "");
  out.push(...ctor.lines);
  const method = (x: VariantStatements): string => `_${x.nameWords.join("_")}`;
  out.push("");
  out.push("    def apply(self, value: object) -> None:");
  out.push('        """Applies one update given as JSON. Raises ``DecodeError`` (a ``ValueError``) for an');
  out.push('        invalid update and ``ReduceError`` for one that cannot be applied."""');
  out.push("        update = self._update(value)");
  out.push(`        match update.get(${s(r.tagField)}):`);
  for (const x of lowered.variants)
    out.push(`            case ${s(x.variant.tag)}:`, `                self.${method(x)}(update)`);
  out.push("            case _:");
  out.push("                # An unknown variant of an open union: no state changes.");
  out.push("                self._other()");
  for (const x of lowered.variants) {
    const b = new Block("        ", { n: 0 });
    pr.begin();
    pr.stmts(x.body, b);
    out.push(
      "",
      pyDef("    ", method(x), ["self", `${x.usesUpdate ? "update" : "_update"}: dict[str, Any]`], "None"),
      // The IR's doc marks code with single backquotes; reStructuredText (as the docstrings here) uses two.
      ...docstring(x.doc.replace(/`([^`]*)`/g, "``$1``"), "        "),
      ...b.lines,
    );
  }
  return out.join("\n");
}

/** Every converter's and reducer's class, as Python. */
export function pythonBehaviour(ir: BehaviourIR): { converters: string; reducers: string } {
  return {
    converters: ir.converters.map((c) => pythonConverter(converterStatements(c))).join("\n\n\n"),
    reducers: ir.reducers.map((r) => pythonReducer(reducerStatements(r))).join("\n\n\n"),
  };
}

/** The names of the Python runtime's behaviour module emitted code may use. */
const PY_PRIMITIVES = [
  "ABSENT",
  "ConversionError",
  "ConverterBase",
  "MergeField",
  "MethodMessage",
  "ReduceError",
  "ReducerBase",
  "add_to",
  "at",
  "copy_fields",
  "fan_out",
  "git_patch_of",
  "in_set",
  "is_absent",
  "is_absent_or_null",
  "is_empty_list",
  "is_non_empty_list",
  "is_null",
  "is_set",
  "is_string",
  "is_unknown_tag",
  "list_at",
  "non_null",
  "or_null",
  "output_of",
  "present",
  "put",
  "put_all",
  "remove_from",
  "same",
  "single",
  "text_of",
] as const;

/** The primitives a piece of emitted Python uses (strings and comments aside), for its import list. */
export function pythonPrimitivesUsed(code: string): string[] {
  const bare = code.replace(/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|#.*$/gm, '""');
  return PY_PRIMITIVES.filter((name) => new RegExp(`(?<![\\w.])${name}\\b`).test(bare));
}
