/**
 * ACP v2: types, and the codecs that parse and serialize them.
 * Each type has a codec of the same name: `Type.parse(json)`.
 */
import * as rt from "./runtime.js";
/**
 * A file-system path that is absolute. Senders must not send relative paths.
 *
 * Differs from the RFD draft: The RFD says every path is absolute; the published schema types paths as plain strings and does not check it.
 * @example
 * ```json
 * "/home/user/project/src/config.json"
 * ```
 */
export type AbsolutePath = rt.Brand<"v2.AbsolutePath">;
export declare const AbsolutePath: rt.Codec<AbsolutePath>;
/**
 * A whole-message upsert for an agent message, keyed by `messageId`. Use it to replay, correct or redact a message, or to send one that is already complete.
 * @see RFD `message-updates`
 * @example
 * ```json
 * {
 *   "messageId": "m1",
 *   "content": [
 *     {
 *       "type": "text",
 *       "text": "C"
 *     }
 *   ]
 * }
 * ```
 * @example
 * ```json
 * {
 *   "messageId": "m1",
 *   "_meta": {
 *     "source": "replay"
 *   }
 * }
 * ```
 */
export interface AgentMessage {
    /** The message to create or update. */
    messageId: MessageId;
    /** The message's whole content. A value replaces everything stored so far, including content that earlier chunks appended; `null` or `[]` empties it; leaving it out keeps the stored content. */
    content?: rt.Patch<ContentBlock[]>;
    /** The message's metadata: replaced by a value, cleared by `null`, kept when left out. */
    _meta?: rt.Patch<Meta>;
}
export declare const AgentMessage: rt.ObjectCodec<AgentMessage>;
/**
 * A whole-message upsert for an agent thought, keyed by `messageId`.
 * @see RFD `message-updates`
 * @example
 * ```json
 * {
 *   "messageId": "t1",
 *   "content": [
 *     {
 *       "type": "text",
 *       "text": "Checking the config first."
 *     }
 *   ]
 * }
 * ```
 */
export interface AgentThought {
    /** The thought to create or update. */
    messageId: MessageId;
    /** The thought's whole content. A value replaces everything stored so far, including content that earlier chunks appended; `null` or `[]` empties it; leaving it out keeps the stored content. */
    content?: rt.Patch<ContentBlock[]>;
    /** The thought's metadata: replaced by a value, cleared by `null`, kept when left out. */
    _meta?: rt.Patch<Meta>;
}
export declare const AgentThought: rt.ObjectCodec<AgentThought>;
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
export type ContentBlock = ContentBlockText | ContentBlockImage | ContentBlockAudio | ContentBlockResourceLink | ContentBlockResource | ContentBlockOther;
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
/** A variant of ContentBlock that this version does not know, kept whole. */
export type ContentBlockOther = rt.Other<"type">;
export declare const ContentBlock: rt.UnionCodec<ContentBlock>;
/**
 * One streamed piece of a message. The receiver appends `content` to the message whose id is `messageId`, creating the message if it is new.
 * @see RFD `message-id`
 * @example
 * ```json
 * {
 *   "messageId": "msg_user_8f7a1",
 *   "content": {
 *     "type": "text",
 *     "text": "Can you analyze this code?"
 *   }
 * }
 * ```
 */
export interface ContentChunk {
    /** The message this chunk belongs to. Required in v2, and never null. */
    messageId: MessageId;
    /** The single content block to append. */
    content: ContentBlock;
    _meta?: Meta | null;
}
export declare const ContentChunk: rt.ObjectCodec<ContentChunk>;
/**
 * A structured diff: the file changes, and optionally patch text that renders them.
 * @see RFD `diff-file-states`
 * @example
 * ```json
 * {
 *   "changes": [
 *     {
 *       "operation": "modify",
 *       "path": "/home/user/project/assets/logo.png",
 *       "fileType": "binary",
 *       "mimeType": "image/png"
 *     }
 *   ]
 * }
 * ```
 * @example
 * ```json
 * {
 *   "changes": [
 *     {
 *       "operation": "delete",
 *       "path": "/home/user/project/old.txt"
 *     }
 *   ],
 *   "patch": null
 * }
 * ```
 */
export interface Diff {
    /** Every affected path and what happened to it. */
    changes: DiffChange[];
    /** Patch text for the changes. Left out and `null` both mean none was provided. */
    patch?: DiffPatch | null;
    _meta?: Meta | null;
}
export declare const Diff: rt.ObjectCodec<Diff>;
/**
 * One file-level change, tagged on `operation`.
 * @see RFD `diff-file-states`
 * @example
 * ```json
 * {
 *   "operation": "modify",
 *   "path": "/home/user/project/src/config.json",
 *   "fileType": "text",
 *   "mimeType": "application/json"
 * }
 * ```
 * @example
 * ```json
 * {
 *   "operation": "move",
 *   "oldPath": "/home/user/project/a.txt",
 *   "path": "/home/user/project/b.txt"
 * }
 * ```
 */
