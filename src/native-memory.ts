/**
 * The native parser and compiler (oxc-parser, oxc-transform) allocate through
 * their own copy of mimalloc. By default mimalloc hands freed memory back to
 * the system only after a delay, and only when the thread that freed it
 * allocates again: the main thread parses the spec (and, for a large package,
 * compiles lib/) in bursts, then renders in JavaScript for seconds without
 * calling into the native code, so what a burst freed stayed resident for the
 * rest of the run (a 10,000-type spec: about 100 MB of the peak RSS, most of
 * it the compile's). With a purge delay of 0, freed pages go back when they
 * are freed. Child processes inherit the setting; only mimalloc reads it.
 *
 * mimalloc reads its options from the environment once, when a binding is
 * loaded: this must run before the first binding loads. A value the user set
 * is kept. (The TypeScript target sets the same for oxc-transform where it
 * loads it: a language imports nothing of the core.)
 */
export function returnNativeMemoryPromptly(): void {
  if (process.env.MIMALLOC_PURGE_DELAY === undefined) process.env.MIMALLOC_PURGE_DELAY = "0";
}
