/**
 * How soon V8 optimizes a function with TurboFan, for the CLI's process (and
 * its worker threads). A run is a few seconds of JavaScript, most of it run a
 * few times; with V8's default budget, TurboFan's background threads compiled
 * for ~1.7 s of CPU during a 3.9 s (CPU) cold run of the bundled spec, on the
 * core the render worker and prettier need, and saved the main thread far less
 * than that. With eight times the budget, only code that runs long (a large
 * spec's loops) is optimized: the main thread's time stays the same, the
 * process's CPU falls by about a third, and a 10,000-type run is no slower.
 * A budget given to node (`--interrupt-budget` on its command line or in
 * NODE_OPTIONS) is kept; ACP_CODEGEN_V8_DEFAULTS=1 keeps V8's own.
 */
import { setFlagsFromString } from "node:v8";

const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((a) => a.includes("--interrupt-budget"));
if (!given && !process.env.ACP_CODEGEN_V8_DEFAULTS) setFlagsFromString("--interrupt-budget=540000");
