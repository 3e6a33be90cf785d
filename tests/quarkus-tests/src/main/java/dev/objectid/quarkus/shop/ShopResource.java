package dev.objectid.quarkus.shop;

import dev.objectid.ObjectId;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.time.Instant;
import java.util.List;
import org.jboss.resteasy.reactive.RestPath;

/**
 * The shop's REST resource: ids bound from the path and the query and read from JSON, entities written as JSON, and
 * orders found by the time their ids were made. No converter, no exception mapper, no configuration of ours.
 */
@Path("/")
public class ShopResource {

    @Inject
    OrderRepository orders;

    @Inject
    EntityManager entityManager;

    @POST
    @Path("/customers")
    @Transactional
    public Customer addCustomer(Customer customer) {
        customer.persist();
        return customer;
    }

    // tag::find-by-id[]
    @GET
    @Path("/customers/{id}")
    public Customer customer(@RestPath ObjectId id) {
        return Customer.<Customer>findByIdOptional(id).orElseThrow(NotFoundException::new);
    }

    @GET
    @Path("/orders/{id}")
    public Order order(@RestPath OrderId id) {
        return orders.findByIdOptional(id).orElseThrow(NotFoundException::new);
    }
    // end::find-by-id[]

    @POST
    @Path("/orders")
    @Transactional
    public Order placeOrder(NewOrder order) {
        Customer customer = Customer.<Customer>findByIdOptional(order.customerId())
                .orElseThrow(() -> new NotFoundException("No customer " + order.customerId()));
        Order placed = new Order();
        placed.customer = customer;
        placed.item = order.item();
        orders.persist(placed);
        return placed;
    }

    /** The orders of a customer created in {@code [from, to)}, with the generated Criteria helper. */
    // tag::created-between[]
    @GET
    @Path("/orders")
    public List<Order> ordersCreatedBetween(
            @QueryParam("customer") ObjectId customer, @QueryParam("from") Instant from, @QueryParam("to") Instant to) {
        CriteriaBuilder criteria = entityManager.getCriteriaBuilder();
        CriteriaQuery<Order> query = criteria.createQuery(Order.class);
        Root<Order> order = query.from(Order.class);
        query.where(
                criteria.equal(order.get("customer").get("id"), customer),
                OrderCreatedPredicates.createdBetween(criteria, order.get("id"), from, to));
        return entityManager.createQuery(query).getResultList();
    }
    // end::created-between[]

    /** The same with objectid-generator's HQL function, through Panache. */
    // tag::hql-functions[]
    @GET
    @Path("/orders/created-since")
    public List<Order> ordersCreatedSince(
            @QueryParam("customer") ObjectId customer, @QueryParam("since") Instant since) {
        return orders.list("customer.id = ?1 and objectid_timestamp(id) >= ?2 order by id", customer, since);
    }
    // end::hql-functions[]

    /** The newest order of a customer, and its id's hexadecimal form as the database computes it. */
    @GET
    @Path("/orders/newest")
    public List<String> newestOrder(@QueryParam("customer") ObjectId customer) {
        OrderId newest = entityManager
                .createQuery("select objectid_max(o.id) from Order o where o.customer.id = ?1", OrderId.class)
                .setParameter(1, customer)
                .getSingleResult();
        String hex = entityManager
                .createQuery("select objectid_hex(o.id) from Order o where o.id = ?1", String.class)
                .setParameter(1, newest)
                .getSingleResult();
        return List.of(newest.toString(), hex);
    }
}
