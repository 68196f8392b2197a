/**
 * The TypeScript behaviour emitter: each converter as a class with one method
 * per rule and a `switch` on the source type, tag and method; each reducer as
 * a class with one method per variant. The code calls the primitives of the
 * TypeScript runtime's behaviour.ts (`at`, `jsonEqual`, `ConverterBase`, ...).
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

const q = (s: string): string => JSON.stringify(s);
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A member access: `o.name`, or `o["name"]` when the name is not a plain identifier. */
const member = (o: string, name: string): string =>
  IDENT.test(name) && name !== "__proto__" ? `${o}.${name}` : `${o}[${q(name)}]`;
/** A key of an object literal (computed for `__proto__`, which would set the prototype). */
const key = (name: string): string => (name === "__proto__" ? `[${q(name)}]` : IDENT.test(name) ? name : q(name));

/** A doc comment, wrapped; spec text cannot close it. */
function doc(lines: readonly string[], indent: string): string {
  const safe = lines.flatMap((l) => wrap(l, 100 - indent.length)).map((l) => l.replace(/\*\//g, "*\\/"));
  if (safe.length === 1) return `${indent}/** ${safe[0]} */`;
  return `${indent}/**\n${safe.map((l) => `${indent} *${l ? ` ${l}` : ""}`).join("\n")}\n${indent} */`;
}

const TESTS: { readonly [T in ValueTest]: string } = {
  absent: "isAbsent",
  null: "isNull",
  "absent-or-null": "isAbsentOrNull",
  set: "isSet",
  string: "isString",
  empty: "isEmptyList",
  "non-empty": "isNonEmptyList",
};

/** A JSON constant as a literal (a fresh value each time it runs; `__proto__` is a computed key, an ordinary field). */
function literal(v: JsonConst): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${(v as readonly JsonConst[]).map(literal).join(", ")}]`;
  const entries = Object.entries(v as { readonly [key: string]: JsonConst });
  return entries.length ? `{ ${entries.map(([k, x]) => `${key(k)}: ${literal(x)}`).join(", ")} }` : "{}";
}

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

const path = (steps: readonly string[]): string => steps.map(q).join(", ");

/** An expression whose TypeScript type has no null or undefined (TypeScript refuses `??` after one). */
function neverNullish(e: Expr): boolean {
  switch (e.kind) {
    case "const":
      return e.value !== null;
    case "object":
    case "list":
    case "mint":
    case "gitPatch":
      return true;
    case "if":
      return neverNullish(e.then) && neverNullish(e.else);
    case "coalesce":
      return e.items.some(neverNullish);
    default:
      return false;
  }
}

/** TypeScript expressions; values are `Json | undefined` (undefined: absent). */
export const typescriptExpr: ExprEmitter<null> = {
  expr(e: Expr, s: null): string {
    switch (e.kind) {
      case "input":
        return `at(input, ${path(e.path)})`;
      case "item":
        return "item";
      case "const":
        return literal(e.value);
      case "state": {
        const v = member("this.state", e.name);
        return e.path.length ? `at(${v}, ${path(e.path)})` : v;
      }
      case "mint":
        return `this.mint(${q(e.option)})`;
      case "output":
        return e.path.length ? `at(output, ${path(e.path)})` : "output";
      case "coalesce": {
        // Items after one that is never null cannot be reached.
        const last = e.items.findIndex(neverNullish);
        const items =
          last < 0
            ? [...e.items.map((x) => this.expr(x, s)), "undefined"]
            : e.items.slice(0, last + 1).map((x) => this.expr(x, s));
        return items.length === 1 ? items[0]! : `(${items.join(" ?? ")})`;
      }
      case "if":
        return `(${this.cond(e.cond, s)} ? ${this.expr(e.then, s)} : ${this.expr(e.else, s)})`;
      case "object":
        return `objectOf([${e.entries.map(([k, x]) => `[${q(k)}, ${this.expr(x, s)}]`).join(", ")}])`;
      case "list":
        return `present([${e.items.map((x) => this.expr(x, s)).join(", ")}])`;
      case "convert":
        return e.many
          ? `this.convertMany(${q(e.type)}, ${this.expr(e.value, s)})`
          : `single(this.convertOne(${q(e.type)}, ${this.expr(e.value, s)}))`;
      case "gitPatch":
        return `gitPatchOf(${this.expr(e.path, s)}, ${this.expr(e.old, s)}, ${this.expr(e.new, s)})`;
      default: {
        const _: never = e;
        return _;
      }
    }
  },
  cond(c: Cond, s: null): string {
    switch (c.kind) {
      case "is":
        return `${TESTS[c.test]}(${this.expr(c.of, s)})`;
      case "equals":
        return `jsonEqual(${this.expr(c.a, s)}, ${this.expr(c.b, s)})`;
      case "in":
        return `inSet(${member("this.state", c.set)}, ${this.expr(c.of, s)})`;
      case "option":
        return `this.option(${q(c.name)})`;
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

const expr = (e: Expr): string => typescriptExpr.expr(e, null);
const cond = (c: Cond): string => typescriptExpr.cond(c, null);

const camel = (ws: readonly string[]): string =>
  ws.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("");
const ruleMethod = (p: RulePlan): string => camel(p.nameWords);

/** The name of the class a converter's rules are emitted as. */
export const converterClassName = (from: string, to: string): string => `${pascalCase(from)}To${pascalCase(to)}Rules`;
/** The name of the class a reducer is emitted as. */
export const reducerClassName = (version: string): string => `${pascalCase(version)}ReducerRules`;

/** The statements that push the outputs of one emit's target for the input (and the item) in hand. */
function emitBody(
  p: RulePlan,
  e: EmitProgram,
  target: EmitTarget,
  indent: string,
  sourceTag: string | null = null,
): string[] {
  const id = q(p.rule.id);
  const lines: string[] = [];
  const push = (l: string): void => void lines.push(`${indent}${l}`);
  const check = (v: string): string =>
    target.kind === "method"
      ? `this.checkMethod(${id}, ${q(target.method)}, ${q(target.params)}, ${v})`
      : `this.check(${id}, ${q(target.type)}, ${v})`;
  push("const out: Obj = {};");
  if (target.kind === "type" && target.tagField !== undefined && target.tag !== undefined)
    // A paired target of the source's own tag (or "*", an unknown variant passing through) keeps the tag.
    push(
      `setKey(out, ${q(target.tagField)}, ${target.tag === "*" || target.tag === sourceTag ? "tag as Json" : q(target.tag)});`,
    );
  if (e.copy) {
    const rename = e.rename.length ? `{ ${e.rename.map(([a, b]) => `${key(a)}: ${q(b)}`).join(", ")} }` : "{}";
    push(`copyFields(out, input, tagField, [${e.drop.map(q).join(", ")}], ${rename});`);
  }
  // A single value converted may give several: each gives an output.
  const fans = e.set.some(([, x]) => x.kind === "convert" && !x.many);
  if (fans) push("let outs: Obj[] = [out];");
  for (const [field, x] of e.set) {
    if (fans && x.kind === "convert" && !x.many)
      push(`outs = fanOut(outs, ${q(field)}, this.convertOne(${q(x.type)}, ${expr(x.value)}));`);
    else if (fans) {
      push(`{`);
      push(`  const value = ${expr(x)};`);
      push(`  for (const o of outs) put(o, ${q(field)}, value);`);
      push(`}`);
    } else push(`put(out, ${q(field)}, ${expr(x)});`);
  }
  if (fans) push(`for (const o of outs) outputs.push(${check("o")});`);
  else push(`outputs.push(${check("out")});`);
  return lines;
}

/** The statements of one emit: its target (by the source's tag, for a paired emit), each item of its list. */
function emitBlock(p: RulePlan, e: EmitProgram, indent: string): string[] {
  const forEach = (target: EmitTarget, ind: string, sourceTag: string | null = null): string[] => {
    if (e.forEach === undefined) return emitBody(p, e, target, ind, sourceTag);
    const item = e.set.some(([, x]) => mentions(x, "item")) ? "item" : "_item";
    return [
      `${ind}for (const ${item} of listAt(${q(p.rule.id)}, at(input, ${path(e.forEach)}), ${q(e.forEach.join("."))})) {`,
      ...emitBody(p, e, target, `${ind}  `, sourceTag),
      `${ind}}`,
    ];
  };
  if (e.to.kind === "single") return [`${indent}{`, ...forEach(e.to.target, `${indent}  `), `${indent}}`];
  // Tags whose outputs are written alike share a case.
  const groups: { tags: string[]; body: string[] }[] = [];
  let other: EmitTarget | null = null;
  for (const [tag, target] of e.to.targets) {
    if (tag === "*") {
      other = target;
      continue;
    }
    const body = forEach(target, `${indent}    `, tag);
    const same = groups.find((g) => g.body.join("\n") === body.join("\n"));
    if (same) same.tags.push(tag);
    else groups.push({ tags: [tag], body });
  }
  const out = [`${indent}switch (tag) {`];
  for (const g of groups) {
    out.push(...g.tags.slice(0, -1).map((t) => `${indent}  case ${q(t)}:`));
    out.push(`${indent}  case ${q(g.tags[g.tags.length - 1]!)}: {`, ...g.body, `${indent}    break;`, `${indent}  }`);
  }
  out.push(`${indent}  default: {`);
  if (other) {
    out.push(`${indent}    if (typeof tag !== "string") throw this.unpaired(${q(p.rule.id)});`);
    out.push(...forEach(other, `${indent}    `));
  } else out.push(`${indent}    throw this.unpaired(${q(p.rule.id)});`);
  out.push(`${indent}  }`, `${indent}}`);
  return out;
}

function ruleFunction(p: RulePlan): string {
  const r = p.rule;
  const id = q(r.id);
  const body: string[] = [];
  const ind = "    ";
  if (p.usesTag) body.push(`${ind}const tag = tagField === undefined ? undefined : input[tagField];`);
  const effects = (): void => {
    for (const e of r.effects) {
      const stmt =
        e.kind === "set"
          ? `${member("this.state", e.state)} = ${expr(e.value)}${neverNullish(e.value) || (e.value.kind === "const" && e.value.value === null) ? "" : " ?? null"};`
          : `${e.kind === "add" ? "addTo" : "removeFrom"}(${member("this.state", e.state)}, ${expr(e.value)});`;
      body.push(e.if === undefined ? `${ind}${stmt}` : `${ind}if (${cond(e.if)}) ${stmt}`);
    }
  };
  if (r.fail !== undefined) {
    effects();
    const message = r.fail
      .map((part) => (typeof part === "string" ? q(part) : `text(at(input, ${path(part)}))`))
      .join(" + ");
    body.push(`${ind}throw new ConversionError(${id}, ${message || '""'});`);
  } else {
    body.push(`${ind}const outputs: Json[] = [];`);
    for (const e of r.emit) body.push(...emitBlock(p, e, ind));
    if (p.readsOutput) body.push(`${ind}const output = outputOf(outputs);`);
    effects();
    body.push(`${ind}return outputs;`);
  }
  const params = `${p.readsInput || p.usesTag ? "input" : "_input"}: Obj${p.usesTagField ? ", tagField: string | undefined" : ""}`;
  const head = doc([`Rule \`${r.id}\` (${r.where}): ${r.reason}`], "  ");
  return `${head}\n  private ${ruleMethod(p)}(${params}): Json[] {\n${body.join("\n")}\n  }`;
}

