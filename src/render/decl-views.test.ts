import { describe, expect, it } from "vitest";
import { compile } from "../pipeline.js";
import type { Decl } from "../model/types.js";
import { declView, type DeclViews } from "./decl-views.js";

describe("declView", () => {
  it("gives each declaration to its own kind's view, with the context, for every kind the spec declares", async () => {
    const model = (await compile({ targets: [] })).model!;
    const decls = model.versions.flatMap((v) => v.decls);
    const views: DeclViews<string, { kind: string; name: string; cx: string }> = {
      object: (d, cx) => ({ kind: "object", name: d.name, cx: `${cx}:${d.fields.length}` }),
      union: (d, cx) => ({ kind: "union", name: d.name, cx: `${cx}:${d.variants.length}` }),
      enum: (d, cx) => ({ kind: "enum", name: d.name, cx: `${cx}:${d.values.length}` }),
      untagged: (d, cx) => ({ kind: "untagged", name: d.name, cx: `${cx}:${d.members.length}` }),
      alias: (d, cx) => ({ kind: "alias", name: d.name, cx: `${cx}:${d.target.kind}` }),
      opaque: (d, cx) => ({ kind: "opaque", name: d.name, cx: `${cx}:-` }),
    };
    const detail = (d: Decl): string =>
      d.kind === "object"
        ? `${d.fields.length}`
        : d.kind === "union"
          ? `${d.variants.length}`
          : d.kind === "enum"
            ? `${d.values.length}`
            : d.kind === "untagged"
              ? `${d.members.length}`
              : d.kind === "alias"
                ? d.target.kind
                : "-";
    expect(new Set(decls.map((d) => d.kind)).size, "the bundled spec declares every kind").toBe(6);
    for (const d of decls)
      expect(declView(views, d, d.version)).toEqual({ kind: d.kind, name: d.name, cx: `${d.version}:${detail(d)}` });
  });

  it("refuses a declaration of a kind it does not know, naming the kind", () => {
    const views = {} as DeclViews<null>;
    expect(() => declView(views, { kind: "mystery" } as unknown as Decl, null)).toThrow(/unknown kind: "mystery"/);
  });
});
