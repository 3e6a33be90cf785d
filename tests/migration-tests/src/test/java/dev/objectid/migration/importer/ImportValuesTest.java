package dev.objectid.migration.importer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.ObjectMapper;

/**
 * Every kind of column, with values picked at random across their ranges (the bounds, zero, signs, digits either side
 * of the point, characters that the bulk formats escape, times before and after 1970 and 2000), loaded by the import
 * and read back exactly: PostgreSQL's binary {@code COPY}, MariaDB's {@code LOAD DATA} text and H2's batches.
 */
class ImportValuesTest {

    private static final int DOCUMENTS = 3000;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    private ImportTarget target;

    private String ddl(boolean uuid) {
        String ddl = switch (target.name()) {
            case "postgresql" ->
                "create table kinds (id bytea primary key, small int2, medium int4, big int8,"
                        + " amount numeric(30, 10), price numeric(10, 2), whole numeric(20, 0), ratio float8, flag bool,"
                        + " label varchar(60), body text, doc jsonb, at timestamp(3), at_utc timestamptz(3), on_day date,"
                        + " token uuid)";
            case "mariadb" ->
                "create table kinds (id binary(12) primary key, small smallint, medium int, big bigint,"
                        + " amount decimal(30, 10), price decimal(10, 2), whole decimal(20, 0), ratio double,"
                        + " flag boolean, label varchar(60), body text, doc json, at datetime(3), at_utc datetime(3),"
                        + " on_day date, token uuid)";
            default ->
                "create table kinds (id binary(12) primary key, small smallint, medium int, big bigint,"
                        + " amount numeric(30, 10), price numeric(10, 2), whole numeric(20, 0), ratio double precision,"
                        + " flag boolean, label varchar(60), body varchar(2000), doc varchar(2000), at timestamp(3),"
                        + " at_utc timestamp(3) with time zone, on_day date, token uuid)";
        };
        return uuid ? ddl : ddl.replace(", token uuid)", ")");
    }

