/** The typed configuration of a run. CLI flags fill it; every field has a default. */
export interface CodegenConfig {
  /** The spec folder. Default `spec`. */
  readonly spec?: string;
  /** The output folder. Default `out`. */
  readonly out?: string;
  /** Targets to run, by name. Default: every registered target. */
  readonly targets?: readonly string[];
  /** The templates folder. Default: the `templates/` folder shipped with acp-codegen. */
  readonly templates?: string;
  /** The Rust crate name. Default `acp-schema`. */
  readonly rustCrate?: string;
  /** The Python package name. Default `acp_schema`. */
  readonly pythonPackage?: string;
  /** The docs format. Default `md`. */
  readonly docsFormat?: "md" | "mdx";
  /** `builtin` (default): prettier-identical printers; `prettier`: run prettier itself. */
  readonly format?: "builtin" | "prettier";
  /** Reuse a built model when the spec and the compiler are unchanged. Default true (`--no-cache`, or ACP_CODEGEN_NO_CACHE=1, turns it off). */
  readonly cache?: boolean;
}

export type ResolvedConfig = Required<CodegenConfig>;