/** The call of a candidate rule, returning its outputs. */
function call(p: RulePlan, tagField: string | null, cast: string): string {
  const args = p.usesTagField ? `input, ${tagField === null ? "undefined" : q(tagField)}` : "input";
  return `return this.ran(${q(p.rule.id)}, this.${ruleMethod(p)}(${args}))${cast};`;
}

/**
 * The tries of candidate rules in order, each under its guard; it stops after one that always applies.
 * `complete` says whether the last one always applies (nothing after it runs).
 */
function tries(
  candidates: readonly { readonly rule: RulePlan; readonly test: string | null }[],
  tagField: string | null,
  indent: string,
  cast = "",
): { lines: string[]; complete: boolean } {
  const lines: string[] = [];
  for (const c of candidates) {
    const tests = [c.test, c.rule.rule.guard === undefined ? null : cond(c.rule.rule.guard)].filter(
      (x): x is string => x !== null,
    );
    if (!tests.length) {
      lines.push(`${indent}${call(c.rule, tagField, cast)}`);
      return { lines, complete: true };
    }
    lines.push(`${indent}if (${tests.join(" && ")}) ${call(c.rule, tagField, cast)}`);
  }
  return { lines, complete: false };
}

/** A converter's rules as a TypeScript class extending the runtime's `ConverterBase`. */
export function typescriptConverter(plan: ConverterPlan): string {
  const c = plan.program;
  const name = converterClassName(c.from, c.to);
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
  const stateType = c.state.map((s) => `${key(s.name)}: ${s.kind === "set" ? "Set<string>" : "Json"}`).join("; ");
  const stateInit = c.state.map((s) => `${key(s.name)}: ${s.kind === "set" ? "new Set<string>()" : "null"}`).join(", ");
  out.push(`  /** The state the rules keep. */`);
  out.push(`  private readonly state: { ${stateType} } = { ${stateInit} };`);
  out.push("");
  out.push(`  /** \`options\` holds the converter's options, by their spec names. */`);
  out.push(`  constructor(host: BehaviourHost, options: object = {}) {`);
  out.push(`    super(${q(c.from)}, ${q(c.to)}, [${c.options.map((o) => q(o.name)).join(", ")}], host, options);`);
  out.push(`  }`);
  out.push("");
  out.push(`  /** Converts a value of the qualified source type (\`"${c.from}.Type"\`). */`);
  out.push(`  override convert(type: string, value: unknown): Json[] {`);
  out.push(`    const input = this.input(type, value);`);
  if (plan.types.length) {
    out.push(`    switch (type) {`);
    for (const t of plan.types) {
      out.push(`      case ${q(t.type)}: {`);
      const tf = t.union?.tagField ?? null;
      const known = t.union ? `[${t.union.tags.map(q).join(", ")}]` : "[]";
      const others = t.others.map((o) => ({
        rule: o.rule,
        test: o.unknownTagOnly ? `isUnknownTag(tag, ${known})` : null,
      }));
      if (t.union) out.push(`        const tag = input[${q(t.union.tagField)}];`);
      let complete: boolean;
      if (t.cases.length) {
        out.push(`        switch (tag) {`);
        // Tags with the same rules share a case.
        const groups: { tags: string[]; body: { lines: string[]; complete: boolean } }[] = [];
        for (const cs of t.cases) {
          const body = tries(
            cs.candidates.map((rule) => ({ rule, test: null })),
            tf,
            "            ",
          );
          const same = groups.find((g) => g.body.lines.join("\n") === body.lines.join("\n"));
          if (same) same.tags.push(cs.tag);
          else groups.push({ tags: [cs.tag], body });
        }
        for (const g of groups) {
          out.push(...g.tags.map((tag) => `          case ${q(tag)}:`), ...g.body.lines);
          if (!g.body.complete) out.push(`            break;`);
        }
        const rest = tries(others, tf, "            ");
        if (rest.lines.length) out.push(`          default:`, ...rest.lines);
        out.push(`        }`);
        complete = groups.every((g) => g.body.complete) && rest.complete;
      } else {
        const rest = tries(others, tf, "        ");
        out.push(...rest.lines);
        complete = rest.complete;
      }
      if (!complete) out.push(`        throw this.noRule(type, ${t.union ? "tag" : "undefined"});`);
      out.push(`      }`);
    }
    out.push(`    }`);
  }
  out.push(`    throw this.noRule(type, undefined);`);
  out.push(`  }`);
  out.push("");
  out.push(`  /** Converts a method call or notification (\`{ method, params }\`). */`);
  out.push(`  override convertMethod(message: MethodMessage): MethodMessage[] {`);
  if (plan.methods.length) {
    out.push(`    switch (message.method) {`);
    for (const m of plan.methods) {
      out.push(`      case ${q(m.method)}: {`);
      out.push(`        const input = this.params(message, ${q(m.params)});`);
      const body = tries(
        m.candidates.map((rule) => ({ rule, test: null })),
        null,
        "        ",
        " as unknown as MethodMessage[]",
      );
      out.push(...body.lines);
      if (!body.complete) out.push(`        throw this.noMethodRule(message.method, true);`);
      out.push(`      }`);
    }
    out.push(`    }`);
  }
  out.push(`    throw this.noMethodRule(message.method, false);`);
  out.push(`  }`);
  for (const p of plan.rules) out.push("", ruleFunction(p));
  out.push(`}`);
  return out.join("\n");
}

