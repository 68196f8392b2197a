/**
 * The Python lenient emitter: from each version's lenient plan, one function
 * per type that walks a failure's path through the input and records the drop
 * it calls for, and a table of them by qualified type name (`_leniency.py`,
 * read by the runtime's `_lenient.py`). The functions call the runtime's `Walk`
 * primitives only. The text is laid out as `ruff format` lays it out.
 */
import type { LenientFieldPlan, LenientPlan, LenientShape, LenientTypePlan } from "../../plugin/index.js";
import { pyString } from "./view.js";

/** The function of one type: `_v1_ContentBlock` (the version keeps two versions' types apart). */
const fnName = (version: string, type: string): string => `_${version}_${type}`;

/** The statements that follow `shape` from the value in `v` (indented by `indent`); `drop`: its first list or map level drops bad items. */
function follow(version: string, shape: LenientShape, indent: string, drop: boolean): string[] {
  const py = drop ? "True" : "False";
  switch (shape.kind) {
    case "none":
      return [];
    case "ref":
      return [`${indent}${fnName(version, shape.name)}(w, v)`];
    case "list": {
      const rest = follow(version, shape.items, indent, false);
      return [rest.length > 0 ? `${indent}v = w.item(v, ${py})` : `${indent}w.item(v, ${py})`, ...rest];
    }
    case "map": {
      const rest = follow(version, shape.values, indent, false);
      return [rest.length > 0 ? `${indent}v = w.entry(v, ${py})` : `${indent}w.entry(v, ${py})`, ...rest];
    }
    default: {
      const _: never = shape;
      return _;
    }
  }
}

/** A `match` on the key: per field, step in (recording its drop), then follow its type. */
function fieldMatch(version: string, fields: readonly LenientFieldPlan[], subject: string, indent: string): string[] {
  const out = [`${indent}match ${subject}:`];
  for (const f of fields) {
    const drop = f.drop === null ? "None" : pyString(f.drop);
    const rest = follow(version, f.shape, `${indent}        `, f.items);
    const step = `w.field(value, ${pyString(f.wire)}, ${drop})`;
    out.push(
      `${indent}    case ${pyString(f.wire)}:`,
      rest.length > 0 ? `${indent}        v = ${step}` : `${indent}        ${step}`,
      ...rest,
    );
  }
  return out;
}

function typeFunction(version: string, t: LenientTypePlan): string {
  const head = (what: string) => [
    `def ${fnName(version, t.name)}(w: Walk, value: Any) -> None:`,
    `    """Lenient mode in \`\`${version}.${t.name}\`\`: ${what}"""`,
  ];
  switch (t.kind) {
    case "catchAll":
      return [
        ...head("an unknown value reads as its catch-all value."),
        `    w.catch_all(value, ${pyString(t.value)})`,
      ].join("\n");
    case "alias":
      return [...head("the type it names."), "    v = value", ...follow(version, t.target, "    ", false)].join("\n");
    case "object":
      return [
        ...head("the fields on the way to a drop."),
        ...fieldMatch(version, t.fields, "w.key(value)", "    "),
      ].join("\n");
    case "union": {
      const lines = [
        ...head("its own fields and its variants' fields on the way to a drop."),
        "    key = w.key(value)",
      ];
      if (t.fields.length > 0) lines.push(...fieldMatch(version, t.fields, "key", "    "));
      if (t.variants.length > 0) {
        lines.push(`    match w.tag(value, ${pyString(t.tag)}):`);
        for (const v of t.variants)
          lines.push(`        case ${pyString(v.tag)}:`, ...fieldMatch(version, v.fields, "key", "            "));
      }
      return lines.join("\n");
    }
    default: {
      const _: never = t;
      return _;
    }
  }
}

/** `_leniency.py`: every version's lenient functions, and `LENIENT`, the table the runtime reads. */
export function pythonLenient(plans: readonly LenientPlan[], header: string): string {
  const parts = [
    `# ${header}\n"""Lenient mode, compiled from the spec's \`\`@lenient\`\` marks: per type, a function that walks\na failed parse's path through the input and records the drop it calls for (see\n\`\`_lenient.parse_lenient\`\`)."""\n\nfrom __future__ import annotations\n\nfrom typing import TYPE_CHECKING, Any\n\nif TYPE_CHECKING:\n    from collections.abc import Callable\n\n    from ._lenient import Walk`,
  ];
  for (const plan of plans) for (const t of plan.types) parts.push(typeFunction(plan.version, t));
  const entries = plans.flatMap((p) =>
    p.types.map((t) => `    ${pyString(`${p.version}.${t.name}`)}: ${fnName(p.version, t.name)},`),
  );
  const table = entries.length > 0 ? `{\n${entries.join("\n")}\n}` : "{}";
  parts.push(
    `LENIENT: dict[str, Callable[[Walk, Any], None]] = ${table}\n"""Each type's lenient function, by qualified name (\`\`v1.Type\`\`); a type not listed has no\nlenient field on its way."""`,
  );
  return `${parts.join("\n\n\n")}\n`;
}
