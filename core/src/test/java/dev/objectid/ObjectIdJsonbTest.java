package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An {@link ObjectId} in JSON-B (Yasson, with nothing registered) is its hexadecimal string: in a bean, a record, a
 * list, an {@code Optional} and at the top level, through the serializer and deserializer {@code ObjectId} names.
 * Anything else is a {@link JsonbException} naming the value, never an empty or wrong id.
 */
class ObjectIdJsonbTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");
    private static final ObjectId OTHER = ObjectId.parse("66322180ffffffffffffffff");

    /** A JSON-B bean that declares nothing for its ids. */
    // tag::jsonb[]
    public static final class Order {
        public ObjectId id; // "id": "6632217f8a5d3e0001a0b1c2"
        public ObjectId customer; // null: left out
        public List<ObjectId> related = new ArrayList<>(); // "related": ["66322180ffffffffffffffff"]
        public Optional<ObjectId> coupon = Optional.empty();
    }
    // end::jsonb[]

    public record View(ObjectId id, List<ObjectId> related) {}

    public static final class Labels {
        public Map<ObjectId, String> labels;
    }

    private final Jsonb jsonb = JsonbBuilder.create();

    @AfterEach
    void close() throws Exception {
        jsonb.close();
    }

    @Test
    void writesTheHexStringAndReadsItBackInABean() {
        Order order = new Order();
        order.id = ID;
        order.related.add(OTHER);
        order.coupon = Optional.of(OTHER);

        String json = jsonb.toJson(order);
        Order read = jsonb.fromJson(json, Order.class);

        assertThat(json)
                .isEqualTo("{\"coupon\":\"66322180ffffffffffffffff\",\"id\":\"6632217f8a5d3e0001a0b1c2\","
                        + "\"related\":[\"66322180ffffffffffffffff\"]}");
        assertThat(read.id).isEqualTo(ID);
        assertThat(read.customer).isNull();
        assertThat(read.related).containsExactly(OTHER);
        assertThat(read.coupon).contains(OTHER);
    }

    @Test
    void readsAndWritesARecordAndATopLevelId() {
        View view = new View(ID, List.of(OTHER, ID));
        String json = "{\"id\":\"6632217f8a5d3e0001a0b1c2\",\"related\":[\"66322180ffffffffffffffff\","
                + "\"6632217f8a5d3e0001a0b1c2\"]}";

        assertThat(jsonb.toJson(view)).isEqualTo(json);
        assertThat(jsonb.fromJson(json, View.class)).isEqualTo(view);
        assertThat(jsonb.toJson(ID)).isEqualTo("\"6632217f8a5d3e0001a0b1c2\"");
        assertThat(jsonb.fromJson("\"6632217F8A5D3E0001A0B1C2\"", ObjectId.class))
                .isEqualTo(ID);
    }

    @Test
    void aJsonNullIsNull() {
        Order read = jsonb.fromJson("{\"id\":null,\"related\":[null]}", Order.class);

        assertThat(read.id).isNull();
        assertThat(read.related).containsExactly((ObjectId) null);
        assertThat(jsonb.fromJson("null", ObjectId.class)).isNull();
    }

    @Test
    void readsMongoDbExtendedJsonAsJacksonDoes() {
        Order read = jsonb.fromJson("{\"id\":{\"$oid\":\"6632217f8a5d3e0001a0b1c2\"}}", Order.class);

        assertThat(read.id).isEqualTo(ID);
    }

    @Test
    void aMalformedStringIsAJsonbExceptionWithTheParserMessage() {
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":\"6632217f8a5d3e0001a0b1cz\"}", Order.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ObjectId \"6632217f8a5d3e0001a0b1cz\": character 'z' (U+007A) at index"
                        + " 23 is not a hexadecimal digit")
                .hasRootCauseInstanceOf(ObjectIdFormatException.class);
        assertThatThrownBy(() -> jsonb.fromJson("\"zz\"", ObjectId.class))
                .isInstanceOf(JsonbException.class)
                .hasMessage("Invalid ObjectId \"zz\": length is 2, expected 24 hexadecimal digits (0-9, a-f, A-F)");
        assertThatThrownBy(() -> jsonb.fromJson("{\"related\":[\"6632217f8a5d3e0001a0b1c2\",\"\"]}", Order.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ObjectId \"\": length is 0");
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":{\"$oid\":\"zz\"}}", View.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ObjectId \"zz\": length is 2");
    }

    @Test
    void aValueThatIsNoStringIsAJsonbExceptionNamingIt() {
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":12}", Order.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ObjectId: the number 12; expected a string of 24 hexadecimal digits"
                        + " (0-9, a-f, A-F), or {\"$oid\": \"<24 hexadecimal digits>\"} (MongoDB Extended JSON)");
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":{}}", Order.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ObjectId: an empty object; expected");
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":{\"_id\":\"6632217f8a5d3e0001a0b1c2\"}}", Order.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ObjectId: an object with the field \"_id\"; expected");
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":[\"6632217f8a5d3e0001a0b1c2\"]}", Order.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ObjectId: an array; expected");
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":true}", View.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid ObjectId: the boolean true; expected");
    }

    /**
     * Yasson writes a map whose keys are not strings or numbers as a list of entries, the keys through the id's
     * serializer, and applies no type's own deserializer to keys: with nothing registered it cannot read such a map
     * back, and says so ({@link ObjectIdJsonbConfigTest} registers the deserializer, which it then applies).
     */
    @Test
    void mapKeysAreWrittenAsHexInEntriesWhichYassonCannotReadBack() {
        Labels labels = new Labels();
        labels.labels = Map.of(ID, "fragile");

        assertThat(jsonb.toJson(labels))
                .isEqualTo("{\"labels\":[{\"key\":\"6632217f8a5d3e0001a0b1c2\"," + "\"value\":\"fragile\"}]}");
        assertThatThrownBy(() -> jsonb.fromJson(
                        "{\"labels\":[{\"key\":\"6632217f8a5d3e0001a0b1c2\"," + "\"value\":\"fragile\"}]}",
                        Labels.class))
                .isInstanceOf(JsonbException.class);
        assertThatThrownBy(
                        () -> jsonb.fromJson("{\"labels\":{\"6632217f8a5d3e0001a0b1c2\":\"fragile\"}}", Labels.class))
                .isInstanceOf(JsonbException.class);
    }
}
