import type { Union } from "../vocabulary.js";
export interface Chunk {
  content: string;
  messageId: string;
}
export interface Mode {
  id: string;
}
export type U = Union<"kind", {
  chunk: Chunk;
  mode: Mode;
}>;
export const reducer = {
  union: "v1.U",
  entity: "message",
  key: "messageId",
  keying: "required",
  entities: { match: { single: true } },
  variants: {
    chunk: { action: "append", role: "agent", field: "content" },
    mode: { action: "replace", entity: "match" },
  },
};
