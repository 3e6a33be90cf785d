package dev.objectid.sample;

import dev.objectid.it.db.TestDatabaseExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The REST API on embedded H2 (always runs). */
class H2ApiTest extends ApiContract {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension("h2");

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", () -> DATABASE.database().url());
    }
}
