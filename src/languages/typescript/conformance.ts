import { mkdtempSync, rmSync, existsSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  bundledTypeScriptVersion,
  type ConformanceRunner,
  type JudgedWith,
  type Progress,
  runIsolated,
  spawnHarness,
  transpileTree,
} from "../../plugin/index.js";

/** The Node that runs the harness: `ACP_CODEGEN_NODE` (a path or a command on the PATH), else the one running acp-codegen. */
export const harnessNode = (): string => process.env.ACP_CODEGEN_NODE || process.execPath;

/**
 * Whether a version (`15.0.0`) is in a range written as space-separated comparators (`>=4.8.4 <6`), the
 * form the generated package.json uses; a bound may leave out its minor and patch (`<6` is `<6.0.0`).
 */
export function inRange(version: string, range: string): boolean {
  const parts = (v: string): number[] => {
    const n = v.replace(/^v/, "").split("-")[0]!.split(".").map(Number);
    return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0];
  };
  const compare = (a: number[], b: number[]): number => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
  const v = parts(version);
  return range
    .trim()
    .split(/\s+/)
    .every((c) => {
      const m = /^(>=|<=|>|<|=)?(\d+(?:\.\d+){0,2})$/.exec(c);
      if (!m) throw new Error(`a version range this runner cannot read: ${JSON.stringify(range)}`);
      const d = compare(v, parts(m[2]!));
      return m[1] === ">=" ? d >= 0 : m[1] === "<=" ? d <= 0 : m[1] === ">" ? d > 0 : m[1] === "<" ? d < 0 : d === 0;
    });
}

/** The ranges the generated package.json declares: Node (`engines`) and TypeScript (`peerDependencies`). */
function declaredRanges(root: string): { node?: string; typescript?: string } {
  try {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      engines?: { node?: string };
      peerDependencies?: { typescript?: string };
    };
    return { node: pkg.engines?.node, typescript: pkg.peerDependencies?.typescript };
  } catch {
    return {};
  }
}

/** Transpiles the bindings (out/typescript) to JavaScript in a temporary folder (no type check: `tsc --strict` is a separate test) and runs the harness with node. */
export function typescriptConformance(root: string, progress: Progress): ConformanceRunner {
  let nodeVersion: string | null | undefined;
  /** The harness Node's version (`v20.20.2`), asked once; null when it does not run. */
  const versionOfNode = (): string | null => {
    if (nodeVersion !== undefined) return nodeVersion;
    const node = harnessNode();
    if (node === process.execPath) return (nodeVersion = process.version);
    const r = spawnSync(node, ["--version"], { encoding: "utf8", timeout: 60_000 });
    return (nodeVersion = r.status === 0 ? r.stdout.trim() : null);
  };
  return {
    kinds: ["decode", "apply", "convert", "method"],
    unavailable() {
      if (!existsSync(join(root, "conformance", "harness.ts")))
        return `no TypeScript bindings in ${root} (run acp-codegen generate)`;
      const version = versionOfNode();
      if (version === null) return `the Node in ACP_CODEGEN_NODE (${harnessNode()}) does not run`;
      const range = declaredRanges(root).node;
      if (range !== undefined && !inRange(version, range)) {
        return `Node ${version} is outside the range the package declares (engines.node ${range}): it cannot judge the bindings`;
      }
      return null;
    },
    judgedWith(): JudgedWith {
      const ranges = declaredRanges(root);
      const node = versionOfNode() ?? "unknown";
      const ts = bundledTypeScriptVersion();
      return {
        toolchain: `Node ${node}`,
        packages: [
          { name: "node", version: node.replace(/^v/, ""), ...(ranges.node !== undefined && { range: ranges.node }) },
          // The harness's sources are transpiled (types stripped, nothing checked) by the compiler the tool
          // bundles; the package's TypeScript range is for programs that type-check its sources, tested apart.
          { name: "typescript (transpiles the harness)", version: ts },
        ],
      };
    },
    decode(tasks) {
      return this.run(tasks);
    },
    run(tasks) {
      const tmp = mkdtempSync(join(tmpdir(), "acp-codegen-ts-"));
      try {
        progress("transpiling the bindings");
        transpileTree(root, tmp);
        const harness = join(tmp, "conformance", "harness.js");
        progress(`running ${tasks.length} vectors`);
        return runIsolated(tasks, (batch) =>
          spawnHarness("the TypeScript harness", harnessNode(), [harness], undefined, batch),
        );
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}
