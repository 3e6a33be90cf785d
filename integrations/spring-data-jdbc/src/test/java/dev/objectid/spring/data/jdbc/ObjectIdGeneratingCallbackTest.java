package dev.objectid.spring.data.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.jdbc.core.convert.MappingJdbcConverter;
import org.springframework.data.jdbc.core.mapping.JdbcMappingContext;

/**
 * The callback gives new aggregates an id of their id's type, immutable ones through a copy, and leaves alone those
 * whose id is set or of another type.
 */
class ObjectIdGeneratingCallbackTest {

    record Ticket(@Id TicketId id, String title) {}

    record Note(@Id ObjectId id, String text) {}

    static final class MutableNote {
        @Id
        ObjectId id;
    }

    record Counter(@Id Long id) {}

    private final ObjectIdGeneratingCallback callback = new ObjectIdGeneratingCallback(converter());

    @Test
    void anImmutableAggregateGetsACopyWithANewTypedId() {
        Ticket ticket = new Ticket(null, "broken");

        Ticket saved = (Ticket) callback.onBeforeConvert(ticket);

        assertThat(saved.id()).isNotNull();
        assertThat(saved.title()).isEqualTo("broken");
        assertThat(ticket.id()).isNull();
    }

    @Test
    void plainObjectIdsAndMutableAggregatesToo() {
        MutableNote mutable = new MutableNote();

        assertThat(((Note) callback.onBeforeConvert(new Note(null, "x"))).id()).isNotNull();
        assertThat(callback.onBeforeConvert(mutable)).isSameAs(mutable);
        assertThat(mutable.id).isNotNull();
    }

    @Test
    void eachAggregateGetsANewIdInIncreasingOrder() {
        ObjectId first = ((Note) callback.onBeforeConvert(new Note(null, "a"))).id();
        ObjectId second = ((Note) callback.onBeforeConvert(new Note(null, "b"))).id();

        assertThat(second).isGreaterThan(first);
    }

    @Test
    void anIdAlreadySetIsKept() {
        Ticket ticket = new Ticket(TicketId.of(ObjectId.generate()), "assigned");

        assertThat(callback.onBeforeConvert(ticket)).isSameAs(ticket);
    }

    @Test
    void anIdOfAnotherTypeIsNotThisCallbacksBusiness() {
        Counter counter = new Counter(null);

        assertThat(callback.onBeforeConvert(counter)).isSameAs(counter);
    }

    private static MappingJdbcConverter converter() {
        JdbcCustomConversions conversions = new JdbcCustomConversions(ObjectIdJdbcConverters.converters(
                ObjectIdGeneratingCallbackTest.class.getClassLoader(), TicketId.class));
        JdbcMappingContext context = new JdbcMappingContext();
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        return new MappingJdbcConverter(context, (identifier, path) -> List.of());
    }
}
