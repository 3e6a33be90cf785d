package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import com.jayway.jsonpath.JsonPath;
import dev.objectid.ObjectId;
import dev.objectid.spring.boot.webmvc.InvalidObjectIdException;
import dev.objectid.spring.boot.webmvc.ObjectIdWebMvcAutoConfiguration;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.context.assertj.AssertableWebApplicationContext;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.MessageSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.support.StaticMessageSource;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Who answers a malformed id when the application has exception handling of its own: its handlers come first; a
 * {@link ResponseEntityExceptionHandler} (the application's, or Spring Boot's with
 * {@code spring.mvc.problemdetails.enabled}) renders the starter's problem; and {@code objectid.problem-details.enabled
 * =false} leaves Spring's answer. Spring MVC only, in a mock servlet environment.
 */
@ExtendWith(OutputCaptureExtension.class)
class ExceptionHandlingTest {

    private static final String DETAIL = "Path variable 'id': Invalid ObjectId \"zz\": length is 2, expected 24 "
            + "hexadecimal digits (0-9, a-f, A-F)";

    private final WebApplicationContextRunner runner = new WebApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SpringMvc.AUTO_CONFIGURATIONS))
            .withConfiguration(AutoConfigurations.of(ObjectIdWebMvcAutoConfiguration.class))
            .withUserConfiguration(IdController.class);

    @RestController
    static class IdController {

        @GetMapping("/ids/{id}")
        String id(@PathVariable ObjectId id) {
            return id.toHexString();
        }

        @GetMapping("/numbers/{number}")
        int number(@PathVariable int number) {
            return number;
        }
    }

    @RestController
    static class ControllerWithItsOwnHandler {

        @GetMapping("/own/{id}")
        String id(@PathVariable ObjectId id) {
            return id.toHexString();
        }

        @ExceptionHandler(MethodArgumentTypeMismatchException.class)
        ResponseEntity<String> mismatch(MethodArgumentTypeMismatchException e) {
            return ResponseEntity.unprocessableEntity().body("controller: " + e.getName());
        }
    }

    @RestControllerAdvice
    static class MismatchAdvice {

        @ExceptionHandler(MethodArgumentTypeMismatchException.class)
        ResponseEntity<String> mismatch(MethodArgumentTypeMismatchException e) {
            return ResponseEntity.unprocessableEntity().body("advice: " + e.getName() + " = " + e.getValue());
        }
    }

    // tag::own-handler[]
    @RestControllerAdvice
    static class InvalidIdAdvice {

        @ExceptionHandler(InvalidObjectIdException.class)
        ProblemDetail invalid(InvalidObjectIdException e) {
            // a malformed id cannot name anything: answer as for an unknown one
            ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, "no such thing");
            problem.setProperty("id", e.value());
            return problem;
        }
    }
    // end::own-handler[]

    @RestControllerAdvice
    static class ProblemHandler extends ResponseEntityExceptionHandler {}

    // tag::catch-all[]
    @RestControllerAdvice
    static class CatchAllAdvice { // as Spring PetClinic REST's ExceptionControllerAdvice

        @ExceptionHandler(Exception.class)
        ResponseEntity<String> unexpected(Exception e) {
            return ResponseEntity.internalServerError().body("An unexpected error occurred");
        }
    }
    // end::catch-all[]

    @RestControllerAdvice
    static class ThrowableAdvice {

        @ExceptionHandler
        ResponseEntity<String> anything(Throwable e) {
            return ResponseEntity.internalServerError().body("throwable");
        }
    }

    @RestControllerAdvice
    static class CatchAllBesideMismatchAdvice {

        @ExceptionHandler(MethodArgumentTypeMismatchException.class)
        ResponseEntity<String> mismatch(MethodArgumentTypeMismatchException e) {
            return ResponseEntity.unprocessableEntity().body("mismatch: " + e.getName());
        }

        @ExceptionHandler(RuntimeException.class)
        ResponseEntity<String> unexpected(RuntimeException e) {
            return ResponseEntity.internalServerError().body("runtime");
        }
    }

    @RestController
    static class ControllerWithACatchAll {

        @GetMapping("/guarded/{id}")
        String id(@PathVariable ObjectId id) {
            return id.toHexString();
        }

        @ExceptionHandler(Exception.class)
        ResponseEntity<String> unexpected(Exception e) {
            return ResponseEntity.internalServerError().body("controller's catch-all");
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class Messages {

        @Bean
        MessageSource messageSource() {
            StaticMessageSource messages = new StaticMessageSource();
            messages.addMessage(
                    "problemDetail.dev.objectid.spring.boot.webmvc.InvalidObjectIdException",
                    Locale.getDefault(),
                    "Kein gültiger Schlüssel in {0} {1}: {2}");
            return messages;
        }
    }

    private static void request(AssertableWebApplicationContext context, String path, Consumer<MvcResult> check) {
        try {
            check.accept(MockMvcBuilders.webAppContextSetup(context)
                    .build()
                    .perform(get(path))
                    .andReturn());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static Map<String, Object> json(MvcResult result) {
        try {
            return JsonPath.parse(result.getResponse().getContentAsString()).read("$");
        } catch (java.io.UnsupportedEncodingException e) {
            throw new AssertionError(e);
        }
    }

    private static void assertStartersProblem(MvcResult result) {
        assertThat(result.getResponse().getStatus()).isEqualTo(400);
        assertThat(result.getResponse().getContentType()).startsWith("application/problem+json");
        assertThat(json(result))
                .containsEntry("detail", DETAIL)
                .containsEntry("parameter", "id")
                .containsEntry("value", "zz")
                .containsEntry("instance", "/ids/zz");
    }

    @Test
    void withoutExceptionHandlingOfItsOwnTheStarterAnswers() {
        runner.run(context -> {
            request(context, "/ids/zz", ExceptionHandlingTest::assertStartersProblem);
            // anything else stays Spring's: a bare 400 for Spring Boot's error page
            request(context, "/numbers/ten", result -> {
                assertThat(result.getResponse().getStatus()).isEqualTo(400);
                assertThat(result.getResponse().getContentAsByteArray()).isEmpty();
            });
        });
    }

    @Test
    void anExceptionHandlerOfTheControllerWins() {
        runner.withUserConfiguration(ControllerWithItsOwnHandler.class)
                .run(context -> request(context, "/own/zz", result -> {
                    assertThat(result.getResponse().getStatus()).isEqualTo(422);
                    assertThat(content(result)).isEqualTo("controller: id");
                }));
    }

    @Test
    void anAdviceOfTheApplicationWins() {
        runner.withUserConfiguration(MismatchAdvice.class)
                .run(context -> request(context, "/ids/zz", result -> {
                    assertThat(result.getResponse().getStatus()).isEqualTo(422);
                    assertThat(content(result)).isEqualTo("advice: id = zz");
                }));
        runner.withUserConfiguration(InvalidIdAdvice.class)
                .run(context -> request(context, "/ids/zz", result -> {
                    assertThat(result.getResponse().getStatus()).isEqualTo(404);
                    assertThat(json(result))
                            .containsEntry("detail", "no such thing")
                            .containsEntry("id", "zz");
                }));
    }

    @Test
    void aCatchAllHandlerOfExceptionOrThrowableLeavesMalformedIdsToTheStarter() {
        for (Class<?> advice : new Class<?>[] {CatchAllAdvice.class, ThrowableAdvice.class}) {
            runner.withUserConfiguration(advice).run(context -> {
                request(context, "/ids/zz", ExceptionHandlingTest::assertStartersProblem);
                request(
                        context,
                        "/numbers/ten",
                        result -> assertThat(result.getResponse().getStatus())
                                .as("anything else stays the catch-all's")
                                .isEqualTo(500));
            });
        }
        runner.withUserConfiguration(ControllerWithACatchAll.class)
                .run(context -> request(context, "/guarded/zz", result -> {
                    assertThat(result.getResponse().getStatus()).isEqualTo(400);
                    assertThat(json(result)).containsEntry("value", "zz").containsEntry("instance", "/guarded/zz");
                }));
    }

    @Test
    void aHandlerOfSpringsExceptionBesideACatchAllStillAnswers() {
        runner.withUserConfiguration(CatchAllBesideMismatchAdvice.class)
                .run(context -> request(context, "/ids/zz", result -> {
                    assertThat(result.getResponse().getStatus()).isEqualTo(422);
                    assertThat(content(result)).isEqualTo("mismatch: id");
                }));
    }

    @Test
    void aCatchAllBeforeTheStartersAnswerIsLoggedOnceNamingIt(CapturedOutput output) {
        LoggingSystem logging = LoggingSystem.get(getClass().getClassLoader());
        String logger = "dev.objectid.spring.boot.webmvc";
        logging.setLogLevel(logger, LogLevel.INFO); // whatever an earlier application of this JVM set
        try {
            runner.withUserConfiguration(CatchAllAdvice.class).run(context -> {
                request(context, "/ids/zz", ExceptionHandlingTest::assertStartersProblem);
                request(
                        context,
                        "/ids/yy",
                        result -> assertThat(result.getResponse().getStatus()).isEqualTo(400));
            });
        } finally {
            logging.setLogLevel(logger, null);
        }
        assertThat(output.getOut().split("\\R"))
                .filteredOn(line -> line.contains("answered 400 by objectid-spring-boot-starter before"))
                .singleElement()
                .asString()
                .contains(CatchAllAdvice.class.getName() + ".unexpected, which handles every exception")
                .contains("handle dev.objectid.spring.boot.webmvc.InvalidObjectIdException");
    }

    @Test
    void aResponseEntityExceptionHandlerOfTheApplicationRendersTheProblem() {
        runner.withUserConfiguration(ProblemHandler.class).run(context -> {
            request(context, "/ids/zz", ExceptionHandlingTest::assertStartersProblem);
            request(
                    context,
                    "/numbers/ten",
                    result -> assertThat(json(result))
                            .containsEntry("detail", "Failed to convert 'number' with value: 'ten'"));
        });
    }

    @Test
    void springBootsProblemDetailsRenderTheProblem() {
        runner.withPropertyValues("spring.mvc.problemdetails.enabled=true").run(context -> {
            request(context, "/ids/zz", ExceptionHandlingTest::assertStartersProblem);
            request(
                    context,
                    "/numbers/ten",
                    result -> assertThat(json(result))
                            .containsEntry("detail", "Failed to convert 'number' with value: 'ten'"));
        });
    }

    @Test
    void theDetailComesFromTheMessageSourceWhenItHasOne() {
        runner.withUserConfiguration(Messages.class)
                .run(context -> request(
                        context,
                        "/ids/zz",
                        result -> assertThat(json(result))
                                .containsEntry("detail", "Kein gültiger Schlüssel in path variable " + "id: zz")
                                .containsEntry("value", "zz")));
    }

    @Test
    void switchedOffSpringAnswersAsWithoutTheStarter() {
        runner.withPropertyValues("objectid.problem-details.enabled=false").run(context -> {
            assertThat(context)
                    .doesNotHaveBean("objectIdProblemDetailsResolver")
                    .doesNotHaveBean("objectIdProblemDetailsAdvice");
            request(context, "/ids/zz", result -> {
                assertThat(result.getResponse().getStatus()).isEqualTo(400);
                assertThat(result.getResponse().getContentAsByteArray()).isEmpty();
            });
        });
    }

    private static String content(MvcResult result) {
        try {
            return result.getResponse().getContentAsString();
        } catch (java.io.UnsupportedEncodingException e) {
            throw new AssertionError(e);
        }
    }
}
