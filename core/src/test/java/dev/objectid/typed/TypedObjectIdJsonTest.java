package dev.objectid.typed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.TypedObjectId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * A typed id of the generated shape in JSON, with plain Jackson 2 and 3 and no module: the hexadecimal string, which
 * it writes and reads (also as a map key), and MongoDB Extended JSON's {@code {"$oid": ...}}, which it reads; as a
 * property of its own type and through a generic base class. Errors name the typed id.
 */
class TypedObjectIdJsonTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");
    private static final ParcelId PARCEL = ParcelId.of(ID);

    record Shipment(ParcelId id, List<ParcelId> parcels, Map<ParcelId, String> labels) {}

    abstract static class BaseEntity<K extends TypedObjectId<K>> {
        public K id;
    }

    static final class Parcel extends BaseEntity<ParcelId> {
        public String name;
    }

    private final ObjectMapper jackson2 = new ObjectMapper();
    private final JsonMapper jackson3 = JsonMapper.builder().build();

    @Test
    void bothJacksonLinesWriteTheStringAndReadBothForms() throws Exception {
        Shipment shipment = new Shipment(PARCEL, List.of(PARCEL), Map.of(PARCEL, "fragile"));
        String json = "{\"id\":\"6632217f8a5d3e0001a0b1c2\",\"parcels\":[\"6632217f8a5d3e0001a0b1c2\"],"
                + "\"labels\":{\"6632217f8a5d3e0001a0b1c2\":\"fragile\"}}";
        String exported = "{\"id\":{\"$oid\":\"6632217f8a5d3e0001a0b1c2\"},"
                + "\"parcels\":[{\"$oid\":\"6632217F8A5D3E0001A0B1C2\"}]}";

        assertThat(jackson2.writeValueAsString(shipment)).isEqualTo(json);
        assertThat(jackson3.writeValueAsString(shipment)).isEqualTo(json);
        assertThat(jackson2.readValue(json, Shipment.class)).isEqualTo(shipment);
        assertThat(jackson3.readValue(json, Shipment.class)).isEqualTo(shipment);
        assertThat(jackson2.readValue(exported, Shipment.class)).isEqualTo(new Shipment(PARCEL, List.of(PARCEL), null));
        assertThat(jackson3.readValue(exported, Shipment.class)).isEqualTo(new Shipment(PARCEL, List.of(PARCEL), null));
    }

    @Test
    void aGenericBaseClassReadsAndWritesTheTypedIdItsSubclassNames() throws Exception {
        String json = "{\"id\":{\"$oid\":\"6632217f8a5d3e0001a0b1c2\"},\"name\":\"box\"}";

        Parcel read2 = jackson2.readValue(json, Parcel.class);
        Parcel read3 = jackson3.readValue(json, Parcel.class);

        assertThat(read2.id).isInstanceOf(ParcelId.class).isEqualTo(PARCEL);
        assertThat(read3.id).isInstanceOf(ParcelId.class).isEqualTo(PARCEL);
        assertThat(jackson2.writeValueAsString(read2))
                .isEqualTo("{\"id\":\"6632217f8a5d3e0001a0b1c2\",\"name\":\"box\"}");
        assertThat(jackson3.writeValueAsString(read3))
                .isEqualTo("{\"id\":\"6632217f8a5d3e0001a0b1c2\",\"name\":\"box\"}");
    }

    @Test
    void errorsNameTheTypedIdInBothJacksonLines() {
        assertThatThrownBy(() -> jackson2.readValue("{\"id\":\"zz\"}", Shipment.class))
                .isInstanceOf(com.fasterxml.jackson.databind.JsonMappingException.class)
                .hasMessageContaining("Invalid ParcelId \"zz\": length is 2, expected 24 hexadecimal digits")
                .hasRootCauseInstanceOf(ObjectIdFormatException.class);
        assertThatThrownBy(() -> jackson3.readValue("{\"id\":{\"$oid\":\"zz\"}}", Shipment.class))
                .isInstanceOf(tools.jackson.databind.DatabindException.class)
                .hasMessageContaining("Invalid ParcelId \"zz\": length is 2, expected 24 hexadecimal digits")
                .hasRootCauseInstanceOf(ObjectIdFormatException.class);
        assertThatThrownBy(() -> jackson2.readValue("{\"id\":12}", Shipment.class))
                .hasMessageContaining("Invalid ParcelId: the number 12; expected a string of 24 hexadecimal digits");
        assertThatThrownBy(() -> jackson3.readValue("{\"id\":{\"_id\":\"6632217f8a5d3e0001a0b1c2\"}}", Shipment.class))
                .hasMessageContaining("Invalid ParcelId: an object with the field \"_id\"; expected");
        assertThatThrownBy(() -> jackson3.readValue("{\"labels\":{\"not-an-id\":\"x\"}}", Shipment.class))
                .isInstanceOf(tools.jackson.databind.DatabindException.class)
                .hasMessageContaining("not-an-id");
    }
}
