package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.type.descriptor.java.JavaType;
import org.junit.jupiter.api.Test;

/**
 * Hibernate's type descriptors are {@link java.io.Serializable}: they travel with whatever Hibernate serializes that
 * holds a type (a serialized session's persistence context, unique keys, cache keys of a replicated cache). Ours
 * serialize, and come back working.
 */
class DescriptorSerializationTest {

    private static final TicketId FIRST = TicketId.of(ObjectId.parse("6740c5e1a3f29b04c7000001"));
    private static final TicketId SECOND = TicketId.of(ObjectId.parse("6740c5e1a3f29b04c7000002"));

    @Test
    void aTypedIdDescriptorSurvivesSerialization() throws Exception {
        TypedObjectIdJavaType<TicketId> copy = roundTrip(TypedObjectIdJavaType.of(TicketId.TYPE));

        assertThat(copy.getComparator().compare(FIRST, SECOND)).isNegative();
        assertThat(copy.getComparator().compare(SECOND, FIRST)).isPositive();
        assertThat(copy.fromString("6740c5e1a3f29b04c7000002")).isEqualTo(SECOND);
        assertThat(copy.toString(FIRST)).isEqualTo("6740c5e1a3f29b04c7000001");
        assertThat(copy.unwrap(FIRST, byte[].class, null))
                .containsExactly(FIRST.toObjectId().toByteArray());
        assertThat(copy.wrap(SECOND.toObjectId().toByteArray(), null)).isEqualTo(SECOND);
        assertThat(copy.getJavaTypeClass()).isEqualTo(TicketId.class);
    }

    @Test
    void theObjectIdDescriptorDeserializesToTheOneInstance() throws Exception {
        assertThat(roundTrip(ObjectIdJavaType.INSTANCE)).isSameAs(ObjectIdJavaType.INSTANCE);
    }

    @Test
    void theDescriptorsASessionFactoryUsesSerialize() throws Exception {
        try (H2Hibernate h2 = H2Hibernate.start(Ticket.class)) {
            var registry = h2.sessionFactory
                    .unwrap(SessionFactoryImplementor.class)
                    .getTypeConfiguration()
                    .getJavaTypeRegistry();
            JavaType<TicketId> typed = registry.getDescriptor(TicketId.class);
            JavaType<ObjectId> plain = registry.getDescriptor(ObjectId.class);

            assertThat(typed).isInstanceOf(TypedObjectIdJavaType.class);
            assertThat(roundTrip(typed).getComparator().compare(FIRST, SECOND)).isNegative();
            assertThat(roundTrip(plain)).isSameAs(plain);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> T roundTrip(T value) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (T) in.readObject();
        }
    }
}
