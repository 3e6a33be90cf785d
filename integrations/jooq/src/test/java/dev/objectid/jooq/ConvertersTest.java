package dev.objectid.jooq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.objectid.ObjectId;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import org.jooq.Converter;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.Test;

/** The converters read and write ids, pass nulls, refuse values that are not ids, and survive serialization. */
class ConvertersTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");

    @Test
    void binaryAndHexRoundTrip() {
        assertThat(new ObjectIdConverter().from(ID.toByteArray())).isEqualTo(ID);
        assertThat(new ObjectIdConverter().to(ID)).isEqualTo(ID.toByteArray());
        assertThat(new ObjectIdHexConverter().from("6632217F8A5D3E0001A0B1C2")).isEqualTo(ID);
        assertThat(new ObjectIdHexConverter().to(ID)).isEqualTo("6632217f8a5d3e0001a0b1c2");
        assertThat(TypedIdConverter.of(TicketId.class).from(ID.toByteArray())).isEqualTo(TicketId.of(ID));
        assertThat(TypedIdConverter.of(TicketId.class).to(TicketId.of(ID))).isEqualTo(ID.toByteArray());
    }

    @Test
    void nullsPassThrough() {
        assertThat(new ObjectIdConverter().from(null)).isNull();
        assertThat(new ObjectIdConverter().to(null)).isNull();
        assertThat(new ObjectIdHexConverter().from(null)).isNull();
        assertThat(new ObjectIdHexConverter().to(null)).isNull();
        assertThat(TypedIdConverter.of(TicketId.class).from(null)).isNull();
        assertThat(TypedIdConverter.of(TicketId.class).to(null)).isNull();
    }

    @Test
    void valuesThatAreNotIdsAreRefusedWithWhatIsAccepted() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new ObjectIdConverter().from(new byte[11]))
                .withMessageStartingWith("Invalid ObjectId: 11 bytes (0x0000000000000000000000), expected exactly 12.");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new ObjectIdHexConverter().from("6632217f"))
                .withMessageStartingWith("Invalid ObjectId \"6632217f\": length is 8, expected 24 hexadecimal");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TypedIdConverter.of(String.class))
                .withMessageStartingWith("java.lang.String is not a typed ObjectId");
    }

    @Test
    void theDataTypesAreBinaryTwelveAndCharTwentyFour() {
        assertThat(ObjectIdDataTypes.OBJECT_ID.getSQLDataType()).isEqualTo(SQLDataType.BINARY);
        assertThat(ObjectIdDataTypes.OBJECT_ID.length()).isEqualTo(12);
        assertThat(ObjectIdDataTypes.OBJECT_ID.getType()).isEqualTo(ObjectId.class);
        assertThat(ObjectIdDataTypes.OBJECT_ID_HEX.length()).isEqualTo(24);
        assertThat(ObjectIdDataTypes.typedId(TicketId.class).getType()).isEqualTo(TicketId.class);
    }

    @Test
    void aTypedIdConverterSurvivesSerialization() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(TypedIdConverter.of(TicketId.class));
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            @SuppressWarnings("unchecked")
            Converter<byte[], TicketId> copy = (Converter<byte[], TicketId>) in.readObject();
            assertThat(copy.from(ID.toByteArray())).isEqualTo(TicketId.of(ID));
        }
    }
}
