package dev.objectid.typed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.TypedIdType;
import dev.objectid.spi.TypedIdContract;
import dev.objectid.spi.TypedIdIndex;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Lists of typed ids, as objectid-processor writes them, read from one or several class path entries. */
class TypedIdIndexTest {

    @TempDir
    Path temp;

    @Test
    void loadsEveryListedClassOnceInClassPathOrder() throws Exception {
        Path first = list("first", "# typed ids of one module", "dev.objectid.typed.InvoiceId  # hand-written", "");
        Path second = list("second", "dev.objectid.typed.ParcelId", "dev.objectid.typed.InvoiceId");

        try (URLClassLoader loader = loader(first, second)) {
            List<TypedIdType<?>> typedIds = TypedIdIndex.load(loader);

            assertThat(typedIds).<Object>extracting(TypedIdType::type).containsExactly(InvoiceId.class, ParcelId.class);
        }
    }

    @Test
    void loadsListsAFrameworkFoundThroughItsOwnClassLoading() throws Exception {
        URL first = list("first", "a.B", "  c.D  ")
                .resolve(TypedIdContract.INDEX_RESOURCE)
                .toUri()
                .toURL();
        URL second = list("second", "c.D", "# e.F")
                .resolve(TypedIdContract.INDEX_RESOURCE)
                .toUri()
                .toURL();
        List<String> asked = new ArrayList<>();

        List<TypedIdType<?>> typedIds = TypedIdIndex.load(List.of(first, second), name -> {
            asked.add(name);
            return name.equals("a.B") ? InvoiceId.class : ParcelId.class;
        });

        assertThat(asked).containsExactly("a.B", "c.D");
        assertThat(typedIds).containsExactly(TypedIdType.of(InvoiceId.class), ParcelId.TYPE);
    }

    @Test
    void aClassTheFrameworkCannotLoadNamesTheListAndTheFix() throws Exception {
        URL list = list("framework", "com.example.GoneId")
                .resolve(TypedIdContract.INDEX_RESOURCE)
                .toUri()
                .toURL();

        assertThatIllegalStateException()
                .isThrownBy(() -> TypedIdIndex.load(List.of(list), name -> {
                    throw new IllegalStateException("the framework's own exception");
                }))
                .withMessage("Typed ObjectId class com.example.GoneId, listed in " + list + ", cannot be loaded."
                        + " Rebuild the module that lists it, or remove the stale entry.")
                .withRootCauseInstanceOf(IllegalStateException.class);
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
            assertThatIllegalStateException()
                    .isThrownBy(() -> TypedIdIndex.load(loader))
                    .withMessage("Typed ObjectId class com.example.GoneId, listed in "
                            + module.resolve(TypedIdContract.INDEX_RESOURCE)
                                    .toUri()
                                    .toURL()
                            + ", cannot be loaded. Rebuild the module that lists it, or remove the stale entry.");
        }
    }

    @Test
    void aClassOfTheWrongShapeNamesTheListAndWhatIsMissing() throws Exception {
        Path module = list("wrong", "dev.objectid.typed.BrokenIds$WithoutAccessor");

        try (URLClassLoader loader = loader(module)) {
            assertThatIllegalStateException()
                    .isThrownBy(() -> TypedIdIndex.load(loader))
                    .withMessageStartingWith("Typed ObjectId class listed in "
                            + module.resolve(TypedIdContract.INDEX_RESOURCE)
                                    .toUri()
                                    .toURL() + ": dev.objectid.typed."
                            + "BrokenIds$WithoutAccessor is not a typed ObjectId: it needs public static"
                            + " WithoutAccessor of(ObjectId) and public ObjectId toObjectId()");
        }
    }

    @Test
    void aListThatCannotBeReadIsNamed() throws Exception {
        URL missing = temp.resolve("nowhere/typed-ids").toUri().toURL();

        assertThatThrownBy(() -> TypedIdIndex.load(List.of(missing), name -> InvoiceId.class))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessage("Could not read the typed ObjectId list " + missing);
    }

    private Path list(String module, String... lines) throws Exception {
        Path root = temp.resolve(module);
        Path file = root.resolve(TypedIdContract.INDEX_RESOURCE);
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
