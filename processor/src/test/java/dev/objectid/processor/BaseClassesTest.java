package dev.objectid.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.objectid.processor.TestCompiler.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Ids declared once in a {@code @MappedSuperclass}: {@code BaseEntity<ID>} with {@code @Id @ObjectIdGenerated ID id},
 * extended several levels deep, each entity naming its own id type; and the shapes that cannot work, reported on the
 * entity with the alternative.
 */
class BaseClassesTest {

    /** PetClinic's hierarchy: BaseEntity → NamedEntity → Person → Owner, and BaseEntity → Pet. */
    static final JavaFileObject BASE_ENTITY = source("com.example.clinic.BaseEntity", """
            package com.example.clinic;

            import dev.objectid.hibernate.ObjectIdGenerated;
            import jakarta.persistence.Id;
            import jakarta.persistence.MappedSuperclass;
            import java.io.Serializable;

            @MappedSuperclass
            public abstract class BaseEntity<ID extends Serializable> {
                @Id
                @ObjectIdGenerated
                private ID id;

                public ID getId() {
                    return id;
                }
            }
            """);
    /** The bound that serves JAXB and JSON-B too: the typed ids' own class, which names their adapters. */
    static final JavaFileObject TYPED_BASE_ENTITY = source("com.example.clinic.BaseEntity", """
            package com.example.clinic;

            import dev.objectid.TypedObjectId;
            import dev.objectid.hibernate.ObjectIdGenerated;
            import jakarta.persistence.Id;
            import jakarta.persistence.MappedSuperclass;

            @MappedSuperclass
            public abstract class BaseEntity<ID extends TypedObjectId<ID>> {
                @Id
                @ObjectIdGenerated
                private ID id;

                public ID getId() {
                    return id;
                }
            }
            """);

    static final JavaFileObject NAMED_ENTITY = source("com.example.clinic.NamedEntity", """
            package com.example.clinic;

            import jakarta.persistence.MappedSuperclass;
            import java.io.Serializable;

            @MappedSuperclass
            public abstract class NamedEntity<K extends Serializable> extends BaseEntity<K> {
                private String name;
            }
            """);
    static final JavaFileObject PERSON = source("com.example.clinic.Person", """
            package com.example.clinic;

            import jakarta.persistence.MappedSuperclass;
            import java.io.Serializable;

            @MappedSuperclass
            public abstract class Person<T extends Serializable> extends NamedEntity<T> {
                private String lastName;
            }
            """);
    static final JavaFileObject OWNER = source("com.example.clinic.Owner", """
            package com.example.clinic;

            import jakarta.persistence.Entity;

            @Entity
            public class Owner extends Person<OwnerId> {
                private String city;
            }
            """);
    static final JavaFileObject VISIT = source("com.example.clinic.Visit", """
            package com.example.clinic;

            import dev.objectid.ObjectId;
            import jakarta.persistence.Entity;

            @Entity
            public class Visit extends BaseEntity<ObjectId> {
                private String description;
            }
            """);

    /**
     * A hierarchy that mixes typed ids and a plain ObjectId needs a bound both satisfy, such as Serializable, which
     * JAXB cannot map: it works, with the warning of {@link #aBoundJaxbCannotMapIsAWarningOnTheIdWithTheJaxbApi}.
     */
    @Test
    void eachEntityGetsTheTypedIdItNamesInItsExtendsClauseSeveralLevelsDown() {
        Compilation compilation =
                TestCompiler.withEverything().compile(BASE_ENTITY, NAMED_ENTITY, PERSON, OWNER, VISIT);

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        assertThat(compilation)
                .hadWarningContaining("[OBJECTID-P013] " + "BaseEntity.id is declared with the type variable ID")
                .inFile(BASE_ENTITY)
                .onLineContaining("private ID id;");
        assertThat(compilation)
                .generatedSourceFile("com.example.clinic.OwnerId")
                .contentsAsUtf8String()
                .contains("The id of an {@link Owner}");
        assertThat(compilation)
                .generatedSourceFile("com.example.clinic.OwnerCreatedQueriesImpl")
                .contentsAsUtf8String()
                .contains("Path<OwnerId> id = root.get(\"id\");");
        assertThat(compilation)
                .generatedSourceFile("com.example.clinic.VisitCreatedPredicates")
                .contentsAsUtf8String()
                .contains("Path<ObjectId> id");
        assertThat(compilation.generatedSourceFile("com.example.clinic.VisitId"))
                .isEmpty();
        assertThat(compilation.generatedSourceFile("com.example.clinic.BaseEntityId"))
                .isEmpty();
        assertThat(TestCompiler.typedIds(compilation)).containsExactly("com.example.clinic.OwnerId");
    }

