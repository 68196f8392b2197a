@file:OptIn(ExperimentalSerializationApi::class)

package __PACKAGE__.runtime

import java.math.BigDecimal
import java.math.BigInteger
import java.util.IdentityHashMap
import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.JsonUnquotedLiteral

/** The deepest nesting of arrays and objects a document may have. */
const val MAX_DEPTH: Int = 128

/** The most digits an integer may have. */
const val MAX_INTEGER_DIGITS: Int = 4300

/** 2^53 - 1: the largest integer every binding holds exactly as a double. */
const val MAX_SAFE: Long = 9007199254740991L

/**
 * A document read from JSON text: its value, the names each object repeats
 * (a lenient read keeps the last value of a repeated name and remembers it here),
 * and whether a string or key holds a lone surrogate (read as it is: the parse
 * refuses it at its JSON path, see [firstFault]).
 */
class Document(
    val value: JsonElement,
    val repeated: IdentityHashMap<JsonObject, Set<String>>,
    val loneSurrogate: Boolean = false,
)

/**
 * Reads JSON text into kotlinx.serialization's `JsonElement`, keeping every
 * number token as written (exact). It refuses what no binding reads as JSON
 * text, at `$`: a syntax error, an integer of more than [MAX_INTEGER_DIGITS]
 * digits; nesting deeper than [MAX_DEPTH] (at the container's path); and, when
 * [refuseRepeated], an object that names a member twice (at the object's path).
 * A lone surrogate and a number no double holds (`1e400`) are read as they are:
 * the parse refuses them at their JSON path, in document order ([firstFault]).
 */
class JsonTextReader(private val text: String, private val refuseRepeated: Boolean, private val lax: Boolean = false) {
    private var i = 0
    private val repeated = IdentityHashMap<JsonObject, Set<String>>()
    private var lone = false

    /** Reads the whole text as one document. */
    fun document(): Document {
        space()
        val v = value("$", 0)
        space()
        if (i != text.length) fail("unexpected text after the JSON value")
        return Document(v, repeated, lone)
    }

    private fun fail(message: String): Nothing = throw Failure("$", "invalid JSON text: $message at offset $i")

    private fun space() {
        while (i < text.length) {
            val c = text[i]
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') i++ else break
        }
    }

    private fun value(path: String, depth: Int): JsonElement {
        if (i >= text.length) fail("unexpected end of text")
        return when (val c = text[i]) {
            '{' -> obj(path, depth + 1)
            '[' -> arr(path, depth + 1)
            '"' -> JsonPrimitive(string())
            't' -> word("true", JsonPrimitive(true))
            'f' -> word("false", JsonPrimitive(false))
            'n' -> word("null", JsonNull)
            else -> if (c == '-' || c in '0'..'9') number() else fail("unexpected character")
        }
    }

    private fun word(w: String, v: JsonElement): JsonElement {
        if (!text.startsWith(w, i)) fail("unexpected character")
        i += w.length
        return v
    }

    private fun obj(path: String, depth: Int): JsonElement {
        if (depth > MAX_DEPTH && !lax) throw Failure(path, "nesting deeper than $MAX_DEPTH levels")
        i++
        val members = LinkedHashMap<String, JsonElement>()
        var twice: MutableSet<String>? = null
        space()
        if (i < text.length && text[i] == '}') {
            i++
            return JsonObject(members)
        }
        while (true) {
            space()
            if (i >= text.length || text[i] != '"') fail("expected a member name")
            val key = string()
            space()
            if (i >= text.length || text[i] != ':') fail("expected ':'")
            i++
            space()
            val v = value(keyPath(path, key), depth)
            if (members.containsKey(key)) {
                if (refuseRepeated) throw Failure(path, "duplicate member ${quote(key)}")
                members.remove(key)
                (twice ?: mutableSetOf<String>().also { twice = it }).add(key)
            }
            members[key] = v
            space()
            if (i >= text.length) fail("unexpected end of text")
            if (text[i] == ',') {
                i++
                continue
            }
            if (text[i] == '}') {
                i++
                break
            }
            fail("expected ',' or '}'")
        }
        val o = JsonObject(members)
        twice?.let { repeated[o] = it }
        return o
    }

