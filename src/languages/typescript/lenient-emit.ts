/**
 * The TypeScript lenient emitter: from each version's lenient plan, one
 * function per type that walks a failure's path through the input and records
 * the drop it calls for (`lenient.ts`), and a dispatch on the root type's name
 * that each version module hands to `rt.parseLenient`. The functions call the
 * runtime's `LenientWalk` primitives only.
 */
import {
  type LenientFieldPlan,
  type LenientPlan,
  type LenientShape,
  type LenientTypePlan,
  pascalCase,
} from "../../plugin/index.js";

const q = (s: string): string => JSON.stringify(s);

/** The exported dispatch of a version: `lenientV1`. */
export const lenientDispatchName = (version: string): string => `lenient${pascalCase(version)}`;

/** The function of one type: `lenientV1_ContentBlock` (the version keeps two versions' types apart). */
const fnName = (version: string, type: string): string => `${lenientDispatchName(version)}_${type}`;

/** A doc comment. */
const doc = (indent: string, lines: readonly string[]): string =>
  lines.length === 1
    ? `${indent}/** ${lines[0]} */`
    : `${indent}/**\n${lines.map((l) => `${indent} * ${l}`).join("\n")}\n${indent} */`;

/** The code that follows `shape` from `value` (an expression, maybe undefined); `drop`: its first list or map level drops bad items. */
function follow(version: string, shape: LenientShape, value: string, drop: boolean): string | null {
  switch (shape.kind) {
    case "none":
      return null;
    case "ref":
      return `${fnName(version, shape.name)}(w, ${value})`;
    case "list":
      return follow(version, shape.items, `w.item(${value}, ${drop})`, false) ?? `w.item(${value}, ${drop})`;
    case "map":
      return follow(version, shape.values, `w.entry(${value}, ${drop})`, false) ?? `w.entry(${value}, ${drop})`;
    default: {
      const _: never = shape;
      return _;
    }
  }
}

/** A `case` per field: step in (recording its drop), then follow its type. */
function fieldCases(version: string, fields: readonly LenientFieldPlan[], indent: string): string {
  return fields
    .map((f) => {
      const step = `w.field(value, ${q(f.wire)}, ${f.drop === null ? "null" : q(f.drop)})`;
      const code = follow(version, f.shape, step, f.items) ?? step;
      return `${indent}case ${q(f.wire)}:\n${indent}  ${code};\n${indent}  return;`;
    })
    .join("\n");
}

function typeFunction(version: string, t: LenientTypePlan): string {
  const head = (what: string) =>
    `${doc("", [`Lenient mode in \`${version}.${t.name}\`: ${what}`])}\nfunction ${fnName(version, t.name)}(w: rt.LenientWalk, value: unknown): void {`;
  switch (t.kind) {
    case "catchAll":
      return `${head(`an unknown value reads as ${q(t.value)}.`)}\n  w.catchAll(value, ${q(t.value)});\n}`;
    case "alias":
      return `${head("the type it names.")}\n  ${follow(version, t.target, "value", false)};\n}`;
    case "object":
      return `${head("the fields on the way to a drop.")}\n  switch (w.key(value)) {\n${fieldCases(version, t.fields, "    ")}\n  }\n}`;
    case "union": {
      const lines = [`  const key = w.key(value);`, `  if (key === undefined) return;`];
      if (t.fields.length > 0) lines.push(`  switch (key) {\n${fieldCases(version, t.fields, "    ")}\n  }`);
      if (t.variants.length > 0) {
        const cases = t.variants.map(
          (v) =>
            `    case ${q(v.tag)}:\n      switch (key) {\n${fieldCases(version, v.fields, "        ")}\n      }\n      break;`,
        );
        lines.push(`  switch (w.tag(value, ${q(t.tag)})) {\n${cases.join("\n")}\n  }`);
      }
      lines.push(`  if (w.over(value, key, ${q(t.tag)})) ${fnName(version, t.name)}(w, value);`);
      return `${head("its own fields and its variants' fields on the way to a drop.")}\n${lines.join("\n")}\n}`;
    }
    default: {
      const _: never = t;
      return _;
    }
  }
}

/** `lenient.ts`: every version's lenient functions and dispatch. */
export function typescriptLenient(plans: readonly LenientPlan[], header: string): string {
  const parts = [
    header,
    `/**\n * Lenient mode, compiled from the spec's \`@lenient\` marks: per type, a function that walks a failed\n * parse's path through the input and records the drop it calls for (see \`rt.parseLenient\`).\n */`,
    `import * as rt from "./runtime.js";`,
  ];
  for (const plan of plans) {
    for (const t of plan.types) parts.push(typeFunction(plan.version, t));
    const cases = plan.types.map(
      (t) => `    case ${q(t.name)}:\n      ${fnName(plan.version, t.name)}(w, value);\n      return;`,
    );
    parts.push(
      `${doc("", [`Lenient mode in ${plan.version}: walks a failure's path from the type named \`root\` (a type with no lenient field on its way records nothing).`])}\nexport function ${lenientDispatchName(plan.version)}(root: string, w: rt.LenientWalk, value: unknown): void {\n` +
        (cases.length > 0
          ? `  switch (root) {\n${cases.join("\n")}\n  }\n}`
          : `  void root;\n  void w;\n  void value;\n}`),
    );
  }
  return `${parts.join("\n\n")}\n`;
}
