package dev.objectid.sample;

import dev.objectid.sample.db.H2Database;
import dev.objectid.sample.db.TestDatabaseExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The REST API on embedded H2 (always runs). */
class H2ApiTest extends ApiContract {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension(new H2Database());

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", () -> DATABASE.database().url());
    }
}
