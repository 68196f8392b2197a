/**
 * `acp-codegen import`: brings a spec in line with a published ACP JSON Schema.
 *
 * It adds what the spec lacks (types, fields, variants, enum values, methods),
 * each with its unstable feature, as insertions into spec files; it reports
 * every other wire difference as a located decision for a person; and it lists
 * what the additions still need (conversion rules, reducer actions, patch
 * fields, doc text). What it adds and what it reports are computed from
 * `diff --against-schema`'s comparison, before and after, so a second run adds
 * nothing and reports the same decisions.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { differNotes, explain } from "../compare/departures.js";
import { compareSchemas, type WireDifference } from "../compare/structure.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { indexVersion } from "../model/index.js";
import type { SpecModel, VersionModel } from "../model/types.js";
import { compile } from "../pipeline.js";
import { versionSchema } from "../targets/jsonschema/index.js";
import { namesIn } from "./declare.js";
import { addImports, appendDeclarations, applyInsertions } from "./edit.js";
import type { CrateFeatures } from "./crate.js";
import { isObj, type Release, type VersionSchemas } from "./source.js";
import { compareReducerState } from "./x-state.js";
import { missingDocs } from "../validate/docs.js";
import {
  constructs,
  defsOf,
  featureMap,
  featureNames,
  fieldOf,
  located,
  planVersion,
  schemaLoc,
  type VersionPlan,
} from "./plan-version.js";

export { methodArea } from "./placement.js";

export interface Located {
  /** Relative to the spec folder (`v2/tool-call.ts`), or (inSchema) the published schema's path as given. */
  readonly file: string;
  readonly line: number;
  readonly col: number;
  /** Located in the published schema: something the spec does not have. */
  readonly inSchema?: boolean;
}

export interface Added extends Located {
  readonly version: string;
  readonly kind: "type" | "field" | "variant" | "value" | "method" | "tag";
  /** `Type`, `Type.field`, `Type:tag`, `Type:value`, `method:name` (published names). */
  readonly where: string;
  /** The unstable feature, or null for a stable item. */
  readonly feature: string | null;
  /** A declaration the vocabulary needs for a published inline shape (an inline payload or union). */
  readonly helper?: boolean;
  /** For kind `tag`: the tag added to an existing construct (`@defaultOnNull`). */
  readonly tag?: string;
}

export interface Decision extends Located {
  readonly version: string;
  readonly where: string;
  /**
   * What kind of difference: a `diff --against-schema` kind, or now-stable, now-unstable, default-on-null,
   * unnamed-feature, feature-name, does-not-compile (an item left out because, as written, it did not compile), blocked (an item left out because what it refers to is), unstable-value (a published enum value of an unstable feature), shared-field (a
   * new variant whose payload has a field its union shares across variants), x-state (a reducer action that states
   * something else than upstream's `x-state` for its variant, with no `differs` note), x-state-missing (a variant
   * upstream states an effect for and the reducer has no action for: the message proposes one).
   */
  readonly what: string;
  readonly message: string;
}

export interface Todo extends Located {
  readonly kind: "diagnostic" | "patch-field" | "doc";
  readonly code?: string;
  readonly message: string;
}

export interface ImportResult {
  readonly added: readonly Added[];
  readonly decisions: readonly Decision[];
  readonly todo: readonly Todo[];
  /** Files to write (relative to the spec folder), with their old text (null: a new file). */
  readonly files: readonly { readonly rel: string; readonly before: string | null; readonly after: string }[];
}

export interface ImportOptions {
  readonly spec: string;
  readonly release: Release;
  /** Unstable feature names by item (`Type`, `Type.field`, `Type:tag`, `method:name`), per version or for all ("*"); upstream's (`unstable_x` or `x`). */
  readonly features: ReadonlyMap<string, ReadonlyMap<string, string>>;
  readonly sdk?: string | null;
  readonly crate?: string | null;
  readonly source?: string | null;
  /**
   * The unstable feature gates of the crate that publishes the schemas (`--crate`): the feature of every item
   * the user's map does not name.
   */
  readonly crateFeatures?: CrateFeatures | null;
  /** `upstream`: what is added takes the published `description` as its doc comment (default: none, a todo). */
  readonly docs?: "upstream" | "none";
}

