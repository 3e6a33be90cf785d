package dev.objectid.starter.answers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.answers.OneRequestOneAnswerCases;
import dev.objectid.starter.ShopApplication;
import dev.objectid.starter.shop.CustomerId;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * One request, one answer ({@link OneRequestOneAnswerCases}) from a Spring Boot application: the cases sent to its
 * {@link AnswersController}.
 */
@SpringBootTest(classes = ShopApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class OneRequestOneAnswerTest extends OneRequestOneAnswerCases {

    @Value("${local.server.port}")
    int port;

    @Override
    protected String baseUrl() {
        return "http://localhost:" + port;
    }

    @Override
    protected Class<?> typedId() {
        return CustomerId.class;
    }

    /**
     * Jackson refuses the body before any id is read (its nesting limit), and Spring MVC answers: Spring Boot's error
     * body, or Spring's own problem body when the application sets {@code spring.mvc.problemdetails.enabled}.
     */
    @Override
    protected void tooDeepBody(Answer answer) {
        assertThat(answer.contentType()).isEqualTo("application/json");
        assertThat(answer.body())
                .containsEntry("status", 400)
                .containsEntry("error", "Bad Request")
                .containsEntry("path", "/answers/ids")
                .doesNotContainKey("detail");
    }
}
