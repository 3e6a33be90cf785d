package dev.objectid.quarkus.jsonb;

/**
 * A request body that nests another: a malformed id in it is named by its path.
 *
 * @param delivery what is shipped
 */
public record Shipment(Delivery delivery) {}
