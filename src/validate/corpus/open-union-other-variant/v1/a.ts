import type { Union, OpenUnion, OpenEnum, Patch, Opaque, Unit, Request, Notification } from "../vocabulary.js";
export interface P {
  x: string;
}
export type U = OpenUnion<"kind", {
  other: P;
  unknown: P;
  unknown_value: P;
}>;
export type Fine = OpenUnion<"kind", {
  other: P;
}>;
