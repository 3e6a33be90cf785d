package dev.objectid.journal;

import dev.objectid.ObjectId;
import org.springframework.data.repository.ListCrudRepository;

public interface PageRepository extends ListCrudRepository<Page, ObjectId> {}
