package dev.objectid.metamodel;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;

/** An order: a typed id, a foreign key to a customer, Lombok accessors. */
@Entity
@Table(name = "orders")
@Getter
@Setter
@NoArgsConstructor
public class Order {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private OrderId id;

    @ManyToOne(optional = false)
    private Customer customer;

    private String item;

    public Order(OrderId id, Customer customer, String item) {
        this.id = id;
        this.customer = customer;
        this.item = item;
    }
}
