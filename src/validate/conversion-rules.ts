/** Rules on the conversions between versions: what each maps, its examples, and its coverage. */

import { diag, type Diagnostic, type Loc } from "../diagnostics/diagnostic.js";
import { matchesConstruct, resolveConstruct } from "../model/constructs.js";
import { bridgePlan } from "../model/bridge.js";
import type { Rule } from "./rule.js";

export const conversions: Rule = {
  name: "conversions",
  run: ({ model, versions }) => {
    const out: Diagnostic[] = [];
    const ids = new Map<string, Loc>();
    for (const r of model.conversions) {
      const prev = ids.get(r.id);
      if (prev)
        out.push(
          diag(
            "conversion-invalid",
            r.loc,
            `rule id '${r.id}' is already used at ${prev.file}:${prev.line}:${prev.col}`,
          ),
        );
      ids.set(r.id, r.loc);
      const [from, to] = r.direction.split("->") as [string, string];
      if (r.source.length === 0) out.push(diag("conversion-invalid", r.loc, `rule '${r.id}' has no source`));
      if (r.outcome === "fails" && r.target.length)
        out.push(diag("conversion-invalid", r.target[0]!.loc, `rule '${r.id}' fails, so it cannot have a target`));
      if (r.outcome !== "fails" && !r.target.length)
        out.push(diag("conversion-invalid", r.loc, `rule '${r.id}' is ${r.outcome}, so it needs a target`));
      for (const [refs, want, role] of [
        [r.source, from, "source"],
        [r.target, to, "target"],
      ] as const) {
        for (const c of refs) {
          const res = resolveConstruct(versions, c.text);
          if (typeof res === "string") out.push(diag("conversion-unknown-construct", c.loc, `rule '${r.id}': ${res}`));
          else if (res.version !== want) {
            out.push(
              diag(
                "conversion-invalid",
                c.loc,
                `rule '${r.id}' converts ${r.direction}, so its ${role} must be a ${want} construct, not '${c.text}'`,
              ),
            );
          }
        }
      }
    }
    return out;
  },
};

export const conversionExamples: Rule = {
  name: "conversion-examples",
  run: ({ model, versions }) => {
    const out: Diagnostic[] = [];
    for (const r of model.conversions) {
      const sources = r.source.filter((c) => typeof resolveConstruct(versions, c.text) !== "string");
      const targets = r.target.filter((c) => typeof resolveConstruct(versions, c.text) !== "string");
      if (sources.length !== r.source.length || targets.length !== r.target.length) continue; // reported by the conversions rule
      for (const ex of r.examples) {
        const misfit = (value: unknown, cs: readonly { text: string }[], parent = false): string | null => {
          const problems = cs.map((c) => matchesConstruct(versions, c.text, value, parent));
          return problems.some((p) => p === null) ? null : problems.join("; ");
        };
        if (r.outcome === "fails" && ex.output)
          out.push(
            diag("conversion-invalid", ex.loc, `rule '${r.id}' fails, so its examples give an error, not an output`),
          );
        if (r.outcome !== "fails" && ex.error !== null)
          out.push(
            diag(
              "conversion-invalid",
              ex.loc,
              `rule '${r.id}' is ${r.outcome}, so its examples give an output, not an error`,
            ),
          );
        const inputProblem = misfit(ex.input, sources);
        if (inputProblem)
          out.push(
            diag(
              "conversion-invalid",
              ex.loc,
              `an example input of rule '${r.id}' is none of its sources: ${inputProblem}`,
            ),
          );
        ex.before.forEach((b, i) => {
          const p = misfit(b.input, sources, true);
          if (p)
            out.push(
              diag(
                "conversion-invalid",
                ex.loc,
                `before[${i}] of an example of rule '${r.id}' is not a ${r.direction.split("->")[0]} message of the source's type: ${p}`,
              ),
            );
          (b.output ?? []).forEach((o, j) => {
            const q = targets.length ? misfit(o, targets, true) : null;
            if (q)
              out.push(
                diag(
                  "conversion-invalid",
                  ex.loc,
                  `before[${i}].output[${j}] of an example of rule '${r.id}' is not a message of the target's type: ${q}`,
                ),
              );
          });
        });
        (ex.output ?? []).forEach((o, i) => {
          const p = misfit(o, targets);
          if (p)
            out.push(
              diag(
                "conversion-invalid",
                ex.loc,
                `output[${i}] of an example of rule '${r.id}' is none of its targets: ${p}`,
              ),
            );
        });
      }
    }
    return out;
  },
};

/**
 * The turn of `bridge.ts` names a request of every version, and the accepting version's cancel notification and update
 * variant.
 */
export const bridge: Rule = {
  name: "bridge",
  run: ({ model, versions }) => {
    const turn = model.bridge?.turn;
    if (!turn) return [];
    if (versions.size !== 2)
      return [
        diag(
          "conversion-invalid",
          turn.loc,
          "bridge.ts describes a bridge between two versions; the spec has another number",
        ),
      ];
    const { problems } = bridgePlan(model, versions);
    return problems.map((p) => diag("conversion-invalid", turn.loc, `bridge.turn: ${p}`));
  },
};

/** Every variant of every union, and the unknown variant of every open union, is covered by a rule in each direction it leaves. */
export const conversionCoverage: Rule = {
  name: "conversion-coverage",
  run: ({ model, versions }) => {
    if (model.conversions.length === 0 || versions.size < 2) return [];
    const covered = new Set(
      model.conversions.flatMap((r) => r.source.map((s) => `${r.direction.split("->")[0]}|${s.text}`)),
    );
    const out: Diagnostic[] = [];
    // Unions whose unlisted variants have a default outcome: each must be a union of its version.
    const unlisted = new Set<string>();
    for (const c of model.converters) {
      const from = c.direction.split("->")[0]!;
      for (const u of c.unlisted) {
        const name = u.union.slice(from.length + 1);
        const decl = versions.get(from)?.decls.get(name);
        if (name !== "*" && decl?.kind !== "union") {
          out.push(
            diag(
              "conversion-invalid",
              u.loc,
              `converters["${c.direction}"].unlisted names '${u.union}', which is not a tagged union of ${from}`,
            ),
          );
        }
        unlisted.add(u.union);
      }
    }
    const directionFrom = (v: string): string | undefined =>
      model.converters.find((c) => c.direction.startsWith(`${v}->`))?.direction ??
      model.conversions.find((r) => r.direction.startsWith(`${v}->`))?.direction;
    for (const ix of versions.values()) {
      const v = ix.version.name;
      const direction = directionFrom(v) ?? `${v}->${[...versions.keys()].find((x) => x !== v) ?? "?"}`;
      for (const d of ix.version.decls) {
        if (d.kind !== "union") continue;
        if (unlisted.has(`${v}.${d.name}`) || unlisted.has(`${v}.*`)) continue;
        const needed = [
          ...d.variants.map((x) => ({ tag: x.tag, loc: x.loc })),
          ...(d.open ? [{ tag: "*", loc: d.loc }] : []),
        ];
        for (const n of needed) {
          const text = `${v}.${d.name}:${n.tag}`;
          if (!covered.has(`${v}|${text}`)) {
            out.push(
              diag(
                "variant-not-converted",
                n.loc,
                `no conversion rule with source '${text}'; once one rule exists, every variant needs one. Add a rule to conversions.ts (its outcome may be 'fails'), ` +
                  `or let the variants no rule lists fail: converters["${direction}"].unlisted = { "${v}.${d.name}": "fails" } (or "${v}.*" for every union)`,
              ),
            );
          }
        }
      }
    }
    return out;
  },
};
