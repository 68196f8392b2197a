/**
 * The Rust behaviour emitter: each converter as a struct implementing the
 * runtime's `Converter` trait, with one method per rule and a `match` on the
 * source type, tag and method; each reducer as a struct implementing
 * `Reducer`, with one method per variant. Values are `Option<Value>` (None:
 * absent). The code is laid out as rustfmt lays it out (the crate's format
 * check reads it): every value gets its own `let`, so lines stay short.
 */
import {
  type BehaviourIR,
  type Cond,
  converterPlan,
  type ConverterPlan,
  type EmitProgram,
  type EmitTarget,
  type Expr,
  type ExprEmitter,
  type JsonConst,
  mentions,
  pascalCase,
  type ReducerProgram,
  type RulePlan,
  type ValueTest,
  words,
} from "../../plugin/index.js";
import { rustFieldIdent } from "./names.js";
import { arrayStatement, rustString } from "./view.js";

const MAX_WIDTH = 100;
const FN_CALL_WIDTH = 60;
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
    // rustfmt keeps the `?` of a `let` inside the width.
    // rustfmt keeps the `?` of a `let` (and the `;`) a column inside the width.
    const limit = head.endsWith(" = ") && tail.startsWith("?") ? MAX_WIDTH - 2 : MAX_WIDTH;
    if (width <= FN_CALL_WIDTH && one.length <= limit && !flat.includes("\n")) {
      this.lines.push(one);
      return;
    }
    if (head.endsWith(" = ") && width <= FN_CALL_WIDTH && !flat.includes("\n")) {
      const next = `${this.indent}    ${callee}(${flat})${tail}`;
      if (next.length <= MAX_WIDTH) {
        this.lines.push(`${this.indent}${head.trimEnd()}`, next);
        return;
      }
      const dot = callee.indexOf(".");
      if (dot > 0) {
        const rest = `${this.indent}    ${callee.slice(dot)}(${flat})${tail}`;
        if (rest.length <= MAX_WIDTH) {
          this.lines.push(`${this.indent}${head}${callee.slice(0, dot)}`, rest);
          return;
        }
      }
    }
    this.lines.push(`${this.indent}${head}${callee}(`);
    for (const a of args) this.lines.push(`${this.indent}    ${a},`);
    this.lines.push(`${this.indent})${tail}`);
  }

  /**
   * The block's lines ending in `value` as its tail expression: a final `let value = ...;` becomes the tail
   * itself (clippy's let_and_return).
   */
  withTail(value: string): string[] {
    const lines = [...this.lines];
    const head = `${this.indent}let ${value} = `;
    const start = lines.findIndex(
      (l, i) =>
        l.startsWith(head) &&
        lines
          .slice(i + 1)
          .every((x) => x.startsWith(`${this.indent} `) || x === `${this.indent});` || x === `${this.indent})?;`),
    );
    if (start >= 0 && lines[lines.length - 1]!.endsWith(";")) {
      lines[start] = `${this.indent}${lines[start]!.slice(head.length)}`;
      lines[lines.length - 1] = lines[lines.length - 1]!.slice(0, -1);
      return lines;
    }
    return [...lines, `${this.indent}${value}`];
  }

  /** Binds a call's result to a fresh variable. */
  bind(callee: string, args: readonly string[], tail = ""): string {
    const v = this.fresh();
    this.call(`let ${v} = `, callee, args, `${tail};`);
    return v;
  }
}

const TESTS: { readonly [T in ValueTest]: string } = {
  absent: "is_absent",
  null: "is_null",
  "absent-or-null": "is_absent_or_null",
  set: "is_set",
  string: "is_string",
  empty: "is_empty_list",
  "non-empty": "is_non_empty_list",
};

/** A Rust char literal of one printable character. */
const charLiteral = (c: string): string => (c === "'" ? "'\\''" : c === "\\" ? "'\\\\'" : `'${c}'`);

/** `&["a", "b"]`. */
const pathArg = (steps: readonly string[]): string => `&[${steps.map(s).join(", ")}]`;

/** JSON text as the argument of `json!` (valid Rust tokens: JSON strings are Rust strings once `\u` is spelled). */
function jsonTokens(v: JsonConst): string {
  if (v === null || typeof v !== "object") return typeof v === "string" ? s(v) : JSON.stringify(v);
  if (Array.isArray(v)) return `[${(v as readonly JsonConst[]).map(jsonTokens).join(", ")}]`;
  return `{${Object.entries(v as { readonly [k: string]: JsonConst })
    .map(([k, x]) => `${s(k)}: ${jsonTokens(x)}`)
    .join(", ")}}`;
}

