import { mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import type { GeneratedFile } from "../render/target.js";
import { retainRuns } from "../render/retained.js";
import { OutputRun } from "./write.js";

const out = mkdtempSync(join(tmpdir(), "acp-watch-writes-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const file = (path: string, content: string): GeneratedFile => ({ path, content, format: "verbatim" });

/** One writing run of `files` (forced over hand edits); its entries' statuses by path, and how many files it read. */
function write(files: readonly GeneratedFile[]): { status: Record<string, string>; read: number } {
  const run = new OutputRun(out, "write");
  run.add(files);
  const entries = run.finish([""], { force: true });
  return { status: Object.fromEntries(entries.map((e) => [e.path, e.status])), read: run.filesRead };
}

describe("a writing run in watch mode", () => {
  it("reads only the files it cannot vouch for, and notices every change made outside", async () => {
    retainRuns();
    const names = ["a.txt", "b.txt", "c.txt", "d/e.txt"];
    const files = names.map((n, i) => file(n, `${n}: ${"x".repeat(40 + i)}\n`));
    const first = write(files);
    expect(Object.values(first.status)).toEqual(names.map(() => "new"));
    // Written just now: a file system with coarse times could not tell a write in the same tick, so each is read.
    const soon = write(files);
    expect(soon.read).toBe(names.length);
    expect(Object.values(soon.status)).toEqual(names.map(() => "unchanged"));
    // Times a program can set again exactly (whole seconds), so that only the change time tells the edit below.
    const old = Math.floor(Date.now() / 1000) - 3600;
    for (const n of names) utimesSync(join(out, n), old, old);
    await sleep(2600);
    // Recorded long enough after their last change (by the first run after the wait, which reads them): nothing is read.
    expect(write(files).read).toBe(names.length);
    const later = write(files);
    expect(later.read).toBe(0);
    expect(Object.values(later.status)).toEqual(names.map(() => "unchanged"));
    // A file edited outside to bytes of the same length, its times set back as they were; another deleted.
    const b = join(out, "b.txt");
    writeFileSync(b, readFileSync(b, "utf8").replace("x", "y"));
    utimesSync(b, old, old);
    expect(statSync(b).mtimeMs).toBe(old * 1000);
    unlinkSync(join(out, "c.txt"));
    // One output of the run changed: its new bytes are compared with the disk's.
    const next = [...files];
    next[3] = file("d/e.txt", "changed\n");
    const edited = write(next);
    expect(edited.status).toEqual({ "a.txt": "unchanged", "b.txt": "changed", "c.txt": "new", "d/e.txt": "changed" });
    expect(edited.read).toBe(3);
    expect(readFileSync(b, "utf8")).toBe(files[1]!.content);
    // A file the last run did not generate is not taken on trust when a later run generates it again.
    const dropped = write(next.slice(0, 3));
    expect(dropped.status["d/e.txt"]).toBe("extra");
    expect(write(next).status["d/e.txt"]).toBe("new");
  }, 30_000);
});
