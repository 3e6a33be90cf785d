package dev.objectid.quarkus.jsonb.answers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.answers.OneRequestOneAnswerCases;
import dev.objectid.quarkus.jsonb.FruitId;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;

/**
 * One request, one answer ({@link OneRequestOneAnswerCases}) with JSON-B: the cases sent to the same endpoints
 * ({@link AnswersResource}) of a Quarkus application on Quarkus REST JSON-B get the answers of the Jackson one, but
 * for the body nested too deep.
 */
@QuarkusTest
class OneRequestOneAnswerTest extends OneRequestOneAnswerCases {

    @TestHTTPResource("/")
    URL server;

    @Override
    protected String baseUrl() {
        return server.toString();
    }

    @Override
    protected Class<?> typedId() {
        return FruitId.class;
    }

    /**
     * The JSON parser (Parsson) refuses the body before any id is read (its nesting limit); the extension answers every
     * body Quarkus REST cannot read with a problem body. Unlike Jackson, Parsson does not say which field it was in.
     */
    @Override
    protected void tooDeepBody(Answer answer) {
        assertThat(answer.contentType()).isEqualTo("application/problem+json");
        assertThat(answer.body())
                .containsEntry("type", "about:blank")
                .containsEntry("title", "Bad Request")
                .containsEntry("status", 400)
                .containsEntry("instance", "/answers/ids")
                .doesNotContainKey("field");
        assertThat((String) answer.body().get("detail"))
                .startsWith("Request body: not readable as JSON: ")
                .contains("too deeply nested");
    }
}
