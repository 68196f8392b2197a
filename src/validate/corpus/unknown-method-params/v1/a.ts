import type { Union, OpenUnion, OpenEnum, Patch, Opaque, Unit, Request, Notification } from "../vocabulary.js";
export interface R {
  ok: boolean;
}
export interface Methods {
  "x/y": Request<Missing, R, "client_to_agent">;
}
