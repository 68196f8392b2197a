import type { OpenEnum } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/** @unstable auth_status */
export interface AuthAccount {
  label: string;
  /** @lenient */
  active?: boolean | null;
  /** @lenient */
  name?: string | null;
  /** @lenient */
  email?: string | null;
  /** @lenient */
  organization?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable auth_status */
export type AuthState = OpenEnum<"authenticated" | "unauthenticated" | "not_required" | "unknown">;

/** @unstable auth_status */
export interface AuthStatusRequest {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable auth_status */
export interface AuthStatusResponse {
  state: AuthState;
  /** @lenient items */
  accounts?: AuthAccount[];
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable auth_status */
export interface AuthStatusUpdateNotification {
  state: AuthState;
  /** @lenient items */
  accounts?: AuthAccount[];
  /** @lenient */
  _meta?: Meta | null;
}
