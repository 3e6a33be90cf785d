package dev.objectid.fakecrac;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

/** The global context: keeps resources weakly, calls them before the "checkpoint" and after the "restore". */
public class Context<R extends Resource> {

    private final List<WeakReference<R>> resources = new ArrayList<>();

    public synchronized void register(R resource) {
        resources.add(new WeakReference<>(resource));
    }

    synchronized int checkpointRestore() throws Exception {
        int called = 0;
        for (WeakReference<R> reference : resources) {
            R resource = reference.get();
            if (resource != null) {
                resource.beforeCheckpoint(this);
                called++;
            }
        }
        for (WeakReference<R> reference : resources) {
            R resource = reference.get();
            if (resource != null) {
                resource.afterRestore(this);
            }
        }
        return called;
    }
}