/**
 * The diagnostics that additions leave for a person: variants without a conversion rule (ACP016) or reducer action
 * (ACP014), and examples (ACP006) or hand-written vectors (ACP022) that a new required field or a changed type breaks:
 * they can only be fixed once the import has landed.
 */
const TODO_CODES = new Set(["ACP014", "ACP016", "ACP006", "ACP022"]);

/** A version the spec has no folder for yet: nothing declared. */
function emptyVersion(name: string): VersionModel {
  return { name: name as VersionModel["name"], decls: [], methods: [], envelope: null, reducer: null };
}

/** The decisions that the result's differences from the published schemas leave, every run the same. */
function decide(v: VersionModel, vs: VersionSchemas, plan: VersionPlan, opts: ImportOptions): Decision[] {
  const ix = indexVersion(v);
  const have = constructs(v);
  const notes = differNotes(v);
  const out: Decision[] = [];
  const theirs = vs.unstable?.json ?? vs.stable.json;
  const origin = vs.unstable ?? vs.stable;
  const unstableHere = (where: string): boolean =>
    Boolean(have.get(where)?.doc.unstable ?? have.get(where.split(/[.:]/)[0]!)?.doc.unstable);
  // Without the unstable schema, what the spec has as unstable is not expected in the published one.
  const all = compareSchemas(versionSchema(ix, "unstable") as never, theirs as never).filter(
    (d) => vs.unstable || !(d.what.startsWith("extra-") && unstableHere(d.where)),
  );
  const waiting = new Set(plan.decisions.map((d) => d.where));
  const at = (where: string): Located => {
    const c = have.get(where) ?? have.get(where.split(/[.:]/)[0]!);
    return c ? located(c.loc) : schemaLoc(origin.text, origin.origin, where);
  };
  const say = (d: WireDifference): string => {
    const [type, member] = [d.where.split(/[.:]/)[0]!, d.where.slice(d.where.split(/[.:]/)[0]!.length + 1)];
    const what = d.where.startsWith("method:")
      ? `method '${d.where.slice(7)}'`
      : d.where.includes(".")
        ? `field '${member}' of ${type}`
        : d.where.includes(":")
          ? `'${member}' of ${type}`
          : `type ${type}`;
    if (d.what.startsWith("extra-"))
      return `${what} is no longer in the published schema: remove it, or keep it and say why in a @differs note`;
    if (d.what.startsWith("missing-")) return `${what} is published but not in the spec`;
    if (d.what === "required")
      return `${what}: ${d.detail}${/published schema required/.test(d.detail) ? " (now required)" : ""}`;
    if (d.what === "nullable")
      return `${what}: ${d.detail}${/published schema allows/.test(d.detail) ? " (now nullable)" : ""}`;
    if (d.what === "open")
      return `${what}: ${d.detail}${/published one open/.test(d.detail) ? " (now open)" : " (now closed)"}`;
    return `${what} changed: ${d.detail}`;
  };
  for (const d of all) {
    if (waiting.has(d.where) || explain(notes, d)) continue;
    out.push({ version: v.name, where: d.where, what: d.what, message: `decision: ${say(d)}`, ...at(d.where) });
  }
  {
    // Stability: what is stable upstream but unstable here, and the reverse.
    const seen = new Set(all.map((d) => `${d.what} ${d.where}`));
    for (const d of compareSchemas(versionSchema(ix, "stable") as never, vs.stable.json as never)) {
      if (seen.has(`${d.what} ${d.where}`) || waiting.has(d.where) || explain(notes, d)) continue;
      if (d.what.startsWith("missing-") && have.has(d.where)) {
        out.push({
          version: v.name,
          where: d.where,
          what: "now-stable",
          message:
            `decision: ${d.where} is stable in the published schema; the spec still marks it @unstable ${have.get(d.where)!.doc.unstable?.feature ?? ""}`.trimEnd(),
          ...at(d.where),
        });
      } else if (vs.unstable && d.what.startsWith("extra-") && have.has(d.where)) {
        out.push({
          version: v.name,
          where: d.where,
          what: "now-unstable",
          message: `decision: ${d.where} is only in the unstable schema; the spec has it stable`,
          ...at(d.where),
        });
      } else if (!d.what.startsWith("missing-") && !d.what.startsWith("extra-")) {
        out.push({
          version: v.name,
          where: d.where,
          what: d.what,
          message: `decision (stable surface): ${say(d)}`,
          ...at(d.where),
        });
      }
    }
  }
  // Upstream reads null as the field's default: a wire rule the vocabulary has no word for.
  for (const [name, d] of Object.entries(defsOf(theirs))) {
    if (!isObj(d)) continue;
    for (const [k, p] of Object.entries(isObj(d.properties) ? d.properties : {})) {
      const c = have.get(`${name}.${k}`);
      if (!isObj(p) || p["x-deserialize-default-on-null"] !== true || !c || c.doc.differs || c.doc.defaultOnNull)
        continue;
      out.push({
        version: v.name,
        where: `${name}.${k}`,
        what: "default-on-null",
        message: `decision: field '${k}' of ${name}: upstream reads null as its default (x-deserialize-default-on-null); the spec ${isNullable(v, name, k) ? "accepts null but keeps it" : "rejects null"}`,
        ...located(c.loc),
      });
    }
  }
  // Upstream's x-state: what each update does to session state, held against the reducer's actions.
  for (const f of compareReducerState(v, theirs)) {
    if (f.kind === "explained") continue;
    const where = `${v.reducer!.union.split(".")[1]}:${f.tag}`;
    if (f.kind === "missing")
      out.push({ version: v.name, where, what: "x-state-missing", message: `decision: ${f.message}`, ...at(where) });
    else out.push({ version: v.name, where, what: "x-state", message: `decision: ${f.message}`, ...located(f.loc) });
  }
  // Upstream's feature names the spec spells differently.
  const map = featureMap(opts, v.name);
  for (const [up, ours] of featureNames(map, have)) {
    if (up === ours) continue;
    const first = [...map]
      .filter(([k, f]) => f === up && have.get(k)?.doc.unstable?.feature === ours)
      .map(([k]) => k)
      .sort()[0]!;
    out.push({
      version: v.name,
      where: first,
      what: "feature-name",
      message: `decision: upstream calls the feature 'unstable_${up}'; the spec calls it '${ours}' (new items take '${ours}')`,
      ...at(first),
    });
  }
  return [...out, ...plan.decisions].sort(byPlace);
}

