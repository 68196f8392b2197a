import type { JudgedWith, LanguagePlugin } from "../plugin/index.js";
import { jsonDiff } from "./json-equal.js";
import { HarnessError, type DecodeOutcome, type Lang, type LangRunner, type Task } from "./langs.js";
import { runnerFor } from "./runner.js";
import {
  loadVectors,
  VectorFormatError,
  type ApplyVector,
  type ConvertVector,
  type DecodeVector,
  type MethodVector,
  type Vector,
} from "./vectors.js";
import { applyGitPatch, PatchError } from "./git-patch-apply.js";
import { writeJson } from "../json.js";

/** A harness value for a failure's detail (exact integers included). */
function show(v: unknown): string {
  try {
    return writeJson(v);
  } catch {
    return String(v);
  }
}

export interface ConformanceOptions {
  readonly vectors: readonly string[];
  readonly langs: readonly Lang[];
  readonly out: string;
  readonly json: boolean;
  readonly stdout: (s: string) => void;
  /** Where progress goes (the CLI: stderr), and whether it is a terminal: then each step as it happens, else one summary at the end. */
  readonly progress?: { readonly write: (s: string) => void; readonly live: boolean };
  /** The languages that may be judged (default: the bundled ones); a config's plugins add theirs. */
  readonly languages?: readonly LanguagePlugin[];
}

export interface Result {
  readonly id: string;
  readonly lang: Lang;
  readonly ok: boolean;
  readonly detail: string;
}

/**
 * What the report says a language was judged with: what its runner reported; null when the
 * runner does not say; `{ unavailable }` when the language could not be judged at all (then
 * none of its vectors ran); `{ error }` when the runner failed to say.
 */
export type JudgedWithEntry = JudgedWith | null | { readonly unavailable: string } | { readonly error: string };

/** One report line: `python: judged with Python 3.11.7; pydantic 2.14.3 (declared >=2.11,<3), pydantic-core 2.41.5`. */
export function describeJudgedWith(lang: Lang, e: JudgedWithEntry): string {
  if (e === null) return `${lang}: judged with: not reported (its conformance runner does not say)`;
  if ("unavailable" in e) return `${lang}: not judged: ${e.unavailable}`;
  if ("error" in e) return `${lang}: judged with: not known (its runner failed to say: ${e.error})`;
  const packages = e.packages.map((p) => `${p.name} ${p.version}${p.range ? ` (declared ${p.range})` : ""}`).join(", ");
  return `${lang}: judged with ${e.toolchain}${packages ? `; ${packages}` : ""}`;
}

