/**
 * `bridge.ts`: how a turn runs in each version, for a bridge between versions
 * (see BridgeSpec in vocabulary.ts). Read as data; the names it uses are
 * checked against the versions by the `bridge` rule of validate.
 */
import type { VariableDeclaration } from "../../load/tree.js";
import type { Loc } from "../../diagnostics/diagnostic.js";
import type { LoadedFile } from "../../load/load.js";
import type { BridgeDecl, JsonValue } from "../types.js";
import type { Reader } from "./reader.js";
import { type DataNode, readData, toJson } from "./literal.js";

export const BRIDGE_FILE = "bridge.ts";

const TURN_KEYS = ["request", "session", "accepts", "mint", "update", "running", "ended", "carried", "cancel"];

/** `bridge.ts`: `export const bridge: BridgeSpec = { turn: { ... } }`. */
export function readBridge(rd: Reader, f: LoadedFile): BridgeDecl | null {
  let out: BridgeDecl | null = null;
  const bad = (loc: Loc, what: string): null => {
    rd.report("misplaced-declaration", loc, `${BRIDGE_FILE}: ${what} (see BridgeSpec in vocabulary.ts)`);
    return null;
  };
  for (const stmt of rd.enter(f)) {
    if (stmt.type === "ImportDeclaration") continue;
    const decls = stmt.type === "VariableDeclaration" ? (stmt as VariableDeclaration).declarations : [];
    const v = decls.length === 1 && rd.nameOf(decls[0]!.id) === "bridge" ? decls[0]! : null;
    const data = v?.init ? readData(rd, v.init) : null;
    if (!v) {
      bad(rd.loc(stmt), "this file holds one 'bridge' object and nothing else");
      continue;
    }
    if (data?.kind !== "object") {
      bad(rd.loc(v), "bridge must be an object literal");
      continue;
    }
    for (const k of data.entries.keys()) if (k !== "turn") bad(data.entries.get(k)!.loc, `unknown key '${k}' (turn)`);
    const t = data.entries.get("turn");
    if (t?.kind !== "object") {
      bad(t?.loc ?? data.loc, "bridge.turn must be an object");
      continue;
    }
    for (const k of t.entries.keys())
      if (!TURN_KEYS.includes(k))
        bad(t.entries.get(k)!.loc, `unknown key '${k}' of bridge.turn (${TURN_KEYS.join(", ")})`);
    let ok = true;
    const text = (key: string): string => {
      const x = t.entries.get(key);
      if (x?.kind === "string" && x.value !== "") return x.value;
      ok = false;
      bad(x?.loc ?? t.loc, `bridge.turn.${key} must be a non-empty string`);
      return "";
    };
    const names = (key: string): string[] => {
      const x = t.entries.get(key);
      if (x?.kind === "array" && x.items.every((i) => i.kind === "string"))
        return x.items.map((i) => (i as Extract<DataNode, { kind: "string" }>).value);
      ok = false;
      bad(x?.loc ?? t.loc, `bridge.turn.${key} must be a list of field names`);
      return [];
    };
    const fields = (key: string): { [field: string]: JsonValue } => {
      const x = t.entries.get(key);
      if (x?.kind === "object" && x.entries.size > 0) return toJson(x) as { [field: string]: JsonValue };
      ok = false;
      bad(x?.loc ?? t.loc, `bridge.turn.${key} must be an object of field values`);
      return {};
    };
    const turn = {
      request: text("request"),
      session: text("session"),
      accepts: text("accepts"),
      mint: names("mint"),
      update: text("update"),
      running: fields("running"),
      ended: fields("ended"),
      carried: names("carried"),
      cancel: text("cancel"),
      loc: t.loc,
    };
    if (ok) out = { turn, loc: rd.loc(v) };
  }
  return out;
}
