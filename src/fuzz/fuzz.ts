import type { DecodeOutcome, DecodeTask, Lang, LangRunner } from "../conformance/langs.js";
import { runnerFor } from "../conformance/runner.js";
import { askJudgedWith, type JudgedWithEntry } from "../conformance/run.js";
import { jsonDiff } from "../conformance/json-equal.js";
import { isPlainObject } from "../model/check-value.js";
import { setOwn } from "../model/own.js";
import type { VersionIndex } from "../model/index.js";
import { readJson, writeJson } from "../json.js";
import { copy, define, DEFAULT_HOSTILE_SHARE, inputStream, textOf, type FuzzInput } from "./generate.js";
import { HOSTILE_CLASSES, type HostileClass } from "./hostile.js";
import { bundledLanguages, findLanguage, languagesWith } from "../targets/registry.js";
import type { LanguageNaming, LanguagePlugin } from "../plugin/index.js";

/**
 * The differential fuzzer: inputs generated from the model run through every
 * language's bindings, a batch at a time (one harness process per language and
 * batch; only counts and findings outlive a batch). The
 * languages must give the same verdict, and for an accepted input the same
 * bytes; an accepted input must come back as the same JSON value (no number,
 * key or string silently changed). A disagreement is shrunk to a minimal
 * input before it is reported.
 */

export interface Verdict {
  readonly ok: boolean;
  readonly compact?: string;
  readonly error?: string;
  /** The bindings threw something other than a parse error, or the harness died on the input. */
  readonly crashed?: boolean;
  /** The bindings do not have the type (a Rust type of a cargo feature the harness was built without): a reject with no path to judge. */
  readonly unsupported?: boolean;
}

export interface Finding {
  /**
   * `crash`: a language crashed (an exception that is not a parse error, or a harness that died);
   * `verdict`: the languages disagree on accept/reject; `bytes`: they accept but write different bytes;
   * `changed`: they agree, but the value written is not the value read; `path`: they reject, but their
   * errors name different JSON paths (or one names none in the contract's form; judged with `paths` only).
   */
  readonly kind: "crash" | "verdict" | "bytes" | "changed" | "path";
  readonly input: FuzzInput;
  readonly verdicts: Readonly<Record<string, Verdict>>;
  readonly detail: string;
}

export interface FuzzReport {
  readonly seed: number;
  readonly count: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly findings: readonly Finding[];
  readonly byMutation: Readonly<Record<string, number>>;
  /** Hostile inputs drawn, and the findings among them, by corpus class. */
  readonly byHostile: Readonly<Record<string, { readonly inputs: number; readonly findings: number }>>;
  /** What each language was judged with, as its conformance runner says (see `conformance`). */
  readonly judgedWith: Readonly<Record<string, JudgedWithEntry>>;
  readonly seconds: number;
}

export const verdictOf = (o: DecodeOutcome | undefined): Verdict =>
  o === undefined
    ? { ok: false, crashed: true, error: "no result" }
    : o.ok
      ? { ok: true, compact: o.compact ?? "" }
      : {
          ok: false,
          error: o.error ?? "rejected",
          ...(o.crashed && { crashed: true }),
          ...(o.unsupported && { unsupported: true }),
        };

/** JSON text read exactly, or (when the exact reader, itself under test, cannot) as JSON.parse reads it. */
export function readValue(text: string): unknown {
  try {
    return readJson(text);
  } catch {
    return JSON.parse(text) as unknown;
  }
}

/** `<version>.<Type>: at <path>: ...`: the JSON path of a parse error in the contract's form, or null. */
export function errorPath(message: string | undefined): string | null {
  const m = /^[^\s:]+: at (\$(?:\.[A-Za-z_$][A-Za-z0-9_$]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])*): /.exec(message ?? "");
  return m ? m[1]! : null;
}

export interface JudgeOptions {
  /** Compare the JSON paths of rejects (a `path` finding when they differ). */
  readonly paths?: boolean;
  /** Check that an accepted input is written back as the value read (default true; lenient mode drops what it may). */
  readonly roundTrip?: boolean;
}

/**
 * The input with each `null` that came back as an empty list or object (a field
 * the spec marks `@defaultOnNull`, whose default every binding writes) read as
 * that default; every other difference stays for the judge to see.
 */
