import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initProject } from "../cli/init.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";
import { runImport } from "./command.js";
import { DEFAULT_LIMITS, ImportError, parseSize, readRelease, readTarball, type Fetcher } from "./source.js";

/**
 * What `import` reads from outside, within limits: package tarballs (links and
 * paths that leave the folder refused), downloads (size and time, served from a
 * local server), installed packages (no link out of the package), and schemas
 * too large in `$defs` or too deep. Every archive and schema is built here.
 */
const temp = tempFolders(afterAll);

// ---- a tar writer (ustar), enough for the tests ----

interface Entry {
  readonly name: string;
  /** tar type: "0" file (default), "1" hard link, "2" symbolic link, "5" folder, "x" pax header, "L" GNU long name. */
  readonly type?: string;
  readonly content?: string | Buffer;
  readonly link?: string;
}

function header(name: string, type: string, size: number, link = ""): Buffer {
  const h = Buffer.alloc(512);
  const put = (text: string, at: number, len: number): void => void h.write(text.slice(0, len), at, "latin1");
  const octal = (n: number, len: number): string => `${n.toString(8).padStart(len - 1, "0")}\0`;
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(0, 12), 136, 12);
  put("        ", 148, 8);
  put(type, 156, 1);
  put(link, 157, 100);
  put("ustar\0", 257, 6);
  put("00", 263, 2);
  let sum = 0;
  for (const b of h) sum += b;
  put(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8);
  return h;
}

function tar(entries: readonly Entry[]): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    const body = typeof e.content === "string" ? Buffer.from(e.content) : (e.content ?? Buffer.alloc(0));
    parts.push(
      header(e.name, e.type ?? "0", body.length, e.link),
      body,
      Buffer.alloc((512 - (body.length % 512)) % 512),
    );
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

/** A pax record: `<length> key=value\n`, the length counting itself. */
function pax(key: string, value: string): string {
  const rest = ` ${key}=${value}\n`;
  let n = rest.length + 1;
  while (`${n}${rest}`.length !== n) n++;
  return `${n}${rest}`;
}

// ---- schemas ----

const schema = (defs: number, title = "ACP v1"): string =>
  JSON.stringify({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title,
    $defs: Object.fromEntries(Array.from({ length: defs }, (_, i) => [`D${i}`, { type: "string" }])),
  });

/** The entries of an npm package holding the sdk's schemas (`package/schema/v1/...`). */
const sdkPackage = (version = "9.9.9"): Entry[] => [
  { name: "package/package.json", content: JSON.stringify({ name: "@agentclientprotocol/sdk", version }) },
  { name: "package/schema/", type: "5" },
  { name: "package/schema/v1/schema.json", content: schema(2) },
  { name: "package/schema/v1/schema.unstable.json", content: schema(3, "ACP v1 (unstable)") },
];

const release = (args: string[], more: Partial<Parameters<typeof readRelease>[1]> = {}) =>
  readRelease(args, { cwd: temp("acp-src-cwd-"), ...more });

/** Runs the command on a fresh minimal spec; returns its exit status, its output, and whether the spec folder is as it was. */
async function command(
  schemaArgs: string[],
  more: Partial<Parameters<typeof runImport>[0]> = {},
): Promise<{ code: number; out: string; unchanged: boolean; shown: (file: string) => string }> {
  const dir = temp("acp-src-project-");
  expect(initProject({ cwd: dir, from: "minimal" }).existing).toEqual([]);
  const spec = join(dir, "spec");
  const snapshot = (): string =>
    readdirSync(spec, { recursive: true, encoding: "utf8" })
      .sort()
      .map((f) => (f.endsWith(".ts") ? `${f}\n${readFileSync(join(spec, f), "utf8")}` : f))
      .join("\n");
  const before = snapshot();
  let out = "";
  const code = await runImport({
    schema: schemaArgs,
    spec,
    feature: [],
    features: [],
    dryRun: false,
    json: false,
    cwd: dir,
    stdout: (s) => void (out += s),
    stderr: (s) => void (out += s),
    ...more,
  });
  // A file is named by its path from the working folder.
  return { code, out, unchanged: snapshot() === before, shown: (file) => relative(dir, file) };
}

