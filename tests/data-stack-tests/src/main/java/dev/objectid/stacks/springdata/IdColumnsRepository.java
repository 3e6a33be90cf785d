package dev.objectid.stacks.springdata;

import dev.objectid.spring.data.jdbc.CreatedQueries;
import org.springframework.data.repository.ListCrudRepository;

/** A mistake: time-range queries on an aggregate whose id holds no creation time. */
public interface IdColumnsRepository extends ListCrudRepository<IdColumnsRow, Integer>, CreatedQueries<IdColumnsRow> {}