function nullsAsWritten(input: unknown, written: unknown): unknown {
  if (
    input === null &&
    ((Array.isArray(written) && written.length === 0) || (isPlainObject(written) && Object.keys(written).length === 0))
  )
    return written;
  if (Array.isArray(input) && Array.isArray(written)) return input.map((x, i) => nullsAsWritten(x, written[i]));
  if (isPlainObject(input) && isPlainObject(written)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input)) setOwn(out, k, k in written ? nullsAsWritten(v, written[k]) : v);
    return out;
  }
  return input;
}

/** Judges one input's verdicts; null when they agree and nothing changed. */
export function judge(
  input: FuzzInput,
  verdicts: Readonly<Record<string, Verdict>>,
  opts: JudgeOptions = {},
): Finding | null {
  const langs = Object.keys(verdicts);
  const crashed = langs.filter((l) => verdicts[l]!.crashed);
  if (crashed.length)
    return {
      kind: "crash",
      input,
      verdicts,
      detail: crashed.map((l) => `${l} crashed: ${verdicts[l]!.error?.slice(0, 300)}`).join("; "),
    };
  const oks = new Set(langs.map((l) => verdicts[l]!.ok));
  if (oks.size > 1) {
    const said = langs
      .map((l) => `${l} ${verdicts[l]!.ok ? "accepts" : `rejects (${verdicts[l]!.error?.slice(0, 200)})`}`)
      .join("; ");
    return { kind: "verdict", input, verdicts, detail: said };
  }
  if (!verdicts[langs[0]!]!.ok) {
    if (!opts.paths) return null;
    const judged = langs.filter((l) => !verdicts[l]!.unsupported);
    const paths = judged.map((l) => errorPath(verdicts[l]!.error));
    if (judged.length === 0 || (new Set(paths).size === 1 && paths[0] !== null)) return null;
    return {
      kind: "path",
      input,
      verdicts,
      detail: judged.map((l, i) => `${l}: ${paths[i] ?? `no path (${verdicts[l]!.error?.slice(0, 200)})`}`).join("; "),
    };
  }
  const bytes = new Set(langs.map((l) => verdicts[l]!.compact));
  if (bytes.size > 1)
    return { kind: "bytes", input, verdicts, detail: langs.map((l) => `${l}: ${verdicts[l]!.compact}`).join("\n") };
  if (opts.roundTrip === false) return null;
  const written = readValue(verdicts[langs[0]!]!.compact!);
  const text = textOf(input);
  const diff = jsonDiff(nullsAsWritten(text === undefined ? input.json : readValue(text), written), written);
  return diff === null
    ? null
    : { kind: "changed", input, verdicts, detail: `written back changed at ${diff}: ${verdicts[langs[0]!]!.compact}` };
}

/**
 * Where the judged languages' bindings are: an output folder holding every
 * language's, or that folder with plugin languages beside the bundled ones,
 * whose bindings are in `pluginOut` (see `plugins.ts`).
 */
export type Bindings =
  | string
  | { readonly out: string; readonly plugins: readonly LanguagePlugin[]; readonly pluginOut: string };

/** The languages a run knows: the bundled ones, and the plugins of `at`. */
export function languagesOf(at: Bindings): readonly LanguagePlugin[] {
  return typeof at === "string" ? bundledLanguages : languagesWith(at.plugins);
}

/** The conformance runner of a language (by name or alias) over its bindings in `at`. */
export function runnerAt(lang: Lang, at: Bindings): LangRunner {
  if (typeof at === "string") return runnerFor(lang, at);
  return runnerFor(lang, findLanguage(lang, at.plugins) ? at.pluginOut : at.out, undefined, languagesOf(at));
}

/**
 * A string with its own copy of its text. A string the exact reader takes out of a harness's report is a slice of
 * the report's text, and keeps the whole report alive (the report of 2,500 inputs, the hostile corpus's among
 * them, is hundreds of megabytes): a verdict kept past its batch's run must not keep the report.
 */
function own(s: string): string {
  return s.length < 13 ? s : Buffer.from(s, "utf16le").toString("utf16le");
}

/** The most inputs one harness process is given (see `verdicts`). */
export const BATCH = 2500;

