package dev.objectid.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectid.processor.TestCompiler.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Micronaut Data JDBC entities, {@code @MappedEntity} classes and records with Micronaut Data's own {@code @Id}: they
 * get their typed id and its line in the index, and none of the helpers, which query through JPA. Compiled with JPA
 * and Spring Data JPA on the class path too, so that the helpers are left out because of the entity, not the class
 * path.
 */
class MappedEntityTest {

    private static final String BOOK = """
            package com.example.library;

            import dev.objectid.ObjectId;
            import io.micronaut.data.annotation.Id;
            import io.micronaut.data.annotation.MappedEntity;

            @MappedEntity("books")
            public class Book {
                @Id
                private BookId id;
                private ObjectId authorId;

                public BookId getId() {
                    return id;
                }
            }
            """;

    private static final String AUTHOR = """
            package com.example.library;

            import io.micronaut.data.annotation.Id;
            import io.micronaut.data.annotation.MappedEntity;

            @MappedEntity
            public record Author(@Id AuthorId id, String name) {
            }
            """;

    /** Code of the application that uses what a typed id offers. */
    private static final String CATALOGUE = """
            package com.example.library;

            import dev.objectid.TypedIdType;
            import java.time.Instant;

            class Catalogue {
                static final TypedIdType<BookId> BOOKS = BookId.TYPE;

                static BookId firstOf(Instant second) {
                    return BookId.minFor(second);
                }

                static AuthorId author(String hex) {
                    return AuthorId.parse(hex);
                }

                static String name(Author author) {
                    return author.id() + " " + author.name();
                }
            }
            """;

