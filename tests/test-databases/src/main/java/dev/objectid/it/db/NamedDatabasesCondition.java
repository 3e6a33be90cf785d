package dev.objectid.it.db;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs every suite of a surefire execution for a database server only when {@value TestDatabases#ENVIRONMENT} names
 * that server. Registered for all tests through {@code META-INF/services} and JUnit's extension auto-detection.
 * Whether a named server is reachable is not this condition's business: it is, the run fails.
 */
public final class NamedDatabasesCondition implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        String current = TestDatabases.current();
        return TestDatabases.enabled()
                ? ConditionEvaluationResult.enabled("runs on " + current)
                : ConditionEvaluationResult.disabled(
                        current + " is not named in " + TestDatabases.ENVIRONMENT + " (" + TestDatabases.named() + ")");
    }
}
