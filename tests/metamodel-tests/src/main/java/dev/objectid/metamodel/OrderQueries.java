package dev.objectid.metamodel;

import jakarta.persistence.EntityManager;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Path;
import jakarta.persistence.criteria.Root;
import java.time.Instant;
import java.util.List;

/** Type-safe Criteria queries through the JPA static metamodel, {@code Order_}. */
public final class OrderQueries {

    private OrderQueries() {}

    /** The orders created at or after {@code from}, to the second, written against {@code Order_.id}. */
    public static List<Order> createdSince(EntityManager entityManager, Instant from) {
        // tag::criteria[]
        CriteriaBuilder criteriaBuilder = entityManager.getCriteriaBuilder();
        CriteriaQuery<Order> query = criteriaBuilder.createQuery(Order.class);
        Root<Order> order = query.from(Order.class);
        query.where(criteriaBuilder.greaterThanOrEqualTo(order.get(Order_.id), OrderId.minFor(from)))
                .orderBy(criteriaBuilder.asc(order.get(Order_.id)));
        // end::criteria[]
        return entityManager.createQuery(query).getResultList();
    }

    /** The same with the generated predicates, on the typed path {@code Order_.id} gives. */
    public static List<Order> createdBetween(EntityManager entityManager, Instant from, Instant to) {
        CriteriaBuilder criteriaBuilder = entityManager.getCriteriaBuilder();
        CriteriaQuery<Order> query = criteriaBuilder.createQuery(Order.class);
        Root<Order> order = query.from(Order.class);
        query.where(OrderCreatedPredicates.createdBetween(criteriaBuilder, order.get(Order_.id), from, to));
        return entityManager.createQuery(query).getResultList();
    }

    /**
     * The ids of the invoices of a number. The id is declared in a generic base class, which Hibernate's generator
     * types by its bound ({@code SingularAttribute<BaseEntity, Serializable> id}): the name constant gives the typed
     * path instead.
     */
    public static List<InvoiceId> invoiceIds(EntityManager entityManager, String number) {
        CriteriaBuilder criteriaBuilder = entityManager.getCriteriaBuilder();
        CriteriaQuery<InvoiceId> query = criteriaBuilder.createQuery(InvoiceId.class);
        Root<Invoice> invoice = query.from(Invoice.class);
        // tag::generic-base[]
        Path<InvoiceId> id =
                invoice.get(Invoice_.ID); // BaseEntity_.id is a SingularAttribute<BaseEntity, Serializable>
        // end::generic-base[]
        query.select(id).where(criteriaBuilder.equal(invoice.get(Invoice_.number), number));
        return entityManager.createQuery(query).getResultList();
    }
}
