package dev.objectid.mapstruct.shop;

import dev.objectid.ObjectId;
import java.util.List;

/** A shipment as a query without typed ids returns it: plain ObjectIds. */
public record ShipmentRow(ObjectId id, List<ObjectId> orders, ObjectId recipient) {}
