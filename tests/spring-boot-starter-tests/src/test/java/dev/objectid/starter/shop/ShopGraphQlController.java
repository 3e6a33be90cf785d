package dev.objectid.starter.shop;

import dev.objectid.ObjectId;
import java.util.List;
import java.util.Optional;
import org.springframework.graphql.data.method.annotation.Argument;
import org.springframework.graphql.data.method.annotation.MutationMapping;
import org.springframework.graphql.data.method.annotation.QueryMapping;
import org.springframework.stereotype.Controller;

/**
 * Ids as GraphQL arguments: typed ids, a plain ObjectId, a list, a field of an input, an optional argument, a typed id
 * the schema declares as a number.
 */
@Controller
public class ShopGraphQlController {

    private final CustomerRepository customers;
    private final NoteRepository notes;
    private final PurchaseOrderRepository orders;

    public ShopGraphQlController(CustomerRepository customers, NoteRepository notes, PurchaseOrderRepository orders) {
        this.customers = customers;
        this.notes = notes;
        this.orders = orders;
    }

    @QueryMapping
    public Optional<Customer> customer(@Argument CustomerId id) {
        return customers.findById(id);
    }

    @QueryMapping
    public List<Customer> customers(@Argument List<CustomerId> ids) {
        return customers.findAllById(ids);
    }

    @QueryMapping
    public Optional<Note> note(@Argument ObjectId id) {
        return notes.findById(id);
    }

    @QueryMapping
    public List<PurchaseOrder> ordersOf(@Argument OrderFilter filter) {
        return orders.findByCustomerId(filter.customerId()).stream()
                .filter(order -> filter.item() == null || filter.item().equals(order.getItem()))
                .toList();
    }

    /** A typed id the schema declares as a number by mistake: no number is one. */
    @QueryMapping
    public Optional<Customer> customerNumbered(@Argument CustomerId id) {
        return customers.findById(id);
    }

    /** Parses its argument itself, as a hand-written data fetcher would: the notes created since an id. */
    @QueryMapping
    public int count(@Argument String since) {
        ObjectId low = ObjectId.parse(since);
        int count = 0;
        for (Note note : notes.findAll()) {
            count += note.getId().compareTo(low) >= 0 ? 1 : 0;
        }
        return count;
    }

    @MutationMapping
    public Customer rename(@Argument CustomerId id, @Argument String name) {
        Customer customer = customers.findById(id).orElseThrow();
        customer.setName(name);
        return customers.save(customer);
    }
}
