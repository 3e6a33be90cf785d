package dev.objectid.quarkus.reactive;

import dev.objectid.ObjectId;
import io.quarkus.hibernate.reactive.panache.common.WithSession;
import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.time.Instant;
import java.util.List;
import org.jboss.resteasy.reactive.RestPath;

/** Fruits over Hibernate Reactive: ids generated on persist, bound from URLs and queries, found by time. */
@Path("/fruits")
public class FruitResource {

    // tag::reactive-resource[]
    @GET
    @Path("/{id}")
    @WithSession
    public Uni<Fruit> fruit(@RestPath FruitId id) {
        return Fruit.<Fruit>findById(id).onItem().ifNull().failWith(NotFoundException::new);
    }

    @POST
    @WithTransaction
    public Uni<Fruit> add(Fruit fruit) {
        return fruit.<Fruit>persist();
    }
    // end::reactive-resource[]

    @GET
    @WithSession
    public Uni<List<Fruit>> bySupplier(@QueryParam("supplier") ObjectId supplier) {
        return Fruit.list("supplier = ?1 order by id", supplier);
    }

    @GET
    @Path("/created-since")
    @WithSession
    public Uni<List<Fruit>> createdSince(@QueryParam("since") Instant since) {
        return Fruit.list("objectid_timestamp(id) >= ?1 order by id", since);
    }
}