    @Test
    void aMappedEntityClassAndRecordGetTheirTypedIdsAndNoHelpers() {
        Compilation compilation = TestCompiler.withEverything()
                .compile(
                        source("com.example.library.Book", BOOK),
                        source("com.example.library.Author", AUTHOR),
                        source("com.example.library.Catalogue", CATALOGUE));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generatedSourceNames(compilation))
                .containsExactlyInAnyOrder("com/example/library/AuthorId.java", "com/example/library/BookId.java");
        assertThat(TestCompiler.typedIds(compilation))
                .containsExactly("com.example.library.AuthorId", "com.example.library.BookId");
        assertThat(compilation)
                .generatedSourceFile("com.example.library.BookId")
                .contentsAsUtf8String()
                .contains("public final class BookId extends TypedObjectId<BookId>");
    }

    /** A Micronaut Data entity with a plain ObjectId gets nothing: no typed id to generate, and no helpers. */
    @Test
    void aMappedEntityWithAPlainObjectIdGetsNothing() {
        Compilation compilation = TestCompiler.withEverything().compile(source("com.example.library.Shelf", """
                package com.example.library;

                import dev.objectid.ObjectId;
                import io.micronaut.data.annotation.Id;
                import io.micronaut.data.annotation.MappedEntity;

                @MappedEntity
                public record Shelf(@Id ObjectId id, String label) {
                }
                """));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.generatedSourceFiles()).isEmpty();
        assertThat(TestCompiler.typedIdIndex(compilation)).isEmpty();
    }

    /** Micronaut Data reads JPA's {@code @Id} on a {@code @MappedEntity} as well, and so does the processor. */
    @Test
    void aMappedEntityWithJpasIdGetsItsTypedId() {
        Compilation compilation = TestCompiler.withEverything().compile(source("com.example.library.Loan", """
                package com.example.library;

                import io.micronaut.data.annotation.MappedEntity;
                import jakarta.persistence.Id;

                @MappedEntity
                public class Loan {
                    @Id
                    private LoanId id;
                }
                """));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generatedSourceNames(compilation)).containsExactly("com/example/library/LoanId.java");
    }

    /** An entity that is both keeps everything a JPA entity gets. */
    @Test
    void anEntityThatIsAlsoAMappedEntityGetsTheJpaHelpers() {
        Compilation compilation = TestCompiler.without("spring-data").compile(source("com.example.library.Fine", """
                package com.example.library;

                import io.micronaut.data.annotation.MappedEntity;
                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;

                @Entity
                @MappedEntity
                public class Fine {
                    @Id
                    private FineId id;
                }
                """));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generatedSourceNames(compilation))
                .containsExactlyInAnyOrder(
                        "com/example/library/FineId.java", "com/example/library/FineCreatedPredicates.java");
    }

    /** A typed id of the application's own is used as it is, as for a JPA entity without {@code @ObjectIdGenerated}. */
    @Test
    void aHandWrittenTypedIdIsLeftAlone() {
        Compilation compilation = TestCompiler.withEverything()
                .compile(source("com.example.library.Book", BOOK), source("com.example.library.BookId", """
                        package com.example.library;

                        public final class BookId {
                            private final String value;

                            public BookId(String value) {
                                this.value = value;
                            }
                        }
                        """));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.generatedSourceFiles()).isEmpty();
        assertThat(TestCompiler.typedIdIndex(compilation)).isEmpty();
    }

    /** The typed id of another entity of the compilation is a typed id the processor generates: no error. */
    @Test
    void theTypedIdOfAnotherEntityIsAccepted() {
        Compilation compilation = TestCompiler.withEverything()
                .compile(source("com.example.library.Author", AUTHOR), source("com.example.library.Pseudonym", """
                        package com.example.library;

                        import io.micronaut.data.annotation.Id;
                        import io.micronaut.data.annotation.MappedEntity;

                        @MappedEntity
                        public record Pseudonym(@Id AuthorId id, String name) {
                        }
                        """));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(TestCompiler.typedIds(compilation)).containsExactly("com.example.library.AuthorId");
    }

    @Test
    void typedIdOfTheWrongNameInAClass() {
        JavaFileObject book = source("com.example.library.Book", """
                package com.example.library;

                import io.micronaut.data.annotation.Id;
                import io.micronaut.data.annotation.MappedEntity;

                @MappedEntity
                public class Book {
                    @Id
                    private VolumeId id;
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(book);

        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P007] "
                        + "@Id Book.id of @MappedEntity Book has type VolumeId: no class"
                        + " VolumeId exists and objectid-processor does not generate one by that name. Declare it as"
                        + " BookId, the typed id objectid-processor generates for Book, or as dev.objectid.ObjectId.")
                .inFile(book)
                .onLineContaining("private VolumeId id;");
        assertThat(processorErrors(compilation)).hasSize(1);
    }

    @Test
    void typedIdOfTheWrongNameInARecord() {
        JavaFileObject author = source("com.example.library.Author", """
                package com.example.library;

                import io.micronaut.data.annotation.Id;
                import io.micronaut.data.annotation.MappedEntity;

                @MappedEntity
                public record Author(@Id WriterId id, String name) {
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(author);

        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P007] "
                        + "@Id Author.id of @MappedEntity Author has type WriterId: no class"
                        + " WriterId exists and objectid-processor does not generate one by that name. Declare it as"
                        + " AuthorId, the typed id objectid-processor generates for Author, or as"
                        + " dev.objectid.ObjectId.")
                .inFile(author)
                .onLineContaining("public record Author(@Id WriterId id, String name) {");
        assertThat(processorErrors(compilation)).hasSize(1);
    }

    @Test
    void mappedEntityWithATypedIdInTheUnnamedPackage() {
        JavaFileObject book = source("Book", """
                import io.micronaut.data.annotation.Id;
                import io.micronaut.data.annotation.MappedEntity;

                @MappedEntity
                public class Book {
                    @Id private BookId id;
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(book);

        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P003] "
                        + "Entity Book is in the unnamed package, where objectid-processor"
                        + " cannot generate BookId. Add a package declaration to Book.")
                .inFile(book)
                .onLineContaining("public class Book {");
        assertThat(processorErrors(compilation)).hasSize(1);
    }

    /** An incremental build that compiles another entity only keeps the typed id of a Micronaut Data entity listed. */
    @Test
    void anIncrementalBuildKeepsTheTypedIdOfAMappedEntity(@TempDir Path build) throws IOException {
        Path classes = build.resolve("classes");
        Path generated = build.resolve("generated-sources");
        assertThat(TestCompiler.withEverything()
                        .compileInto(
                                classes,
                                generated,
                                source("com.example.library.Book", BOOK),
                                source("com.example.library.Author", AUTHOR)))
                .isEmpty();

        assertThat(TestCompiler.withEverything()
                        .compileInto(classes, generated, source("com.example.library.Author", AUTHOR)))
                .isEmpty();

        assertThat(Files.readAllLines(classes.resolve("META-INF/objectid/typed-ids")).stream()
                        .filter(line -> !line.startsWith("#") && !line.isBlank()))
                .containsExactly("com.example.library.AuthorId", "com.example.library.BookId");
    }

    private static List<String> generatedSourceNames(Compilation compilation) {
        return compilation.generatedSourceFiles().stream()
                .map(file -> file.toUri().getPath().replaceFirst("^/SOURCE_OUTPUT/", ""))
                .toList();
    }

    /** The errors of the processor, without javac's own about the missing type. */
    private static List<Diagnostic<? extends JavaFileObject>> processorErrors(Compilation compilation) {
        return compilation.errors().stream()
                .filter(error -> !error.getMessage(null).startsWith("cannot find symbol"))
                .toList();
    }
}
