package dev.objectid.migration.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Exact or refused, one column type and one value at a time: each row loads one Extended JSON value into a column of
 * one type and reads back the database's text of it, or is refused with the file, line, field and what the column
 * would need. Each row is a way a value was once altered, or refused where it fits.
 */
class ImportTypesTest {

    @TempDir
    Path folder;

    /**
     * One value into one column.
     *
     * @param database {@code postgresql} or {@code mariadb}
     * @param type     the column's type
     * @param json     the field's Extended JSON
     * @param stored   the column's text read back, or {@code null} when refused
     * @param refusal  what the refusal says, or {@code null} when stored
     * @param read     the SQL that reads the column {@code v} as text, or {@code null} for the database's cast
     */
    record Case(String database, String type, String json, String stored, String refusal, String read) {
        @Override
        public String toString() {
            return database + " " + type + " <- " + json;
        }
    }

    private static Case loads(String database, String type, String json, String stored) {
        return new Case(database, type, json, stored, null, null);
    }

    private static Case loads(String database, String type, String json, String stored, String read) {
        return new Case(database, type, json, stored, null, read);
    }

    private static Case refused(String database, String type, String json, String refusal) {
        return new Case(database, type, json, null, refusal, null);
    }

    static Stream<Case> cases() {
        String pg = "postgresql";
        String maria = "mariadb";
        return Stream.of(
                // bit: booleans into bit(1); a bit(n) holds n bits, not a boolean
                loads(pg, "bit(1)", "true", "1"),
                loads(pg, "bit(1)", "false", "0"),
                refused(pg, "bit(8)", "true", "bit(1)"),
                loads(maria, "bit(1)", "true", "1", "v + 0"),
                loads(maria, "bit(1)", "false", "0", "v + 0"),
                refused(maria, "bit(8)", "true", "bit(1)"),
                refused(maria, "bit(8)", "false", "bit(1)"),
                // double(M,D) rounds to D digits
                refused(maria, "double(5,2)", "1.234", "DOUBLE(5, 2)"),
                loads(maria, "double(5,2)", "1.25", "1.25"),
                refused(maria, "float(5,2)", "{\"$numberDouble\": \"1.234\"}", "FLOAT(5, 2)"),
                // plain JSON numbers as their decimal text
                loads(pg, "numeric(30,20)", "123.45678901234567890123", "123.45678901234567890123"),
                loads(maria, "decimal(30,20)", "123.45678901234567890123", "123.45678901234567890123"),
                refused(pg, "float8", "1e400", "beyond a double"),
                refused(pg, "float8", "1e-400", "beyond a double"),
                refused(maria, "double", "1e400", "beyond a double"),
                refused(maria, "double", "-1e-400", "beyond a double"),
                loads(pg, "jsonb", "{\"n\": 1.2345678901234567890123}", "{\"n\": 1.2345678901234567890123}"),
                loads(pg, "json", "{\"n\": 1e400}", "{\"n\":1e400}"),
                loads(maria, "json", "{\"n\": 1e400}", "{\"n\":1e400}", "v"),
                // a lone surrogate is no MongoDB string
                refused(pg, "text", "\"a\\ud800X\"", "lone surrogate"),
                refused(pg, "varchar(10)", "\"a\\udc00X\"", "lone surrogate"),
                refused(pg, "jsonb", "{\"s\": \"a\\ud800X\"}", "lone surrogate"),
                refused(maria, "text", "\"a\\ud800X\"", "lone surrogate"),
                loads(pg, "text", "\"a\\ud83d\\ude00X\"", "a😀X"),
                loads(maria, "text", "\"a\\ud83d\\ude00X\"", "a😀X"),
                // 16 bytes into uuid: subtype 4 (and 0) only
                loads(
                        pg,
                        "uuid",
                        "{\"$binary\": {\"base64\": \"EjRWeJASNFZ4kBI0VniQEg==\", \"subType\": \"04\"}}",
                        "12345678-9012-3456-7890-123456789012"),
                refused(
                        pg,
                        "uuid",
                        "{\"$binary\": {\"base64\": \"EjRWeJASNFZ4kBI0VniQEg==\", \"subType\": \"03\"}}",
                        "subtype 3"),
                refused(
                        pg,
                        "uuid",
                        "{\"$binary\": {\"base64\": \"EjRWeJASNFZ4kBI0VniQEg==\", \"subType\": \"05\"}}",
                        "subtype 5"),
                refused(
                        maria,
                        "uuid",
                        "{\"$binary\": {\"base64\": \"EjRWeJASNFZ4kBI0VniQEg==\", \"subType\": \"03\"}}",
                        "subtype 3"),
                // numeric without precision keeps any number exactly
                loads(pg, "numeric", "{\"$numberDecimal\": \"7.90\"}", "7.90"),
                loads(pg, "numeric", "7.9", "7.9"),
                loads(
                        pg,
                        "numeric",
                        "{\"$numberDecimal\": \"-12345678901234567890.000000000000000000001\"}",
                        "-12345678901234567890.000000000000000000001"),
                // domains, citext, arrays
                loads(pg, "types_small", "{\"$numberInt\": \"12\"}", "12"),
                loads(pg, "types_money", "{\"$numberDecimal\": \"7.25\"}", "7.25"),
                refused(pg, "types_money", "{\"$numberDecimal\": \"7.255\"}", "keeps (2)"),
                loads(pg, "citext", "\"MiXed\"", "MiXed"),
                loads(pg, "int4[]", "[1, 2, {\"$numberLong\": \"3\"}, null]", "{1,2,3,NULL}"),
                loads(
                        pg,
                        "text[]",
                        "[\"a b\", \"c,\\\"d\\\"\", \"\\\\\", \"NULL\"]",
                        "{\"a b\",\"c,\\\"d\\\"\",\"\\\\\",\"NULL\"}"),
                refused(pg, "int4[]", "[1, \"two\"]", "int4"),
                // MariaDB JSON, YEAR, unsigned, tinyint(1)
                loads(maria, "json", "\"a string\"", "\"a string\"", "v"),
                loads(maria, "json", "12", "12", "v"),
                loads(maria, "year", "2024", "2024"),
                refused(maria, "year", "1800", "1901 to 2155"),
                loads(
                        maria,
                        "bigint unsigned",
                        "{\"$numberDecimal\": \"18446744073709551615\"}",
                        "18446744073709551615"),
                refused(
                        maria,
                        "bigint unsigned",
                        "{\"$numberDecimal\": \"18446744073709551616\"}",
                        "0 to 18446744073709551615"),
                refused(maria, "int unsigned", "-1", "0 to 4294967295"),
                refused(maria, "mediumint", "8388608", "-8388608 to 8388607"),
                loads(maria, "tinyint(1)", "5", "5"),
                loads(maria, "tinyint(1)", "true", "1"),
                loads(maria, "boolean", "false", "0"),
                refused(maria, "tinyint(1)", "200", "-128 to 127"),
                // a NaN decimal goes into JSON as Extended JSON
                loads(pg, "jsonb", "{\"d\": {\"$numberDecimal\": \"NaN\"}}", "{\"d\": {\"$numberDecimal\": \"NaN\"}}"),
                refused(pg, "numeric", "{\"$numberDecimal\": \"NaN\"}", "NaN"),
                refused(maria, "decimal(10,2)", "{\"$numberDecimal\": \"Infinity\"}", "Infinity"),
                // any other BSON type into text, as JSON
                loads(pg, "text", "{\"$timestamp\": {\"t\": 1, \"i\": 2}}", "{\"$timestamp\":{\"t\":1,\"i\":2}}"),
                loads(
                        maria,
                        "text",
                        "{\"$regularExpression\": {\"pattern\": \"a.c\", \"options\": \"i\"}}",
                        "{\"$regularExpression\":{\"pattern\":\"a.c\",\"options\":\"i\"}}"),
                // dates outside the years 1 to 9999, on every path
                refused(pg, "timestamptz", "{\"$date\": {\"$numberLong\": \"253402300800000\"}}", "years 1 to 9999"),
                refused(pg, "timestamp", "{\"$date\": {\"$numberLong\": \"-62135596801000\"}}", "years 1 to 9999"),
                refused(
                        pg,
                        "citext, at timestamp",
                        "{\"$date\": {\"$numberLong\": \"253402300800000\"}}",
                        "years 1 to 9999"),
                refused(maria, "datetime", "{\"$date\": {\"$numberLong\": \"253402300800000\"}}", "years 1 to 9999"),
                // lenient text
                refused(pg, "float8", "{\"$numberDouble\": \" 5d\"}", "\" 5d\""),
                refused(maria, "double", "{\"$numberDouble\": \"0x1p3\"}", "\"0x1p3\""),
                refused(pg, "uuid", "\"1-1-1-1-1\"", "1-1-1-1-1"),
                refused(maria, "uuid", "{\"$uuid\": \"1-1-1-1-1\"}", "1-1-1-1-1"));
    }

