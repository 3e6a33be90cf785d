package dev.objectid.quarkus.jsonb;

import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import java.util.List;
import org.jboss.resteasy.reactive.RestPath;

/**
 * Fruits over JSON-B: ids written and read as strings, malformed ones answered with a 400 problem body. No serializer,
 * no exception mapper, no configuration of ours.
 */
@Path("/")
public class FruitResource {

    @GET
    @Path("/fruits")
    public List<Fruit> fruits() {
        return Fruit.listAll();
    }

    @GET
    @Path("/fruits/{id}")
    public Fruit fruit(@RestPath FruitId id) {
        return Fruit.<Fruit>findByIdOptional(id).orElseThrow(NotFoundException::new);
    }

    @POST
    @Path("/fruits")
    @Transactional
    public Fruit add(Fruit fruit) {
        fruit.persist();
        return fruit;
    }

    /** Echoes a delivery, as read from the body. */
    @POST
    @Path("/deliveries")
    public Delivery deliver(Delivery delivery) {
        return delivery;
    }

    /** Echoes a shipment, as read from the body. */
    @POST
    @Path("/shipments")
    public Shipment ship(Shipment shipment) {
        return shipment;
    }
}
