import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { GeneratedFile } from "../render/target.js";
import { encodedFile, receivedFiles, sentFiles } from "./encoded.js";

/**
 * Files sent between threads (the render worker's targets): the thread that rendered them encodes them once, and
 * the thread that writes them takes their bytes and hash as sent, with their text decoded only if read.
 */

const sha = (b: Uint8Array): string => createHash("sha256").update(b).digest("hex");

// Texts of every size class: empty, a few bytes (Node's pooled buffers), beyond the pool, and beyond the BMP.
const files: GeneratedFile[] = [
  { path: "a/empty.ts", content: "", format: "typescript" },
  { path: "a/small.rs", content: "pub struct A;\n", format: "verbatim" },
  { path: "a/large.py", content: `${"x = 'é€'\n".repeat(2000)}# 😀\n`, format: "markdown" },
];

describe("files sent to another thread", () => {
  it("travel as their own UTF-8 bytes and SHA-256, through a structured clone", () => {
    const sent = sentFiles(files);
    for (const [i, s] of sent.entries()) {
      const bytes = Buffer.from(files[i]!.content, "utf8");
      expect(Buffer.from(s.bytes).equals(bytes)).toBe(true);
      expect(s.sha256).toBe(sha(bytes));
      // A buffer of its own: a pooled Buffer's clone would copy the whole pool.
      expect(s.bytes.byteOffset).toBe(0);
      expect(s.bytes.byteLength).toBe(s.bytes.buffer.byteLength);
    }
    const back = receivedFiles(structuredClone(sent));
    expect(back.map((f) => [f.path, f.format, f.content])).toEqual(files.map((f) => [f.path, f.format, f.content]));
  });

  it("are neither encoded nor hashed again where they arrive", () => {
    const sent = structuredClone(sentFiles(files));
    // A hash no encoding of the text gives: the writer's encodedFile must hand back what was sent, untouched.
    const marked = sent.map((s) => ({ ...s, sha256: `sent:${s.path}` }));
    const back = receivedFiles(marked);
    for (const [i, f] of back.entries()) {
      const e = encodedFile(f);
      expect(e.sha256).toBe(`sent:${files[i]!.path}`);
      expect(e.bytes.buffer).toBe(marked[i]!.bytes.buffer);
    }
  });
});
