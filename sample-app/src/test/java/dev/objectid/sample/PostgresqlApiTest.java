package dev.objectid.sample;

import dev.objectid.it.db.TestDatabaseExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The REST API on PostgreSQL (when OBJECTID_TEST_DATABASES names postgresql). */
@ActiveProfiles("postgresql") // user and password: application-postgresql.properties and its environment variables
class PostgresqlApiTest extends ApiContract {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension("postgresql");

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", () -> DATABASE.database().url());
    }
}
