package dev.objectid.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A writer is killed with {@code kill -9} in the middle of a transaction, between two JDBC batches of its inserts,
 * and a new writer starts: every row of every committed transaction is there, intact and once, nothing of the killed
 * transaction is, and the new process has its own process value, so its ids cannot meet the dead one's. On PostgreSQL
 * and MariaDB, whose servers see the connection drop mid-transaction.
 */
@EnabledIfSystemProperty(named = TestDatabases.PROPERTY, matches = "postgresql|mariadb")
class KillMidBatchTest {

    private static final int PER_TRANSACTION = 1_000;

    @Test
    void committedRowsSurviveAKillMidBatchAndTheRestartedWriterHasANewProcessValue() throws Exception {
        TestDatabase database = TestDatabases.create();
        try (SessionFactory schema = HibernateBootstrap.start(
                getClass().getClassLoader(), database, Map.of("hibernate.hbm2ddl.auto", "create"), FaultRow.class)) {
            long committed;
            long flushedWhenKilled;
            try (Worker first = Worker.start(database, "first", PER_TRANSACTION, "now", 0, List.of(), Map.of())) {
                first.awaitCommit();
                committed = first.awaitCommit()[0];
                // a few batches into the third transaction, with dozens still to go
                flushedWhenKilled = Long.parseLong(first.await(
                                line -> line.startsWith("flushed ")
                                        && Long.parseLong(line.substring(8))
                                                >= committed + 5 * HibernateBootstrap.BATCH,
                                "batch")
                        .substring(8));
                first.kill();
            }
            List<StoredRow> afterKill = StoredRow.byWriter(database).get("first");
            assertThat(afterKill)
                    .as("the two committed transactions, whole; none of the killed one")
                    .hasSize((int) committed);
            assertThat(flushedWhenKilled)
                    .as("killed in the middle of a transaction")
                    .isGreaterThan(committed)
                    .isLessThan(committed + PER_TRANSACTION);
            checkOneWriter(afterKill);

            long restartedRows;
            try (Worker second = Worker.start(database, "second", PER_TRANSACTION, "now", 0, List.of(), Map.of())) {
                second.awaitCommit();
                second.closeInput();
                second.awaitSuccess();
                restartedRows = StoredRow.byWriter(database).get("second").size();
            }

            Map<String, List<StoredRow>> rows = StoredRow.byWriter(database);
            assertThat(rows.get("first"))
                    .as("the dead writer's rows, unchanged")
                    .isEqualTo(afterKill);
            List<StoredRow> restarted = rows.get("second");
            assertThat(restarted).hasSize((int) restartedRows);
            assertThat(restartedRows % PER_TRANSACTION).isZero();
            checkOneWriter(restarted);
            assertThat(restarted.get(0).id().processValue())
                    .as("the restarted writer's own process value")
                    .isNotEqualTo(afterKill.get(0).id().processValue());
            assertThat(rows.values().stream().flatMap(List::stream).map(StoredRow::id))
                    .hasSize((int) (committed + restartedRows))
                    .doesNotHaveDuplicates();
        }
    }

    /** Rows 0..n-1 of one writer, each once, ids increasing in the order they were generated, one process value. */
    private static void checkOneWriter(List<StoredRow> rows) {
        assertThat(rows)
                .extracting(StoredRow::seq)
                .containsExactlyElementsOf(
                        LongStream.range(0, rows.size()).boxed().toList());
        for (int i = 1; i < rows.size(); i++) {
            assertThat(rows.get(i).id()).isGreaterThan(rows.get(i - 1).id());
        }
        assertThat(rows.stream().map(row -> row.id().processValue()).distinct()).hasSize(1);
        assertThat(rows).allMatch(StoredRow::inStepWithTheClock);
    }
}
