package dev.objectid.micronaut.it.jpa;

import dev.objectid.ObjectId;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.util.Optional;

/** Customers over HTTP, by their {@link ObjectId}. */
@Controller("/customers")
@ExecuteOn(TaskExecutors.BLOCKING)
class CustomerController {

    private final CustomerRepository customers;

    CustomerController(CustomerRepository customers) {
        this.customers = customers;
    }

    @Get("/{id}")
    Optional<Customer> show(ObjectId id) {
        return customers.findById(id);
    }
}
