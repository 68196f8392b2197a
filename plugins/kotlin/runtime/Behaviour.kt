package __PACKAGE__.runtime

import __PACKAGE__.Registry
import java.math.BigDecimal
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive

// The primitives of the generated converters and reducers (Converters.kt, Reducers.kt). acp-codegen lowers each
// conversion rule and reducer action to statements that call these: reading a path, JSON equality, the value
// tests, building and checking outputs, minting ids, the reducer's actions, the errors. Nothing here reads a rule.
// Values are JsonElement; Kotlin's null is an absent value (a missing field), JsonNull is JSON null.

/** A message that no rule converts, or whose rule fails: [rule] is the rule id (`no-rule`, `invalid-input` and `invalid-option` are the runtime's own). */
class ConversionError(val rule: String, val detail: String) : Exception("$rule: $detail")

/** An update that cannot be applied: it names a message of another role, an entity that does not exist, or there is nothing to clear. */
class ReduceError(message: String) : Exception(message)

/** A field a reducer merges: its name, whether it is a patch field (null clears it) and whether it is a list (cleared to `[]`). */
class MergeField(val name: String, val patch: Boolean, val list: Boolean)

/** A value of a spec type read and written back as canonical JSON; [DecodeError] when it is not one, [NoSuchElementException] for an unknown type. */
fun canonical(type: String, value: JsonElement?, unstable: Set<String>): JsonElement {
    @Suppress("UNCHECKED_CAST")
    val codec = Registry.codecs[type] as AcpCodec<Any?>? ?: throw NoSuchElementException("no type $type")
    return codec.write(parseValue(codec, value ?: JsonNull, unstable))
}

/** A JSON constant of the rules, from its JSON text. */
fun constant(text: String): JsonElement = readLax(text)

/** The value at a field path, or absent where a step is missing or not an object. */
fun at(value: JsonElement?, path: List<String>): JsonElement? {
    var cur = value
    for (step in path) cur = (cur as? JsonObject)?.get(step) ?: return null
    return cur
}

/** The value of the tag field (absent when there is none). */
fun tagOf(data: JsonElement?, tagField: String?): JsonElement? = if (tagField == null) null else at(data, listOf(tagField))

/** The string of a tag, or null when it is not a string (a `when` on tags reads it). */
fun tagText(tag: JsonElement?): String? = (tag as? JsonPrimitive)?.takeIf { it.isString }?.content

/** A value as message text: a string as it is, absent as nothing, anything else as compact JSON. */
fun textOf(v: JsonElement?): String = when {
    v == null -> ""
    v is JsonPrimitive && v.isString -> v.content
    else -> writeJson(v)
}

/** The texts joined. */
fun concatText(vararg parts: String): String = parts.joinToString("")

private fun isBool(p: JsonPrimitive): Boolean = !p.isString && (p.content == "true" || p.content == "false")

/** JSON equality: absent equals only absent, booleans are not numbers, numbers by value. */
fun same(a: JsonElement?, b: JsonElement?): Boolean = when {
    a == null || b == null -> a == null && b == null
    a is JsonNull || b is JsonNull -> a is JsonNull && b is JsonNull
    a is JsonObject && b is JsonObject -> a.keys == b.keys && a.all { (k, x) -> same(x, b[k]) }
    a is JsonArray && b is JsonArray -> a.size == b.size && a.indices.all { same(a[it], b[it]) }
    a is JsonPrimitive && b is JsonPrimitive -> when {
        a.isString || b.isString -> a.isString && b.isString && a.content == b.content
        isBool(a) || isBool(b) -> a.content == b.content
        else -> BigDecimal(a.content).compareTo(BigDecimal(b.content)) == 0
    }
    else -> false
}

/** The value is absent. */
fun isAbsent(v: JsonElement?): Boolean = v == null

/** The value is null. */
fun isNull(v: JsonElement?): Boolean = v is JsonNull

/** The value is absent or null. */
fun isAbsentOrNull(v: JsonElement?): Boolean = v == null || v is JsonNull

