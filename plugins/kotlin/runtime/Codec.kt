@file:OptIn(ExperimentalSerializationApi::class)

package __PACKAGE__.runtime

import java.util.IdentityHashMap
import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.JsonUnquotedLiteral

/** An object with no members. */
val EMPTY_OBJECT: JsonObject = JsonObject(emptyMap())

/**
 * How one document is read: the unstable features switched on, whether the
 * reading is lenient (upstream's lenient places read as upstream reads them),
 * and the names each object repeats (a lenient reading keeps the last value).
 */
class Reading(
    val unstable: Set<String>,
    val lenient: Boolean,
    val repeated: IdentityHashMap<JsonObject, Set<String>> = IdentityHashMap(),
) {
    /**
     * Set while an untagged union reads an object again as if no name were repeated
     * (each repeated name with its last value, see [untagged]).
     */
    var ignoringRepeats: Boolean = false

    /** Whether a construct of a feature (null: stable) is read. */
    fun on(feature: String?): Boolean = feature == null || feature in unstable

    /** The names an object repeats in the text, unless they are being ignored. */
    fun repeatedIn(o: JsonObject): Set<String>? = if (ignoringRepeats) null else repeated[o]
}

/** Reads and writes one type: the generated code has one per spec type, `T.Codec`. */
interface AcpCodec<T> {
    /** The qualified name of the type (`<version>.<Type>`). */
    val name: String

    /** The unstable feature of the type, or null when it is stable. */
    val feature: String? get() = null

    /** Reads a value at a path; throws [Failure]. */
    fun read(r: Reading, v: JsonElement, path: String): T

    /** Writes a value as JSON. */
    fun write(x: T): JsonElement
}

/** A codec of an object type, which a tagged union reads the fields of from its own object. */
interface AcpObjectCodec<T> : AcpCodec<T> {
    /** Reads the fields from a reader, then the keys no field took. */
    fun readFields(o: ObjectReader): T

    /** The members of a value: its fields in spec order, then its unknown members. */
    fun members(x: T): LinkedHashMap<String, JsonElement>

    override fun read(r: Reading, v: JsonElement, path: String): T = readFields(ObjectReader.of(r, v, path, name))

    override fun write(x: T): JsonElement = JsonObject(members(x))
}

/** Reads JSON text as a type: strictly by default, with the unstable features given. */
fun <T> parse(codec: AcpCodec<T>, text: String, unstable: Set<String> = DEFAULT_UNSTABLE, lenient: Boolean = false): T {
    val doc = try {
        readDocument(text, strict = !lenient)
    } catch (f: Failure) {
        throw DecodeError(codec.name, f.path, f.problem)
    }
    return readValue(codec, doc, Reading(unstable, lenient, doc.repeated))
}

/** Reads a JSON value as a type. */
fun <T> parseValue(codec: AcpCodec<T>, value: JsonElement, unstable: Set<String> = DEFAULT_UNSTABLE, lenient: Boolean = false): T {
    val text = writeJson(value)
    return parse(codec, text, unstable, lenient)
}

/**
 * Reads a document as a type: a type of a feature that is off is refused before
 * its document is looked at; a failed read reports the document's first fault
 * ([firstFault]) in place of its own, as every binding does.
 */
private fun <T> readValue(codec: AcpCodec<T>, doc: Document, r: Reading): T {
    if (!r.on(codec.feature)) {
        throw DecodeError(codec.name, "$", "the type belongs to the unstable feature \"${codec.feature}\", which is off")
    }
    val fault = if (doc.loneSurrogate) firstFault(doc.value, "$") else null
    if (fault != null) throw DecodeError(codec.name, fault.path, fault.problem)
    val x = try {
        codec.read(r, doc.value, "$")
    } catch (f: Failure) {
        val first = firstFault(doc.value, "$") ?: f
        throw DecodeError(codec.name, first.path, first.problem)
    }
    // Strictly, every value is read by a codec or kept as free-form JSON, which refuses a number no double holds.
    if (!r.lenient) firstFault(doc.value, "$")?.let { throw DecodeError(codec.name, it.path, it.problem) }
    return x
}

