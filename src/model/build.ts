/**
 * Builds the spec model from the loaded files: sorts them into version folders,
 * conversions, upstream and vectors, reads each version's declarations,
 * Methods and reducer, and collects the diagnostics. Each concept has its own
 * reader under build/; this file only orchestrates them.
 */
import type { InterfaceDeclaration, TypeAliasDeclaration, VariableDeclaration } from "../load/tree.js";
import { NO_LOC, type Diagnostic, type Loc } from "../diagnostics/diagnostic.js";
import type { LoadedFile } from "../load/load.js";
import type { BridgeDecl, Decl, Envelope, Method, Reducer, SpecModel, UpstreamRelease, VersionModel } from "./types.js";
import { DERIVED_MESSAGE_NAMES } from "./methods.js";
import { Reader } from "./build/reader.js";
import { kindName } from "./build/syntax.js";
import { statementHint } from "../diagnostics/hints.js";
import { MARKERS, flatten, readAlias, readObject, type RawObject } from "./build/declarations.js";
import { readEnvelope, readMethods } from "./build/methods.js";
import { readReducer } from "./build/reducer.js";
import { CONVERSIONS_FILE, readConversions } from "./build/conversions.js";
import { UPSTREAM_FILE, readUpstream } from "./build/upstream.js";
import { BRIDGE_FILE, readBridge } from "./build/bridge.js";
import { readVectorFiles } from "./build/vectors.js";
import { retaining } from "../render/retained.js";

export { MARKERS, memberName } from "./build/declarations.js";
export { parseJsDoc } from "./build/doc-tags.js";
export { locOf } from "./build/reader.js";

const VERSION_DIR = /^v[0-9]+$/;
const VOCABULARY_FILE = "vocabulary.ts";

