// @ts-check
// The Kotlin plugin's conformance runner: builds the generated library with
// Maven, then runs its harness over the tasks (the harness protocol: a JSON
// array of tasks on standard input, one JSON result per line on standard output).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** @typedef {import("acp-codegen/plugin").Task} Task */
/** @typedef {import("acp-codegen/plugin").DecodeOutcome} DecodeOutcome */

/**
 * The JVM options of a harness run, a short run of a cold JVM as the build is (see `mavenOpts`): the client compiler
 * only and the serial collector. The conformance vectors' run took about half the CPU with them (3.3 -> 1.7 s),
 * where the server compiler's and G1's threads spent more than they saved.
 */
export const HARNESS_JVM = Object.freeze(["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]);

/**
 * The Maven goals of the one build: the `compile` phase (the Kotlin compiler, warnings as errors) and the classpath
 * file the harness runs with. Not `package`: the harness runs from target/classes, so the jar (about 4 s of CPU for
 * its 2,500 classes) and the test phases (surefire, with no tests to run) were work nobody used.
 */
export const MAVEN_GOALS = Object.freeze([
  "compile",
  "dependency:build-classpath",
  "-Dmdep.outputFile=target/classpath.txt",
]);

/** The file the runner writes in target/ after a good build. */
const BUILT = "acp-codegen-built";

/** Whether a command runs (`mvn -v`, `java -version`). */
function runs(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: "utf8" });
  return r.status === 0 ? `${r.stdout}${r.stderr}` : null;
}

/**
 * Reads JSON text exactly: an integer beyond 2^53 - 1 becomes a bigint (the
 * judge compares the harness's values with the vectors', which keep them).
 */
export function readExact(text) {
  let i = 0;
  const ws = () => {
    while (i < text.length && " \t\r\n".includes(text[i])) i++;
  };
  /** @returns {unknown} */
  const value = () => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      /** @type {Record<string, unknown>} */
      const o = {};
      ws();
      if (text[i] === "}") {
        i++;
        return o;
      }
      for (;;) {
        ws();
        const k = /** @type {string} */ (value());
        ws();
        i++; // ':'
        Object.defineProperty(o, k, { value: value(), enumerable: true, writable: true, configurable: true });
        ws();
        if (text[i++] === "}") return o;
      }
    }
    if (c === "[") {
      i++;
      const a = [];
      ws();
      if (text[i] === "]") {
        i++;
        return a;
      }
      for (;;) {
        a.push(value());
        ws();
        if (text[i++] === "]") return a;
      }
    }
    if (c === '"') {
      const start = i;
      i++;
      while (text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      i++;
      return JSON.parse(text.slice(start, i));
    }
    const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 5000));
    if (!m) throw new SyntaxError(`bad JSON at ${i}`);
    i += m[0].length;
    const t = m[0];
    if (/^-?\d+$/.test(t) && !Number.isSafeInteger(Number(t))) return BigInt(t);
    return JSON.parse(t);
  };
  const v = value();
  return v;
}

/**
 * The Kotlin runner: `mvn compile` in the library's folder (one Maven run,
 * the repository cache shared in ~/.m2; the compiler runs inside Maven, so no
 * Kotlin daemon outlives the run), then `java` on the harness.
 * @param {string} root
 * @param {(step: string) => void} progress
 * @returns {import("acp-codegen/plugin").ConformanceRunner}
 */
