package dev.objectid.it.shop;

import org.springframework.data.jpa.repository.JpaRepository;

/** Customers, by their typed id. */
public interface CustomerRepository extends JpaRepository<Customer, CustomerId> {}
