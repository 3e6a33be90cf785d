package dev.objectid.mybatis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.type.TypeHandlerRegistry;
import org.junit.jupiter.api.Test;

/**
 * {@link ObjectIdTypeHandlers} registers the binary handler for ObjectId and one handler per typed id; a class that is
 * not a typed id is refused with what it lacks. (The handlers run against databases in objectid-data-stack-tests.)
 */
class TypeHandlersTest {

    @Test
    void registersObjectIdAndTheTypedIdsNamed() {
        TypeHandlerRegistry registry = new Configuration().getTypeHandlerRegistry();

        ObjectIdTypeHandlers.register(registry, ReceiptId.class);

        assertThat(registry.getTypeHandler(ObjectId.class)).isInstanceOf(ObjectIdTypeHandler.class);
        assertThat(registry.getTypeHandler(ReceiptId.class))
                .isInstanceOf(TypedIdTypeHandler.class)
                .hasToString("TypedIdTypeHandler[dev.objectid.mybatis.ReceiptId]");
    }

    @Test
    void mybatisCreatesTheTypedIdHandlerForAJavaTypeAsXmlConfigurationDoes() {
        TypeHandlerRegistry registry = new Configuration().getTypeHandlerRegistry();

        registry.register(ReceiptId.class, TypedIdTypeHandler.class);

        assertThat(registry.getTypeHandler(ReceiptId.class))
                .hasToString("TypedIdTypeHandler[dev.objectid.mybatis.ReceiptId]");
        assertThat(TypedIdType.isTypedId(ReceiptId.class)).isTrue();
    }

    @Test
    void aClassThatIsNotATypedIdIsRefused() {
        TypeHandlerRegistry registry = new Configuration().getTypeHandlerRegistry();

        assertThatIllegalArgumentException()
                .isThrownBy(() -> ObjectIdTypeHandlers.register(registry, Integer.class))
                .withMessageStartingWith("java.lang.Integer is not a typed ObjectId: it needs public static Integer"
                        + " of(ObjectId) and public ObjectId toObjectId()");
    }
}