/** Runs inputs through each language, in one harness process per language and batch of `BATCH` inputs. */
export function verdicts(
  inputs: readonly FuzzInput[],
  langs: readonly Lang[],
  out: Bindings,
): Record<string, Verdict>[] {
  const tasks: DecodeTask[] = inputs.map((x, i) => {
    const mode = x.mode === "lenient" ? { mode: x.mode } : {};
    if (x.bytes !== undefined) return { id: `fuzz-${i}`, type: x.type, json: null, bytes: x.bytes, ...mode };
    const text = textOf(x);
    return {
      id: `fuzz-${i}`,
      type: x.type,
      json: text === undefined ? x.json : null,
      ...(text !== undefined && { text }),
      ...mode,
    };
  });
  const results: Record<string, Verdict>[] = tasks.map(() => ({}));
  for (const l of langs) {
    const r = runnerAt(l, out);
    const why = r.unavailable();
    if (why) throw new Error(`${l}: ${why}`);
    // Batches of at most BATCH inputs, one harness process each: a busy machine's harness then finishes well
    // inside the time a harness process is given (a long run would otherwise be killed partway and its
    // unfinished input reported as a crash).
    for (let at = 0; at < tasks.length; at += BATCH) {
      const batch = tasks.slice(at, at + BATCH);
      const byId = new Map(r.decode(batch).map((o) => [o.id, o]));
      batch.forEach((t, k) => {
        const v = verdictOf(byId.get(t.id));
        // Only the verdict is kept, its strings copied out of the harness's report (see `own`), and bytes equal
        // to the first language's share its string: a long run holds the hostile corpus's 10 MB strings once per
        // input, not once per language and again as a value.
        const first = results[at + k]![langs[0]!];
        results[at + k]![l] = {
          ...v,
          ...(v.compact !== undefined && {
            compact: first?.compact !== undefined && v.compact === first.compact ? first.compact : own(v.compact),
          }),
          ...(v.error !== undefined && { error: own(v.error) }),
        };
      });
    }
  }
  return results;
}

/** Every input one step smaller: one key or one array item removed, or one object or array emptied. */
function smaller(v: unknown): unknown[] {
  const out: unknown[] = [];
  const walk = (node: unknown, rebuild: (x: unknown) => unknown): void => {
    if (Array.isArray(node)) {
      if (node.length) out.push(rebuild([]));
      node.forEach((x, i) => {
        out.push(rebuild(node.filter((_, j) => j !== i)));
        walk(x, (y) => rebuild(node.map((z, j) => (j === i ? y : z))));
      });
    } else if (typeof node === "object" && node !== null) {
      const o = node as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        const without = copy(o);
        delete without[k];
        out.push(rebuild(without));
        walk(o[k], (y) => {
          const c = copy(o);
          define(c, k, y);
          return rebuild(c);
        });
      }
    }
  };
  walk(v, (x) => x);
  return out;
}

/** Shrinks a finding: removes parts of the input while a finding of the same kind remains (a few rounds, each one batch per language). */
export function shrink(
  finding: Finding,
  langs: readonly Lang[],
  out: Bindings,
  rounds = 30,
  opts: JudgeOptions = {},
): Finding {
  // Raw text or bytes (the hostile corpus) is minimal as built.
  if (finding.input.text !== undefined || finding.input.bytes !== undefined) return finding;
  let best = finding;
  for (let r = 0; r < rounds; r++) {
    // A re-spelled input keeps its spelling: a candidate must still hold the token it re-spells.
    const candidates = smaller(best.input.json)
      .map((json) => ({ ...best.input, json }))
      .filter((c) => c.spelling === undefined || textOf(c) !== undefined)
      .slice(0, 400);
    if (!candidates.length) break;
    const results = verdicts(candidates, langs, out);
    const next = candidates.map((c, i) => judge(c, results[i]!, opts)).find((f) => f?.kind === best.kind);
    if (!next) break;
    best = next;
  }
  return best;
}

