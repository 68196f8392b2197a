import type { OpenEnum } from "../vocabulary.js";

/** @catchAll other */
export type Good = "a" | "other";

/** @catchAll zzz */
export type NotAValue = "a" | "b";

/** @catchAll a */
export type Open = OpenEnum<"a" | "b">;

/** @catchAll a */
export interface NotAnEnum {
  /** @catchAll a */
  f: Good;
}

/** @catchAll a b */
export type TwoWords = "a" | "b";
