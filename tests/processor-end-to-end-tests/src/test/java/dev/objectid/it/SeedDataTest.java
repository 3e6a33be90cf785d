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
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.datasource.init.ScriptUtils;

/**
 * Seed data with fixed ids: a Flyway migration per database ({@code src/test/resources/seed/<database>}) inserts
 * owners whose ids were made with {@code ObjectId.of(time, 0, n)} and written with the CLI's {@code generate}
 * command. An integer-keyed seed file becomes ObjectId seeds for each database through the CLI's {@code seed}.
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

        try (SessionFactory hibernate = HibernateBootstrap.start(
                getClass().getClassLoader(), database, Map.of("hibernate.hbm2ddl.auto", "validate"), Owner.class)) {
            List<String> names = hibernate.fromTransaction(session -> List.of(
                    session.find(Owner.class, GEORGE).getName(),
                    session.find(Owner.class, BETTY).getName(),
                    session.find(Owner.class, EDUARDO).getName()));
            List<String> createdInFebruaryAndLater = hibernate.fromTransaction(session -> {
                CriteriaBuilder criteriaBuilder = session.getCriteriaBuilder();
                CriteriaQuery<Owner> query = criteriaBuilder.createQuery(Owner.class);
                Root<Owner> owner = query.from(Owner.class);
                query.where(OwnerCreatedPredicates.createdSince(
                        criteriaBuilder, owner.get("id"), Instant.parse("2024-02-01T00:00:00Z")));
                return session.createQuery(query).getResultList().stream()
                        .map(Owner::getName)
                        .sorted()
                        .toList();
            });

            assertThat(names).containsExactly("George Franklin", "Betty Davis", "Eduardo Rodriquez");
            assertThat(createdInFebruaryAndLater).containsExactly("Betty Davis", "Eduardo Rodriquez");
        }
    }

    /**
     * The literals in the migration are those the CLI prints for the fixture ids, in the database's dialect: made from
     * the times alone with {@code generate --at ... --counter 1}, and from the ids with {@code sql}.
     */
    @Test
    void theMigrationWritesTheIdsAsTheCommandLinePrintsThem() throws Exception {
        String name = TestDatabases.current();
        String migration =
                Files.readString(Path.of("src/test/resources/seed", name, "V1__owners.sql"), StandardCharsets.UTF_8);

        // tag::fixture-ids[]
        CliJar.Result fixtures = CliJar.run(
                "generate",
                "--dialect",
                name,
                "--counter",
                "1",
                "--at",
                "2024-01-10T09:00:00Z,2024-02-05T14:30:00Z,2024-03-01T08:15:00Z");
        // end::fixture-ids[]
        CliJar.Result sql =
                CliJar.run("sql", GEORGE.toString(), BETTY.toString(), EDUARDO.toString(), "--dialect", name);

        assertThat(fixtures.status()).isZero();
        assertThat(fixtures.err()).isEmpty();
        assertThat(sql.status()).isZero();
        assertThat(fixtures.out()).isEqualTo(sql.out());
        assertThat(sql.out().lines().toList())
                .hasSize(3)
                .allSatisfy(literal -> assertThat(migration).contains("(" + literal + ", "));
        assertThat(GEORGE.toObjectId()).isEqualTo(ObjectId.parse("659e5c900000000000000001"));
    }

    /**
     * The recipe for an existing seed file with integer keys: the {@code seed} command rewrites it for the database
     * (compared with {@code src/test/resources/seed/objectid-keyed/data-<database>.sql}; run with
     * {@code -Dobjectid.writeGoldens=true} to rewrite those), the database takes it with its foreign keys, the rows
     * join as the integers did, and each row's id is the one a fixture builds in Java.
     */
    @Test
    void theSeedCommandTurnsAnIntegerKeyedSeedFileIntoObjectIdSeeds() throws Exception {
        TestDatabase database = TestDatabases.create();
        // tag::seed-command[]
        CliJar.Result seed = CliJar.run(
                "seed",
                "src/test/resources/seed/integer-keyed/data.sql",
                "--dialect",
                database.name(),
                "--at",
                "2024-01-01",
                "--keys",
                "vets.1,specialties.1,types.1,owners.1,pets.1,visits.1",
                "--refs",
                "vet_specialties.1=vets,vet_specialties.2=specialties,pets.4=types,pets.5=owners," + "visits.2=pets");
        // end::seed-command[]
        assertThat(seed.err()).isEmpty();
        assertThat(seed.status()).isZero();
        Path golden = Path.of("src/test/resources/seed/objectid-keyed/data-" + database.name() + ".sql");
        if (Boolean.getBoolean("objectid.writeGoldens")) {
            Files.writeString(golden, seed.out(), StandardCharsets.UTF_8);
        }
        assertThat(seed.out()).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));

        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            ScriptUtils.executeSqlScript(
                    connection, new ClassPathResource("seed/objectid-keyed/schema-" + database.name() + ".sql"));
            ScriptUtils.executeSqlScript(
                    connection, new ByteArrayResource(seed.out().getBytes(StandardCharsets.UTF_8)));

            assertThat(strings(
                            statement,
                            "select o.first_name from pets p join owners o on o.id = p.owner_id" + " order by p.id"))
                    .containsExactly("George", "Betty", "Betty");
            assertThat(strings(
                            statement,
                            "select v.last_name, s.name from vet_specialties vs"
                                    + " join vets v on v.id = vs.vet_id join specialties s on s.id = vs.specialty_id"
                                    + " order by v.id, s.id"))
                    .containsExactly("Leary radiology", "Douglas radiology", "Douglas surgery");
            assertThat(strings(
                            statement,
                            "select p.name, v.description from visits v join pets p on p.id = v.pet_id"
                                    + " order by v.id"))
                    .containsExactly(
                            "Samantha rabies shot", "Samantha spayed", "Leo neutered, the owner's second visit");
            // tag::seed-fixtures[]
            ObjectId betty = ObjectId.of(Instant.parse("2024-01-01T00:00:00Z"), 4, 2); // owners: 4th of --keys, key 2
            ObjectId samantha = ObjectId.of(Instant.parse("2024-01-01T00:00:00Z"), 5, 7); // pets, key 7
            // end::seed-fixtures[]
            try (PreparedStatement pets =
                    connection.prepareStatement("select name from pets where owner_id = ?" + " and id = ?")) {
                pets.setBytes(1, betty.toByteArray());
                pets.setBytes(2, samantha.toByteArray());
                try (ResultSet row = pets.executeQuery()) {
                    assertThat(row.next()).isTrue();
                    assertThat(row.getString(1)).isEqualTo("Samantha");
                }
            }
        }
    }

    /**
     * The command docs/getting-started.md shows ({@code seed/integer-keyed/seed-commands.txt}), run from the folder of
     * the {@code data.sql} it names, prints the PostgreSQL file the guide shows after it.
     */
    @Test
    void theDocumentedCommandPrintsTheFileTheGuideShows() throws Exception {
        CliJar.Result seed =
                CliJar.documented(Path.of("src/test/resources/seed/integer-keyed/seed-commands.txt"), "postgresql");

        assertThat(seed.err()).isEmpty();
        assertThat(seed.status()).isZero();
        assertThat(seed.out())
                .isEqualTo(Files.readString(
                        Path.of("src/test/resources/seed/objectid-keyed/data-postgresql.sql"), StandardCharsets.UTF_8));
    }

    /** The rows of a query, their columns joined by spaces. */
    private static List<String> strings(Statement statement, String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (ResultSet row = statement.executeQuery(sql)) {
            while (row.next()) {
                StringBuilder line = new StringBuilder();
                for (int i = 1; i <= row.getMetaData().getColumnCount(); i++) {
                    line.append(i == 1 ? "" : " ").append(row.getString(i));
                }
                rows.add(line.toString());
            }
        }
        return rows;
    }
}