/** Writes a value of a type as canonical JSON text. */
fun <T> toJson(codec: AcpCodec<T>, x: T): String = writeJson(codec.write(x))

/** A three-state field: absent (unchanged), `null` (cleared), or a value. */
sealed interface Patch<out T> {
    /** The field is absent. */
    data object Absent : Patch<Nothing>

    /** The field is `null`. */
    data object Null : Patch<Nothing>

    /** The field holds a value. */
    data class Value<T>(val value: T) : Patch<T>
}

/** Checks a field or member may carry: published bounds, a least number of items or characters. */
class Checks(
    val minimum: Double? = null,
    val maximum: Double? = null,
    val boundsAlways: Boolean = false,
    val minItems: Int? = null,
    val itemsAlways: Boolean = false,
    val minLength: Int? = null,
    val lengthAlways: Boolean = false,
) {
    /** Checks a read value; throws [Failure]. */
    fun check(r: Reading, x: Any?, path: String) {
        if (x is Number && (!r.lenient || boundsAlways)) {
            val d = x.toDouble()
            if (minimum != null && d < minimum) throw Failure(path, "${formatDouble(d)} is less than the minimum ${formatDouble(minimum)}")
            if (maximum != null && d > maximum) throw Failure(path, "${formatDouble(d)} is more than the maximum ${formatDouble(maximum)}")
        }
        if (x is ULong && (!r.lenient || boundsAlways)) check(r, x.toDouble(), path)
        if (minItems != null && (!r.lenient || itemsAlways)) {
            val n = when (x) {
                is List<*> -> x.size
                is Map<*, *> -> x.size
                else -> null
            }
            if (n != null && n < minItems) throw Failure(path, "expected at least $minItems items, got $n")
        }
        if (minLength != null && x is String && (!r.lenient || lengthAlways)) {
            val n = x.codePointCount(0, x.length)
            if (n < minLength) throw Failure(path, "expected at least $minLength characters, got $n")
        }
    }
}

/** How a field is read leniently: a bad value reads as absent; bad items of a list or map are skipped. */
class Leniency(val value: Boolean, val items: Boolean)

/** Reads the members of one object, field by field; [rest] ends it. */
class ObjectReader private constructor(val reading: Reading, val obj: JsonObject, val path: String, val typeName: String) {
    private val used = HashSet<String>()

    companion object {
        /** A reader of the object at a path; anything else fails. */
        fun of(r: Reading, v: JsonElement, path: String, typeName: String): ObjectReader {
            if (v !is JsonObject) throw Failure(path, "expected an object, got ${describe(v)}")
            return ObjectReader(r, v, path, typeName)
        }
    }

    /** Refuses an object that repeats one of these names (a lenient reading keeps the last of other names). */
    fun unique(vararg names: String) {
        val twice = reading.repeatedIn(obj) ?: return
        for (n in names) if (n in twice) throw Failure(path, "duplicate member ${quote(n)}")
    }

    /** Marks keys another reader owns. */
    fun skip(vararg keys: String) {
        used.addAll(keys)
    }

    /** Reads a tagged union's tag: it must be there, and a string. */
    fun tag(field: String): String {
        unique(field)
        val v = obj[field] ?: throw Failure(keyPath(path, field), "the tag field '$field' is missing")
        if (v !is JsonPrimitive || v is JsonNull || !v.isString) throw Failure(keyPath(path, field), "the tag must be a string, got ${describe(v)}")
        used.add(field)
        return v.content
    }

    /** Reads a required field. */
    fun <T> required(name: String, codec: AcpCodec<T>, checks: Checks? = null, lenient: Leniency? = null, defaultOnNull: T? = null): T {
        val p = keyPath(path, name)
        used.add(name)
        val v = obj[name] ?: run {
            if (lenient != null && reading.lenient && lenient.value && defaultOnNull != null) return defaultOnNull
            throw Failure(p, "required field is missing")
        }
        if (v is JsonNull && defaultOnNull != null) return defaultOnNull
        return readChecked(v, p, codec, checks, lenient, defaultOnNull)
    }

