package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jayway.jsonpath.JsonPath;
import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.starter.shop.CustomerId;
import dev.objectid.starter.shop.OrderView;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * ObjectIds and typed ids in the JSON mapper Spring Boot auto-configures (Jackson 3 on Spring Boot 4, Jackson 2 on
 * 3.5; each line's {@code JacksonTest} reads and writes with its own), with no module registered: the hex string as a
 * value, in a list and as a map key, read back equal; a malformed one fails with the parser's exception.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class JacksonContract {

    static final String A = "6740c5e1a3f29b04c7000001";
    static final String B = "6740c5e1a3f29b04c7000002";
    static final String C = "66322ec0a1b2c3d4e50f1e2d";

    abstract String write(Object value);

    abstract <T> T read(String json, Class<T> type);

    @Test
    void idsAreTheirHexStrings() {
        OrderView order = new OrderView(
                ObjectId.parse(A), CustomerId.valueOf(B), List.of(ObjectId.parse(C)), Map.of(CustomerId.valueOf(C), 2));
        String json = write(order);
        assertThat(JsonPath.parse(json).<Map<String, Object>>read("$"))
                .isEqualTo(Map.of("id", A, "customerId", B, "related", List.of(C), "referrals", Map.of(C, 2)));
        assertThat(read(json, OrderView.class)).isEqualTo(order);
        String upperCase = "{\"id\":\"" + A.toUpperCase() + "\",\"customerId\":\"" + B.toUpperCase()
                + "\",\"related\":[\"" + C.toUpperCase() + "\"],\"referrals\":{\"" + C.toUpperCase() + "\":2}}";
        assertThat(read(upperCase, OrderView.class)).isEqualTo(order);
    }

    @Test
    void aMalformedIdFailsWithTheParsersException() {
        assertThatThrownBy(() -> read("{\"customerId\":\"" + B + "0\"}", OrderView.class))
                .hasRootCauseInstanceOf(ObjectIdFormatException.class)
                .rootCause()
                .hasMessageContaining("length is 25");
        assertThatThrownBy(() -> read("{\"referrals\":{\"zz\":1}}", OrderView.class))
                .hasMessageContaining("Invalid CustomerId \"zz\"");
    }

    /** What mongoexport writes, canonical and relaxed alike: read as the ids it holds, written back as strings. */
    @Test
    void mongoDbExtendedJsonIsReadAsWell() {
        String exported = "{\"id\":{\"$oid\":\"" + A + "\"},\"customerId\":{\"$oid\":\"" + B + "\"},"
                + "\"related\":[{\"$oid\":\"" + C + "\"}]}";

        OrderView read = read(exported, OrderView.class);

        assertThat(read.id()).isEqualTo(ObjectId.parse(A));
        assertThat(read.customerId()).isEqualTo(CustomerId.valueOf(B));
        assertThat(read.related()).containsExactly(ObjectId.parse(C));
        assertThat(JsonPath.parse(write(read)).<String>read("$.customerId")).isEqualTo(B);
        assertThatThrownBy(() -> read("{\"customerId\":{\"$oid\":\"zz\"}}", OrderView.class))
                .hasRootCauseInstanceOf(ObjectIdFormatException.class)
                .rootCause()
                .hasMessage(
                        "Invalid CustomerId \"zz\": length is 2, expected 24 hexadecimal digits" + " (0-9, a-f, A-F)");
        assertThatThrownBy(() -> read("{\"id\":{\"$oid\":\"" + A + "\",\"extra\":1}}", OrderView.class))
                .hasRootCauseInstanceOf(ObjectIdFormatException.class)
                .rootCause()
                .hasMessageStartingWith("Invalid ObjectId: an object with the fields \"$oid\", \"extra\";");
    }
}
