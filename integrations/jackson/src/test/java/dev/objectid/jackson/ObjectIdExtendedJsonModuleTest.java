package dev.objectid.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** Jackson 3: ids as Extended JSON with the module, their hex string without it. */
class ObjectIdExtendedJsonModuleTest {

    @Test
    void writesExtendedJsonWithTheModule() {
        // tag::register[]
        JsonMapper mapper =
                JsonMapper.builder().addModule(new ObjectIdExtendedJsonModule()).build();
        // end::register[]

        assertThat(mapper.writeValueAsString(Shipment.EXAMPLE)).isEqualTo(Shipment.EXTENDED_JSON);
        assertThat(mapper.writeValueAsString(ShipmentId.of(Shipment.ID)))
                .isEqualTo("{\"$oid\":\"6632217f8a5d3e0001a0b1c2\"}");
        assertThat(mapper.writeValueAsString(Shipment.PLAIN)).isEqualTo(Shipment.PLAIN_JSON);
    }

    @Test
    void writesTheHexStringWithoutIt() {
        JsonMapper mapper = JsonMapper.builder().build();

        assertThat(mapper.writeValueAsString(Shipment.EXAMPLE)).isEqualTo(Shipment.HEX_JSON);
    }

    /** What the module writes is what the MongoDB driver reads as ObjectIds. */
    @Test
    void theMongoDbDriverReadsObjectIds() {
        String json = JsonMapper.builder()
                .addModule(new ObjectIdExtendedJsonModule())
                .build()
                .writeValueAsString(Shipment.EXAMPLE);

        BsonDocument document = BsonDocument.parse(json);

        assertThat(document.getObjectId("id").getValue().toHexString()).isEqualTo(Shipment.ID.toHexString());
        assertThat(document.getObjectId("parent").getValue().toHexString()).isEqualTo(Shipment.OTHER.toHexString());
        assertThat(document.getArray("orders").get(0).asObjectId().getValue().toHexString())
                .isEqualTo(Shipment.OTHER.toHexString());
    }
}
