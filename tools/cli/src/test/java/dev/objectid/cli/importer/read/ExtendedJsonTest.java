package dev.objectid.cli.importer.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.objectid.ObjectId;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.bson.BsonBinary;
import org.bson.BsonDateTime;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Extended JSON as mongoexport writes it, read here and by the MongoDB driver's own parser: the same values. */
class ExtendedJsonTest {

    private static Map<String, Object> read(String json) throws IOException {
        try (JsonParser parser = ExtendedJson.FACTORY.createParser(json)) {
            assertThat(parser.nextToken()).isEqualTo(JsonToken.START_OBJECT);
            return ExtendedJson.document(parser);
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                // relaxed, as mongoexport writes by default
                "{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c001\"},\"n\":15,\"big\":9007199254740993,\"d\":7.9,"
                        + "\"at\":{\"$date\":\"2024-05-01T12:00:00.250Z\"},\"dec\":{\"$numberDecimal\":\"7.90\"},"
                        + "\"ok\":true,\"none\":null,\"s\":\"caf\\u00e9 \\\"quoted\\\"\",\"nested\":{\"city\":\"London\"},"
                        + "\"list\":[1,\"two\",{\"$oid\":\"655b23947c1e9a04d23f9a21\"}],\"inf\":{\"$numberDouble\":\"Infinity\"}}",
                // canonical, as mongoexport --jsonFormat=canonical writes
                "{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c001\"},\"n\":{\"$numberInt\":\"15\"},"
                        + "\"big\":{\"$numberLong\":\"9007199254740993\"},\"d\":{\"$numberDouble\":\"7.9\"},"
                        + "\"at\":{\"$date\":{\"$numberLong\":\"1714564800250\"}},\"old\":{\"$date\":{\"$numberLong\":\"-86400000\"}},"
                        + "\"bin\":{\"$binary\":{\"base64\":\"AQID\",\"subType\":\"00\"}},"
                        + "\"uuid\":{\"$binary\":{\"base64\":\"c//SZESzTGmQ6OfR38A11A==\",\"subType\":\"04\"}}}",
            })
    void readsWhatTheMongoDbDriverReads(String json) throws IOException {
        Map<String, Object> ours = read(json);
        BsonDocument theirs = BsonDocument.parse(json);

        assertThat(ours.keySet()).containsExactlyElementsOf(theirs.keySet());
        theirs.forEach((key, value) -> assertSame(key, ours.get(key), value));
    }

    private static void assertSame(String field, Object ours, BsonValue theirs) {
        switch (theirs.getBsonType()) {
            case OBJECT_ID ->
                assertThat(ours)
                        .as(field)
                        .isEqualTo(ObjectId.parse(theirs.asObjectId().getValue().toHexString()));
            case DATE_TIME ->
                assertThat(ours)
                        .as(field)
                        .isEqualTo(Instant.ofEpochMilli(theirs.asDateTime().getValue()));
            case INT32 -> assertThat(ours).as(field).isEqualTo(theirs.asInt32().getValue());
            case INT64 -> assertThat(ours).as(field).isEqualTo(theirs.asInt64().getValue());
            case DOUBLE ->
                // a plain JSON number is kept as its text, which reads as the driver's double
                assertThat(ours instanceof JsonNumber number ? Double.parseDouble(number.text()) : ours)
                        .as(field)
                        .isEqualTo(theirs.asDouble().getValue());
            case DECIMAL128 ->
                assertThat(ours)
                        .as(field)
                        .isEqualTo(theirs.asDecimal128().getValue().bigDecimalValue());
            case STRING ->
                assertThat(ours).as(field).isEqualTo(theirs.asString().getValue());
            case BOOLEAN ->
                assertThat(ours).as(field).isEqualTo(theirs.asBoolean().getValue());
            case NULL -> assertThat(ours).as(field).isNull();
            case BINARY -> {
                BsonBinary binary = theirs.asBinary();
                assertThat(ours).as(field).isEqualTo(new Binary(binary.getType(), binary.getData()));
            }
            case DOCUMENT -> {
                assertThat(ours).as(field).isInstanceOf(Map.class);
                theirs.asDocument()
                        .forEach((key, value) -> assertSame(field + "." + key, ((Map<?, ?>) ours).get(key), value));
            }
            case ARRAY -> {
                List<?> list = (List<?>) ours;
                assertThat(list).as(field).hasSameSizeAs(theirs.asArray());
                for (int i = 0; i < list.size(); i++) {
                    assertSame(field + "." + i, list.get(i), theirs.asArray().get(i));
                }
            }
            default -> throw new AssertionError("no comparison for " + theirs.getBsonType());
        }
    }

