/**
 * Where `acp-codegen import` reads published schemas from: a file, a folder
 * (one version's `schema.json` and `schema.unstable.json`, or `v1/`, `v2/`
 * folders of them), an installed npm package (`npm:PACKAGE[@VERSION][/path]`,
 * resolved from node_modules), or an https URL.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Obj = { [key: string]: Json };
export const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** A usage or input problem: reported as `acp-codegen import: <message>`, and nothing is written. */
export class ImportError extends Error {}

/** One schema file as read. */
export interface SchemaFile {
  /** Where it came from, as the user can find it (a path or a URL). */
  readonly origin: string;
  /** Its path in the release (`v1/schema.unstable.json`), for provenance. */
  readonly releasePath: string;
  readonly text: string;
  readonly json: Obj;
  readonly digest: string;
}

/** The schemas of one protocol version. */
export interface VersionSchemas {
  readonly version: string;
  readonly stable: SchemaFile;
  /** Stable plus every unstable feature, when given. */
  readonly unstable: SchemaFile | null;
  /** Method tables (`meta.json`, `meta.unstable.json`) when the release has them. */
  readonly meta: readonly SchemaFile[];
}

export interface Release {
  readonly versions: readonly VersionSchemas[];
  /** The npm package's version, when the schemas came from `@agentclientprotocol/sdk`. */
  readonly sdk: string | null;
}

const digestOf = (text: string): string => `sha256:${createHash("sha256").update(text).digest("hex")}`;

function parse(origin: string, text: string): Obj {
  let json: Json;
  try {
    json = JSON.parse(text) as Json;
  } catch (e) {
    throw new ImportError(`${origin} is not JSON: ${(e as Error).message}`);
  }
  if (!isObj(json) || !isObj(json.$defs)) throw new ImportError(`${origin} is not a JSON Schema with $defs`);
  return json;
}

/** The protocol version a path or schema title names (`v1`, `v2`), or null: the last one, nearest the file (a temporary folder's random name may hold one too). */
function versionIn(text: string): string | null {
  const all = [...text.matchAll(/(?:^|[^A-Za-z0-9])(v[0-9]+)(?=[^0-9]|$)/g)];
  return all.length ? all[all.length - 1]![1]! : null;
}

/** The package.json above a file, when it is the sdk's: its version. */
function sdkVersionAbove(file: string): string | null {
  for (let dir = dirname(resolve(file)); ; dir = dirname(dir)) {
    const pj = join(dir, "package.json");
    if (existsSync(pj)) {
      try {
        const p = JSON.parse(readFileSync(pj, "utf8")) as { name?: string; version?: string };
        return p.name === "@agentclientprotocol/sdk" && typeof p.version === "string" ? p.version : null;
      } catch {
        return null;
      }
    }
    if (dirname(dir) === dir) return null;
  }
}

/** `npm:@scope/name[@version][/path]`: the installed package's folder (or file), from node_modules above `cwd`. */
function npmPath(spec: string, cwd: string): string {
  const m = /^npm:((?:@[^/@]+\/)?[^/@]+)(?:@([^/]+))?(\/.*)?$/.exec(spec);
  if (!m) throw new ImportError(`'${spec}' is not npm:PACKAGE[@VERSION][/path]`);
  const [, name, version, sub] = m;
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const root = join(dir, "node_modules", ...name!.split("/"));
    if (existsSync(join(root, "package.json"))) {
      const found = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version?: string }).version;
      if (version && found !== version) throw new ImportError(`${name} ${found ?? "(no version)"} is installed at ${root}, not ${version}`);
      // Without a path, the schemas the package ships (the sdk keeps them in schema/).
      return sub ? join(root, sub) : existsSync(join(root, "schema")) ? join(root, "schema") : root;
    }
    if (dirname(dir) === dir) throw new ImportError(`${name} is not installed (no node_modules/${name} above ${cwd}); install it, e.g. npm install --no-save ${name}${version ? `@${version}` : ""}`);
  }
}

