// The zod oracle: the validators of @agentclientprotocol/sdk judging JSON inputs as named types.
//
//   node judge.mjs <install folder>            stdin: JSON lines {"id","type","text"}; stdout: one JSON line per input
//   node judge.mjs <install folder> --types    stdout: the qualified names it has a validator for, one a line
//
// "v1.X" is the export `zX` of the SDK's v1 unstable zod module (every unstable feature), "v2.X" of
// its v2 unstable module. An answer is {"id","ok":true,"out":JSON.stringify(data)}, {"id","ok":false,
// "error"}, {"id","ok":false,"unsupported":true}, or {"id","ok":false,"crashed":true,"error"} when
// zod threw instead of reporting.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [root, flag] = process.argv.slice(2);
if (!root) {
  process.stderr.write("usage: node judge.mjs <install folder> [--types]\n");
  process.exit(2);
}

// The modules are not in the package's "exports" map, so they are imported by path.
const sdk = join(root, "node_modules", "@agentclientprotocol", "sdk", "dist");
const modules = {
  v1: await import(pathToFileURL(join(sdk, "v1", "unstable", "schema", "zod.gen.js")).href),
  v2: await import(pathToFileURL(join(sdk, "v2", "unstable", "schema", "zod.gen.js")).href),
};

/** The validator for a qualified name, or undefined. */
function validator(qualified) {
  const dot = qualified.indexOf(".");
  const mod = modules[qualified.slice(0, dot)];
  if (!mod) return undefined;
  const v = Object.hasOwn(mod, `z${qualified.slice(dot + 1)}`) ? mod[`z${qualified.slice(dot + 1)}`] : undefined;
  return v && typeof v.safeParse === "function" ? v : undefined;
}

if (flag === "--types") {
  const names = [];
  for (const [version, mod] of Object.entries(modules)) {
    for (const key of Object.keys(mod)) {
      if (key.startsWith("z") && validator(`${version}.${key.slice(1)}`)) names.push(`${version}.${key.slice(1)}`);
    }
  }
  process.stdout.write(names.sort().join("\n") + "\n");
  process.exit(0);
}

function message(e) {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

function answer(line) {
  const { id, type, text } = JSON.parse(line);
  if (type === "!throw") return { id, ok: false, crashed: true, error: "a throw asked for by the test hook" };
  const schema = validator(type);
  if (!schema) return { id, ok: false, unsupported: true };
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { id, ok: false, error: `not JSON: ${message(e)}` };
  }
  let result;
  try {
    result = schema.safeParse(value);
  } catch (e) {
    return { id, ok: false, crashed: true, error: `safeParse threw: ${message(e)}` };
  }
  if (!result.success) {
    const issues = result.error.issues.map((i) => `at ${JSON.stringify(i.path)}: ${i.message}`);
    return { id, ok: false, error: issues.join("; ") };
  }
  let out;
  try {
    out = JSON.stringify(result.data);
  } catch (e) {
    return { id, ok: false, crashed: true, error: `writing the accepted value back threw: ${message(e)}` };
  }
  if (out === undefined) return { id, ok: false, crashed: true, error: "the accepted value has no JSON form (undefined)" };
  return { id, ok: true, out };
}

const lines = readFileSync(0, "utf8").split("\n");
const answers = [];
for (const line of lines) {
  if (line.trim() === "") continue;
  answers.push(JSON.stringify(answer(line)));
}
process.stdout.write(answers.length > 0 ? answers.join("\n") + "\n" : "");
