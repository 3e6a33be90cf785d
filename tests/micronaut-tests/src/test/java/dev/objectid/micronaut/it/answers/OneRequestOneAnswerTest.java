package dev.objectid.micronaut.it.answers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.answers.OneRequestOneAnswerCases;
import dev.objectid.micronaut.it.TestApplications;
import dev.objectid.micronaut.it.jdbc.BookId;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.TestInstance;

/**
 * One request, one answer ({@link OneRequestOneAnswerCases}) from a Micronaut application: the cases sent to its
 * {@link AnswersController}.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OneRequestOneAnswerTest extends OneRequestOneAnswerCases implements TestPropertyProvider {

    @Inject
    EmbeddedServer server;

    @Override
    public Map<String, String> getProperties() {
        return TestApplications.jdbc();
    }

    @Override
    protected String baseUrl() {
        return server.getURL().toString();
    }

    @Override
    protected Class<?> typedId() {
        return BookId.class;
    }

    /**
     * The JSON parser refuses the body before any id is read (Jackson's nesting limit), and Micronaut answers with its
     * error response processor's body (a problem body when the application has micronaut-problem-json).
     */
    @Override
    protected void tooDeepBody(Answer answer) {
        assertThat(answer.contentType()).isEqualTo("application/json");
        assertThat(answer.body())
                .containsEntry("message", "Bad Request")
                .containsKey("_embedded")
                .doesNotContainKey("detail");
    }
}