    @Test
    void aPlainNumberKeepsItsTextAndANanDecimalGoesIntoJsonAsWritten() throws IOException {
        Map<String, Object> document =
                read("{\"n\":1.2345678901234567890123,\"big\":1e400,\"nan\":{\"$numberDecimal\":\"NaN\"}}");

        assertThat(document.get("n")).isEqualTo(new JsonNumber("1.2345678901234567890123"));
        assertThat(ExtendedJson.toJson(document))
                .isEqualTo("{\"n\":1.2345678901234567890123,\"big\":1e400,\"nan\":{\"$numberDecimal\":\"NaN\"}}");
        assertThat(ExtendedJson.describe(document.get("nan"))).isEqualTo("a $numberDecimal");
    }

    @Test
    void decimalTextIsJsonsNumberGrammar() {
        for (String good : List.of("0", "-1", "1.5", "1e5", "-1.5E-7", "1E+300", "007")) {
            assertThat(ExtendedJson.decimalText(good)).as(good).isTrue();
        }
        for (String bad : List.of("", "-", " 5", "5 ", "5d", "0x1p3", "+1", "1.", ".5", "1e", "1e+", "NaN", "١")) {
            assertThat(ExtendedJson.decimalText(bad)).as(bad).isFalse();
        }
    }

    @Test
    void aDecimalKeepsItsDigits() throws IOException {
        assertThat(read("{\"p\":{\"$numberDecimal\":\"7.90\"}}").get("p")).isEqualTo(new BigDecimal("7.90"));
    }

