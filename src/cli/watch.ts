/** `generate --watch`: the folders a run reads, watched, and a run again on each change. */

import { basename, dirname, join, resolve } from "node:path";
import { EXIT, shownPath } from "./report.js";
import { cmdOf, commands, lastOrigin } from "./options.js";
import type { CommonOptions } from "./options.js";
import { printReport, runOnce } from "./run.js";
import type { RunReport } from "./run.js";

/**
 * The folders watch follows: the spec folder and the template override folder,
 * each with its subfolders, and the folder holding the config file (only that
 * file's changes count there).
 */
export function watchRoots(
  spec: string,
  overrides: string | null,
  configFile: string | null,
): { dir: string; recursive: boolean; file: string | null }[] {
  return [
    { dir: resolve(spec), recursive: true, file: null },
    ...(overrides !== null ? [{ dir: resolve(overrides), recursive: true, file: null }] : []),
    ...(configFile !== null
      ? [{ dir: dirname(resolve(configFile)), recursive: false, file: basename(configFile) }]
      : []),
  ];
}

/**
 * How long a change waits for more of its kind before a run starts: an editor's save is a burst of events (a
 * temporary file written and renamed over the old one) well within this; a change that comes later, or while a run
 * reads the spec, runs again once that run is done.
 */
const SETTLE_MS = 10;

/** How long watching waits, after a run, before it stores the run's cache entries (a later run drops them). */
const STORE_AFTER_IDLE_MS = 1500;

/**
 * Regenerates whenever the spec, the config file or a template override
 * changes. A broken spec or config prints its diagnostics and leaves the output
 * alone; watching goes on, and follows the folders the config names now.
 */
export async function watch(base: CommonOptions): Promise<void> {
  const { watch: fsWatch, readdirSync, statSync } = await import("node:fs");
  // Each run parses again only the spec files an edit changed, and stores its cache entries once watching is idle.
  (await import("../load/load.js")).retainParsedTrees();
  (await import("../render/retained.js")).retainRuns();
  (await import("../pipeline.js")).deferCacheStores(STORE_AFTER_IDLE_MS);
  const cmd = cmdOf(base);
  const initial = { ...base };
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let again = false;
  let roots: ReturnType<typeof watchRoots> = [];
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    // Each run reads the config afresh: the flags as given, then whatever the file says now.
    const opts: CommonOptions = { ...initial };
    commands.set(opts, cmd);
    const rep = await runOnce(opts, "write").catch(
      (e: unknown): RunReport => ({
        ok: false,
        exitCode: EXIT.usage,
        command: "generate",
        diagnostics: [],
        files: null,
        error: (e as Error).message,
        summary: null,
      }),
    );
    printReport(rep, "text");
    if (!rep.ok)
      process.stdout.write(
        `${rep.error === "the config file has errors" ? "the config file has errors" : rep.diagnostics.length ? "the spec has errors" : "generation failed"}; ${shownPath(opts.out)}/ left as it was\n`,
      );
    const seen = lastOrigin.get(opts);
    if (seen) follow(watchRoots(seen.spec, seen.overrides, seen.file));
    running = false;
    if (again) {
      again = false;
      await run();
    }
  };
  // One watcher per directory: a directory watch sees its files change even when an editor
  // replaces them (write to a temporary file, then rename), which a per-file watch misses.
  const watched = new Map<string, ReturnType<typeof fsWatch>>();
  const onChange =
    (only: string | null) =>
    (_event: string, name: string | Buffer | null): void => {
      if (only !== null && name !== null && String(name) !== only) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        follow(roots);
        void run();
      }, SETTLE_MS);
    };
  const addDir = (dir: string, recursive: boolean, only: string | null): void => {
    const key = `${dir}\0${only ?? ""}`;
    if (watched.has(key)) return;
    try {
      watched.set(key, fsWatch(dir, onChange(only)));
      if (recursive)
        for (const name of readdirSync(dir))
          if (!name.startsWith(".") && statSync(join(dir, name)).isDirectory()) addDir(join(dir, name), true, null);
    } catch {
      // A directory that vanished between listing and watching (or is not there yet): the next change re-scans.
    }
  };
  const follow = (next: ReturnType<typeof watchRoots>): void => {
    roots = next;
    for (const r of next) addDir(r.dir, r.recursive, r.file);
  };
  await run();
  if (!roots.length) {
    const { findConfigFile } = await import("../config-file.js");
    follow(watchRoots(initial.spec, null, findConfigFile(process.cwd(), initial.config)));
  }
  process.stdout.write(
    `watching ${roots.map((r) => shownPath(r.file !== null ? join(r.dir, r.file) : r.dir)).join(", ")} (Ctrl-C to stop)\n`,
  );
  await new Promise<never>(() => undefined);
}
