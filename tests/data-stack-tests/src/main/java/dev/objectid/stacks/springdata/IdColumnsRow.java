package dev.objectid.stacks.springdata;

import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;

/** An aggregate whose id is a number: {@code CreatedQueries} cannot serve it, and says so. */
@Table("id_columns")
public record IdColumnsRow(@Id Integer rowNo) {}
