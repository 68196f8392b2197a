import type { JsonRpc, Notification, Opaque } from "../vocabulary.js";
export interface P {
  x: string;
}
export interface Failure {
  message: string;
}
export type Id = Opaque<string>;
export interface Methods extends JsonRpc<Id, Failure> {
  "session/new": Notification<P, "client_to_agent">;
  "session_new": Notification<P, "client_to_agent">;
  "other": Notification<P, "client_to_agent">;
  "unknown": Notification<P, "client_to_agent">;
  "unknown_value": Notification<P, "client_to_agent">;
}