    /** An entity below an entity that got its typed id from a generic base class uses that typed id. */
    @Test
    void anEntityBelowTheEntityThatNamesTheTypedIdUsesIt() {
        JavaFileObject payment = source("com.example.clinic.Payment", """
                package com.example.clinic;

                import jakarta.persistence.Entity;
                import jakarta.persistence.Inheritance;

                @Entity
                @Inheritance
                public abstract class Payment extends BaseEntity<PaymentId> {
                }
                """);
        JavaFileObject cardPayment = source("com.example.clinic.CardPayment", """
                package com.example.clinic;

                import jakarta.persistence.Entity;

                @Entity
                public class CardPayment extends Payment {
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(TYPED_BASE_ENTITY, payment, cardPayment);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation)
                .generatedSourceFile("com.example.clinic.CardPaymentCreatedPredicates")
                .contentsAsUtf8String()
                .contains("Path<PaymentId> id");
        assertThat(compilation.generatedSourceFile("com.example.clinic.CardPaymentId"))
                .isEmpty();
        assertThat(TestCompiler.typedIds(compilation)).containsExactly("com.example.clinic.PaymentId");
    }

    /** Recompiling one entity while its base classes come from the previous build's class files. */
    @Test
    void baseClassesFromAnEarlierBuildOnTheClassPath(@TempDir Path classes) throws IOException {
        Compilation first = TestCompiler.withEverything().compile(BASE_ENTITY, NAMED_ENTITY, PERSON, OWNER, VISIT);
        assertThat(first).succeeded();
        TestCompiler.writeClassFiles(first, classes);

        Compilation second =
                TestCompiler.withEverything().withClasspathEntry(classes).compile(OWNER);

        assertThat(second).succeededWithoutWarnings();
        assertThat(second)
                .generatedSourceFile("com.example.clinic.OwnerId")
                .contentsAsUtf8String()
                .isEqualTo(TestCompiler.contents(
                        first.generatedSourceFile("com.example.clinic.OwnerId").orElseThrow()));
    }

    @Test
    void aRawSuperclassIsAnErrorOnTheEntity() {
        JavaFileObject owner = source("com.example.clinic.Owner", """
                package com.example.clinic;

                import jakarta.persistence.Entity;

                @Entity
                public class Owner extends Person {
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(BASE_ENTITY, NAMED_ENTITY, PERSON, owner);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P010] Entity Owner extends Person as a raw type, so its"
                        + " @ObjectIdGenerated attribute BaseEntity.id (declared as ID) has no type. Give the type"
                        + " argument: class Owner extends Person<OwnerId> (generated by objectid-processor) or"
                        + " Person<ObjectId>.")
                .inFile(owner)
                .onLineContaining("public class Owner extends Person {");
    }

