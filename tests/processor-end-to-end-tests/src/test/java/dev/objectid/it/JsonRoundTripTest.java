package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.objectid.it.shop.CustomerId;
import dev.objectid.it.shop.OrderId;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * A typed id is a plain JSON string, the 24-character hex form, in fields, lists and map keys, with Jackson 2 and with
 * Jackson 3: both read the {@code @JsonValue} of objectid-core's {@code TypedObjectId} and the {@code @JsonCreator}
 * that the processor puts on typed ids, which also reads MongoDB Extended JSON's {@code {"$oid": ...}}.
 */
class JsonRoundTripTest {

    /** What an API might send: ids as fields, in a list, and as map keys. */
    record OrderView(OrderId id, CustomerId customer, List<OrderId> related, Map<OrderId, String> notes) {}

    private final OrderId first = OrderId.valueOf("6632217f8a5d3e0001a0b1c2");
    private final OrderId second = OrderId.valueOf("66322180ffffffffffffffff");
    private final CustomerId customer = CustomerId.valueOf("000000000000000000000000");
    private final OrderView view = new OrderView(
            first, customer, List.of(second, first), new TreeMap<>(Map.of(first, "gift wrap", second, "express")));

    private static final String JSON = "{\"id\":\"6632217f8a5d3e0001a0b1c2\","
            + "\"customer\":\"000000000000000000000000\","
            + "\"related\":[\"66322180ffffffffffffffff\",\"6632217f8a5d3e0001a0b1c2\"],"
            + "\"notes\":{\"6632217f8a5d3e0001a0b1c2\":\"gift wrap\",\"66322180ffffffffffffffff\":\"express\"}}";

    @Test
    void jackson2WritesAndReadsTypedIdsAsHexStrings() throws Exception {
        ObjectMapper jackson2 = new ObjectMapper();

        String json = jackson2.writeValueAsString(view);

        assertThat(json).isEqualTo(JSON);
        assertThat(jackson2.readValue(json, OrderView.class)).isEqualTo(view);
    }

    @Test
    void jackson3WritesAndReadsTypedIdsAsHexStrings() {
        JsonMapper jackson3 = JsonMapper.builder().build();

        // tag::jackson[]
        String json = jackson3.writeValueAsString(view);
        OrderView read = jackson3.readValue(json, OrderView.class);
        // end::jackson[]

        assertThat(json).isEqualTo(JSON);
        assertThat(read).isEqualTo(view);
    }

    @Test
    void aTopLevelIdIsAJsonString() throws Exception {
        assertThat(new ObjectMapper().writeValueAsString(first)).isEqualTo("\"6632217f8a5d3e0001a0b1c2\"");
        assertThat(JsonMapper.builder().build().readValue("\"6632217F8A5D3E0001A0B1C2\"", OrderId.class))
                .isEqualTo(first);
    }

    @Test
    void anInvalidIdFailsWithTheParserMessage() {
        assertThatThrownBy(() -> new ObjectMapper().readValue("{\"id\":\"6632217f8a5d3e0001a0b1cz\"}", OrderView.class))
                .hasMessageContaining("character 'z' (U+007A) at index 23 is not a hexadecimal digit");
        assertThatThrownBy(() -> JsonMapper.builder().build().readValue("\"abc\"", OrderId.class))
                .hasMessageContaining("length is 3, expected 24");
    }

    @Test
    void bothJacksonLinesReadMongoDbExtendedJsonAsWellAndWriteTheString() throws Exception {
        // tag::extended-json[]
        String exported = "{\"id\":{\"$oid\":\"6632217f8a5d3e0001a0b1c2\"},"
                + "\"customer\":{\"$oid\":\"000000000000000000000000\"},\"related\":[],\"notes\":{}}";
        OrderView read = JsonMapper.builder().build().readValue(exported, OrderView.class);
        // end::extended-json[]

        assertThat(read.id()).isEqualTo(first);
        assertThat(read.customer()).isEqualTo(customer);
        assertThat(new ObjectMapper().readValue(exported, OrderView.class)).isEqualTo(read);
        assertThat(new ObjectMapper().writeValueAsString(read.id())).isEqualTo("\"6632217f8a5d3e0001a0b1c2\"");
    }

    @Test
    void anythingElseFailsNamingTheTypedIdTheValueAndBothForms() {
        assertThatThrownBy(() -> new ObjectMapper().readValue("{\"id\":{\"$oid\":\"abc\"}}", OrderView.class))
                .hasMessageContaining("Invalid OrderId \"abc\": length is 3, expected 24");
        assertThatThrownBy(() -> JsonMapper.builder().build().readValue("{\"customer\":42}", OrderView.class))
                .hasMessageContaining("Invalid CustomerId: the number 42; expected a string of 24 hexadecimal digits"
                        + " (0-9, a-f, A-F), or {\"$oid\": \"<24 hexadecimal digits>\"} (MongoDB Extended JSON)");
    }
}
