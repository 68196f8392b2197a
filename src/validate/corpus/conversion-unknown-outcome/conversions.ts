export const conversions = [
  { id: "r", direction: "v1->v2", source: "v1.A", target: "v2.A", outcome: "maybe", stateful: false, reason: "r", examples: [{ input: { x: "1" }, output: [{ x: "1" }] }] },
];
