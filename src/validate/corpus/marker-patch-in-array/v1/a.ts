import type { Patch, } from "../vocabulary.js";
export interface A {
  x?: Patch<string>[];
}
