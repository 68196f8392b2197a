import { diag, type Diagnostic, type Loc } from "../diagnostics/diagnostic.js";
import type { Decl, Doc, Field, SpecModel, VersionModel } from "../model/types.js";

/**
 * Doc coverage, in the manner of rustdoc's `missing_docs`: every type, field
 * (inherited ones included, counted once where they are declared), tagged-union
 * variant, enum value and method of every version should have doc text; every
 * method and every tagged-union variant should also have an `@example`.
 */

/** How a run treats a missing doc: as rustdoc's lint levels. */
export type MissingDocsLevel = "allow" | "warn" | "deny";
export const MISSING_DOCS_LEVELS: readonly MissingDocsLevel[] = ["allow", "warn", "deny"];

export type DocItemKind = "type" | "field" | "variant" | "enum value" | "method";
const KINDS: readonly DocItemKind[] = ["type", "field", "variant", "enum value", "method"];
const PLURAL: { readonly [K in DocItemKind]: string } = {
  type: "types",
  field: "fields",
  variant: "variants",
  "enum value": "enum values",
  method: "methods",
};

/** One documentable item of a version. */
export interface DocItem {
  readonly kind: DocItemKind;
  /** `v1.ToolCall`, `v1.ToolCall.title`, `v2.SessionUpdate:plan`, `v1.ToolKind."read"`, `v1.method:session/load`. */
  readonly name: string;
  readonly documented: boolean;
  /** Whether it needs an `@example` (methods and tagged-union variants), and has one. */
  readonly example: "needed" | "present" | "not-needed";
  readonly loc: Loc;
}

const hasText = (d: Doc): boolean => d.text.trim() !== "";
const locKey = (l: Loc): string => `${l.file}:${l.line}:${l.col}`;

/** The documentable items of one version, in declaration order within each type. */
export function docItems(v: VersionModel): DocItem[] {
  const out: DocItem[] = [];
  // A field inherited by several interfaces is one field: it is counted once, under the type that declares it.
  const owners = declaringTypes(v.decls);
  const seenFields = new Set<string>();
  const field = (owner: Decl, f: Field): void => {
    const key = locKey(f.loc);
    if (seenFields.has(key)) return;
    seenFields.add(key);
    const declaredIn = owners(f.loc) ?? owner.name;
    out.push({
      kind: "field",
      name: `${v.name}.${declaredIn}.${f.name}`,
      documented: hasText(f.doc),
      example: "not-needed",
      loc: f.loc,
    });
  };
  for (const d of v.decls) {
    out.push({
      kind: "type",
      name: `${v.name}.${d.name}`,
      documented: hasText(d.doc),
      example: "not-needed",
      loc: d.loc,
    });
    if (d.kind === "object") for (const f of d.fields) field(d, f);
    if (d.kind === "union") {
      for (const f of d.fields) field(d, f);
      for (const x of d.variants) {
        out.push({
          kind: "variant",
          name: `${v.name}.${d.name}:${x.tag}`,
          documented: hasText(x.doc),
          example: x.doc.examples.length ? "present" : "needed",
          loc: x.loc,
        });
      }
    }
    if (d.kind === "enum") {
      for (const x of d.values)
        out.push({
          kind: "enum value",
          name: `${v.name}.${d.name}.${JSON.stringify(x.value)}`,
          documented: hasText(x.doc),
          example: "not-needed",
          loc: x.loc,
        });
    }
  }
  for (const m of v.methods) {
    out.push({
      kind: "method",
      name: `${v.name}.method:${m.name}`,
      documented: hasText(m.doc),
      example: m.doc.examples.length ? "present" : "needed",
      loc: m.loc,
    });
  }
  return out;
}

/**
 * The type a field is declared in: the declaration of the same file that starts
 * last before the field (declarations do not nest).
 */
function declaringTypes(decls: readonly Decl[]): (loc: Loc) => string | null {
  const byFile = new Map<string, Decl[]>();
  for (const d of decls) {
    const list = byFile.get(d.loc.file);
    if (list) list.push(d);
    else byFile.set(d.loc.file, [d]);
  }
  const before = (a: Loc, b: Loc): boolean => a.line < b.line || (a.line === b.line && a.col <= b.col);
  for (const list of byFile.values()) list.sort((a, b) => a.loc.line - b.loc.line || a.loc.col - b.loc.col);
  return (loc) => {
    // The last declaration of the file that starts at or before the field: a binary search over the sorted list.
    const list = byFile.get(loc.file) ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(list[mid]!.loc, loc)) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? null : list[lo - 1]!.name;
  };
}

/** One `missing-docs` diagnostic per undocumented item and per missing `@example`, at the item; none when allowed. */
export function missingDocs(model: SpecModel, level: MissingDocsLevel): Diagnostic[] {
  if (level === "allow") return [];
  const severity = level === "deny" ? "error" : "warning";
  const out: Diagnostic[] = [];
  for (const v of model.versions) {
    for (const item of docItems(v)) {
      if (!item.documented)
        out.push(diag("missing-docs", item.loc, `the ${item.kind} ${item.name} has no doc comment`, severity));
      if (item.example === "needed")
        out.push(diag("missing-docs", item.loc, `the ${item.kind} ${item.name} has no @example`, severity));
    }
  }
  return out;
}

/** Documented and total items of each kind, for one version; `examples` counts methods and variants with an `@example`. */
export interface DocCoverage {
  readonly version: string;
  readonly counts: {
    readonly [K in DocItemKind | "examples"]: { readonly documented: number; readonly total: number };
  };
}

export function docCoverage(model: SpecModel): DocCoverage[] {
  return model.versions.map((v) => {
    const items = docItems(v);
    const count = (of: readonly DocItem[], ok: (i: DocItem) => boolean) => ({
      documented: of.filter(ok).length,
      total: of.length,
    });
    const counts = Object.fromEntries(
      KINDS.map((k) => [
        k,
        count(
          items.filter((i) => i.kind === k),
          (i) => i.documented,
        ),
      ]),
    ) as { [K in DocItemKind]: { documented: number; total: number } };
    return {
      version: v.name,
      counts: {
        ...counts,
        examples: count(
          items.filter((i) => i.example !== "not-needed"),
          (i) => i.example === "present",
        ),
      },
    };
  });
}

/** Whether anything of any version lacks a doc or an example. */
export function fullyDocumented(coverage: readonly DocCoverage[]): boolean {
  return coverage.every((c) => Object.values(c.counts).every((n) => n.documented === n.total));
}

/** `docs v2: types 120/272, fields 300/573, variants 40/80, enum values 10/60, methods 20/38, examples 30/118`. */
export function coverageLine(c: DocCoverage): string {
  const parts = [
    ...KINDS.map((k) => `${PLURAL[k]} ${c.counts[k].documented}/${c.counts[k].total}`),
    `examples ${c.counts.examples.documented}/${c.counts.examples.total}`,
  ];
  return `docs ${c.version}: ${parts.join(", ")}`;
}
