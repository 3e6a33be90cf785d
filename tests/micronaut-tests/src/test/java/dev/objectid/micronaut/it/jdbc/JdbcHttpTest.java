package dev.objectid.micronaut.it.jdbc;

import static dev.objectid.micronaut.it.Problems.assertProblem;
import static dev.objectid.micronaut.it.Problems.parserMessage;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.micronaut.it.Problems;
import dev.objectid.micronaut.it.TestApplications;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.BlockingHttpClient;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.http.cookie.Cookie;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.math.BigInteger;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A Micronaut Data JDBC application over HTTP: ObjectIds and typed ids bound from the path, a query value, a header and
 * a cookie; written as JSON strings and read back; a malformed one answered with a 400 problem body that names it.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JdbcHttpTest implements TestPropertyProvider {

    private static final String EXPECTED = ObjectIdFormatException.EXPECTED;
    private static final Argument<Map<String, Object>> JSON = Argument.mapOf(String.class, Object.class);

    @Inject
    @Client("/")
    HttpClient http;

    @Inject
    AuthorRepository authors;

    @Inject
    BookRepository books;

    private BlockingHttpClient client;
    private Author author;
    private Book book;

    @Override
    public Map<String, String> getProperties() {
        return TestApplications.jdbc();
    }

    @BeforeAll
    void saveABook() {
        client = http.toBlocking();
        author = authors.save(new Author(null, "Ted"));
        book = books.save(new Book(author.id(), "Exhalation"));
    }

    @Test
    void anObjectIdInThePathAndInTheJson() {
        Map<String, Object> json = client.retrieve(HttpRequest.GET("/authors/" + author.id()), JSON);
        assertThat(json).containsEntry("id", author.id().toHexString()).containsEntry("name", "Ted");
    }

    @Test
    void aTypedIdInThePathAndInTheJson() {
        Map<String, Object> json = client.retrieve(HttpRequest.GET("/books/" + book.getId()), JSON);
        assertThat(json)
                .containsEntry("id", book.getId().toString())
                .containsEntry("authorId", author.id().toHexString())
                .containsEntry("title", "Exhalation");
    }

    @Test
    void idsInAQueryValueAHeaderAndACookie() {
        Argument<List<Map<String, Object>>> list = Argument.listOf(Argument.mapOf(String.class, Object.class));
        assertThat(client.retrieve(HttpRequest.GET("/books?author=" + author.id()), list))
                .extracting(json -> json.get("id"))
                .containsExactly(book.getId().toString());
        assertThat(client.retrieve(
                        HttpRequest.GET("/books/by-header")
                                .header("X-Author-Id", author.id().toHexString()),
                        list))
                .hasSize(1);
        assertThat(client.retrieve(
                        HttpRequest.GET("/books/by-cookie")
                                .cookie(Cookie.of("author", author.id().toHexString())),
                        list))
                .hasSize(1);
    }

    @Test
    void anUnknownIdIsNotFound() {
        HttpClientResponseException error = catchThrowableOfType(
                HttpClientResponseException.class,
                () -> client.retrieve(HttpRequest.GET("/authors/" + ObjectId.generate())));
        assertThat(error.getStatus().getCode()).isEqualTo(404);
    }

    @Test
    void idsReadFromAJsonBody() {
        ObjectId chosen = ObjectId.generate(Instant.parse("2025-01-01T00:00:00Z"));
        Map<String, Object> created = client.retrieve(
                HttpRequest.POST("/authors", Map.of("id", chosen.toHexString(), "name", "Le Guin")), JSON);
        assertThat(created).containsEntry("id", chosen.toHexString());

        Map<String, Object> generated = client.retrieve(
                HttpRequest.POST("/books", Map.of("authorId", author.id().toHexString(), "title", "Stories")), JSON);
        assertThat(books.findById(BookId.valueOf((String) generated.get("id"))))
                .map(Book::getTitle)
                .contains("Stories");
    }

    @Test
    void timeRangeFromQueryValues() {
        Instant t0 = Instant.parse("2020-02-02T02:00:00Z");
        Author inRange = authors.save(new Author(ObjectId.generate(t0.plusSeconds(5)), "in range"));
        authors.save(new Author(ObjectId.generate(t0.plusSeconds(70)), "after"));

        Argument<List<Map<String, Object>>> list = Argument.listOf(Argument.mapOf(String.class, Object.class));
        assertThat(client.retrieve(HttpRequest.GET("/authors?from=" + t0 + "&to=" + t0.plusSeconds(60)), list))
                .extracting(json -> json.get("id"))
                .containsExactly(inRange.id().toHexString());
    }

    @Test
    void aMalformedObjectIdInThePath() {
        assertProblem(
                client,
                HttpRequest.GET("/authors/zz"),
                "parameter",
                "id",
                "zz",
                "Path variable 'id': Invalid ObjectId \"zz\": length is 2, expected " + EXPECTED);
    }

    @Test
    void aMalformedTypedIdInThePath() {
        String bad = "65f0c0ffee00000000000Z01";
        assertProblem(
                client,
                HttpRequest.GET("/books/" + bad),
                "parameter",
                "id",
                bad,
                "Path variable 'id': " + parserMessage(bad, BookId.class));
    }

    @Test
    void aMalformedQueryValueHeaderAndCookie() {
        assertProblem(
                client,
                HttpRequest.GET("/books?author=42"),
                "parameter",
                "author",
                "42",
                "Request parameter 'author': Invalid ObjectId \"42\": length is 2, expected " + EXPECTED);
        assertProblem(
                client,
                HttpRequest.GET("/books/by-header").header("X-Author-Id", "abc"),
                "parameter",
                "X-Author-Id",
                "abc",
                "Request header 'X-Author-Id': Invalid ObjectId \"abc\": length is 3, expected " + EXPECTED);
        assertProblem(
                client,
                HttpRequest.GET("/books/by-cookie").cookie(Cookie.of("author", "s1")),
                "parameter",
                "author",
                "s1",
                "Cookie 'author': Invalid ObjectId \"s1\": length is 2, expected " + EXPECTED);
    }

    @Test
    void aLongValueIsCutInTheBody() {
        String bad = "a".repeat(150);
        Map<String, Object> body = assertProblem(
                client,
                HttpRequest.GET("/authors/" + bad),
                "parameter",
                "id",
                null,
                "Path variable 'id': " + parserMessage(bad));
        assertThat(body).containsEntry("value", "a".repeat(100) + "\u2026");
    }

    @Test
    void aMalformedIdInAJsonBody() {
        Map<String, Object> body = assertProblem(
                client,
                HttpRequest.POST("/books", Map.of("authorId", "nope", "title", "x")),
                "field",
                "authorId",
                "nope",
                "Field 'authorId': Invalid ObjectId \"nope\": length is 4, expected " + EXPECTED);
        assertThat(body).doesNotContainKey("parameter");
    }

    /** A number, even of 24 digits, and an array, even of one id, are no id: the same 400 as Spring and Quarkus. */
    @Test
    void aJsonNumberOrArrayForAnIdIsRefused() {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("type", "about:blank");
        expected.put("title", "Bad Request");
        expected.put("status", 400);
        expected.put("instance", "/books");
        expected.put("field", "authorId");
        expected.put("expected", EXPECTED);
        Map<String, Object> values = Map.of(
                "42",
                42,
                "123456789012345678901234",
                new BigInteger("123456789012345678901234"),
                "[\"" + author.id() + "\"]",
                List.of(author.id().toHexString()),
                "true",
                true);
        for (Map.Entry<String, Object> authorId : values.entrySet()) {
            expected.put("detail", "Field 'authorId': " + Problems.jsonMessage(authorId.getValue(), ObjectId.class));
            String json = "{\"authorId\": " + authorId.getKey() + ", \"title\": \"x\"}";
            assertThat(Problems.problemBody(
                            client, HttpRequest.POST("/books", json).contentType(MediaType.APPLICATION_JSON_TYPE)))
                    .as(json)
                    .isEqualTo(expected);
        }
        assertThat(books.findByAuthorId(author.id())).extracting(Book::getTitle).doesNotContain("x");
    }

    @Test
    void aJsonNumberForATypedIdNamesTheTypedId() {
        Map<String, Object> body = Problems.problemBody(
                client,
                HttpRequest.POST(
                                "/books",
                                "{\"id\": 123456789012345678901234, \"authorId\": \"" + author.id()
                                        + "\", \"title\": \"x\"}")
                        .contentType(MediaType.APPLICATION_JSON_TYPE));
        assertThat(body)
                .containsEntry(
                        "detail",
                        "Field 'id': " + Problems.jsonMessage(new BigInteger("123456789012345678901234"), BookId.class))
                .containsEntry("field", "id")
                .doesNotContainKey("value");
    }

    @Test
    void aJsonValueThatIsNotAStringForAnId() {
        Map<String, Object> body = assertProblem(
                client,
                HttpRequest.POST("/books", Map.of("authorId", Map.of("hex", "nope"), "title", "x")),
                "field",
                "authorId",
                null,
                "Field 'authorId': " + Problems.jsonMessage(Map.of("hex", "nope"), ObjectId.class));
        assertThat(body).doesNotContainKey("value");
    }

    @Test
    void aJsonValueThatIsNotAStringForATypedIdNamesTheTypedId() {
        Map<String, Object> body = assertProblem(
                client,
                HttpRequest.POST("/books", Map.of("id", Map.of("n", 42), "title", "x")),
                "field",
                "id",
                null,
                "Field 'id': " + Problems.jsonMessage(Map.of("n", 42), BookId.class));
        assertThat(body).doesNotContainKey("value");
    }

    @Test
    void otherConversionErrorsKeepMicronautsAnswer() {
        HttpClientResponseException error = catchThrowableOfType(
                HttpClientResponseException.class,
                () -> client.exchange(
                        HttpRequest.GET("/authors?from=yesterday&to=today"),
                        Argument.of(String.class),
                        Argument.of(String.class)));
        assertThat(error.getStatus().getCode()).isEqualTo(400);
        assertThat(error.getResponse().getBody(String.class))
                .hasValueSatisfying(
                        body -> assertThat(body).contains("yesterday").doesNotContain(EXPECTED));
    }
}
