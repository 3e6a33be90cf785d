package dev.objectid.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two JVMs insert into PostgreSQL through Hibernate while their wall clock is stepped back one hour and, a few seconds
 * later, forward again (libfaketime). No insert may fail on a duplicate key, each process's ids must strictly
 * increase, ids generated while the clock is behind must not go back in time, and once the clock is back the ids must
 * be in step with it again from the first id after it returns: each id reads the clock. The step forward is what a
 * resume from suspend looks like to the JVM: the wall clock jumps, the monotonic clock does not.
 */
@EnabledIfSystemProperty(named = TestDatabases.PROPERTY, matches = "postgresql")
class ClockStepTest {

    private static final int WRITERS = 2;
    private static final long HOUR = 3600;

    @TempDir
    Path directory;

    @Test
    void idsStayUniqueAndIncreasingWhileTheWallClockStepsBackAnHourAndForwardAgain() throws Exception {
        TestDatabase database = TestDatabases.create();
        try (SessionFactory schema = HibernateBootstrap.start(
                        getClass().getClassLoader(),
                        database,
                        Map.of("hibernate.hbm2ddl.auto", "create"),
                        FaultRow.class);
                FakeWallClock clock = FakeWallClock.create(directory)) {
            List<Worker> workers = new ArrayList<>();
            try {
                for (int i = 0; i < WRITERS; i++) {
                    workers.add(Worker.start(database, "writer-" + i, 20, "now", 0, List.of(), clock.environment()));
                }
                for (Worker worker : workers) { // running, on the real time
                    awaitCommits(worker, 3);
                }

                clock.setOffsetSeconds(-HOUR);
                for (Worker worker : workers) { // each has seen the step: its ids run an hour ahead of its clock
                    while (worker.awaitCommit()[2] < HOUR - 60) {
                        continue;
                    }
                    awaitCommits(worker, 5);
                }

                clock.setOffsetSeconds(0);
                long back = System.currentTimeMillis();
                for (Worker worker : workers) { // and has inserted for three seconds on the real time again
                    while (worker.awaitCommit()[1] < back + 3_000) {
                        continue;
                    }
                }
                for (Worker worker : workers) {
                    worker.closeInput();
                }
                for (Worker worker : workers) {
                    assertThat(worker.awaitSuccess()).as("no insert failed").doesNotContain("Exception");
                }

                check(StoredRow.byWriter(database), back);
            } finally {
                for (Worker worker : workers) {
                    worker.close();
                }
            }
        }
    }

    private static void check(Map<String, List<StoredRow>> rows, long back) {
        assertThat(rows).hasSize(WRITERS);
        assertThat(rows.values().stream()
                        .map(list -> list.get(0).id().processValue())
                        .distinct())
                .as("one process value per JVM")
                .hasSize(WRITERS);
        for (List<StoredRow> writer : rows.values()) {
            assertThat(writer.stream().map(row -> row.id().processValue()).distinct())
                    .hasSize(1);
            long stepped = 0;
            long staleAfterReturn = 0;
            for (int i = 1; i < writer.size(); i++) {
                StoredRow previous = writer.get(i - 1);
                StoredRow row = writer.get(i);
                assertThat(row.seq()).isEqualTo(previous.seq() + 1);
                assertThat(row.id()).as("each process's ids strictly increase").isGreaterThan(previous.id());
                if (row.clock() < back - HOUR * 1000 + 60_000) { // generated while the clock was an hour behind
                    stepped++;
                    assertThat(row.second())
                            .as("not an hour back in time: %s", row)
                            .isGreaterThanOrEqualTo(row.clockSecond() + HOUR - 60);
                } else if (row.clock() >= back && !row.inStepWithTheClock()) {
                    staleAfterReturn = Math.max(staleAfterReturn, row.clock() - back);
                }
            }
            assertThat(stepped).as("rows generated while the clock was behind").isPositive();
            System.out.println(writer.get(0).writer() + ": " + writer.size() + " rows, " + stepped
                    + " while the clock was an hour behind; ids carried a second from before the return for "
                    + staleAfterReturn + " ms after it");
            assertThat(staleAfterReturn)
                    .as("ms after the clock returned in which ids were not in step with it")
                    .isZero();
            assertThat(writer.stream().filter(row -> row.clock() >= back))
                    .as("after the return, every id is in step with the clock")
                    .isNotEmpty()
                    .allMatch(StoredRow::inStepWithTheClock);
        }
    }

    private static void awaitCommits(Worker worker, int commits) throws Exception {
        for (int i = 0; i < commits; i++) {
            worker.awaitCommit();
        }
    }
}
