package dev.objectid.aot.library;

import dev.objectid.ObjectId;
import org.springframework.data.jpa.repository.JpaRepository;

/** Authors. */
public interface AuthorRepository extends JpaRepository<Author, ObjectId> {}
