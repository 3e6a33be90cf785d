package dev.objectid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.micronaut.it.jdbc.BookId;
import io.micronaut.core.convert.ArgumentConversionContext;
import io.micronaut.core.convert.ConversionContext;
import io.micronaut.core.convert.ConversionService;
import io.micronaut.core.type.Argument;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * The application's conversion service knows ObjectIds and typed ids: from text, and from and to the 12 bytes that
 * Micronaut Data JDBC reads and writes. Text that is not an id is rejected with the parser's exception; bytes that
 * are not 12 long are an error, never truncated or padded.
 */
@MicronautTest(startApplication = false, transactional = false)
class ConversionsTest {

    @Inject
    ConversionService conversions;

    @Test
    void fromTextAndBack() {
        ObjectId id = ObjectId.generate();
        assertThat(conversions.convert(id.toHexString().toUpperCase(), ObjectId.class))
                .contains(id);
        assertThat(conversions.convert(id.toHexString(), BookId.class)).contains(BookId.of(id));
        assertThat(conversions.convert(BookId.of(id), String.class)).contains(id.toHexString());
    }

    @Test
    void fromAndToBytes() {
        ObjectId id = ObjectId.generate();
        assertThat(conversions.convert(id.toByteArray(), ObjectId.class)).contains(id);
        assertThat(conversions.convert(id.toByteArray(), BookId.class)).contains(BookId.of(id));
        assertThat(conversions.convert(BookId.of(id), byte[].class)).hasValue(id.toByteArray());
        assertThat(conversions.convert(id, byte[].class)).hasValue(id.toByteArray());
    }

    @Test
    void textThatIsNotAnIdIsRejectedWithTheParsersError() {
        ArgumentConversionContext<BookId> context = ConversionContext.of(Argument.of(BookId.class));
        assertThat(conversions.convert("zz", BookId.class, context)).isEmpty();
        assertThat(context.getLastError()).hasValueSatisfying(error -> {
            assertThat(error.getCause())
                    .isInstanceOf(ObjectIdFormatException.class)
                    .hasMessage(Problems.parserMessage("zz", BookId.class));
            assertThat(error.getOriginalValue()).contains("zz");
        });
    }

    @Test
    void bytesThatAreNotTwelveAreAnError() {
        assertThatThrownBy(() -> conversions.convert(new byte[16], ObjectId.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("16")
                .hasMessageContaining("neither truncated nor padded");
        assertThatThrownBy(() -> conversions.convert(new byte[11], BookId.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("11");
    }
}
