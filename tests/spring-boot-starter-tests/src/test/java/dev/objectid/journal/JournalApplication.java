package dev.objectid.journal;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.PropertySource;

/**
 * A Spring Data JDBC application whose aggregates reference each other by {@code AggregateReference}, by ObjectId and
 * by typed id: written as 12 bytes on Spring Data JDBC 4; refused at start-up on Spring Data JDBC 3, which does not
 * write them.
 */
@SpringBootApplication
@PropertySource("classpath:journal.properties")
public class JournalApplication {}
