package dev.objectid.quarkus.test.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** An order of a {@link Customer}, identified by an {@code OrderId} that objectid-processor generates. */
@Entity
@Table(name = "orders")
public class Order extends PanacheEntityBase {

    @Id
    @ObjectIdGenerated
    public OrderId id;

    @ManyToOne(optional = false)
    public Customer customer;

    public String item;
}
