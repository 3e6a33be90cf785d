package dev.objectid.sample.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The switch and the URLs the tests derive from the environment. */
class TestDatabasesTest {

    @Test
    void everyDatabaseNamedInTheEnvironmentIsKnown() {
        assertThat(TestDatabases.requested()).as(TestDatabases.VARIABLE + ": unknown names")
                .isSubsetOf(TestDatabases.KNOWN);
    }

    @Test
    void readsACommaList() {
        assertThat(TestDatabases.parse(" PostgreSQL, mariadb ,")).containsExactly("postgresql", "mariadb");
        assertThat(TestDatabases.parse(null)).isEmpty();
    }

    @Test
    void givesEachTestClassItsOwnSchemaOrDatabase() {
        assertThat(PostgresqlDatabase.withSchema("jdbc:postgresql://127.0.0.1:5432/test", "s1"))
                .isEqualTo("jdbc:postgresql://127.0.0.1:5432/test?currentSchema=s1");
        assertThat(PostgresqlDatabase.withSchema("jdbc:postgresql://db:5432/app?ssl=true", "s1"))
                .isEqualTo("jdbc:postgresql://db:5432/app?ssl=true&currentSchema=s1");
        assertThat(MariadbDatabase.withDatabase("jdbc:mariadb://127.0.0.1:3306/test", "d1"))
                .isEqualTo("jdbc:mariadb://127.0.0.1:3306/d1");
        assertThat(MariadbDatabase.withDatabase("jdbc:mariadb://db/app?useSsl=true", "d1"))
                .isEqualTo("jdbc:mariadb://db/d1?useSsl=true");
        assertThat(MariadbDatabase.withDatabase("jdbc:mariadb://db", "d1")).isEqualTo("jdbc:mariadb://db/d1");
        assertThatIllegalArgumentException().isThrownBy(() -> MariadbDatabase.withDatabase("jdbc:mysql://db/x", "d1"))
                .withMessageContaining("jdbc:mysql://db/x");
    }

    @Test
    void aServerThatCannotBeReachedFailsSayingHowToStartIt() {
        // port 1 of this machine: nothing listens there, the connection is refused at once
        assertThatThrownBy(() -> new PostgresqlDatabase("jdbc:postgresql://127.0.0.1:1/test", "postgres", "").create())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("OBJECTID_TEST_DATABASES names postgresql, but PostgreSQL cannot be reached at "
                        + "jdbc:postgresql://127.0.0.1:1/test as user 'postgres'")
                .hasMessageContaining("Start it (for example: service postgresql start), or point "
                        + "OBJECTID_POSTGRESQL_URL, OBJECTID_POSTGRESQL_USER and OBJECTID_POSTGRESQL_PASSWORD at a "
                        + "running PostgreSQL server, or remove postgresql from OBJECTID_TEST_DATABASES.");
        assertThatThrownBy(() -> new MariadbDatabase("jdbc:mariadb://127.0.0.1:1/test", "root", "").create())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("MariaDB cannot be reached at jdbc:mariadb://127.0.0.1:1/test as user 'root'")
                .hasMessageContaining("service mariadb start");
    }
}
