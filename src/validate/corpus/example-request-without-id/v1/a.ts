import type { Union, OpenUnion, OpenEnum, Patch, Opaque, Unit, Request, Notification } from "../vocabulary.js";
export interface P {
  x: string;
}
export interface Methods {
  /** @example { "jsonrpc": "2.0", "method": "a/b", "params": { "x": "1" } } */
  "a/b": Request<P, P, "client_to_agent">;
}
