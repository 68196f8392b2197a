"""The Python side of the side-by-side bench (src/bench/peers.ts runs it).

python run.py <ours|theirs> <check|time|import> [stream] [out]
  ours:   ``acp_schema.parse_json(v1.<Envelope>, line)``, written back with ``acp_schema.to_json``.
  theirs: ``acp.schema.<Envelope>.model_validate_json(line)``, written back with
          ``model_dump_json(by_alias=True, exclude_none=True)``.
check:  writes one line per message to [out] (or ``!`` and the error for a rejected one).
time:   one untimed pass, then one timed pass of each operation; prints the times as JSON.
import: prints the time the package's import took in this (fresh) process.
"""

import json
import os
import sys
import time

side, mode = sys.argv[1], sys.argv[2]
envelope = os.environ["ACP_BENCH_ENVELOPE"]
t0 = time.perf_counter()
if side == "ours":
    import acp_schema
    from acp_schema import v1

    t1 = time.perf_counter()
    model = getattr(v1, envelope)

    def parse(line: str) -> object:
        return acp_schema.parse_json(model, line)

    def write(value: object) -> str:
        return acp_schema.to_json(value)

else:
    import acp
    import acp.schema

    t1 = time.perf_counter()
    model = getattr(acp.schema, envelope)

    def parse(line: str) -> object:
        return model.model_validate_json(line)

    def write(value: object) -> str:
        return value.model_dump_json(by_alias=True, exclude_none=True)  # type: ignore[attr-defined]


if mode == "import":
    print(json.dumps({"importMs": (t1 - t0) * 1000}))
    sys.exit(0)

with open(sys.argv[3], encoding="utf-8") as f:
    lines = [line for line in f.read().split("\n") if line]

if mode == "check":
    out = []
    for line in lines:
        try:
            out.append(write(parse(line)))
        except Exception as e:  # noqa: BLE001 - a reject is reported, not raised
            out.append("! " + str(e).replace("\n", " ")[:500])
    with open(sys.argv[4], "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    sys.exit(0)

for line in lines:
    write(parse(line))
p0 = time.perf_counter()
for line in lines:
    parse(line)
p1 = time.perf_counter()
for line in lines:
    write(parse(line))
p2 = time.perf_counter()
print(json.dumps({"parseMs": (p1 - p0) * 1000, "roundMs": (p2 - p1) * 1000}))