/** The value is present and not null. */
fun isSet(v: JsonElement?): Boolean = v != null && v !is JsonNull

/** The value is a string. */
fun isString(v: JsonElement?): Boolean = v is JsonPrimitive && v.isString

/** The value is a list of no items. */
fun isEmptyList(v: JsonElement?): Boolean = v is JsonArray && v.isEmpty()

/** The value is a list with items. */
fun isNonEmptyList(v: JsonElement?): Boolean = v is JsonArray && v.isNotEmpty()

/** The tag is a string that is none of the known tags. */
fun isUnknownTag(tag: JsonElement?, known: List<String>): Boolean = tagText(tag)?.let { it !in known } ?: false

/** A state value: absent becomes null. */
fun orNull(v: JsonElement?): JsonElement = v ?: JsonNull

/** The value, absent for null. */
fun nonNull(v: JsonElement?): JsonElement? = if (v is JsonNull) null else v

/** A JSON list of the present values, in order. */
fun presentList(vararg values: JsonElement?): JsonElement = JsonArray(values.filterNotNull())

/** The one value a nested conversion gives; for several, a list of the present ones. */
fun singleValue(values: List<JsonElement?>): JsonElement? = if (values.size == 1) values[0] else JsonArray(values.filterNotNull())

/** The git patch of a file's old text (null or absent: a new file) to its new text. */
fun gitPatchOf(path: JsonElement?, old: JsonElement?, new: JsonElement?): JsonElement {
    val p = tagText(path)
    val n = tagText(new)
    val o = tagText(old)
    if (p == null || n == null || !(old == null || old is JsonNull || o != null)) {
        throw ConversionError("invalid-input", "a git patch needs a path, an old text (or null) and a new text")
    }
    return JsonPrimitive(gitPatch(p, o, n))
}

/** A new empty object to build an output in. */
fun newObject(): MutableMap<String, JsonElement> = LinkedHashMap()

/** An object built, as a JSON value. */
fun objectValue(o: Map<String, JsonElement>): JsonElement = JsonObject(LinkedHashMap(o))

/** Sets a field, or removes it for an absent value. */
fun putField(o: MutableMap<String, JsonElement>, field: String, v: JsonElement?) {
    if (v == null) o.remove(field) else o[field] = v
}

/** Sets a field of every partial output. */
fun putAll(outs: List<MutableMap<String, JsonElement>>, field: String, v: JsonElement?) {
    for (o in outs) putField(o, field, v)
}

/** The partial outputs of one object. */
fun objectsOf(o: MutableMap<String, JsonElement>): List<MutableMap<String, JsonElement>> = listOf(o)

/** Each partial output with each choice of the field (a copy per pair), in order. */
fun fanOut(outs: List<MutableMap<String, JsonElement>>, field: String, choices: List<JsonElement?>): List<MutableMap<String, JsonElement>> =
    outs.flatMap { o -> choices.map { c -> LinkedHashMap(o).also { putField(it, field, c) } } }

/** Copies an input's fields but its tag field and the dropped ones, renamed by the pairs (old to new). */
fun copyFields(out: MutableMap<String, JsonElement>, data: JsonElement?, tagField: String?, drop: List<String>, rename: List<Pair<String, String>>) {
    val renamed = rename.toMap()
    for ((k, x) in data as? JsonObject ?: return) {
        if (k == tagField || k in drop) continue
        out[renamed[k] ?: k] = x
    }
}

/** An empty list of outputs. */
fun newOutputs(): MutableList<JsonElement> = ArrayList()

/** Appends an output. */
fun push(outputs: MutableList<JsonElement>, v: JsonElement?) {
    outputs.add(v ?: JsonNull)
}

/** What a rule's effects read as its output: the first output (absent: none), its params for a method message. */
fun outputOf(outputs: List<JsonElement>): JsonElement? {
    val first = outputs.firstOrNull() as? JsonObject ?: return null
    val params = first["params"]
    return if (isString(first["method"]) && params is JsonObject) params else first
}

