package dev.objectid.fakecrac;

import dev.objectid.ObjectId;

/**
 * A process that generates an id, goes through a checkpoint and a restore with {@code org.crac} (sent to this
 * package), and generates another: prints both ids. Uses only what every version of objectid-core has.
 */
public final class CheckpointRestoreMain {

    private CheckpointRestoreMain() {}

    public static void main(String[] args) throws Exception {
        ObjectId before = ObjectId.generate();
        System.gc(); // a resource that only the weakly holding context refers to is gone after this
        org.crac.Core.checkpointRestore();
        ObjectId after = ObjectId.generate();
        System.out.println("before " + before);
        System.out.println("after " + after);
    }
}
