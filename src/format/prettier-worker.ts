/**
 * The worker thread of prettier-service.ts: loads prettier, then formats each
 * text it is sent and sends back the result or the error's message, by id.
 *
 * TypeScript is laid out by prettier's standalone build with its TypeScript and
 * estree plugins (the same printer as prettier's main entry, so the same bytes),
 * loaded as CommonJS: this thread then gets V8's code cache of them (see
 * cli/code-cache.ts), with the code compiled for the functions that ran, where
 * prettier's ES modules were compiled afresh by every run. Any other parser
 * goes to prettier's main entry.
 */
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import { saveCodeCache } from "../cli/code-cache.js";

interface Request {
  readonly id: number;
  readonly text: string;
  readonly options: Record<string, unknown>;
}

type Format = (text: string, options: Record<string, unknown>) => Promise<string>;

const port = parentPort;
if (port) {
  const require = createRequire(import.meta.url);
  const standalone = new Promise<Format>((resolve) => {
    const p = require("prettier/standalone") as { format: Format };
    const plugins = [require("prettier/plugins/typescript"), require("prettier/plugins/estree")];
    resolve((text, options) => p.format(text, { ...options, plugins }));
  });
  let full: Promise<Format> | null = null;
  const formatter = (options: Record<string, unknown>): Promise<Format> =>
    options.parser === "typescript" && options.plugins === undefined
      ? standalone
      : (full ??= import("prettier").then((p) => p.format));
  // Laying out one small statement compiles prettier's own hot paths before the first real text arrives.
  void standalone.then((f) => f("f(a, b);\n", { parser: "typescript" })).catch(() => undefined);
  let saved = false;
  port.on("message", (r: Request) => {
    formatter(r.options)
      .then((format) => format(r.text, r.options))
      .then(
        (out) => port.postMessage({ id: r.id, out }),
        (e: unknown) => port.postMessage({ id: r.id, error: e instanceof Error ? e.message : String(e) }),
      )
      .finally(() => {
        // Once the first texts are laid out, the code cache holds what formatting compiled.
        if (saved) return;
        saved = true;
        setImmediate(saveCodeCache);
      });
  });
}
