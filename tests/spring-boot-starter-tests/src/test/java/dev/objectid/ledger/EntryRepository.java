package dev.objectid.ledger;

import dev.objectid.ObjectId;
import dev.objectid.spring.data.jdbc.CreatedQueries;
import java.util.List;
import org.springframework.data.repository.ListCrudRepository;

public interface EntryRepository extends ListCrudRepository<Entry, EntryId>, CreatedQueries<Entry> {

    List<Entry> findByAccount(ObjectId account);
}
