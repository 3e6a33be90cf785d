package dev.objectid.quarkus.test.shop;

import dev.objectid.ObjectId;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.MatrixParam;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestQuery;

/** Ids in every place a request can hold them, with JAX-RS's and Quarkus REST's annotations; no exception mapping. */
@Path("/shop")
public class ShopResource {

    @POST
    @Path("/customers")
    @Transactional
    public Customer create(Customer customer) {
        customer.persist();
        return customer;
    }

    @GET
    @Path("/customers/{id}")
    public Customer customer(@PathParam("id") ObjectId id) {
        Customer customer = Customer.findById(id);
        if (customer == null) {
            throw new NotFoundException("No customer " + id);
        }
        return customer;
    }

    @GET
    @Path("/orders/{id}")
    public Order order(@RestPath OrderId id) {
        Order order = Order.findById(id);
        if (order == null) {
            throw new NotFoundException("No order " + id);
        }
        return order;
    }

    @GET
    @Path("/ids/{id}")
    public Map<String, Object> decode(ObjectId id) {
        return Map.of("id", id, "created", id.timestamp().toString());
    }

    @GET
    @Path("/search")
    public Map<String, Object> search(
            @QueryParam("order") OrderId order,
            @RestQuery List<ObjectId> related,
            @QueryParam("limit") @DefaultValue("20") int limit) {
        return Map.of("order", String.valueOf(order), "related", related, "limit", limit);
    }

    @GET
    @Path("/me")
    public Map<String, Object> me(@HeaderParam("X-Order-Id") OrderId order, @CookieParam("session") ObjectId session) {
        return Map.of("order", String.valueOf(order), "session", String.valueOf(session));
    }

    @GET
    @Path("/matrix")
    public String matrix(@MatrixParam("id") ObjectId id) {
        return String.valueOf(id);
    }

    @POST
    @Path("/forms")
    @jakarta.ws.rs.Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public String form(@FormParam("customer") ObjectId customer, @RestForm OrderId order) {
        return customer + " " + order;
    }

    @POST
    @Path("/orders")
    public OrderRequest place(OrderRequest order) {
        return order;
    }

    @POST
    @Path("/ids")
    public List<ObjectId> echo(List<ObjectId> ids) {
        return ids;
    }
}
