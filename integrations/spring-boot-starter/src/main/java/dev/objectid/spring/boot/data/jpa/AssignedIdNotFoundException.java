package dev.objectid.spring.boot.data.jpa;

import org.springframework.orm.ObjectOptimisticLockingFailureException;

/**
 * {@code save()} found no row for an entity whose id is set, and the id is {@code @ObjectIdGenerated} without
 * {@code allowAssigned}: the row was deleted meanwhile, or the application gave a new entity an id of its own, which
 * Spring Data then merged instead of inserting. The message says which entity and id, and how to insert rows with
 * assigned ids. It is the optimistic-locking failure Spring would have raised, with that message, so that code which
 * handles that failure still does.
 */
public final class AssignedIdNotFoundException extends ObjectOptimisticLockingFailureException {

    private static final long serialVersionUID = 1L;

    AssignedIdNotFoundException(Class<?> entity, Object id, Throwable cause) {
        super(
                entity,
                id,
                "No row of " + entity.getName() + " with id " + id + " to update: save() merges an entity "
                        + "whose id is set into its stored row, and there is none (the row was deleted meanwhile, or the "
                        + "application assigned the id to a new entity). The id is @ObjectIdGenerated without allowAssigned, "
                        + "so new rows get generated ids only. To insert rows with ids you assign (imports, seed data, a PUT "
                        + "of a new id), use @ObjectIdGenerated(allowAssigned = true) and let Spring Data tell new entities "
                        + "from stored ones: a @Version attribute of a wrapper type, or Persistable.isNew().",
                cause);
    }
}
