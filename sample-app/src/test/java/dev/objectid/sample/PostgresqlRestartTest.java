package dev.objectid.sample;

import dev.objectid.it.db.TestDatabaseExtension;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two starts on one PostgreSQL database (when OBJECTID_TEST_DATABASES names postgresql). */
class PostgresqlRestartTest extends RestartContract {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension("postgresql");

    @Override
    TestDatabaseExtension database() {
        return DATABASE;
    }
}
