package dev.objectid.quarkus.deployment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.quarkus.InvalidObjectIdException;
import dev.objectid.quarkus.test.mapper.InvalidIdMapper;
import dev.objectid.quarkus.test.shop.ShopApp;
import io.quarkus.test.QuarkusUnitTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import org.jboss.resteasy.reactive.RestResponse;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An application that maps {@link InvalidObjectIdException} itself: its mapper answers, for parameters and JSON bodies
 * alike, with what the exception tells; a resource's own {@code @ServerExceptionMapper} answers for that resource.
 */
class ApplicationMapperTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = ShopApp.create(InvalidIdMapper.class, ResourceWithItsOwnMapper.class);

    @Path("/own")
    public static class ResourceWithItsOwnMapper {

        @GET
        @Path("/{id}")
        public String id(@PathParam("id") ObjectId id) {
            return id.toHexString();
        }

        @ServerExceptionMapper
        public RestResponse<String> invalidId(InvalidObjectIdException invalid) {
            return RestResponse.status(RestResponse.Status.CONFLICT, "resource: " + invalid.name());
        }
    }

    @Test
    void theApplicationsMapperAnswersForParameters() {
        Response response = given().get("/shop/orders/zz");
        assertThat(response.statusCode()).isEqualTo(422);
        assertThat(response.asString()).isEqualTo("application: path variable id zz");
    }

    @Test
    void theApplicationsMapperAnswersForJsonBodies() {
        Response response = given().contentType(ContentType.JSON)
                .body("{\"related\":[\"x\"]}")
                .post("/shop/orders");
        assertThat(response.statusCode()).isEqualTo(422);
        assertThat(response.asString()).isEqualTo("application: field related[0] x");
    }

    @Test
    void aResourcesOwnMapperAnswersForIt() {
        Response response = given().get("/own/zz");
        assertThat(response.statusCode()).isEqualTo(409);
        assertThat(response.asString()).isEqualTo("resource: id");
    }
}
