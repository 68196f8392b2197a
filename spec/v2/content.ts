import type { Integer, OpenEnum, OpenUnion, UInt64 } from "../vocabulary.js";
import type { Meta } from "./ids.js";
import type { Icon } from "./protocol.js";

/**
 * Which side of the conversation a piece of content is addressed to, used by
 * `Annotations.audience`. The enum is open: values starting with `_` are free
 * for extensions, other unknown values are reserved for later protocol
 * versions, and a receiver keeps an unknown value rather than rejecting it.
 */
export type Role = OpenEnum<
  /** The model or agent side of the conversation. */
  | "assistant"
  /** The human side of the conversation, as shown by the client. */
  | "user"
>;

/**
 * Optional hints attached to a content block or resource. Clients read them to
 * decide whether, where and how prominently to show the content; they never
 * change what the content is. Every field may be left out, and `null` means the
 * same as leaving it out.
 * @example { "audience": ["user"], "priority": 0.8, "lastModified": "2025-01-12T15:00:58Z" }
 */
export interface Annotations {
  /**
   * Who the content is intended for: the user, the assistant, or both.
   * Absent or `null` means no audience is stated.
   * @lenient items
   */
  audience?: Role[] | null;
  /**
   * When the underlying resource last changed, as an ISO 8601 timestamp such as
   * `2025-01-12T15:00:58Z`. Absent or `null` means the time is not reported.
   * @lenient
   */
  lastModified?: string | null;
  /**
   * How important the content is when a client picks what to surface, from 0
   * (least) to 1 (most). Absent or `null` means no priority is given.
   * @lenient
   * @minimum 0
   * @maximum 1
   */
  priority?: number | null;
  /**
   * Extension data for these annotations; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A piece of text sent to or produced by the model. Clients render it as
 * CommonMark Markdown. Every agent accepts text in prompts.
 * @example { "text": "Let me analyze your code..." }
 */
export interface TextContent {
  /** The text itself, usually Markdown. */
  text: string;
  /**
   * Display hints for this block. Absent or `null` means none.
   * @lenient
   */
  annotations?: Annotations | null;
  /**
   * Extension data for this block; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An image carried inline as base64 data. A client may put one in a prompt only
 * when the agent advertised the `image` prompt capability.
 * @example { "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "mimeType": "image/png" }
 */
export interface ImageContent {
  /** The image file's bytes, base64-encoded. */
  data: string;
  /** The image's MIME type, such as `image/png` or `image/jpeg`. */
  mimeType: string;
  /**
   * A URI naming where the image came from, when known. Absent or `null`
   * means the image has no associated URI.
   * @lenient
   */
  uri?: string | null;
  /**
   * Display hints for this block. Absent or `null` means none.
   * @lenient
   */
  annotations?: Annotations | null;
  /**
   * Extension data for this block; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An audio clip carried inline as base64 data, for example a voice prompt to
 * transcribe. A client may put one in a prompt only when the agent advertised
 * the `audio` prompt capability.
 * @example { "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=", "mimeType": "audio/wav" }
 */
export interface AudioContent {
  /** The audio file's bytes, base64-encoded. */
  data: string;
  /** The audio's MIME type, such as `audio/wav` or `audio/mpeg`. */
  mimeType: string;
  /**
   * Display hints for this block. Absent or `null` means none.
   * @lenient
   */
  annotations?: Annotations | null;
  /**
   * Extension data for this block; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A pointer to a resource, such as a file, that the receiver can read on its
 * own if it needs the contents. Every agent accepts resource links in prompts.
 * @example { "name": "config.json", "uri": "file:///home/user/project/src/config.json" }
 * @example { "name": "main.rs", "uri": "file:///home/user/project/src/main.rs", "title": "Entry point", "mimeType": "text/x-rust", "size": 2048 }
 */
export interface ResourceLink {
  /** A short, machine-friendly name for the resource, also shown when `title` is missing. */
  name: string;
  /** The resource's URI, such as a `file://` URL. */
  uri: string;
  /**
   * A title for people to read. Absent or `null` means none; show `name` instead.
   * @lenient
   */
  title?: string | null;
  /**
   * A sentence or two about what the resource holds. Absent or `null` means none.
   * @lenient
   */
  description?: string | null;
  /**
   * Icons, in various sizes, that a client may show next to the link. Absent
   * or `null` means there are none.
   * @lenient items
   */
  icons?: Icon[] | null;
  /**
   * The resource's MIME type. Absent or `null` means it is not stated.
   * @lenient
   */
  mimeType?: string | null;
  /**
   * The resource's size in bytes. Absent or `null` means the size is not known.
   * @lenient
   */
  size?: UInt64 | null;
  /**
   * Display hints for this link. Absent or `null` means none.
   * @lenient
   */
  annotations?: Annotations | null;
  /**
   * Extension data for this link; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A text resource's contents, embedded in full.
 * @example { "uri": "file:///home/user/project/src/main.rs", "text": "fn main() {\n    println!(\"hello\");\n}\n", "mimeType": "text/x-rust" }
 */
export interface TextResourceContents {
  /** The URI the contents were read from. */
  uri: string;
  /** The whole text of the resource. */
  text: string;
  /**
   * The resource's MIME type. Absent or `null` means it is not stated.
   * @lenient
   */
  mimeType?: string | null;
  /**
   * Extension data for these contents; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A binary resource's contents, embedded in full as base64.
 * @example { "uri": "file:///home/user/project/assets/logo.png", "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "mimeType": "image/png" }
 */
export interface BlobResourceContents {
  /** The URI the contents were read from. */
  uri: string;
  /** The resource's bytes, base64-encoded. */
  blob: string;
  /**
   * The resource's MIME type. Absent or `null` means it is not stated.
   * @lenient
   */
  mimeType?: string | null;
  /**
   * Extension data for these contents; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of an embedded resource. There is no tag: an object with a
 * `text` field is text contents, one with a `blob` field is binary contents.
 * @example { "uri": "file:///home/user/project/README.md", "text": "# Project\n" }
 */
export type EmbeddedResourceResource = TextResourceContents | BlobResourceContents;

/**
 * A resource whose contents travel inside the message, so the receiver needs
 * no extra round trip to read it. This is the preferred way to hand the agent
 * context; a client may use it in a prompt only when the agent advertised the
 * `embeddedContext` prompt capability.
 * @example { "resource": { "uri": "file:///home/user/project/README.md", "text": "# Project\n", "mimeType": "text/markdown" } }
 */
export interface EmbeddedResource {
  /** The embedded contents, either text or base64 bytes. */
  resource: EmbeddedResourceResource;
  /**
   * Display hints for this resource. Absent or `null` means none.
   * @lenient
   */
  annotations?: Annotations | null;
  /**
   * Extension data for this resource; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One block of displayable content, tagged on `type`. Content blocks make up
 * the user's prompt in `session/prompt`, the agent's messages and thoughts in
 * `session/update`, and tool call output. The shape matches MCP's content, so
 * an agent can pass an MCP tool's output through unchanged.
 *
 * The union is open. A receiver that meets a `type` it does not know keeps the
 * whole block when it stores, replays or forwards content, and otherwise skips
 * it or shows it generically; an agent answers a `session/prompt` holding a
 * block type it does not support with error `-32602` (invalid params). Types
 * starting with `_` are free for extensions.
 * @example { "type": "text", "text": "Can you analyze this code?" }
 */
export type ContentBlock = OpenUnion<
  "type",
  {
    /**
     * Text, rendered as Markdown. Every agent accepts it in prompts.
     * @example { "type": "text", "text": "Can you analyze this code?" }
     */
    text: TextContent;
    /**
     * An inline image; in a prompt it needs the agent's `image` prompt capability.
     * @example { "type": "image", "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "mimeType": "image/png" }
     */
    image: ImageContent;
    /**
     * An inline audio clip; in a prompt it needs the agent's `audio` prompt capability.
     * @example { "type": "audio", "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=", "mimeType": "audio/wav" }
     */
    audio: AudioContent;
    /**
     * A link the receiver can follow to read a resource. Every agent accepts it in prompts.
     * @example { "type": "resource_link", "name": "config.json", "uri": "file:///home/user/project/src/config.json", "mimeType": "application/json" }
     */
    resource_link: ResourceLink;
    /**
     * A resource with its contents included; in a prompt it needs the agent's
     * `embeddedContext` prompt capability.
     * @example { "type": "resource", "resource": { "uri": "file:///home/user/project/src/main.rs", "text": "fn main() {}\n", "mimeType": "text/x-rust" } }
     */
    resource: EmbeddedResource;
    /**
     * Invokes one of the agent's skills for the prompt, by the name of a `skill` entry of
     * the session's commands. Only in user messages and prompts, and only as the agent's
     * `skill` prompt capability allows (one, as the first block, unless `inline`).
     * Experimental.
     * @unstable agent_skills
     * @example { "type": "skill", "name": "pdf-processing" }
     */
    skill: SkillReference;
  }
>;

/**
 * A prompt the agent expects the user may send next; the client may offer it, and send
 * its content as a `session/prompt` unchanged. Experimental.
 * @unstable prompt_suggestions
 * @example { "prompt": [{ "type": "text", "text": "Run the failing test again" }] }
 */
export interface PromptSuggestion {
  /**
   * The suggested prompt, as `session/prompt` takes it: at least one block, usually
   * `text` and `resource_link` ones.
   * @minItems 1
   */
  prompt: ContentBlock[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A prompt's request to apply one of the agent's skills to the whole prompt. Experimental.
 * @unstable agent_skills
 * @example { "name": "pdf-processing" }
 */
export interface SkillReference {
  /** The `name` of a `skill` entry in the session's current commands. */
  name: string;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}
