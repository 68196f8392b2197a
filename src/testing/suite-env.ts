import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TRANSPILE_CACHE_ENV } from "../conformance/transpile.js";

/** The one folder the test suite keeps caches in: the repository's own `node_modules/.cache/acp-codegen`. */
export const SUITE_CACHE = fileURLToPath(new URL("../../node_modules/.cache/acp-codegen", import.meta.url));

/**
 * The environment every process of the test suite runs in, so that nothing it does depends on the
 * user's home or a cache outside the repository: Go's build and module caches and GOPATH, pip's and
 * npm's download caches, and whatever follows XDG_CACHE_HOME (the Rust harness's fallback target
 * folder, for one) all live under `SUITE_CACHE`. The toolchains themselves (rustup, cargo's registry
 * in CARGO_HOME, the Go and Python installs) are used as installed. The TypeScript bindings' transpiled files are
 * kept there too, by content (`transpileTree`).
 */
export function suiteEnv(cache = SUITE_CACHE, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const flags = (env.GOFLAGS ?? "").split(/\s+/).filter(Boolean);
  // The module cache is read-only by default, which makes it hard to remove with the rest of node_modules.
  if (!flags.includes("-modcacherw")) flags.push("-modcacherw");
  // Builds that do not depend on the module's folder: the same Go bindings generated into several temporary
  // folders compile once in the shared build cache (without it, Go keys a package by its absolute folder).
  if (!flags.includes("-trimpath")) flags.push("-trimpath");
  return {
    XDG_CACHE_HOME: join(cache, "xdg"),
    GOPATH: join(cache, "gopath"),
    GOMODCACHE: join(cache, "gopath", "pkg", "mod"),
    GOCACHE: join(cache, "go-build"),
    GOFLAGS: flags.join(" "),
    PIP_CACHE_DIR: join(cache, "pip"),
    npm_config_cache: join(cache, "npm"),
    // The generated TypeScript bindings, transpiled for the tests and the TypeScript harness: each file once.
    [TRANSPILE_CACHE_ENV]: join(cache, "ts-transpiled"),
  };
}

/** Sets the suite's environment on this process, for itself and every process it starts. */
export function applySuiteEnv(): void {
  Object.assign(process.env, suiteEnv());
}
