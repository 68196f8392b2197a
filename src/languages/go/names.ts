import { words } from "../../plugin/index.js";

/** Go's keywords: no identifier may take one. */
export const GO_KEYWORDS: ReadonlySet<string> = new Set([
  "break",
  "case",
  "chan",
  "const",
  "continue",
  "default",
  "defer",
  "else",
  "fallthrough",
  "for",
  "func",
  "go",
  "goto",
  "if",
  "import",
  "interface",
  "map",
  "package",
  "range",
  "return",
  "select",
  "struct",
  "switch",
  "type",
  "var",
]);

/** Go's predeclared identifiers: a generated package may shadow them, but never does. */
export const GO_PREDECLARED: ReadonlySet<string> = new Set([
  "any",
  "bool",
  "byte",
  "comparable",
  "complex64",
  "complex128",
  "error",
  "float32",
  "float64",
  "int",
  "int8",
  "int16",
  "int32",
  "int64",
  "rune",
  "string",
  "uint",
  "uint8",
  "uint16",
  "uint32",
  "uint64",
  "uintptr",
  "true",
  "false",
  "iota",
  "nil",
  "append",
  "cap",
  "clear",
  "close",
  "complex",
  "copy",
  "delete",
  "imag",
  "len",
  "make",
  "max",
  "min",
  "new",
  "panic",
  "print",
  "println",
  "real",
  "recover",
]);

/** The initialisms Go spells in capitals (`ID`, `URL`), as golint asks. */
export const GO_INITIALISMS: ReadonlySet<string> = new Set([
  "acl",
  "api",
  "ascii",
  "cpu",
  "css",
  "dns",
  "eof",
  "guid",
  "html",
  "http",
  "https",
  "id",
  "ip",
  "json",
  "lhs",
  "qps",
  "ram",
  "rhs",
  "rpc",
  "sla",
  "smtp",
  "sql",
  "ssh",
  "tcp",
  "tls",
  "ttl",
  "udp",
  "ui",
  "uid",
  "uuid",
  "uri",
  "url",
  "utf8",
  "vm",
  "xml",
  "xmpp",
  "xsrf",
  "xss",
]);

/** The methods the generated structs declare: no field may take their names. */
export const GO_STRUCT_METHODS: readonly string[] = ["MarshalJSON", "UnmarshalJSON"];

/** An exported Go identifier from a wire name: `sessionId` -> `SessionID`, `_meta` -> `Meta`; null when none can spell it. */
export function goExported(wire: string): string | null {
  const ws = words(wire);
  if (ws.length === 0) return null;
  const name = ws
    .map((w) => (GO_INITIALISMS.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join("");
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return null;
  return name;
}

/**
 * Hands out identifiers in one scope: a name already taken gets `suffix`,
 * then a number, so that every claim gets a distinct name, in claim order.
 */
export class Scope {
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const n of reserved) this.taken.add(n);
  }

  /** Takes a name as it is (a spec type's name, which validation keeps unique). */
  reserve(name: string): void {
    this.taken.add(name);
  }

  has(name: string): boolean {
    return this.taken.has(name);
  }

  claim(name: string, suffix = "Value"): string {
    let out = name;
    if (this.taken.has(out)) out = `${name}${suffix}`;
    for (let i = 2; this.taken.has(out); i++) out = `${name}${suffix}${i}`;
    this.taken.add(out);
    return out;
  }
}

/**
 * The build tag that leaves out encoding/json's methods (MarshalJSON, UnmarshalJSON, through each type's codec): they
 * are a file of each version package that every build takes unless it names this tag, so that `encoding/json` reads
 * and writes the types as the codecs do by default, and a program that reads and writes only with the codecs
 * (acpjson.Parse, acpjson.Marshal) can opt out and compile two functions fewer per type. The harness is built
 * without it.
 */
export const GO_NO_ENCODING_JSON_TAG = "acp_noencodingjson";
