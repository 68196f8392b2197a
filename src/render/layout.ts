/**
 * How a language's formatter lays out a bracketed list (a call's arguments, an array, a parameter list): the widths
 * it keeps one on a line within. Each language declares its profile once and lays out every list it prints with
 * `layoutList`, so that what the emitter writes is what the formatter would have written.
 */
export interface WidthProfile {
  /** The longest line (rustfmt's `max_width`, ruff's `line-length`, prettier's `printWidth`). */
  readonly maxWidth: number;
  /** One level of indentation. */
  readonly indent: string;
  /**
   * The widest list, items and separators without the brackets, that stays on one line even when the line would fit
   * (rustfmt's `fn_call_width` and `array_width`); none when only the line's width counts.
   */
  readonly listWidth?: number;
  /** Whether a list that does not fit tries its items together on one indented line before one per line (ruff). */
  readonly hug?: boolean;
  /** Whether each item of a list laid out one per line takes a comma after it, the last included (default: yes). */
  readonly trailingComma?: boolean;
  /** A line's width as the formatter counts it (default: its length in UTF-16 code units). */
  readonly measure?: (text: string) => number;
}

/**
 * `open` + the items + `close`, at `indent`, laid out under the profile: on one line when it fits; else, for a
 * profile that hugs, the items together on one indented line; else one item per line. `open` carries what comes
 * before the bracket (`let x = f(`), `close` what follows it (`);`). `over` adjusts the profile for one construct
 * (rustfmt measures a signature by the line alone, an attribute has no trailing comma).
 */
export function layoutList(
  profile: WidthProfile,
  indent: string,
  open: string,
  items: readonly string[],
  close: string,
  over: Partial<WidthProfile> = {},
): string {
  const p = { ...profile, ...over };
  const width = p.measure ?? ((text: string) => text.length);
  const flat = items.join(", ");
  const one = `${indent}${open}${flat}${close}`;
  if ((p.listWidth === undefined || width(flat) <= p.listWidth) && width(one) <= p.maxWidth) return one;
  const inner = `${indent}${p.indent}`;
  if (p.hug && width(`${inner}${flat}`) <= p.maxWidth) return `${indent}${open}\n${inner}${flat}\n${indent}${close}`;
  const comma = p.trailingComma === false ? "" : ",";
  const last = items.length - 1;
  const lines = items.map((item, i) => `${inner}${item}${i < last ? "," : comma}`);
  return `${indent}${open}\n${lines.join("\n")}\n${indent}${close}`;
}

/** Whether `text` fits on one line of the profile. */
export function fits(profile: WidthProfile, text: string): boolean {
  return (profile.measure ?? ((t: string) => t.length))(text) <= profile.maxWidth;
}
