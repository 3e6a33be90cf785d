package dev.objectid.micronaut.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.micronaut.it.jdbc.BookId;
import dev.objectid.micronaut.it.jpa.InvoiceId;
import dev.objectid.micronaut.it.schema.LabelId;
import dev.objectid.micronaut.it.schema.NoteId;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.ApplicationContextConfigurer;
import io.micronaut.context.RuntimeBeanDefinition;
import io.micronaut.core.convert.ConversionService;
import io.micronaut.core.convert.TypeConverterRegistrar;
import io.micronaut.inject.BeanDefinition;
import io.micronaut.serde.ObjectMapper;
import io.micronaut.serde.Serde;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * The typed ids' beans are compiled: objectid-micronaut-processor wrote a factory beside each typed id an entity holds
 * ({@code BookIdMicronautFactory}), generated or hand-written ({@code LabelId}), held by a JDBC or a JPA entity, which
 * Micronaut compiled into bean definitions. Nothing is registered when the context starts.
 */
@MicronautTest(startApplication = false, transactional = false)
class CompiledBeansTest {

    @Inject
    ApplicationContext context;

    @Inject
    ObjectMapper json;

    @Inject
    ConversionService conversions;

    @Test
    void eachTypedIdHasAFactoryOfCompiledBeans() throws ClassNotFoundException {
        for (Class<?> typedId : List.of(BookId.class, InvoiceId.class, LabelId.class, NoteId.class)) {
            Class<?> factory = Class.forName(typedId.getName() + "MicronautFactory");
            List<BeanDefinition<?>> serdes = context.getBeanDefinitions(Serde.class).stream()
                    .filter(definition -> definition.getTypeArguments(Serde.class).stream()
                            .anyMatch(argument -> argument.getType() == typedId))
                    .<BeanDefinition<?>>map(definition -> definition)
                    .toList();
            assertThat(serdes).as(typedId.getSimpleName()).singleElement().satisfies(definition -> {
                assertThat(definition).isNotInstanceOf(RuntimeBeanDefinition.class);
                assertThat(definition.getDeclaringType()).contains(factory);
            });
            assertThat(context.getBeanDefinitions(TypeConverterRegistrar.class))
                    .anyMatch(definition -> definition
                            .getDeclaringType()
                            .filter(factory::equals)
                            .isPresent());
        }
    }

    @Test
    void aHandWrittenTypedIdIsServedToo() throws IOException {
        LabelId label = LabelId.of(ObjectId.generate());
        assertThat(json.writeValueAsString(label)).isEqualTo("\"" + label.id() + "\"");
        assertThat(json.readValue("\"" + label.id() + "\"", LabelId.class)).isEqualTo(label);
        assertThat(conversions.convert(label.id().toHexString(), LabelId.class)).contains(label);
    }

    @Test
    void noConfigurerRegistersBeansAtStartUp() {
        assertThat(ServiceLoader.load(ApplicationContextConfigurer.class).stream()
                        .map(provider -> provider.type().getName()))
                .noneMatch(name -> name.startsWith("dev.objectid"));
    }
}
