package dev.objectid.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.it.db.TestDatabaseExtension;
import dev.objectid.sample.demo.DemoData;
import dev.objectid.sample.shop.Customer;
import dev.objectid.sample.shop.CustomerRepository;
import dev.objectid.sample.shop.OrderRepository;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.domain.Sort;

/**
 * Starts the application as {@code java -jar} does, twice on the same database: the first start creates the tables,
 * seeds the demo data and prints the tour; the second finds both, seeds nothing, and prints the tour again. Each
 * subclass names the database.
 */
@ExtendWith(OutputCaptureExtension.class)
abstract class RestartContract {

    abstract TestDatabaseExtension database();

    @Test
    void startsTwiceOnTheSameDatabaseSeedingOnceAndPrintsTheTourEachTime(CapturedOutput output) {
        String[] arguments = arguments();

        List<String> customerIds;
        String firstTour;
        try (ConfigurableApplicationContext app = start(arguments)) {
            firstTour = output.getOut();
            assertThat(app.getBean(CustomerRepository.class).count()).isEqualTo(DemoData.CUSTOMERS);
            assertThat(app.getBean(OrderRepository.class).count()).isEqualTo(DemoData.ORDERS);
            customerIds = customerIds(app);
            assertTour(firstTour, app, customerIds);
        }

        try (ConfigurableApplicationContext app = start(arguments)) {
            String secondTour = output.getOut().substring(firstTour.length());
            assertThat(app.getBean(CustomerRepository.class).count()).isEqualTo(DemoData.CUSTOMERS);
            assertThat(app.getBean(OrderRepository.class).count()).isEqualTo(DemoData.ORDERS);
            assertThat(customerIds(app)).isEqualTo(customerIds);
            assertTour(secondTour, app, customerIds);
            assertThat(secondTour).contains("Demo data: the database has 5 customers already; nothing seeded");
        }
    }

    private static ConfigurableApplicationContext start(String[] arguments) {
        return new SpringApplicationBuilder(SampleApplication.class).run(arguments);
    }

    private void assertTour(String tour, ConfigurableApplicationContext app, List<String> customerIds) {
        String port = app.getEnvironment().getProperty("local.server.port");
        String ddl = database().database().name().equals("postgresql") ? "bytea" : "binary(12)";
        assertThat(tour)
                .contains("objectid-jpa sample app on http://localhost:" + port)
                .contains("db/migration/" + database().database().name() + "/V1__customer_and_orders.sql")
                .contains("create table customer (", "create table orders (", "id          " + ddl)
                .contains("The database holds 5 customers and 60 orders")
                .containsPattern(
                        "curl -s http://localhost:" + port + "/customers/" + customerIds.get(0) + " +# Ada Lovelace")
                .contains("orders.findAllCreatedBetween(")
                .containsPattern("select o1_0\\.id,.* from orders o1_0 "
                        + "where o1_0\\.id>=\\? and o1_0\\.id<\\? order by o1_0\\.id")
                .contains("select count(o1_0.id) from orders o1_0 where o1_0.id>=? and o1_0.id<?")
                .contains("http://localhost:" + port + "/swagger-ui.html");
        assertThat(tour).containsOnlyOnce("objectid-jpa sample app on");
    }

    private String[] arguments() {
        List<String> arguments = new ArrayList<>(List.of(
                "--server.port=0",
                "--spring.datasource.url=" + database().database().url()));
        if (!database().database().name().equals("h2")) {
            arguments.add("--spring.profiles.active=" + database().database().name());
        }
        return arguments.toArray(String[]::new);
    }

    private static List<String> customerIds(ConfigurableApplicationContext app) {
        return app.getBean(CustomerRepository.class).findAll(Sort.by("id")).stream()
                .map(Customer::getId)
                .map(Object::toString)
                .toList();
    }
}
