package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ImportedRecord;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.db.TestDatabases;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The database orders ObjectIds as Java does: ids that differ at 0x00 / 0x7f / 0x80 / 0xff in every byte position
 * plus 10,000 random ones come back from {@code ORDER BY id} in {@link ObjectId#compareTo} order, and
 * {@code minFor}/{@code maxFor} range predicates select what filtering in Java selects.
 */
class OrderingTest {

    private static final int RANDOM_IDS = 10_000;
    private static SessionFactory hibernate;
    private static List<ObjectId> ids;

    @BeforeAll
    static void insert() {
        hibernate = HibernateBootstrap.start(
                OrderingTest.class.getClassLoader(),
                TestDatabases.create(),
                Map.of("hibernate.jdbc.batch_size", 50),
                ImportedRecord.class);
        Set<ObjectId> chosen = new LinkedHashSet<>();
        for (int position = 0; position < ObjectId.BYTES; position++) {
            for (int value : new int[] {0x00, 0x7f, 0x80, 0xff}) {
                for (int background : new int[] {0x00, 0x7f, 0x80, 0xff}) {
                    byte[] bytes = new byte[ObjectId.BYTES];
                    Arrays.fill(bytes, (byte) background);
                    bytes[position] = (byte) value;
                    chosen.add(ObjectId.fromBytes(bytes));
                }
            }
        }
        SplittableRandom random = new SplittableRandom(5);
        while (chosen.size() < 4 * 4 * ObjectId.BYTES + RANDOM_IDS) {
            byte[] bytes = new byte[ObjectId.BYTES];
            random.nextBytes(bytes);
            chosen.add(ObjectId.fromBytes(bytes));
        }
        ids = new ArrayList<>(chosen);
        for (int from = 0; from < ids.size(); from += 2_000) {
            List<ObjectId> slice = ids.subList(from, Math.min(ids.size(), from + 2_000));
            hibernate.inTransaction(session -> slice.forEach(id -> session.persist(new ImportedRecord(id, "x"))));
        }
    }

    @AfterAll
    static void stop() {
        hibernate.close();
    }

    @Test
    void orderByIdIsTheJavaSort() {
        List<ObjectId> ordered = hibernate.fromTransaction(session -> session.createSelectionQuery(
                        "select r.id from ImportedRecord r order by r.id", ObjectId.class)
                .getResultList());

        assertThat(ordered).hasSize(ids.size()).isEqualTo(ids.stream().sorted().toList());
    }

    @Test
    void timeRangesSelectWhatJavaSelects() {
        SplittableRandom random = new SplittableRandom(11);
        List<Instant> bounds = new ArrayList<>(List.of(
                Instant.EPOCH,
                Instant.ofEpochSecond(0x7FFF_FFFFL),
                Instant.ofEpochSecond(0x8000_0000L),
                Instant.ofEpochSecond(0xFFFF_FFFFL)));
        for (int i = 0; i < 40; i++) {
            bounds.add(Instant.ofEpochSecond(random.nextLong(0x1_0000_0000L)));
        }
        for (Instant a : bounds) {
            Instant b = bounds.get(random.nextInt(bounds.size()));
            Instant from = a.isBefore(b) ? a : b;
            Instant to = a.isBefore(b) ? b : a;
            ObjectId low = ObjectId.minFor(from);
            ObjectId high = ObjectId.maxFor(to);

            List<ObjectId> selected = hibernate.fromTransaction(session -> session.createSelectionQuery(
                            "select r.id from ImportedRecord r where r.id >= :low and r.id <= :high order by r.id",
                            ObjectId.class)
                    .setParameter("low", low)
                    .setParameter("high", high)
                    .getResultList());

            assertThat(selected)
                    .as("[%s, %s]", from, to)
                    .isEqualTo(ids.stream()
                            .filter(id -> id.epochSecond() >= from.getEpochSecond()
                                    && id.epochSecond() <= to.getEpochSecond())
                            .sorted()
                            .toList());
        }
    }
}
