package dev.objectid.jooq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import dev.objectid.ObjectId;
import java.time.Instant;
import java.util.List;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.Test;

/**
 * The time-range conditions are {@code id >= minFor(from) AND id < minFor(to)} with the bounds bound in the field's own
 * type, whatever the field's type, floored to the second; bad fields and bounds are refused by name.
 */
class ObjectIdConditionsTest {

    private static final Instant FROM = Instant.parse("2026-05-04T12:00:00.700Z");
    private static final Instant TO = Instant.parse("2026-05-04T13:00:00Z");

    private final DSLContext dsl = DSL.using(SQLDialect.H2);

    @Test
    void aRangeOfObjectIdsFlooredToTheSecond() {
        Field<ObjectId> id = DSL.field(DSL.name("id"), ObjectIdDataTypes.OBJECT_ID);

        Condition between = ObjectIdConditions.createdBetween(id, FROM, TO);

        // the column stays bare, so that the primary-key index serves the range; jOOQ casts the bound values
        assertThat(dsl.render(between))
                .isEqualTo("(\"id\" >= cast(? as binary(12)) and \"id\" < cast(? as binary(12)))");
        assertThat(dsl.extractBindValues(between)).containsExactly(ObjectId.minFor(FROM), ObjectId.minFor(TO));
        assertThat(ObjectId.minFor(FROM).timestamp()).isEqualTo(Instant.parse("2026-05-04T12:00:00Z"));
    }

    @Test
    void typedIdsBytesAndHexAreBoundInTheirOwnType() {
        Field<TicketId> typed = DSL.field(DSL.name("id"), ObjectIdDataTypes.typedId(TicketId.class));
        Field<byte[]> bytes = DSL.field(DSL.name("id"), SQLDataType.VARBINARY);
        Field<String> hex = DSL.field(DSL.name("id"), SQLDataType.CHAR(24));

        List<Object> typedBinds = dsl.extractBindValues(ObjectIdConditions.createdSince(typed, FROM));
        List<Object> byteBinds = dsl.extractBindValues(ObjectIdConditions.createdSince(bytes, FROM));
        List<Object> hexBinds = dsl.extractBindValues(ObjectIdConditions.createdBefore(hex, TO));

        assertThat(typedBinds).containsExactly(TicketId.of(ObjectId.minFor(FROM)));
        assertThat((byte[]) byteBinds.get(0)).isEqualTo(ObjectId.minFor(FROM).toByteArray());
        assertThat(hexBinds).containsExactly(ObjectId.minFor(TO).toHexString());
        assertThat(dsl.render(ObjectIdConditions.createdBefore(hex, TO))).isEqualTo("\"id\" < cast(? as char(24))");
    }

    @Test
    void aFieldOfAnotherTypeIsRefusedByName() {
        Field<Long> number = DSL.field(DSL.name("orders", "number"), SQLDataType.BIGINT);

        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdConditions.createdSince(number, FROM))
                .withMessage("Field \"orders\".\"number\" is of type java.lang.Long; a time-range condition needs an id"
                        + " field of type dev.objectid.ObjectId, a typed id, byte[] or String");
    }

    @Test
    void badBoundsAreRefusedByName() {
        Field<ObjectId> id = DSL.field(DSL.name("id"), ObjectIdDataTypes.OBJECT_ID);

        assertThatNullPointerException()
                .isThrownBy(() -> ObjectIdConditions.createdBetween(id, null, TO))
                .withMessage("from");
        assertThatNullPointerException()
                .isThrownBy(() -> ObjectIdConditions.createdBefore(id, null))
                .withMessage("to");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdConditions.createdSince(id, Instant.parse("1969-12-31T23:59:59Z")))
                .withMessageContaining("outside the range of an ObjectId timestamp");
    }
}
