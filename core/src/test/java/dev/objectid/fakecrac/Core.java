package dev.objectid.fakecrac;

/** What {@code jdk.crac.Core} declares. */
public final class Core {

    private static final Context<Resource> GLOBAL = new Context<>();

    private Core() {}

    public static Context<Resource> getGlobalContext() {
        return GLOBAL;
    }

    /** Calls the registered resources as a checkpoint and a restore would, and says how many it called. */
    public static void checkpointRestore() throws CheckpointException, RestoreException {
        try {
            System.out.println("fake checkpoint: " + GLOBAL.checkpointRestore() + " resource(s) called");
        } catch (Exception e) {
            RestoreException failure = new RestoreException();
            failure.addSuppressed(e);
            throw failure;
        }
    }
}
