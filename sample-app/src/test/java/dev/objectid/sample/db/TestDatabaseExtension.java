package dev.objectid.sample.db;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives a test class a database of its own: runs the class only on H2 or on a server {@code OBJECTID_TEST_DATABASES}
 * names, creates the database before the class (failing it with instructions when the server cannot be reached) and
 * drops it after. Register it in a static field with {@code @RegisterExtension}.
 */
public final class TestDatabaseExtension implements ExecutionCondition, BeforeAllCallback, AfterAllCallback {

    private final TestDatabase database;
    private boolean created;

    public TestDatabaseExtension(TestDatabase database) {
        this.database = database;
    }

    /** The database; its {@link TestDatabase#url()} is valid once the class has started. */
    public TestDatabase database() {
        return database;
    }

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (database.name().equals("h2") || TestDatabases.requested().contains(database.name())) {
            return ConditionEvaluationResult.enabled("runs on " + database.name());
        }
        return ConditionEvaluationResult.disabled(TestDatabases.VARIABLE + " does not name " + database.name()
                + "; set " + TestDatabases.VARIABLE + "=postgresql,mariadb to run these tests on those servers too");
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        database.create();
        created = true;
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (created) {
            database.drop();
        }
    }
}
