package dev.objectid.metamodel;

import jakarta.data.repository.By;
import jakarta.data.repository.Find;
import jakarta.data.repository.Repository;
import java.util.List;
import java.util.Optional;

/**
 * A Jakarta Data repository, implemented by Hibernate's generator ({@code Orders_}): it names the id attribute through
 * Jakarta Data's static metamodel, {@code _Order}, which needs the typed id to exist.
 */
// tag::repository[]
@Repository
public interface Orders {

    @Find
    Optional<Order> byId(@By(_Order.ID) OrderId id);

    @Find
    List<Order> byItem(String item);
}
// end::repository[]
