/**
 * ACP v1: types, and the codecs that parse and serialize them.
 * Each type has a codec of the same name: `Type.parse(json)`.
 */
import * as rt from "./runtime.js";
/** Hints about how a client should treat a content block. */
export interface Annotations {
    /** Who the content is intended for. */
    audience?: Role[] | null;
    /** When the underlying resource last changed, as an ISO 8601 timestamp. */
    lastModified?: string | null;
    /** How important the content is, from 0 (least) to 1 (most). */
    priority?: number | null;
    _meta?: Meta | null;
}
export declare const Annotations: rt.ObjectCodec<Annotations>;
/** An audio clip, base64-encoded. */
export interface AudioContent {
    /** The audio bytes, base64-encoded. */
    data: string;
    /** The audio's MIME type, such as `audio/wav`. */
    mimeType: string;
    annotations?: Annotations | null;
    _meta?: Meta | null;
}
export declare const AudioContent: rt.ObjectCodec<AudioContent>;
/** The bytes of a resource, base64-encoded and embedded. */
export interface BlobResourceContents {
    uri: string;
    /** The resource bytes, base64-encoded. */
    blob: string;
    mimeType?: string | null;
    _meta?: Meta | null;
}
export declare const BlobResourceContents: rt.ObjectCodec<BlobResourceContents>;
/** Ordinary content produced by a tool call. */
export interface Content {
    content: ContentBlock;
    _meta?: Meta | null;
}
export declare const Content: rt.ObjectCodec<Content>;
/**
 * One block of message content, tagged on `type`.
 * @example
 * ```json
 * {
 *   "type": "text",
 *   "text": "Can you analyze this code?"
 * }
 * ```
 */
export type ContentBlock = ContentBlockText | ContentBlockImage | ContentBlockAudio | ContentBlockResourceLink | ContentBlockResource;
/** Plain text. */
export interface ContentBlockText extends TextContent {
    type: "text";
}
/** An image. */
export interface ContentBlockImage extends ImageContent {
    type: "image";
}
/** An audio clip. */
export interface ContentBlockAudio extends AudioContent {
    type: "audio";
}
/** A link to a resource. */
export interface ContentBlockResourceLink extends ResourceLink {
    type: "resource_link";
}
/** A resource with its contents embedded. */
export interface ContentBlockResource extends EmbeddedResource {
    type: "resource";
}
export declare const ContentBlock: rt.UnionCodec<ContentBlock>;
/**
 * One streamed piece of a message. Without a `messageId`, a receiver can only guess where one message ends and the next begins.
 * @see RFD `message-id`
 * @example
 * ```json
 * {
 *   "content": {
 *     "type": "text",
 *     "text": "Analyzing..."
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "messageId": "msg_agent_c42b9",
 *   "content": {
 *     "type": "text",
 *     "text": "Let me analyze your code..."
 *   }
 * }
 * ```
 */
export interface ContentChunk {
    /** The single content block to append. */
    content: ContentBlock;
    /** The message this chunk belongs to, when the agent supports message ids. Left out and `null` are equivalent: no id was provided. */
    messageId?: MessageId | null;
    _meta?: Meta | null;
}
export declare const ContentChunk: rt.ObjectCodec<ContentChunk>;
/**
 * A file modification: the path with its text before and after.
 * @see RFD `diff-file-states`
 * @example
 * ```json
 * {
 *   "path": "/home/user/project/src/config.json",
 *   "oldText": "{\n  \"debug\": false\n}",
 *   "newText": "{\n  \"debug\": true\n}"
 * }
 * ```
 */