/** The items of a list for a rule's `forEach`; fails under the rule when the value is not a list. */
fun listAt(rule: String, v: JsonElement?, path: String): List<JsonElement> = v as? JsonArray ?: throw ConversionError(rule, "$path is not a list")

/** Whether a value is a string in the set. */
fun inSet(values: Set<String>, v: JsonElement?): Boolean = tagText(v)?.let { it in values } ?: false

/** Adds a string to the set (a value of another kind is not added). */
fun addTo(values: MutableSet<String>, v: JsonElement?) {
    tagText(v)?.let { values.add(it) }
}

/** Removes a string from the set. */
fun removeFrom(values: MutableSet<String>, v: JsonElement?) {
    tagText(v)?.let { values.remove(it) }
}

/**
 * What every generated converter shares: its options, the id counter and the checks around each rule. The
 * generated subclass holds the rules' state and the rules, and picks a rule by the source's type, tag or method.
 */
abstract class ConverterBase(
    private val source: String,
    private val target: String,
    known: List<String>,
    private val options: Map<String, JsonElement>,
    private val unstable: Set<String>,
) {
    private var minted = 0

    /** The id of the rule that converted the last top-level input. */
    var lastRule: String? = null
        private set

    init {
        for (name in options.keys) {
            if (name !in known) throw ConversionError("invalid-option", "unknown option ${quote(name)}")
        }
    }

    /** Converts a value of the qualified source type (`"v1.Type"`), given as JSON: the outputs, in order. */
    abstract fun convert(typeName: String, value: JsonElement?): List<JsonElement>

    /** Converts a method call or notification (`{"method", "params"}`): the output messages, in order. */
    abstract fun convertMethod(message: JsonElement): List<JsonElement>

    /** The input read as its type, in canonical form. */
    protected fun input(typeName: String, value: JsonElement?): JsonObject {
        val data = try {
            canonical(typeName, value, unstable)
        } catch (_: NoSuchElementException) {
            throw ConversionError("no-rule", "no type $typeName")
        } catch (e: DecodeError) {
            throw ConversionError("invalid-input", "not a valid $typeName: ${e.message}")
        }
        return data as? JsonObject ?: throw ConversionError("no-rule", "no rule converts $typeName: it is not an object type")
    }

    /** The method a message calls. */
    protected fun methodOf(message: JsonElement): String =
        tagText((message as? JsonObject)?.get("method")) ?: throw ConversionError("invalid-input", "a method message needs a method name")

    /** A method message's params read as their type, in canonical form. */
    protected fun params(message: JsonElement, typeName: String): JsonObject {
        val method = methodOf(message)
        val params = try {
            canonical(typeName, (message as JsonObject)["params"], unstable)
        } catch (e: DecodeError) {
            throw ConversionError("invalid-input", "not valid params of $method: ${e.message}")
        }
        return params as? JsonObject ?: throw ConversionError("invalid-input", "the params of $method must be an object")
    }

    /** Records the rule that converted the input, and gives its outputs. */
    protected fun ran(rule: String, outputs: List<JsonElement>): List<JsonElement> {
        lastRule = rule
        return outputs
    }

    /** No rule converts this value of the type (its tag quoted when it is a string). */
    protected fun noRule(typeName: String, tag: JsonElement?): ConversionError {
        val which = tagText(tag)?.let { " ($it)" } ?: ""
        return ConversionError("no-rule", "no $source -> $target rule converts this $typeName$which")
    }

    /** No rule converts this call: of a method the converter knows ([known]), or of another. */
    protected fun noMethodRule(method: String, known: Boolean): ConversionError = if (known) {
        ConversionError("no-rule", "no $source -> $target rule converts $method with these params")
    } else {
        ConversionError("no-rule", "no $source method ${quote(method)} has a conversion rule")
    }

    /** The rule pairs no target with the source's tag. */
    protected fun unpaired(rule: String): ConversionError = ConversionError(rule, "the rule pairs no target with this source")

    /** An output read as its target type: its canonical JSON; fails under the rule when it is not valid. */
    protected fun checkOutput(rule: String, typeName: String, value: Map<String, JsonElement>): JsonElement = try {
        canonical(typeName, JsonObject(LinkedHashMap(value)), unstable)
    } catch (_: NoSuchElementException) {
        throw ConversionError(rule, "no type $typeName")
    } catch (e: DecodeError) {
        throw ConversionError(rule, "the result is not a valid $typeName: ${e.message}")
    }

    /** A method output: `{"method", "params"}`, the params checked as their type. */
    protected fun checkMethod(rule: String, method: String, typeName: String, value: Map<String, JsonElement>): JsonElement =
        JsonObject(linkedMapOf("method" to JsonPrimitive(method), "params" to checkOutput(rule, typeName, value)))

    /** Whether an option is on: present, not null, not false. */
    protected fun option(name: String): Boolean {
        val o = options[name] ?: return false
        return o !is JsonNull && !(o is JsonPrimitive && isBool(o) && o.content == "false")
    }

    /** A fresh id: the id-source option's prefix and the count of ids minted. */
    protected fun mint(option: String): JsonElement {
        val prefix = tagText(options[option]) ?: throw ConversionError("invalid-option", "option $option gives no id prefix")
        minted += 1
        return JsonPrimitive("$prefix$minted")
    }

    /** A value converted as the source type: its outputs (absent and null stay as they are). */
    protected fun convertOne(typeName: String, v: JsonElement?): List<JsonElement?> =
        if (v == null || v is JsonNull) listOf(v) else convert(typeName, v)

    /** A list converted item by item, the outputs joined (absent and null stay as they are). */
    protected fun convertMany(typeName: String, v: JsonElement?): JsonElement? {
        if (v == null || v is JsonNull) return v
        val items = v as? JsonArray ?: throw ConversionError("invalid-input", "expected a list of $typeName")
        return JsonArray(items.flatMap { convert(typeName, it) })
    }
}

