@file:OptIn(ExperimentalSerializationApi::class)

package __PACKAGE__.runtime

import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerializationException
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder
import kotlinx.serialization.json.JsonDecoder
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonEncoder

/**
 * The kotlinx.serialization serializer of a spec type, through its codec:
 * `Json.decodeFromString<T>(text)` reads as [parseValue] does (strictly, the
 * default unstable features) and throws the codec's [DecodeError];
 * `Json.encodeToString(x)` writes the codec's JSON, numbers canonical, so its text is
 * [toJson]'s (the harness checks both agree). JSON formats only.
 */
open class CodecSerializer<T>(private val codec: AcpCodec<T>) : KSerializer<T> {
    override val descriptor: SerialDescriptor = SerialDescriptor(codec.name, JsonElement.serializer().descriptor)

    override fun deserialize(decoder: Decoder): T {
        val json = decoder as? JsonDecoder ?: throw SerializationException("${codec.name} is read from JSON only")
        return parseValue(codec, json.decodeJsonElement())
    }

    override fun serialize(encoder: Encoder, value: T) {
        val json = encoder as? JsonEncoder ?: throw SerializationException("${codec.name} is written as JSON only")
        json.encodeJsonElement(canonicalTree(codec.write(value)))
    }
}