    @ParameterizedTest
    @MethodSource("cases")
    void exactOrRefused(Case row) throws Exception {
        ImportTarget target = ImportTarget.create(folder);
        Assumptions.assumeTrue(target.name().equals(row.database()), "a row for " + row.database());
        boolean pg = target.name().equals("postgresql");
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            statement.execute("drop table if exists types");
            if (pg) {
                // one per database, in public, left for the next run (the test's schema is not on the path to it)
                statement.execute("create extension if not exists citext schema public");
                statement.execute("drop domain if exists types_small");
                statement.execute("drop domain if exists types_money");
                statement.execute("create domain types_small as int2 check (value > 0)");
                statement.execute("create domain types_money as numeric(10, 2)");
            }
            statement.execute("create table types (id " + (pg ? "bytea" : "binary(12)") + " primary key, v "
                    + row.type().replace("citext", pg ? "public.citext" : "citext") + ")");
        }
        // a type listing a column "at" of its own puts the value there: a citext beside it takes the text COPY path
        String field = row.type().contains(", at ") ? "at" : "v";
        Path file = Files.writeString(
                folder.resolve("types.json"),
                "{\"_id\": {\"$oid\": \"66322ec0a1b2c3d4e5f60718\"}, \"" + field + "\": " + row.json() + "}\n");

        CliProcess.Result result = CliProcess.run(target.importArgs(file.toString()));

        if (row.refusal() != null) {
            assertThat(result.status()).as(result.err()).isNotZero();
            assertThat(result.err())
                    .contains("types.json", "line 1", field, row.refusal())
                    .doesNotContain("Exception", "\tat ");
            try (Connection connection = target.connect();
                    Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery("select count(*) from types")) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getLong(1)).isZero();
            }
            return;
        }
        assertThat(result.status()).as(result.err()).isZero();
        String read = row.read() != null ? row.read() : pg ? "v::text" : "cast(v as char)";
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("select " + read + " from types")) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getString(1)).isEqualTo(row.stored());
        }
    }
}
