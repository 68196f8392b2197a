/**
 * Where `acp-codegen import` reads published schemas from: a file, a folder
 * (one version's `schema.json` and `schema.unstable.json`, or `v1/`, `v2/`
 * folders of them), an installed npm package (`npm:PACKAGE[@VERSION][/path]`,
 * resolved from node_modules), a package tarball (`.tgz`, `.tar.gz`, `.tar`,
 * `.crate`: an npm or a cargo package, read in memory, never unpacked), or an
 * https URL of a schema or of a tarball.
 *
 * What comes from outside is read within limits (`ReadLimits`): a size per
 * source, a time per download, a number of `$defs` and a depth of nesting per
 * schema. A tarball with a link (symbolic or hard) or a path that leaves its
 * folder is refused whole. Each refusal is one ImportError naming where, and
 * the command writes nothing.
 */
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { gunzipSync } from "node:zlib";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Obj = { [key: string]: Json };
export const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** A usage or input problem: reported as `acp-codegen import: <message>`, and nothing is written. */
export class ImportError extends Error {}

/** How much `import` reads from outside, and for how long. */
export interface ReadLimits {
  /** Bytes per source: a file, a download, or a tarball once decompressed (`--max-size`). */
  readonly maxBytes: number;
  /** Milliseconds per download, from the request to the last byte (`--timeout`). */
  readonly timeoutMs: number;
  /** `$defs` per schema. */
  readonly maxDefs: number;
  /** Levels of nesting (objects and arrays) per JSON file. */
  readonly maxDepth: number;
}

/**
 * The defaults: far above what a protocol release needs (its schemas are a few
 * hundred kilobytes, a few hundred `$defs` and a dozen levels deep; the npm
 * package a few megabytes).
 */
export const DEFAULT_LIMITS: ReadLimits = {
  maxBytes: 64 * 1024 * 1024,
  timeoutMs: 60_000,
  maxDefs: 10_000,
  maxDepth: 256,
};

/** `1234`, `64k`, `64M`, `1G` (powers of 1024): a number of bytes, or null. */
export function parseSize(text: string): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*([kKmMgG]?)(?:i?B)?$/.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]) * 1024 ** ["", "k", "m", "g"].indexOf(m[2]!.toLowerCase());
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : null;
}

const mib = (n: number): string => (n >= 1024 * 1024 ? `${+(n / 1024 / 1024).toFixed(1)} MiB` : `${n} bytes`);

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

/**
 * Refuses JSON nested deeper than the limit before it is parsed (the importer
 * walks schemas recursively): a scan of the text with a counter, no recursion,
 * located at the bracket that goes too deep.
 */
function checkDepth(origin: string, text: string, maxDepth: number): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) {
        const before = text.slice(0, i);
        const line = before.split("\n").length;
        const col = i - before.lastIndexOf("\n");
        throw new ImportError(
          `${origin}:${line}:${col}: JSON nested deeper than ${maxDepth} levels; import reads no deeper (a published schema is a dozen levels deep)`,
        );
      }
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}

function parse(origin: string, text: string, limits: ReadLimits): Obj {
  checkDepth(origin, text, limits.maxDepth);
  let json: Json;
  try {
    json = JSON.parse(text) as Json;
  } catch (e) {
    throw new ImportError(`${origin} is not JSON: ${(e as Error).message}`);
  }
  if (!isObj(json) || !isObj(json.$defs)) throw new ImportError(`${origin} is not a JSON Schema with $defs`);
  const defs = Object.keys(json.$defs).length;
  if (defs > limits.maxDefs)
    throw new ImportError(
      `${origin}: at $.$defs: ${defs} definitions, more than import reads (${limits.maxDefs}; a published schema has a few hundred)`,
    );
  return json;
}

