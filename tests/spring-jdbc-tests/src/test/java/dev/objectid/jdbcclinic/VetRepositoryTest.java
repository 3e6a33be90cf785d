package dev.objectid.jdbcclinic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.jdbcclinic.model.Specialty;
import dev.objectid.jdbcclinic.model.Vet;
import dev.objectid.jdbcclinic.model.VetId;
import dev.objectid.jdbcclinic.repository.SpecialtyRepository;
import dev.objectid.jdbcclinic.repository.VetRepository;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Vets and their specialties: the {@code JdbcTemplate} bean with positional ids ({@code query} with a
 * {@code SingleColumnRowMapper}, {@code queryForList(sql, SpecialtyId.class, vetId)}, {@code batchUpdate} of
 * {@code Object[]} rows), {@code BeanPropertySqlParameterSource}, and the specialties' {@code JdbcClient}.
 */
class VetRepositoryTest extends ClinicTest {

    @Autowired
    VetRepository vets;

    @Autowired
    SpecialtyRepository specialties;

    @Test
    void aVetsSpecialtiesAreWrittenInOneBatchAndReadByTheirIds() {
        Specialty radiology = newSpecialty("radiology (vets)");
        Specialty surgery = newSpecialty("surgery (vets)");
        Specialty dentistry = newSpecialty("dentistry (vets)");
        Vet vet = new Vet();
        vet.setFirstName("Linda");
        vet.setLastName("Douglas");
        vet.addSpecialty(surgery);
        vet.addSpecialty(radiology);

        vets.save(vet);

        assertThat(Stored.bytes("SELECT id FROM vets WHERE last_name = ?", "Douglas"))
                .containsExactly(vet.getId().toByteArray());
        assertThat(Stored.bytes(
                        "SELECT specialty_id FROM vet_specialties WHERE vet_id = ?",
                        vet.getId().toByteArray()))
                .containsExactlyInAnyOrder(
                        radiology.getId().toByteArray(), surgery.getId().toByteArray());
        assertThat(vets.findById(vet.getId()))
                .get()
                .satisfies(found -> assertThat(found.getSpecialties())
                        .extracting(Specialty::getId)
                        .containsExactly(radiology.getId(), surgery.getId()));

        vet.clearSpecialties();
        vet.addSpecialty(dentistry);
        vet.setFirstName("Lynda");
        vets.save(vet);

        assertThat(vets.findAll())
                .filteredOn(found -> found.getId().equals(vet.getId()))
                .singleElement()
                .satisfies(found -> {
                    assertThat(found.getFirstName()).isEqualTo("Lynda");
                    assertThat(found.getSpecialties())
                            .extracting(Specialty::getId)
                            .containsExactly(dentistry.getId());
                });
        vets.delete(vet);
        assertThat(vets.findById(vet.getId())).isEmpty();
        assertThat(vets.findById(VetId.generate())).isEmpty();
    }

    @Test
    void aVetWithoutSpecialtiesHasNoRowsInTheJoinTable() {
        Vet vet = new Vet();
        vet.setFirstName("James");
        vet.setLastName("Carter");

        vets.save(vet);

        assertThat(Stored.bytes(
                        "SELECT specialty_id FROM vet_specialties WHERE vet_id = ?",
                        vet.getId().toByteArray()))
                .isEmpty();
        assertThat(vets.findById(vet.getId()))
                .get()
                .extracting(Vet::getSpecialties)
                .asList()
                .isEmpty();
    }

    private Specialty newSpecialty(String name) {
        Specialty specialty = new Specialty();
        specialty.setName(name);
        specialties.save(specialty);
        return specialty;
    }
}
