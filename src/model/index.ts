import type { Decl, ObjectDecl, SpecModel, UnionDecl, VersionModel } from "./types.js";

/** Name lookups over one version of the model. */
export interface VersionIndex {
  readonly version: VersionModel;
  readonly decls: ReadonlyMap<string, Decl>;
}

export function indexVersion(version: VersionModel): VersionIndex {
  return { version, decls: new Map(version.decls.map((d) => [d.name, d])) };
}

export function indexModel(model: SpecModel): ReadonlyMap<string, VersionIndex> {
  return new Map(model.versions.map((v) => [v.name, indexVersion(v)]));
}

/** The object type of a name in a version (null: none, or not an object). */
export function objectDecl(ix: VersionIndex, name: string | null): ObjectDecl | null {
  if (name === null) return null;
  const d = ix.decls.get(name);
  return d?.kind === "object" ? d : null;
}

/** The tagged union of a name in a version (null: none, or not a tagged union). */
export function unionDecl(ix: VersionIndex, name: string): UnionDecl | null {
  const d = ix.decls.get(name);
  return d?.kind === "union" ? d : null;
}
