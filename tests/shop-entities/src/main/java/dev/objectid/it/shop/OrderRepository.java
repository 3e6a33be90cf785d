package dev.objectid.it.shop;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;

/** Orders: CRUD, specifications, the generated time-range fragment and a derived time-range query. */
// tag::order-repository[]
public interface OrderRepository
        extends JpaRepository<Order, OrderId>, JpaSpecificationExecutor<Order>, OrderCreatedQueries {

    /** The same range without generated code: call it with {@code OrderId.minFor(from), OrderId.minFor(to)}. */
    List<Order> findByIdGreaterThanEqualAndIdLessThan(OrderId from, OrderId to);
}
// end::order-repository[]
