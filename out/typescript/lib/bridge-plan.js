import { converterFor } from "./convert.js";
import { host } from "./host.js";
import { reducerFor } from "./reducer.js";
/** The bridge's plan, from the spec. */
export const plan = {
	versions: [{
		name: "v1",
		methods: [
			{
				name: "$/cancel_request",
				request: false,
				from: "both",
				params: "v1.CancelRequestNotification",
				result: null
			},
			{
				name: "auth/status",
				request: true,
				from: "client",
				params: "v1.AuthStatusRequest",
				result: "v1.AuthStatusResponse"
			},
			{
				name: "auth/status_update",
				request: false,
				from: "agent",
				params: "v1.AuthStatusUpdateNotification",
				result: null
			},
			{
				name: "authenticate",
				request: true,
				from: "client",
				params: "v1.AuthenticateRequest",
				result: "v1.AuthenticateResponse"
			},
			{
				name: "elicitation/complete",
				request: false,
				from: "agent",
				params: "v1.CompleteElicitationNotification",
				result: null
			},
			{
				name: "elicitation/create",
				request: true,
				from: "agent",
				params: "v1.CreateElicitationRequest",
				result: "v1.CreateElicitationResponse"
			},
			{
				name: "fs/read_text_file",
				request: true,
				from: "agent",
				params: "v1.ReadTextFileRequest",
				result: "v1.ReadTextFileResponse"
			},
			{
				name: "fs/write_text_file",
				request: true,
				from: "agent",
				params: "v1.WriteTextFileRequest",
				result: "v1.WriteTextFileResponse"
			},
			{
				name: "initialize",
				request: true,
				from: "client",
				params: "v1.InitializeRequest",
				result: "v1.InitializeResponse"
			},
			{
				name: "logout",
				request: true,
				from: "client",
				params: "v1.LogoutRequest",
				result: "v1.LogoutResponse"
			},
			{
				name: "mcp/message",
				request: true,
				from: "both",
				params: "v1.MessageMcpRequest",
				result: "v1.MessageMcpResponse"
			},
			{
				name: "providers/disable",
				request: true,
				from: "client",
				params: "v1.DisableProviderRequest",
				result: "v1.DisableProviderResponse"
			},
			{
				name: "providers/list",
				request: true,
				from: "client",
				params: "v1.ListProvidersRequest",
				result: "v1.ListProvidersResponse"
			},
			{
				name: "providers/set",
				request: true,
				from: "client",
				params: "v1.SetProviderRequest",
				result: "v1.SetProviderResponse"
			},
			{
				name: "proxy/initialize",
				request: true,
				from: "agent",
				params: "v1.InitializeProxyRequest",
				result: "v1.InitializeProxyResponse"
			},
			{
				name: "proxy/successor",
				request: true,
				from: "agent",
				params: "v1.ProxySuccessorRequest",
				result: "v1.ProxySuccessorResponse"
			},
			{
				name: "session/archive",
				request: true,
				from: "client",
				params: "v1.ArchiveSessionRequest",
				result: "v1.ArchiveSessionResponse"
			},
			{
				name: "session/cancel",
				request: false,
				from: "client",
				params: "v1.CancelNotification",
				result: null
			},
			{
				name: "session/close",
				request: true,
				from: "client",
				params: "v1.CloseSessionRequest",
				result: "v1.CloseSessionResponse"
			},
			{
				name: "session/delete",
				request: true,
				from: "client",
				params: "v1.DeleteSessionRequest",
				result: "v1.DeleteSessionResponse"
			},
			{
				name: "session/fork",
				request: true,
				from: "client",
				params: "v1.ForkSessionRequest",
				result: "v1.ForkSessionResponse"
			},
			{
				name: "session/list",
				request: true,
				from: "client",
				params: "v1.ListSessionsRequest",
				result: "v1.ListSessionsResponse"
			},
			{
				name: "session/load",
				request: true,
				from: "client",
				params: "v1.LoadSessionRequest",
				result: "v1.LoadSessionResponse"
			},
			{
				name: "session/new",
				request: true,
				from: "client",
				params: "v1.NewSessionRequest",
				result: "v1.NewSessionResponse"
			},
			{
				name: "session/options",
				request: true,
				from: "client",
				params: "v1.SessionOptionsRequest",
				result: "v1.SessionOptionsResponse"
			},
			{
				name: "session/prompt",
				request: true,
				from: "client",
				params: "v1.PromptRequest",
				result: "v1.PromptResponse"
			},
			{
				name: "session/request_permission",
				request: true,
				from: "agent",
				params: "v1.RequestPermissionRequest",
				result: "v1.RequestPermissionResponse"
			},
			{
				name: "session/resume",
				request: true,
				from: "client",
				params: "v1.ResumeSessionRequest",
				result: "v1.ResumeSessionResponse"
			},
			{
				name: "session/set_config_option",
				request: true,
				from: "client",
				params: "v1.SetSessionConfigOptionRequest",
				result: "v1.SetSessionConfigOptionResponse"
			},
			{
				name: "session/set_mode",
				request: true,
				from: "client",
				params: "v1.SetSessionModeRequest",
				result: "v1.SetSessionModeResponse"
			},
			{
				name: "session/set_title",
				request: true,
				from: "client",
				params: "v1.SetSessionTitleRequest",
				result: "v1.SetSessionTitleResponse"
			},
			{
				name: "session/status",
				request: true,
				from: "client",
				params: "v1.SessionStatusRequest",
				result: "v1.SessionStatusResponse"
			},
			{
				name: "session/unarchive",
				request: true,
				from: "client",
				params: "v1.UnarchiveSessionRequest",
				result: "v1.UnarchiveSessionResponse"
			},
			{
				name: "session/update",
				request: false,
				from: "agent",
				params: "v1.SessionNotification",
				result: null
			},
			{
				name: "terminal/create",
				request: true,
				from: "agent",
				params: "v1.CreateTerminalRequest",
				result: "v1.CreateTerminalResponse"
			},
			{
				name: "terminal/kill",
				request: true,
				from: "agent",
				params: "v1.KillTerminalRequest",
				result: "v1.KillTerminalResponse"
			},
			{
				name: "terminal/output",
				request: true,
				from: "agent",
				params: "v1.TerminalOutputRequest",
				result: "v1.TerminalOutputResponse"
			},
			{
				name: "terminal/release",
				request: true,
				from: "agent",
				params: "v1.ReleaseTerminalRequest",
				result: "v1.ReleaseTerminalResponse"
			},
			{
				name: "terminal/wait_for_exit",
				request: true,
				from: "agent",
				params: "v1.WaitForTerminalExitRequest",
				result: "v1.WaitForTerminalExitResponse"
			}
		],
		cancelRequest: {
			method: "$/cancel_request",
			field: "requestId"
		},
		updates: {
			method: "session/update",
			field: "update",
			tagField: "sessionUpdate"
		}
	}, {
		name: "v2",
		methods: [
			{
				name: "$/cancel_request",
				request: false,
				from: "both",
				params: "v2.CancelRequestNotification",
				result: null
			},
			{
				name: "auth/login",
				request: true,
				from: "client",
				params: "v2.LoginAuthRequest",
				result: "v2.LoginAuthResponse"
			},
			{
				name: "auth/logout",
				request: true,
				from: "client",
				params: "v2.LogoutAuthRequest",
				result: "v2.LogoutAuthResponse"
			},
			{
				name: "auth/status",
				request: true,
				from: "client",
				params: "v2.AuthStatusRequest",
				result: "v2.AuthStatusResponse"
			},
			{
				name: "auth/status_update",
				request: false,
				from: "agent",
				params: "v2.AuthStatusUpdateNotification",
				result: null
			},
			{
				name: "elicitation/complete",
				request: false,
				from: "agent",
				params: "v2.CompleteElicitationNotification",
				result: null
			},
			{
				name: "elicitation/create",
				request: true,
				from: "agent",
				params: "v2.CreateElicitationRequest",
				result: "v2.CreateElicitationResponse"
			},
			{
				name: "initialize",
				request: true,
				from: "client",
				params: "v2.InitializeRequest",
				result: "v2.InitializeResponse"
			},
			{
				name: "mcp/message",
				request: true,
				from: "both",
				params: "v2.MessageMcpRequest",
				result: "v2.MessageMcpResponse"
			},
			{
				name: "providers/disable",
				request: true,
				from: "client",
				params: "v2.DisableProviderRequest",
				result: "v2.DisableProviderResponse"
			},
			{
				name: "providers/list",
				request: true,
				from: "client",
				params: "v2.ListProvidersRequest",
				result: "v2.ListProvidersResponse"
			},
			{
				name: "providers/set",
				request: true,
				from: "client",
				params: "v2.SetProviderRequest",
				result: "v2.SetProviderResponse"
			},
			{
				name: "proxy/initialize",
				request: true,
				from: "agent",
				params: "v2.InitializeProxyRequest",
				result: "v2.InitializeProxyResponse"
			},
			{
				name: "proxy/successor",
				request: true,
				from: "agent",
				params: "v2.ProxySuccessorRequest",
				result: "v2.ProxySuccessorResponse"
			},
			{
				name: "session/archive",
				request: true,
				from: "client",
				params: "v2.ArchiveSessionRequest",
				result: "v2.ArchiveSessionResponse"
			},
			{
				name: "session/cancel",
				request: false,
				from: "client",
				params: "v2.CancelSessionNotification",
				result: null
			},
			{
				name: "session/close",
				request: true,
				from: "client",
				params: "v2.CloseSessionRequest",
				result: "v2.CloseSessionResponse"
			},
			{
				name: "session/delete",
				request: true,
				from: "client",
				params: "v2.DeleteSessionRequest",
				result: "v2.DeleteSessionResponse"
			},
			{
				name: "session/fork",
				request: true,
				from: "client",
				params: "v2.ForkSessionRequest",
				result: "v2.ForkSessionResponse"
			},
			{
				name: "session/list",
				request: true,
				from: "client",
				params: "v2.ListSessionsRequest",
				result: "v2.ListSessionsResponse"
			},
			{
				name: "session/new",
				request: true,
				from: "client",
				params: "v2.NewSessionRequest",
				result: "v2.NewSessionResponse"
			},
			{
				name: "session/options",
				request: true,
				from: "client",
				params: "v2.SessionOptionsRequest",
				result: "v2.SessionOptionsResponse"
			},
			{
				name: "session/prompt",
				request: true,
				from: "client",
				params: "v2.PromptRequest",
				result: "v2.PromptResponse"
			},
			{
				name: "session/request_permission",
				request: true,
				from: "agent",
				params: "v2.RequestPermissionRequest",
				result: "v2.RequestPermissionResponse"
			},
			{
				name: "session/resume",
				request: true,
				from: "client",
				params: "v2.ResumeSessionRequest",
				result: "v2.ResumeSessionResponse"
			},
			{
				name: "session/set_config_option",
				request: true,
				from: "client",
				params: "v2.SetSessionConfigOptionRequest",
				result: "v2.SetSessionConfigOptionResponse"
			},
			{
				name: "session/set_title",
				request: true,
				from: "client",
				params: "v2.SetSessionTitleRequest",
				result: "v2.SetSessionTitleResponse"
			},
			{
				name: "session/status",
				request: true,
				from: "client",
				params: "v2.SessionStatusRequest",
				result: "v2.SessionStatusResponse"
			},
			{
				name: "session/unarchive",
				request: true,
				from: "client",
				params: "v2.UnarchiveSessionRequest",
				result: "v2.UnarchiveSessionResponse"
			},
			{
				name: "session/update",
				request: false,
				from: "agent",
				params: "v2.UpdateSessionNotification",
				result: null
			},
			{
				name: "terminal/cancel",
				request: true,
				from: "client",
				params: "v2.CancelTerminalRequest",
				result: "v2.CancelTerminalResponse"
			},
			{
				name: "tool_call/cancel",
				request: true,
				from: "client",
				params: "v2.CancelToolCallRequest",
				result: "v2.CancelToolCallResponse"
			}
		],
		cancelRequest: {
			method: "$/cancel_request",
			field: "requestId"
		},
		updates: {
			method: "session/update",
			field: "update",
			tagField: "sessionUpdate"
		}
	}],
	directions: [{
		from: "v1",
		to: "v2",
		methodRules: [
			"initialize",
			"session/fork",
			"session/load",
			"session/request_permission",
			"session/resume",
			"session/update"
		],
		ruleTypes: [
			"v1.AgentCapabilities",
			"v1.AvailableCommand",
			"v1.AvailableCommandInput",
			"v1.ClientCapabilities",
			"v1.ContentBlock",
			"v1.CreateElicitationRequest",
			"v1.CreateElicitationResponse",
			"v1.CursorAnchor",
			"v1.ElicitationPropertySchema",
			"v1.ElicitationSchema",
			"v1.InitialSessionConfigOption",
			"v1.InitializeResponse",
			"v1.McpServer",
			"v1.PlanUpdateContent",
			"v1.PromptSuggestion",
			"v1.RequestPermissionOutcome",
			"v1.SessionConfigOption",
			"v1.SessionNotification",
			"v1.SessionUpdate",
			"v1.StateUpdate",
			"v1.ToolCallContent",
			"v1.TypedMultiSelectItems"
		],
		walk: {
			"v1.AvailableCommandsUpdate": [{
				field: "availableCommands",
				shape: { list: { rule: "v1.AvailableCommand" } }
			}],
			"v1.CompactionSummaryChunk": [{
				field: "content",
				shape: { rule: "v1.ContentBlock" }
			}],
			"v1.CompactionUpdate": [{
				field: "summary",
				shape: { list: { rule: "v1.ContentBlock" } }
			}],
			"v1.ConfigOptionUpdate": [{
				field: "configOptions",
				shape: { list: { rule: "v1.SessionConfigOption" } }
			}],
			"v1.Content": [{
				field: "content",
				shape: { rule: "v1.ContentBlock" }
			}],
			"v1.ContentChunk": [{
				field: "content",
				shape: { rule: "v1.ContentBlock" }
			}],
			"v1.CursorUpdate": [{
				field: "anchor",
				shape: { rule: "v1.CursorAnchor" }
			}],
			"v1.ElicitationFormMode": [{
				field: "requestedSchema",
				shape: { rule: "v1.ElicitationSchema" }
			}],
			"v1.ForkSessionRequest": [
				{
					field: "mcpServers",
					shape: { list: { rule: "v1.McpServer" } }
				},
				{
					field: "systemPrompt",
					shape: { walk: "v1.SystemPrompt" }
				},
				{
					field: "configOptions",
					shape: { list: { rule: "v1.InitialSessionConfigOption" } }
				}
			],
			"v1.ForkSessionResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v1.SessionConfigOption" } }
			}],
			"v1.InitializeProxyRequest": [{
				field: "clientCapabilities",
				shape: { rule: "v1.ClientCapabilities" }
			}],
			"v1.InitializeProxyResponse": [{
				field: "agentCapabilities",
				shape: { rule: "v1.AgentCapabilities" }
			}],
			"v1.InitializeRequest": [{
				field: "clientCapabilities",
				shape: { rule: "v1.ClientCapabilities" }
			}],
			"v1.LoadSessionRequest": [
				{
					field: "mcpServers",
					shape: { list: { rule: "v1.McpServer" } }
				},
				{
					field: "systemPrompt",
					shape: { walk: "v1.SystemPrompt" }
				},
				{
					field: "configOptions",
					shape: { list: { rule: "v1.InitialSessionConfigOption" } }
				}
			],
			"v1.LoadSessionResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v1.SessionConfigOption" } }
			}],
			"v1.NewSessionRequest": [
				{
					field: "mcpServers",
					shape: { list: { rule: "v1.McpServer" } }
				},
				{
					field: "systemPrompt",
					shape: { walk: "v1.SystemPrompt" }
				},
				{
					field: "configOptions",
					shape: { list: { rule: "v1.InitialSessionConfigOption" } }
				}
			],
			"v1.NewSessionResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v1.SessionConfigOption" } }
			}],
			"v1.PlanUpdate": [{
				field: "plan",
				shape: { rule: "v1.PlanUpdateContent" }
			}],
			"v1.PromptRequest": [{
				field: "prompt",
				shape: { list: { rule: "v1.ContentBlock" } }
			}],
			"v1.PromptSuggestionsUpdate": [{
				field: "suggestions",
				shape: { list: { rule: "v1.PromptSuggestion" } }
			}],
			"v1.RequestPermissionRequest": [{
				field: "toolCall",
				shape: { walk: "v1.ToolCallUpdate" }
			}],
			"v1.RequestPermissionResponse": [{
				field: "outcome",
				shape: { rule: "v1.RequestPermissionOutcome" }
			}],
			"v1.ResumeSessionRequest": [
				{
					field: "mcpServers",
					shape: { list: { rule: "v1.McpServer" } }
				},
				{
					field: "systemPrompt",
					shape: { walk: "v1.SystemPrompt" }
				},
				{
					field: "configOptions",
					shape: { list: { rule: "v1.InitialSessionConfigOption" } }
				}
			],
			"v1.ResumeSessionResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v1.SessionConfigOption" } }
			}],
			"v1.SessionMessage": [{
				field: "content",
				shape: { list: { rule: "v1.ContentBlock" } }
			}],
			"v1.SessionMessageChunk": [{
				field: "content",
				shape: { rule: "v1.ContentBlock" }
			}],
			"v1.SessionOptionsResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v1.SessionConfigOption" } }
			}],
			"v1.SetSessionConfigOptionResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v1.SessionConfigOption" } }
			}],
			"v1.SubagentUpdate": [{
				field: "state",
				shape: { rule: "v1.StateUpdate" }
			}],
			"v1.SystemPrompt": [{
				field: "content",
				shape: { list: { rule: "v1.ContentBlock" } }
			}],
			"v1.ToolCall": [{
				field: "content",
				shape: { list: { rule: "v1.ToolCallContent" } }
			}],
			"v1.ToolCallUpdate": [{
				field: "content",
				shape: { list: { rule: "v1.ToolCallContent" } }
			}]
		},
		mintOptions: ["mintIds"],
		flagOptions: []
	}, {
		from: "v2",
		to: "v1",
		methodRules: [
			"initialize",
			"session/fork",
			"session/new",
			"session/request_permission",
			"session/resume",
			"session/update"
		],
		ruleTypes: [
			"v2.AgentCapabilities",
			"v2.AuthMethod",
			"v2.AvailableCommand",
			"v2.AvailableCommandInput",
			"v2.BackgroundWork",
			"v2.ClientCapabilities",
			"v2.ContentBlock",
			"v2.CreateElicitationRequest",
			"v2.CreateElicitationResponse",
			"v2.CursorAnchor",
			"v2.DiffChange",
			"v2.ElicitationPropertySchema",
			"v2.InitialSessionConfigOption",
			"v2.InitializeResponse",
			"v2.McpServer",
			"v2.PlanUpdateContent",
			"v2.PromptSuggestion",
			"v2.ReplayFrom",
			"v2.RequestPermissionOutcome",
			"v2.RequestPermissionSubject",
			"v2.SessionConfigOption",
			"v2.SessionUpdate",
			"v2.SetSessionConfigOptionRequest",
			"v2.StateUpdate",
			"v2.ToolCallContent",
			"v2.TypedMultiSelectItems",
			"v2.UpdateSessionNotification"
		],
		walk: {
			"v2.AgentMessage": [{
				field: "content",
				shape: { list: { rule: "v2.ContentBlock" } }
			}],
			"v2.AgentThought": [{
				field: "content",
				shape: { list: { rule: "v2.ContentBlock" } }
			}],
			"v2.AvailableCommandsUpdate": [{
				field: "availableCommands",
				shape: { list: { rule: "v2.AvailableCommand" } }
			}],
			"v2.Command": [{
				field: "input",
				shape: { rule: "v2.AvailableCommandInput" }
			}],
			"v2.CompactionSummaryChunk": [{
				field: "content",
				shape: { rule: "v2.ContentBlock" }
			}],
			"v2.CompactionUpdate": [{
				field: "summary",
				shape: { list: { rule: "v2.ContentBlock" } }
			}],
			"v2.ConfigOptionUpdate": [{
				field: "configOptions",
				shape: { list: { rule: "v2.SessionConfigOption" } }
			}],
			"v2.Content": [{
				field: "content",
				shape: { rule: "v2.ContentBlock" }
			}],
			"v2.ContentChunk": [{
				field: "content",
				shape: { rule: "v2.ContentBlock" }
			}],
			"v2.CursorUpdate": [{
				field: "anchor",
				shape: { rule: "v2.CursorAnchor" }
			}],
			"v2.Diff": [{
				field: "changes",
				shape: { list: { rule: "v2.DiffChange" } }
			}],
			"v2.ElicitationFormMode": [{
				field: "requestedSchema",
				shape: { walk: "v2.ElicitationSchema" }
			}],
			"v2.ElicitationSchema": [{
				field: "properties",
				shape: { map: { rule: "v2.ElicitationPropertySchema" } }
			}],
			"v2.ForkSessionRequest": [
				{
					field: "mcpServers",
					shape: { list: { rule: "v2.McpServer" } }
				},
				{
					field: "systemPrompt",
					shape: { walk: "v2.SystemPrompt" }
				},
				{
					field: "configOptions",
					shape: { list: { rule: "v2.InitialSessionConfigOption" } }
				}
			],
			"v2.ForkSessionResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v2.SessionConfigOption" } }
			}, {
				field: "availableCommands",
				shape: { list: { rule: "v2.AvailableCommand" } }
			}],
			"v2.IdleStateUpdate": [{
				field: "background",
				shape: { list: { rule: "v2.BackgroundWork" } }
			}],
			"v2.InitializeProxyRequest": [{
				field: "capabilities",
				shape: { rule: "v2.ClientCapabilities" }
			}],
			"v2.InitializeProxyResponse": [{
				field: "capabilities",
				shape: { rule: "v2.AgentCapabilities" }
			}, {
				field: "authMethods",
				shape: { list: { rule: "v2.AuthMethod" } }
			}],
			"v2.InitializeRequest": [{
				field: "capabilities",
				shape: { rule: "v2.ClientCapabilities" }
			}],
			"v2.NewSessionRequest": [
				{
					field: "mcpServers",
					shape: { list: { rule: "v2.McpServer" } }
				},
				{
					field: "systemPrompt",
					shape: { walk: "v2.SystemPrompt" }
				},
				{
					field: "configOptions",
					shape: { list: { rule: "v2.InitialSessionConfigOption" } }
				}
			],
			"v2.NewSessionResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v2.SessionConfigOption" } }
			}, {
				field: "availableCommands",
				shape: { list: { rule: "v2.AvailableCommand" } }
			}],
			"v2.PlanUpdate": [{
				field: "plan",
				shape: { rule: "v2.PlanUpdateContent" }
			}],
			"v2.PromptRequest": [{
				field: "prompt",
				shape: { list: { rule: "v2.ContentBlock" } }
			}],
			"v2.PromptSuggestionsUpdate": [{
				field: "suggestions",
				shape: { list: { rule: "v2.PromptSuggestion" } }
			}],
			"v2.RequestPermissionRequest": [{
				field: "subject",
				shape: { rule: "v2.RequestPermissionSubject" }
			}],
			"v2.RequestPermissionResponse": [{
				field: "outcome",
				shape: { rule: "v2.RequestPermissionOutcome" }
			}],
			"v2.RequiresActionStateUpdate": [{
				field: "background",
				shape: { list: { rule: "v2.BackgroundWork" } }
			}],
			"v2.ResumeSessionRequest": [
				{
					field: "mcpServers",
					shape: { list: { rule: "v2.McpServer" } }
				},
				{
					field: "replayFrom",
					shape: { rule: "v2.ReplayFrom" }
				},
				{
					field: "systemPrompt",
					shape: { walk: "v2.SystemPrompt" }
				},
				{
					field: "configOptions",
					shape: { list: { rule: "v2.InitialSessionConfigOption" } }
				}
			],
			"v2.ResumeSessionResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v2.SessionConfigOption" } }
			}, {
				field: "availableCommands",
				shape: { list: { rule: "v2.AvailableCommand" } }
			}],
			"v2.RunningStateUpdate": [{
				field: "background",
				shape: { list: { rule: "v2.BackgroundWork" } }
			}],
			"v2.SessionMessage": [{
				field: "content",
				shape: { list: { rule: "v2.ContentBlock" } }
			}],
			"v2.SessionMessageChunk": [{
				field: "content",
				shape: { rule: "v2.ContentBlock" }
			}],
			"v2.SessionOptionsResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v2.SessionConfigOption" } }
			}, {
				field: "availableCommands",
				shape: { list: { rule: "v2.AvailableCommand" } }
			}],
			"v2.SessionStatusResponse": [{
				field: "state",
				shape: { rule: "v2.StateUpdate" }
			}],
			"v2.SetSessionConfigOptionResponse": [{
				field: "configOptions",
				shape: { list: { rule: "v2.SessionConfigOption" } }
			}],
			"v2.StateUpdateFields": [{
				field: "background",
				shape: { list: { rule: "v2.BackgroundWork" } }
			}],
			"v2.SubagentUpdate": [{
				field: "state",
				shape: { rule: "v2.StateUpdate" }
			}],
			"v2.SystemPrompt": [{
				field: "content",
				shape: { list: { rule: "v2.ContentBlock" } }
			}],
			"v2.ToolCallContentChunk": [{
				field: "content",
				shape: { rule: "v2.ToolCallContent" }
			}],
			"v2.ToolCallPermissionSubject": [{
				field: "toolCall",
				shape: { walk: "v2.ToolCallUpdate" }
			}],
			"v2.ToolCallUpdate": [{
				field: "content",
				shape: { list: { rule: "v2.ToolCallContent" } }
			}],
			"v2.UnknownStateUpdate": [{
				field: "background",
				shape: { list: { rule: "v2.BackgroundWork" } }
			}],
			"v2.UserMessage": [{
				field: "content",
				shape: { list: { rule: "v2.ContentBlock" } }
			}]
		},
		mintOptions: [],
		flagOptions: [{
			name: "v1AgentMessageClear",
			doc: "The v1 peer understands the unstable agent_message_clear."
		}]
	}],
	turn: {
		request: "session/prompt",
		session: "sessionId",
		accepts: "v2",
		mint: ["messageId"],
		update: "state_update",
		running: { state: "running" },
		ended: { state: "idle" },
		carried: ["stopReason", "usage"],
		cancel: "session/cancel"
	}
};
/** The generated converters, codecs and reducers, as the bridge calls them. */
export const engine = {
	converter: (from, options, unstable) => {
		const convert = converterFor(from, options, unstable);
		return (type, input) => convert(type, input);
	},
	canonical: (type, value, unstable) => host(unstable).canonical(type, value),
	reducer: (version, unstable) => {
		const reducer = reducerFor(version, unstable);
		return { apply: (update) => reducer.apply(update) };
	}
};