export interface Diff {
    /** The file's absolute path. */
    path: string;
    /** The text before the change. Left out or `null` means the file did not exist. */
    oldText?: string | null;
    /** The text after the change. */
    newText: string;
    _meta?: Meta | null;
}
export declare const Diff: rt.ObjectCodec<Diff>;
/** A resource whose contents travel inside the message. */
export interface EmbeddedResource {
    resource: EmbeddedResourceResource;
    annotations?: Annotations | null;
    _meta?: Meta | null;
}
export declare const EmbeddedResource: rt.ObjectCodec<EmbeddedResource>;
/** The contents of an embedded resource: text or bytes, told apart by their fields. */
export type EmbeddedResourceResource = TextResourceContents | BlobResourceContents;
export declare const EmbeddedResourceResource: rt.Codec<EmbeddedResourceResource>;
/** An environment variable set for an MCP server process. */
export interface EnvVariable {
    name: string;
    value: string;
    _meta?: Meta | null;
}
export declare const EnvVariable: rt.ObjectCodec<EnvVariable>;
/** An HTTP header sent to an MCP server. */
export interface HttpHeader {
    name: string;
    value: string;
    _meta?: Meta | null;
}
export declare const HttpHeader: rt.ObjectCodec<HttpHeader>;
/** An image, base64-encoded. */
export interface ImageContent {
    /** The image bytes, base64-encoded. */
    data: string;
    /** The image's MIME type, such as `image/png`. */
    mimeType: string;
    /** Where the image came from, when known. */
    uri?: string | null;
    annotations?: Annotations | null;
    _meta?: Meta | null;
}
export declare const ImageContent: rt.ObjectCodec<ImageContent>;
/**
 * The params of `session/load`: reopen an existing session and replay its whole history through `session/update` notifications before the response.
 * @example
 * ```json
 * {
 *   "sessionId": "sess_1",
 *   "cwd": "/home/user/project",
 *   "mcpServers": []
 * }
 * ```
 */
export interface LoadSessionRequest {
    /** The session to load. */
    sessionId: SessionId;
    /** The working directory for the session, an absolute path. */
    cwd: string;
    /** MCP servers the agent should connect to. */
    mcpServers: McpServer[];
    _meta?: Meta | null;
}
export declare const LoadSessionRequest: rt.ObjectCodec<LoadSessionRequest>;
/**
 * The result of `session/load`, sent after the replay has finished.
 * @example
 * ```json
 * {}
 * ```
 */
export interface LoadSessionResponse {
    _meta?: Meta | null;
}
export declare const LoadSessionResponse: rt.ObjectCodec<LoadSessionResponse>;
/** An MCP server the agent should connect to. HTTP and SSE servers carry a `type`; stdio servers have none. */
export type McpServer = McpServerHttp | McpServerSse | McpServerStdio;
export declare const McpServer: rt.Codec<McpServer>;
/** An MCP server reached over streamable HTTP. */
export interface McpServerHttp {
    type: "http";
    /** A name for the server, shown to the user. */
    name: string;
    url: string;
    headers: HttpHeader[];
    _meta?: Meta | null;
}
export declare const McpServerHttp: rt.ObjectCodec<McpServerHttp>;
/** An MCP server reached over server-sent events. */
export interface McpServerSse {
    type: "sse";
    /** A name for the server, shown to the user. */
    name: string;
    url: string;
    headers: HttpHeader[];
    _meta?: Meta | null;
}
export declare const McpServerSse: rt.ObjectCodec<McpServerSse>;
/**
 * An MCP server the agent starts as a child process and talks to over stdio.
 * @example
 * ```json
 * {
 *   "name": "files",
 *   "command": "/usr/local/bin/mcp-files",
 *   "args": [
 *     "--root",
 *     "/home/user/project"
 *   ],
 *   "env": []
 * }
 * ```
 */
export interface McpServerStdio {
    /** A name for the server, shown to the user. */
    name: string;
    /** The program to run. */
    command: string;
    args: string[];
    env: EnvVariable[];
    _meta?: Meta | null;
}
export declare const McpServerStdio: rt.ObjectCodec<McpServerStdio>;
/**
 * Identifies one user message, agent message or agent thought within a session. Only the agent mints message ids. They are opaque: compare them as strings and never parse them. Every chunk of one message carries the same id.
 * @see RFD `message-id`
 * @example
 * ```json
 * "msg_agent_c42b9"
 * ```
 */
export type MessageId = rt.Brand<"v1.MessageId">;
export declare const MessageId: rt.Codec<MessageId>;
/**
 * Extension data attached to a protocol object. Implementations may put anything here; names beginning with an underscore are reserved for the protocol.
 * @example
 * ```json
 * {
 *   "source": "replay"
 * }
 * ```
 */
