/**
 * The Rust behaviour printer: converters and reducers printed from the
 * statement IR (`converterStatements`, `reducerStatements` in
 * `acp-codegen/plugin`), which decides the algorithm; this file only spells
 * it in Rust. Each converter is a struct implementing the runtime's
 * `Converter` trait, with a `match` on the source type, tag and method and
 * one method per rule; each reducer is a struct implementing `Reducer`, with
 * one method per variant. JSON values are `Option<Value>` (None: absent); the
 * input is `data: &Value`, a reducer's update `update: &Value`. A local read
 * once is moved into the call that takes it, one read more often is
 * borrowed or cloned. The code is laid out as rustfmt lays it out (the
 * crate's format check reads it).
 */
import {
  type BehaviourIR,
  type ConverterStatements,
  converterStatements,
  type Failure,
  type JsonConst,
  PRIMITIVES,
  pascalCase,
  type Primitive,
  type ReducerStatements,
  reducerStatements,
  type SExpr,
  type Stmt,
  type ValueType,
} from "../../plugin/index.js";
import { rustFieldIdent } from "./names.js";
import { RUSTFMT, rustString, signature } from "./view.js";

const s = rustString;

/** Code written statement by statement into a block, with fresh variable names (exported for the layout test). */
export class Block {
  readonly lines: string[] = [];
  constructor(
    readonly indent: string,
    private readonly names: { n: number },
  ) {}

  fresh(prefix = "v"): string {
    this.names.n += 1;
    return `${prefix}${this.names.n}`;
  }

  child(): Block {
    return new Block(`${this.indent}    `, this.names);
  }

  line(text: string): void {
    this.lines.push(`${this.indent}${text}`);
  }

  /**
   * `head callee(args)tail` as rustfmt lays it out: on one line when it fits; for `let x = ` (or `x = `), the call
   * on the next line, or a method chain broken before the method; else one argument per line.
   */
  call(head: string, callee: string, args: readonly string[], tail: string): void {
    const flat = args.join(", ");
    const one = `${this.indent}${head}${callee}(${flat})${tail}`;
    // Inside another call (`head` ends in "("), the outer call's argument is this whole call.
    const width = head.endsWith("(") ? `${callee}(${flat})${tail.startsWith("?") ? "?" : ""}`.length : flat.length;
    // rustfmt keeps the `?` of a method call in a `let` (and the `;`) a column inside the width.
    const limit =
      head.endsWith(" = ") && tail.startsWith("?") && callee.includes(".") ? RUSTFMT.maxWidth - 2 : RUSTFMT.maxWidth;
    // rustfmt hugs a lone array argument that does not fit on one line: `f(&[` and `])` around its items.
    if (args.length === 1 && args[0]!.startsWith("&[\n")) {
      this.lines.push(`${this.indent}${head}${callee}(${args[0]!})${tail}`);
      return;
    }
    if (width <= RUSTFMT.fnCallWidth && one.length <= limit && !flat.includes("\n")) {
      this.lines.push(one);
      return;
    }
    if (head.endsWith(" = ") && width <= RUSTFMT.fnCallWidth && !flat.includes("\n")) {
      const next = `${this.indent}    ${callee}(${flat})${tail}`;
      if (next.length <= RUSTFMT.maxWidth) {
        this.lines.push(`${this.indent}${head.trimEnd()}`, next);
        return;
      }
      const dot = callee.indexOf(".");
      if (dot > 0) {
        const rest = `${this.indent}    ${callee.slice(dot)}(${flat})${tail}`;
        if (rest.length <= limit) {
          this.lines.push(`${this.indent}${head}${callee.slice(0, dot)}`, rest);
          return;
        }
      }
    }
    this.lines.push(`${this.indent}${head}${callee}(`);
    for (const a of args) this.lines.push(`${this.indent}    ${a},`);
    this.lines.push(`${this.indent})${tail}`);
  }
}

/** JSON text as the argument of `json!` (valid Rust tokens: JSON strings are Rust strings once `\u` is spelled). */
function jsonTokens(v: JsonConst): string {
  if (v === null || typeof v !== "object") return typeof v === "string" ? s(v) : JSON.stringify(v);
  if (Array.isArray(v)) return `[${(v as readonly JsonConst[]).map(jsonTokens).join(", ")}]`;
  return `{${Object.entries(v as { readonly [k: string]: JsonConst })
    .map(([k, x]) => `${s(k)}: ${jsonTokens(x)}`)
    .join(", ")}}`;
}

/** A JSON constant as a Rust `Value` (the `json!` macro only for numbers, lists and objects). */
function jsonValue(v: JsonConst): string {
  if (v === null) return "Value::Null";
  if (typeof v === "boolean") return `Value::Bool(${v})`;
  if (typeof v === "string") return `Value::from(${s(v)})`;
  return `serde_json::json!(${jsonTokens(v)})`;
}

/** A state field of the converter struct. */
const stateField = (name: string, index: number): string => {
  const id = rustFieldIdent(name);
  return id === null || id === "core" ? `state_${index + 1}` : id;
};

