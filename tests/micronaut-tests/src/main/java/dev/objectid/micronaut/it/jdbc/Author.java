package dev.objectid.micronaut.it.jdbc;

import dev.objectid.ObjectId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.serde.annotation.Serdeable;

/**
 * An author, immutable, with a plain {@link ObjectId} as its id: objectid-micronaut stores it as binary(12) / bytea
 * and sets it before the insert, so {@code id} is null only until the author is saved.
 */
// tag::author[]
@Serdeable
@MappedEntity("authors")
public record Author(@Id @Nullable ObjectId id, String name) {}
// end::author[]
