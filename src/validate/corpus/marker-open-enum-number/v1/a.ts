import type { OpenEnum, } from "../vocabulary.js";
export type E = OpenEnum<1 | 2>;
