package dev.objectid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.quarkus.test.shop.ShopApp;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Each part switched off at build time: Quarkus's own answers, no meters, no health check. */
class DisabledFeaturesTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = ShopApp.create()
            .overrideConfigKey("quarkus.objectid.problem-details.enabled", "false")
            .overrideConfigKey("quarkus.objectid.metrics.enabled", "false")
            .overrideConfigKey("quarkus.objectid.health.enabled", "false");

    @Test
    void malformedIdsGetQuarkusRestsAnswer() {
        Response path = given().get("/shop/orders/zz");
        assertThat(path.statusCode()).isEqualTo(404);
        assertThat(path.contentType()).doesNotStartWith(ProblemDetailsTest.PROBLEM_JSON);

        Response body = given().contentType(ContentType.JSON)
                .body("{\"customerId\":\"zz\"}")
                .post("/shop/orders");
        assertThat(body.statusCode()).isEqualTo(400);
        assertThat(body.contentType()).doesNotStartWith(ProblemDetailsTest.PROBLEM_JSON);
    }

    @Test
    void noMetersAndNoHealthCheck() {
        assertThat(given().get("/q/metrics").asString()).contains("jvm_").doesNotContain("objectid_");
        assertThat(given().get("/q/health").asString()).doesNotContain("objectid");
    }
}
