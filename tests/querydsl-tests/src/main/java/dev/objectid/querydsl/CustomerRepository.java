package dev.objectid.querydsl;

import dev.objectid.ObjectId;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;

/** Customers, found by id or by any Querydsl predicate over {@link QCustomer}. */
public interface CustomerRepository extends JpaRepository<Customer, ObjectId>, QuerydslPredicateExecutor<Customer> {}
