package dev.objectid.migration.shop;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/** A customer's address: a nested document in MongoDB, columns of the customer's row here. */
@Embeddable
public class Address {

    private String city;

    @Column(length = 2)
    private String country;

    protected Address() {}

    public Address(String city, String country) {
        this.city = city;
        this.country = country;
    }

    public String getCity() {
        return city;
    }

    public String getCountry() {
        return country;
    }
}
