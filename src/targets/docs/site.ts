import type { VersionIndex } from "../../model/index.js";
import type { Decl, Method, TypeExpr } from "../../model/types.js";
import { lenientFields } from "../../model/leniency.js";
import { anchor, PageAnchors, SIDES, type DocsFormat, type Href, type VersionLinks } from "./view.js";

/*
 * How one version's docs are laid out in pages, as a docs site wants them:
 * - `index`: what the version is, the list of pages, the message unions, provenance;
 * - a page per group of methods (the methods whose names share their first
 *   segment, `session/...`), each method with its params and result types under
 *   it, then the other types only those methods use;
 * - the types several groups share (or none uses), in alphabetical order, on
 *   pages of at most a budget of bytes each (`types`, or `types-a-f`, `types-g-z`);
 * - `lenient`: which fields upstream reads leniently, one line per type.
 * Each type has one section, on one page; links from other pages name that page.
 */

/** What a page holds. */
export interface DocPage {
  /** The file name, without its extension, in the version's folder. */
  readonly id: string;
  readonly kind: "index" | "methods" | "types" | "lenient";
  /** A methods page's group (`session`), or a types page's range (`a-f`); empty otherwise. */
  readonly label: string;
  /** A methods page's methods, each with the types written under it (its params, then its result). */
  readonly methods: readonly { readonly method: Method; readonly nested: readonly Decl[] }[];
  /** The types with a section of their own on the page (a methods page: those only its methods use). */
  readonly types: readonly Decl[];
}

/** The most bytes of type sections one page takes before its types go to another page. */
export const PAGE_BUDGET = 60_000;

/** Page ids that a group of methods may not take (they are the fixed pages' and the types pages'). */
const FIXED_PAGES = /^(index|lenient|types(-.*)?)$/;

/** The group of a method: the first segment of its name that has a letter or a digit (`session/prompt` -> `session`, `$/cancel_request` -> `cancel_request`). */
export function methodGroup(name: string): string {
  return name.split("/").find((s) => /[A-Za-z0-9]/.test(s)) ?? name;
}

/** The types a type expression names. */
function refsIn(t: TypeExpr, out: string[]): void {
  switch (t.kind) {
    case "ref":
      out.push(t.name);
      return;
    case "array":
      refsIn(t.items, out);
      return;
    case "nullable":
      refsIn(t.inner, out);
      return;
    case "map":
      refsIn(t.values, out);
      return;
    default:
      return;
  }
}

/** The types a declaration names: its fields', its variants' payloads, its members', its alias's. */
function refsOf(d: Decl): string[] {
  const out: string[] = [];
  if (d.kind === "object" || d.kind === "union") for (const f of d.fields) refsIn(f.type, out);
  if (d.kind === "union") for (const v of d.variants) if (v.payload !== null) out.push(v.payload);
  if (d.kind === "untagged") for (const m of d.members) refsIn(m.type, out);
  if (d.kind === "alias") refsIn(d.target, out);
  return out;
}

/** A page id from a group's name: lower case, each run of other characters made one `-`. */
function pageSlug(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, "-")
      .replace(/^-+|-+$/g, "") || "methods"
  );
}

/** One version's pages, and where each type and method is. */
export class VersionSite {
  readonly pages: DocPage[] = [];
  readonly anchors: PageAnchors;
  private readonly typePage = new Map<string, string>();
  private readonly methodPage = new Map<string, string>();