/**
 * What every generated reducer shares: the messages, the entity collections, and the actions its variants take.
 * The generated subclass picks the action of each variant of the update union.
 */
abstract class ReducerBase(
    private val union: String,
    private val key: String,
    private val listField: String?,
    entities: List<Pair<String, Boolean>>,
    private val unstable: Set<String>,
) {
    private val names = entities.map { it.first }
    private val messageList = ArrayList<MutableMap<String, JsonElement>>()
    private val byId = HashMap<String, MutableMap<String, JsonElement>>()
    private val lastStreamed = HashMap<String, MutableMap<String, JsonElement>>()
    private val keyed = HashMap<String, LinkedHashMap<String, Map<String, JsonElement>>>()
    private val single = HashMap<String, JsonElement>()
    private var lastAction: String? = null
    private var lastRole = ""

    init {
        for ((name, isKeyed) in entities) if (isKeyed) keyed[name] = LinkedHashMap() else single[name] = JsonNull
    }

    /** Applies one update given as JSON; [DecodeError] for an invalid update, [ReduceError] for one that cannot be applied. */
    abstract fun apply(value: JsonElement?)

    /** The messages, in the order they were first seen. */
    fun messages(): JsonArray = JsonArray(messageList.map { JsonObject(LinkedHashMap(it)) })

    /** Every entity collection, by name. */
    fun entities(): JsonObject = JsonObject(LinkedHashMap<String, JsonElement>().also { m -> for (n in names) m[n] = entity(n) })

    /** One entity collection: the keyed entities in first-seen order (a list), or the single value (null until set). */
    fun entity(name: String): JsonElement {
        keyed[name]?.let { table -> return JsonArray(table.values.map { JsonObject(LinkedHashMap(it)) }) }
        return single[name] ?: throw ReduceError("the reducer keeps no entity ${quote(name)}")
    }

    /** An update read as the union, in canonical form. */
    protected fun update(value: JsonElement?): JsonObject = canonical(union, value, unstable) as JsonObject

    private fun did(action: String, role: String = "") {
        lastAction = action
        lastRole = role
    }

    /** An unknown variant of an open union: no state changes. */
    protected fun other() = did("other")

    /** Records an update that changes nothing. */
    protected fun ignoreUpdate() = did("ignore")

    private fun stringKey(tag: String, record: JsonElement?, key: String): String =
        tagText((record as? JsonObject)?.get(key)) ?: throw ReduceError("$tag: $key must be a string")

    /** Appends the update's field to the message of the role it names, or to the one being streamed. */
    protected fun appendMessage(update: JsonElement?, role: String, field: String) {
        val u = update as JsonObject
        val ident = tagText(u[key])
        var msg: MutableMap<String, JsonElement>? = null
        if (ident != null) {
            msg = find(ident, role)
        } else if (lastAction != null && lastRole == role && lastAction != "upsert") {
            msg = lastStreamed[role]
        }
        val target = msg ?: create(ident, role)
        target[field] = JsonArray(((target[field] as? JsonArray) ?: JsonArray(emptyList())) + (u[field] ?: JsonNull))
        lastStreamed[role] = target
        did("append", role)
    }

    /** Creates or updates the message the update names, merging the fields. */
    protected fun upsert(update: JsonElement?, role: String, fields: List<MergeField>) {
        val u = update as JsonObject
        val ident = tagText(u[key]) ?: throw ReduceError("$key must be a string")
        val msg = find(ident, role) ?: create(ident, role)
        merge(msg, u, fields, key)
        did("upsert", role)
    }

    /** Clears the field of the last streamed message of the role. */
    protected fun clearLast(tag: String, role: String, field: String) {
        val msg = lastStreamed[role] ?: throw ReduceError("$tag: no $role message has been streamed, so there is nothing to clear")
        msg[field] = JsonArray(emptyList())
        did("clear-last", role)
    }

    /** Merges a record into the keyed entity it names; one that does not exist is created when [create], else an error. */
    protected fun mergeEntity(tag: String, record: JsonElement?, entity: String, key: String, fields: List<MergeField>, create: Boolean) {
        val ident = stringKey(tag, record, key)
        val table = keyed.getValue(entity)
        val found = LinkedHashMap(table[ident] ?: run {
            if (!create) throw ReduceError("$tag: there is no $entity ${quote(ident)} to update")
            mapOf(key to JsonPrimitive(ident))
        })
        merge(found, record as JsonObject, fields, key)
        table[ident] = found
        did(if (create) "upsert-entity" else "patch-entity")
    }

    /**
     * Checks the fixed fields of the keyed entity the update names: the update that creates it must carry each
     * (not null), and stores them; a later one may leave one out, give null or repeat it. Call before [mergeEntity].
     */
    protected fun fixEntity(tag: String, update: JsonElement?, entity: String, key: String, fixed: List<String>) {
        val ident = stringKey(tag, update, key)
        val u = update as JsonObject
        val table = keyed.getValue(entity)
        val found = table[ident]
        for (f in fixed) {
            val value = u[f]
            if (found == null && (value == null || value is JsonNull)) {
                throw ReduceError("$tag: the first update of $entity ${quote(ident)} must carry $f")
            }
            if (found != null && value != null && value !is JsonNull && !same(found[f], value)) {
                throw ReduceError("$tag: $f of $entity ${quote(ident)} is fixed by its first update and cannot change")
            }
        }
        if (found != null) return
        val created = LinkedHashMap<String, JsonElement>()
        created[key] = JsonPrimitive(ident)
        for (f in fixed) created[f] = u.getValue(f)
        table[ident] = created
    }

    /** Replaces a single entity with the update but its tag field. */
    protected fun replaceSingle(update: JsonElement?, entity: String, tagField: String) {
        single[entity] = JsonObject((update as JsonObject).filterKeys { it != tagField })
        did("replace")
    }

    /** Merges a record into a single entity (an object, created empty). */
    protected fun mergeSingle(record: JsonElement?, entity: String, fields: List<MergeField>) {
        val target = LinkedHashMap((single[entity] as? JsonObject) ?: emptyMap())
        merge(target, record as JsonObject, fields, "")
        single[entity] = JsonObject(target)
        did("upsert-single")
    }

    /** Replaces a single entity with a value. */
    protected fun replaceValue(entity: String, value: JsonElement?) {
        single[entity] = value ?: JsonNull
        did("replace")
    }

    /** Replaces (or adds) the keyed entity a record names with the record. */
    protected fun replaceEntity(tag: String, record: JsonElement?, entity: String, key: String) {
        val ident = stringKey(tag, record, key)
        keyed.getValue(entity)[ident] = LinkedHashMap(record as JsonObject)
        did("replace-entity")
    }

    /** Removes the keyed entity the update names, if any. */
    protected fun removeEntity(tag: String, update: JsonElement?, entity: String, key: String) {
        val ident = stringKey(tag, update, key)
        keyed.getValue(entity).remove(ident)
        did("remove-entity")
    }

    /**
     * Appends a value at a path of the keyed entity the update names: one more item of a list (`item`), a list's
     * items (`items`) or the end of a string (`text`). An absent entity starts as its key and [initial]; an absent
     * or null object on the path starts empty; an absent or null field starts as an empty list or string.
     */
    protected fun appendEntity(
        tag: String,
        update: JsonElement?,
        entity: String,
        key: String,
        path: List<String>,
        mode: String,
        initial: JsonElement,
        value: JsonElement?,
    ) {
        val ident = stringKey(tag, update, key)
        val table = keyed.getValue(entity)
        val start: Map<String, JsonElement> = table[ident] ?: LinkedHashMap((initial as JsonObject)).also { it[key] = JsonPrimitive(ident) }
        table[ident] = appendAt(start, path, mode, value)
        did("append-entity")
    }

    private fun appendAt(obj: Map<String, JsonElement>, path: List<String>, mode: String, value: JsonElement?): Map<String, JsonElement> {
        val copy = LinkedHashMap(obj)
        val step = path[0]
        if (path.size > 1) {
            copy[step] = JsonObject(appendAt((obj[step] as? JsonObject) ?: emptyMap(), path.drop(1), mode, value))
            return copy
        }
        val stored = obj[step]
        copy[step] = when (mode) {
            "text" -> JsonPrimitive((tagText(stored) ?: "") + (tagText(value) ?: ""))
            else -> {
                val items = (stored as? JsonArray) ?: JsonArray(emptyList())
                if (mode == "items" && value is JsonArray) JsonArray(items + value) else JsonArray(items + (value ?: JsonNull))
            }
        }
        return copy
    }

    private fun find(ident: String, role: String): MutableMap<String, JsonElement>? {
        val msg = byId[ident] ?: return null
        val has = tagText(msg["role"]) ?: ""
        if (has != role) {
            throw ReduceError("message $ident is ${withArticle(has)} message; an update cannot make it ${withArticle(role)} message")
        }
        return msg
    }

    private fun create(ident: String?, role: String): MutableMap<String, JsonElement> {
        val msg = LinkedHashMap<String, JsonElement>()
        msg[key] = if (ident == null) JsonNull else JsonPrimitive(ident)
        msg["role"] = JsonPrimitive(role)
        if (listField != null) msg[listField] = JsonArray(emptyList())
        messageList.add(msg)
        if (ident != null) byId[ident] = msg
        return msg
    }
}

