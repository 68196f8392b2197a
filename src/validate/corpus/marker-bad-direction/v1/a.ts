import type { Union, OpenUnion, OpenEnum, Patch, Opaque, Unit, Request, Notification } from "../vocabulary.js";
export interface P {
  x: string;
}
export interface Methods {
  "a/b": Notification<P, "sideways">;
}
