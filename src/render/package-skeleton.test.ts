import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { packageSkeleton, runtimeFiles } from "./package-skeleton.js";
import { GENERATED_HEADER, type TargetContext } from "./target.js";

const dir = mkdtempSync(join(tmpdir(), "acp-skeleton-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, "runtime", "sub"), { recursive: true });
writeFileSync(join(dir, "runtime", "a.txt"), "first\n");
writeFileSync(join(dir, "runtime", "sub", "b.txt"), "second\n");
writeFileSync(join(dir, "TERMS"), "Our own terms.\n");

const ctx = (licenseFile: string | null, license = "MIT"): TargetContext =>
  ({ config: { license, licenseFile } }) as unknown as TargetContext;

describe("packageSkeleton", () => {
  it("gives the slots every package has, in a fixed order, with the config's licence and the runtime after its header", () => {
    const files = packageSkeleton(ctx(join(dir, "TERMS")), {
      toolchainFiles: ["target/", "*.pyc"],
      manifest: { path: "Pkg.toml", content: "[package]\n" },
      readme: "# Read me\n",
      runtime: { dir: join(dir, "runtime"), files: ["a.txt", "sub/b.txt"], to: (f) => `lib/${f}` },
    });
    expect(files.map((f) => f.path)).toEqual([
      ".gitignore",
      "Pkg.toml",
      "README.md",
      "LICENSE",
      "lib/a.txt",
      "lib/sub/b.txt",
    ]);
    const byPath = new Map(files.map((f) => [f.path, f]));
    expect(byPath.get(".gitignore")!.content).toMatch(/^# .*\ntarget\/\n\*\.pyc\n$/m);
    expect(byPath.get("Pkg.toml")).toEqual({ path: "Pkg.toml", content: "[package]\n", format: "verbatim" });
    expect(byPath.get("README.md")!.content).toBe("# Read me\n");
    expect(byPath.get("LICENSE")!.content).toBe("Our own terms.\n");
    expect(byPath.get("lib/a.txt")!.content).toBe(`// ${GENERATED_HEADER}\nfirst\n`);
    expect(byPath.get("lib/sub/b.txt")!.content).toBe(`// ${GENERATED_HEADER}\nsecond\n`);
  });

  it("writes no .gitignore when the toolchains leave nothing, and names a licence it has no text for", () => {
    const files = packageSkeleton(ctx(null, "BSD-3-Clause"), {
      toolchainFiles: [],
      manifest: { path: "package.json", content: "{}\n", format: "json" },
      readme: "",
      runtime: { dir: join(dir, "runtime"), files: [] },
    });
    expect(files.map((f) => f.path)).toEqual(["package.json", "README.md", "LICENSE"]);
    expect(files[0]!.format).toBe("json");
    expect(files[2]!.content).toContain("BSD-3-Clause");
  });

  it("puts a language's own header lines before a runtime file, and its format on it", () => {
    const [f] = runtimeFiles(
      { dir: join(dir, "runtime"), files: [], header: "# Code generated. DO NOT EDIT.\n", format: "typescript" },
      ["a.txt"],
    );
    expect(f).toEqual({ path: "a.txt", content: "# Code generated. DO NOT EDIT.\n\nfirst\n", format: "typescript" });
  });
});
