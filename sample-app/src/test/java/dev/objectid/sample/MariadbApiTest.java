package dev.objectid.sample;

import dev.objectid.it.db.TestDatabaseExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The REST API on MariaDB (when OBJECTID_TEST_DATABASES names mariadb). */
@ActiveProfiles("mariadb") // user and password: application-mariadb.properties and its environment variables
class MariadbApiTest extends ApiContract {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension("mariadb");

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", () -> DATABASE.database().url());
    }
}
