package dev.objectid.clinic;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.TestPropertySource;

/**
 * A malformed id in the URL of a page answers in the form the client asked for, on the running application (Tomcat,
 * Spring Boot's error handling, the application's {@code error.html}): a browser gets the application's error page with
 * status 400, an API client the problem body; never JSON to a browser, never a 500.
 */
@SpringBootTest(classes = ClinicApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ErrorPagesTest {

    /** What Chromium and Firefox send for a page. */
    static final String BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

    static final String DETAIL = "Path variable 'petId': Invalid PetId \"zz\": length is 2, expected 24 hexadecimal "
            + "digits (0-9, a-f, A-F)";

    @Value("${local.server.port}")
    int port;

    @Test
    void aBrowserGetsTheApplicationsErrorPageWithStatus400() throws Exception {
        HttpResponse<String> page = get(port, "/pets/zz/edit", BROWSER);
        assertThat(page.statusCode()).isEqualTo(400);
        assertThat(page.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/html"));
        assertThat(page.body())
                .contains(
                        "<h1>Something went wrong</h1>", "<p id=\"status\">400</p>", "<p id=\"error\">Bad Request</p>")
                .doesNotContain("\"detail\"", "application/problem+json");
    }

    @Test
    void apiClientsGetTheProblemBody() throws Exception {
        for (String accept : new String[] {
            "application/json",
            "application/problem+json",
            "*/*",
            "application/json, text/html;q=0.9",
            "text/html;q=0.5, application/problem+json"
        }) {
            HttpResponse<String> problem = get(port, "/pets/zz/edit", accept);
            assertThat(problem.statusCode()).as(accept).isEqualTo(400);
            assertThat(problem.headers().firstValue("Content-Type"))
                    .as(accept)
                    .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
            Map<String, Object> body = JsonPath.parse(problem.body()).read("$");
            assertThat(body).as(accept).containsEntry("detail", DETAIL).containsEntry("parameter", "petId");
        }
        HttpResponse<String> noAccept = send(
                port,
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/pets/zz/edit"))
                        .GET()
                        .build());
        assertThat(noAccept.statusCode()).isEqualTo(400);
        assertThat(JsonPath.parse(noAccept.body()).<String>read("$.detail")).isEqualTo(DETAIL);
    }

    @Test
    void htmlAboveJsonIsAPageWhateverElseTheHeaderLists() throws Exception {
        for (String accept :
                new String[] {"text/html", "application/json;q=0.5, text/html", "text/html, application/json"}) {
            HttpResponse<String> page = get(port, "/pets/zz/edit", accept);
            assertThat(page.statusCode()).as(accept).isEqualTo(400);
            assertThat(page.body()).as(accept).contains("<p id=\"status\">400</p>");
        }
    }

    /**
     * With Spring Boot's error messages on (its default leaves them out of every error page), the page shows the
     * parser's message, escaped as any text in a template. The property is spring.web.error.include-message on Spring
     * Boot 4, server.error.include-message on 3.5.
     */
    @Nested
    @TestPropertySource(properties = {"spring.web.error.include-message=always", "server.error.include-message=always"})
    class WithErrorMessages {

        @Value("${local.server.port}")
        int port;

        @Test
        void thePageShowsWhatWasWrong() throws Exception {
            HttpResponse<String> page = get(port, "/pets/zz/edit", BROWSER);
            assertThat(page.statusCode()).isEqualTo(400);
            assertThat(page.body())
                    .contains("<p id=\"message\">Path variable &#39;petId&#39;: Invalid PetId "
                            + "&quot;zz&quot;: length is 2, expected 24 hexadecimal digits (0-9, a-f, A-F)</p>");

            HttpResponse<String> script = get(port, "/pets/%3Cscript%3E/edit", BROWSER);
            assertThat(script.statusCode()).isEqualTo(400);
            assertThat(script.body()).contains("&quot;&lt;script&gt;&quot;").doesNotContain("<script>");
        }
    }

    static HttpResponse<String> get(int port, String path, String accept) throws IOException, InterruptedException {
        return send(
                port,
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                        .header("Accept", accept)
                        .GET()
                        .build());
    }

    private static HttpResponse<String> send(int port, HttpRequest request) throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
    }
}
