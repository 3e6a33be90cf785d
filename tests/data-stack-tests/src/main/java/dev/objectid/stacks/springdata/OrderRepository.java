package dev.objectid.stacks.springdata;

import com.example.shop.CustomerId;
import com.example.shop.OrderId;
import dev.objectid.spring.data.jdbc.CreatedQueries;
import java.util.List;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.data.repository.ListCrudRepository;

// tag::repository[]
public interface OrderRepository extends ListCrudRepository<Order, OrderId>, CreatedQueries<Order> {

    // derived queries take typed ids as they are: a range of ids is a range of creation times
    List<Order> findByIdGreaterThanEqualAndIdLessThanOrderById(OrderId from, OrderId to);

    List<Order> findByCustomer(AggregateReference<Customer, CustomerId> customer);
}
// end::repository[]
