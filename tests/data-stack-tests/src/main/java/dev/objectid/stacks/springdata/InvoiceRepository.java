package dev.objectid.stacks.springdata;

import com.example.shop.OrderId;
import dev.objectid.spring.data.jdbc.CreatedQueries;
import java.util.List;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.data.repository.ListCrudRepository;

public interface InvoiceRepository extends ListCrudRepository<Invoice, InvoiceId>, CreatedQueries<Invoice> {

    List<Invoice> findByOrder(AggregateReference<Order, OrderId> order);
}
