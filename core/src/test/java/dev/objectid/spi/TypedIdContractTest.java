package dev.objectid.spi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdJsonbDeserializer;
import dev.objectid.ObjectIdJsonbSerializer;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;
import dev.objectid.TypedObjectIdXmlAdapter;
import org.junit.jupiter.api.Test;

/**
 * The names in {@link TypedIdContract} are those of the classes they name: objectid-processor compiles these strings
 * into the code it generates, and a rename that missed them would break every generated typed id.
 */
class TypedIdContractTest {

    @Test
    void classNamesAreThoseOfTheClasses() {
        assertThat(TypedIdContract.OBJECT_ID).isEqualTo(ObjectId.class.getName());
        assertThat(TypedIdContract.TYPED_OBJECT_ID).isEqualTo(TypedObjectId.class.getName());
        assertThat(TypedIdContract.TYPED_ID_TYPE).isEqualTo(TypedIdType.class.getName());
        assertThat(TypedIdContract.XML_ADAPTER).isEqualTo(TypedObjectIdXmlAdapter.class.getName());
        assertThat(TypedIdContract.JSONB_SERIALIZER).isEqualTo(ObjectIdJsonbSerializer.class.getName());
        assertThat(TypedIdContract.JSONB_DESERIALIZER).isEqualTo(ObjectIdJsonbDeserializer.class.getName());
    }

    @Test
    void memberNamesAreThoseOfTheMembers() throws Exception {
        assertThat(TypedObjectId.class.getMethod(TypedIdType.ACCESSOR).getReturnType())
                .isEqualTo(ObjectId.class);
        assertThat(dev.objectid.typed.ParcelId.class
                        .getField(TypedIdType.TYPE_FIELD)
                        .get(null))
                .isSameAs(TypedIdType.of(dev.objectid.typed.ParcelId.class));
    }
}
