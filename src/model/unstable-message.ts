/** The message of an `@unstable` tag without a feature name (which `diff` forgives in an older base spec). */
export const UNNAMED_UNSTABLE =
  "@unstable starts with the name of its feature in snake_case: `@unstable session_fork Why it is unstable.`";
