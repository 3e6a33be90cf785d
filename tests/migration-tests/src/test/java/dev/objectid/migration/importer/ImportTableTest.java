package dev.objectid.migration.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.objectid.it.db.TestDatabases;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An import into an empty table leaves the table as it found it, plus its rows: every index valid and enforcing
 * (partitions' too), and what the catalog says of the table's indexes and constraints (replica identity, cluster mark,
 * comments, statistics targets, storage options); a view on the table or a user who may only insert loads as well.
 * On PostgreSQL, where the import may build the indexes of an empty table after the rows, and on MariaDB.
 */
class ImportTableTest {

    /** Three documents for {@code people}: an id, a name and a code each. */
    private static final String PEOPLE = """
            {"_id":{"$oid":"65a560637c1e9a04d23fa001"},"name":"Ada","code":"A-1"}
            {"_id":{"$oid":"65a560637c1e9a04d23fa002"},"name":"Grace","code":"A-2"}
            {"_id":{"$oid":"65a560637c1e9a04d23fa003"},"name":"Alan","code":"A-3"}
            """;

    @TempDir
    Path folder;

    private ImportTarget target;

    @BeforeEach
    void database() {
        assumeFalse(TestDatabases.current().equals("h2"), "H2 loads through batches into the table as it is");
        target = ImportTarget.create(folder);
    }

    private boolean postgresql() {
        return target.name().equals("postgresql");
    }

    /** {@code people}'s columns in the run's database's types, then {@code more}. */
    private String people(String more) {
        return postgresql()
                ? "create table people (id bytea not null, name text, code varchar(20) not null" + more + ")"
                : "create table people (id binary(12) not null, name varchar(50), code varchar(20) not null" + more
                        + ")";
    }

    private void execute(String... statements) throws SQLException {
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }

    /** The rows of a query, each as its columns joined by {@code |}. */
    private List<String> query(String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(sql)) {
            int columns = result.getMetaData().getColumnCount();
            while (result.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= columns; i++) {
                    row.append(i == 1 ? "" : "|").append(result.getString(i));
                }
                rows.add(row.toString());
            }
        }
        return rows;
    }

    /** Imports three people into {@code people} as {@code user}, and checks that it loaded all three. */
    private CliProcess.Result importPeople(String user, String password, String export) throws Exception {
        Path file = Files.writeString(folder.resolve("people.json"), export);
        List<String> args = new ArrayList<>(
                List.of("import", "--url", target.url(), "--user", user, "--password", password, file.toString()));
        CliProcess.Result result = CliProcess.run(args);
        assertThat(result.status()).as(result.err()).isZero();
        assertThat(result.err()).doesNotContainIgnoringCase("cascade");
        assertThat(query("select count(*) from people")).containsExactly("3");
        return result;
    }

    private CliProcess.Result importPeople() throws Exception {
        return importPeople(target.user(), target.password(), PEOPLE);
    }

    /** The indexes of {@code people} by name, each with its oid: a new oid is an index built again. */
    private List<String> indexOids() throws SQLException {
        return query("select indexrelid::regclass, indexrelid::int8 from pg_index where indrelid = 'people'::regclass"
                + " order by 1");
    }

    /** A random name for what the server holds outside the test's schema: roles, publications, tablespaces. */
    private static String unique() {
        return "objectid_it_"
                + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    }

    /** A repeated id or code is refused after the import, as before it. */
    private void assertUniqueKeysEnforced() {
        assertPrimaryKeyEnforced();
        String other = postgresql() ? "'\\x65a560637c1e9a04d23fa0ff'::bytea" : "x'65a560637c1e9a04d23fa0ff'";
        assertThatThrownBy(() -> execute("insert into people (id, name, code) values (" + other + ", 'Again', 'A-1')"))
                .as("the unique key refuses a repeated code")
                .isInstanceOf(SQLException.class);
    }

    /** A repeated id is refused after the import, as before it. */
    private void assertPrimaryKeyEnforced() {
        String id = postgresql() ? "'\\x65a560637c1e9a04d23fa001'::bytea" : "x'65a560637c1e9a04d23fa001'";
        assertThatThrownBy(() -> execute("insert into people (id, name, code) values (" + id + ", 'Again', 'B-1')"))
                .as("the primary key refuses a repeated id")
                .isInstanceOf(SQLException.class);
    }

    @Test
    void partitionedTableKeepsItsIndexesValidAttachedAndEnforcing() throws Exception {
        if (postgresql()) {
            execute(
                    people(", primary key (id), unique (code, id)") + " partition by hash (id)",
                    "create table people_0 partition of people for values with (modulus 2, remainder 0)",
                    "create table people_1 partition of people for values with (modulus 2, remainder 1)",
                    "create unique index people_code_only on people_0 (code)",
                    "create unique index people_code_only_1 on people_1 (code)",
                    "create index people_name on people (name)");
        } else {
            execute(people(", primary key (id), unique key people_code (code, id), key people_name (name)")
                    + " partition by key (id) partitions 2");
        }
        String indexes = postgresql()
                ? "select c.relname, i.indisvalid, i.indisready, (select p.relname from pg_inherits h join pg_class p"
                        + " on p.oid = h.inhparent where h.inhrelid = c.oid) from pg_index i join pg_class c on c.oid"
                        + " = i.indexrelid join pg_class t on t.oid = i.indrelid where t.relnamespace ="
                        + " current_schema()::regnamespace order by 1"
                : "select index_name, column_name, non_unique, seq_in_index from information_schema.statistics"
                        + " where table_schema = database() and table_name = 'people' order by 1, 4";
        List<String> before = query(indexes);
        List<String> oids = postgresql() ? indexOids() : List.of();

        importPeople();

        if (postgresql()) {
            assertThat(indexOids()).as("kept, the rows going into them").isEqualTo(oids);
        }

        assertThat(query(indexes)).isEqualTo(before);
        if (postgresql()) {
            assertThat(before)
                    .as("every index of the partitions attached to its parent's")
                    .contains("people_0_code_id_key|t|t|people_code_id_key", "people_1_name_idx|t|t|people_name");
        }
        assertPrimaryKeyEnforced();
    }

    @Test
    void replicaIdentityStays() throws Exception {
        assumeTrue(postgresql(), "replica identity is PostgreSQL's");
        String publication = unique();
        execute(
                people(", primary key (id)"),
                "create unique index people_code on people (code)",
                "alter table people replica identity using index people_code",
                "create publication " + publication + " for table people");
        try {
            String identity = "select t.relreplident, i.indisreplident from pg_class t join pg_index i on i.indrelid"
                    + " = t.oid join pg_class c on c.oid = i.indexrelid where t.oid = 'people'::regclass"
                    + " and c.relname = 'people_code'";
            assertThat(query(identity)).containsExactly("i|t");

            List<String> oids = indexOids();

            importPeople();

            assertThat(indexOids()).as("built again after the rows").doesNotContainAnyElementsOf(oids);

            assertThat(query(identity)).containsExactly("i|t");
            execute("update people set name = 'Ada Lovelace' where code = 'A-1'");
        } finally {
            execute("drop publication " + publication);
        }
    }

    @Test
    void clusterMarkStays() throws Exception {
        assumeTrue(postgresql(), "CLUSTER is PostgreSQL's");
        execute(
                people(", primary key (id)"),
                "create index people_name on people (name)",
                "alter table people cluster on people_name");
        String clustered = "select c.relname from pg_index i join pg_class c on c.oid = i.indexrelid"
                + " where i.indrelid = 'people'::regclass and i.indisclustered";
        assertThat(query(clustered)).containsExactly("people_name");

        List<String> oids = indexOids();

        importPeople();

        assertThat(indexOids()).as("built again after the rows").doesNotContainAnyElementsOf(oids);

        assertThat(query(clustered)).containsExactly("people_name");
    }

    @Test
    void commentsOnIndexesAndConstraintsStay() throws Exception {
        String comments;
        if (postgresql()) {
            execute(
                    "create table teams (id bytea primary key)",
                    people(", team bytea constraint people_team references teams, constraint people_pk primary key"
                            + " (id), constraint people_code unique (code)"),
                    "create index people_name on people (name)",
                    "create table friends (id bytea primary key, person bytea constraint friends_person"
                            + " references people)",
                    "comment on constraint people_pk on people is 'the MongoDB _id'",
                    "comment on constraint people_code on people is 'one person per code'",
                    "comment on index people_name is 'for the search page'",
                    "comment on index people_code is 'the index of the unique code'",
                    "comment on constraint friends_person on friends is 'who the friend is'",
                    "comment on constraint people_team on people is 'the team they play in'");
            comments = "select d.classoid::regclass, coalesce(c.conname, i.relname), d.description from"
                    + " pg_description d left join pg_constraint c on d.classoid = 'pg_constraint'::regclass"
                    + " and c.oid = d.objoid left join pg_class i on d.classoid = 'pg_class'::regclass"
                    + " and i.oid = d.objoid where coalesce(c.connamespace, i.relnamespace)"
                    + " = current_schema()::regnamespace order by 1, 2";
        } else {
            execute(people(", primary key (id), unique key people_code (code) comment 'one person per code',"
                    + " key people_name (name) comment 'for the search page'"));
            comments = "select index_name, index_comment from information_schema.statistics"
                    + " where table_schema = database() and table_name = 'people' order by 1";
        }
        List<String> before = query(comments);
        assertThat(before).anyMatch(row -> row.endsWith("for the search page"));
        List<String> oids = postgresql() ? indexOids() : List.of();

        importPeople();

        if (postgresql()) {
            assertThat(indexOids()).as("built again after the rows").doesNotContainAnyElementsOf(oids);
        }

        assertThat(query(comments)).isEqualTo(before);
    }

    @Test
    void statisticsTargetsStay() throws Exception {
        assumeTrue(postgresql(), "an index's statistics target is PostgreSQL's");
        execute(
                people(", primary key (id)"),
                "create index people_lower_name on people (lower(name))",
                "alter index people_lower_name alter column 1 set statistics 500");
        String targets = "select c.relname, a.attnum, a.attstattarget from pg_attribute a join pg_class c"
                + " on c.oid = a.attrelid join pg_index i on i.indexrelid = c.oid"
                + " where i.indrelid = 'people'::regclass order by 1, 2";
        List<String> before = query(targets);
        assertThat(before).contains("people_lower_name|1|500");

        List<String> oids = indexOids();

        importPeople();

        assertThat(indexOids()).as("built again after the rows").doesNotContainAnyElementsOf(oids);

        assertThat(query(targets)).isEqualTo(before);
    }

    @Test
    void storageOptionsAndTablespacesStay() throws Exception {
        assumeTrue(postgresql(), "index storage options are PostgreSQL's");
        String tablespace = unique();
        // a tablespace inside the server's data directory, which needs no folder of the server's user
        execute("set allow_in_place_tablespaces = on", "create tablespace " + tablespace + " location ''");
        try {
            execute(
                    people(", constraint people_pk primary key (id) with (fillfactor = 80)" + " using index tablespace "
                            + tablespace),
                    "create unique index people_code on people (code) with (fillfactor = 70, deduplicate_items ="
                            + " off)",
                    "create index people_name on people (name) tablespace " + tablespace);
            String options = "select c.relname, c.reloptions, s.spcname from pg_index i join pg_class c"
                    + " on c.oid = i.indexrelid left join pg_tablespace s on s.oid = c.reltablespace"
                    + " where i.indrelid = 'people'::regclass order by 1";
            List<String> before = query(options);
            assertThat(before)
                    .contains(
                            "people_pk|{fillfactor=80}|" + tablespace,
                            "people_code|{fillfactor=70,deduplicate_items=off}|null",
                            "people_name|null|" + tablespace);
            List<String> oids = indexOids();

            importPeople();

            assertThat(indexOids()).as("built again after the rows").doesNotContainAnyElementsOf(oids);
            assertThat(query(options)).isEqualTo(before);
        } finally {
            execute("drop table if exists people", "drop tablespace " + tablespace);
        }
    }

    @Test
    void everyKeyAndIndexDefinitionStays() throws Exception {
        assumeTrue(postgresql(), "the rebuild is PostgreSQL's");
        execute(
                people(", constraint people_pk primary key (id) include (name) with (fillfactor = 90),"
                        + " constraint people_code unique nulls not distinct (code) deferrable initially deferred,"
                        + " constraint people_name_code unique (name, code) with (fillfactor = 70)"),
                "create index people_name on people (name collate \"C\" desc nulls last) where code like 'A%'",
                "create unique index people_lower_code on people (lower(code)) include (name)",
                "create table friends (id bytea primary key, person bytea, name text, code varchar(20),"
                        + " constraint friends_person foreign key (person) references people on delete cascade"
                        + " deferrable initially deferred,"
                        + " constraint friends_code foreign key (name, code) references people (name, code) match"
                        + " full on update set null)",
                "alter table friends add constraint friends_person_again foreign key (person) references people"
                        + " not valid");
        String definitions = "select conrelid::regclass, conname, pg_get_constraintdef(oid), condeferrable,"
                + " condeferred, convalidated from pg_constraint where connamespace = current_schema()::regnamespace"
                + " union all select indrelid::regclass, indexrelid::regclass::text, pg_get_indexdef(indexrelid),"
                + " indimmediate, indisunique, indisvalid from pg_index where indrelid in ('people'::regclass,"
                + " 'friends'::regclass) order by 1, 2";
        List<String> before = query(definitions);
        List<String> oids = indexOids();

        importPeople();

        assertThat(indexOids()).as("built again after the rows").doesNotContainAnyElementsOf(oids);
        assertThat(query(definitions)).isEqualTo(before);
        assertUniqueKeysEnforced();
    }

    @Test
    void viewOnThePrimaryKeyStaysAndTheImportLoads() throws Exception {
        // grouping by the primary key alone makes the view depend on the key itself, not only on the columns
        execute(
                people(", primary key (id), unique (code)"),
                "create view people_by_id as select p.id, p.name, count(*) as n from people p group by p.id");
        List<String> oids = postgresql() ? indexOids() : List.of();

        importPeople();

        if (postgresql()) {
            assertThat(indexOids()).as("kept, the rows going into them").isEqualTo(oids);
        }

        assertThat(query("select name, n from people_by_id order by name"))
                .containsExactly("Ada|1", "Alan|1", "Grace|1");
        assertUniqueKeysEnforced();
    }

    @Test
    void userWhoMayOnlyInsertLoadsAnEmptyTable() throws Exception {
        String user = unique();
        String password = "insert-only";
        // a key to a table with a row, which the import neither loads nor changes
        String team = postgresql() ? "'\\x65a560637c1e9a04d23fb001'::bytea" : "x'65a560637c1e9a04d23fb001'";
        execute(
                postgresql()
                        ? "create table teams (id bytea primary key)"
                        : "create table teams (id binary(12) primary key)",
                "insert into teams values (" + team + ")",
                people(", team " + (postgresql() ? "bytea" : "binary(12)")
                        + ", primary key (id), unique (code), constraint people_team foreign key (team) references"
                        + " teams (id)"),
                "create index people_name on people (name)");
        List<String> keys = new ArrayList<>(target.keys("people").get("people"));
        assertThat(keys).anyMatch(key -> key.startsWith("foreign key people_team"));
        // PostgreSQL asks for INSERT alone; on MariaDB the reference check after the rows reads both tables
        if (postgresql()) {
            execute(
                    "create role " + user + " login password '" + password + "'",
                    "grant usage on schema " + query("select current_schema()").get(0) + " to " + user,
                    "grant insert on people to " + user);
        } else {
            execute(
                    "create user " + user + " identified by '" + password + "'",
                    "grant select, insert on people to " + user,
                    "grant select on teams to " + user);
        }
        try {
            importPeople(user, password, PEOPLE.replace("}\n", ",\"team\":{\"$oid\":\"65a560637c1e9a04d23fb001\"}}\n"));
            assertThat(query("select count(*) from people where team is not null"))
                    .containsExactly("3");

            assertThat(target.keys("people").get("people")).isEqualTo(keys);
            assertUniqueKeysEnforced();
        } finally {
            if (postgresql()) {
                execute("drop owned by " + user, "drop role " + user);
            } else {
                execute("drop user " + user);
            }
        }
    }
}
