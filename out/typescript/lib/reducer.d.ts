/**
 * Reducers, generated from the spec's `reducer` declarations: they apply a
 * version's session updates to session state (messages, and the entities the
 * spec declares).
 */
import { ReducerEngine, type MessageState, type ReducerProgram } from "./behaviour.js";
import * as v1 from "./v1.js";
import * as v2 from "./v2.js";
export { ReduceError, type MessageState } from "./behaviour.js";
/** The compiled reducer declarations, one per version. */
export declare const REDUCERS: {
    readonly [version: string]: ReducerProgram;
};
/** Applies `v1.SessionUpdate` updates, in order. */
export declare class V1Reducer {
    private readonly engine;
    /** `unstable` lists the unstable features switched on for the updates this reducer reads. */
    constructor(options?: {
        readonly unstable?: readonly string[];
    });
    /** Applies one update. Throws ReduceError for an update that cannot be applied. */
    apply(update: v1.SessionUpdate): void;
    /** Applies one update given as JSON (parsed first; throws DecodeError when invalid). */
    applyJson(json: unknown): void;
    /** The messages, in the order they were first seen. */
    messages(): MessageState[];
}
/** Applies `v2.SessionUpdate` updates, in order. */
export declare class V2Reducer {
    private readonly engine;
    /** `unstable` lists the unstable features switched on for the updates this reducer reads. */
    constructor(options?: {
        readonly unstable?: readonly string[];
    });
    /** Applies one update. Throws ReduceError for an update that cannot be applied. */
    apply(update: v2.SessionUpdate): void;
    /** Applies one update given as JSON (parsed first; throws DecodeError when invalid). */
    applyJson(json: unknown): void;
    /** The messages, in the order they were first seen. */
    messages(): MessageState[];
}
/** A reducer for `version` that takes JSON updates, for harnesses. */
export declare function reducerFor(version: string, unstable?: readonly string[]): ReducerEngine;
