package dev.objectid.quarkus.shop;

import io.quarkus.hibernate.orm.rest.data.panache.PanacheRepositoryResource;
import io.quarkus.rest.data.panache.ResourceProperties;

/**
 * The orders as REST Data with Panache generates their resource, keyed by the typed id, with HAL links: nothing of
 * objectid-quarkus to write.
 */
// tag::rest-data[]
@ResourceProperties(path = "order-records", hal = true)
public interface OrderRecords extends PanacheRepositoryResource<OrderRepository, Order, OrderId> {}
// end::rest-data[]
