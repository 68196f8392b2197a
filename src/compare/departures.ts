import type { Doc, VersionModel } from "../model/types.js";
import type { WireDifference } from "./structure.js";

/** A `@differs` note of the spec, and the construct that carries it (`Type`, `Type.field`, `Type:tag`, `method:name`). */
export interface DifferNote {
  readonly where: string;
  readonly text: string;
}

/** Every `@differs` note of one version. */
export function differNotes(v: VersionModel): DifferNote[] {
  const out: DifferNote[] = [];
  const note = (where: string, doc: Doc): void => {
    if (doc.differs) out.push({ where, text: doc.differs });
  };
  for (const d of v.decls) {
    note(d.name, d.doc);
    if (d.kind === "object" || d.kind === "union") for (const f of d.fields) note(`${d.name}.${f.name}`, f.doc);
    if (d.kind === "union") for (const x of d.variants) note(`${d.name}:${x.tag}`, x.doc);
  }
  for (const m of v.methods) note(`method:${m.name}`, m.doc);
  return out;
}

/** The type a difference is about: `A` of `A`, `A.field` and `A:tag`; a method is its own (`method:name`). */
const typeOf = (where: string): string => (where.startsWith("method:") ? where : where.split(/[.:]/)[0]!);

/**
 * The `@differs` note that explains a wire difference, or null. A note explains
 * a difference when it sits on the construct the difference names (or on its
 * type), or when its text names that type in backticks.
 */
export function explain(notes: readonly DifferNote[], d: WireDifference): DifferNote | null {
  const type = typeOf(d.where);
  return (
    notes.find((n) => n.where === d.where) ??
    notes.find((n) => n.where === type) ??
    notes.find((n) => n.text.includes(`\`${type}\``)) ??
    null
  );
}
