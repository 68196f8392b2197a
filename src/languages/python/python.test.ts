import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildStream, SESSION_UPDATE_MIX } from "../../bench/stream.js";
import { indexModel } from "../../model/index.js";
import { compile } from "../../pipeline.js";
import { describeHarnessBehaviour } from "../../testing/cases.js";
import { generateToTemp } from "../../testing/generated.js";
import { ensurePythonEnv } from "../../testing/python-env.js";
import { pythonPlugin } from "./plugin.js";

let out: string;
let pkgRoot: string;
let python: string;

beforeAll(async () => {
  python = ensurePythonEnv();
  process.env.ACP_CODEGEN_PYTHON = python;
  ({ dir: out } = await generateToTemp({ targets: ["python"] }));
  pkgRoot = join(out, "python");
}, 600_000);

function py(args: string[]): { status: number; output: string } {
  const r = spawnSync(python, args, { cwd: pkgRoot, encoding: "utf8" });
  return { status: r.status ?? -1, output: `${r.stdout}${r.stderr}` };
}

/**
 * Python helpers of the repeated-name tests: each object's path in a JSON value (at any depth), and the value's text
 * with the first member of the object at a path named again at its end (None where that object is empty).
 */
const REPEATED_NAME = `def objects(data, path=()):
    if isinstance(data, dict):
        yield path
        for k, v in data.items():
            yield from objects(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from objects(v, (*path, i))


def repeated(data, path):
    """The data's text with the first member of the object at path named again at its end."""
    if not path:
        if not data:
            return None
        first, value = next(iter(data.items()))
        inner = json.dumps(data, separators=(",", ":"))
        return inner[:-1] + "," + json.dumps(first) + ":" + json.dumps(value, separators=(",", ":")) + "}"
    if isinstance(data, dict):
        parts = []
        for k, v in data.items():
            text = repeated(v, path[1:]) if k == path[0] else json.dumps(v, separators=(",", ":"))
            if text is None:
                return None
            parts.append(json.dumps(k) + ":" + text)
        return "{" + ",".join(parts) + "}"
    items = []
    for i, v in enumerate(data):
        text = repeated(v, path[1:]) if i == path[0] else json.dumps(v, separators=(",", ":"))
        if text is None:
            return None
        items.append(text)
    return "[" + ",".join(items) + "]"
`;

