/**
 * What a piece of TypeScript the spec does not read is, said in the spec
 * vocabulary's words (never the compiler's node names), and what to write
 * instead: the hints of ACP009 for idioms that are common in TypeScript but
 * outside the vocabulary.
 */

/** A top-level statement a version folder does not read, by its syntax kind's name: what it is, and what to write. */
export function statementHint(kind: string): string {
  switch (kind) {
    case "EnumDeclaration":
      return 'a TypeScript enum is not part of the spec vocabulary: write a union of string literals (`type Mode = "a" | "b"`), or `OpenEnum<"a" | "b">` to keep values it does not know';
    case "ClassDeclaration":
      return "a class is not part of the spec vocabulary: declare an interface with its fields";
    case "FunctionDeclaration":
      return "a function is not part of the spec vocabulary: a spec declares types (interfaces and type aliases), `Methods` and one `reducer`";
    case "ModuleDeclaration":
      return "a namespace is not part of the spec vocabulary: declare each type at the top level of a file";
    default:
      return "this statement is not part of the spec vocabulary: a version folder holds interfaces, type aliases, `Methods` and one `reducer`";
  }
}

/** A member of a spec interface that is not a property, by its syntax kind's name: what it is, and what to write. */
export function memberHint(kind: string): string {
  switch (kind) {
    case "IndexSignature":
      return "an index signature is not allowed in a spec interface: a map is a field of type `Record<string, T>`";
    case "MethodSignature":
      return "a method is not allowed in a spec interface: declare properties only (the protocol's methods are the entries of `Methods`)";
    case "CallSignature":
    case "ConstructSignature":
      return "a call or construct signature is not allowed in a spec interface: declare properties only";
    case "GetAccessor":
    case "SetAccessor":
      return "an accessor is not allowed in a spec interface: declare a property";
    default:
      return "only properties are allowed in a spec interface";
  }
}

/** What to write instead of a generic type the vocabulary does not have (`Map<K, V>`), or "". */
export function genericHint(name: string): string {
  switch (name) {
    case "Map":
    case "ReadonlyMap":
      return ": a map is `Record<string, T>`";
    case "Set":
    case "ReadonlySet":
    case "ReadonlyArray":
      return ": a list is `T[]`";
    case "Partial":
    case "Required":
    case "Pick":
    case "Omit":
    case "Readonly":
      return ": declare the fields in an interface of their own (optional with `?`)";
    case "Promise":
      return ": a spec describes the JSON of messages; a method's result type is its second argument in `Methods`";
    default:
      return "";
  }
}
