import type { Union, OpenUnion, OpenEnum, Patch, Opaque, Unit, Request, Notification } from "../vocabulary.js";
export interface P {
  x: string;
}
export type U = Union<"kind", {
  /** @example { "kind": "b", "x": "1" } */
  a: P;
  b: P;
}>;
