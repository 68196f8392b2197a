/** The git patch for one file. `oldText` null means the file did not exist. `path` is absolute. */
export declare function gitPatch(path: string, oldText: string | null, newText: string): string;
