/**
* Lenient mode, compiled from the spec's `@lenient` marks: per type, a function that walks a failed
* parse's path through the input and records the drop it calls for (see `rt.parseLenient`).
*/
import * as rt from "./runtime.js";
/** Lenient mode in v1: walks a failure's path from the type named `root` (a type with no lenient field on its way records nothing). */
export declare function lenientV1(root: string, w: rt.LenientWalk, value: unknown): void;
/** Lenient mode in v2: walks a failure's path from the type named `root` (a type with no lenient field on its way records nothing). */
export declare function lenientV2(root: string, w: rt.LenientWalk, value: unknown): void;
