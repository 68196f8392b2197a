import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applySuiteEnv } from "./suite-env.js";

/**
 * Test hygiene: the whole run writes its temporary files under one folder
 * (TMPDIR points there for the test workers and every process they start),
 * and the folder is removed at the end, failed tests included. The teardown
 * then checks that the system temp dir has no entry the run left behind.
 */
/** The name of a test run's own temporary folder, before mkdtemp's suffix. */
const RUN_PREFIX = "acp-codegen-tests-";
/** Set while a run's setup is in force: the setup is the root config's and each project's (vitest.config.ts). */
const ACTIVE = "ACP_CODEGEN_TEST_RUN";

export default function setup(): () => void {
  // Vitest runs a global setup once for the config that declares it and once more for each project that extends
  // that config: the first sets up the run, the others find it in force and leave it to the first's teardown.
  if (process.env[ACTIVE]) return () => {};
  const system = tmpdir();
  const before = new Set(readdirSync(system));
  const run = mkdtempSync(join(system, RUN_PREFIX));
  process.env.TMPDIR = run;
  process.env[ACTIVE] = run;
  // Caches in the repository's node_modules/.cache, never the user's home (see suite-env.ts).
  applySuiteEnv();
  // Every crate the tests build is built once per feature set, never edited and rebuilt:
  // incremental compilation only costs time and fills the disk (tens of GB over a few runs).
  process.env.CARGO_INCREMENTAL = "0";
  // Nor is any debugged: without debug info, each build is faster and smaller.
  process.env.CARGO_PROFILE_DEV_DEBUG = "0";
  // Nor do they need std's and serde_json's internal debug checks (the generated crates have no debug_assert!, no
  // unsafe and no cfg(debug_assertions)): the debug harness reads the heavy fuzz inputs in 15-20% less CPU. Integer
  // overflow still panics: overflow checks stay on (cargo's dev profile sets them; rustc alone would tie them to debug
  // assertions), and are named here so that no profile default can take them away.
  process.env.CARGO_PROFILE_DEV_DEBUG_ASSERTIONS = "false";
  process.env.CARGO_PROFILE_DEV_OVERFLOW_CHECKS = "true";
  return () => {
    process.env.TMPDIR = system;
    delete process.env[ACTIVE];
    rmSync(run, { recursive: true, force: true });
    // Other programs may create entries meanwhile; only ours (named acp-*) count, and not another test run's own
    // folder (a developer's quick loop beside a whole run): each run checks its own.
    const left = readdirSync(system).filter((n) => !before.has(n) && n.startsWith("acp") && !n.startsWith(RUN_PREFIX));
    if (left.length)
      throw new Error(`the test run left ${left.length} entries in ${system}: ${left.slice(0, 10).join(", ")}`);
  };
}
