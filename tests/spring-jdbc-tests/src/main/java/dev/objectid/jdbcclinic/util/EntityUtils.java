package dev.objectid.jdbcclinic.util;

import dev.objectid.jdbcclinic.model.BaseEntity;
import java.util.Collection;
import org.springframework.dao.DataRetrievalFailureException;

/** What the repositories share: finding an entity among those loaded, by its id. */
public final class EntityUtils {

    private EntityUtils() {}

    /**
     * The entity of {@code entityClass} with the id {@code entityId} among {@code entities}.
     *
     * @throws DataRetrievalFailureException if there is none
     */
    public static <T extends BaseEntity<?>> T getById(Collection<T> entities, Class<T> entityClass, Object entityId) {
        for (T entity : entities) {
            if (entityId.equals(entity.getId()) && entityClass.isInstance(entity)) {
                return entity;
            }
        }
        throw new DataRetrievalFailureException("No " + entityClass.getSimpleName() + " with id " + entityId);
    }
}
