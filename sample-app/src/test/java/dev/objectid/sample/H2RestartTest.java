package dev.objectid.sample;

import dev.objectid.sample.db.H2Database;
import dev.objectid.sample.db.TestDatabaseExtension;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two starts on one H2 database (always runs). */
class H2RestartTest extends RestartContract {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension(new H2Database());

    @Override
    TestDatabaseExtension database() {
        return DATABASE;
    }
}
