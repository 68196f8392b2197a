/**
 * The Python behaviour emitter: each converter as a class extending the
 * runtime's `ConverterBase`, with one method per rule and a `match` on the
 * source type; each reducer as a class extending `ReducerBase`, with one
 * method per variant. Values are JSON data, `ABSENT` for a missing one. The
 * code is laid out as ruff formats it (the package's format check reads it):
 * every value gets its own assignment, so lines stay short.
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
import { pythonFieldIdent } from "./names.js";
import { pyString, pyWidth } from "./view.js";

const LINE = 100;
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
    const flat = args.join(", ");
    const one = `${this.indent}${head}${callee}(${flat})${tail}`;
    if (pyWidth(one) <= LINE) {
      this.lines.push(one);
      return;
    }
    const hug = `${this.indent}    ${flat}`;
    this.lines.push(`${this.indent}${head}${callee}(`);
    if (pyWidth(hug) <= LINE) this.lines.push(hug);
    else for (const a of args) this.lines.push(`${this.indent}    ${a},`);
    this.lines.push(`${this.indent})${tail}`);
  }

  /** Assigns a call's result to a fresh variable. */
  bind(callee: string, args: readonly string[]): string {
    const v = this.fresh();
    this.call(`${v} = `, callee, args, "");
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

const pathArgs = (steps: readonly string[]): string[] => steps.map(s);

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

interface Ctx {
  readonly state: ReadonlyMap<string, string>;
}

function expr(e: Expr, b: Block, cx: Ctx): string {
  switch (e.kind) {
    case "input":
      return b.bind("at", ["data", ...pathArgs(e.path)]);
    case "item":
      return "item";
    case "const": {
      const text = literal(e.value);
      if (e.value === null || typeof e.value !== "object") return text;
      const v = b.fresh();
      b.line(`${v}: Any = ${text}`);
      return v;
    }
    case "state": {
      const attr = `self.${cx.state.get(e.name)!}`;
      return e.path.length ? b.bind("at", [attr, ...pathArgs(e.path)]) : attr;
    }
    case "mint":
      return b.bind("self._mint", [s(e.option)]);
    case "output":
      return e.path.length ? b.bind("at", ["output", ...pathArgs(e.path)]) : "output";
    case "coalesce": {
      const first = expr(e.items[0]!, b, cx);
      const v = b.bind("non_null", [first]);
      for (const x of e.items.slice(1)) {
        b.line(`if ${v} is ABSENT:`);
        const inner = b.child();
        const next = expr(x, inner, cx);
        inner.call(`${v} = `, "non_null", [next], "");
        b.lines.push(...inner.lines);
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
      const flat = `${v} = ${a} if ${c} else ${n}`;
      if (!yes.lines.length && !no.lines.length && pyWidth(`${b.indent}${flat}`) <= LINE) {
        b.line(flat);
        return v;
      }
      b.line(`if ${c}:`);
      b.lines.push(...yes.lines);
      yes.lines.length = 0;
      yes.line(`${v} = ${a}`);
      b.lines.push(...yes.lines);
      b.line("else:");
      b.lines.push(...no.lines);
      no.lines.length = 0;
      no.line(`${v} = ${n}`);
      b.lines.push(...no.lines);
      return v;
    }
    case "object": {
      const o = b.fresh("o");
      b.line(`${o}: dict[str, Any] = {}`);
      for (const [k, x] of e.entries) {
        const v = expr(x, b, cx);
        b.call("", "put", [o, s(k), v], "");
      }
      return o;
    }
    case "list": {
      const items = e.items.map((x) => expr(x, b, cx));
      return b.bind("present", [`[${items.join(", ")}]`]);
    }
    case "convert": {
      const v = expr(e.value, b, cx);
      if (e.many) return b.bind("self._convert_many", [s(e.type), v]);
      const all = b.bind("self._convert_one", [s(e.type), v]);
      return b.bind("single", [all]);
    }
    case "gitPatch": {
      const p = expr(e.path, b, cx);
      const o = expr(e.old, b, cx);
      const n = expr(e.new, b, cx);
      return b.bind("git_patch_of", [p, o, n]);
    }
    default: {
      const _: never = e;
      return _;
    }
  }
}

function cond(c: Cond, b: Block, cx: Ctx): string {
  switch (c.kind) {
    case "is":
      return b.bind(TESTS[c.test], [expr(c.of, b, cx)]);
    case "equals": {
      const x = expr(c.a, b, cx);
      const y = expr(c.b, b, cx);
      return b.bind("same", [x, y]);
    }
    case "in":
      return b.bind("in_set", [`self.${cx.state.get(c.set)!}`, expr(c.of, b, cx)]);
    case "option":
      return b.bind("self._option", [s(c.name)]);
    case "all":
    case "any": {
      // Each part runs only when the parts before it leave the answer open.
      const first = cond(c.items[0]!, b, cx);
      if (c.items.length === 1) return first;
      const v = b.fresh("c");
      b.line(`${v} = ${first}`);
      for (const x of c.items.slice(1)) {
        b.line(`if ${c.kind === "all" ? "" : "not "}${v}:`);
        const inner = b.child();
        const next = cond(x, inner, cx);
        inner.line(`${v} = ${next}`);
        b.lines.push(...inner.lines);
      }
      return v;
    }
    case "not":
      return `not ${cond(c.cond, b, cx)}`;
    default: {
      const _: never = c;
      return _;
    }
  }
}

/** Python expressions and conditions: each writes the statements it needs into the block and gives a short expression. */
export const pythonExpr: ExprEmitter<{ readonly block: Block; readonly cx: Ctx }> = {
  expr: (e, scope) => expr(e, scope.block, scope.cx),
  cond: (c, scope) => cond(c, scope.block, scope.cx),
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

const ruleMethod = (p: RulePlan): string => `_${p.nameWords.join("_")}`;

/** A `def` line in ruff's layout: one line, else the parameters on one indented line, else one per line. */
function pyDef(indent: string, name: string, params: readonly string[], ret: string): string {
  const one = `${indent}def ${name}(${params.join(", ")}) -> ${ret}:`;
  if (pyWidth(one) <= LINE) return one;
  const hug = `${indent}    ${params.join(", ")}`;
  if (pyWidth(hug) <= LINE) return `${indent}def ${name}(\n${hug}\n${indent}) -> ${ret}:`;
  return `${indent}def ${name}(\n${params.map((p) => `${indent}    ${p},`).join("\n")}\n${indent}) -> ${ret}:`;
}

function emitBody(p: RulePlan, e: EmitProgram, target: EmitTarget, b: Block, cx: Ctx, sourceTag: string | null): void {
  const id = s(p.rule.id);
  b.declare("out", "dict[str, Any]", "{}");
  if (target.kind === "type" && target.tagField !== undefined && target.tag !== undefined)
    b.line(`out[${s(target.tagField)}] = ${target.tag === "*" || target.tag === sourceTag ? "tag" : s(target.tag)}`);
  if (e.copy) {
    const drop = e.drop.length === 1 ? `(${s(e.drop[0]!)},)` : `(${e.drop.map(s).join(", ")})`;
    const rename = `{${e.rename.map(([a, c]) => `${s(a)}: ${s(c)}`).join(", ")}}`;
    b.call("", "copy_fields", ["out", "data", "tag_field", drop, rename], "");
  }
  const fans = e.set.some(([, x]) => x.kind === "convert" && !x.many);
  if (fans) b.line("outs = [out]");
  for (const [field, x] of e.set) {
    if (fans && x.kind === "convert" && !x.many) {
      const v = expr(x.value, b, cx);
      const choices = b.bind("self._convert_one", [s(x.type), v]);
      b.call("outs = ", "fan_out", ["outs", s(field), choices], "");
    } else if (fans) {
      const v = expr(x, b, cx);
      b.call("", "put_all", ["outs", s(field), v], "");
    } else {
      const v = expr(x, b, cx);
      b.call("", "put", ["out", s(field), v], "");
    }
  }
  const check = (v: string): [string, string[]] =>
    target.kind === "method"
      ? ["self._check_method", [id, s(target.method), s(target.params), v]]
      : ["self._check", [id, s(target.type), v]];
  if (fans) {
    b.line("for o in outs:");
    const inner = b.child();
    const [callee, args] = check("o");
    const r = inner.bind(callee, args);
    inner.line(`outputs.append(${r})`);
    b.lines.push(...inner.lines);
  } else {
    const [callee, args] = check("out");
    const r = b.bind(callee, args);
    b.line(`outputs.append(${r})`);
  }
}

function emitBlock(p: RulePlan, e: EmitProgram, b: Block, cx: Ctx): void {
  const forEach = (target: EmitTarget, blk: Block, sourceTag: string | null): void => {
    if (e.forEach === undefined) {
      emitBody(p, e, target, blk, cx, sourceTag);
      return;
    }
    const item = e.set.some(([, x]) => mentions(x, "item")) ? "item" : "_item";
    const list = blk.bind("at", ["data", ...pathArgs(e.forEach)]);
    const items = blk.bind("list_at", [s(p.rule.id), list, s(e.forEach.join("."))]);
    blk.line(`for ${item} in ${items}:`);
    const inner = blk.child();
    emitBody(p, e, target, inner, cx, sourceTag);
    blk.lines.push(...inner.lines);
  };
  if (e.to.kind === "single") {
    forEach(e.to.target, b, null);
    return;
  }
  // Tags whose outputs are written alike share a case (one function: the names run on across cases).
  const names = b.shared();
  const groups: { tags: string[]; body: string[] }[] = [];
  let other: EmitTarget | null = null;
  for (const [tag, target] of e.to.targets) {
    if (tag === "*") {
      other = target;
      continue;
    }
    const inner = new Block(`${b.indent}        `, names);
    forEach(target, inner, tag);
    const same = groups.find((g) => unnumbered(g.body) === unnumbered(inner.lines));
    if (same) same.tags.push(tag);
    else groups.push({ tags: [tag], body: inner.lines });
  }
  b.line("match tag:");
  for (const g of groups) {
    for (const head of casePatterns(b.indent, g.tags)) {
      b.line(`    ${head}`);
      b.lines.push(...g.body);
    }
  }
  b.line("    case _:");
  if (other) {
    const inner = new Block(`${b.indent}        `, names);
    inner.line("if not isinstance(tag, str):");
    inner.line(`    raise self._unpaired(${s(p.rule.id)})`);
    forEach(other, inner, null);
    b.lines.push(...inner.lines);
  } else b.line(`        raise self._unpaired(${s(p.rule.id)})`);
}

/** Lines with their variable numbers taken out, to compare bodies. */
const unnumbered = (lines: readonly string[]): string =>
  lines
    .join("\n")
    .replace(/"(?:[^"\\]|\\.)*"|\b([voclt])\d+\b/g, (w, p: string | undefined) => (p === undefined ? w : p));

/** `case "a" | "b":` lines for tags sharing a body: one case when it fits, else one case per tag. */
function casePatterns(indent: string, tags: readonly string[]): string[] {
  const one = `case ${tags.map(s).join(" | ")}:`;
  if (pyWidth(`${indent}    ${one}`) <= LINE) return [one];
  return tags.map((t) => `case ${s(t)}:`);
}

function ruleFunction(p: RulePlan, cx: Ctx): string {
  const r = p.rule;
  const b = new Block("        ", { n: 0, typed: new Set() });
  if (p.usesTag) b.line("tag = data.get(tag_field) if tag_field else None");
  const effects = (): void => {
    for (const e of r.effects) {
      let blk = b;
      if (e.if !== undefined) {
        const c = cond(e.if, b, cx);
        b.line(`if ${c}:`);
        blk = b.child();
      }
      const v = expr(e.value, blk, cx);
      const attr = `self.${cx.state.get(e.state)!}`;
      if (e.kind === "set") blk.call(`${attr} = `, "or_null", [v], "");
      else blk.call("", e.kind === "add" ? "add_to" : "remove_from", [attr, v], "");
      if (blk !== b) b.lines.push(...blk.lines);
    }
  };
  if (r.fail !== undefined) {
    effects();
    const parts: string[] = [];
    for (const part of r.fail) {
      if (typeof part === "string") parts.push(s(part));
      else {
        const v = b.bind("at", ["data", ...pathArgs(part)]);
        parts.push(b.bind("text_of", [v]));
      }
    }
    const message = parts.length === 1 ? parts[0]! : b.bind('"".join', [`[${parts.join(", ")}]`]);
    b.call("raise ", "ConversionError", [s(r.id), message], "");
  } else {
    b.line("outputs: list[Any] = []");
    for (const e of r.emit) emitBlock(p, e, b, cx);
    if (p.readsOutput) b.line("output = output_of(outputs)");
    effects();
    b.line("return outputs");
  }
  const params = ["self", "data: dict[str, Any]", ...(p.usesTagField ? ["tag_field: str | None"] : [])];
  return [
    pyDef("    ", ruleMethod(p), params, "list[Any]"),
    ...docstring(`Rule \`\`${r.id}\`\` (${r.where}): ${r.reason}`, "        "),
    ...b.lines,
  ].join("\n");
}

/** The name of the class a converter's rules are emitted as. */
export const pythonConverterName = (from: string, to: string): string => `${pascalCase(from)}To${pascalCase(to)}Rules`;
/** The name of the class a reducer is emitted as. */
export const pythonReducerName = (version: string): string => `${pascalCase(version)}ReducerRules`;

function tries(
  candidates: readonly { readonly rule: RulePlan; readonly unknownTags: readonly string[] | null }[],
  tagField: string | null,
  b: Block,
  cx: Ctx,
  otherwise: string,
): void {
  for (const c of candidates) {
    const p = c.rule;
    const args = ["data", ...(p.usesTagField ? [tagField === null ? "None" : s(tagField)] : [])];
    const run = (body: Block): void => {
      const outputs = body.bind(`self.${ruleMethod(p)}`, args);
      body.call("return ", "self._ran", [s(p.rule.id), outputs], "");
    };
    if (c.unknownTags === null && p.rule.guard === undefined) {
      run(b);
      return;
    }
    let blk = b;
    if (c.unknownTags !== null) {
      const known = b.tuple(c.unknownTags.map(s));
      const t = b.bind("is_unknown_tag", ["tag", known]);
      b.line(`if ${t}:`);
      blk = b.child();
    }
    let body = blk;
    if (p.rule.guard !== undefined) {
      const g = cond(p.rule.guard, blk, cx);
      blk.line(`if ${g}:`);
      body = blk.child();
    }
    run(body);
    if (body !== blk) blk.lines.push(...body.lines);
    if (blk !== b) b.lines.push(...blk.lines);
  }
  b.line(otherwise);
}

/** A converter's rules as a Python class extending the runtime's `ConverterBase`. */
export function pythonConverter(plan: ConverterPlan): string {
  const c = plan.program;
  const name = pythonConverterName(c.from, c.to);
  const state = new Map(c.state.map((x, i) => [x.name, stateAttr(x.name, i)]));
  const cx: Ctx = { state };
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
  // One function: its names run on across cases (mypy gives each name one type).
  const names = { n: 0, typed: new Set<string>() };
  if (plan.types.length) {
    out.push("        match type_name:");
    for (const t of plan.types) {
      out.push(`            case ${s(t.type)}:`);
      const b = new Block("                ", names);
      const tf = t.union?.tagField ?? null;
      const noRule = `raise self._no_rule(type_name, ${t.union ? "tag" : "None"})`;
      if (t.union) b.line(`tag = data.get(${s(t.union.tagField)})`);
      const others = t.others.map((o) => ({ rule: o.rule, unknownTags: o.unknownTagOnly ? t.union!.tags : null }));
      if (t.cases.length) {
        b.line("match tag:");
        const groups: { tags: string[]; lines: string[] }[] = [];
        for (const cs of t.cases) {
          const inner = new Block(`${b.indent}        `, names);
          tries(
            cs.candidates.map((rule) => ({ rule, unknownTags: null })),
            tf,
            inner,
            cx,
            noRule,
          );
          const same = groups.find((g) => unnumbered(g.lines) === unnumbered(inner.lines));
          if (same) same.tags.push(cs.tag);
          else groups.push({ tags: [cs.tag], lines: inner.lines });
        }
        for (const g of groups) {
          for (const head of casePatterns(b.indent, g.tags)) {
            b.line(`    ${head}`);
            b.lines.push(...g.lines);
          }
        }
        const rest = new Block(`${b.indent}        `, names);
        tries(others, tf, rest, cx, noRule);
        b.line("    case _:");
        b.lines.push(...rest.lines);
      } else tries(others, tf, b, cx, noRule);
      out.push(...b.lines);
    }
  }
  out.push("        raise self._no_rule(type_name, None)");
  out.push("");
  out.push("    def convert_method(self, message: MethodMessage) -> list[MethodMessage]:");
  out.push('        """Converts a method call or notification (``{"method", "params"}``)."""');
  out.push('        method = message["method"]');
  const methodNames = { n: 0, typed: new Set<string>() };
  if (plan.methods.length) {
    out.push("        match method:");
    for (const m of plan.methods) {
      out.push(`            case ${s(m.method)}:`);
      const b = new Block("                ", methodNames);
      b.call("data = ", "self._params", ["message", s(m.params)], "");
      tries(
        m.candidates.map((rule) => ({ rule, unknownTags: null })),
        null,
        b,
        cx,
        "raise self._no_method_rule(method, True)",
      );
      out.push(...b.lines);
    }
  }
  out.push("        raise self._no_method_rule(method, False)");
  for (const p of plan.rules) out.push("", ruleFunction(p, cx));
  return out.join("\n");
}

/** A reducer as a Python class extending the runtime's `ReducerBase`: one method per variant. */
export function pythonReducer(r: ReducerProgram): string {
  const name = pythonReducerName(r.version);
  const out: string[] = [];
  out.push(`class ${name}(ReducerBase):`);
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
  const used = new Set<string>();
  const names = r.variants.map((v, i) => {
    let n = ["_on", ...words(v.tag)].join("_");
    if (n === "_on" || used.has(n)) n = `_on_variant_${i + 1}`;
    used.add(n);
    return n;
  });
  out.push("");
  out.push("    def apply(self, value: object) -> None:");
  out.push('        """Applies one update given as JSON. Raises ``DecodeError`` (a ``ValueError``) for an');
  out.push('        invalid update and ``ReduceError`` for one that cannot be applied."""');
  out.push("        update = self._update(value)");
  out.push(`        match update.get(${s(r.tagField)}):`);
  r.variants.forEach((v, i) => {
    out.push(`            case ${s(v.tag)}:`);
    out.push(`                self.${names[i]}(update)`);
  });
  out.push("            case _:");
  out.push("                # An unknown variant of an open union: no state changes.");
  out.push("                self._other()");
  const fieldList = (fs: readonly { name: string; patch: boolean; list: boolean }[], b: Block): string => {
    const items = fs.map(
      (f) => `{"name": ${s(f.name)}, "patch": ${f.patch ? "True" : "False"}, "list": ${f.list ? "True" : "False"}}`,
    );
    const v = "fields";
    const flat = `${v}: list[MergeField] = [${items.join(", ")}]`;
    if (pyWidth(`${b.indent}${flat}`) <= LINE) b.line(flat);
    else {
      b.line(`${v}: list[MergeField] = [`);
      for (const x of items) b.line(`    ${x},`);
      b.line("]");
    }
    return v;
  };
  // A value at a payload path (validation made every step one the payload always has).
  const valueAt = (path: readonly string[]): string => `update${path.map((p) => `[${s(p)}]`).join("")}`;
  const from = (path: readonly string[]): string => (path.length ? ` from its \`\`${path.join(".")}\`\`` : "");
  r.variants.forEach((v, i) => {
    out.push("");
    const body = new Block("        ", { n: 0 });
    const tag = s(v.tag);
    let what: string;
    switch (v.kind) {
      case "append":
        what = `appends its \`\`${v.field}\`\` to the \`\`${v.role}\`\` message it names, or to the one being streamed`;
        body.call("", "self._append", ["update", s(v.role), s(v.field)], "");
        break;
      case "clear-last":
        what = `clears the \`\`${v.field}\`\` of the last streamed \`\`${v.role}\`\` message`;
        body.call("", "self._clear_last", [tag, s(v.role), s(v.field)], "");
        break;
      case "upsert": {
        what = `creates or updates the \`\`${v.role}\`\` message it names`;
        const f = fieldList(v.fields, body);
        body.call("", "self._upsert", ["update", s(v.role), f], "");
        break;
      }
      case "upsert-entity":
      case "patch-entity": {
        const e = r.entities.find((x) => x.name === v.entity);
        const k = e?.kind === "keyed" ? e.key : "";
        what = `${v.kind === "upsert-entity" ? `creates or updates a \`\`${v.entity}\`\`` : `updates an existing \`\`${v.entity}\`\``}${from(v.value)}`;
        if (v.fixed.length) {
          what += `; its ${v.fixed.map((x) => `\`\`${x}\`\``).join(", ")} is fixed by the update that creates it`;
          body.call(
            "",
            "self._fix_entity",
            [tag, "update", s(v.entity), s(k), `[${v.fixed.map((x) => s(x)).join(", ")}]`],
            "",
          );
        }
        const f = fieldList(v.fields, body);
        body.call(
          "",
          "self._merge_entity",
          [tag, valueAt(v.value), s(v.entity), s(k), f, v.kind === "upsert-entity" ? "True" : "False"],
          "",
        );
        break;
      }
      case "replace":
        if (v.value === null) {
          what = `replaces \`\`${v.entity}\`\``;
          body.call("", "self._replace", ["update", s(v.entity), s(r.tagField)], "");
        } else {
          what = `replaces \`\`${v.entity}\`\` with its \`\`${v.value.join(".")}\`\``;
          body.call("", "self._replace_value", [s(v.entity), valueAt(v.value)], "");
        }
        break;
      case "upsert-single": {
        what = `merges into \`\`${v.entity}\`\`${from(v.value)}`;
        const f = fieldList(v.fields, body);
        body.call("", "self._merge_single", [valueAt(v.value), s(v.entity), f], "");
        break;
      }
      case "replace-entity":
        what = `replaces the \`\`${v.entity}\`\` entity its \`\`${v.value.join(".")}\`\` names`;
        body.call("", "self._replace_entity", [tag, valueAt(v.value), s(v.entity), s(v.key)], "");
        break;
      case "remove-entity":
        what = `removes the \`\`${v.entity}\`\` entity it names`;
        body.call("", "self._remove_entity", [tag, "update", s(v.entity), s(v.key)], "");
        break;
      case "append-entity": {
        what = `appends its \`\`${v.value.join(".")}\`\` to the \`\`${v.field.join(".")}\`\` of the \`\`${v.entity}\`\` entity it names`;
        const items = [
          `"entity": ${s(v.entity)}`,
          `"key": ${s(v.key)}`,
          `"field": [${v.field.map(s).join(", ")}]`,
          `"mode": ${s(v.mode)}`,
          `"initial": ${literal(Object.fromEntries(v.initial))}`,
        ];
        const flat = `to: AppendTo = {${items.join(", ")}}`;
        if (pyWidth(`${body.indent}${flat}`) <= LINE) body.line(flat);
        else {
          body.line("to: AppendTo = {");
          for (const x of items) body.line(`    ${x},`);
          body.line("}");
        }
        body.call("", "self._append_entity", [tag, "update", "to", valueAt(v.value)], "");
        break;
      }
      case "ignore":
        what = "changes nothing";
        body.line("self._ignore()");
        break;
      default: {
        const _: never = v;
        return _;
      }
    }
    const unused = v.kind === "clear-last" || v.kind === "ignore";
    out.push(pyDef("    ", names[i]!, ["self", `${unused ? "_update" : "update"}: dict[str, Any]`], "None"));
    out.push(...docstring(`\`\`${v.tag}\`\`: ${what}.`, "        "));
    out.push(...body.lines);
  });
  return out.join("\n");
}

/** Every converter's and reducer's class, as Python. */
export function pythonBehaviour(ir: BehaviourIR): { converters: string; reducers: string } {
  return {
    converters: ir.converters.map((c) => pythonConverter(converterPlan(c))).join("\n\n\n"),
    reducers: ir.reducers.map(pythonReducer).join("\n\n\n"),
  };
}

/** The names of the Python runtime's behaviour module emitted code may use. */
const PY_PRIMITIVES = [
  "ABSENT",
  "AppendTo",
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
