/**
* What `acp-bridge` knows of the spec: the methods of each version, what the conversion rules convert in each
* direction, and how a turn runs in each version; and the generated converters, codecs and reducers it runs.
*/
import type { BridgeEngine, BridgePlan } from "./bridge.js";
/** The bridge's plan, from the spec. */
export declare const plan: BridgePlan;
/** The generated converters, codecs and reducers, as the bridge calls them. */
export declare const engine: BridgeEngine;
