package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdGenerator;
import dev.objectid.spring.boot.generator.ObjectIdGeneratorAutoConfiguration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
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
 * generator already generated ids; a value that is not 10 hexadecimal digits, or one that contradicts the system
 * property, stops the start with a message naming it. The shared generator is the JVM's: each test puts the system
 * property back as it was, and takes values no other test uses.
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
                    assertThat(ObjectIdGenerator.shared().processTrace().assigned()).isTrue();
                    assertThat(before).isLessThan(during).isLessThan(after);
                    assertThat(System.getProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY)).isEqualTo("0x0a1b2c3d4e");
                });
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
            assertThat(System.getProperty(ObjectIdGenerator.PROCESS_VALUE_PROPERTY)).isNull();
        });
    }

    @Test
    void aValueThatIsNotTenHexadecimalDigitsStopsTheStart() {
        long processValue = ObjectIdGenerator.shared().processValue();
        for (String bad : new String[] {"12345", "0x12345678", "00000000zz", "00000000001", ""}) {
            runner.withPropertyValues("objectid.generator.process-value=" + bad).run(context -> {
                assertThat(context).hasFailed();
                assertThat(context.getStartupFailure()).isInstanceOf(IllegalStateException.class).hasMessageContaining(
                        "Invalid ObjectId process value objectid.generator.process-value=\"" + bad + "\"")
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
            assertThat(context.getStartupFailure()).isInstanceOf(IllegalStateException.class).hasMessageContaining(
                    "The ObjectId process value is assigned twice, differently: "
                            + "objectid.generator.process-value=\"000000002b\"")
                    .hasMessageContaining("and system property objectid.processValue=\"0x2a\"");
        });
    }

    @Test
    void springBootExplainsABadValueAndWhereItWasSet(CapturedOutput output) {
        assertThatThrownBy(() -> new SpringApplicationBuilder(Application.class).web(WebApplicationType.NONE)
                .run("--objectid.generator.process-value=node-7").close())
                .isInstanceOf(IllegalStateException.class);
        assertThat(output).contains("APPLICATION FAILED TO START",
                "Invalid ObjectId process value objectid.generator.process-value=\"node-7\" (from "
                        + "\"objectid.generator.process-value\" from property source \"commandLineArgs\")",
                "accepted: exactly 10 hexadecimal digits, 0000000000 .. ffffffffff",
                "Set objectid.generator.process-value to 10 hexadecimal digits");
    }

    /** An application with only the generator's part of the starter. */
    @ImportAutoConfiguration(ObjectIdGeneratorAutoConfiguration.class)
    static class Application {
    }

    /** A bean that generates an id as soon as it is created, as a data loader does. */
    static class FirstBean implements InitializingBean {
        ObjectId id;

        @Override
        public void afterPropertiesSet() {
            id = ObjectId.generate();
        }
    }
}