    /** Reads an optional field that takes no `null`: absent reads as null. */
    fun <T> optional(name: String, codec: AcpCodec<T>, checks: Checks? = null, lenient: Leniency? = null, feature: String? = null, defaultOnNull: T? = null): T? {
        if (!reading.on(feature)) return null
        used.add(name)
        val v = obj[name] ?: return null
        if (v is JsonNull && defaultOnNull != null) return defaultOnNull
        return try {
            readChecked(v, keyPath(path, name), codec, checks, lenient, null)
        } catch (f: Failure) {
            if (lenient != null && reading.lenient && lenient.value) null else throw f
        }
    }

    /** Reads a three-state field: absent, `null` or a value. */
    fun <T> patch(name: String, codec: AcpCodec<T>, checks: Checks? = null, lenient: Leniency? = null, feature: String? = null): Patch<T> {
        if (!reading.on(feature)) return Patch.Absent
        used.add(name)
        val v = obj[name] ?: return Patch.Absent
        if (v is JsonNull) return Patch.Null
        return try {
            Patch.Value(readChecked(v, keyPath(path, name), codec, checks, lenient, null))
        } catch (f: Failure) {
            if (lenient != null && reading.lenient && lenient.value) Patch.Absent else throw f
        }
    }

    private fun <T> readChecked(v: JsonElement, p: String, codec: AcpCodec<T>, checks: Checks?, lenient: Leniency?, fallback: T?): T {
        val x = try {
            if (lenient != null && reading.lenient && lenient.items) readSkipping(v, p, codec) else codec.read(reading, v, p)
        } catch (f: Failure) {
            if (lenient != null && reading.lenient && lenient.value && fallback != null) return fallback
            throw f
        }
        checks?.check(reading, x, p)
        return x
    }

    @Suppress("UNCHECKED_CAST")
    private fun <T> readSkipping(v: JsonElement, p: String, codec: AcpCodec<T>): T = when (codec) {
        is ListCodec<*> -> {
            if (v !is JsonArray) throw Failure(p, "expected an array, got ${describe(v)}")
            val out = ArrayList<Any?>()
            v.forEachIndexed { n, x ->
                try {
                    out.add(codec.item.read(reading, x, indexPath(p, n)))
                } catch (_: Failure) {
                }
            }
            out as T
        }
        is MapCodec<*> -> {
            if (v !is JsonObject) throw Failure(p, "expected an object, got ${describe(v)}")
            val out = LinkedHashMap<String, Any?>()
            for ((k, x) in v) {
                try {
                    out[k] = codec.values.read(reading, x, keyPath(p, k))
                } catch (_: Failure) {
                }
            }
            out as T
        }
        else -> codec.read(reading, v, p)
    }

    /** The keys no field took: kept (an open object), or refused (a closed one). */
    fun rest(open: Boolean): JsonObject {
        val out = LinkedHashMap<String, JsonElement>()
        for ((k, v) in obj) {
            if (k in used) continue
            if (!open) throw Failure(keyPath(path, k), "unknown field ${quote(k)} of $typeName")
            firstFault(v, keyPath(path, k))?.let { throw it }
            out[k] = v
        }
        return if (out.isEmpty()) EMPTY_OBJECT else JsonObject(out)
    }
}

/** Builds an object's members: fields in spec order, then the unknown ones in code-point order. */
class MembersWriter {
    /** The members so far. */
    val members: LinkedHashMap<String, JsonElement> = LinkedHashMap()

    /** Writes a field. */
    fun <T> put(name: String, codec: AcpCodec<T>, x: T) {
        members[name] = codec.write(x)
    }

    /** Writes an optional field unless it is null. */
    fun <T> opt(name: String, codec: AcpCodec<T>, x: T?) {
        if (x != null) members[name] = codec.write(x)
    }

    /** Writes a three-state field unless it is absent. */
    fun <T> patch(name: String, codec: AcpCodec<T>, x: Patch<T>) {
        when (x) {
            is Patch.Absent -> {}
            is Patch.Null -> members[name] = JsonNull
            is Patch.Value -> members[name] = codec.write(x.value)
        }
    }

    /** Adds members written by another writer (a union's payload). */
    fun merge(other: Map<String, JsonElement>) {
        for ((k, v) in other) if (!members.containsKey(k)) members[k] = v
    }

