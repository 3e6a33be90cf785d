package dev.objectid.micronaut.it.schema;

import dev.objectid.ObjectId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;

/**
 * A shelf of notes, with an {@link ObjectId} id and a hand-written typed id column, in tables that Micronaut Data's
 * schema generation creates.
 */
@MappedEntity("shelves")
public record Shelf(
        @Id @Nullable ObjectId id, String label, @Nullable LabelId labelId) {}
