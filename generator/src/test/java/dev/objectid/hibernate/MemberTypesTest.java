package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.io.Serializable;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** Resolving an attribute declared with a type variable against the entity that inherits it. */
class MemberTypesTest {

    abstract static class Base<ID extends Serializable> {
        ID id;

        ID getId() {
            return id;
        }
    }

    abstract static class Named<K extends Serializable> extends Base<K> {}

    abstract static class Person<T extends Serializable, U> extends Named<T> {
        U unrelated;
    }

    static final class Owner extends Person<TicketId, String> {}

    static final class Listed extends Base<ArrayList<String>> {}

    @SuppressWarnings("rawtypes")
    static final class Raw extends Named {}

    static final class Plain {
        ObjectId id;
    }

    @Test
    void aTypeVariableIsResolvedThroughEveryLevelEvenWhenRenamed() throws Exception {
        assertThat(MemberTypes.resolve(Base.class.getDeclaredField("id"), Owner.class))
                .isEqualTo(TicketId.class);
        assertThat(MemberTypes.resolve(Base.class.getDeclaredMethod("getId"), Owner.class))
                .isEqualTo(TicketId.class);
        assertThat(MemberTypes.resolve(Person.class.getDeclaredField("unrelated"), Owner.class))
                .isEqualTo(String.class);
    }

    @Test
    void aParameterizedTypeArgumentResolvesToItsClass() throws Exception {
        assertThat(MemberTypes.resolve(Base.class.getDeclaredField("id"), Listed.class))
                .isEqualTo(ArrayList.class);
    }

    @Test
    void aRawSuperclassOrNoEntityLeavesTheErasure() throws Exception {
        assertThat(MemberTypes.resolve(Base.class.getDeclaredField("id"), Raw.class))
                .isEqualTo(Serializable.class);
        assertThat(MemberTypes.resolve(Base.class.getDeclaredField("id"), null)).isEqualTo(Serializable.class);
        assertThat(MemberTypes.resolve(Base.class.getDeclaredField("id"), Plain.class))
                .isEqualTo(Serializable.class);
    }

    @Test
    void aConcreteTypeIsItself() throws Exception {
        assertThat(MemberTypes.resolve(Plain.class.getDeclaredField("id"), Plain.class))
                .isEqualTo(ObjectId.class);
    }
}
