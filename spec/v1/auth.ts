import type { OpenEnum } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/**
 * An account or credential the agent has set up, such as a signed-in user or an API key,
 * reported by `auth/status` for display. Every field is for showing to the user only: a
 * client must not treat any of them as a stable account id, and should keep them out of
 * logs and telemetry. Experimental.
 * @unstable auth_status
 * @example { "label": "OpenAI API key", "active": true, "organization": "Acme Corp" }
 */
export interface AuthAccount {
  /** A name for the account that reads well on its own, such as `Claude Max` or `Vertex AI`. */
  label: string;
  /**
   * `true` when the agent uses this account by default (several may be, for example one
   * per provider), `false` when it does not. Absent or `null` means the agent does not say.
   * @lenient
   */
  active?: boolean | null;
  /**
   * The user's display name or username. Absent or `null` means none is reported.
   * @lenient
   */
  name?: string | null;
  /**
   * The user's email address. Absent or `null` means none is reported.
   * @lenient
   */
  email?: string | null;
  /**
   * The organization, team or workspace the account works under. Absent or `null` means
   * none is reported.
   * @lenient
   */
  organization?: string | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * More about the account, for people (such as the plan it is on). Left out and `null`
   * both mean none.
   * @lenient
   */
  description?: string | null;
}

/**
 * Whether the agent can start sessions without the user signing in first. The enum is
 * open: values starting with `_` are free for extensions, other unlisted values are
 * reserved for later protocol versions, and a client treats any value it does not know as
 * `unknown`.
 * Experimental.
 * @unstable auth_status
 */
export type AuthState = OpenEnum<
  /** Credentials are set up; they may still turn out to be invalid when used. */
  | "authenticated"
  /** The user has to sign in, because credentials are missing, expired or known to be bad. */
  | "unauthenticated"
  /** No sign-in is needed at all, for example because the agent runs a local model. */
  | "not_required"
  /** The agent cannot tell right now. */
  | "unknown"
>;

/**
 * The params of `auth/status`, which asks the agent for its current authentication state
 * without changing it. Since a client calls it to find out whether a sign-in is needed,
 * the agent never answers it with the auth-required error (-32000). Experimental.
 * @unstable auth_status
 * @example {}
 */
export interface AuthStatusRequest {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `auth/status`: the agent's authentication state and, for display, the
 * accounts it has set up. Experimental.
 * @unstable auth_status
 * @example { "state": "authenticated", "accounts": [{ "label": "Claude Max", "active": true, "email": "dev@example.com" }] }
 */
export interface AuthStatusResponse {
  /** Whether sessions can start without a sign-in; the one field a client should act on. */
  state: AuthState;
  /**
   * The accounts the agent has set up, for display; an agent holding several should list
   * them all and mark the ones in use with `active`. Absent or `[]` means none is reported.
   * @lenient items
   */
  accounts?: AuthAccount[];
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `auth/status_update`, a notification the agent sends when its
 * authentication state changes. It carries the same fields as the `auth/status` result.
 * An agent that advertises `auth.status` may send it any time after `initialize`, and
 * should send it only when the state differs from the last one it reported on the
 * connection. Experimental.
 * @unstable auth_status
 * @example { "state": "unauthenticated" }
 */
export interface AuthStatusUpdateNotification {
  /** The new authentication state; the one field a client should act on. */
  state: AuthState;
  /**
   * The accounts the agent now has set up, for display. Absent or `[]` means none is
   * reported.
   * @lenient items
   */
  accounts?: AuthAccount[];
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}
