package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdGenerator;
import dev.objectid.spring.boot.generator.ObjectIdGeneratorAutoConfiguration;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * {@code objectid.generator.process-value}: applied to the shared generator before any bean runs, also when the
 * generator already generated ids, and to no other copy of objectid-core in the JVM; a value that is not 10
 * hexadecimal digits, an operator's value that is not valid, or one that contradicts it, stops the start with a
 * message naming it. The shared generator is this class loader's: each test puts the system property back as it was,
 * and takes values no other test uses.
 */
@ExtendWith(OutputCaptureExtension.class)
class ProcessValueTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ObjectIdGeneratorAutoConfiguration.class));
    private String systemProperty;

    @BeforeEach
    void clearSystemProperty() {
        systemProperty = System.clearProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY);
    }

    @AfterEach
    void restoreSystemProperty() {
        if (systemProperty == null) {
            System.clearProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY);
        } else {
            System.setProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, systemProperty);
        }
    }

    @Test
    void theConfiguredValueIsInEveryIdFromTheFirstBeanOn() {
        ObjectId before = ObjectId.generate(); // the generator exists, with another process value
        runner.withPropertyValues("objectid.generator.process-value=0a1B2c3D4e")
                .withBean(FirstBean.class)
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    ObjectId during = context.getBean(FirstBean.class).id;
                    ObjectId after = ObjectId.generate();
                    assertThat(during.toHexString().substring(8, 18)).isEqualTo("0a1b2c3d4e");
                    assertThat(after.toHexString().substring(8, 18)).isEqualTo("0a1b2c3d4e");
                    assertThat(ObjectIdGenerator.shared().processTrace().assigned())
                            .isTrue();
                    assertThat(during).isNotEqualTo(before).isLessThan(after);
                    assertThat(during.epochSecond()).isGreaterThanOrEqualTo(before.epochSecond());
                    assertThat(ObjectIdGenerator.shared().secondsAheadOfClock())
                            .as("the switch runs no id ahead")
                            .isZero();
                    assertThat(System.getProperties())
                            .as("nothing that other applications in the JVM read")
                            .doesNotContainKey(ObjectIdGenerator.PROCESS_VALUE_PROPERTY);
                });
    }

    @Test
    void theConfiguredValueNeverReachesAnotherCopyOfObjectIdCoreInTheJvm() throws Exception {
        runner.withPropertyValues("objectid.generator.process-value=6b6b6b6b6b").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(ObjectId.generate().processValue()).isEqualTo(0x6b6b6b6b6bL);
            // another web application of the same servlet container, with its own objectid-core
            URL core = ObjectId.class.getProtectionDomain().getCodeSource().getLocation();
            try (URLClassLoader otherApplication =
                    new URLClassLoader(new URL[] {core}, ClassLoader.getPlatformClassLoader())) {
                Object id = otherApplication
                        .loadClass(ObjectId.class.getName())
                        .getMethod("generate")
                        .invoke(null);
                assertThat(ObjectId.parse(id.toString()).processValue()).isNotEqualTo(0x6b6b6b6b6bL);
            }
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"+42", "\u0664\u0662", "web-7", "0x"})
    void anInvalidSystemPropertyBesideThePropertyIsReportedAsInvalid(String operators) {
        System.setProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, operators);
        runner.withPropertyValues("objectid.generator.process-value=000000002a").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure())
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessage("Invalid ObjectId process value " + quoted(operators) + " in system property "
                            + "objectid.processValue; accepted: a decimal number 0 .. 1099511627775, or 0x followed "
                            + "by 1 to 10 hexadecimal digits (0x0 .. 0xffffffffff), for example 42 or 0x2a");
        });
    }

    @Test
    void anInvalidEnvironmentVariableBesideThePropertyIsReportedAsInvalid() throws Exception {
        ProcessBuilder java = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        StartsWithAProcessValue.class.getName(),
                        "--objectid.generator.process-value=000000002a")
                .redirectErrorStream(true);
        java.environment().put(ObjectIdGenerator.PROCESS_VALUE_ENVIRONMENT, "web-7");
        Process process = java.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).as(output).isNotZero();
        assertThat(output)
                .contains(
                        "APPLICATION FAILED TO START",
                        "Invalid ObjectId process value \"web-7\" in environment variable OBJECTID_PROCESS_VALUE; "
                                + "accepted: a decimal number 0 .. 1099511627775, or 0x followed by 1 to 10 hexadecimal "
                                + "digits (0x0 .. 0xffffffffff), for example 42 or 0x2a",
                        "Give this instance a process value of its own")
                .doesNotContain("assigned twice");
    }

    @Test
    void theSameValueAsTheSystemPropertyIsNoConflict() {
        System.setProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, String.valueOf(0x5a5a5a5a5aL));
        runner.withPropertyValues("objectid.generator.process-value=5a5a5a5a5a").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(ObjectIdGenerator.shared().processValue()).isEqualTo(0x5a5a5a5a5aL);
        });
    }

    @Test
    void withoutThePropertyNothingChanges() {
        long processValue = ObjectIdGenerator.shared().processValue();
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(ObjectIdGenerator.shared().processValue()).isEqualTo(processValue);
            assertThat(System.getProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY))
                    .isNull();
        });
    }

    @Test
    void aValueThatIsNotTenHexadecimalDigitsStopsTheStart() {
        long processValue = ObjectIdGenerator.shared().processValue();
        for (String bad : new String[] {"12345", "0x12345678", "00000000zz", "00000000001", ""}) {
            runner.withPropertyValues("objectid.generator.process-value=" + bad).run(context -> {
                assertThat(context).hasFailed();
                assertThat(context.getStartupFailure())
                        .isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining(
                                "Invalid ObjectId process value \"" + bad + "\" in objectid.generator.process-value")
                        .hasMessageContaining("accepted: exactly 10 hexadecimal digits");
            });
        }
        assertThat(ObjectIdGenerator.shared().processValue()).isEqualTo(processValue);
        assertThat(System.getProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY)).isNull();
    }

    @Test
    void aValueTheSystemPropertyContradictsStopsTheStart() {
        System.setProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY, "0x2a");
        runner.withPropertyValues("objectid.generator.process-value=000000002b").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure())
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("The ObjectId process value is assigned twice, differently: "
                            + "objectid.generator.process-value (from \"objectid.generator.process-value\" from property"
                            + " source \"test\")=\"000000002b\"")
                    .hasMessageContaining("and system property objectid.processValue=\"0x2a\"");
        });
    }

    @Test
    void springBootExplainsABadValueAndWhereItWasSet(CapturedOutput output) {
        assertThatThrownBy(() -> new SpringApplicationBuilder(Application.class)
                        .web(WebApplicationType.NONE)
                        .run("--objectid.generator.process-value=node-7")
                        .close())
                .isInstanceOf(IllegalStateException.class);
        assertThat(output)
                .contains(
                        "APPLICATION FAILED TO START",
                        "Invalid ObjectId process value \"node-7\" in objectid.generator.process-value (from "
                                + "\"objectid.generator.process-value\" from property source \"commandLineArgs\");",
                        "accepted: exactly 10 hexadecimal digits, 0000000000 .. ffffffffff",
                        "Give this instance a process value of its own in objectid.generator.process-value");
    }

    /** How objectid-core quotes a value in a message: printable ASCII as it is, anything else escaped. */
    private static String quoted(String value) {
        StringBuilder quoted = new StringBuilder("\"");
        value.chars()
                .forEach(c ->
                        quoted.append(c >= 0x20 && c < 0x7f ? String.valueOf((char) c) : String.format("\\u%04x", c)));
        return quoted.append('"').toString();
    }

    /** Starts {@link Application} with the arguments given, in a JVM of its own. */
    static final class StartsWithAProcessValue {

        public static void main(String[] args) {
            new SpringApplicationBuilder(Application.class)
                    .web(WebApplicationType.NONE)
                    .run(args)
                    .close();
        }
    }

    /** An application with only the generator's part of the starter. */
    @ImportAutoConfiguration(ObjectIdGeneratorAutoConfiguration.class)
    static class Application {}

    /** A bean that generates an id as soon as it is created, as a data loader does. */
    static class FirstBean implements InitializingBean {
        ObjectId id;

        @Override
        public void afterPropertiesSet() {
            id = ObjectId.generate();
        }
    }
}
