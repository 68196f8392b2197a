import { createHash } from "node:crypto";
import type { GeneratedFile } from "../render/target.js";
import { LastByPath } from "../render/retained.js";

/** A generated file's text as UTF-8 bytes, and their SHA-256 (what the manifest records). */
export interface Encoded {
  readonly bytes: Buffer;
  readonly sha256: string;
}

/**
 * The bytes of the files encoded so far, by file: a file goes to the output cache and then to the writer, and a file
 * read from the output cache is bytes already. Each is encoded and hashed once; the entry goes with the file.
 */
const known = new WeakMap<GeneratedFile, Encoded>();

/**
 * A file's UTF-8 bytes and their SHA-256, encoded now unless they are known. With `keep`, they are known from then
 * on, for as long as the file is: the caller keeps the bytes of a small output alive for the writer to come, and no
 * more than that (a large spec's bytes, all kept until written, would add their size to its peak memory).
 */
export function encodedFile(f: GeneratedFile, keep = false): Encoded {
  let e = known.get(f);
  if (e === undefined) {
    e = lastEncoded.of(f.path, f.content, encode);
    if (keep) known.set(f, e);
  }
  return e;
}

function encode(content: string): Encoded {
  const bytes = Buffer.from(content, "utf8");
  return { bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** Watch mode's files as the last run encoded them, by path (see LastByPath): an edit re-encodes only the files it changed. */
const lastEncoded = new LastByPath<Encoded>();

/**
 * A file whose bytes (and their hash) are known: its text is decoded from them only when something reads it (the
 * writer compares bytes, and reads the text only for a diff).
 */
export function fileOfBytes(path: string, format: GeneratedFile["format"], encoded: Encoded): GeneratedFile {
  let content: string | undefined;
  const f: GeneratedFile = {
    path,
    format,
    get content(): string {
      content ??= encoded.bytes.toString("utf8");
      return content;
    },
  };
  known.set(f, encoded);
  return f;
}

/**
 * A file as another thread sends it (see render/parallel.ts): its path and format, its UTF-8 bytes (in a buffer of
 * their own, which the structured clone copies whole) and their SHA-256. The thread that rendered the file encodes it,
 * and the thread that writes it neither encodes nor hashes it again.
 */
export interface SentFile {
  readonly path: string;
  readonly format: GeneratedFile["format"];
  readonly bytes: Uint8Array;
  readonly sha256: string;
}

/** Files to send to another thread, encoded here (a file the output cache stored is encoded already). */
export function sentFiles(files: readonly GeneratedFile[]): SentFile[] {
  return files.map((f) => {
    const { bytes, sha256 } = encodedFile(f);
    // A small Buffer is a view of Node's shared pool: the clone would copy the whole pool, so its bytes are copied out.
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
    return { path: f.path, format: f.format, bytes: own, sha256 };
  });
}

/** Files another thread sent (see sentFiles): their bytes are known, and their text is decoded only if read. */
export function receivedFiles(sent: readonly SentFile[]): GeneratedFile[] {
  return sent.map((f) =>
    fileOfBytes(f.path, f.format, {
      bytes: Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength),
      sha256: f.sha256,
    }),
  );
}
