package dev.objectid.mapstruct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The methods MapStruct calls, one by one; tests/mapstruct-tests runs them in compiled mappers. */
class ObjectIdMapperTest {

    private static final ObjectId ID = ObjectId.of(Instant.parse("2024-05-01T12:00:00Z"), 0x1a2b3c4d5eL, 7);

    @Test
    void objectIdToHexAndBack() {
        String hex = ObjectIdMapper.toHex(ID);
        ObjectId parsed = ObjectIdMapper.toObjectId(hex);
        ObjectId upperCase = ObjectIdMapper.toObjectId(hex.toUpperCase());

        assertThat(hex).isEqualTo("66322ec01a2b3c4d5e000007");
        assertThat(parsed).isEqualTo(ID);
        assertThat(upperCase).isEqualTo(ID);
        assertThat((ObjectId) ObjectIdMapper.toObjectId(ID)).isSameAs(ID);
    }

    @Test
    void typedIdToObjectIdAndBack() {
        InvoiceId fromHex =
                ObjectIdMapper.toTypedId(ObjectIdMapper.untyped("66322ec01a2b3c4d5e000007"), InvoiceId.class);
        InvoiceId fromObjectId = ObjectIdMapper.toTypedId(ObjectIdMapper.untyped(ID), InvoiceId.class);
        ObjectId unwrapped = ObjectIdMapper.toObjectId(new InvoiceId(ID));

        assertThat(fromHex).isEqualTo(new InvoiceId(ID));
        assertThat(fromObjectId).isEqualTo(new InvoiceId(ID));
        assertThat(unwrapped).isSameAs(ID);
    }

    @Test
    void nullGivesNull() {
        String hex = ObjectIdMapper.toHex(null);
        ObjectId id = ObjectIdMapper.toObjectId((String) null);
        ObjectIdMapper.Untyped fromString = ObjectIdMapper.untyped((String) null);
        ObjectIdMapper.Untyped fromObjectId = ObjectIdMapper.untyped((ObjectId) null);

        assertThat(hex).isNull();
        assertThat(id).isNull();
        assertThat(fromString).isNull();
        assertThat(fromObjectId).isNull();
        assertThat(ObjectIdMapper.toTypedId(null, InvoiceId.class)).isNull();
    }

    @Test
    void aStringThatIsNotAnIdFailsNamingIt() {
        assertThatThrownBy(() -> ObjectIdMapper.toObjectId("66322ec01a2b3c4d5e00000g"))
                .isInstanceOfSatisfying(
                        ObjectIdFormatException.class,
                        e -> assertThat(e.input()).isEqualTo("66322ec01a2b3c4d5e00000g"))
                .hasMessageContaining("character 'g' (U+0067) at index 23 is not a hexadecimal digit");
        assertThatThrownBy(() -> ObjectIdMapper.untyped("66322ec0"))
                .isInstanceOf(ObjectIdFormatException.class)
                .hasMessageContaining("length is 8, expected 24 hexadecimal digits");
    }

    @Test
    void aValueThatIsNoIdFailsNamingItsTypeAndTheFix() {
        assertThatThrownBy(() -> ObjectIdMapper.toObjectId(42))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("ObjectIdMapper maps ObjectId, typed ids and their String form, and MapStruct"
                        + " chose it for a java.lang.Integer, for which it found no other mapping. java.lang.Integer"
                        + " is not a typed ObjectId: it needs public static Integer of(ObjectId)")
                .hasMessageEndingWith("Give the mapper a method of its own for Integer.");
        assertThatThrownBy(() -> ObjectIdMapper.toTypedId(ObjectIdMapper.untyped(ID), Integer.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("MapStruct chose it for a java.lang.Integer");
    }
}
