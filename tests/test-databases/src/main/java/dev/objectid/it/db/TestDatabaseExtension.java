package dev.objectid.it.db;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives a test class a database of its own, of the kind it names, for suites that run every database in one
 * execution, one test class per database (as the sample application's do). The class runs on H2 always and on a
 * server only when {@value TestDatabases#ENVIRONMENT} names it; the database is created before the class, and a server
 * that cannot be reached fails it, saying how to start it. Register it in a static field with
 * {@code @RegisterExtension}.
 */
public final class TestDatabaseExtension implements ExecutionCondition, BeforeAllCallback {

    private final String name;
    private volatile TestDatabase database;

    /**
     * @param name {@code h2}, {@code postgresql} or {@code mariadb}
     * @throws IllegalArgumentException for any other name, listing the known ones
     */
    public TestDatabaseExtension(String name) {
        this.name = TestDatabases.known(name, "");
    }

    /**
     * The class's database.
     *
     * @throws IllegalStateException before the class has started, when there is none yet
     */
    public TestDatabase database() {
        TestDatabase created = database;
        if (created == null) {
            throw new IllegalStateException("the " + name + " database of a test class exists once the class has"
                    + " started (@BeforeAll); ask for it from a test, a @BeforeAll method or a property supplier");
        }
        return created;
    }

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return TestDatabases.enabled(name)
                ? ConditionEvaluationResult.enabled("runs on " + name)
                : ConditionEvaluationResult.disabled(TestDatabases.ENVIRONMENT + " does not name " + name + "; set "
                        + TestDatabases.ENVIRONMENT + "=postgresql,mariadb to run these tests on those servers too");
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        database = TestDatabases.create(name);
    }
}
