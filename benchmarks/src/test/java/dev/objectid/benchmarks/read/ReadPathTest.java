package dev.objectid.benchmarks.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
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
            assertThat(compare(ids.get(i - 1), ids.get(i))).as("id %d before id %d", i - 1, i).isNegative();
        }
    }

    @Test
    void verifyFailsOnAMissingADuplicatedOrAForeignRow() throws Exception {
        try (ReadPath path = ReadPath.open("h2", "", "sa", ReadScheme.OBJECT_ID, ROWS, CHUNK)) {
            List<ReadPayload> read = new ArrayList<>(path.byIdRange());

            List<ReadPayload> missing = new ArrayList<>(read.subList(1, read.size()));
            assertThatThrownBy(() -> path.verify(missing)).hasMessageContaining("read " + (ROWS - 1)
                    + " entities, expected " + ROWS);

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
            assertThatThrownBy(() -> path.verify(wrongType)).hasMessageContaining("expected a " + ObjectIdEntity.class
                    .getName());
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
        assertThatThrownBy(() -> ReadScheme.UUID.id(1 << 24))
                .hasMessage("row 16777216 is out of range: 0 to 16777215");
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
    void thePairedComparisonTakesTheMedianOfPerRoundRatiosAndChecksEveryRead() throws Exception {
        try (ReadPath plain = ReadPath.open("h2", "", "sa", ReadScheme.OBJECT_ID, ROWS, CHUNK);
             ReadPath typed = plain.beside(ReadScheme.TYPED_ID)) {
            TypedIdReadComparison.Comparison comparison =
                    TypedIdReadComparison.compare(plain::byIdRange, typed::byIdRange, ROWS, 2, 11);

            assertThat(comparison.plainMedianMs()).isPositive();
            assertThat(comparison.typedMedianMs()).isPositive();
            assertThat(comparison.ratio()).isPositive().isBetween(comparison.low(), comparison.high());
        }
        // a read that returns the wrong number of entities stops the comparison
        assertThatThrownBy(() -> TypedIdReadComparison.compare(() -> List.of(1, 2), () -> List.of(1, 2, 3), 2, 0, 10))
                .hasMessage("read 3 entities, expected 2");
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
