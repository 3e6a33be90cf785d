package dev.objectid.starter.shop;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.repository.query.Param;
import org.springframework.data.rest.core.annotation.RepositoryRestResource;

/** Exported by Spring Data REST at {@code /api/orders}, with a search by customer. */
@RepositoryRestResource(path = "orders", collectionResourceRel = "orders")
public interface PurchaseOrderRepository extends JpaRepository<PurchaseOrder, PurchaseOrderId> {

    List<PurchaseOrder> findByCustomerId(@Param("customer") CustomerId customer);
}
