package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.tool.schema.spi.SchemaManagementToolCoordinator;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The DDL Hibernate generates for ObjectId ids, foreign keys, attributes and collections on each common database,
 * offline (no connection), against golden files in {@code src/test/resources/ddl/}. The same files are shown in
 * docs/databases.md, and the sharding recipes of docs/scaling.md are Hibernate's DDL with one stated change.
 * Run with {@code -Dobjectid.writeGoldens=true} to rewrite them after a deliberate change.
 */
class SchemaDdlTest {

    @TempDir
    Path temp;

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "h2,         org.hibernate.dialect.H2Dialect,         2, 4",
        "postgresql, org.hibernate.dialect.PostgreSQLDialect, 15, 0",
        "mysql,      org.hibernate.dialect.MySQLDialect,      8, 4",
        "mariadb,    org.hibernate.dialect.MariaDBDialect,    10, 11",
        "sqlserver,  org.hibernate.dialect.SQLServerDialect,  16, 0",
        "oracle,     org.hibernate.dialect.OracleDialect,     23, 0",
        "cockroachdb, org.hibernate.dialect.CockroachDialect, 24, 1",
    })
    void ddlMatchesTheGolden(String database, String dialect, int major, int minor) throws IOException {
        String ddl = createDdl(
                dialect,
                major,
                minor,
                Customer.class,
                PurchaseOrder.class,
                HexKeyed.class,
                BytesKeyed.class,
                Ticket.class);

        assertGolden("ddl/" + database + ".sql", ddl);
    }

    /**
     * A table sharded on its ObjectId, in the distributed databases of docs/scaling.md: the DDL Hibernate writes with
     * the database's dialect (CockroachDB has its own; YugabyteDB and Citus speak PostgreSQL), and one change.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("shardingRecipes")
    void shardingRecipesAreHibernatesDdlWithOneChange(
            String database, String dialect, int major, UnaryOperator<String> change) throws IOException {
        String ddl = createDdl(dialect, major, 0, Customer.class);
        String recipe = change.apply(ddl);
        assertThat(recipe).as("one change").isNotEqualTo(ddl);

        assertGolden("ddl/sharding-" + database + ".sql", recipe);
    }

    static Stream<Arguments> shardingRecipes() {
        return Stream.of(
                // a hash-sharded primary key: the index is spread over buckets by a hash of the id
                Arguments.of("cockroachdb", "org.hibernate.dialect.CockroachDialect", 24, (UnaryOperator<String>)
                        ddl -> replaceOnce(ddl, "primary key (id)", "primary key (id) using hash")),
                // YSQL hash-shards the first key column by default; said explicitly
                Arguments.of("yugabytedb", "org.hibernate.dialect.PostgreSQLDialect", 11, (UnaryOperator<String>)
                        ddl -> replaceOnce(ddl, "primary key (id)", "primary key (id hash)")),
                // the id as the distribution column
                Arguments.of("citus", "org.hibernate.dialect.PostgreSQLDialect", 15, (UnaryOperator<String>)
                        ddl -> ddl + "\nselect create_distributed_table('Customer', 'id');\n"));
    }

    private static String replaceOnce(String text, String from, String to) {
        assertThat(text).containsOnlyOnce(from);
        return text.replace(from, to);
    }

    private static void assertGolden(String golden, String ddl) throws IOException {
        if (Boolean.getBoolean("objectid.writeGoldens")) {
            Path file = Path.of("src/test/resources", golden);
            Files.createDirectories(file.getParent());
            Files.writeString(file, ddl);
        }
        assertThat(ddl).isEqualTo(SqlScripts.read(golden));
    }

    private String createDdl(String dialect, int major, int minor, Class<?>... entities) throws IOException {
        Path script = temp.resolve("create.sql");
        Map<String, Object> settings = new HashMap<>(Map.of(
                "hibernate.dialect",
                dialect,
                "hibernate.boot.allow_jdbc_metadata_access",
                "false",
                "jakarta.persistence.database-major-version",
                major,
                "jakarta.persistence.database-minor-version",
                minor,
                "jakarta.persistence.schema-generation.scripts.action",
                "create",
                "jakarta.persistence.schema-generation.scripts.create-target",
                script.toString(),
                "hibernate.format_sql",
                "true",
                "hibernate.hbm2ddl.delimiter",
                ";"));
        StandardServiceRegistry registry =
                new StandardServiceRegistryBuilder().applySettings(settings).build();
        try {
            MetadataSources sources = new MetadataSources(registry);
            for (Class<?> entity : entities) {
                sources.addAnnotatedClass(entity);
            }
            Metadata metadata = sources.buildMetadata();
            SchemaManagementToolCoordinator.process(metadata, registry, settings, dropAction -> {});
            return Files.readString(script).replace("\r\n", "\n").strip() + "\n";
        } finally {
            StandardServiceRegistryBuilder.destroy(registry);
        }
    }
}
