/**
 * I-JSON (RFC 7493) asks that the names of an object's members be unique. A
 * JSON value cannot hold two members of one name, so this reads the text: it
 * finds the first object, in document order, that names a member twice.
 */

/** Where a duplicate stands: the JSON path of the object (`$`, `$.a[0].b`, `$["odd key"]`) and the repeated name. */
export interface DuplicateMember {
  readonly path: string;
  readonly name: string;
}

/** One step of a JSON path as the bindings print it: `.name` for a plain identifier, else `["..."]`. */
export function pathStep(key: string | number): string {
  if (typeof key === "number") return `[${key}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/**
 * The first duplicate member name of well-formed JSON text, or null when every
 * object's names are unique. Names are compared after unescaping, so `"a"` and
 * `"\u0061"` are the same name. Text that is not JSON gives null (the JSON
 * reader reports it).
 */
export function firstDuplicateMember(text: string): DuplicateMember | null {
  let i = 0;
  const space = (): void => {
    while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
  };
  const string = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  // An explicit stack: nesting depth is the input's to choose, the call stack is not.
  interface Frame {
    readonly path: string;
    readonly names: Set<string> | null;
    index: number;
  }
  const stack: Frame[] = [];
  try {
    let path = "$";
    for (;;) {
      space();
      const c = text[i];
      if (c === "{" || c === "[") {
        i++;
        stack.push({ path, names: c === "{" ? new Set() : null, index: 0 });
        space();
        if (text[i] === "}" || text[i] === "]") {
          i++;
          stack.pop();
        } else {
          const top = stack[stack.length - 1]!;
          if (top.names) {
            const name = string();
            if (top.names.has(name)) return { path: top.path, name };
            top.names.add(name);
            space();
            i++; // the colon
            path = top.path + pathStep(name);
          } else path = top.path + pathStep(0);
          continue;
        }
      } else if (c === '"') string();
      else {
        // A number or a literal: up to the next delimiter.
        while (i < text.length && !",]} \t\n\r".includes(text[i]!)) i++;
      }
      // After a value: a comma goes on with the container, a closer ends it.
      for (;;) {
        space();
        const top = stack[stack.length - 1];
        if (!top) return null;
        if (text[i] === ",") {
          i++;
          space();
          top.index++;
          if (top.names) {
            const name = string();
            if (top.names.has(name)) return { path: top.path, name };
            top.names.add(name);
            space();
            i++;
            path = top.path + pathStep(name);
          } else path = top.path + pathStep(top.index);
          break;
        }
        if (text[i] === "}" || text[i] === "]") {
          i++;
          stack.pop();
          continue;
        }
        return null;
      }
    }
  } catch {
    return null;
  }
}
