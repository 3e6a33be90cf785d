package dev.objectid;

import java.security.AccessController;
import java.security.PrivilegedAction;

/**
 * Starts the library's own daemon thread (the trace line's host-name lookup) so that it holds
 * nothing of the thread that happened to ask for them: no inherited thread-locals, no context class loader, and no
 * access control context made of the calling code's protection domains. Any of these would keep the class loader of
 * the application that generated the first id alive for as long as the thread runs, which, with objectid-core shared
 * by several applications, is as long as any of them generates ids.
 */
final class NeutralThreads {

    private NeutralThreads() {}

    /**
     * Starts {@code task} on a new daemon platform thread named {@code name}.
     *
     * @throws OutOfMemoryError if no thread can be created; whatever else creating or starting the thread throws
     */
    static void start(String name, Runnable task) {
        Thread thread = newThread(name, task);
        thread.setDaemon(true);
        thread.setContextClassLoader(null);
        thread.start();
    }

    /**
     * A thread that does not inherit thread-locals, created where the access control context holds only this class's
     * protection domain (a thread takes the context of the code that creates it).
     */
    @SuppressWarnings("removal")
    private static Thread newThread(String name, Runnable task) {
        PrivilegedAction<Thread> create = () -> new Thread(null, task, name, 0, false);
        try {
            return AccessController.doPrivileged(create);
        } catch (LinkageError noAccessController) { // a Java without the security API: nothing to keep out
            return create.run();
        }
    }
}
