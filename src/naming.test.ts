import { describe, expect, it } from "vitest";
import { pascalCase, pythonFieldIdent, rustFieldIdent, snakeCase, variantIdent } from "./naming.js";

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
});

describe("target identifiers", () => {
  const cases: [string, string | null, string | null][] = [
    ["type", "r#type", "type_"],
    ["self", "self_", "self_"],
    ["messageId", "message_id", "message_id"],
    ["json", "json", "json_"],
    ["model_dump", "model_dump", "model_dump_"],
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
});
