package dev.objectid.benchmarks.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The read-path benchmark's setup and reads on H2, without timing: right entities, right ids, loud failures. */
class ReadPathTest {

    private static final int CHUNK = ReadPath.FIND_ALL_BY_ID_CHUNK;
    /** Not a multiple of the findAllById chunk, so the last, shorter chunk is read too. */
    private static final int ROWS = 20 * CHUNK + 45;

    @ParameterizedTest
    @EnumSource(ReadScheme.class)
    void bothReadsReturnEveryRowOnceWithItsIdAndPayload(ReadScheme scheme) throws Exception {
        try (ReadPath path = ReadPath.open("h2", "", "sa", scheme, ROWS, CHUNK)) {
            List<? extends ReadPayload> byRange = path.byIdRange();
            List<? extends ReadPayload> byIds = path.findAllById();

            path.verify(byRange);
            path.verify(byIds);
            assertThat(byRange).hasSize(ROWS).allMatch(scheme.entity::isInstance);
            assertThat(byIds).extracting(ReadPayload::id).containsExactlyInAnyOrderElementsOf(expectedIds(scheme));
        }
    }

    @ParameterizedTest
    @EnumSource(ReadScheme.class)
    void idsGrowWithTheRowSoThatTheFirstAndLastBoundThemAll(ReadScheme scheme) {
        List<Object> ids = expectedIds(scheme);
        assertThat(ids).doesNotHaveDuplicates();
        for (int i = 1; i < ids.size(); i++) {
            assertThat(compare(ids.get(i - 1), ids.get(i)))
                    .as("id %d before id %d", i - 1, i)
                    .isNegative();
        }
    }

    @Test
    void verifyFailsOnAMissingADuplicatedOrAForeignRow() throws Exception {
        try (ReadPath path = ReadPath.open("h2", "", "sa", ReadScheme.OBJECT_ID, ROWS, CHUNK)) {
            List<ReadPayload> read = new ArrayList<>(path.byIdRange());

            List<ReadPayload> missing = new ArrayList<>(read.subList(1, read.size()));
            assertThatThrownBy(() -> path.verify(missing))
                    .hasMessageContaining("read " + (ROWS - 1) + " entities, expected " + ROWS);

            List<ReadPayload> duplicated = new ArrayList<>(read);
            duplicated.set(0, read.get(1));
            assertThatThrownBy(() -> path.verify(duplicated)).hasMessageContaining("twice");

            ObjectIdEntity foreign = (ObjectIdEntity) ReadScheme.OBJECT_ID.row(ROWS, ReadScheme.BASE);
            List<ReadPayload> withForeign = new ArrayList<>(read);
            withForeign.set(0, foreign);
            assertThatThrownBy(() -> path.verify(withForeign)).hasMessageContaining("which was not loaded");

            ReadPayload wrongPayload = ReadScheme.OBJECT_ID.row(0, ReadScheme.BASE);
            wrongPayload.name = "someone else";
            List<ReadPayload> withWrongPayload = new ArrayList<>(read);
            withWrongPayload.replaceAll(e -> e.id().equals(wrongPayload.id()) ? wrongPayload : e);
            assertThatThrownBy(() -> path.verify(withWrongPayload)).hasMessageContaining("someone else");

            List<ReadPayload> wrongType = new ArrayList<>(read);
            wrongType.set(0, ReadScheme.LONG.row(0, ReadScheme.BASE));
            assertThatThrownBy(() -> path.verify(wrongType))
                    .hasMessageContaining("expected a " + ObjectIdEntity.class.getName());
        }
    }

    @Test
    void rejectsAnUnknownDatabaseAndRowCountsOutOfRange() {
        assertThatThrownBy(() -> ReadPath.open("oracle", "", "sa", ReadScheme.LONG, 10, CHUNK))
                .hasMessage("db=oracle: expected h2 or postgresql");
        assertThatThrownBy(() -> ReadPath.open("h2", "", "sa", ReadScheme.LONG, 0, CHUNK))
                .hasMessage("rows=0: expected 1 to 16777216");
        assertThatThrownBy(() -> ReadPath.open("h2", "", "sa", ReadScheme.LONG, 10, 0))
                .hasMessage("chunk=0: expected at least 1 id per findAllById call");
        assertThatThrownBy(() -> ReadScheme.UUID.id(1 << 24)).hasMessage("row 16777216 is out of range: 0 to 16777215");
    }

    @Test
    void aSecondSchemeBesideTheFirstIsReadFromTheSameDatabaseAndClosesAlone() throws Exception {
        try (ReadPath plain = ReadPath.open("h2", "", "sa", ReadScheme.OBJECT_ID, ROWS, CHUNK)) {
            try (ReadPath typed = plain.beside(ReadScheme.TYPED_ID)) {
                typed.verify(typed.byIdRange());
                plain.verify(plain.byIdRange());
                assertThat(typed.byIdRange()).allMatch(TypedEntity.class::isInstance);
            }
            plain.verify(plain.byIdRange()); // the factory is still open
            assertThatThrownBy(() -> plain.beside(ReadScheme.OBJECT_ID))
                    .hasMessage("OBJECT_ID is this path's own scheme: expected another one");
        }
    }