/** A doc comment, wrapped to the line width. */
function doc(text: string, indent: string): string[] {
  const out: string[] = [];
  const width = RUSTFMT.maxWidth - indent.length - 4;
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
  return out.map((l) => `${indent}///${l ? ` ${l}` : ""}`);
}

/** rustfmt's `array_width`: an array literal whose items are wider than this is not kept on one line. */
/** rustfmt's `short_array_element_width_threshold`: items no wider than this are packed several to a line. */
const SHORT_ITEM = 10;

/**
 * A borrowed array literal (`&[a, b]`) written as an argument at `indent`, as rustfmt lays it out: on one line when
 * its items fit in `array_width`; else broken, its items one more level in, packed as many to a line as fit when every
 * item is short, else one per line. A broken literal's continuation lines carry their own indentation, so the caller
 * writes it as one argument of a call laid out one argument per line (which a broken argument forces).
 */
export function arrayLiteral(indent: string, items: readonly string[]): string {
  const flat = items.join(", ");
  if (flat.length <= RUSTFMT.arrayWidth) return `&[${flat}]`;
  const inner = `${indent}    `;
  const rows: string[] = [];
  if (items.every((i) => i.length <= SHORT_ITEM)) {
    let row = "";
    for (const item of items) {
      const next = row === "" ? `${item},` : `${row} ${item},`;
      if (row !== "" && `${inner}${next}`.length > RUSTFMT.maxWidth) {
        rows.push(row);
        row = `${item},`;
      } else row = next;
    }
    rows.push(row);
  } else rows.push(...items.map((i) => `${i},`));
  return `&[\n${rows.map((r) => `${inner}${r}\n`).join("")}${indent}]`;
}

/**
 * The lines (relative to `indent`, the `match`'s own) of `Some("a" | "b") => {` as rustfmt lays it out: on one line
 * when it fits; else the alternatives inside `Some(` on lines of their own. rustfmt packs an or-pattern of short
 * alternatives (each a literal of at most 20 characters) as many to a line as fit, each later line opening with `| `,
 * leaving room for the trailing comma; longer alternatives take one line each.
 */
export function someArmLines(indent: string, tags: readonly string[]): string[] {
  const quoted = tags.map(s);
  const alts = quoted.join(" | ");
  if (`${indent}    Some(${alts}) => {`.length <= RUSTFMT.maxWidth) return [`    Some(${alts}) => {`];
  let rows: string[];
  if (quoted.every((x) => x.length <= 20)) {
    const width = RUSTFMT.maxWidth - `${indent}        `.length - 1;
    rows = [];
    for (const x of quoted) {
      const last = rows.length - 1;
      if (last < 0) rows.push(x);
      else if (rows[last]!.length + 3 + x.length <= width) rows[last] += ` | ${x}`;
      else rows.push(`| ${x}`);
    }
  } else if (`${indent}        ${alts},`.length <= RUSTFMT.maxWidth) rows = [alts];
  else rows = quoted.map((x, i) => (i ? `| ${x}` : x));
  return ["    Some(", ...rows.map((r, i) => `        ${r}${i === rows.length - 1 ? "," : ""}`), "    ) => {"];
}

/**
 * How the Rust runtime takes an argument: `ref` borrowed (`&Option<Value>`, `&str`, a set); `own` by value (a local
 * read once is moved, one read more often cloned); `move` by value, always moved (a local reassigned or read no
 * more); `mut` mutably borrowed; `data` as a `&Value` known present (the input, the update, a path of the update);
 * `view` as whatever `at` reads (`&Value`, `&Option<Value>`); `lit` as it is (a literal, a flag, a text).
 */
type Form = "ref" | "own" | "move" | "mut" | "data" | "view" | "lit";

/** A primitive in the Rust runtime: its function (`self.`: a method of the converter or reducer), how it takes each argument, and whether it returns a `Result`. */
interface RustPrimitive {
  readonly name: string;
  readonly forms: readonly Form[];
  readonly fallible?: boolean;
}

const TESTS = { forms: ["ref"] } as const;