/** A state field of the converter struct. */
export const stateField = (name: string, index: number): string => {
  const id = rustFieldIdent(name);
  return id === null || id === "core" ? `state_${index + 1}` : id;
};

interface Ctx {
  readonly state: ReadonlyMap<string, string>;
}

/** An expression, as a short Rust expression of type `Option<Value>` (statements before it go into the block). */
function expr(e: Expr, b: Block, cx: Ctx): string {
  switch (e.kind) {
    case "input":
      return b.bind("at", ["input", pathArg(e.path)]);
    case "item":
      return "Some(item.clone())";
    case "const": {
      if (e.value === null) return "Some(Value::Null)";
      const v = b.fresh();
      b.call(`let ${v} = `, "Some", [`serde_json::json!(${jsonTokens(e.value)})`], ";");
      return v;
    }
    case "state": {
      const field = `self.${cx.state.get(e.name)!}`;
      if (!e.path.length) return `Some(${field}.clone())`;
      return b.bind("at", [`&${field}`, pathArg(e.path)]);
    }
    case "mint":
      return b.bind("self.mint", [s(e.option)], "?");
    case "output":
      if (!e.path.length) return "output.clone()";
      return b.bind("at_opt", ["output.as_ref()", pathArg(e.path)]);
    case "coalesce": {
      const first = expr(e.items[0]!, b, cx);
      if (e.items.length === 1) return b.bind("non_null", [first]);
      const v = b.fresh();
      b.call(`let mut ${v} = `, "non_null", [first], ";");
      for (const x of e.items.slice(1)) {
        b.line(`if ${v}.is_none() {`);
        const inner = b.child();
        const next = expr(x, inner, cx);
        inner.call(`${v} = `, "non_null", [next], ";");
        b.lines.push(...inner.lines);
        b.line("}");
      }
      return v;
    }
    case "if": {
      const c = cond(e.cond, b, cx);
      const v = b.fresh();
      const yes = b.child();
      const a = expr(e.then, yes, cx);
      const no = b.child();
      const n = expr(e.else, no, cx);
      const yesLines = yes.withTail(a);
      const noLines = no.withTail(n);
      if (yesLines.length === 1 && noLines.length === 1) {
        // rustfmt keeps a short if-else of two expressions on one line.
        const flat = `if ${c} { ${yesLines[0]!.trim()} } else { ${noLines[0]!.trim()} }`;
        if (flat.length <= 50 && `${b.indent}let ${v} = ${flat};`.length <= MAX_WIDTH) {
          b.line(`let ${v} = ${flat};`);
          return v;
        }
      }
      b.line(`let ${v} = if ${c} {`);
      b.lines.push(...yesLines);
      b.line("} else {");
      b.lines.push(...noLines);
      b.line("};");
      return v;
    }
    case "object": {
      const o = b.fresh("o");
      b.line(`let mut ${o} = Map::new();`);
      for (const [k, x] of e.entries) {
        const v = expr(x, b, cx);
        b.call("", "put", [`&mut ${o}`, s(k), v], ";");
      }
      const v = b.fresh();
      b.line(`let ${v} = Some(Value::Object(${o}));`);
      return v;
    }
    case "list": {
      const l = b.fresh("l");
      b.line(`let mut ${l} = Vec::new();`);
      for (const x of e.items) {
        const v = expr(x, b, cx);
        b.call("", `${l}.extend`, [v], ";");
      }
      const v = b.fresh();
      b.line(`let ${v} = Some(Value::Array(${l}));`);
      return v;
    }
    case "convert": {
      const v = expr(e.value, b, cx);
      if (e.many) return b.bind("self.convert_many", [s(e.type), v], "?");
      const all = b.bind("self.convert_one", [s(e.type), v], "?");
      return b.bind("single", [all]);
    }
    case "gitPatch": {
      const p = expr(e.path, b, cx);
      const o = expr(e.old, b, cx);
      const n = expr(e.new, b, cx);
      return b.bind("git_patch_of", [p, o, n], "?");
    }
    default: {
      const _: never = e;
      return _;
    }
  }
}

