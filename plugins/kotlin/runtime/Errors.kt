package __PACKAGE__.runtime

import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive

/** A fault found while reading, at a JSON path; [DecodeError] names the type read. */
class Failure(val path: String, val problem: String) : Exception("at $path: $problem")

/**
 * The one error of the bindings: the type read, the JSON path of the fault and
 * what is wrong there, as `<version>.<Type>: at $.<member>: expected a string, got number 5`.
 */
class DecodeError(val typeName: String, val path: String, val problem: String) :
    Exception("$typeName: at $path: $problem")

/** A value of a type that cannot be written (an unknown variant holding something other than an object). */
class EncodeError(message: String) : Exception(message)

/** A value in the words of an error: `string "a"`, `number 5`, `an object`. */
fun describe(v: JsonElement?): String = when (v) {
    null -> "undefined"
    is JsonNull -> "null"
    is JsonArray -> "an array"
    is JsonObject -> "an object"
    is JsonPrimitive -> when {
        v.isString -> "string " + quote(v.content).take(40)
        v.content == "true" || v.content == "false" -> "boolean ${v.content}"
        else -> "number " + (if (notFinite(v.content)) v.content else canonicalNumber(v.content)).take(40)
    }
}
