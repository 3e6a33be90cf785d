package dev.objectid.quarkus.shop;

import dev.objectid.ObjectId;
import io.quarkus.hibernate.orm.rest.data.panache.PanacheEntityResource;
import io.quarkus.rest.data.panache.ResourceProperties;

/** The customers as REST Data with Panache generates their resource from the active record, keyed by ObjectId. */
@ResourceProperties(path = "customer-records", hal = true)
public interface CustomerRecords extends PanacheEntityResource<Customer, ObjectId> {}
