package dev.objectid.typed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.spi.ObjectIdTypes;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The one conversion from an ObjectId to each type an attribute can hold it in, the test for an id type, the parse
 * failure of one and the message for a value that is no string.
 */
class ObjectIdTypesTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");

    @Test
    void convertsToEachTypeThatHoldsAnId() {
        assertThat(ObjectIdTypes.conversionTo(ObjectId.class).apply(ID)).isSameAs(ID);
        assertThat(ObjectIdTypes.conversionTo(byte[].class).apply(ID)).isEqualTo(ID.toByteArray());
        assertThat(ObjectIdTypes.conversionTo(String.class).apply(ID)).isEqualTo("6632217f8a5d3e0001a0b1c2");
        assertThat(ObjectIdTypes.conversionTo(ParcelId.class).apply(ID)).isEqualTo(ParcelId.of(ID));
        assertThat(ObjectIdTypes.conversionTo(InvoiceId.class).apply(ID)).isEqualTo(new InvoiceId(ID));
    }

    @Test
    void anyOtherTypeIsRefusedNamingItAndTheAcceptedOnes() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdTypes.conversionTo(Long.class))
                .withMessage("java.lang.Long cannot hold an ObjectId. Accepted: dev.objectid.ObjectId, a typed id,"
                        + " byte[] or String");
        assertThatNullPointerException()
                .isThrownBy(() -> ObjectIdTypes.conversionTo(null))
                .withMessage("type");
        assertThatNullPointerException()
                .isThrownBy(() -> ObjectIdTypes.conversionTo(ObjectId.class).apply(null))
                .withMessage("id");
    }

    @Test
    void idTypesAreObjectIdAndTypedIds() {
        assertThat(ObjectIdTypes.isId(ObjectId.class)).isTrue();
        assertThat(ObjectIdTypes.isId(ParcelId.class)).isTrue();
        assertThat(ObjectIdTypes.isId(InvoiceId.class)).isTrue();
        assertThat(ObjectIdTypes.isId(String.class)).isFalse();
        assertThat(ObjectIdTypes.isId(byte[].class)).isFalse();
        assertThat(ObjectIdTypes.isId(null)).isFalse();
    }

    @Test
    void aParseFailureIsTheParserOfTheTypeItWasFor() {
        assertThat(ObjectIdTypes.parseFailure("6632217f8a5d3e0001a0b1c2", ObjectId.class))
                .isNull();
        assertThat(ObjectIdTypes.parseFailure("6632217f8a5d3e0001a0b1c2", ParcelId.class))
                .isNull();
        assertThat(ObjectIdTypes.parseFailure("zz", ObjectId.class)).hasMessageStartingWith("Invalid ObjectId \"zz\"");
        assertThat(ObjectIdTypes.parseFailure("zz", ParcelId.class))
                .hasMessageStartingWith("Invalid ParcelId \"zz\"")
                .hasMessageContaining("length is 2");
    }

    @Test
    void aParseFailureIsOnlyForIdTypes() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdTypes.parseFailure("zz", Long.class))
                .withMessage("java.lang.Long is not an id type. Accepted: dev.objectid.ObjectId or a typed id");
        assertThatNullPointerException()
                .isThrownBy(() -> ObjectIdTypes.parseFailure(null, ObjectId.class))
                .withMessage("text");
        assertThatNullPointerException()
                .isThrownBy(() -> ObjectIdTypes.parseFailure("zz", null))
                .withMessage("type");
    }

    @Test
    void aValueThatIsNotAStringIsToldTheTypeItShouldHaveBeen() {
        assertThat(ObjectIdTypes.notAString(ObjectId.class, "JSON"))
                .isEqualTo("expected an ObjectId, a JSON string of 24 hexadecimal digits (0-9, a-f, A-F)");
        assertThat(ObjectIdTypes.notAString(ParcelId.class, "JSON"))
                .isEqualTo("expected a ParcelId, a JSON string of 24 hexadecimal digits (0-9, a-f, A-F)");
        assertThat(ObjectIdTypes.notAString(InvoiceId.class, "GraphQL"))
                .isEqualTo("expected an InvoiceId, a GraphQL string of 24 hexadecimal digits (0-9, a-f, A-F)");
    }

    @Test
    void aValueThatIsNotAStringIsOnlyForIdTypes() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdTypes.notAString(String.class, "JSON"))
                .withMessage("java.lang.String is not an id type. Accepted: dev.objectid.ObjectId or a typed id");
        assertThatNullPointerException()
                .isThrownBy(() -> ObjectIdTypes.notAString(null, "JSON"))
                .withMessage("type");
        assertThatNullPointerException()
                .isThrownBy(() -> ObjectIdTypes.notAString(ObjectId.class, null))
                .withMessage("notation");
    }

    @Test
    void jsonIsReadAsJacksonAndJsonbReadIt() {
        ObjectId id = ObjectId.parse("6632217f8a5d3e0001a0b1c2");
        assertThat(ObjectIdTypes.fromJson("6632217F8A5D3E0001A0B1C2", ObjectId.class))
                .isEqualTo(id);
        assertThat(ObjectIdTypes.fromJson(Map.of("$oid", id.toHexString()), ParcelId.class)
                        .toObjectId())
                .isEqualTo(id);
        assertThat(catchThrowableOfType(
                        ObjectIdFormatException.class,
                        () -> ObjectIdTypes.fromJson(new BigInteger("663221778596300010001000"), ParcelId.class)))
                .hasMessageStartingWith("Invalid ParcelId: the number 663221778596300010001000; expected a string of")
                .extracting(ObjectIdFormatException::input)
                .isNull();
        assertThat(catchThrowableOfType(
                        ObjectIdFormatException.class,
                        () -> ObjectIdTypes.fromJson(List.of(id.toHexString()), ObjectId.class)))
                .hasMessageStartingWith("Invalid ObjectId: an array; expected a string of");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdTypes.fromJson("x", Long.class))
                .withMessage("java.lang.Long is not an id type. Accepted: dev.objectid.ObjectId or a typed id");
    }

    @Test
    void severalValuesWhereOneIdIsExpected() {
        ObjectIdFormatException two =
                ObjectIdTypes.oneValueExpected(List.of("6632217f8a5d3e0001a0b1c2", "zz"), ParcelId.class);
        assertThat(two)
                .hasMessage("Invalid ParcelId: 2 values (\"6632217f8a5d3e0001a0b1c2\", \"zz\"); expected one, of"
                        + " 24 hexadecimal digits (0-9, a-f, A-F)");
        assertThat(two.input()).isNull();
        assertThat(ObjectIdTypes.oneValueExpected(List.of("a", "b", "c", "d"), ObjectId.class))
                .hasMessage("Invalid ObjectId: 4 values (\"a\", \"b\", \"c\", ...); expected one, of 24 hexadecimal"
                        + " digits (0-9, a-f, A-F)");
    }
}
