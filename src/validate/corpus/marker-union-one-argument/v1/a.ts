import type { Union, } from "../vocabulary.js";
export type U = Union<"kind">;
