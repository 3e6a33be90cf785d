package dev.objectid.micronaut.it.jdbc;

import dev.objectid.ObjectId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.serde.annotation.Serdeable;

/** A review of a book: a {@code @MappedEntity} with a typed id, {@link BookId}, as a plain column. */
@Serdeable
@MappedEntity("reviews")
public record Review(@Id @Nullable ObjectId id, BookId bookId, String text) {}
