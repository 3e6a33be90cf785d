package dev.objectid.jdbi.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Jdbi's SQL Object API on this run's database: {@link ShopDao}, an interface whose methods take and return typed ids,
 * beans and records, with nothing registered for ids; nulls, {@code Optional}s, {@code @BindList}, a time range, and a
 * hex column through {@code @HexObjectId}.
 */
class SqlObjectTest {

    private static final Instant NOON = Instant.parse("2026-05-04T12:00:00Z");

    private ShopDao shop;

    @BeforeEach
    void attach() {
        ShopDatabase.clear();
        Jdbi jdbi = ShopDatabase.jdbi();
        // tag::on-demand[]
        shop = jdbi.onDemand(ShopDao.class); // or handle.attach(ShopDao.class)
        // end::on-demand[]
    }

    @Test
    void typedIdsAreParametersAndResultsWithNothingRegistered() {
        Customer ada = new Customer(CustomerId.generate(), "Ada");
        OrderRow tea = new OrderRow(OrderId.generate(), ada.getId(), "tea", null);

        shop.insert(ada);
        shop.insert(tea);

        assertThat(shop.findOrder(tea.id())).contains(tea);
        assertThat(shop.findOrder(OrderId.generate())).isEmpty();
        assertThat(shop.findCustomer(ada.getId())).usingRecursiveComparison().isEqualTo(ada);
    }

    @Test
    void aNullableIdIsNullOrAnOptional() {
        Customer ada = new Customer(CustomerId.generate(), "Ada");
        Customer bob = new Customer(CustomerId.generate(), "Bob");
        shop.insert(ada);
        shop.insert(bob);
        OrderRow referred = new OrderRow(OrderId.generate(), ada.getId(), "tea", bob.getId());
        OrderRow direct = new OrderRow(OrderId.generate(), ada.getId(), "cake", null);
        shop.insert(referred);
        shop.insert(direct);

        assertThat(shop.findOrder(direct.id()))
                .hasValueSatisfying(row -> assertThat(row.referredBy()).isNull());
        assertThat(shop.findReferrer(referred.id())).contains(bob.getId());
        assertThat(shop.findReferrer(direct.id())).isEmpty();
    }

    @Test
    void aTimeRangeIsARangeOfIds() {
        Customer ada = new Customer(CustomerId.generate(), "Ada");
        shop.insert(ada);
        List<OrderRow> created = List.of(
                order(ada, NOON),
                order(ada, NOON.plusMillis(999)),
                order(ada, NOON.plusSeconds(1)),
                order(ada, NOON.plusSeconds(2)));
        for (int i = created.size() - 1; i >= 0; i--) {
            shop.insert(created.get(i));
        }

        assertThat(shop.findOrdersPlacedBetween(NOON.plusMillis(500), NOON.plusSeconds(2)))
                .containsExactly(created.get(0), created.get(1), created.get(2));
    }

    @Test
    void aListOfIdsBindsAsAnInList() {
        Customer ada = new Customer(CustomerId.generate(), "Ada");
        Customer bob = new Customer(CustomerId.generate(), "Bob");
        Customer cy = new Customer(CustomerId.generate(), "Cy");
        List.of(ada, bob, cy).forEach(shop::insert);
        OrderRow first = order(ada, NOON);
        OrderRow second = order(cy, NOON.plusSeconds(1));
        OrderRow third = order(bob, NOON.plusSeconds(2));
        List.of(first, second, third).forEach(shop::insert);

        assertThat(shop.findOrderIdsOf(List.of(ada.getId(), bob.getId()))).containsExactly(first.id(), third.id());
    }

    @Test
    void aHexColumnTakesParametersQualifiedHexObjectId() {
        ObjectId first = ObjectId.generate(NOON);
        ObjectId second = ObjectId.generate(NOON.plusSeconds(1));

        shop.insertLegacyEvent(second, "second");
        shop.insertLegacyEvent(first, "first");

        assertThat(shop.findLegacyEventKind(first)).contains("first");
        assertThat(shop.findLegacyEventKind(ObjectId.generate())).isEmpty();
        assertThat(shop.findLegacyEventIds()).containsExactly(first, second);
    }

    @Test
    void aDaoAttachedToAHandleInATransaction() {
        Customer ada = new Customer(CustomerId.generate(), "Ada");
        OrderRow tea = new OrderRow(OrderId.generate(), ada.getId(), "tea", null);

        ShopDatabase.jdbi().useTransaction(handle -> {
            ShopDao attached = handle.attach(ShopDao.class);
            attached.insert(ada);
            attached.insert(tea);
        });

        assertThat(shop.findOrder(tea.id())).contains(tea);
    }

    private static OrderRow order(Customer customer, Instant created) {
        return new OrderRow(OrderId.of(ObjectId.generate(created)), customer.getId(), "item", null);
    }
}
