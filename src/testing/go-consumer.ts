import { writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Test support: makes `dir` a Go module named `name` that builds against the generated module at `generated`
 * through a workspace (`go.work` in `dir`, using both), and returns the environment that selects it (GOWORK).
 *
 * A workspace, not `require` and `replace`: a module taken through `replace` is a dependency at a version
 * (`v0.0.0`), and Go keys each of its packages' builds by that module and version, so every generated package would
 * compile again for each such program, beside the build every other Go test of the suite makes of the module in its
 * own folder. In a workspace the generated module is a main module, as it is in its own folder: with the suite's
 * `-trimpath`, the same files are the same build, so the program compiles only its own packages. The consumer still
 * reaches the generated packages by their import paths, through their exported API only.
 */
export function goConsumerModule(dir: string, name: string, goLine: string, generated: string): { GOWORK: string } {
  writeFileSync(join(dir, "go.mod"), `module ${name}\n\ngo ${goLine}\n`);
  const work = join(dir, "go.work");
  writeFileSync(work, `go ${goLine}\n\nuse (\n\t.\n\t${JSON.stringify(generated)}\n)\n`);
  return { GOWORK: work };
}
