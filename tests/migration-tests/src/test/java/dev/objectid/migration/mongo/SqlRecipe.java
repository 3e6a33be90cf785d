package dev.objectid.migration.mongo;

import dev.objectid.it.db.TestDatabase;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.postgresql.PGConnection;

/**
 * The scripts of the SQL recipe ({@code mongo-sql/<database>/}) run through JDBC as their clients run them: psql's
 * {@code \copy} as {@code COPY ... FROM STDIN}, the {@code mariadb} client's statements between its delimiters, with
 * MariaDB Connector/J reading the local files.
 */
final class SqlRecipe {

    static final Path SCRIPTS = Path.of("src/test/resources/mongo-sql");

    private static final Pattern COPY = Pattern.compile("\\\\copy (.+) from '([^']+)' (with .+)");

    private SqlRecipe() {}

    /** Runs the staging script of {@code database} on the export in {@code export}, stopping at its first error. */
    static void stage(TestDatabase database, Path export) throws IOException, SQLException {
        try (Connection connection = database.dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            if (database.name().equals("postgresql")) {
                for (String line : Files.readAllLines(SCRIPTS.resolve("postgresql/stage.psql"))) {
                    Matcher copy = COPY.matcher(line);
                    if (copy.matches()) {
                        try (InputStream file = Files.newInputStream(export.resolve(copy.group(2)))) {
                            connection
                                    .unwrap(PGConnection.class)
                                    .getCopyAPI()
                                    .copyIn("copy " + copy.group(1) + " from stdin " + copy.group(3), file);
                        }
                    } else if (!line.isBlank() && !line.startsWith("--") && !line.startsWith("\\")) {
                        statement.execute(line); // psql's own settings (\set) are what JDBC does anyway
                    }
                }
            } else {
                for (String sql : statements(SCRIPTS.resolve("mariadb/stage.sql"))) {
                    statement.execute(
                            sql.replaceAll("infile '([^']+)'", "infile '" + export.toAbsolutePath() + "/$1'"));
                }
            }
        }
    }

    /**
     * The statements of a {@code mariadb} client script: comment lines dropped, each ending at the delimiter, which
     * is {@code ;} until a {@code DELIMITER} line changes it.
     */
    static List<String> statements(Path script) throws IOException {
        List<String> statements = new ArrayList<>();
        StringBuilder statement = new StringBuilder();
        String delimiter = ";";
        for (String line : Files.readAllLines(script, StandardCharsets.UTF_8)) {
            String trimmed = line.strip();
            if (trimmed.startsWith("--")) {
                continue;
            }
            if (trimmed.toUpperCase(Locale.ROOT).startsWith("DELIMITER ")) {
                delimiter = trimmed.substring("DELIMITER ".length()).strip();
            } else if (trimmed.endsWith(delimiter)) {
                statement.append(trimmed, 0, trimmed.length() - delimiter.length());
                statements.add(statement.toString().strip());
                statement.setLength(0);
            } else {
                statement.append(line).append('\n');
            }
        }
        if (!statement.toString().isBlank()) {
            statements.add(statement.toString().strip());
        }
        return statements;
    }
}
