export const converters = {
  "v1->v2": {
    state: { type: { kind: "value", doc: "A Rust keyword." } },
    options: { unstable: { kind: "flag", doc: "The converters' own option." } },
  },
};
export const conversions = [
  { id: "m", direction: "v1->v2", source: "v1.Method", target: "v2.Method", outcome: "lossless", stateful: false, reason: "r", examples: [{ input: { x: "1" }, output: [{ x: "1" }] }] },
  { id: "a", direction: "v1->v2", source: "v1.HttpHeader", target: "v2.HttpHeader", outcome: "lossless", stateful: false, reason: "r", examples: [{ input: { x: "1" }, output: [{ x: "1" }] }] },
  { id: "b", direction: "v1->v2", source: "v1.HTTPHeader", target: "v2.HTTPHeader", outcome: "lossless", stateful: false, reason: "r", examples: [{ input: { x: "1" }, output: [{ x: "1" }] }] },
];
