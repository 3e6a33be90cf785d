package dev.objectid.starter;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.objectid.ObjectId;
import dev.objectid.jdbc.ColumnFormat;
import dev.objectid.jdbc.ObjectIdDataSource;
import dev.objectid.spring.boot.jdbc.ObjectIdJdbcAutoConfiguration;
import dev.objectid.starter.shop.CustomerId;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jdbc.DataSourceBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.BeanPropertyRowMapper;
import org.springframework.jdbc.core.DataClassRowMapper;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.SingleColumnRowMapper;
import org.springframework.jdbc.core.namedparam.BeanPropertySqlParameterSource;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.core.simple.SimpleJdbcInsert;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

/**
 * Spring's plain JDBC in the starter's application, with nothing written for ids: {@code JdbcTemplate},
 * {@code NamedParameterJdbcTemplate}, {@code JdbcClient} and {@code SimpleJdbcInsert} bind ObjectIds and typed ids as
 * their 12 bytes, the row mappers read them back, also through templates built from the {@code DataSource} bean.
 * {@code tests/spring-jdbc-tests} runs an application of this kind on H2, PostgreSQL and MariaDB.
 */
@SpringBootTest(classes = ShopApplication.class)
class SpringJdbcTest {

    /** A row of the starter's {@code customer} table, as a record and as a bean. */
    record CustomerRow(CustomerId id, String name) {}

    public static class CustomerBean {
        private CustomerId id;
        private String name;

        public CustomerId getId() {
            return id;
        }

        public void setId(CustomerId id) {
            this.id = id;
        }

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }
    }

    @Autowired
    DataSource dataSource;

    @Autowired
    JdbcTemplate jdbcTemplate;

    @Autowired
    JdbcClient jdbcClient;

    @BeforeEach
    void empty() {
        jdbcTemplate.update("delete from customer");
    }

    @Test
    void theTemplatesOfSpringBindAndReadIdsWithNothingPerCall() {
        CustomerId ada = CustomerId.of(ObjectId.generate());
        ObjectId grace = ObjectId.generate();
        CustomerId alan = CustomerId.of(ObjectId.generate());
        CustomerId edsger = CustomerId.of(ObjectId.generate());

        // tag::idioms[]
        jdbcTemplate.update("insert into customer (id, name) values (?, ?)", ada, "Ada");
        NamedParameterJdbcTemplate named = new NamedParameterJdbcTemplate(dataSource); // as repositories build them
        named.update("insert into customer (id, name) values (:id, :name)", Map.of("id", grace, "name", "Grace"));
        CustomerBean bean = new CustomerBean();
        bean.setId(alan);
        bean.setName("Alan");
        named.update("insert into customer (id, name) values (:id, :name)", new BeanPropertySqlParameterSource(bean));
        new SimpleJdbcInsert(dataSource)
                .withTableName("customer")
                .execute(new MapSqlParameterSource("id", edsger).addValue("name", "Edsger"));

        ObjectId found = jdbcTemplate.queryForObject("select id from customer where name = ?", ObjectId.class, "Grace");
        List<CustomerId> all = jdbcTemplate.queryForList("select id from customer order by name", CustomerId.class);
        CustomerRow row = jdbcClient
                .sql("select id, name from customer where id = :id")
                .param("id", edsger)
                .query(CustomerRow.class) // a record; DataClassRowMapper and BeanPropertyRowMapper read ids too
                .single();
        // end::idioms[]

        assertThat(found).isEqualTo(grace);
        assertThat(all).containsExactly(ada, alan, edsger, CustomerId.of(grace));
        assertThat(row).isEqualTo(new CustomerRow(edsger, "Edsger"));
        assertThat(jdbcTemplate.queryForList("select id from customer order by name", byte[].class))
                .as("stored as 12 bytes")
                .containsExactly(ada.toByteArray(), alan.toByteArray(), edsger.toByteArray(), grace.toByteArray());
        assertThat(jdbcTemplate.query(
                        "select id, name from customer where id = ?",
                        new BeanPropertyRowMapper<>(CustomerBean.class),
                        alan))
                .singleElement()
                .extracting(CustomerBean::getId)
                .isEqualTo(alan);
        assertThat(jdbcTemplate.query(
                        "select id, name from customer where id = ?", new DataClassRowMapper<>(CustomerRow.class), ada))
                .containsExactly(new CustomerRow(ada, "Ada"));
        assertThat(jdbcClient
                        .sql("select id from customer where id >= ? and id < ? order by id")
                        .param(ObjectId.minFor(ada.timestamp()))
                        .param(ObjectId.maxFor(ada.timestamp().plusSeconds(60)))
                        .query(SingleColumnRowMapper.newInstance(ObjectId.class)) // query(ObjectId.class): a row class
                        .list())
                .as("a time range bound as ids")
                .contains(ada.toObjectId(), grace);
        List<CustomerBean> beans = jdbcClient
                .sql("select * from customer order by id")
                .query(CustomerBean.class)
                .list();
        assertThat(beans).extracting(CustomerBean::getName).containsExactlyInAnyOrder("Ada", "Grace", "Alan", "Edsger");
    }

    @Test
    void theDataSourceBeanIsTheApplicationsPoolPassingIds() throws Exception {
        assertThat(dataSource.isWrapperFor(ObjectIdDataSource.class)).isTrue();
        assertThat(dataSource.unwrap(ObjectIdDataSource.class).format()).isEqualTo(ColumnFormat.BINARY);
        assertThat(dataSource.unwrap(HikariDataSource.class).getJdbcUrl()).startsWith("jdbc:h2:mem:");
        assertThat(dataSource.isWrapperFor(HikariDataSource.class)).isTrue();
        assertThat(jdbcTemplate.getDataSource()).isSameAs(dataSource);
    }

    @Test
    void aDataSourceDerivedFromTheBeanIsBuiltFromThePool() throws Exception {
        // what Flyway and Liquibase do for a user of their own (spring.flyway.user), as the SQL initializer does
        DataSource derived = DataSourceBuilder.derivedFrom(dataSource)
                .type(SimpleDriverDataSource.class)
                .username("sa")
                .build();

        String pool = dataSource.unwrap(HikariDataSource.class).getJdbcUrl();
        assertThat(derived)
                .isInstanceOfSatisfying(
                        SimpleDriverDataSource.class,
                        driver -> assertThat(driver.getUrl()).isEqualTo(pool));
    }

    @Test
    void hexColumnsOrOffBySetting() {
        ApplicationContextRunner runner = new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(ObjectIdJdbcAutoConfiguration.class))
                .withUserConfiguration(PlainDataSource.class);
        runner.run(context -> assertThat(context.getBean(DataSource.class)
                        .unwrap(ObjectIdDataSource.class)
                        .format())
                .isEqualTo(ColumnFormat.BINARY));
        runner.withPropertyValues("objectid.jdbc.column-format=hex")
                .run(context -> assertThat(context.getBean(DataSource.class)
                                .unwrap(ObjectIdDataSource.class)
                                .format())
                        .isEqualTo(ColumnFormat.HEX));
        runner.withPropertyValues("objectid.jdbc.enabled=false")
                .run(context -> assertThat(context.getBean(DataSource.class)).isInstanceOf(HikariDataSource.class));
    }

    @Configuration(proxyBeanMethods = false)
    static class PlainDataSource {

        @Bean
        HikariDataSource dataSource() {
            HikariDataSource pool = new HikariDataSource();
            pool.setJdbcUrl("jdbc:h2:mem:plain");
            return pool;
        }
    }
}
