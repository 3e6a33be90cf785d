package dev.objectid.starter.shop;

import org.springframework.data.jpa.repository.JpaRepository;

/** Exported by Spring Data REST at {@code /api/customers}. */
public interface CustomerRepository extends JpaRepository<Customer, CustomerId> {}