/** A method table (`meta.json`): JSON within the depth limit. */
function parseMeta(origin: string, text: string, limits: ReadLimits): Obj {
  checkDepth(origin, text, limits.maxDepth);
  try {
    return JSON.parse(text) as Obj;
  } catch (e) {
    throw new ImportError(`${origin} is not JSON: ${(e as Error).message}`);
  }
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
function npmPath(spec: string, cwd: string): { path: string; root: string } {
  const m = /^npm:((?:@[^/@]+\/)?[^/@]+)(?:@([^/]+))?(\/.*)?$/.exec(spec);
  if (!m) throw new ImportError(`'${spec}' is not npm:PACKAGE[@VERSION][/path]`);
  const [, name, version, sub] = m;
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const root = join(dir, "node_modules", ...name!.split("/"));
    if (existsSync(join(root, "package.json"))) {
      const found = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version?: string }).version;
      if (version && found !== version)
        throw new ImportError(`${name} ${found ?? "(no version)"} is installed at ${root}, not ${version}`);
      // Without a path, the schemas the package ships (the sdk keeps them in schema/).
      return { path: sub ? join(root, sub) : existsSync(join(root, "schema")) ? join(root, "schema") : root, root };
    }
    if (dirname(dir) === dir)
      throw new ImportError(
        `${name} is not installed (no node_modules/${name} above ${cwd}); install it, e.g. npm install --no-save ${name}${version ? `@${version}` : ""}`,
      );
  }
}

/** How a download is made: the global `fetch`, unless a test hands another in. */
export type Fetcher = (url: string, init: { signal: AbortSignal; redirect: "follow" }) => Promise<Response>;

/**
 * Downloads a URL within the limits: refused when its declared length, or the
 * bytes that actually come, pass `maxBytes`, or when the whole download takes
 * longer than `timeoutMs`.
 */
async function fetchBytes(url: string, limits: ReadLimits, fetcher: Fetcher): Promise<Buffer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  const late = (): ImportError =>
    new ImportError(
      `cannot fetch ${url}: no complete answer within ${limits.timeoutMs / 1000} s (--timeout raises the limit)`,
    );
  const tooBig = (): ImportError =>
    new ImportError(`cannot fetch ${url}: larger than ${mib(limits.maxBytes)} (--max-size raises the limit)`);
  try {
    let res: Response;
    try {
      res = await fetcher(url, { signal: controller.signal, redirect: "follow" });
    } catch (e) {
      throw timedOut ? late() : new ImportError(`cannot fetch ${url}: ${(e as Error).message}`);
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new ImportError(`cannot fetch ${url}: HTTP ${res.status}`);
    }
    const declared = Number(res.headers.get("content-length") ?? NaN);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw tooBig();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    if (res.body) {
      const reader = res.body.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          if (size > limits.maxBytes) {
            await reader.cancel().catch(() => undefined);
            throw tooBig();
          }
          chunks.push(Buffer.from(value));
        }
      } catch (e) {
        if (e instanceof ImportError) throw e;
        throw timedOut ? late() : new ImportError(`cannot fetch ${url}: ${(e as Error).message}`);
      }
    }
    return Buffer.concat(chunks, size);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads a local file within the size limit (a special file, a FIFO say, is refused: it could be endless). */
export function readLimited(path: string, shown: string, limits: ReadLimits): Buffer {
  const st = statSync(path);
  if (!st.isFile()) throw new ImportError(`${shown} is not a regular file`);
  if (st.size > limits.maxBytes)
    throw new ImportError(`${shown} is larger than ${mib(limits.maxBytes)} (--max-size raises the limit)`);
  return readFileSync(path);
}

/** One file read: where it came from (as shown), its path (what its name and version are read from), its text. */
interface Source {
  readonly origin: string;
  readonly path: string;
  readonly text: string;
}

const TARBALL = /\.(?:tgz|tar\.gz|tar|crate)$/i;
const isGzip = (b: Buffer): boolean => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;

