package dev.objectid.spring.boot.data.jpa;

import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Id;
import jakarta.persistence.Version;
import java.lang.reflect.AccessibleObject;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.StaleObjectStateException;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.core.Ordered;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.support.PersistenceExceptionTranslator;
import org.springframework.util.ClassUtils;

/**
 * Translates Hibernate's stale-state failure of a {@code merge} into an {@link AssignedIdNotFoundException} when it
 * can only mean that the row is missing: the entity has no version attribute (so no other transaction's update can
 * be the cause), and its id is {@code @ObjectIdGenerated} without {@code allowAssigned}. Spring Data's repositories
 * ask every {@link PersistenceExceptionTranslator} bean, this one first; any other failure is left to the next.
 */
final class AssignedIdNotFoundTranslator implements PersistenceExceptionTranslator, Ordered, BeanClassLoaderAware {

    private ClassLoader classLoader = ClassUtils.getDefaultClassLoader();

    @Override
    public void setBeanClassLoader(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    @Override
    public DataAccessException translateExceptionIfPossible(RuntimeException error) {
        StaleObjectStateException stale = null;
        for (Throwable cause = error;
                cause != null && stale == null;
                cause = cause.getCause() == cause ? null : cause.getCause()) {
            stale = cause instanceof StaleObjectStateException found ? found : null;
        }
        if (stale == null
                || stale.getIdentifier() == null
                || stale.getEntityName() == null
                || !ClassUtils.isPresent(stale.getEntityName(), classLoader)) {
            return null; // not a failure of an entity class (a dynamic-map entity, say)
        }
        Class<?> entity = ClassUtils.resolveClassName(stale.getEntityName(), classLoader);
        return generatedIdsOnly(entity) ? new AssignedIdNotFoundException(entity, stale.getIdentifier(), error) : null;
    }

    /** Whether the entity has no version and an {@code @ObjectIdGenerated} id without {@code allowAssigned}. */
    static boolean generatedIdsOnly(Class<?> entity) {
        boolean generatedId = false;
        for (AccessibleObject member : members(entity)) {
            if (member.isAnnotationPresent(Version.class)) {
                return false;
            }
            ObjectIdGenerated generated = member.getAnnotation(ObjectIdGenerated.class);
            if (member.isAnnotationPresent(Id.class) && generated != null && !generated.allowAssigned()) {
                generatedId = true;
            }
        }
        return generatedId;
    }

    /** The fields and methods of the entity and its superclasses, where JPA's annotations may be. */
    private static List<AccessibleObject> members(Class<?> entity) {
        List<AccessibleObject> members = new ArrayList<>();
        for (Class<?> type = entity; type != null && type != Object.class; type = type.getSuperclass()) {
            members.addAll(List.of(type.getDeclaredFields()));
            members.addAll(List.of(type.getDeclaredMethods()));
        }
        return members;
    }

    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }
}