/** Every primitive of the statement IR, as the Rust runtime (`behaviour.rs`) spells it. */
const RUST: { readonly [P in Primitive]: RustPrimitive } = {
  at: { name: "at", forms: ["view", "lit"] },
  tagOf: { name: "tag_of", forms: ["data", "lit"] },
  textOf: { name: "text_of", forms: ["ref"] },
  concat: { name: "concat", forms: ["lit"] },
  same: { name: "json_eq", forms: ["ref", "ref"] },
  isAbsent: { name: "is_absent", ...TESTS },
  isNull: { name: "is_null", ...TESTS },
  isAbsentOrNull: { name: "is_absent_or_null", ...TESTS },
  isSet: { name: "is_set", ...TESTS },
  isString: { name: "is_string", ...TESTS },
  isEmptyList: { name: "is_empty_list", ...TESTS },
  isNonEmptyList: { name: "is_non_empty_list", ...TESTS },
  isUnknownTag: { name: "is_unknown_tag", forms: ["ref", "lit"] },
  orNull: { name: "or_null", forms: ["own"] },
  nonNull: { name: "non_null", forms: ["own"] },
  listOf: { name: "list_of", forms: ["own"] },
  single: { name: "single", forms: ["own"] },
  gitPatch: { name: "git_patch_of", forms: ["own", "own", "own"], fallible: true },
  newObject: { name: "Map::new", forms: [] },
  objectValue: { name: "Value::Object", forms: ["move"] },
  put: { name: "put", forms: ["mut", "lit", "own"] },
  putAll: { name: "put_all", forms: ["mut", "lit", "ref"] },
  objectsOf: { name: "vec!", forms: ["move"] },
  fanOut: { name: "fan_out", forms: ["move", "lit", "ref"] },
  copyFields: { name: "copy_fields", forms: ["mut", "data", "lit", "lit", "lit"] },
  newOutputs: { name: "Vec::new", forms: [] },
  push: { name: "push", forms: ["mut", "own"] },
  outputOf: { name: "output_of", forms: ["ref"] },
  listAt: { name: "list_at", forms: ["lit", "own", "lit"], fallible: true },
  inSet: { name: "in_set", forms: ["ref", "ref"] },
  addTo: { name: "add_to", forms: ["mut", "own"] },
  removeFrom: { name: "remove_from", forms: ["mut", "own"] },
  option: { name: "self.option", forms: ["lit"] },
  mint: { name: "self.mint", forms: ["lit"], fallible: true },
  convertOne: { name: "self.convert_one", forms: ["lit", "own"], fallible: true },
  convertMany: { name: "self.convert_many", forms: ["lit", "own"], fallible: true },
  check: { name: "ConverterCore::check", forms: ["lit", "lit", "own"], fallible: true },
  checkMethod: { name: "ConverterCore::check_method", forms: ["lit", "lit", "lit", "own"], fallible: true },
  ran: { name: "self.ran", forms: ["lit", "move"] },
  append: { name: "self.append", forms: ["data", "lit", "lit"], fallible: true },
  clearLast: { name: "self.clear_last", forms: ["lit", "lit", "lit"], fallible: true },
  upsert: { name: "self.upsert", forms: ["data", "lit", "lit"], fallible: true },
  fixEntity: { name: "self.fix_entity", forms: ["lit", "data", "lit", "lit", "lit"], fallible: true },
  mergeEntity: { name: "self.merge_entity", forms: ["lit", "data", "lit", "lit", "lit", "lit"], fallible: true },
  replace: { name: "self.replace", forms: ["data", "lit", "lit"] },
  replaceValue: { name: "self.replace_value", forms: ["lit", "data"] },
  mergeSingle: { name: "self.merge_single", forms: ["data", "lit", "lit"] },
  replaceEntity: { name: "self.replace_entity", forms: ["lit", "data", "lit", "lit"], fallible: true },
  removeEntity: { name: "self.remove_entity", forms: ["lit", "data", "lit", "lit"], fallible: true },
  appendEntity: {
    name: "self.append_entity",
    forms: ["lit", "data", "lit", "lit", "lit", "lit", "data", "data"],
    fallible: true,
  },
  ignore: { name: "self.ignore", forms: [] },
};

/** A local of the lowered code, in Rust's spelling (`tagField` -> `tag_field`). */
const local = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The locals given as `&Value` (the converter's input, the reducer's update), not as `Option<Value>`. */
const PRESENT = new Set(["data", "update"]);

/** How often each local is read (a read inside a loop the local is declared outside of counts twice), and which locals change. */
function reads(body: readonly Stmt[]): { count: Map<string, number>; changed: Set<string> } {
  const count = new Map<string, number>();
  const depth = new Map<string, number>();
  const changed = new Set<string>();
  const see = (e: SExpr, d: number): void => {
    switch (e.kind) {
      case "var":
        count.set(e.name, (count.get(e.name) ?? 0) + ((depth.get(e.name) ?? 0) < d ? 2 : 1));
        return;
      case "not":
        see(e.of, d);
        return;
      case "rule":
        see(e.data, d);
        if (e.tagField) see(e.tagField, d);
        return;
      case "call":
        e.args.forEach((a, i) => {
          const form = RUST[e.fn].forms[i] ?? RUST[e.fn].forms.at(-1);
          if (a.kind === "var" && form === "mut") changed.add(a.name);
          else see(a, d);
        });
        return;
      default:
    }
  };
  const walk = (ss: readonly Stmt[], d: number): void => {
    for (const st of ss)
      switch (st.kind) {
        case "let":
          depth.set(st.name, d);
          see(st.value, d);
          break;
        case "assign":
          changed.add(st.name);
          see(st.value, d);
          break;
        case "do":
          see(st.call, d);
          break;
        case "setState":
        case "return":
          see(st.value, d);
          break;
        case "if":
          see(st.cond, d);
          walk(st.ifTrue, d);
          walk(st.ifFalse, d);
          break;
        case "forEach":
          see(st.list, d);
          depth.set(st.item, d + 1);
          walk(st.body, d + 1);
          break;
        case "match":
          see(st.on, d);
          for (const c of st.cases) walk(c.body, d);
          walk(st.otherwise, d);
          break;
        case "fail":
          if (st.failure.kind === "rule") see(st.failure.message, d);
          else if (st.failure.kind === "noRule" && st.failure.tag) see(st.failure.tag, d);
          break;
        default: {
          const never: never = st;
          return never;
        }
      }
  };
  walk(body, 0);
  return { count, changed };
}

