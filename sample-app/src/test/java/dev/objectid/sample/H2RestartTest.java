package dev.objectid.sample;

import dev.objectid.it.db.TestDatabaseExtension;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two starts on one H2 database (always runs). */
class H2RestartTest extends RestartContract {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension("h2");

    @Override
    TestDatabaseExtension database() {
        return DATABASE;
    }
}
