import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { diag, type Diagnostic, type Loc } from "./diagnostics/diagnostic.js";
import type { CodegenConfig } from "./config.js";
import { didYouMean } from "./diagnostics/suggest.js";

/**
 * Reads `acp-codegen.config.ts` or `acp-codegen.config.json` as data (the
 * TypeScript file is parsed, never executed, like the spec), checks it, and
 * turns it into a `CodegenConfig`. Every mistake is a located diagnostic.
 */

export const CONFIG_NAMES = ["acp-codegen.config.ts", "acp-codegen.config.json"] as const;

/**
 * The config file of a run: the one named, or the first conventional name in
 * `cwd` or a folder above it, up to the repository root (the folder holding
 * `.git`) or the filesystem root; null when there is none.
 */
export function findConfigFile(cwd: string, explicit: string | undefined): string | null {
  if (explicit !== undefined) return resolve(cwd, explicit);
  for (const dir of configSearchPath(cwd)) for (const n of CONFIG_NAMES) if (existsSync(join(dir, n))) return join(dir, n);
  return null;
}

/** The folders searched for a config file, nearest first: `cwd`, then each parent up to the repository root or the filesystem root. */
export function configSearchPath(cwd: string): string[] {
  const dirs: string[] = [];
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    dirs.push(dir);
    if (existsSync(join(dir, ".git")) || dirname(dir) === dir) return dirs;
  }
}

type Data =
  | { kind: "string"; value: string; loc: Loc }
  | { kind: "number"; value: number; loc: Loc }
  | { kind: "boolean"; value: boolean; loc: Loc }
  | { kind: "null"; loc: Loc }
  | { kind: "array"; items: Data[]; loc: Loc }
  | { kind: "object"; entries: Map<string, { key: Loc; value: Data }>; loc: Loc };

/** The config's settings, and the problems found reading them. */
export interface LoadedConfig {
  readonly config: CodegenConfig;
  readonly diagnostics: readonly Diagnostic[];
  /** Where the file sets its folders (for a diagnostic about where they are). */
  readonly locs?: { readonly spec?: Loc; readonly out?: Loc };
}

/** The shape of a config file, as data: each key, what it holds, and where it goes in CodegenConfig. */
const SCHEMA: { [key: string]: "string" | "strings" | "boolean" | { [key: string]: "string" | "strings" | "boolean" } } = {
  spec: "string",
  out: "string",
  targets: "strings",
  templates: "string",
  version: "string",
  repository: "string",
  license: "string",
  licenseFile: "string",
  description: "string",
  unstable: "strings",
  typescript: { package: "string", version: "string", unstable: "strings" },
  rust: { crate: "string", version: "string", publish: "boolean", unstable: "strings" },
  python: { package: "string", version: "string", unstable: "strings" },
  docs: { format: "string", missing: "string" },
};

