// A minimal language plugin, defined outside acp-codegen's sources and loaded
// the way a project loads one: through the package's public `acp-codegen/plugin`
// entry (a config file's `plugins: ["./plugin-echo/index.mjs"]`, or the API's `plugins`).
import { defineLanguage } from "acp-codegen/plugin";

export default defineLanguage({
  name: "echo",
  displayName: "Echo",
  description: "one text file that lists the spec's types",
  options: {
    greeting: {
      kind: "string",
      default: "hello",
      doc: "the first word of the file",
      check: (v) => (/^[a-z]+$/.test(v) ? null : `'${v}' is not a greeting (lower-case letters only)`),
    },
    loud: { kind: "boolean", default: false, doc: "shout the greeting" },
  },
  toolchainFiles: ["echo-cache/"],
  // No harness: the judge reports every vector as unsupported, naming why.
  conformance: (root) => ({
    kinds: ["decode"],
    unavailable: () => `echo has no harness (its bindings would be in ${root.split(/[\\/]/).pop()}/)`,
    run: () => [],
    decode: () => [],
  }),
  generate(ctx) {
    const greeting = ctx.options.loud ? ctx.options.greeting.toUpperCase() : ctx.options.greeting;
    const types = [...ctx.versions.values()].flatMap((ix) => ix.version.decls.map((d) => `${ix.version.name}.${d.name}`));
    return [{ path: "echo.txt", content: `${greeting} ${ctx.version}\n${types.join("\n")}\n`, format: "verbatim" }];
  },
});
