import type { Decl } from "../model/types.js";

/**
 * A language's views of the six declaration kinds: for each kind, a function from a declaration of exactly that
 * kind (and the language's own context, `Cx`) to what its template renders. Declaring a plugin's views with
 * `satisfies DeclViews<Cx>` makes the compiler check that every kind has one and that each reads only its kind's
 * fields; `declView` then picks the right one without a cast.
 */
export type DeclViews<Cx, V = object> = {
  readonly [K in Decl["kind"]]: (d: Extract<Decl, { kind: K }>, cx: Cx) => V;
};

/** The view of one declaration: its kind's function of `views`, called with the declaration narrowed to that kind. */
export function declView<Cx>(views: DeclViews<Cx>, d: Decl, cx: Cx): object {
  switch (d.kind) {
    case "object":
      return views.object(d, cx);
    case "union":
      return views.union(d, cx);
    case "enum":
      return views.enum(d, cx);
    case "untagged":
      return views.untagged(d, cx);
    case "alias":
      return views.alias(d, cx);
    case "opaque":
      return views.opaque(d, cx);
    default: {
      const unknown: never = d;
      throw new Error(`a declaration of an unknown kind: ${JSON.stringify((unknown as Decl).kind)}`);
    }
  }
}
