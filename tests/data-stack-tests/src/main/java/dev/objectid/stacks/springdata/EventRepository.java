package dev.objectid.stacks.springdata;

import dev.objectid.ObjectId;
import dev.objectid.spring.data.jdbc.CreatedQueries;
import java.util.List;
import org.springframework.data.repository.ListCrudRepository;

public interface EventRepository extends ListCrudRepository<Event, ObjectId>, CreatedQueries<Event> {

    List<Event> findByIdBetween(ObjectId from, ObjectId to);
}
