package dev.objectid.jdbi.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.jdbi.HexObjectId;
import java.sql.SQLDataException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.generic.GenericType;
import org.jdbi.v3.core.mapper.reflect.ColumnName;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;
import org.jdbi.v3.core.mapper.reflect.FieldMapper;
import org.jdbi.v3.core.qualifier.QualifiedType;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Jdbi's fluent API on this run's database with objectid-jdbi installed by {@code installPlugins()}: ObjectIds and the
 * typed ids objectid-processor generated here, bound positionally, by name, from beans, records, public fields and
 * lists, and mapped to single values, beans, records and {@code Optional}s; nulls, a hex column, a time range, and the
 * error for a stored value that is not an id.
 */
class FluentApiTest {

    private static final Instant NOON = Instant.parse("2026-05-04T12:00:00Z");

    private Handle handle;

    @BeforeEach
    void open() {
        ShopDatabase.clear();
        handle = ShopDatabase.jdbi().open();
    }

    @AfterEach
    void close() {
        handle.close();
    }

    @Test
    void typedIdsBindPositionallyAndByNameAndMapBack() {
        CustomerId ada = CustomerId.generate();
        OrderId tea = OrderId.generate();

        // tag::fluent[]
        handle.execute("insert into customers (id, name) values (?, ?)", ada, "Ada");
        handle.createUpdate("insert into orders (id, customer_id, item) values (:id, :customer, :item)")
                .bind("id", tea)
                .bind("customer", ada)
                .bind("item", "tea")
                .execute();
        OrderId found = handle.createQuery("select id from orders where customer_id = :customer")
                .bind("customer", ada)
                .mapTo(OrderId.class)
                .one();
        // end::fluent[]

        assertThat(found).isEqualTo(tea);
        assertThat(handle.createQuery("select id from orders")
                        .mapTo(ObjectId.class)
                        .one())
                .isEqualTo(tea.toObjectId());
        byte[] stored =
                handle.createQuery("select id from orders").mapTo(byte[].class).one();
        assertThat(stored).isEqualTo(tea.toByteArray());
    }

    @Test
    void beansBindAndMapByProperty() {
        Customer ada = new Customer(CustomerId.generate(), "Ada");

        // tag::bean[]
        handle.createUpdate("insert into customers (id, name) values (:id, :name)")
                .bindBean(ada)
                .execute();
        Customer found = handle.createQuery("select id, name from customers where id = :id")
                .bind("id", ada.getId())
                .mapToBean(Customer.class)
                .one();
        // end::bean[]

        assertThat(found).usingRecursiveComparison().isEqualTo(ada);
    }

    @Test
    void recordsBindTheirAccessorsAndMapThroughTheirConstructorNullsIncluded() {
        CustomerId ada = insertCustomer("Ada");
        CustomerId bob = insertCustomer("Bob");
        OrderRow referred = new OrderRow(OrderId.generate(), ada, "tea", bob);
        OrderRow direct = new OrderRow(OrderId.generate(), ada, "cake", null);

        // tag::record[]
        handle.registerRowMapper(ConstructorMapper.factory(OrderRow.class));
        for (OrderRow order : List.of(referred, direct)) {
            handle.createUpdate("insert into orders (id, customer_id, item, referred_by)"
                            + " values (:id, :customerId, :item, :referredBy)")
                    .bindMethods(order) // a null referredBy binds NULL
                    .execute();
        }
        List<OrderRow> found = handle.createQuery("select id, customer_id, item, referred_by from orders order by id")
                .mapTo(OrderRow.class)
                .list();
        // end::record[]

        assertThat(found).containsExactly(referred, direct);
    }

    @Test
    void aBatchBindsEachRowsIds() {
        List<Customer> customers = List.of(
                new Customer(CustomerId.generate(), "Ada"),
                new Customer(CustomerId.generate(), "Bob"),
                new Customer(CustomerId.generate(), "Cy"));

        PreparedBatch batch = handle.prepareBatch("insert into customers (id, name) values (:id, :name)");
        customers.forEach(customer -> batch.bindBean(customer).add());
        batch.execute();

        assertThat(handle.createQuery("select id from customers order by id")
                        .mapTo(CustomerId.class)
                        .list())
                .containsExactlyElementsOf(
                        customers.stream().map(Customer::getId).toList());
    }

