package dev.objectid.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.objectid.ObjectId;
import java.sql.Types;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The conversions behind {@link ObjectIdJdbc}, without a database: what a driver may return for an id column, and the
 * values bound for each {@link ColumnFormat}. The suites of objectid-data-stack-tests run the same on H2, PostgreSQL
 * and MariaDB.
 */
class ObjectIdJdbcTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");

    @Test
    void readsTwelveBytesHexInEitherCaseAndNull() {
        assertThat(ObjectIdJdbc.toObjectId(ID.toByteArray())).isEqualTo(ID);
        assertThat(ObjectIdJdbc.toObjectId("6632217F8A5D3E0001A0B1C2")).isEqualTo(ID);
        assertThat(ObjectIdJdbc.toObjectId(new StringBuilder("6632217f8a5d3e0001a0b1c2")))
                .isEqualTo(ID);
        assertThat(ObjectIdJdbc.toObjectId(ID)).isSameAs(ID);
        assertThat(ObjectIdJdbc.toObjectId(null)).isNull();
    }

    @Test
    void moreOrFewerBytesAreAnErrorThatShowsThem() {
        byte[] sixteen = new byte[16];
        System.arraycopy(ID.toByteArray(), 0, sixteen, 0, 12);

        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdJdbc.toObjectId(sixteen))
                .withMessage("Invalid ObjectId: 16 bytes (0x6632217f8a5d3e0001a0b1c200000000), expected exactly 12."
                        + " An ObjectId column is binary (binary(12), bytea, raw(12), varbinary) holding 12 bytes, or"
                        + " character (char(24), varchar) holding 24 hexadecimal digits. The value was neither"
                        + " truncated nor padded.");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdJdbc.toObjectId(new byte[0]))
                .withMessageStartingWith("Invalid ObjectId: 0 bytes (0x), expected exactly 12.");
    }

    @Test
    void textThatIsNotAnIdIsAnErrorThatShowsIt() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdJdbc.toObjectId("6632217f8a5d3e0001a0b1c2  "))
                .withMessageStartingWith("Invalid ObjectId \"6632217f8a5d3e0001a0b1c2  \": length is 26, expected 24"
                        + " hexadecimal digits")
                .withMessageEndingWith("The value was neither truncated nor padded.");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdJdbc.toObjectId("6632217f8a5d3e0001a0b1cz"))
                .withMessageContaining("character 'z' (U+007A) at index 23 is not a hexadecimal digit");
    }

    @Test
    void anotherTypeIsAnErrorThatNamesIt() {
        UUID uuid = UUID.fromString("2c6a7e52-4a5f-4c1e-9d84-0d9b1f0f2a11");

        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdJdbc.toObjectId(uuid))
                .withMessage("a java.util.UUID (2c6a7e52-4a5f-4c1e-9d84-0d9b1f0f2a11) is not an ObjectId. An ObjectId"
                        + " column is binary (binary(12), bytea, raw(12), varbinary) holding 12 bytes, or character"
                        + " (char(24), varchar) holding 24 hexadecimal digits.");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdJdbc.toObjectId(42L))
                .withMessageStartingWith("a java.lang.Long (42) is not an ObjectId.");
    }

    @Test
    void eachFormatBindsItsValueAndType() {
        assertThat((byte[]) ColumnFormat.BINARY.toColumnValue(ID)).isEqualTo(ID.toByteArray());
        assertThat(ColumnFormat.BINARY.sqlType()).isEqualTo(Types.BINARY);
        assertThat(ColumnFormat.HEX.toColumnValue(ID)).isEqualTo("6632217f8a5d3e0001a0b1c2");
        assertThat(ColumnFormat.HEX.sqlType()).isEqualTo(Types.VARCHAR);
        assertThat(ColumnFormat.BINARY.toColumnValue(null))
                .as("NULL, as ObjectIdJdbc.setObjectId binds it")
                .isNull();
        assertThat(ColumnFormat.HEX.toColumnValue(null)).isNull();
    }
}
