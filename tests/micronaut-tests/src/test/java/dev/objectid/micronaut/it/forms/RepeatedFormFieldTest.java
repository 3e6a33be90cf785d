package dev.objectid.micronaut.it.forms;

import static dev.objectid.micronaut.it.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.objectid.micronaut.it.TestApplications;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.BlockingHttpClient;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.http.client.multipart.MultipartBody;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A form field that binds one id, given twice in a form body, is refused with the problem body of a query value given
 * twice, in each way Micronaut binds a form field ({@link FormController}); given once it is bound. Other fields keep
 * Micronaut's rule (the first value), and so does a multipart form, which objectid-micronaut does not read.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RepeatedFormFieldTest implements TestPropertyProvider {

    static final String GOOD = "6740c5e1a3f29b04c7000001";
    static final String OTHER = "6740c5e1a3f29b04c7000002";
    static final Argument<Map<String, Object>> JSON = Argument.mapOf(String.class, Object.class);

    @Inject
    @Client("/")
    HttpClient http;

    private BlockingHttpClient client;

    @Override
    public Map<String, String> getProperties() {
        return TestApplications.jdbc();
    }

    @BeforeAll
    void client() {
        client = http.toBlocking();
    }

    private static HttpRequest<String> form(String path, String body) {
        return HttpRequest.POST(path, body).contentType(MediaType.APPLICATION_FORM_URLENCODED_TYPE);
    }

    private static String twoValues(String typeName) {
        return "Invalid " + typeName + ": 2 values (\"" + GOOD + "\", \"" + OTHER + "\"); expected one, of 24"
                + " hexadecimal digits (0-9, a-f, A-F)";
    }

    @Test
    void aFieldGivenOnceIsBoundInEachWay() {
        assertThat(client.retrieve(form("/forms/part", "book=" + GOOD), JSON)).containsEntry("book", GOOD);
        assertThat(client.retrieve(form("/forms/body-field", "ref=" + GOOD), JSON))
                .containsEntry("ref", GOOD);
        assertThat(client.retrieve(form("/forms/optional", "id=" + GOOD), JSON)).containsEntry("id", GOOD);
        assertThat(client.retrieve(form("/forms/with-note", "id=" + GOOD + "&note=a&note=b"), JSON))
                .containsEntry("id", GOOD)
                .containsEntry("note", "a");
    }

    @Test
    void aFieldGivenTwiceIsRefusedInEachWay() {
        assertProblem(
                client,
                form("/forms/part", "book=" + GOOD + "&book=" + OTHER),
                "parameter",
                "book",
                null,
                "Request parameter 'book': " + twoValues("BookId"));
        assertProblem(
                client,
                form("/forms/body-field", "ref=" + GOOD + "&ref=" + OTHER),
                "parameter",
                "ref",
                null,
                "Request parameter 'ref': " + twoValues("ObjectId"));
        assertProblem(
                client,
                form("/forms/optional", "id=" + GOOD + "&id=" + OTHER),
                "parameter",
                "id",
                null,
                "Request parameter 'id': " + twoValues("ObjectId"));
        assertProblem(
                client,
                form("/forms/with-note", "note=a&id=" + GOOD + "&id=" + OTHER),
                "parameter",
                "id",
                null,
                "Request parameter 'id': " + twoValues("ObjectId"));
    }

    /** The media type's parameters do not matter; the problem body has no {@code value}, as for a query value. */
    @Test
    void aFormWithACharsetIsReadToo() {
        Map<String, Object> body = assertProblem(
                client,
                HttpRequest.POST("/forms/optional", "id=" + GOOD + "&id=" + OTHER)
                        .contentType("application/x-www-form-urlencoded; charset=UTF-8"),
                "parameter",
                "id",
                null,
                "Request parameter 'id': " + twoValues("ObjectId"));
        assertThat(body).doesNotContainKey("value");
    }

    /**
     * A form that cannot be decoded (a bad percent escape) gets Micronaut's own answer, whether its route binds an id
     * or not: the filter leaves it to Micronaut's binding.
     */
    @Test
    void aFormThatCannotBeDecodedGetsMicronautsOwnAnswer() {
        HttpClientResponseException withId = catchThrowableOfType(
                HttpClientResponseException.class,
                () -> client.exchange(form("/forms/with-note", "note=%zz"), JSON, JSON));
        HttpClientResponseException withoutId = catchThrowableOfType(
                HttpClientResponseException.class, () -> client.exchange(form("/forms/note", "note=%zz"), JSON, JSON));

        assertThat(withId.getStatus().getCode()).isEqualTo(withoutId.getStatus().getCode());
        assertThat(withId.getResponse().getBody(String.class).orElseThrow())
                .isEqualTo(withoutId
                        .getResponse()
                        .getBody(String.class)
                        .orElseThrow()
                        .replace("/forms/note", "/forms/with-note"));
    }

    /** A multipart form is Micronaut's alone: it binds the first of two fields (docs/errors.md says why). */
    @Test
    void aMultipartFieldGivenTwiceKeepsMicronautsFirstValue() {
        MultipartBody multipart =
                MultipartBody.builder().addPart("id", GOOD).addPart("id", OTHER).build();

        assertThat(client.retrieve(
                        HttpRequest.POST("/forms/multipart", multipart).contentType(MediaType.MULTIPART_FORM_DATA_TYPE),
                        JSON))
                .containsEntry("id", GOOD);
    }
}
