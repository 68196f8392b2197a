import { licenseText } from "./package-docs.js";
import { runtimeSource, toolchainGitignore } from "./runtime-files.js";
import { GENERATED_HEADER, type GeneratedFile, type TargetContext } from "./target.js";

/** Hand-written runtime sources a language copies into its package. */
export interface RuntimeSources {
  /** The language's runtime folder. */
  readonly dir: string;
  /** The files to copy, as paths inside `dir`, in the order the package lists them. */
  readonly files: readonly string[];
  /** Where a file goes in the package (default: the same path). */
  readonly to?: (file: string) => string;
  /**
   * The lines put before each file's text: by default `// ` and the generated-file header. A language whose tools
   * look for a marker of their own (Go's `Code generated ... DO NOT EDIT.`) gives it here.
   */
  readonly header?: string;
  /** How the core formats the copied files (default: verbatim, as they are). */
  readonly format?: GeneratedFile["format"];
}

/** The slots every generated package has, whatever its language. */
export interface PackageSkeleton {
  /** The file its ecosystem's package tool reads: `Cargo.toml`, `pyproject.toml`, `package.json`, `go.mod`. */
  readonly manifest: { readonly path: string; readonly content: string; readonly format?: GeneratedFile["format"] };
  /** The README's text, rendered by the language's template from `readmeView`. */
  readonly readme: string;
  /** What the language's toolchains leave in the output folder: listed in a `.gitignore` (none: no `.gitignore`). */
  readonly toolchainFiles: readonly string[];
  /** The runtime copied into the package. */
  readonly runtime: RuntimeSources;
}

/**
 * The files of a package's skeleton, in a fixed order: `.gitignore` (when the toolchains leave anything), the
 * manifest, `README.md`, `LICENSE` (the config's licence, see `licenseText`) and the runtime's files. A language adds
 * its own files (the types of each version, its behaviour, its harness) after these.
 */
export function packageSkeleton(ctx: TargetContext, s: PackageSkeleton): GeneratedFile[] {
  return [
    ...(s.toolchainFiles.length
      ? [{ path: ".gitignore", content: toolchainGitignore(s.toolchainFiles), format: "verbatim" as const }]
      : []),
    { path: s.manifest.path, content: s.manifest.content, format: s.manifest.format ?? "verbatim" },
    { path: "README.md", content: s.readme, format: "verbatim" },
    { path: "LICENSE", content: licenseText(ctx.config), format: "verbatim" },
    ...runtimeFiles(s.runtime),
  ];
}

/** The runtime's files as the package holds them: each file's text after the header lines, at its place. */
export function runtimeFiles(r: RuntimeSources, files: readonly string[] = r.files): GeneratedFile[] {
  return files.map((f) => ({
    path: r.to ? r.to(f) : f,
    content: `${r.header ?? `// ${GENERATED_HEADER}`}\n${runtimeSource(r.dir, f)}`,
    format: r.format ?? "verbatim",
  }));
}