/** A call as Rust: its callee, its arguments, and whether it returns a `Result`. */
interface RustCall {
  readonly callee: string;
  readonly args: readonly string[];
  readonly fallible: boolean;
}

/** Where a body runs: a converter's type or method dispatch (`method`: the method), a rule, or a reducer variant. */
type Place = { readonly kind: "types" | "rule" | "reducer" } | { readonly kind: "method"; readonly method: string };

/** Prints statements of the lowered code as Rust, laid out as rustfmt lays them out. */
class Printer {
  private count = new Map<string, number>();
  private changed = new Set<string>();
  private types = new Map<string, ValueType>();

  constructor(
    private readonly state: ReadonlyMap<string, string>,
    private readonly rules: ReadonlyMap<number, string>,
    private readonly place: Place,
  ) {}

  /** Starts a function body: what its locals are read and changed. */
  begin(body: readonly Stmt[]): this {
    ({ count: this.count, changed: this.changed } = reads(body));
    this.types = new Map([["tagField", "maybeText"]]);
    return this;
  }

  /** Whether the body reads a local. */
  reads(name: string): boolean {
    return (this.count.get(name) ?? 0) > 0;
  }

  /** A local as an argument taken in a form. */
  private local(name: string, form: Form): string {
    const id = local(name);
    if (PRESENT.has(name))
      return form === "own" || form === "move" ? `Some(${id}.clone())` : form === "ref" ? `&Some(${id}.clone())` : id;
    const type = this.types.get(name) ?? "json";
    if (type === "bool" || type === "maybeText") return id;
    switch (form) {
      case "ref":
      case "view":
        return `&${id}`;
      case "lit":
        return type === "text" ? `&${id}` : id;
      case "mut":
        return `&mut ${id}`;
      case "own":
        return (this.count.get(name) ?? 0) > 1 ? `${id}.clone()` : id;
      case "move":
        return id;
      case "data":
        throw new Error(`${name} is not a value known present`);
      default: {
        const never: never = form;
        return never;
      }
    }
  }

  /** An expression as an argument taken in a form (`type`: the argument's type in the IR). */
  arg(e: SExpr, form: Form, type: ValueType, b: Block): string {
    const items = `${b.indent}    `;
    switch (e.kind) {
      case "var":
        return this.local(e.name, form);
      case "text":
        return type === "maybeText" ? `Some(${s(e.value)})` : s(e.value);
      case "nothing":
        return "None";
      case "texts":
        return arrayLiteral(items, e.values.map(s));
      case "pairs":
        return arrayLiteral(
          items,
          e.pairs.map(([a, c]) => `(${s(a)}, ${s(c)})`),
        );
      case "fields":
        return arrayLiteral(
          items,
          e.fields.map(
            (f) =>
              `MergeField::${f.patch ? (f.list ? "patch_list" : "patch") : f.list ? "list" : "plain"}(${s(f.name)})`,
          ),
        );
      case "bool":
        return String(e.value);
      case "json": {
        const v = jsonValue(e.value);
        return form === "own" || form === "move" ? `Some(${v})` : form === "data" ? `&${v}` : `&Some(${v})`;
      }
      case "absent":
        return form === "own" || form === "move" ? "None" : form === "view" ? "None::<&Value>" : "&None";
      case "state": {
        // A value state is an `Option<Value>` that is never `None` (null until set).
        const field = `self.${this.state.get(e.name)!}`;
        return form === "own" || form === "move" ? `${field}.clone()` : `&${field}`;
      }
      case "stateSet":
        return `&${form === "mut" ? "mut " : ""}self.${this.state.get(e.name)!}`;
      case "not":
        return `!${this.arg(e.of, "lit", "bool", b)}`;
      case "call": {
        // A path of the update (validation made every step one the update has) indexes it.
        const [from, path] = e.args;
        if (
          form === "data" &&
          e.fn === "at" &&
          from?.kind === "var" &&
          PRESENT.has(from.name) &&
          path?.kind === "texts"
        )
          return `&${local(from.name)}${path.values.map((p) => `[${s(p)}]`).join("")}`;
        const c = this.call(e, b);
        return `${c.callee}(${c.args.join(", ")})${c.fallible ? "?" : ""}`;
      }
      case "rule":
        throw new Error("a rule's call is only returned");
      default: {
        const never: never = e;
        return never;
      }
    }
  }