export function kotlinConformance(root, progress) {
  /** @type {string | null | undefined} */
  let why;
  return {
    kinds: ["decode", "method", "apply", "convert"],
    unavailable() {
      if (why !== undefined) return why;
      if (!existsSync(join(root, "pom.xml")))
        return (why = `no Kotlin library in ${root} (run acp-codegen generate with the kotlin target)`);
      if (runs("java", ["-version"]) === null) return (why = "java is not installed (JDK 17 or newer)");
      if (runs("mvn", ["-v"]) === null) return (why = "mvn (Maven) is not installed");
      return (why = null);
    },
    judgedWith() {
      const java = (runs("java", ["-version"]) ?? "java: unknown").split("\n")[0].trim();
      const pom = readFileSync(join(root, "pom.xml"), "utf8");
      const prop = (name) => new RegExp(`<${name}>([^<]+)</${name}>`).exec(pom)?.[1] ?? "unknown";
      return {
        toolchain: java,
        packages: [
          { name: "kotlin-stdlib", version: prop("kotlin.version"), range: prop("kotlin.version") },
          {
            name: "kotlinx-serialization-json",
            version: prop("serialization.version"),
            range: prop("serialization.version"),
          },
        ],
      };
    },
    decode(tasks) {
      return this.run(tasks);
    },
    run(tasks) {
      /** @type {(error: string) => DecodeOutcome[]} */
      const all = (error) => tasks.map((t) => ({ id: t.id, ok: false, crashed: true, died: true, error }));
      const fresh = builtAfterSources(root);
      if (!fresh) progress("mvn compile");
      const build = fresh
        ? { status: 0, stdout: "", stderr: "" }
        : spawnSync("nice", ["-n", "10", "mvn", "-B", "-q", "-Dkotlin.compiler.daemon=false", ...MAVEN_GOALS], {
            cwd: root,
            env: { ...process.env, MAVEN_OPTS: mavenOpts(process.env.MAVEN_OPTS) },
            encoding: "utf8",
            maxBuffer: 1 << 28,
          });
      if (build.status !== 0)
        return all(
          `not judged: mvn compile of the Kotlin library failed: ${`${build.stdout}${build.stderr}`.slice(0, 4000)}`,
        );
      // The marker of a good build (Maven leaves classpath.txt as it was when its text is unchanged).
      if (!fresh) writeFileSync(join(root, "target", BUILT), `${new Date().toISOString()}\n`);
      // No tasks, nothing to start a JVM for (the build above is what such a call asks for).
      if (tasks.length === 0) return [];
      const pkgMain = findMain(root);
      if (!pkgMain) return all("not judged: no conformance harness in the Kotlin library");
      const cp = `${join(root, "target", "classes")}:${readFileSync(join(root, "target", "classpath.txt"), "utf8").trim()}`;
      progress(`running ${tasks.length} vectors`);
      const r = spawnSync("java", [...HARNESS_JVM, "-Xss64m", "-cp", cp, pkgMain], {
        input: JSON.stringify(tasks, (_k, x) => (typeof x === "bigint" ? `@@big${x}@@` : x)).replace(
          /"@@big(-?\d+)@@"/g,
          "$1",
        ),
        encoding: "utf8",
        maxBuffer: 1 << 30,
        timeout: 600_000,
      });
      /** @type {Map<string, DecodeOutcome>} */
      const byId = new Map();
      for (const line of (r.stdout ?? "").split("\n")) {
        if (!line.trim()) continue;
        try {
          const o = /** @type {DecodeOutcome} */ (readExact(line));
          byId.set(o.id, o);
        } catch {
          break;
        }
      }
      const died =
        r.status === 0
          ? null
          : `the Kotlin harness ${r.signal ? `was killed by ${r.signal}` : `exited with ${r.status}`}: ${(r.stderr ?? "").slice(-1500)}`;
      return tasks.map(
        (t) =>
          byId.get(t.id) ?? {
            id: t.id,
            ok: false,
            crashed: true,
            died: died !== null,
            error: died ?? "the harness gave no result",
          },
      );
    },
  };
}

/**
 * The JIT options of the one Maven run, which compiles in its own JVM (no daemon): the client compiler only
 * (`-XX:TieredStopAtLevel=1`), inlining methods of at most 15 bytecode bytes where it inlines 35 by default. A build
 * is one short run of a cold JVM, where the server compiler's threads cost more CPU than they save (the Kotlin
 * compiler on the generated library took less than half the CPU with the client compiler and the serial
 * collector), and where the client compiler's own time is a large share: with the smaller inlining kotlinc compiled
 * the generated library in 6-9 s less CPU (8-10%) in three pairs run side by side, its JIT time falling from 23-30 s
 * to 8-13 s (Maven's whole build, one pair on a loaded machine: 177 -> 155 s). No inlining at all (`-XX:-Inline`)
 * cost 32% more; a limit of 8 or 25 more than 15.
 */
export const MAVEN_JIT = Object.freeze(["-XX:TieredStopAtLevel=1", "-XX:C1MaxInlineSize=15"]);

/**
 * The JVM options of the one Maven run: `MAVEN_JIT` and the serial collector. The user's `MAVEN_OPTS` come after,
 * so they win; a collector they choose replaces the serial one (the JVM refuses to start with two).
 * @param {string | undefined} own
 */
export function mavenOpts(own) {
  const theirs = own?.trim() ?? "";
  const gc = /(?:^|\s)-XX:\+Use\w*GC(?:\s|$)/.test(theirs) ? [] : ["-XX:+UseSerialGC"];
  return [...MAVEN_JIT, ...gc, ...(theirs ? [theirs] : [])].join(" ");
}

/**
 * Whether the last good build is newer than every source and the pom: then no Maven run is needed.
 */
function builtAfterSources(root) {
  const marker = join(root, "target", BUILT);
  if (
    !existsSync(marker) ||
    !existsSync(join(root, "target", "classpath.txt")) ||
    !existsSync(join(root, "target", "classes"))
  )
    return false;
  const built = statSync(marker).mtimeMs;
  const newest = (path) => {
    const st = statSync(path);
    if (!st.isDirectory()) return st.mtimeMs;
    return Math.max(st.mtimeMs, ...readdirSync(path).map((e) => newest(join(path, e))));
  };
  return newest(join(root, "src")) <= built && statSync(join(root, "pom.xml")).mtimeMs <= built;
}

/** The harness's main class, from the generated sources (`<package>.conformance.MainKt`). */
function findMain(root) {
  const pom = join(root, "src", "main", "kotlin");
  const walk = (dir, pkg) => {
    if (existsSync(join(dir, "conformance", "Main.kt"))) return `${pkg ? `${pkg}.` : ""}conformance.MainKt`;
    for (const e of readdirSafe(dir)) {
      const found = walk(join(dir, e), pkg ? `${pkg}.${e}` : e);
      if (found) return found;
    }
    return null;
  };
  return walk(pom, "");
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !["v1", "v2", "runtime"].includes(e.name))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}
