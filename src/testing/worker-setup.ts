import { join } from "node:path";
import { SUITE_CACHE } from "./suite-env.js";

/**
 * Set-up of each test worker (vitest's `setupFiles`), before each of its files.
 *
 * mypy keeps its cache in one folder per worker under the suite's cache, not in a `.mypy_cache` of each temporary
 * package: most of a cold `mypy --strict` of a generated package is reading the standard library's stubs and
 * pydantic (about 1.5 s of CPU for a one-line module, 4.5 s for the bundled spec's package here), which every run
 * shares, and a package generated again with the same content is a cache hit. mypy checks every cached module
 * against its source (path, size, hash), so a package of other content at the same module names is checked anew.
 * One folder per worker (`VITEST_POOL_ID`): the files of a worker run one after the other, so no two mypy processes
 * write one cache at once.
 */
process.env.MYPY_CACHE_DIR = join(SUITE_CACHE, "mypy", `worker-${process.env.VITEST_POOL_ID ?? "0"}`);
