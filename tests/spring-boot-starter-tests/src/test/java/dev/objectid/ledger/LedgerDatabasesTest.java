package dev.objectid.ledger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.ObjectId;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.starter.shop.CustomerId;
import java.sql.Connection;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.init.ScriptUtils;

/**
 * The ledger, configured by the starter alone, on this run's database (H2; PostgreSQL or MariaDB in the executions
 * that {@code OBJECTID_TEST_DATABASES} adds): ids generated, stored as the 12 bytes of {@code binary(12)} /
 * {@code bytea}, found by derived queries and read back.
 */
class LedgerDatabasesTest {

    private static TestDatabase database;

    @BeforeAll
    static void createTheSchema() throws Exception {
        assumeTrue(TestDatabases.enabled(), "no " + TestDatabases.current() + " in " + TestDatabases.ENVIRONMENT);
        database = TestDatabases.create();
        try (Connection connection = database.dataSource().getConnection()) {
            ScriptUtils.executeSqlScript(connection, new ClassPathResource("ledger/" + database.name() + ".sql"));
        }
    }

    @Test
    void idsAreGeneratedStoredAsTwelveBytesAndReadBack() {
        new ApplicationContextRunner()
                .withUserConfiguration(LedgerApplication.class)
                .withBean(DataSource.class, database::dataSource)
                .withPropertyValues("spring.sql.init.mode=never", "spring.jpa.hibernate.ddl-auto=none")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    AccountRepository accounts = context.getBean(AccountRepository.class);
                    EntryRepository entries = context.getBean(EntryRepository.class);
                    CustomerId customer = CustomerId.of(ObjectId.generate());

                    Account ada = accounts.save(new Account("Ada"));
                    Entry opened = entries.save(new Entry(null, ada.getId(), customer, "opened"));
                    Entry closed = entries.save(new Entry(null, ada.getId(), null, "closed"));

                    List<byte[]> ids = context.getBean(JdbcTemplate.class)
                            .queryForList("select id from entry where account = ? order by id", byte[].class, (Object)
                                    ada.getId().toByteArray());
                    assertThat(ids)
                            .containsExactly(
                                    opened.id().toObjectId().toByteArray(),
                                    closed.id().toObjectId().toByteArray());
                    assertThat(entries.findById(opened.id())).contains(opened);
                    assertThat(entries.findByAccount(ada.getId())).containsExactlyInAnyOrder(opened, closed);
                    assertThat(accounts.findById(ada.getId()))
                            .get()
                            .extracting(Account::getName)
                            .isEqualTo("Ada");
                });
    }
}
