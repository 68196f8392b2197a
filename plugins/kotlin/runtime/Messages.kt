package __PACKAGE__.runtime

import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive

/** One method of a message group: its name, its unstable feature (null: stable), and the codec of its params (or of its result, in a response group). */
class MethodEntry(val method: String, val feature: String?, val payload: AcpCodec<*>)

/** What a message group holds: requests (`id`, `method`, `params`), notifications (`method`, `params`) or responses (`id`, `result` or `error`). */
enum class MessageRole { REQUEST, NOTIFICATION, RESPONSE }

/**
 * A JSON-RPC message of a group. A request or notification has its [method] and
 * [params] (the method's params type, or the JSON as received for a method the
 * group does not know); a response has [result] (JSON as received: a response
 * does not name its method, see [MessageGroupCodec.typedResult]) or [error].
 */
data class RpcMessage(
    /** The request id (the version's id type), or null for a notification. */
    val id: Any?,
    /** The method, or null for a response. */
    val method: String?,
    /** The params: a value of the method's params type, JSON for an unknown method, or null when absent. */
    val params: Any?,
    /** A response's result as received, or null. */
    val result: JsonElement?,
    /** A response's error (the version's error type), or null. */
    val error: Any?,
)

/** Why a typed dispatch refused a payload: the method is not in the group, or its payload does not read. */
class DispatchError(val kind: String, message: String) : Exception(message)

/**
 * The codec of a message group under its published name (`<Sender><Kind>`, written
 * without `jsonrpc`) or as its envelope `<Sender><Kind>Message` (written with
 * `"jsonrpc": "2.0"`). Either reads a `jsonrpc` member when it is there, which
 * must then be "2.0"; no other member beyond the role's is allowed.
 */
class MessageGroupCodec(
    override val name: String,
    private val role: MessageRole,
    private val writesJsonRpc: Boolean,
    private val methods: List<MethodEntry>,
    private val extensionPrefix: String?,
    private val id: () -> AcpCodec<*>,
    private val error: () -> AcpCodec<*>,
) : AcpCodec<RpcMessage> {
    private val allowed = when (role) {
        MessageRole.REQUEST -> listOf("jsonrpc", "id", "method", "params")
        MessageRole.NOTIFICATION -> listOf("jsonrpc", "method", "params")
        MessageRole.RESPONSE -> listOf("jsonrpc", "id", "result", "error")
    }

    private fun entry(r: Reading, method: String): MethodEntry? = methods.firstOrNull { it.method == method && r.on(it.feature) }

    @Suppress("UNCHECKED_CAST")
    private fun <T> any(c: AcpCodec<*>): AcpCodec<T> = c as AcpCodec<T>

    override fun read(r: Reading, v: JsonElement, path: String): RpcMessage {
        val o = ObjectReader.of(r, v, path, name)
        o.unique(*allowed.toTypedArray())
        val obj = v as JsonObject
        obj["jsonrpc"]?.let { j ->
            if (j !is JsonPrimitive || j is JsonNull || !j.isString || j.content != "2.0") {
                throw Failure(keyPath(path, "jsonrpc"), "expected \"2.0\", got ${describe(j)}")
            }
        }
        for (k in obj.keys.sorted()) if (k !in allowed) throw Failure(keyPath(path, k), "unexpected member '$k'")
        val idValue = if (role == MessageRole.NOTIFICATION) {
            null
        } else {
            val raw = obj["id"] ?: throw Failure(keyPath(path, "id"), "the member 'id' is missing")
            id().read(r, raw, keyPath(path, "id"))
        }
        if (role == MessageRole.RESPONSE) {
            val result = obj["result"]
            val failure = obj["error"]
            if ((result == null) == (failure == null)) throw Failure(path, "a response has exactly one of 'result' and 'error'")
            if (failure != null) return RpcMessage(idValue, null, null, null, error().read(r, failure, keyPath(path, "error")))
            return RpcMessage(idValue, null, null, result, null)
        }
        val m = obj["method"] ?: throw Failure(keyPath(path, "method"), "the member 'method' is missing")
        if (m !is JsonPrimitive || m is JsonNull || !m.isString) throw Failure(keyPath(path, "method"), "the method must be a string, got ${describe(m)}")
        val method = m.content
        val known = entry(r, method)
        val params = obj["params"]
        if (known == null) return RpcMessage(idValue, method, params, null, null)
        if (params == null) throw Failure(keyPath(path, "params"), "the params of '$method' are missing")
        return RpcMessage(idValue, method, known.payload.read(r, params, keyPath(path, "params")), null, null)
    }

    override fun write(x: RpcMessage): JsonElement {
        val out = LinkedHashMap<String, JsonElement>()
        if (writesJsonRpc) out["jsonrpc"] = JsonPrimitive("2.0")
        if (role != MessageRole.NOTIFICATION) out["id"] = any<Any?>(id()).write(x.id)
        if (role == MessageRole.RESPONSE) {
            if (x.error != null) out["error"] = any<Any?>(error()).write(x.error) else out["result"] = sortedDeep(x.result ?: JsonNull)
            return JsonObject(out)
        }
        val method = x.method ?: throw EncodeError("$name: a message without a method")
        out["method"] = JsonPrimitive(method)
        val params = x.params
        if (params != null) {
            val known = methods.firstOrNull { it.method == method }
            out["params"] = if (params is JsonElement && (known == null || known.payload !== JsonCodec)) sortedDeep(params) else any<Any?>(known!!.payload).write(params)
        }
        return JsonObject(out)
    }

    /** Whether the group reads a method (typed dispatch): one of its own with its feature on, or an extension method. */
    fun supportsMethod(method: String, unstable: Set<String>): Boolean =
        entry(Reading(unstable, false), method) != null || (extensionPrefix != null && method.startsWith(extensionPrefix))

    /**
     * Typed dispatch: reads a method's params (a request or notification group)
     * or result (a response group) and writes it back; an extension method's
     * payload is kept as any JSON. Throws [DispatchError].
     */
    fun dispatch(method: String, payload: JsonElement?, unstable: Set<String>): JsonElement {
        val r = Reading(unstable, false)
        val known = entry(r, method)
        if (known == null) {
            if (extensionPrefix != null && method.startsWith(extensionPrefix)) return payload ?: JsonNull
            throw DispatchError("unknown-method", "$name: unknown method '$method'")
        }
        val text = writeJson(payload ?: JsonNull)
        return try {
            val x = parse(any<Any?>(known.payload), text, unstable)
            any<Any?>(known.payload).write(x)
        } catch (e: DecodeError) {
            throw DispatchError("invalid-payload", "$name: '$method': ${e.message}")
        }
    }
}
