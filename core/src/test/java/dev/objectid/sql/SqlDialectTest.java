package dev.objectid.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What each dialect writes. That the servers read it as meant, under every setting, is tested on PostgreSQL and
 * MariaDB by the integration tests ({@code ServerSettingsTest}, {@code SqlFunctionsTest}).
 */
class SqlDialectTest {

    /** Bytes that a string literal could read otherwise: backslash, quotes, backtick, NUL, 0xff. */
    private static final ObjectId AWKWARD = ObjectId.fromBytes(HexFormat.of().parseHex("5c27226000ff5c7830785c5c"));

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "POSTGRESQL | decode('5c27226000ff5c7830785c5c', 'hex')",
                "MARIADB    | X'5c27226000ff5c7830785c5c'",
                "MYSQL      | X'5c27226000ff5c7830785c5c'",
                "H2         | X'5c27226000ff5c7830785c5c'",
                "SQLSERVER  | 0x5c27226000ff5c7830785c5c",
                "ORACLE     | HEXTORAW('5c27226000ff5c7830785c5c')",
            })
    void literalsSpellTheBytesInHexDigits(SqlDialect dialect, String literal) {
        assertThat(dialect.literal(AWKWARD)).isEqualTo(literal);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "POSTGRESQL | bytea",
                "MARIADB    | binary(12)",
                "MYSQL      | binary(12)",
                "H2         | binary(12)",
                "SQLSERVER  | binary(12)",
                "ORACLE     | raw(12)",
            })
    void idColumnTypes(SqlDialect dialect, String type) {
        assertThat(dialect.idColumnType()).isEqualTo(type);
    }

    @ParameterizedTest
    @EnumSource(SqlDialect.class)
    void noLiteralHoldsABackslashOrADoubleQuoteWhateverTheBytes(SqlDialect dialect) {
        Random random = new Random(dialect.ordinal());
        for (int i = 0; i < 1000; i++) {
            byte[] bytes = new byte[ObjectId.BYTES];
            random.nextBytes(bytes);
            ObjectId id = ObjectId.fromBytes(bytes);

            assertThat(dialect.literal(id)).doesNotContain("\\", "\"", "`").contains(id.toHexString());
        }
    }

    @Test
    void identifiersAreQuotedSoThatReservedWordsWork() {
        assertThat(SqlDialect.POSTGRESQL.identifier("order")).isEqualTo("\"order\"");
        assertThat(SqlDialect.POSTGRESQL.identifier("Shop.User"))
                .as("the case PostgreSQL folds unquoted names to")
                .isEqualTo("\"shop\".\"user\"");
        assertThat(SqlDialect.MARIADB.identifier("Shop.group")).isEqualTo("`Shop`.`group`");
        assertThat(SqlDialect.MYSQL.identifier("_t1")).isEqualTo("`_t1`");
    }

    @Test
    void identifiersThatAreNotPlainAreRefused() {
        for (String name :
                new String[] {"or-der", "1st", "a.b.c", "a.", ".a", "", "ord\"er", "ord`er", "täble", "a b", null}) {
            assertThatIllegalArgumentException()
                    .as(name)
                    .isThrownBy(() -> SqlDialect.MARIADB.identifier(name))
                    .withMessage("'" + name + "' is not a plain SQL identifier: letters, digits and _, not starting"
                            + " with a digit, optionally qualified as schema.name");
        }
        assertThatThrownBy(() -> SqlDialect.H2.identifier("orders"))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("objectid-core has no DDL for h2; it has for postgresql, mariadb, mysql");
    }

    @Test
    void eachDialectWithFunctionsHasAScriptCreatingThem() {
        for (SqlDialect dialect : new SqlDialect[] {SqlDialect.POSTGRESQL, SqlDialect.MARIADB, SqlDialect.MYSQL}) {
            String script = dialect.functionsScript();
            for (String function : new String[] {
                "objectid_timestamp", "objectid_min_for", "objectid_generate_for", "objectid_from_hex", "objectid_hex"
            }) {
                assertThat(script).as("%s: %s", dialect, function).containsIgnoringCase("function " + function + "(");
            }
            assertThat(script).as("no string whose meaning a setting changes").doesNotContain("\\", "\"");
        }
        assertThat(SqlDialect.POSTGRESQL.functionsScript()).contains("immutable parallel safe");
        assertThat(SqlDialect.MARIADB.functionsScript())
                .contains("DETERMINISTIC")
                .isEqualTo(SqlDialect.MYSQL.functionsScript());
    }

    @Test
    void functionResourcesAreNamedAsFlywayRepeatableMigrations() {
        assertThat(SqlDialect.POSTGRESQL.functionsResource())
                .isEqualTo("dev/objectid/sql/postgresql/R__objectid_functions.sql");
        assertThat(SqlDialect.MYSQL.functionsResource())
                .isEqualTo("dev/objectid/sql/mariadb/R__objectid_functions.sql");
        for (SqlDialect dialect : new SqlDialect[] {SqlDialect.H2, SqlDialect.SQLSERVER, SqlDialect.ORACLE}) {
            assertThatThrownBy(dialect::functionsScript)
                    .isInstanceOf(UnsupportedOperationException.class)
                    .hasMessage("objectid-core has no SQL functions for " + dialect.key()
                            + "; it has for postgresql, mariadb, mysql");
        }
    }

    @Test
    void dialectsByName() {
        assertThat(SqlDialect.named("PostgreSQL")).isEqualTo(SqlDialect.POSTGRESQL);
        assertThat(SqlDialect.named("sqlserver")).isEqualTo(SqlDialect.SQLSERVER);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> SqlDialect.named("db2"))
                .withMessage("unknown SQL dialect 'db2'; accepted: postgresql, mariadb, mysql, h2, sqlserver, oracle");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> SqlDialect.named(null))
                .withMessage("unknown SQL dialect 'null'; accepted: postgresql, mariadb, mysql, h2, sqlserver, oracle");
    }
}
