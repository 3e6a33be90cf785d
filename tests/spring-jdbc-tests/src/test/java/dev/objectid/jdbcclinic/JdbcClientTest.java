package dev.objectid.jdbcclinic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.jdbcclinic.model.Owner;
import dev.objectid.jdbcclinic.model.OwnerId;
import dev.objectid.jdbcclinic.model.Specialty;
import dev.objectid.jdbcclinic.model.SpecialtyId;
import dev.objectid.jdbcclinic.repository.SpecialtyRepository;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.SingleColumnRowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * {@code JdbcClient}: the specialties' repository, built from the data source, binds ids by name and from the bean
 * ({@code paramSource}) and reads rows into the bean ({@code query(Specialty.class)}). One known limitation: a single
 * id column is read with {@code query(SingleColumnRowMapper.newInstance(ObjectId.class))}, not
 * {@code query(ObjectId.class)}, which takes ObjectId (or a typed id) for a row class: Spring's {@code JdbcClient} maps a
 * single column only to the types its {@code BeanUtils.isSimpleProperty} knows.
 */
class JdbcClientTest extends ClinicTest {

    @Autowired
    SpecialtyRepository specialties;

    @Autowired
    JdbcClient jdbcClient;

    @Test
    void specialtiesAreWrittenFromTheBeanAndReadIntoIt() {
        Specialty anaesthesia = new Specialty();
        anaesthesia.setName("anaesthesia (client)");
        specialties.save(anaesthesia);
        Specialty oncology = new Specialty();
        oncology.setName("oncology (client)");
        specialties.save(oncology);

        assertThat(Stored.bytes("SELECT id FROM specialties WHERE name = ?", "anaesthesia (client)"))
                .containsExactly(anaesthesia.getId().toByteArray());
        assertThat(specialties.findById(anaesthesia.getId()))
                .get()
                .extracting(Specialty::getName)
                .isEqualTo("anaesthesia (client)");
        assertThat(specialties.findSpecialtiesByNameIn(Set.of("anaesthesia (client)", "oncology (client)")))
                .extracting(Specialty::getId)
                .containsExactly(anaesthesia.getId(), oncology.getId());

        oncology.setName("oncology, renamed (client)");
        specialties.save(oncology);
        assertThat(Stored.strings(
                        "SELECT name FROM specialties WHERE id = ?",
                        oncology.getId().toByteArray()))
                .containsExactly("oncology, renamed (client)");

        specialties.delete(oncology);
        assertThat(specialties.findById(oncology.getId())).isEmpty();
        assertThat(specialties.findById(SpecialtyId.generate())).isEmpty();
    }

    @Test
    void aColumnOfIdsIsReadWithASingleColumnRowMapper() {
        Owner owner = newOwner("Ada", "Single");

        assertThat(jdbcClient
                        .sql("SELECT id FROM owners WHERE last_name = :name")
                        .param("name", "Single")
                        .query(SingleColumnRowMapper.newInstance(OwnerId.class))
                        .single())
                .isEqualTo(owner.getId());
        assertThat(jdbcClient
                        .sql("SELECT id FROM owners WHERE id = ?")
                        .param(owner.getId().toObjectId())
                        .query(SingleColumnRowMapper.newInstance(ObjectId.class))
                        .single())
                .isEqualTo(owner.getId().toObjectId());
    }

    @Test
    void aCollectionOfIdsBindsAsAnInList() {
        Owner first = newOwner("Ada", "InList");
        Owner second = newOwner("Grace", "InList");
        newOwner("Alan", "InList");

        assertThat(jdbcClient
                        .sql("SELECT first_name FROM owners WHERE id IN (:ids) ORDER BY id")
                        .param("ids", List.of(first.getId(), second.getId()))
                        .query(String.class)
                        .list())
                .containsExactly("Ada", "Grace");
    }

    @Test
    void queryOfAnIdClassTakesItForARowClassAndFails() {
        newOwner("Ada", "RowClass");
        JdbcClient.StatementSpec ownerIds =
                jdbcClient.sql("SELECT id FROM owners WHERE last_name = :name").param("name", "RowClass");

        assertThatThrownBy(() -> ownerIds.query(ObjectId.class).single())
                .hasMessageContaining("Cannot resolve parameter names for constructor");
        // a typed id's constructor takes its ObjectId as "value": the column Spring looks for
        assertThatThrownBy(() -> ownerIds.query(OwnerId.class).single())
                .isInstanceOf(DataAccessException.class)
                .rootCause()
                .message()
                .containsIgnoringCase("value");
    }
}