function isNullable(v: VersionModel, type: string, field: string): boolean {
  const f = fieldOf(v, type, field);
  return f?.type.kind === "nullable" || Boolean(f?.patch);
}

const byPlace = (a: Located & { message: string }, b: Located & { message: string }): number =>
  a.file < b.file
    ? -1
    : a.file > b.file
      ? 1
      : a.line - b.line || a.col - b.col || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0);

/** What still needs a person: diagnostics the additions raise, fields that may be patch fields, doc text to write. */
function todos(model: SpecModel, diagnostics: readonly Diagnostic[], versions: ReadonlySet<string>): Todo[] {
  const out: Todo[] = [];
  // Everything generate will then report: the diagnostics left for a person, and every doc comment still to write.
  for (const d of diagnostics)
    if (TODO_CODES.has(d.code)) out.push({ kind: "diagnostic", code: d.code, message: d.message, ...located(d.loc) });
  for (const d of missingDocs(model, "warn"))
    out.push({ kind: "doc", code: d.code, message: d.message, ...located(d.loc) });
  for (const v of model.versions) {
    if (!versions.has(v.name)) continue;
    const ix = indexVersion(v);
    const updateTypes = new Set<string>();
    const reducerUnion = v.reducer?.union.split(".")[1];
    const u = reducerUnion ? ix.decls.get(reducerUnion) : undefined;
    if (u?.kind === "union") for (const x of u.variants) if (x.payload) updateTypes.add(x.payload);
    for (const d of v.decls) {
      if (/Update$/.test(d.name)) updateTypes.add(d.name);
    }
    for (const n of updateTypes) {
      const d = ix.decls.get(n);
      if (d?.kind !== "object") continue;
      for (const f of d.fields) {
        if (f.optional && !f.patch && f.type.kind === "nullable" && !f.doc.text && f.name !== "_meta") {
          out.push({
            kind: "patch-field",
            message: `${v.name}.${d.name}.${f.name} is optional and nullable in an update: is it a patch field (Patch<T>: absent keeps, null clears)?`,
            ...located(f.loc),
          });
        }
      }
    }
  }
  return out.sort(byPlace);
}