    private fun arr(path: String, depth: Int): JsonElement {
        if (depth > MAX_DEPTH && !lax) throw Failure(path, "nesting deeper than $MAX_DEPTH levels")
        i++
        val items = ArrayList<JsonElement>()
        space()
        if (i < text.length && text[i] == ']') {
            i++
            return JsonArray(items)
        }
        while (true) {
            space()
            items.add(value(indexPath(path, items.size), depth))
            space()
            if (i >= text.length) fail("unexpected end of text")
            if (text[i] == ',') {
                i++
                continue
            }
            if (text[i] == ']') {
                i++
                break
            }
            fail("expected ',' or ']'")
        }
        return JsonArray(items)
    }

    private fun string(): String {
        i++
        val b = StringBuilder()
        while (true) {
            if (i >= text.length) fail("unterminated string")
            val c = text[i++]
            when {
                c == '"' -> break
                c == '\\' -> {
                    if (i >= text.length) fail("unterminated string")
                    when (val e = text[i++]) {
                        '"' -> b.append('"')
                        '\\' -> b.append('\\')
                        '/' -> b.append('/')
                        'b' -> b.append('\b')
                        'f' -> b.append('\u000c')
                        'n' -> b.append('\n')
                        'r' -> b.append('\r')
                        't' -> b.append('\t')
                        'u' -> {
                            if (i + 4 > text.length) fail("bad \\u escape")
                            val h = text.substring(i, i + 4).toIntOrNull(16) ?: fail("bad \\u escape")
                            i += 4
                            b.append(h.toChar())
                        }
                        else -> fail("bad escape '\\$e'")
                    }
                }
                c < ' ' -> fail("a control character in a string")
                else -> b.append(c)
            }
        }
        val s = b.toString()
        if (!lone && hasLoneSurrogate(s)) lone = true
        return s
    }

    private fun number(): JsonElement {
        val start = i
        if (text[i] == '-') i++
        if (i >= text.length) fail("bad number")
        if (text[i] == '0') {
            i++
        } else if (text[i] in '1'..'9') {
            while (i < text.length && text[i] in '0'..'9') i++
        } else {
            fail("bad number")
        }
        var integral = true
        if (i < text.length && text[i] == '.') {
            integral = false
            i++
            val d = i
            while (i < text.length && text[i] in '0'..'9') i++
            if (i == d) fail("bad number")
        }
        if (i < text.length && (text[i] == 'e' || text[i] == 'E')) {
            integral = false
            i++
            if (i < text.length && (text[i] == '+' || text[i] == '-')) i++
            val d = i
            while (i < text.length && text[i] in '0'..'9') i++
            if (i == d) fail("bad number")
        }
        val token = text.substring(start, i)
        if (!lax && integral && token.length - (if (token[0] == '-') 1 else 0) > MAX_INTEGER_DIGITS) {
            throw Failure("$", "invalid JSON text: an integer of more than $MAX_INTEGER_DIGITS digits at offset $start")
        }
        return JsonUnquotedLiteral(token)
    }
}

/** Whether a number token is one no double holds (`1e400`); an integer token is exact at any size. */
fun notFinite(token: String): Boolean =
    token.any { it == '.' || it == 'e' || it == 'E' } && token.toDouble().isInfinite()

/**
 * The first fault of a value in document order, as a reader of its text meets
 * it: a lone surrogate in a string (in a key: at the object's path), or a
 * number no double holds. Null when there is none. A parse that fails reports
 * this fault, if there is one, in place of its own, so that every binding names
 * the same one (a lone surrogate fails every parse; a number no double holds
 * fails wherever it is read, unless a lenient reading drops it).
 */
