package dev.objectid.it.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

/** The switch and the URLs the tests derive from the environment. */
class TestDatabasesTest {

    @Test
    void everyDatabaseNamedInTheEnvironmentIsKnown() {
        assertThat(TestDatabases.named()).as(TestDatabases.ENVIRONMENT)
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
        assertThatIllegalArgumentException().isThrownBy(() -> TestDatabases.named("postgresql,oracle"))
                .withMessage("OBJECTID_TEST_DATABASES=postgresql,oracle: 'oracle' is not a database server these"
                        + " tests know; use postgresql, mariadb, spider or several, comma-separated (H2 always runs)");
        assertThatIllegalArgumentException().isThrownBy(() -> TestDatabases.named("h2"))
                .withMessageContaining("'h2' is not a database server");
        assertThatIllegalArgumentException().isThrownBy(() -> TestDatabases.create("oracle"))
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

    @Test
    void aMariadbUrlOfAnotherFormIsAnErrorSayingWhatIsAccepted() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ServerTestDatabase.withDatabase("jdbc:mysql://db/x", "d1"))
                .withMessage("OBJECTID_MARIADB_URL: jdbc:mysql://db/x is not jdbc:mariadb://HOST[:PORT]/DATABASE");
    }
}
