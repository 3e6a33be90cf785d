package dev.objectid.journal;

import dev.objectid.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.data.relational.core.mapping.Table;

/** An aggregate that references a {@link Page} by ObjectId and an earlier line by typed id. */
// tag::aggregate[]
@Table
public record Line(
        @Id LineId id, // generated before the insert
        AggregateReference<Page, ObjectId> page, // another aggregate, by ObjectId
        AggregateReference<Line, LineId> corrects, // another aggregate, by typed id
        String body) {}
// end::aggregate[]
