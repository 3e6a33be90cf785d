package dev.objectid.it.databases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.SqlScripts;
import dev.objectid.it.HibernateBootstrap;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.it.shop.Customer;
import dev.objectid.it.shop.Order;
import dev.objectid.it.shop.OrderId;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * The raw SQL that docs/databases.md shows for a time range and for an id's creation time (from
 * {@code src/test/resources/raw-sql/<database>.sql}) selects, on the real server, what Java selects.
 */
class RawSqlTimeRangeTest {

    @Test
    void theDocumentedSqlSelectsTheRowsOfTheDay() throws Exception {
        TestDatabase database = TestDatabases.create();
        assumeTrue(!database.name().equals("h2"), "the documented raw SQL is for PostgreSQL and MariaDB");
        String script = "raw-sql/" + database.name() + ".sql";

        try (SessionFactory hibernate =
                HibernateBootstrap.start(getClass().getClassLoader(), database, Customer.class, Order.class)) {
            Customer customer = new Customer("raw");
            List<Order> orders = new ArrayList<>();
            Instant start = Instant.parse("2024-04-30T22:00:00Z");
            for (int hour = 0; hour < 28; hour++) {
                orders.add(new Order(
                        OrderId.of(ObjectId.generate(start.plus(Duration.ofHours(hour)))), customer, "hour " + hour));
            }
            hibernate.inTransaction(session -> {
                session.persist(customer);
                orders.forEach(session::persist);
            });

            List<ObjectId> expected = orders.stream()
                    .map(order -> order.getId().toObjectId())
                    .filter(id -> !id.timestamp().isBefore(Instant.parse("2024-05-01T00:00:00Z"))
                            && id.timestamp().isBefore(Instant.parse("2024-05-02T00:00:00Z")))
                    .sorted()
                    .toList();
            List<ObjectId> selected = new ArrayList<>();
            List<Instant> created = new ArrayList<>();
            try (Connection connection = database.dataSource().getConnection();
                    Statement statement = connection.createStatement()) {
                statement.execute(
                        database.name().equals("postgresql") ? "set time zone 'UTC'" : "set time_zone = '+00:00'");
                try (ResultSet rows = statement.executeQuery(SqlScripts.statement(script, "range"))) {
                    while (rows.next()) {
                        selected.add(ObjectId.fromBytes(rows.getBytes(1)));
                    }
                }
                try (ResultSet rows = statement.executeQuery(SqlScripts.statement(script, "created"))) {
                    while (rows.next()) {
                        Timestamp timestamp = rows.getTimestamp(
                                1, java.util.Calendar.getInstance(java.util.TimeZone.getTimeZone("UTC")));
                        created.add(timestamp.toInstant());
                    }
                }
            }

            assertThat(expected).hasSize(24);
            assertThat(selected).isEqualTo(expected);
            assertThat(created)
                    .containsExactlyInAnyOrderElementsOf(orders.stream()
                            .map(order -> order.getId().timestamp())
                            .toList());
        }
    }
}