/**
 * The regular files of a tar archive (gzipped or not), by path, read in
 * memory. The whole archive is refused when an entry is a link (symbolic or
 * hard), a device or FIFO, or has a path that leaves its folder (absolute, a
 * drive, a `..` step, a backslash), or when it decompresses to more than
 * `maxBytes`. Paths come from the ustar header (prefix and name), a pax
 * `path` record, or a GNU long name.
 */
export function readTarball(origin: string, data: Buffer, limits: ReadLimits): Map<string, Buffer> {
  let tar = data;
  if (isGzip(data)) {
    try {
      tar = gunzipSync(data, { maxOutputLength: limits.maxBytes });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === "ERR_BUFFER_TOO_LARGE" || e instanceof RangeError)
        throw new ImportError(
          `${origin}: decompresses to more than ${mib(limits.maxBytes)} (--max-size raises the limit)`,
        );
      throw new ImportError(`${origin}: not a gzip file: ${(e as Error).message}`);
    }
  }
  const files = new Map<string, Buffer>();
  const str = (b: Buffer): string => {
    const end = b.indexOf(0);
    return b.subarray(0, end < 0 ? b.length : end).toString("utf8");
  };
  let nextPath: string | null = null;
  let index = 0;
  for (let at = 0; at + 512 <= tar.length; ) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    index++;
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
    const stored = parseInt(str(h.subarray(148, 156)).trim(), 8);
    if (stored !== sum) throw new ImportError(`${origin}: not a tar archive (the header of entry ${index} is damaged)`);
    const sizeField = h.subarray(124, 136);
    // Base-256 sizes (a high bit set) are for files of 8 GiB and more: beyond any limit here.
    const size = (sizeField[0]! & 0x80) !== 0 ? Infinity : parseInt(str(sizeField).trim() || "0", 8);
    const type = String.fromCharCode(h[156]! || 0x30);
    const prefix = h.subarray(257, 263).toString("latin1").startsWith("ustar") ? str(h.subarray(345, 500)) : "";
    const headerName = prefix ? `${prefix}/${str(h.subarray(0, 100))}` : str(h.subarray(0, 100));
    const body = at + 512;
    if (!Number.isFinite(size) || body + size > tar.length)
      throw new ImportError(`${origin}: entry ${index} ('${headerName}') runs past the end of the archive`);
    const content = tar.subarray(body, body + size);
    at = body + Math.ceil(size / 512) * 512;
    if (type === "x" || type === "L") {
      // The next entry's path: a pax record `<len> path=<value>\n`, or a GNU long name.
      if (type === "L") nextPath = str(content);
      else {
        const text = content.toString("utf8");
        const m = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
        if (m) nextPath = m[1]!;
        if (/(?:^|\n)\d+ linkpath=/.test(text))
          throw new ImportError(`${origin}: entry ${index + 1} is a link; import refuses an archive with links`);
      }
      continue;
    }
    if (type === "g" || type === "K") continue;
    const name = nextPath ?? headerName;
    nextPath = null;
    const where = `${origin}: entry '${name}'`;
    if (type === "1" || type === "2")
      throw new ImportError(
        `${where} is a ${type === "1" ? "hard" : "symbolic"} link (to '${str(h.subarray(157, 257))}'); import refuses an archive with links`,
      );
    if (
      name === "" ||
      name.startsWith("/") ||
      /^[A-Za-z]:/.test(name) ||
      /[\\\0]/.test(name) ||
      name.split("/").includes("..")
    ) {
      throw new ImportError(`${where} has a path that leaves the archive's folder; import refuses such an archive`);
    }
    if (type === "5") continue;
    if (type !== "0" && type !== "7")
      throw new ImportError(`${where} is not a regular file (tar type '${type}'); import refuses such an archive`);
    files.set(
      name
        .split("/")
        .filter((p) => p !== "" && p !== ".")
        .join("/"),
      Buffer.from(content),
    );
  }
  if (index === 0) throw new ImportError(`${origin}: an empty archive, or not a tar archive`);
  return files;
}

