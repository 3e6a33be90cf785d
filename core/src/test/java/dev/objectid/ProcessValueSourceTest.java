package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.time.Instant;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ProcessValueSourceTest {

    @ParameterizedTest
    @CsvSource({
        "42, 42",
        "0, 0",
        "1099511627775, 1099511627775",
        "0x2a, 42",
        "0X2A, 42",
        "0xffffffffff, " + "1099511627775",
        "' 17\n', 17",
        "007, 7",
        "0x00000000000000000001, 1"
    })
    void readsDecimalAndHexadecimalValues(String text, long expected) {
        assertThat(source(text, null).read()).isEqualTo(expected);
        assertThat(source(null, text).read()).isEqualTo(expected);
    }

    @Test
    void nothingAssignedIsMinusOne() {
        assertThat(source(null, null).read()).isEqualTo(-1);
        assertThat(ProcessValueSource.NONE.read()).isEqualTo(-1);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                " ",
                "abc",
                "-1",
                "+5",
                "0x",
                "0x-1",
                "1e3",
                "4_2",
                "0xg1",
                "\u0663",
                "0x10000000000",
                "1099511627776",
                "99999999999999999999"
            })
    void anythingElseIsAnErrorThatNamesTheValueAndWhatIsAccepted(String text) {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> source(text, null).read())
                .withMessageStartingWith("Invalid ObjectId process value " + Texts.quote(text)
                        + " in system property objectid.processValue")
                .withMessageContaining("accepted: a decimal number 0 .. 1099511627775, or 0x followed by 1 to 10 "
                        + "hexadecimal digits (0x0 .. 0xffffffffff), for example 42 or 0x2a");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> source(null, text).read())
                .withMessageContaining(" in environment variable OBJECTID_PROCESS_VALUE");
    }

    @Test
    void aValueTooLargeSaysSo() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> source("0x10000000000", null).read())
                .withMessageContaining("larger than 5 bytes hold");
    }

    @Test
    void thePropertyAndTheVariableMustAgree() {
        assertThat(source("42", "0x2a").read()).isEqualTo(42);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> source("42", "43").read())
                .withMessage("The ObjectId process value is assigned twice, differently: system property "
                        + "objectid.processValue=\"42\" and environment variable OBJECTID_PROCESS_VALUE=\"43\"; set "
                        + "one of them, or both to the same value");
    }

    @Test
    void theApplicationsValueIsReadWhereNothingElseIsAssigned() {
        ProcessValueSource source = source(null, null);
        source.assign(0x0a0b0c0d0eL, "objectid.generator.process-value=\"0a0b0c0d0e\"");
        assertThat(source.read()).isEqualTo(0x0a0b0c0d0eL);

        source.assign(7, "a later assignment");
        assertThat(source.read())
                .as("a later assignment replaces the earlier one")
                .isEqualTo(7);
    }

    @Test
    void theApplicationsValueMustAgreeWithTheOperators() {
        ProcessValueSource agreeing = source("42", "0x2a");
        agreeing.assign(42, "objectid.generator.process-value=\"000000002a\"");
        assertThat(agreeing.read()).isEqualTo(42);

        assertThatIllegalArgumentException()
                .isThrownBy(() -> source("0x2a", null).assign(43, "objectid.generator.process-value=\"000000002b\""))
                .withMessage("The ObjectId process value is assigned twice, differently: "
                        + "objectid.generator.process-value=\"000000002b\" and system property "
                        + "objectid.processValue=\"0x2a\"; set one of them, or both to the same value");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> source(null, "42").assign(43, "objectid.generator.process-value=\"000000002b\""))
                .withMessage("The ObjectId process value is assigned twice, differently: "
                        + "objectid.generator.process-value=\"000000002b\" and environment variable "
                        + "OBJECTID_PROCESS_VALUE=\"42\"; set one of them, or both to the same value");
    }

    @ParameterizedTest
    @ValueSource(strings = {"web-7", "+42", "\u0664\u0662", "42 43", "0x"})
    void anInvalidOperatorsValueBesideTheApplicationsIsReportedAsInvalidNotAsAssignedTwice(String text) {
        ProcessValueSource fromVariable = source(null, text);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> fromVariable.assign(42, "objectid.generator.process-value=\"000000002a\""))
                .withMessage("Invalid ObjectId process value " + Texts.quote(text) + " in environment variable "
                        + "OBJECTID_PROCESS_VALUE; accepted: a decimal number 0 .. 1099511627775, or 0x followed by "
                        + "1 to 10 hexadecimal digits (0x0 .. 0xffffffffff), for example 42 or 0x2a");
        ProcessValueSource fromProperty = source(text, null);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> fromProperty.assign(42, "objectid.generator.process-value=\"000000002a\""))
                .withMessageStartingWith("Invalid ObjectId process value " + Texts.quote(text) + " in system property "
                        + "objectid.processValue; accepted: ");
    }

    @Test
    void aRejectedAssignmentLeavesTheEarlierOneInPlace() {
        Map<String, String> properties = new java.util.concurrent.ConcurrentHashMap<>();
        ProcessValueSource source = new ProcessValueSource(properties::get, name -> null);
        source.assign(5, "the first");
        properties.put("objectid.processValue", "5");

        assertThatIllegalArgumentException().isThrownBy(() -> source.assign(6, "the second"));
        assertThat(source.read()).isEqualTo(5);
    }

    @ParameterizedTest
    @ValueSource(longs = {-1, 1L << 40, Long.MIN_VALUE})
    void anAssignedNumberOutsideFiveBytesIsAnError(long value) {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> source(null, null).assign(value, "the configuration"))
                .withMessage("Invalid ObjectId process value " + value + " assigned by the configuration; accepted: "
                        + "0 .. 1099511627775 (0x0 .. 0xffffffffff)");
    }

    @Test
    void anAssignedValueIsTheProcessValueOfEveryIdAndOfTheTrace() {
        MutableClock clock = new MutableClock(Instant.parse("2026-11-22T10:15:30Z"));
        ObjectIdGenerator generator = new ObjectIdGenerator(
                () -> clock.instant().getEpochSecond(), new Random(3)::nextLong, source(null, "0x00000000ab"));

        assertThat(generator.generate().processValue()).isEqualTo(0xab);
        assertThat(generator.processTrace().assigned()).isTrue();
        assertThat(generator.processTrace().toString()).contains("process value 00000000ab (assigned)");

        generator.afterRestore();
        assertThat(generator.generate().processValue())
                .as("read again after a restore")
                .isEqualTo(0xab);
    }

    @Test
    void theApplicationsValueHoldsAfterARestore() {
        MutableClock clock = new MutableClock(Instant.parse("2026-11-22T10:15:30Z"));
        ProcessValueSource source = source(null, null);
        source.assign(0xcd, "the application's configuration");
        ObjectIdGenerator generator =
                new ObjectIdGenerator(() -> clock.instant().getEpochSecond(), new Random(4)::nextLong, source);
        assertThat(generator.generate().processValue()).isEqualTo(0xcd);

        generator.afterRestore();
        assertThat(generator.generate().processValue()).isEqualTo(0xcd);
        assertThat(generator.processTrace().assigned()).isTrue();
    }

    @Test
    void anInvalidAssignedValueFailsTheGeneratorsCreation() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new ObjectIdGenerator(() -> 0L, new Random(3)::nextLong, source("web-7", null)))
                .withMessageStartingWith("Invalid ObjectId process value \"web-7\"");
    }

    @Test
    void theSharedGeneratorTakesTheValueFromTheEnvironmentOrAPropertyAndRefusesABadOne() throws Exception {
        JavaProcess fromVariable = JavaProcess.run(
                java.util.List.of(), Map.of("OBJECTID_PROCESS_VALUE", "0x2a"), "dev.objectid.GenerateMain", "2");
        assertThat(fromVariable.out.lines().map(ObjectId::parse).map(ObjectId::processValue))
                .containsExactly(42L, 42L);
        assertThat(fromVariable.err).contains("ObjectId process value 000000002a (assigned) belongs to host");

        JavaProcess fromProperty = JavaProcess.run(
                java.util.List.of("-Dobjectid.processValue=7"), Map.of(), "dev.objectid.GenerateMain", "1");
        assertThat(ObjectId.parse(fromProperty.out.strip()).processValue()).isEqualTo(7);

        JavaProcess refused = JavaProcess.exec(
                java.util.List.of(), Map.of("OBJECTID_PROCESS_VALUE", "web-7"), "dev.objectid.GenerateMain", "1");
        assertThat(refused.exitValue).isNotZero();
        assertThat(refused.out).isEmpty();
        assertThat(refused.err)
                .contains(
                        "Invalid ObjectId process value \"web-7\" in environment variable " + "OBJECTID_PROCESS_VALUE");
    }

    @ParameterizedTest
    @CsvSource({
        "0000000000, 0",
        "00000000ff, 255",
        "0a1B2c3D4e, 43405557070",
        "ffffffffff, 1099511627775",
        "FFFFFFFFFF, 1099511627775"
    })
    void anApplicationSettingIsTenHexadecimalDigits(String text, long expected) {
        assertThat(ProcessValueSource.parseHex(text, "objectid.generator.process-value"))
                .isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "12345",
                "00000000001",
                "0x12345678",
                "00000000zz",
                " 00000000ff",
                "00000000ff\n",
                "+0000000ff",
                "-000000001",
                "\u0664\u0662\u0664\u0662\u0664\u0662\u0664\u0662\u0664\u0662",
                "\uff10\uff10\uff10\uff10\uff10\uff10\uff10\uff10\uff10\uff10",
                "0000_000ff",
                "00000000fg"
            })
    void anApplicationSettingThatIsNotTenHexadecimalDigitsIsAnErrorThatNamesItAndWhatIsAccepted(String text) {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ProcessValueSource.parseHex(
                        text, "objectid.generator.process-value (from application.properties)"))
                .withMessage("Invalid ObjectId process value " + Texts.quote(text) + " in "
                        + "objectid.generator.process-value (from application.properties); accepted: exactly 10 "
                        + "hexadecimal digits, 0000000000 .. ffffffffff, as the process value appears in an id (its "
                        + "hexadecimal digits 9..18), for example 00000000ff, a different value for each running "
                        + "instance; or no value, to let the generator draw one at random");
    }

    /** Every process value reads back from the hexadecimal digits of an id that carries it, in either case. */
    @Test
    void anApplicationSettingReadsBackTheProcessValueOfAnyId() {
        Random random = new Random(22);
        for (int i = 0; i < 10_000; i++) {
            ObjectId id = new ObjectId(random.nextInt(), random.nextLong());
            String digits = id.toHexString().substring(8, 18);
            String text = random.nextBoolean() ? digits : digits.toUpperCase(java.util.Locale.ROOT);
            assertThat(ProcessValueSource.parseHex(text, "the test")).as(text).isEqualTo(id.processValue());
        }
    }

    @Test
    void anApplicationSettingIsNeverNull() {
        assertThatNullPointerException()
                .isThrownBy(() -> ObjectIdGenerator.assignProcessValue(null, "objectid.generator.process-value"));
        assertThatNullPointerException().isThrownBy(() -> ObjectIdGenerator.assignProcessValue("00000000ff", null));
    }

    @Test
    void anApplicationSettingThatIsNotTenDigitsAssignsNothing() {
        long before = ProcessValueSource.SYSTEM.read();
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdGenerator.assignProcessValue("0x2a", "objectid.generator.process-value"))
                .withMessageStartingWith("Invalid ObjectId process value \"0x2a\" in objectid.generator.process-value;"
                        + " accepted: exactly 10 hexadecimal digits");
        assertThat(ProcessValueSource.SYSTEM.read()).as("nothing assigned").isEqualTo(before);
    }

    private static ProcessValueSource source(String property, String variable) {
        Map<String, String> properties = property == null ? Map.of() : Map.of("objectid.processValue", property);
        Map<String, String> environment = variable == null ? Map.of() : Map.of("OBJECTID_PROCESS_VALUE", variable);
        return new ProcessValueSource(properties::get, environment::get);
    }
}
