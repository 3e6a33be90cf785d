package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.hibernate.annotations.IdGeneratorType;
import org.hibernate.annotations.ValueGenerationType;
import org.hibernate.boot.model.FunctionContributor;
import org.hibernate.boot.model.TypeContributor;
import org.hibernate.integrator.spi.Integrator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The GraalVM metadata this jar ships for a native image: every class Hibernate instantiates reflectively (the
 * generator {@code @ObjectIdGenerated} names, the contributors and integrators it finds through
 * {@link ServiceLoader}) is listed with its public no-argument constructor, and every listed class and member exists.
 */
class NativeImageMetadataTest {

    static final String REFLECT_CONFIG = "META-INF/native-image/dev.objectid/objectid-generator/reflect-config.json";

    /** Class name to the constructors listed for it (their parameter type names). */
    static Map<String, List<List<String>>> listed;

    @BeforeAll
    static void read() throws IOException {
        listed = new LinkedHashMap<>();
        try (InputStream in = NativeImageMetadataTest.class.getClassLoader().getResourceAsStream(REFLECT_CONFIG)) {
            assertThat(in).as(REFLECT_CONFIG).isNotNull();
            for (JsonNode entry : new ObjectMapper().readTree(in)) {
                List<List<String>> constructors = new ArrayList<>();
                for (JsonNode method : entry.path("methods")) {
                    assertThat(method.path("name").asText())
                            .as("methods of " + entry)
                            .isEqualTo("<init>");
                    List<String> parameters = new ArrayList<>();
                    method.path("parameterTypes").forEach(parameter -> parameters.add(parameter.asText()));
                    constructors.add(parameters);
                }
                assertThat(listed.put(entry.path("name").asText(), constructors))
                        .as("listed twice: " + entry)
                        .isNull();
            }
        }
    }

    @Test
    void everyProviderHibernateLoadsIsListedWithItsNoArgumentConstructor() {
        List<Class<?>> providers = new ArrayList<>();
        for (Class<?> service : List.of(TypeContributor.class, FunctionContributor.class, Integrator.class)) {
            ServiceLoader.load(service).stream()
                    .map(ServiceLoader.Provider::type)
                    .filter(type -> type.getPackageName().equals(ObjectIdGenerated.class.getPackageName()))
                    .forEach(providers::add);
        }
        assertThat(providers)
                .contains(
                        ObjectIdTypeContributor.class,
                        ObjectIdFunctionContributor.class,
                        ObjectIdFunctionIntegrator.class,
                        UnregisteredTypedIdCheck.class);
        providers.forEach(NativeImageMetadataTest::assertInstantiable);
    }

    @Test
    void theGeneratorTheAnnotationNamesIsListedWithItsNoArgumentConstructor() {
        assertInstantiable(
                ObjectIdGenerated.class.getAnnotation(IdGeneratorType.class).value());
        assertInstantiable(
                ObjectIdGenerated.class.getAnnotation(ValueGenerationType.class).generatedBy());
        assertThat(listed).containsKey(ObjectIdGenerated.class.getName());
    }

    @Test
    void everyListedClassAndConstructorExists() throws ClassNotFoundException {
        for (Map.Entry<String, List<List<String>>> entry : listed.entrySet()) {
            Class<?> type = Class.forName(entry.getKey());
            for (List<String> parameters : entry.getValue()) {
                assertThat(constructorNames(type)).as(entry.getKey()).contains(parameters);
            }
        }
    }

    private static void assertInstantiable(Class<?> type) {
        assertThat(listed).as("listed in " + REFLECT_CONFIG).containsKey(type.getName());
        assertThat(listed.get(type.getName())).as(type.getName()).contains(List.of());
        assertThat(Modifier.isPublic(type.getModifiers()))
                .as(type + " is public")
                .isTrue();
        assertThat(constructorNames(type))
                .as(type + " has a public no-argument constructor")
                .contains(List.of());
    }

    private static List<List<String>> constructorNames(Class<?> type) {
        List<List<String>> names = new ArrayList<>();
        for (Constructor<?> constructor : type.getConstructors()) {
            List<String> parameters = new ArrayList<>();
            for (Class<?> parameter : constructor.getParameterTypes()) {
                parameters.add(parameter.getName());
            }
            names.add(parameters);
        }
        return names;
    }
}
