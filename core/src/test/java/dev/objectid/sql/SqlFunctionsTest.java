package dev.objectid.sql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The scripts are in the jar; what they do is tested on PostgreSQL and MariaDB by the integration tests. */
class SqlFunctionsTest {

    @Test
    void eachDialectHasAScriptCreatingTheFourFunctions() {
        for (SqlDialect dialect : SqlDialect.values()) {
            String script = SqlFunctions.script(dialect);
            for (String function : new String[] {"objectid_timestamp", "objectid_min_for", "objectid_from_hex",
                "objectid_hex"}) {
                assertThat(script).as("%s: %s", dialect, function).containsIgnoringCase("function " + function + "(");
            }
        }
        assertThat(SqlFunctions.script(SqlDialect.POSTGRESQL)).contains("immutable parallel safe");
        assertThat(SqlFunctions.script(SqlDialect.MARIADB)).contains("DETERMINISTIC")
                .isEqualTo(SqlFunctions.script(SqlDialect.MYSQL));
    }

    @Test
    void resourcesAreNamedAsFlywayRepeatableMigrations() {
        assertThat(SqlFunctions.resource(SqlDialect.POSTGRESQL))
                .isEqualTo("dev/objectid/sql/postgresql/R__objectid_functions.sql");
        assertThat(SqlFunctions.resource(SqlDialect.MYSQL))
                .isEqualTo("dev/objectid/sql/mariadb/R__objectid_functions.sql");
    }
}
