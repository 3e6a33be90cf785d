package dev.objectid.sample.web;

import dev.objectid.sample.shop.Customer;
import dev.objectid.sample.shop.CustomerId;
import dev.objectid.sample.shop.CustomerRepository;
import jakarta.validation.Valid;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/** {@code POST /customers}, {@code GET /customers/{id}}. */
@RestController
@RequestMapping("/customers")
class CustomerController {

    private final CustomerRepository customers;

    CustomerController(CustomerRepository customers) {
        this.customers = customers;
    }

    @PostMapping
    ResponseEntity<CustomerView> create(@Valid @RequestBody CustomerRequest request) {
        Customer customer = customers.save(new Customer(request.name(), request.email())); // id generated here
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest()
                        .path("/{id}")
                        .buildAndExpand(customer.getId())
                        .toUri())
                .body(CustomerView.of(customer));
    }

    @GetMapping("/{id}")
    CustomerView get(@PathVariable CustomerId id) { // converted by the generated CustomerId.valueOf(String)
        return customers.findById(id).map(CustomerView::of).orElseThrow(() -> Problems.notFound("customer", id));
    }
}
