package dev.objectid.spring.data.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.core.convert.support.DefaultConversionService;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.data.mapping.model.SimpleTypeHolder;

/**
 * The converters, as Spring Data's custom conversions use them: ObjectIds and typed ids become simple values written
 * as their 12 bytes and read back; anything else is refused with a message that says why.
 */
class ObjectIdJdbcConvertersTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");

    @TempDir
    Path temp;

    @Test
    void objectIdsAndTypedIdsAreSimpleTypesWrittenAsBytes() {
        JdbcCustomConversions conversions = new JdbcCustomConversions(
                ObjectIdJdbcConverters.converters(getClass().getClassLoader(), TicketId.class));
        SimpleTypeHolder simpleTypes = conversions.getSimpleTypeHolder();

        assertThat(simpleTypes.isSimpleType(ObjectId.class)).isTrue();
        assertThat(simpleTypes.isSimpleType(TicketId.class)).isTrue();
        assertThat(conversions.getCustomWriteTarget(ObjectId.class)).contains(byte[].class);
        assertThat(conversions.getCustomWriteTarget(TicketId.class)).contains(byte[].class);
        assertThat(conversions.hasCustomReadTarget(byte[].class, TicketId.class))
                .isTrue();
    }

    @Test
    void convertsBothWaysThroughSpringsConversionService() {
        DefaultConversionService service = new DefaultConversionService();
        new JdbcCustomConversions(ObjectIdJdbcConverters.converters(getClass().getClassLoader(), TicketId.class))
                .registerConvertersIn(service);

        assertThat(service.convert(ID, byte[].class)).isEqualTo(ID.toByteArray());
        assertThat(service.convert(ID.toByteArray(), ObjectId.class)).isEqualTo(ID);
        assertThat(service.convert(TicketId.of(ID), byte[].class)).isEqualTo(ID.toByteArray());
        assertThat(service.convert(ID.toByteArray(), TicketId.class)).isEqualTo(TicketId.of(ID));
    }

    @Test
    void readingMoreOrFewerBytesIsAnErrorThatShowsThem() {
        DefaultConversionService service = new DefaultConversionService();
        new JdbcCustomConversions(ObjectIdJdbcConverters.converters(getClass().getClassLoader(), TicketId.class))
                .registerConvertersIn(service);

        assertThatThrownBy(() -> service.convert(new byte[16], TicketId.class))
                .isInstanceOf(ConversionFailedException.class)
                .cause()
                .hasMessage("Invalid ObjectId: 16 bytes (0x00000000000000000000000000000000), expected"
                        + " exactly 12. An ObjectId column is binary (binary(12), bytea, raw(12), varbinary) holding 12"
                        + " bytes, or character (char(24), varchar) holding 24 hexadecimal digits. The value was"
                        + " neither truncated nor padded.");
    }

    @Test
    void typedIdsListedOnTheClassPathAreRegisteredWithoutNamingThem() throws Exception {
        Path list = temp.resolve("META-INF/objectid/typed-ids");
        Files.createDirectories(list.getParent());
        Files.writeString(list, TicketId.class.getName() + "\n");

        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {temp.toUri().toURL()}, getClass().getClassLoader())) {
            List<Object> converters = ObjectIdJdbcConverters.converters(loader);

            assertThat(new JdbcCustomConversions(converters)
                            .getSimpleTypeHolder()
                            .isSimpleType(TicketId.class))
                    .isTrue();
        }
    }

    @Test
    void aClassThatIsNotATypedIdIsRefusedNamingWhatItLacks() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdJdbcConverters.converters(getClass().getClassLoader(), String.class))
                .withMessageStartingWith("java.lang.String is not a typed ObjectId: it needs public static String"
                        + " of(ObjectId) and public ObjectId toObjectId()");
    }
}
