package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.it.shop.AuditEvent;
import dev.objectid.it.shop.AuditEventCreatedPredicates;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * Load: 8 threads insert 50,000 rows each through Hibernate with JDBC batching while 2 other threads keep counting
 * the rows created in the last hour through the generated time-range predicate. No errors, exactly 400,000 rows, and
 * the readers never see the count go down.
 */
class ConcurrentLoadTest {

    private static final int WRITERS = 8;
    private static final int ROWS_PER_WRITER = Integer.getInteger("objectid.test.rowsPerWriter", 50_000);
    private static final int READERS = 2;

    @Test
    void eightWritersAndTwoTimeRangeReaders() throws Exception {
        Instant started = Instant.now();
        try (SessionFactory hibernate = HibernateBootstrap.start(
                getClass().getClassLoader(),
                TestDatabases.create(),
                Map.of("hibernate.jdbc.batch_size", HibernateBootstrap.BATCH),
                AuditEvent.class)) {
            ExecutorService pool = Executors.newFixedThreadPool(WRITERS + READERS);
            CountDownLatch start = new CountDownLatch(1);
            AtomicBoolean writing = new AtomicBoolean(true);
            try {
                List<Future<?>> writers = new ArrayList<>();
                for (int i = 0; i < WRITERS; i++) {
                    String action = "writer " + i;
                    writers.add(pool.submit(() -> {
                        start.await();
                        InsertWorker.insert(hibernate, ROWS_PER_WRITER, action);
                        return null;
                    }));
                }
                List<Future<List<Long>>> readers = new ArrayList<>();
                for (int i = 0; i < READERS; i++) {
                    readers.add(pool.submit(() -> {
                        start.await();
                        List<Long> counts = new ArrayList<>();
                        while (writing.get()) {
                            counts.add(countCreatedSince(hibernate, started.minus(Duration.ofHours(1))));
                        }
                        return counts;
                    }));
                }
                start.countDown();
                for (Future<?> writer : writers) {
                    writer.get(15, TimeUnit.MINUTES);
                }
                writing.set(false);
                for (Future<List<Long>> reader : readers) {
                    List<Long> counts = reader.get(1, TimeUnit.MINUTES);
                    assertThat(counts)
                            .as("a reader ran while the writers wrote")
                            .isNotEmpty();
                    assertThat(counts).as("committed rows never disappear").isSorted();
                    assertThat(counts).allMatch(count -> count <= (long) WRITERS * ROWS_PER_WRITER);
                }
            } finally {
                pool.shutdownNow();
            }

            long total = countCreatedSince(hibernate, started.minus(Duration.ofHours(1)));
            assertThat(total).isEqualTo((long) WRITERS * ROWS_PER_WRITER);
            Long perWriter = hibernate.fromTransaction(session -> session.createSelectionQuery(
                            "select count(e) from AuditEvent e where e.action = 'writer 3'", Long.class)
                    .getSingleResult());
            assertThat(perWriter).isEqualTo(ROWS_PER_WRITER);
            Long distinct = hibernate.fromTransaction(
                    session -> session.createSelectionQuery("select count(distinct e.id) from AuditEvent e", Long.class)
                            .getSingleResult());
            assertThat(distinct).isEqualTo(total);
        }
    }

    private static long countCreatedSince(SessionFactory hibernate, Instant since) {
        return hibernate.fromTransaction(session -> {
            CriteriaBuilder criteriaBuilder = session.getCriteriaBuilder();
            CriteriaQuery<Long> query = criteriaBuilder.createQuery(Long.class);
            Root<AuditEvent> event = query.from(AuditEvent.class);
            query.select(criteriaBuilder.count(event))
                    .where(AuditEventCreatedPredicates.createdSince(criteriaBuilder, event.<ObjectId>get("id"), since));
            return session.createQuery(query).getSingleResult();
        });
    }
}
