import { describe, expect, it } from "vitest";
import { catchAllName, pascalCase, reservedTypeName, snakeCase, words } from "./naming.js";
import { rustFieldIdent, variantIdent } from "./languages/rust/names.js";
import { pythonFieldIdent } from "./languages/python/names.js";
import { bundledLanguages } from "./targets/registry.js";
import { literalKey } from "./languages/typescript/names.js";

describe("case conversion", () => {
  const cases: [string, string, string][] = [
    ["messageId", "message_id", "MessageId"],
    ["_meta", "meta", "Meta"],
    ["agent_message_chunk", "agent_message_chunk", "AgentMessageChunk"],
    ["resource_link", "resource_link", "ResourceLink"],
    ["git_patch", "git_patch", "GitPatch"],
    ["HTTPHeader", "http_header", "HttpHeader"],
    ["oldPath", "old_path", "OldPath"],
    ["fooBar2", "foo_bar2", "FooBar2"],
  ];
  it.each(cases)("%s -> %s / %s", (given, snake, pascal) => {
    expect(snakeCase(given)).toBe(snake);
    expect(pascalCase(given)).toBe(pascal);
  });
  it("gives the same words again, each time in an array of the caller's own (the split is remembered by name)", () => {
    const first = words("toolCallUpdate");
    expect(first).toEqual(["tool", "call", "update"]);
    first.push("changed");
    first[0] = "changed";
    expect(words("toolCallUpdate")).toEqual(["tool", "call", "update"]);
    expect(snakeCase("toolCallUpdate")).toBe("tool_call_update");
  });
});

describe("target identifiers", () => {
  const cases: [string, string | null, string | null][] = [
    ["type", "r#type", "type_"],
    ["self", "self_", "self_"],
    ["messageId", "message_id", "message_id"],
    ["json", "json", "json_"],
    ["model_dump", "model_dump", "model_dump_"],
    // Every name in pydantic's namespace, known today or not.
    ["modelFooBar", "model_foo_bar", "model_foo_bar_"],
    // The map of unknown fields of a Rust struct.
    ["extra", "extra_", "extra"],
    ["crate", "crate_", "crate"],
    ["parse_obj", "parse_obj", "parse_obj_"],
    ["123", null, null],
    ["--", null, null],
  ];
  it.each(cases)("field %s -> rust %s, python %s", (wire, rust, py) => {
    expect(rustFieldIdent(wire)).toBe(rust);
    expect(pythonFieldIdent(wire)).toBe(py);
  });
  it("variant identifiers need a leading letter", () => {
    expect(variantIdent("agent_message_clear")).toBe("AgentMessageClear");
    expect(variantIdent("_acme")).toBe("Acme");
    expect(variantIdent("2d")).toBeNull();
  });
  it("a tag spelled like a keyword that cannot be raw takes a trailing underscore", () => {
    expect(variantIdent("self")).toBe("Self_");
    expect(variantIdent("super")).toBe("Super");
  });
  it("the catch-all steps aside for a member that takes its name", () => {
    expect(catchAllName(["A", "B"])).toBe("Other");
    expect(catchAllName(["Other"])).toBe("Unknown");
    expect(catchAllName(["Other", "Unknown"])).toBe("UnknownValue");
  });
  it("type names: which targets reserve them", () => {
    expect(reservedTypeName("Any", bundledLanguages)).toBeNull();
    expect(reservedTypeName("Node", bundledLanguages)).toBeNull();
    expect(reservedTypeName("True", bundledLanguages)).toMatch(/Python/);
    expect(reservedTypeName("Iterator", bundledLanguages)).toMatch(/Rust/);
    expect(reservedTypeName("MethodParams", bundledLanguages)).toMatch(/TypeScript/);
  });
  it("an object literal key: __proto__ is computed, so that it is a property and not the prototype", () => {
    const q = (s: string): string => JSON.stringify(s);
    expect(literalKey("__proto__", q)).toBe('["__proto__"]');
    expect(literalKey("constructor", q)).toBe("constructor");
    expect(literalKey("a-b", q)).toBe('"a-b"');
    // What the generated code means by it: an own property.
    const made = new Function(`return { ${literalKey("__proto__", q)}: 1 };`)() as object;
    expect(Object.keys(made)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
  });
});
