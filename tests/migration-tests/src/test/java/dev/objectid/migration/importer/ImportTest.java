package dev.objectid.migration.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.objectid.ObjectId;
import dev.objectid.it.DocumentedCommand;
import dev.objectid.it.db.TestDatabases;
import dev.objectid.sql.SqlDialect;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code objectid import} as docs/from-mongodb.md shows it, run as a process on the run's database (H2, PostgreSQL
 * or MariaDB): the test export of {@code src/test/resources/mongoexport} into the shop's tables, with the mapping of
 * {@code src/test/resources/import}; then every kind of bad input, each of which must fail the whole import, name
 * the file, line and field, and leave every table as it was.
 */
class ImportTest {

    private static final Path EXPORT = Path.of("src/test/resources/mongoexport");
    private static final Path MAPPING = Path.of("src/test/resources/import/mapping.json");

    /** A customer the tables hold before any import: a failed import must leave it, and nothing else. */
    private static final String EARLIER_CUSTOMER = "insert into customers (id, name, loyalty_points, created_at) "
            + "values (%s, 'Earlier', 1, TIMESTAMP '2021-01-14 08:00:00')";

    @TempDir
    Path folder;

    /** An id as a literal of the run's database. */
    private String id(String hex) {
        return SqlDialect.named(target.name()).literal(ObjectId.parse(hex));
    }

    private ImportTarget target;
    private Path export;

    @BeforeEach
    void tables() throws Exception {
        target = ImportTarget.create(folder);
        target.recreateTables();
        export = Files.createDirectories(folder.resolve("export"));
        // the test export less what it has for the Java loader's problem report: a product whose _id is a string,
        // an order of a deleted customer, an order of a deleted product and a referral to the deleted customer
        copy("customers.json", UnaryOperator.identity());
        copy("products.json", text -> without(text, "gift-card-25"));
        copy(
                "orders.json",
                text -> without(without(text, "6634a7afe350b6f81c0c0b02"), "663738fce350b6f81c0c0c44")
                        .replace(",\"referredBy\":{\"$oid\":\"651943207c1e9a04d23e0001\"}", ""));
    }

    private void copy(String file, UnaryOperator<String> edit) throws IOException {
        Files.writeString(export.resolve(file), edit.apply(Files.readString(EXPORT.resolve(file))));
    }

    private static String without(String text, String lineWith) {
        return String.join(
                        "\n",
                        text.lines().filter(line -> !line.contains(lineWith)).toList()) + "\n";
    }