    @Test
    void publicFieldsBindAndMap() {
        NewCustomer ada = new NewCustomer();
        ada.id = CustomerId.generate();
        ada.name = "Ada";

        handle.createUpdate("insert into customers (id, name) values (:id, :name)")
                .bindFields(ada)
                .execute();
        NewCustomer found = handle.createQuery("select id, name from customers")
                .map(FieldMapper.of(NewCustomer.class))
                .one();

        assertThat(found).usingRecursiveComparison().isEqualTo(ada);
    }

    @Test
    void aListOfIdsBindsAsAnInList() {
        CustomerId ada = insertCustomer("Ada");
        CustomerId bob = insertCustomer("Bob");
        insertCustomer("Cy");

        List<CustomerId> found = handle.createQuery("select id from customers where id in (<ids>) order by id")
                .bindList("ids", List.of(bob, ada))
                .mapTo(CustomerId.class)
                .list();

        assertThat(found).containsExactly(ada, bob);
    }

    @Test
    void aNullColumnMapsToNullAndToAnEmptyOptional() {
        CustomerId ada = insertCustomer("Ada");
        insertOrder(new OrderRow(OrderId.generate(), ada, "tea", ada));
        insertOrder(new OrderRow(OrderId.generate(), ada, "cake", null));

        assertThat(handle.createQuery("select referred_by from orders order by id")
                        .mapTo(CustomerId.class)
                        .list())
                .containsExactly(ada, null);
        assertThat(handle.createQuery("select referred_by from orders order by id")
                        .mapTo(new GenericType<Optional<CustomerId>>() {})
                        .list())
                .containsExactly(Optional.of(ada), Optional.empty());
    }

    @Test
    void anOptionalIdBindsItsValueOrNull() {
        CustomerId ada = insertCustomer("Ada");
        GenericType<Optional<CustomerId>> optional = new GenericType<>() {};

        handle.createUpdate(
                        "insert into orders (id, customer_id, item, referred_by) values (:id, :customer, 'tea', :by)")
                .bind("id", OrderId.generate())
                .bindByType("customer", Optional.of(ada), optional)
                .bindByType("by", Optional.empty(), optional)
                .execute();

        assertThat(handle.createQuery(
                                "select count(*) from orders where customer_id = :customer and referred_by is null")
                        .bind("customer", ada)
                        .mapTo(int.class)
                        .one())
                .isOne();
    }

    @Test
    void aColumnNameAnnotationMapsAColumnToAConstructorParameter() {
        CustomerId ada = insertCustomer("Ada");
        OrderId tea = insertOrder(new OrderRow(OrderId.generate(), ada, "tea", null));

        OrderSummary found = handle.createQuery("select o.id as order_no, c.name as customer_name"
                        + " from orders o join customers c on c.id = o.customer_id")
                .map(ConstructorMapper.of(OrderSummary.class))
                .one();

        assertThat(found).isEqualTo(new OrderSummary(tea, "Ada"));
    }

    @Test
    void mapToMapKeepsTheDriversValue() {
        CustomerId ada = insertCustomer("Ada");

        Map<String, Object> row =
                handle.createQuery("select id from customers").mapToMap().one();

        assertThat(row).containsOnlyKeys("id");
        assertThat((byte[]) row.get("id")).isEqualTo(ada.toByteArray());
    }

    @Test
    void aTimeRangeIsARangeOfIds() {
        CustomerId ada = insertCustomer("Ada");
        List<OrderId> created = List.of(
                OrderId.of(ObjectId.generate(NOON)),
                OrderId.of(ObjectId.generate(NOON.plusMillis(999))),
                OrderId.of(ObjectId.generate(NOON.plusSeconds(1))),
                OrderId.of(ObjectId.generate(NOON.plusSeconds(2))));
        for (int i = created.size() - 1; i >= 0; i--) {
            insertOrder(new OrderRow(created.get(i), ada, "item " + i, null));
        }
        Instant from = NOON.plusMillis(500); // ids hold whole seconds: this second is in the range
        Instant to = NOON.plusSeconds(2);

        // tag::time-range[]
        List<OrderId> placed = handle.createQuery("select id from orders where id >= :from and id < :to order by id")
                .bind("from", OrderId.minFor(from))
                .bind("to", OrderId.minFor(to))
                .mapTo(OrderId.class)
                .list();
        // end::time-range[]

        assertThat(placed).containsExactly(created.get(0), created.get(1), created.get(2));
    }

