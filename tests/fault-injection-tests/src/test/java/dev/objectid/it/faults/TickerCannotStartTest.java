package dev.objectid.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A JVM that can start no more threads when it generates its first id (a container at its task limit; here a cgroup
 * whose pids limit is set to the JVM's thread count once Hibernate runs): the generator's ticker thread cannot start,
 * and ids must still carry the right time, second after second, read from the wall clock per id.
 */
@EnabledIfSystemProperty(named = TestDatabases.PROPERTY, matches = "postgresql")
class TickerCannotStartTest {

    private static final int SECONDS = 4;

    @Test
    void idsCarryTheRightSecondsWhenTheClockThreadCannotStart() throws Exception {
        TestDatabase database = TestDatabases.create();
        try (SessionFactory schema = HibernateBootstrap.start(
                        getClass().getClassLoader(),
                        database,
                        Map.of("hibernate.hbm2ddl.auto", "create"),
                        FaultRow.class);
                PidsCgroup cgroup = PidsCgroup.create()) {
            String output;
            // no JVM threads that start later: serial GC, all compiler threads at start-up
            try (Worker worker = Worker.start(
                    database,
                    "capped",
                    20,
                    "go",
                    SECONDS,
                    List.of("-XX:+UseSerialGC", "-XX:-UseDynamicNumberOfCompilerThreads"),
                    Map.of())) {
                worker.await("ready"::equals, "ready");
                cgroup.add(worker.pid());
                long threads = cgroup.freeze();
                worker.go();
                output = worker.awaitSuccess();
                assertThat(cgroup.refusals())
                        .as("threads refused (of %d running)", threads)
                        .isPositive();
            }

            assertThat(output)
                    .as("the fault happened")
                    .contains("cannot start the objectid-clock thread")
                    .contains("unable to create native thread")
                    .contains("clock threads 0");
            List<StoredRow> rows = StoredRow.byWriter(database).get("capped");
            assertThat(rows.stream().map(StoredRow::second).distinct().count())
                    .as("distinct seconds in %d rows", rows.size())
                    .isGreaterThanOrEqualTo(SECONDS - 1);
            assertThat(rows)
                    .as("every id carries the second of the clock read just before it")
                    .allMatch(row -> row.second() == row.clockSecond() || row.second() == row.clockSecond() + 1);
            for (int i = 1; i < rows.size(); i++) {
                assertThat(rows.get(i).id()).isGreaterThan(rows.get(i - 1).id());
            }
        }
    }
}