    /** Rewrites line {@code line} (from 1) of an export file. */
    private void editLine(String file, int line, UnaryOperator<String> edit) throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(export.resolve(file)));
        lines.set(line - 1, edit.apply(lines.get(line - 1)));
        Files.writeString(export.resolve(file), String.join("\n", lines) + "\n");
    }

    private CliProcess.Result importing(String... more) throws Exception {
        boolean shop = more.length == 0 || more[more.length - 1].startsWith("--");
        // the mapping's entries name the shop's collections: an import of other files is refused with it
        List<String> args = shop || List.of(more).stream().anyMatch(arg -> arg.endsWith("customers.json"))
                ? target.importArgs("--mapping", MAPPING.toString())
                : target.importArgs();
        args.addAll(List.of(more));
        if (shop) {
            // parents named last: the import orders them by their foreign keys
            for (String file : List.of("orders.json", "customers.json", "products.json")) {
                args.add(export.resolve(file).toString());
            }
        }
        return CliProcess.run(args);
    }

    @Test
    void loadsTheExportWithItsIdsExactly() throws Exception {
        // the command of docs/from-mongodb.md, as written but for the database it connects to
        Files.copy(MAPPING, export.resolve("mapping.json"));
        List<String> command = new ArrayList<>(DocumentedCommand.read(
                Path.of("src/test/resources/import/" + "import-commands.txt"), "import", CliProcess.JAR));
        command.set(command.indexOf("--url") + 1, target.url());
        command.set(command.indexOf("--user") + 1, target.user());
        command.addAll(command.indexOf("--user") + 2, List.of("--password", target.password()));

        Map<String, List<String>> keys = target.keys();

        CliProcess.Result result = CliProcess.runIn(export, command);

        assertThat(result.status()).as(result.err()).isZero();
        assertThat(target.keys())
                .as("every key and index in place after the load")
                .isEqualTo(keys);
        // tables as the database names them: upper case on H2
        assertThat(result.out())
                .containsPattern("(?i)customers +customers.json +5 +5 ")
                .containsPattern("(?i)products +products.json +3 +3 ")
                .containsPattern("(?i)orders +orders.json +4 +4 ")
                .containsPattern("(?i)order_lines +orders.json +5 +5 ")
                .contains("committed: 17 rows into 4 tables");
        assertThat(result.err().toLowerCase(java.util.Locale.ROOT))
                .containsSubsequence(
                        "customers.json into customers",
                        "products.json into products",
                        "orders.json into orders, order_lines");
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            try (ResultSet alan = statement.executeQuery("select loyalty_points, city, country from customers "
                    + "where id = " + id("65a560637c1e9a04d23fa0d2") + "")) {
                assertThat(alan.next()).isTrue();
                assertThat(alan.getLong(1)).as("$numberLong beyond a double").isEqualTo(9007199254740993L);
                assertThat(alan.getString(2)).isEqualTo("Wilmslow");
                assertThat(alan.getString(3)).isEqualTo("GB");
            }
            try (ResultSet lines = statement.executeQuery("select line_no, product_id, quantity, unit_price from "
                    + "order_lines where order_id = " + id("66322ec07c1e9a04d240c001") + " order by line_no")) {
                assertThat(lines.next()).isTrue();
                assertThat(lines.getInt(1))
                        .as("the index in the array, as JPA's @OrderColumn")
                        .isZero();
                assertThat(java.util.HexFormat.of().formatHex(lines.getBytes(2)))
                        .isEqualTo("631600e0e350b6f81c000101");
                assertThat(lines.getBigDecimal(4)).isEqualByComparingTo("7.90");
                assertThat(lines.getBigDecimal(4).scale()).isEqualTo(2);
                assertThat(lines.next()).isTrue();
                assertThat(lines.getInt(1)).isEqualTo(1);
                assertThat(lines.next()).isFalse();
            }
            try (ResultSet created = statement.executeQuery(
                    "select created_at from orders where " + "id = " + id("66322ec07c1e9a04d240c001") + "")) {
                assertThat(created.next()).isTrue();
                // MariaDB's datetime holds the UTC time of day (db/shop/mariadb), the others a time with its zone
                java.time.Instant stored = target.name().equals("mariadb")
                        ? created.getObject(1, java.time.LocalDateTime.class).toInstant(java.time.ZoneOffset.UTC)
                        : created.getObject(1, java.time.OffsetDateTime.class).toInstant();
                assertThat(stored)
                        .as("UTC, milliseconds kept")
                        .isEqualTo(java.time.Instant.parse("2024-05-01T12:00:00.250Z"));
            }
        }
    }

    /** The bad inputs of an export, each as an edit of the clean export and what the failure must say. */
    enum BadInput {
        CUT_OFF_LINE("orders.json line 2: the document is cut off or malformed: it does not end on its line") {
            @Override
            void apply(ImportTest test) throws IOException {
                test.editLine("orders.json", 2, line -> line.substring(0, line.length() / 2));
            }
        },
        LAST_LINE_CUT_OFF("customers.json line 5: the document is cut off: its line ends inside it") {
            @Override
            void apply(ImportTest test) throws IOException {
                String text =
                        Files.readString(test.export.resolve("customers.json")).strip();
                Files.writeString(test.export.resolve("customers.json"), text.substring(0, text.length() - 20));
            }
        },
        ID_NOT_AN_OBJECTID("products.json line 4, field _id: a string \"gift-card-25\" does not go into id") {
            @Override
            void apply(ImportTest test) throws IOException {
                test.copy("products.json", UnaryOperator.identity());
            }
        },
        ID_REPEATED_IN_THE_FILE("customers.json line 5") {
            @Override
            void apply(ImportTest test) throws IOException {
                test.editLine(
                        "customers.json",
                        5,
                        line -> line.replace("65ed94177c1e9a04d23fb377", "655b23947c1e9a04d23f9a21"));
            }
        },
        KEY_REPEATED_IN_A_DOCUMENT("customers.json line 2: a key is repeated in one document: 'name'") {
            @Override
            void apply(ImportTest test) throws IOException {
                test.editLine(
                        "customers.json",
                        2,
                        line -> line.replace(
                                "\"name\":\"Grace Hopper\"",
                                "\"name\":\"Grace Hopper\",\"name\":\"Grace Brewster Murray Hopper\""));
            }
        },
        REPEATED_OID("orders.json line 1, field _id: a key is repeated in one document: '$oid'") {
            @Override
            void apply(ImportTest test) throws IOException {
                test.editLine(
                        "orders.json",
                        1,
                        line -> line.replace(
                                "{\"$oid\":\"66322ec07c1e9a04d240c001\"}",
                                "{\"$oid\":\"66322ec07c1e9a04d240c004\",\"$oid\":\"66322ec07c1e9a04d240c005\"}"));
            }
        },
        VALUE_TOO_LONG("customers.json line 1, field address.country: a string \"GBR\" is 3 characters, longer than "
                + "country") {
            @Override
            void apply(ImportTest test) throws IOException {
                test.editLine("customers.json", 1, line -> line.replace("\"country\":\"GB\"", "\"country\":\"GBR\""));
            }
        },
        DECIMAL_ROUNDED("orders.json line 1, field unitPrice: 7.905 has more digits after the point than unit_price") {
            @Override
            void apply(ImportTest test) throws IOException {
                test.editLine("orders.json", 1, line -> line.replace("\"7.90\"", "\"7.905\""));
            }
        },
        FIELD_WITH_NO_COLUMN("customers.json line 3, field nickname: no column of table customers takes it") {
            @Override
            void apply(ImportTest test) throws IOException {
                test.editLine("customers.json", 3, line -> line.replace("{\"_id\"", "{\"nickname\":\"Alan\",\"_id\""));
            }
        },
        NOT_UTF8("customers.json line 2: is not UTF-8 text") {
            @Override
            void apply(ImportTest test) throws IOException {
                Path file = test.export.resolve("customers.json");
                String text = Files.readString(file).replace("Grace Hopper", "Gr\u00e2ce Hopper");
                Files.write(file, text.getBytes(StandardCharsets.ISO_8859_1));
            }
        },
        REFERENCE_TO_A_MISSING_ROW("651943207c1e9a04d23e0001") {
            @Override
            void apply(ImportTest test) throws IOException {
                test.copy("orders.json", text -> without(text, "663738fce350b6f81c0c0c44"));
            }
        },
        REFUSED_BY_THE_DATABASE_ONLY("products.json line 3") {
            @Override
            void apply(ImportTest test) throws IOException {
                // a unique sku: nothing in the export says so, only the table
                test.editLine("products.json", 3, line -> line.replace("MUG-STONE", "TEA-ASSAM-250"));
            }
        };

        final String message;

        BadInput(String message) {
            this.message = message;
        }

        abstract void apply(ImportTest test) throws IOException;
    }

    @ParameterizedTest
    @EnumSource(BadInput.class)
    void aBadInputFailsTheWholeImportNamesItAndChangesNothing(BadInput input) throws Exception {
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            statement.execute(EARLIER_CUSTOMER.formatted(id("600000000000000000000001")));
        }
        Map<String, List<String>> before = target.rows();
        Map<String, List<String>> keys = target.keys();
        input.apply(this);

        CliProcess.Result result = importing();

        assertThat(result.status()).as(result.out()).isEqualTo(1);
        assertThat(target.keys()).isEqualTo(keys);
        assertThat(result.err())
                .containsIgnoringCase(input.message)
                .contains("nothing was loaded; every table is as it was before the import");
        assertThat(result.out()).doesNotContain("committed");
        assertThat(target.rows()).isEqualTo(before);
    }

    @Test
    void aTableOutsideTheImportThatRefersToALoadedOneKeepsItsForeignKey() throws Exception {
        // wishlists is not loaded; on PostgreSQL its key to products goes while products' keys are rebuilt
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            statement.execute("create table wishlists (id "
                    + SqlDialect.named(target.name()).idColumnType()
                    + " not null primary key, product_id "
                    + SqlDialect.named(target.name()).idColumnType()
                    + " references products (id))");
        }
        Map<String, List<String>> keys = target.keys("wishlists");

        CliProcess.Result result = importing();

        assertThat(result.status()).as(result.err()).isZero();
        assertThat(target.keys("wishlists")).isEqualTo(keys);
        assertThat(keys.get("wishlists")).anyMatch(key -> key.startsWith("foreign key "));
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            assertThat(statement.executeUpdate("insert into wishlists values (" + id("66322ec07c1e9a04d240ffff") + ", "
                            + id("631600e0e350b6f81c000101") + ")"))
                    .isEqualTo(1);
            assertThatThrownBy(() -> statement.executeUpdate("insert into wishlists " + "values ("
                            + id("66322ec07c1e9a04d240fffe") + ", " + id("66322ec07c1e9a04d240fffd") + ")"))
                    .as("the key is enforced again")
                    .isInstanceOf(SQLException.class);
            statement.execute("drop table wishlists");
        }
    }

    @Test
    void aRepeatedIdNamesBothLines() throws Exception {
        BadInput.ID_REPEATED_IN_THE_FILE.apply(this);

        CliProcess.Result result = importing();

        assertThat(result.status()).isEqualTo(1);
        if (!target.name().equals("h2")) {
            assertThat(result.err()).contains("_id 655b23947c1e9a04d23f9a21 is on lines 1, 5 of customers.json");
        }
    }

    @Test
    void twoExportsOfOneCollectionLoadIntoOneTableAsOneExportDoes() throws Exception {
        assertThat(importing().status()).isZero();
        Map<String, List<String>> loaded = target.rows();
        target.recreateTables();
        Map<String, List<String>> keys = target.keys();
        List<String> customers = Files.readAllLines(export.resolve("customers.json"));
        Path first = Files.createDirectories(export.resolve("first")).resolve("customers.json");
        Path second = Files.createDirectories(export.resolve("second")).resolve("customers.json");
        Files.write(first, customers.subList(0, 2));
        Files.write(second, customers.subList(2, customers.size()));

        CliProcess.Result result = importing(
                export.resolve("orders.json").toString(),
                first.toString(),
                second.toString(),
                export.resolve("products.json").toString());

        assertThat(result.status()).as(result.err()).isZero();
        assertThat(result.out()).contains("into 4 tables");
        assertThat(target.rows()).isEqualTo(loaded);
        assertThat(target.keys())
                .as("the customers' keys built once, after both files")
                .isEqualTo(keys);
    }

    @Test
    void aTableNamedWithItsSchemaIsNamedSoInTheSummary() throws Exception {
        // a schema of its own (a database on MariaDB), beside the one the connection is in
        String schema = "import_elsewhere_" + Long.toHexString(System.nanoTime());
        String kind = target.name().equals("mariadb") ? "database " : "schema ";
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            statement.execute("create " + kind + schema);
            try {
                statement.execute("create table " + schema + ".people (id "
                        + SqlDialect.named(target.name()).idColumnType() + " primary key, name varchar(40))");
                Files.writeString(
                        export.resolve("people.json"),
                        "{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c001\"},\"name\":\"Ada\"}\n");

                CliProcess.Result result = importing(
                        "--table",
                        schema + ".people",
                        export.resolve("people.json").toString());

                assertThat(result.status()).as(result.err()).isZero();
                assertThat(result.out()).containsPattern("(?i)" + schema + "\\.people +people.json +1 +1 ");
                assertThat(result.err()).containsIgnoringCase("people.json into " + schema + ".people");
                try (ResultSet rows = statement.executeQuery("select name from " + schema + ".people")) {
                    assertThat(rows.next()).isTrue();
                    assertThat(rows.getString(1)).isEqualTo("Ada");
                }
            } finally {
                statement.execute("drop " + kind + schema + (kind.equals("schema ") ? " cascade" : ""));
            }
        }
    }

    @Test
    void aReferenceToAMissingRowOfATableNamedWithItsSchemaNamesBothWithIt() throws Exception {
        assumeFalse(target.name().equals("h2"), "H2 refuses the row itself, in its own words");
        String schema = "import_elsewhere_" + Long.toHexString(System.nanoTime());
        String kind = target.name().equals("mariadb") ? "database " : "schema ";
        String id = SqlDialect.named(target.name()).idColumnType();
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement()) {
            statement.execute("create " + kind + schema);
            try {
                statement.execute("create table " + schema + ".people (id " + id + " primary key)");
                statement.execute("create table " + schema + ".pets (id " + id + " primary key, owner_id " + id
                        + " references " + schema + ".people (id))");
                Files.writeString(
                        export.resolve("pets.json"),
                        "{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c001\"},"
                                + "\"owner\":{\"$oid\":\"66322ec07c1e9a04d240ffff\"}}\n");

                CliProcess.Result result = importing(
                        "--table", schema + ".pets", export.resolve("pets.json").toString());

                assertThat(result.status()).isEqualTo(1);
                assertThat(result.err().toLowerCase(java.util.Locale.ROOT))
                        .contains(schema + ".pets (owner_id) references " + schema + ".people (id): 1 row refers to "
                                + "no row of " + schema + ".people: 66322ec07c1e9a04d240ffff");
                try (ResultSet rows = statement.executeQuery("select count(*) from " + schema + ".pets")) {
                    assertThat(rows.next()).isTrue();
                    assertThat(rows.getLong(1)).isZero();
                }
            } finally {
                statement.execute("drop " + kind + schema + (kind.equals("schema ") ? " cascade" : ""));
            }
        }
    }

    @Test
    void oneTableNamedWithItsSchemaAndWithoutInOneRunIsOneTable() throws Exception {
        String current;
        try (Connection connection = target.connect()) {
            current = target.name().equals("mariadb") ? connection.getCatalog() : connection.getSchema();
        }
        List<String> customers = Files.readAllLines(export.resolve("customers.json"));
        Files.write(export.resolve("first.json"), customers.subList(0, 2));
        Files.write(export.resolve("second.json"), customers.subList(2, customers.size()));
        String fields = "\"fields\": {\"address.city\": \"city\", \"address.country\": \"country\", "
                + "\"address.zip\": null}";
        Path mapping = Files.writeString(
                folder.resolve("two-names.json"),
                "{\"first\": {\"table\": \"customers\", " + fields + "}, \"second\": {\"table\": \"" + current
                        + ".customers\", " + fields + "}}");

        CliProcess.Result result = CliProcess.run(target.importArgs(
                "--mapping",
                mapping.toString(),
                export.resolve("first.json").toString(),
                export.resolve("second.json").toString()));

        assertThat(result.status()).as(result.err()).isZero();
        assertThat(result.out())
                .containsPattern("(?i)customers +first.json +2 +2 ")
                .containsPattern("(?i)" + current + "\\.customers +second.json +" + (customers.size() - 2) + " ")
                .contains("committed: " + customers.size() + " rows into 1 table in");
    }

    @Test
    void loadingTheSameExportTwiceFailsTheSecondTimeAndChangesNothing() throws Exception {
        assertThat(importing().status()).isZero();
        Map<String, List<String>> loaded = target.rows();

        CliProcess.Result again = importing();

        assertThat(again.status()).isEqualTo(1);
        assertThat(again.err()).contains("customers.json line 1");
        if (!target.name().equals("h2")) {
            assertThat(again.err()).contains("_id 655b23947c1e9a04d23f9a21 is already in the table");
        }
        assertThat(target.rows()).isEqualTo(loaded);
    }

    @Test
    void unknownFieldsCanBeLeftOutAndAreCounted() throws Exception {
        BadInput.FIELD_WITH_NO_COLUMN.apply(this);

        CliProcess.Result result = importing("--ignore-unknown-fields");

        assertThat(result.status()).as(result.err()).isZero();
        assertThat(result.out())
                .containsIgnoringCase("left out (--ignore-unknown-fields): customers.json: nickname, in 1 document");
    }

    @Test
    void orphansCanBeLoadedAsNullWhereTheColumnTakesNull() throws Exception {
        // the referral to the deleted customer is back; the order's own customer is there
        copy("orders.json", text -> without(without(text, "6634a7afe350b6f81c0c0b02"), "663738fce350b6f81c0c0c44"));

        CliProcess.Result strict = importing();
        CliProcess.Result lenient = importing("--allow-orphans");

        assertThat(strict.status()).isEqualTo(1);
        if (target.name().equals("h2")) {
            assertThat(strict.err()).contains("orders.json line 4: H2 refused the row");
            assertThat(lenient.status()).isEqualTo(1);
            assertThat(lenient.err()).contains("--allow-orphans needs PostgreSQL, MariaDB or MySQL");
            return;
        }
        assertThat(strict.err())
                .contains("orders (referred_by) references customers (id): 1 row refers to no row of "
                        + "customers: 651943207c1e9a04d23e0001 (found on orders.json line 4)");
        assertThat(lenient.status()).as(lenient.err()).isZero();
        assertThat(lenient.out())
                .contains("set to null (--allow-orphans): 1 reference of orders (referred_by) "
                        + "references customers (id)");
        try (Connection connection = target.connect();
                Statement statement = connection.createStatement();
                ResultSet referral = statement.executeQuery(
                        "select referred_by from orders where " + "id = " + id("663697037c1e9a04d240c1a0") + "")) {
            assertThat(referral.next()).isTrue();
            assertThat(referral.getBytes(1)).isNull();
        }
    }

    @Test
    void aNonNullReferenceToAMissingRowFailsEvenWithAllowOrphans() throws Exception {
        copy(
                "orders.json",
                text -> without(text, "663738fce350b6f81c0c0c44")
                        .replace(",\"referredBy\":{\"$oid\":\"651943207c1e9a04d23e0001\"}", ""));
        if (target.name().equals("h2")) {
            return;
        }
        Map<String, List<String>> before = target.rows();

        CliProcess.Result result = importing("--allow-orphans");

        assertThat(result.status()).isEqualTo(1);
        assertThat(result.err())
                .contains(
                        "orders (customer_id) references customers (id): 1 row refers to no row of "
                                + "customers: 651943207c1e9a04d23e0001",
                        "(customer_id takes no null)");
        assertThat(target.rows()).isEqualTo(before);
    }

    @Test
    void aTableThatIsNotThereIsNamedBeforeAnythingIsRead() throws Exception {
        Files.writeString(export.resolve("invoices.json"), "{\"_id\":{\"$oid\":\"66322ec07c1e9a04d240c001\"}}\n");

        CliProcess.Result result = importing(export.resolve("invoices.json").toString());

        assertThat(result.status()).isEqualTo(1);
        assertThat(result.err()).contains("invoices.json: no table 'invoices'");
    }

    @Test
    void aMySqlUrlGoesThroughTheMariaDbDriverInside() throws Exception {
        if (!target.name().equals("mariadb")) {
            return;
        }
        CliProcess.Result result = CliProcess.run(List.of(
                "import",
                "--url",
                target.url().replace("jdbc:mariadb:", "jdbc:mysql:"),
                "--user",
                target.user(),
                "--password",
                target.password(),
                export.resolve("products.json").toString()));

        assertThat(result.status()).as(result.err()).isZero();
        assertThat(result.out()).contains("committed: 3 rows into 1 table");
    }

    @Test
    void aNulCharacterNamesItsFieldWherePostgreSqlCannotHoldIt() throws Exception {
        editLine("customers.json", 2, line -> line.replace("\"name\":\"Grace", "\"name\":\"\\u0000Grace"));
        Map<String, List<String>> before = target.rows();

        CliProcess.Result result = importing();

        if (target.name().equals("postgresql")) {
            assertThat(result.status()).isEqualTo(1);
            assertThat(result.err())
                    .contains("customers.json line 2, field name: a string with a NUL character, which PostgreSQL's "
                            + "text types cannot hold (column name of table customers)");
            assertThat(target.rows()).isEqualTo(before);
        } else {
            // MariaDB and H2 keep it as written
            assertThat(result.status()).as(result.err()).isZero();
            try (Connection connection = target.connect();
                    Statement statement = connection.createStatement();
                    ResultSet grace =
                            statement.executeQuery("select name from customers where name like '%Grace Hopper'")) {
                assertThat(grace.next()).isTrue();
                assertThat(grace.getString(1)).isEqualTo("\u0000Grace Hopper");
            }
        }
    }

    /** The products export, logging in with the password of {@code OBJECTID_PASSWORD} and the arguments given. */
    private CliProcess.Result importingProducts(String passwordVariable, String... login) throws Exception {
        List<String> args = new ArrayList<>(List.of("import", "--url", target.url(), "--user", target.user()));
        args.addAll(List.of(login));
        args.add(export.resolve("products.json").toString());
        return CliProcess.run(Map.of("OBJECTID_PASSWORD", passwordVariable), args);
    }

    @Test
    void withoutPasswordTheEnvironmentVariableIsRead() throws Exception {
        CliProcess.Result result = importingProducts(target.password());

        assertThat(result.status()).as(result.err()).isZero();
        assertThat(result.out()).contains("committed: 3 rows into 1 table");
    }

    @Test
    void aWrongPasswordInTheEnvironmentIsRefusedAndNothingIsLoaded() throws Exception {
        // the test PostgreSQL trusts local connections, so it takes any password
        assumeFalse(target.name().equals("postgresql"), "the server checks no password");
        Map<String, List<String>> before = target.rows();

        CliProcess.Result result = importingProducts(target.password() + "-not-it");

        assertThat(result.status()).isEqualTo(1);
        assertThat(result.err()).contains("cannot connect to " + target.url());
        assertThat(target.rows()).isEqualTo(before);
    }

    @Test
    void passwordOnTheCommandLineWinsOverTheEnvironment() throws Exception {
        CliProcess.Result result = importingProducts(target.password() + "-not-it", "--password", target.password());

        assertThat(result.status()).as(result.err()).isZero();
        assertThat(result.out()).contains("committed: 3 rows into 1 table");
    }

    @Test
    void runsOnTheDatabaseItNames() {
        assertThat(target.name()).isEqualTo(TestDatabases.current());
    }
}
