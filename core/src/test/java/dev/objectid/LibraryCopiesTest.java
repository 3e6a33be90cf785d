package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * Each copy of objectid-core in a JVM (the applications of a servlet container, plug-ins) has its own shared generator
 * and its own process value; and the first use of a copy is re-entrant. Each test loads fresh copies of the library's
 * classes, so that "first use" is really the first.
 */
class LibraryCopiesTest {

    private static final long ASSIGNED = 0x0a0b0c0d0eL;

    @Test
    void aProcessValueAssignedToOneCopyOfTheLibraryNeverReachesAnother() throws Exception {
        try (IsolatedCore first = new IsolatedCore();
                IsolatedCore second = new IsolatedCore()) {
            second.generate(); // one copy already generating, the other not yet: neither may take the value
            first.assignProcessValue(ASSIGNED, "the first application's configuration");
            try (IsolatedCore third = new IsolatedCore()) {

                assertThat(IsolatedCore.processValueOf(first.generate())).isEqualTo(ASSIGNED);
                assertThat(IsolatedCore.processValueOf(second.generate())).isNotEqualTo(ASSIGNED);
                assertThat(IsolatedCore.processValueOf(third.generate())).isNotEqualTo(ASSIGNED);
                assertThat(ObjectId.generate().processValue()).isNotEqualTo(ASSIGNED);
                assertThat(System.getProperties()).doesNotContainKey(ObjectIdGenerator.PROCESS_VALUE_PROPERTY);
            }
        }
    }

    @Test
    void aValueAssignedWhileTheGeneratorRunsTakesOverAtTheClocksSecond() throws Exception {
        Logger logger = Logger.getLogger(ObjectIdGenerator.class.getName());
        List<LogRecord> log = new CopyOnWriteArrayList<>();
        Handler recorder = recorder(log);
        try (IsolatedCore copy = new IsolatedCore()) {
            ObjectId before = ObjectId.parse(copy.generate());
            logger.addHandler(recorder);
            try {
                copy.assignProcessValue(ASSIGNED, "the application's configuration");
            } finally {
                logger.removeHandler(recorder);
            }
            ObjectId after = ObjectId.parse(copy.generate());

            assertThat(log)
                    .filteredOn(event -> event.getLevel() == Level.WARNING)
                    .extracting(LogRecord::getMessage)
                    .containsExactly("ObjectId process value switched from "
                            + ProcessTrace.processValueHex(before.processValue()) + " to 0a0b0c0d0e, assigned by the "
                            + "application's configuration; ids generated with the previous value before: 1");
            assertThat(log)
                    .extracting(LogRecord::getMessage)
                    .anyMatch(message ->
                            message.startsWith("ObjectId process value 0a0b0c0d0e (assigned) belongs to host"));

            assertThat(before.processValue()).isNotEqualTo(ASSIGNED);
            assertThat(after.processValue()).isEqualTo(ASSIGNED);
            assertThat(after.epochSecond()).isBetween(before.epochSecond(), System.currentTimeMillis() / 1000);
            Object generator = copy.call("dev.objectid.ObjectIdGenerator", "shared", new Class<?>[0]);
            assertThat(generator.getClass().getMethod("generatedCount").invoke(generator))
                    .isEqualTo(2L);
            assertThat(generator.getClass().getMethod("secondsAheadOfClock").invoke(generator))
                    .isEqualTo(0L);
        }
    }

    @Test
    void aValueAssignedBeforeTheFirstIdIsTheFirstIdsAndSwitchesNothing() throws Exception {
        Logger logger = Logger.getLogger(ObjectIdGenerator.class.getName());
        List<LogRecord> log = new CopyOnWriteArrayList<>();
        Handler recorder = recorder(log);
        try (IsolatedCore copy = new IsolatedCore()) {
            logger.addHandler(recorder);
            try {
                copy.assignProcessValue(ASSIGNED, "the application's configuration");
                assertThat(IsolatedCore.processValueOf(copy.generate())).isEqualTo(ASSIGNED);
                copy.assignProcessValue(ASSIGNED, "the same configuration again");
            } finally {
                logger.removeHandler(recorder);
            }
            assertThat(log)
                    .extracting(LogRecord::getMessage)
                    .noneMatch(message -> message.contains("switched"))
                    .filteredOn(message -> message.contains("belongs to host"))
                    .hasSize(1);
        }
    }

    @Test
    void aLogHandlerThatGeneratesAnIdWhileTheFirstIdIsLoggedGetsOne() throws Exception {
        Logger logger = Logger.getLogger(ObjectIdGenerator.class.getName());
        try (IsolatedCore copy = new IsolatedCore()) {
            List<String> keys = new CopyOnWriteArrayList<>();
            // An appender that stores each log event under an ObjectId of its own.
            Handler storesEventsByObjectId = new Handler() {
                @Override
                public void publish(LogRecord event) {
                    keys.add(copy.generate());
                }

                @Override
                public void flush() {}

                @Override
                public void close() {}
            };
            logger.addHandler(storesEventsByObjectId);
            try {
                String first = copy.generate();

                assertThat(keys).as("the trace line of the first id was stored").isNotEmpty();
                assertThat(keys)
                        .extracting(IsolatedCore::processValueOf)
                        .containsOnly(IsolatedCore.processValueOf(first));
                assertThat(keys).doesNotContain(first).doesNotHaveDuplicates();
            } finally {
                logger.removeHandler(storesEventsByObjectId);
            }
        }
    }

    /** A handler that keeps every record it is given. */
    private static Handler recorder(List<LogRecord> records) {
        return new Handler() {
            @Override
            public void publish(LogRecord event) {
                records.add(event);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
    }
}
