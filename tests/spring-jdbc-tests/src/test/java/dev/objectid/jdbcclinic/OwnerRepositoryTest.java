package dev.objectid.jdbcclinic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.jdbcclinic.model.Owner;
import dev.objectid.jdbcclinic.model.OwnerId;
import dev.objectid.jdbcclinic.model.Pet;
import dev.objectid.jdbcclinic.model.PetType;
import dev.objectid.jdbcclinic.model.Visit;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Owners as PetClinic REST's jdbc repository handles them: {@code SimpleJdbcInsert} and
 * {@code BeanPropertySqlParameterSource} write them, {@code BeanPropertyRowMapper} reads them, and a left join read by
 * a one-to-many extractor brings their pets and visits. The ids are made in the application and stored as their 12
 * bytes.
 */
class OwnerRepositoryTest extends ClinicTest {

    @Autowired
    TransactionTemplate transactions;

    @Test
    void anOwnerIsStoredAsTheTwelveBytesOfTheIdMadeInTheApplication() {
        Owner owner = newOwner("George", "Franklin");

        assertThat(Stored.bytes("SELECT id FROM owners WHERE last_name = ?", "Franklin"))
                .containsExactly(owner.getId().toByteArray());
        assertThat(owners.findById(owner.getId())).get().satisfies(found -> {
            assertThat(found.getId()).isEqualTo(owner.getId());
            assertThat(found.getFirstName()).isEqualTo("George");
            assertThat(found.getCity()).isEqualTo("Madison");
        });
        assertThat(owners.findById(OwnerId.generate())).isEmpty();
    }

    @Test
    void findByLastNameBringsThePetsAndVisitsOfALeftJoin() {
        PetType cat = newPetType("cat (owners)");
        Owner owner = newOwner("Betty", "Davis");
        Pet leo = newPet(owner, "Leo", cat);
        Pet basil = newPet(owner, "Basil", cat);
        Visit rabies = newVisit(leo, LocalDate.of(2024, 3, 4), "rabies shot");
        Visit neutered = newVisit(leo, LocalDate.of(2024, 6, 4), "neutered");

        assertThat(owners.findByLastName("Davi")).singleElement().satisfies(found -> {
            assertThat(found.getId()).isEqualTo(owner.getId());
            assertThat(found.getPets()).extracting(Pet::getId).containsExactly(basil.getId(), leo.getId());
            assertThat(found.getPet("Leo").getType().getId()).isEqualTo(cat.getId());
            assertThat(found.getPet("Leo").getVisits())
                    .extracting(Visit::getId)
                    .containsExactly(neutered.getId(), rabies.getId());
            assertThat(found.getPet("Basil").getVisits()).isEmpty();
        });
        assertThat(Stored.bytes(
                        "SELECT owner_id FROM pets WHERE id = ?", leo.getId().toByteArray()))
                .containsExactly(owner.getId().toByteArray());
        assertThat(Stored.bytes(
                        "SELECT type_id FROM pets WHERE id = ?", basil.getId().toByteArray()))
                .containsExactly(cat.getId().toByteArray());
        assertThat(Stored.bytes(
                        "SELECT pet_id FROM visits WHERE id = ?", rabies.getId().toByteArray()))
                .containsExactly(leo.getId().toByteArray());
    }

    @Test
    void anUpdateFindsItsRowByTheIdOfTheBean() {
        Owner owner = newOwner("Eduardo", "Rodriquez");
        owner.setCity("McFarland");

        owners.save(owner);

        assertThat(Stored.strings(
                        "SELECT city FROM owners WHERE id = ?", owner.getId().toByteArray()))
                .containsExactly("McFarland");
        assertThat(owners.findAll())
                .filteredOn(found -> found.getId().equals(owner.getId()))
                .singleElement()
                .extracting(Owner::getCity)
                .isEqualTo("McFarland");
    }

    @Test
    void deleteTakesTheOwnersPetsAndVisits() {
        PetType dog = newPetType("dog (owners)");
        Owner owner = newOwner("Harold", "Davis");
        Pet samantha = newPet(owner, "Samantha", dog);
        Visit visit = newVisit(samantha, LocalDate.of(2024, 1, 2), "spayed");

        owners.delete(owners.findById(owner.getId()).orElseThrow());

        assertThat(owners.findById(owner.getId())).isEmpty();
        assertThat(Stored.bytes(
                        "SELECT id FROM pets WHERE id = ?", samantha.getId().toByteArray()))
                .isEmpty();
        assertThat(Stored.bytes(
                        "SELECT id FROM visits WHERE id = ?", visit.getId().toByteArray()))
                .isEmpty();
    }

    @Test
    void anInsertInATransactionRolledBackLeavesNoRow() {
        Owner owner = new Owner();
        owner.setFirstName("Jean");
        owner.setLastName("Coleman");

        transactions.executeWithoutResult(status -> {
            owners.save(owner);
            assertThat(owners.findById(owner.getId()))
                    .as("seen inside its transaction")
                    .isPresent();
            status.setRollbackOnly();
        });

        assertThat(owners.findById(owner.getId())).isEmpty();
        assertThat(Stored.bytes(
                        "SELECT id FROM owners WHERE id = ?", owner.getId().toByteArray()))
                .isEmpty();
    }
}
