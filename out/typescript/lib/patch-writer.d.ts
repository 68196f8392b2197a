/**
 * A small git patch writer: the patch that turns `oldText` into `newText` for
 * one file. It is the same algorithm in every generated language (a longest
 * common subsequence of lines, three lines of context), so all three write the
 * same bytes.
 */
/** The git patch for one file. `oldText` null means the file did not exist. `path` is absolute. */
export declare function gitPatch(path: string, oldText: string | null, newText: string): string;
