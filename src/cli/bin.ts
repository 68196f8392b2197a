#!/usr/bin/env node
// First: the flags apply to the code that runs after them.
import "./v8-flags.js";
import "./code-cache.js";
import { existsSync } from "node:fs";

/**
 * The CLI bundled into a few modules by the build (scripts/bundle.mjs): loading it is cheaper than loading the
 * ~130 modules of dist/ one by one. Without it (tsc's output alone), or with ACP_CODEGEN_NO_BUNDLE=1, the same
 * code runs from dist/.
 */
const bundled = new URL("../bundle/main.js", import.meta.url);
const { main } = (
  existsSync(bundled) && !process.env.ACP_CODEGEN_NO_BUNDLE ? await import(bundled.href) : await import("./main.js")
) as typeof import("./main.js");

await main(process.argv.slice(2));
