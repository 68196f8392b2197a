import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect } from "vitest";
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

/**
 * With `ACP_TEST_CPU_LOG=<file>`, each test file appends one line to that file when it ends: the CPU seconds it used
 * (user and system, of the worker and of every child process the worker waited for: cargo, go, mvn, python), the
 * wall seconds, and the file's path, tab-separated. A worker's modules are imported once for the files that share
 * it, so the first file of each worker carries that import. Linux only (it reads /proc/self/stat); elsewhere the
 * variable is ignored.
 */
const cpuLog = process.env.ACP_TEST_CPU_LOG;
if (cpuLog && existsSync("/proc/self/stat")) {
  const cpuSeconds = (): number => {
    // Fields after the command's closing parenthesis: utime, stime, cutime, cstime are the 12th to the 15th.
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return ticks / 100; // Linux reports these in USER_HZ, 100 a second on every architecture it runs on
  };
  const cpu0 = cpuSeconds();
  const wall0 = Date.now();
  afterAll(() => {
    const line = [
      (cpuSeconds() - cpu0).toFixed(1),
      ((Date.now() - wall0) / 1000).toFixed(1),
      expect.getState().testPath,
    ];
    appendFileSync(cpuLog, `${line.join("\t")}\n`);
  });
}