describe("Python package: judged by its own toolchain", async () => {
  it("is already formatted the way ruff formats it", () => {
    const r = py(["-m", "ruff", "format", "--check", "--diff", "."]);
    expect(r.output).toMatch(/^\d+ files already formatted\n$/);
    expect(r.status).toBe(0);
  });

  it("passes mypy --strict (package and tests)", () => {
    const r = py(["-m", "mypy", "--strict", "acp_schema", "tests"]);
    expect(r.output).toMatch(/^Success: no issues found/);
    expect(r.status).toBe(0);
  }, 300_000);

  it("passes pytest, with one round-trip test per spec example", async () => {
    const r = py(["-m", "pytest", "-q", "-p", "no:cacheprovider"]);
    expect(r.status, r.output).toBe(0);
    const tests = readFileSync(join(pkgRoot, "tests", "test_examples.py"), "utf8").match(/^ {4}\($/gm)!.length;
    expect(r.output).toMatch(new RegExp(`\\b${tests} passed\\b`));
    expect(tests).toBeGreaterThan(40);
  }, 300_000);

  it("narrows unions with isinstance, types patch fields, and brands ids (checked by mypy --strict)", () => {
    const good = `from acp_schema import parse, patch_state, v1, v2


def describe(u: v2.SessionUpdate) -> str:
    if isinstance(u, v2.SessionUpdateAgentMessage):
        blocks: list[v2.ContentBlock] | None = u.content
        return patch_state(u, "content") + str(blocks)
    if isinstance(u, v2.SessionUpdateOther):
        return str(u.model_extra)
    return u.session_update


message = v2.AgentMessage(message_id=v2.MessageId("m"), content=[])
server = v1.McpServerHttp(type_="http", name="h", url="https://x", headers=[])
chunk = parse(v2.ContentChunk, {"messageId": "m", "content": {"type": "text", "text": "x"}})
mid: v2.MessageId = chunk.message_id
old: v1.ContentChunk = v1.ContentChunk(content=v1.ContentBlockText(text="x"))
`;
    writeFileSync(join(pkgRoot, "usage_good.py"), good);
    writeFileSync(join(pkgRoot, "usage_bad.py"), 'from acp_schema import v2\n\nmid: v2.MessageId = "plain string"\n');
    const ok = py(["-m", "mypy", "--strict", "usage_good.py"]);
    expect(ok.output).toMatch(/^Success/);
    const bad = py(["-m", "mypy", "--strict", "usage_bad.py"]);
    expect(bad.status).toBe(1);
    expect(bad.output).toContain(
      'Incompatible types in assignment (expression has type "str", variable has type "MessageId")',
    );
  }, 300_000);

  it("builds by field name, reads only wire names, and reports which state a patch field is in", () => {
    const script = `import json
from acp_schema import DecodeError
from acp_schema import dump, parse, patch_state, to_json, v1, v2

m = v2.AgentMessage(message_id=v2.MessageId("m1"))
assert dump(m) == {"messageId": "m1"}, dump(m)
states = [patch_state(parse(v2.AgentMessage, d), "content") for d in ({"messageId": "m"}, {"messageId": "m", "content": None}, {"messageId": "m", "content": []})]
assert states == ["unchanged", "clear", "set"], states
try:
    parse(v2.AgentMessage, {"message_id": "m"})
    raise SystemExit("a snake_case wire name was accepted")
except DecodeError:
    pass
u = parse(v2.SessionUpdate, {"zeta": 1, "content": {"text": "A", "type": "text"}, "alpha": 2, "messageId": "m", "sessionUpdate": "agent_message_chunk"})
print(to_json(u, v2.SessionUpdate))
`;
    const r = py(["-c", script]);
    expect(r.output).toBe(
      '{"sessionUpdate":"agent_message_chunk","messageId":"m","content":{"type":"text","text":"A"},"alpha":2,"zeta":1}\n',
    );
    expect(r.status).toBe(0);
  });

  it("names in the plugin's ownMembers every member a generated model has beside its fields (pydantic's BaseModel and the runtime's)", () => {
    const r = py([
      "-c",
      "import json\nfrom acp_schema import _runtime as rt\nprint(json.dumps(sorted(n for n in dir(rt.ClosedModel) if not n.startswith('__') or n.startswith('__pydantic'))))",
    ]);
    expect(r.status, r.output).toBe(0);
    expect(JSON.parse(r.output)).toEqual([...pythonPlugin.naming!.ownMembers!].sort());
    expect(pythonPlugin.naming!.ownMembers).toEqual(
      expect.arrayContaining(["model_config", "model_fields", "model_extra", "model_fields_set"]),
    );
  });

  it("builds no model's schema at import: each model, the JSON-RPC envelopes too, builds its own on first use", () => {
    // A parametrized generic model builds its schema when parametrized unless its config defers it: the envelopes
    // of a version module (Request[Id, ClientRequest], ...) then built every union of messages at import.
    const r = py([
      "-c",
      "import json, pydantic\nfrom acp_schema import v1, v2\nprint(json.dumps([sorted(n for n, c in vars(m).items() if isinstance(c, type) and issubclass(c, pydantic.BaseModel) and c.__pydantic_complete__) for m in (v1, v2)]))",
    ]);
    expect(r.status, r.output).toBe(0);
    expect(JSON.parse(r.output)).toEqual([[], []]);
    // Built on first use: an envelope of each version parses after the import.
    const first = py([
      "-c",
      'import acp_schema\nfrom acp_schema import v1, v2\nfor m in (v1, v2):\n    print(acp_schema.to_json(acp_schema.parse_json(m.ClientResponse, \'{"jsonrpc":"2.0","id":1,"result":{}}\')))',
    ]);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toBe('{"jsonrpc":"2.0","id":1,"result":{}}\n'.repeat(2));
  });

  it("counts as inside strings only colons that are (the fast read's check of repeated names), and still refuses a repeated name", () => {
    // The oracle: json's own reader counts the members of each text; a text's colons less its members are the
    // colons inside its strings, which _in_strings may count fewer of, never more. Strings drawn from the characters
    // that make colons ambiguous, seeded.
    const script = `import json, random
from acp_schema import _read, v1, parse_json, DecodeError

rng = random.Random(39)
members = 0
def hook(pairs):
    global members
    members += len(pairs)
    return dict(pairs)

over = found = 0
for _ in range(3000):
    words = ["".join(rng.choice(':/\\\\"a ') for _ in range(rng.randrange(9))) for _ in range(3)]
    text = json.dumps({words[0]: words[1], "k": [words[2], {words[1]: words[0]}]}, separators=(",", ":"))
    members = 0
    json.loads(text, object_pairs_hook=hook)
    inside = text.count(":") - members
    for t in (text, text.encode()):
        n = _read._in_strings(t)
        over += n > inside
        found += n
# A repeated name beside colons that _in_strings finds is refused all the same.
refused = 0
for extra in ('"https://a"', '"\\\\":/"', '"a\\\\": b"'):
    text = '{"sessionId":"s","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":' + extra + ',"text":"b"}}}'
    for t in (text, text.encode()):
        try:
            parse_json(v1.SessionNotification, t)
        except DecodeError as e:
            refused += "duplicate member" in str(e)
print(json.dumps({"over": over, "found": found > 0, "refused": refused}))
`;
    const r = py(["-c", script]);
    expect(r.status, r.output).toBe(0);
    expect(JSON.parse(r.output)).toEqual({ over: 0, found: true, refused: 6 });
  });

  it("refuses a name repeated in any object of any example, as the full way does (parse_json's reader and its bound of members)", () => {
    // Every spec example read with the default features, with the first member of one of its objects (each object in
    // turn, at any depth) named again at the end: parse_json gives the full way's verdict (the full way reads the text
    // with json's own reader, which finds the repetition), and the untouched example still parses.
    const script = `import json
import runpy

from acp_schema import _codec, _read, _runtime as rt

examples = runpy.run_path("tests/test_examples.py")["EXAMPLES"]


${REPEATED_NAME}

tried = refused = nested = 0
for name, tp, raw, unstable in examples:
    if not (isinstance(tp, type) and issubclass(tp, rt.Model)):
        continue
    if frozenset(unstable) != _codec._DEFAULT_UNSTABLE:
        continue
    data = json.loads(raw)
    rt.parse_json(tp, raw)
    for path in objects(data):
        text = repeated(data, path)
        if text is None:
            continue
        tried += 1
        nested += len(path) > 0
        try:
            _read._read_full(tp, name, text, _codec._DEFAULT_UNSTABLE)
            full = None
        except ValueError as e:
            full = str(e).partition(": ")[2]
        try:
            rt.parse_json(tp, text)
            got = None
        except ValueError as e:
            got = str(e).partition(": ")[2]
        assert got == full, (name, text, got, full)
        refused += got is not None and "duplicate member" in got
print(json.dumps({"tried": tried > 100, "nested": nested > 100, "all_refused": refused == tried}))
`;
    const r = py(["-c", script]);
    expect(r.status, r.output).toBe(0);
    expect(JSON.parse(r.output)).toEqual({ tried: true, nested: true, all_refused: true });
  });

  it("refuses a name repeated inside a list item or free JSON of a bench message, whose bound of members is tight (parse_json's bound must never overcount)", async () => {
    // The bench stream's messages (the spec's examples of the envelope's variants, as the bench builds them): for most
    // of them the reader's bound of members reaches the text's colons, so a bound one too high inside a list item or
    // free JSON would let a repeated name there through. Each object of each message (at any depth) gets its first
    // member named again at its end; parse_json must give the full way's verdict, a repeated name.
    const { model } = await compile({ targets: [] });
    const ix = indexModel(model!).get("v1")!;
    const lines = buildStream(ix, SESSION_UPDATE_MIX, { count: 300, seed: 29 });
    const streamFile = join(out, "bench-stream.jsonl");
    writeFileSync(streamFile, `${lines.join("\n")}\n`);
    const script = `import json
import sys

from acp_schema import _codec, _read, _runtime as rt, v1

tp = getattr(v1, sys.argv[1])
DEFAULT = _codec._DEFAULT_UNSTABLE


def verdict(read, text):
    try:
        read(text)
    except ValueError as e:
        return str(e).partition(": ")[2]
    return None


def full(text):
    return verdict(lambda t: _read._read_full(tp, sys.argv[1], t, DEFAULT), text)


${REPEATED_NAME}


def value_at(value, path):
    """What the parsed value holds at a path of its text (a model's field by its wire name)."""
    for p in path:
        if isinstance(value, rt.Model):
            attrs = [a for a, f in type(value).model_fields.items() if (f.validation_alias or a) == p]
            value = getattr(value, attrs[0])
        else:
            value = value[p]
    return value


tried = in_items = in_free = 0
with open(sys.argv[2], encoding="utf-8") as f:
    messages = [line for line in f.read().split("\\n") if line]
for raw in messages:
    data = json.loads(raw)
    value = rt.parse_json(tp, raw)
    for path in objects(data):
        text = repeated(data, path)
        if text is None:
            continue
        expected = full(text)
        assert expected is not None and "duplicate member" in expected, (text, expected)
        got = verdict(lambda t: rt.parse_json(tp, t), text)
        assert got == expected, (text, got, expected)
        tried += 1
        in_items += any(isinstance(p, int) for p in path)
        in_free += type(value_at(value, path)) is dict
print(json.dumps({"messages": len(messages), "tried": tried, "in_items": in_items, "in_free": in_free}))
`;
    const r = py(["-c", script, SESSION_UPDATE_MIX.envelope, streamFile]);
    expect(r.status, r.output).toBe(0);
    const got = JSON.parse(r.output);
    expect(got.messages).toBe(lines.length);
    expect(got.tried).toBeGreaterThan(lines.length);
    expect(got.in_items).toBeGreaterThan(20);
    expect(got.in_free).toBeGreaterThan(20);
  });

  it("loads only the version imported, and its fast paths agree with the full way", () => {
    const lazy = py([
      "-c",
      "import sys\nimport acp_schema.v1\nprint(sorted(m for m in sys.modules if m.startswith('acp_schema')))",
    ]);
    // The version module, and the runtime its codecs and its peers (peer.py) stand on.
    expect(lazy.output).toBe(
      "['acp_schema', 'acp_schema._codec', 'acp_schema._errors', 'acp_schema._jsonrpc', 'acp_schema._model', " +
        "'acp_schema._read', 'acp_schema._runtime', 'acp_schema._text', 'acp_schema._translate', 'acp_schema._write', " +
        "'acp_schema.peer', 'acp_schema.v1']\n",
    );
    // Every spec example, as is and with an unknown field, a null and an integral float
    // added: parse_json (fast path when it can) against the full way, and to_json against dump
    // (the compiled writer, where it writes the value, too).
    const script = `import json
import runpy
import warnings

from acp_schema import _codec, _read, _runtime as rt, _write

examples = runpy.run_path("tests/test_examples.py")["EXAMPLES"]


def string_fields(model, path=()):
    """The first field holding a string of the model and of each model it holds directly."""
    for attr in type(model).model_fields:
        if isinstance(getattr(model, attr), str):
            yield path, attr
            break
    for attr in type(model).model_fields:
        inner = getattr(model, attr)
        if isinstance(inner, rt.Model):
            yield from string_fields(inner, (*path, attr))


def with_numbers(data, double):
    if isinstance(data, dict):
        return {k: with_numbers(v, double) for k, v in data.items()}
    if isinstance(data, list):
        return [with_numbers(v, double) for v in data]
    if isinstance(data, (int, float)) and not isinstance(data, bool):
        return double
    return data


def by_writer(value):
    """The text the compiled writer of the value's class writes, or None where it has none
    or leaves the value to pydantic-core."""
    write = _write._writer(type(value))
    if write is None:
        return None
    try:
        return write(value)
    except _write._NOT_WRITTEN:
        return None


fast = 0
checked = 0
mistyped = 0
written = 0
defaulted = 0
unsettled = 0
long_written = 0
for name, tp, raw, unstable in examples:
    if not (isinstance(tp, type) and issubclass(tp, rt.Model)):
        continue
    data = json.loads(raw)
    variants = [raw]
    if isinstance(data, dict):
        variants += [json.dumps({**data, k: v}) for k, v in (("zz", 1), ("zz", None), ("zz", 2.0))]
        variants += [json.dumps({k: (None if i == 0 else v) for i, (k, v) in enumerate(data.items())})]
        # The first member named again at the end: refused the full way (a repeated name).
        if data:
            first, value = next(iter(data.items()))
            variants.append(f"{raw.rstrip()[:-1]},{json.dumps(first)}:{json.dumps(value)}}}")
    # Every number as a double that pydantic-core spells otherwise than ECMAScript (an
    # exponent): to_json writes a marker for it and puts its spelling right afterwards.
    for double in (1e21, -1.5e-7, 5e-324, 1.7976931348623157e308, 123.25):
        variants.append(json.dumps(with_numbers(data, double)))
    features = frozenset(unstable)
    for text in variants:
        quick = _read._read_fast(tp, text, features)
        # parse_json's reader of the default features (its own checks of depth and repeated
        # names) gives the full way's verdict too.
        default = None
        if features == _codec._DEFAULT_UNSTABLE:
            defaulted += 1
            try:
                default = rt.parse_json(tp, text)
            except ValueError as e:
                default = str(e)
        try:
            full = _read._read_full(tp, name, text, features)
        except ValueError as e:
            assert quick is _read._MISS, (name, text, "fast path accepted what the full way refuses", e)
            # (the type named as parse_json names it; the problem and its path the same)
            assert default is None or (
                isinstance(default, str) and default.partition(": ")[2] == str(e).partition(": ")[2]
            ), (name, text, default, e)
            continue
        if default is not None:
            assert default == full and default.model_fields_set == full.model_fields_set, (name, text)
        checked += 1
        # Read the full way (unknown fields kept), the value is written the same either way.
        assert rt.to_json(full) == rt.canonical_text(rt.dump(full)), (name, text)
        if quick is _read._MISS:
            continue
        fast += 1
        assert quick == full and quick.model_fields_set == full.model_fields_set, (name, text)
        assert quick.model_extra == full.model_extra == {}, (name, text)
        assert rt.to_json(quick) == rt.canonical_text(rt.dump(full)), (name, text)
        for value in (quick, full):
            text_written = by_writer(value)
            if text_written is not None:
                written += 1
                assert text_written == rt.canonical_text(rt.dump(full)), (name, text)
    value = rt.parse_json(tp, raw, unstable=unstable)
    assert rt.to_json(value) == rt.canonical_text(rt.dump(value)), name
    # A value built without one of the fields every parsed value has set (a field without a
    # default): the writer, which writes those without a test, leaves it to pydantic-core,
    # and to_json writes what the full way writes.
    required = [a for a, f in tp.model_fields.items() if f.is_required() and a in value.model_fields_set]
    if required:
        kept = {a: getattr(value, a) for a in value.model_fields_set if a != required[0]}
        partial = tp.model_construct(_fields_set=set(kept), **kept)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            full_text = rt.canonical_text(rt.dump(partial))
            assert rt.to_json(partial) == full_text, (name, required[0])
            left = by_writer(partial)
        assert left in (None, full_text), (name, required[0])
        unsettled += left is None
    # A value its schema does not fit (a string field set to a double, nested or not):
    # to_json writes what the full way writes, warning as it does.
    for wrong in (2.0, 1e21):
        for path, attr in string_fields(value):
            broken = value.model_copy(deep=True)
            target = broken
            for step in path:
                target = getattr(target, step)
            setattr(target, attr, wrong)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                assert rt.to_json(broken) == rt.canonical_text(rt.dump(broken)), (name, attr)
                # The writer leaves a value its schema does not fit to pydantic-core (free
                # JSON takes a double: written as the full way writes it).
                assert by_writer(broken) in (None, rt.canonical_text(rt.dump(broken))), (name, attr)
                mistyped += 1
    # Long strings (written by pydantic-core's JSON writer): every ASCII character, others
    # beyond it, and a lone surrogate, which pydantic-core does not write (the writer's own
    # quoting does): the writer writes what the full way writes.
    for long_text in ("".join(map(chr, range(128))) * 2, "\\u00e9\\u2028\\U0001f600\\x7f" * 40, "x" * 80 + "\\ud800"):
        for path, attr in string_fields(value):
            changed = value.model_copy(deep=True)
            target = changed
            for step in path:
                target = getattr(target, step)
            setattr(target, attr, long_text)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                full_text = rt.canonical_text(rt.dump(changed))
                assert rt.to_json(changed) == full_text, (name, attr)
                left = by_writer(changed)
            assert left in (None, full_text), (name, attr)
            long_written += left is not None
print(fast > 0, checked > fast, mistyped > 0, written > fast, defaulted > 0, unsettled > 0, long_written > 0)
`;
    const r = py(["-c", script]);
    expect(r.output).toBe("True True True True True True True\n");
    expect(r.status).toBe(0);
  }, 300_000);

  await describeHarnessBehaviour("python", () => out);
});

describe("Python output", () => {
  it("names the package from the config", async () => {
    const r = await compile({ targets: ["python"], languages: { python: { package: "my_acp" } } });
    const paths = r.files.map((f) => f.path);
    expect(paths).toContain("python/my_acp/v2.py");
    expect(r.files.find((f) => f.path === "python/pyproject.toml")!.content).toContain('name = "my-acp"');
  });

  it("spells wire aliases, keywords and patch fields as a Python SDK expects", () => {
    const v2 = readFileSync(join(pkgRoot, "acp_schema", "v2.py"), "utf8");
    const v1 = readFileSync(join(pkgRoot, "acp_schema", "v1.py"), "utf8");
    // Every field also carries its doc as Field(description=...), last.
    expect(v2).toMatch(
      / {4}message_id: MessageId = Field\(\s*validation_alias="messageId",\s*serialization_alias="messageId",\s*description=/,
    );
    expect(v1).toMatch(
      / {4}type_: Literal\["http"\] = Field\(\s*validation_alias="type",\s*serialization_alias="type",\s*description=/,
    );
    expect(v2).toMatch(/ {4}content: list\[ContentBlock\] \| None = Field\(\s*default=None,\s*description=/);
    expect(v2).toContain("    mcp_servers: _rt.NullAsList[list[McpServer] | None] = Field(");
    expect(v2).toContain('MessageId = NewType("MessageId", str)');
  });
});
