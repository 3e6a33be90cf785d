package dev.objectid.micronaut.it.jpa;

import dev.objectid.ObjectId;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.util.List;
import java.util.Optional;

/** Invoices over HTTP: the typed id in the path, the customer's ObjectId in a query value. */
// tag::invoice-controller[]
@Controller("/invoices")
@ExecuteOn(TaskExecutors.BLOCKING)
class InvoiceController {

    private final InvoiceRepository invoices;

    InvoiceController(InvoiceRepository invoices) {
        this.invoices = invoices;
    }

    @Get("/{id}")
    Optional<Invoice> show(InvoiceId id) {
        return invoices.findById(id);
    }

    @Get
    List<Invoice> ofCustomer(@QueryValue ObjectId customer) {
        return invoices.findByCustomerId(customer);
    }
    // end::invoice-controller[]

    @Post
    HttpResponse<Invoice> create(@Body Invoice invoice) {
        return HttpResponse.created(invoices.save(invoice));
    }
}
