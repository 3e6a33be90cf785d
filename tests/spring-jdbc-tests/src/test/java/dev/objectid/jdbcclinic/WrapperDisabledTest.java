package dev.objectid.jdbcclinic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.objectid.jdbcclinic.model.Owner;
import dev.objectid.jdbcclinic.repository.OwnerRepository;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.dao.EmptyResultDataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The same application with {@code objectid.jdbc.enabled=false}, on the same database: its {@code DataSource} bean is
 * the pool itself, so an id given to {@code JdbcTemplate} reaches the driver's {@code setObject}. That fails loudly —
 * on H2 with a message that names the id and the fix, on PostgreSQL and MariaDB with the driver's error — and never
 * answers wrongly: nothing is stored, no query reports that no row matched, the tables are as they were.
 */
class WrapperDisabledTest extends ClinicTest {

    private static ConfigurableApplicationContext withoutWrapper;

    @BeforeAll
    static void startWithoutTheWrapper() {
        withoutWrapper = new SpringApplicationBuilder(PetClinicApplication.class)
                .web(WebApplicationType.NONE)
                .run(
                        "--objectid.jdbc.enabled=false",
                        "--spring.datasource.url=" + DATABASE.url(),
                        "--spring.datasource.username=" + DATABASE.user(),
                        "--spring.datasource.password=" + DATABASE.password(),
                        "--spring.sql.init.platform=" + DATABASE.name());
    }

    @AfterAll
    static void stop() {
        withoutWrapper.close();
    }

    @Test
    void theDataSourceBeanIsThePool() {
        assertThat(withoutWrapper.getBean(DataSource.class)).isInstanceOf(HikariDataSource.class);
    }

    @Test
    void anInsertFailsAndStoresNothing() {
        OwnerRepository plainOwners = withoutWrapper.getBean(OwnerRepository.class);
        long before = Stored.count("owners");
        Owner owner = new Owner();
        owner.setFirstName("Never");
        owner.setLastName("Stored");

        assertThatThrownBy(() -> plainOwners.save(owner)).satisfies(refusalOf(owner.getId()));

        assertThat(Stored.count("owners")).isEqualTo(before);
        assertThat(Stored.bytes(
                        "SELECT id FROM owners WHERE id = ?", owner.getId().toByteArray()))
                .isEmpty();
    }

    @Test
    void aQueryOrUpdateByIdFailsRatherThanMatchingNothing() {
        Owner owner = newOwner("Still", "There");
        JdbcTemplate plainJdbc = withoutWrapper.getBean(JdbcTemplate.class);
        OwnerRepository plainOwners = withoutWrapper.getBean(OwnerRepository.class);

        assertThatThrownBy(() -> plainOwners.findById(owner.getId()))
                .isNotInstanceOf(EmptyResultDataAccessException.class)
                .satisfies(refusalOf(owner.getId()));
        assertThatThrownBy(() ->
                        plainJdbc.queryForObject("SELECT COUNT(*) FROM owners WHERE id = ?", Long.class, owner.getId()))
                .satisfies(refusalOf(owner.getId()));
        assertThatThrownBy(() -> plainJdbc.update(
                        "UPDATE owners SET city = ? WHERE id = ?",
                        "Nowhere",
                        owner.getId().toObjectId()))
                .satisfies(refusalOf(owner.getId().toObjectId()));

        assertThat(Stored.strings(
                        "SELECT city FROM owners WHERE id = ?", owner.getId().toByteArray()))
                .containsExactly("Madison");
        assertThat(owners.findById(owner.getId()))
                .as("through the wrapper, as before")
                .isPresent();
    }

    /**
     * How the database's driver refuses the id it was given: on H2, whose driver would store it serialized, ObjectId's
     * own refusal names the id and ObjectIdDataSource; PostgreSQL's and MariaDB's drivers name its class.
     */
    private static Consumer<Throwable> refusalOf(Object id) {
        return thrown -> {
            String messages = messages(thrown);
            if (DATABASE.name().equals("h2")) {
                assertThat(messages)
                        .contains("ObjectId " + id + " was given to a JDBC driver's setObject")
                        .contains("ObjectIdDataSource");
            } else {
                assertThat(messages).contains(id.getClass().getName());
            }
        };
    }

    /** The messages of {@code thrown} and its causes, one a line. */
    private static String messages(Throwable thrown) {
        StringBuilder messages = new StringBuilder();
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            messages.append(t).append('\n');
        }
        return messages.toString();
    }
}
