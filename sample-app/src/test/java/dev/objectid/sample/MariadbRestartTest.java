package dev.objectid.sample;

import dev.objectid.it.db.TestDatabaseExtension;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two starts on one MariaDB database (when OBJECTID_TEST_DATABASES names mariadb). */
class MariadbRestartTest extends RestartContract {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension("mariadb");

    @Override
    TestDatabaseExtension database() {
        return DATABASE;
    }
}