/** The text of `upstream.ts` for a release (entries of versions not imported are kept). */
function upstreamText(model: SpecModel, opts: ImportOptions): string {
  // An import that names its release (an sdk or crate version) replaces the record of the versions it brings; one that
  // names none adds to the recorded release (one more file of it): the versions recorded and every other file's digest stay.
  const named = opts.sdk != null || opts.release.sdk != null || opts.crate != null;
  const imported = new Set(opts.release.versions.map((v) => v.version));
  const schemas = new Map<string, string>();
  for (const s of model.upstream?.schemas ?? [])
    if (!named || !imported.has(s.path.split("/")[0]!)) schemas.set(s.path, s.digest);
  for (const v of opts.release.versions)
    for (const f of [v.stable, ...(v.unstable ? [v.unstable] : []), ...v.meta]) schemas.set(f.releasePath, f.digest);
  const str = (s: string | null | undefined): string => (s ? JSON.stringify(s) : "null");
  const sdk = named ? (opts.sdk ?? opts.release.sdk) : (model.upstream?.sdk ?? null);
  const crate = named ? opts.crate : (model.upstream?.crate ?? null);
  // A note on where the schemas came from stays while the release it describes is the one recorded.
  const recorded = model.upstream;
  const same = recorded !== undefined && recorded.sdk === (sdk ?? null) && recorded.crate === (crate ?? null);
  const source = opts.source ?? (same ? recorded.source : null);
  const entries = [...schemas]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([p, d]) => `    ${JSON.stringify(p)}: ${JSON.stringify(d)},`);
  return `import type { UpstreamRelease } from "./vocabulary.js";\n\nexport const upstream: UpstreamRelease = {\n  sdk: ${str(sdk)},\n  crate: ${str(crate)},\n  source: ${str(source)},\n  schemas: {\n${entries.join("\n")}\n  },\n};\n`;
}

/** Plans the import, checks the result compiles (in a copy of the spec), and returns what it would write and report. Writes nothing. */
export async function planImport(opts: ImportOptions): Promise<ImportResult> {
  const before = await compile({ spec: opts.spec, targets: [], cache: false, missingDocs: "allow" });
  // What an earlier import left for a person (ACP014, ACP016) does not stop another.
  // A spec with no version yet (the vocabulary only) is one to import into: the import creates the version folders.
  const emptySpec = (d: Diagnostic): boolean =>
    d.name === "spec-not-found" &&
    before.model !== null &&
    before.model !== undefined &&
    before.model.versions.length === 0 &&
    opts.release.versions.length > 0;
  const blocking = before.diagnostics.filter((d) => d.severity === "error" && !TODO_CODES.has(d.code) && !emptySpec(d));
  if (blocking.length) throw new SpecErrors(blocking, "the spec has errors; fix them before importing");
  const model = before.model!;
  const { readFileSync, existsSync } = await import("node:fs");
  const texts = new Map<string, string>();
  const read = (rel: string): string | null => {
    if (texts.has(rel)) return texts.get(rel)!;
    const p = join(opts.spec, rel);
    const t = existsSync(p) ? readFileSync(p, "utf8") : null;
    if (t !== null) texts.set(rel, t);
    return t;
  };
  for (const v of model.versions) for (const d of v.decls) read(d.loc.file);
  for (const v of model.versions) for (const m of v.methods) read(m.loc.file);
  // Item by item: what does not compile as written is left out (a decision says why), and the rest is tried again.
  const refused = new Map<string, Map<string, string>>();
  for (let round = 0; ; round++) {
    const attempt = await attemptImport(opts, model, texts, read, refused);
    if ("result" in attempt) return attempt.result;
    const fresh = attempt.refuse.filter((r) => !refused.get(r.version)?.has(r.where));
    if (!fresh.length || round >= 16)
      throw new SpecErrors(attempt.bad, "the imported declarations do not compile; nothing was written");
    for (const r of fresh) refused.set(r.version, new Map([...(refused.get(r.version) ?? []), [r.where, r.why]]));
  }
}