    /** Writes the unknown members after the fields, in code-point order; a name a field took is left out. */
    fun rest(extra: JsonObject): LinkedHashMap<String, JsonElement> {
        for (k in extra.keys.sortedWith(CODE_POINT_ORDER)) if (!members.containsKey(k)) members[k] = sortedDeep(extra.getValue(k))
        return members
    }
}

private fun number(v: JsonElement, path: String, what: String): String {
    if (v !is JsonPrimitive || v is JsonNull || v.isString || v.content == "true" || v.content == "false") {
        throw Failure(path, "expected $what, got ${describe(v)}")
    }
    return v.content
}

/** A JSON string. */
object StringCodec : AcpCodec<String> {
    override val name: String = "string"

    override fun read(r: Reading, v: JsonElement, path: String): String {
        if (v !is JsonPrimitive || v is JsonNull || !v.isString) throw Failure(path, "expected a string, got ${describe(v)}")
        return v.content
    }

    override fun write(x: String): JsonElement = JsonPrimitive(x)
}

/** A JSON boolean. */
object BooleanCodec : AcpCodec<Boolean> {
    override val name: String = "boolean"

    override fun read(r: Reading, v: JsonElement, path: String): Boolean {
        if (v !is JsonPrimitive || v is JsonNull || v.isString || (v.content != "true" && v.content != "false")) {
            throw Failure(path, "expected a boolean, got ${describe(v)}")
        }
        return v.content == "true"
    }

    override fun write(x: Boolean): JsonElement = JsonPrimitive(x)
}

/** JSON null: a member of an untagged union. */
object NullCodec : AcpCodec<Unit> {
    override val name: String = "null"

    override fun read(r: Reading, v: JsonElement, path: String) {
        if (v !is JsonNull) throw Failure(path, "expected null, got ${describe(v)}")
    }

    override fun write(x: Unit): JsonElement = JsonNull
}

/** A number: an IEEE double; an integer token that no double writes back with the same digits is refused. */
object NumberCodec : AcpCodec<Double> {
    override val name: String = "number"

    override fun read(r: Reading, v: JsonElement, path: String): Double {
        val t = number(v, path, "a number")
        val d = t.toDouble()
        if (d.isInfinite()) throw Failure(path, "expected a JSON number, got number ${t.take(40)}")
        if (t.none { it == '.' || it == 'e' || it == 'E' } && canonicalNumber(t) != formatDouble(d)) {
            throw Failure(path, "the integer ${t.take(40)} has no exact double")
        }
        return d
    }

    override fun write(x: Double): JsonElement = JsonUnquotedLiteral(formatDouble(x))
}

/** An integer of a declared range, written as an integer; any number of integral value within the range reads. */
class IntegerCodec<T : Any>(
    override val name: String,
    private val min: Long,
    private val max: Long,
    private val of: (Long) -> T,
    private val to: (T) -> Long,
) : AcpCodec<T> {
    override fun read(r: Reading, v: JsonElement, path: String): T {
        val t = number(v, path, "an integer")
        val integral = t.none { it == '.' || it == 'e' || it == 'E' }
        val range = " is outside the $name range $min..$max"
        if (integral) {
            val n = java.math.BigInteger(t)
            if (n > java.math.BigInteger.valueOf(max) || n < java.math.BigInteger.valueOf(min)) {
                throw Failure(path, "${describe(v)}$range")
            }
            return of(n.toLong())
        }
        val d = t.toDouble()
        if (d != Math.floor(d)) throw Failure(path, "expected an integer, got ${describe(v)}")
        if (d < min.toDouble() || d > max.toDouble()) throw Failure(path, "${describe(v)}$range")
        return of(d.toLong())
    }

    override fun write(x: T): JsonElement = JsonUnquotedLiteral(to(x).toString())
}

/** `int32` as Int. */
val Int32Codec: AcpCodec<Int> = IntegerCodec("int32", Int.MIN_VALUE.toLong(), Int.MAX_VALUE.toLong(), { it.toInt() }, { it.toLong() })

