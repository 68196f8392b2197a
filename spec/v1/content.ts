import type { Integer, Union } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/** One side of a conversation: the party that content is addressed to or comes from. */
export type Role =
  /** The agent, speaking for the language model. */
  | "assistant"
  /** The person using the client. */
  | "user";

/**
 * Optional hints attached to a content block or resource. Either side may set them; a
 * receiver uses them to decide how to show, order or route the content, and may ignore them.
 * @example { "audience": ["user"], "priority": 0.8, "lastModified": "2025-01-12T15:00:58Z" }
 */
export interface Annotations {
  /**
   * Who the content is intended for: the user, the model, or both. Absent or `null` means no
   * preference is stated.
   * @lenient items
   */
  audience?: Role[] | null;
  /**
   * When the underlying resource last changed, as an ISO 8601 timestamp.
   * @lenient
   */
  lastModified?: string | null;
  /**
   * How important the content is, from 0 (least) to 1 (most). Absent or `null` means no
   * ranking is given.
   * @lenient
   */
  priority?: number | null;
  /**
   * Extension data for these annotations; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Plain text, usually Markdown. Every agent accepts text in a prompt, and clients are
 * expected to render it as Markdown.
 * @example { "text": "Let me analyze your code..." }
 */
export interface TextContent {
  /** The text itself. */
  text: string;
  /**
   * Display and routing hints for this text.
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
 * An image, base64-encoded. A client puts one in a prompt only when the agent advertised
 * the `image` prompt capability.
 * @example { "mimeType": "image/png", "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" }
 */
export interface ImageContent {
  /** The image bytes, base64-encoded. */
  data: string;
  /** The image's MIME type, such as `image/png`. */
  mimeType: string;
  /**
   * Where the image came from, when known. Absent or `null` means no source is given.
   * @lenient
   */
  uri?: string | null;
  /**
   * Display and routing hints for this image.
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
 * An audio clip, base64-encoded. A client puts one in a prompt only when the agent
 * advertised the `audio` prompt capability.
 * @example { "mimeType": "audio/wav", "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=" }
 */
export interface AudioContent {
  /** The audio bytes, base64-encoded. */
  data: string;
  /** The audio's MIME type, such as `audio/wav`. */
  mimeType: string;
  /**
   * Display and routing hints for this clip.
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
 * A reference to a resource that the receiver can fetch itself. Every agent accepts
 * resource links in a prompt, whatever its prompt capabilities.
 * @example { "name": "config.json", "uri": "file:///home/user/project/src/config.json" }
 */
export interface ResourceLink {
  /** A short name for the resource, used to label it when no `title` is given. */
  name: string;
  /** Where the resource lives, as a URI (often `file://`). */
  uri: string;
  /**
   * A human-readable title to show in place of `name`.
   * @lenient
   */
  title?: string | null;
  /**
   * What the resource contains, in a few words for the reader.
   * @lenient
   */
  description?: string | null;
  /**
   * The resource's MIME type, when known.
   * @lenient
   */
  mimeType?: string | null;
  /**
   * The resource's size in bytes, when known.
   * @lenient
   */
  size?: Integer | null;
  /**
   * Display and routing hints for this link.
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
 * The text of a resource, embedded.
 * @example { "uri": "file:///home/user/project/README.md", "mimeType": "text/markdown", "text": "# Project\n" }
 */
export interface TextResourceContents {
  /** The URI that identifies the resource. */
  uri: string;
  /** The resource's contents as text. */
  text: string;
  /**
   * The resource's MIME type, when known.
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
 * The bytes of a resource, base64-encoded and embedded.
 * @example { "uri": "file:///home/user/project/assets/logo.bin", "mimeType": "application/octet-stream", "blob": "AAECAwQF" }
 */
export interface BlobResourceContents {
  /** The URI that identifies the resource. */
  uri: string;
  /** The resource bytes, base64-encoded. */
  blob: string;
  /**
   * The resource's MIME type, when known.
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
 * The contents of an embedded resource: text (a `text` field) or bytes (a `blob` field),
 * told apart by which of the two is present.
 */
export type EmbeddedResourceResource = TextResourceContents | BlobResourceContents;

/**
 * A resource whose contents travel inside the message, which saves the receiver a round
 * trip to fetch it. A client puts one in a prompt only when the agent advertised the
 * `embeddedContext` prompt capability.
 * @example { "resource": { "uri": "file:///home/user/project/src/main.rs", "mimeType": "text/x-rust", "text": "fn main() {}\n" } }
 */
export interface EmbeddedResource {
  /** The resource's URI together with its text or bytes. */
  resource: EmbeddedResourceResource;
  /**
   * Display and routing hints for this resource.
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
 * One block of message content, tagged on `type`. Content blocks make up user prompts
 * (`session/prompt`), the agent's streamed replies and thoughts (`session/update`), and
 * the output of tool calls. The shapes match the content types of the Model Context
 * Protocol, so an agent can pass MCP tool output along unchanged. The union is closed: a
 * block with an unknown `type` is rejected.
 * @example { "type": "text", "text": "Can you analyze this code?" }
 */
export type ContentBlock = Union<
  "type",
  {
    /**
     * Plain text, usually Markdown.
     * @example { "type": "text", "text": "Can you analyze this code?" }
     */
    text: TextContent;
    /**
     * An image; allowed in a prompt only with the `image` prompt capability.
     * @example { "type": "image", "mimeType": "image/png", "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" }
     */
    image: ImageContent;
    /**
     * An audio clip; allowed in a prompt only with the `audio` prompt capability.
     * @example { "type": "audio", "mimeType": "audio/wav", "data": "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=" }
     */
    audio: AudioContent;
    /**
     * A link to a resource the receiver can read itself; always allowed in a prompt.
     * @example { "type": "resource_link", "name": "main.rs", "uri": "file:///home/user/project/src/main.rs", "mimeType": "text/x-rust" }
     */
    resource_link: ResourceLink;
    /**
     * A resource with its contents embedded; allowed in a prompt only with the
     * `embeddedContext` prompt capability.
     * @example { "type": "resource", "resource": { "uri": "file:///home/user/project/src/main.rs", "mimeType": "text/x-rust", "text": "fn main() {\n    println!(\"Hello\");\n}\n" } }
     */
    resource: EmbeddedResource;
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
