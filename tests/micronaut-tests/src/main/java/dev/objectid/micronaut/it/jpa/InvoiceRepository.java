package dev.objectid.micronaut.it.jpa;

import dev.objectid.ObjectId;
import io.micronaut.data.annotation.Repository;
import io.micronaut.data.jpa.repository.JpaRepository;
import java.util.List;

/** The invoices, by their typed id, through Micronaut Data JPA. */
@Repository
public interface InvoiceRepository extends JpaRepository<Invoice, InvoiceId> {

    List<Invoice> findByCustomerId(ObjectId customerId);

    List<Invoice> findByIdBetween(InvoiceId from, InvoiceId to);
}
