import type { OpenUnion, Union } from "../vocabulary.js";
export interface P {
  x: string;
}
// TypeScript and Python name the variant interface or class UAdd.
export interface UAdd {
  y: string;
}
export type U = Union<"kind", {
  add: P;
}>;
// Rust names the type of a literal field after its struct and field.
export interface A {
  mode: "fast";
}
export interface AMode {
  z: string;
}
// The unknown variants of an open union are VOther, or VUnknown when a tag takes VOther.
export interface VUnknown {
  z: string;
}
export type V = OpenUnion<"kind", {
  other: P;
}>;
