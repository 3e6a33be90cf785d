package dev.objectid.mapstruct.shop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mappers of this module, compiled by MapStruct with objectid-processor's typed ids and ObjectIdMapper in their
 * {@code uses} (or their {@code @MapperConfig}), run on real values.
 */
class MappersTest {

    private static final OrderId ORDER = OrderId.of(Instant.parse("2024-05-01T12:00:00Z"), 0x1a2b3c4d5eL, 7);
    private static final OrderId OTHER_ORDER = OrderId.of(Instant.parse("2024-05-02T08:30:00Z"), 0x1a2b3c4d5eL, 8);
    private static final CustomerId ADA = CustomerId.of(Instant.parse("2023-11-20T09:15:00Z"), 0x0102030405L, 1);
    private static final CustomerId GRACE = CustomerId.of(Instant.parse("2023-12-01T10:00:00Z"), 0x0102030405L, 2);
    private static final ObjectId SHIPMENT = ObjectId.of(Instant.parse("2024-05-03T07:00:00Z"), 0xabcdef0123L, 3);

    @Test
    void typedIdsAndObjectIdsBecomeTheirHexStrings() {
        Order order = new Order(ORDER, new Customer(ADA, "Ada"), GRACE, SHIPMENT, "tea", 3L);

        OrderDto dto = OrderMapper.INSTANCE.toDto(order);

        assertThat(dto)
                .isEqualTo(new OrderDto(
                        "66322ec01a2b3c4d5e000007",
                        "655b23940102030405000001",
                        "6569aea00102030405000002",
                        "66348b70abcdef0123000003",
                        "tea",
                        "3"));
    }

    @Test
    void hexStringsBecomeTypedIdsAndObjectIdsAgain() {
        OrderDto dto = new OrderDto(
                ORDER.toString(), ADA.toString(), GRACE.toString().toUpperCase(), SHIPMENT.toHexString(), "tea", "3");

        PlaceOrder command = OrderMapper.INSTANCE.toCommand(dto);

        assertThat(command).isEqualTo(new PlaceOrder(ORDER, ADA, GRACE, SHIPMENT, "tea", 3));
    }

    @Test
    void nullMapsToNull() {
        OrderDto dto = OrderMapper.INSTANCE.toDto(new Order(null, null, null, null, null, null));
        PlaceOrder command = OrderMapper.INSTANCE.toCommand(new OrderDto(null, null, null, null, null, null));
        ShipmentDto shipment = ShipmentMapper.INSTANCE.toDto(new Shipment(null, Arrays.asList(ORDER, null), null));

        assertThat(dto).isEqualTo(new OrderDto(null, null, null, null, null, null));
        assertThat(command).isEqualTo(new PlaceOrder(null, null, null, null, null, 0));
        assertThat(shipment.orders()).containsExactly(ORDER.toString(), null);
        assertThat(shipment.id()).isNull();
        assertThat(shipment.recipient()).isNull();
    }

    @Test
    void aMalformedStringFailsWithTheLibrarysError() {
        OrderDto badOrderId = new OrderDto("66322ec01a2b3c4d5e00000z", ADA.toString(), null, null, "tea", "1");
        OrderDto badShipment = new OrderDto(ORDER.toString(), ADA.toString(), null, "66348b70", "tea", "1");
        ShipmentDto badInList = new ShipmentDto(SHIPMENT.toHexString(), List.of(ORDER.toString(), "zz"), null);

        assertThatThrownBy(() -> OrderMapper.INSTANCE.toCommand(badOrderId))
                .isInstanceOf(ObjectIdFormatException.class)
                .hasMessage("Invalid ObjectId \"66322ec01a2b3c4d5e00000z\": character 'z' (U+007A) at index 23 is not"
                        + " a hexadecimal digit; expected 24 of 0-9, a-f, A-F");
        assertThatThrownBy(() -> OrderMapper.INSTANCE.toCommand(badShipment))
                .isInstanceOf(ObjectIdFormatException.class)
                .hasMessage("Invalid ObjectId \"66348b70\": length is 8, expected 24 hexadecimal digits (0-9, a-f,"
                        + " A-F)");
        assertThatThrownBy(() -> ShipmentMapper.INSTANCE.fromDto(badInList))
                .isInstanceOfSatisfying(
                        ObjectIdFormatException.class,
                        e -> assertThat(e.input()).isEqualTo("zz"));
    }

    @Test
    void listsOfTypedIdsThroughASharedMapperConfig() {
        Shipment shipment = new Shipment(SHIPMENT, List.of(ORDER, OTHER_ORDER), ADA);

        ShipmentDto dto = ShipmentMapper.INSTANCE.toDto(shipment);

        assertThat(dto)
                .isEqualTo(new ShipmentDto(
                        SHIPMENT.toHexString(), List.of(ORDER.toString(), OTHER_ORDER.toString()), ADA.toString()));
        assertThat(ShipmentMapper.INSTANCE.fromDto(dto)).isEqualTo(shipment);
    }

    @Test
    void objectIdsBecomeTypedIdsAndBack() {
        ShipmentRow row =
                new ShipmentRow(SHIPMENT, List.of(ORDER.toObjectId(), OTHER_ORDER.toObjectId()), ADA.toObjectId());

        Shipment shipment = ShipmentMapper.INSTANCE.fromRow(row);

        assertThat(shipment).isEqualTo(new Shipment(SHIPMENT, List.of(ORDER, OTHER_ORDER), ADA));
        assertThat(shipment.orders()).allSatisfy(id -> assertThat(id).isInstanceOf(OrderId.class));
        assertThat(ShipmentMapper.INSTANCE.toRow(shipment)).isEqualTo(row);
    }

    @Test
    void propertiesOfTypeObjectAreAssignedAsTheyAre() {
        Listing listing = new Listing(SHIPMENT, "new", 4L, null);

        ListingView view = ListingMapper.INSTANCE.toView(listing);

        assertThat(view.id()).isSameAs(SHIPMENT);
        assertThat(view.note()).isEqualTo("new");
        assertThat(view.rank()).isEqualTo(4L);
    }

    /**
     * A type that, like a typed id, is comparable and serializable and has no mapping to String of its own is handed
     * to ObjectIdMapper by MapStruct: the mapper compiles, and mapping a value fails naming the type and the fix.
     */
    @Test
    void aComparableTypeWithoutAMappingOfItsOwnFailsNamingIt() {
        Listing listing = new Listing(SHIPMENT, null, null, new Price(new BigDecimal("9.90")));

        assertThatThrownBy(() -> ListingMapper.INSTANCE.toText(listing))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("ObjectIdMapper maps ObjectId, typed ids and their String form, and MapStruct"
                        + " chose it for a dev.objectid.mapstruct.shop.Price, for which it found no other mapping."
                        + " dev.objectid.mapstruct.shop.Price is not a typed ObjectId")
                .hasMessageEndingWith("Give the mapper a method of its own for Price.");
        assertThat(ListingMapper.INSTANCE.toText(new Listing(SHIPMENT, null, null, null)))
                .isEqualTo(new ListingText(SHIPMENT.toHexString(), null));
    }

    @Test
    void aMethodOfTheMappersOwnIsChosenBeforeObjectIdMapper() {
        Listing listing = new Listing(SHIPMENT, null, null, new Price(new BigDecimal("9.90")));

        assertThat(PricedListingMapper.INSTANCE.toText(listing))
                .isEqualTo(new ListingText(SHIPMENT.toHexString(), "9.90"));
    }
}
