package dev.objectid.stacks.jooq;

import static dev.objectid.stacks.jooq.schema.Tables.CUSTOMERS;
import static dev.objectid.stacks.jooq.schema.Tables.EVENTS;
import static dev.objectid.stacks.jooq.schema.Tables.ID_COLUMNS;
import static dev.objectid.stacks.jooq.schema.Tables.LEGACY_EVENTS;
import static dev.objectid.stacks.jooq.schema.Tables.ORDERS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.example.shop.CustomerId;
import com.example.shop.OrderId;
import dev.objectid.ObjectId;
import dev.objectid.jooq.ObjectIdConditions;
import dev.objectid.jooq.ObjectIdDataTypes;
import dev.objectid.stacks.ShopDatabase;
import dev.objectid.stacks.jooq.schema.tables.records.OrdersRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record2;
import org.jooq.SQLDialect;
import org.jooq.Table;
import org.jooq.conf.RenderNameCase;
import org.jooq.conf.RenderQuotedNames;
import org.jooq.conf.Settings;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * jOOQ on this run's database, with the classes its code generator wrote from the schema with the forced types of
 * docs/jooq.md: typed ids and ObjectIds in binary columns, ObjectIds in a hex column, time-range conditions on each,
 * and fields written by hand.
 */
class JooqTest {

    private static final Instant NOON = Instant.parse("2026-05-04T12:00:00Z");

    private DSLContext dsl;
    private CustomerId ada;

    @BeforeEach
    void connect() {
        ShopDatabase.clear();
        // one generated schema for three databases: names rendered unquoted, in lower case
        Settings settings = new Settings()
                .withRenderSchema(false)
                .withRenderQuotedNames(RenderQuotedNames.NEVER)
                .withRenderNameCase(RenderNameCase.LOWER);
        dsl = DSL.using(ShopDatabase.dataSource(), dialect(), settings);
        ada = CustomerId.generate();
        dsl.insertInto(CUSTOMERS)
                .set(CUSTOMERS.ID, ada)
                .set(CUSTOMERS.NAME, "Ada")
                .execute();
    }

    @Test
    void generatedRecordsReadAndWriteTypedIds() {
        OrderId tea = OrderId.generate();

        // tag::records[]
        dsl.insertInto(ORDERS)
                .set(ORDERS.ID, tea)
                .set(ORDERS.CUSTOMER_ID, ada)
                .set(ORDERS.ITEM, "tea")
                .execute();

        OrdersRecord order = dsl.selectFrom(ORDERS).where(ORDERS.ID.eq(tea)).fetchOne();
        CustomerId customer = order.getCustomerId(); // a CustomerId, read from binary(12)
        // end::records[]

        assertThat(customer).isEqualTo(ada);
        Record2<String, String> joined = dsl.select(CUSTOMERS.NAME, ORDERS.ITEM)
                .from(ORDERS)
                .join(CUSTOMERS)
                .on(CUSTOMERS.ID.eq(ORDERS.CUSTOMER_ID))
                .fetchOne();
        assertThat(joined.value1()).isEqualTo("Ada");
        assertThat(joined.value2()).isEqualTo("tea");
        byte[] stored = dsl.select(DSL.field(DSL.name("customer_id"), byte[].class))
                .from(DSL.table("orders"))
                .fetchOne()
                .value1();
        assertThat(stored).isEqualTo(ada.toByteArray());
    }

    @Test
    void timeRangeConditionsOnATypedId() {
        List<OrderId> created = insertOrdersAt(NOON, NOON.plusMillis(999), NOON.plusSeconds(1), NOON.plusSeconds(2));
        Instant from = NOON.plusMillis(500);
        Instant to = NOON.plusSeconds(2);

        // tag::conditions[]
        List<OrderId> between = dsl.select(ORDERS.ID)
                .from(ORDERS)
                .where(ObjectIdConditions.createdBetween(ORDERS.ID, from, to)) // [from, to), to the second
                .orderBy(ORDERS.ID)
                .fetch(ORDERS.ID);
        // end::conditions[]

        assertThat(between).containsExactly(created.get(0), created.get(1), created.get(2));
        assertThat(dsl.fetchCount(ORDERS, ObjectIdConditions.createdSince(ORDERS.ID, to)))
                .isEqualTo(1);
        assertThat(dsl.fetchCount(ORDERS, ObjectIdConditions.createdBefore(ORDERS.ID, NOON.plusSeconds(1))))
                .isEqualTo(2);
        assertThat(dsl.fetchCount(ORDERS, ObjectIdConditions.createdBetween(ORDERS.ID, to, from)))
                .isZero();
    }