export interface BuildResult {
  readonly model: SpecModel;
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads the loaded spec's declarations into the model. Structural problems become diagnostics. */
export function buildModel(
  files: readonly LoadedFile[],
  vectorFiles: readonly { rel: string; text: string }[] = [],
): BuildResult {
  const rd = new Reader();
  const versions = new Map<string, LoadedFile[]>();
  let conversions: LoadedFile | null = null;
  let upstream: UpstreamRelease | null = null;
  let bridge: BridgeDecl | null = null;
  for (const f of files) {
    const parts = f.rel.split("/");
    if (parts.length === 2 && VERSION_DIR.test(parts[0]!)) {
      const list = versions.get(parts[0]!) ?? [];
      list.push(f);
      versions.set(parts[0]!, list);
    } else if (f.rel === CONVERSIONS_FILE) {
      conversions = f;
    } else if (f.rel === UPSTREAM_FILE) {
      upstream = readUpstream(rd, f);
    } else if (f.rel === BRIDGE_FILE) {
      bridge = readBridge(rd, f);
    } else if (f.rel !== VOCABULARY_FILE && !f.rel.startsWith("vectors/")) {
      reportMisplaced(rd, f);
    }
  }
  if (versions.size === 0) {
    rd.report("spec-not-found", NO_LOC, "the spec folder has no version folder (v1/, v2/, ...) with declarations");
  }
  const versionModels = [...versions.keys()].sort().map((v) => readVersion(rd, v, versions.get(v)!));
  const conv = conversions;
  // The tree is a key only when runs are kept: asking for it parses the file (again, unless the trees are kept too).
  const readConv = (c: LoadedFile) =>
    retaining() ? readOnce(rd, c.tree, () => readConversions(rd, c)) : readConversions(rd, c);
  const { rules, converters } = conv ? readConv(conv) : { rules: [], converters: [] };
  const vectors = readVectorFiles(vectorFiles, (loc, msg) => rd.report("vector-mismatch", loc, msg));
  return {
    model: {
      versions: versionModels,
      conversions: rules,
      converters,
      vectorFiles: vectors,
      ...(upstream && { upstream }),
      ...(bridge && { bridge }),
    },
    diagnostics: rd.diagnostics,
  };
}

function reportMisplaced(rd: Reader, f: LoadedFile): void {
  for (const stmt of rd.enter(f)) {
    if (
      stmt.type === "TSInterfaceDeclaration" ||
      stmt.type === "TSTypeAliasDeclaration" ||
      stmt.type === "VariableDeclaration"
    ) {
      rd.report(
        "misplaced-declaration",
        rd.loc(stmt),
        `'${f.rel}' is not read: declarations belong in a version folder (v1/, v2/), conversions in ${CONVERSIONS_FILE}`,
      );
      return;
    }
  }
}

/**
 * What a declaration's statement read to, and the diagnostics reading it reported, by syntax node: watch mode keeps
 * the syntax trees of the files an edit did not change (see load.ts), and so reads only the changed files' statements
 * again. A statement's reading depends on nothing but the statement (and its file, whose tree it is part of).
 */
const readByNode = new WeakMap<object, { readonly value: unknown; readonly diagnostics: readonly Diagnostic[] }>();

function readOnce<V>(rd: Reader, stmt: object, read: () => V): V {
  if (!retaining()) return read();
  const known = readByNode.get(stmt);
  if (known !== undefined) {
    rd.diagnostics.push(...known.diagnostics);
    return known.value as V;
  }
  const before = rd.diagnostics.length;
  const value = read();
  readByNode.set(stmt, { value, diagnostics: rd.diagnostics.slice(before) });
  return value;
}

function readVersion(rd: Reader, name: string, files: readonly LoadedFile[]): VersionModel {
  const decls: Decl[] = [];
  const raws: RawObject[] = [];
  const methods: Method[] = [];
  let reducer: Reducer | null = null;
  let envelope: Envelope | null = null;
  const seen = new Map<string, Loc>();
  const claim = (declName: string, loc: Loc): boolean => {
    if (MARKERS.has(declName)) {
      rd.report("reserved-name", loc, `'${declName}' is a spec vocabulary marker; choose another name`);
      return false;
    }
    const prev = seen.get(declName);
    if (prev) {
      rd.report(
        "duplicate-name",
        loc,
        `'${name}.${declName}' is already declared at ${prev.file}:${prev.line}:${prev.col}`,
      );
      return false;
    }
    seen.set(declName, loc);
    return true;
  };
  for (const f of files) {
    for (const stmt of rd.enter(f)) {
      if (stmt.type === "TSInterfaceDeclaration") {
        const decl = stmt as InterfaceDeclaration;
        const declName = rd.text(decl.id);
        if (declName === "Methods") {
          methods.push(...readMethods(rd, decl));
          envelope = readEnvelope(rd, decl) ?? envelope;
          continue;
        }
        if (!claim(declName, rd.loc(decl.id))) continue;
        raws.push(readOnce(rd, decl, () => readObject(rd, decl)));
      } else if (stmt.type === "TSTypeAliasDeclaration") {
        const decl = stmt as TypeAliasDeclaration;
        const declName = rd.text(decl.id);
        if (!claim(declName, rd.loc(decl.id))) continue;
        const d = readOnce(rd, decl, () => readAlias(rd, name, decl));
        if (d) decls.push(d);
      } else if (stmt.type === "VariableDeclaration") {
        for (const v of (stmt as VariableDeclaration).declarations) {
          const vName = rd.nameOf(v.id);
          if (vName === "reducer") reducer = readReducer(rd, v.init, rd.loc(v));
          else
            rd.report(
              "misplaced-declaration",
              rd.loc(v),
              `'${vName}' is not read: a version folder holds types, Methods and one 'reducer'`,
            );
        }
      } else if (
        stmt.type !== "ImportDeclaration" &&
        stmt.type !== "ExportNamedDeclaration" &&
        stmt.type !== "ExportAllDeclaration"
      ) {
        rd.report("unsupported-syntax", rd.loc(stmt), statementHint(kindName(stmt)));
      }
    }
  }
  decls.push(...flatten(rd, name, raws));
  decls.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  methods.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const d of decls) {
    const derived = envelope ? DERIVED_MESSAGE_NAMES.has(d.name) : false;
    if (derived)
      rd.report(
        "reserved-name",
        d.loc,
        `'${d.name}' is derived from Methods (its JsonRpc envelope); choose another name`,
      );
  }
  return { name, decls, methods, envelope, reducer };
}