/** A condition, as a Rust boolean variable or short expression (statements before it go into the block). */
function cond(c: Cond, b: Block, cx: Ctx): string {
  switch (c.kind) {
    case "is": {
      const v = expr(c.of, b, cx);
      return b.bind(TESTS[c.test], [`&${v}`]);
    }
    case "equals": {
      const x = expr(c.a, b, cx);
      const y = expr(c.b, b, cx);
      return b.bind("json_eq", [`&${x}`, `&${y}`]);
    }
    case "in": {
      const v = expr(c.of, b, cx);
      return b.bind("in_set", [`&self.${cx.state.get(c.set)!}`, `&${v}`]);
    }
    case "option":
      return b.bind("self.option", [s(c.name)]);
    case "all":
    case "any": {
      // Each part runs only when the parts before it leave the answer open.
      const first = cond(c.items[0]!, b, cx);
      if (c.items.length === 1) return first;
      const v = b.fresh("c");
      b.line(`let mut ${v} = ${first};`);
      for (const x of c.items.slice(1)) {
        b.line(`if ${c.kind === "all" ? "" : "!"}${v} {`);
        const inner = b.child();
        const next = cond(x, inner, cx);
        inner.line(`${v} = ${next};`);
        b.lines.push(...inner.lines);
        b.line("}");
      }
      return v;
    }
    case "not":
      return `!${cond(c.cond, b, cx)}`;
    default: {
      const _: never = c;
      return _;
    }
  }
}

/** Rust expressions and conditions: each writes the statements it needs into the block and gives a short expression. */
export const rustExpr: ExprEmitter<{ readonly block: Block; readonly cx: Ctx }> = {
  expr: (e, scope) => expr(e, scope.block, scope.cx),
  cond: (c, scope) => cond(c, scope.block, scope.cx),
};

