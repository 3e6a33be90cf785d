package dev.objectid.sample.shop;

import org.springframework.data.jpa.repository.JpaRepository;

/** Customers by their typed id, with the generated time-range queries ({@link CustomerCreatedQueries}). */
public interface CustomerRepository extends JpaRepository<Customer, CustomerId>, CustomerCreatedQueries {}
