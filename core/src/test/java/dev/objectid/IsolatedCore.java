package dev.objectid;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;

/**
 * A copy of objectid-core of its own, as a second application of a servlet container or a plug-in brings: its classes
 * loaded again from this module's build output by a class loader that sees nothing of the test's, so it has its own
 * shared generator. Called through reflection.
 */
final class IsolatedCore implements AutoCloseable {

    private final URLClassLoader loader;

    IsolatedCore() {
        URL classes = ObjectId.class.getProtectionDomain().getCodeSource().getLocation();
        loader =
                new URLClassLoader("isolated-objectid-core", new URL[] {classes}, ClassLoader.getPlatformClassLoader());
    }

    /** {@code ObjectId.generate()} of this copy, as hexadecimal. */
    String generate() {
        return String.valueOf(call("dev.objectid.ObjectId", "generate", new Class<?>[0]));
    }

    /** {@code ObjectIdGenerator.assignProcessValue(processValue, origin)} of this copy. */
    void assignProcessValue(long processValue, String origin) {
        call(
                "dev.objectid.ObjectIdGenerator",
                "assignProcessValue",
                new Class<?>[] {long.class, String.class},
                processValue,
                origin);
    }

    /** The process value of an id's hexadecimal form. */
    static long processValueOf(String hex) {
        return ObjectId.parse(hex).processValue();
    }

    /** Calls a public static method of this copy; what it throws is rethrown as it is. */
    Object call(String className, String method, Class<?>[] parameterTypes, Object... arguments) {
        try {
            Class<?> type = Class.forName(className, true, loader);
            if (type.getClassLoader() != loader) {
                throw new AssertionError(className + " was not loaded by the isolated class loader");
            }
            Method found = type.getMethod(method, parameterTypes);
            return found.invoke(null, arguments);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new AssertionError(cause);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @Override
    public void close() throws IOException {
        loader.close();
    }
}