    @Test
    void anUnsupportedTypeArgumentIsAnErrorOnTheEntity() {
        JavaFileObject owner = source("com.example.clinic.Owner", """
                package com.example.clinic;

                import jakarta.persistence.Entity;

                @Entity
                public class Owner extends Person<Long> {
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(BASE_ENTITY, NAMED_ENTITY, PERSON, owner);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P011] "
                        + "Entity Owner gives its @ObjectIdGenerated attribute BaseEntity.id"
                        + " (declared as ID) the type java.lang.Long: unsupported type. Give it dev.objectid.ObjectId,"
                        + " byte[], String, or a typed id generated by objectid-processor: class Owner extends"
                        + " Person<OwnerId>.")
                .inFile(owner)
                .onLineContaining("public class Owner extends Person<Long> {");
    }

    /** javac reports the unknown name; the processor adds what name it would have generated. */
    @Test
    void aTypedIdOfAnotherNameIsAnErrorOnTheEntity() {
        JavaFileObject owner = source("com.example.clinic.Owner", """
                package com.example.clinic;

                import jakarta.persistence.Entity;

                @Entity
                public class Owner extends Person<PersonId> {
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(BASE_ENTITY, NAMED_ENTITY, PERSON, owner);

        assertThat(compilation).failed();
        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P012] "
                        + "Entity Owner gives its @ObjectIdGenerated attribute BaseEntity.id"
                        + " (declared as ID) the type PersonId: no class PersonId exists and objectid-processor does"
                        + " not generate one by that name. Give it dev.objectid.ObjectId or a typed id generated by"
                        + " objectid-processor: class Owner extends Person<OwnerId>.")
                .inFile(owner)
                .onLineContaining("public class Owner extends Person<PersonId> {");
    }

    /** Hibernate cannot map an attribute whose type is a type variable of an entity: say so, with the way out. */
    @Test
    void aGenericEntityIsAnErrorOnTheEntity() {
        JavaFileObject person = source("com.example.clinic.Person", """
                package com.example.clinic;

                import jakarta.persistence.Entity;
                import jakarta.persistence.Inheritance;
                import java.io.Serializable;

                @Entity
                @Inheritance
                public abstract class Person<T extends Serializable> extends BaseEntity<T> {
                }
                """);
        JavaFileObject owner = source("com.example.clinic.Owner", """
                package com.example.clinic;

                import dev.objectid.ObjectId;
                import jakarta.persistence.Entity;

                @Entity
                public class Owner extends Person<ObjectId> {
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(BASE_ENTITY, person, owner);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P009] "
                        + "Entity Person leaves the type of its @ObjectIdGenerated attribute"
                        + " BaseEntity.id open (T), which Hibernate cannot map. Make Person a @MappedSuperclass, or"
                        + " give the type: class Person extends BaseEntity<PersonId>.")
                .inFile(person)
                .onLineContaining("public abstract class Person<T extends Serializable>");
    }

    @Test
    void aTypeVariableDeclaredInAnEntityIsAnErrorOnTheAttribute() {
        JavaFileObject record = source("com.example.clinic.Record", """
                package com.example.clinic;

                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Entity;
                import jakarta.persistence.Id;
                import java.io.Serializable;

                @Entity
                public abstract class Record<ID extends Serializable> {
                    @Id
                    @ObjectIdGenerated
                    private ID id;
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(record);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P008] "
                        + "@ObjectIdGenerated on Record.id of type ID: a type variable of an"
                        + " entity, which Hibernate cannot map. Declare the attribute in a @MappedSuperclass, whose"
                        + " entities give it their type (class Owner extends BaseEntity<OwnerId>), or declare it as"
                        + " dev.objectid.ObjectId, byte[], String, or a typed id generated by objectid-processor"
                        + " (RecordId for this entity).")
                .inFile(record)
                .onLineContaining("private ID id;");
    }

