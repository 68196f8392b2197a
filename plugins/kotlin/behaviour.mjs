// @ts-check
// The Kotlin plugin's converters and reducers: a printer of the statement IR
// that acp-codegen lowers the spec's conversion rules and reducers to
// (`ctx.behaviour()`; `Stmt` and `SExpr` in acp-codegen/plugin). Each
// converter is a class extending the runtime's ConverterBase, with a `when`
// on the source type, tag or method and one function per rule; each reducer a
// class extending ReducerBase, with one function per variant. The printer
// writes what the statements say and decides nothing of the algorithm.
import { kdoc, pascal, str } from "./kotlin.mjs";

/** @typedef {import("acp-codegen/plugin").Stmt} Stmt */
/** @typedef {import("acp-codegen/plugin").SExpr} SExpr */
/** @typedef {import("acp-codegen/plugin").Failure} Failure */
/** @typedef {import("acp-codegen/plugin").ValueType} ValueType */
/** @typedef {import("acp-codegen/plugin").Primitive} Primitive */
/** @typedef {import("acp-codegen/plugin").ConverterStatements} ConverterStatements */
/** @typedef {import("acp-codegen/plugin").ReducerStatements} ReducerStatements */
/** @typedef {import("acp-codegen/plugin").LoweredBehaviour} LoweredBehaviour */

/** The Kotlin type of a local of each value type. */
const TYPES = /** @type {const} */ ({
  json: "JsonElement?",
  bool: "Boolean",
  text: "String",
  maybeText: "String?",
  object: "MutableMap<String, JsonElement>",
  objects: "List<MutableMap<String, JsonElement>>",
  values: "List<JsonElement?>",
  outputs: "MutableList<JsonElement>",
  texts: "List<String>",
  pairs: "List<Pair<String, String>>",
  fields: "List<MergeField>",
  set: "MutableSet<String>",
});

/** Primitives the runtime spells apart from their IR name (the IR's name is a Kotlin standard function's, or too short). */
const SPELLING = /** @type {{ readonly [P in Primitive]?: string }} */ ({
  concat: "concatText",
  listOf: "presentList",
  single: "singleValue",
  gitPatch: "gitPatchOf",
  put: "putField",
  check: "checkOutput",
  append: "appendMessage",
  replace: "replaceSingle",
  ignore: "ignoreUpdate",
});

/** A name's words as a Kotlin camelCase identifier (`["rule", "1", "tool", "call"]` -> `rule1ToolCall`). */
function camel(/** @type {readonly string[]} */ ws) {
  return ws
    .flatMap((w) => w.split(/[^A-Za-z0-9]+/).filter(Boolean))
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase()))
    .join("");
}

/** How the printer names the converter's state: `state<N>` by its position (the spec's name in its KDoc). */
const stateName = (/** @type {readonly { name: string }[]} */ state, /** @type {string} */ name) =>
  `state${state.findIndex((s) => s.name === name) + 1}`;

/** Prints the statements of one class (its state named by `state`, its rules by `ruleName`). */
class Printer {
  /**
   * @param {(name: string) => string} state
   * @param {(index: number) => string} ruleName
   */
  constructor(state, ruleName) {
    this.state = state;
    this.ruleName = ruleName;
  }

  /** @param {SExpr} e @returns {string} */
  expr(e) {
    switch (e.kind) {
      case "var":
        return e.name;
      case "text":
        return str(e.value);
      case "nothing":
      case "absent":
        return "null";
      case "texts":
        return e.values.length ? `listOf(${e.values.map(str).join(", ")})` : "emptyList()";
      case "pairs":
        return e.pairs.length
          ? `listOf(${e.pairs.map(([a, b]) => `${str(a)} to ${str(b)}`).join(", ")})`
          : "emptyList()";
      case "fields":
        return `listOf(${e.fields.map((f) => `MergeField(${str(f.name)}, ${f.patch}, ${f.list})`).join(", ")})`;
      case "bool":
        return String(e.value);
      case "json":
        return typeof e.value === "string"
          ? `JsonPrimitive(${str(e.value)})`
          : e.value === null
            ? "JsonNull"
            : `constant(${str(JSON.stringify(e.value))})`;
      case "state":
      case "stateSet":
        return this.state(e.name);
      case "not":
        return e.of.kind === "var" ? `!${this.expr(e.of)}` : `!(${this.expr(e.of)})`;
      case "call":
        return `${SPELLING[e.fn] ?? e.fn}(${e.args.map((a) => this.expr(a)).join(", ")})`;
      case "rule":
        return `${this.ruleName(e.index)}(${[e.data, ...(e.tagField ? [e.tagField] : [])].map((a) => this.expr(a)).join(", ")})`;
      default: {
        /** @type {never} */
        const never = e;
        return never;
      }
    }
  }

  /** @param {Failure} f @returns {string} */
  failure(f) {
    switch (f.kind) {
      case "rule":
        return `ConversionError(${str(f.rule)}, ${this.expr(f.message)})`;
      case "noRule":
        return `noRule(typeName, ${f.tag ? this.expr(f.tag) : "null"})`;
      case "noMethodRule":
        return "noMethodRule(method, true)";
      case "unpaired":
        return `unpaired(${str(f.rule)})`;
      default: {
        /** @type {never} */
        const never = f;
        return never;
      }
    }
  }

