/** The naming rule: every name a declaration or field takes in each target language is free and unique. */

import { diag, type Diagnostic, type Loc } from "../diagnostics/diagnostic.js";
import type { LanguagePlugin } from "../plugin/index.js";
import { pascalCase, reservedTypeName } from "../naming.js";
import { identifierLanguages } from "./behaviour-rules.js";
import { listed, ownFields } from "./rule.js";
import type { Rule } from "./rule.js";

/** Every name must be spellable, and stay distinct, in every language of the run (each says how it spells names). */
export const naming: Rule = {
  name: "naming",
  run: ({ versions, languages }) => {
    const out: Diagnostic[] = [];
    const spelling = identifierLanguages(languages);
    const spellers = listed(spelling.map((l) => l.displayName));
    // A language spells the same wire name the same way every time: each spelling is asked for once (a large spec repeats its field names and tags).
    const remembered = (
      ident: (l: LanguagePlugin, name: string) => string | null,
    ): ((l: LanguagePlugin, name: string) => string | null) => {
      const byLanguage = new Map<LanguagePlugin, Map<string, string | null>>();
      return (l, name) => {
        let known = byLanguage.get(l);
        if (!known) byLanguage.set(l, (known = new Map()));
        let id = known.get(name);
        if (id === undefined) known.set(name, (id = ident(l, name)));
        return id;
      };
    };
    const fieldIdent = remembered((l, name) => l.naming!.fieldIdent!(name));
    const variantIdent = remembered((l, name) => l.naming!.variantIdent!(name));
    const fieldLangs = languages.filter((l) => l.naming?.fieldIdent);
    const variantLangs = languages.filter((l) => l.naming?.variantIdent);
    /** The languages that cannot spell a name, in words ("Rust or Python"), or null when every one can. */
    const cannot = (ls: readonly LanguagePlugin[], ident: (l: LanguagePlugin) => string | null): string | null => {
      const failed = ls.filter((l) => ident(l) === null);
      return failed.length
        ? listed(
            failed.map((l) => l.displayName),
            "or",
          )
        : null;
    };
    for (const ix of versions.values()) {
      const v = ix.version.name;
      for (const d of ix.version.decls) {
        if (!/^[A-Z][A-Za-z0-9]*$/.test(d.name)) {
          out.push(
            diag(
              "unspellable-name",
              d.loc,
              `type name '${d.name}' must be an ASCII PascalCase identifier (a capital, then letters and digits) to be spelled in ${spellers}`,
            ),
          );
        } else {
          const why = reservedTypeName(d.name, languages);
          if (why) out.push(diag("unspellable-name", d.loc, `type name '${d.name}' cannot be declared: ${why}`));
        }
        if (d.kind === "union") {
          for (const f of d.fields) {
            if (f.name === d.tagField)
              out.push(diag("name-collision", f.loc, `shared field '${f.name}' of ${v}.${d.name} is its tag field`));
            for (const x of d.variants) {
              const p = x.payload ? ix.decls.get(x.payload) : undefined;
              if (p?.kind === "object" && p.fields.some((g) => g.name === f.name)) {
                out.push(
                  diag(
                    "name-collision",
                    f.loc,
                    `shared field '${f.name}' of ${v}.${d.name} is also a field of ${x.payload}, the payload of '${x.tag}'`,
                  ),
                );
              }
            }
          }
        }
        if (d.kind === "object" || d.kind === "union") {
          // Each language's identifiers of the fields seen so far, to the wire name that took each.
          const taken = new Map(fieldLangs.map((l) => [l, new Map<string, string>()]));
          for (const f of ownFields(d)) {
            const none = cannot(fieldLangs, (l) => fieldIdent(l, f.name));
            if (none !== null) {
              out.push(
                diag(
                  "unspellable-name",
                  f.loc,
                  `field '${f.name}' of ${v}.${d.name} has no ${none} spelling (it needs a letter, and no leading digit)`,
                ),
              );
              continue;
            }
            for (const l of languages) {
              const why = l.naming?.checkField?.(f.name) ?? null;
              if (why !== null) out.push(diag("unspellable-name", f.loc, why));
            }
            // One report per pair of fields, naming every language where they collide.
            const clash = fieldLangs.flatMap((l) => {
              const id = fieldIdent(l, f.name)!;
              const prev = taken.get(l)!.get(id);
              if (prev === undefined) taken.get(l)!.set(id, f.name);
              return prev === undefined ? [] : [{ l, id, prev }];
            });
            if (clash.length)
              out.push(
                diag(
                  "name-collision",
                  f.loc,
                  `fields '${clash[0]!.prev}' and '${f.name}' of ${v}.${d.name} both become '${clash[0]!.id}' in ${listed(clash.map((c) => c.l.displayName))}`,
                ),
              );
          }
        }
        if (d.kind === "union" || d.kind === "enum") {
          const tags =
            d.kind === "union"
              ? d.variants.map((x) => ({ tag: x.tag, loc: x.loc }))
              : d.values.map((x) => ({ tag: x.value, loc: x.loc }));
          const seen = new Map(variantLangs.map((l) => [l, new Map<string, string>()]));
          for (const t of tags) {
            const none = cannot(variantLangs, (l) => variantIdent(l, t.tag));
            if (none !== null) {
              out.push(
                diag("unspellable-name", t.loc, `'${t.tag}' in ${v}.${d.name} cannot become a ${none} identifier`),
              );
              continue;
            }
            const catchAll = variantLangs.some((l) => {
              const id = (x: string): string | null => variantIdent(l, x);
              return (
                id(t.tag) === "UnknownValue" &&
                tags.some((x) => id(x.tag) === "Other") &&
                tags.some((x) => id(x.tag) === "Unknown")
              );
            });
            if (catchAll && d.open) {
              out.push(
                diag(
                  "name-collision",
                  t.loc,
                  `'${t.tag}' in open ${v}.${d.name} collides with the generated catch-all variant (Other, Unknown and UnknownValue are all taken)`,
                ),
              );
            }
            let prev: string | undefined;
            for (const l of variantLangs) {
              const id = variantIdent(l, t.tag)!;
              const p = seen.get(l)!.get(id);
              if (p === undefined) seen.get(l)!.set(id, t.tag);
              else prev ??= p;
            }
            if (prev !== undefined)
              out.push(
                diag(
                  "name-collision",
                  t.loc,
                  `'${prev}' and '${t.tag}' in ${v}.${d.name} both become '${pascalCase(t.tag)}'`,
                ),
              );
          }
        }
      }
      // Methods become variants or classes of the message groups, beside a catch-all for unknown methods.
      const methodNames = new Map<string, string>();
      for (const m of ix.version.methods) {
        const id = pascalCase(m.name);
        const prev = methodNames.get(id);
        const none = cannot(variantLangs, (l) => variantIdent(l, m.name));
        if (none !== null)
          out.push(diag("unspellable-name", m.loc, `method '${m.name}' cannot become a ${none} identifier`));
        else if (prev !== undefined)
          out.push(diag("name-collision", m.loc, `methods '${prev}' and '${m.name}' of ${v} both become '${id}'`));
        else methodNames.set(id, m.name);
      }
      if (["Other", "Unknown", "UnknownValue"].every((n) => methodNames.has(n))) {
        const m = ix.version.methods.find((x) => x.name === methodNames.get("UnknownValue"))!;
        out.push(
          diag(
            "name-collision",
            m.loc,
            `method '${m.name}' of ${v} collides with the generated catch-all for unknown methods (Other, Unknown and UnknownValue are all taken)`,
          ),
        );
      }
      // What each target declares beside the spec's types must not take a type's name, nor one another's.
      const declared = new Map(ix.version.decls.map((d) => [d.name, `${v}.${d.name}`]));
      // A construct already reported (two tags that spell alike) is not reported again for what its spelling derives.
      const at = (l: Loc): string => `${l.file}:${l.line}:${l.col}`;
      const reported = new Set(out.map((x) => at(x.loc)));
      for (const [lang, derived] of languages.map(
        (l) => [l.displayName, l.naming?.derivedNames?.(ix.version) ?? []] as const,
      )) {
        const taken = new Map(declared);
        for (const x of derived) {
          const prev = taken.get(x.name);
          if (prev === undefined) taken.set(x.name, x.what);
          else if (!reported.has(at(x.loc))) {
            reported.add(at(x.loc));
            out.push(
              diag(
                "name-collision",
                x.loc,
                `${x.what} becomes the ${lang} name '${x.name}', which ${prev} already takes`,
              ),
            );
          }
        }
      }
    }
    return out;
  },
};