    @Test
    void aHandWrittenClassOfTheTypedIdsNameIsAnErrorOnTheEntityThatNamesIt() {
        JavaFileObject ownerId = source("com.example.clinic.OwnerId", """
                package com.example.clinic;

                public final class OwnerId implements java.io.Serializable {
                }
                """);

        Compilation compilation =
                TestCompiler.withEverything().compile(BASE_ENTITY, NAMED_ENTITY, PERSON, OWNER, ownerId);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation)
                .hadErrorContaining("[OBJECTID-P001] "
                        + "com.example.clinic.OwnerId already exists and was not generated by"
                        + " objectid-processor, so it cannot be the typed id of entity com.example.clinic.Owner.")
                .inFile(OWNER)
                .onLineContaining("public class Owner extends Person<OwnerId> {");
    }

    /**
     * JAXB writes {@code ID id} as the variable's bound: an interface fails at run time with "... is an interface,
     * and JAXB can't handle interfaces", so the processor says so at build time, on the attribute, when the JAXB API
     * is on the compile class path.
     */
    @Test
    void aBoundJaxbCannotMapIsAWarningOnTheIdWithTheJaxbApi() {
        Compilation compilation = TestCompiler.withEverything().compile(BASE_ENTITY, NAMED_ENTITY, PERSON, OWNER);
        Compilation withoutJsonb = TestCompiler.without("json.bind").compile(BASE_ENTITY, NAMED_ENTITY, PERSON, OWNER);

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        assertThat(compilation)
                .hadWarningContaining("[OBJECTID-P013] "
                        + "BaseEntity.id is declared with the type variable ID, which JAXB"
                        + " (its API is on the compile class path) sees as its bound, java.io.Serializable: an"
                        + " interface, which JAXB cannot map: writing an entity below as XML fails (\"java.io.Serializable"
                        + " is an interface, and JAXB can't handle interfaces\"), and JSON-B does not read the id back"
                        + " as a typed id. Bound ID by the typed ids, which name their XML adapter and JSON-B"
                        + " deserializer: class BaseEntity<ID extends TypedObjectId<ID>> (dev.objectid.TypedObjectId)."
                        + " An entity with a plain ObjectId id extends a base class without a type variable.")
                .inFile(BASE_ENTITY)
                .onLineContaining("private ID id;");
        assertThat(withoutJsonb).hadWarningCount(1);
        assertThat(withoutJsonb).hadWarningContaining("[OBJECTID-P013] BaseEntity.id is declared");
        assertThat(withoutJsonb)
                .hadWarningContaining("JAXB can't handle interfaces\"). Bound ID by the typed ids")
                .inFile(BASE_ENTITY)
                .onLineContaining("private ID id;");
    }

    /** Object, written or implied, and every interface, alone or first in an intersection: JAXB maps none. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "K                | java.lang.Object  | which names no adapter for a typed id: writing an entity below as XML"
                        + " fails (\"... nor any of its super class is known to this context\")",
                "K extends Object | java.lang.Object  | which names no adapter for a typed id",
                "K extends Comparable<K>               | java.lang.Comparable | an interface, which JAXB cannot map",
                "K extends Serializable & Comparable<K> | java.io.Serializable | an interface, which JAXB cannot map",
            })
    void everyBoundJaxbCannotMapIsAWarning(String parameter, String bound, String why) {
        JavaFileObject base = genericBase(parameter, "private K key;");

        Compilation compilation = TestCompiler.withEverything().compile(base, record("Ledger"));

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        assertThat(compilation)
                .hadWarningContaining("[OBJECTID-P013] "
                        + "Stamped.key is declared with the type variable K, which JAXB"
                        + " (its API is on the compile class path) sees as its bound, " + bound + ": " + why)
                .inFile(base)
                .onLineContaining("private K key;");
        assertThat(compilation).hadWarningContaining("class Stamped<K extends TypedObjectId<K>>");
    }

    /** With JSON-B's deserializer named on the property, JSON-B reads the id back: the warning is JAXB's only. */
    @Test
    void theWarningLeavesJsonbOutWhenThePropertyNamesItsDeserializer() {
        JavaFileObject base = genericBase("K extends Serializable", """
                @jakarta.json.bind.annotation.JsonbTypeDeserializer(dev.objectid.ObjectIdJsonbDeserializer.class)
                    private K key;""");

        Compilation compilation = TestCompiler.withEverything().compile(base, record("Ledger"));

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        assertThat(compilation).hadWarningContaining("[OBJECTID-P013] Stamped.key is declared");
        assertThat(compilation)
                .hadWarningContaining("JAXB can't handle interfaces\"). Bound K by the typed ids")
                .inFile(base)
                .onLineContaining("private K key;");
    }

    /** Annotated on the getter, the warning is on the getter. */
    @Test
    void theWarningIsOnTheAnnotatedGetter() {
        JavaFileObject base = source("com.example.books.Stamped", """
                package com.example.books;

                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Id;
                import jakarta.persistence.MappedSuperclass;
                import java.io.Serializable;

                @MappedSuperclass
                public abstract class Stamped<K extends Serializable> {
                    private K key;

                    @Id
                    @ObjectIdGenerated
                    public K getKey() {
                        return key;
                    }

                    public void setKey(K key) {
                        this.key = key;
                    }
                }
                """);

        Compilation compilation = TestCompiler.withEverything().compile(base, record("Ledger"));

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        assertThat(compilation)
                .hadWarningContaining("[OBJECTID-P013] " + "Stamped.getKey() is declared with the type variable K")
                .inFile(base)
                .onLineContaining("public K getKey() {");
    }

    /** Without the JAXB API nothing writes XML through JAXB: no warning, whatever the bound. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"K", "K extends Serializable", "K extends Serializable & Comparable<K>"})
    void noWarningWithoutTheJaxbApi(String parameter) {
        JavaFileObject base = genericBase(parameter, "private K key;");

        Compilation compilation = TestCompiler.without("xml.bind", "jaxb").compile(base, record("Ledger"));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(TestCompiler.typedIds(compilation)).containsExactly("com.example.books.LedgerId");
    }

    /** The whole clinic without the JAXB API: the mixed hierarchy compiles without a word. */
    @Test
    void noWarningForTheMixedHierarchyWithoutTheJaxbApi() {
        Compilation compilation =
                TestCompiler.without("xml.bind", "jaxb").compile(BASE_ENTITY, NAMED_ENTITY, PERSON, OWNER, VISIT);

        assertThat(compilation).succeededWithoutWarnings();
    }

    /** The bound docs/typed-ids.md leads with serves JAXB: no warning with the JAXB and JSON-B APIs present. */
    @Test
    void noWarningForTheTypedIdBound() {
        Compilation compilation =
                TestCompiler.withEverything().compile(TYPED_BASE_ENTITY, source("com.example.clinic.Owner", """
                package com.example.clinic;

                import jakarta.persistence.Entity;

                @Entity
                public class Owner extends BaseEntity<OwnerId> {
                }
                """));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(TestCompiler.typedIds(compilation)).containsExactly("com.example.clinic.OwnerId");
    }

    /** A generic base class {@code Stamped<parameter>} whose id is the given member. */
    private static JavaFileObject genericBase(String parameter, String member) {
        return source("com.example.books.Stamped", """
                package com.example.books;

                import dev.objectid.hibernate.ObjectIdGenerated;
                import jakarta.persistence.Id;
                import jakarta.persistence.MappedSuperclass;
                import java.io.Serializable;

                @MappedSuperclass
                public abstract class Stamped<%s> {
                    @Id
                    @ObjectIdGenerated
                    %s
                }
                """.formatted(parameter, member));
    }

    /** An entity of {@code com.example.books} that extends {@code Stamped} with its typed id. */
    private static JavaFileObject record(String name) {
        return source("com.example.books." + name, """
                package com.example.books;

                import jakarta.persistence.Entity;

                @Entity
                public class %s extends Stamped<%sId> {
                }
                """.formatted(name, name));
    }
}
