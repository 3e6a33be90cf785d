package dev.objectid.mapstruct.shop;

/** A listing as text; its price has no mapping of its own. */
public record ListingText(String id, String price) {}