/** A reducer as a TypeScript class extending the runtime's `ReducerBase`: one method per variant. */
export function typescriptReducer(r: ReducerProgram): string {
  const name = reducerClassName(r.version);
  const out: string[] = [];
  const fields = (fs: readonly { name: string; patch: boolean; list: boolean }[]): string =>
    `[${fs.map((f) => `{ name: ${q(f.name)}, patch: ${f.patch}, list: ${f.list} }`).join(", ")}]`;
  out.push(doc([`The \`${r.union}\` reducer: one method per variant, picked by its \`${r.tagField}\`.`], ""));
  out.push(`class ${name} extends ReducerBase {`);
  out.push(`  constructor(host: BehaviourHost) {`);
  out.push(`    super(host, {`);
  out.push(`      union: ${q(r.union)},`);
  out.push(`      key: ${q(r.key)},`);
  out.push(`      listField: ${r.listField === null ? "null" : q(r.listField)},`);
  out.push(`      entities: [${r.entities.map((e) => `[${q(e.name)}, ${e.kind === "keyed"}]`).join(", ")}],`);
  out.push(`    });`);
  out.push(`  }`);
  out.push("");
  out.push(
    `  /** Applies one update given as JSON. Throws the host's error for an invalid update, ReduceError for one that cannot be applied. */`,
  );
  out.push(`  override apply(value: unknown): void {`);
  out.push(`    const update = this.update(value);`);
  out.push(`    switch (update[${q(r.tagField)}]) {`);
  const methodOf = (tag: string): string =>
    camel(["on", ...words(tag)].length > 1 ? ["on", ...words(tag)] : ["on", "variant"]);
  const used = new Set<string>();
  const names = r.variants.map((v, i) => {
    let n = methodOf(v.tag);
    if (used.has(n)) n = `${n}${i + 1}`;
    used.add(n);
    return n;
  });
  const takesUpdate = (v: (typeof r.variants)[number]): boolean => v.kind !== "clear-last" && v.kind !== "ignore";
  // A value at a payload path: validation made every step one the payload always has.
  const valueAt = (path: readonly string[]): string =>
    path.length ? `at(update, ${path.map(q).join(", ")})!` : "update";
  const record = (path: readonly string[]): string => (path.length ? `${valueAt(path)} as Obj` : "update");
  const from = (path: readonly string[]): string => (path.length ? ` from its \`${path.join(".")}\`` : "");
  r.variants.forEach((v, i) => {
    out.push(`      case ${q(v.tag)}:`);
    out.push(`        return this.${names[i]}(${takesUpdate(v) ? "update" : ""});`);
  });
  out.push(`      default:`);
  out.push(`        // An unknown variant of an open union: no state changes.`);
  out.push(`        return this.other();`);
  out.push(`    }`);
  out.push(`  }`);
  r.variants.forEach((v, i) => {
    out.push("");
    const tag = q(v.tag);
    let body: string;
    let what: string;
    switch (v.kind) {
      case "append":
        what = `appends its \`${v.field}\` to the \`${v.role}\` message it names, or to the one being streamed`;
        body = `this.append(update, ${q(v.role)}, ${q(v.field)});`;
        break;
      case "clear-last":
        what = `clears the \`${v.field}\` of the last streamed \`${v.role}\` message`;
        body = `this.clearLast(${tag}, ${q(v.role)}, ${q(v.field)});`;
        break;
      case "upsert":
        what = `creates or updates the \`${v.role}\` message it names`;
        body = `this.upsert(update, ${q(v.role)}, ${fields(v.fields)});`;
        break;
      case "upsert-entity":
      case "patch-entity": {
        const e = r.entities.find((x) => x.name === v.entity);
        const k = e?.kind === "keyed" ? e.key : "";
        what = `${v.kind === "upsert-entity" ? `creates or updates a \`${v.entity}\`` : `updates an existing \`${v.entity}\``}${from(v.value)}`;
        body = `this.mergeEntity(${tag}, ${record(v.value)}, ${q(v.entity)}, ${q(k)}, ${fields(v.fields)}, ${v.kind === "upsert-entity"});`;
        if (v.fixed.length) {
          what += `; its ${v.fixed.map((f) => `\`${f}\``).join(", ")} is fixed by the update that creates it`;
          body = `this.fixEntity(${tag}, update, ${q(v.entity)}, ${q(k)}, [${v.fixed.map((f) => q(f)).join(", ")}]);\n    ${body}`;
        }
        break;
      }
      case "upsert-single":
        what = `merges into \`${v.entity}\`${from(v.value)}`;
        body = `this.mergeSingle(${record(v.value)}, ${q(v.entity)}, ${fields(v.fields)});`;
        break;
      case "replace":
        what = `replaces \`${v.entity}\`${v.value === null ? "" : ` with its \`${v.value.join(".")}\``}`;
        body =
          v.value === null
            ? `this.replace(update, ${q(v.entity)}, ${q(r.tagField)});`
            : `this.replaceValue(${q(v.entity)}, ${valueAt(v.value)});`;
        break;
      case "replace-entity":
        what = `replaces the \`${v.entity}\` entity its \`${v.value.join(".")}\` names`;
        body = `this.replaceEntity(${tag}, ${valueAt(v.value)}, ${q(v.entity)}, ${q(v.key)});`;
        break;
      case "remove-entity":
        what = `removes the \`${v.entity}\` entity it names`;
        body = `this.removeEntity(${tag}, update, ${q(v.entity)}, ${q(v.key)});`;
        break;
      case "append-entity":
        what = `appends its \`${v.value.join(".")}\` to the \`${v.field.join(".")}\` of the \`${v.entity}\` entity it names`;
        body = `this.appendEntity(${tag}, update, ${q(v.entity)}, ${q(v.key)}, [${v.field.map(q).join(", ")}], ${valueAt(v.value)}, ${q(v.mode)}, ${literal(Object.fromEntries(v.initial))});`;
        break;
      case "ignore":
        what = "changes nothing";
        body = "this.ignore();";
        break;
      default: {
        const _: never = v;
        return _;
      }
    }
    out.push(doc([`\`${v.tag}\`: ${what}.`], "  "));
    out.push(`  private ${names[i]}(${takesUpdate(v) ? "update: Obj" : ""}): void {`);
    out.push(`    ${body}`);
    out.push(`  }`);
  });
  out.push(`}`);
  return out.join("\n");
}

