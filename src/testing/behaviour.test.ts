import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../conformance/langs.js";
import { runnerFor } from "../conformance/runner.js";
import { applyGitPatch } from "../conformance/git-patch-apply.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { importGenerated } from "./generated.js";
import { ensurePythonEnv } from "./python-env.js";
import { useRustTestEnv } from "./rust-env.js";

const OUT = join(PACKAGE_ROOT, "out");

beforeAll(() => {
  process.env.ACP_CODEGEN_PYTHON = ensurePythonEnv();
  useRustTestEnv();
}, 600_000);

describe("converter options (not expressible as vectors): a v1 peer that understands agent_message_clear", () => {
  const chunk = { sessionUpdate: "agent_message_chunk", messageId: "m1", content: { type: "text", text: "Draft" } };
  const empty = { sessionUpdate: "agent_message", messageId: "m1", content: [] };
  const other = { sessionUpdate: "agent_message", messageId: "m2", content: [] };
  it.each(["ts", "rust", "python", "go"] as Lang[])(
    "%s: clears the message v1 is streaming, and refuses any other",
    (lang) => {
      const run = (options: Record<string, boolean>) =>
        runnerFor(lang, OUT).run([
          {
            kind: "convert",
            id: "x",
            from: "v2",
            type: "v2.SessionUpdate",
            inputs: [chunk, empty, other],
            options,
            unstable: ["agent_message_clear"],
          },
        ])[0]!.results!;
      const on = run({ v1AgentMessageClear: true });
      expect(on[0]).toEqual({ outputs: [chunk] });
      expect(on[1]).toEqual({ outputs: [{ sessionUpdate: "agent_message_clear" }] });
      expect("error" in on[2]!).toBe(true);
      const off = run({});
      expect("error" in off[1]!).toBe(true);
    },
    300_000,
  );
});

describe("git patch writer (TypeScript; Rust and Python must match its bytes, which the vectors check)", () => {
  let gitPatch: (path: string, old: string | null, text: string) => string;
  beforeAll(async () => {
    ({ gitPatch } = await importGenerated<{ gitPatch: typeof gitPatch }>(join(OUT, "typescript"), "patch-writer.js"));
  });

  /** A small deterministic generator (no Math.random, so failures reproduce). */
  function texts(seed: number): [string, string] {
    let s = seed;
    const next = () => (s = (s * 1103515245 + 12345) % 2147483648);
    const words = ["a", "b", "c", "", "dd", "e e"];
    const make = () =>
      Array.from({ length: next() % 12 }, () => words[next() % words.length]).join("\n") +
      (next() % 3 === 0 ? "" : "\n");
    return [make(), make()];
  }

  it.each(Array.from({ length: 200 }, (_, i) => i + 1))(
    "round-trips through an independent applier (seed %i)",
    (seed) => {
      const [oldText, newText] = texts(seed);
      const patch = gitPatch("/w/f.txt", oldText, newText);
      expect(applyGitPatch(oldText, patch, "/w/f.txt")).toBe(newText);
      const created = gitPatch("/w/n.txt", null, newText);
      expect(applyGitPatch(null, created, "/w/n.txt")).toBe(newText);
    },
  );
});
