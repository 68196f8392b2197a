import type { Union, OpenUnion, OpenEnum, Patch, Opaque, Unit, Request, Notification } from "../vocabulary.js";
export type E = OpenEnum<1 | 2>;