export type DiffChange = DiffChangeAdd | DiffChangeDelete | DiffChangeModify | DiffChangeMove | DiffChangeCopy | DiffChangeOther;
/** A new entry at `path`. */
export interface DiffChangeAdd extends DiffPathChange {
    operation: "add";
}
/** The entry at `path` is gone. */
export interface DiffChangeDelete extends DiffPathChange {
    operation: "delete";
}
/** The entry at `path` changed in place. */
export interface DiffChangeModify extends DiffPathChange {
    operation: "modify";
}
/** The entry moved from `oldPath` to `path`. */
export interface DiffChangeMove extends DiffPathPairChange {
    operation: "move";
}
/** The entry at `oldPath` was copied to `path`. */
export interface DiffChangeCopy extends DiffPathPairChange {
    operation: "copy";
}
/** A variant of DiffChange that this version does not know, kept whole. */
export type DiffChangeOther = rt.Other<"operation">;
export declare const DiffChange: rt.UnionCodec<DiffChange>;
/** Fields that every file change may carry. */
export interface DiffChangeCommon {
    /** The kind of entry, when known. Left out or `null` means unknown. */
    fileType?: DiffFileType | null;
    /** The entry's MIME type, when known. Left out or `null` means unknown. */
    mimeType?: string | null;
    _meta?: Meta | null;
}
export declare const DiffChangeCommon: rt.ObjectCodec<DiffChangeCommon>;
/** The kind of file-system entry a change touches. */
export type DiffFileType = "text" | "binary" | "directory" | "symlink" | (string & {});
export declare const DiffFileType: rt.EnumCodec<DiffFileType>;
/**
 * Renderable patch text for a whole diff. One git patch may cover several files, so it belongs to the diff, not to a single change.
 * @see RFD `diff-file-states`
 * @example
 * ```json
 * {
 *   "format": "git_patch",
 *   "text": "diff --git a/notes.txt b/notes.txt\n--- a/notes.txt\n+++ b/notes.txt\n@@ -1 +1 @@\n-old\n+new\n"
 * }
 * ```
 */
export interface DiffPatch {
    /** How `text` is encoded. */
    format: DiffPatchFormat;
    /**
     * The patch text.
     *
     * Differs from the RFD draft: The RFD draft named this field `diff`; the published schema calls it `text` and rejects a payload that uses `diff`.
     */
    text: string;
}
export declare const DiffPatch: rt.ObjectCodec<DiffPatch>;
/** The format of a diff's patch text. */
export type DiffPatchFormat = "git_patch" | (string & {});
export declare const DiffPatchFormat: rt.EnumCodec<DiffPatchFormat>;
/** A change at one path: an entry added, deleted or modified in place. */
export interface DiffPathChange {
    /** The entry's path. */
    path: AbsolutePath;
    /** The kind of entry, when known. Left out or `null` means unknown. */
    fileType?: DiffFileType | null;
    /** The entry's MIME type, when known. Left out or `null` means unknown. */
    mimeType?: string | null;
    _meta?: Meta | null;
}
export declare const DiffPathChange: rt.ObjectCodec<DiffPathChange>;
/** A change that takes an entry from one path to another. */
export interface DiffPathPairChange {
    /** Where the entry was taken from. */
    oldPath: AbsolutePath;
    /** Where the entry is now. */
    path: AbsolutePath;
    /** The kind of entry, when known. Left out or `null` means unknown. */
    fileType?: DiffFileType | null;
    /** The entry's MIME type, when known. Left out or `null` means unknown. */
    mimeType?: string | null;
    _meta?: Meta | null;
}
export declare const DiffPathPairChange: rt.ObjectCodec<DiffPathPairChange>;
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
export type MessageId = rt.Brand<"v2.MessageId">;
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
 * Where a resumed session's history replay starts, tagged on `type`. Cursors are inclusive: replay includes the position the cursor names.
 * @see RFD `session-resume-replay`
 * @example
 * ```json
 * {
 *   "type": "start"
 * }
 * ```
 */
