package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.tool.schema.spi.SchemaManagementToolCoordinator;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The DDL Hibernate generates for ObjectId ids, foreign keys, attributes and collections on each common database,
 * offline (no connection), against golden files in {@code src/test/resources/ddl/}. The same files are shown in
 * docs/mapping-and-ddl.md. Run with {@code -Dobjectid.writeGoldens=true} to rewrite them after a deliberate change.
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
        String ddl = createDdl(dialect, major, minor);

        String golden = "ddl/" + database + ".sql";
        if (Boolean.getBoolean("objectid.writeGoldens")) {
            Path file = Path.of("src/test/resources", golden);
            Files.createDirectories(file.getParent());
            Files.writeString(file, ddl);
        }
        assertThat(ddl).isEqualTo(SqlScripts.read(golden));
    }

    private String createDdl(String dialect, int major, int minor) throws IOException {
        Path script = temp.resolve("create.sql");
        Map<String, Object> settings = new HashMap<>(Map.of(
                "hibernate.dialect", dialect,
                "hibernate.boot.allow_jdbc_metadata_access", "false",
                "jakarta.persistence.database-major-version", major,
                "jakarta.persistence.database-minor-version", minor,
                "jakarta.persistence.schema-generation.scripts.action", "create",
                "jakarta.persistence.schema-generation.scripts.create-target", script.toString(),
                "hibernate.format_sql", "true",
                "hibernate.hbm2ddl.delimiter", ";"));
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder().applySettings(settings).build();
        try {
            Metadata metadata = new MetadataSources(registry)
                    .addAnnotatedClass(Customer.class)
                    .addAnnotatedClass(PurchaseOrder.class)
                    .addAnnotatedClass(HexKeyed.class)
                    .addAnnotatedClass(BytesKeyed.class)
                    .addAnnotatedClass(Ticket.class)
                    .buildMetadata();
            SchemaManagementToolCoordinator.process(metadata, registry, settings, dropAction -> { });
            return Files.readString(script).replace("\r\n", "\n").strip() + "\n";
        } finally {
            StandardServiceRegistryBuilder.destroy(registry);
        }
    }
}
