import { describe, expect, it } from "vitest";
import type { Decl } from "../../model/types.js";
import { GoTable } from "./view.js";

// A version's table as the views fill it: the declarations' entries first, then anonymous entries, each once.
const decls = (...names: string[]): Decl[] => names.map((name) => ({ name }) as Decl);

/** What a declaration's views do to the table: an entry of its own and the anonymous entries it is made of. */
function fill(table: GoTable, name: string, parts: readonly string[]): number[] {
  const at = parts.map((p) => table.add(p));
  table.set(name, `{Name: "${name}", Parts: [${at.join(", ")}]}`);
  return at;
}

describe("GoTable", () => {
  it("replays a declaration's recorded changes from the same state to the same table and state", () => {
    const first = new GoTable(decls("A", "B"));
    fill(first, "A", ["{Kind: String}", "{Kind: Array, Elem: 2}"]);
    const before = first.state;
    const { value, changes } = first.recorded(() => fill(first, "B", ["{Kind: String}", "{Kind: Map, Elem: 2}"]));
    // One new anonymous entry (the string's is shared with A) and B's own.
    expect(value).toEqual([2, 4]);
    expect(changes.map((c) => c[0])).toEqual(["add", "set"]);

    const second = new GoTable(decls("A", "B"));
    fill(second, "A", ["{Kind: String}", "{Kind: Array, Elem: 2}"]);
    expect(second.state).toBe(before);
    second.replay(changes);
    expect(second.state).toBe(first.state);
    expect(second.render()).toBe(first.render());
  });

  it("names a different state for a table that holds other entries, even as many", () => {
    const a = new GoTable(decls("A"));
    const b = new GoTable(decls("A"));
    a.add("{Kind: String}");
    b.add("{Kind: Bool}");
    expect(a.state).not.toBe(b.state);
    // An entry already there changes nothing.
    const s = a.state;
    a.add("{Kind: String}");
    expect(a.state).toBe(s);
    // A declaration's entry set changes the state, and so does setting it again to another text.
    a.set("A", "{Name: 1}");
    const t = a.state;
    a.set("A", "{Name: 2}");
    expect(a.state).not.toBe(t);
  });

  it("records a nested recording's changes in the outer one too", () => {
    const t = new GoTable(decls("A"));
    const outer = t.recorded(() => {
      t.add("x");
      return t.recorded(() => t.add("y")).changes;
    });
    expect(outer.value).toEqual([["add", "y"]]);
    expect(outer.changes).toEqual([
      ["add", "x"],
      ["add", "y"],
    ]);
  });
});
