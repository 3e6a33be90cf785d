package dev.objectid.sample.web;

import dev.objectid.sample.shop.Customer;
import dev.objectid.sample.shop.CustomerId;
import dev.objectid.sample.shop.CustomerRepository;
import dev.objectid.sample.shop.Order;
import dev.objectid.sample.shop.OrderCreatedSpecifications;
import dev.objectid.sample.shop.OrderId;
import dev.objectid.sample.shop.OrderRepository;
import dev.objectid.sample.shop.OrderStatus;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * {@code POST /orders}, {@code GET /orders/{id}} and {@code GET /orders?createdFrom=&createdTo=&customerId=&page=&size=}.
 */
@RestController
@RequestMapping("/orders")
class OrderController {

    /** Without {@code createdFrom}, the list starts this long before {@code createdTo}. */
    static final Duration DEFAULT_RANGE = Duration.ofDays(30);

    private final OrderRepository orders;
    private final CustomerRepository customers;

    OrderController(OrderRepository orders, CustomerRepository customers) {
        this.orders = orders;
        this.customers = customers;
    }

    @PostMapping
    ResponseEntity<OrderView> create(@Valid @RequestBody OrderRequest request) {
        Customer customer = customers
                .findById(request.customerId())
                .orElseThrow(() -> Problems.invalid(
                        "request content",
                        new FieldProblem(
                                "customerId",
                                "is not the id of a customer",
                                request.customerId().toString())));
        OrderStatus status = request.status() == null ? OrderStatus.NEW : request.status();
        Order order = orders.save(new Order(customer, request.amount(), status));
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest()
                        .path("/{id}")
                        .buildAndExpand(order.getId())
                        .toUri())
                .body(OrderView.of(order));
    }

    @GetMapping("/{id}")
    OrderView get(@PathVariable OrderId id) { // "not-an-id" -> 400 naming it (objectid-spring-boot-starter)
        return orders.findById(id).map(OrderView::of).orElseThrow(() -> Problems.notFound("order", id));
    }

    // tag::list[]
    @GetMapping
    OrderPage list(
            @RequestParam(required = false) Instant createdFrom,
            @RequestParam(required = false) Instant createdTo,
            @RequestParam(required = false) CustomerId customerId,
            @RequestParam(defaultValue = "0") @Min(0) int page,
            @RequestParam(defaultValue = "20") @Min(1) @Max(100) int size) {
        Instant to = createdTo != null
                ? createdTo
                : Instant.now().truncatedTo(ChronoUnit.SECONDS).plusSeconds(1);
        OrderId toId = bound("createdTo", to);
        Instant from = createdFrom != null ? createdFrom : to.minus(DEFAULT_RANGE);
        OrderPage.IdRange idRange = new OrderPage.IdRange(bound("createdFrom", from), toId);
        // where id >= OrderId.minFor(from) and id < OrderId.minFor(to) order by id: a range scan of the primary key
        Page<Order> found = customerId == null
                ? orders.findAllCreatedBetween(from, to, PageRequest.of(page, size))
                : orders.findAll(
                        OrderCreatedSpecifications.createdBetween(from, to).and(OrderRepository.ofCustomer(customerId)),
                        PageRequest.of(page, size, Sort.by("id")));
        return new OrderPage(
                from,
                to,
                idRange,
                page,
                size,
                found.getTotalElements(),
                found.getTotalPages(),
                found.map(OrderView::of).getContent());
    }
    // end::list[]

    /** {@code OrderId.minFor(time)}, or a 400 naming the parameter when no id can hold the time (1970 .. 2106). */
    private static OrderId bound(String parameter, Instant time) {
        try {
            return OrderId.minFor(time);
        } catch (IllegalArgumentException e) {
            throw Problems.invalid(
                    "request parameters",
                    new FieldProblem(parameter, "is out of range: " + e.getMessage(), time.toString()));
        }
    }
}