/** The primitives of behaviour.ts the emitted code may call (imported by the generated modules). */
export const TS_PRIMITIVES = [
  "addTo",
  "at",
  "constant",
  "ConversionError",
  "ConverterBase",
  "copyFields",
  "fanOut",
  "gitPatchOf",
  "inSet",
  "isAbsent",
  "isAbsentOrNull",
  "isEmptyList",
  "isNonEmptyList",
  "isNull",
  "isSet",
  "isString",
  "isUnknownTag",
  "jsonEqual",
  "listAt",
  "objectOf",
  "outputOf",
  "present",
  "put",
  "ReducerBase",
  "removeFrom",
  "setKey",
  "single",
  "text",
] as const;

/** Code without its string literals and comments. */
function codeOnly(code: string): string {
  let out = "";
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (c === '"') {
      for (i++; i < code.length && code[i] !== '"'; i++) if (code[i] === "\\") i++;
      out += '""';
    } else if (c === "/" && code[i + 1] === "*") {
      const end = code.indexOf("*/", i + 2);
      i = end < 0 ? code.length : end + 1;
    } else if (c === "/" && code[i + 1] === "/") {
      const end = code.indexOf("\n", i);
      i = end < 0 ? code.length : end - 1;
    } else out += c;
  }
  return out;
}

/** The primitives a piece of emitted code calls, for its import list. */
export function primitivesUsed(code: string, names: readonly string[] = TS_PRIMITIVES): string[] {
  const bare = codeOnly(code);
  return names.filter((name) => new RegExp(`(?<![\\w.$])${name}\\b`).test(bare));
}

/** Every converter's and reducer's class, as TypeScript. */
export function typescriptBehaviour(ir: BehaviourIR): {
  converters: string;
  reducers: string;
} {
  return {
    converters: ir.converters.map((c) => typescriptConverter(converterPlan(c))).join("\n\n"),
    reducers: ir.reducers.map(typescriptReducer).join("\n\n"),
  };
}
