package dev.objectid.quarkus.shop;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;

/** The orders, through a Panache repository keyed by the typed id. */
// tag::repository[]
@ApplicationScoped
public class OrderRepository implements PanacheRepositoryBase<Order, OrderId> {}
// end::repository[]