fun firstFault(root: JsonElement, rootPath: String): Failure? {
    // Values still to visit, the next one last; a key to check is a string with its object's path.
    val stack = ArrayList<Pair<Any, String>>()
    stack.add(root to rootPath)
    while (stack.isNotEmpty()) {
        val (v, path) = stack.removeAt(stack.size - 1)
        when (v) {
            is String -> if (hasLoneSurrogate(v)) return Failure(path, "a lone surrogate in a string")
            is JsonObject -> {
                val entries = v.entries.toList()
                for (n in entries.indices.reversed()) {
                    val (k, x) = entries[n]
                    stack.add(x to keyPath(path, k))
                    stack.add(k to path)
                }
            }
            is JsonArray -> for (n in v.indices.reversed()) stack.add(v[n] to indexPath(path, n))
            is JsonNull -> {}
            is JsonPrimitive -> {
                if (v.isString) {
                    if (hasLoneSurrogate(v.content)) return Failure(path, "a lone surrogate in a string")
                } else if (v.content != "true" && v.content != "false" && notFinite(v.content)) {
                    return Failure(path, "expected a JSON number, got number ${v.content.take(40)}")
                }
            }
        }
    }
    return null
}

/** Whether a string holds a UTF-16 surrogate that is not half of a pair. */
fun hasLoneSurrogate(s: String): Boolean {
    var k = 0
    while (k < s.length) {
        val c = s[k]
        if (Character.isHighSurrogate(c) && k + 1 < s.length && Character.isLowSurrogate(s[k + 1])) {
            k += 2
            continue
        }
        if (Character.isSurrogate(c)) return true
        k++
    }
    return false
}

/** Reads JSON text as it is (any depth, lone surrogates and any number kept): the harness reads its tasks so. */
fun readLax(text: String): JsonElement = JsonTextReader(text, refuseRepeated = false, lax = true).document().value

/** Reads JSON text: strict mode refuses a repeated member name. */
fun readDocument(text: String, strict: Boolean): Document = JsonTextReader(text, strict).document()

/** The path of an object member: `$.a`, or `$["a b"]` for a key that is not an identifier. */
fun keyPath(path: String, key: String): String {
    val ident = key.isNotEmpty() && key.withIndex().all { (n, c) ->
        c in 'a'..'z' || c in 'A'..'Z' || c == '_' || c == '$' || (n > 0 && c in '0'..'9')
    }
    return if (ident) "$path.$key" else "$path[${quote(key)}]"
}

/** The path of an array item: `$[0]`. */
fun indexPath(path: String, index: Int): String = "$path[$index]"

/** A string as a JSON string literal, escaped as JSON.stringify escapes it. */
fun quote(s: String): String = StringBuilder().also { appendString(it, s) }.toString()

private const val HEX = "0123456789abcdef"

private fun appendString(b: StringBuilder, s: String) {
    b.append('"')
    for (c in s) {
        when {
            c == '"' -> b.append("\\\"")
            c == '\\' -> b.append("\\\\")
            c == '\b' -> b.append("\\b")
            c == '\u000c' -> b.append("\\f")
            c == '\n' -> b.append("\\n")
            c == '\r' -> b.append("\\r")
            c == '\t' -> b.append("\\t")
            c < ' ' -> b.append("\\u00").append(HEX[c.code shr 4]).append(HEX[c.code and 15])
            else -> b.append(c)
        }
    }
    b.append('"')
}

/**
 * The canonical number of a token: an integer beyond 2^53 - 1 in magnitude
 * exactly as written (without a `-0` sign), anything else as a double written
 * as ECMAScript writes it.
 */
fun canonicalNumber(token: String): String {
    val integral = token.none { it == '.' || it == 'e' || it == 'E' }
    if (integral) {
        val n = BigInteger(token)
        if (n.abs() > BigInteger.valueOf(MAX_SAFE)) return n.toString()
    }
    return formatDouble(token.toDouble())
}