/** A doc comment, wrapped to the line width. */
function doc(text: string, indent: string): string[] {
  const out: string[] = [];
  const width = MAX_WIDTH - indent.length - 4;
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

const ruleFn = (p: RulePlan): string => p.nameWords.join("_");

/** A function signature, on one line when it fits, otherwise one parameter per line. */
function signature(indent: string, head: string, params: readonly string[], ret: string): string {
  const one = `${indent}${head}(${params.join(", ")}) -> ${ret} {`;
  if (one.length <= MAX_WIDTH) return one;
  return `${indent}${head}(\n${params.map((p) => `${indent}    ${p},`).join("\n")}\n${indent}) -> ${ret} {`;
}

function emitBody(p: RulePlan, e: EmitProgram, target: EmitTarget, b: Block, cx: Ctx, sourceTag: string | null): void {
  const id = s(p.rule.id);
  b.line("let mut out = Map::new();");
  if (target.kind === "type" && target.tagField !== undefined && target.tag !== undefined) {
    const value =
      target.tag === "*" || target.tag === sourceTag
        ? "tag.map_or(Value::Null, Value::from)"
        : `Value::from(${s(target.tag)})`;
    b.call("", "out.insert", [`${s(target.tagField)}.to_owned()`, value], ";");
  }
  if (e.copy) {
    const inner = `${b.indent}    `;
    const drop = arrayLiteral(inner, e.drop.map(s));
    const rename = arrayLiteral(
      inner,
      e.rename.map(([a, c]) => `(${s(a)}, ${s(c)})`),
    );
    b.call("", "copy_fields", ["&mut out", "input", "tag_field", drop, rename], ";");
  }
  const fans = e.set.some(([, x]) => x.kind === "convert" && !x.many);
  if (fans) b.line("let mut outs = vec![out];");
  for (const [field, x] of e.set) {
    if (fans && x.kind === "convert" && !x.many) {
      const v = expr(x.value, b, cx);
      const choices = b.bind("self.convert_one", [s(x.type), v], "?");
      b.call("outs = ", "fan_out", ["outs", s(field), `&${choices}`], ";");
    } else if (fans) {
      const v = expr(x, b, cx);
      b.call("", "put_all", ["&mut outs", s(field), `&${v}`], ";");
    } else {
      const v = expr(x, b, cx);
      b.call("", "put", ["&mut out", s(field), v], ";");
    }
  }
  const check = (v: string): [string, string[]] =>
    target.kind === "method"
      ? ["ConverterCore::check_method", [id, s(target.method), s(target.params), v]]
      : ["ConverterCore::check", [id, s(target.type), v]];
  if (fans) {
    b.line("for o in outs {");
    const inner = b.child();
    const [callee, args] = check("o");
    inner.call("outputs.push(", callee, args, "?);");
    b.lines.push(...inner.lines);
    b.line("}");
  } else {
    const [callee, args] = check("out");
    b.call("outputs.push(", callee, args, "?);");
  }
}

function emitBlock(p: RulePlan, e: EmitProgram, b: Block, cx: Ctx): void {
  const forEach = (target: EmitTarget, blk: Block, sourceTag: string | null): void => {
    if (e.forEach === undefined) {
      emitBody(p, e, target, blk, cx, sourceTag);
      return;
    }
    const item = e.set.some(([, x]) => mentions(x, "item")) ? "item" : "_item";
    const list = blk.bind("at", ["input", pathArg(e.forEach)]);
    const items = blk.bind("list_at", [s(p.rule.id), list, s(e.forEach.join("."))], "?");
    blk.line(`for ${item} in &${items} {`);
    const inner = blk.child();
    emitBody(p, e, target, inner, cx, sourceTag);
    blk.lines.push(...inner.lines);
    blk.line("}");
  };
  if (e.to.kind === "single") {
    b.line("{");
    const inner = b.child();
    forEach(e.to.target, inner, null);
    b.lines.push(...inner.lines);
    b.line("}");
    return;
  }
  // Tags whose outputs are written alike share an arm.
  const groups: { tags: string[]; body: string[] }[] = [];
  let other: EmitTarget | null = null;
  for (const [tag, target] of e.to.targets) {
    if (tag === "*") {
      other = target;
      continue;
    }
    const inner = new Block(`${b.indent}        `, { n: 0 });
    forEach(target, inner, tag);
    const same = groups.find((g) => g.body.join("\n") === inner.lines.join("\n"));
    if (same) same.tags.push(tag);
    else groups.push({ tags: [tag], body: inner.lines });
  }
  b.line("match tag {");
  for (const g of groups) {
    someArm(b, g.tags);
    // Each arm is its own scope: its names may repeat another arm's.
    b.lines.push(...g.body);
    b.line("    }");
  }
  if (other) {
    b.line("    Some(_) => {");
    const inner = new Block(`${b.indent}        `, { n: 0 });
    forEach(other, inner, null);
    b.lines.push(...inner.lines);
    b.line("    }");
    unpairedArm("None", p, b);
  } else unpairedArm("_", p, b);
  b.line("}");
}

/** `Some("a" | "b") => {` as rustfmt lays it out. */
function someArm(b: Block, tags: readonly string[]): void {
  for (const line of someArmLines(b.indent, tags)) b.line(line);
}

/** rustfmt's `array_width`: an array literal whose items are wider than this is not kept on one line. */
const ARRAY_WIDTH = 60;
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
  if (flat.length <= ARRAY_WIDTH) return `&[${flat}]`;
  const inner = `${indent}    `;
  const rows: string[] = [];
  if (items.every((i) => i.length <= SHORT_ITEM)) {
    let row = "";
    for (const item of items) {
      const next = row === "" ? `${item},` : `${row} ${item},`;
      if (row !== "" && `${inner}${next}`.length > MAX_WIDTH) {
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
  if (`${indent}    Some(${alts}) => {`.length <= MAX_WIDTH) return [`    Some(${alts}) => {`];
  let rows: string[];
  if (quoted.every((x) => x.length <= 20)) {
    const width = MAX_WIDTH - `${indent}        `.length - 1;
    rows = [];
    for (const x of quoted) {
      const last = rows.length - 1;
      if (last < 0) rows.push(x);
      else if (rows[last]!.length + 3 + x.length <= width) rows[last] += ` | ${x}`;
      else rows.push(`| ${x}`);
    }
  } else if (`${indent}        ${alts},`.length <= MAX_WIDTH) rows = [alts];
  else rows = quoted.map((x, i) => (i ? `| ${x}` : x));
  return ["    Some(", ...rows.map((r, i) => `        ${r}${i === rows.length - 1 ? "," : ""}`), "    ) => {"];
}

/** The arm of a paired emit's `match` for a tag it pairs with no target. */
function unpairedArm(pattern: string, p: RulePlan, b: Block): void {
  const inner = new Block(`${b.indent}        `, { n: 0 });
  inner.call("return Err(", "ConverterCore::unpaired", [s(p.rule.id)], ")");
  const one = `${b.indent}    ${pattern} => ${inner.lines[0]!.trim()},`;
  if (inner.lines.length === 1 && one.length <= MAX_WIDTH) {
    b.lines.push(one);
    return;
  }
  b.line(`    ${pattern} => {`);
  b.lines.push(...inner.lines);
  b.line("    }");
}

function ruleFunction(p: RulePlan, cx: Ctx): string {
  const r = p.rule;
  const b = new Block("        ", { n: 0 });
  if (p.usesTag) b.line("let tag = tag_field.and_then(|f| input.get(f)).and_then(Value::as_str);");
  const effects = (): void => {
    for (const e of r.effects) {
      let blk = b;
      if (e.if !== undefined) {
        const c = cond(e.if, b, cx);
        b.line(`if ${c} {`);
        blk = b.child();
      }
      const v = expr(e.value, blk, cx);
      const field = `self.${cx.state.get(e.state)!}`;
      if (e.kind === "set") blk.call(`${field} = `, "or_null", [v], ";");
      else blk.call("", e.kind === "add" ? "add_to" : "remove_from", [`&mut ${field}`, v], ";");
      if (blk !== b) {
        b.lines.push(...blk.lines);
        b.line("}");
      }
    }
  };
  if (r.fail !== undefined) {
    effects();
    let message: string;
    if (r.fail.every((x) => typeof x === "string")) message = s(r.fail.join(""));
    else {
      message = b.fresh();
      let started = false;
      for (const part of r.fail) {
        if (typeof part === "string") {
          if (started && [...part].length === 1 && part >= " ") b.line(`${message}.push(${charLiteral(part)});`);
          else if (started) b.call("", `${message}.push_str`, [s(part)], ";");
          else b.call(`let mut ${message} = `, "String::from", [s(part)], ";");
        } else {
          const v = b.bind("at", ["input", pathArg(part)]);
          const t = b.bind("text_of", [`&${v}`]);
          if (started) b.call("", `${message}.push_str`, [`&${t}`], ";");
          else b.line(`let mut ${message} = ${t};`);
        }
        started = true;
      }
    }
    b.call("Err(", "error", [s(r.id), message], ")");
  } else {
    b.line("let mut outputs = Vec::new();");
    for (const e of r.emit) emitBlock(p, e, b, cx);
    if (p.readsOutput) b.line("let output = output_of(&outputs);");
    effects();
    b.line("Ok(outputs)");
  }
  const params = [
    "&mut self",
    `${p.readsInput || p.usesTag ? "input" : "_input"}: &Value`,
    ...(p.usesTagField ? ["tag_field: Option<&str>"] : []),
  ];
  return [
    ...doc(`Rule \`${r.id}\` (${r.where}): ${r.reason}`, "    "),
    signature("    ", `fn ${ruleFn(p)}`, params, "Result<Vec<Value>, ConversionError>"),
    ...b.lines,
    "    }",
  ].join("\n");
}

/** The name of the struct a converter's rules are emitted as. */
export const rustConverterName = (from: string, to: string): string => `${pascalCase(from)}To${pascalCase(to)}Rules`;
/** The name of the struct a reducer is emitted as. */
export const rustReducerName = (version: string): string => `${pascalCase(version)}ReducerRules`;

/**
 * The tries of candidate rules in order, each under its guard (and unknown-tag test). It stops after one that
 * always applies, which is the block's tail; else the block ends in `otherwise`.
 */
function tries(
  candidates: readonly { readonly rule: RulePlan; readonly unknownTags: readonly string[] | null }[],
  tagField: string | null,
  b: Block,
  cx: Ctx,
  method: boolean,
  otherwise: string,
): void {
  const wrap = (x: string): string => (method ? `method_messages(${x})` : `Ok(${x})`);
  for (const c of candidates) {
    const p = c.rule;
    const args = ["input", ...(p.usesTagField ? [tagField === null ? "None" : `Some(${s(tagField)})`] : [])];
    const run = (body: Block, tail: boolean): void => {
      const outputs = body.bind(`self.${ruleFn(p)}`, args, "?");
      const ran = `self.ran(${s(p.rule.id)}, ${outputs})`;
      if (tail) body.call("", method ? "method_messages" : "Ok", [ran], "");
      else body.call("return ", method ? "method_messages" : "Ok", [ran], ";");
      void wrap;
    };
    if (c.unknownTags === null && p.rule.guard === undefined) {
      run(b, true);
      return;
    }
    let blk = b;
    if (c.unknownTags !== null) {
      b.lines.push(arrayStatement(b.indent, "let known: &[&str]", c.unknownTags.map(s)));
      const t = b.bind("is_unknown_tag", ["tag", "known"]);
      // The guard runs only for an unknown tag.
      b.line(`if ${t} {`);
      blk = b.child();
    }
    let body = blk;
    if (p.rule.guard !== undefined) {
      const g = cond(p.rule.guard, blk, cx);
      blk.line(`if ${g} {`);
      body = blk.child();
    }
    run(body, false);
    if (body !== blk) {
      blk.lines.push(...body.lines);
      blk.line("}");
    }
    if (blk !== b) {
      b.lines.push(...blk.lines);
      b.line("}");
    }
  }
  b.line(otherwise);
}

/** A converter's rules as a Rust struct implementing the runtime's `Converter`. */
export function rustConverter(plan: ConverterPlan): string {
  const c = plan.program;
  const name = rustConverterName(c.from, c.to);
  const state = new Map(c.state.map((x, i) => [x.name, stateField(x.name, i)]));
  const cx: Ctx = { state };
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
    out.push(`    ${state.get(x.name)!}: ${x.kind === "set" ? "std::collections::BTreeSet<String>" : "Value"},`);
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
      (x) => `${state.get(x.name)!}: ${x.kind === "set" ? "std::collections::BTreeSet::new()" : "Value::Null"}`,
    ),
  ];
  const lit = `Ok(Self { ${fields.join(", ")} })`;
  if (fields.join(", ").length <= 18 && lit.length + 8 <= MAX_WIDTH) out.push(`        ${lit}`);
  else {
    out.push("        Ok(Self {");
    for (const f of fields) out.push(`            ${f},`);
    out.push("        })");
  }
  out.push("    }");
  for (const p of plan.rules) out.push("", ruleFunction(p, cx));
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
  if (!plan.types.length) {
    out.push("        self.input(type_name, value)?;");
    out.push("        Err(self.no_rule(type_name, None))");
    out.push("    }");
    out.push("");
  } else {
    out.push("        let input = &self.input(type_name, value)?;");
    out.push("        match type_name {");
    for (const t of plan.types) {
      out.push(`            ${s(t.type)} => {`);
      const b = new Block("                ", { n: 0 });
      const tf = t.union?.tagField ?? null;
      const noRule = `Err(self.no_rule(type_name, ${t.union ? "tag" : "None"}))`;
      const others = t.others.map((o) => ({ rule: o.rule, unknownTags: o.unknownTagOnly ? t.union!.tags : null }));
      if (t.cases.length) {
        b.line("match tag {");
        const groups: { tags: string[]; lines: string[] }[] = [];
        for (const cs of t.cases) {
          const inner = new Block(`${b.indent}        `, { n: 0 });
          tries(
            cs.candidates.map((rule) => ({ rule, unknownTags: null })),
            tf,
            inner,
            cx,
            false,
            noRule,
          );
          const same = groups.find((g) => g.lines.join("\n") === inner.lines.join("\n"));
          if (same) same.tags.push(cs.tag);
          else groups.push({ tags: [cs.tag], lines: inner.lines });
        }
        const arm = (pattern: string, lines: readonly string[]): void => {
          if (lines.length === 1 && `${b.indent}    ${pattern} => ${lines[0]!.trim()},`.length <= MAX_WIDTH) {
            b.line(`    ${pattern} => ${lines[0]!.trim()},`);
            return;
          }
          b.line(`    ${pattern} => {`);
          b.lines.push(...lines);
          b.line("    }");
        };
        for (const g of groups) {
          const pattern = `Some(${g.tags.map(s).join(" | ")})`;
          if (`${b.indent}    ${pattern} => {`.length <= MAX_WIDTH) arm(pattern, g.lines);
          else {
            someArm(b, g.tags);
            b.lines.push(...g.lines);
            b.line("    }");
          }
        }
        const rest = new Block(`${b.indent}        `, { n: 0 });
        tries(others, tf, rest, cx, false, noRule);
        arm("_", rest.lines);
        b.line("}");
      } else tries(others, tf, b, cx, false, noRule);
      if (t.union && b.lines.some((l) => /\btag\b/.test(l)))
        b.lines.unshift(`${b.indent}let tag = input.get(${s(t.union.tagField)}).and_then(Value::as_str);`);
      out.push(...b.lines);
      out.push("            }");
    }
    out.push("            _ => Err(self.no_rule(type_name, None)),");
    out.push("        }");
    out.push("    }");
    out.push("");
  }
  out.push(
    signature(
      "    ",
      "fn convert_method",
      ["&mut self", "message: MethodMessage"],
      "Result<Vec<MethodMessage>, ConversionError>",
    ),
  );
  if (!plan.methods.length) out.push("        Err(self.no_method_rule(&message.method, false))");
  else out.push("        match message.method.as_str() {");
  for (const m of plan.methods) {
    out.push(`            ${s(m.method)} => {`);
    const b = new Block("                ", { n: 0 });
    b.call("let input = &", "self.params", ["message", s(m.params)], "?;");
    tries(
      m.candidates.map((rule) => ({ rule, unknownTags: null })),
      null,
      b,
      cx,
      true,
      `Err(self.no_method_rule(${s(m.method)}, true))`,
    );
    out.push(...b.lines);
    out.push("            }");
  }
  if (plan.methods.length) {
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

/** A reducer as a Rust struct implementing the runtime's `Reducer`: one method per variant. */
export function rustReducer(r: ReducerProgram): string {
  const name = rustReducerName(r.version);
  const out: string[] = [];
  out.push(...doc(`The \`${r.union}\` reducer: one method per variant, picked by its \`${r.tagField}\`.`, ""));
  out.push("#[derive(Debug)]");
  out.push(`struct ${name} {`);
  out.push("    core: ReducerCore,");
  out.push("}");
  out.push("");
  const used = new Set<string>();
  const names = r.variants.map((v, i) => {
    let n = ["on", ...words(v.tag)].join("_");
    if (n === "on" || used.has(n)) n = `on_variant_${i + 1}`;
    used.add(n);
    return n;
  });
  const fields = (fs: readonly { name: string; patch: boolean; list: boolean }[]): string[] =>
    fs.map(
      (f) => `MergeField::${f.patch ? (f.list ? "patch_list" : "patch") : f.list ? "list" : "plain"}(${s(f.name)})`,
    );
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
  if (args.join(", ").length <= FN_CALL_WIDTH && inner.indent.length + flat.length <= MAX_WIDTH) inner.line(flat);
  else {
    inner.line("core: ReducerCore::new(");
    for (const a of args.slice(0, 3)) inner.line(`    ${a},`);
    const arr = `&[${entities.join(", ")}],`;
    if (entities.join(", ").length <= 60 && inner.indent.length + 4 + arr.length <= MAX_WIDTH) inner.line(`    ${arr}`);
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
  r.variants.forEach((v, i) => {
    out.push("");
    const tag = s(v.tag);
    const body = new Block("        ", { n: 0 });
    let what: string;
    const fieldArray = (fs: readonly { name: string; patch: boolean; list: boolean }[]): string => {
      const items = fields(fs);
      if (!items.length) return "&[]";
      return `&[\n${items.map((x) => `${body.indent}        ${x},`).join("\n")}\n${body.indent}    ]`;
    };
    let takes = true;
    // A value at a payload path (validation made every step one the payload always has).
    const valueAt = (path: readonly string[]): string => `update${path.map((p) => `[${s(p)}]`).join("")}`;
    const record = (path: readonly string[]): string => (path.length ? `&${valueAt(path)}` : "update");
    const from = (path: readonly string[]): string => (path.length ? ` from its \`${path.join(".")}\`` : "");
    switch (v.kind) {
      case "append":
        what = `appends its \`${v.field}\` to the \`${v.role}\` message it names, or to the one being streamed`;
        body.call("", "self.append", ["update", s(v.role), s(v.field)], "");
        break;
      case "clear-last":
        takes = false;
        what = `clears the \`${v.field}\` of the last streamed \`${v.role}\` message`;
        body.call("", "self.clear_last", [tag, s(v.role), s(v.field)], "");
        break;
      case "upsert":
        what = `creates or updates the \`${v.role}\` message it names`;
        if (!v.fields.length) body.call("", "self.upsert", ["update", s(v.role), "&[]"], "");
        else {
          body.line("self.upsert(");
          body.line("    update,");
          body.line(`    ${s(v.role)},`);
          body.lines.push(`${fieldArray(v.fields).replace(/^&\[/, `${body.indent}    &[`)},`);
          body.line(")");
        }
        break;
      case "upsert-entity":
      case "patch-entity": {
        const e = r.entities.find((x) => x.name === v.entity);
        const k = e?.kind === "keyed" ? e.key : "";
        what = `${v.kind === "upsert-entity" ? `creates or updates a \`${v.entity}\`` : `updates an existing \`${v.entity}\``}${from(v.value)}`;
        if (v.fixed.length) {
          what += `; its ${v.fixed.map((f) => `\`${f}\``).join(", ")} is fixed by the update that creates it`;
          body.call(
            "",
            "self.fix_entity",
            [tag, "update", s(v.entity), s(k), `&[${v.fixed.map((f) => s(f)).join(", ")}]`],
            "?;",
          );
        }
        body.line("self.merge_entity(");
        body.line(`    ${tag},`);
        body.line(`    ${record(v.value)},`);
        body.line(`    ${s(v.entity)},`);
        body.line(`    ${s(k)},`);
        body.lines.push(`${fieldArray(v.fields).replace(/^&\[/, `${body.indent}    &[`)},`);
        body.line(`    ${v.kind === "upsert-entity"},`);
        body.line(")");
        break;
      }
      case "replace":
        if (v.value === null) {
          what = `replaces \`${v.entity}\``;
          body.call("", "self.replace", ["update", s(v.entity), s(r.tagField)], ";");
        } else {
          what = `replaces \`${v.entity}\` with its \`${v.value.join(".")}\``;
          body.call("", "self.replace_value", [s(v.entity), `&${valueAt(v.value)}`], ";");
        }
        body.line("Ok(())");
        break;
      case "upsert-single":
        what = `merges into \`${v.entity}\`${from(v.value)}`;
        body.line("self.merge_single(");
        body.line(`    ${record(v.value)},`);
        body.line(`    ${s(v.entity)},`);
        body.lines.push(`${fieldArray(v.fields).replace(/^&\[/, `${body.indent}    &[`)},`);
        body.line(");");
        body.line("Ok(())");
        break;
      case "replace-entity":
        what = `replaces the \`${v.entity}\` entity its \`${v.value.join(".")}\` names`;
        body.call("", "self.replace_entity", [tag, record(v.value), s(v.entity), s(v.key)], "");
        break;
      case "remove-entity":
        what = `removes the \`${v.entity}\` entity it names`;
        body.call("", "self.remove_entity", [tag, "update", s(v.entity), s(v.key)], "");
        break;
      case "append-entity": {
        what = `appends its \`${v.value.join(".")}\` to the \`${v.field.join(".")}\` of the \`${v.entity}\` entity it names`;
        const mode = v.mode === "item" ? "Item" : v.mode === "items" ? "Items" : "Text";
        body.line("self.append_entity(");
        body.line(`    ${tag},`);
        body.line("    update,");
        body.line("    AppendTo {");
        body.line(`        entity: ${s(v.entity)},`);
        body.line(`        key: ${s(v.key)},`);
        body.line(`        field: ${pathArg(v.field)},`);
        body.line(`        mode: AppendMode::${mode},`);
        body.line(`        initial: &serde_json::json!(${jsonTokens(Object.fromEntries(v.initial))}),`);
        body.line("    },");
        body.line(`    &${valueAt(v.value)},`);
        body.line(")");
        break;
      }
      case "ignore":
        takes = false;
        what = "changes nothing";
        body.line("self.ignore();");
        body.line("Ok(())");
        break;
      default: {
        const _: never = v;
        return _;
      }
    }
    out.push(...doc(`\`${v.tag}\`: ${what}.`, "    "));
    out.push(
      signature(
        "    ",
        `fn ${names[i]}`,
        ["&mut self", ...(takes ? ["update: &Value"] : [])],
        "Result<(), ReduceError>",
      ),
    );
    out.push(...body.lines);
    out.push("    }");
  });
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
  if (!r.variants.length) {
    // No variant changes the state: the update is only checked.
    out.push("        self.update(value)?;");
    out.push("        self.other();");
    out.push("        Ok(())");
  } else {
    out.push("        let update = &self.update(value)?;");
    out.push(`        let tag = update.get(${s(r.tagField)}).and_then(Value::as_str);`);
    out.push("        match tag.unwrap_or_default() {");
    r.variants.forEach((v, i) => {
      const takes = v.kind !== "clear-last" && v.kind !== "ignore";
      const arm = `            ${s(v.tag)} => self.${names[i]}(${takes ? "update" : ""}),`;
      if (arm.length <= MAX_WIDTH) out.push(arm);
      else
        out.push(
          `            ${s(v.tag)} => {`,
          `                self.${names[i]}(${takes ? "update" : ""})`,
          "            }",
        );
    });
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
    converters: ir.converters.map((c) => rustConverter(converterPlan(c))).join("\n\n"),
    reducers: ir.reducers.map(rustReducer).join("\n\n"),
  };
}
