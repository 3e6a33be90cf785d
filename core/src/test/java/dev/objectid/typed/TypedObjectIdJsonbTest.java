package dev.objectid.typed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.ObjectIdJsonbDeserializer;
import dev.objectid.TypedObjectId;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbException;
import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import java.io.Serializable;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A typed id of the generated shape in JSON-B (Yasson, nothing registered): the hexadecimal string, written and read
 * through the serializer and deserializer it names, which create the typed id JSON-B asks for; as a property of its
 * own type, in a list, in a record and through a generic base class. Errors are {@link JsonbException}s that name the
 * typed id and the value.
 */
class TypedObjectIdJsonbTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");
    private static final ParcelId PARCEL = ParcelId.of(ID);

    public record Shipment(ParcelId id, List<ParcelId> parcels) {}

    public abstract static class BaseEntity<K extends TypedObjectId<K>> {
        public K id;
    }

    public static final class Parcel extends BaseEntity<ParcelId> {
        public String name;
    }

    /** A base class whose id variable is bound by {@code Serializable}, which declares no JSON-B deserializer. */
    public abstract static class SerializableBase<K extends Serializable> {
        public K id;
    }

    public static final class Crate extends SerializableBase<ParcelId> {}

    /** The same with the deserializer named on the property, where the bound names none. */
    public abstract static class AnnotatedBase<K extends Serializable> {
        // tag::jsonb-serializable-bound[]
        @JsonbTypeDeserializer(ObjectIdJsonbDeserializer.class)
        public K id;
        // end::jsonb-serializable-bound[]
    }

    public static final class Box extends AnnotatedBase<ParcelId> {}

    public record Pallet(CrateId crate) {}

    /** A property of the abstract supertype: JSON-B has no typed id to create. */
    public static final class Loose {
        public TypedObjectId<?> id;
    }

    private final Jsonb jsonb = JsonbBuilder.create();

    @AfterEach
    void close() throws Exception {
        jsonb.close();
    }

    @Test
    void writesTheStringAndReadsTheTypedIdBackInARecordAndAList() {
        Shipment shipment = new Shipment(PARCEL, List.of(PARCEL, PARCEL));
        String json = "{\"id\":\"6632217f8a5d3e0001a0b1c2\",\"parcels\":[\"6632217f8a5d3e0001a0b1c2\","
                + "\"6632217f8a5d3e0001a0b1c2\"]}";

        assertThat(jsonb.toJson(shipment)).isEqualTo(json);
        Shipment read = jsonb.fromJson(json, Shipment.class);
        assertThat(read).isEqualTo(shipment);
        assertThat(read.parcels()).allSatisfy(parcel -> assertThat(parcel).isInstanceOf(ParcelId.class));
        assertThat(jsonb.fromJson("{\"id\":{\"$oid\":\"6632217F8A5D3E0001A0B1C2\"}}", Shipment.class)
                        .id())
                .isEqualTo(PARCEL);
        assertThat(jsonb.fromJson("{\"id\":null}", Shipment.class).id()).isNull();
    }

    @Test
    void aGenericBaseClassReadsAndWritesTheTypedIdItsSubclassNames() {
        String json = "{\"id\":\"6632217f8a5d3e0001a0b1c2\",\"name\":\"box\"}";

        Parcel read = jsonb.fromJson(json, Parcel.class);

        assertThat(read.id).isInstanceOf(ParcelId.class).isEqualTo(PARCEL);
        assertThat(jsonb.toJson(read)).isEqualTo(json);
    }

    /**
     * Yasson reads a property declared with a type variable through what the bound declares: {@code TypedObjectId}
     * names the deserializer (above), {@code Serializable} does not, and then only the property can.
     */
    @Test
    void aTypeVariableBoundBySerializableNeedsTheDeserializerOnTheProperty() {
        String json = "{\"id\":\"6632217f8a5d3e0001a0b1c2\"}";

        assertThatThrownBy(() -> jsonb.fromJson(json, Crate.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Unable to deserialize property 'id'");
        Box box = jsonb.fromJson(json, Box.class);
        assertThat(box.id).isInstanceOf(ParcelId.class).isEqualTo(PARCEL);
        assertThat(jsonb.toJson(box)).isEqualTo(json);
    }

    /**
     * Why every generated typed id names the deserializer itself: Yasson writes a subclass through the serializer its
     * supertype names, but reads it only through what the subclass names. CrateId names nothing.
     */
    @Test
    void aTypedIdThatNamesNoDeserializerIsWrittenButNotRead() {
        String json = "{\"crate\":\"6632217f8a5d3e0001a0b1c2\"}";

        assertThat(jsonb.toJson(new Pallet(CrateId.TYPE.wrap(ID)))).isEqualTo(json);
        assertThatThrownBy(() -> jsonb.fromJson(json, Pallet.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Incorrect position for processing type: class " + CrateId.class.getName());
    }

    @Test
    void errorsNameTheTypedIdAndTheValue() {
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":\"zz\"}", Shipment.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ParcelId \"zz\": length is 2, expected 24 hexadecimal digits")
                .hasRootCauseInstanceOf(ObjectIdFormatException.class);
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":\"6632217f8a5d3e0001a0b1cg\",\"name\":\"box\"}", Parcel.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining(
                        "Invalid ParcelId \"6632217f8a5d3e0001a0b1cg\": character 'g' (U+0067) at" + " index 23");
        assertThatThrownBy(() -> jsonb.fromJson("{\"parcels\":[12]}", Shipment.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ParcelId: the number 12; expected a string of 24 hexadecimal digits");
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":{\"oid\":1}}", Shipment.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ParcelId: an object with the field \"oid\"; expected");
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":[]}", Shipment.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ParcelId: an array; expected");
    }

    @Test
    void aPropertyOfTheSupertypeWritesAndRefusesToGuessWhatToRead() {
        Loose loose = new Loose();
        loose.id = PARCEL;

        assertThat(jsonb.toJson(loose)).isEqualTo("{\"id\":\"6632217f8a5d3e0001a0b1c2\"}");
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":\"6632217f8a5d3e0001a0b1c2\"}", Loose.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Cannot read the id \"6632217f8a5d3e0001a0b1c2\" from JSON as"
                        + " dev.objectid.TypedObjectId<?>, which is neither ObjectId nor a typed id");
    }
}
