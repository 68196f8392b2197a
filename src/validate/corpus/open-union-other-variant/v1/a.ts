import type { OpenUnion, } from "../vocabulary.js";
export interface P {
  x: string;
}
export type U = OpenUnion<
  "kind",
  {
    other: P;
    unknown: P;
    unknown_value: P;
  }
>;
export type Fine = OpenUnion<
  "kind",
  {
    other: P;
  }
>;