    /**
     * With and without a {@code uuid} column: on MariaDB a table without one goes as bytes ({@code CHARACTER SET
     * binary}), ids and all, and one with it as {@code utf8mb4} text with ids in hexadecimal.
     */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void everyKindOfValueReadsBackAsItWasExported(boolean uuid) throws Exception {
        target = ImportTarget.create(folder);
        target.recreateTables();
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            statement.execute("drop table if exists kinds");
            statement.execute(ddl(uuid));
        }
        SplittableRandom random = new SplittableRandom(20261128);
        List<Map<String, Object>> expected = new ArrayList<>();
        StringBuilder export = new StringBuilder();
        for (int n = 0; n < DOCUMENTS; n++) {
            Map<String, Object> values = new LinkedHashMap<>();
            StringBuilder line = new StringBuilder();
            ObjectId id = ObjectId.of(Instant.ofEpochSecond(1_700_000_000L + n), 0x0a0b0c0d0eL, n);
            line.append("{\"_id\":{\"$oid\":\"").append(id.toHexString()).append("\"}");
            values.put("id", id);
            long small = pick(random, n, Short.MIN_VALUE, Short.MAX_VALUE);
            long medium = pick(random, n, Integer.MIN_VALUE, Integer.MAX_VALUE);
            long big = pick(random, n, Long.MIN_VALUE, Long.MAX_VALUE);
            BigDecimal amount = decimal(random, n, 20, 10);
            BigDecimal price = decimal(random, n, 8, 2);
            BigDecimal whole = decimal(random, n, 20, 0);
            double ratio = n % 5 == 0
                    ? -0.0 + n
                    : random.nextDouble() * Math.pow(10, random.nextInt(-300, 300)) * (random.nextBoolean() ? 1 : -1);
            boolean flag = random.nextBoolean();
            String label = text(random, 50);
            String body = text(random, 500);
            Instant at = Instant.ofEpochMilli(random.nextLong(-2_208_988_800_000L, 4_102_444_800_000L));
            Instant atUtc = Instant.ofEpochMilli(random.nextLong(-2_208_988_800_000L, 4_102_444_800_000L));
            LocalDate day = LocalDate.ofEpochDay(random.nextLong(-25_567, 47_482));
            // a random (version 4) UUID: MariaDB's uuid type refuses other variants
            UUID token = new UUID(
                    random.nextLong() & ~0xf000L | 0x4000L,
                    random.nextLong() & 0x3fffffffffffffffL | 0x8000000000000000L);
            boolean nulls = n % 10 == 9;
            field(line, values, nulls, "small", small, String.valueOf(small));
            field(line, values, nulls, "medium", medium, "{\"$numberInt\":\"" + medium + "\"}");
            field(line, values, nulls, "big", big, "{\"$numberLong\":\"" + big + "\"}");
            field(line, values, nulls, "amount", amount, "{\"$numberDecimal\":\"" + amount + "\"}");
            field(line, values, nulls, "price", price, "{\"$numberDecimal\":\"" + price.toPlainString() + "\"}");
            field(line, values, nulls, "whole", whole, "{\"$numberDecimal\":\"" + whole.toPlainString() + "\"}");
            field(line, values, nulls, "ratio", ratio, "{\"$numberDouble\":\"" + ratio + "\"}");
            field(line, values, nulls, "flag", flag, String.valueOf(flag));
            field(line, values, nulls, "label", label, JSON.writeValueAsString(label));
            field(line, values, nulls, "body", body, JSON.writeValueAsString(body));
            String doc = "{\"tags\":[" + JSON.writeValueAsString(label) + ",1,2.5,true,null],\"n\":{\"x\":" + n + "}}";
            field(line, values, nulls, "doc", JSON.readTree(doc), doc);
            field(line, values, nulls, "at", at, "{\"$date\":\"" + at + "\"}");
            field(
                    line,
                    values,
                    nulls,
                    "atUtc",
                    atUtc,
                    "{\"$date\":{\"$numberLong\":\"" + atUtc.toEpochMilli() + "\"}}");
            field(line, values, nulls, "onDay", day, "{\"$date\":\"" + day + "T00:00:00Z\"}");
            if (uuid) {
                field(line, values, nulls, "token", token, "{\"$uuid\":\"" + token + "\"}");
            }
            export.append(line).append("}\n");
            expected.add(values);
        }
        Path file = Files.writeString(folder.resolve("kinds.json"), export);

        CliProcess.Result result = CliProcess.run(target.importArgs(file.toString()));

