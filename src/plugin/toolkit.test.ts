import { join, relative } from "node:path";
import { Node, Project } from "ts-morph";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";

/**
 * The public plugin API (`acp-codegen/plugin`) documents every export: each
 * declaration it exports, wherever it is declared, carries a doc comment, and
 * none is typed `any`.
 */

function exportsOf(file: string): { name: string; where: string; node: Node }[] {
  const project = new Project({
    tsConfigFilePath: join(PACKAGE_ROOT, "tsconfig.json"),
    skipAddingFilesFromTsConfig: true,
  });
  const entry = project.addSourceFileAtPath(file);
  project.resolveSourceFileDependencies();
  const out: { name: string; where: string; node: Node }[] = [];
  for (const [name, decls] of entry.getExportedDeclarations()) {
    for (const d of decls) out.push({ name, where: relative(PACKAGE_ROOT, d.getSourceFile().getFilePath()), node: d });
  }
  return out;
}

/** The node a declaration's doc comment is attached to (a variable's statement). */
function documented(node: Node): boolean {
  const holder = Node.isVariableDeclaration(node) ? node.getVariableStatement() : node;
  return holder !== undefined && Node.isJSDocable(holder) && holder.getJsDocs().length > 0;
}

describe("the public plugin API", () => {
  const all = exportsOf(join(PACKAGE_ROOT, "src", "plugin", "index.ts"));

  it("exports what a full language needs (the model, the behaviour IR and plan, the harness protocol)", () => {
    const names = new Set(all.map((e) => e.name));
    for (const n of [
      "defineLanguage",
      "Decl",
      "TypeExpr",
      "converterPlan",
      "Expr",
      "lenientPlan",
      "messageGroups",
      "pascalCase",
      "Task",
      "DecodeOutcome",
      "spawnHarness",
      "RuleEngine",
    ]) {
      expect(names.has(n), n).toBe(true);
    }
  });

  it("documents every export, and types none as any", () => {
    const undocumented = all.filter((e) => !documented(e.node)).map((e) => `${e.name} (${e.where})`);
    expect(undocumented).toEqual([]);
    // `any` as a type, in the text of each export's type (string literal types such as "any" aside).
    const anyTyped = all
      .filter((e) =>
        /(^|[^A-Za-z$])any([^A-Za-z]|$)/.test(
          e.node
            .getType()
            .getText(e.node)
            .replace(/"[^"]*"/g, '""'),
        ),
      )
      .map((e) => e.name);
    expect(anyTyped).toEqual([]);
  });
});
