import { jsonDiff } from "./json-equal.js";
import { HarnessError, runnerFor, type DecodeOutcome, type Lang } from "./langs.js";
import { loadVectors, VectorFormatError, type DecodeVector, type Vector } from "./vectors.js";

export interface ConformanceOptions {
  readonly vectors: readonly string[];
  readonly langs: readonly Lang[];
  readonly out: string;
  readonly json: boolean;
  readonly stdout: (s: string) => void;
}

export interface Result {
  readonly id: string;
  readonly lang: Lang;
  readonly ok: boolean;
  readonly detail: string;
}

/** Judges one decode outcome against its vector. */
export function judgeDecode(v: DecodeVector, o: DecodeOutcome | undefined): { ok: boolean; detail: string } {
  if (!o) return { ok: false, detail: "the harness returned no result" };
  if (o.crashed) return { ok: false, detail: `crashed: ${o.error}` };
  if (o.unsupported) return { ok: false, detail: `the bindings have no type ${v.type}` };
  if (v.expect === "reject") {
    return o.ok ? { ok: false, detail: `accepted, but the vector expects a reject (serialized: ${JSON.stringify(o.value)})` } : { ok: true, detail: `rejected: ${o.error}` };
  }
  if (!o.ok) return { ok: false, detail: `rejected, but the vector expects accept: ${o.error}` };
  const want = "canonical" in v ? v.canonical : v.json;
  const d = jsonDiff(o.value, want);
  return d ? { ok: false, detail: `serialized JSON differs at ${d}: got ${JSON.stringify(o.value)}` } : { ok: true, detail: "round-trips" };
}

/** Runs vectors for each language and prints the report. Returns the exit status: 0 passed, 1 failed, 2 could not run. */
export async function runConformance(opts: ConformanceOptions): Promise<number> {
  let vectors: Vector[];
  try {
    vectors = loadVectors(opts.vectors);
  } catch (e) {
    if (!(e instanceof VectorFormatError)) throw e;
    opts.stdout(`acp-codegen conformance: ${e.message}\n`);
    return 2;
  }
  const results: Result[] = [];
  const unsupported: { lang: Lang; kind: string; count: number; reason: string }[] = [];
  let couldNotRun = false;
  for (const lang of opts.langs) {
    const runner = runnerFor(lang, opts.out);
    const why = runner.unavailable();
    const byKind = new Map<string, Vector[]>();
    for (const v of vectors) byKind.set(v.kind, [...(byKind.get(v.kind) ?? []), v]);
    for (const [kind, vs] of byKind) {
      if (why || !runner.kinds.includes(kind)) {
        unsupported.push({ lang, kind, count: vs.length, reason: why ?? `'${kind}' vectors are not generated for ${lang} yet` });
        continue;
      }
      if (kind !== "decode") continue;
      const decodeVs = vs as DecodeVector[];
      let outcomes: DecodeOutcome[];
      try {
        outcomes = runner.decode(decodeVs.map((v) => ({ id: v.id, type: v.type, json: v.json })));
      } catch (e) {
        if (!(e instanceof HarnessError)) throw e;
        opts.stdout(`acp-codegen conformance: ${lang}: ${e.message}\n`);
        couldNotRun = true;
        continue;
      }
      const byId = new Map(outcomes.map((o) => [o.id, o]));
      for (const v of decodeVs) results.push({ id: v.id, lang, ...judgeDecode(v, byId.get(v.id)) });
    }
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (opts.json) {
    opts.stdout(`${JSON.stringify({ passed, failed, results, unsupported })}\n`);
  } else {
    for (const r of results) if (!r.ok) opts.stdout(`FAIL ${r.id} [${r.lang}]: ${r.detail}\n`);
    for (const u of unsupported) opts.stdout(`unsupported: ${u.count} ${u.kind} vector${u.count === 1 ? "" : "s"} for ${u.lang}: ${u.reason}\n`);
    opts.stdout(`${passed} passed, ${failed} failed\n`);
  }
  if (failed > 0) return 1;
  return couldNotRun || unsupported.length > 0 ? 2 : 0;
}
