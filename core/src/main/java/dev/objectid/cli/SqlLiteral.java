package dev.objectid.cli;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** How each database writes the 12 bytes of an id as a literal in SQL, as the column type of each expects them. */
enum SqlLiteral {

    H2("h2", "X'%s'"),
    POSTGRESQL("postgresql", "'\\x%s'::bytea"),
    MARIADB("mariadb", "X'%s'"),
    MYSQL("mysql", "X'%s'"),
    SQLSERVER("sqlserver", "0x%s"),
    ORACLE("oracle", "HEXTORAW('%s')");

    private final String dialect;
    private final String format;

    SqlLiteral(String dialect, String format) {
        this.dialect = dialect;
        this.format = format;
    }

    /** The literal of an id given as 24 hexadecimal digits. */
    String of(String hex) {
        return String.format(format, hex);
    }

    static Optional<SqlLiteral> forDialect(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(literal -> literal.dialect.equals(lower)).findFirst();
    }

    /** The dialect names, for messages: {@code h2|postgresql|...}. */
    static String dialects() {
        return Arrays.stream(values()).map(literal -> literal.dialect).collect(Collectors.joining("|"));
    }
}
