/**
 * The one table of diagnostic codes. Every diagnostic the compiler reports is
 * created from an entry here, so codes, severities and titles stay in one place
 * (README "Diagnostics" lists them).
 */
export const codes = {
  "syntax-error": { code: "ACP001", severity: "error", title: "The spec file is not valid TypeScript" },
  "unknown-type": { code: "ACP002", severity: "error", title: "A type reference names no declared type" },
  "duplicate-name": { code: "ACP003", severity: "error", title: "Two declarations share one name" },
  "duplicate-tag": { code: "ACP004", severity: "error", title: "Two variants or enum values share one tag" },
  "patch-on-required": { code: "ACP005", severity: "error", title: "A patch field must be optional" },
  "example-mismatch": { code: "ACP006", severity: "error", title: "An example does not match its type" },
  "conversion-unknown-construct": {
    code: "ACP007",
    severity: "error",
    title: "A conversion rule names a type, variant or method that does not exist",
  },
  "unspellable-name": { code: "ACP008", severity: "error", title: "A name cannot be spelled in a target language" },
  "unsupported-syntax": {
    code: "ACP009",
    severity: "error",
    title: "A declaration uses syntax outside the spec vocabulary",
  },
  "marker-misuse": { code: "ACP010", severity: "error", title: "A marker type is used the wrong way" },
  "invalid-example": { code: "ACP011", severity: "error", title: "An @example is not valid JSON" },
  "reserved-name": { code: "ACP012", severity: "error", title: "A declaration takes a name the vocabulary reserves" },
  "name-collision": {
    code: "ACP013",
    severity: "error",
    title: "Two names become one identifier in a target language",
  },
  "reducer-invalid": {
    code: "ACP014",
    severity: "error",
    title: "The reducer declaration does not match the update union",
  },
  "conversion-invalid": {
    code: "ACP015",
    severity: "error",
    title: "A conversion rule is malformed or contradicts itself",
  },
  "variant-not-converted": { code: "ACP016", severity: "error", title: "No conversion rule covers a union variant" },
  "tag-field-conflict": {
    code: "ACP017",
    severity: "error",
    title: "A variant payload has a field named like the union's tag",
  },
  "recursive-type": {
    code: "ACP018",
    severity: "error",
    title: "A type contains itself with no list or nullable in between",
  },
  "misplaced-declaration": {
    code: "ACP019",
    severity: "error",
    title: "A declaration sits where the compiler does not read it",
  },
  "spec-not-found": { code: "ACP020", severity: "error", title: "The spec folder is missing or holds no version" },
  "untagged-ambiguous": {
    code: "ACP021",
    severity: "error",
    title: "Two members of an untagged union cannot be told apart",
  },
  "vector-mismatch": {
    code: "ACP022",
    severity: "error",
    title: "A hand-written vector is malformed or contradicts the spec",
  },
  "unstable-reference": {
    code: "ACP024",
    severity: "error",
    title: "A construct refers to an unstable type of a feature it does not belong to",
  },
  "template-invalid": { code: "ACP025", severity: "error", title: "A template override does not parse or render" },
  "config-invalid": { code: "ACP026", severity: "error", title: "The config file is malformed" },
  "missing-docs": {
    code: "ACP027",
    severity: "warning",
    title: "A type, field, variant, enum value or method has no doc comment, or a method or variant has no @example",
  },
  "plugin-not-loaded": {
    code: "ACP028",
    severity: "warning",
    title: "A plugin the config names was not loaded (plugins are turned off), so its targets are not run",
  },
  "conversion-example-mismatch": {
    code: "ACP023",
    severity: "error",
    title: "A conversion example disagrees with what the rules do",
  },
} as const;

export type CodeName = keyof typeof codes;
export type Severity = (typeof codes)[CodeName]["severity"];
