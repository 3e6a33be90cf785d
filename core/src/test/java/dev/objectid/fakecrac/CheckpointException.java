package dev.objectid.fakecrac;

/** What {@code jdk.crac.CheckpointException} is. */
public class CheckpointException extends Exception {

    private static final long serialVersionUID = 1L;
}