async function fetchText(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch (e) {
    throw new ImportError(`cannot fetch ${url}: ${(e as Error).message}`);
  }
  if (!res.ok) throw new ImportError(`cannot fetch ${url}: HTTP ${res.status}`);
  return res.text();
}

/** The schema files a path names: itself, or those of a folder (one version, or vN/ folders). */
function filesOf(path: string): string[] {
  if (!existsSync(path)) throw new ImportError(`${path} does not exist`);
  if (!statSync(path).isDirectory()) return [path];
  const here = ["schema.json", "schema.unstable.json", "meta.json", "meta.unstable.json"].map((f) => join(path, f)).filter((f) => existsSync(f));
  if (here.length) return here;
  const versions = readdirSync(path).filter((d) => /^v[0-9]+$/.test(d) && statSync(join(path, d)).isDirectory()).sort();
  const out = versions.flatMap((v) => filesOf(join(path, v)));
  if (!out.length) throw new ImportError(`${path} holds no schema.json (nor v1/, v2/ folders of them)`);
  return out;
}

/**
 * Reads every `--schema` argument and groups the files by version. `version`
 * (from --version) names the version when the files do not.
 */
export async function readRelease(args: readonly string[], opts: { cwd: string; version?: string }): Promise<Release> {
  const files: { origin: string; text: string }[] = [];
  let sdk: string | null = null;
  for (const arg of args) {
    if (/^https?:\/\//.test(arg)) {
      if (!arg.startsWith("https://")) throw new ImportError(`${arg}: only https URLs are fetched`);
      files.push({ origin: arg, text: await fetchText(arg) });
      continue;
    }
    const path = arg.startsWith("npm:") ? npmPath(arg, opts.cwd) : resolve(opts.cwd, arg);
    for (const f of filesOf(path)) {
      files.push({ origin: relative(opts.cwd, f) || f, text: readFileSync(f, "utf8") });
      sdk ??= sdkVersionAbove(f);
    }
  }
  const byVersion = new Map<string, { stable?: SchemaFile; unstable?: SchemaFile; meta: SchemaFile[] }>();
  for (const f of files) {
    const name = basename(f.origin.split("?")[0]!);
    const isMeta = /^meta(\.unstable)?\.json$/.test(name);
    const json = isMeta ? (JSON.parse(f.text) as Obj) : parse(f.origin, f.text);
    const version = opts.version ?? versionIn(f.origin.split(sep).join("/")) ?? versionIn(typeof json.title === "string" ? json.title : "");
    if (!version) throw new ImportError(`cannot tell which protocol version ${f.origin} describes; give --protocol v1 (or v2)`);
    const file: SchemaFile = { origin: f.origin, releasePath: `${version}/${name}`, text: f.text, json, digest: digestOf(f.text) };
    const slot = byVersion.get(version) ?? { meta: [] };
    const unstable = /unstable/.test(name) || (typeof json.title === "string" && /unstable/i.test(json.title));
    if (isMeta) slot.meta.push(file);
    else if (unstable) {
      if (slot.unstable) throw new ImportError(`two unstable schemas for ${version}: ${slot.unstable.origin} and ${f.origin}`);
      slot.unstable = file;
    } else {
      if (slot.stable) throw new ImportError(`two stable schemas for ${version}: ${slot.stable.origin} and ${f.origin}`);
      slot.stable = file;
    }
    byVersion.set(version, slot);
  }
  const versions: VersionSchemas[] = [];
  for (const [version, slot] of [...byVersion].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!slot.stable) throw new ImportError(`no stable schema (schema.json) for ${version}: the stable schema tells stable items from unstable ones`);
    versions.push({ version, stable: slot.stable, unstable: slot.unstable ?? null, meta: slot.meta });
  }
  if (!versions.length) throw new ImportError("no schema given (--schema FILE, FOLDER, npm:PACKAGE or an https URL)");
  return { versions, sdk };
}
