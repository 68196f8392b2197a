/**
 * `upstream.ts`: the upstream release the spec follows (SDK, crate, source and
 * the digests of its schemas).
 */
import type { VariableDeclaration } from "../../load/tree.js";
import type { Loc } from "../../diagnostics/diagnostic.js";
import type { LoadedFile } from "../../load/load.js";
import type { UpstreamRelease } from "../types.js";
import type { Reader } from "./reader.js";
import { readData } from "./literal.js";

export const UPSTREAM_FILE = "upstream.ts";

/** `upstream.ts`: `export const upstream: UpstreamRelease = { sdk, crate, source, schemas }`. */
export function readUpstream(rd: Reader, f: LoadedFile): UpstreamRelease | null {
  let out: UpstreamRelease | null = null;
  const bad = (loc: Loc, what: string): null => {
    rd.report("misplaced-declaration", loc, `${UPSTREAM_FILE}: ${what} (see UpstreamRelease in vocabulary.ts)`);
    return null;
  };
  for (const stmt of rd.enter(f)) {
    if (stmt.type === "ImportDeclaration") continue;
    const decls = stmt.type === "VariableDeclaration" ? (stmt as VariableDeclaration).declarations : [];
    const v = decls.length === 1 && rd.nameOf(decls[0]!.id) === "upstream" ? decls[0]! : null;
    const data = v?.init ? readData(rd, v.init) : null;
    if (!v) {
      bad(rd.loc(stmt), "this file holds one 'upstream' object and nothing else");
      continue;
    }
    if (data?.kind !== "object") {
      bad(rd.loc(v), "upstream must be an object literal");
      continue;
    }
    const text = (key: string): string | null | undefined => {
      const x = data.entries.get(key);
      if (x === undefined || x.kind === "null") return null;
      if (x.kind === "string") return x.value;
      bad(x.loc, `upstream.${key} must be a string or null`);
      return undefined;
    };
    const [sdk, crate, source] = [text("sdk"), text("crate"), text("source")];
    const schemas: { path: string; digest: string; loc: Loc }[] = [];
    const s = data.entries.get("schemas");
    if (s?.kind !== "object")
      bad(s?.loc ?? data.loc, 'upstream.schemas must be an object: { "v1/schema.json": "sha256:<hex>" }');
    else {
      for (const [path, d] of s.entries) {
        if (d.kind === "string" && /^sha256:[0-9a-f]{64}$/.test(d.value))
          schemas.push({ path, digest: d.value, loc: d.loc });
        else bad(d.loc, `the digest of '${path}' must be "sha256:" and 64 lower-case hex digits`);
      }
    }
    for (const k of data.entries.keys())
      if (!["sdk", "crate", "source", "schemas"].includes(k))
        bad(data.entries.get(k)!.loc, `unknown key '${k}' (sdk, crate, source, schemas)`);
    if (sdk !== undefined && crate !== undefined && source !== undefined)
      out = { sdk, crate, source, schemas, loc: rd.loc(v) };
  }
  return out;
}
