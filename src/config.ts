import type { LanguagePlugin } from "./plugin/index.js";
import type { Acceptance, ChangeClass } from "./diff/diff.js";

/**
 * The typed configuration of a run. A config file (`acp-codegen.config.ts` or
 * `.json`, read as data and never executed) and CLI flags fill it; flags win.
 * Every field has a default.
 */
export interface CodegenConfig {
  /** The spec folder. Default `spec`. */
  readonly spec?: string;
  /** The output folder. Default `out`. */
  readonly out?: string;
  /** Targets to run, by name. Default: every registered target. */
  readonly targets?: readonly string[];
  /** The templates folder. Default: the `templates/` folder shipped with acp-codegen. */
  readonly templates?: string;
  /**
   * A folder of template overrides, laid out like `templates/` (`rust/object.hbs`):
   * a file there replaces the shipped template of the same relative path.
   */
  readonly templateOverrides?: string | null;
  /**
   * Languages beside the bundled ones (see `defineLanguage` in `acp-codegen/plugin`).
   * A config file names them by module (`plugins: ["./go-plugin.js"]`); they are imported.
   */
  readonly plugins?: readonly LanguagePlugin[];
  /**
   * Each language's options by language name, as its plugin declares them
   * (`{ rust: { crate: "my-acp" } }`), and the settings every language may set
   * for itself: `version` and `unstable`. Unknown options are refused.
   */
  readonly languages?: { readonly [language: string]: { readonly [option: string]: unknown } };
  // For compatibility, a language option may also be given in one flat key, `<language><Option>`
  // (`rustCrate`, `pythonPackage`, `typescriptVersion`), which wins over `languages`; untyped here.
  /** The version of the generated packages, unless a language sets its own (`--package-version`). Default `0.1.0`. */
  readonly packageVersion?: string;
  /** Package metadata: a repository URL for every package. */
  readonly repository?: string | null;
  /** The licence of every generated package, an SPDX expression. Default `Apache-2.0`. */
  readonly license?: string;
  /**
   * A file whose text is each package's LICENSE. Default: the Apache-2.0 text for
   * `Apache-2.0`, else a one-line notice naming the licence.
   */
  readonly licenseFile?: string | null;
  /** The description of every generated package (package.json, Cargo.toml, pyproject.toml, README). Default: one per language. */
  readonly description?: string | null;
  /**
   * Unstable features every generated package switches on by default (what a
   * parse switches on when the caller names none). Each language may set its own list.
   */
  readonly unstable?: readonly string[];
  /** The docs format. Default `md`. */
  readonly docsFormat?: "md" | "mdx";
  /**
   * What an undocumented item (or a method or variant without an `@example`) is,
   * as rustdoc's lint levels: `allow` (nothing is said), `warn` (default: a
   * warning, ACP027; the run goes on and writes), or `deny` (an error; nothing
   * is written). `--require-docs` sets `deny`.
   */
  readonly missingDocs?: "allow" | "warn" | "deny";
  /** `builtin` (default): prettier-identical printers; `prettier`: run prettier itself. */
  readonly format?: "builtin" | "prettier";
  /**
   * `all` (default): the whole spec. `types`: types and methods only; conversion rules,
   * reducers and hand-written vectors are not read (what `diff` compares, so an older
   * spec whose rules predate today's rule language still compares).
   */
  readonly scope?: "all" | "types";
  /** The intended changes `diff` lets through (`diff.accept` in the config file), each with where the config sets it. */
  readonly diffAccept?: readonly Acceptance[];
  /** Reuse a built model when the spec and the compiler are unchanged. Default true (`--no-cache`, or ACP_CODEGEN_NO_CACHE=1, turns it off). */
  readonly cache?: boolean;
}

/** One language's settings after checking: its options (defaults filled in), and its package version and default unstable features. */
export interface ResolvedLanguage {
  readonly options: { readonly [option: string]: unknown };
  readonly version: string;
  readonly unstable: readonly string[];
  /** What the config set for the language itself (null: it inherits the shared setting). */
  readonly own: { readonly version: string | null; readonly unstable: readonly string[] | null };
}

export interface ResolvedConfig {
  readonly spec: string;
  readonly out: string;
  readonly targets: readonly string[];
  readonly templates: string;
  readonly templateOverrides: string | null;
  /** Every language of the run: the bundled ones, then the plugins given. */
  readonly plugins: readonly LanguagePlugin[];
  /** Each language's settings, by name. */
  readonly languages: { readonly [language: string]: ResolvedLanguage };
  readonly version: string;
  readonly repository: string | null;
  readonly license: string;
  readonly licenseFile: string | null;
  readonly description: string | null;
  readonly unstable: readonly string[];
  readonly docsFormat: "md" | "mdx";
  readonly missingDocs: "allow" | "warn" | "deny";
  readonly format: "builtin" | "prettier";
  readonly scope: "all" | "types";
  readonly cache: boolean;
}

/** What a config file holds: the same settings, grouped per target as people think of them. */
export interface ConfigFile {
  readonly spec?: string;
  readonly out?: string;
  /**
   * Targets to run, by name; or, as an object, the targets to run with each one's
   * options (`targets: { go: { module: "example.com/acp" }, docs: {} }`).
   */
  readonly targets?: readonly string[] | { readonly [target: string]: { readonly [option: string]: unknown } };
  /**
   * Language plugins to load beside the bundled languages: module specifiers,
   * resolved from the config file's folder (`./plugins/go.js`, or a package name).
   * The config itself is data; a plugin is code, and is imported.
   */
  readonly plugins?: readonly string[];
  /** A folder of template overrides (see `templateOverrides`). */
  readonly templates?: string;
  /**
   * The default version of every generated package: a version, or the environment
   * variable that holds it (`{ env: "VERSION" }`, for a release pipeline; it must be set).
   * `--package-version` wins over both.
   */
  readonly packageVersion?: string | { readonly env: string };
  readonly repository?: string;
  /** The licence of every generated package, an SPDX expression. Default `Apache-2.0`. */
  readonly license?: string;
  /** A file (relative to the config file) whose text is each package's LICENSE. */
  readonly licenseFile?: string;
  /** The description of every generated package. */
  readonly description?: string;
  /** Unstable features every package switches on by default (each target may set its own). */
  readonly unstable?: readonly string[];
  readonly docs?: { readonly format?: "md" | "mdx"; readonly missing?: "allow" | "warn" | "deny" };
  /** `accept`: the intended changes `diff` lets through, each an item as diff reports it (`v2.Type.field`), its class and why. */
  readonly diff?: {
    readonly accept?: readonly { readonly where: string; readonly class: ChangeClass; readonly reason: string }[];
  };
  /**
   * Each language's section, named after it: its plugin's options, and `version`
   * and `unstable` for that language alone (`rust: { crate: "my-acp", version: "1.2.0" }`).
   */
  readonly [language: string]: unknown;
}

/** Types a config file: `export default defineConfig({ ... })`. The compiler reads the object as data. */
export function defineConfig(config: ConfigFile): ConfigFile {
  return config;
}