export type ReplayFrom = ReplayFromStart | ReplayFromOther;
/** Replay the whole conversation, from its first message. */
export interface ReplayFromStart {
    type: "start";
}
/** A variant of ReplayFrom that this version does not know, kept whole. */
export type ReplayFromOther = rt.Other<"type">;
export declare const ReplayFrom: rt.UnionCodec<ReplayFrom>;
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
 * The params of `session/resume`: reconnect to an existing session, optionally replaying its history through `session/update` before the response.
 * @see RFD `session-resume-replay`
 * @example
 * ```json
 * {
 *   "sessionId": "sess_1",
 *   "cwd": "/home/user/project",
 *   "replayFrom": {
 *     "type": "start"
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "sessionId": "sess_1",
 *   "cwd": "/home/user/project",
 *   "replayFrom": null
 * }
 * ```
 */
export interface ResumeSessionRequest {
    /** The session to resume. */
    sessionId: SessionId;
    /** The working directory for the session. */
    cwd: AbsolutePath;
    /** MCP servers the agent should connect to. */
    mcpServers?: McpServer[];
    /** Where to start replaying history. Left out and `null` both mean no replay. */
    replayFrom?: ReplayFrom | null;
    /** Directories besides `cwd` that the session may use. */
    additionalDirectories?: AbsolutePath[];
    _meta?: Meta | null;
}
export declare const ResumeSessionRequest: rt.ObjectCodec<ResumeSessionRequest>;
/**
 * The result of `session/resume`, sent after any replay has finished.
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
export type Role = "assistant" | "user" | (string & {});
export declare const Role: rt.EnumCodec<Role>;
/**
 * Identifies a session. The agent creates it; clients treat it as an opaque string.
 * @example
 * ```json
 * "sess_abc123def456"
 * ```
 */
export type SessionId = rt.Brand<"v2.SessionId">;
export declare const SessionId: rt.Codec<SessionId>;
/**
 * A change to a session that the agent reports to the client, tagged on `sessionUpdate`. Updates for one message apply in the order they arrive: chunks append, whole-message updates replace the fields they carry. Upstream v2 has further variants (tool calls, plans, ...) that the five RFDs implemented here do not cover; a receiver keeps them as unknown variants.
 * @see RFD `message-updates`
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message_chunk",
 *   "messageId": "msg_agent_c42b9",
 *   "content": {
 *     "type": "text",
 *     "text": "Let me analyze your code..."
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message",
 *   "messageId": "m1",
 *   "_meta": {
 *     "source": "replay"
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message",
 *   "messageId": "m1",
 *   "content": [
 *     {
 *       "type": "text",
 *       "text": "C"
 *     }
 *   ]
 * }
 * ```
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message_chunk",
 *   "messageId": "m1",
 *   "content": {
 *     "type": "text",
 *     "text": "A"
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message_chunk",
 *   "messageId": "m1",
 *   "content": {
 *     "type": "text",
 *     "text": "B"
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "sessionUpdate": "agent_message",
 *   "messageId": "m1",
 *   "content": [
 *     {
 *       "type": "text",
 *       "text": "A"
 *     }
 *   ]
 * }
 * ```
 */
