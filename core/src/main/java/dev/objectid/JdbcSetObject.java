package dev.objectid;

import java.lang.StackWalker.StackFrame;

/**
 * Tells whether an id is being serialized by a JDBC driver's {@code setObject} (or {@code updateObject}): drivers such
 * as H2's, HSQLDB's and MySQL's store an object they do not know as its Java serialization, which no query for the id
 * matches. {@link ObjectId} refuses to be serialized there, with a message that says how to bind it.
 */
final class JdbcSetObject {

    /** How many frames up from the serialization a driver's {@code setObject} is looked for. */
    private static final int FRAMES = 64;

    private JdbcSetObject() {}

    /** Whether the current thread is inside a {@code PreparedStatement.setObject} or {@code ResultSet.updateObject}. */
    static boolean onStack() {
        return Holder.WALKER != null
                && Holder.WALKER.walk(frames -> frames.limit(FRAMES).anyMatch(JdbcSetObject::isSetObject));
    }

    /** The message of the refusal: the id, and the two ways to bind it. */
    static String refusal(Object id) {
        return "ObjectId " + id
                + " was given to a JDBC driver's setObject, which would store it as a serialized Java object that no"
                + " query for the id matches. Bind its 12 bytes (ObjectIdJdbc.setObjectId(statement, index, id) or"
                + " id.toByteArray()), or pass ids through dev.objectid.jdbc.ObjectIdDataSource, which binds them with"
                + " setObject: the Spring Boot starter wraps the application's DataSource in one; elsewhere call"
                + " ObjectIdDataSource.wrap(dataSource)";
    }

    private static boolean isSetObject(StackFrame frame) {
        String method = frame.getMethodName();
        if (!method.equals("setObject") && !method.equals("updateObject")) {
            return false;
        }
        Class<?> type = frame.getDeclaringClass();
        return Holder.PREPARED_STATEMENT.isAssignableFrom(type) || Holder.RESULT_SET.isAssignableFrom(type);
    }

    /** Resolved on first use; without the {@code java.sql} module there is no driver to look for. */
    private static final class Holder {

        static final Class<?> PREPARED_STATEMENT = jdbc("java.sql.PreparedStatement");
        static final Class<?> RESULT_SET = jdbc("java.sql.ResultSet");
        static final StackWalker WALKER = PREPARED_STATEMENT == null || RESULT_SET == null
                ? null
                : StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

        private static Class<?> jdbc(String name) {
            try {
                return Class.forName(name, false, ClassLoader.getSystemClassLoader());
            } catch (ClassNotFoundException | LinkageError noJdbc) {
                return null;
            }
        }
    }
}
