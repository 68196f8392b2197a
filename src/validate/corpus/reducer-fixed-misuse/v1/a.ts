import type { Patch, Union } from "../vocabulary.js";
export interface Chunk {
  content: string;
  messageId: string;
}
export interface Pin {
  pinId: string;
  place?: string | null;
  note?: Patch<string>;
}
export type U = Union<"kind", {
  chunk: Chunk;
  pin: Pin;
  pin2: Pin;
  pin3: Pin;
}>;
export const reducer = {
  union: "v1.U",
  entity: "message",
  key: "messageId",
  keying: "required",
  entities: { pins: { key: "pinId" } },
  variants: {
    chunk: { action: "append", role: "agent", field: "content", fixed: ["content"] },
    pin: { action: "upsert", entity: "pins", fixed: ["where"] },
    pin2: { action: "upsert", entity: "pins", fixed: ["note"] },
    pin3: { action: "upsert", entity: "pins", fixed: ["place"] },
  },
};
