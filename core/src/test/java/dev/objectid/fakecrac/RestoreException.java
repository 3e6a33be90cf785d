package dev.objectid.fakecrac;

/** What {@code jdk.crac.RestoreException} is. */
public class RestoreException extends Exception {

    private static final long serialVersionUID = 1L;
}