export type Meta = rt.JsonObject;
export declare const Meta: rt.Codec<Meta>;
/**
 * A reference to a resource that the receiver can fetch itself.
 * @example
 * ```json
 * {
 *   "name": "config.json",
 *   "uri": "file:///home/user/project/src/config.json"
 * }
 * ```
 */
export interface ResourceLink {
    /** A short name for the resource. */
    name: string;
    /** Where the resource lives. */
    uri: string;
    /** A human-readable title. */
    title?: string | null;
    /** What the resource contains. */
    description?: string | null;
    mimeType?: string | null;
    /** The resource's size in bytes, when known. */
    size?: number | null;
    annotations?: Annotations | null;
    _meta?: Meta | null;
}
export declare const ResourceLink: rt.ObjectCodec<ResourceLink>;
/**
 * The params of `session/resume`: reconnect to an existing session without replaying its history.
 * @example
 * ```json
 * {
 *   "sessionId": "sess_1",
 *   "cwd": "/home/user/project"
 * }
 * ```
 */
export interface ResumeSessionRequest {
    /** The session to resume. */
    sessionId: SessionId;
    /** The working directory for the session, an absolute path. */
    cwd: string;
    /** MCP servers the agent should connect to. */
    mcpServers?: McpServer[];
    _meta?: Meta | null;
}
export declare const ResumeSessionRequest: rt.ObjectCodec<ResumeSessionRequest>;
/**
 * The result of `session/resume`.
 * @example
 * ```json
 * {}
 * ```
 */
export interface ResumeSessionResponse {
    _meta?: Meta | null;
}
export declare const ResumeSessionResponse: rt.ObjectCodec<ResumeSessionResponse>;
/** The party a piece of content is meant for. */
export type Role = "assistant" | "user";
export declare const Role: rt.EnumCodec<Role>;
/**
 * Identifies a session. The agent creates it; clients treat it as an opaque string.
 * @example
 * ```json
 * "sess_abc123def456"
 * ```
 */
export type SessionId = rt.Brand<"v1.SessionId">;
export declare const SessionId: rt.Codec<SessionId>;
/**
 * The params of `session/update`: one update for one session.
 * @example
 * ```json
 * {
 *   "sessionId": "sess_abc123def456",
 *   "update": {
 *     "sessionUpdate": "agent_message_chunk",
 *     "content": {
 *       "type": "text",
 *       "text": "Let me analyze your code..."
 *     }
 *   }
 * }
 * ```
 */
export interface SessionNotification {
    /** The session the update belongs to. */
    sessionId: SessionId;
    /** What changed. */
    update: SessionUpdate;
    _meta?: Meta | null;
}
export declare const SessionNotification: rt.ObjectCodec<SessionNotification>;
/**
 * A change to a session that the agent reports to the client, tagged on `sessionUpdate`. v1 unions are closed: an unknown tag is an error.
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message_chunk",
 *   "content": {
 *     "type": "text",
 *     "text": "Analyzing..."
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message_chunk",
 *   "content": {
 *     "type": "text",
 *     "text": "Found issues."
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message_chunk",
 *   "content": {
 *     "type": "text",
 *     "text": "Fixed the issues."
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message_chunk",
 *   "messageId": "msg_agent_c42b9",
 *   "content": {
 *     "type": "text",
 *     "text": "Analyzing..."
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message_clear"
 * }
 * ```
 */
export type SessionUpdate = SessionUpdateUserMessageChunk | SessionUpdateAgentMessageChunk | SessionUpdateAgentThoughtChunk | SessionUpdateAgentMessageClear;
/** A streamed piece of a user message. */
export interface SessionUpdateUserMessageChunk extends ContentChunk {
    sessionUpdate: "user_message_chunk";
}
/** A streamed piece of an agent message. */
export interface SessionUpdateAgentMessageChunk extends ContentChunk {
    sessionUpdate: "agent_message_chunk";
}
/** A streamed piece of an agent thought. */
export interface SessionUpdateAgentThoughtChunk extends ContentChunk {
    sessionUpdate: "agent_thought_chunk";
}
/**
 * Empties the content streamed so far for the agent message that is being streamed; later chunks start again from nothing. Earlier messages are untouched.
 *
 * @experimental Unstable feature `agent_message_clear`. Proposed by the agent-message-clear RFD and never merged: upstream pointed to message ids plus a whole `agent_message` update, which v2 has. A v1 peer that does not know it ignores it.
 * @see RFD `agent-message-clear`
 */
