import type { Integer, OpenEnum, OpenUnion } from "../vocabulary.js";
import type { Meta } from "./ids.js";
import type { Icon } from "./protocol.js";

/** The party a piece of content is meant for. */
export type Role = OpenEnum<"assistant" | "user">;

/** Hints about how a client should treat a content block. */
export interface Annotations {
  /**
   * Who the content is intended for.
   * @lenient items
   */
  audience?: Role[] | null;
  /**
   * When the underlying resource last changed, as an ISO 8601 timestamp.
   * @lenient
   */
  lastModified?: string | null;
  /**
   * How important the content is, from 0 (least) to 1 (most).
   * @lenient
   * @minimum 0
   * @maximum 1
   */
  priority?: number | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * Plain text, usually Markdown.
 * @example { "text": "Let me analyze your code..." }
 */
export interface TextContent {
  text: string;
  /** @lenient */
  annotations?: Annotations | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** An image, base64-encoded. */
export interface ImageContent {
  /** The image bytes, base64-encoded. */
  data: string;
  /** The image's MIME type, such as `image/png`. */
  mimeType: string;
  /**
   * Where the image came from, when known.
   * @lenient
   */
  uri?: string | null;
  /** @lenient */
  annotations?: Annotations | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** An audio clip, base64-encoded. */
export interface AudioContent {
  /** The audio bytes, base64-encoded. */
  data: string;
  /** The audio's MIME type, such as `audio/wav`. */
  mimeType: string;
  /** @lenient */
  annotations?: Annotations | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * A reference to a resource that the receiver can fetch itself.
 * @example { "name": "config.json", "uri": "file:///home/user/project/src/config.json" }
 */
export interface ResourceLink {
  /** A short name for the resource. */
  name: string;
  /** Where the resource lives. */
  uri: string;
  /**
   * A human-readable title.
   * @lenient
   */
  title?: string | null;
  /**
   * What the resource contains.
   * @lenient
   */
  description?: string | null;
  /**
   * Icons the client may show for the resource.
   * @lenient items
   */
  icons?: Icon[] | null;
  /** @lenient */
  mimeType?: string | null;
  /**
   * The resource's size in bytes, when known.
   * @lenient
   */
  size?: Integer | null;
  /** @lenient */
  annotations?: Annotations | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The text of a resource, embedded. */
export interface TextResourceContents {
  uri: string;
  text: string;
  /** @lenient */
  mimeType?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The bytes of a resource, base64-encoded and embedded. */
export interface BlobResourceContents {
  uri: string;
  /** The resource bytes, base64-encoded. */
  blob: string;
  /** @lenient */
  mimeType?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The contents of an embedded resource: text or bytes, told apart by their fields. */
export type EmbeddedResourceResource = TextResourceContents | BlobResourceContents;

/** A resource whose contents travel inside the message. */
export interface EmbeddedResource {
  resource: EmbeddedResourceResource;
  /** @lenient */
  annotations?: Annotations | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * One block of message content, tagged on `type`.
 * @example { "type": "text", "text": "Can you analyze this code?" }
 */
export type ContentBlock = OpenUnion<
  "type",
  {
    /** Plain text. */
    text: TextContent;
    /** An image. */
    image: ImageContent;
    /** An audio clip. */
    audio: AudioContent;
    /** A link to a resource. */
    resource_link: ResourceLink;
    /** A resource with its contents embedded. */
    resource: EmbeddedResource;
  }
>;
