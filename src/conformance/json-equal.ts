const isNumeric = (v: unknown): v is number | bigint => typeof v === "number" || typeof v === "bigint";

/**
 * JSON value equality: key order ignored, an absent key different from null, and
 * numbers equal when they are written the same (a double 1e20 and the exact
 * integer 100000000000000000000 are one JSON number). Returns the first
 * difference's path, or null.
 */
export function jsonDiff(a: unknown, b: unknown, path = "$"): string | null {
  if (a === b) return null;
  if (isNumeric(a) && isNumeric(b)) return String(a) === String(b) ? null : path;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return path;
    if (a.length !== b.length) return `${path} (length ${a.length} vs ${b.length})`;
    for (let i = 0; i < a.length; i++) {
      const d = jsonDiff(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (typeof a === "object" && typeof b === "object" && a !== null && b !== null) {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
    for (const k of [...keys].sort()) {
      if (!(k in ao) || !(k in bo)) return `${path}.${k} (present on one side only)`;
      const d = jsonDiff(ao[k], bo[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return path;
}
