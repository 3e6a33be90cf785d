package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * An {@link ObjectId} in JSON is its 24-character hexadecimal string, in a plain Jackson 2 {@code ObjectMapper} and a
 * plain Jackson 3 {@code JsonMapper}, with no module registered: as a value, in arrays and collections, as a map key,
 * and null as null. MongoDB Extended JSON's {@code {"$oid": "..."}} reads as the id it holds. Anything else is an error
 * that names it; nothing reads as an empty or a wrong id.
 */
class ObjectIdJsonTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");
    private static final ObjectId OTHER = ObjectId.parse("66322180ffffffffffffffff");

    // tag::json[]
    record Order(ObjectId id, ObjectId customer, List<ObjectId> related, Map<ObjectId, String> notes) {}

    private static final Order ORDER = new Order(ID, null, List.of(OTHER, ID), new TreeMap<>(Map.of(ID, "gift wrap")));
    private static final String ORDER_JSON = "{\"id\":\"6632217f8a5d3e0001a0b1c2\",\"customer\":null,"
            + "\"related\":[\"66322180ffffffffffffffff\",\"6632217f8a5d3e0001a0b1c2\"],"
            + "\"notes\":{\"6632217f8a5d3e0001a0b1c2\":\"gift wrap\"}}";
    // end::json[]

    private final ObjectMapper jackson2 = new ObjectMapper();
    private final JsonMapper jackson3 = JsonMapper.builder().build();

    @Test
    void jackson2WritesTheHexStringAndReadsItBack() throws Exception {
        assertThat(jackson2.writeValueAsString(ID)).isEqualTo("\"6632217f8a5d3e0001a0b1c2\"");
        assertThat(jackson2.writeValueAsString(ORDER)).isEqualTo(ORDER_JSON);
        assertThat(jackson2.readValue(ORDER_JSON, Order.class)).isEqualTo(ORDER);
        assertThat(jackson2.readValue("\"6632217F8A5D3E0001A0B1C2\"", ObjectId.class))
                .isEqualTo(ID);
        assertThat(jackson2.readValue("null", ObjectId.class)).isNull();
        assertThat(jackson2.readValue(
                        "[\"66322180ffffffffffffffff\"]",
                        new com.fasterxml.jackson.core.type.TypeReference<Set<ObjectId>>() {}))
                .containsExactly(OTHER);
    }

    @Test
    void jackson3WritesTheHexStringAndReadsItBack() {
        assertThat(jackson3.writeValueAsString(ID)).isEqualTo("\"6632217f8a5d3e0001a0b1c2\"");
        assertThat(jackson3.writeValueAsString(ORDER)).isEqualTo(ORDER_JSON);
        assertThat(jackson3.readValue(ORDER_JSON, Order.class)).isEqualTo(ORDER);
        assertThat(jackson3.readValue("\"6632217F8A5D3E0001A0B1C2\"", ObjectId.class))
                .isEqualTo(ID);
        assertThat(jackson3.readValue("null", ObjectId.class)).isNull();
        assertThat(jackson3.readValue("[\"66322180ffffffffffffffff\"]", new TypeReference<Set<ObjectId>>() {}))
                .containsExactly(OTHER);
    }

    @Test
    void aStringThatIsNotAnIdIsAnErrorNamingItInJackson2() {
        assertThatThrownBy(() -> jackson2.readValue("{\"id\":\"zz\"}", Order.class))
                .isInstanceOf(com.fasterxml.jackson.databind.JsonMappingException.class)
                .hasMessageContaining("Invalid ObjectId \"zz\": length is 2, expected 24 hexadecimal digits")
                .hasMessageContaining("\"id\"");
        assertThatThrownBy(() -> jackson2.readValue("{\"notes\":{\"not-an-id\":\"x\"}}", Order.class))
                .isInstanceOf(com.fasterxml.jackson.databind.JsonMappingException.class)
                .hasMessageContaining("not-an-id");
        assertThatThrownBy(() -> jackson2.readValue("12", ObjectId.class))
                .isInstanceOf(com.fasterxml.jackson.databind.JsonMappingException.class);
    }

    @Test
    void aStringThatIsNotAnIdIsAnErrorNamingItInJackson3() {
        assertThatThrownBy(() -> jackson3.readValue("{\"id\":\"6632217f8a5d3e0001a0b1cg\"}", Order.class))
                .isInstanceOf(tools.jackson.databind.DatabindException.class)
                .hasMessageContaining("character 'g' (U+0067) at index 23 is not a hexadecimal digit")
                .hasMessageContaining("\"id\"");
        assertThatThrownBy(() -> jackson3.readValue("{\"notes\":{\"not-an-id\":\"x\"}}", Order.class))
                .isInstanceOf(tools.jackson.databind.DatabindException.class)
                .hasMessageContaining("not-an-id");
        assertThatThrownBy(() -> jackson3.readValue("{}", ObjectId.class))
                .isInstanceOf(tools.jackson.databind.DatabindException.class);
    }

    // tag::extended-json[]
    private static final String EXPORTED = "{\"id\":{\"$oid\":\"6632217f8a5d3e0001a0b1c2\"},"
            + "\"related\":[{\"$oid\":\"66322180ffffffffffffffff\"},\"6632217f8a5d3e0001a0b1c2\"]}";
    // end::extended-json[]

    @Test
    void jackson2ReadsMongoDbExtendedJsonAndWritesTheString() throws Exception {
        Order read = jackson2.readValue(EXPORTED, Order.class);

        assertThat(read.id()).isEqualTo(ID);
        assertThat(read.related()).containsExactly(OTHER, ID);
        assertThat(jackson2.readValue("{\"$oid\":\"6632217F8A5D3E0001A0B1C2\"}", ObjectId.class))
                .isEqualTo(ID);
        assertThat(jackson2.writeValueAsString(read.id())).isEqualTo("\"6632217f8a5d3e0001a0b1c2\"");
    }

    @Test
    void jackson3ReadsMongoDbExtendedJsonAndWritesTheString() {
        Order read = jackson3.readValue(EXPORTED, Order.class);

        assertThat(read.id()).isEqualTo(ID);
        assertThat(read.related()).containsExactly(OTHER, ID);
        assertThat(jackson3.readValue("{\"$oid\":\"6632217F8A5D3E0001A0B1C2\"}", ObjectId.class))
                .isEqualTo(ID);
        assertThat(jackson3.writeValueAsString(read.id())).isEqualTo("\"6632217f8a5d3e0001a0b1c2\"");
    }

    @Test
    void anythingElseIsAnErrorNamingTheValueAndBothFormsInJackson2() {
        String expected = "expected a string of 24 hexadecimal digits (0-9, a-f, A-F), or {\"$oid\": \"<24"
                + " hexadecimal digits>\"} (MongoDB Extended JSON)";
        assertThatThrownBy(() -> jackson2.readValue("{\"id\":{\"$oid\":\"zz\"}}", Order.class))
                .isInstanceOf(com.fasterxml.jackson.databind.JsonMappingException.class)
                .hasMessageContaining("Invalid ObjectId \"zz\": length is 2")
                .hasMessageContaining("\"id\"")
                .hasRootCauseInstanceOf(ObjectIdFormatException.class);
        assertThatThrownBy(() ->
                        jackson2.readValue("{\"id\":{\"$oid\":\"6632217f8a5d3e0001a0b1c2\",\"x\":1}}", Order.class))
                .hasMessageContaining("Invalid ObjectId: an object with the fields \"$oid\", \"x\"; " + expected);
        assertThatThrownBy(() -> jackson2.readValue("{\"id\":{\"oid\":\"6632217f8a5d3e0001a0b1c2\"}}", Order.class))
                .hasMessageContaining("Invalid ObjectId: an object with the field \"oid\"; " + expected);
        assertThatThrownBy(() -> jackson2.readValue("{\"id\":{\"$oid\":null}}", Order.class))
                .hasMessageContaining("Invalid ObjectId: a JSON object whose \"$oid\" is null; " + expected);
        assertThatThrownBy(() -> jackson2.readValue("{\"id\":[\"6632217f8a5d3e0001a0b1c2\"]}", Order.class))
                .hasMessageContaining("Invalid ObjectId: an array; " + expected);
        assertThatThrownBy(() -> jackson2.readValue("true", ObjectId.class))
                .hasMessageContaining("Invalid ObjectId: the boolean true; " + expected);
    }

    @Test
    void anythingElseIsAnErrorNamingTheValueAndBothFormsInJackson3() {
        String expected = "expected a string of 24 hexadecimal digits (0-9, a-f, A-F), or {\"$oid\": \"<24"
                + " hexadecimal digits>\"} (MongoDB Extended JSON)";
        assertThatThrownBy(() -> jackson3.readValue("{\"id\":{\"$oid\":\"zz\"}}", Order.class))
                .isInstanceOf(tools.jackson.databind.DatabindException.class)
                .hasMessageContaining("Invalid ObjectId \"zz\": length is 2")
                .hasMessageContaining("\"id\"")
                .hasRootCauseInstanceOf(ObjectIdFormatException.class);
        assertThatThrownBy(() -> jackson3.readValue("{\"id\":12.5}", Order.class))
                .hasMessageContaining("Invalid ObjectId: the number 12.5; " + expected);
        assertThatThrownBy(() -> jackson3.readValue("{}", ObjectId.class))
                .hasMessageContaining("Invalid ObjectId: an empty object; " + expected);
        assertThatThrownBy(
                        () -> jackson3.readValue("{\"$oid\":{\"$oid\":\"6632217f8a5d3e0001a0b1c2\"}}", ObjectId.class))
                .hasMessageContaining("Invalid ObjectId: a JSON object whose \"$oid\" is an object with the field"
                        + " \"$oid\"; " + expected);
    }
}