describe("package tarballs", () => {
  it("reads the schemas of an npm package tarball (gzipped or not) in memory, with the sdk's version", async () => {
    const dir = temp("acp-src-tgz-");
    writeFileSync(join(dir, "sdk-9.9.9.tgz"), gzipSync(tar(sdkPackage())));
    writeFileSync(join(dir, "sdk.tar"), tar(sdkPackage("9.9.8")));
    const r = await readRelease(["sdk-9.9.9.tgz"], { cwd: dir });
    expect(r.sdk).toBe("9.9.9");
    expect(
      r.versions.map((v) => [
        v.version,
        v.stable.origin,
        v.unstable?.origin,
        Object.keys(v.stable.json.$defs as object).length,
      ]),
    ).toEqual([
      ["v1", "sdk-9.9.9.tgz:package/schema/v1/schema.json", "sdk-9.9.9.tgz:package/schema/v1/schema.unstable.json", 2],
    ]);
    expect((await readRelease(["sdk.tar"], { cwd: dir })).sdk).toBe("9.9.8");
    // Nothing was unpacked beside the tarballs.
    expect(readdirSync(dir).sort()).toEqual(["sdk-9.9.9.tgz", "sdk.tar"]);
  });

  it.each([
    [
      "a symbolic link",
      [{ name: "package/schema/v1/schema.json", type: "2", link: "/etc/passwd" }],
      /entry 'package\/schema\/v1\/schema\.json' is a symbolic link \(to '\/etc\/passwd'\); import refuses an archive with links/,
    ],
    [
      "a hard link",
      [{ name: "package/extra.json", type: "1", link: "package/package.json" }],
      /entry 'package\/extra\.json' is a hard link \(to 'package\/package\.json'\)/,
    ],
    [
      "a '..' step",
      [{ name: "package/../../evil.json", content: "{}" }],
      /entry 'package\/\.\.\/\.\.\/evil\.json' has a path that leaves the archive's folder/,
    ],
    [
      "an absolute path",
      [{ name: "/tmp/evil.json", content: "{}" }],
      /entry '\/tmp\/evil\.json' has a path that leaves the archive's folder/,
    ],
    [
      "a pax path with '..'",
      [
        { name: "PaxHeader", type: "x", content: pax("path", "package/../../evil.json") },
        { name: "package/harmless.json", content: "{}" },
      ],
      /entry 'package\/\.\.\/\.\.\/evil\.json' has a path that leaves/,
    ],
    [
      "a GNU long name with '..'",
      [
        {
          name: "././@LongLink",
          type: "L",
          content: `package/${"a/".repeat(60)}../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../x.json\0`,
        },
        { name: "package/short.json", content: "{}" },
      ],
      /has a path that leaves the archive's folder/,
    ],
    ["a device", [{ name: "package/dev", type: "3" }], /entry 'package\/dev' is not a regular file \(tar type '3'\)/],
  ] as const)(
    "refuses the whole archive when an entry is %s, and the command writes nothing",
    async (_what, bad, message) => {
      const dir = temp("acp-src-bad-");
      // The bad entry comes after good ones: nothing before it is used either.
      const file = join(dir, "pkg.tgz");
      writeFileSync(file, gzipSync(tar([...sdkPackage(), ...(bad as readonly Entry[])])));
      await expect(readRelease([file], { cwd: dir })).rejects.toThrow(message);
      await expect(readRelease([file], { cwd: dir })).rejects.toBeInstanceOf(ImportError);
      const r = await command([file]);
      expect(r.code).toBe(2);
      expect(r.out.trim().split("\n")).toHaveLength(1);
      expect(r.out.startsWith(`acp-codegen import: ${r.shown(file)}: entry '`)).toBe(true);
      expect(r.out).toMatch(message);
      expect(r.unchanged).toBe(true);
    },
  );

  it("refuses an archive that decompresses beyond the size limit (a gzip bomb), a damaged header, and an empty archive", () => {
    const bomb = gzipSync(tar([...sdkPackage(), { name: "package/zeros", content: Buffer.alloc(4 * 1024 * 1024) }]));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const limits = { ...DEFAULT_LIMITS, maxBytes: 1024 * 1024 };
    expect(() => readTarball("bomb.tgz", bomb, limits)).toThrow(
      /^bomb\.tgz: decompresses to more than 1 MiB \(--max-size raises the limit\)$/,
    );
    expect(readTarball("ok.tgz", bomb, DEFAULT_LIMITS).get("package/zeros")?.length).toBe(4 * 1024 * 1024);
    const damaged = tar(sdkPackage());
    damaged[0] = 0x41;
    expect(() => readTarball("damaged.tar", damaged, DEFAULT_LIMITS)).toThrow(
      /not a tar archive \(the header of entry 1 is damaged\)/,
    );
    expect(() => readTarball("empty.tar", Buffer.alloc(1024), DEFAULT_LIMITS)).toThrow(/an empty archive/);
  });
});