export async function loadConfigFile(path: string, cwd: string): Promise<LoadedConfig> {
  const rel = relative(cwd, path) || path;
  const out: Diagnostic[] = [];
  const bad = (loc: Loc, message: string): void => void out.push(diag("config-invalid", loc, message));
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    bad({ file: rel, line: 1, col: 1 }, `cannot read the config file '${rel}'`);
    return { config: {}, diagnostics: out };
  }
  const root = await readData(text, rel, path.endsWith(".json"), bad);
  if (!root) return { config: {}, diagnostics: out };
  if (root.kind !== "object") {
    bad(root.loc, "the config is an object: `export default defineConfig({ ... })`");
    return { config: {}, diagnostics: out };
  }
  const values: { [key: string]: unknown } = {};
  const check = (obj: Extract<Data, { kind: "object" }>, schema: { [key: string]: unknown }, prefix: string): void => {
    for (const [k, { key, value }] of obj.entries) {
      const want = schema[k];
      if (prefix === "" && k === "version" && value.kind === "object") {
        // The version a release pipeline passes in: an environment variable the config names explicitly.
        const fromEnv = versionFromEnv(value, `${prefix}${k}`, bad);
        if (fromEnv !== null) values[k] = fromEnv;
        continue;
      }
      if (want === undefined) {
        const guess = didYouMean(k, Object.keys(schema)).replace("'", `'${prefix}`);
        bad(key, `unknown setting '${prefix}${k}'${guess || ` (known: ${Object.keys(schema).join(", ")})`}`);
        continue;
      }
      if (typeof want === "object") {
        if (value.kind !== "object") bad(value.loc, `'${prefix}${k}' is an object: { ${Object.keys(want as object).join(", ")} }`);
        else check(value, want as { [key: string]: unknown }, `${prefix}${k}.`);
        continue;
      }
      const ok =
        (want === "string" && value.kind === "string") ||
        (want === "boolean" && value.kind === "boolean") ||
        (want === "strings" && value.kind === "array" && value.items.every((x) => x.kind === "string"));
      if (!ok) bad(value.loc, `'${prefix}${k}' must be ${want === "strings" ? "a list of strings" : `a ${want}`}`);
      else values[`${prefix}${k}`] = value.kind === "array" ? value.items.map((x) => (x as { value: string }).value) : (value as { value: unknown }).value;
    }
  };
  check(root, SCHEMA, "");
  const at = (key: string): Loc => locOf(root, key) ?? root.loc;
  const base = dirname(path);
  const dir = (v: unknown): string => (isAbsolute(String(v)) ? String(v) : join(base, String(v)));
  if (values["docs.format"] !== undefined && values["docs.format"] !== "md" && values["docs.format"] !== "mdx") {
    bad(at("docs.format"), `docs.format is "md" or "mdx", not "${String(values["docs.format"])}"`);
  }
  const missing = values["docs.missing"];
  if (missing !== undefined && missing !== "allow" && missing !== "warn" && missing !== "deny") {
    bad(at("docs.missing"), `docs.missing is "allow", "warn" or "deny", not "${String(missing)}"`);
  }
  const config: CodegenConfig = {
    ...(values.spec !== undefined && { spec: dir(values.spec) }),
    ...(values.out !== undefined && { out: dir(values.out) }),
    ...(values.targets !== undefined && { targets: values.targets as string[] }),
    ...(values.templates !== undefined && { templateOverrides: dir(values.templates) }),
    ...(values.version !== undefined && { version: values.version as string }),
    ...(values.repository !== undefined && { repository: values.repository as string }),
    ...(values.license !== undefined && { license: values.license as string }),
    ...(values.licenseFile !== undefined && { licenseFile: dir(values.licenseFile) }),
    ...(values.description !== undefined && { description: values.description as string }),
    ...(values["typescript.package"] !== undefined && { typescriptPackage: values["typescript.package"] as string }),
    ...(values["typescript.version"] !== undefined && { typescriptVersion: values["typescript.version"] as string }),
    ...(values["rust.crate"] !== undefined && { rustCrate: values["rust.crate"] as string }),
    ...(values["rust.version"] !== undefined && { rustVersion: values["rust.version"] as string }),
    ...(values["rust.publish"] !== undefined && { rustPublish: values["rust.publish"] as boolean }),
    ...(values.unstable !== undefined && { unstable: values.unstable as string[] }),
    ...(values["rust.unstable"] !== undefined && { rustUnstable: values["rust.unstable"] as string[] }),
    ...(values["typescript.unstable"] !== undefined && { typescriptUnstable: values["typescript.unstable"] as string[] }),
    ...(values["python.unstable"] !== undefined && { pythonUnstable: values["python.unstable"] as string[] }),
    ...(values["python.package"] !== undefined && { pythonPackage: values["python.package"] as string }),
    ...(values["python.version"] !== undefined && { pythonVersion: values["python.version"] as string }),
    ...(values["docs.format"] !== undefined && { docsFormat: values["docs.format"] as "md" | "mdx" }),
    ...(missing !== undefined && { missingDocs: missing as "allow" | "warn" | "deny" }),
  };
  const locs = { ...(values.spec !== undefined && { spec: at("spec") }), ...(values.out !== undefined && { out: at("out") }) };
  return { config, diagnostics: out, locs };
}

/**
 * `version: { env: "NAME" }`: the value of that environment variable, which must be
 * set (a release pipeline that forgot it must not publish 0.1.0). Null after a diagnostic.
 */
function versionFromEnv(value: Extract<Data, { kind: "object" }>, key: string, bad: (loc: Loc, message: string) => void): string | null {
  const env = value.entries.get("env");
  for (const [k, e] of value.entries) if (k !== "env") bad(e.key, `unknown setting '${key}.${k}' ('${key}' is a version string, or { env: "NAME" })`);
  if (!env || env.value.kind !== "string") {
    bad(env?.value.loc ?? value.loc, `'${key}' is a version string, or { env: "NAME" } naming the environment variable that holds it`);
    return null;
  }
  const name = env.value.value;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    bad(env.value.loc, `'${name}' is not an environment variable name (letters, digits and '_', not starting with a digit)`);
    return null;
  }
  const v = process.env[name];
  if (v === undefined || v === "") {
    bad(env.value.loc, `${key} comes from the environment variable ${name}, which is not set (set it, or pass --package-version)`);
    return null;
  }
  if (!PACKAGE_VERSION.test(v)) {
    bad(env.value.loc, `the environment variable ${name} holds '${v}', which is not a version (1.2.3, or 1.2.3-alpha.1, -beta.1, -rc.1)`);
    return null;
  }
  return v;
}