type Attempt =
  | { readonly result: ImportResult }
  | {
      readonly bad: readonly Diagnostic[];
      readonly refuse: readonly { version: string; where: string; why: string }[];
    };

/** One try at the import, leaving out what `refused` names; what fails to compile is mapped back to the items that caused it. */
async function attemptImport(
  opts: ImportOptions,
  model: SpecModel,
  texts: Map<string, string>,
  read: (rel: string) => string | null,
  refused: ReadonlyMap<string, ReadonlyMap<string, string>>,
): Promise<Attempt> {
  const plans: VersionPlan[] = [];
  for (const vs of opts.release.versions) {
    // A version the spec does not have yet starts empty: its folder and files are created.
    const v = model.versions.find((x) => x.name === vs.version) ?? emptyVersion(vs.version);
    plans.push(planVersion(v, vs, opts, texts, refused.get(vs.version)));
  }
  // The new text of every touched file.
  const after = new Map<string, string>();
  for (const p of plans) {
    const fileOfName = (n: string): string | null => {
      const d = (model.versions.find((x) => x.name === p.version)?.decls ?? []).find((x) => x.name === n);
      const f = d?.loc.file ?? p.newNames.get(n) ?? null;
      return f ? f.split("/").pop()!.replace(/\.ts$/, "") : null;
    };
    const files = new Set([...p.edits.keys(), ...p.appends.keys()]);
    for (const rel of [...files].sort()) {
      const old = read(rel) ?? "";
      const edits = p.edits.get(rel) ?? [];
      const appended = p.appends.get(rel) ?? [];
      let text = appendDeclarations(applyInsertions(old, edits), appended);
      const used = new Set([...edits.map((e) => e.text), ...appended].flatMap((t) => [...namesIn(t)]));
      text = addImports(rel, text, used, fileOfName);
      after.set(rel, text);
    }
  }
  const upstream = upstreamText(model, opts);
  const upstreamOld = read("upstream.ts");
  if (upstream !== upstreamOld) after.set("upstream.ts", upstream);

  // The result must compile: only the diagnostics a person resolves (ACP014, ACP016) may remain.
  const tmp = mkdtempSync(join(tmpdir(), "acp-import-"));
  let result: Awaited<ReturnType<typeof compile>>;
  try {
    cpSync(opts.spec, tmp, { recursive: true });
    for (const [rel, text] of after) {
      mkdirSync(dirname(join(tmp, rel)), { recursive: true });
      writeFileSync(join(tmp, rel), text);
    }
    result = await compile({ spec: tmp, targets: [], cache: false, missingDocs: "allow" });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const bad = result.diagnostics.filter((d) => d.severity === "error" && !TODO_CODES.has(d.code));
  if (bad.length) {
    if (process.env.ACP_DEBUG_IMPORT)
      console.error(
        bad
          .map(
            (d) =>
              `${JSON.stringify(d.loc)} ${JSON.stringify(culprit(d, after, model, plans))} ${JSON.stringify((after.get(d.loc.file) ?? "").split("\n").slice(d.loc.line - 3, d.loc.line))}`,
          )
          .join("\n"),
      );
    return { bad, refuse: bad.flatMap((d) => culprit(d, after, model, plans) ?? []) };
  }
  const newModel = result.model!;
  const added: Added[] = [];
  const decisions: Decision[] = [];
  for (const p of plans) {
    const v = newModel.versions.find((x) => x.name === p.version)!;
    const vs = opts.release.versions.find((x) => x.version === p.version)!;
    const have = constructs(v);
    for (const a of p.added) {
      const c = have.get(a.where) ?? have.get(a.specName);
      const loc = c ? located(c.loc) : { file: "", line: 0, col: 0 };
      added.push({
        version: p.version,
        kind: a.kind,
        where: a.where,
        feature: a.feature,
        ...(a.helper && { helper: true }),
        ...(a.tag && { tag: a.tag }),
        ...loc,
      });
    }
    decisions.push(...decide(v, vs, p, opts));
  }
  const todo = todos(newModel, result.diagnostics, new Set(plans.map((p) => p.version)));
  return {
    result: {
      added: added.sort(byPlaceAdded),
      decisions,
      todo,
      files: [...after]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([rel, text]) => ({ rel, before: texts.get(rel) ?? null, after: text })),
    },
  };
}

