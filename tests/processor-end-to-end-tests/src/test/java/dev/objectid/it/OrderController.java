package dev.objectid.it;

import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderId;
import dev.objectid.it.shop.OrderRepository;
import java.time.Instant;
import java.util.List;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** A Spring MVC controller that takes typed ids as path variables and returns them in JSON, as the guide shows. */
@RestController
class OrderController {

    private final OrderRepository orders;

    OrderController(OrderRepository orders) {
        this.orders = orders;
    }

    // tag::controller[]
    record OrderView(OrderId id, String item) {}

    @GetMapping("/orders/{id}")
    OrderView order(@PathVariable("id") OrderId id) { // "/orders/6632217f8a5d3e0001a0b1c2"
        return orders.findById(id)
                .map(order -> new OrderView(order.getId(), order.getItem()))
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));
    }

    @GetMapping("/orders")
    List<OrderId> created(
            @RequestParam("from") @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) Instant from,
            @RequestParam("to") @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) Instant to) {
        return orders.findAllCreatedBetween(from, to).stream().map(Order::getId).toList();
    }
    // end::controller[]
}
