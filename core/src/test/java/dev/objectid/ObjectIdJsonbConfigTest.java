package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.typed.CrateId;
import dev.objectid.typed.InvoiceId;
import dev.objectid.typed.ParcelId;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.JsonbException;
import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import jakarta.json.bind.annotation.JsonbTypeSerializer;
import jakarta.json.bind.serializer.JsonbSerializer;
import jakarta.json.bind.serializer.SerializationContext;
import jakarta.json.stream.JsonGenerator;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link ObjectIdJsonbSerializer} and {@link ObjectIdJsonbDeserializer} registered in a {@code JsonbConfig}, as an
 * application outside Quarkus does for the values Yasson writes by their runtime type (the items of a root list, the
 * values of a root map): JSON-B applies them to ObjectIds and typed ids, as items, map values, map keys, array items,
 * {@code Optional}s and inside beans, and to nothing else; strings, numbers and other beans stay JSON-B's.
 */
class ObjectIdJsonbConfigTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");
    private static final ObjectId OTHER = ObjectId.parse("66322180ffffffffffffffff");
    private static final String HEX = "\"6632217f8a5d3e0001a0b1c2\"";
    private static final String OTHER_HEX = "\"66322180ffffffffffffffff\"";

    /** A bean whose ids are all inside containers. */
    public static final class Basket {
        public Map<String, ObjectId> byName;
        public Map<ParcelId, String> labels;
        public ObjectId[] crates;
        public Optional<ObjectId> coupon;
        public Set<ParcelId> parcels;
        public Object anything;
    }

    /** Names the serializer on a property that holds no id. */
    public static final class Misnamed {
        @JsonbTypeSerializer(ObjectIdJsonbSerializer.class)
        public String name = "crate";
    }

    /** Names the deserializer on a typed id that is a record. */
    public static final class Invoice {
        @JsonbTypeDeserializer(ObjectIdJsonbDeserializer.class)
        public InvoiceId id;
    }

    /** An application's own serializer for {@code ObjectId}, which writes an id as MongoDB Extended JSON. */
    public static final class ExtendedJsonSerializer implements JsonbSerializer<ObjectId> {
        @Override
        public void serialize(ObjectId id, JsonGenerator generator, SerializationContext context) {
            generator.writeStartObject().write("$oid", id.toHexString()).writeEnd();
        }
    }

    // tag::jsonb-config[]
    private final Jsonb jsonb = JsonbBuilder.create(new JsonbConfig()
            .withSerializers(new ObjectIdJsonbSerializer())
            .withDeserializers(new ObjectIdJsonbDeserializer()));
    // end::jsonb-config[]

    @AfterEach
    void close() throws Exception {
        jsonb.close();
    }

    /** The generic type of a subclass's supertype, as JSON-B takes a parameterized type to read. */
    private static Type typeOf(Object anonymousSubclass) {
        return anonymousSubclass.getClass().getGenericSuperclass();
    }

    @Test
    void rootListsSetsAndArraysAreArraysOfStrings() {
        assertThat(jsonb.toJson(List.of(ID, OTHER))).isEqualTo("[" + HEX + "," + OTHER_HEX + "]");
        assertThat(jsonb.toJson(new LinkedHashSet<>(List.of(ParcelId.of(ID), ParcelId.of(OTHER)))))
                .isEqualTo("[" + HEX + "," + OTHER_HEX + "]");
        assertThat(jsonb.toJson(new ObjectId[] {ID, null})).isEqualTo("[" + HEX + ",null]");
        assertThat(jsonb.toJson(Arrays.asList(ID, null))).isEqualTo("[" + HEX + ",null]");
        assertThat(jsonb.toJson(List.of(List.of(ID), List.of(CrateId.TYPE.wrap(OTHER)))))
                .isEqualTo("[[" + HEX + "],[" + OTHER_HEX + "]]");
    }

    @Test
    void theValuesOfARootMapAreStrings() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("id", ID);
        map.put("parcel", ParcelId.of(OTHER));
        map.put("none", null);

        assertThat(jsonb.toJson(map)).isEqualTo("{\"id\":" + HEX + ",\"parcel\":" + OTHER_HEX + ",\"none\":null}");
        assertThat(jsonb.toJson(Map.of("k", Optional.of(ID)))).isEqualTo("{\"k\":" + HEX + "}");
    }

    /**
     * Yasson writes a map whose keys are neither strings nor numbers (nor enums) as a list of entries, whatever is
     * registered: JSON-B has no serializer for keys. The key is the string there, and reads back.
     */
    @Test
    void idKeysAreStringsInYassonsEntriesAndReadBack() {
        Map<ObjectId, String> map = Map.of(ID, "fragile");
        String entries = "[{\"key\":" + HEX + ",\"value\":\"fragile\"}]";

        assertThat(jsonb.toJson(map)).isEqualTo(entries);
        assertThat(jsonb.<Map<ObjectId, String>>fromJson(entries, typeOf(new HashMap<ObjectId, String>() {})))
                .isEqualTo(map);
        assertThat(jsonb.<Map<ObjectId, String>>fromJson(
                        "{" + HEX + ":\"fragile\"}", typeOf(new HashMap<ObjectId, String>() {})))
                .isEqualTo(map);
        assertThat(jsonb.toJson(Map.of(ParcelId.of(ID), ParcelId.of(OTHER))))
                .isEqualTo("[{\"key\":" + HEX + ",\"value\":" + OTHER_HEX + "}]");
    }

    @Test
    void anOptionalIsItsString() {
        assertThat(jsonb.toJson(Optional.of(ID))).isEqualTo(HEX);
        assertThat(jsonb.toJson(List.of(Optional.of(ParcelId.of(ID))))).isEqualTo("[" + HEX + "]");
    }

    @Test
    void idsInContainersInsideABeanAreWrittenAndReadBack() {
        Basket basket = new Basket();
        basket.byName = Map.of("k", ID);
        basket.labels = Map.of(ParcelId.of(ID), "fragile");
        basket.crates = new ObjectId[] {OTHER};
        basket.coupon = Optional.of(ID);
        basket.parcels = Set.of(ParcelId.of(OTHER));
        basket.anything = OTHER;
        String json = "{\"anything\":" + OTHER_HEX + ",\"byName\":{\"k\":" + HEX + "},\"coupon\":" + HEX
                + ",\"crates\":[" + OTHER_HEX + "],\"labels\":[{\"key\":" + HEX + ",\"value\":\"fragile\"}],"
                + "\"parcels\":[" + OTHER_HEX + "]}";

        assertThat(jsonb.toJson(basket)).isEqualTo(json);
        Basket read = jsonb.fromJson(json.replace("\"anything\":" + OTHER_HEX + ",", ""), Basket.class);
        assertThat(read.byName).isEqualTo(basket.byName);
        assertThat(read.labels).isEqualTo(basket.labels);
        assertThat(read.crates).containsExactly(OTHER);
        assertThat(read.coupon).contains(ID);
        assertThat(read.parcels).containsExactly(ParcelId.of(OTHER));
    }

    @Test
    void stringsNumbersAndOtherValuesAreLeftToJsonb() {
        assertThat(jsonb.toJson(Map.of("k", "v"))).isEqualTo("{\"k\":\"v\"}");
        assertThat(jsonb.toJson(List.of("6632217f8a5d3e0001a0b1c2", 12, true, ID)))
                .isEqualTo("[\"6632217f8a5d3e0001a0b1c2\",12,true," + HEX + "]");
        assertThat(jsonb.toJson(new Object[] {ID, "x"})).isEqualTo("[" + HEX + ",\"x\"]");
        assertThat(jsonb.<Map<String, Object>>fromJson(
                        "{\"id\":" + HEX + ",\"n\":1}", typeOf(new HashMap<String, Object>() {})))
                .containsEntry("id", "6632217f8a5d3e0001a0b1c2")
                .hasEntrySatisfying("n", n -> assertThat(n).isInstanceOf(Number.class));
        assertThat(jsonb.fromJson(HEX, Object.class)).isEqualTo("6632217f8a5d3e0001a0b1c2");
    }

    @Test
    void rootContainersAreReadBack() {
        assertThat(jsonb.<List<ObjectId>>fromJson(
                        "[" + HEX + ",null,{\"$oid\":" + OTHER_HEX + "}]", typeOf(new ArrayList<ObjectId>() {})))
                .containsExactly(ID, null, OTHER);
        assertThat(jsonb.<Set<ParcelId>>fromJson("[" + HEX + "]", typeOf(new LinkedHashSet<ParcelId>() {})))
                .singleElement()
                .isInstanceOf(ParcelId.class)
                .isEqualTo(ParcelId.of(ID));
        assertThat(jsonb.<Map<String, ObjectId>>fromJson(
                        "{\"k\":" + HEX + ",\"none\":null}", typeOf(new HashMap<String, ObjectId>() {})))
                .containsEntry("k", ID)
                .containsEntry("none", null);
        assertThat(jsonb.fromJson("[" + HEX + "]", ObjectId[].class)).containsExactly(ID);
    }

    /** Registered, the deserializer also reads a typed id that names none itself, which Yasson cannot otherwise. */
    @Test
    void aTypedIdThatNamesNoDeserializerIsRead() {
        assertThat(jsonb.<List<CrateId>>fromJson("[" + HEX + "]", typeOf(new ArrayList<CrateId>() {})))
                .containsExactly(CrateId.TYPE.wrap(ID));
    }

    @Test
    void aMalformedIdInARootContainerIsAJsonbExceptionWithTheParserMessage() {
        assertThatThrownBy(() -> jsonb.fromJson("[" + HEX + ",\"zz\"]", typeOf(new ArrayList<ObjectId>() {})))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ObjectId \"zz\": length is 2, expected 24 hexadecimal digits")
                .hasRootCauseInstanceOf(ObjectIdFormatException.class);
        assertThatThrownBy(() -> jsonb.fromJson("{\"k\":12}", typeOf(new HashMap<String, ParcelId>() {})))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ParcelId: the number 12; expected a string of 24 hexadecimal digits");
    }

    /** An application's own serializer for an id type is more specific than the registered one, and wins. */
    @Test
    void theApplicationsOwnSerializerWins() throws Exception {
        try (Jsonb own = JsonbBuilder.create(new JsonbConfig()
                .withSerializers(new ObjectIdJsonbSerializer(), new ExtendedJsonSerializer())
                .withDeserializers(new ObjectIdJsonbDeserializer()))) {
            assertThat(own.toJson(List.of(ID, ParcelId.of(OTHER))))
                    .isEqualTo("[{\"$oid\":" + HEX + "}," + OTHER_HEX + "]");
        }
    }

    /** Named on a property that holds no id, the serializer cannot write it: JSON-B says which property. */
    @Test
    void theSerializerNamedOnAPropertyOfAnotherTypeFailsNamingTheProperty() {
        assertThatThrownBy(() -> jsonb.toJson(new Misnamed()))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Unable to serialize property 'name'")
                .hasRootCauseInstanceOf(ClassCastException.class)
                .rootCause()
                .hasMessageContaining("java.lang.String cannot be cast");
    }

    /** A typed id written as a record is not one the deserializer creates: it says so, and what to do. */
    @Test
    void aRecordTypedIdIsRefusedWithWhatToDoInstead() {
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":" + HEX + "}", Invoice.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Cannot read the id \"6632217f8a5d3e0001a0b1c2\" from JSON as "
                        + InvoiceId.class.getName() + ", which is neither ObjectId nor a typed id that extends"
                        + " dev.objectid.TypedObjectId")
                .hasMessageContaining("a typed id of another shape, such as a record, needs a JsonbAdapter of its own");
    }
}
