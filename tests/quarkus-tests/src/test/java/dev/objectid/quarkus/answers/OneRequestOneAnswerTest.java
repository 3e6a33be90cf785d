package dev.objectid.quarkus.answers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.answers.OneRequestOneAnswerCases;
import dev.objectid.quarkus.shop.OrderId;
import dev.objectid.quarkus.shop.TestDatabaseResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;

/**
 * One request, one answer ({@link OneRequestOneAnswerCases}) from a Quarkus application on Quarkus REST with Jackson:
 * the cases sent to its {@link AnswersResource}.
 */
@QuarkusTest
@WithTestResource(TestDatabaseResource.class)
class OneRequestOneAnswerTest extends OneRequestOneAnswerCases {

    @TestHTTPResource("/")
    URL server;

    @Override
    protected String baseUrl() {
        return server.toString();
    }

    @Override
    protected Class<?> typedId() {
        return OrderId.class;
    }

    /**
     * Jackson refuses the body before any id is read (its nesting limit); the extension answers every body Quarkus
     * REST cannot read with a problem body, naming the field when the parser does.
     */
    @Override
    protected void tooDeepBody(Answer answer) {
        assertThat(answer.contentType()).isEqualTo("application/problem+json");
        assertThat(answer.body())
                .containsEntry("type", "about:blank")
                .containsEntry("title", "Bad Request")
                .containsEntry("status", 400)
                .containsEntry("instance", "/answers/ids")
                .containsEntry("field", "id");
        assertThat((String) answer.body().get("detail"))
                .startsWith("Field 'id': not readable as JSON: ")
                .contains("nesting depth");
    }
}
