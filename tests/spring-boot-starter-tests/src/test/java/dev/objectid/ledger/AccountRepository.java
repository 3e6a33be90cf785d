package dev.objectid.ledger;

import dev.objectid.ObjectId;
import org.springframework.data.repository.ListCrudRepository;

public interface AccountRepository extends ListCrudRepository<Account, ObjectId> {}
