package dev.objectid.mapstruct.shop;

import dev.objectid.ObjectId;

/** A catalogue listing: an id, a note and a price. */
public record Listing(ObjectId id, String note, Long rank, Price price) {}
