package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectIdFormatException;
import dev.objectid.it.clinic.Owner;
import dev.objectid.it.clinic.OwnerId;
import dev.objectid.it.shop.CustomerId;
import dev.objectid.it.shop.OrderId;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A typed id in JSON-B (Yasson, with nothing registered) is its hexadecimal string, in a bean, a record and a list:
 * the processor names objectid-core's serializer and deserializer on each typed id when the JSON-B API is on the
 * compile class path, and the deserializer creates the typed id JSON-B asks for. Anything else is a
 * {@link JsonbException} naming the typed id and the value, never {@code {}}.
 */
class JsonbRoundTripTest {

    private static final OrderId FIRST = OrderId.valueOf("6632217f8a5d3e0001a0b1c2");
    private static final OrderId SECOND = OrderId.valueOf("66322180ffffffffffffffff");
    private static final CustomerId CUSTOMER = CustomerId.valueOf("000000000000000000000000");

    /** A JSON-B bean that declares nothing for its typed ids. */
    // tag::jsonb[]
    public static class OrderJson {
        public OrderId id;
        public CustomerId customer;
        public List<OrderId> related = new ArrayList<>();
    }
    // end::jsonb[]

    public record OrderView(OrderId id, CustomerId customer, List<OrderId> related) {}

    private final Jsonb jsonb = JsonbBuilder.create();

    @AfterEach
    void close() throws Exception {
        jsonb.close();
    }

    @Test
    void writesTypedIdsAsHexStringsAndReadsThemBackInABean() {
        OrderJson order = new OrderJson();
        order.id = FIRST;
        order.customer = CUSTOMER;
        order.related.add(SECOND);

        // tag::jsonb-round-trip[]
        String json = jsonb.toJson(order);
        OrderJson read = jsonb.fromJson(json, OrderJson.class);
        // end::jsonb-round-trip[]

        assertThat(json)
                .isEqualTo("{\"customer\":\"000000000000000000000000\",\"id\":\"6632217f8a5d3e0001a0b1c2\","
                        + "\"related\":[\"66322180ffffffffffffffff\"]}");
        assertThat(read.id).isInstanceOf(OrderId.class).isEqualTo(FIRST);
        assertThat(read.customer).isInstanceOf(CustomerId.class).isEqualTo(CUSTOMER);
        assertThat(read.related).containsExactly(SECOND);
    }

    @Test
    void readsAndWritesARecordATopLevelIdAndNull() {
        OrderView view = new OrderView(FIRST, null, List.of(SECOND, FIRST));
        String json = "{\"id\":\"6632217f8a5d3e0001a0b1c2\",\"related\":[\"66322180ffffffffffffffff\","
                + "\"6632217f8a5d3e0001a0b1c2\"]}";

        assertThat(jsonb.toJson(view)).isEqualTo(json);
        assertThat(jsonb.fromJson(json, OrderView.class)).isEqualTo(view);
        assertThat(jsonb.fromJson(
                        "{\"id\":null,\"customer\":{\"$oid\":\"000000000000000000000000\"}}", OrderView.class))
                .isEqualTo(new OrderView(null, CUSTOMER, null));
        assertThat(jsonb.toJson(FIRST)).isEqualTo("\"6632217f8a5d3e0001a0b1c2\"");
        assertThat(jsonb.fromJson("\"6632217F8A5D3E0001A0B1C2\"", OrderId.class))
                .isEqualTo(FIRST);
    }

    /**
     * Owner extends Person&lt;OwnerId&gt;, with the id declared as {@code ID id} in {@code BaseEntity<ID extends
     * TypedObjectId<ID>>}: Yasson reads a property declared with a type variable through what the variable's bound
     * declares, and {@code TypedObjectId} names the deserializer, which creates the typed id Yasson asks for. (A
     * {@code Serializable} bound declares nothing, and reading fails: objectid-core's TypedObjectIdJsonbTest.)
     */
    @Test
    void anIdDeclaredWithATypeVariableBoundByTypedObjectIdIsWrittenAndRead() {
        Owner owner = new Owner("Ada", "London");
        owner.setId(OwnerId.valueOf("6632217f8a5d3e0001a0b1c2"));

        String json = jsonb.toJson(owner);
        Owner read = jsonb.fromJson(json, Owner.class);

        assertThat(json).contains("\"id\":\"6632217f8a5d3e0001a0b1c2\"").contains("\"name\":\"Ada\"");
        assertThat(read.getId()).isInstanceOf(OwnerId.class).isEqualTo(owner.getId());
        assertThat(read.getName()).isEqualTo("Ada");
    }

    @Test
    void aMalformedIdIsAJsonbExceptionNamingTheTypedIdAndTheValue() {
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":\"6632217f8a5d3e0001a0b1cz\"}", OrderJson.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid OrderId \"6632217f8a5d3e0001a0b1cz\": character 'z' (U+007A) at index"
                        + " 23 is not a hexadecimal digit")
                .hasRootCauseInstanceOf(ObjectIdFormatException.class);
        assertThatThrownBy(() -> jsonb.fromJson("{\"related\":[\"abc\"]}", OrderView.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid OrderId \"abc\": length is 3, expected 24 hexadecimal digits");
    }

    @Test
    void aValueThatIsNoStringIsAJsonbExceptionNotAnEmptyId() {
        assertThatThrownBy(() -> jsonb.fromJson("{\"customer\":42}", OrderJson.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid CustomerId: the number 42; expected a string of 24 hexadecimal digits"
                        + " (0-9, a-f, A-F), or {\"$oid\": \"<24 hexadecimal digits>\"} (MongoDB Extended JSON)");
        assertThatThrownBy(() -> jsonb.fromJson("{\"customer\":{}}", OrderJson.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid CustomerId: an empty object; expected");
        assertThatThrownBy(() -> jsonb.fromJson("{\"id\":[\"6632217f8a5d3e0001a0b1c2\"]}", OrderView.class))
                .isInstanceOf(JsonbException.class)
                .hasMessageContaining("Invalid OrderId: an array; expected");
    }
}