  /** A call of a primitive or rule, as Rust. */
  call(e: SExpr, b: Block): RustCall {
    if (e.kind === "rule") {
      const args = [this.arg(e.data, "data", "json", b)];
      if (e.tagField) args.push(this.arg(e.tagField, "lit", "maybeText", b));
      return { callee: `self.${this.rules.get(e.index)!}`, args, fallible: true };
    }
    if (e.kind !== "call") throw new Error(`not a call: ${e.kind}`);
    const spec = RUST[e.fn];
    const types = PRIMITIVES[e.fn].args;
    const args = e.args.map((a, i) => this.arg(a, spec.forms[i] ?? spec.forms.at(-1)!, types[i] ?? types.at(-1)!, b));
    const fallible = spec.fallible === true;
    switch (e.fn) {
      case "concat":
        return { callee: "concat", args: [arrayLiteral(b.indent, args)], fallible };
      case "listOf":
        return { callee: "list_of", args: [`vec![${args.join(", ")}]`], fallible };
      case "objectValue":
        return { callee: "Some", args: [`Value::Object(${args[0]!})`], fallible };
      case "push":
        return { callee: `${args[0]!.replace(/^&mut /, "")}.push`, args: [args[1]!], fallible };
      case "appendEntity": {
        const [tag, update, entity, key, , , initial, value] = args;
        const [path, mode] = [e.args[4]!, e.args[5]!];
        const inner = `${b.indent}        `;
        const field = path.kind === "texts" ? arrayLiteral(inner, path.values.map(s)) : "&[]";
        const how = mode.kind === "text" ? `${mode.value[0]!.toUpperCase()}${mode.value.slice(1)}` : "Item";
        const to = [
          "AppendTo {",
          `${inner}entity: ${entity},`,
          `${inner}key: ${key},`,
          `${inner}field: ${field},`,
          `${inner}mode: AppendMode::${how},`,
          `${inner}initial: ${initial!},`,
          `${b.indent}    }`,
        ].join("\n");
        return { callee: spec.name, args: [tag!, update!, to, value!], fallible };
      }
      default:
        return { callee: spec.name, args, fallible };
    }
  }

  /** `head` and a value (`let x = `, `x = `, `self.f = `, or nothing for a call's effect), then `;`. */
  private assign(head: string, e: SExpr, type: ValueType, b: Block): void {
    if (e.kind === "call" && e.fn === "objectsOf") {
      b.line(`${head}vec![${this.arg(e.args[0]!, "move", "object", b)}];`);
      return;
    }
    if (e.kind === "call" || e.kind === "rule") {
      const c = this.call(e, b);
      b.call(head, c.callee, c.args, `${c.fallible ? "?" : ""};`);
    } else if (e.kind === "json" && typeof e.value === "object" && e.value !== null)
      b.call(head, "Some", [jsonValue(e.value)], ";");
    else b.line(`${head}${this.arg(e, "own", type, b)};`);
  }

  /** `return x;`, or `x` as the body's tail. */
  private result(tail: boolean, b: Block, callee: string, args: readonly string[]): void {
    if (tail) b.call("", callee, args, "");
    else b.call("return ", callee, args, ";");
  }

  private failure(f: Failure, tail: boolean, b: Block): void {
    const head = tail ? "Err(" : "return Err(";
    const end = tail ? ")" : ");";
    switch (f.kind) {
      case "rule":
        b.call(head, "error", [s(f.rule), this.arg(f.message, "own", "text", b)], end);
        return;
      case "noRule":
        b.call(head, "self.no_rule", ["type_name", f.tag ? this.arg(f.tag, "ref", "json", b) : "&None"], end);
        return;
      case "noMethodRule":
        if (this.place.kind !== "method") throw new Error("no method rule outside a method");
        b.call(head, "self.no_method_rule", [s(this.place.method), "true"], end);
        return;
      case "unpaired":
        b.call(head, "ConverterCore::unpaired", [s(f.rule)], end);
        return;
      default: {
        const never: never = f;
        return never;
      }
    }
  }

  /** A local that nothing reads, computed by a call without effects: left out. */
  private unread(st: Extract<Stmt, { kind: "let" }>): boolean {
    if (this.reads(st.name)) return false;
    const v = st.value;
    return v.kind !== "call" || (!RUST[v.fn].fallible && !PRIMITIVES[v.fn].member);
  }

