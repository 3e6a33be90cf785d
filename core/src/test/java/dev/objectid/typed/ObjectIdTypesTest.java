package dev.objectid.typed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdTypes;
import org.junit.jupiter.api.Test;

/** The one conversion from an ObjectId to each type an attribute can hold it in, and the test for an id type. */
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
        assertThatIllegalArgumentException().isThrownBy(() -> ObjectIdTypes.conversionTo(Long.class))
                .withMessage("java.lang.Long cannot hold an ObjectId. Accepted: dev.objectid.ObjectId, a typed id,"
                        + " byte[] or String");
        assertThatNullPointerException().isThrownBy(() -> ObjectIdTypes.conversionTo(null)).withMessage("type");
        assertThatNullPointerException().isThrownBy(() -> ObjectIdTypes.conversionTo(ObjectId.class).apply(null))
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
}