/** Asks a runner what it judges with (after `unavailable`), for the report. */
export function askJudgedWith(runner: LangRunner): JudgedWithEntry {
  if (!runner.judgedWith) return null;
  try {
    const j = runner.judgedWith();
    // A plugin's answer is checked for its shape: a report that says something wrong is worse than none.
    if (
      typeof j?.toolchain !== "string" ||
      !Array.isArray(j.packages) ||
      !j.packages.every(
        (p) =>
          typeof p?.name === "string" &&
          typeof p.version === "string" &&
          (p.range === undefined || typeof p.range === "string"),
      )
    )
      return {
        error: `judgedWith() returned ${show(j)}, not { toolchain: string, packages: [{ name, version, range? }] }`,
      };
    return {
      toolchain: j.toolchain,
      packages: j.packages.map((p) => ({
        name: p.name,
        version: p.version,
        ...(p.range !== undefined && { range: p.range }),
      })),
    };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** Judges one decode outcome against its vector. */
export function judgeDecode(v: DecodeVector, o: DecodeOutcome | undefined): { ok: boolean; detail: string } {
  if (!o) return { ok: false, detail: "the harness returned no result" };
  if (o.crashed) return { ok: false, detail: `crashed: ${o.error}` };
  if (o.unsupported)
    return { ok: false, detail: `the bindings have no type ${v.type}${o.error ? ` (${o.error})` : ""}` };
  if (v.expect === "reject") {
    return o.ok
      ? { ok: false, detail: `accepted, but the vector expects a reject (serialized: ${show(o.value)})` }
      : { ok: true, detail: `rejected: ${o.error}` };
  }
  if (!o.ok) return { ok: false, detail: `rejected, but the vector expects accept: ${o.error}` };
  if (v.compare === "verdict") return { ok: true, detail: "accepted (the verdict only is compared)" };
  const want = "canonical" in v ? v.canonical : v.json;
  const d = jsonDiff(o.value, want);
  return d
    ? { ok: false, detail: `serialized JSON differs at ${d}: got ${show(o.value)}` }
    : { ok: true, detail: "round-trips" };
}

/** Like jsonDiff, but `{ "$gitPatchOf": { path, old, new } }` in `want` matches any git patch text that turns old into new. */
export function jsonMatch(got: unknown, want: unknown, path = "$"): string | null {
  if (
    typeof want === "object" &&
    want !== null &&
    !Array.isArray(want) &&
    Object.keys(want).length === 1 &&
    "$gitPatchOf" in want
  ) {
    const spec = (want as { $gitPatchOf: { path: string; old: string | null; new: string } }).$gitPatchOf;
    if (typeof got !== "string") return `${path} (expected git patch text)`;
    try {
      const result = applyGitPatch(spec.old ?? null, got, spec.path);
      return result === spec.new
        ? null
        : `${path} (the patch gives ${JSON.stringify(result)}, not ${JSON.stringify(spec.new)})`;
    } catch (e) {
      if (e instanceof PatchError) return `${path} (${e.message})`;
      throw e;
    }
  }
  if (Array.isArray(want) || Array.isArray(got)) {
    if (!Array.isArray(want) || !Array.isArray(got)) return path;
    if (want.length !== got.length) return `${path} (length ${got.length} vs ${want.length})`;
    for (let i = 0; i < want.length; i++) {
      const d = jsonMatch(got[i], want[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (typeof want === "object" && want !== null && typeof got === "object" && got !== null) {
    const g = got as Record<string, unknown>;
    const w = want as Record<string, unknown>;
    for (const k of [...new Set([...Object.keys(g), ...Object.keys(w)])].sort()) {
      if (!(k in g) || !(k in w)) return `${path}.${k} (present on one side only)`;
      const d = jsonMatch(g[k], w[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return jsonDiff(got, want, path);
}

export function judgeApply(v: ApplyVector, o: DecodeOutcome | undefined): { ok: boolean; detail: string } {
  if (!o) return { ok: false, detail: "the harness returned no result" };
  if (o.crashed) return { ok: false, detail: `crashed: ${o.error}` };
  if ("error" in v.expect)
    return o.ok
      ? { ok: false, detail: `applied, but the vector expects a refusal (messages: ${show(o.messages)})` }
      : { ok: true, detail: `refused: ${o.error}` };
  if (!o.ok) return { ok: false, detail: `refused, but the vector expects messages: ${o.error}` };
  const d = jsonMatch(o.messages, v.expect.messages);
  if (d) return { ok: false, detail: `messages differ at ${d}: got ${show(o.messages)}` };
  for (const [name, want] of Object.entries(v.expect.entities ?? {})) {
    const got = o.entities && Object.hasOwn(o.entities, name) ? o.entities[name] : undefined;
    if (got === undefined)
      return { ok: false, detail: `the reducer keeps no entity collection ${JSON.stringify(name)}` };
    const e = jsonMatch(got, want);
    if (e) return { ok: false, detail: `entities ${JSON.stringify(name)} differ at ${e}: got ${show(got)}` };
  }
  return { ok: true, detail: v.expect.entities ? "messages and entities match" : "messages match" };
}

export function judgeConvert(v: ConvertVector, o: DecodeOutcome | undefined): { ok: boolean; detail: string } {
  if (!o) return { ok: false, detail: "the harness returned no result" };
  if (o.crashed || !o.results) return { ok: false, detail: `crashed: ${o.error}` };
  if (o.results.length !== v.expect.length)
    return { ok: false, detail: `${o.results.length} results for ${v.expect.length} inputs` };
  for (let i = 0; i < v.expect.length; i++) {
    const want = v.expect[i]!;
    const got = o.results[i]!;
    if ("error" in want) {
      if (!("error" in got))
        return {
          ok: false,
          detail: `input ${i}: converted, but the vector expects an error (outputs: ${show(got.outputs)})`,
        };
      continue;
    }
    if ("error" in got)
      return { ok: false, detail: `input ${i}: failed, but the vector expects outputs: ${got.error}` };
    const d = jsonMatch(got.outputs, want.outputs);
    if (d) return { ok: false, detail: `input ${i}: outputs differ at ${d}: got ${show(got.outputs)}` };
  }
  return { ok: true, detail: "outputs match" };
}

/** Judges one typed dispatch outcome: the verdict, `supports_method` agreeing with it, and the payload written back. */
export function judgeMethod(v: MethodVector, o: DecodeOutcome | undefined): { ok: boolean; detail: string } {
  if (!o) return { ok: false, detail: "the harness returned no result" };
  if (o.crashed) return { ok: false, detail: `crashed: ${o.error}` };
  if (o.unsupported)
    return { ok: false, detail: `the bindings have no message group ${v.type}${o.error ? ` (${o.error})` : ""}` };
  const supported = v.expect !== "unknown-method";
  if (o.supported !== supported)
    return {
      ok: false,
      detail: `supports_method says ${String(o.supported)}, but the vector expects ${String(supported)}`,
    };
  if (v.expect !== "accept") {
    if (o.ok) return { ok: false, detail: `read, but the vector expects ${v.expect} (written back: ${show(o.value)})` };
    return o.dispatch === v.expect
      ? { ok: true, detail: `${v.expect}: ${o.error}` }
      : {
          ok: false,
          detail: `gave ${o.dispatch ?? "an error of no dispatch kind"}, but the vector expects ${v.expect}: ${o.error}`,
        };
  }
  if (!o.ok)
    return { ok: false, detail: `gave ${o.dispatch ?? "an error"}, but the vector expects accept: ${o.error}` };
  const want = "canonical" in v ? v.canonical : "params" in v ? v.params : v.result;
  const d = jsonDiff(o.value, want);
  return d
    ? { ok: false, detail: `written back, the payload differs at ${d}: got ${show(o.value)}` }
    : { ok: true, detail: "read and written back" };
}

/** The harness task of a vector: what a language's runner is given for it. */
export function taskOf(v: Vector): Task {
  const unstable = v.unstable;
  if (v.kind === "method") {
    const m = v as MethodVector;
    return {
      kind: "method",
      id: m.id,
      type: m.type,
      method: m.method,
      ...("params" in m ? { params: m.params } : { result: m.result }),
      unstable,
    };
  }
  if (v.kind === "apply") {
    const a = v as ApplyVector;
    return { kind: "apply", id: a.id, version: a.version, updates: a.updates, unstable };
  }
  if (v.kind === "convert") {
    const c = v as ConvertVector;
    return { kind: "convert", id: c.id, from: c.from, type: c.type, inputs: c.inputs, unstable };
  }
  const d = v as DecodeVector;
  return {
    id: d.id,
    type: d.type,
    json: d.text === undefined ? d.json : null,
    ...(d.text !== undefined && { text: d.text }),
    unstable,
    ...(d.mode === "lenient" && { mode: "lenient" as const }),
  };
}

/** A vector's verdict on a harness's outcome of its task (`taskOf`), by the vector's kind. */
export function judge(v: Vector, o: DecodeOutcome | undefined): { ok: boolean; detail: string } {
  if (v.kind === "apply") return judgeApply(v as ApplyVector, o);
  if (v.kind === "convert") return judgeConvert(v as ConvertVector, o);
  if (v.kind === "method") return judgeMethod(v as MethodVector, o);
  return judgeDecode(v as DecodeVector, o);
}

/**
 * Byte compatibility: for an accepted decode vector, every language must write
 * the same compact JSON text. The text most languages agree on is the
 * reference (ties go to the first language run); a language that differs fails.
 */
export function failByteDivergence(
  results: Result[],
  texts: ReadonlyMap<string, readonly { lang: Lang; text: string }[]>,
): void {
  for (const [id, all] of texts) {
    if (all.length < 2) continue;
    const votes = new Map<string, number>();
    for (const t of all) votes.set(t.text, (votes.get(t.text) ?? 0) + 1);
    const reference = [...votes.entries()].reduce((best, cur) => (cur[1] > best[1] ? cur : best))[0];
    const agree = all.filter((t) => t.text === reference).map((t) => t.lang);
    for (const t of all) {
      if (t.text === reference) continue;
      const i = results.findIndex((r) => r.id === id && r.lang === t.lang);
      results[i] = {
        id,
        lang: t.lang,
        ok: false,
        detail: `serialized bytes differ from ${agree.join(", ")}: got ${t.text}, want ${reference}`,
      };
    }
  }
}

/** Runs vectors for each language and prints the report. Returns the exit status: 0 passed, 3 a vector failed, 2 could not run (the CLI's exit codes). */
export async function runConformance(opts: ConformanceOptions): Promise<number> {
  let vectors: Vector[];
  try {
    vectors = loadVectors(opts.vectors);
  } catch (e) {
    if (!(e instanceof VectorFormatError)) throw e;
    // With --json, even the reason it could not run is JSON.
    opts.stdout(
      opts.json ? `${JSON.stringify({ error: e.message, exitCode: 2 })}\n` : `acp-codegen conformance: ${e.message}\n`,
    );
    return 2;
  }
  const errors: string[] = [];
  const results: Result[] = [];
  const unsupported: { lang: Lang; kind: string; count: number; reason: string }[] = [];
  let couldNotRun = false;
  const texts = new Map<string, { lang: Lang; text: string }[]>();
  const live = opts.progress?.live ? opts.progress.write : null;
  const spent: string[] = [];
  const judgedWith: Record<string, JudgedWithEntry> = {};
  for (const lang of opts.langs) {
    const started = Date.now();
    const runner = runnerFor(lang, opts.out, (step) => live?.(`\r\x1b[Kconformance [${lang}] ${step}`), opts.languages);
    const why = runner.unavailable();
    const said = (judgedWith[lang] = why ? { unavailable: why } : askJudgedWith(runner));
    if (said !== null && "error" in said) errors.push(`${lang}: what it judges with is not known: ${said.error}`);
    const byKind = new Map<string, Vector[]>();
    for (const v of vectors) byKind.set(v.kind, [...(byKind.get(v.kind) ?? []), v]);
    const runnable: Vector[] = [];
    for (const [kind, vs] of byKind) {
      if (why || !runner.kinds.includes(kind)) {
        unsupported.push({
          lang,
          kind,
          count: vs.length,
          reason: why ?? `'${kind}' vectors are not generated for ${lang} yet`,
        });
        continue;
      }
      runnable.push(...vs);
    }
    if (runnable.length === 0) continue;
    let outcomes: DecodeOutcome[];
    try {
      outcomes = runner.run(runnable.map(taskOf));
    } catch (e) {
      if (!(e instanceof HarnessError)) throw e;
      // The harness could not start at all (a build failed): every vector of this language fails, unjudged.
      if (!opts.json) opts.stdout(`acp-codegen conformance: ${lang}: ${e.message}\n`);
      errors.push(`${lang}: ${e.message}`);
      outcomes = runnable.map((v) => ({
        id: v.id,
        ok: false,
        crashed: true,
        died: true,
        error: `not judged: ${e.message}`,
      }));
    }
    live?.(
      `\r\x1b[Kconformance [${lang}] ${runnable.length}/${runnable.length} vectors in ${((Date.now() - started) / 1000).toFixed(1)}s\n`,
    );
    spent.push(`${lang} ${runnable.length} vectors in ${((Date.now() - started) / 1000).toFixed(1)}s`);
    const byId = new Map(outcomes.map((o) => [o.id, o]));
    for (const v of runnable) {
      const o = byId.get(v.id);
      if (o?.died) couldNotRun = true;
      results.push({ id: v.id, lang, ...judge(v, o) });
      if (
        v.kind === "decode" &&
        (v as DecodeVector).expect === "accept" &&
        (v as DecodeVector).compare !== "verdict" &&
        o?.ok &&
        typeof o.compact === "string"
      ) {
        texts.set(v.id, [...(texts.get(v.id) ?? []), { lang, text: o.compact }]);
      }
    }
  }
  failByteDivergence(results, texts);
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (opts.progress && !opts.progress.live)
    opts.progress.write(
      `acp-codegen conformance: ${spent.join("; ") || "nothing run"}; ${passed} passed, ${failed} failed\n`,
    );
  if (opts.json) {
    opts.stdout(
      `${JSON.stringify({ passed, failed, judgedWith, results, unsupported, ...(errors.length && { errors }) })}\n`,
    );
  } else {
    for (const [lang, e] of Object.entries(judgedWith)) opts.stdout(`${describeJudgedWith(lang, e)}\n`);
    for (const r of results) if (!r.ok) opts.stdout(`FAIL ${r.id} [${r.lang}]: ${r.detail}\n`);
    for (const u of unsupported)
      opts.stdout(`unsupported: ${u.count} ${u.kind} vector${u.count === 1 ? "" : "s"} for ${u.lang}: ${u.reason}\n`);
    opts.stdout(`${passed} passed, ${failed} failed\n`);
  }
  // Something not judged (a harness that died, a language that cannot run) outranks a failure.
  if (couldNotRun || unsupported.length > 0) return 2;
  return failed > 0 ? 3 : 0;
}