/**
 * The schema files of a package tarball, as `filesOf` finds them in a folder:
 * under the package's one top folder (`package/` of npm, `NAME-VERSION/` of a
 * crate), in `schema/` if there is one, `schema.json` and its siblings, else
 * `vN/` folders of them. Also the sdk's version when the package is the sdk.
 */
function tarballSchemas(origin: string, files: Map<string, Buffer>): { files: Source[]; sdk: string | null } {
  const tops = new Set([...files.keys()].map((p) => p.split("/")[0]!));
  let root = tops.size === 1 && [...files.keys()].every((p) => p.includes("/")) ? `${[...tops][0]}/` : "";
  let sdk: string | null = null;
  const pj = files.get(`${root}package.json`);
  if (pj) {
    try {
      const p = JSON.parse(pj.toString("utf8")) as { name?: string; version?: string };
      if (p.name === "@agentclientprotocol/sdk" && typeof p.version === "string") sdk = p.version;
    } catch {
      // Not the sdk's, then.
    }
  }
  if ([...files.keys()].some((p) => p.startsWith(`${root}schema/`))) root = `${root}schema/`;
  const names = ["schema.json", "schema.unstable.json", "meta.json", "meta.unstable.json"];
  let picked = names.map((n) => `${root}${n}`).filter((p) => files.has(p));
  if (!picked.length) {
    const versions = [
      ...new Set(
        [...files.keys()]
          .filter((p) => p.startsWith(root))
          .map((p) => p.slice(root.length).split("/")[0]!)
          .filter((d) => /^v[0-9]+$/.test(d)),
      ),
    ].sort();
    picked = versions.flatMap((v) => names.map((n) => `${root}${v}/${n}`).filter((p) => files.has(p)));
  }
  if (!picked.length) throw new ImportError(`${origin} holds no schema.json (nor v1/, v2/ folders of them)`);
  return {
    files: picked.map((p) => ({ origin: `${origin}:${p}`, path: p, text: files.get(p)!.toString("utf8") })),
    sdk,
  };
}

/**
 * A file of an installed package must be the package's own: one that a link
 * inside the package takes elsewhere is refused (the package folder itself may
 * be a link, as pnpm and npm link make them).
 */
function checkInside(root: string, file: string, shown: string): void {
  const base = realpathSync(root);
  const real = realpathSync(file);
  const rel = relative(base, real);
  if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
    const link = lstatSync(file).isSymbolicLink() ? "a link" : "reached through a link";
    throw new ImportError(
      `${shown} is ${link} to '${real}', outside the package '${root}'; import reads only the package's own files`,
    );
  }
}

/** The schema files a path names: itself, or those of a folder (one version, or vN/ folders). */
function filesOf(path: string): string[] {
  if (!existsSync(path)) throw new ImportError(`${path} does not exist`);
  if (!statSync(path).isDirectory()) return [path];
  const here = ["schema.json", "schema.unstable.json", "meta.json", "meta.unstable.json"]
    .map((f) => join(path, f))
    .filter((f) => existsSync(f));
  if (here.length) return here;
  const versions = readdirSync(path)
    .filter((d) => /^v[0-9]+$/.test(d) && statSync(join(path, d)).isDirectory())
    .sort();
  const out = versions.flatMap((v) => filesOf(join(path, v)));
  if (!out.length) throw new ImportError(`${path} holds no schema.json (nor v1/, v2/ folders of them)`);
  return out;
}

/**
 * Reads every `--schema` argument and groups the files by version. `version`
 * (from --version) names the version when the files do not.
 */
