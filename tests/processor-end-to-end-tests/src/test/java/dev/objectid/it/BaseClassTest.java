package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.clinic.Owner;
import dev.objectid.it.clinic.OwnerCreatedSpecifications;
import dev.objectid.it.clinic.OwnerId;
import dev.objectid.it.clinic.OwnerRepository;
import dev.objectid.it.clinic.Pet;
import dev.objectid.it.clinic.PetId;
import dev.objectid.it.clinic.PetRepository;
import dev.objectid.it.clinic.Specialty;
import dev.objectid.it.clinic.SpecialtyRepository;
import dev.objectid.it.clinic.Vet;
import dev.objectid.it.clinic.VetId;
import dev.objectid.it.clinic.VetRepository;
import dev.objectid.it.clinic.Visit;
import dev.objectid.it.clinic.VisitRepository;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.data.domain.PageRequest;

/**
 * Entities whose id is declared once, in a generic {@code @MappedSuperclass} three levels up
 * ({@code BaseEntity<ID>} → {@code NamedEntity} → {@code Person} → {@code Owner extends Person<OwnerId>}), or in a
 * base class with a plain ObjectId: generated ids, foreign keys, repositories and each entity's time-range helpers.
 */
class BaseClassTest {

    private static final Instant T = Instant.parse("2024-05-01T12:00:00Z");

    private final OwnerRepository owners = ShopContext.bean(OwnerRepository.class);
    private final PetRepository pets = ShopContext.bean(PetRepository.class);
    private final VetRepository vets = ShopContext.bean(VetRepository.class);
    private final VisitRepository visits = ShopContext.bean(VisitRepository.class);
    private final SpecialtyRepository specialties = ShopContext.bean(SpecialtyRepository.class);

    @BeforeEach
    void emptyTables() {
        visits.deleteAllInBatch();
        pets.deleteAllInBatch();
        owners.deleteAllInBatch();
        vets.deleteAllInBatch();
        specialties.deleteAllInBatch();
    }

    @Test
    void eachEntityGetsAGeneratedIdOfTheTypeItsExtendsClauseNames() {
        Instant before = Instant.now().minusSeconds(1);

        // tag::usage[]
        Owner george = owners.save(new Owner("George", "Madison"));
        Pet leo = pets.save(new Pet("Leo", george));
        OwnerId ownerId = george.getId(); // declared once, as ID id in BaseEntity<ID>
        PetId petId = leo.getId();
        // end::usage[]
        Vet helen = vets.save(new Vet("Helen"));
        Visit visit = visits.save(new Visit(leo, helen, "rabies shot"));
        Specialty surgery = specialties.save(new Specialty("surgery"));

        assertThat(ownerId).isInstanceOf(OwnerId.class);
        assertThat(petId).isInstanceOf(PetId.class);
        assertThat(helen.getId()).isInstanceOf(VetId.class);
        assertThat(visit.getId()).isInstanceOf(ObjectId.class);
        assertThat(surgery.getId()).isInstanceOf(ObjectId.class);
        assertThat(ownerId.timestamp()).isBetween(before, Instant.now().plusSeconds(1));
        assertThat(owners.findById(ownerId)).map(Owner::getCity).contains("Madison");
        assertThat(vets.findById(helen.getId())).map(Vet::getName).contains("Helen");
        assertThat(specialties.findById(surgery.getId()))
                .map(Specialty::getName)
                .contains("surgery");
    }

    @Test
    void foreignKeysToEntitiesWithInheritedIdsLoadTheReferencedRows() {
        Owner george = owners.save(new Owner("George", "Madison"));
        Pet leo = pets.save(new Pet("Leo", george));
        Vet helen = vets.save(new Vet("Helen"));
        ObjectId visitId = visits.save(new Visit(leo, helen, "rabies shot")).getId();

        List<String> loaded = ShopContext.inTransaction(entityManager -> {
            Visit visit = entityManager.find(Visit.class, visitId);
            return List.of(
                    visit.getPet().getName(),
                    visit.getPet().getOwner().getName(),
                    visit.getVet().getName());
        });
        List<String> petsOfGeorge = ShopContext.inTransaction(entityManager -> entityManager
                .createQuery("select p.name from Pet p where p.owner.id = :owner", String.class)
                .setParameter("owner", george.getId())
                .getResultList());

        assertThat(loaded).containsExactly("Leo", "George", "Helen");
        assertThat(petsOfGeorge).containsExactly("Leo");
    }

    @Test
    void theTimeRangeHelpersOfEachEntityTakeItsOwnIdType() {
        for (int second = 0; second < 4; second++) {
            Owner owner = new Owner("owner " + second, "Madison");
            owner.setId(OwnerId.of(ObjectId.generate(T.plusSeconds(second))));
            owners.save(owner);
            Specialty specialty = new Specialty("specialty " + second);
            specialty.setId(ObjectId.generate(T.plusSeconds(second)));
            specialties.save(specialty);
        }

        assertThat(owners.findAllCreatedBetween(T.plusSeconds(1), T.plusSeconds(3)))
                .extracting(Owner::getName)
                .containsExactly("owner 1", "owner 2");
        assertThat(owners.findAll(OwnerCreatedSpecifications.createdBefore(T.plusSeconds(1))))
                .extracting(Owner::getName)
                .containsExactly("owner 0");
        assertThat(owners.findAllCreatedSince(T.plusSeconds(2), PageRequest.of(0, 1))
                        .getTotalElements())
                .isEqualTo(2);
        assertThat(specialties.countCreatedSince(T.plusSeconds(3))).isEqualTo(1);
        assertThat(specialties.findAllCreatedBetween(T, T.plusSeconds(2)))
                .extracting(Specialty::getName)
                .containsExactly("specialty 0", "specialty 1");
        assertThat(pets.countCreatedSince(T)).isZero();
    }

    /** Every id and foreign key column is 12 bytes of binary, whichever level of base class declares the id. */
    @ParameterizedTest(name = "{0}.{1}")
    @CsvSource({
        "Owner, id",
        "Vet, id",
        "Pet, id",
        "Pet, owner_id",
        "Visit, id",
        "Visit, pet_id",
        "Visit, vet_id",
        "Specialty, id",
    })
    void everyIdColumnIsBinary12(String table, String column) throws SQLException {
        ObjectIdColumns.assertObjectIdColumn(ShopContext.database(), table, column);
    }
}
