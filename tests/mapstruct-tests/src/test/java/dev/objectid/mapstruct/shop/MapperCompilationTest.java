package dev.objectid.mapstruct.shop;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.mapstruct.ap.MappingProcessor;

/**
 * Mappers compiled here with the MapStruct processor against this module's typed ids: what ObjectIdMapper must not
 * make possible stays a compile error.
 */
class MapperCompilationTest {

    /** Mapping one typed id to another would give an order's id to a customer: MapStruct must refuse it. */
    @Test
    void aTypedIdIsNotMappedToAnotherTypedId() {
        Compilation compilation = compile("""
                package com.example;

                import dev.objectid.mapstruct.ObjectIdMapper;
                import dev.objectid.mapstruct.shop.CustomerId;
                import dev.objectid.mapstruct.shop.OrderId;
                import org.mapstruct.Mapper;

                @Mapper(uses = ObjectIdMapper.class)
                public interface MixUp {
                    record Source(OrderId owner) {}
                    record Target(CustomerId owner) {}
                    Target map(Source source);
                }
                """);

        assertThat(compilation.status()).isEqualTo(Compilation.Status.FAILURE);
        assertThat(errors(compilation))
                .anySatisfy(error ->
                        assertThat(error).contains("Can't map property \"OrderId owner\" to \"CustomerId owner\""));
    }

    /** The same mapper with ObjectIdMapper in uses compiles; without it MapStruct asks for a method per type. */
    @Test
    void withoutObjectIdMapperMapStructAsksForAMethodPerIdType() {
        String mapper = """
                package com.example;

                import dev.objectid.mapstruct.ObjectIdMapper;
                import dev.objectid.mapstruct.shop.OrderId;
                import org.mapstruct.Mapper;

                @Mapper%s
                public interface Orders {
                    record Source(OrderId id) {}
                    record Target(String id) {}
                    Target map(Source source);
                }
                """;

        Compilation with = compile(mapper.formatted("(uses = ObjectIdMapper.class)"));
        Compilation without = compile(mapper.formatted(""));

        assertThat(with.status()).as("%s", errors(with)).isEqualTo(Compilation.Status.SUCCESS);
        assertThat(errors(without))
                .anySatisfy(error -> assertThat(error).contains("Can't map property \"OrderId id\" to \"String id\""));
    }

    private static Compilation compile(String source) {
        String name = source.lines()
                .filter(line -> line.startsWith("public interface "))
                .findFirst()
                .orElseThrow()
                .split(" ")[2];
        JavaFileObject file = JavaFileObjects.forSourceString("com.example." + name, source);
        return Compiler.javac().withProcessors(new MappingProcessor()).compile(file);
    }

    private static List<String> errors(Compilation compilation) {
        return compilation.errors().stream()
                .map(error -> error.getMessage(Locale.ROOT))
                .toList();
    }
}