    @Test
    void aHexColumnTakesIdsQualifiedHexObjectIdAndReadsWithout() {
        ObjectId first = ObjectId.generate(NOON);
        ObjectId second = ObjectId.generate(NOON.plusSeconds(1));

        for (ObjectId id : List.of(second, first)) {
            // tag::hex-fluent[]
            handle.createUpdate("insert into legacy_events (id, kind) values (:id, :kind)")
                    .bindByType("id", id, QualifiedType.of(ObjectId.class).with(HexObjectId.class))
                    .bind("kind", "signup")
                    .execute();
            // end::hex-fluent[]
        }

        assertThat(handle.createQuery("select id from legacy_events order by id")
                        .mapTo(ObjectId.class)
                        .list())
                .containsExactly(first, second);
        assertThat(handle.createQuery("select id from legacy_events where id = :id")
                        .bindByType(
                                "id", second, QualifiedType.of(ObjectId.class).with(HexObjectId.class))
                        .mapTo(String.class)
                        .one())
                .isEqualTo(second.toHexString());
    }

    @Test
    void theHexQualifierOnARecordComponentAndABeanGetter() {
        LegacyEvent signup = new LegacyEvent(ObjectId.generate(NOON), "signup");
        LegacyEventBean login = new LegacyEventBean();
        login.setId(ObjectId.generate(NOON.plusSeconds(1)));
        login.setKind("login");
        String insert = "insert into legacy_events (id, kind) values (:id, :kind)";

        handle.createUpdate(insert).bindMethods(signup).execute();
        handle.createUpdate(insert).bindBean(login).execute();

        assertThat(handle.createQuery("select id from legacy_events order by id")
                        .mapTo(String.class)
                        .list())
                .containsExactly(signup.id().toHexString(), login.getId().toHexString());
        assertThat(handle.createQuery("select id, kind from legacy_events order by id")
                        .map(ConstructorMapper.of(LegacyEvent.class))
                        .list())
                .containsExactly(signup, new LegacyEvent(login.getId(), "login"));
        assertThat(handle.createQuery("select id, kind from legacy_events where kind = 'login'")
                        .mapToBean(LegacyEventBean.class)
                        .one())
                .usingRecursiveComparison()
                .isEqualTo(login);
    }

    @Test
    void aStoredValueThatIsNotAnIdIsAnErrorThatNamesTheColumnAndTheValue() {
        handle.execute(
                "insert into bad_values (row_no, too_wide, as_text) values (1, ?, 'not-an-object-id')",
                new byte[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});

        assertThatThrownBy(() -> handle.createQuery("select too_wide from bad_values")
                        .mapTo(ObjectId.class)
                        .one())
                .cause()
                .isInstanceOf(SQLDataException.class)
                .hasMessageMatching("Column (?i:too_wide) \\(.+\\): Invalid ObjectId: 16 bytes"
                        + " \\(0x000102030405060708090a0b0c0d0e0f\\), expected exactly 12\\..*");
        assertThatThrownBy(() -> handle.createQuery("select as_text from bad_values")
                        .mapTo(CustomerId.class)
                        .one())
                .cause()
                .isInstanceOf(SQLDataException.class)
                .hasMessageMatching("Column (?i:as_text) \\(.+\\): Invalid ObjectId \"not-an-object-id\".*");
    }

    private CustomerId insertCustomer(String name) {
        CustomerId id = CustomerId.generate();
        handle.execute("insert into customers (id, name) values (?, ?)", id, name);
        return id;
    }

    private OrderId insertOrder(OrderRow order) {
        handle.createUpdate("insert into orders (id, customer_id, item, referred_by)"
                        + " values (:id, :customerId, :item, :referredBy)")
                .bindMethods(order)
                .execute();
        return order.id();
    }

    /** A customer with public fields, as {@code bindFields} binds them and {@code FieldMapper} maps them. */
    public static final class NewCustomer {
        public CustomerId id;
        public String name;
    }

    /**
     * What a query with its own column names reads.
     *
     * @param order    the order's id, from the column {@code order_no}
     * @param customer the customer's name, from {@code customer_name}
     */
    public record OrderSummary(
            @ColumnName("order_no") OrderId order,
            @ColumnName("customer_name") String customer) {}

    /**
     * A row of {@code legacy_events}, whose id column holds hex digits.
     *
     * @param id   the event's id, bound as its hex digits
     * @param kind what happened
     */
    public record LegacyEvent(@HexObjectId ObjectId id, String kind) {}

    /** The same row as a JavaBean, the qualifier on its getter. */
    public static final class LegacyEventBean {
        private ObjectId id;
        private String kind;

        @HexObjectId
        public ObjectId getId() {
            return id;
        }

        public void setId(ObjectId id) {
            this.id = id;
        }

        public String getKind() {
            return kind;
        }

        public void setKind(String kind) {
            this.kind = kind;
        }
    }
}