export interface FuzzOptions {
  readonly versions: readonly VersionIndex[];
  readonly seed: number;
  readonly count: number;
  readonly langs: readonly Lang[];
  /** Where the generated bindings are: one folder for all, or that with plugin languages and theirs. */
  readonly out: Bindings;
  /** Shrink at most this many findings (each costs a few runs). */
  readonly shrinkLimit?: number;
  /** The share of inputs drawn from the hostile corpus (0: none); default `DEFAULT_HOSTILE_SHARE`. */
  readonly hostile?: number;
  /** Judge the JSON paths of rejects too (`path` findings); off by default. */
  readonly paths?: boolean;
  /** Draw only these classes of the hostile corpus (default: every class). */
  readonly classes?: readonly HostileClass[];
  /**
   * How many inputs are generated, judged and compared at a time (default `BATCH`): a run holds one batch of
   * inputs and verdicts, and keeps only counts and findings, so its memory does not grow with `count`. The
   * report is the same whatever the batch.
   */
  readonly batch?: number;
  /** The inputs, in place of those generated from `seed` (read `batch` at a time; the run ends at `count`). */
  readonly inputs?: Iterable<FuzzInput>;
}

/** The naming of each judged language that declares one (for the hostile corpus's member-keys class). */
export function namingOf(
  langs: readonly Lang[],
  languages: readonly LanguagePlugin[] = bundledLanguages,
): LanguageNaming[] {
  return langs.flatMap((l) => {
    const n = findLanguage(l, languages)?.naming;
    return n ? [n] : [];
  });
}

export function fuzz(opts: FuzzOptions): FuzzReport {
  const t0 = performance.now();
  const judgeOpts: JudgeOptions = { paths: opts.paths ?? false };
  const size = opts.batch ?? BATCH;
  if (!Number.isInteger(size) || size <= 0) throw new Error(`a batch is a whole number of inputs above 0, not ${size}`);
  const source = (opts.inputs ??
    inputStream(opts.versions, opts.seed, {
      hostile: opts.hostile ?? DEFAULT_HOSTILE_SHARE,
      naming: namingOf(opts.langs, languagesOf(opts.out)),
      ...(opts.classes && { classes: opts.classes }),
    }))[Symbol.iterator]();
  const raw: Finding[] = [];
  const byMutation: Record<string, number> = {};
  const byHostile: Record<string, { inputs: number; findings: number }> = {};
  let count = 0;
  let accepted = 0;
  let rejected = 0;
  for (let ended = false; !ended && count < opts.count; ) {
    // One batch: generated, run through every language, judged, and let go of but for its findings.
    const inputs: FuzzInput[] = [];
    while (inputs.length < Math.min(size, opts.count - count)) {
      const next = source.next();
      if (next.done) {
        ended = true;
        break;
      }
      inputs.push(next.value);
    }
    if (!inputs.length) break;
    const results = verdicts(inputs, opts.langs, opts.out);
    inputs.forEach((x, i) => {
      const r = Object.values(results[i]!);
      const finding = judge(x, results[i]!, judgeOpts);
      if (finding) raw.push(finding);
      if (r.every((v) => v.ok)) accepted++;
      if (r.every((v) => !v.ok && !v.crashed)) rejected++;
      byMutation[x.mutation] = (byMutation[x.mutation] ?? 0) + 1;
      if (!x.mutation.startsWith("hostile:")) return;
      const entry = (byHostile[x.mutation.slice("hostile:".length)] ??= { inputs: 0, findings: 0 });
      entry.inputs++;
      if (finding) entry.findings++;
    });
    count += inputs.length;
  }
  const findings = raw.map((f, i) =>
    i < (opts.shrinkLimit ?? 5) ? shrink(f, opts.langs, opts.out, 30, judgeOpts) : f,
  );
  return {
    seed: opts.seed,
    count,
    accepted,
    rejected,
    findings,
    byMutation,
    byHostile: Object.fromEntries(HOSTILE_CLASSES.filter((c) => byHostile[c]).map((c) => [c, byHostile[c]!])),
    judgedWith: Object.fromEntries(opts.langs.map((l) => [l, askJudgedWith(runnerAt(l, opts.out))])),
    seconds: (performance.now() - t0) / 1000,
  };
}

/** A finding as text: what, the minimal input, and each language's answer. */
export function describeFinding(f: Finding, seed: number): string {
  const text =
    f.input.bytes !== undefined ? `bytes (base64) ${f.input.bytes}` : (textOf(f.input) ?? writeJson(f.input.json));
  const shown =
    text.length > 600 ? `${text.slice(0, 300)}... (${text.length} characters) ...${text.slice(-200)}` : text;
  return [
    `${f.kind} (seed ${seed}, mutation ${f.input.mutation}${f.input.mode === "lenient" ? ", lenient mode" : ""}) ${f.input.type} ${shown}`,
    f.detail,
  ].join("\n");
}
