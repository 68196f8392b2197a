import type { JsonRpc, Notification } from "../vocabulary.js";
export interface P {
  x: string;
}
export interface Failure {
  message: string;
}
export interface ClientNotification {
  y: string;
}
export interface Methods extends JsonRpc<Missing, Failure> {
  "a/b": Notification<P, "client_to_agent">;
}
