package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.objectid.ObjectId;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.CustomerRepository;
import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderId;
import dev.objectid.it.shop.OrderRepository;
import java.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;

/**
 * Spring MVC binds a hex path variable to {@code OrderId} and writes typed ids as JSON strings, with whichever Jackson
 * the Spring version uses (Jackson 3 for Spring 7, Jackson 2 for Spring 6): no converter, no module to register.
 */
class SpringMvcTest {

    private final OrderRepository orders = ShopContext.bean(OrderRepository.class);
    private final CustomerRepository customers = ShopContext.bean(CustomerRepository.class);
    private final MockMvc mvc =
            MockMvcBuilders.standaloneSetup(new OrderController(orders)).build();
    private final OrderId id = OrderId.of(ObjectId.parse("6632217f8a5d3e0001a0b1c2"));

    @BeforeEach
    void anOrder() {
        orders.deleteAllInBatch();
        customers.deleteAllInBatch();
        Customer ada = customers.save(new Customer("Ada"));
        ShopContext.inTransaction(entityManager -> {
            entityManager.persist(new Order(id, ada, "keyboard"));
            return null;
        });
    }

    @Test
    void aPathVariableBecomesAnOrderIdAndTheResponseHoldsItAsAString() throws Exception {
        assertThat(body(get("/orders/6632217f8a5d3e0001a0b1c2")))
                .isEqualTo("{\"id\":\"6632217f8a5d3e0001a0b1c2\",\"item\":\"keyboard\"}");
    }

    /** The JSON answer: with jackson-dataformat-xml on the class path, Spring 6.2 would answer XML by default. */
    private String body(MockHttpServletRequestBuilder request) throws Exception {
        return mvc.perform(request.accept(MediaType.APPLICATION_JSON))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();
    }

    @Test
    void anInvalidIdIsABadRequestAndAnUnknownOneIsNotFound() throws Exception {
        mvc.perform(get("/orders/not-an-id")).andExpect(status().isBadRequest());
        mvc.perform(get("/orders/" + OrderId.generate())).andExpect(status().isNotFound());
    }

    @Test
    void aTimeRangeFromRequestParameters() throws Exception {
        Instant created = id.timestamp();

        assertThat(body(get("/orders")
                        .param("from", created.toString())
                        .param("to", created.plusSeconds(1).toString())))
                .isEqualTo("[\"6632217f8a5d3e0001a0b1c2\"]");
        assertThat(body(get("/orders")
                        .param("from", created.plusSeconds(1).toString())
                        .param("to", created.plusSeconds(2).toString())))
                .isEqualTo("[]");
    }
}
