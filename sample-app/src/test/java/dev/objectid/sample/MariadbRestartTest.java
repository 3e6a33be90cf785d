package dev.objectid.sample;

import dev.objectid.sample.db.MariadbDatabase;
import dev.objectid.sample.db.TestDatabaseExtension;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two starts on one MariaDB database (when OBJECTID_TEST_DATABASES names mariadb). */
class MariadbRestartTest extends RestartContract {

    @RegisterExtension
    static final TestDatabaseExtension DATABASE = new TestDatabaseExtension(new MariadbDatabase());

    @Override
    TestDatabaseExtension database() {
        return DATABASE;
    }
}
