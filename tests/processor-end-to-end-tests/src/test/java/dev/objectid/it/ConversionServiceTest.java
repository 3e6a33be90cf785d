package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.it.shop.OrderId;
import org.junit.jupiter.api.Test;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.core.convert.ConversionService;
import org.springframework.format.support.DefaultFormattingConversionService;

/**
 * Spring turns request parameters and path variables into typed ids through its conversion service, which finds the
 * static {@code valueOf(String)} of the typed id: nothing to register.
 */
class ConversionServiceTest {

    /** The conversion service Spring MVC uses for {@code @PathVariable OrderId id}. */
    private final ConversionService conversions = new DefaultFormattingConversionService();

    @Test
    void aHexStringBecomesAnOrderIdAndBack() {
        // tag::conversion[]
        OrderId id = conversions.convert("6632217f8a5d3e0001a0b1c2", OrderId.class);
        String hex = conversions.convert(id, String.class);
        // end::conversion[]

        assertThat(id).isEqualTo(OrderId.of(ObjectId.parse("6632217f8a5d3e0001a0b1c2")));
        assertThat(hex).isEqualTo("6632217f8a5d3e0001a0b1c2");
    }

    @Test
    void anInvalidStringFailsWithTheParserMessage() {
        assertThatThrownBy(() -> conversions.convert("not-an-id", OrderId.class))
                .isInstanceOf(ConversionFailedException.class)
                .hasRootCauseInstanceOf(IllegalArgumentException.class)
                .rootCause()
                .hasMessageContaining("length is 9, expected 24");
    }
}
