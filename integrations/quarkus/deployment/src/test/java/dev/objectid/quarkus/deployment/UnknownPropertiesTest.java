package dev.objectid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.quarkus.test.shop.ShopApp;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** An application that refuses unknown properties: the property is named, in the same problem body. */
class UnknownPropertiesTest {

    @RegisterExtension
    static final QuarkusUnitTest APP =
            ShopApp.create().overrideConfigKey("quarkus.jackson.fail-on-unknown-properties", "true");

    @Test
    void anUnknownPropertyIsNamed() {
        Response response = given().contentType(ContentType.JSON)
                .body("{\"customerId\":null,\"colour\":\"red\"}")
                .post("/shop/orders");

        assertThat(response.statusCode()).as(response.asString()).isEqualTo(400);
        assertThat(response.contentType()).startsWith(ProblemDetailsTest.PROBLEM_JSON);
        assertThat(response.jsonPath().getString("field")).isEqualTo("colour");
        assertThat(response.jsonPath().getString("detail"))
                .startsWith("Field 'colour': unknown property 'colour' at line 1, column ");
    }
}
