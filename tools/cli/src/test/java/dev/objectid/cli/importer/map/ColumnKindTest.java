package dev.objectid.cli.importer.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.cli.importer.read.Binary;
import dev.objectid.cli.importer.read.JsonNumber;
import dev.objectid.cli.importer.read.OtherBsonValue;
import java.math.BigDecimal;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every value goes into its column exactly, or is refused with what the column takes: nothing rounded or cut. */
class ColumnKindTest {

    private static Column column(int jdbcType, String typeName, int size, int scale) {
        return Column.of("c", ColumnKind.of(jdbcType, typeName), typeName, size, scale, true, false, false);
    }

    private static final ObjectId ID = ObjectId.parse("66322ec07c1e9a04d240c001");

    @Test
    void theKindsOfTheThreeDatabasesTypes() {
        assertThat(ColumnKind.of(Types.BINARY, "bytea")).isEqualTo(ColumnKind.BINARY);
        assertThat(ColumnKind.of(Types.OTHER, "jsonb")).isEqualTo(ColumnKind.JSON);
        assertThat(ColumnKind.of(Types.OTHER, "JSON")).isEqualTo(ColumnKind.JSON);
        assertThat(ColumnKind.of(Types.TIMESTAMP, "timestamptz")).isEqualTo(ColumnKind.TIMESTAMP_UTC);
        assertThat(ColumnKind.of(Types.TIMESTAMP_WITH_TIMEZONE, "TIMESTAMP WITH TIME ZONE"))
                .isEqualTo(ColumnKind.TIMESTAMP_UTC);
        assertThat(ColumnKind.of(Types.TIMESTAMP, "DATETIME")).isEqualTo(ColumnKind.TIMESTAMP);
        assertThat(ColumnKind.of(Types.OTHER, "uuid")).isEqualTo(ColumnKind.UUID_TYPE);
        assertThat(ColumnKind.of(Types.ARRAY, "_int4")).isEqualTo(ColumnKind.ARRAY);
        assertThat(ColumnKind.of(Types.ARRAY, "_interval")).isEqualTo(ColumnKind.UNSUPPORTED);
        assertThat(ColumnKind.of(Types.OTHER, "citext")).isEqualTo(ColumnKind.TEXT);
        assertThat(ColumnKind.of(Types.BIT, "bit")).isEqualTo(ColumnKind.BIT);
        assertThat(ColumnKind.of(Types.BIT, "bool")).isEqualTo(ColumnKind.BOOLEAN);
        assertThat(ColumnKind.of(Types.DATE, "YEAR")).isEqualTo(ColumnKind.INTEGER);
        // MariaDB's boolean is tinyint(1), 3 digits; H2's is a boolean of 1
        assertThat(ColumnKind.of(Types.BOOLEAN, "BOOLEAN", 3)).isEqualTo(ColumnKind.FLAG);
        assertThat(ColumnKind.of(Types.BOOLEAN, "BOOLEAN", 1)).isEqualTo(ColumnKind.BOOLEAN);
    }

    private static Column column(int jdbcType, String typeName, int size) {
        return Column.of("c", ColumnKind.of(jdbcType, typeName, size), typeName, size, 0, true, false, false);
    }

