package dev.objectid.jdbcclinic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.jdbcclinic.model.Owner;
import dev.objectid.jdbcclinic.model.Pet;
import dev.objectid.jdbcclinic.model.PetId;
import dev.objectid.jdbcclinic.model.PetType;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Pets: {@code SimpleJdbcInsert} and {@code MapSqlParameterSource} write them, a hand-written row mapper reads their
 * ids with {@code getObject(column, PetId.class)}, {@code JdbcTemplate.queryForObject(sql, OwnerId.class, petId)} finds
 * the owner's id. A pet's owner is optional: its {@code owner_id} is {@code NULL}, written and read as such.
 */
class PetRepositoryTest extends ClinicTest {

    @Test
    void aPetWithoutAnOwnerHasANullForeignKeyAndGetsOneLater() {
        PetType bird = newPetType("bird (pets)");
        Pet stray = newPet(null, "Jewel", bird);

        assertThat(Stored.bytes(
                        "SELECT owner_id FROM pets WHERE id = ?", stray.getId().toByteArray()))
                .containsExactly((byte[]) null);
        assertThat(pets.findById(stray.getId())).get().satisfies(found -> {
            assertThat(found.getOwner()).isNull();
            assertThat(found.getType().getId()).isEqualTo(bird.getId());
        });

        Owner owner = newOwner("Maria", "Escobito");
        owner.addPet(stray);
        pets.save(stray);
        assertThat(Stored.bytes(
                        "SELECT owner_id FROM pets WHERE id = ?", stray.getId().toByteArray()))
                .containsExactly(owner.getId().toByteArray());
        assertThat(pets.findById(stray.getId()))
                .get()
                .satisfies(found -> assertThat(found.getOwner().getId()).isEqualTo(owner.getId()));

        stray.setOwner(null);
        pets.save(stray);
        assertThat(Stored.bytes(
                        "SELECT owner_id FROM pets WHERE id = ?", stray.getId().toByteArray()))
                .as("an update binds a null owner as NULL")
                .containsExactly((byte[]) null);
    }

    @Test
    void findByIdFindsThePetAmongItsOwnersPets() {
        PetType dog = newPetType("dog (pets)");
        Owner owner = newOwner("Peter", "McTavish");
        Pet george = newPet(owner, "George", dog);
        newPet(owner, "Max", dog);
        newVisit(george, LocalDate.of(2024, 2, 3), "checkup");

        assertThat(pets.findById(george.getId())).get().satisfies(found -> {
            assertThat(found.getId()).isEqualTo(george.getId());
            assertThat(found.getOwner().getId()).isEqualTo(owner.getId());
            assertThat(found.getVisits())
                    .singleElement()
                    .extracting(visit -> visit.getDescription())
                    .isEqualTo("checkup");
        });
        assertThat(pets.findById(PetId.generate())).isEmpty();
    }

    @Test
    void findAllJoinsTypesAndOwnersByTheirIds() {
        PetType hamster = newPetType("hamster (pets)");
        Owner owner = newOwner("Carlos", "Estaban");
        Pet lucky = newPet(owner, "Lucky", hamster);
        Pet sly = newPet(null, "Sly", hamster);

        assertThat(pets.findAll())
                .filteredOn(pet -> pet.getType().getId().equals(hamster.getId()))
                .satisfiesExactlyInAnyOrder(
                        pet -> {
                            assertThat(pet.getId()).isEqualTo(lucky.getId());
                            assertThat(pet.getOwner().getId()).isEqualTo(owner.getId());
                        },
                        pet -> {
                            assertThat(pet.getId()).isEqualTo(sly.getId());
                            assertThat(pet.getOwner()).isNull();
                        });
        assertThat(pets.findPetTypes()).extracting(PetType::getId).contains(hamster.getId());
    }

    @Test
    void petTypesAreFoundByIdAndNameAndDeletedWithTheirPets() {
        PetType snake = newPetType("snake (pets)");
        Pet monty = newPet(null, "Monty", snake);
        snake.setName("python (pets)");
        petTypes.save(snake);

        assertThat(petTypes.findById(snake.getId()))
                .get()
                .extracting(PetType::getName)
                .isEqualTo("python (pets)");
        assertThat(petTypes.findByName("python (pets)"))
                .get()
                .extracting(PetType::getId)
                .isEqualTo(snake.getId());

        petTypes.delete(snake);
        assertThat(petTypes.findById(snake.getId())).isEmpty();
        assertThat(pets.findById(monty.getId())).isEmpty();
    }
}
