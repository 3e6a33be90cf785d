package dev.objectid.spi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The public top-level classes of {@code dev.objectid} and {@code dev.objectid.spi}, read from objectid-core's compiled
 * classes. {@code dev.objectid} is what an application calls or names; what only the integrations, objectid-generator,
 * objectid-processor and the code it generates use is in {@code dev.objectid.spi}. A class made public in either
 * package, or moved between them, fails here until the list below says so.
 */
class PublicSurfaceTest {

    /** What an application calls or names, and what it puts in its own annotations. */
    private static final Set<String> APPLICATION_API = Set.of(
            "ObjectId",
            "ObjectIdFormatException",
            "ObjectIdGenerator",
            "ObjectIdJsonbDeserializer",
            "ObjectIdJsonbSerializer",
            "ObjectIdXmlAdapter",
            "ProcessTrace",
            "TypedIdType",
            "TypedObjectId",
            "TypedObjectIdXmlAdapter");

    /** What the integrations and the generated code use. */
    private static final Set<String> INTEGRATION_API = Set.of("ObjectIdTypes", "TypedIdContract", "TypedIdIndex");

    @Test
    void dev_objectid_holdsOnlyTheApplicationsApi() throws Exception {
        Set<String> found = publicClasses("dev.objectid");

        assertThat(found)
                .withFailMessage(() -> surprise("dev.objectid", found, APPLICATION_API)
                        + " dev.objectid holds only what an application calls or names (" + APPLICATION_API.size()
                        + " classes, listed in PublicSurfaceTest). A helper for integrations, objectid-generator,"
                        + " objectid-processor or generated code belongs in dev.objectid.spi; anything else stays"
                        + " package-private. A class that is truly application API goes into APPLICATION_API, with a"
                        + " CHANGELOG entry.")
                .isEqualTo(APPLICATION_API);
    }

    @Test
    void dev_objectid_spi_holdsTheIntegrationsApi() throws Exception {
        Set<String> found = publicClasses("dev.objectid.spi");

        assertThat(found)
                .withFailMessage(() -> surprise("dev.objectid.spi", found, INTEGRATION_API)
                        + " dev.objectid.spi is the API of the integrations and of generated code; list a new public"
                        + " class in INTEGRATION_API (PublicSurfaceTest) and in the CHANGELOG, or keep it"
                        + " package-private.")
                .isEqualTo(INTEGRATION_API);
    }

    /** Which public classes are unexpected and which expected ones are missing, naming each. */
    private static String surprise(String packageName, Set<String> found, Set<String> expected) {
        Set<String> added = new TreeSet<>(found);
        added.removeAll(expected);
        Set<String> missing = new TreeSet<>(expected);
        missing.removeAll(found);
        StringBuilder message = new StringBuilder();
        for (String name : added) {
            message.append(packageName).append('.').append(name).append(" is public and not expected there.");
        }
        for (String name : missing) {
            message.append(message.length() == 0 ? "" : " ")
                    .append(packageName)
                    .append('.')
                    .append(name)
                    .append(" is expected public and is not.");
        }
        return message.toString();
    }

    /** The simple names of the public top-level classes of a package of objectid-core's compiled classes. */
    private static Set<String> publicClasses(String packageName) throws IOException, URISyntaxException {
        Path root = classes();
        if (Files.isDirectory(root)) {
            return publicClasses(root, packageName);
        }
        try (FileSystem jar = FileSystems.newFileSystem(root)) {
            return publicClasses(jar.getPath("/"), packageName);
        }
    }

    private static Set<String> publicClasses(Path root, String packageName) throws IOException {
        Path directory = root.resolve(packageName.replace('.', '/'));
        Set<String> names = new TreeSet<>();
        try (Stream<Path> files = Files.list(directory)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                String fileName = file.getFileName().toString();
                if (!fileName.endsWith(".class") || fileName.contains("$") || fileName.equals("package-info.class")) {
                    continue;
                }
                String simpleName = fileName.substring(0, fileName.length() - ".class".length());
                Class<?> type = load(packageName + "." + simpleName);
                if (Modifier.isPublic(type.getModifiers())) {
                    names.add(simpleName);
                }
            }
        }
        assertThat(names).as("public classes of %s in %s", packageName, root).isNotEmpty();
        return names;
    }

    /** Where objectid-core's classes are: its classes directory in this build, or its jar. */
    private static Path classes() throws URISyntaxException {
        return Path.of(ObjectId.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, ObjectId.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new AssertionError(name + " is in objectid-core's classes and cannot be loaded", e);
        }
    }
}
