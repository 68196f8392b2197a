import type { JsonRpc, Notification } from "../vocabulary.js";
export interface P {
  x: string;
}
export interface Err {
  message: string;
}
export interface ClientNotification {
  y: string;
}
export interface Methods extends JsonRpc<Missing, Err> {
  "a/b": Notification<P, "client_to_agent">;
}
