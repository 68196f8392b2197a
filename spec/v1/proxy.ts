import type { Json } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/** @unstable proxy_chains */
export interface ProxySuccessorNotification {
  method: string;
  params?: unknown;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable proxy_chains */
export interface ProxySuccessorRequest {
  method: string;
  params?: unknown;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable proxy_chains */
export type ProxySuccessorResponse = Json;
