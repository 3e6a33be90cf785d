package dev.objectid.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;

/** Jackson 2: ids as Extended JSON with the module, their hex string without it. */
class ObjectIdExtendedJsonJackson2ModuleTest {

    @Test
    void writesExtendedJsonWithTheModule() throws Exception {
        // tag::register[]
        ObjectMapper mapper = JsonMapper.builder()
                .addModule(new ObjectIdExtendedJsonJackson2Module())
                .build();
        // end::register[]

        assertThat(mapper.writeValueAsString(Shipment.EXAMPLE)).isEqualTo(Shipment.EXTENDED_JSON);
        assertThat(mapper.writeValueAsString(Shipment.ID)).isEqualTo("{\"$oid\":\"6632217f8a5d3e0001a0b1c2\"}");
        assertThat(mapper.writeValueAsString(Shipment.PLAIN)).isEqualTo(Shipment.PLAIN_JSON);
    }

    @Test
    void writesTheHexStringWithoutIt() throws Exception {
        ObjectMapper mapper = new ObjectMapper();

        assertThat(mapper.writeValueAsString(Shipment.EXAMPLE)).isEqualTo(Shipment.HEX_JSON);
    }

    @Test
    void theMongoDbDriverReadsObjectIds() throws Exception {
        String json = new ObjectMapper()
                .registerModule(new ObjectIdExtendedJsonJackson2Module())
                .writeValueAsString(Shipment.EXAMPLE);

        BsonDocument document = BsonDocument.parse(json);

        assertThat(document.getObjectId("id").getValue().toHexString()).isEqualTo(Shipment.ID.toHexString());
        assertThat(document.getObjectId("parent").getValue().toHexString()).isEqualTo(Shipment.OTHER.toHexString());
    }
}
