package dev.objectid.it.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A test class with a database of its own: here H2, which always runs. */
class TestDatabaseExtensionTest {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension("h2");

    @Test
    void theClassHasItsDatabaseOnceItHasStarted() throws SQLException {
        TestDatabase database = DATABASE.database();

        assertThat(database.name()).isEqualTo("h2");
        assertThat(DATABASE.database()).isSameAs(database);
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("create table extension_test (id int)");
        }
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("select count(*) from extension_test")) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getInt(1)).isZero();
        }
    }

    @Test
    void askingForTheDatabaseBeforeTheClassStartedIsAnErrorSayingWhen() {
        assertThatIllegalStateException()
                .isThrownBy(() -> new TestDatabaseExtension("postgresql").database())
                .withMessageStartingWith("the postgresql database of a test class exists once the class has started");
    }

    @Test
    void aServerRunsOnlyWhenTheEnvironmentNamesIt() {
        for (String server : new String[] {"postgresql", "mariadb"}) {
            ConditionEvaluationResult result = new TestDatabaseExtension(server).evaluateExecutionCondition(null);

            assertThat(result.isDisabled())
                    .as(server)
                    .isEqualTo(!TestDatabases.named().contains(server));
            if (result.isDisabled()) {
                assertThat(result.getReason())
                        .hasValue(
                                "OBJECTID_TEST_DATABASES does not name " + server
                                        + "; set OBJECTID_TEST_DATABASES=postgresql,mariadb to run these tests on those servers too");
            }
        }
        assertThat(new TestDatabaseExtension("h2")
                        .evaluateExecutionCondition(null)
                        .isDisabled())
                .isFalse();
    }

    @Test
    void anUnknownDatabaseIsAnErrorListingTheKnownOnes() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new TestDatabaseExtension("sqlite"))
                .withMessage("'sqlite' is not a database these tests know; known: [h2, mariadb, postgresql]");
    }
}