/** `int64` as Long, within +-(2^53 - 1). */
val Int64Codec: AcpCodec<Long> = IntegerCodec("int64", -MAX_SAFE, MAX_SAFE, { it }, { it })

/** `uint16` as Int. */
val UInt16Codec: AcpCodec<Int> = IntegerCodec("uint16", 0, 65535, { it.toInt() }, { it.toLong() })

/** `uint32` as Long. */
val UInt32Codec: AcpCodec<Long> = IntegerCodec("uint32", 0, 4294967295L, { it }, { it })

/** `uint64` as ULong, within 0..2^53 - 1. */
val UInt64Codec: AcpCodec<ULong> = IntegerCodec("uint64", 0, MAX_SAFE, { it.toULong() }, { it.toLong() })

/** Free-form JSON, kept as received (numbers exact). */
object JsonCodec : AcpCodec<JsonElement> {
    override val name: String = "json"

    override fun read(r: Reading, v: JsonElement, path: String): JsonElement {
        firstFault(v, path)?.let { throw it }
        return v
    }

    override fun write(x: JsonElement): JsonElement = sortedDeep(x)
}

/** A free-form JSON object. */
object JsonObjectCodec : AcpCodec<JsonObject> {
    override val name: String = "object"

    override fun read(r: Reading, v: JsonElement, path: String): JsonObject {
        if (v !is JsonObject) throw Failure(path, "expected an object, got ${describe(v)}")
        firstFault(v, path)?.let { throw it }
        return v
    }

    override fun write(x: JsonObject): JsonElement = sortedDeep(x)
}

/** One string constant. */
class LiteralCodec(private val literal: String) : AcpCodec<String> {
    override val name: String = quote(literal)

    override fun read(r: Reading, v: JsonElement, path: String): String {
        if (v !is JsonPrimitive || v is JsonNull || !v.isString || v.content != literal) {
            throw Failure(path, "expected ${quote(literal)}, got ${describe(v)}")
        }
        return literal
    }

    override fun write(x: String): JsonElement = JsonPrimitive(literal)
}

/** A JSON array whose items all take one codec. */
class ListCodec<T>(val item: AcpCodec<T>) : AcpCodec<List<T>> {
    override val name: String = "list"

    override fun read(r: Reading, v: JsonElement, path: String): List<T> {
        if (v !is JsonArray) throw Failure(path, "expected an array, got ${describe(v)}")
        return v.mapIndexed { n, x -> item.read(r, x, indexPath(path, n)) }
    }

    override fun write(x: List<T>): JsonElement = JsonArray(x.map { item.write(it) })
}

/** A JSON object with any keys, every value of one codec. */
class MapCodec<T>(val values: AcpCodec<T>) : AcpCodec<Map<String, T>> {
    override val name: String = "map"

    override fun read(r: Reading, v: JsonElement, path: String): Map<String, T> {
        if (v !is JsonObject) throw Failure(path, "expected an object, got ${describe(v)}")
        // In code-point order of the keys (the order a map is written in): the first bad entry is the one every binding names.
        val out = LinkedHashMap<String, T>()
        for (k in v.keys.sortedWith(CODE_POINT_ORDER)) out[k] = values.read(r, v.getValue(k), keyPath(path, k))
        return out
    }

    /** Writes the entries in code-point order of their keys, as every binding writes a map. */
    override fun write(x: Map<String, T>): JsonElement =
        JsonObject(LinkedHashMap<String, JsonElement>().also { m -> for (k in x.keys.sortedWith(CODE_POINT_ORDER)) m[k] = values.write(x.getValue(k)) })
}

/** A value or `null`. */
class NullableCodec<T : Any>(private val inner: AcpCodec<T>) : AcpCodec<T?> {
    override val name: String = inner.name

    override fun read(r: Reading, v: JsonElement, path: String): T? = if (v is JsonNull) null else inner.read(r, v, path)

    override fun write(x: T?): JsonElement = if (x == null) JsonNull else inner.write(x)
}

/** A codec of one type through another (an opaque string, an enum). */
class MappedCodec<A, T>(override val name: String, override val feature: String?, private val base: AcpCodec<A>, private val of: (A) -> T, private val to: (T) -> A) : AcpCodec<T> {
    override fun read(r: Reading, v: JsonElement, path: String): T = of(base.read(r, v, path))

