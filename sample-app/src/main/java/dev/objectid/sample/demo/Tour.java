package dev.objectid.sample.demo;

import dev.objectid.sample.shop.Customer;
import dev.objectid.sample.shop.CustomerRepository;
import dev.objectid.sample.shop.Order;
import dev.objectid.sample.shop.OrderId;
import dev.objectid.sample.shop.OrderRepository;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.Location;
import org.flywaydb.core.api.MigrationInfo;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;
import org.springframework.core.io.Resource;
import org.springframework.core.io.ResourceLoader;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Component;

/**
 * Prints a short tour to the console once the application has started (after {@link DemoData}): the tables Flyway
 * created, {@code curl} commands with real ids, and one time-range query with the SQL it sent.
 */
@Component
public class Tour implements ApplicationRunner, Ordered {

    /** The time-range query of the tour covers this many days up to the end of today (UTC). */
    static final int RANGE_DAYS = 7;

    private static final String RULE = "-".repeat(100);

    private final Environment environment;
    private final ResourceLoader resources;
    private final DataSource dataSource;
    private final Flyway flyway;
    private final CustomerRepository customers;
    private final OrderRepository orders;
    private final SqlRecorder sql;

    Tour(
            Environment environment,
            ResourceLoader resources,
            DataSource dataSource,
            Flyway flyway,
            CustomerRepository customers,
            OrderRepository orders,
            SqlRecorder sql) {
        this.environment = environment;
        this.resources = resources;
        this.dataSource = dataSource;
        this.flyway = flyway;
        this.customers = customers;
        this.orders = orders;
        this.sql = sql;
    }

    @Override
    public int getOrder() {
        return 2; // after DemoData
    }

    @Override
    public void run(ApplicationArguments args) {
        System.out.print(render(Instant.now()));
        System.out.flush();
    }

    /**
     * The tour's text.
     *
     * @param now the time the tour's time range ends at (the end of now's day)
     * @return the text, lines ending in {@code \n}
     */
    public String render(Instant now) {
        String base = "http://localhost:"
                + environment.getProperty("local.server.port", environment.getProperty("server.port", "8080"));
        StringBuilder out = new StringBuilder("\n").append(RULE).append('\n');
        out.append("objectid-jpa sample app on ")
                .append(base)
                .append(" -- ")
                .append(database())
                .append('\n');
        out.append(RULE).append("\n\n");
        tables(out);
        tryIt(out, base, now);
        timeRange(out, now);
        out.append(RULE).append("\n\n");
        return out.toString();
    }

    private void tables(StringBuilder out) {
        for (MigrationInfo migration : flyway.info().applied()) {
            out.append("The tables, as Flyway created them from ")
                    .append(location())
                    .append('/')
                    .append(migration.getScript())
                    .append(" (applied ")
                    .append(migration.getInstalledOn().toInstant().truncatedTo(ChronoUnit.SECONDS))
                    .append("):\n\n");
            indent(out, script(migration.getScript()).strip(), "    ");
            out.append('\n');
        }
    }

    private void tryIt(StringBuilder out, String base, Instant now) {
        out.append("The database holds ")
                .append(customers.count())
                .append(" customers and ")
                .append(orders.count())
                .append(" orders: the demo data, created over the ")
                .append(DemoData.DAYS)
                .append(" days before the first start\n(ids minted for those days). Try:\n\n");
        List<String[]> commands = new ArrayList<>();
        Page<Customer> first = customers.findAll(PageRequest.of(0, 1, Sort.by("id")));
        Page<Order> newest = orders.findAll(PageRequest.of(0, 1, Sort.by(Sort.Direction.DESC, "id")));
        if (first.hasContent()) {
            Customer customer = first.getContent().get(0);
            commands.add(new String[] {"curl -s " + base + "/customers/" + customer.getId(), customer.getName()});
            if (newest.hasContent()) {
                OrderId order = newest.getContent().get(0).getId();
                commands.add(new String[] {"curl -s " + base + "/orders/" + order, "the newest order"});
                commands.add(new String[] {"curl -s " + base + "/ids/" + order, "what its id tells by itself"});
            }
            Range range = Range.endingWith(now);
            commands.add(new String[] {
                "curl -s '" + base + "/orders?createdFrom=" + range.from() + "&createdTo=" + range.to() + "&size=5'",
                "the last " + RANGE_DAYS + " days"
            });
            commands.add(new String[] {
                "curl -s -X POST " + base + "/orders -H 'Content-Type: application/json' -d '" + "{\"customerId\":\""
                        + customer.getId() + "\",\"amount\":42.50}'",
                "a new order"
            });
        }
        commands.add(new String[] {"curl -s " + base + "/orders/not-an-id", "400: a problem body naming the bad id"});
        int width = commands.stream()
                .mapToInt(command -> command[0].length())
                .filter(length -> length <= 80)
                .max()
                .orElse(0);
        for (String[] command : commands) {
            out.append("    ")
                    .append(command[0])
                    .append(" ".repeat(Math.max(1, width + 2 - command[0].length())))
                    .append("# ")
                    .append(command[1])
                    .append('\n');
        }
        out.append("\nor in a browser, with every id documented (its pattern, an example): ")
                .append(base)
                .append("/swagger-ui.html\n\n");
    }

