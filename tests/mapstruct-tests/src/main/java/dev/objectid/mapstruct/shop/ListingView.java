package dev.objectid.mapstruct.shop;

/** A listing where every property is an {@code Object}: MapStruct assigns them as they are. */
public record ListingView(Object id, Object note, Object rank) {}
