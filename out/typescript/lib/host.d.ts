/** The bindings as the behaviour engine sees them: every codec, by qualified type name. */
import type { BehaviourHost } from "./behaviour.js";
/**
* Parses a value as the named type and serializes it back: the canonical JSON
* the engine works on. `unstable` lists the unstable features switched on.
*/
export declare function host(unstable?: readonly string[]): BehaviourHost;