/**
 * The imported item a diagnostic of the imported spec falls in: the member (`Type.field`, `Type:tag`) whose line it
 * is on, else the declaration around it, by its published name; null when the line is in no declaration the import
 * wrote or changed.
 */
function culprit(
  d: Diagnostic,
  after: ReadonlyMap<string, string>,
  model: SpecModel,
  plans: readonly VersionPlan[],
): { version: string; where: string; why: string } | null {
  const version = d.loc.file.split("/")[0]!;
  const text = after.get(d.loc.file);
  const plan = plans.find((p) => p.version === version);
  if (text === undefined || !plan) return null;
  const lines = text.split("\n");
  let decl: { name: string; union: boolean } | null = null;
  let member: string | null = null;
  // A line of a doc comment belongs to what the comment documents: the line after it.
  let at = Math.min(d.loc.line, lines.length) - 1;
  if (/^\s*(\/\*\*|\*)/.test(lines[at] ?? "")) while (at < lines.length - 1 && !/\*\/\s*$/.test(lines[at]!)) at++;
  if (/\*\/\s*$/.test(lines[at] ?? "")) at++;
  for (let i = Math.min(at, lines.length - 1); i >= 0; i--) {
    const line = lines[i]!;
    const head = /^export (?:interface|type) ([A-Za-z_$][\w$]*)/.exec(line);
    if (head) {
      decl = { name: head[1]!, union: /=\s*(?:Open)?Union</.test(lines.slice(i, i + 2).join(" ")) };
      break;
    }
    const m = /^ {2}(?:"([^"]+)"|([A-Za-z_$][\w$]*))\??:/.exec(line);
    if (m && member === null) member = m[1] ?? m[2]!;
  }
  if (!decl) return null;
  const existing = model.versions.find((v) => v.name === version)?.decls.find((x) => x.name === decl!.name);
  const added = plan.added.find((a) => a.kind === "type" && a.specName === decl!.name && !a.helper);
  const published = added ? added.where : existing ? (existing.doc.schemaName ?? existing.name) : null;
  if (published === null) return null;
  const why = `${d.code}: ${d.message}`;
  if (member !== null) return { version, where: `${published}${decl.union ? ":" : "."}${member}`, why };
  return existing ? null : { version, where: published, why };
}

const byPlaceAdded = (a: Added, b: Added): number =>
  a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col || (a.where < b.where ? -1 : 1);

/** The spec (before, or as imported) has errors: reported with its diagnostics, and nothing is written. */
export class SpecErrors extends Error {
  constructor(
    readonly diagnostics: readonly Diagnostic[],
    message: string,
  ) {
    super(message);
  }
}
