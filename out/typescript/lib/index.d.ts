/** ACP bindings: one module per protocol version, and the runtime they share. */
export * as v1 from "./v1.js";
export * as v2 from "./v2.js";
export { DecodeError, patchState, readJson, writeJson } from "./runtime.js";
export type { Brand, Codec, JsonObject, JsonValue, Other, ParseResult, Patch, PatchState } from "./runtime.js";
export { ReduceError, V1Reducer, V2Reducer } from "./reducer.js";
export { ConversionError, V1ToV2, V2ToV1 } from "./convert.js";
export type { MethodMessage, V1ToV2Options, V2ToV1Options } from "./convert.js";