    @Test
    void integersWithinEachTypesOwnRange() {
        Column flag = column(Types.BOOLEAN, "BOOLEAN", 3);
        assertThat(ColumnKind.convert(flag, 5)).isEqualTo(5L);
        assertThat(ColumnKind.convert(flag, true)).isEqualTo(1L);
        assertThatThrownBy(() -> ColumnKind.convert(flag, 200)).hasMessageContaining("-128 to 127");
        Column year = column(Types.DATE, "YEAR", 0);
        assertThat(ColumnKind.convert(year, 2024)).isEqualTo(2024L);
        assertThatThrownBy(() -> ColumnKind.convert(year, 69)).hasMessageContaining("1901 to 2155");
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.INTEGER, "MEDIUMINT", 7), 8_388_608))
                .hasMessageContaining("-8388608 to 8388607");
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.INTEGER, "INT UNSIGNED", 10), -1))
                .hasMessageContaining("0 to 4294967295");
        Column unsigned = column(Types.BIGINT, "BIGINT UNSIGNED", 20);
        assertThat(ColumnKind.convert(unsigned, new BigDecimal("18446744073709551615")))
                .isEqualTo(new BigDecimal("18446744073709551615"));
        assertThat(ColumnKind.convert(unsigned, new BigDecimal("9223372036854775807")))
                .isEqualTo(Long.MAX_VALUE);
        assertThatThrownBy(() -> ColumnKind.convert(unsigned, new BigDecimal("18446744073709551616")))
                .hasMessageContaining("0 to 18446744073709551615");
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.BIGINT, "int8", 19), new JsonNumber("1e999999999")))
                .hasMessageContaining("out of the range");
    }

    @Test
    void booleansGoIntoABitOfOneBit() {
        assertThat(ColumnKind.convert(column(Types.BIT, "bit", 1), true)).isEqualTo(1L);
        assertThat(ColumnKind.convert(column(Types.BIT, "BIT", 1), false)).isEqualTo(0L);
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.BIT, "BIT", 8), true))
                .hasMessageContaining("keeps 8 bits; a boolean goes into a bit(1) or a boolean");
    }

    @Test
    void aPlainNumberIsItsDecimalTextNotADouble() {
        assertThat(ColumnKind.convert(
                        column(Types.NUMERIC, "numeric", 30, 20), new JsonNumber("123.45678901234567890123")))
                .isEqualTo(new BigDecimal("123.45678901234567890123"));
        // numeric without precision: any number, as written
        assertThat(ColumnKind.convert(column(Types.NUMERIC, "numeric", 0, 0), new BigDecimal("7.90")))
                .isEqualTo(new BigDecimal("7.90"));
        Column float8 = column(Types.DOUBLE, "float8", 17, 17);
        assertThat(ColumnKind.convert(float8, new JsonNumber("0.1"))).isEqualTo(0.1);
        assertThat(ColumnKind.convert(float8, new JsonNumber("-0.0e5"))).isEqualTo(-0.0);
        assertThatThrownBy(() -> ColumnKind.convert(float8, new JsonNumber("1e400")))
                .hasMessageContaining("1e400 is beyond a double");
        assertThatThrownBy(() -> ColumnKind.convert(float8, new JsonNumber("-1e-400")))
                .hasMessageContaining("-1e-400 is beyond a double");
        // MariaDB's double(5,2) rounds to 2 digits after the point
        Column fixed = column(Types.DOUBLE, "DOUBLE", 5, 2);
        assertThat(ColumnKind.convert(fixed, new JsonNumber("1.25"))).isEqualTo(1.25);
        assertThatThrownBy(() -> ColumnKind.convert(fixed, new JsonNumber("1.234")))
                .hasMessageContaining("does not fit c (DOUBLE(5, 2)), which would round it");
        assertThatThrownBy(() -> ColumnKind.convert(fixed, 1234.0)).hasMessageContaining("3 before");
        assertThat(ColumnKind.convert(column(Types.DOUBLE, "DOUBLE", 22, -1), 1.234))
                .isEqualTo(1.234);
    }

    @Test
    void aUuidIsSubtype4OrItsCanonicalText() {
        Column uuid = column(Types.OTHER, "uuid", 0, 0);
        byte[] bytes = new byte[16];
        assertThat(ColumnKind.convert(uuid, new Binary(4, bytes))).isEqualTo(new java.util.UUID(0, 0));
        assertThatThrownBy(() -> ColumnKind.convert(uuid, new Binary(3, bytes)))
                .hasMessageContaining("subtype 3 (a legacy UUID");
        assertThatThrownBy(() -> ColumnKind.convert(uuid, new Binary(5, bytes))).hasMessageContaining("subtype 5");
        assertThatThrownBy(() -> ColumnKind.convert(uuid, "1-1-1-1-1")).hasMessageContaining("does not go into c");
    }

    @Test
    void datesOutsideTheYears1To9999AreRefusedByEveryColumn() {
        for (Column column : List.of(
                column(Types.TIMESTAMP, "timestamptz", 32, 3),
                column(Types.TIMESTAMP, "DATETIME", 23, 3),
                column(Types.DATE, "date", 10, 0))) {
            assertThatThrownBy(() -> ColumnKind.convert(column, Instant.parse("+10000-01-01T00:00:00Z")))
                    .hasMessageContaining("outside the years 1 to 9999");
            assertThatThrownBy(() -> ColumnKind.convert(column, Instant.parse("0000-12-31T00:00:00Z")))
                    .hasMessageContaining("outside the years 1 to 9999");
        }
        assertThat(ColumnKind.convert(column(Types.DATE, "date", 10, 0), Instant.parse("0001-01-01T00:00:00Z")))
                .isEqualTo(LocalDate.of(1, 1, 1));
    }

    @Test
    void aPostgresqlArrayIsItsTextElementByElement() {
        assertThat(ColumnKind.convert(column(Types.ARRAY, "_int4", 10, 0), java.util.Arrays.asList(1, 2L, null)))
                .isEqualTo("{1,2,NULL}");
        assertThat(ColumnKind.convert(
                        column(Types.ARRAY, "_text", Integer.MAX_VALUE, 0), List.of("a b", "c,\"d\"", "\\", "NULL")))
                .isEqualTo("{\"a b\",\"c,\\\"d\\\"\",\"\\\\\",\"NULL\"}");
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.ARRAY, "_int4", 10, 0), List.of(1, "two")))
                .hasMessageContaining("element 1 of the array: a string \"two\" does not go into c (int4)");
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.ARRAY, "_int4", 10, 0), List.of(List.of(1))))
                .hasMessageContaining("element 0 of the array is an array");
    }

    @Test
    void anObjectIdIsItsTwelveBytesOrItsHexDigits() {
        assertThat((byte[]) ColumnKind.convert(column(Types.BINARY, "BINARY", 12, 0), ID))
                .isEqualTo(ID.toByteArray());
        assertThat(ColumnKind.convert(column(Types.CHAR, "char", 24, 0), ID)).isEqualTo(ID.toHexString());
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.BINARY, "BINARY", 16, 0), ID))
                .hasMessageContaining("is 12 bytes and c (BINARY(16)) holds exactly 16; the database would pad it");
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.BINARY, "VARBINARY", 8, 0), ID))
                .hasMessageContaining("is 12 bytes, longer than c (VARBINARY(8)) holds");
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.BINARY, "BINARY", 12, 0), "66322ec07c1e9a04d240c001"))
                .hasMessage("a string \"66322ec07c1e9a04d240c001\" does not go into c (BINARY(12)), which takes an "
                        + "ObjectId ($oid) or binary data ($binary)");
    }

    @Test
    void numbersGoInExactlyOrNotAtAll() {
        Column decimal = column(Types.DECIMAL, "decimal", 10, 2);
        assertThat(ColumnKind.convert(decimal, new BigDecimal("7.9"))).isEqualTo(new BigDecimal("7.90"));
        assertThat(ColumnKind.convert(decimal, 7.9)).isEqualTo(new BigDecimal("7.90"));
        assertThat(ColumnKind.convert(decimal, 12L)).isEqualTo(new BigDecimal("12.00"));
        assertThatThrownBy(() -> ColumnKind.convert(decimal, new BigDecimal("7.905")))
                .hasMessageContaining("7.905 has more digits after the point than c (decimal(10, 2)) keeps (2)");
        assertThatThrownBy(() -> ColumnKind.convert(decimal, new BigDecimal("123456789")))
                .hasMessageContaining("has more digits before the point than c (decimal(10, 2)) keeps (8)");

        Column integer = column(Types.INTEGER, "int4", 10, 0);
        assertThat(ColumnKind.convert(integer, 2.0)).isEqualTo(2L);
        assertThatThrownBy(() -> ColumnKind.convert(integer, 2.5)).hasMessageContaining("is not a whole number");
        assertThatThrownBy(() -> ColumnKind.convert(integer, 2147483648L))
                .hasMessageContaining("2147483648 is out of the range of c (int4): -2147483648 to 2147483647");
        assertThat(ColumnKind.convert(column(Types.BIGINT, "int8", 19, 0), 9007199254740993L))
                .isEqualTo(9007199254740993L);
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.DOUBLE, "float8", 17, 0), 9007199254740993L))
                .hasMessageContaining("has no exact double");
        assertThatThrownBy(() -> ColumnKind.convert(decimal, Double.NaN)).hasMessageContaining("NaN is not a number");
    }

    @Test
    void textMustFit() {
        Column country = column(Types.VARCHAR, "varchar", 2, 0);
        assertThat(ColumnKind.convert(country, "GB")).isEqualTo("GB");
        assertThatThrownBy(() -> ColumnKind.convert(country, "GBR"))
                .hasMessageContaining("a string \"GBR\" is 3 characters, longer than c (varchar(2)) holds");
        assertThat(ColumnKind.convert(column(Types.VARCHAR, "varchar", 3, 0), "\uD83D\uDE00ab"))
                .as("characters, not UTF-16 units")
                .isEqualTo("\uD83D\uDE00ab");
    }

    @Test
    void documentsGoIntoJsonAndTextColumnsAsRelaxedExtendedJson() {
        Map<String, Object> item = Map.of("product", ID);
        assertThat(ColumnKind.convert(column(Types.OTHER, "jsonb", 0, 0), List.of(item)))
                .isEqualTo("[{\"product\":{\"$oid\":\"66322ec07c1e9a04d240c001\"}}]");
        assertThat(ColumnKind.convert(column(Types.LONGVARCHAR, "LONGTEXT", 0, 0), item))
                .isEqualTo("{\"product\":{\"$oid\":\"66322ec07c1e9a04d240c001\"}}");
    }

    @Test
    void datesKeepTheirMillisecondsOrAreRefused() {
        Instant at = Instant.parse("2024-05-01T12:00:00.250Z");
        assertThat(ColumnKind.convert(column(Types.TIMESTAMP, "timestamptz", 32, 3), at))
                .isEqualTo(at);
        assertThat(ColumnKind.convert(column(Types.TIMESTAMP, "DATETIME", 23, 3), at))
                .isEqualTo(LocalDateTime.parse("2024-05-01T12:00:00.250"));
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.TIMESTAMP, "DATETIME", 19, 0), at))
                .hasMessageContaining("has fractions of a second that c (DATETIME) does not keep (0 digits)");
        assertThatThrownBy(() -> ColumnKind.convert(
                        column(Types.TIMESTAMP, "DATETIME", 23, 3), Instant.parse("2024-05-01T12:00:00.1234Z")))
                .hasMessageContaining(
                        "does not keep (3 digits); declare it with a precision of at least 4, as " + "datetime(4)");
        assertThatThrownBy(() -> ColumnKind.convert(
                        column(Types.TIMESTAMP, "timestamptz", 32, 3), Instant.parse("2024-05-01T12:00:00.12345Z")))
                .hasMessageContaining("declare it with a precision of at least 5, as timestamptz(5)");
        // seven digits: no type of either database keeps them, and no MongoDB date has them
        assertThatThrownBy(() -> ColumnKind.convert(
                        column(Types.TIMESTAMP, "timestamptz", 32, 6), Instant.parse("2024-05-01T12:00:00.1234567Z")))
                .hasMessageContaining("has 7 digits of a second, more than a MongoDB date (milliseconds, 3 digits) or"
                        + " a time of PostgreSQL, MariaDB or MySQL (microseconds, 6) keeps")
                .hasMessageNotContaining("(7)");
        assertThatThrownBy(() -> ColumnKind.convert(
                        column(Types.TIMESTAMP, "DATETIME", 21, 1), Instant.parse("2024-05-01T12:00:00.120Z")))
                .hasMessageContaining("does not keep (1 digit); declare it with a precision of at least 2");
        // a value keeps the digits it has, not those of its unit: a tenth of a second fits one digit
        assertThat(ColumnKind.convert(
                        column(Types.TIMESTAMP, "DATETIME", 21, 1), Instant.parse("2024-05-01T12:00:00.100Z")))
                .isEqualTo(LocalDateTime.parse("2024-05-01T12:00:00.100"));
        assertThat(ColumnKind.convert(
                        column(Types.TIMESTAMP, "DATETIME", 26, 6), Instant.parse("2024-05-01T12:00:00.123456Z")))
                .isEqualTo(LocalDateTime.parse("2024-05-01T12:00:00.123456"));
        assertThat(ColumnKind.convert(column(Types.DATE, "date", 10, 0), Instant.parse("2024-05-01T00:00:00Z")))
                .isEqualTo(LocalDate.parse("2024-05-01"));
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.DATE, "date", 10, 0), at))
                .hasMessageContaining("has a time of day");
    }

    @Test
    void fractionDigitsAreTheDigitsAValueNeeds() {
        assertThat(ColumnKind.fractionDigits(0)).isZero();
        assertThat(ColumnKind.fractionDigits(100_000_000)).isEqualTo(1);
        assertThat(ColumnKind.fractionDigits(250_000_000)).isEqualTo(2);
        assertThat(ColumnKind.fractionDigits(123_000_000)).isEqualTo(3);
        assertThat(ColumnKind.fractionDigits(123_400_000)).isEqualTo(4);
        assertThat(ColumnKind.fractionDigits(1)).isEqualTo(9);
    }

    @Test
    void aBsonValueWithNoColumnTypeIsShownAsItsExtendedJson() {
        OtherBsonValue timestamp = new OtherBsonValue("$timestamp", Map.of("$timestamp", Map.of("t", 1)));

        assertThatThrownBy(() -> ColumnKind.convert(column(Types.BIGINT, "int8", 19, 0), timestamp))
                .hasMessageStartingWith("a $timestamp {\"$timestamp\":{\"t\":1}} does not go into c (int8)");
        // into text as its JSON, as a document goes
        assertThat(ColumnKind.convert(column(Types.VARCHAR, "text", Integer.MAX_VALUE, 0), timestamp))
                .isEqualTo("{\"$timestamp\":{\"t\":1}}");
        // PostgreSQL's text reports the largest int as its size, which is no size to show
        assertThatThrownBy(() -> ColumnKind.convert(column(Types.VARCHAR, "text", Integer.MAX_VALUE, 0), true))
                .hasMessageContaining("does not go into c (text), which takes a string");
    }

    @Test
    void nullIsNull() {
        assertThat(ColumnKind.convert(column(Types.BINARY, "bytea", 0, 0), null))
                .isNull();
    }

    @Test
    void aSinglePrecisionColumnTakesOnlyWhatItKeepsExactly() {
        for (String real : List.of("float4", "REAL", "FLOAT")) {
            Column column = column(Types.REAL, real, 0, 0);
            assertThat(ColumnKind.convert(column, 0.5)).isEqualTo(0.5);
            assertThat(ColumnKind.convert(column, 16_777_216L)).isEqualTo(16_777_216.0);
            assertThatThrownBy(() -> ColumnKind.convert(column, 0.1))
                    .hasMessageContaining("0.1 has no exact single-precision value; c (" + real + ") would round it");
            assertThatThrownBy(() -> ColumnKind.convert(column, 16_777_217L))
                    .hasMessageContaining("16777217 has no exact single-precision value");
        }
        assertThat(ColumnKind.convert(column(Types.DOUBLE, "float8", 0, 0), 0.1))
                .isEqualTo(0.1);
    }
}