    private void timeRange(StringBuilder out, Instant now) {
        Range range = Range.endingWith(now);
        // tag::recorded-query[]
        SqlRecorder.Recorded<Page<Order>> recorded =
                sql.record(() -> orders.findAllCreatedBetween(range.from(), range.to(), PageRequest.of(0, 3)));
        // end::recorded-query[]
        Page<Order> page = recorded.result();
        out.append("Orders created in the last ").append(RANGE_DAYS).append(" days, through the primary key:\n\n");
        out.append("    orders.findAllCreatedBetween(")
                .append(range.from())
                .append(", ")
                .append(range.to())
                .append(", PageRequest.of(0, 3))\n\n");
        out.append("    ")
                .append(page.getTotalElements())
                .append(" orders; the first ")
                .append(page.getNumberOfElements())
                .append(":\n");
        for (Order order : page.getContent()) {
            out.append(String.format(
                    "      %s  created %s  %9s  %s%n",
                    order.getId(), order.getId().timestamp(), order.getAmount(), order.getStatus()));
        }
        out.append("\n    The SQL it sent (OrderCreatedQueriesImpl, recorded by a Hibernate StatementInspector):\n");
        for (String statement : recorded.statements()) {
            out.append("      ").append(statement).append('\n');
        }
        out.append("    with id >= ")
                .append(OrderId.minFor(range.from()))
                .append(" (OrderId.minFor(")
                .append(range.from())
                .append("))\n")
                .append("     and id <  ")
                .append(OrderId.minFor(range.to()))
                .append(" (OrderId.minFor(")
                .append(range.to())
                .append(")): a range scan of the primary key, ")
                .append("no created_at column.\n");
    }

    /** The range of the tour's query: the {@link #RANGE_DAYS} days up to the end of today, UTC, {@code [from, to)}. */
    private record Range(Instant from, Instant to) {

        static Range endingWith(Instant now) {
            Instant to = now.truncatedTo(ChronoUnit.DAYS).plus(Duration.ofDays(1));
            return new Range(to.minus(Duration.ofDays(RANGE_DAYS)), to);
        }
    }

    private String database() {
        try (Connection connection = dataSource.getConnection()) {
            DatabaseMetaData metaData = connection.getMetaData();
            return metaData.getDatabaseProductName() + " " + metaData.getDatabaseProductVersion() + " ("
                    + metaData.getURL() + ")";
        } catch (SQLException e) {
            return "database not reachable: " + e.getMessage();
        }
    }

    private String location() {
        Location[] locations = flyway.getConfiguration().getLocations();
        return locations.length == 0 ? "" : locations[0].getDescriptor();
    }

    private String script(String name) {
        for (Location location : flyway.getConfiguration().getLocations()) {
            Resource resource = resources.getResource(location.getDescriptor() + "/" + name);
            if (resource.exists()) {
                try (InputStream in = resource.getInputStream()) {
                    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return "(" + name + " is not on the class path)\n";
    }

    private static void indent(StringBuilder out, String text, String indent) {
        for (String line : List.of(text.split("\n", -1))) {
            if (!line.isEmpty()) {
                out.append(indent).append(line);
            }
            out.append('\n');
        }
    }
}