export type SessionUpdate = SessionUpdateUserMessageChunk | SessionUpdateAgentMessageChunk | SessionUpdateAgentThoughtChunk | SessionUpdateUserMessage | SessionUpdateAgentMessage | SessionUpdateAgentThought | SessionUpdateOther;
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
/** A whole-message upsert of a user message. */
export interface SessionUpdateUserMessage extends UserMessage {
    sessionUpdate: "user_message";
}
/** A whole-message upsert of an agent message. */
export interface SessionUpdateAgentMessage extends AgentMessage {
    sessionUpdate: "agent_message";
}
/** A whole-message upsert of an agent thought. */
export interface SessionUpdateAgentThought extends AgentThought {
    sessionUpdate: "agent_thought";
}
/** A variant of SessionUpdate that this version does not know, kept whole. */
export type SessionUpdateOther = rt.Other<"sessionUpdate">;
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
 *   "changes": [
 *     {
 *       "operation": "modify",
 *       "path": "/home/user/project/src/config.json",
 *       "fileType": "text",
 *       "mimeType": "application/json"
 *     }
 *   ],
 *   "patch": {
 *     "format": "git_patch",
 *     "text": "diff --git /home/user/project/src/config.json /home/user/project/src/config.json\n--- /home/user/project/src/config.json\n+++ /home/user/project/src/config.json\n@@ -1,3 +1,3 @@\n {\n-  \"debug\": false\n+  \"debug\": true\n }\n"
 *   }
 * }
 * ```
 * @example
 * ```json
 * {
 *   "type": "diff",
 *   "changes": [
 *     {
 *       "operation": "modify",
 *       "path": "/home/user/project/assets/logo.png",
 *       "fileType": "binary",
 *       "mimeType": "image/png"
 *     }
 *   ]
 * }
 * ```
 */
export type ToolCallContent = ToolCallContentContent | ToolCallContentDiff | ToolCallContentTerminal | ToolCallContentOther;
/** Ordinary content. */
export interface ToolCallContentContent extends Content {
    type: "content";
}
/** File changes. */
export interface ToolCallContentDiff extends Diff {
    type: "diff";
}
/** Live terminal output. */
export interface ToolCallContentTerminal extends Terminal {
    type: "terminal";
}
/** A variant of ToolCallContent that this version does not know, kept whole. */
export type ToolCallContentOther = rt.Other<"type">;
export declare const ToolCallContent: rt.UnionCodec<ToolCallContent>;
/**
 * The params of `session/update`: one update for one session.
 * @example
 * ```json
 * {
 *   "sessionId": "sess_abc123def456",
 *   "update": {
 *     "sessionUpdate": "user_message_chunk",
 *     "messageId": "msg_user_8f7a1",
 *     "content": {
 *       "type": "text",
 *       "text": "Can you analyze this code?"
 *     }
 *   }
 * }
 * ```
 */
export interface UpdateSessionNotification {
    /** The session the update belongs to. */
    sessionId: SessionId;
    /** What changed. */
    update: SessionUpdate;
    _meta?: Meta | null;
}
export declare const UpdateSessionNotification: rt.ObjectCodec<UpdateSessionNotification>;
/**
 * A whole-message upsert for a user message, keyed by `messageId`. The agent sends it to acknowledge or replay a message the user sent.
 * @see RFD `message-updates`
 * @example
 * ```json
 * {
 *   "messageId": "u1",
 *   "content": [
 *     {
 *       "type": "text",
 *       "text": "hi"
 *     }
 *   ]
 * }
 * ```
 */
export interface UserMessage {
    /** The message to create or update. */
    messageId: MessageId;
    /** The message's whole content. A value replaces everything stored so far, including content that earlier chunks appended; `null` or `[]` empties it; leaving it out keeps the stored content. */
    content?: rt.Patch<ContentBlock[]>;
    /** The message's metadata: replaced by a value, cleared by `null`, kept when left out. */
    _meta?: rt.Patch<Meta>;
}
export declare const UserMessage: rt.ObjectCodec<UserMessage>;
/** Every codec of v2, by qualified type name. */
export declare const codecs: rt.CodecTable;
/** The v2 methods: who sends them, and the codecs of their params and result. */
export declare const methods: {
    /**
     * The client reconnects to an existing session. With `replayFrom` the agent first replays history as `session/update` notifications, then responds.
     * @example
     * ```json
     * {
     *   "jsonrpc": "2.0",
     *   "id": 1,
     *   "method": "session/resume",
     *   "params": {
     *     "sessionId": "sess_1",
     *     "cwd": "/home/user/project",
     *     "replayFrom": {
     *       "type": "start"
     *     }
     *   }
     * }
     * ```
     */
    readonly "session/resume": {
        readonly kind: "request";
        readonly direction: "client_to_agent";
        readonly params: rt.ObjectCodec<ResumeSessionRequest>;
        readonly result: rt.ObjectCodec<ResumeSessionResponse>;
    };
    /**
     * The agent reports a change to a session. The third example is the message-id RFD's sketch of a possible future update: a v2 receiver keeps it as an unknown variant.
     * @example
     * ```json
     * {
     *   "jsonrpc": "2.0",
     *   "method": "session/update",
     *   "params": {
     *     "sessionId": "sess_abc123def456",
     *     "update": {
     *       "sessionUpdate": "user_message_chunk",
     *       "messageId": "msg_user_8f7a1",
     *       "content": {
     *         "type": "text",
     *         "text": "Can you analyze this code?"
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
     *     "sessionId": "sess_abc123def456",
     *     "update": {
     *       "sessionUpdate": "message_update",
     *       "messageId": "ea87d0e7-beb8-484a-a404-94a30b78a5a8",
     *       "updateType": "replace",
     *       "content": {
     *         "type": "text",
     *         "text": "Actually, let me correct that analysis..."
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
     *     "sessionId": "sess_abc123def456",
     *     "update": {
     *       "sessionUpdate": "agent_message_chunk",
     *       "messageId": "msg_agent_c42b9",
     *       "content": {
     *         "type": "text",
     *         "text": "Let me analyze your code..."
     *       }
     *     }
     *   }
     * }
     * ```
     */
    readonly "session/update": {
        readonly kind: "notification";
        readonly direction: "agent_to_client";
        readonly params: rt.ObjectCodec<UpdateSessionNotification>;
        readonly result: null;
    };
};
/** The params type of each v2 method. */
export interface MethodParams {
    "session/resume": ResumeSessionRequest;
    "session/update": UpdateSessionNotification;
}
/** The result type of each v2 request. */
export interface MethodResults {
    "session/resume": ResumeSessionResponse;
}
