package dev.objectid.it.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The switch and the URLs the tests derive from the environment. */
class TestDatabasesTest {

    @Test
    void everyDatabaseNamedInTheEnvironmentIsKnown() {
        assertThat(TestDatabases.named())
                .as(TestDatabases.ENVIRONMENT)
                .isSubsetOf("postgresql", "mariadb", TestDatabases.SPIDER);
    }

    @Test
    void readsACommaList() {
        assertThat(TestDatabases.named(" PostgreSQL, mariadb ,")).containsExactly("mariadb", "postgresql");
        assertThat(TestDatabases.named("spider")).containsExactly(TestDatabases.SPIDER);
        assertThat(TestDatabases.named(null)).isEmpty();
        assertThat(TestDatabases.named(" ")).isEmpty();
    }

    @Test
    void aNameNoServerHasIsAnErrorListingTheKnownOnes() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TestDatabases.named("postgresql,oracle"))
                .withMessage("OBJECTID_TEST_DATABASES=postgresql,oracle: 'oracle' is not a database server these"
                        + " tests know; use postgresql, mariadb, spider or several, comma-separated (H2 always runs)");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TestDatabases.named("h2"))
                .withMessageContaining("'h2' is not a database server");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TestDatabases.create("oracle"))
                .withMessage("'oracle' is not a database these tests know; known: [h2, mariadb, postgresql]");
    }

    @Test
    void h2AlwaysRuns() {
        assertThat(TestDatabases.enabled("h2")).isTrue();
        assertThat(TestDatabases.enabled(" H2 ")).isTrue();
        assertThat(TestDatabases.create("h2").name()).isEqualTo("h2");
    }

    @Test
    void givesEachRunItsOwnSchemaOrDatabase() {
        assertThat(ServerTestDatabase.withParameter("jdbc:postgresql://127.0.0.1:5432/test", "currentSchema=s1"))
                .isEqualTo("jdbc:postgresql://127.0.0.1:5432/test?currentSchema=s1");
        assertThat(ServerTestDatabase.withParameter("jdbc:postgresql://db:5432/app?ssl=true", "currentSchema=s1"))
                .isEqualTo("jdbc:postgresql://db:5432/app?ssl=true&currentSchema=s1");
        assertThat(ServerTestDatabase.withDatabase("jdbc:mariadb://127.0.0.1:3306/test", "d1"))
                .isEqualTo("jdbc:mariadb://127.0.0.1:3306/d1");
        assertThat(ServerTestDatabase.withDatabase("jdbc:mariadb://db/app?useSsl=true", "d1"))
                .isEqualTo("jdbc:mariadb://db/d1?useSsl=true");
        assertThat(ServerTestDatabase.withDatabase("jdbc:mariadb://db", "d1")).isEqualTo("jdbc:mariadb://db/d1");
    }

    @ParameterizedTest
    @EnumSource(DatabaseServer.class)
    void aServerNamedByItsUrlGivesADatabaseOfItsOwn(DatabaseServer server) throws SQLException {
        assumeTrue(TestDatabases.named().contains(server.key()), "OBJECTID_TEST_DATABASES does not name " + server);
        TestDatabase database = TestDatabases.onServer(server.url(), server.user(), server.password());

        assertThat(database.name()).isEqualTo(server.key());
        assertThat(database.url()).contains("objectid_it_");
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("create table own_database (id int)");
            try (ResultSet rows = statement.executeQuery("select count(*) from own_database")) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getInt(1)).isZero();
            }
        }
    }

    @Test
    void aServerNamedByItsUrlThatCannotBeReachedIsAnErrorNamingTheUrl() {
        assertThatIllegalStateException()
                .isThrownBy(() ->
                        TestDatabases.onServer("jdbc:postgresql://127.0.0.1:1/test?connectTimeout=2", "postgres", ""))
                .withMessageStartingWith("Could not create objectid_it_")
                .withMessageContaining(" on jdbc:postgresql://127.0.0.1:1/test?connectTimeout=2: ");
    }

    @Test
    void aUrlOfAnotherServerIsAnErrorSayingWhichAreAccepted() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TestDatabases.onServer("jdbc:h2:mem:x", "sa", ""))
                .withMessage("jdbc:h2:mem:x is neither a PostgreSQL (jdbc:postgresql://...) nor a MariaDB"
                        + " (jdbc:mariadb://...) server's URL");
    }

    @Test
    void aMariadbUrlOfAnotherFormIsAnErrorSayingWhatIsAccepted() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ServerTestDatabase.withDatabase("jdbc:mysql://db/x", "d1"))
                .withMessage("OBJECTID_MARIADB_URL: jdbc:mysql://db/x is not jdbc:mariadb://HOST[:PORT]/DATABASE");
    }
}
