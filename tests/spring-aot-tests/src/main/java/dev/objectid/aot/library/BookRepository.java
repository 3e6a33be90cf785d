package dev.objectid.aot.library;

import org.springframework.data.jpa.repository.JpaRepository;

/** Books, with the time-range queries objectid-processor generates ({@code BookCreatedQueries}). */
public interface BookRepository extends JpaRepository<Book, BookId>, BookCreatedQueries {}
