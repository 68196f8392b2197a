package __PACKAGE__.conformance

import __PACKAGE__.Registry
import __PACKAGE__.converterFrom
import __PACKAGE__.reducerFor
import __PACKAGE__.runtime.ConversionError
import __PACKAGE__.runtime.ReduceError
import __PACKAGE__.runtime.AcpCodec
import __PACKAGE__.runtime.DEFAULT_UNSTABLE
import __PACKAGE__.runtime.DecodeError
import __PACKAGE__.runtime.DispatchError
import __PACKAGE__.runtime.MessageGroupCodec
import __PACKAGE__.runtime.parse
import __PACKAGE__.runtime.quote
import __PACKAGE__.runtime.readLax
import __PACKAGE__.runtime.writeJson
import java.nio.ByteBuffer
import java.nio.charset.CharacterCodingException
import java.nio.charset.CodingErrorAction
import java.util.Base64
import kotlinx.serialization.KSerializer
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive

/**
 * The conformance harness: reads a JSON array of tasks on standard input and
 * prints one result per line as it goes (`{"id":...,"ok":true,"value":...,"compact":"..."}`
 * or `{"id":...,"ok":false,"error":"..."}`). It executes decode, method, apply
 * (a reducer) and convert (a converter) tasks; any other kind is reported as unsupported.
 */
fun main() {
    val input = System.`in`.readBytes().toString(Charsets.UTF_8)
    val tasks = readLax(input) as JsonArray
    val out = System.out.bufferedWriter(Charsets.UTF_8)
    for (t in tasks) {
        val task = t as JsonObject
        val id = (task["id"] as JsonPrimitive).content
        val line = try {
            run(task)
        } catch (e: Throwable) {
            "\"ok\":false,\"crashed\":true,\"error\":${quote("${e::class.qualifiedName}: ${e.message}")}"
        }
        out.write("{\"id\":${quote(id)},$line}\n")
        out.flush()
    }
}

private fun text(e: JsonElement?): String? = (e as? JsonPrimitive)?.takeIf { it !is JsonNull && it.isString }?.content

/** Runs one task: the members of its result after `id`. */
private fun run(task: JsonObject): String {
    val kind = text(task["kind"]) ?: "decode"
    if (kind == "method") return method(task)
    if (kind == "apply") return apply(task)
    if (kind == "convert") return convert(task)
    if (kind != "decode") return "\"ok\":false,\"unsupported\":true,\"error\":${quote("'$kind' tasks are not run by the Kotlin harness")}"
    val type = text(task["type"]) ?: ""
    @Suppress("UNCHECKED_CAST")
    val codec = Registry.codecs[type] as AcpCodec<Any?>? ?: return "\"ok\":false,\"unsupported\":true,\"error\":${quote("no type $type")}"
    val unstable = (task["unstable"] as? JsonArray)?.mapNotNull { text(it) }?.toSet() ?: emptySet()
    val lenient = text(task["mode"]) == "lenient"
    val source = text(task["text"]) ?: text(task["bytes"])?.let { utf8(Base64.getDecoder().decode(it)) ?: return "\"ok\":false,\"error\":${quote("$type: at \$: not UTF-8 text")}" } ?: writeJson(task["json"] ?: JsonNull)
    return try {
        val x = parse(codec, source, unstable, lenient)
        val compact = writeJson(codec.write(x))
        // The same text through kotlinx.serialization (the type's Serializer), strictly with the default features.
        if (!lenient && unstable == DEFAULT_UNSTABLE) {
            @Suppress("UNCHECKED_CAST")
            val serializer = Registry.serializers[type] as KSerializer<Any?>?
            if (serializer != null) {
                val y = Json.decodeFromString(serializer, source)
                val again = Json.encodeToString(serializer, y)
                if (again != compact) {
                    return "\"ok\":false,\"crashed\":true,\"error\":${quote("kotlinx.serialization wrote $again, the codec $compact")}"
                }
            }
        }
        "\"ok\":true,\"value\":$compact,\"compact\":${quote(compact)}"
    } catch (e: DecodeError) {
        "\"ok\":false,\"error\":${quote(e.message ?: "")}"
    }
}

/** Runs one typed-dispatch task: whether the group supports the method, and its payload read and written back. */
private fun method(task: JsonObject): String {
    val type = text(task["type"]) ?: ""
    val group = Registry.codecs[type] as? MessageGroupCodec ?: return "\"ok\":false,\"unsupported\":true,\"error\":${quote("no message group $type")}"
    val unstable = (task["unstable"] as? JsonArray)?.mapNotNull { text(it) }?.toSet() ?: emptySet()
    val name = text(task["method"]) ?: ""
    val supported = group.supportsMethod(name, unstable)
    val payload = task["params"] ?: task["result"]
    return try {
        val compact = writeJson(group.dispatch(name, payload, unstable))
        "\"ok\":true,\"supported\":$supported,\"value\":$compact,\"compact\":${quote(compact)}"
    } catch (e: DispatchError) {
        "\"ok\":false,\"supported\":$supported,\"dispatch\":${quote(e.kind)},\"error\":${quote(e.message ?: "")}"
    }
}

/** Runs one reducer task: its updates in order through one reducer, then its messages and entities. */
private fun apply(task: JsonObject): String {
    val unstable = (task["unstable"] as? JsonArray)?.mapNotNull { text(it) }?.toSet() ?: emptySet()
    val reducer = try {
        reducerFor(text(task["version"]) ?: "", unstable)
    } catch (e: ReduceError) {
        return "\"ok\":false,\"unsupported\":true,\"error\":${quote(e.message ?: "")}"
    }
    try {
        for (update in task["updates"] as JsonArray) reducer.apply(update)
    } catch (e: ReduceError) {
        return "\"ok\":false,\"error\":${quote(e.message ?: "")}"
    } catch (e: DecodeError) {
        return "\"ok\":false,\"error\":${quote(e.message ?: "")}"
    }
    return "\"ok\":true,\"messages\":${writeJson(reducer.messages())},\"entities\":${writeJson(reducer.entities())}"
}

/** Runs one converter task: its inputs in order through one converter, each input's outputs or error. */
private fun convert(task: JsonObject): String {
    val unstable = (task["unstable"] as? JsonArray)?.mapNotNull { text(it) }?.toSet() ?: emptySet()
    val options = (task["options"] as? JsonObject) ?: JsonObject(emptyMap())
    val converter = try {
        converterFrom(text(task["from"]) ?: "", options, unstable)
    } catch (e: ConversionError) {
        return "\"ok\":false,\"unsupported\":true,\"error\":${quote(e.message ?: "")}"
    }
    val type = text(task["type"]) ?: ""
    val results = (task["inputs"] as JsonArray).map { input ->
        try {
            val outputs = if (type == "method") converter.convertMethod(input) else converter.convert(type, input)
            "{\"outputs\":${writeJson(JsonArray(outputs))}}"
        } catch (e: ConversionError) {
            "{\"error\":${quote(e.message ?: "")}}"
        }
    }
    return "\"ok\":true,\"results\":[${results.joinToString(",")}]"
}

/** Bytes as UTF-8 text, or null when they are not UTF-8. */
private fun utf8(bytes: ByteArray): String? = try {
    Charsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT)
        .decode(ByteBuffer.wrap(bytes))
        .toString()
} catch (_: CharacterCodingException) {
    null
}