describe("downloads, from a local server", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = req.url ?? "/";
      if (url === "/v1/schema.json") res.end(schema(2));
      else if (url === "/v1/schema.unstable.json") res.end(schema(3, "ACP v1 (unstable)"));
      else if (url === "/sdk.tgz") res.end(gzipSync(tar(sdkPackage())));
      else if (url === "/declared-large") {
        res.writeHead(200, { "content-length": String(10 * 1024 * 1024) });
        res.write("{");
      } else if (url === "/endless") {
        // No declared length: chunk after chunk, without end.
        res.writeHead(200, { "content-type": "application/json" });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const more = (): void => void (res.write(chunk) ? setImmediate(more) : res.once("drain", more));
        more();
        res.on("close", () => res.removeAllListeners("drain"));
      } else if (url === "/trickle") {
        res.writeHead(200);
        res.write("{");
        const t = setInterval(() => res.write(" "), 50);
        res.on("close", () => clearInterval(t));
      } else if (url === "/silent") {
        // Never answers at all.
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  /** https://schemas.test/... is served by the local server (the command fetches https only). */
  const local: Fetcher = (url, init) => fetch(url.replace("https://schemas.test", base), init);
  const quick = { ...DEFAULT_LIMITS, maxBytes: 1024 * 1024, timeoutMs: 500 };

  it("fetches schemas and a package tarball", async () => {
    const r = await release(["https://schemas.test/v1/schema.json", "https://schemas.test/v1/schema.unstable.json"], {
      fetch: local,
    });
    expect(r.versions.map((v) => [v.version, v.stable.origin, v.unstable?.origin])).toEqual([
      ["v1", "https://schemas.test/v1/schema.json", "https://schemas.test/v1/schema.unstable.json"],
    ]);
    const t = await release(["https://schemas.test/sdk.tgz"], { fetch: local });
    expect(t.sdk).toBe("9.9.9");
    expect(t.versions[0]!.stable.origin).toBe("https://schemas.test/sdk.tgz:package/schema/v1/schema.json");
    await expect(release(["https://schemas.test/none.json"], { fetch: local })).rejects.toThrow(
      /cannot fetch https:\/\/schemas\.test\/none\.json: HTTP 404/,
    );
  });

  it("refuses a download larger than the limit, whether its length is declared or not", async () => {
    await expect(release(["https://schemas.test/declared-large"], { fetch: local, limits: quick })).rejects.toThrow(
      /^cannot fetch https:\/\/schemas\.test\/declared-large: larger than 1 MiB \(--max-size raises the limit\)$/,
    );
    const t0 = Date.now();
    await expect(
      release(["https://schemas.test/endless"], { fetch: local, limits: { ...quick, timeoutMs: 30_000 } }),
    ).rejects.toThrow(/endless: larger than 1 MiB/);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it("gives up on a download that takes longer than the limit: a silent server, or one that trickles", async () => {
    for (const path of ["silent", "trickle"]) {
      const t0 = Date.now();
      await expect(release([`https://schemas.test/${path}`], { fetch: local, limits: quick })).rejects.toThrow(
        new RegExp(
          `^cannot fetch https://schemas\\.test/${path}: no complete answer within 0\\.5 s \\(--timeout raises the limit\\)$`,
        ),
      );
      const took = Date.now() - t0;
      expect(took).toBeGreaterThanOrEqual(450);
      expect(took).toBeLessThan(5000);
    }
    const r = await command(["https://schemas.test/trickle"], { fetch: local, limits: quick });
    expect(r.code).toBe(2);
    expect(r.out).toBe(
      "acp-codegen import: cannot fetch https://schemas.test/trickle: no complete answer within 0.5 s (--timeout raises the limit)\n",
    );
    expect(r.unchanged).toBe(true);
  });
});

describe("files and installed packages", () => {
  it("refuses a file beyond the size limit", async () => {
    const dir = temp("acp-src-big-");
    mkdirSync(join(dir, "v1"));
    writeFileSync(join(dir, "v1", "schema.json"), schema(2).padEnd(4096, " "));
    await expect(
      readRelease([join(dir, "v1", "schema.json")], { cwd: dir, limits: { maxBytes: 1024 } }),
    ).rejects.toThrow(/v1\/schema\.json is larger than 1024 bytes \(--max-size raises the limit\)/);
    expect((await readRelease([join(dir, "v1", "schema.json")], { cwd: dir })).versions).toHaveLength(1);
  });

  it("refuses an installed package's file that a link takes out of the package; the package folder itself may be a link", async () => {
    const root = temp("acp-src-npm-");
    const store = join(root, "store", "sdk");
    mkdirSync(join(store, "schema", "v1"), { recursive: true });
    writeFileSync(join(store, "package.json"), JSON.stringify({ name: "@agentclientprotocol/sdk", version: "9.9.7" }));
    writeFileSync(join(store, "schema", "v1", "schema.json"), schema(2));
    mkdirSync(join(root, "node_modules", "@agentclientprotocol"), { recursive: true });
    // As pnpm lays packages out: node_modules/<name> is a link into a store.
    symlinkSync(store, join(root, "node_modules", "@agentclientprotocol", "sdk"));
    const ok = await readRelease(["npm:@agentclientprotocol/sdk"], { cwd: root });
    expect(ok.sdk).toBe("9.9.7");
    // A link inside the package to a file elsewhere.
    writeFileSync(join(root, "secret.json"), schema(1, "ACP v1 (unstable)"));
    symlinkSync(join(root, "secret.json"), join(store, "schema", "v1", "schema.unstable.json"));
    await expect(readRelease(["npm:@agentclientprotocol/sdk"], { cwd: root })).rejects.toThrow(
      /schema\.unstable\.json is a link to '.*secret\.json', outside the package '.*'; import reads only the package's own files/,
    );
    await expect(readRelease(["npm:@agentclientprotocol/sdk/../../../secret.json"], { cwd: root })).rejects.toThrow(
      /outside the package/,
    );
  });
});

describe("schemas too large or too deep", () => {
  it("a schema with 100,000 $defs is one located error, in bounded time", async () => {
    const dir = temp("acp-src-defs-");
    mkdirSync(join(dir, "v1"));
    writeFileSync(join(dir, "v1", "schema.json"), schema(100_000));
    const t0 = Date.now();
    const r = await command([join(dir, "v1", "schema.json")]);
    expect(r.code).toBe(2);
    expect(r.out).toBe(
      `acp-codegen import: ${r.shown(join(dir, "v1", "schema.json"))}: at $.$defs: 100000 definitions, more than import reads (${DEFAULT_LIMITS.maxDefs}; a published schema has a few hundred)\n`,
    );
    expect(r.unchanged).toBe(true);
    expect(Date.now() - t0).toBeLessThan(20_000);
  });

  it("10,000 levels of nesting is one error at the line and column that goes too deep, before anything parses it", async () => {
    const dir = temp("acp-src-deep-");
    mkdirSync(join(dir, "v1"));
    const depth = 10_000;
    const deep = `{\n  "$defs": {\n    "A": ${'{"items":'.repeat(depth)}{}${"}".repeat(depth)}\n  }\n}\n`;
    writeFileSync(join(dir, "v1", "schema.json"), deep);
    // Where the bracket one level too deep opens: level 1 is the file's, 2 is $defs', 3 is A's, then one per "items".
    const col = 10 + '{"items":'.length * (DEFAULT_LIMITS.maxDepth - 2);
    const r = await command([join(dir, "v1", "schema.json")]);
    expect(r.code).toBe(2);
    expect(r.out).toBe(
      `acp-codegen import: ${r.shown(join(dir, "v1", "schema.json"))}:3:${col}: JSON nested deeper than ${DEFAULT_LIMITS.maxDepth} levels; import reads no deeper (a published schema is a dozen levels deep)\n`,
    );
    expect(r.unchanged).toBe(true);
    // Arrays count as well as objects, and brackets inside strings do not.
    const arrays = `{"$defs": {"A": {"const": "${"[".repeat(300)}", "enum": ${"[".repeat(300)}${"]".repeat(300)}}}}`;
    writeFileSync(join(dir, "v1", "schema.json"), arrays);
    await expect(readRelease([join(dir, "v1", "schema.json")], { cwd: dir })).rejects.toThrow(
      /:1:\d+: JSON nested deeper than 256 levels/,
    );
    writeFileSync(join(dir, "v1", "schema.json"), `{"$defs": {"A": {"const": "${"[".repeat(300)}"}}}`);
    expect((await readRelease([join(dir, "v1", "schema.json")], { cwd: dir })).versions).toHaveLength(1);
  });
});

describe("the command's limits", () => {
  it("parses sizes", () => {
    expect([
      parseSize("1234"),
      parseSize("64k"),
      parseSize("64M"),
      parseSize("1G"),
      parseSize("2MiB"),
      parseSize("x"),
      parseSize("0"),
      parseSize("-1"),
    ]).toEqual([1234, 65536, 64 * 1024 * 1024, 1024 ** 3, 2 * 1024 * 1024, null, null, null]);
  });

  it("--max-size and --timeout reach the reader; a bad value is a usage error", () => {
    const b = spawnSync("npm", ["run", "build-if-stale", "--silent"], { cwd: PACKAGE_ROOT, encoding: "utf8" });
    expect(b.status, b.stderr).toBe(0);
    const dir = temp("acp-src-cli-");
    expect(initProject({ cwd: dir, from: "minimal" }).existing).toEqual([]);
    mkdirSync(join(dir, "v1"));
    writeFileSync(join(dir, "v1", "schema.json"), schema(50));
    const cli = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [join(PACKAGE_ROOT, "dist", "cli", "bin.js"), "import", "--schema", "v1/schema.json", "--dry-run", ...args],
        { cwd: dir, encoding: "utf8" },
      );
    const small = cli("--max-size", "1k");
    expect(small.status).toBe(2);
    expect(small.stderr).toBe(
      "acp-codegen import: v1/schema.json is larger than 1024 bytes (--max-size raises the limit)\n",
    );
    for (const [flag, value, message] of [
      ["--max-size", "lots", "--max-size takes a size (1234, 64k, 64M, 1G), not 'lots'"],
      ["--timeout", "0", "--timeout takes a number of seconds above 0, not '0'"],
    ] as const) {
      const r = cli(flag, value);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`acp-codegen: ${message}\n`);
    }
  }, 60_000);
});