/** Field by field: a patch field absent keeps, null clears (a list becomes `[]`), a value replaces; another field replaces when present. */
private fun merge(target: MutableMap<String, JsonElement>, update: JsonObject, fields: List<MergeField>, key: String) {
    for (f in fields) {
        if (f.name == key) continue
        val value = update[f.name] ?: continue
        if (f.patch && value is JsonNull) {
            if (f.list) target[f.name] = JsonArray(emptyList()) else target.remove(f.name)
        } else {
            target[f.name] = value
        }
    }
}

/**
 * A noun with its indefinite article, by how it is spelt: "an" before a, e, i and o, and before a u that does not
 * sound "you" (a u, then a consonant, then a vowel: "a user", "an update"); "a" otherwise.
 */
fun withArticle(noun: String): String {
    val w = noun.lowercase()
    val vowels = "aeiou"
    val an = w.take(1) in listOf("a", "e", "i", "o") ||
        (w.take(1) == "u" && !(w.length > 2 && w[1] !in vowels && w[2] in vowels))
    return "${if (an) "an" else "a"} $noun"
}

private class Line(val text: String, val last: Boolean)

private fun linesOf(text: String): List<Line> {
    if (text.isEmpty()) return emptyList()
    val parts = text.split("\n").toMutableList()
    val endsInNewline = parts.last().isEmpty()
    if (endsInNewline) parts.removeAt(parts.size - 1)
    return parts.mapIndexed { i, t -> Line(t, !endsInNewline && i == parts.size - 1) }
}

