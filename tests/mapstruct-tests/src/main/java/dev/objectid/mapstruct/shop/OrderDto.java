package dev.objectid.mapstruct.shop;

/** An order as the API shows it: every id as its hexadecimal string. */
public record OrderDto(
        String id, String customerId, String referredBy, String shipment, String item, String quantity) {}
