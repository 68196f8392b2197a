import type { Union } from "../vocabulary.js";
export interface Chunk {
  content: string;
  messageId: string;
}
export interface Output {
  data: string;
  size: number;
}
export interface Term {
  termId: string;
  status: string;
  output?: Output | null;
  lines?: string[] | null;
}
export interface TermChunk {
  termId: string;
  data: string;
  count: number;
  note?: string | null;
}
export interface Gone {
  id: string;
}
export interface Wrapper {
  record: Term;
  list: string[];
}
export type U = Union<"kind", {
  chunk: Chunk;
  term: Term;
  out: TermChunk;
  bad_path: TermChunk;
  bad_value: TermChunk;
  bad_fit: TermChunk;
  optional_value: TermChunk;
  gone: Gone;
  wrap: Wrapper;
  whole: Wrapper;
  record: Wrapper;
  bare_term: Term;
  bare_out: TermChunk;
}>;
export const reducer = {
  union: "v1.U",
  entity: "message",
  key: "messageId",
  keying: "required",
  entities: {
    terms: { key: "termId", initial: { status: 5 } },
    listed: { single: true },
    keyedNoValue: { key: "termId" },
    bare: { key: "termId" },
  },
  roles: { ghost: { published: "ghostMessage" } },
  variants: {
    chunk: { action: "append", role: "agent", field: "content" },
    term: { action: "upsert", entity: "terms" },
    out: { action: "append", entity: "terms", field: "output.data", value: "data" },
    bad_path: { action: "append", entity: "terms", field: "output.nope", value: "data" },
    bad_value: { action: "append", entity: "terms", field: "lines", value: "nothing" },
    bad_fit: { action: "append", entity: "terms", field: "lines", value: "count" },
    optional_value: { action: "append", entity: "terms", field: "lines", value: "note" },
    gone: { action: "remove", entity: "terms" },
    wrap: { action: "replace", entity: "keyedNoValue" },
    whole: { action: "replace", entity: "listed", value: "list" },
    record: { action: "upsert", role: "agent", value: "record" },
    bare_term: { action: "upsert", entity: "bare" },
    bare_out: { action: "append", entity: "bare", field: "lines", value: "data" },
  },
};
