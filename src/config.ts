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
  /** The Rust crate name. Default `acp-schema`. */
  readonly rustCrate?: string;
  /** The Python package name. Default `acp_schema`. */
  readonly pythonPackage?: string;
  /** The npm package name of the TypeScript bindings. Default `acp-schema`. */
  readonly typescriptPackage?: string;
  /** The version of the generated packages (TypeScript, Rust, Python), unless one sets its own. Default `0.1.0`. */
  readonly version?: string;
  readonly rustVersion?: string | null;
  readonly pythonVersion?: string | null;
  readonly typescriptVersion?: string | null;
  /** Whether the crate may be published (`publish = false` otherwise). Default false. */
  readonly rustPublish?: boolean;
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
   * Unstable features every generated package switches on by default: the crate's
   * `default` cargo features, and what TypeScript and Python parses switch on when
   * the caller names none. Each target may set its own list.
   */
  readonly unstable?: readonly string[];
  readonly rustUnstable?: readonly string[] | null;
  readonly typescriptUnstable?: readonly string[] | null;
  readonly pythonUnstable?: readonly string[] | null;
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
  /** Reuse a built model when the spec and the compiler are unchanged. Default true (`--no-cache`, or ACP_CODEGEN_NO_CACHE=1, turns it off). */
  readonly cache?: boolean;
}

export type ResolvedConfig = Required<CodegenConfig>;

/** What a config file holds: the same settings, grouped per target as people think of them. */
export interface ConfigFile {
  readonly spec?: string;
  readonly out?: string;
  readonly targets?: readonly string[];
  /** A folder of template overrides (see `templateOverrides`). */
  readonly templates?: string;
  /**
   * The default version of every generated package: a version, or the environment
   * variable that holds it (`{ env: "VERSION" }`, for a release pipeline; it must be set).
   * `--package-version` wins over both.
   */
  readonly version?: string | { readonly env: string };
  readonly repository?: string;
  /** The licence of every generated package, an SPDX expression. Default `Apache-2.0`. */
  readonly license?: string;
  /** A file (relative to the config file) whose text is each package's LICENSE. */
  readonly licenseFile?: string;
  /** The description of every generated package. */
  readonly description?: string;
  /** Unstable features every package switches on by default (each target may set its own). */
  readonly unstable?: readonly string[];
  readonly typescript?: { readonly package?: string; readonly version?: string; readonly unstable?: readonly string[] };
  readonly rust?: { readonly crate?: string; readonly version?: string; readonly publish?: boolean; readonly unstable?: readonly string[] };
  readonly python?: { readonly package?: string; readonly version?: string; readonly unstable?: readonly string[] };
  readonly docs?: { readonly format?: "md" | "mdx"; readonly missing?: "allow" | "warn" | "deny" };
}

/** Types a config file: `export default defineConfig({ ... })`. The compiler reads the object as data. */
export function defineConfig(config: ConfigFile): ConfigFile {
  return config;
}