        assertThat(result.status()).as(result.err()).isZero();
        List<String> wrong = new ArrayList<>();
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("select id, small, medium, big, amount, price, whole, ratio,"
                        + " flag, label, body, doc, at, at_utc, on_day" + (uuid ? ", token" : "")
                        + " from kinds order by id")) {
            for (Map<String, Object> values : expected) {
                assertThat(rows.next()).isTrue();
                Map<String, Object> read = new LinkedHashMap<>();
                read.put("id", ObjectId.fromBytes(rows.getBytes("id")));
                read.put("small", number(rows.getObject("small")));
                read.put("medium", number(rows.getObject("medium")));
                read.put("big", number(rows.getObject("big")));
                read.put("amount", rows.getBigDecimal("amount"));
                read.put("price", rows.getBigDecimal("price"));
                read.put("whole", rows.getBigDecimal("whole"));
                read.put("ratio", rows.getObject("ratio") == null ? null : rows.getDouble("ratio"));
                read.put("flag", rows.getObject("flag") == null ? null : rows.getBoolean("flag"));
                read.put("label", rows.getString("label"));
                read.put("body", rows.getString("body"));
                read.put("doc", rows.getString("doc") == null ? null : JSON.readTree(rows.getString("doc")));
                LocalDateTime at = rows.getObject("at", LocalDateTime.class);
                read.put("at", at == null ? null : at.toInstant(ZoneOffset.UTC));
                read.put(
                        "atUtc",
                        target.name().equals("mariadb")
                                ? instant(rows.getObject("at_utc", LocalDateTime.class))
                                : rows.getObject("at_utc", OffsetDateTime.class) == null
                                        ? null
                                        : rows.getObject("at_utc", OffsetDateTime.class)
                                                .toInstant());
                read.put("onDay", rows.getObject("on_day", LocalDate.class));
                if (uuid) {
                    read.put(
                            "token", rows.getString("token") == null ? null : UUID.fromString(rows.getString("token")));
                }
                for (Map.Entry<String, Object> value : values.entrySet()) {
                    Object back = read.get(value.getKey());
                    boolean same = value.getValue() instanceof BigDecimal decimal && back instanceof BigDecimal other
                            ? decimal.compareTo(other) == 0
                            : java.util.Objects.equals(value.getValue(), back);
                    if (!same) {
                        wrong.add(values.get("id") + " " + value.getKey() + ": exported " + value.getValue()
                                + ", read back " + back);
                    }
                }
            }
            assertThat(rows.next()).isFalse();
        }
        assertThat(wrong).isEmpty();
    }

    private static Instant instant(LocalDateTime time) {
        return time == null ? null : time.toInstant(ZoneOffset.UTC);
    }

    private static Long number(Object value) {
        return value == null ? null : ((Number) value).longValue();
    }

    private static void field(
            StringBuilder line, Map<String, Object> values, boolean nulls, String name, Object value, String json) {
        if (nulls) {
            values.put(name, null);
            if (name.length() % 2 == 0) {
                line.append(",\"").append(name).append("\":null");
            }
            return;
        }
        values.put(name, value);
        line.append(",\"").append(name).append("\":").append(json);
    }

    /** A value of the range, its bounds and zero among the first documents. */
    private static long pick(SplittableRandom random, int n, long min, long max) {
        return switch (n) {
            case 0 -> min;
            case 1 -> max;
            case 2 -> 0;
            default -> min == Long.MIN_VALUE ? random.nextLong() : random.nextLong(min, max + 1);
        };
    }

    /** A decimal of up to {@code whole} digits before the point and {@code scale} after, either sign. */
    private static BigDecimal decimal(SplittableRandom random, int n, int whole, int scale) {
        if (n == 2) {
            return BigDecimal.ZERO.setScale(scale);
        }
        if (n == 3 && scale > 0) {
            return BigDecimal.ONE.movePointLeft(scale); // the smallest step, 0.00...01
        }
        if (n == 4) {
            return new BigDecimal("9".repeat(whole) + (scale > 0 ? "." + "9".repeat(scale) : "")).negate();
        }
        if (n == 5) {
            return new BigDecimal("10000" + (scale > 0 ? ".0001".substring(0, Math.min(5, scale + 1)) : ""));
        }
        BigInteger unscaled =
                new BigInteger(random.nextInt(1, (whole + scale) * 3 + 1), new java.util.Random(random.nextLong()));
        BigDecimal value = new BigDecimal(unscaled, scale);
        while (value.precision() - value.scale() > whole) {
            value = value.movePointLeft(1).setScale(scale, java.math.RoundingMode.DOWN);
        }
        return random.nextBoolean() ? value : value.negate();
    }

    /** Text with what the bulk formats escape: tabs, newlines, backslashes, quotes, and letters beyond ASCII. */
    private static String text(SplittableRandom random, int most) {
        String[] pieces = {
            "a", "Z", "7", " ", "\t", "\n", "\r", "\\", "\\N", "\"", "'", ",", "é", "ß", "日本", "😀", "\u00a0", "NULL",
            "\\x41"
        };
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(0, most / 2);
        while (text.codePointCount(0, text.length()) < length) {
            text.append(pieces[random.nextInt(pieces.length)]);
        }
        while (text.codePointCount(0, text.length()) > most) {
            text.setLength(text.offsetByCodePoints(0, most));
        }
        return text.toString();
    }
}
