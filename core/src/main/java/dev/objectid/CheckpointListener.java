package dev.objectid;

import java.lang.System.Logger.Level;
import org.crac.Context;
import org.crac.Core;
import org.crac.Resource;

/**
 * Tells the shared generator about CRaC checkpoints and restores (OpenJDK CRaC, AWS Lambda SnapStart), through the
 * {@code org.crac} API when the application has it on the class path. Without it this class must not be loaded (it
 * implements an {@code org.crac} interface), so {@link ObjectIdGenerator} checks before it calls {@link #register}.
 */
final class CheckpointListener implements Resource {

    private final ObjectIdGenerator generator;

    private CheckpointListener(ObjectIdGenerator generator) {
        this.generator = generator;
    }

    /**
     * Registers a listener for {@code generator} in CRaC's global context. Call only when {@code org.crac} is on the
     * class path.
     *
     * @return the listener, which the caller must keep reachable (the context holds it weakly), or {@code null} if
     *         it could not be registered
     */
    static Object register(ObjectIdGenerator generator) {
        try {
            CheckpointListener listener = new CheckpointListener(generator);
            Core.getGlobalContext().register(listener);
            return listener;
        } catch (RuntimeException | LinkageError e) {
            ProcessTrace.LOGGER.log(
                    Level.WARNING,
                    "org.crac is on the class path but the ObjectId generator could not "
                            + "register for checkpoint and restore: processes restored from one checkpoint share its process "
                            + "value unless ObjectIdGenerator.shared().afterRestore() is called after each restore",
                    e);
            return null;
        }
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        // nothing to stop or forget: the generator holds no thread, and each id reads the clock
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        generator.afterRestore();
    }
}
