package dev.objectid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.micronaut.it.jdbc.BookId;
import dev.objectid.micronaut.it.jdbc.Review;
import dev.objectid.micronaut.it.jpa.InvoiceId;
import dev.objectid.micronaut.serde.InvalidJsonIdException;
import io.micronaut.core.type.Argument;
import io.micronaut.serde.ObjectMapper;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Micronaut Serialization writes ObjectIds and typed ids as the JSON string of their hexadecimal form and reads them
 * back, with no {@code @SerdeImport} or {@code @Serdeable} on them; a value that is not an id is an error naming it.
 */
@MicronautTest(startApplication = false, transactional = false)
class SerdeTest {

    @Inject
    ObjectMapper json;

    @Test
    void anObjectIdIsItsHexadecimalString() throws IOException {
        ObjectId id = ObjectId.generate();
        assertThat(json.writeValueAsString(id)).isEqualTo("\"" + id.toHexString() + "\"");
        assertThat(json.readValue("\"" + id.toHexString().toUpperCase() + "\"", ObjectId.class))
                .isEqualTo(id);
    }

    @Test
    void typedIdsAreTheirHexadecimalString() throws IOException {
        BookId book = BookId.of(ObjectId.generate());
        InvoiceId invoice = InvoiceId.of(ObjectId.generate());
        assertThat(json.writeValueAsString(book)).isEqualTo("\"" + book + "\"");
        assertThat(json.readValue("\"" + book + "\"", BookId.class)).isEqualTo(book);
        assertThat(json.readValue("\"" + invoice + "\"", InvoiceId.class)).isEqualTo(invoice);
    }

    @Test
    void idsInCollectionsAndAsMapKeys() throws IOException {
        BookId book = BookId.of(ObjectId.generate());
        ObjectId id = ObjectId.generate();
        String text = json.writeValueAsString(Map.of("books", List.of(book), "id", id));
        assertThat(json.readValue(text, Argument.mapOf(String.class, Object.class)))
                .containsEntry("books", List.of(book.toString()))
                .containsEntry("id", id.toHexString());
    }

    @Test
    void aStringThatIsNotAnIdIsAnErrorNamingIt() {
        assertThatThrownBy(() -> json.readValue("\"zz\"", ObjectId.class))
                .hasMessageContaining(Problems.parserMessage("zz"))
                .hasRootCauseInstanceOf(ObjectIdFormatException.class);
        assertThatThrownBy(() -> json.readValue("\"65f0c0ffee0000000000000g\"", BookId.class))
                .hasMessageContaining(Problems.parserMessage("65f0c0ffee0000000000000g", BookId.class))
                .hasMessageContaining("Invalid BookId");
    }

    @Test
    void aValueThatIsNotAStringIsAnError() {
        assertThatThrownBy(() -> json.readValue("{\"a\": 1}", ObjectId.class))
                .hasMessageContaining("Invalid ObjectId: an object with the field \"a\"; expected a string of "
                        + ObjectIdFormatException.EXPECTED + ", or {\"$oid\": \"<24 hexadecimal digits>\"} (MongoDB"
                        + " Extended JSON)");
    }

    @Test
    void aNumberOrAnArrayIsNoIdWhateverItHolds() {
        ObjectId id = ObjectId.generate();
        Map<String, Object> values = Map.of(
                "123456789012345678901234",
                new BigInteger("123456789012345678901234"),
                "[\"" + id + "\"]",
                List.of(id.toHexString()),
                "[]",
                List.of(),
                "true",
                true);
        values.forEach((text, value) -> {
            assertThatThrownBy(() -> json.readValue(text, ObjectId.class))
                    .as(text)
                    .isInstanceOf(InvalidJsonIdException.class)
                    .hasMessage(Problems.jsonMessage(value, ObjectId.class));
            assertThatThrownBy(() -> json.readValue(text, BookId.class))
                    .as(text)
                    .isInstanceOf(InvalidJsonIdException.class)
                    .hasMessage(Problems.jsonMessage(value, BookId.class))
                    .hasMessageStartingWith("Invalid BookId: ");
        });
    }

    @Test
    void aValueThatIsNotAStringForATypedIdNamesTheTypedId() {
        assertThatThrownBy(() -> json.readValue("{\"a\": 1}", BookId.class))
                .isInstanceOf(InvalidJsonIdException.class)
                .hasMessage(Problems.jsonMessage(Map.of("a", 1), BookId.class));
        assertThatThrownBy(() -> json.readValue("{\"bookId\": {\"n\": 1}, \"text\": \"x\"}", Review.class))
                .hasMessageContaining(Problems.jsonMessage(Map.of("n", 1), BookId.class))
                .satisfies(error -> assertThat(Stream.iterate(error, Objects::nonNull, Throwable::getCause))
                        .filteredOn(InvalidJsonIdException.class::isInstance)
                        .singleElement()
                        .extracting(e -> ((InvalidJsonIdException) e).field())
                        .isEqualTo("bookId"));
    }
}
