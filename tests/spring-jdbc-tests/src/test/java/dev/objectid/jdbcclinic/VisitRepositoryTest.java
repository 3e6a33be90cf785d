package dev.objectid.jdbcclinic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.jdbcclinic.model.Owner;
import dev.objectid.jdbcclinic.model.Pet;
import dev.objectid.jdbcclinic.model.PetType;
import dev.objectid.jdbcclinic.model.Visit;
import dev.objectid.jdbcclinic.model.VisitId;
import dev.objectid.jdbcclinic.repository.VisitRow;
import dev.objectid.jdbcclinic.repository.VisitSummary;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Visits: one by one through {@code SimpleJdbcInsert}, several in one batch of beans
 * ({@code SqlParameterSourceUtils.createBatch}, the pet's id as {@code :pet.id}), read as records by
 * {@code DataClassRowMapper} and by {@code JdbcClient.query(VisitSummary.class)}, and found by the second in their
 * ids.
 */
class VisitRepositoryTest extends ClinicTest {

    @Test
    void aVisitIsFoundByItsIdWithItsPetAndByItsPetsId() {
        PetType cat = newPetType("cat (visits)");
        Pet leo = newPet(newOwner("Jeff", "Black"), "Leo", cat);
        Visit visit = newVisit(leo, LocalDate.of(2024, 5, 6), "dental cleaning");

        assertThat(Stored.bytes(
                        "SELECT id FROM visits WHERE pet_id = ?", leo.getId().toByteArray()))
                .containsExactly(visit.getId().toByteArray());
        assertThat(visits.findById(visit.getId())).get().satisfies(found -> {
            assertThat(found.getPet().getId()).isEqualTo(leo.getId());
            assertThat(found.getPet().getType().getId()).isEqualTo(cat.getId());
        });
        assertThat(visits.findByPetId(leo.getId())).extracting(Visit::getId).containsExactly(visit.getId());
        assertThat(visits.findAll()).extracting(Visit::getId).contains(visit.getId());

        visit.setDescription("dental cleaning, two teeth out");
        visits.save(visit);
        assertThat(visits.findById(visit.getId()))
                .get()
                .extracting(Visit::getDescription)
                .isEqualTo("dental cleaning, two teeth out");
        visits.delete(visit);
        assertThat(visits.findById(visit.getId())).isEmpty();
    }

    @Test
    void aBatchOfBeansBindsEachVisitsIdAndItsPetsId() {
        Pet rosy = newPet(newOwner("Lucy", "Black"), "Rosy", newPetType("dog (visits)"));
        List<Visit> batch = List.of(
                visit(rosy, LocalDate.of(2024, 1, 1), "first"),
                visit(rosy, LocalDate.of(2024, 2, 1), "second"),
                visit(rosy, LocalDate.of(2024, 3, 1), "third"));

        visits.insertAll(batch);

        assertThat(Stored.bytes(
                        "SELECT id FROM visits WHERE pet_id = ? ORDER BY visit_date",
                        rosy.getId().toByteArray()))
                .containsExactly(
                        batch.stream().map(visit -> visit.getId().toByteArray()).toArray(byte[][]::new));
        assertThat(visits.findByPetId(rosy.getId()))
                .extracting(Visit::getDescription)
                .containsExactly("first", "second", "third");
    }

    @Test
    void aTimeRangeOfIdsFindsTheVisitsCreatedInIt() {
        Pet iggy = newPet(null, "Iggy", newPetType("lizard (visits)"));
        Instant ten = Instant.parse("2020-01-01T10:00:00Z");
        Visit atTen = visit(iggy, LocalDate.of(2020, 1, 1), "at ten");
        atTen.setId(VisitId.minFor(ten));
        Visit halfPast = visit(iggy, LocalDate.of(2020, 1, 1), "half past ten");
        halfPast.setId(VisitId.of(ten.plusSeconds(1800), 0x0102030405L, 7));
        Visit atEleven = visit(iggy, LocalDate.of(2020, 1, 1), "at eleven");
        atEleven.setId(VisitId.minFor(ten.plusSeconds(3600)));
        visits.insertAll(List.of(atEleven, halfPast, atTen));

        assertThat(visits.findCreatedBetween(ten, ten.plusSeconds(3600)))
                .containsExactly(
                        new VisitRow(atTen.getId(), iggy.getId(), LocalDate.of(2020, 1, 1), "at ten"),
                        new VisitRow(halfPast.getId(), iggy.getId(), LocalDate.of(2020, 1, 1), "half past ten"));
        assertThat(visits.findCreatedBetween(ten.plusSeconds(1), ten.plusSeconds(3601)))
                .extracting(VisitRow::id)
                .containsExactly(halfPast.getId(), atEleven.getId());
    }

    @Test
    void jdbcClientReadsRecordsOfIdsWithAnIdParameter() {
        PetType cat = newPetType("cat (summaries)");
        Owner owner = newOwner("Sam", "Schultz");
        Pet max = newPet(owner, "Max", cat);
        Pet tiger = newPet(owner, "Tiger", cat);
        Visit first = newVisit(max, LocalDate.of(2024, 4, 1), "shots");
        Visit second = newVisit(tiger, LocalDate.of(2024, 4, 2), "nails");
        newVisit(newPet(newOwner("Someone", "Else"), "Other", cat), LocalDate.of(2024, 4, 3), "not theirs");

        assertThat(visits.findSummariesOf(owner.getId()))
                .containsExactly(
                        new VisitSummary(first.getId(), max.getId(), "Max", LocalDate.of(2024, 4, 1), "shots"),
                        new VisitSummary(second.getId(), tiger.getId(), "Tiger", LocalDate.of(2024, 4, 2), "nails"));
    }
}