  /** `size` measures a type's section (its rendered bytes), to keep each page within the budget. */
  constructor(
    readonly ix: VersionIndex,
    readonly format: DocsFormat,
    size: (d: Decl) => number,
    budget = PAGE_BUDGET,
  ) {
    const decls = ix.version.decls;
    // The groups, in the order the sides list their methods.
    const groups = new Map<string, Method[]>();
    for (const side of SIDES)
      for (const m of ix.version.methods)
        if (m.direction === side.direction)
          (groups.get(methodGroup(m.name)) ?? groups.set(methodGroup(m.name), []).get(methodGroup(m.name))!).push(m);
    const taken = new Set<string>();
    const claim = (base: string): string => {
      let id = FIXED_PAGES.test(base) ? `${base}-methods` : base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      return id;
    };
    const placed = new Map<string, string>();
    const groupPages: {
      id: string;
      label: string;
      methods: { method: Method; nested: Decl[] }[];
      reach: Set<string>;
    }[] = [];
    for (const [label, methods] of groups) {
      const id = claim(pageSlug(label));
      const page = { id, label, methods: [] as { method: Method; nested: Decl[] }[], reach: new Set<string>() };
      for (const m of methods) {
        const nested: Decl[] = [];
        for (const name of [m.params, m.result]) {
          const d = name === null ? undefined : ix.decls.get(name);
          if (d && !placed.has(d.name)) {
            placed.set(d.name, id);
            nested.push(d);
          }
        }
        page.methods.push({ method: m, nested });
        this.methodPage.set(m.name, id);
        // Every type its messages reach.
        const todo = [m.params, ...(m.result === null ? [] : [m.result])];
        while (todo.length) {
          const n = todo.pop()!;
          if (page.reach.has(n) || !ix.decls.has(n)) continue;
          page.reach.add(n);
          todo.push(...refsOf(ix.decls.get(n)!));
        }
      }
      groupPages.push(page);
    }
    // A type only one group's methods reach goes on that group's page (when the page stays within the budget).
    const reachedBy = (name: string): number => groupPages.filter((g) => g.reach.has(name)).length;
    const own = new Map<string, Decl[]>();
    for (const g of groupPages) {
      const mine = decls
        .filter((d) => !placed.has(d.name) && g.reach.has(d.name) && reachedBy(d.name) === 1)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const total = [...g.methods.flatMap((m) => m.nested), ...mine].reduce((n, d) => n + size(d), 0);
      if (total > budget) continue;
      for (const d of mine) placed.set(d.name, g.id);
      own.set(g.id, mine);
    }
    // The rest, alphabetically, on pages within the budget.
    const shared = decls
      .filter((d) => !placed.has(d.name))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const chunks: Decl[][] = [];
    let bytes = 0;
    for (const d of shared) {
      const n = size(d);
      if (!chunks.length || (bytes + n > budget && chunks[chunks.length - 1]!.length)) {
        chunks.push([]);
        bytes = 0;
      }
      chunks[chunks.length - 1]!.push(d);
      bytes += n;
    }
    const typePages = chunks.map((c) => {
      // The range by first letters; by two when one letter would name both ends (`se-sh`).
      const [a, b] = [c[0]!.name.toLowerCase(), c[c.length - 1]!.name.toLowerCase()];
      const k = a[0] === b[0] ? 2 : 1;
      const range = chunks.length === 1 ? "" : `${a.slice(0, k)}-${b.slice(0, k)}`;
      let id = range ? `types-${range}` : "types";
      for (let n = 2; taken.has(id); n++) id = `types-${range}-${n}`;
      taken.add(id);
      for (const d of c) placed.set(d.name, id);
      return { id, label: range, types: c };
    });
    for (const [name, id] of placed) this.typePage.set(name, id);
    this.pages.push({ id: "index", kind: "index", label: "", methods: [], types: [] });
    for (const g of groupPages)
      this.pages.push({ id: g.id, kind: "methods", label: g.label, methods: g.methods, types: own.get(g.id) ?? [] });
    for (const t of typePages)
      this.pages.push({ id: t.id, kind: "types", label: t.label, methods: [], types: t.types });
    if (lenientFields(ix).length)
      this.pages.push({ id: "lenient", kind: "lenient", label: "", methods: [], types: [] });
    this.anchors = new PageAnchors(
      ix,
      this.pages.map((p) => this.title(p)),
    );
  }

  /**
   * The layout as text: each page's id, kind, label, methods and types, and the page of each type and method. A
   * section's links depend on nothing else of the site (watch mode keeps sections by it).
   */
  layoutKey(): string {
    return JSON.stringify([
      this.pages.map((p) => [
        p.id,
        p.kind,
        p.label,
        p.types.map((d) => d.name),
        p.methods.map((m) => [m.method.name, m.nested.map((d) => d.name)]),
      ]),
      [...this.typePage],
      [...this.methodPage],
    ]);
  }

  /** A page's title (its first heading). */
  title(p: DocPage): string {
    const v = this.ix.version.name;
    switch (p.kind) {
      case "index":
        return `ACP ${v} schema reference`;
      case "methods":
        return `${p.label} methods`;
      case "types":
        return p.label ? `Types ${p.label.toUpperCase()}` : "Types";
      case "lenient":
        return "Lenient parsing upstream";
    }
  }

  /** The link from one page of this version to a place on another (or the same) page. */
  private link(from: string, to: string, fragment: string): string {
    if (from === to) return `#${fragment}`;
    return this.format === "md" ? `${to}.md#${fragment}` : `./${to}#${fragment}`;
  }

  /** The link to a page of this version from one beside it (`session.md`, `./session`). */
  pageHref(to: string): string {
    return this.format === "md" ? `${to}.md` : `./${to}`;
  }

  /** Where each type is, from a page of this version. */
  hrefFrom(page: string): Href {
    return (type) => this.link(page, this.typePage.get(type) ?? "types", anchor(type));
  }

  /** Where a method's section is, from a page of this version. */
  methodHref(page: string, method: string): string {
    return this.link(page, this.methodPage.get(method) ?? "index", this.anchors.method(method));
  }

  /** The page a type's section is on. */
  pageOfType(type: string): string | undefined {
    return this.typePage.get(type);
  }

  /** Where this version's types, variants and methods are, from the docs folder's root. */
  fromRoot(): VersionLinks {
    const v = this.ix.version.name;
    const at = (page: string, fragment: string): string =>
      this.format === "md" ? `${v}/${page}.md#${fragment}` : `./${v}/${page}#${fragment}`;
    return {
      type: (name) => at(this.typePage.get(name) ?? "types", anchor(name)),
      variant: (type, tag) => at(this.typePage.get(type) ?? "types", this.anchors.variant(type, tag)),
      method: (name) => at(this.methodPage.get(name) ?? "index", this.anchors.method(name)),
    };
  }
}
