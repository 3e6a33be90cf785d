package dev.objectid.hibernate;

/**
 * The HQL functions objectid-generator registers, and Hibernate's own function each one also serves for ids, where
 * there is one.
 */
enum ObjectIdFunction {
    TIMESTAMP("objectid_timestamp", null),
    HEX("objectid_hex", "str"),
    MAX("objectid_max", "max"),
    MIN("objectid_min", "min");

    private final String sqlName;
    private final String standIn;

    ObjectIdFunction(String sqlName, String standIn) {
        this.sqlName = sqlName;
        this.standIn = standIn;
    }

    /** The name in HQL. */
    String sqlName() {
        return sqlName;
    }

    /** The name of Hibernate's function that calls this one for ids stored as binary, or null. */
    String standIn() {
        return standIn;
    }
}
