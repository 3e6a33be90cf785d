package dev.objectid.micronaut.it.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.objectid.micronaut.it.TestApplications;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** An application's own {@code ExceptionHandler} for conversion errors answers malformed ids, not objectid-micronaut. */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OwnHandlerWinsTest implements TestPropertyProvider {

    @Inject
    @Client("/")
    HttpClient http;

    @Override
    public Map<String, String> getProperties() {
        Map<String, String> properties = new HashMap<>(TestApplications.jdbc());
        properties.put("test.own-handler", "true");
        return properties;
    }

    @Test
    void theApplicationsHandlerAnswers() {
        HttpClientResponseException error = catchThrowableOfType(
                HttpClientResponseException.class,
                () -> http.toBlocking()
                        .exchange(
                                HttpRequest.GET("/authors/zz"), Argument.of(String.class), Argument.of(String.class)));
        assertThat(error.getStatus().getCode()).isEqualTo(422);
        assertThat(error.getResponse().getBody(String.class)).contains("own handler: id");
    }

    /** A form field given twice too: objectid-micronaut refuses it with a conversion error, which the handler answers. */
    @Test
    void theApplicationsHandlerAnswersAFormFieldGivenTwice() {
        String form = "id=6740c5e1a3f29b04c7000001&id=6740c5e1a3f29b04c7000002";
        HttpClientResponseException error = catchThrowableOfType(
                HttpClientResponseException.class,
                () -> http.toBlocking()
                        .exchange(
                                HttpRequest.POST("/answers/form", form)
                                        .contentType(MediaType.APPLICATION_FORM_URLENCODED_TYPE),
                                Argument.of(String.class),
                                Argument.of(String.class)));
        assertThat(error.getStatus().getCode()).isEqualTo(422);
        assertThat(error.getResponse().getBody(String.class)).contains("own handler: id");
    }
}
