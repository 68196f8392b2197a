import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp, importGenerated } from "../../testing/generated.js";

/**
 * `parseLenient` reads its input once, however many values it drops: the
 * work is counted (every look at the input goes through a Proxy that counts
 * it), not timed. Reading again per drop (what it did before) looks at the
 * whole input once per drop: quadratic in a list with a bad item in two.
 * The input follows the lenient fixture spec (src/behaviour/fixtures/lenient),
 * whose `Batch.items` drops bad items.
 */

interface Codec {
  serialize(value: unknown): unknown;
}
interface Module {
  readonly codecs: Record<string, Codec>;
  parseLenient(codec: Codec, json: unknown): { value: unknown; dropped: readonly { path: string; drop: string }[] };
}

let dir: string;
let v1: Module;

beforeAll(async () => {
  ({ dir } = await generateToTemp({
    spec: join(PACKAGE_ROOT, "src", "behaviour", "fixtures", "lenient"),
    targets: ["typescript"],
  }));
  v1 = await importGenerated<Module>(join(dir, "typescript"), "v1.js");
}, 120_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A copy of `value` whose every object and array counts each look at it (a property read, a key listing, a test for a key) in `looks.count`. */
function counted(value: unknown, looks: { count: number }): unknown {
  if (typeof value !== "object" || value === null) return value;
  const inner: unknown = Array.isArray(value)
    ? value.map((x) => counted(x, looks))
    : Object.fromEntries(Object.entries(value).map(([k, x]) => [k, counted(x, looks)]));
  return new Proxy(inner as object, {
    get(t, k, r) {
      looks.count++;
      return Reflect.get(t, k, r) as unknown;
    },
    has(t, k) {
      looks.count++;
      return Reflect.has(t, k);
    },
    ownKeys(t) {
      looks.count++;
      return Reflect.ownKeys(t);
    },
    getOwnPropertyDescriptor(t, k) {
      looks.count++;
      return Reflect.getOwnPropertyDescriptor(t, k);
    },
  });
}

/** A batch of `n` items, every other one bad (its id a number), and what the lenient parse must give. */
function batch(n: number): { input: unknown; good: unknown[]; bad: string[] } {
  const items = Array.from({ length: n }, (_, i) => ({ id: i % 2 === 0 ? `item-${i}` : i }));
  return {
    input: { items, labels: [] },
    good: items.filter((x) => typeof x.id === "string"),
    bad: items.flatMap((x, i) => (typeof x.id === "string" ? [] : [`$.items[${i}]`])),
  };
}

describe("parseLenient: work linear in the input, whatever the number of drops", () => {
  it("a batch with a bad item in two: four times the items, about four times the looks", () => {
    const codec = v1.codecs["v1.Batch"]!;
    const looksAt = (n: number): number => {
      const { input, good, bad } = batch(n);
      const looks = { count: 0 };
      const r = v1.parseLenient(codec, counted(input, looks));
      expect(codec.serialize(r.value)).toEqual({ items: good, labels: [] });
      expect(r.dropped.map((d) => d.path).sort()).toEqual(bad.sort());
      expect(r.dropped.every((d) => d.drop === "item")).toBe(true);
      return looks.count;
    };
    const small = looksAt(400);
    const large = looksAt(1600);
    // Linear: a ratio near 4. One read per drop over the whole list: near 16.
    expect(large / small).toBeLessThan(6);
    // And a few looks per item, not hundreds.
    expect(large / 1600).toBeLessThan(40);
  });
});
