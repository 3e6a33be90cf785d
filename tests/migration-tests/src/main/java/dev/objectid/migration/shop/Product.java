package dev.objectid.migration.shop;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;

/** A product of the catalogue. */
@Entity
@Table(name = "products")
public class Product {

    @Id
    @ObjectIdGenerated(allowAssigned = true)
    private ProductId id;

    private String sku;

    private String name;

    private BigDecimal price;

    protected Product() {}

    public Product(ProductId id, String sku, String name, BigDecimal price) {
        this.id = id;
        this.sku = sku;
        this.name = name;
        this.price = price;
    }

    public ProductId getId() {
        return id;
    }

    public String getSku() {
        return sku;
    }

    public String getName() {
        return name;
    }

    public BigDecimal getPrice() {
        return price;
    }
}
