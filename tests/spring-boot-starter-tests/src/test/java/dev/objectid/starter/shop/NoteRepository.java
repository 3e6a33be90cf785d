package dev.objectid.starter.shop;

import dev.objectid.ObjectId;
import org.springframework.data.repository.CrudRepository;

/** Exported by Spring Data REST at {@code /api/notes}. */
public interface NoteRepository extends CrudRepository<Note, ObjectId> {}