/** A double as ECMAScript's Number::toString writes it (`1`, `0.000025`, `1e-7`, `1e+21`). */
fun formatDouble(d: Double): String {
    if (d == 0.0) return "0"
    require(!d.isNaN() && !d.isInfinite()) { "$d is not a JSON number" }
    if (d < 0) return "-" + formatDouble(-d)
    // The shortest digits that read back as d.
    var digits = ""
    var exp = 0
    for (p in 1..17) {
        val bd = BigDecimal(d).round(java.math.MathContext(p, java.math.RoundingMode.HALF_EVEN))
        if (bd.toDouble() == d) {
            val plain = bd.unscaledValue().toString().trimEnd('0')
            digits = plain.ifEmpty { "0" }
            // d = 0.digits * 10^exp, as ECMAScript's n.
            exp = bd.precision() - bd.scale()
            break
        }
    }
    val k = digits.length
    val n = exp
    return when {
        n in k..21 -> digits + "0".repeat(n - k)
        n in 1..21 -> digits.substring(0, n) + "." + digits.substring(n)
        n in -5..0 -> "0." + "0".repeat(-n) + digits
        else -> {
            val e = n - 1
            val sign = if (e >= 0) "+" else "-"
            (if (k == 1) digits else digits[0] + "." + digits.substring(1)) + "e" + sign + kotlin.math.abs(e)
        }
    }
}

/** Writes a value as compact canonical JSON text: members in their order, numbers canonical, JSON.stringify's escapes. */
fun writeJson(v: JsonElement): String = StringBuilder().also { append(it, v) }.toString()

private fun append(b: StringBuilder, v: JsonElement) {
    when (v) {
        is JsonNull -> b.append("null")
        is JsonObject -> {
            b.append('{')
            var first = true
            for ((k, x) in v) {
                if (!first) b.append(',')
                first = false
                appendString(b, k)
                b.append(':')
                append(b, x)
            }
            b.append('}')
        }
        is JsonArray -> {
            b.append('[')
            v.forEachIndexed { n, x ->
                if (n > 0) b.append(',')
                append(b, x)
            }
            b.append(']')
        }
        is JsonPrimitive -> when {
            v.isString -> appendString(b, v.content)
            v.content == "true" || v.content == "false" -> b.append(v.content)
            else -> b.append(canonicalNumber(v.content))
        }
    }
}

/** Orders strings by code point (as UTF-8 bytes order), not by UTF-16 unit. */
val CODE_POINT_ORDER: Comparator<String> = Comparator { a, b ->
    var i = 0
    var j = 0
    while (i < a.length && j < b.length) {
        val x = a.codePointAt(i)
        val y = b.codePointAt(j)
        if (x != y) return@Comparator x.compareTo(y)
        i += Character.charCount(x)
        j += Character.charCount(y)
    }
    (a.length - i).compareTo(b.length - j)
}

/** Free-form JSON as the bindings write it: every object's members in code-point order, at any depth. */
fun sortedDeep(v: JsonElement): JsonElement = when (v) {
    is JsonObject -> JsonObject(LinkedHashMap<String, JsonElement>().also { m -> for (k in v.keys.sortedWith(CODE_POINT_ORDER)) m[k] = sortedDeep(v.getValue(k)) })
    is JsonArray -> JsonArray(v.map { sortedDeep(it) })
    else -> v
}

/** A value with every number token in its canonical spelling (what [writeJson] writes), for writers that write tokens as they are. */
fun canonicalTree(v: JsonElement): JsonElement = when (v) {
    is JsonObject -> JsonObject(LinkedHashMap<String, JsonElement>().also { m -> for ((k, x) in v) m[k] = canonicalTree(x) })
    is JsonArray -> JsonArray(v.map { canonicalTree(it) })
    is JsonNull -> v
    is JsonPrimitive -> if (v.isString || v.content == "true" || v.content == "false") v else JsonUnquotedLiteral(canonicalNumber(v.content))
}