  /** The statements into a block; `tail`: the last one gives the function's result. */
  stmts(body: readonly Stmt[], b: Block, tail: boolean): void {
    for (let i = 0; i < body.length; i++) {
      const st = body[i]!;
      const last = tail && i === body.length - 1;
      switch (st.kind) {
        case "let": {
          this.types.set(st.name, st.type);
          const next = body[i + 1];
          if (st.value.kind === "absent" && next?.kind === "if" && this.ifValue(st.name, next, b)) {
            i++;
            break;
          }
          if (this.unread(st)) break;
          this.assign(`let ${this.changed.has(st.name) ? "mut " : ""}${local(st.name)} = `, st.value, st.type, b);
          break;
        }
        case "assign":
          this.assign(`${local(st.name)} = `, st.value, this.types.get(st.name) ?? "json", b);
          break;
        case "do": {
          const c = this.call(st.call, b);
          if (last && c.fallible) b.call("", c.callee, c.args, "");
          else b.call("", c.callee, c.args, `${c.fallible ? "?" : ""};`);
          if (last && !c.fallible) b.line("Ok(())");
          break;
        }
        case "setState":
          this.assign(`self.${this.state.get(st.name)!} = `, st.value, "json", b);
          break;
        case "if": {
          b.line(`if ${this.arg(st.cond, "lit", "bool", b)} {`);
          b.lines.push(...this.block(st.ifTrue, b, last));
          if (st.ifFalse.length) {
            b.line("} else {");
            b.lines.push(...this.block(st.ifFalse, b, last));
          }
          b.line("}");
          break;
        }
        case "forEach":
          this.types.set(st.item, st.type);
          b.line(
            `for ${st.used ? local(st.item) : `_${local(st.item)}`} in ${this.arg(st.list, "move", "values", b)} {`,
          );
          b.lines.push(...this.block(st.body, b, false));
          b.line("}");
          break;
        case "match": {
          // No tag to tell apart: the other tags' body, as it is.
          if (!st.cases.length) {
            this.stmts(st.otherwise, b, last);
            break;
          }
          b.line(`match ${this.arg(st.on, "move", "json", b)}.as_ref().and_then(Value::as_str) {`);
          for (const c of st.cases) this.arm(someArmLines(b.indent, c.tags), c.body, b, last);
          this.arm(["    _ => {"], st.otherwise, b, last);
          b.line("}");
          break;
        }
        case "return":
          this.returned(st.value, last, b);
          break;
        case "fail":
          this.failure(st.failure, last, b);
          break;
        default: {
          const never: never = st;
          return never;
        }
      }
    }
  }

  /** A nested body's lines, one level in. */
  private block(body: readonly Stmt[], b: Block, tail: boolean): string[] {
    const inner = b.child();
    this.stmts(body, inner, tail);
    return inner.lines;
  }

  /** A match arm (`head`: its pattern's lines, ending in `=> {`): one line when its body is one line that fits. */
  private arm(head: readonly string[], body: readonly Stmt[], b: Block, tail: boolean): void {
    const inner = b.child().child();
    this.stmts(body, inner, tail);
    const only =
      body.length === 1 && inner.lines.length === 1 && (body[0]!.kind === "return" || body[0]!.kind === "fail");
    if (head.length === 1 && only) {
      const one = `${b.indent}${head[0]!.replace(/\{$/, "")}${inner.lines[0]!.trim().replace(/;$/, "")},`;
      if (one.length <= RUSTFMT.maxWidth) {
        b.lines.push(one);
        return;
      }
    }
    for (const h of head) b.line(h);
    b.lines.push(...inner.lines);
    b.line("    }");
  }

  /**
   * What a body returns: a rule's outputs (in a dispatch, recorded as the rule that ran, as method messages in a
   * method dispatch), or its own.
   */
  private returned(e: SExpr, tail: boolean, b: Block): void {
    if (e.kind === "call" && e.fn === "ran") {
      const [id, run] = e.args;
      const c = this.call(run!, b);
      b.call("let out = ", c.callee, c.args, "?;");
      const ran = this.place.kind === "method" ? "self.ran_method" : "self.ran";
      this.result(tail, b, ran, [this.arg(id!, "lit", "text", b), "out"]);
    } else this.result(tail, b, "Ok", [this.arg(e, "move", "outputs", b)]);
  }

  /**
   * `let x = if c { a } else { n };` for a local that each branch of the `if` after it sets last (on one line when
   * short, as rustfmt keeps it); a branch's tail is the call whose local it sets `x` to.
   */
  private ifValue(name: string, st: Extract<Stmt, { kind: "if" }>, b: Block): boolean {
    const sets = (ss: readonly Stmt[]): boolean => {
      const x = ss.at(-1);
      return x?.kind === "assign" && x.name === name;
    };
    if (!sets(st.ifTrue) || !sets(st.ifFalse)) return false;
    const branch = (ss: readonly Stmt[]): string[] => {
      const inner = b.child();
      const value = (ss.at(-1) as Extract<Stmt, { kind: "assign" }>).value;
      const before = ss.at(-2);
      if (
        value.kind === "var" &&
        before?.kind === "let" &&
        before.name === value.name &&
        before.value.kind === "call"
      ) {
        this.stmts(ss.slice(0, -2), inner, false);
        this.types.set(before.name, before.type);
        const c = this.call(before.value, inner);
        inner.call("", c.callee, c.args, c.fallible ? "?" : "");
      } else {
        this.stmts(ss.slice(0, -1), inner, false);
        inner.line(this.arg(value, "own", "json", inner));
      }
      return inner.lines;
    };
    const c = this.arg(st.cond, "lit", "bool", b);
    const [yes, no] = [branch(st.ifTrue), branch(st.ifFalse)];
    const id = local(name);
    if (yes.length === 1 && no.length === 1) {
      // rustfmt keeps a short if-else of two expressions on one line.
      const flat = `if ${c} { ${yes[0]!.trim()} } else { ${no[0]!.trim()} }`;
      if (
        flat.length <= RUSTFMT.singleLineIfElseMaxWidth &&
        `${b.indent}let ${id} = ${flat};`.length <= RUSTFMT.maxWidth
      ) {
        b.line(`let ${id} = ${flat};`);
        return true;
      }
    }
    b.line(`let ${id} = if ${c} {`);
    b.lines.push(...yes);
    b.line("} else {");
    b.lines.push(...no);
    b.line("};");
    return true;
  }
}

