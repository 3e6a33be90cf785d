package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.it.clinic.Owner;
import dev.objectid.it.clinic.OwnerCreatedPredicates;
import dev.objectid.it.clinic.OwnerId;
import dev.objectid.it.db.TestDatabase;
import dev.objectid.it.db.TestDatabases;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * Seed data with fixed ids: a Flyway migration per database ({@code src/test/resources/seed/<database>}) inserts
 * owners whose ids were made with {@code ObjectId.of(time, 0, n)} and written with the CLI's {@code sql} command.
 * Hibernate validates the hand-written table, finds the rows by the same ids built in Java, and the time-range
 * helpers place them at the times chosen.
 */
class SeedDataTest {

    // tag::fixtures[]
    static final OwnerId GEORGE = OwnerId.of(Instant.parse("2024-01-10T09:00:00Z"), 0, 1);
    static final OwnerId BETTY = OwnerId.of(Instant.parse("2024-02-05T14:30:00Z"), 0, 2);
    static final OwnerId EDUARDO = OwnerId.of(Instant.parse("2024-03-01T08:15:00Z"), 0, 3);
    // end::fixtures[]

    @Test
    void theMigrationInsertsTheIdsTheFixturesName() throws Exception {
        TestDatabase database = TestDatabases.create();
        Flyway.configure()
                .dataSource(database.dataSource())
                .locations("classpath:seed/" + database.name())
                .load()
                .migrate();

        try (SessionFactory hibernate = HibernateBootstrap.start(getClass().getClassLoader(), database,
                Map.of("hibernate.hbm2ddl.auto", "validate"), Owner.class)) {
            List<String> names = hibernate.fromTransaction(session -> List.of(
                    session.find(Owner.class, GEORGE).getName(),
                    session.find(Owner.class, BETTY).getName(),
                    session.find(Owner.class, EDUARDO).getName()));
            List<String> createdInFebruaryAndLater = hibernate.fromTransaction(session -> {
                CriteriaBuilder criteriaBuilder = session.getCriteriaBuilder();
                CriteriaQuery<Owner> query = criteriaBuilder.createQuery(Owner.class);
                Root<Owner> owner = query.from(Owner.class);
                query.where(OwnerCreatedPredicates.createdSince(criteriaBuilder, owner.get("id"),
                        Instant.parse("2024-02-01T00:00:00Z")));
                return session.createQuery(query).getResultList().stream().map(Owner::getName).sorted().toList();
            });

            assertThat(names).containsExactly("George Franklin", "Betty Davis", "Eduardo Rodriquez");
            assertThat(createdInFebruaryAndLater).containsExactly("Betty Davis", "Eduardo Rodriquez");
        }
    }

    /** The literals in the migration are those the CLI prints for the fixture ids, in the database's dialect. */
    @Test
    void theMigrationWritesTheIdsAsTheCommandLinePrintsThem() throws Exception {
        String name = TestDatabases.current();
        String migration = Files.readString(Path.of("src/test/resources/seed", name, "V1__owners.sql"),
                StandardCharsets.UTF_8);

        CoreJar.Result sql = CoreJar.run("sql", GEORGE.toString(), BETTY.toString(), EDUARDO.toString(),
                "--dialect", name);

        assertThat(sql.status()).isZero();
        assertThat(sql.out().lines().toList()).hasSize(3).allSatisfy(literal -> assertThat(migration).contains(
                "(" + literal + ", "));
        assertThat(GEORGE.toObjectId()).isEqualTo(ObjectId.parse("659e5c900000000000000001"));
    }
}
