package dev.objectid.mapstruct.shop;

import dev.objectid.ObjectId;
import java.util.List;

/** A shipment of several orders. */
public record Shipment(ObjectId id, List<OrderId> orders, CustomerId recipient) {}
