package dev.objectid.quarkus.deployment;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdGenerator;
import dev.objectid.ProcessTrace;
import dev.objectid.TypedIdType;
import dev.objectid.spi.TypedIdContract;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.nativeimage.NativeImageResourceBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.RuntimeInitializedClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ServiceProviderBuildItem;
import io.quarkus.deployment.pkg.builditem.CurateOutcomeBuildItem;
import io.quarkus.maven.dependency.ResolvedDependency;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;

/**
 * What a native image of the application needs from objectid-jpa, declared so that the application declares nothing:
 * the typed-id lists, objectid-generator's Hibernate service providers, the classes looked up reflectively, and the
 * generator's classes initialised when the process starts rather than when the image is built (a value drawn while
 * building would be frozen into every process started from the image: the same process value, the same ids).
 */
class NativeImageProcessor {

    /** The artifact whose {@code META-INF/services} files register the Hibernate integration. */
    static final String GENERATOR_GROUP = "dev.objectid";

    static final String GENERATOR_ARTIFACT = "objectid-generator";

    /** Where a jar lists its service providers, one file per service. */
    static final String SERVICES = "META-INF/services";

    /** Instantiated by Hibernate for every {@code @ObjectIdGenerated} attribute. */
    static final String VALUE_GENERATOR = "dev.objectid.hibernate.ObjectIdValueGenerator";

    /**
     * The shared generator and what it holds: its randomness (read from the operating system) and the process trace
     * (host, pid, start time). Some are package-private in objectid-core, hence the names.
     */
    static final List<String> RUNTIME_INITIALIZED =
            List.of(ObjectIdGenerator.class.getName(), "dev.objectid.SystemRandomness", ProcessTrace.class.getName());

    @BuildStep
    NativeImageResourceBuildItem typedIdLists() {
        return new NativeImageResourceBuildItem(TypedIdContract.INDEX_RESOURCE);
    }

    /**
     * objectid-generator's {@code TypeContributor}, {@code FunctionContributor} and {@code Integrator}s, which
     * Hibernate finds through {@link java.util.ServiceLoader}: Quarkus leaves service files out of a native image
     * unless an extension names them. Read from the generator's own service files, whether it is a jar or, in a build
     * of this project, a directory of classes.
     */
    @BuildStep
    void hibernateServices(
            Capabilities capabilities,
            CurateOutcomeBuildItem curateOutcome,
            BuildProducer<ServiceProviderBuildItem> services) {
        if (!capabilities.isPresent(Capability.HIBERNATE_ORM)) {
            return;
        }
        Collection<ResolvedDependency> dependencies =
                curateOutcome.getApplicationModel().getDependencies();
        ResolvedDependency generator = dependencies.stream()
                .filter(d -> d.getGroupId().equals(GENERATOR_GROUP)
                        && d.getArtifactId().equals(GENERATOR_ARTIFACT))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(GENERATOR_GROUP + ":" + GENERATOR_ARTIFACT
                        + " is not among the application's dependencies, although objectid-quarkus depends on it"));
        generator.getContentTree().walkIfContains(SERVICES, visit -> {
            Path file = visit.getPath();
            if (Files.isRegularFile(file)) {
                try {
                    services.produce(ServiceProviderBuildItem.allProviders(
                            file.getFileName().toString(), file));
                } catch (IOException e) {
                    throw new UncheckedIOException("Could not read " + visit.getUrl(), e);
                }
            }
        });
    }

    /**
     * The classes looked up reflectively: ObjectId's and the typed ids' JSON factory and accessor (Jackson), the typed
     * ids' {@value TypedIdType#FACTORY}, {@value TypedIdType#ACCESSOR} and {@value TypedIdType#MARKER_FIELD} (the
     * Hibernate integration), the JSON-B serializer and deserializer (JSON-B creates them), and the value generator
     * (Hibernate creates it).
     */
    @BuildStep
    void reflection(
            Capabilities capabilities,
            List<TypedIdBuildItem> typedIds,
            BuildProducer<ReflectiveClassBuildItem> reflective) {
        reflective.produce(ReflectiveClassBuildItem.builder(ObjectId.class)
                .methods()
                .reason("objectid-quarkus: JSON reads and writes ObjectIds through valueOf and toHexString")
                .build());
        if (!typedIds.isEmpty()) {
            reflective.produce(ReflectiveClassBuildItem.builder(
                            typedIds.stream().map(TypedIdBuildItem::className).toList())
                    .methods()
                    .fields()
                    .reason("objectid-quarkus: typed ids are wrapped, unwrapped and recognised reflectively")
                    .build());
        }
        if (capabilities.isPresent(Capability.JSONB)) {
            reflective.produce(ReflectiveClassBuildItem.builder(
                            TypedIdContract.JSONB_SERIALIZER, TypedIdContract.JSONB_DESERIALIZER)
                    .constructors()
                    .reason("objectid-quarkus: JSON-B creates the serializer and deserializer ObjectId and typed ids"
                            + " name")
                    .build());
        }
        if (capabilities.isPresent(Capability.HIBERNATE_ORM)) {
            reflective.produce(ReflectiveClassBuildItem.builder(VALUE_GENERATOR)
                    .constructors()
                    .methods()
                    .reason("objectid-quarkus: Hibernate instantiates the generator of @ObjectIdGenerated")
                    .build());
        }
    }

    @BuildStep
    void runtimeInitialization(BuildProducer<RuntimeInitializedClassBuildItem> runtimeInitialized) {
        RUNTIME_INITIALIZED.forEach(name -> runtimeInitialized.produce(new RuntimeInitializedClassBuildItem(name)));
    }
}