    @Test
    void aForkReadsTheSameRowsThroughTwoClassesOfEachIdTypeAndGivesTheirRatios() throws Exception {
        for (int fork = 0; fork < 4; fork++) { // loaded through each of the four entity classes in turn
            TypedIdReadComparison.Round round = TypedIdReadComparison.fork("h2", "", "sa", ROWS, fork, 2, 12);

            assertThat(round.medianMs()).hasSize(4);
            assertThat(Arrays.stream(round.medianMs()).min().orElseThrow()).isPositive();
            assertThat(round.typed()).isPositive();
            assertThat(round.control()).isPositive();
            assertThat(TypedIdReadComparison.Round.decode(round.encode()))
                    .usingRecursiveComparison()
                    .isEqualTo(round);
        }
        // a read that returns the wrong number of entities stops the comparison
        Supplier<List<Integer>> two = () -> List.of(1, 2);
        assertThatThrownBy(() ->
                        TypedIdReadComparison.compare(List.of(two, two, two, () -> List.of(1, 2, 3)), 2, 0, 10))
                .hasMessage("read 3 entities, expected 2");
        assertThatThrownBy(() -> TypedIdReadComparison.compare(List.of(two, two), 2, 0, 10))
                .hasMessage("2 reads: expected 4, one per [OBJECT_ID, OBJECT_ID_TWIN, TYPED_ID, TYPED_ID_TWIN]");
        assertThatThrownBy(() -> TypedIdReadComparison.Round.decode("1.0 1.0 2.0"))
                .hasMessage("fork result \"1.0 1.0 2.0\": expected 6 numbers, a median time per read and the two "
                        + "ratios");
    }

    @Test
    void everyReadComesAtEveryPlaceAndBeforeEveryOtherEquallyOften() {
        List<int[]> orders = TypedIdReadComparison.orders(4);

        assertThat(orders).hasSize(8);
        assertThat(orders.stream().map(Arrays::toString)).doesNotHaveDuplicates();
        for (int read = 0; read < 4; read++) {
            for (int place = 0; place < 4; place++) {
                final int r = read;
                final int p = place;
                assertThat(orders)
                        .as("read %d at place %d", r, p)
                        .filteredOn(o -> o[p] == r)
                        .hasSize(2);
            }
            for (int other = 0; other < 4; other++) {
                if (other != read) {
                    final int a = read;
                    final int b = other;
                    assertThat(orders)
                            .as("read %d before read %d", a, b)
                            .filteredOn(o -> place(o, a) < place(o, b))
                            .hasSize(4);
                }
            }
        }
    }

    private static int place(int[] order, int read) {
        for (int place = 0; place < order.length; place++) {
            if (order[place] == read) {
                return place;
            }
        }
        throw new AssertionError(read + " not in " + Arrays.toString(order));
    }

    @Test
    void theIntervalOfTheForksIsTheWidestThatKeepsItsConfidence() {
        // six forks: the smallest and the largest bound the median with 1 - 2/64; the second ones only with 78%
        assertThat(TypedIdReadComparison.intervalRank(6, 0.95)).isEqualTo(1);
        assertThat(TypedIdReadComparison.coverage(6, 1)).isEqualTo(1 - 2 / 64.0);
        assertThat(TypedIdReadComparison.coverage(6, 2)).isEqualTo(1 - 2 * 7 / 64.0);
        // twenty: the 6th smallest and largest (95.9%); the 7th would give 88.5%
        assertThat(TypedIdReadComparison.intervalRank(20, 0.95)).isEqualTo(6);
        // too few forks for 95%: the extremes, with what they give
        assertThat(TypedIdReadComparison.intervalRank(2, 0.95)).isEqualTo(1);
        assertThat(TypedIdReadComparison.coverage(2, 1)).isEqualTo(0.5);

        List<TypedIdReadComparison.Round> forks = List.of(
                round(1.02, 0.99),
                round(1.00, 1.01),
                round(1.05, 1.00),
                round(0.98, 0.97),
                round(1.01, 1.03),
                round(1.03, 1.02));
        Map<String, Object> summary = TypedIdReadComparison.summary(forks);

        assertThat(summary)
                .containsEntry("forks", 6)
                .containsEntry("ratioMedian", (1.01 + 1.02) / 2)
                .containsEntry("ratioLow", 0.98)
                .containsEntry("ratioHigh", 1.05)
                .containsEntry("controlMedian", (1.00 + 1.01) / 2)
                .containsEntry("controlLow", 0.97)
                .containsEntry("controlHigh", 1.03)
                .containsEntry("intervalConfidence", 1 - 2 / 64.0)
                .containsEntry("forkRatios", List.of(1.02, 1.00, 1.05, 0.98, 1.01, 1.03));
        // the time of each id type: the geometric mean of its two classes' median times
        assertThat((double) summary.get("objectIdMedianMs")).isCloseTo(Math.sqrt(10 * 10.05), within(1e-9));
        assertThat((double) summary.get("typedIdMedianMs")).isCloseTo(10.15, within(1e-9));
        assertThat(summary.get("medianMs"))
                .asInstanceOf(InstanceOfAssertFactories.MAP)
                .containsOnlyKeys("OBJECT_ID", "OBJECT_ID_TWIN", "TYPED_ID", "TYPED_ID_TWIN");
    }

    private static TypedIdReadComparison.Round round(double typed, double control) {
        return new TypedIdReadComparison.Round(new double[] {10, 10 * control, 10 * typed, 10 * typed}, typed, control);
    }

    private static List<Object> expectedIds(ReadScheme scheme) {
        List<Object> ids = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            ids.add(scheme.id(i));
        }
        return ids;
    }

    /** The order of the database: unsigned bytes for ObjectIds and UUIDs (as PostgreSQL and H2 compare them). */
    @SuppressWarnings("unchecked")
    private static int compare(Object a, Object b) {
        if (a instanceof java.util.UUID x && b instanceof java.util.UUID y) {
            int high = Long.compareUnsigned(x.getMostSignificantBits(), y.getMostSignificantBits());
            return high != 0 ? high : Long.compareUnsigned(x.getLeastSignificantBits(), y.getLeastSignificantBits());
        }
        return ((Comparable<Object>) a).compareTo(b);
    }
}
