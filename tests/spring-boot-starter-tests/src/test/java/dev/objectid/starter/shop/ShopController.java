package dev.objectid.starter.shop;

import dev.objectid.ObjectId;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** Ids in every place a request can hold them; no exception handling of its own. */
@RestController
@RequestMapping("/shop")
public class ShopController {

    private final CustomerRepository customers;

    public ShopController(CustomerRepository customers) {
        this.customers = customers;
    }

    @GetMapping("/customers/{id}")
    public Map<String, Object> customer(@PathVariable CustomerId id) {
        Customer customer = customers
                .findById(id)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "No customer " + id));
        return Map.of("id", customer.getId(), "name", customer.getName());
    }

    @GetMapping("/ids/{id}")
    public Map<String, Object> decode(@PathVariable ObjectId id) {
        return Map.of("id", id, "created", id.timestamp().toString());
    }

    @GetMapping("/orders")
    public Map<String, Object> search(
            @RequestParam(required = false) CustomerId customerId,
            @RequestParam(required = false) List<ObjectId> related,
            @RequestParam(defaultValue = "20") int limit) {
        return Map.of(
                "customerId",
                String.valueOf(customerId),
                "related",
                related == null ? List.of() : related,
                "limit",
                limit);
    }

    @GetMapping("/me")
    public Map<String, Object> me(
            @RequestHeader("X-Customer-Id") CustomerId customerId,
            @CookieValue(name = "session", required = false) ObjectId session) {
        return Map.of("customerId", customerId, "session", String.valueOf(session));
    }

    @PostMapping("/orders")
    @ResponseStatus(HttpStatus.CREATED)
    public OrderView place(@RequestBody OrderRequest order) {
        return new OrderView(
                ObjectId.generate(),
                order.customerId(),
                order.related() == null ? List.of() : order.related(),
                order.referrals() == null ? Map.of() : order.referrals());
    }

    @PostMapping("/ids")
    public List<ObjectId> echo(@RequestBody List<ObjectId> ids) {
        return ids;
    }
}
