/**
 * A stand-in for a JDK's CRaC implementation ({@code jdk.crac}), with the class names and methods the {@code org.crac}
 * compatibility jar looks for. A JVM started with {@code -Dorg.crac.Core.Compat=dev.objectid.fakecrac} sends
 * {@code org.crac.Core.checkpointRestore()} here, which calls every registered resource as a real checkpoint and
 * restore would, without taking a snapshot. Like the JDK, it holds resources weakly.
 */
package dev.objectid.fakecrac;