/** The name of the struct a converter's rules are emitted as. */
export const rustConverterName = (from: string, to: string): string => `${pascalCase(from)}To${pascalCase(to)}Rules`;
/** The name of the struct a reducer is emitted as. */
export const rustReducerName = (version: string): string => `${pascalCase(version)}ReducerRules`;

/** A converter's rules as a Rust struct implementing the runtime's `Converter`, printed from its statements. */
export function rustConverter(lowered: ConverterStatements): string {
  const c = lowered.plan.program;
  const name = rustConverterName(c.from, c.to);
  const state = new Map(c.state.map((x, i) => [x.name, stateField(x.name, i)]));
  const rules = new Map(lowered.rules.map((r) => [r.plan.index, r.plan.nameWords.join("_")]));
  const printer = (place: Place): Printer => new Printer(state, rules, place);
  const out: string[] = [];
  out.push(
    ...doc(
      `The ${c.direction} conversion rules, in spec order: one method per rule, picked by the source's type, tag or method.`,
      "",
    ),
  );
  out.push("#[derive(Debug)]");
  out.push(`struct ${name} {`);
  out.push("    core: ConverterCore,");
  for (const x of c.state) {
    out.push(`    /// The \`${x.name}\` state.`);
    out.push(
      `    ${state.get(x.name)!}: ${x.kind === "set" ? "std::collections::BTreeSet<String>" : "Option<Value>"},`,
    );
  }
  out.push("}");
  out.push("");
  out.push(`impl ${name} {`);
  out.push(`    /// A converter with its options, by their spec names.`);
  out.push(`    fn new(options: Map<String, Value>) -> Result<Self, ConversionError> {`);
  const known = `&[${c.options.map((o) => s(o.name)).join(", ")}]`;
  const ctor = new Block("        ", { n: 0 });
  ctor.call("let core = ", "ConverterCore::new", [s(c.from), s(c.to), known, "options"], "?;");
  out.push(...ctor.lines);
  const fields = [
    "core",
    ...c.state.map(
      (x) => `${state.get(x.name)!}: ${x.kind === "set" ? "std::collections::BTreeSet::new()" : "Some(Value::Null)"}`,
    ),
  ];
  const lit = `Ok(Self { ${fields.join(", ")} })`;
  if (fields.join(", ").length <= RUSTFMT.structLitWidth && lit.length + 8 <= RUSTFMT.maxWidth)
    out.push(`        ${lit}`);
  else {
    out.push("        Ok(Self {");
    for (const f of fields) out.push(`            ${f},`);
    out.push("        })");
  }
  out.push("    }");
  for (const r of lowered.rules) {
    const p = r.plan;
    const pr = printer({ kind: "rule" }).begin(r.body);
    const b = new Block("        ", { n: 0 });
    pr.stmts(r.body, b, true);
    const params = [
      "&mut self",
      `${pr.reads("data") ? "data" : "_data"}: &Value`,
      ...(p.usesTagField ? [`${pr.reads("tagField") ? "tag_field" : "_tag_field"}: Option<&str>`] : []),
    ];
    out.push(
      "",
      ...doc(`Rule \`${p.rule.id}\` (${p.rule.where}): ${p.rule.reason}`, "    "),
      signature("    ", `fn ${rules.get(p.index)!}`, params, "Result<Vec<Value>, ConversionError>"),
      ...b.lines,
      "    }",
    );
  }
  out.push("}");
  out.push("");
  out.push(`impl ConverterBase for ${name} {`);
  out.push("    fn core(&mut self) -> &mut ConverterCore {");
  out.push("        &mut self.core");
  out.push("    }");
  out.push("}");
  out.push("");
  out.push(`impl Converter for ${name} {`);
  out.push(
    signature(
      "    ",
      "fn convert",
      ["&mut self", "type_name: &str", "value: Value"],
      "Result<Vec<Value>, ConversionError>",
    ),
  );
  if (!lowered.types.length) {
    out.push("        self.input(type_name, value)?;");
    out.push("        Err(self.no_rule(type_name, &None))");
  } else {
    out.push("        let data = &self.input(type_name, value)?;");
    out.push("        match type_name {");
    for (const t of lowered.types) {
      const b = new Block("                ", { n: 0 });
      printer({ kind: "types" }).begin(t.body).stmts(t.body, b, true);
      out.push(`            ${s(t.type)} => {`, ...b.lines, "            }");
    }
    out.push("            _ => Err(self.no_rule(type_name, &None)),");
    out.push("        }");
  }
  out.push("    }");
  out.push("");
  out.push(
    signature(
      "    ",
      "fn convert_method",
      ["&mut self", "message: MethodMessage"],
      "Result<Vec<MethodMessage>, ConversionError>",
    ),
  );
  if (!lowered.methods.length) out.push("        Err(self.no_method_rule(&message.method, false))");
  else {
    out.push("        match message.method.as_str() {");
    for (const m of lowered.methods) {
      const b = new Block("                ", { n: 0 });
      b.call("let data = &", "self.params", ["message", s(m.params)], "?;");
      printer({ kind: "method", method: m.method }).begin(m.body).stmts(m.body, b, true);
      out.push(`            ${s(m.method)} => {`, ...b.lines, "            }");
    }
    out.push("            _ => Err(self.no_method_rule(&message.method, false)),");
    out.push("        }");
  }
  out.push("    }");
  out.push("");
  out.push("    fn last_rule(&self) -> Option<&str> {");
  out.push("        self.core.last_rule()");
  out.push("    }");
  out.push("}");
  return out.join("\n");
}