/** Versions every package format accepts (the same rule as the config's other versions). */
const PACKAGE_VERSION = /^\d+\.\d+\.\d+(?:-(?:alpha|beta|rc)\.\d+)?$/;

/** The location of a dotted setting's value. */
function locOf(root: Extract<Data, { kind: "object" }>, dotted: string): Loc | null {
  let cur: Data = root;
  for (const part of dotted.split(".")) {
    if (cur.kind !== "object") return null;
    const e = cur.entries.get(part);
    if (!e) return null;
    cur = e.value;
  }
  return cur.loc;
}

/** Reads the default export (TypeScript) or the whole text (JSON) as data, with locations. */
async function readData(text: string, rel: string, json: boolean, bad: (loc: Loc, message: string) => void): Promise<Data | null> {
  const { Project, Node, SyntaxKind } = await import("ts-morph");
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: false } });
  // JSON is a TypeScript expression: parsed as one, it keeps every position.
  const sf = project.createSourceFile("config.ts", json ? `export default (\n${text}\n);` : text);
  const shift = json ? 1 : 0;
  const loc = (n: import("ts-morph").Node): Loc => {
    const { line, column } = sf.getLineAndColumnAtPos(n.getStart());
    return { file: rel, line: line - shift, col: column };
  };
  const syntax = project.getProgram().getSyntacticDiagnostics(sf)[0];
  if (syntax) {
    const { line, column } = sf.getLineAndColumnAtPos(syntax.getStart() ?? 0);
    const message = syntax.getMessageText();
    bad({ file: rel, line: Math.max(1, line - shift), col: column }, `the config file is not valid ${json ? "JSON" : "TypeScript"}: ${typeof message === "string" ? message : message.getMessageText()}`);
    return null;
  }
  const exp = sf.getExportAssignments().find((e) => !e.isExportEquals());
  if (!exp) {
    bad({ file: rel, line: 1, col: 1 }, "the config file has no default export: `export default defineConfig({ ... })`");
    return null;
  }
  let expr: import("ts-morph").Node = exp.getExpression();
  for (;;) {
    if (Node.isParenthesizedExpression(expr) || Node.isAsExpression(expr) || Node.isSatisfiesExpression(expr)) expr = expr.getExpression();
    else if (Node.isCallExpression(expr) && expr.getExpression().getText() === "defineConfig" && expr.getArguments().length === 1) expr = expr.getArguments()[0]!;
    else break;
  }
  const read = (n: import("ts-morph").Node): Data | null => {
    if (Node.isStringLiteral(n) || Node.isNoSubstitutionTemplateLiteral(n)) return { kind: "string", value: n.getLiteralText(), loc: loc(n) };
    if (Node.isNumericLiteral(n)) return { kind: "number", value: n.getLiteralValue(), loc: loc(n) };
    if (n.getKind() === SyntaxKind.TrueKeyword || n.getKind() === SyntaxKind.FalseKeyword) return { kind: "boolean", value: n.getKind() === SyntaxKind.TrueKeyword, loc: loc(n) };
    if (n.getKind() === SyntaxKind.NullKeyword) return { kind: "null", loc: loc(n) };
    if (Node.isArrayLiteralExpression(n)) {
      const items = n.getElements().map(read);
      return items.every((x) => x !== null) ? { kind: "array", items: items as Data[], loc: loc(n) } : null;
    }
    if (Node.isObjectLiteralExpression(n)) {
      const entries = new Map<string, { key: Loc; value: Data }>();
      for (const p of n.getProperties()) {
        if (!Node.isPropertyAssignment(p)) {
          bad(loc(p), "only `key: value` entries are read in the config");
          continue;
        }
        const nameNode = p.getNameNode();
        const key = Node.isStringLiteral(nameNode) ? nameNode.getLiteralText() : nameNode.getText();
        const value = read(p.getInitializerOrThrow());
        if (value) entries.set(key, { key: loc(nameNode), value });
      }
      return { kind: "object", entries, loc: loc(n) };
    }
    bad(loc(n), `'${n.getText().slice(0, 40)}' is not a literal; the config is read as data, never run`);
    return null;
  };
  return read(expr);
}
