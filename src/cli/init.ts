import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `acp-codegen init`: starts a project. It writes `acp-codegen.config.ts` and a
 * spec folder, either a copy of the spec bundled with acp-codegen (`--from acp`,
 * today's protocol) or a minimal spec of the maintainer's own (`--minimal`: one
 * version, a few types and methods, that compiles cleanly). It never overwrites
 * a file unless told to (`--force`), and writes nothing when it would have to.
 */

/** The bundled spec, shipped in the package beside `dist/`. */
export const BUNDLED_SPEC = fileURLToPath(new URL("../../spec", import.meta.url));

export interface InitOptions {
  /** The folder to start the project in. */
  readonly cwd: string;
  /** `acp`: a copy of the bundled spec; `minimal`: a small spec to grow; `empty`: the vocabulary only (a spec to import into). */
  readonly from: "acp" | "minimal" | "empty";
  /** The spec folder, relative to `cwd`. Default `spec`. */
  readonly spec?: string;
  /** The output folder the config names, relative to `cwd`. Default `out`. */
  readonly out?: string;
  readonly force?: boolean;
}

export interface InitResult {
  /** Every file written (or, when refused, that would have been), relative to `cwd`. */
  readonly files: readonly string[];
  /** The existing files that stopped the run (empty when it wrote). */
  readonly existing: readonly string[];
}

/** Writes the project's files, or none of them when some exist already and `force` is not set. */
export function initProject(options: InitOptions): InitResult {
  const spec = options.spec ?? "spec";
  const out = options.out ?? "out";
  const files = new Map<string, string>();
  files.set("acp-codegen.config.ts", configText(spec, out));
  if (options.from === "acp") {
    for (const rel of listFiles(BUNDLED_SPEC))
      files.set(join(spec, rel), readFileSync(join(BUNDLED_SPEC, rel), "utf8"));
  } else {
    for (const [rel, text] of Object.entries(MINIMAL_SPEC))
      if (options.from === "minimal" || !rel.includes("/")) files.set(join(spec, rel), text);
  }
  const paths = [...files.keys()];
  const existing = paths.filter((p) => existsSync(resolve(options.cwd, p)));
  if (existing.length && !options.force) return { files: paths, existing };
  for (const [rel, text] of files) {
    const path = resolve(options.cwd, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return { files: paths, existing: [] };
}

/** Checks the folder names before anything is written: relative, inside the project, and apart from each other. */
export function initPathProblem(spec: string, out: string): string | null {
  for (const [what, p] of [
    ["--spec", spec],
    ["--out", out],
  ] as const) {
    if (isAbsolute(p) || relative(".", p).startsWith("..") || relative(".", p) === "")
      return `${what} must name a folder inside the project, relative to it (got '${p}')`;
  }
  const a = relative(".", spec);
  const b = relative(".", out);
  if (a === b || !relative(a, b).startsWith("..") || !relative(b, a).startsWith(".."))
    return `the spec folder '${spec}' and the output folder '${out}' must not contain each other`;
  return null;
}

function listFiles(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(join(dir, name)).isDirectory()) out.push(...listFiles(join(dir, name), rel));
    else out.push(rel);
  }
  return out;
}

function configText(spec: string, out: string): string {
  const q = (s: string): string => JSON.stringify(s.split("\\").join("/"));
  return `// The acp-codegen config: read as data (never run), so only literals are allowed.
import { defineConfig } from "acp-codegen";

export default defineConfig({
  spec: ${q(spec)}, // paths are relative to this file
  out: ${q(out)},
  packageVersion: "0.1.0", // every generated package; --package-version or { env: "VERSION" } for a release pipeline
  license: "Apache-2.0",
});
`;
}

/**
 * The minimal spec: one version with an object, an enum, a closed union and a
 * request and a notification, each with an example. `vocabulary.ts` re-exports
 * the vocabulary the installed acp-codegen declares, so the spec type-checks in
 * an editor and follows the tool when it is upgraded.
 */
const MINIMAL_SPEC: { readonly [rel: string]: string } = {
  "vocabulary.ts": `// The spec vocabulary (Union, OpenUnion, Patch, ...), as the installed acp-codegen declares it.
export type * from "acp-codegen/vocabulary";
`,
  "tsconfig.json": `${JSON.stringify(
    {
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        noEmit: true,
        skipLibCheck: true,
      },
      include: ["./**/*.ts"],
    },
    null,
    2,
  )}\n`,
  "v1/tasks.ts": `import type { JsonRpc, Notification, Opaque, Request, Union, Unit } from "../vocabulary.js";

/** Identifies one task. @example "task_1" */
export type TaskId = Opaque<string>;

/** How urgent a task is. */
export type Priority =
  /** It can wait. */
  | "low"
  /** Run it before anything else. */
  | "high";

/**
 * A task to run.
 * @example { "title": "Build the docs", "priority": "high" }
 */
export interface NewTask {
  /** What to do, in a few words. */
  title: string;
  /** How urgent it is; absent or null means low. */
  priority?: Priority | null;
}

/**
 * The task, as the agent accepted it.
 * @example { "taskId": "task_1" }
 */
export interface CreatedTask {
  /** The id the agent gave the task. */
  taskId: TaskId;
}

/**
 * A task made progress.
 * @example { "taskId": "task_1", "percent": 40 }
 */
export interface Progress {
  /** The task that moved on. */
  taskId: TaskId;
  /** How much is done, from 0 to 100. */
  percent: number;
}

/** What happened to a task. */
export type TaskEvent = Union<"event", {
  /**
   * The task moved on.
   * @example { "event": "progress", "taskId": "task_1", "percent": 40 }
   */
  progress: Progress;
  /**
   * The task finished.
   * @example { "event": "finished" }
   */
  finished: Unit;
}>;

/** A JSON-RPC error. */
export interface RpcError {
  /** The JSON-RPC error code. */
  code: number;
  /** What went wrong, for people. */
  message: string;
}

/** The request ids of JSON-RPC. */
export type RequestId = null | number | string;

export interface Methods extends JsonRpc<RequestId, RpcError> {
  /**
   * The client asks the agent to run a task.
   * @example { "jsonrpc": "2.0", "id": 1, "method": "tasks/create", "params": { "title": "Build the docs" } }
   */
  "tasks/create": Request<NewTask, CreatedTask, "client_to_agent">;
  /**
   * The agent reports what happened to a task.
   * @example { "jsonrpc": "2.0", "method": "tasks/event", "params": { "event": "progress", "taskId": "task_1", "percent": 40 } }
   */
  "tasks/event": Notification<TaskEvent, "agent_to_client">;
}
`,
};

/**
 * `init --from-schema`: a project whose spec starts from a published schema: the config and the vocabulary, then an
 * import of the schema into the empty spec. When the import fails, the files init wrote are taken away again.
 */
export async function runInitFromSchema(
  opts: { fromSchema: string[]; crate?: string; docs?: string; spec: string; out: string; force?: boolean },
  cwd: string,
  stdout: (s: string) => void,
  stderr: (s: string) => void,
): Promise<number> {
  const problem = initPathProblem(opts.spec, opts.out);
  if (problem) {
    stderr(`acp-codegen init: ${problem}\n`);
    return 2;
  }
  const specDir = resolve(cwd, opts.spec);
  const specExisted = existsSync(specDir);
  const r = initProject({ cwd, from: "empty", spec: opts.spec, out: opts.out, force: Boolean(opts.force) });
  if (r.existing.length) {
    stderr(
      `acp-codegen init: these files exist already; nothing was written (--force overwrites them):\n${r.existing.map((f) => `  ${f}\n`).join("")}`,
    );
    return 1;
  }
  const { runImport } = await import("../import/command.js");
  const status = await runImport({
    schema: opts.fromSchema,
    spec: opts.spec,
    ...(opts.crate !== undefined && { crate: opts.crate }),
    ...(opts.docs !== undefined && { docs: opts.docs }),
    feature: [],
    features: [],
    dryRun: false,
    json: false,
    cwd,
    stdout,
    stderr,
  });
  if (status !== 0) {
    // Nothing half-written: what init wrote goes, and a spec folder it created goes with it.
    for (const f of r.files) rmSync(resolve(cwd, f), { force: true });
    if (!specExisted) rmSync(specDir, { recursive: true, force: true });
    stderr("acp-codegen init: the import failed; nothing was written\n");
    return status;
  }
  stdout(
    `acp-codegen init: wrote acp-codegen.config.ts and a spec in ${opts.spec}/ from ${opts.fromSchema.join(", ")}\nnext: settle the decisions above, then npx acp-codegen generate\n`,
  );
  return 0;
}

/** The command: checks its options, writes, and says what it did. Returns the exit status. */
export function runInit(
  opts: { from?: string; minimal?: boolean; spec: string; out: string; force?: boolean },
  cwd: string,
  stdout: (s: string) => void,
  stderr: (s: string) => void,
): number {
  const usage = (s: string): number => {
    stderr(`acp-codegen init: ${s}\n`);
    return 2;
  };
  if (opts.from !== undefined && opts.from !== "acp")
    return usage(`--from takes 'acp' (the bundled ACP spec), not '${opts.from}'`);
  if ((opts.from === undefined) === !opts.minimal)
    return usage(
      "give one of --from acp (a copy of the bundled ACP spec), --minimal (a small spec of your own) or --from-schema SOURCE (a spec started from a published schema)",
    );
  const problem = initPathProblem(opts.spec, opts.out);
  if (problem) return usage(problem);
  const r = initProject({
    cwd,
    from: opts.minimal ? "minimal" : "acp",
    spec: opts.spec,
    out: opts.out,
    force: Boolean(opts.force),
  });
  if (r.existing.length) {
    stderr(
      `acp-codegen init: these files exist already; nothing was written (--force overwrites them):\n${r.existing.map((f) => `  ${f}\n`).join("")}`,
    );
    return 1;
  }
  stdout(
    `acp-codegen init: wrote acp-codegen.config.ts and ${r.files.length - 1} spec files in ${opts.spec}/\n` +
      `next: npm install --save-dev acp-codegen (if it is not installed yet), then npx acp-codegen generate\n`,
  );
  return 0;
}