/** A reducer as a Rust struct implementing the runtime's `Reducer`: one method per variant, printed from its statements. */
export function rustReducer(lowered: ReducerStatements): string {
  const r = lowered.program;
  const name = rustReducerName(r.version);
  const out: string[] = [];
  out.push(...doc(`The \`${r.union}\` reducer: one method per variant, picked by its \`${r.tagField}\`.`, ""));
  out.push("#[derive(Debug)]");
  out.push(`struct ${name} {`);
  out.push("    core: ReducerCore,");
  out.push("}");
  out.push("");
  out.push(`impl ${name} {`);
  out.push("    /// An empty session state.");
  out.push("    fn new() -> Self {");
  const entities = r.entities.map((e) => `(${s(e.name)}, ${e.kind === "keyed"})`);
  const b = new Block("        ", { n: 0 });
  const list = r.listField === null ? "None" : `Some(${s(r.listField)})`;
  b.line("Self {");
  const inner = b.child();
  const args = [s(r.union), s(r.key), list, `&[${entities.join(", ")}]`];
  const flat = `core: ReducerCore::new(${args.join(", ")}),`;
  if (args.join(", ").length <= RUSTFMT.fnCallWidth && inner.indent.length + flat.length <= RUSTFMT.maxWidth)
    inner.line(flat);
  else {
    inner.line("core: ReducerCore::new(");
    for (const a of args.slice(0, 3)) inner.line(`    ${a},`);
    const arr = `&[${entities.join(", ")}],`;
    if (entities.join(", ").length <= RUSTFMT.arrayWidth && inner.indent.length + 4 + arr.length <= RUSTFMT.maxWidth)
      inner.line(`    ${arr}`);
    else {
      inner.line("    &[");
      for (const e of entities) inner.line(`        ${e},`);
      inner.line("    ],");
    }
    inner.line("),");
  }
  b.lines.push(...inner.lines);
  b.line("}");
  out.push(...b.lines);
  out.push("    }");
  const pr = new Printer(new Map(), new Map(), { kind: "reducer" });
  for (const v of lowered.variants) {
    const body = new Block("        ", { n: 0 });
    pr.begin(v.body).stmts(v.body, body, true);
    if (!v.body.length) body.line("Ok(())");
    out.push("", ...doc(v.doc, "    "));
    const params = ["&mut self", ...(v.usesUpdate ? ["update: &Value"] : [])];
    out.push(signature("    ", `fn ${v.nameWords.join("_")}`, params, "Result<(), ReduceError>"));
    out.push(...body.lines);
    out.push("    }");
  }
  out.push("}");
  out.push("");
  out.push(`impl ReducerBase for ${name} {`);
  out.push("    fn core_mut(&mut self) -> &mut ReducerCore {");
  out.push("        &mut self.core");
  out.push("    }");
  out.push("}");
  out.push("");
  out.push(`impl Reducer for ${name} {`);
  out.push("    fn apply(&mut self, value: Value) -> Result<(), ReduceError> {");
  if (!lowered.variants.length) {
    // No variant changes the state: the update is only checked.
    out.push("        self.update(value)?;");
    out.push("        self.other();");
    out.push("        Ok(())");
  } else {
    out.push("        let update = &self.update(value)?;");
    out.push(`        let tag = update.get(${s(r.tagField)}).and_then(Value::as_str);`);
    out.push("        match tag.unwrap_or_default() {");
    for (const v of lowered.variants) {
      const call = `self.${v.nameWords.join("_")}(${v.usesUpdate ? "update" : ""})`;
      const arm = `            ${s(v.variant.tag)} => ${call},`;
      if (arm.length <= RUSTFMT.maxWidth) out.push(arm);
      else out.push(`            ${s(v.variant.tag)} => {`, `                ${call}`, "            }");
    }
    out.push("            _ => {");
    out.push("                // An unknown variant of an open union: no state changes.");
    out.push("                self.other();");
    out.push("                Ok(())");
    out.push("            }");
    out.push("        }");
  }
  out.push("    }");
  out.push("");
  out.push("    fn core(&self) -> &ReducerCore {");
  out.push("        &self.core");
  out.push("    }");
  out.push("}");
  return out.join("\n");
}

/** Every converter's and reducer's struct, as Rust. */
export function rustBehaviour(ir: BehaviourIR): {
  converters: string;
  reducers: string;
} {
  return {
    converters: ir.converters.map((c) => rustConverter(converterStatements(c))).join("\n\n"),
    reducers: ir.reducers.map((r) => rustReducer(reducerStatements(r))).join("\n\n"),
  };
}
