import type { JsonRpc, Notification } from "../vocabulary.js";
export interface P {
  x: string;
}
export type Id = string;
export interface Methods extends JsonRpc<Id> {
  "a/b": Notification<P, "client_to_agent">;
}
