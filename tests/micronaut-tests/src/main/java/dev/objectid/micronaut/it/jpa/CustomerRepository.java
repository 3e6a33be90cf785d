package dev.objectid.micronaut.it.jpa;

import dev.objectid.ObjectId;
import io.micronaut.data.annotation.Repository;
import io.micronaut.data.jpa.repository.JpaRepository;
import java.util.List;

/** The customers, through Micronaut Data JPA; the id range finds the customers created in a time range. */
@Repository
public interface CustomerRepository extends JpaRepository<Customer, ObjectId> {

    List<Customer> findByIdBetween(ObjectId from, ObjectId to);
}