  /**
   * The lines of statements at an indent.
   * @param {readonly Stmt[]} body
   * @param {string} indent
   * @returns {string[]}
   */
  stmts(body, indent) {
    const out = [];
    const inner = `${indent}    `;
    for (const s of body) {
      switch (s.kind) {
        case "let":
          // A local assigned in each branch of the `if` after it is declared without a value.
          if (s.mutable && s.value.kind === "absent") out.push(`${indent}val ${s.name}: ${TYPES[s.type]}`);
          else out.push(`${indent}${s.mutable ? "var" : "val"} ${s.name}: ${TYPES[s.type]} = ${this.expr(s.value)}`);
          break;
        case "assign":
          out.push(`${indent}${s.name} = ${this.expr(s.value)}`);
          break;
        case "do":
          out.push(`${indent}${this.expr(s.call)}`);
          break;
        case "setState":
          out.push(`${indent}${this.state(s.name)} = ${this.expr(s.value)}`);
          break;
        case "if":
          out.push(`${indent}if (${this.expr(s.cond)}) {`, ...this.stmts(s.ifTrue, inner));
          if (s.ifFalse.length) out.push(`${indent}} else {`, ...this.stmts(s.ifFalse, inner));
          out.push(`${indent}}`);
          break;
        case "forEach":
          out.push(`${indent}for (${s.item} in ${this.expr(s.list)}) {`, ...this.stmts(s.body, inner), `${indent}}`);
          break;
        case "match":
          out.push(`${indent}when (tagText(${this.expr(s.on)})) {`);
          for (const c of s.cases) {
            out.push(`${inner}${c.tags.map(str).join(", ")} -> {`, ...this.stmts(c.body, `${inner}    `), `${inner}}`);
          }
          out.push(`${inner}else -> {`, ...this.stmts(s.otherwise, `${inner}    `), `${inner}}`, `${indent}}`);
          break;
        case "return":
          out.push(`${indent}return ${this.expr(s.value)}`);
          break;
        case "fail":
          out.push(`${indent}throw ${this.failure(s.failure)}`);
          break;
        default: {
          /** @type {never} */
          const never = s;
          return never;
        }
      }
    }
    return out;
  }
}

/** The name of the class a converter is written as: `V1ToV2Rules`. */
export const converterClass = (/** @type {string} */ from, /** @type {string} */ to) =>
  `${pascal(from)}To${pascal(to)}Rules`;

/** The name of the class a reducer is written as: `V2ReducerRules`. */
export const reducerClass = (/** @type {string} */ version) => `${pascal(version)}ReducerRules`;

/** One converter as a Kotlin class. */
function converterText(/** @type {ConverterStatements} */ c) {
  const p = c.plan.program;
  const state = (/** @type {string} */ name) => stateName(p.state, name);
  const rules = new Map(c.rules.map((r) => [r.plan.index, camel(r.plan.nameWords)]));
  const pr = new Printer(state, (i) => /** @type {string} */ (rules.get(i)));
  const name = converterClass(p.from, p.to);
  const out = [];
  out.push(
    kdoc(
      `The ${p.direction} conversion rules, in spec order: one function per rule, picked by the source's type, tag or method.\n\n` +
        `[options] holds the converter's options by their spec names (${p.options.length ? p.options.map((o) => `\`${o.name}\``).join(", ") : "none"}); ` +
        "one it does not declare is an error. [unstable] are the unstable features its inputs and outputs are read with.",
      "",
    ).trimEnd(),
  );
  out.push(`class ${name}(`);
  out.push("    options: Map<String, JsonElement> = emptyMap(),");
  out.push("    unstable: Set<String> = DEFAULT_UNSTABLE,");
  out.push(
    `) : ConverterBase(${str(p.from)}, ${str(p.to)}, ${p.options.length ? `listOf(${p.options.map((o) => str(o.name)).join(", ")})` : "emptyList()"}, options, unstable) {`,
  );
  p.state.forEach((s, i) => {
    out.push(
      kdoc(
        `The state \`${s.name}\` (${s.kind === "set" ? "a set of strings" : "a value, null until set"}).`,
        "    ",
      ).trimEnd(),
    );
    out.push(
      s.kind === "set"
        ? `    private val state${i + 1}: MutableSet<String> = mutableSetOf()`
        : `    private var state${i + 1}: JsonElement = JsonNull`,
    );
    out.push("");
  });
  out.push("    override fun convert(typeName: String, value: JsonElement?): List<JsonElement> {");
  out.push(c.types.length ? "        val data = input(typeName, value)" : "        input(typeName, value)");
  if (c.types.length) {
    out.push("        when (typeName) {");
    for (const t of c.types)
      out.push(`            ${str(t.type)} -> {`, ...pr.stmts(t.body, "                "), "            }");
    out.push("        }");
  }
  out.push("        throw noRule(typeName, null)");
  out.push("    }");
  out.push("");
  out.push("    override fun convertMethod(message: JsonElement): List<JsonElement> {");
  out.push("        val method = methodOf(message)");
  if (c.methods.length) {
    out.push("        when (method) {");
    for (const m of c.methods) {
      out.push(`            ${str(m.method)} -> {`);
      out.push(`                val data = params(message, ${str(m.params)})`);
      out.push(...pr.stmts(m.body, "                "), "            }");
    }
    out.push("        }");
  }
  out.push("        throw noMethodRule(method, false)");
  out.push("    }");
  for (const r of c.rules) {
    const rule = r.plan.rule;
    const params = ["data: JsonObject", ...(r.plan.usesTagField ? ["tagField: String?"] : [])];
    out.push("");
    out.push(kdoc(`Rule \`${rule.id}\` (${rule.where}): ${rule.reason}`, "    ").trimEnd());
    out.push(`    private fun ${rules.get(r.plan.index)}(${params.join(", ")}): List<JsonElement> {`);
    out.push(...pr.stmts(r.body, "        "));
    out.push("    }");
  }
  out.push("}");
  return out.join("\n");
}

