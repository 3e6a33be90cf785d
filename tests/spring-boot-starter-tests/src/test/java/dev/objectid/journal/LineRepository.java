package dev.objectid.journal;

import dev.objectid.ObjectId;
import java.util.List;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.data.repository.ListCrudRepository;

public interface LineRepository extends ListCrudRepository<Line, LineId> {

    List<Line> findByPage(AggregateReference<Page, ObjectId> page);
}
