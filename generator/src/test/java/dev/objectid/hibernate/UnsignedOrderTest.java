package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * JPQL comparisons and {@code order by} on ObjectId ids agree with {@link ObjectId#compareTo}: unsigned, so an id
 * with 0x80 in some byte sorts after one with 0x7f there, in every position.
 */
class UnsignedOrderTest {

    private static H2Hibernate h2;
    private static final List<ObjectId> IDS = new ArrayList<>();

    @BeforeAll
    static void insertIdsThatDifferInEveryByteAtTheSignBoundary() {
        h2 = H2Hibernate.start(ImportedRecord.class);
        for (int position = 0; position < ObjectId.BYTES; position++) {
            for (int value : new int[] {0x00, 0x01, 0x7f, 0x80, 0x81, 0xfe, 0xff}) {
                byte[] bytes = new byte[ObjectId.BYTES];
                java.util.Arrays.fill(bytes, (byte) 0x55);
                bytes[position] = (byte) value;
                IDS.add(ObjectId.fromBytes(bytes));
            }
        }
        SplittableRandom random = new SplittableRandom(99);
        for (int i = 0; i < 500; i++) {
            byte[] bytes = new byte[ObjectId.BYTES];
            random.nextBytes(bytes);
            IDS.add(ObjectId.fromBytes(bytes));
        }
        List<ObjectId> distinct = IDS.stream().distinct().collect(Collectors.toList());
        IDS.clear();
        IDS.addAll(distinct);
        h2.inTransaction(session -> IDS.forEach(id -> session.persist(new ImportedRecord(id, id.toHexString()))));
    }

    @AfterAll
    static void stop() {
        h2.close();
    }

    @Test
    void orderByIdIsTheJavaSort() {
        List<ObjectId> ordered = h2.fromTransaction(
                session -> session.createQuery("select r.id from ImportedRecord r order by r.id", ObjectId.class)
                        .getResultList());

        assertThat(ordered).isEqualTo(IDS.stream().sorted().collect(Collectors.toList()));
    }

    @Test
    void comparisonsAgreeWithCompareTo() {
        for (ObjectId pivot : IDS.subList(0, 84)) {
            List<ObjectId> below = query("select r.id from ImportedRecord r where r.id < :p order by r.id", pivot);
            List<ObjectId> atOrAbove = query("select r.id from ImportedRecord r where r.id >= :p order by r.id", pivot);

            assertThat(below)
                    .isEqualTo(IDS.stream()
                            .filter(id -> id.compareTo(pivot) < 0)
                            .sorted()
                            .toList());
            assertThat(atOrAbove)
                    .isEqualTo(IDS.stream()
                            .filter(id -> id.compareTo(pivot) >= 0)
                            .sorted()
                            .toList());
        }
    }

    @Test
    void betweenAgreesWithCompareTo() {
        ObjectId low = ObjectId.parse("557f55555555555555555555");
        ObjectId high = ObjectId.parse("55805555555555555555ffff");
        List<ObjectId> between = h2.fromTransaction(session -> session.createQuery(
                        "select r.id from ImportedRecord r where r.id between :low and :high order by r.id",
                        ObjectId.class)
                .setParameter("low", low)
                .setParameter("high", high)
                .getResultList());

        assertThat(between)
                .isNotEmpty()
                .isEqualTo(IDS.stream()
                        .filter(id -> id.compareTo(low) >= 0 && id.compareTo(high) <= 0)
                        .sorted()
                        .toList());
    }

    private static List<ObjectId> query(String jpql, ObjectId pivot) {
        return h2.fromTransaction(session -> session.createQuery(jpql, ObjectId.class)
                .setParameter("p", pivot)
                .getResultList());
    }
}
