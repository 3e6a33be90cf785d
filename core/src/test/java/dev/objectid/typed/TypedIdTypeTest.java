package dev.objectid.typed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link TypedIdType} accepts every subclass of {@link TypedObjectId} that describes itself (as generated typed ids do)
 * and every public class with {@code of(ObjectId)} and {@code toObjectId()}, wraps and unwraps through them, and refuses
 * anything else with a message that says what is missing.
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
    void tellsTypedIdsFromOtherClassesWithoutThrowing() {
        assertThat(TypedIdType.isTypedId(InvoiceId.class)).isTrue();
        assertThat(TypedIdType.isTypedId(ParcelId.class)).isTrue();
        assertThat(TypedIdType.isTypedId(BrokenIds.UndescribedWithFactory.class))
                .isTrue();
        assertThat(TypedIdType.isTypedId(BrokenIds.Undescribed.class)).isFalse();
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
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TypedIdType.of(BrokenIds.WithoutFactory.class))
                .withMessageStartingWith("dev.objectid.typed.BrokenIds$WithoutFactory is not a typed ObjectId: it"
                        + " needs public static WithoutFactory of(ObjectId) and public ObjectId toObjectId(), or to"
                        + " extend dev.objectid.TypedObjectId and define its TYPE (")
                .withMessageContaining("no such method");
    }

    @Test
    void aClassWithoutTheAccessorIsRefusedNamingIt() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TypedIdType.of(BrokenIds.WithoutAccessor.class))
                .withMessageContaining(
                        "needs public static WithoutAccessor of(ObjectId) and public ObjectId" + " toObjectId()")
                .withMessageContaining("toObjectId");
    }

    @Test
    void aFactoryThatReturnsAnotherTypeIsRefused() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TypedIdType.of(BrokenIds.FactoryOfAnotherType.class))
                .withMessageContaining(
                        "is not a typed ObjectId: it needs public static FactoryOfAnotherType" + " of(ObjectId)");
    }

    @Test
    void aClassOthersCannotCallIsRefused() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TypedIdType.of(BrokenIds.Hidden.class))
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

        assertThatThrownBy(() -> invoices.unwrap(ParcelId.of(ID))).isInstanceOf(ClassCastException.class);
    }

    @Test
    void aTypedIdThatHoldsNullIsAnErrorNotANullId() {
        TypedIdType<BrokenIds.NullInside> type = TypedIdType.of(BrokenIds.NullInside.class);
        BrokenIds.NullInside typed = type.wrap(ID);

        assertThatIllegalStateException()
                .isThrownBy(() -> type.unwrap(typed))
                .withMessageStartingWith("dev.objectid.typed.BrokenIds$NullInside.toObjectId() returned null for ");
    }

    @Test
    void exceptionsOfTheFactoryReachTheCallerUnchanged() {
        TypedIdType<BrokenIds.Picky> picky = TypedIdType.of(BrokenIds.Picky.class);

        assertThatIllegalArgumentException()
                .isThrownBy(() -> picky.wrap(ObjectId.parse("000000000000000000000001")))
                .withMessage("no ids of 1970, please");
    }

    @Test
    void aTypedObjectIdIsTheDescriptionItDefinedItself() {
        assertThat(TypedIdType.of(ParcelId.class)).isSameAs(ParcelId.TYPE);
        assertThat(ParcelId.TYPE.type()).isEqualTo(ParcelId.class);

        ParcelId parcel = ParcelId.TYPE.wrap(ID);

        assertThat(parcel).isEqualTo(ParcelId.of(ID));
        assertThat(ParcelId.TYPE.unwrap(parcel)).isSameAs(ID);
        assertThat(parcel.toObjectId()).isSameAs(ID);
    }

    @Test
    void aTypedObjectIdIsDescribedAsSoonAsItsClassIsLoadedWithoutInitialisingIt() throws Exception {
        Class<?> notInitialised =
                Class.forName("dev.objectid.typed.LateId", false, getClass().getClassLoader());

        TypedIdType<?> late = TypedIdType.of(notInitialised);

        assertThat(late.unwrap(late.wrap(ID))).isSameAs(ID);
        assertThat(late).isSameAs(LateId.TYPE);
    }

    @Test
    void aTypedObjectIdWithoutADescriptionIsATypedIdThroughItsFactoryOnly() {
        TypedIdType<BrokenIds.UndescribedWithFactory> type = TypedIdType.of(BrokenIds.UndescribedWithFactory.class);

        assertThat(type.unwrap(type.wrap(ID))).isSameAs(ID);
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TypedIdType.of(BrokenIds.Undescribed.class))
                .withMessageStartingWith("dev.objectid.typed.BrokenIds$Undescribed is not a typed ObjectId: it needs"
                        + " public static Undescribed of(ObjectId) and public ObjectId toObjectId(), or to extend"
                        + " dev.objectid.TypedObjectId and define its TYPE (");
    }

    @Test
    void aSecondDescriptionIsRefusedNamingTheClass() {
        assertThatThrownBy(() -> Class.forName(BrokenIds.DescribedTwice.class.getName()))
                .isInstanceOf(ExceptionInInitializerError.class)
                .cause()
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("dev.objectid.typed.BrokenIds$DescribedTwice is described twice: only its own TYPE"
                        + " constant may call TypedIdType.define(DescribedTwice.class, ...)");
    }

    @Test
    void describingAClassThatIsNoTypedObjectIdIsRefused() {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Class<CrateId> notATypedObjectId = (Class) String.class;

        assertThatIllegalArgumentException()
                .isThrownBy(() -> TypedIdType.define(notATypedObjectId, id -> null))
                .withMessage("java.lang.String does not extend dev.objectid.TypedObjectId");
        assertThatNullPointerException()
                .isThrownBy(() -> TypedIdType.define(null, id -> null))
                .withMessage("type");
        assertThatNullPointerException()
                .isThrownBy(() -> TypedIdType.define(CrateId.class, null))
                .withMessage("factory");
    }

    @Test
    void parsesTheTextAndNamesTheTypedIdInItsErrors() {
        assertThat(ParcelId.TYPE.parse("6632217F8A5D3E0001A0B1C2")).isEqualTo(ParcelId.of(ID));
        assertThat(TypedIdType.of(InvoiceId.class).parse("6632217f8a5d3e0001a0b1c2"))
                .isEqualTo(new InvoiceId(ID));

        assertThatThrownBy(() -> ParcelId.parse("zz"))
                .isInstanceOf(ObjectIdFormatException.class)
                .hasMessage("Invalid ParcelId \"zz\": length is 2, expected 24 hexadecimal digits (0-9, a-f, A-F)")
                .extracting(e -> ((ObjectIdFormatException) e).input())
                .isEqualTo("zz");
        assertThatThrownBy(() -> ParcelId.parse("6632217f8a5d3e0001a0b1cg"))
                .hasMessage("Invalid ParcelId \"6632217f8a5d3e0001a0b1cg\": character 'g' (U+0067) at index 23 is not"
                        + " a hexadecimal digit; expected 24 of 0-9, a-f, A-F");
        assertThatThrownBy(() -> TypedIdType.of(InvoiceId.class).parse(null))
                .isInstanceOf(ObjectIdFormatException.class)
                .hasMessage("Invalid InvoiceId: null; expected 24 hexadecimal digits");
    }

    @Test
    void readsBothJsonFormsAndNamesTheTypedIdAndTheValueOtherwise() {
        assertThat(ParcelId.TYPE.fromJson("6632217f8a5d3e0001a0b1c2")).isEqualTo(ParcelId.of(ID));
        assertThat(ParcelId.TYPE.fromJson(Map.of("$oid", "6632217f8a5d3e0001a0b1c2")))
                .isEqualTo(ParcelId.of(ID));

        String expected = "; expected a string of 24 hexadecimal digits (0-9, a-f, A-F), or {\"$oid\": \"<24"
                + " hexadecimal digits>\"} (MongoDB Extended JSON)";
        assertThatThrownBy(() -> ParcelId.TYPE.fromJson(Map.of("$oid", "zz")))
                .isInstanceOf(ObjectIdFormatException.class)
                .hasMessage("Invalid ParcelId \"zz\": length is 2, expected 24 hexadecimal digits (0-9, a-f, A-F)");
        assertThatThrownBy(() -> ParcelId.TYPE.fromJson(Map.of("$oid", 12)))
                .hasMessage("Invalid ParcelId: a JSON object whose \"$oid\" is the number 12" + expected);
        assertThatThrownBy(() -> ParcelId.TYPE.fromJson(Map.of("id", "6632217f8a5d3e0001a0b1c2")))
                .hasMessage("Invalid ParcelId: an object with the field \"id\"" + expected);
        assertThatThrownBy(() -> ParcelId.TYPE.fromJson(Map.of()))
                .hasMessage("Invalid ParcelId: an empty object" + expected);
        assertThatThrownBy(() -> ParcelId.TYPE.fromJson(12L)).hasMessage("Invalid ParcelId: the number 12" + expected);
        assertThatThrownBy(() -> ParcelId.TYPE.fromJson(true))
                .hasMessage("Invalid ParcelId: the boolean true" + expected);
        assertThatThrownBy(() -> ParcelId.TYPE.fromJson(List.of())).hasMessage("Invalid ParcelId: an array" + expected);
        assertThatThrownBy(() -> ParcelId.TYPE.fromJson(null))
                .isInstanceOf(ObjectIdFormatException.class)
                .hasMessage("Invalid ParcelId: null" + expected);
    }

    @Test
    void twoTypedIdsOfOneObjectIdAreNeverEqual() {
        assertThat(ParcelId.of(ID)).isNotEqualTo(CrateId.TYPE.wrap(ID)).hasSameHashCodeAs(CrateId.TYPE.wrap(ID));
        assertThat(ParcelId.of(ID))
                .isEqualTo(ParcelId.parse(ID.toHexString()))
                .isNotEqualTo(ID)
                .isNotEqualTo(null);
        assertThat(ParcelId.of(ID)).hasToString("6632217f8a5d3e0001a0b1c2");
        assertThat(ParcelId.of(ID).timestamp()).isEqualTo(ID.timestamp());
        assertThat(ParcelId.of(ID).toByteArray()).isEqualTo(ID.toByteArray());
        assertThat(ParcelId.of(ObjectId.parse("000000000000000000000001")))
                .isLessThan(ParcelId.of(ObjectId.parse("ff0000000000000000000000")));
        assertThatNullPointerException().isThrownBy(() -> ParcelId.of(null)).withMessage("value");
    }
}