export async function readRelease(
  args: readonly string[],
  opts: { cwd: string; version?: string; limits?: Partial<ReadLimits>; fetch?: Fetcher },
): Promise<Release> {
  const limits: ReadLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  const fetcher: Fetcher = opts.fetch ?? ((url, init) => fetch(url, init));
  const files: Source[] = [];
  let sdk: string | null = null;
  const tarball = (origin: string, data: Buffer): void => {
    const found = tarballSchemas(origin, readTarball(origin, data, limits));
    files.push(...found.files);
    sdk ??= found.sdk;
  };
  const seen = new Set<string>();
  for (const arg of args) {
    if (/^https?:\/\//.test(arg)) {
      if (!arg.startsWith("https://")) throw new ImportError(`${arg}: only https URLs are fetched`);
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(new URL(arg).pathname);
      } catch {
        throw new ImportError(`${arg} is not a URL`);
      }
      const data = await fetchBytes(arg, limits, fetcher);
      if (isGzip(data) || TARBALL.test(urlPath)) tarball(arg, data);
      else files.push({ origin: arg, path: urlPath, text: data.toString("utf8") });
      continue;
    }
    const npm = arg.startsWith("npm:") ? npmPath(arg, opts.cwd) : null;
    const path = npm?.path ?? resolve(opts.cwd, arg);
    if (!npm && TARBALL.test(path) && existsSync(path) && !statSync(path).isDirectory()) {
      const shown = relative(opts.cwd, path) || path;
      tarball(shown, readLimited(path, shown, limits));
      continue;
    }
    const found = filesOf(path);
    // An unstable schema named alone: the stable one beside it (same release) tells stable items from unstable ones.
    for (const f of [...found]) {
      const sibling = join(dirname(f), "schema.json");
      if (/^schema\.unstable\.json$/.test(basename(f)) && !found.includes(sibling) && existsSync(sibling))
        found.push(sibling);
    }
    for (const f of found) {
      // A file named twice (itself, and as an unstable schema's sibling) is read once.
      if (seen.has(f)) continue;
      seen.add(f);
      const shown = relative(opts.cwd, f) || f;
      if (npm) checkInside(npm.root, f, shown);
      files.push({
        origin: shown,
        path: shown.split(sep).join("/"),
        text: readLimited(f, shown, limits).toString("utf8"),
      });
      sdk ??= sdkVersionAbove(f);
    }
  }
  const byVersion = new Map<string, { stable?: SchemaFile; unstable?: SchemaFile; meta: SchemaFile[] }>();
  for (const f of files) {
    const name = basename(f.path);
    const isMeta = /^meta(\.unstable)?\.json$/.test(name);
    const json = isMeta ? parseMeta(f.origin, f.text, limits) : parse(f.origin, f.text, limits);
    const version = opts.version ?? versionIn(f.path) ?? versionIn(typeof json.title === "string" ? json.title : "");
    if (!version)
      throw new ImportError(`cannot tell which protocol version ${f.origin} describes; give --protocol v1 (or v2)`);
    const file: SchemaFile = {
      origin: f.origin,
      releasePath: `${version}/${name}`,
      text: f.text,
      json,
      digest: digestOf(f.text),
    };
    const slot = byVersion.get(version) ?? { meta: [] };
    const unstable = /unstable/.test(name) || (typeof json.title === "string" && /unstable/i.test(json.title));
    if (isMeta) slot.meta.push(file);
    else if (unstable) {
      if (slot.unstable)
        throw new ImportError(`two unstable schemas for ${version}: ${slot.unstable.origin} and ${f.origin}`);
      slot.unstable = file;
    } else {
      if (slot.stable)
        throw new ImportError(`two stable schemas for ${version}: ${slot.stable.origin} and ${f.origin}`);
      slot.stable = file;
    }
    byVersion.set(version, slot);
  }
  const versions: VersionSchemas[] = [];
  for (const [version, slot] of [...byVersion].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!slot.stable)
      throw new ImportError(
        `no stable schema (schema.json) for ${version}: the stable schema tells stable items from unstable ones`,
      );
    versions.push({ version, stable: slot.stable, unstable: slot.unstable ?? null, meta: slot.meta });
  }
  if (!versions.length) throw new ImportError("no schema given (--schema FILE, FOLDER, npm:PACKAGE or an https URL)");
  return { versions, sdk };
}
