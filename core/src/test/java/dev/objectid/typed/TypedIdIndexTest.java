package dev.objectid.typed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.TypedIdIndex;
import dev.objectid.TypedIdType;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Lists of typed ids, as objectid-processor writes them, read from one or several class path entries. */
class TypedIdIndexTest {

    @TempDir
    Path temp;

    @Test
    void loadsEveryListedClassOnceInClassPathOrder() throws Exception {
        Path first = list("first", "# typed ids of one module", "dev.objectid.typed.InvoiceId  # hand-written", "");
        Path second = list("second", "dev.objectid.typed.GeneratedLookalikeId", "dev.objectid.typed.InvoiceId");

        try (URLClassLoader loader = loader(first, second)) {
            List<TypedIdType<?>> typedIds = TypedIdIndex.load(loader);

            assertThat(typedIds).<Object>extracting(TypedIdType::type)
                    .containsExactly(InvoiceId.class, GeneratedLookalikeId.class);
        }
    }

    @Test
    void readsNamesWithTheListThatNamedThemFirst() throws Exception {
        URL first = list("first", "a.B", "  c.D  ").resolve(TypedIdIndex.RESOURCE).toUri().toURL();
        URL second = list("second", "c.D", "# e.F").resolve(TypedIdIndex.RESOURCE).toUri().toURL();

        Map<String, URL> names = TypedIdIndex.read(List.of(first, second));

        assertThat(names).containsExactly(Map.entry("a.B", first), Map.entry("c.D", first));
    }

    @Test
    void nothingListedIsNoTypedIds() throws Exception {
        try (URLClassLoader loader = loader(temp)) {
            assertThat(TypedIdIndex.load(loader)).isEmpty();
        }
    }

    @Test
    void aClassThatIsGoneNamesTheListAndTheFix() throws Exception {
        Path module = list("gone", "com.example.GoneId");

        try (URLClassLoader loader = loader(module)) {
            assertThatIllegalStateException().isThrownBy(() -> TypedIdIndex.load(loader))
                    .withMessage("Typed ObjectId class com.example.GoneId, listed in "
                            + module.resolve(TypedIdIndex.RESOURCE).toUri().toURL()
                            + ", cannot be loaded. Rebuild the module that lists it, or remove the stale entry.");
        }
    }

    @Test
    void aClassOfTheWrongShapeNamesTheListAndWhatIsMissing() throws Exception {
        Path module = list("wrong", "dev.objectid.typed.BrokenIds$WithoutAccessor");

        try (URLClassLoader loader = loader(module)) {
            assertThatIllegalStateException().isThrownBy(() -> TypedIdIndex.load(loader))
                    .withMessageStartingWith("Typed ObjectId class listed in "
                            + module.resolve(TypedIdIndex.RESOURCE).toUri().toURL() + ": dev.objectid.typed."
                            + "BrokenIds$WithoutAccessor is not a typed ObjectId: it needs public static"
                            + " WithoutAccessor of(ObjectId) and public ObjectId toObjectId()");
        }
    }

    @Test
    void aListThatCannotBeReadIsNamed() throws Exception {
        URL missing = temp.resolve("nowhere/typed-ids").toUri().toURL();

        assertThatThrownBy(() -> TypedIdIndex.read(List.of(missing)))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessage("Could not read the typed ObjectId list " + missing);
    }

    private Path list(String module, String... lines) throws Exception {
        Path root = temp.resolve(module);
        Path file = root.resolve(TypedIdIndex.RESOURCE);
        Files.createDirectories(file.getParent());
        Files.write(file, List.of(lines));
        return root;
    }

    private URLClassLoader loader(Path... roots) throws Exception {
        URL[] urls = new URL[roots.length];
        for (int i = 0; i < roots.length; i++) {
            urls[i] = roots[i].toUri().toURL();
        }
        return new URLClassLoader(urls, getClass().getClassLoader());
    }
}