    @Test
    void aRepeatedKeyIsRefusedAsMongoDbRefusesIt() {
        assertThatThrownBy(() ->
                        read("{\"a\":{\"$oid\":\"66322ec07c1e9a04d240c004\",\"$oid\":\"66322ec07c1e9a04d240c005\"}}"))
                .hasMessageContaining("a key is repeated in one document: '$oid'");
        assertThatThrownBy(() -> BsonDocument.parse(
                        "{\"a\":{\"$oid\":\"66322ec07c1e9a04d240c004\"," + "\"$oid\":\"66322ec07c1e9a04d240c005\"}}"))
                .isInstanceOf(RuntimeException.class);
        assertThatThrownBy(() -> read("{\"name\":\"a\",\"name\":\"b\"}"))
                .hasMessageContaining("a key is repeated in one document: 'name'");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "{\"a\":{\"$oid\":\"zz\"}}                        | a | {\"$oid\": \"zz\"} is not an ObjectId: 24 hexadecimal digits",
                "{\"a\":{\"$oid\":\"66322ec07c1e9a04d240c0011\"}} | a | is not an ObjectId: 24 hexadecimal digits",
                "{\"a\":{\"$oid\":5}}                             | a | $oid holds a JSON string of 24 hexadecimal digits, not VALUE_NUMBER_INT",
                "{\"a\":{\"$date\":\"yesterday\"}}                | a | {\"$date\": \"yesterday\"} is not an ISO-8601 time",
                "{\"a\":{\"$numberInt\":\"2147483648\"}}          | a | {\"$numberInt\": \"2147483648\"} is not a 32-bit integer",
                "{\"a\":{\"$numberDecimal\":\"seven\"}}           | a | is not a decimal number, NaN or Infinity",
                "{\"a\":{\"$numberDouble\":\" 5d\"}}            | a | {\"$numberDouble\": \" 5d\"} is not a number",
                "{\"a\":{\"$numberDouble\":\"0x1p3\"}}          | a | {\"$numberDouble\": \"0x1p3\"} is not a number",
                "{\"a\":{\"$numberDouble\":\"1.\"}}             | a | is not a number",
                "{\"a\":{\"$numberInt\":\"+5\"}}                | a | {\"$numberInt\": \"+5\"} is not a 32-bit integer",
                "{\"a\":{\"$uuid\":\"1-1-1-1-1\"}}              | a | {\"$uuid\": \"1-1-1-1-1\"} is not a UUID",
                "{\"a\":{\"$oid\":\"66322ec07c1e9a04d240c001\",\"x\":1}} | a | has a second key, 'x'",
                "{\"a\":{\"$nope\":1}}                            | a | '$nope' is no Extended JSON type",
                "{\"a\":[1,{\"$oid\":\"q\"}]}                     | a.1 | is not an ObjectId",
                "{\"a\":123456789012345678901234}                 | a | is beyond a 64-bit integer",
            })
    void aValueThatIsNotExtendedJsonNamesItsFieldAndWhatIsAccepted(String json, String field, String message) {
        assertThatThrownBy(() -> read(json))
                .isInstanceOfSatisfying(
                        ExtendedJson.Malformed.class, e -> assertThat(e.field()).isEqualTo(field))
                .hasMessageContaining(message);
    }

    @Test
    void otherBsonTypesAreKeptForJsonColumns() throws IOException {
        Object value = read("{\"r\":{\"$regularExpression\":{\"pattern\":\"^a\",\"options\":\"i\"}}}")
                .get("r");

        assertThat(value).isInstanceOf(OtherBsonValue.class);
        assertThat(ExtendedJson.toJson(value))
                .isEqualTo("{\"$regularExpression\":{\"pattern\":\"^a\",\"options\":\"i\"}}");
    }

    @ParameterizedTest
    @ValueSource(
            longs = {
                0L,
                1_714_564_800_250L,
                -1L,
                -62_135_596_800_000L, // 0001-01-01
                253_402_300_799_999L, // the last millisecond of 9999
                253_402_300_800_000L // 10000-01-01
            })
    void writesDatesAsTheMongoDbDriverReadsThemInTheRelaxedFormOfTheirYears(long millis) {
        String ours = ExtendedJson.toJson(Instant.ofEpochMilli(millis));

        BsonValue theirs = BsonDocument.parse("{\"a\": " + ours + "}").get("a");
        assertThat(theirs.asDateTime().getValue()).isEqualTo(millis);
        // the form MongoDB's own relaxed writer chooses for that year
        String driver = new BsonDocument("a", new BsonDateTime(millis))
                .toJson(JsonWriterSettings.builder()
                        .outputMode(JsonMode.RELAXED)
                        .build());
        assertThat(ours.contains("$numberLong")).isEqualTo(driver.contains("$numberLong"));
        boolean relaxed = millis >= 0 && millis <= 253_402_300_799_999L;
        assertThat(ours).startsWith(relaxed ? "{\"$date\":\"" : "{\"$date\":{\"$numberLong\":");
    }

    @Test
    void writesRelaxedExtendedJsonThatReadsBackTheSame() throws IOException {
        String canonical =
                "{\"items\":[{\"product\":{\"$oid\":\"631600e0e350b6f81c000101\"},\"quantity\":{\"$numberInt\":\"2\"},"
                        + "\"unitPrice\":{\"$numberDecimal\":\"7.90\"},\"at\":{\"$date\":{\"$numberLong\":\"1714564800250\"}}}]}";
        Object items = read(canonical).get("items");

        String json = ExtendedJson.toJson(items);

        assertThat(json)
                .isEqualTo(
                        "[{\"product\":{\"$oid\":\"631600e0e350b6f81c000101\"},\"quantity\":2,"
                                + "\"unitPrice\":{\"$numberDecimal\":\"7.90\"},\"at\":{\"$date\":\"2024-05-01T12:00:00.250Z\"}}]");
        assertThat(read("{\"items\":" + json + "}").get("items"))
                .usingRecursiveComparison()
                .isEqualTo(read(canonical).get("items"));
    }

    @Test
    void theFastDateFormIsTheGeneralOne() throws IOException {
        for (String date : List.of(
                "2024-05-01T12:00:00.250Z",
                "1970-01-01T00:00:00.000Z",
                "2024-02-29T23:59:59.999Z",
                "9999-12-31T23:59:59.999Z")) {
            assertThat(read("{\"a\":{\"$date\":\"" + date + "\"}}").get("a")).isEqualTo(Instant.parse(date));
        }
        assertThat(read("{\"a\":{\"$date\":\"2024-05-01T14:00:00+02:00\"}}").get("a"))
                .isEqualTo(Instant.parse("2024-05-01T12:00:00Z"));
        assertThatThrownBy(() -> read("{\"a\":{\"$date\":\"2023-02-29T00:00:00.000Z\"}}"))
                .hasMessageContaining("is not an ISO-8601 time");
    }
}
