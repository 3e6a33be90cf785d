package dev.objectid.typed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.TypedIdType;
import org.junit.jupiter.api.Test;

/**
 * {@link TypedIdType} accepts every public class with {@code of(ObjectId)} and {@code toObjectId()}, hand-written or
 * generated, wraps and unwraps through them, and refuses anything else with a message that says what is missing.
 */
class TypedIdTypeTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");

    @Test
    void wrapsAndUnwrapsThroughTheTwoMethods() {
        TypedIdType<InvoiceId> invoices = TypedIdType.of(InvoiceId.class);

        InvoiceId typed = invoices.wrap(ID);

        assertThat(typed).isEqualTo(new InvoiceId(ID));
        assertThat(invoices.unwrap(typed)).isSameAs(ID);
        assertThat(invoices.type()).isEqualTo(InvoiceId.class);
        assertThat(invoices).hasToString("TypedIdType[dev.objectid.typed.InvoiceId]");
    }

    @Test
    void isLookedUpOncePerClass() {
        assertThat(TypedIdType.of(InvoiceId.class)).isSameAs(TypedIdType.of(InvoiceId.class));
    }

    @Test
    void tellsGeneratedTypedIdsByTheirMarker() {
        assertThat(TypedIdType.isGenerated(GeneratedLookalikeId.class)).isTrue();
        assertThat(TypedIdType.isGenerated(InvoiceId.class)).isFalse();
        assertThat(TypedIdType.isGenerated(BrokenIds.WrongMarker.class)).isFalse();
        assertThat(TypedIdType.isGenerated(null)).isFalse();
        assertThat(TypedIdType.of(GeneratedLookalikeId.class).unwrap(GeneratedLookalikeId.of(ID))).isEqualTo(ID);
    }

    @Test
    void tellsTypedIdsFromOtherClassesWithoutThrowing() {
        assertThat(TypedIdType.isTypedId(InvoiceId.class)).isTrue();
        assertThat(TypedIdType.isTypedId(GeneratedLookalikeId.class)).isTrue();
        assertThat(TypedIdType.isTypedId(ObjectId.class)).isFalse();
        assertThat(TypedIdType.isTypedId(String.class)).isFalse();
        assertThat(TypedIdType.isTypedId(byte[].class)).isFalse();
        assertThat(TypedIdType.isTypedId(int.class)).isFalse();
        assertThat(TypedIdType.isTypedId(null)).isFalse();
        assertThat(TypedIdType.isTypedId(BrokenIds.WithoutFactory.class)).isFalse();
        assertThat(TypedIdType.isTypedId(BrokenIds.Hidden.class)).isFalse();
    }

    @Test
    void aClassWithoutTheFactoryIsRefusedNamingIt() {
        assertThatIllegalArgumentException().isThrownBy(() -> TypedIdType.of(BrokenIds.WithoutFactory.class))
                .withMessageStartingWith("dev.objectid.typed.BrokenIds$WithoutFactory is not a typed ObjectId: it"
                        + " needs public static WithoutFactory of(ObjectId) and public ObjectId toObjectId() (")
                .withMessageContaining("no such method");
    }

    @Test
    void aClassWithoutTheAccessorIsRefusedNamingIt() {
        assertThatIllegalArgumentException().isThrownBy(() -> TypedIdType.of(BrokenIds.WithoutAccessor.class))
                .withMessageContaining("needs public static WithoutAccessor of(ObjectId) and public ObjectId"
                        + " toObjectId()")
                .withMessageContaining("toObjectId");
    }

    @Test
    void aFactoryThatReturnsAnotherTypeIsRefused() {
        assertThatIllegalArgumentException().isThrownBy(() -> TypedIdType.of(BrokenIds.FactoryOfAnotherType.class))
                .withMessageContaining("is not a typed ObjectId: it needs public static FactoryOfAnotherType"
                        + " of(ObjectId)");
    }

    @Test
    void aClassOthersCannotCallIsRefused() {
        assertThatIllegalArgumentException().isThrownBy(() -> TypedIdType.of(BrokenIds.Hidden.class))
                .withMessageContaining("(the class is not public)");
    }

    @Test
    void nullsAreRefusedByName() {
        TypedIdType<InvoiceId> invoices = TypedIdType.of(InvoiceId.class);

        assertThatNullPointerException().isThrownBy(() -> TypedIdType.of(null)).withMessage("type");
        assertThatNullPointerException().isThrownBy(() -> invoices.wrap(null)).withMessage("id");
        assertThatNullPointerException().isThrownBy(() -> invoices.unwrap(null)).withMessage("typedId");
    }

    @Test
    void unwrappingAnotherTypeIsAClassCastException() {
        TypedIdType<InvoiceId> invoices = TypedIdType.of(InvoiceId.class);

        assertThatThrownBy(() -> invoices.unwrap(GeneratedLookalikeId.of(ID))).isInstanceOf(ClassCastException.class);
    }

    @Test
    void aTypedIdThatHoldsNullIsAnErrorNotANullId() {
        TypedIdType<BrokenIds.NullInside> type = TypedIdType.of(BrokenIds.NullInside.class);
        BrokenIds.NullInside typed = type.wrap(ID);

        assertThatIllegalStateException().isThrownBy(() -> type.unwrap(typed))
                .withMessageStartingWith("dev.objectid.typed.BrokenIds$NullInside.toObjectId() returned null for ");
    }

    @Test
    void exceptionsOfTheFactoryReachTheCallerUnchanged() {
        TypedIdType<BrokenIds.Picky> picky = TypedIdType.of(BrokenIds.Picky.class);

        assertThatIllegalArgumentException().isThrownBy(() -> picky.wrap(ObjectId.parse("000000000000000000000001")))
                .withMessage("no ids of 1970, please");
    }
}