private fun sameLine(a: Line, b: Line): Boolean = a.text == b.text && a.last == b.last

/**
 * The git patch of one file's old text (null: a new file) to its new text, as every binding writes it: the edit
 * script of a longest common subsequence of lines (a deletion before an insertion where both are as long), hunks
 * of three lines of context, hunks whose context would touch or overlap merged.
 */
fun gitPatch(path: String, oldText: String?, newText: String): String {
    val p = if (path.startsWith("/")) path else "/$path"
    val out = ArrayList<String>()
    out.add("diff --git a$p b$p")
    if (oldText == null) {
        out.add("new file mode 100644")
        out.add("--- /dev/null")
    } else {
        out.add("--- a$p")
    }
    out.add("+++ b$p")
    val a = linesOf(oldText ?: "")
    val b = linesOf(newText)
    val ops = ArrayList<Char>()
    val lines = ArrayList<Line>()
    if (a.size.toLong() * b.size.toLong() > 4_000_000L) {
        for (l in a) { ops.add('-'); lines.add(l) }
        for (l in b) { ops.add('+'); lines.add(l) }
    } else {
        val width = b.size + 1
        val common = IntArray((a.size + 1) * width)
        for (i in a.size - 1 downTo 0) {
            for (j in b.size - 1 downTo 0) {
                common[i * width + j] = if (sameLine(a[i], b[j])) {
                    common[(i + 1) * width + j + 1] + 1
                } else {
                    maxOf(common[(i + 1) * width + j], common[i * width + j + 1])
                }
            }
        }
        var i = 0
        var j = 0
        while (i < a.size || j < b.size) {
            if (i < a.size && j < b.size && sameLine(a[i], b[j])) {
                ops.add(' '); lines.add(a[i]); i++; j++
            } else if (i < a.size && (j == b.size || common[(i + 1) * width + j] >= common[i * width + j + 1])) {
                ops.add('-'); lines.add(a[i]); i++
            } else {
                ops.add('+'); lines.add(b[j]); j++
            }
        }
    }
    val changes = ops.indices.filter { ops[it] != ' ' }
    val context = 3
    var first = 0
    while (first < changes.size) {
        var last = first
        while (last + 1 < changes.size && changes[last + 1] - changes[last] <= 2 * context + 1) last++
        val from = maxOf(0, changes[first] - context)
        val to = minOf(ops.size, changes[last] + context + 1)
        val oldStart = 1 + (0 until from).count { ops[it] != '+' }
        val newStart = 1 + (0 until from).count { ops[it] != '-' }
        val oldLen = (from until to).count { ops[it] != '+' }
        val newLen = (from until to).count { ops[it] != '-' }
        out.add("@@ -${span(oldStart, oldLen)} +${span(newStart, newLen)} @@")
        for (k in from until to) {
            out.add("${ops[k]}${lines[k].text}")
            if (lines[k].last) out.add("\\ No newline at end of file")
        }
        first = last + 1
    }
    return out.joinToString("\n") + "\n"
}

private fun span(start: Int, length: Int): String {
    val first = if (length == 0) start - 1 else start
    return if (length == 1) "$first" else "$first,$length"
}
