package dev.objectid.hibernate;

import com.google.auto.service.AutoService;
import dev.objectid.TypedIdType;
import dev.objectid.spi.TypedIdContract;
import dev.objectid.spi.TypedIdIndex;
import java.io.UncheckedIOException;
import java.util.List;
import org.hibernate.MappingException;
import org.hibernate.boot.model.TypeContributions;
import org.hibernate.boot.model.TypeContributor;
import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.service.ServiceRegistry;

/**
 * Teaches Hibernate to store {@link dev.objectid.ObjectId} and the typed ids objectid-processor generates as 12-byte
 * binary values, wherever they appear: ids, foreign keys, plain attributes, element collections. The typed ids are
 * those every {@value TypedIdContract#INDEX_RESOURCE} on the class path lists, read through objectid-core's
 * {@link TypedIdIndex} with Hibernate's class loading. Hibernate finds this class through
 * {@link java.util.ServiceLoader}; applications do nothing. It is public only for that reason.
 */
@AutoService(TypeContributor.class)
public final class ObjectIdTypeContributor implements TypeContributor {

    /** Called by {@link java.util.ServiceLoader}. */
    public ObjectIdTypeContributor() {}

    @Override
    public void contribute(TypeContributions typeContributions, ServiceRegistry serviceRegistry) {
        typeContributions.contributeJavaType(ObjectIdJavaType.INSTANCE);
        ClassLoaderService classLoaders = serviceRegistry.requireService(ClassLoaderService.class);
        List<TypedIdType<?>> typedIds;
        try {
            typedIds = TypedIdIndex.load(
                    classLoaders.locateResources(TypedIdContract.INDEX_RESOURCE), classLoaders::classForName);
        } catch (UncheckedIOException | IllegalStateException e) {
            throw new MappingException(e.getMessage(), e.getCause());
        }
        for (TypedIdType<?> typedId : typedIds) {
            typeContributions.contributeJavaType(TypedObjectIdJavaType.of(typedId));
        }
    }
}