    @Test
    void plainObjectIdsInBinaryAndInHexColumns() {
        List<ObjectId> created = new ArrayList<>();
        for (int second = 0; second < 3; second++) {
            ObjectId id = ObjectId.generate(NOON.plusSeconds(second));
            created.add(id);
            dsl.insertInto(EVENTS).set(EVENTS.ID, id).set(EVENTS.KIND, "binary").execute();
            dsl.insertInto(LEGACY_EVENTS)
                    .set(LEGACY_EVENTS.ID, id)
                    .set(LEGACY_EVENTS.KIND, "hex")
                    .execute();
        }
        Instant from = NOON.plusSeconds(1);
        Instant to = NOON.plusSeconds(3);

        assertThat(dsl.select(EVENTS.ID)
                        .from(EVENTS)
                        .where(ObjectIdConditions.createdBetween(EVENTS.ID, from, to))
                        .orderBy(EVENTS.ID)
                        .fetch(EVENTS.ID))
                .containsExactly(created.get(1), created.get(2));
        assertThat(dsl.select(LEGACY_EVENTS.ID)
                        .from(LEGACY_EVENTS)
                        .where(ObjectIdConditions.createdBetween(LEGACY_EVENTS.ID, from, to))
                        .orderBy(LEGACY_EVENTS.ID)
                        .fetch(LEGACY_EVENTS.ID))
                .containsExactly(created.get(1), created.get(2));
        assertThat(dsl.select(DSL.field(DSL.name("id"), String.class))
                        .from(DSL.table("legacy_events"))
                        .orderBy(DSL.field(DSL.name("id")))
                        .fetch()
                        .getValues(0, String.class))
                .containsExactly(created.stream().map(ObjectId::toHexString).toArray(String[]::new));
    }

    @Test
    void fieldsWrittenByHandUseTheDataTypes() {
        List<OrderId> created = insertOrdersAt(NOON, NOON.plusSeconds(1), NOON.plusSeconds(2));

        // tag::hand-written[]
        Table<?> orders = DSL.table(DSL.name("orders"));
        Field<OrderId> id = DSL.field(DSL.name("orders", "id"), ObjectIdDataTypes.typedId(OrderId.class));

        List<OrderId> sinceOne = dsl.select(id)
                .from(orders)
                .where(ObjectIdConditions.createdSince(id, NOON.plusSeconds(1)))
                .orderBy(id)
                .fetch(id);
        // end::hand-written[]

        assertThat(sinceOne).containsExactly(created.get(1), created.get(2));
        Field<byte[]> raw = DSL.field(DSL.name("orders", "id"), SQLDataType.VARBINARY);
        assertThat(dsl.fetchCount(
                        dsl.selectFrom(orders).where(ObjectIdConditions.createdBefore(raw, NOON.plusSeconds(2)))))
                .isEqualTo(2);
    }

    @Test
    void aStoredValueThatIsNotAnIdIsAnErrorThatShowsIt() {
        dsl.insertInto(ID_COLUMNS)
                .set(ID_COLUMNS.ROW_NO, 1)
                .set(ID_COLUMNS.TOO_WIDE, new byte[16])
                .execute();
        Field<ObjectId> tooWide = DSL.field(DSL.name("too_wide"), ObjectIdDataTypes.OBJECT_ID);

        assertThatThrownBy(() -> dsl.select(tooWide).from(ID_COLUMNS).fetch())
                .hasStackTraceContaining(
                        "Invalid ObjectId: 16 bytes (0x00000000000000000000000000000000), expected" + " exactly 12.");
    }

    private List<OrderId> insertOrdersAt(Instant... times) {
        List<OrderId> created = new ArrayList<>();
        for (Instant time : times) {
            OrderId id = OrderId.of(ObjectId.generate(time));
            dsl.insertInto(ORDERS)
                    .set(ORDERS.ID, id)
                    .set(ORDERS.CUSTOMER_ID, ada)
                    .set(ORDERS.ITEM, "item")
                    .execute();
            created.add(id);
        }
        return created;
    }

    private static SQLDialect dialect() {
        switch (ShopDatabase.name()) {
            case "postgresql":
                return SQLDialect.POSTGRES;
            case "mariadb":
                return SQLDialect.MARIADB;
            default:
                return SQLDialect.H2;
        }
    }
}
