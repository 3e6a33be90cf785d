package dev.objectid.fakecrac;

/** What {@code jdk.crac.Resource} declares. */
public interface Resource {

    void beforeCheckpoint(Context<? extends Resource> context) throws Exception;

    void afterRestore(Context<? extends Resource> context) throws Exception;
}
