package dev.objectid.jdbi.it;

import dev.objectid.ObjectId;
import dev.objectid.jdbi.HexObjectId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.sqlobject.config.RegisterBeanMapper;
import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindBean;
import org.jdbi.v3.sqlobject.customizer.BindList;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/** The shop's data access through Jdbi's SQL Object API: typed ids as parameters and results, nothing registered. */
// tag::dao[]
@RegisterConstructorMapper(OrderRow.class)
@RegisterBeanMapper(Customer.class)
public interface ShopDao {

    @SqlUpdate("insert into customers (id, name) values (:id, :name)")
    void insert(@BindBean Customer customer);

    @SqlUpdate("insert into orders (id, customer_id, item, referred_by) values (:id, :customerId, :item, :referredBy)")
    void insert(@BindMethods OrderRow order);

    @SqlQuery("select id, customer_id, item, referred_by from orders where id = :id")
    Optional<OrderRow> findOrder(@Bind("id") OrderId id);

    @SqlQuery("select id, name from customers where id = ?")
    Customer findCustomer(CustomerId id);

    @SqlQuery("select id, customer_id, item, referred_by from orders where id >= :from and id < :to order by id")
    List<OrderRow> findOrdersBetween(@Bind("from") OrderId from, @Bind("to") OrderId to);

    /** Orders placed from {@code from} (inclusive) to {@code to} (exclusive), to the second: a range of ids. */
    default List<OrderRow> findOrdersPlacedBetween(Instant from, Instant to) {
        return findOrdersBetween(OrderId.minFor(from), OrderId.minFor(to));
    }

    @SqlQuery("select id from orders where customer_id in (<customers>) order by id")
    List<OrderId> findOrderIdsOf(@BindList("customers") List<CustomerId> customers);
    // end::dao[]

    @SqlQuery("select referred_by from orders where id = :id")
    Optional<CustomerId> findReferrer(@Bind("id") OrderId id);

    // tag::dao-hex[]
    @SqlUpdate("insert into legacy_events (id, kind) values (:id, :kind)")
    void insertLegacyEvent(@Bind("id") @HexObjectId ObjectId id, @Bind("kind") String kind);

    @SqlQuery("select kind from legacy_events where id = :id")
    Optional<String> findLegacyEventKind(@Bind("id") @HexObjectId ObjectId id);
    // end::dao-hex[]

    @SqlQuery("select id from legacy_events order by id")
    List<ObjectId> findLegacyEventIds();
}
