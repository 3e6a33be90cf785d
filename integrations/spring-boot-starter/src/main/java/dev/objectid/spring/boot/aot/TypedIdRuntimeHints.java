package dev.objectid.spring.boot.aot;

import dev.objectid.TypedIdType;
import dev.objectid.spi.TypedIdContract;
import dev.objectid.spi.TypedIdIndex;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.ReflectionHints;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.core.annotation.MergedAnnotation;
import org.springframework.core.annotation.MergedAnnotations;
import org.springframework.util.ClassUtils;

/**
 * What a native image needs of the application's typed ids, which only the build knows: the lists objectid-processor
 * writes ({@value TypedIdContract#INDEX_RESOURCE}), read when the application is processed ahead of time, and each
 * typed id they name. At run time Hibernate reads the lists and loads each class by its name; Spring converts path
 * variables through {@code valueOf(String)}, Jackson calls the {@code @JsonCreator} and {@code @JsonValue} methods, a
 * hand-written typed id is wrapped through its {@code of(ObjectId)}, and JAXB instantiates the adapter its
 * {@code @XmlJavaTypeAdapter} names. A stale entry fails the processing, with the message of {@link TypedIdIndex}.
 */
final class TypedIdRuntimeHints implements RuntimeHintsRegistrar {

    /** Read by name: JAXB is optional. */
    private static final String XML_ADAPTER = "jakarta.xml.bind.annotation.adapters.XmlJavaTypeAdapter";

    @Override
    public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
        hints.resources().registerPattern(TypedIdContract.INDEX_RESOURCE);
        ReflectionHints reflection = hints.reflection();
        ClassLoader application = classLoader != null ? classLoader : ClassUtils.getDefaultClassLoader();
        for (TypedIdType<?> typedId : TypedIdIndex.load(application)) {
            reflection.registerType(
                    typedId.type(),
                    MemberCategory.INVOKE_DECLARED_CONSTRUCTORS,
                    MemberCategory.INVOKE_DECLARED_METHODS);
            MergedAnnotation<?> adapter = MergedAnnotations.from(typedId.type()).get(XML_ADAPTER);
            if (adapter.isPresent()) {
                reflection.registerType(adapter.getClass("value"), MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
            }
        }
    }
}
