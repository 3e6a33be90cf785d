package dev.objectid.querydsl;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;

// tag::repository[]
/** Orders, found by id or by any Querydsl predicate over {@link QOrder}. */
public interface OrderRepository extends JpaRepository<Order, OrderId>, QuerydslPredicateExecutor<Order> {}
// end::repository[]
