package dev.objectid.spring.boot;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns an {@link ObjectIdStartupException} anywhere in a start-up failure into Spring Boot's "APPLICATION FAILED TO
 * START" report: the problem as its description, what to change as its action. Registered in
 * {@code META-INF/spring.factories}.
 */
final class ObjectIdFailureAnalyzer extends AbstractFailureAnalyzer<ObjectIdStartupException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, ObjectIdStartupException cause) {
        return new FailureAnalysis(cause.getMessage(), cause.action(), cause);
    }
}