/** One reducer as a Kotlin class. */
function reducerText(/** @type {ReducerStatements} */ r) {
  const p = r.program;
  const pr = new Printer(
    () => {
      throw new Error("a reducer has no converter state");
    },
    () => {
      throw new Error("a reducer has no rules");
    },
  );
  const name = reducerClass(p.version);
  const fn = (/** @type {readonly string[]} */ ws) => camel(ws);
  const out = [];
  out.push(
    kdoc(
      `The \`${p.union}\` reducer: one function per variant, picked by its \`${p.tagField}\`. [unstable] are the unstable features its updates are read with.`,
      "",
    ).trimEnd(),
  );
  const entities = p.entities.length
    ? `listOf(${p.entities.map((e) => `${str(e.name)} to ${e.kind === "keyed"}`).join(", ")})`
    : "emptyList()";
  out.push(`class ${name}(unstable: Set<String> = DEFAULT_UNSTABLE) : ReducerBase(`);
  out.push(`    ${str(p.union)},`);
  out.push(`    ${str(p.key)},`);
  out.push(`    ${p.listField === null ? "null" : str(p.listField)},`);
  out.push(`    ${entities},`);
  out.push("    unstable,");
  out.push(") {");
  out.push("    override fun apply(value: JsonElement?) {");
  out.push("        val update = update(value)");
  out.push(`        when (tagText(update[${str(p.tagField)}])) {`);
  for (const x of r.variants) {
    out.push(`            ${str(x.variant.tag)} -> ${fn(x.nameWords)}(${x.usesUpdate ? "update" : ""})`);
  }
  out.push("            // An unknown variant of an open union: no state changes.");
  out.push("            else -> other()");
  out.push("        }");
  out.push("    }");
  for (const x of r.variants) {
    out.push("");
    out.push(kdoc(x.doc, "    ").trimEnd());
    out.push(`    private fun ${fn(x.nameWords)}(${x.usesUpdate ? "update: JsonObject" : ""}) {`);
    out.push(...pr.stmts(x.body, "        "));
    out.push("    }");
  }
  out.push("}");
  return out.join("\n");
}

/**
 * The package's behaviour file: every converter and reducer class, and the harness's entry points
 * `converterFrom` and `reducerFor`.
 * @param {LoweredBehaviour} lowered
 * @param {string} pkg
 * @param {string} header
 */
export function behaviourFile(lowered, pkg, header) {
  const converters = lowered.converters.map(converterText);
  const reducers = lowered.reducers.map(reducerText);
  const from = lowered.converters.map((c) => {
    const p = c.plan.program;
    return `    ${str(p.from)} -> ${converterClass(p.from, p.to)}(options, unstable)`;
  });
  const versions = lowered.reducers.map(
    (r) => `    ${str(r.program.version)} -> ${reducerClass(r.program.version)}(unstable)`,
  );
  return `// ${header}

// The lowered code reads some values it computes only on some paths, and declares a local per value.
@file:Suppress("UNUSED_VARIABLE", "UNUSED_VALUE", "UNUSED_PARAMETER", "RedundantVisibilityModifier", "NAME_SHADOWING")

package ${pkg}

import ${pkg}.runtime.*
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive

${[...converters, ...reducers].join("\n\n")}

/** The converter whose source version is [source] (for harnesses); [ConversionError] when there is none. */
fun converterFrom(
    source: String,
    options: Map<String, JsonElement> = emptyMap(),
    unstable: Set<String> = DEFAULT_UNSTABLE,
): ConverterBase = when (source) {
${from.join("\n")}
    else -> throw ConversionError("no-rule", "no converter from \${source}")
}

/** The reducer of one version (\`"v2"\`), for harnesses; [ReduceError] when there is none. */
fun reducerFor(version: String, unstable: Set<String> = DEFAULT_UNSTABLE): ReducerBase = when (version) {
${versions.join("\n")}
    else -> throw ReduceError("no reducer for version \${version}")
}
`;
}
