package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hibernate.MappingException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Mistakes in a mapping stop Hibernate at boot with a message that says what is wrong and what is accepted. */
class BootFailureTest {

    @TempDir
    Path temp;

    @Test
    void anUnsupportedAttributeTypeNamesTheEntityTheAttributeAndTheAcceptedTypes() {
        assertThatThrownBy(() -> H2Hibernate.start(WrongTypeEntity.class).close())
                .isInstanceOf(MappingException.class)
                .hasMessage("@ObjectIdGenerated on dev.objectid.hibernate.WrongTypeEntity.id of type java.lang.Long:"
                        + " unsupported type. Accepted: dev.objectid.ObjectId, byte[], String, or a typed id generated"
                        + " by objectid-processor (is objectid-processor on the annotation processor path?)");
    }

    @Test
    void aTypedIdIndexNamingAMissingClassSaysWhereItIsListed() throws Exception {
        URL index = writeIndex("com.example.GoneId");

        assertThatThrownBy(() -> startWith(index).close())
                .isInstanceOf(MappingException.class)
                .satisfies(e -> org.assertj.core.api.Assertions.assertThat(messages(e))
                        .contains(
                                "Typed ObjectId class com.example.GoneId, listed in " + index + ", cannot be loaded"));
    }

    @Test
    void aTypedIdIndexNamingAClassOfTheWrongShapeSaysWhatIsMissing() throws Exception {
        URL index = writeIndex("dev.objectid.hibernate.NotATypedId");

        assertThatThrownBy(() -> startWith(index).close())
                .satisfies(e -> org.assertj.core.api.Assertions.assertThat(messages(e))
                        .contains("Typed ObjectId class listed in " + index + ": dev.objectid.hibernate.NotATypedId"
                                + " is not a typed ObjectId: it needs public static NotATypedId of(ObjectId) and"
                                + " public ObjectId toObjectId()"));
    }

    private URL writeIndex(String line) throws Exception {
        Path file = temp.resolve("META-INF/objectid/typed-ids");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "# a broken index\n" + line + "  # with a comment\n\n");
        return file.toUri().toURL();
    }

    private H2Hibernate startWith(URL index) throws Exception {
        URLClassLoader loader = new URLClassLoader(new URL[] {temp.toUri().toURL()}, null);
        return H2Hibernate.startWith(loader, Customer.class);
    }

    private static String messages(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }
}
