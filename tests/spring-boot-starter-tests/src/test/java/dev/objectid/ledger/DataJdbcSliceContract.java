package dev.objectid.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.spring.data.jdbc.ObjectIdGeneratingCallback;
import dev.objectid.starter.shop.CustomerId;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.AnnotatedBeanDefinition;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.jdbc.core.convert.JdbcCustomConversions;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The ledger in a {@code @DataJdbcTest} slice (each Spring Boot line's {@code DataJdbcSliceTest} carries the
 * annotation), with nothing configured in the application: the starter's conversions and callback are in the slice,
 * ids are generated before the insert, stored as 12 bytes and read back.
 */
abstract class DataJdbcSliceContract {

    @Autowired
    AccountRepository accounts;

    @Autowired
    EntryRepository entries;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ConfigurableApplicationContext context;

    @Test
    void idsAreGeneratedBeforeTheInsertStoredAsTwelveBytesAndReadBack() {
        Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        CustomerId customer = CustomerId.of(ObjectId.generate());

        // tag::save[]
        Account ada = accounts.save(new Account("Ada")); // ada.getId() is a new ObjectId
        Entry opened = entries.save(new Entry(null, ada.getId(), customer, "opened"));
        // end::save[]

        assertThat(ada.getId()).isNotNull();
        assertThat(opened.id()).isNotNull();
        assertThat(opened.id().toObjectId().timestamp()).isBetween(before, Instant.now());
        byte[][] stored = jdbc.queryForObject("select id, account, customer from entry", (row, number) ->
                new byte[][] {row.getBytes(1), row.getBytes(2), row.getBytes(3)});
        assertThat(stored[0]).containsExactly(opened.id().toObjectId().toByteArray());
        assertThat(stored[1]).containsExactly(ada.getId().toByteArray());
        assertThat(stored[2]).containsExactly(customer.toObjectId().toByteArray());
        assertThat(entries.findById(opened.id())).contains(opened);
        assertThat(entries.findByAccount(ada.getId())).containsExactly(opened);
        assertThat(accounts.findById(ada.getId()))
                .get()
                .extracting(Account::getName)
                .isEqualTo("Ada");
        assertThat(entries.findAllCreatedSince(before)).containsExactly(opened);
    }

    @Test
    void theConversionsAndTheCallbackAreTheStartersWithNothingImported() {
        AnnotatedBeanDefinition conversions = (AnnotatedBeanDefinition)
                context.getBeanFactory().getBeanDefinition(context.getBeanNamesForType(JdbcCustomConversions.class)[0]);
        assertThat(conversions.getFactoryMethodMetadata().getDeclaringClassName())
                .isEqualTo("dev.objectid.spring.boot.data.jdbc.ObjectIdSpringDataJdbcAutoConfiguration");
        assertThat(context.getBeansOfType(ObjectIdGeneratingCallback.class)).hasSize(1);
    }
}
