package dev.objectid.aot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The library application as {@code spring-boot:process-aot} built it, started from its jar with
 * {@code -Dspring.aot.enabled=true} as a user starts it: the bean definitions come from the generated initializer,
 * not from the configuration classes. It persists, queries by time through the generated fragment, serves JSON and
 * answers malformed ids with a problem body; the build wrote the runtime hints a native image is made with.
 */
class LibraryInAotModeIT {

    private static final Pattern PORT = Pattern.compile("Tomcat started on port\\D*(\\d+)");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** objectid.generator.process-value, given on the command line: bytes 4..8 of every id the application makes. */
    private static final String PROCESS_VALUE = "0a1b2c3d4e";

    private static final List<String> log = Collections.synchronizedList(new ArrayList<>());
    private static Process application;
    private static URI base;

    @BeforeAll
    static void start() throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        // tag::run[]
        application = new ProcessBuilder(
                        java,
                        "-Dspring.aot.enabled=true",
                        "-jar",
                        System.getProperty("aot-tests.jar"),
                        "--server.port=0",
                        "--objectid.generator.process-value=" + PROCESS_VALUE)
                .redirectErrorStream(true)
                .start();
        // end::run[]
        CompletableFuture<Integer> port = new CompletableFuture<>();
        Thread reader = new Thread(
                () -> {
                    try (BufferedReader lines = new BufferedReader(
                            new InputStreamReader(application.getInputStream(), StandardCharsets.UTF_8))) {
                        for (String line; (line = lines.readLine()) != null; ) {
                            log.add(line);
                            Matcher started = PORT.matcher(line);
                            if (started.find()) {
                                port.complete(Integer.valueOf(started.group(1)));
                            }
                        }
                    } catch (IOException e) {
                        port.completeExceptionally(e);
                    }
                    port.completeExceptionally(new IllegalStateException(
                            "The application stopped before it listened:\n" + String.join("\n", log)));
                },
                "application log");
        reader.setDaemon(true);
        reader.start();
        base = URI.create("http://localhost:" + port.get(3, TimeUnit.MINUTES) + "/");
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (application != null) {
            application.destroy();
            application.waitFor(1, TimeUnit.MINUTES);
        }
    }

    @Test
    void theApplicationRunsFromTheAheadOfTimeProcessedBeanDefinitions() {
        assertThat(log).anyMatch(line -> line.contains("Starting AOT-processed LibraryApplication"));
        assertThat(Path.of(
                        System.getProperty("aot-tests.classes"),
                        "dev/objectid/aot/library/LibraryApplication__ApplicationContextInitializer.class"))
                .exists();
    }

    @Test
    void persistsAnAuthorAndABookThatRefersToItAndServesThemAsJson() throws Exception {
        JsonNode author = post("authors", "{\"name\":\"Ada\"}");
        String authorId = author.get("id").asText();
        assertThat(authorId).matches("[0-9a-f]{24}");

        JsonNode book = post("books", "{\"author\":\"" + authorId + "\",\"title\":\"Notes\"}");
        String bookId = book.get("id").asText();
        assertThat(bookId).matches("[0-9a-f]{24}").isNotEqualTo(authorId);
        assertThat(book.get("author").asText()).isEqualTo(authorId);
        // the starter's bean factory post-processor ran in AOT mode too: the configured process value is in both ids
        assertThat(authorId.substring(8, 18)).isEqualTo(PROCESS_VALUE);
        assertThat(bookId.substring(8, 18)).isEqualTo(PROCESS_VALUE);

        HttpResponse<String> read = get("books/" + bookId);
        assertThat(read.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(read.body())).isEqualTo(book);
    }

    @Test
    void findsBooksByCreationTimeThroughTheGeneratedFragment() throws Exception {
        String authorId = post("authors", "{\"name\":\"Grace\"}").get("id").asText();
        String bookId = post("books", "{\"author\":\"" + authorId + "\",\"title\":\"Compilers\"}")
                .get("id")
                .asText();
        Instant created = Instant.ofEpochSecond(Long.parseLong(bookId.substring(0, 8), 16));

        assertThat(idsOf(get("books?since=" + created))).contains(bookId);
        assertThat(idsOf(get("books?since=" + created.plusSeconds(1)))).doesNotContain(bookId);
    }

    @Test
    void aMalformedIdInAPathIsAProblemBodyNamingTheTypedId() throws Exception {
        HttpResponse<String> response = get("books/zz");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("detail").asText()).startsWith("Path variable 'id': Invalid BookId \"zz\"");
        assertThat(problem.get("parameter").asText()).isEqualTo("id");
        assertThat(problem.get("value").asText()).isEqualTo("zz");
    }

    @Test
    void aMalformedIdInABodyIsAProblemBodyNamingTheField() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(base.resolve("books"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"author\":\"nope\",\"title\":\"x\"}")));
        assertThat(response.statusCode()).isEqualTo(400);
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("field").asText()).isEqualTo("author");
        assertThat(problem.get("detail").asText()).contains("Invalid ObjectId \"nope\"");
    }

    /**
     * What spring-boot:process-aot wrote for native-image: the starter's hints beside Spring's own. Spring Framework 7
     * writes reachability-metadata.json, Spring Framework 6 reflect-config.json and resource-config.json.
     */
    @Test
    void theBuildWroteTheRuntimeHintsANativeImageNeeds() throws IOException {
        NativeImageMetadata metadata = NativeImageMetadata.read(Path.of(System.getProperty("aot-tests.hints")));
        assertThat(metadata.includesResource("META-INF/objectid/typed-ids")).isTrue();
        assertThat(metadata.includesResource("dev/objectid/sql/postgresql/R__objectid_functions.sql"))
                .isTrue();
        assertThat(metadata.includesResource("META-INF/objectid/other")).isFalse();

        // the typed id, from the list objectid-processor wrote, and the adapter its @XmlJavaTypeAdapter names
        assertThat(metadata.reflection("dev.objectid.aot.library.BookId"))
                .contains("allDeclaredConstructors", "allDeclaredMethods");
        assertThat(metadata.reflection("dev.objectid.aot.library.BookId$JaxbAdapter"))
                .contains("allPublicConstructors");
        assertThat(metadata.reflection("dev.objectid.ObjectId")).contains("allDeclaredMethods");
        assertThat(metadata.reflection("dev.objectid.TypedObjectId")).contains("allDeclaredMethods");
        // Spring's own processing: the fragment Spring Data found by its name, the starter's @ExceptionHandler
        assertThat(metadata.reflection("dev.objectid.aot.library.BookCreatedQueriesImpl"))
                .contains("allDeclaredConstructors");
        assertThat(metadata.reflection("dev.objectid.spring.boot.webmvc.InvalidObjectIdAdvice"))
                .contains("methods");
    }

    private static List<String> idsOf(HttpResponse<String> response) throws IOException {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        JSON.readTree(response.body()).forEach(book -> ids.add(book.get("id").asText()));
        return ids;
    }

    private static JsonNode post(String path, String json) throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(base.resolve(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return send(HttpRequest.newBuilder(base.resolve(path)).GET());
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
