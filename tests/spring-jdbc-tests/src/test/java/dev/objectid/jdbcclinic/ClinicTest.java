package dev.objectid.jdbcclinic;

import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.jdbcclinic.model.Owner;
import dev.objectid.jdbcclinic.model.Pet;
import dev.objectid.jdbcclinic.model.PetType;
import dev.objectid.jdbcclinic.model.Visit;
import dev.objectid.jdbcclinic.repository.OwnerRepository;
import dev.objectid.jdbcclinic.repository.PetRepository;
import dev.objectid.jdbcclinic.repository.PetTypeRepository;
import dev.objectid.jdbcclinic.repository.VisitRepository;
import java.time.LocalDate;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The application on this run's database (H2; PostgreSQL or MariaDB in the executions {@code OBJECTID_TEST_DATABASES}
 * adds), one database and one application context for every test class of the run. Tests keep to the rows they make.
 */
@SpringBootTest(classes = PetClinicApplication.class)
abstract class ClinicTest {

    /** This run's database, created once. */
    static final TestDatabase DATABASE = TestDatabases.create();

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", DATABASE::url);
        registry.add("spring.datasource.username", DATABASE::user);
        registry.add("spring.datasource.password", DATABASE::password);
        registry.add("spring.sql.init.platform", DATABASE::name);
    }

    @Autowired
    OwnerRepository owners;

    @Autowired
    PetRepository pets;

    @Autowired
    PetTypeRepository petTypes;

    @Autowired
    VisitRepository visits;

    /** A new owner, saved: its id made by the repository. */
    Owner newOwner(String firstName, String lastName) {
        Owner owner = new Owner();
        owner.setFirstName(firstName);
        owner.setLastName(lastName);
        owner.setAddress("110 W. Liberty St.");
        owner.setCity("Madison");
        owner.setTelephone("6085551023");
        owners.save(owner);
        return owner;
    }

    /** A new pet type, saved. */
    PetType newPetType(String name) {
        PetType type = new PetType();
        type.setName(name);
        petTypes.save(type);
        return type;
    }

    /** A new pet of {@code owner} (or of none), saved. */
    Pet newPet(Owner owner, String name, PetType type) {
        Pet pet = new Pet();
        pet.setName(name);
        pet.setBirthDate(LocalDate.of(2020, 9, 7));
        pet.setType(type);
        if (owner != null) {
            owner.addPet(pet);
        }
        pets.save(pet);
        return pet;
    }

    /** A new visit of {@code pet}, saved. */
    Visit newVisit(Pet pet, LocalDate date, String description) {
        Visit visit = visit(pet, date, description);
        visits.save(visit);
        return visit;
    }

    /** A visit of {@code pet}, not saved. */
    static Visit visit(Pet pet, LocalDate date, String description) {
        Visit visit = new Visit();
        visit.setDate(date);
        visit.setDescription(description);
        pet.addVisit(visit);
        return visit;
    }
}
