package dev.objectid.mapstruct.shop;

import java.util.List;

/** A shipment as the API shows it. */
public record ShipmentDto(String id, List<String> orders, String recipient) {}
