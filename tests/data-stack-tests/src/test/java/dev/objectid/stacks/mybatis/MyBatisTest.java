package dev.objectid.stacks.mybatis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.example.shop.CustomerId;
import com.example.shop.OrderId;
import dev.objectid.ObjectId;
import dev.objectid.mybatis.ObjectIdTypeHandlers;
import dev.objectid.stacks.ShopDatabase;
import java.sql.SQLDataException;
import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactory;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.apache.ibatis.transaction.jdbc.JdbcTransactionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * MyBatis on this run's database, with the type handlers {@link ObjectIdTypeHandlers} registers: typed ids listed by
 * objectid-processor and ObjectIds bound and mapped with no {@code typeHandler} attribute, a hex column with one, a
 * time-range query, and the error for a stored value that is not an id.
 */
class MyBatisTest {

    private static final Instant NOON = Instant.parse("2026-05-04T12:00:00Z");

    private SqlSession session;
    private ShopMapper shop;
    private EventMapper events;

    @BeforeEach
    void open() {
        ShopDatabase.clear();
        session = sessionFactory(ShopDatabase.dataSource()).openSession(true);
        shop = session.getMapper(ShopMapper.class);
        events = session.getMapper(EventMapper.class);
    }

    @AfterEach
    void close() {
        session.close();
    }

    static SqlSessionFactory sessionFactory(DataSource dataSource) {
        // tag::configuration[]
        Configuration configuration =
                new Configuration(new Environment("shop", new JdbcTransactionFactory(), dataSource));
        ObjectIdTypeHandlers.register(configuration.getTypeHandlerRegistry()); // ObjectId and every typed id
        configuration.setMapUnderscoreToCamelCase(true);
        configuration.setArgNameBasedConstructorAutoMapping(true);
        configuration.addMapper(ShopMapper.class);
        // end::configuration[]
        configuration.addMapper(EventMapper.class);
        return new SqlSessionFactoryBuilder().build(configuration);
    }

    @Test
    void typedIdsAreBoundAndMappedWithoutAnyTypeHandlerAttribute() {
        CustomerId ada = CustomerId.generate();
        OrderId tea = OrderId.generate();

        shop.insertCustomer(ada, "Ada");
        shop.insertOrder(new OrderRow(tea, ada, "tea"));

        assertThat(shop.findOrder(tea)).isEqualTo(new OrderRow(tea, ada, "tea"));
    }

    @Test
    void aTimeRangeIsARangeOfIds() {
        CustomerId ada = CustomerId.generate();
        shop.insertCustomer(ada, "Ada");
        List<OrderRow> created = List.of(
                order(ada, NOON),
                order(ada, NOON.plusMillis(999)),
                order(ada, NOON.plusSeconds(1)),
                order(ada, NOON.plusSeconds(2)));
        for (int i = created.size() - 1; i >= 0; i--) {
            shop.insertOrder(created.get(i));
        }

        List<OrderRow> found = shop.findOrdersCreatedBetween(NOON.plusMillis(500), NOON.plusSeconds(2));

        assertThat(found).containsExactly(created.get(0), created.get(1), created.get(2));
    }

    @Test
    void plainObjectIdsInABinaryAndInAHexColumn() {
        ObjectId first = ObjectId.generate(NOON);
        ObjectId second = ObjectId.generate(NOON.plusSeconds(1));

        events.insertEvent(new EventRow(second, "binary"));
        events.insertEvent(new EventRow(first, "binary"));
        events.insertLegacyEvent(new EventRow(second, "hex"));
        events.insertLegacyEvent(new EventRow(first, "hex"));

        assertThat(events.findEvents()).extracting(EventRow::id).containsExactly(first, second);
        assertThat(events.findLegacyEvents()).extracting(EventRow::id).containsExactly(first, second);
    }

    @Test
    void aStoredValueThatIsNotAnIdIsAnErrorThatNamesTheColumn() throws Exception {
        try (var connection = ShopDatabase.dataSource().getConnection();
                var insert = connection.prepareStatement("insert into id_columns (row_no, too_wide) values (1, ?)")) {
            insert.setBytes(1, new byte[16]);
            insert.executeUpdate();
        }

        assertThatThrownBy(() -> events.findTooWide())
                .hasRootCauseInstanceOf(IllegalArgumentException.class)
                .hasStackTraceContaining(SQLDataException.class.getName())
                .hasMessageMatching("(?s).*Column (?i:too_wide) \\(.+\\): Invalid ObjectId: 16 bytes.*");
    }

    private static OrderRow order(CustomerId customer, Instant created) {
        return new OrderRow(OrderId.of(ObjectId.generate(created)), customer, "item");
    }
}
