package dev.objectid.hibernate;

import com.google.auto.service.AutoService;
import java.net.URL;
import java.util.Map;
import org.hibernate.boot.model.TypeContributions;
import org.hibernate.boot.model.TypeContributor;
import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.service.ServiceRegistry;

/**
 * Teaches Hibernate to store {@link dev.objectid.ObjectId} and the typed ids objectid-processor generates as 12-byte
 * binary values, wherever they appear: ids, foreign keys, plain attributes, element collections. Hibernate finds it
 * through {@link java.util.ServiceLoader}; applications do nothing. It is public only for that reason.
 */
@AutoService(TypeContributor.class)
public final class ObjectIdTypeContributor implements TypeContributor {

    /** Called by {@link java.util.ServiceLoader}. */
    public ObjectIdTypeContributor() {
    }

    @Override
    public void contribute(TypeContributions typeContributions, ServiceRegistry serviceRegistry) {
        typeContributions.contributeJavaType(ObjectIdJavaType.INSTANCE);
        ClassLoaderService classLoaders = serviceRegistry.requireService(ClassLoaderService.class);
        for (Map.Entry<String, URL> listed : TypedIdIndex.read(classLoaders).entrySet()) {
            Class<?> type = TypedIdIndex.load(classLoaders, listed.getKey(), listed.getValue());
            typeContributions.contributeJavaType(TypedObjectIdJavaType.forClass(type, listed.getValue().toString()));
        }
    }
}