export interface SessionUpdateAgentMessageClear {
    sessionUpdate: "agent_message_clear";
}
export declare const SessionUpdate: rt.UnionCodec<SessionUpdate>;
/** A terminal whose output belongs to a tool call. */
export interface Terminal {
    /** The terminal, as created with `terminal/create`. */
    terminalId: string;
    _meta?: Meta | null;
}
export declare const Terminal: rt.ObjectCodec<Terminal>;
/**
 * Plain text, usually Markdown.
 * @example
 * ```json
 * {
 *   "text": "Let me analyze your code..."
 * }
 * ```
 */
export interface TextContent {
    text: string;
    annotations?: Annotations | null;
    _meta?: Meta | null;
}
export declare const TextContent: rt.ObjectCodec<TextContent>;
/** The text of a resource, embedded. */
export interface TextResourceContents {
    uri: string;
    text: string;
    mimeType?: string | null;
    _meta?: Meta | null;
}
export declare const TextResourceContents: rt.ObjectCodec<TextResourceContents>;
/**
 * What a tool call produced, tagged on `type`.
 * @example
 * ```json
 * {
 *   "type": "diff",
 *   "path": "/home/user/project/src/config.json",
 *   "oldText": "{\n  \"debug\": false\n}",
 *   "newText": "{\n  \"debug\": true\n}"
 * }
 * ```
 */
export type ToolCallContent = ToolCallContentContent | ToolCallContentDiff | ToolCallContentTerminal;
/** Ordinary content. */
export interface ToolCallContentContent extends Content {
    type: "content";
}
/** A file modification. */
export interface ToolCallContentDiff extends Diff {
    type: "diff";
}
/** Live terminal output. */
export interface ToolCallContentTerminal extends Terminal {
    type: "terminal";
}
export declare const ToolCallContent: rt.UnionCodec<ToolCallContent>;
/** Every codec of v1, by qualified type name. */
export declare const codecs: rt.CodecTable;
/** The v1 methods: who sends them, and the codecs of their params and result. */
export declare const methods: {
    /** The client reopens a session; the agent replays its history, then responds. */
    readonly "session/load": {
        readonly kind: "request";
        readonly direction: "client_to_agent";
        readonly params: rt.ObjectCodec<LoadSessionRequest>;
        readonly result: rt.ObjectCodec<LoadSessionResponse>;
    };
    /** The client reconnects to a session without a replay. */
    readonly "session/resume": {
        readonly kind: "request";
        readonly direction: "client_to_agent";
        readonly params: rt.ObjectCodec<ResumeSessionRequest>;
        readonly result: rt.ObjectCodec<ResumeSessionResponse>;
    };
    /**
     * The agent reports a change to a session.
     * @example
     * ```json
     * {
     *   "jsonrpc": "2.0",
     *   "method": "session/update",
     *   "params": {
     *     "sessionId": "sess_abc123def456",
     *     "update": {
     *       "sessionUpdate": "agent_message_chunk",
     *       "content": {
     *         "type": "text",
     *         "text": "Let me analyze your code..."
     *       }
     *     }
     *   }
     * }
     * ```
     * @example
     * ```json
     * {
     *   "jsonrpc": "2.0",
     *   "method": "session/update",
     *   "params": {
     *     "sessionId": "sess_abc123",
     *     "update": {
     *       "sessionUpdate": "agent_message_clear"
     *     }
     *   }
     * }
     * ```
     */
    readonly "session/update": {
        readonly kind: "notification";
        readonly direction: "agent_to_client";
        readonly params: rt.ObjectCodec<SessionNotification>;
        readonly result: null;
    };
};
/** The params type of each v1 method. */
export interface MethodParams {
    "session/load": LoadSessionRequest;
    "session/resume": ResumeSessionRequest;
    "session/update": SessionNotification;
}
/** The result type of each v1 request. */
export interface MethodResults {
    "session/load": LoadSessionResponse;
    "session/resume": ResumeSessionResponse;
}