    override fun write(x: T): JsonElement = base.write(to(x))
}

/**
 * The object an open union keeps for a variant it does not know: as received, less (in a lenient
 * reading) the shared fields that read as absent, which upstream's crate drops.
 */
fun keptWhole(r: Reading, obj: JsonObject, absent: List<String>): JsonObject {
    if (!r.lenient || absent.none { obj.containsKey(it) }) return obj
    return JsonObject(obj.filterKeys { it !in absent })
}

/** Reads an enum value: a known one, or (open enum) any string; a closed enum's catch-all takes unknown values in lenient mode. */
fun enumValue(r: Reading, v: JsonElement, path: String, typeName: String, known: List<String>, open: Boolean, catchAll: String?): String {
    if (v !is JsonPrimitive || v is JsonNull || !v.isString) throw Failure(path, "expected a $typeName string, got ${describe(v)}")
    val s = v.content
    if (s in known || open) return s
    if (catchAll != null && r.lenient) return catchAll
    throw Failure(path, "${quote(s)} is not a $typeName (expected one of ${known.joinToString(", ") { quote(it) }})")
}

/** The problem a repeated member name is reported with: `duplicate member "a"`. */
private const val DUPLICATE_PREFIX = "duplicate member "

/**
 * Tries an untagged union's members in order: the first that reads the value wins.
 *
 * Read leniently, a member that refuses a repeated name (here or deeper) lets a later member
 * try. That refusal stands, though, when the refusing member reads the value with each
 * repeated name's last value: otherwise the repetition alone would decide the member, and
 * a reader that keeps the last value (or a writer picking the first member that reads the
 * value) would take the earlier one.
 */
fun <T> untagged(r: Reading, path: String, typeName: String, vararg members: () -> T): T {
    val problems = ArrayList<String>()
    var refused: ArrayList<Pair<() -> T, Failure>>? = null
    for (m in members) {
        val out = try {
            m()
        } catch (f: Failure) {
            problems.add("at ${f.path}: ${f.problem}")
            if (r.lenient && !r.ignoringRepeats && f.problem.startsWith(DUPLICATE_PREFIX)) {
                (refused ?: ArrayList<Pair<() -> T, Failure>>().also { refused = it }).add(m to f)
            }
            continue
        }
        refused?.let { standsRefused(r, it) }
        return out
    }
    throw Failure(path, "matches no member of $typeName (${problems.joinToString("; ")})")
}

/** Throws the first refusal of a repeated name whose member reads the value with each repeated name's last value. */
private fun <T> standsRefused(r: Reading, refused: List<Pair<() -> T, Failure>>) {
    r.ignoringRepeats = true
    try {
        for ((m, refusal) in refused) {
            try {
                m()
            } catch (_: Failure) {
                continue
            }
            throw refusal
        }
    } finally {
        r.ignoringRepeats = false
    }
}

/** The failure of a closed union that does not know a tag (or whose feature is off). */
fun unknownTag(path: String, field: String, tag: String, typeName: String, live: List<String>): Nothing =
    throw Failure(keyPath(path, field), "unknown $typeName tag ${quote(tag)} (expected one of ${live.joinToString(", ") { quote(it) }})")

/** The strings of an enum: a known value, or (open) any string; a closed enum's catch-all takes unknown values in lenient mode. */
class EnumStrings(override val name: String, private val known: List<String>, private val open: Boolean, private val catchAll: String?) : AcpCodec<String> {
    override fun read(r: Reading, v: JsonElement, path: String): String = enumValue(r, v, path, name, known, open, catchAll)

    override fun write(x: String): JsonElement = JsonPrimitive(x)
}

/** The string of an opaque type (an id, a path). */
class TypedString(override val name: String) : AcpCodec<String> {
    override fun read(r: Reading, v: JsonElement, path: String): String {
        if (v !is JsonPrimitive || v is JsonNull || !v.isString) throw Failure(path, "expected a $name string, got ${describe(v)}")
        return v.content
    }

    override fun write(x: String): JsonElement = JsonPrimitive(x)
}
